"""A sound reading: of one entry, and of a whole paste. A paste whose layout the sniff took for a
page copy (an author-database page, a dblp or Scholar copy) and whose reading by that reader is
doubtful is read as free text too, and the sounder reading kept."""

import json

from publications.parsing import detect_format, parse
from publications.parsing.__main__ import main
from publications.parsing.records import InputFormat, LineKind, ParsedEntry, ParseResult
from publications.parsing.soundness import is_doubtful, is_sound, is_sounder, is_whole

# Cards of a names line, a title line and a journal line: every names line sits between two lines
# that are no names, as an author-database page's do, so the sniff takes the page for one.
NAMES_TITLE_JOURNAL_CARDS = """Selected publications

Mara Lindqvist, Tomas Okafor, Ines Halvorsen
Tidal mixing beneath floating ice shelves seen by CTD moorings
Journal of Glaciology 67 (2021) 112-125

Tomas Okafor, Mara Lindqvist
GPS drifters trace the seasonal export of meltwater from fjords
Geophysical Research Letters 47 (2020) e2020GL0871

Ines Halvorsen, Mara Lindqvist, Petra Novak
Basal channels and the stability of grounding zones in ERS radar data
The Cryosphere 13 (2019) 1441-1460

Petra Novak, Tomas Okafor
A NEMO model of frazil ice growth in supercooled plumes
Journal of Physical Oceanography 48 (2018) 2001-2019
"""

# A numbered reference list whose labels stand on lines of their own, as dblp's keys do.
LABELS_ON_THEIR_OWN_LINES = """References

[r1]
M. Lindqvist, T. Okafor, and I. Halvorsen, "Tidal mixing beneath floating ice shelves," \
Journal of Glaciology, vol. 67, pp. 112-125, 2021.
[r2]
T. Okafor and M. Lindqvist, "Seasonal export of meltwater from Greenland fjords," \
Geophysical Research Letters, vol. 47, no. 3, 2020.
[r3]
I. Halvorsen, M. Lindqvist, and P. Novak, "Basal channels and the stability of grounding zones," \
The Cryosphere, vol. 13, pp. 1441-1460, 2019.
"""

AUTHOR_DB_PAGE = """Selected publications of Ines Halvorsen

2023

Sediment plumes from retreating tidewater glaciers.

Ines Halvorsen, Tomas Okafor, Mara Lindqvist

Journal of Glaciology, May, 2023

Drone photogrammetry of calving fronts.

Mara Lindqvist, Ines Halvorsen

Remote Sensing of Environment, January, 2023

2021

Ocean heat at the margins of Svalbard.

Ines Halvorsen, Petra Novak

Geophysical Research Letters, October, 2021
"""

DBLP_COPY = """2023
[j4]
Ines Halvorsen, Tomas Okafor:
Sediment plumes from retreating tidewater glaciers. J. Glaciol. 69(2): 301-315 (2023)
[c3]
Mara Lindqvist, Ines Halvorsen:
Drone photogrammetry of calving fronts. IGARSS 2023: 112-115
2021
[j3]
Ines Halvorsen, Petra Novak:
Ocean heat at the margins of Svalbard. Geophys. Res. Lett. 48(4) (2021)
"""

SCHOLAR_COPY = (
    "TITLE\tCITED BY\tYEAR\n"
    "Sediment plumes from retreating tidewater glaciers\nI Halvorsen, T Okafor, M Lindqvist\n"
    "Journal of Glaciology 69 (2), 301-315\t12\t2023\n"
    "Drone photogrammetry of calving fronts\nM Lindqvist, I Halvorsen\n"
    "Remote Sensing of Environment 281, 113245\t4\t2023\n"
    "Ocean heat at the margins of Svalbard\nI Halvorsen, P Novak\n"
    "Geophysical Research Letters 48 (4)\t31\t2021\n"
)

# An author-database page whose venue lines write no year: its reading is doubtful, and the free
# text reading of it is no sounder.
AUTHOR_DB_PAGE_WITHOUT_YEARS = """Sediment plumes from retreating tidewater glaciers.
Ines Halvorsen, Tomas Okafor, Mara Lindqvist
IEEE Transactions on Geoscience and Remote Sensing

Drone photogrammetry of calving fronts.
Mara Lindqvist, Ines Halvorsen
IEEE Geoscience and Remote Sensing Letters

Ocean heat at the margins of Svalbard.
Ines Halvorsen, Petra Novak
IEEE Journal of Oceanic Engineering
"""


def _fields(result: ParseResult) -> list[tuple]:
    return [(e.title, e.authors, e.year, e.venue) for e in result.entries]


