"""Single references whose fields were cut in the wrong place in three shapes across citation
styles: a book's place or house written after its title with a comma and closing the reference
("(1989) Title, Routledge."); the "In" mark before a container written with a spaced colon (the
French "In : Actes", ISO 690) or with the style's own comma after it ("Title, in:, Proceedings");
and GB/T 7714's list of names in capitals whose last name reads like initials ("IYER A L",
"MÜLLER-LÜDENSCHEIDT A") after a name of the same form."""

import pytest

from publications.tests.parsing_helpers import assert_fields, read_one

TITLE = "Quiet rivers of the northern plains"


@pytest.mark.parametrize(
    "text",
    [
        "Berg, H. and Lund, K. (1989) Quiet rivers of the northern plains, Routledge.",
        "Berg, H. and Lund, K. (1989) : Quiet rivers of the northern plains, Cambridge.",
        "Berg, H., Lund, K., 1989. Quiet rivers of the northern plains, Cambridge. Routledge",
        "Berg H., Lund K., (1989), Quiet rivers of the northern plains, Springer.",
        "Berg, H. and Lund, K. (1989) Quiet rivers of the northern plains, London.",
    ],
)
def test_a_books_place_or_house_closing_the_reference_is_no_part_of_its_title(text):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (TITLE, ["H. Berg", "K. Lund"], 1989)


@pytest.mark.parametrize(
    "text",
    [
        # A place or house inside the title, with more of the reference after it, stays the title's.
        "Berg, H. and Lund, K. (1989) Quiet rivers of the plains, Oxford. Journal of Rivers, 12, 3–9.",
        # A word after the comma that names no place or house stays the title's.
        "Berg, H. and Lund, K. (1989) Quiet rivers of the plains, Revisited.",
    ],
)
def test_a_title_ending_in_a_place_keeps_it_where_the_reference_goes_on_or_names_none(text):
    assert read_one(text)["title"].startswith("Quiet rivers of the plains, ")


@pytest.mark.parametrize(
    "text",
    [
        "Berg, H. and Lund, K. (2010). Quiet rivers of the northern plains In : "
        "International Conference on River Studies. Oslo, pp. 520–47.",
        "Berg, H. and Lund, K. (2010) Quiet rivers of the northern plains, in:, "
        "International Conference on River Studies (Oslo), pp. 520–547.",
    ],
)
def test_the_in_mark_with_a_spaced_colon_or_a_comma_after_it_opens_the_container(text):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (TITLE, ["H. Berg", "K. Lund"], 2010)
    assert entry["venue"].rstrip(".") == "International Conference on River Studies"


def test_a_journal_after_in_with_a_comma_after_its_colon():
    assert_fields(
        "Berg, H. and Lund, K. (2010) Quiet rivers of the northern plains, in:, Journal of River Studies, "
        "12, 33–45.",
        TITLE,
        ["H. Berg", "K. Lund"],
        2010,
        "Journal of River Studies",
    )


@pytest.mark.parametrize(
    ("names", "authors"),
    [
        ("LOPEZ A J H, DE LA CRUZ H A, IYER A L, 等", ["A J H LOPEZ", "H A DE LA CRUZ", "A L IYER"]),
        ("OKAFOR H C, WANG A K, MÜLLER-LÜDEN A, 等", ["H C OKAFOR", "A K WANG", "A MÜLLER-LÜDEN"]),
        ("LOPEZ A J H, DE LA CRUZ H A, IYER A L", ["A J H LOPEZ", "H A DE LA CRUZ", "A L IYER"]),
    ],
)
def test_gbt_capitals_names_whose_last_reads_like_initials_all_stay_names(names, authors):
    entry = read_one(f"[16] {names}. {TITLE}[C]//Nordic Conference on River Studies. 1989: 538-562.")
    assert (entry["title"], entry["authors"][:3], entry["year"]) == (TITLE, authors, 1989)


@pytest.mark.parametrize(
    "text",
    [
        # OSCOLA: the year in brackets, the volume and issue, the journal, the first page.
        "Berg, H et al, ‘Quiet rivers of the northern plains’ (2015) 106(9) Journal of River Studies 100",
        "Berg, H et al, ‘Quiet rivers of the northern plains’ [2015] 106 Journal of River Studies 100",
        # The McGill Guide: the issue after a hyphen, the pages as a range.
        "Berg, H et al, « Quiet rivers of the northern plains », (2015) 106-9 Journal of River Studies "
        "100-122.",
        # The year printed after the names, the volume before the journal.
        "Berg, H et al. (2015) “Quiet rivers of the northern plains”, 106 Journal of River Studies 100–122.",
    ],
)
def test_a_law_reviews_volume_before_its_name_is_no_part_of_the_venue(text):
    entry = read_one(text)
    assert (entry["title"], entry["year"], entry["venue"]) == (TITLE, 2015, "Journal of River Studies")


def test_a_bare_doi_after_an_untitled_citations_numbers_closes_it():
    entry = read_one("H. Berg, P. Lund, E.V. Sato, J. River Stud. 106, 100 (2015). 10.5555/rivers.2015.1")
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"]) == (
        "",
        ["H. Berg", "P. Lund", "E.V. Sato"],
        2015,
        "J. River Stud.",
    )
