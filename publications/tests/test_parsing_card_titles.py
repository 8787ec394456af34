"""Words around a card's title that are not the title: a year and a dash before it (the card's
date), a link label after it, "published in" before the venue after it, and a title line whose
inner full stop is the title's own."""

from publications.parsing import parse
from publications.parsing.lines import is_link_labels, without_closing_link_labels
from publications.parsing.reference import split_year_tag
from publications.tests.parsing_helpers import fields_of

YEAR_DASH_CARDS = """Publications

2019 - Sparse Priors for Glacier Mapping from Radar Altimetry
Ana Ruiz, Li Wei, & Tomas Berg
IGARSS 2019
.pdf   .git   .cite

2017 - Moraine Dating with Cosmogenic Nuclides in the Southern Alps
Li Wei, Ana Ruiz, Marta Kowalska, & Tomas Berg
Quaternary Science Reviews
.pdf   .osf   .cite

2001 - A Space Odyssey Revisited: Orbital Debris in Film
Hugo Lindqvist, Ana Ruiz
Film Quarterly 2020
.pdf   .cite
"""


def test_a_year_and_a_dash_before_a_cards_title_are_its_date():
    result = parse(YEAR_DASH_CARDS)
    fields = fields_of(result)
    first = "Sparse Priors for Glacier Mapping from Radar Altimetry"
    assert (first, ["Ana Ruiz", "Li Wei", "Tomas Berg"], 2019) in fields
    # The venue line writes no year: the one before the title is the card's.
    second = "Moraine Dating with Cosmogenic Nuclides in the Southern Alps"
    assert (second, ["Li Wei", "Ana Ruiz", "Marta Kowalska", "Tomas Berg"], 2017) in fields
    # The card dates itself otherwise: the number before the dash is the title's.
    third = "2001 - A Space Odyssey Revisited: Orbital Debris in Film"
    assert (third, ["Hugo Lindqvist", "Ana Ruiz"], 2020) in fields
    # The rows of labels written like file extensions are the cards' links, no entries.
    assert len(result.entries) == 3


def test_only_a_year_and_a_spaced_dash_open_a_card_with_its_date():
    assert split_year_tag("2019 - Sparse Priors for Glacier Mapping") == (
        2019,
        "Sparse Priors for Glacier Mapping",
    )
    assert split_year_tag("2020 – Moraine Dating") == (2020, "Moraine Dating")
    assert split_year_tag("2001: A Space Odyssey Revisited") is None
    assert split_year_tag("1918-1919 Influenza Waves in Port Cities") is None
    assert split_year_tag("2019 Sparse Priors for Glacier Mapping") is None
    assert split_year_tag("200 - Years of Glacier Records") is None


def test_labels_written_like_file_extensions_are_a_link_row():
    assert is_link_labels(".pdf   .rxv   .git   .cite")
    assert is_link_labels(".pdf .osf")
    assert not is_link_labels("Porting .NET Runtimes to Sensor Nodes")
    assert not is_link_labels("...")
    assert not is_link_labels("dataset.pdf")  # a file's name


def test_a_webpage_or_a_thesis_among_a_cards_labels_is_a_link_row():
    assert is_link_labels("Paper Code Webpage")
    assert is_link_labels("Slides Homepage")
    assert is_link_labels("Thesis Slides Video")
    # Alone on its line, "Thesis" heads a section.
    assert not is_link_labels("Thesis")
    assert not is_link_labels("## Thesis")


# A speech group's cards (title / names / venue / labels, no blank line), two of whose venue lines
# are followed by labels that name the work's web page or its thesis.
CARDS_WITH_PAGE_AND_THESIS_LABELS = """Publications
2023
Beam Search over Lattices for Noisy Meetings
Ana Ruiz, Li Wei, Tomas Berg
IEEE ICASSP 2023
Paper Code
Streaming Diarization with Overlap-Aware Transducers
Li Wei, Ana Ruiz
Journal of Spoken Language Systems, 2023
Paper ArXiv Poster Webpage
Conversational Speech Recognition in Crowded Rooms
Ana Ruiz
PhD Thesis, Harbour University, 2023
Thesis Slides Video
Whispered Speech Corpora for Low-Resource Languages
Tomas Berg, Marta Kowalska, Ana Ruiz
INTERSPEECH 2023
Paper
"""


