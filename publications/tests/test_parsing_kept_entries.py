"""Entries of a pasted reference list that the reader keeps though they hold little: a long title
and its year alone. Headings and running text around a list stay out of it."""

import pytest

from publications.parsing import parse
from publications.tests.parsing_helpers import entry_dicts

LIST_AROUND = """\
Okafor, A. (2012). Reading at home. Journal of Literacy, 4, 1-9.

{line}

Moreau, C. (2016). Pupils and books. Reading Quarterly, 2, 5-11.
"""


# A reference that kept only its title (eight words or more) and its year: an entry with no
# authors, its year not left at the end of its title.
@pytest.mark.parametrize(
    "line",
    [
        "A Longitudinal Study of Reading Habits Among Rural Secondary School Pupils, 2014.",
        "A Longitudinal Study of Reading Habits Among Rural Secondary School Pupils (2014).",
        "Water Rights and Village Councils in the Upper Indus Valley Since Partition, March 2014.",
    ],
)
def test_a_long_title_and_its_year_alone_is_kept_as_an_entry(line):
    entries = entry_dicts(LIST_AROUND.format(line=line))
    assert [entry["year"] for entry in entries] == [2012, 2014, 2016]
    kept = entries[1]
    assert kept["title"].startswith(("A Longitudinal Study", "Water Rights"))
    assert not kept["title"].endswith(("2014", "2014)", "March"))
    assert kept["authors"] == []
    assert (kept["line_start"], kept["line_end"]) == (3, 3)


# A heading, a short title, running text and a page's footer that speak of a year are no entries.
@pytest.mark.parametrize(
    "line",
    [
        "Publications 2014",
        "Selected publications of the Reading Research Group at the University of Somewhere, 2010–2024",
        "Journal articles and conference papers of the group members since 2014",
        "Talks given at conferences and workshops by members of the group in 2014",
        "Reading at Home, 2014.",
        "The group has published more than one hundred papers on reading since 2014.",
        "We list below the papers of the reading research group up to 2014.",
        "Website maintained by the reading research group of the university, 2024.",
        "Copyright © The Reading Research Group at the University of Somewhere 2024",
        "Last updated on the fourth of March by the web team of the group 2024.",
    ],
)
def test_headings_and_sentences_with_a_year_are_no_entries(line):
    entries = entry_dicts(LIST_AROUND.format(line=line))
    assert [entry["year"] for entry in entries] == [2012, 2016]


# A title that ends in a number set off by no comma or parenthesis keeps it: "Vision 2020".
def test_a_number_that_belongs_to_the_title_stays_in_it():
    line = "Schools and Markets of the Lagos Region Under the Programme Vision 2020 (2020)."
    entries = entry_dicts(LIST_AROUND.format(line=line))
    assert entries[1]["title"] == "Schools and Markets of the Lagos Region Under the Programme Vision 2020"
    assert entries[1]["year"] == 2020


def test_the_writers_sentence_about_the_list_below_is_no_entry():
    text = (
        "Voila, here now a complete list of publications I (co-)authored, in order of appearance, "
        "newest first.\n\n"
        "1. Okafor, A., Brandt, L. (2021). Tidal mixing in estuaries. Ocean Letters, 4, 1-9.\n"
    )
    assert [(e.title, e.authors) for e in parse(text).entries] == [
        ("Tidal mixing in estuaries", ["A. Okafor", "L. Brandt"])
    ]


def test_a_dated_citation_whose_title_speaks_of_a_list_of_papers_stays_an_entry():
    text = "Okafor, A. (2021). What I learned from a list of papers on tides. Ocean Letters, 4, 1-9."
    assert [e.title for e in parse(text).entries] == ["What I learned from a list of papers on tides"]


OPINION_PIECES = """Opinion pieces
2024: What the money tells us about the second round.
2023: Women in the town councils: the gender gap in party offices (with L. Brandt).
2022: The past and future of campaign spending.
2022: Party switching in parliament: who left and when?
2021: Who pays the bill? The latest quarrel over the election fund.
2020: Crowdfunding in elections: one more step in the digital campaign (with I. Varga).
"""


