"""A one-page résumé's publications (Jake's or Deedy's Overleaf template) copied from its PDF:
the title with the date set right, the venue with the place set right, a bullet of names."""

from publications.parsing import parse
from publications.parsing.records import LineKind
from publications.parsing.resumecards import RESUME_ENTRY_REASON, resume_cards

RESUME = """\
PUBLICATIONS
Sediment pulses in braided rivers\tMar 2021
Water Resources Research
• M. Okafor*, L. Brandt, and T. Ruiz
Gravel sorting in flume experiments\tJun 2020
European Geosciences Union General Assembly\tVienna, Austria
• L. Brandt and M. Okafor*
Bedload tracers in mountain streams\tSep 2019
Earth Surface Dynamics
• M. Okafor*
"""


def test_each_resume_entry_is_one_entry_with_its_names_date_and_venue():
    result = parse(RESUME)
    assert [(entry.authors, entry.title, entry.year, entry.venue) for entry in result.entries] == [
        (
            ["M. Okafor", "L. Brandt", "T. Ruiz"],
            "Sediment pulses in braided rivers",
            2021,
            "Water Resources Research",
        ),
        (
            ["L. Brandt", "M. Okafor"],
            "Gravel sorting in flume experiments",
            2020,
            "European Geosciences Union General Assembly",
        ),
        (["M. Okafor"], "Bedload tracers in mountain streams", 2019, "Earth Surface Dynamics"),
    ]
    accounts = {account.line: account for account in result.lines}
    for line in (2, 3, 5, 6, 8, 9):
        assert (accounts[line].kind, accounts[line].reason) == (LineKind.IGNORED, RESUME_ENTRY_REASON), line


def test_a_pdf_copy_sets_the_right_hand_date_one_space_after_the_title():
    text = RESUME.replace("\tMar", " Mar").replace("\tJun", " Jun").replace("\tSep", " Sep")
    assert [(entry.title, entry.year) for entry in parse(text).entries] == [
        ("Sediment pulses in braided rivers", 2021),
        ("Gravel sorting in flume experiments", 2020),
        ("Bedload tracers in mountain streams", 2019),
    ]


def test_one_dated_title_over_a_bullet_of_names_is_no_resume():
    texts = [
        "Sediment pulses in braided rivers\tMar 2021",
        "Water Resources Research",
        "• M. Okafor, L. Brandt",
    ]
    assert resume_cards(texts) == ({}, set())


def test_a_bullet_that_is_no_list_of_names_makes_no_resume_entry():
    texts = [
        "Field engineer, River Survey Ltd\tMar 2021",
        "Hydrology group",
        "• Mapped gravel bars along forty kilometres of river",
        "Research assistant, Coastal Lab\tJun 2019",
        "Sediment dynamics",
        "• Ran flume experiments on bedload transport",
    ]
    assert resume_cards(texts) == ({}, set())
