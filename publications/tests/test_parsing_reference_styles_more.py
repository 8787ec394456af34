"""Free-text references in more styles, one pasted at a time: newspapers and reports dated to the
day, titles with subtitles, references that open with the year, chemistry's references without a
title. The title, the authors, the year and the venue each as written."""

import pytest

from publications.parsing.labelling import reader
from publications.parsing.records import ParsedEntry
from publications.parsing.reference import read_reference
from publications.tests.parsing_helpers import assert_fields, read_one

# A newspaper, magazine or report dated to the day: the day and month are no part of the venue.
DATED = [
    (
        'Lindqvist, Maja. 2017. "Harbour Towns Brace for the Winter Storms". Evening Courier, 14 November. '
        "Online: http://www.example.org/harbour-towns",
        "Harbour Towns Brace for the Winter Storms",
        ["Maja Lindqvist"],
        2017,
        "Evening Courier",
    ),
    (
        "Okoro, Daniel (1971) ‘Fishermen of the delta count their losses’ The Daily Chronicle "
        "(03/09/71) pp4, 6",
        "Fishermen of the delta count their losses",
        ["Daniel Okoro"],
        1971,
        "The Daily Chronicle",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), DATED)
def test_the_day_of_issue_is_no_part_of_the_venue(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


# MLA adds a local newspaper's town in square brackets after its name where the name lacks it: the
# town is no part of the venue. A bracket naming no place stays out of this.
BRACKETED_TOWNS = [
    (
        'Lindqvist, Maja. "Harbour Towns Brace for the Winter Storms." Evening Courier [Lincoln], '
        "14 Nov. 2017, p. 3.",
        "Harbour Towns Brace for the Winter Storms",
        ["Maja Lindqvist"],
        2017,
        "Evening Courier",
    ),
    (
        'Okoro, Daniel. "Fishermen of the Delta Count Their Losses." The Morning Ledger [Toronto], '
        "3 Sept. 1971, pp. A4-A5.",
        "Fishermen of the Delta Count Their Losses",
        ["Daniel Okoro"],
        1971,
        "The Morning Ledger",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), BRACKETED_TOWNS)
def test_a_newspapers_town_in_square_brackets_is_no_part_of_the_venue(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_parentheses_emptied_of_their_year_are_no_venue():
    entry = read_one(
        "DUVERNOY, Claire « Le transport fluvial et ses contrats », (2015) n°2210 Bull. Fluv. p. 45."
    )
    assert entry["venue"] != "()"
    assert (entry["authors"], entry["year"]) == (["Claire DUVERNOY"], 2015)


# A report series' listing: the title unpunctuated before the names (the first one inverted), then
# a bare year and the journal.
TITLE_BEFORE_NAMES = [
    (
        "Coastal flooding risk under rising seas in the Baltic Holmberg, K.E., T. Aalto and M. Rinne "
        "2018 Climate Dynamics, 51(3): 101-117",
        "Coastal flooding risk under rising seas in the Baltic",
        ["K.E. Holmberg", "T. Aalto", "M. Rinne"],
        2018,
        "Climate Dynamics",
    ),
    (
        "Carbon pricing and the U.K. steel industry Adeyemi, O., L. Park, S. Novak 2016 "
        "Energy Policy, 94: 12-25",
        "Carbon pricing and the U.K. steel industry",
        ["O. Adeyemi", "L. Park", "S. Novak"],
        2016,
        "Energy Policy",
    ),
    (
        "Grazing quotas vs. pasture auctions in dry rangelands Otieno, P.W., H. Lund, and G. Farah 2011 "
        "J. of Arid Environments, 75(2): 40-52",
        "Grazing quotas vs. pasture auctions in dry rangelands",
        ["P.W. Otieno", "H. Lund", "G. Farah"],
        2011,
        "J. of Arid Environments",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), TITLE_BEFORE_NAMES)
def test_a_title_before_the_names_is_the_title(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


# A title asking a question goes on with its subtitle up to the container ("in:", "In:", a law
# review's volume).
QUESTION_TITLES = [
    (
        "Morgan, T. Can rivers remember? Sediment archives of past floods. In: Proc. of the River Forum, "
        "2011, pp. 3-9.",
        "Can rivers remember? Sediment archives of past floods",
        ["T. Morgan"],
        2011,
        "Proc. of the River Forum",
    ),
    (
        "Dana Whitfield, Who Owns the Aquifer? Groundwater Rights and the Public Trust in Three Western "
        "States, 14 Vt. J. Envtl. L. 211 (2012).",
        "Who Owns the Aquifer? Groundwater Rights and the Public Trust in Three Western States",
        ["Dana Whitfield"],
        2012,
        "Vt. J. Envtl. L.",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), QUESTION_TITLES)
def test_a_question_title_keeps_its_subtitle(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_a_question_title_runs_on_to_in():
    entry = read_one(
        "Hannelore Krüger: Inklusion - nur ein Schlagwort? Befunde aus der Praxis der Grundschulen, "
        "in: Petra Albers (Hg.): Schule für alle. Beiträge zur Inklusion, Kassel 2004, S. 45-61."
    )
    assert entry["title"] == "Inklusion - nur ein Schlagwort? Befunde aus der Praxis der Grundschulen"
    assert (entry["authors"], entry["year"]) == (["Hannelore Krüger"], 2004)
    assert entry["venue"].startswith("Schule für alle. Beiträge zur Inklusion")


# Chemistry (RSC): "A. Author and B. Author, Journal, year, volume, page", written without a title.
# The whole parser's reading of these lines: test_parsing_untitled_citations.py.
UNTITLED = [
    (
        "L. Haddad, V. Sørensen and E. Kimura, Dalton Trans., 2017, 46, 8812–8820.",
        ["L. Haddad", "V. Sørensen", "E. Kimura"],
        2017,
        "Dalton Trans.",
        "46",
    ),
    (
        "N. Castell and O. Brandt, J. Am. Chem. Soc., 2016, 138, 4410.",
        ["N. Castell", "O. Brandt"],
        2016,
        "J. Am. Chem. Soc.",
        "138",
    ),
    (
        "P. Lindgren, Green Chem., 2021, 23, 5120-5131.",
        ["P. Lindgren"],
        2021,
        "Green Chem.",
        "23",
    ),
]


@pytest.mark.parametrize(("text", "authors", "year", "venue", "volume"), UNTITLED)
def test_a_citation_without_title_gives_names_journal_year_and_volume(text, authors, year, venue, volume):
    entry, _ = read_reference(text)
    assert (entry.title, entry.authors, entry.year, entry.venue, entry.volume) == (
        "",
        authors,
        year,
        venue,
        volume,
    )


def test_a_span_of_years_after_the_names_is_no_title():
    entry = read_one(
        "Brennan, Walter J. 1958-59. The Ogham Stones of Munster. Journal of the Cork Historical Society 63, "
        "12–40."
    )
    assert (entry["title"], entry["authors"], entry["year"]) == (
        "The Ogham Stones of Munster",
        ["Walter J. Brennan"],
        1958,
    )
    assert entry["venue"] == "Journal of the Cork Historical Society"


def test_a_law_review_of_initials_is_no_list_of_names():
    # The labeller may read the journal's initials as the names and the rules' names as title words:
    # that reading does not show the rules' reading wrong.
    rule = ParsedEntry(
        title="Coastal Commons and the Limits of State Ownership",
        authors=["Amara Okafor"],
        venue="N.L.S.I.U. L. Rev.",
        year=2014,
    )
    model = ParsedEntry(
        title="Amara Okafor, Coastal Commons and the Limits of State Ownership, 7",
        authors=["N.L.S.I.U. L."],
        venue="Rev.",
        year=2014,
    )
    model.field_confidence = {"title": 0.95, "authors": 0.9, "venue": 0.95}
    assert not reader._implausible(rule, model)


def test_a_law_review_is_read_after_its_volume():
    assert_fields(
        "Amara Okafor, Coastal Commons and the Limits of State Ownership: Lessons from Ghana and Kenya, "
        "7 N.L.S.I.U. L. Rev. 215, 230 (2014).",
        "Coastal Commons and the Limits of State Ownership: Lessons from Ghana and Kenya",
        ["Amara Okafor"],
        2014,
        "N.L.S.I.U. L. Rev.",
    )


def test_a_quotation_the_title_goes_on_from_is_part_of_it():
    entry = read_one(
        "Adeyemi, K. O. (2004). “Across the river” with migrant teachers and the making of a rural "
        "curriculum. In M. T. Lindqvist (Ed.), Schools at the edge: Essays on rural education "
        "(pp. 41–66). London: Falmer."
    )
    assert entry["title"] == ("“Across the river” with migrant teachers and the making of a rural curriculum")
    assert (entry["authors"], entry["year"]) == (["K. O. Adeyemi"], 2004)
    assert entry["venue"] == "Schools at the edge: Essays on rural education"


def test_a_quoted_title_before_in_stays_the_title():
    entry = read_one(
        "M. Ricciardi, « La fondazione di Velia e i culti greci » in Studi di Storia Antica IV, 1991, "
        "p. 11-30"
    )
    assert entry["title"] == "La fondazione di Velia e i culti greci"
    assert (entry["authors"], entry["year"]) == (["M. Ricciardi"], 1991)


# Web pages and newspapers: the day of issue is no volume, the day a page was read is no year.
def test_a_newspapers_day_of_issue_is_no_volume():
    entry = read_one("Varga, Ilona. “Ferries Return to the Lake.” The Valley Herald, September 9, 2018.")
    assert (entry["title"], entry["authors"], entry["year"]) == (
        "Ferries Return to the Lake",
        ["Ilona Varga"],
        2018,
    )
    assert (entry["venue"], entry["volume"]) == ("The Valley Herald", None)


@pytest.mark.parametrize(
    "accessed", ["Accessed 12 March 2021", "Accessed March 12, 2021", "Retrieved on 2021-03-12"]
)
def test_the_day_a_page_was_read_is_no_year(accessed):
    entry = read_one(
        f"Nordic Seabird Survey. Puffin colonies of the outer islands. 2016. {accessed}. "
        "https://www.example.org/puffins"
    )
    assert (entry["title"], entry["authors"], entry["year"]) == (
        "Puffin colonies of the outer islands",
        ["Nordic Seabird Survey"],
        2016,
    )
    assert entry["volume"] is None


VENUE_AFTER_THE_TITLES_COMMA = [
    (
        "B. MOREAU, Notes sur une stèle du port de Vannes, Mémoire de la Société des Antiquaires, 1874, "
        "pp. 45-56.",
        "Notes sur une stèle du port de Vannes",
        ["B. MOREAU"],
        1874,
        "Mémoire de la Société des Antiquaires",
    ),
    (
        "Lindqvist, K., Drilling into buried craters of the north, Second Nordic Conference on Crater "
        "Geology. 2009.",
        "Drilling into buried craters of the north",
        ["K. Lindqvist"],
        2009,
        "Second Nordic Conference on Crater Geology",
    ),
    (
        "A.B. Okafor, Chorus and silence in the late plays, «JHPh» 41, 1988, pp. 12-30",
        "Chorus and silence in the late plays",
        ["A.B. Okafor"],
        1988,
        "«JHPh»",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), VENUE_AFTER_THE_TITLES_COMMA)
def test_a_venue_after_the_titles_comma_ends_the_title(text, title, authors, year, venue):
    """ "Author, Title, Venue, Year": the title ends at the comma before a name that opens with a
    periodical's or a meeting's word, holds one before its year, or stands in guillemets."""
    assert_fields(text, title, authors, year, venue)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Okafor, Ada (1971) Harbours between ‘Old Trade’ Routes and New Shipping in West Africa. "
            "Journal of Coastal History 9(3): 437-453.",
            "Harbours between ‘Old Trade’ Routes and New Shipping in West Africa",
        ),
        (
            "Moreau, K., & Lind, A. (2014). Les ports et leurs « nouveaux » quartiers. Revue des côtes, "
            "16, 3-9.",
            "Les ports et leurs « nouveaux » quartiers",
        ),
    ],
)
def test_a_quotation_after_a_lowercase_word_is_inside_the_unquoted_title(text, title):
    assert read_one(text)["title"] == title


# ACS's order without a stop after the title: the journal abbreviated with periods, then the year
# and the volume. The title ends before the journal's first word: a word the venue table abbreviates
# ("J.", "Chem.", "Angew."), or one that only one more abbreviated word follows ("Catal. Lett.").
NO_STOP_BEFORE_ABBREVIATED_JOURNAL = [
    (
        "Okafor, A.; Lindqvist, B. Ligand Exchange of Cobalt Clusters in Solution Catal. Lett. 2020, 58,"
        " 1234-1240.",
        "Ligand Exchange of Cobalt Clusters in Solution",
        "Catal. Lett.",
    ),
    (
        "Okafor, A.; Lindqvist, B. Vibrational Relaxation in Ice J. Chem. Phys. 2020, 152, 044101.",
        "Vibrational Relaxation in Ice",
        "J. Chem. Phys.",
    ),
    (
        "Okafor, A.; Lindqvist, B. Vibrational Relaxation in Ice J. Phys. Chem. B 2020, 124, 5212-5219.",
        "Vibrational Relaxation in Ice",
        "J. Phys. Chem. B",
    ),
]


@pytest.mark.parametrize(("text", "title", "venue"), NO_STOP_BEFORE_ABBREVIATED_JOURNAL)
def test_an_abbreviated_journal_after_an_unpunctuated_title_ends_it(text, title, venue):
    assert_fields(text, title, ["A. Okafor", "B. Lindqvist"], 2020, venue)


# A title that ends with a stop keeps its last word, though a word with a period is the shape of
# an abbreviation: the journal is the whole abbreviated name after it.
@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Okafor, A.; Lindqvist, B. Relaxation in Water. J. Chem. Phys. 2020, 152, 044101.",
            "Relaxation in Water",
            "J. Chem. Phys.",
        ),
        (
            "Okafor, A.; Lindqvist, B. A Relaxation Model. J. Chem. Phys. 2020, 152, 044101.",
            "A Relaxation Model",
            "J. Chem. Phys.",
        ),
        (
            "Okafor, A.; Lindqvist, B. Uptake of Vitamin D. J. Nutr. Sci. 2020, 9, 101-110.",
            "Uptake of Vitamin D",
            "J. Nutr. Sci.",
        ),
        # The journal cited with its volume after a comma, the year before the title.
        (
            "Okafor, A., and Lindqvist, B. (2020). Ozone Uptake by Pine Canopies near Lake Superior. "
            "Atmos. Environ., 35(6):1133-1140.",
            "Ozone Uptake by Pine Canopies near Lake Superior",
            "Atmos. Environ.",
        ),
        (
            "Okafor, A., and Lindqvist, B. (2020). Dust Deposited on Solar Mirrors. J. Solar Energ. Eng., "
            "102(4):248.",
            "Dust Deposited on Solar Mirrors",
            "J. Solar Energ. Eng.",
        ),
        (
            "Okafor, A., and Lindqvist, B. (2020). Dry Deposition of Trace Metals in Izmir, Turkey. "
            "Environ. Pollut., 138(3):462-472.",
            "Dry Deposition of Trace Metals in Izmir, Turkey",
            "Environ. Pollut.",
        ),
    ],
)
def test_a_title_closed_by_a_stop_keeps_its_last_word_before_an_abbreviated_journal(text, title, venue):
    assert_fields(text, title, ["A. Okafor", "B. Lindqvist"], 2020, venue)