def test_a_cards_labels_naming_its_web_page_or_thesis_are_no_entry():
    result = parse(CARDS_WITH_PAGE_AND_THESIS_LABELS)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("Beam Search over Lattices for Noisy Meetings", ["Ana Ruiz", "Li Wei", "Tomas Berg"], 2023),
        ("Streaming Diarization with Overlap-Aware Transducers", ["Li Wei", "Ana Ruiz"], 2023),
        ("Conversational Speech Recognition in Crowded Rooms", ["Ana Ruiz"], 2023),
        (
            "Whispered Speech Corpora for Low-Resource Languages",
            ["Tomas Berg", "Marta Kowalska", "Ana Ruiz"],
            2023,
        ),
    ]


# Year headings each followed by the count of the cards under them; a card whose venue line gives
# no year is dated by its heading.
CARDS_UNDER_COUNTED_YEARS = """Publications
2022
2 publications
Beam Search over Lattices for Noisy Meetings
Ana Ruiz, Li Wei, Tomas Berg
IEEE ICASSP 2022
Paper Code
Streaming Diarization with Overlap-Aware Transducers
Li Wei, Ana Ruiz
Journal of Spoken Language Systems
Paper
2021
1 publication
Whispered Speech Corpora for Low-Resource Languages
Tomas Berg, Marta Kowalska, Ana Ruiz
Journal of Spoken Language Systems
Paper
"""


def test_a_count_of_items_under_a_year_heading_keeps_the_heading_s_year():
    result = parse(CARDS_UNDER_COUNTED_YEARS)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Beam Search over Lattices for Noisy Meetings", 2022),
        ("Streaming Diarization with Overlap-Aware Transducers", 2022),
        ("Whispered Speech Corpora for Low-Resource Languages", 2021),
    ]


TITLE_LINES_WITH_LABELS = """Selected papers

Sparse Priors for Glacier Mapping from Radar Altimetry ADS
A. Ruiz, L. Wei & T. Berg, 2019, ApJ, 880, 12

Moraine Dating with Cosmogenic Nuclides in the Southern Alps PDF
L. Wei, M. Kowalska, et al., 2017, MNRAS, 470, 233

PDF Estimation for Turbulent Mixing Layers ADS
K. Osei & A. Ruiz, 2021, ApJ, 912, 4

Kernel Estimates of the PDF
A. Ruiz, 2016, MNRAS, 455, 1020
"""


def test_a_link_label_closing_a_cards_title_line_is_no_word_of_the_title():
    fields = fields_of(parse(TITLE_LINES_WITH_LABELS))
    assert (
        "Sparse Priors for Glacier Mapping from Radar Altimetry",
        ["A. Ruiz", "L. Wei", "T. Berg"],
        2019,
    ) in fields
    assert (
        "Moraine Dating with Cosmogenic Nuclides in the Southern Alps",
        ["L. Wei", "M. Kowalska"],
        2017,
    ) in fields
    # "PDF" inside a title, and after an article, is the title's word.
    assert ("PDF Estimation for Turbulent Mixing Layers", ["K. Osei", "A. Ruiz"], 2021) in fields
    assert ("Kernel Estimates of the PDF", ["A. Ruiz"], 2016) in fields


def test_a_bare_label_after_an_article_or_a_preposition_is_the_lines_own_word():
    assert without_closing_link_labels("Glacier Mapping ADS", bare=True) == "Glacier Mapping"
    assert (
        without_closing_link_labels("Kernel Estimates of the PDF", bare=True) == "Kernel Estimates of the PDF"
    )
    assert without_closing_link_labels("Exporting Records to PDF", bare=True) == "Exporting Records to PDF"
    assert without_closing_link_labels("Glacier Mapping ADS") == "Glacier Mapping ADS"  # not bare: kept


PUBLISHED_IN = """Recent papers

Sparse priors for glacier mapping, published in Remote Sensing of Environment 231, 111204, 2019,

Moraine dating with cosmogenic nuclides, published in Quaternary Science Reviews 160, 1-12, 2017.

What gets published in glaciology journals: a survey, published in Journal of Glaciology 66, 1-9, 2020.
"""

