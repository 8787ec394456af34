"""Books and papers cited in the humanities' comma style with the first author inverted, "Family,
Given, Title, Place, Publisher, Year": the names come in pairs of one word each, so a third word
alone before the title is the title's ("Novak, Jan, Ostrava, města a lidé"), a pair is complete
once its given name is written, hyphenated or not ("Martin, Jean-Paul, Dubois & la mer"), and a
given name may open with any Latin capital ("Şahin, Şevket", "Łukasz", "Čestmír")."""

import pytest

from publications.parsing import parse
from publications.parsing.reference import read_reference
from publications.tests.parsing_helpers import read_one

INVERTED_BOOKS = [
    (
        "Novak, Jan, Ostrava, města a lidé, Praha, Academia, 2001.",
        "Ostrava, města a lidé",
        ["Jan Novak"],
        2001,
    ),
    (
        "Lindqvist, Maria, Harbours, trade and towns in the north, Farnham, Ashgate, 2014",
        "Harbours, trade and towns in the north",
        ["Maria Lindqvist"],
        2014,
    ),
    (
        "Yıldız, Şevket, Kıyı kentleri ve ticaret, Istanbul, Deniz Yayınları, 2009.",
        "Kıyı kentleri ve ticaret",
        ["Şevket Yıldız"],
        2009,
    ),
    (
        "Kowalski, Łukasz, Porty Bałtyku w średniowieczu, Warszawa, PWN, 1998.",
        "Porty Bałtyku w średniowieczu",
        ["Łukasz Kowalski"],
        1998,
    ),
    (
        "Martin, Jean-Paul, Dubois & la mer, Paris, Gallimard, 2005",
        "Dubois & la mer",
        ["Jean-Paul Martin"],
        2005,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year"), INVERTED_BOOKS)
def test_an_inverted_name_before_a_comma_style_title_is_one_pair(text, title, authors, year):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"]) == (title, authors, year, None)


def test_after_two_inverted_pairs_a_fifth_word_alone_opens_the_title():
    entry = read_one("Novak, Jan, Ruiz, Elena, Ostrava, města a lidé, Praha, Academia, 2001.")
    assert (entry["title"], entry["year"], entry["publisher"]) == ("Ostrava, města a lidé", 2001, "Academia")


@pytest.mark.parametrize(
    ("text", "title", "authors"),
    [
        # After whole names, a word alone before a period is the title's first sentence.
        (
            "Hana Dvořák, Ostrava. Město a lidé, Praha, Academia, 2001.",
            "Ostrava. Město a lidé",
            ["Hana Dvořák"],
        ),
        # After an inverted pair, a third word alone before a period is the title's.
        (
            "Novak, Jan, Ostrava. Město a lidé, Praha, Academia, 2001.",
            "Ostrava. Město a lidé",
            ["Jan Novak"],
        ),
    ],
)
def test_a_word_alone_after_the_names_and_before_a_period_opens_the_title(text, title, authors):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (title, authors, 2001)


@pytest.mark.parametrize(
    ("text", "journal"),
    [
        (
            "Okafor, Hélène, Un autre mythe : le sac des ports, Annales de Bretagne, Tome 82, fasc. 1-2, "
            "2011, p. 5-36.",
            "Annales de Bretagne",
        ),
        (
            "Brandt, Karl, Die Häfen der Hanse, Hansische Blätter, Band 82, 2011, S. 5-36.",
            "Hansische Blätter",
        ),
    ],
)
def test_a_volume_labelled_in_full_ends_the_title_and_the_journal(text, journal):
    entry = read_one(text)
    assert (entry["venue"], entry["volume"], entry["year"]) == (journal, "82", 2011)


def test_an_owners_book_edited_with_others_keeps_its_title_and_names_its_co_editors():
    [entry] = parse("Tidal Harbours of the Baltic, ed. with K. Holm. Oxford: Clarendon Press, 2012.").entries
    assert (entry.title, entry.authors, entry.editors, entry.year) == (
        "Tidal Harbours of the Baltic",
        [],
        ["K. Holm"],
        2012,
    )


# The owner's part written after the title, the publisher and year in parentheses: a co-editor's
# names are editors, a co-author's names the authors, a bare "Editor" names no one.
OWNERS_PART_AFTER_TITLE = [
    (
        "Essays on the Harbour: Tides and Time, Editor (Harbour Press, 2008)",
        "Essays on the Harbour: Tides and Time",
        [],
        [],
        2008,
    ),
    (
        "The Fishing Villages of Fife, Co-editor with Karl Holm (University Press, 2003)",
        "The Fishing Villages of Fife",
        [],
        ["Karl Holm"],
        2003,
    ),
    (
        "Pastoral Care at the Coast, Co-authored with Lena Brandt (Pilgrim House, 1996)",
        "Pastoral Care at the Coast",
        ["Lena Brandt"],
        [],
        1996,
    ),
    # Polish names the co-authors after the noun "co-author", without "with".
    (
        "Obrzędy pogrzebowe na Kaszubach, współautor Jan Wrona (Wydawnictwo Morskie, 2014)",
        "Obrzędy pogrzebowe na Kaszubach",
        ["Jan Wrona"],
        [],
        2014,
    ),
    (
        "Pielgrzymki w Polsce północnej, współautorka A. Lis (2019)",
        "Pielgrzymki w Polsce północnej",
        ["A. Lis"],
        [],
        2019,
    ),
    (
        "Święta i obrzędy wsi, współautorzy Jan Wrona, Anna Lis (2016)",
        "Święta i obrzędy wsi",
        ["Jan Wrona", "Anna Lis"],
        [],
        2016,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "editors", "year"), OWNERS_PART_AFTER_TITLE)
def test_the_owners_part_after_the_title_is_no_part_of_it(text, title, authors, editors, year):
    [entry] = parse(text).entries
    assert (entry.title, entry.authors, entry.editors, entry.year) == (title, authors, editors, year)


def test_an_editor_inside_a_title_stays_in_it():
    [entry] = parse("Letters to the Editor of a Country Paper (Harbour Press, 2001)").entries
    assert (entry.title, entry.editors) == ("Letters to the Editor of a Country Paper", [])


def test_a_title_going_on_with_with_is_no_edited_book():
    [entry] = parse("Okafor, A. Tidal mixing, with a note on estuaries. Ocean Letters, 2019.").entries
    assert (entry.title, entry.editors) == ("Tidal mixing, with a note on estuaries", [])


def test_editors_before_a_plural_mark_without_parentheses_are_the_names_read_and_the_title_follows():
    [entry] = parse(
        "Ana Ruiz, Karl Holm & Lena Brandt, eds. Harbour Towns of the North. Harbour Press, 2001."
    ).entries
    assert (entry.title, entry.authors) == (
        "Harbour Towns of the North",
        ["Ana Ruiz", "Karl Holm", "Lena Brandt"],
    )


def test_a_chapter_whose_books_editors_are_family_names_alone_keeps_its_quoted_title():
    text = (
        '"Dock Labour in the Hanseatic Towns," Harbour Towns of the North, ed. Ruiz, Holm, and Brandt. '
        "London: Harbour Press, 2001."
    )
    [entry] = parse(text).entries
    assert (entry.title, entry.authors) == ("Dock Labour in the Hanseatic Towns", [])


# "Science and Religion: A Short History": two single words joined by "and" before a colon open a
# title; names before a colon carry given names or initials.
@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Science and Religion: A Short History. Oxford: Clarendon Press, 2001.",
            "Science and Religion: A Short History",
        ),
        (
            "Design and Destiny: Essays on the Harbour, Editor (Harbour Press, 2008)",
            "Design and Destiny: Essays on the Harbour",
        ),
    ],
)
def test_two_words_joined_by_and_before_a_colon_open_the_title(text, title):
    [entry] = parse(text).entries
    assert (entry.title, entry.authors) == (title, [])


