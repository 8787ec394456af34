"""Two-line cards between blank lines, with no year heading over them: a title line, then one line
of full names, venue and year ("Names. Venue Year." or "Names, Venue, Year"), as lab pages print
a publication. The names hold no initial to tell where they end, so read as it stands the title
runs on into them; each card is read names first, as references are written. A list marker or a
number before the title, a row of links or a note on how the work was presented under the card,
and members' marks on the names keep it a card."""

from publications.parsing import parse
from publications.parsing.tail import parse_tail

TITLES = [
    "Stochastic gait planning on loose gravel",
    "Event-based odometry for legged robots",
    "Compliant feet for slippery slopes",
    "Whole-body control of a hopping quadruped",
]
AUTHORS = [
    ["Ines Varga", "Oskar Lindqvist", "Paula Moreno"],
    ["Oskar Lindqvist", "Kenji Aoyama"],
    ["Dmitri Sokolov", "Ines Varga"],
    ["Paula Moreno", "Oskar Lindqvist", "Dmitri Sokolov"],
]

STOPPED = """\
Stochastic gait planning on loose gravel
Ines Varga, Oskar Lindqvist, Paula Moreno. ICRA 2024.

Event-based odometry for legged robots
Oskar Lindqvist, Kenji Aoyama. RSS 2023.

Compliant feet for slippery slopes
Dmitri Sokolov, Ines Varga. CoRL 2022.

Whole-body control of a hopping quadruped
Paula Moreno, Oskar Lindqvist, Dmitri Sokolov. IROS 2021.
"""


def test_cards_between_blank_lines_keep_their_names_out_of_their_titles():
    result = parse(STOPPED)
    assert [(entry.title, entry.authors) for entry in result.entries] == list(
        zip(TITLES, AUTHORS, strict=True)
    )
    assert [(entry.venue_acronym, entry.year) for entry in result.entries] == [
        ("ICRA", 2024),
        ("RSS", 2023),
        ("CoRL", 2022),
        ("IROS", 2021),
    ]


COMMAS = """\
Stochastic gait planning on loose gravel
Ines Varga, Oskar Lindqvist, Paula Moreno, ICRA, 2024

Event-based odometry for legged robots
Oskar Lindqvist, Kenji Aoyama, Robotics: Science and Systems, 2023

Compliant feet for slippery slopes
Dmitri Sokolov, Ines Varga, CoRL, 2022

Whole-body control of a hopping quadruped
Paula Moreno, Oskar Lindqvist, Dmitri Sokolov, IROS, 2021
"""


def test_cards_writing_names_venue_and_year_between_commas_end_the_names_before_a_venue_acronym():
    result = parse(COMMAS)
    assert [(entry.title, entry.authors) for entry in result.entries] == list(
        zip(TITLES, AUTHORS, strict=True)
    )
    assert [entry.venue for entry in result.entries] == [
        "ICRA",
        "Robotics: Science and Systems",
        "CoRL",
        "IROS",
    ]
    assert [entry.year for entry in result.entries] == [2024, 2023, 2022, 2021]


NUMBERED_AND_MARKED = """\
1. Stochastic gait planning on loose gravel
Ines Varga*, Oskar Lindqvist, Paula Moreno. ICRA 2024.

2. Event-based odometry for legged robots
Oskar Lindqvist, Kenji Aoyama*. RSS 2023.

3. Compliant feet for slippery slopes
Dmitri Sokolov, **Ines Varga**. CoRL 2022.

4. Whole-body control of a hopping quadruped
Paula Moreno, Oskar Lindqvist, Dmitri Sokolov. IROS 2021.
"""


def test_numbered_card_titles_over_names_with_members_marks_keep_every_name():
    result = parse(NUMBERED_AND_MARKED)
    assert [(entry.title, entry.authors) for entry in result.entries] == list(
        zip(TITLES, AUTHORS, strict=True)
    )
    assert [entry.venue_acronym for entry in result.entries] == ["ICRA", "RSS", "CoRL", "IROS"]


LINKS_AND_NOTES = """\
[1] Stochastic gait planning on loose gravel
Ines Varga, Oskar Lindqvist, Paula Moreno. ICRA 2024. (Oral)
[PDF] [Code]

[2] Event-based odometry for legged robots
Oskar Lindqvist, Kenji Aoyama. RSS 2023. (Spotlight)
[PDF]

[3] Compliant feet for slippery slopes
Dmitri Sokolov, Ines Varga. CoRL 2022.
[PDF] [Video]
"""


def test_cards_with_link_rows_and_presentation_notes_read_each_card_whole():
    result = parse(LINKS_AND_NOTES)
    assert [(entry.title, entry.authors, entry.line_start, entry.line_end) for entry in result.entries] == [
        (TITLES[0], AUTHORS[0], 1, 3),
        (TITLES[1], AUTHORS[1], 5, 7),
        (TITLES[2], AUTHORS[2], 9, 11),
    ]
    assert [(entry.venue, entry.year) for entry in result.entries] == [
        ("ICRA", 2024),
        ("RSS", 2023),
        ("CoRL", 2022),
    ]


def test_a_note_in_brackets_on_how_the_work_was_presented_is_no_part_of_the_venue():
    assert parse_tail("ICRA 2024. (Oral)", links=False).venue == "ICRA"
    assert parse_tail("CoRL 2022. (Spotlight presentation)", links=False).venue == "CoRL"
    assert parse_tail("ICRA 2024. Oral", links=False).venue == "ICRA"  # (no space left before it)
