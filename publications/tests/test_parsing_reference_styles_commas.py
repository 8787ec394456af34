"""Citations written with commas only, "Family, I., Family, I., Title, Venue, …": the names end
where the pieces stop being a family name and its initials, even when the title opens with
capitalised words and a comma ("New Quiet, Grand Lakes"); the title ends before a numbered
meeting ("…, 17th Nordic Geological Convention")."""

import pytest

from publications.parsing.reference import read_reference
from publications.tests.parsing_helpers import assert_fields, read_one

COMMA_CITATIONS = [
    (
        "Moreau, P. A., Lind, K., New Quiet, Grand Lakes in Norway, Journal of Inland Waters, 12, "
        "pp. 3-9, 2004.",
        "New Quiet, Grand Lakes in Norway",
        ["P. A. Moreau", "K. Lind"],
        2004,
        "Journal of Inland Waters",
    ),
    (
        "Moreau, P. A., Lind, K., Quiet, grand lakes of the north, Journal of Inland Waters, 12, "
        "pp. 3-9, 2004.",
        "Quiet, grand lakes of the north",
        ["P. A. Moreau", "K. Lind"],
        2004,
        "Journal of Inland Waters",
    ),
    (
        "Moreau, P. A., Quiet, grand lakes of the north, Journal of Inland Waters, 12, pp. 3-9, 2004.",
        "Quiet, grand lakes of the north",
        ["P. A. Moreau"],
        2004,
        "Journal of Inland Waters",
    ),
    (
        "Moreau, P. A., Lind, K., Folded strata at the Birch Lake Crater, 17th Nordic Geological "
        "Convention p. 12. 2004.",
        "Folded strata at the Birch Lake Crater",
        ["P. A. Moreau", "K. Lind"],
        2004,
        "17th Nordic Geological Convention",
    ),
    (
        "Moreau, P. A., Lind, K., Folded strata at the Birch Lake Crater, 3rd International "
        "Workshop on Craters, pp. 4-9, 2011.",
        "Folded strata at the Birch Lake Crater",
        ["P. A. Moreau", "K. Lind"],
        2011,
        "3rd International Workshop on Craters",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), COMMA_CITATIONS)
def test_a_comma_citation_splits_into_names_title_and_venue(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        # A name given in full, or "et al.", after the inverted pairs is still a name.
        (
            "Moreau, P. A., Lind, K., Novak, Jan, Lakes in Norway, Journal of Inland Waters, 12, 2004.",
            ["P. A. Moreau", "K. Lind", "Jan Novak"],
        ),
        (
            "Moreau, P. A., Lind, K., and Novak, J., Lakes, rivers and hills, Journal of Inland "
            "Waters, 12, 2004.",
            ["P. A. Moreau", "K. Lind", "J. Novak"],
        ),
    ],
)
def test_names_go_on_where_the_next_piece_is_a_name(text, authors):
    assert read_one(text)["authors"] == authors


def test_an_ordinal_inside_a_title_is_no_meeting():
    assert_fields(
        "Moreau, P. A., The 2nd Law of Rivers, Journal of Inland Waters, 12, 2001.",
        "The 2nd Law of Rivers",
        ["P. A. Moreau"],
        2001,
        "Journal of Inland Waters",
    )


# The meeting's nouns are one list (``classify.MEETING_NOUNS``): a venue after the title's comma
# opening with any of them ends the title, and a quotation right after one is the meeting's name.
@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Moreau, P. A., Lind, K., Folded strata at the Birch Lake Crater, Nordic Seminar on Crater "
            "Geology, 12, pp. 3-9, 2004.",
            "Folded strata at the Birch Lake Crater",
            "Nordic Seminar on Crater Geology",
        ),
        (
            "Moreau, P. A., Lind, K., Folded strata at the Birch Lake Crater, Colloquium of Nordic "
            "Geologists, 12, pp. 3-9, 2004.",
            "Folded strata at the Birch Lake Crater",
            "Colloquium of Nordic Geologists",
        ),
    ],
)
def test_a_comma_citation_ends_its_title_before_a_meeting(text, title, venue):
    assert_fields(text, title, ["P. A. Moreau", "K. Lind"], 2004, venue)


def test_a_meeting_before_its_place_is_the_venue_not_a_publisher():
    entry = read_one(
        "Moreau, P. A., Lind, K., Folded strata at the Birch Lake Crater, Colloquium of Nordic "
        "Geologists, Oslo, 2004."
    )
    assert (entry["venue"], entry["publisher"]) == ("Colloquium of Nordic Geologists", None)
    assert entry["type"] == "conference"