def test_an_item_written_as_its_lists_entries_are_is_kept_though_it_names_no_one():
    result = parse(OPINION_PIECES)
    assert [(entry.line_start, entry.year) for entry in result.entries] == [
        (2, 2024),
        (3, 2023),
        (4, 2022),
        (5, 2022),
        (6, 2021),
        (7, 2020),
    ]
    assert result.entries[0].title == "What the money tells us about the second round"
    assert result.entries[2].title == "The past and future of campaign spending"
    # Kept, each still says what it lacks.
    assert any(issue.line == 4 and issue.field == "authors" for issue in result.issues)


def test_a_dated_heading_unlike_the_items_stays_out():
    text = "Commentary since 2019\n" + OPINION_PIECES.split("\n", 1)[1]
    result = parse(text)
    assert all(entry.line_start > 1 for entry in result.entries)


# A paste that is a talks' list alone is read: its items are what was pasted. Beside a list of
# publications, the same talks are read too: a CV counts its talks among its works.
TALKS = """\
Talks and Presentations

2024

Lindqvist, M. and P. Oduya (2024) Sparse tagging of river sediment cores. Paper presented at \
Geoscience Days 2024, May 2024.
Lindqvist, M., P. Oduya and R. Haskins (2024) Counting grains with small models. Poster at \
the Coastal Data Workshop.

2021

Marta Lindqvist (2021) What floods leave behind. Colloquium, Uppsala, March 2021.
"""


def test_a_paste_of_talks_alone_is_read():
    entries = entry_dicts(TALKS)
    assert [(entry["title"], entry["authors"], entry["year"]) for entry in entries] == [
        ("Sparse tagging of river sediment cores", ["M. Lindqvist", "P. Oduya"], 2024),
        ("Counting grains with small models", ["M. Lindqvist", "P. Oduya", "R. Haskins"], 2024),
        ("What floods leave behind", ["Marta Lindqvist"], 2021),
    ]


def test_talks_beside_publications_are_read():
    text = "Publications\n\n" + LIST_AROUND.format(line="") + "\n" + TALKS
    assert [entry["year"] for entry in entry_dicts(text)] == [2012, 2016, 2024, 2024, 2021]


# A CV's rubric of talks in APA, each talk dated "(Year, Month)" and its chair named after "In".
APA_TALKS = """\
Journal Articles

Okafor, A., & Brandt, L. (2019). Tidal mixing in estuaries. Ocean Letters, 4, 1-9.

Talks

Okafor, A., (2018, June). Counting grains with small models. In P. Oduya (Chair), Sediment Days. \
Presentation at the Coastal Institute, Bergen, Norway.

Okafor, A., Brandt, L. & Haskins, R. (2016, March). What floods leave behind. In M. Lindqvist \
(Chair), River Futures. Symposium conducted at the 9th Meeting on River Science, Lund, Sweden.
"""


def test_a_cvs_talks_under_their_heading_are_entries():
    entries = entry_dicts(APA_TALKS)
    assert [(entry["title"], entry["authors"], entry["year"]) for entry in entries] == [
        ("Tidal mixing in estuaries", ["A. Okafor", "L. Brandt"], 2019),
        ("Counting grains with small models", ["A. Okafor"], 2018),
        ("What floods leave behind", ["A. Okafor", "L. Brandt", "R. Haskins"], 2016),
    ]


TEACHING = """\
Teaching

Okafor, A. (2021). Introduction to coastal processes. Lecture course, University of Somewhere.
Okafor, A. (2019). Field methods in sediment science. Seminar, University of Somewhere.
"""


def test_teaching_beside_publications_stays_out():
    text = "Publications\n\n" + LIST_AROUND.format(line="") + "\n" + TEACHING
    assert [entry["year"] for entry in entry_dicts(text)] == [2012, 2016]


