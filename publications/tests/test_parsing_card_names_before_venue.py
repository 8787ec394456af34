"""A card's line of names written whole, then the venue and year ("Aiko Matsuda, Tomasz Wrona.
ECCM 2023."), under its title line: the stop after the last name ends the names, and an acronym
or a journal's abbreviated name after it is the venue, not one more name."""

import pytest

from publications.parsing import parse
from publications.parsing.labelling.reader import read_entry

TITLE = "Tactile servoing with event cameras for soft grippers"


@pytest.mark.parametrize(
    ("names_line", "venue"),
    [
        ("Aiko Matsuda, Tomasz Wrona. ECCM 2023.", "ECCM"),
        ("Petra Lind, Hedda Solberg. J. Eur. Ceram. Soc. 2023.", "J. Eur. Ceram. Soc."),
        ("Petra Lind, Hedda Solberg. Phys. Rev. B 2023.", "Phys. Rev. B"),
    ],
)
def test_the_venue_after_names_written_whole_is_no_name(names_line, venue):
    entry, _ = read_entry([TITLE, names_line])
    assert (entry.title, entry.authors, entry.venue, entry.year) == (
        TITLE,
        names_line.split(". ")[0].split(", "),
        venue,
        2023,
    )


CARDS_UNDER_YEARS = """\
2023

Tactile servoing with event cameras for soft grippers
Aiko Matsuda, Tomasz Wrona. ECCM 2023.

2022

Sintering kinetics of porous zirconia under microwave heating
Petra Lind, Hedda Solberg. J. Eur. Ceram. Soc. 2022.

Learning to grasp deformable objects from a single demonstration
Aiko Matsuda, Lena Ortiz, Tomasz Wrona. ICRA 2022.
"""


def test_cards_under_year_headings_keep_their_names_and_venues_apart():
    entries = parse(CARDS_UNDER_YEARS).entries
    assert [(entry.authors, entry.venue, entry.year) for entry in entries] == [
        (["Aiko Matsuda", "Tomasz Wrona"], "ECCM", 2023),
        (["Petra Lind", "Hedda Solberg"], "J. Eur. Ceram. Soc.", 2022),
        (["Aiko Matsuda", "Lena Ortiz", "Tomasz Wrona"], "ICRA", 2022),
    ]


def test_a_title_after_names_written_whole_stays_the_title():
    entries = parse("Aiko Matsuda, Tomasz Wrona. Tactile servoing with event cameras. ECCM 2023.\n").entries
    assert [(entry.authors, entry.title, entry.venue) for entry in entries] == [
        (["Aiko Matsuda", "Tomasz Wrona"], "Tactile servoing with event cameras", "ECCM")
    ]
