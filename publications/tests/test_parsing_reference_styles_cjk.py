"""Chinese, Japanese and Korean references that open with the names: the names, the title in
「」, 《》 or ʻʻ ʼʼ or unquoted, the journal in 『』 or before its numbers (GB/T 7714's "[J]",
"第58巻 第3号", "2017年3月"), and a book's "北京：人民出版社" imprint."""

import pytest

from publications.parsing import parse
from publications.tests.parsing_helpers import assert_fields

# Fields separated by spaces only.
SPACED = (
    "田中太郎，山田花子 深層学習による画像認識の研究 情報処理学会論文誌 第58巻 第3号 第120~135頁 2017年3月"
)

CJK = [
    (
        SPACED,
        "深層学習による画像認識の研究",
        ["田中太郎", "山田花子"],
        2017,
        "情報処理学会論文誌",
    ),
    (
        "田中太郎・山田花子「深層学習による画像認識の研究」『情報処理学会論文誌』58(3), 120–135, 2017.",
        "深層学習による画像認識の研究",
        ["田中太郎", "山田花子"],
        2017,
        "情報処理学会論文誌",
    ),
    (
        "王小明，李华. 基于深度学习的图像识别方法研究[J]. 计算机学报, 2018, 41(3): 12-20.",
        "基于深度学习的图像识别方法研究",
        ["王小明", "李华"],
        2018,
        "计算机学报",
    ),
    # Japanese names with a space between family and given name, the list closed by a colon.
    (
        "森 一郎, 田中 太郎: 深層学習による画像認識の研究, 情報処理学会論文誌, 58(3):120-135 (2017).",
        "深層学習による画像認識の研究",
        ["森 一郎", "田中 太郎"],
        2017,
        "情報処理学会論文誌",
    ),
    (
        "田中 太郎: 画像認識の基礎 (口頭発表), 情報処理学会全国大会, 2015/03/12, 京都.",
        "画像認識の基礎",
        ["田中 太郎"],
        2015,
        None,
    ),
    (
        "이민호. 2014. ʻʻ도시 재생과 공동체의 역할.ʼʼ 한국지역개발학회지. 5월 12일.",
        "도시 재생과 공동체의 역할",
        ["이민호"],
        2014,
        "한국지역개발학회지",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), CJK)
def test_a_cjk_reference_gives_its_fields(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_japanese_numbers_give_volume_issue_and_pages():
    entry = parse(SPACED).entries[0]
    assert (entry.volume, entry.number, entry.pages) == ("58", "3", "120–135")


def test_a_chinese_book_gives_its_publisher_and_no_venue():
    entry = parse("张伟（2015）《中国城市化研究》，北京：人民出版社。").entries[0]
    assert (entry.title, entry.authors, entry.year, entry.venue, entry.publisher) == (
        "中国城市化研究",
        ["张伟"],
        2015,
        None,
        "人民出版社",
    )
    assert entry.type == "book"


def test_deng_closes_a_truncated_list():
    entry = parse("王小明，李华，等. 城市交通网络的优化[J]. 系统工程学报, 2019, 34(2): 145-156.").entries[0]
    assert (entry.authors, entry.authors_truncated, entry.venue) == (["王小明", "李华"], True, "系统工程学报")


def test_a_title_in_cjk_before_latin_names_is_left_to_the_other_readers():
    entry = parse("深層学習による画像認識の研究. H. Tanaka, K. Yamada. IPSJ Journal 58(3), 2017.").entries[0]
    assert entry.authors == ["H. Tanaka", "K. Yamada"]


def test_a_katakana_name_keeps_its_middle_dot_in_a_list_parted_by_the_same_dot():
    (entry,) = parse(
        "田中太郎・ジョン・スミス・山田花子「深層学習による画像認識の研究」"
        "『情報処理学会論文誌』58(3), 120–135, 2017."
    ).entries
    assert entry.authors == ["田中太郎", "ジョン・スミス", "山田花子"]


# Japanese journals' styles and Korean references: fields parted by a full-width comma (SIST 02), a
# book's title in 『』, volumes written "54巻3号" or "第125編", Korean names parted by "·" and
# Korean numbers ("제20권 제3호", "1-28쪽").
MORE_CJK = [
    (
        "田中太郎，山田花子：深層学習による画像認識の研究，情報処理学会論文誌，Vol.58，No.3，"
        "pp.120-135（2017）",
        ("深層学習による画像認識の研究", ["田中太郎", "山田花子"], 2017, "情報処理学会論文誌"),
        ("58", "3", "120–135"),
    ),
    (
        "小林正人・渡辺直樹：高齢者の歩行特性に関する研究，日本建築学会計画系論文集，第80巻，第710号，"
        "pp.1-10，2015年4月",
        ("高齢者の歩行特性に関する研究", ["小林正人", "渡辺直樹"], 2015, "日本建築学会計画系論文集"),
        ("80", "710", "1–10"),
    ),
    (
        "佐藤健一・鈴木美香（2019）「地方都市における公共交通の再編」『都市計画論文集』54巻3号，pp.456-463.",
        ("地方都市における公共交通の再編", ["佐藤健一", "鈴木美香"], 2019, "都市計画論文集"),
        ("54", "3", "456–463"),
    ),
    (
        "中村雅之: 近世日本の商業と都市, 史学雑誌, 第125編, 第8号, pp.1-30, 2016.",
        ("近世日本の商業と都市", ["中村雅之"], 2016, "史学雑誌"),
        ("125", "8", "1–30"),
    ),
    (
        "박민수·최지영, 「디지털 전환과 고용 구조의 변화」, 『노동정책연구』 제20권 제3호, 2020, 1-28쪽.",
        ("디지털 전환과 고용 구조의 변화", ["박민수", "최지영"], 2020, "노동정책연구"),
        ("20", "3", "1–28"),
    ),
]


@pytest.mark.parametrize(("text", "fields", "numbers"), MORE_CJK)
def test_japanese_and_korean_journal_references_give_their_fields_and_numbers(text, fields, numbers):
    (entry,) = parse(text).entries
    assert (entry.title, entry.authors, entry.year, entry.venue) == fields
    assert (entry.volume, entry.number, entry.pages) == numbers


@pytest.mark.parametrize(
    ("text", "title", "authors", "publisher"),
    [
        ("山本一郎 (2015)『日本経済史入門』東京：岩波書店.", "日本経済史入門", ["山本一郎"], "岩波書店"),
        (
            "정현우 (2016). 『한국 현대사의 이해』. 서울: 역사비평사.",
            "한국 현대사의 이해",
            ["정현우"],
            "역사비평사",
        ),
    ],
)
def test_a_book_title_in_double_corner_brackets_is_the_title_without_them(text, title, authors, publisher):
    (entry,) = parse(text).entries
    assert (entry.title, entry.authors, entry.publisher, entry.type) == (title, authors, publisher, "book")


def test_a_chinese_transcribed_name_keeps_its_dot():
    (entry,) = parse("约翰·史密斯，王小明. 城市交通网络的优化[J]. 系统工程学报, 2019, 34(2): 1-9.").entries
    assert entry.authors == ["约翰·史密斯", "王小明"]