DATED_CARD_LEFT_OUT = """Papers

Tides, a record of the past, a guide for the future. Social aspects and a catalogue of forms.
Sara Bianchi, Elio Di Marco, A. Rossi, Gianni Lauro.
Coastal archives 33.2, Ed. Riverside, Milan, 2022.

The Qanats of the eastern plain.
Article, pag. 338, 2018](http://example.org/plain.pdf)
A. Del Lago, E. Neri, P. Conti, A. Rossi.
Geological society, Rome, 2019.

Riverbend (AB). Old walls near the mill.
2015](files/walls.pdf)
E. Neri, M. Di Lauro, Am. Rossi, An. Rossi, G. Lind.
Chapter in volume, Notes on regional archaeology, Ed. Riverside, Milan, 2015.
"""


def test_lines_left_unread_are_said_to_lack_only_what_they_lack():
    # A title line closed by its year ("2015](file.pdf)") that is left out has a year: the
    # warning says it found no names or venue, not that it found no year.
    unread = [
        issue for issue in parse(DATED_CARD_LEFT_OUT).issues if "not read as a publication" in issue.message
    ]
    for issue in unread:
        assert "year" not in issue.message, issue.message
    if unread:
        assert unread[0].message == "lines not read as a publication (no authors or venue)"


def test_running_text_left_unread_is_said_to_be_running_text():
    text = (
        "Publications\n\nBelow are our papers written since 2015, listed from new to old.\n"
        "For the final versions, it is best to see the publisher's copy.\n\n"
        "1. A. Rossi, B. Chen. Tidal mixing in shallow estuaries. Journal of Coastal Studies 12, 2019.\n"
        "2. C. Moreau, D. Patel. Sediment budgets of alpine lakes. Limnology Letters 4, 2020.\n"
    )
    messages = [issue.message for issue in parse(text).issues if "not read as a publication" in issue.message]
    assert messages == ["lines not read as a publication (reads as running text)"]


COLUMNS = """Columns
2023: Where the public money goes (with R. Almeida).
2022: District voting and the small towns.
2021: Tax reform: who loses and who wins?
2020: Parties and candidates in local elections.
"""


def test_dated_titles_alike_are_kept_though_one_item_only_names_someone():
    # The items left out count with the one the reader took: four lines written alike are a list.
    entries = parse(COLUMNS).entries
    assert [(entry.line_start, entry.year) for entry in entries] == [
        (2, 2023),
        (3, 2022),
        (4, 2021),
        (5, 2020),
    ]
    assert entries[2].title == "Tax reform: who loses and who wins?"
    assert all(entry.venue is None for entry in entries[1:])


ESSAYS = """Essays

1. Memory and place in the culture of a region (2014)
2. Does language have a gender? Quarrels over feminine job titles across the daily press
3. Family rites in the villages of the lowlands (2015)
4. Community and conflict in a city parish (2016)
"""


def test_a_questions_subtitle_closing_a_title_only_item_stays_in_its_title():
    entries = parse(ESSAYS).entries
    assert [entry.line_start for entry in entries] == [3, 4, 5, 6]
    assert entries[1].title == (
        "Does language have a gender? Quarrels over feminine job titles across the daily press"
    )
    assert entries[1].venue is None


@pytest.mark.parametrize(
    ("line", "title", "venue"),
    [
        (
            "Okafor A, Lind B. How fast do glaciers move? Earth Surface Dynamics. 2019;7:1-9.",
            "How fast do glaciers move?",
            "Earth Surface Dynamics",
        ),
        (
            "Moreau C. Is the ocean warming? Geophysical Research Letters. 2020;47:11-19.",
            "Is the ocean warming?",
            "Geophysical Research Letters",
        ),
        (
            "Moreau C (2020) Is the ocean warming? Annals of Coastal Science",
            "Is the ocean warming?",
            "Annals of Coastal Science",
        ),
    ],
)
def test_a_venue_after_a_titles_question_mark_stays_the_venue(line, title, venue):
    entry = parse(line).entries[0]
    assert (entry.title, entry.venue) == (title, venue)