def test_cards_the_sniff_takes_for_an_author_database_page_are_read_as_citations():
    assert detect_format(NAMES_TITLE_JOURNAL_CARDS) == InputFormat.AUTHOR_DB
    result = parse(NAMES_TITLE_JOURNAL_CARDS)
    assert result.format == InputFormat.CITATIONS
    assert _fields(result) == [
        (
            "Tidal mixing beneath floating ice shelves seen by CTD moorings",
            ["Mara Lindqvist", "Tomas Okafor", "Ines Halvorsen"],
            2021,
            "Journal of Glaciology",
        ),
        (
            "GPS drifters trace the seasonal export of meltwater from fjords",
            ["Tomas Okafor", "Mara Lindqvist"],
            2020,
            "Geophysical Research Letters",
        ),
        (
            "Basal channels and the stability of grounding zones in ERS radar data",
            ["Ines Halvorsen", "Mara Lindqvist", "Petra Novak"],
            2019,
            "The Cryosphere",
        ),
        (
            "A NEMO model of frazil ice growth in supercooled plumes",
            ["Petra Novak", "Tomas Okafor"],
            2018,
            "Journal of Physical Oceanography",
        ),
    ]
    # The reading kept accounts for every non-blank line of the paste.
    accounted = {account.line for account in result.lines}
    written = {n for n, line in enumerate(NAMES_TITLE_JOURNAL_CARDS.splitlines(), start=1) if line.strip()}
    assert accounted == written


def test_a_format_named_by_the_caller_is_read_by_its_reader_alone():
    result = parse(NAMES_TITLE_JOURNAL_CARDS, InputFormat.AUTHOR_DB)
    assert result.format == InputFormat.AUTHOR_DB
    # Each card read a line off: its title is the line above its names.
    assert result.entries[0].title == "Selected publications"
    assert is_doubtful(result)


def test_a_reference_list_with_its_labels_on_lines_of_their_own_is_read_as_citations():
    assert detect_format(LABELS_ON_THEIR_OWN_LINES) == InputFormat.DBLP
    result = parse(LABELS_ON_THEIR_OWN_LINES)
    assert result.format == InputFormat.CITATIONS
    assert _fields(result) == [
        (
            "Tidal mixing beneath floating ice shelves",
            ["M. Lindqvist", "T. Okafor", "I. Halvorsen"],
            2021,
            "Journal of Glaciology",
        ),
        (
            "Seasonal export of meltwater from Greenland fjords",
            ["T. Okafor", "M. Lindqvist"],
            2020,
            "Geophysical Research Letters",
        ),
        (
            "Basal channels and the stability of grounding zones",
            ["I. Halvorsen", "M. Lindqvist", "P. Novak"],
            2019,
            "The Cryosphere",
        ),
    ]


def test_an_author_database_page_stays_with_its_reader():
    result = parse(AUTHOR_DB_PAGE)
    assert result.format == InputFormat.AUTHOR_DB
    assert _fields(result) == [
        (
            "Sediment plumes from retreating tidewater glaciers",
            ["Ines Halvorsen", "Tomas Okafor", "Mara Lindqvist"],
            2023,
            "Journal of Glaciology",
        ),
        (
            "Drone photogrammetry of calving fronts",
            ["Mara Lindqvist", "Ines Halvorsen"],
            2023,
            "Remote Sensing of Environment",
        ),
        (
            "Ocean heat at the margins of Svalbard",
            ["Ines Halvorsen", "Petra Novak"],
            2021,
            "Geophysical Research Letters",
        ),
    ]
    kinds = {account.line: account.kind for account in result.lines}
    assert kinds[3] == LineKind.HEADING


def test_a_dblp_copy_stays_with_its_reader():
    result = parse(DBLP_COPY)
    assert result.format == InputFormat.DBLP
    assert [(e.title, e.authors, e.year) for e in result.entries] == [
        ("Sediment plumes from retreating tidewater glaciers", ["Ines Halvorsen", "Tomas Okafor"], 2023),
        ("Drone photogrammetry of calving fronts", ["Mara Lindqvist", "Ines Halvorsen"], 2023),
        ("Ocean heat at the margins of Svalbard", ["Ines Halvorsen", "Petra Novak"], 2021),
    ]
    assert [e.type for e in result.entries] == ["journal", "conference", "journal"]


def test_a_scholar_copy_stays_with_its_reader():
    result = parse(SCHOLAR_COPY)
    assert result.format == InputFormat.SCHOLAR
    assert [(e.title, e.authors, e.year) for e in result.entries] == [
        (
            "Sediment plumes from retreating tidewater glaciers",
            ["I Halvorsen", "T Okafor", "M Lindqvist"],
            2023,
        ),
        ("Drone photogrammetry of calving fronts", ["M Lindqvist", "I Halvorsen"], 2023),
        ("Ocean heat at the margins of Svalbard", ["I Halvorsen", "P Novak"], 2021),
    ]


