"""Lists from Chinese, Japanese and Korean pages: names in Han characters or Hangul written
without spaces ("彭立, 朱光喜"), in the national reference style GB/T 7714 ("作者. 题名[J]. 刊名,
年, 卷(期): 页码.") beside romanised entries of the same list."""

from publications.parsing import parse
from publications.parsing.cjk import with_ascii_punctuation
from publications.parsing.marklegend import legend_reason as _mark_legend
from publications.parsing.names import is_author_list, looks_like_name

GB_T_7714 = """期刊论文

[1] 孙立, 钱光明, 赵晓. 基于等差数列的低密度校验码编码器设计[J]. 电子学报, 2007, 35(5): 950-954.
[2] 周伟, 吴娜, 郑强. 面向边缘计算的任务卸载方法研究[J]. 计算机学报, 2021, 44(3): 512-525.
[3] Zhou W, Wu N, Zheng Q. Task offloading at the edge[J]. IEEE Trans. Mob. Comput., 2022, 21(4): 120-135.
[4] 김민준, 이서연. 한국어 문장 임베딩의 평가[J]. 정보과학회논문지, 2019, 46(2): 101-110.
"""


def test_a_gb_t_7714_list_with_names_in_han_characters_and_hangul_is_read():
    result = parse(GB_T_7714)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("基于等差数列的低密度校验码编码器设计", ["孙立", "钱光明", "赵晓"], 2007),
        ("面向边缘计算的任务卸载方法研究", ["周伟", "吴娜", "郑强"], 2021),
        ("Task offloading at the edge", ["W Zhou", "N Wu", "Q Zheng"], 2022),
        ("한국어 문장 임베딩의 평가", ["김민준", "이서연"], 2019),
    ]
    assert [entry.venue for entry in result.entries][:2] == ["电子学报", "计算机学报"]


def test_unnumbered_gb_t_7714_references_one_a_line_are_one_entry_each():
    # No numbers: each reference's own type mark ("[J]", "[D]", "[C]") says where the next begins.
    text = "\n".join(
        [
            "参考文献",
            "孙立. 基于等差数列的编码器设计[J]. 电子学报, 2007(05):950-954.",
            "周伟. 任务卸载方法综述[J]. 软件导刊, 2012, 9(03):5-6.",
            "郑强. 边缘计算平台的设计与实现[D]. 南京大学, 2016.",
            "赵晓, 钱光明. 分布式存储系统概论(第2版)[J]. 计算机教育, 2019, No.301(05):88.",
            "吴娜, 郑强, 周伟. 基于缓存池的日志提取系统[C]//全国计算机学术年会. 2011.",
        ]
    )
    result = parse(text)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [(n, n) for n in range(2, 7)]
    assert [entry.year for entry in result.entries] == [2007, 2012, 2016, 2019, 2011]


def test_a_name_of_two_to_four_han_characters_is_a_name_and_a_longer_run_is_not():
    assert looks_like_name("孙立")
    assert looks_like_name("欧阳晓明")
    assert looks_like_name("约翰·史密斯")
    assert is_author_list("孙立, 钱光明, 赵晓")
    assert not looks_like_name("基于等差数列的编码器设计")


# A Japanese CV: type headings in Japanese over numbered items, one field a line; a legend of the
# speaker's mark above the talks (講演, a heading no type word names).
JAPANESE_TYPE_HEADINGS = """査読付学術雑誌論文
1. 山田太郎, 佐藤花子,
"反復法の収束について",
応用数理,
2021.4.1

査読付国際会議論文
1. Taro Yamada, Hanako Sato,
"Convergence of Restarted Krylov Solvers",
Proc. of the 12th International Conference on Numerical Analysis,
2020.9.3

講演
* : 講演者
2. 山田太郎*, 佐藤花子, 鈴木一郎,
"前処理付き反復法の比較",
日本応用数理学会年会,
2019.9.5
"""


def test_japanese_type_headings_head_their_items_and_type_them():
    result = parse(JAPANESE_TYPE_HEADINGS)
    assert [(e.title, e.authors, e.year) for e in result.entries] == [
        ("反復法の収束について", ["山田太郎", "佐藤花子"], 2021),
        ("Convergence of Restarted Krylov Solvers", ["Taro Yamada", "Hanako Sato"], 2020),
        ("前処理付き反復法の比較", ["山田太郎", "佐藤花子", "鈴木一郎"], 2019),
    ]
    assert [e.type.value for e in result.entries[:2]] == ["journal", "conference"]
    assert [e.section for e in result.entries[:2]] == ["査読付学術雑誌論文", "査読付国際会議論文"]


