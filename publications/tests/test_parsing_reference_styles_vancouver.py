"""Vancouver references as BibTeX and citeproc write them (invented references): the issue's date
after the year in small letters, en dashes, supplements and articles' numbers of letters and digits
in "Journal. Year mon;Vol(Issue):pages" are read as details, none left in the journal's name."""

import pytest

from publications.parsing import names, parse
from publications.tests.parsing_helpers import read_one

BIBTEX_DETAILS = [
    (
        "[1] Lind MA, Roe RF, Okafor NL. Soil crusts after a fire. Restoration Biology. "
        "2003 dec;5(4):291–300.",
        ("Restoration Biology", 2003, 12, "5", "4", "291–300", None),
    ),
    (
        "[2] Lind MA, Roe RF. Gut microbes of river otters. Genome ecology. 2014 jan;15(7):R89.",
        ("Genome ecology", 2014, 1, "15", "7", None, "R89"),
    ),
    (
        "[3] Okafor NL, Lind MA. Patterns of microbial assembly. Reviews of soil biology : RSB. "
        "2013 sep;77(3):342–56.",
        ("Reviews of soil biology : RSB", 2013, 9, "77", "3", "342–56", None),
    ),
    (
        "[4] Roe RF, Lind MA. Succession of microbial consortia in the infant gut. Proceedings of the "
        "Academy of Sciences. 2011 mar;108 Suppl(Supplement_1):4578–85.",
        ("Proceedings of the Academy of Sciences", 2011, 3, "108 Suppl", "Supplement_1", "4578–85", None),
    ),
    (
        "Lind MA, Roe RF. A draft genome of the mountain ash. Gigabiology. 2020 Jan 1;9(1):gbz160.",
        ("Gigabiology", 2020, 1, "9", "1", None, "gbz160"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), BIBTEX_DETAILS)
def test_vancouver_details_with_the_month_in_small_letters_are_read_out_of_the_journal(text, expected):
    (entry,) = parse(text + "\n").entries
    assert (
        entry.venue,
        entry.year,
        entry.month,
        entry.volume,
        entry.number,
        entry.pages,
        entry.article_number,
    ) == expected


VANCOUVER_HOUSES = [
    (
        "6. Lind PD, Roe T. The start of things. In: Studying patterns of growth. Valley Library; 2001. "
        "p. 23–49.",
        ("Studying patterns of growth", "Valley Library", "chapter"),
    ),
    (
        "8. Lind PD. Topics in inference. In: The practice of counting. W.H. Halden; 2000. p. 417.",
        ("The practice of counting", "W.H. Halden", "chapter"),
    ),
    (
        "19. Roe T, Lind PD. Defining the data. In: Counting in clinics. Third edition. Halden; 2003. "
        "p. 9–14.",
        ("Counting in clinics", "Halden", "chapter"),
    ),
    (
        "17. Front matter. In: The long book of numbers [Internet]. Halden & Sons, Ltd; 2012. p. i–xxiv. "
        "Available from: https://example.org/front",
        ("The long book of numbers", "Halden & Sons, Ltd", "chapter"),
    ),
    (
        "13. Moe R, Lind PD. Counting the counters: a life in numbers. Medical Publishing Group; 2018.",
        (None, "Medical Publishing Group", "book"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), VANCOUVER_HOUSES)
def test_the_house_before_a_semicolon_and_the_year_is_the_publisher_not_part_of_the_book(text, expected):
    (entry,) = parse(text + "\n").entries
    assert (entry.venue, entry.publisher, entry.type) == expected


def test_the_kind_of_document_before_a_semicolon_and_the_year_is_no_publisher():
    (entry,) = parse(
        "Moe R, Lind PD. The price of grain in harbour towns. Technical Report; 2011. "
        "URL: https://example.org/grain.pdf.\n"
    ).entries
    assert entry.publisher is None
    assert entry.type != "book"


def test_a_journal_marked_internet_is_named_without_the_mark():
    (entry,) = parse(
        "Moe R. The weight of a review. Journal of Counting Things [Internet]. 1980;75(372):1019–30. "
        "Available from: https://example.org/review\n"
    ).entries
    assert (entry.venue, entry.volume, entry.number, entry.pages) == (
        "Journal of Counting Things",
        "75",
        "372",
        "1019–30",
    )


def test_a_thesis_school_after_its_place_and_before_the_year_stays_the_venue():
    (entry,) = parse("Lind B. Peat in the north [dissertation]. Lund: Lund University; 2019.\n").entries
    assert (entry.venue, entry.type) == ("Lund University", "thesis")


def test_a_web_pages_title_marked_internet_is_read_without_the_mark():
    (entry,) = parse(
        "4. Short history of the census [Internet]. National Institute of Statistics. Statistics Norland; "
        "2014. Available from: https://example.org/census\n"
    ).entries
    assert (entry.title, entry.year, entry.venue, entry.publisher) == (
        "Short history of the census",
        2014,
        "National Institute of Statistics",
        "Statistics Norland",
    )


# A meeting named before a semicolon and the year is the venue, not a house: "Title. Conference on X,
# Place; 2010. p. 5–9." (with or without the comma before the town).
VANCOUVER_MEETINGS = [
    "6. Moe R, Lind PD, Okafor T. Counting gulls by drone. International Symposium on Bird Surveys, "
    "Oxford; 2010. p. 520–547.",
    "6. Moe R, Lind PD, Okafor T. Counting gulls by drone. International Symposium on Bird Surveys "
    "Oxford; 2010. p. 520–47.",
    "6. Moe R, Lind PD, Okafor T. Counting gulls by drone. International Symposium on Bird Surveys; 2010.",
]


@pytest.mark.parametrize("text", VANCOUVER_MEETINGS)
def test_a_meeting_before_a_semicolon_and_the_year_is_the_venue_not_a_publisher(text):
    (entry,) = parse(text + "\n").entries
    assert (entry.title, entry.venue, entry.publisher, entry.year) == (
        "Counting gulls by drone",
        "International Symposium on Bird Surveys",
        None,
        2010,
    )
    assert entry.type == "conference"


@pytest.mark.parametrize(
    "text",
    [
        "17. Moe R, Lind PD. The weight of a review. Journal of Counting Things. 1980Dec;75:1019–30.",
        "20. Moe R, Lind PD. The weight of a review. Journal of Counting Things. 1980Jan;75.",
    ],
)
def test_a_month_glued_to_the_year_is_no_part_of_the_journal(text):
    (entry,) = parse(text + "\n").entries
    assert (entry.venue, entry.year, entry.volume) == ("Journal of Counting Things", 1980, "75")


@pytest.mark.parametrize(
    ("text", "title", "authors"),
    [
        (
            "1. Wielgosz T. Ice, Water and Stone: A History of Glaciology. Cambridge: Cambridge University "
            "Press; 2018.",
            "Ice, Water and Stone: A History of Glaciology",
            ["T Wielgosz"],
        ),
        (
            "Wielgosz T, Brandt LK. Ice, Rock and Meltwater: Subglacial Hydrology in Svalbard. J Glaciol. "
            "2019;65(250):123-35.",
            "Ice, Rock and Meltwater: Subglacial Hydrology in Svalbard",
            ["T Wielgosz", "LK Brandt"],
        ),
    ],
)
def test_a_title_opening_with_a_word_and_a_comma_after_a_vancouver_name_is_no_name(text, title, authors):
    entry = read_one(text)
    assert (entry["title"], entry["authors"]) == (title, authors)


# Vancouver names in capitals: hyphenated initials are a given name's ("KIM J-H" is Kim, J-H), and a
# short family name in capitals follows the list's order ("WU J" after "LOPEZ MA" is J. Wu).
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("NAM J-H, FERRANTE MA, TOVAR K", [("J-H", "NAM"), ("MA", "FERRANTE"), ("K", "TOVAR")]),
        ("FERRANTE MA, NAM J-H.", [("MA", "FERRANTE"), ("J-H", "NAM")]),
        ("ROY J-P, TOVAR K.", [("J-P", "ROY"), ("K", "TOVAR")]),
        # A short family name in capitals before its initials, where the list shows its order by a
        # longer family name (Vancouver in capitals, GB/T 7714): "WU J" is J. Wu.
        ("FERRANTE MA, WU J, TOVAR K", [("MA", "FERRANTE"), ("J", "WU"), ("K", "TOVAR")]),
        ("FERRANTE MA, NG JH.", [("MA", "FERRANTE"), ("JH", "NG")]),
        ("ZHANG S, WU J, LI X.", [("S", "ZHANG"), ("J", "WU"), ("X", "LI")]),
    ],
)
def test_a_short_family_name_in_capitals_before_hyphenated_initials_is_the_family(text, expected):
    found, _ = names.split_authors(text)
    assert [(name.given, name.family) for name in found] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("JH NAM, MA FERRANTE", [("JH", "NAM"), ("MA", "FERRANTE")]),  # given first: no name shows an order
        ("J. WU, M. FERRANTE", [("J.", "WU"), ("M.", "FERRANTE")]),
    ],
)
def test_capitals_written_given_first_stay_so(text, expected):
    found, _ = names.split_authors(text)
    assert [(name.given, name.family) for name in found] == expected


def test_a_vancouver_list_in_capitals_with_hyphenated_initials_reads_whole():
    entry = read_one(
        "NAM J-H, FERRANTE MA, TOVAR K. Night shifts and insulin resistance. Diabetes Care. 2019;42(3):210-8."
    )
    assert [(name["given"], name["family"]) for name in entry["author_names"]] == [
        ("J-H", "NAM"),
        ("MA", "FERRANTE"),
        ("K", "TOVAR"),
    ]
    assert (entry["title"], entry["venue"]) == ("Night shifts and insulin resistance", "Diabetes Care")
