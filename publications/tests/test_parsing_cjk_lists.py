"""Lists from Chinese, Japanese and Korean pages: names in Han characters or Hangul written
without spaces ("彭立, 朱光喜"), in the national reference style GB/T 7714 ("作者. 题名[J]. 刊名,
年, 卷(期): 页码.") beside romanised entries of the same list."""

from publications.parsing import parse
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


def test_a_name_of_two_to_four_han_characters_is_a_name_and_a_longer_run_is_not():
    assert looks_like_name("孙立")
    assert looks_like_name("欧阳晓明")
    assert looks_like_name("约翰·史密斯")
    assert is_author_list("孙立, 钱光明, 赵晓")
    assert not looks_like_name("基于等差数列的编码器设计")