# A one-word journal in full after a title ending in a word of that shape: no abbreviated journal.
def test_a_title_closed_by_a_stop_keeps_its_last_word_before_a_one_word_journal():
    assert_fields(
        "Okafor A, Lindqvist B. Tracing cells with a faster Method. Methods. 2020;25(4):402-8.",
        "Tracing cells with a faster Method",
        ["A Okafor", "B Lindqvist"],
        2020,
        "Methods",
    )


# A name quoted inside a title that has run for some words after the names' year, whatever the word
# right before the quote: a capitalised noun (German), a parenthesis, "in".
@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Varga, T. und Lind, A. (1968) Farbstoffe der Röhrlinge in “Suillus” (Boletales). "
            "Zeitschrift für Pilzforschung 22, S. 40-47.",
            "Farbstoffe der Röhrlinge in “Suillus” (Boletales)",
        ),
        (
            "Lind, A. (1972) Über die Pigmente des Kellerschwammes (“Coniophora puteana”). "
            "Mykologische Blätter 9, S. 101-104.",
            "Über die Pigmente des Kellerschwammes (“Coniophora puteana”)",
        ),
    ],
)
def test_a_quotation_after_the_title_has_run_some_words_is_inside_it(text, title):
    assert read_one(text)["title"] == title


def test_a_quoted_title_right_after_the_names_year_stays_the_quoted_title():
    entry = read_one("Lind, A. (1972) “Pigments of cellar fungi.” Mycological Letters 9, 101-104.")
    assert (entry["title"], entry["venue"]) == ("Pigments of cellar fungi", "Mycological Letters")


