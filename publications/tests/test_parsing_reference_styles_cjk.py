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
