"""Author lists as lab pages and CVs print them: short family names in capitals before initials
with stops ("SMITH J., DOE A.");
a legend of the marks in brackets after the names ("(*equal contribution)"); group authors among
the names ("the MOSAIC Workgroup"); a member's role in brackets after the name ("Ana Ruiz (PI)")."""

from publications.parsing import parse
from publications.parsing.names import split_authors
from publications.tests.parsing_helpers import fields_of


def test_short_family_names_in_capitals_before_stopped_initials():
    names, _ = split_authors("SMITH J., DOE A., MARTIN P.")
    assert [(name.given, name.family) for name in names] == [("J.", "SMITH"), ("A.", "DOE"), ("P.", "MARTIN")]
    names, _ = split_authors("LEE K., WU J.-P., KIM S.")
    assert [name.family for name in names] == ["LEE", "WU", "KIM"]


MARK_LEGEND_AFTER_NAMES = """Publications

J. Smith*, B. Doe*, and K. Lee (*equal contribution). Photonic crystal lasers. Nature Photonics 15, 2021.

Anna Ruiz†, Ben Okafor, Kim Sato (†corresponding author). Coupled ring resonators. Optica 8, 2020.
"""


def test_a_legend_of_the_marks_after_the_names_is_no_part_of_them():
    result = parse(MARK_LEGEND_AFTER_NAMES)
    assert fields_of(result) == [
        ("Photonic crystal lasers", ["J. Smith", "B. Doe", "K. Lee"], 2021),
        ("Coupled ring resonators", ["Anna Ruiz", "Ben Okafor", "Kim Sato"], 2020),
    ]
    first, second = (entry.author_names for entry in result.entries)
    assert [name.equal_contribution for name in first] == [True, True, False]
    assert [name.equal_contribution or name.corresponding for name in second] == [True, False, False]
    assert "(*equal contribution)" in result.entries[0].raw


GROUP_AUTHORS_AMONG_NAMES = """Publications

P.J. Haverly, N. Ostrand, Reef2Coast Monitoring Network, L. Takeda. Seagrass recovery. Mar. Ecol. 9(1): 14–29.

Brennick, A., Solvay, T., & the MOSAIC Reporting Workgroup (2023). Shared outcome sets. Sleep Med., 4, 33–41.
"""


def test_a_group_author_among_the_names_is_one_of_them():
    # NLM's "organization as author": a network, a workgroup, written among the persons' names.
    assert fields_of(parse(GROUP_AUTHORS_AMONG_NAMES)) == [
        (
            "Seagrass recovery",
            ["P.J. Haverly", "N. Ostrand", "Reef2Coast Monitoring Network", "L. Takeda"],
            None,
        ),
        (
            "Shared outcome sets",
            ["A. Brennick", "T. Solvay", "the MOSAIC Reporting Workgroup"],
            2023,
        ),
    ]


MEMBER_ROLES_AFTER_NAMES = """Publications

Marisol Ketterby (PI), Dag Hollund (postdoc), Ilse Brauner (undergraduate). Frost heave. Cold Regions, 2020.

Ilse Brauner (graduate student), Ona Pellicer, Marisol Ketterby. Meltwater routing in till. Glaciology, 2022.
"""


def test_a_members_role_in_brackets_after_the_name_is_no_part_of_it():
    assert fields_of(parse(MEMBER_ROLES_AFTER_NAMES)) == [
        ("Frost heave", ["Marisol Ketterby", "Dag Hollund", "Ilse Brauner"], 2020),
        ("Meltwater routing in till", ["Ilse Brauner", "Ona Pellicer", "Marisol Ketterby"], 2022),
    ]


CUT_BEFORE_THE_MEMBER = """Publications

A. Ruiz, P. Holm, et al., M. Tan. Sediment transport in shallow estuaries. Journal of Coastal Research, 2021.

Alba Ruiz, et al., Minh Tan. Tidal mixing over a rough bed. Estuarine Science, 2019.
"""


def test_a_cut_inside_the_list_keeps_the_member_named_after_it():
    result = parse(CUT_BEFORE_THE_MEMBER)
    assert fields_of(result) == [
        ("Sediment transport in shallow estuaries", ["A. Ruiz", "P. Holm", "M. Tan"], 2021),
        ("Tidal mixing over a rough bed", ["Alba Ruiz", "Minh Tan"], 2019),
    ]
    assert all(entry.authors_truncated for entry in result.entries)


RAISED_MARK_AFTER_THE_LAST_NAME = """<ul>
<li>A. Ruiz, P. Holm, M. Tan<sup>†</sup>. Sediment transport in shallow estuaries. Coastal Res., 2021.</li>
<li>Alba Ruiz, Minh Tan<sup>*</sup>. Tidal mixing over a rough bed. Estuarine Science, 2019.</li>
</ul>
"""


def test_a_mark_raised_after_the_last_name_stays_with_the_names():
    result = parse(RAISED_MARK_AFTER_THE_LAST_NAME)
    assert fields_of(result) == [
        ("Sediment transport in shallow estuaries", ["A. Ruiz", "P. Holm", "M. Tan"], 2021),
        ("Tidal mixing over a rough bed", ["Alba Ruiz", "Minh Tan"], 2019),
    ]
    assert [name.equal_contribution or name.corresponding for name in result.entries[0].author_names] == [
        False,
        False,
        True,
    ]


ROLES_AFTER_INVERTED_NAMES = """Publications

Varnell, T. (PI), Oskarsen, B. (graduate student), Lindqvist, K. Sediment transport in estuaries. Tides, 2021.

Oskarsen, B. (PhD student), Varnell, T. Tidal mixing over a rough bed. Estuarine Science, 2019.
"""


def test_a_members_role_after_an_inverted_name_is_no_end_of_the_list():
    assert fields_of(parse(ROLES_AFTER_INVERTED_NAMES)) == [
        ("Sediment transport in estuaries", ["T. Varnell", "B. Oskarsen", "K. Lindqvist"], 2021),
        ("Tidal mixing over a rough bed", ["B. Oskarsen", "T. Varnell"], 2019),
    ]
