"""Lab-page cards the free-text and line-block readers must read right: teaser images and
badges."""

from publications.parsing import parse
from publications.parsing.records import LineKind
from publications.parsing.tail import parse_tail


def _fields(result):
    return [(entry.title, entry.authors, entry.year, entry.venue) for entry in result.entries]


def _kinds(result):
    return {account.line: account.kind for account in result.lines}


IMAGES_AND_BADGES = """![teaser](images/teaser_fold.png)
Robust Visual Odometry in Low Light
T. Nakamura, E. Rossi, F. Adeyemi
ECCV 2022 ![Oral](https://img.shields.io/badge/Oral-red)
[Paper](https://arxiv.org/abs/2207.01234) [Code](https://github.com/lab/vo)

![teaser](images/teaser_depth.png)
Self-Supervised Depth from Event Cameras
E. Rossi, T. Nakamura
IROS 2021
[Paper](https://arxiv.org/abs/2108.04321)
"""


def test_teaser_images_and_badges_are_neither_entries_nor_venue_text():
    result = parse(IMAGES_AND_BADGES)
    assert _fields(result) == [
        ("Robust Visual Odometry in Low Light", ["T. Nakamura", "E. Rossi", "F. Adeyemi"], 2022, "ECCV"),
        ("Self-Supervised Depth from Event Cameras", ["E. Rossi", "T. Nakamura"], 2021, "IROS"),
    ]
    kinds = _kinds(result)
    assert kinds[1] == kinds[7] == LineKind.IGNORED


def test_a_venue_acronym_with_a_two_digit_year_gives_the_year():
    tail = parse_tail("ICLR'19")
    assert (tail.venue_acronym, tail.year) == ("ICLR", 2019)
    assert parse_tail("Rock'n'Roll Studies 12").year is None