# "A Quiet Harbour: …": the article "A" and whole words before a colon open a title, the page
# owner's own book; a name's initial before a colon has its full stop ("A. Lund: Title").
@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "A Quiet Harbour: Trade, Credit and Kinship in Early Modern Bergen "
            "(Fjord University Press, 2006).",
            "A Quiet Harbour: Trade, Credit and Kinship in Early Modern Bergen",
        ),
        (
            "A Ledger of Tides: Merchants in the North Sea. Oslo: Fjord Press, 2011.",
            "A Ledger of Tides: Merchants in the North Sea",
        ),
    ],
)
def test_the_article_a_and_whole_words_before_a_colon_open_the_title(text, title):
    [entry] = parse(text).entries
    assert (entry.title, entry.authors) == (title, [])


@pytest.mark.parametrize(
    "text",
    [
        "K. Lund and A. Ruiz: Tidal mixing in bays. Estuaries 12, 1-9, 1999.",
        "Lund, K. and Ruiz, A.: Tidal mixing in bays. Estuaries 12, 1-9, 1999.",
        "Karl Lund and Ana Ruiz: Tidal mixing in bays. Estuaries 12, 1-9, 1999.",
    ],
)
def test_names_with_initials_or_given_names_before_a_colon_stay_names(text):
    [entry] = parse(text).entries
    assert (entry.title, [name.split()[-1] for name in entry.authors]) == (
        "Tidal mixing in bays",
        ["Lund", "Ruiz"],
    )


def test_an_initial_with_its_full_stop_before_a_colon_stays_a_name():
    [entry] = parse("A. Lund: Tidal mixing in bays. Estuaries 12, 1-9, 1999.").entries
    assert (entry.title, entry.authors) == ("Tidal mixing in bays", ["A. Lund"])


def test_a_revised_edition_without_a_number_is_no_venue():
    entry = read_one("Okafor, Ada. 1994. The making of markets. Rev. and expanded ed. Ibadan: Heinemann.")
    assert (entry["title"], entry["venue"], entry["publisher"]) == (
        "The making of markets",
        None,
        "Heinemann",
    )


def test_a_span_of_years_closing_a_books_name_stays_in_the_rules_reading():
    # The span is the period the book covers, not its date ("…, 1850–1914 (Vol. 2, pp. …)").
    entry, _ = read_reference(
        "Lindqvist, M. (1988). Harbour towns. In P. Varga (Ed.), Trade and towns of the Baltic, 1850–1914 "
        "(Vol. 2, pp. 17–39). Uppsala: Almqvist & Wiksell."
    )
    assert (entry.venue, entry.pages) == ("Trade and towns of the Baltic, 1850–1914", "17–39")