PUBLISHED_IN_LINES = """Publications
2022
Sparse Priors for Glacier Mapping from Radar Altimetry
published in: 14th Workshop on Remote Sensing of Ice (RSI '22)
Github
2020
Moraine Dating with Cosmogenic Nuclides
published in: 12th Workshop on Remote Sensing of Ice (RSI '20)
Github
"""


def test_published_in_after_a_title_introduces_its_venue():
    entries = parse(PUBLISHED_IN).entries
    assert [(e.title, e.year) for e in entries] == [
        ("Sparse priors for glacier mapping", 2019),
        ("Moraine dating with cosmogenic nuclides", 2017),
        # "published in" inside a title, with no comma before it, is the title's.
        ("What gets published in glaciology journals: a survey", 2020),
    ]
    assert [e.venue for e in entries] == [
        "Remote Sensing of Environment",
        "Quaternary Science Reviews",
        "Journal of Glaciology",
    ]


def test_published_in_on_the_line_under_a_title_introduces_its_venue():
    entries = parse(PUBLISHED_IN_LINES).entries
    assert [(e.title, e.year) for e in entries] == [
        ("Sparse Priors for Glacier Mapping from Radar Altimetry", 2022),
        ("Moraine Dating with Cosmogenic Nuclides", 2020),
    ]
    assert all(e.venue and e.venue.startswith(("14th", "12th")) for e in entries)


FIELD_PER_LINE = """Articles

Ana Ruiz and Li Wei. Forthcoming.
Les voix du port. Une enquête sur les dockers de Marseille.

Ana Ruiz. 2015.
Les quais en hiver. Travail et saison à Brest.

Li Wei. 2012.
Glacier records from ship logs. Arctic 65(2): 101—118.

Li Wei. 2011.
Glacier records from whaling logs. Journal of Glaciology.
"""


def test_a_cards_title_line_under_its_names_and_date_keeps_its_inner_full_stop():
    result = parse(FIELD_PER_LINE)
    read = [(e.title, e.authors, e.year, e.venue) for e in result.entries]
    assert read == [
        ("Les voix du port. Une enquête sur les dockers de Marseille", ["Ana Ruiz", "Li Wei"], None, None),
        ("Les quais en hiver. Travail et saison à Brest", ["Ana Ruiz"], 2015, None),
        # A journal after the stop, with its numbers or by its name, ends the title there.
        ("Glacier records from ship logs", ["Li Wei"], 2012, "Arctic"),
        ("Glacier records from whaling logs", ["Li Wei"], 2011, "Journal of Glaciology"),
    ]


def test_a_cards_title_line_keeps_its_inner_full_stop_where_no_venue_was_read_after_it():
    # The labeller reads no container: the second sentence was read as no venue, not as one.
    title = (
        "Entre marins et dockers de la vieille ville. Usages du port dans une ville ouvrière au fil des âges"
    )
    [entry] = parse(f"Ana Ruiz and Li Wei. 2016.\n{title}.\n").entries
    assert entry.title == title
    assert entry.venue is None


BOLD_TITLES_WITH_THEIR_STOP_INSIDE = """Publications

**Sediment transport in shallow estuaries.**
*T. Varnell*, B. Oskarsen, *K. Lindqvist*.
ICRA 2021 (Oral).

**Tidal mixing over a rough bed.**
B. Oskarsen, *T. Varnell*.
IROS 2020.
"""


def test_a_bold_card_title_with_its_stop_inside_the_bold_leaks_no_markup():
    first = parse(BOLD_TITLES_WITH_THEIR_STOP_INSIDE).entries[0]
    assert (first.title, first.authors, first.venue, first.year) == (
        "Sediment transport in shallow estuaries",
        ["T. Varnell", "B. Oskarsen", "K. Lindqvist"],
        "ICRA",
        2021,
    )


def test_a_cards_linked_title_line_gives_the_title_without_its_link():
    # A markdown list's card: the title links to the paper, the names and the venue under it.
    text = (
        "- [Tidal mixing in shallow fjords: a field study](https://example.org/papers/17.pdf)  \n"
        "  Kari Halvorsen, **Tomas Mbeki**, Pia Lindgren  \n"
        "  *Estuarine Studies*, 2022"
    )
    entry = parse(text).entries[0]
    assert (entry.title, entry.authors, entry.year) == (
        "Tidal mixing in shallow fjords: a field study",
        ["Kari Halvorsen", "Tomas Mbeki", "Pia Lindgren"],
        2022,
    )