# A forum or a school names a house or a faculty as often as a meeting: no venue of its own.
@pytest.mark.parametrize("house", ["Fjord Press", "Forum Verlag", "School of Economics"])
def test_a_house_before_its_place_stays_the_publisher(house):
    entry = read_one(f"Moreau, P. A., Lind, K., Folded strata at the Birch Lake Crater, {house}, Oslo, 2004.")
    assert (entry["venue"], entry["publisher"]) == (None, house)


def test_a_meetings_noun_inside_the_title_keeps_the_title_whole():
    assert_fields(
        "Moreau, P. A., Lind, K., Why the village school closed, Journal of Inland Waters, 12, 2004.",
        "Why the village school closed",
        ["P. A. Moreau", "K. Lind"],
        2004,
        "Journal of Inland Waters",
    )


def test_a_quotation_after_a_forum_is_the_meetings_name():
    entry = read_one(
        'P. Novak, K. Lindgren. Slow Photometry of Bright Meteors, Proceedings of the Forum "Skies in '
        'Motion", 2019, vol. 12, p. 40'
    )
    assert entry["title"] == "Slow Photometry of Bright Meteors"
    assert "Skies in Motion" in entry["venue"]


# A chapter cited with commas only, "Name, Title, Book. Subtitle, Place, Year, pages": the part
# after the title's comma that holds a sentence of its own is the book the pages are in.
CHAPTERS_WITH_COMMAS = [
    (
        "Marco Lind, Porti e mercati: le rotte del IX secolo, Le coste italiane prima del Mille. Una "
        "società in mare, Bologna, 1985, 45-68.",
        "Porti e mercati: le rotte del IX secolo",
        "Le coste italiane prima del Mille. Una società in mare",
    ),
    (
        "Paul Moreau, Le port et la mer, Le port. Les villes au nord de la Loire, 1989, t. 2, 405-419 "
        "(Études portuaires, 16/2).",
        "Le port et la mer",
        "Le port. Les villes au nord de la Loire",
    ),
]


@pytest.mark.parametrize(("text", "title", "venue"), CHAPTERS_WITH_COMMAS)
def test_a_book_after_the_titles_comma_is_the_venue_of_the_pages(text, title, venue):
    entry = read_one(text)
    assert (entry["title"], entry["venue"]) == (title, venue)


def test_a_books_own_subtitle_after_a_period_stays_in_the_title():
    """No pages cited: a whole book, its subtitle after the title's period."""
    entry = read_one("Marco Lind, Porti e mercati. Le rotte del IX secolo, Bologna, 1985.")
    assert (entry["title"], entry["venue"]) == ("Porti e mercati. Le rotte del IX secolo", None)


# The pages cited after a comma end the title: "…, Utrecht, p. 1-130." (the title ended at "p").
@pytest.mark.parametrize("pages", ["p. 1-130", "p.1-130", "pp. 1-130", "S. 1-130"])
def test_the_pages_cited_after_a_comma_end_the_title(pages):
    entry = read_one(f"Lind, A. (1945). Het Rijk der Vissen, Deel 3 van de Zee, Utrecht, {pages}.")
    assert (entry["title"], entry["pages"], entry["venue"], entry["year"]) == (
        "Het Rijk der Vissen, Deel 3 van de Zee, Utrecht",
        "1–130",
        None,
        1945,
    )


def test_a_number_after_a_comma_in_the_title_with_no_page_mark_stays_in_the_title():
    entry = read_one("Lind, A. (1945). Het Rijk der Vissen, 12 platen en de Zee. Utrecht: Spectrum.")
    assert (entry["title"], entry["pages"]) == ("Het Rijk der Vissen, 12 platen en de Zee", None)


# A book's imprint written with commas alone after its title, which no venue ends: the place (or
# a town's one word and its house), then the year and the pages.
@pytest.mark.parametrize(
    "text",
    [
        "Ines Duarte, Les jardins du port, Lisbon, 2011, 212 p.",
        "Ines Duarte, Les jardins du port, Lisbon, 2011, 10-42.",
        "Duarte Ines, Les jardins du port, Sète, Acte Marin, 2011",
    ],
)
def test_a_place_house_year_and_pages_after_the_title_are_no_part_of_it(text):
    entry = read_one(text)
    assert (entry["title"], entry["year"]) == ("Les jardins du port", 2011)