def test_a_doubtful_reading_stands_where_the_free_text_reading_is_no_sounder():
    result = parse(AUTHOR_DB_PAGE_WITHOUT_YEARS)
    assert is_doubtful(result)
    assert result.format == InputFormat.AUTHOR_DB
    assert [(e.title, e.authors) for e in result.entries] == [
        (
            "Sediment plumes from retreating tidewater glaciers",
            ["Ines Halvorsen", "Tomas Okafor", "Mara Lindqvist"],
        ),
        ("Drone photogrammetry of calving fronts", ["Mara Lindqvist", "Ines Halvorsen"]),
        ("Ocean heat at the margins of Svalbard", ["Ines Halvorsen", "Petra Novak"]),
    ]


def test_the_command_line_names_the_reader_that_read_the_paste(tmp_path, capsys):
    paste = tmp_path / "cards.txt"
    paste.write_text(NAMES_TITLE_JOURNAL_CARDS, encoding="utf-8")
    assert main([str(paste)]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert set(printed) == {"format", "entries", "warnings"}
    assert printed["format"] == "citations"
    assert printed["entries"][0]["year"] == 2021


def _entry(title: str, authors: list[str], year: int | None) -> ParsedEntry:
    return ParsedEntry(title=title, authors=authors, year=year)


def test_a_whole_reading_has_a_year_and_a_title_without_a_year_or_names_before_it():
    assert is_whole(_entry("Tidal mixing beneath ice shelves", ["Mara Lindqvist"], 2021))
    assert not is_whole(_entry("Tidal mixing beneath ice shelves", ["Mara Lindqvist"], None))
    assert not is_whole(_entry("Journal of Glaciology 67 (2021) 112-125", ["Mara Lindqvist"], 2021))
    assert not is_whole(
        _entry('M. Lindqvist, T. Okafor, and I. Halvorsen, "Tidal mixing beneath ice shelves"', [], 2021)
    )
    # One name may open a title; it is still sound and whole.
    assert is_whole(_entry("George Eliot's letters and the serial novel", ["Ana Ruiz"], 2019))
    assert is_sound(_entry("Journal of Glaciology 67 (2021)", [], 2021))


def test_a_reading_is_doubtful_below_half_its_entries_whole_and_sounder_only_with_more_whole():
    whole = _entry("Tidal mixing beneath ice shelves", ["Mara Lindqvist"], 2021)
    broken = _entry("Journal of Glaciology 2021", ["Mara Lindqvist"], None)
    assert is_doubtful(ParseResult(format=InputFormat.AUTHOR_DB))
    assert is_doubtful(ParseResult(format=InputFormat.AUTHOR_DB, entries=[whole, broken, broken]))
    half = ParseResult(format=InputFormat.AUTHOR_DB, entries=[whole, broken])
    assert not is_doubtful(half)
    first = ParseResult(format=InputFormat.AUTHOR_DB, entries=[whole, broken, broken])
    # Fewer entries, all whole, but no more of them whole: no sounder.
    assert not is_sounder(ParseResult(format=InputFormat.CITATIONS, entries=[whole]), first)
    assert is_sounder(ParseResult(format=InputFormat.CITATIONS, entries=[whole, whole]), first)
    # More entries whole but most of them not: doubtful itself, no sounder.
    many = ParseResult(format=InputFormat.CITATIONS, entries=[whole, whole, *[broken] * 3])
    assert not is_sounder(many, first)


# Cards (a venue badge, the title, the names, the venue line, link labels, a summary sentence) over
# sections of one-line citations written title first: the cards make the sniff take the page for an
# author-database page, whose reader then reads each section's heading as a card's names.
CARDS_THEN_TITLE_FIRST_LINES = """Publications

Featured

RSS 2024
Tactile servoing for in-hand reorientation of deformable parcels
Ilse Varga*, Tomasz Oyelaran*, Renata Quist
Robotics: Science and Systems (RSS), 2024
Paper | Video | Code
We learn a contact-rich policy that turns soft parcels in hand using only tactile images.

CoRL 2023
Sim-to-real transfer of suction grasping with learned seal prediction
Tomasz Oyelaran, Ilse Varga, Renata Quist
Conference on Robot Learning (CoRL), 2023
Paper | Project |
We predict suction seal quality from depth images and transfer the model to a real picking cell.

Journal

Learning pushing primitives for cluttered shelf picking with a mobile manipulator, Ilse Varga, \
Renata Quist, Tomasz Oyelaran, IEEE Robotics and Automation Letters (RA-L), 2023

Uncertainty-aware grasp ranking under partial occlusion, Renata Quist, Ilse Varga, IEEE \
Transactions on Automation Science and Engineering (T-ASE), 2022

Conference

Visual servoing of a soft gripper for fragile produce handling, Tomasz Oyelaran, Renata Quist, \
IEEE International Conference on Robotics and Automation (ICRA), 2022

Preprints

Benchmarking tactile sensors for parcel handling in warehouse logistics, Ilse Varga, Renata Quist, \
arXiv, 2021
"""


def test_a_card_page_with_sections_of_title_first_citations_keeps_every_entry():
    result = parse(CARDS_THEN_TITLE_FIRST_LINES)
    titles = [entry.title for entry in result.entries]
    assert titles == [
        "Tactile servoing for in-hand reorientation of deformable parcels",
        "Sim-to-real transfer of suction grasping with learned seal prediction",
        "Learning pushing primitives for cluttered shelf picking with a mobile manipulator",
        "Uncertainty-aware grasp ranking under partial occlusion",
        "Visual servoing of a soft gripper for fragile produce handling",
        "Benchmarking tactile sensors for parcel handling in warehouse logistics",
    ]
    assert [entry.year for entry in result.entries] == [2024, 2023, 2023, 2022, 2022, 2021]
    assert result.entries[0].authors == ["Ilse Varga", "Tomasz Oyelaran", "Renata Quist"]
    assert result.entries[3].authors == ["Renata Quist", "Ilse Varga"]


def test_a_section_heading_read_as_an_entrys_names_is_no_sound_reading():
    assert not is_sound(_entry("Learning pushing primitives for shelf picking", ["Journal"], 2023))
    assert not is_sound(_entry("Learning pushing primitives for shelf picking", ["Recent Highlights"], 2023))
    assert not is_sound(_entry("Learning pushing primitives for shelf picking", ["Preprints"], 2023))
    # A person of one name, or names among others, stay names.
    assert is_sound(_entry("Learning pushing primitives for shelf picking", ["Ilse Varga"], 2023))
    assert is_sound(_entry("Learning pushing primitives for shelf picking", ["Sukarno"], 1960))


# Cards only, a section heading ("Journal", "Conference") between them: no heading is a card's names.
CARDS_UNDER_SECTION_HEADINGS = """Publications

Journal

RA-L 2024
Tactile servoing for in-hand reorientation of deformable parcels
Ilse Varga*, Tomasz Oyelaran*, Renata Quist
IEEE Robotics and Automation Letters (RA-L), 2024
Paper | Video | Code
We learn a contact-rich policy that turns soft parcels in hand using only tactile images.

Conference

CoRL 2023
Sim-to-real transfer of suction grasping with learned seal prediction
Tomasz Oyelaran, Ilse Varga, Renata Quist
Conference on Robot Learning (CoRL), 2023
Paper | Project |
We predict suction seal quality from depth images and transfer the model to a real picking cell.

ICRA 2022
Visual servoing of a soft gripper for fragile produce handling
Tomasz Oyelaran, Renata Quist
IEEE International Conference on Robotics and Automation (ICRA), 2022
Paper |
We servo a soft gripper onto fruit with an eye-in-hand camera.
"""


def test_a_section_heading_between_cards_is_no_cards_names():
    result = parse(CARDS_UNDER_SECTION_HEADINGS)
    assert [entry.title for entry in result.entries] == [
        "Tactile servoing for in-hand reorientation of deformable parcels",
        "Sim-to-real transfer of suction grasping with learned seal prediction",
        "Visual servoing of a soft gripper for fragile produce handling",
    ]
    assert [entry.year for entry in result.entries] == [2024, 2023, 2022]
    kinds = {account.line: account.kind for account in result.lines}
    assert kinds[CARDS_UNDER_SECTION_HEADINGS.splitlines().index("Conference") + 1] == LineKind.HEADING


def test_an_entrys_soundness_follows_its_title_and_names_as_they_change():
    entry = ParsedEntry(raw="", title="Tidal Records of a Harbour", authors=["Ana Ruiz"])
    assert is_sound(entry)
    entry.authors = ["Recent Highlights"]
    assert not is_sound(entry)
    entry.authors = ["Ana Ruiz"]
    entry.title = "Harbours: Ana Ruiz and Ben Cole"
    assert not is_sound(entry)
    entry.title = "Tidal Records of a Harbour"
    assert is_sound(entry)
