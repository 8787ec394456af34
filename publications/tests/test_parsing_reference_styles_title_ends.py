"""Where a reference's title ends when nothing but the next field's own shape marks it: a journal's
name run on after the title's last word with no stop or comma, known to the venue table or opening
with a periodical's head word, its year and volume or its volume and pages after it."""

import pytest

from publications.parsing.reference import unpunctuated_venue_start
from publications.tests.parsing_helpers import read_one

UNPUNCTUATED_JOURNALS = [
    (
        "Varga, T.; Lindholm, E. Tracking solvent effects in cluster catalysis with graph models "
        "Revista de Química Teórica Aplicada 2021, 14, 101-119",
        "Tracking solvent effects in cluster catalysis with graph models",
        "Revista de Química Teórica Aplicada",
    ),
    (
        "Okoro, N. A., Baptiste, L. & Wren, S. Seasonal grazing and dune stability along the Baltic "
        "coast Proceedings of the National Academy of Sciences, pg 203311. doi:10.1073/pnas.000000",
        "Seasonal grazing and dune stability along the Baltic coast",
        "Proceedings of the National Academy of Sciences",
    ),
    (
        "Moreau Claire, Ilves Kaarel (2022) Mapping dendritic spines from sparse light-sheet images "
        "eLife 11:RP77001",
        "Mapping dendritic spines from sparse light-sheet images",
        "eLife",
    ),
    (
        "R. Ostrowski and P. Lemaire. Stability of block preconditioners for coupled flow problems "
        "SIAM Journal on Scientific Computing, 40, 1187 (2018).",
        "Stability of block preconditioners for coupled flow problems",
        "SIAM Journal on Scientific Computing",
    ),
]


@pytest.mark.parametrize(("text", "title", "venue"), UNPUNCTUATED_JOURNALS)
def test_a_journal_run_on_after_the_title_ends_it(text, title, venue):
    entry = read_one(text)
    assert entry["title"] == title
    assert entry["venue"].startswith(venue)


def test_a_title_holding_a_journal_word_and_a_number_keeps_them():
    entry = read_one(
        "Haldane, R. 2019. Lessons from the Journal of Irreproducible Results 2: what satire teaches "
        "referees. Science Communication 41(2): 12-30."
    )
    title = "Lessons from the Journal of Irreproducible Results 2: what satire teaches referees"
    assert entry["title"] == title


QUOTED_JOURNALS = [
    (
        "2019 M. Rinaldi, Counting syllables in late Latin hymns: a corpus approach, «StudMed» 58, 2 "
        "(2019) 11-40.",
        "Counting syllables in late Latin hymns: a corpus approach",
        "StudMed",
    ),
    (
        "K. Nowak, P. Wiśniewska, Caring for the Elderly in Rural Parishes, As Seen by Volunteers, "
        "“Journal of Community Voices”, 14.03.2022.",
        "Caring for the Elderly in Rural Parishes, As Seen by Volunteers",
        "Journal of Community Voices",
    ),
]


@pytest.mark.parametrize(("text", "title", "venue"), QUOTED_JOURNALS)
def test_a_quoted_journal_after_the_titles_comma_ends_it(text, title, venue):
    entry = read_one(text)
    assert (entry["title"], entry["venue"].strip("«»“”")) == (title, venue)


OPENING_QUOTATIONS = [
    (
        "“Nobody asked me first”: Patients’ accounts of moving into residential care. Berg K, Lund T, "
        "Ahmed S, Journal of Ageing Studies.",
        "“Nobody asked me first”: Patients’ accounts of moving into residential care",
    ),
    (
        "M. Kowalczyk, „Sit still and listen”. Silence and discipline in village schools of the "
        "interwar years, “Studia Paedagogica”, 2021.",
        "„Sit still and listen”. Silence and discipline in village schools of the interwar years",
    ),
]


@pytest.mark.parametrize(("text", "title"), OPENING_QUOTATIONS)
def test_a_quotation_opening_the_title_keeps_the_rest_of_the_title(text, title):
    assert read_one(text)["title"] == title


def test_a_quoted_title_before_an_unquoted_journal_is_the_whole_title():
    entry = read_one(
        "M. Kowalczyk, “Silence and discipline in village schools”. Studia Paedagogica 12, 3-19, 2021."
    )
    assert (entry["title"], entry["venue"]) == (
        "Silence and discipline in village schools",
        "Studia Paedagogica",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Shock features in breccias from the Vargas Crater, Chile, Lunar & Planetary Science 41, 1201-1215",
        "Courts and the practice of mediation, Northern Plains University Law Journal, 9(2), pp. 17–28",
    ],
)
def test_a_known_journals_name_ending_a_longer_name_opens_no_journal(text):
    assert unpunctuated_venue_start(text, 0) is None


@pytest.mark.parametrize(
    ("status", "read_status"),
    [("in review", "under review"), ("in press", "in press"), ("submitted", "submitted")],
)
def test_a_venue_between_commas_before_a_status_and_the_year_ends_the_title(status, read_status):
    entry = read_one(
        "Okafor, A., Brandt, L., and Ruiz, M., Fault slip rates from river terraces: current and future "
        f"challenges, Coastal Tectonics, {status}, 2019."
    )
    assert (entry["title"], entry["year"], entry["status"]) == (
        "Fault slip rates from river terraces: current and future challenges",
        2019,
        read_status,
    )


def test_a_status_word_inside_the_title_before_its_year_leaves_the_title_whole():
    entry = read_one(
        "Okafor, A. (2019). Reviews, accepted wisdom, and the state of coastal science. Tectonics 12: 1-9."
    )
    assert entry["title"] == "Reviews, accepted wisdom, and the state of coastal science"