def test_a_mark_after_a_cjk_name_inside_the_list_is_no_part_of_it():
    [entry] = parse(
        '山田太郎, 佐藤花子*, 鈴木一郎, "前処理付き反復法の比較", 日本応用数理学会年会, 2019.'
    ).entries
    assert (entry.title, entry.authors) == ("前処理付き反復法の比較", ["山田太郎", "佐藤花子", "鈴木一郎"])


def test_a_legend_of_marks_is_a_line_left_out():
    # What a mark after names means, on a line of its own: "* : 講演者" (the speaker), "† = presenting".
    for line in ("* : 講演者", "† = presenting author", "(*: corresponding author)", "#: equal contribution"):
        assert _mark_legend(line) is not None, line
    # A marked name opening an item, or a mark before a sentence with a year, is no legend.
    for line in ("*Okafor, A. (2020). Tidal mixing.", "* 2020: list revised.", "Note: * marks students"):
        assert _mark_legend(line) is None, line


def test_a_marked_name_opening_an_item_is_no_legend():
    text = "† = presenting author\n\n†Okafor, A., & Brandt, L. (2020). Tidal mixing. Ocean Letters, 4, 1-9.\n"
    result = parse(text)
    assert [(e.title, e.authors) for e in result.entries] == [("Tidal mixing", ["A. Okafor", "L. Brandt"])]


GB_T_7714_FULL_WIDTH = """参考文献

[1] 陈静，许文．湖泊沉积物的重金属分布［J］．地理研究，2016，35（4）：601－612．
[2] HALL R，PEREZ M．Sediment transport in tidal inlets［J］．Coastal Engineering，2016，12（2）：33－47．
"""


def test_a_gb_t_7714_list_in_full_width_punctuation_is_read_as_in_ascii():
    result = parse(GB_T_7714_FULL_WIDTH)
    assert [
        (entry.title, entry.authors, entry.year, entry.venue, entry.volume, entry.number, entry.pages)
        for entry in result.entries
    ] == [
        ("湖泊沉积物的重金属分布", ["陈静", "许文"], 2016, "地理研究", "35", "4", "601–612"),
        (
            "Sediment transport in tidal inlets",
            ["R HALL", "M PEREZ"],
            2016,
            "Coastal Engineering",
            "12",
            "2",
            "33–47",
        ),
    ]


# A Chinese CV prints its Latin-script references with the full-width forms of its brackets, stops,
# commas and colons, its number in full-width brackets: the same punctuation.
LATIN_IN_FULL_WIDTH = """\
［1］Okafor A，Brandt L，van der Meer K．Tidal mixing in estuaries［J］．Ocean Letters，2019，4（2）：1－9．
［2］Lindqvist M-J，de la Rosa P．Grain sorting on gravel beaches［C］．Coastal Dynamics Conference，2017．
［3］Marine Research Council．Sediment budgets of northern bays［R］．Harbour Press，2015．
［4］陈静，许文．湖泊沉积物的重金属分布［J］．地理研究，2016，35（4）：601－612．
"""


def test_latin_references_in_full_width_punctuation_are_read_as_in_ascii():
    result = parse(LATIN_IN_FULL_WIDTH)
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in result.entries] == [
        (
            "Tidal mixing in estuaries",
            ["A Okafor", "L Brandt", "K van der Meer"],
            2019,
            "Ocean Letters",
        ),
        (
            "Grain sorting on gravel beaches",
            ["M-J Lindqvist", "P de la Rosa"],
            2017,
            "Coastal Dynamics Conference",
        ),
        ("Sediment budgets of northern bays", ["Marine Research Council"], 2015, None),
        ("湖泊沉积物的重金属分布", ["陈静", "许文"], 2016, "地理研究"),
    ]
    assert result.entries[0].raw.startswith("［1］Okafor A，Brandt L")  # the entry's text as printed


def test_full_width_stops_part_the_fields_without_type_marks():
    text = (
        "1．Okafor A，Brandt L．Tidal mixing in shallow estuaries．Ocean Letters，2019，4（2）：1－9．\n"
        "2．Haddad S，Novak T．Wave runup on steep shores．Marine Geology，2015，8（1）：20－31．\n"
    )
    result = parse(text)
    assert [
        (entry.title, entry.authors, entry.venue, entry.volume, entry.number, entry.pages)
        for entry in result.entries
    ] == [
        ("Tidal mixing in shallow estuaries", ["A Okafor", "L Brandt"], "Ocean Letters", "4", "2", "1–9"),
        ("Wave runup on steep shores", ["S Haddad", "T Novak"], "Marine Geology", "8", "1", "20–31"),
    ]


def test_full_width_forms_are_written_as_ascii_punctuation():
    assert (
        with_ascii_punctuation("Okafor A，Brandt L．Title（２０１９）：1－9．")
        == "Okafor A, Brandt L. Title (2019): 1-9."
    )
    assert with_ascii_punctuation("陈静，许文．题名", keep_comma=True) == "陈静，许文. 题名"