def test_the_house_between_a_town_and_the_year_after_the_title_is_the_publisher():
    assert read_one("Duarte Ines, Les jardins du port, Sète, Acte Marin, 2011")["publisher"] == "Acte Marin"
    assert read_one("Ines Duarte, Les jardins du port, Lisbon, 2011, 212 p.")["publisher"] is None


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # A title that is a place and its state: what is left before them is no title.
        ("Ines Duarte, Paris, Texas, 2011", "Paris, Texas, 2011"),
        # One capitalised word after a capitalised word is the title's, not a town and its house.
        ("Ines Duarte, Storms of the north sea, Tides, Winds, 2011", "Storms of the north sea, Tides"),
    ],
)
def test_a_title_closing_on_a_place_or_capitalised_words_keeps_them(text, title):
    assert read_one(text)["title"] == title


QUOTED_JOURNALS_AFTER_A_COMMA = [
    (
        "A. Nowak, B. Kowalska, Edukacja w szkole wiejskiej, „Kwartalnik Pedagogiczny”, nr 2/2021.",
        "Edukacja w szkole wiejskiej",
        ["A. Nowak", "B. Kowalska"],
        "Kwartalnik Pedagogiczny",
    ),
    (
        "A. Nowak, Szkoła i rodzina. Studium przypadku, „Przegląd Pedagogiczny”, t. XII, nr 3/2020, "
        "DOI: 10.1234/pp.2020.3.",
        "Szkoła i rodzina. Studium przypadku",
        ["A. Nowak"],
        "Przegląd Pedagogiczny",
    ),
    (
        "A. Nowak, B. Kowalska, Rural schools after the reform, “Journal of Rural Education”, 12.05.2022.",
        "Rural schools after the reform",
        ["A. Nowak", "B. Kowalska"],
        "Journal of Rural Education",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "journal"), QUOTED_JOURNALS_AFTER_A_COMMA)
def test_a_quoted_journal_after_the_titles_comma_is_the_journal(text, title, authors, journal):
    entry = read_one(text)
    assert (entry["title"], entry["authors"]) == (title, authors)
    assert entry["venue"].startswith(journal)


def test_a_chicago_title_in_quotes_after_more_names_stays_the_title():
    entry = read_one(
        'Nowak, Anna, Piotr Lis, and Ewa Bąk, "Rural schools after the reform," Journal of Rural '
        "Education 12 (2020): 1-9."
    )
    assert (entry["title"], entry["authors"], entry["venue"]) == (
        "Rural schools after the reform",
        ["Anna Nowak", "Piotr Lis", "Ewa Bąk"],
        "Journal of Rural Education",
    )
    entry = read_one('Bąk, Ewa, and Anna Nowak, "Schools, villages and the reform", Rural History 4 (2019).')
    assert (entry["title"], entry["authors"]) == (
        "Schools, villages and the reform",
        ["Ewa Bąk", "Anna Nowak"],
    )


@pytest.mark.parametrize(
    ("text", "title", "year", "venue"),
    [
        (
            "Moreau, P. A. & Lind, K., 2014. Ground currents in northern power grids, NGU, Trans. Nordic "
            "Geoph. Union, 95, GP21B-04.",
            "Ground currents in northern power grids",
            2014,
            "NGU, Trans. Nordic Geoph. Union",
        ),
        (
            "Moreau, P. A., 2015. Storm-time magnetometer baselines, Am. Meteorol. Soc., 9th Symposium on "
            "Space Weather, 4.1.",
            "Storm-time magnetometer baselines",
            2015,
            "Am. Meteorol. Soc., 9th Symposium on Space Weather, 4.1",
        ),
    ],
)
def test_a_title_ends_before_a_comma_piece_the_venue_table_abbreviates(text, title, year, venue):
    # "…, Trans. AGU": the abbreviation's period is the venue's, not the title's end.
    entry, _ = read_reference(text)
    assert (entry.title, entry.year, entry.venue) == (title, year, venue)
    assert read_one(text)["title"] == title


# A society's journal abbreviated as ISO 4 abbreviates it ("IEEE Trans. Neural Netw. Learn. Syst.",
# "ACM Trans. Graph."), after the title's comma: the stop of its abbreviated word is no title's end.
@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Okafor, C. and Lind, P. (2016). Grain storage in humid climates, IEEE Trans. Neural Netw."
            " Learn. Syst. 44: 821–836.",
            "IEEE Trans. Neural Netw. Learn. Syst.",
        ),
        (
            "Okafor, C. and Lind, P. (2016). Grain storage in humid climates, ACM Trans. Graph. 44: 821–836.",
            "ACM Trans. Graph.",
        ),
    ],
)
def test_a_societys_abbreviated_journal_after_the_titles_comma_ends_the_title(text, venue):
    entry = read_one(text)
    assert (entry["title"], entry["venue"]) == ("Grain storage in humid climates", venue)