# A book review cited as Chicago writes it: "Review of" the book's title, then its authors or
# editors after "by", then the journal. The names are the book's, not the review's.
@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Review of Harbours and Empire: Trade on the Baltic Rim, by Tomas R. Lindqvist, "
            "Journal of Maritime History 22, no. 3 (2015): 401-403.",
            "Review of Harbours and Empire: Trade on the Baltic Rim",
            "Journal of Maritime History",
        ),
        (
            "Review of Letters from the Fens, 1790-1840, edited by Ana Ruiz and Ben T. Cole, "
            "Rural History 41 (2013): 88-90.",
            "Review of Letters from the Fens, 1790-1840",
            "Rural History",
        ),
        (
            "Review of In the Shadow of the Mill: Labour and Faith in Lancashire, by Ines Barrow, "
            "The Northern Historian 30 (2014): 103-5.",
            "Review of In the Shadow of the Mill: Labour and Faith in Lancashire",
            "The Northern Historian",
        ),
    ],
)
def test_a_book_reviews_title_ends_before_the_reviewed_books_authors(text, title, venue):
    year = int(text.rsplit("(", 1)[1][:4])
    assert_fields(text, title, [], year, venue)


# The Institute of Physics prints the journal after the title with no stop, then its volume and its
# pages or article number parted by spaces alone: the journal's name ends the title.
@pytest.mark.parametrize(
    ("text", "title", "year", "venue"),
    [
        (
            "[1] Okafor A and Lindqvist B 2018 Thermal transport of layered oxide films grown via Nature"
            " Materials 17 512–19",
            "Thermal transport of layered oxide films grown via",
            2018,
            "Nature Materials",
        ),
        (
            "[2] Okafor A and Lindqvist B 2021 Spin waves across patterned garnet films in Journal of"
            " Applied Physics 129 083901",
            "Spin waves across patterned garnet films in",
            2021,
            "Journal of Applied Physics",
        ),
    ],
)
def test_a_journal_before_a_volume_and_pages_parted_by_spaces_ends_an_unpunctuated_title(
    text, title, year, venue
):
    assert_fields(text, title, ["A Okafor", "B Lindqvist"], year, venue)
