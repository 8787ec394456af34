"""A page's legend of the marks on its members' names: read as the paste's own name marks."""

from publications.parsing import parse
from publications.parsing.marklegend import (
    has_role_note,
    legend_reason,
    read_legend,
    with_legend_marks_read,
    with_role_notes_read,
)
from publications.parsing.records import LineKind

LEGEND_ABOVE = """\
+Advisee, #Corresponding author

Journal Articles

1. Brandt, K#, P. Okafor+, R. Lindqvist, and T. Moreau. 2023. Creep of frozen silt. J. Cold Soils, 12, 44-59.
2. Brandt, K., S. Ruiz+, and T. Moreau+#. 2021. Drying cracks in clay. Soil Phys. Lett., 8, 101-112.
3. Okafor, P.+, K. Brandt, and L. Haas#. 2020. A suction model for sandy loam. Geomech. Rep., 5(2), 7-19.
"""


def _line_kinds(result):
    return {account.line: (account.kind, account.reason) for account in result.lines}


def test_legend_marks_are_stripped_from_names_and_set_their_flags():
    result = parse(LEGEND_ABOVE)
    assert [entry.authors for entry in result.entries] == [
        ["K Brandt", "P. Okafor", "R. Lindqvist", "T. Moreau"],
        ["K. Brandt", "S. Ruiz", "T. Moreau"],
        ["P. Okafor", "K. Brandt", "L. Haas"],
    ]
    first, second, _ = result.entries
    assert [name.corresponding for name in first.author_names] == [True, False, False, False]
    assert [name.corresponding for name in second.author_names] == [False, False, True]
    assert not any(name.equal_contribution for entry in result.entries for name in entry.author_names)
    # The entry keeps its text as pasted.
    assert "P. Okafor+" in first.raw


def test_a_legend_line_is_left_out_with_its_reason():
    kinds = _line_kinds(parse(LEGEND_ABOVE))
    assert kinds[1] == (LineKind.IGNORED, "a legend of the marks after names")
    assert kinds[3][0] == LineKind.HEADING


def test_a_legend_at_the_bottom_defines_marks_too():
    text = (
        "Publications\n\n"
        "- Haas, L.^, Novak, J. (2022). Sediment transport in braided rivers. River Science, 3, 1-12.\n"
        "- Novak, J., Haas, L.^ (2019). Bank erosion after floods. River Science, 1, 20-31.\n\n"
        "^ undergraduate mentee\n"
    )
    result = parse(text)
    assert [entry.authors for entry in result.entries] == [["L. Haas", "J. Novak"], ["J. Novak", "L. Haas"]]
    assert _line_kinds(result)[6] == (LineKind.IGNORED, "a legend of the marks after names")


def test_a_legend_defining_equal_contribution_sets_the_flag():
    text = (
        "$ equal contribution\n\n"
        "1. Ito, M.$, Weber, A.$, & Costa, R. (2024). Sparse reef probes. Marine Methods, 9, 3-14.\n"
        "2. Weber, A., & Costa, R. (2022). Reef sound at night. Marine Methods, 7, 55-61.\n"
    )
    first = parse(text).entries[0]
    assert first.authors == ["M. Ito", "A. Weber", "R. Costa"]
    assert [name.equal_contribution for name in first.author_names] == [True, True, False]


def test_without_a_legend_a_plus_after_a_name_is_left_as_written():
    text = (
        "1. Brandt, K., P. Okafor+, and T. Moreau. 2023. Creep of frozen silt. J. Cold Soils, 12, 44-59.\n"
        "2. Brandt, K., and S. Ruiz. 2021. Drying cracks in clay. Soil Phys. Lett., 8, 101-112.\n"
    )
    assert "P. Okafor+" in parse(text).entries[0].authors


def test_a_defined_mark_inside_a_title_is_untouched():
    marks = read_legend("+ supervised student")
    assert marks == {"+": "other"}
    line = "Ruiz, S.+ and Haas, L. 2020. Fast solvers in C++ for C++. Code Journal, 2, 1-9."
    assert with_legend_marks_read(line, marks) == (
        "Ruiz, S.⁺ and Haas, L. 2020. Fast solvers in C++ for C++. Code Journal, 2, 1-9."
    )


def test_legend_shapes_of_lab_pages_and_of_other_languages():
    for line in (
        "* equal contribution",
        "+ supervised student",
        "# corresponding author",
        "† co-first authors",
        "(*) denotes equal contribution",
        "^ undergraduate mentee",
        "Underlined: students",
        "Bold: lab members",
        "✱ – equal contribution; ✉ – corresponding author; 🅡 – review",
        "* corresponding author, # co-first author.",
        "(* auteur correspondant)",
        "+ Doktorand, # korrespondierender Autor",
        "* autor correspondiente; † estudiante",
    ):
        assert legend_reason(line) is not None, line
    assert read_legend("* autor correspondiente; † estudiante") == {"†": "other"}  # "*" stays markup
    assert read_legend("+ Doktorand, # korrespondierender Autor") == {"+": "other", "#": "corresponding"}


def test_lines_that_are_no_legend():
    for line in (
        "* Journal articles",
        "+ Reviews",
        "Bold: 2021 highlights",
        "*Okafor, A. (2020). Tidal mixing.",
        "- Conference papers",
        "### International journals",
        "# Student publications",
        "🔗 Representations of gender in comics",
        "🗨️ Presentations",
        "1. Equal contribution of rivers to the delta. Delta Letters, 2019.",
    ):
        assert legend_reason(line) is None, line


ROLES_WRITTEN_OUT = """\
1. Ferreira JL (corresponding author), Aalto M, Quist B. Peat moisture under drained forest. \
Boreal Soils. 2021;9(2):14-29.
2. Aalto M, Ferreira JL (co-first author), Quist B. Root exudates in cold peat. \
Wetl Ecol. 2020;33:101-117.
3. Quist B, Ferreira JL (corresponding author). Methane pulses after thaw. Permafr Res. 2019;4(1):1-12.
"""

ROLES_WRITTEN_OUT_IEEE_AND_APA = """\
- J. L. Ferreira (corresponding author), M. Aalto, and B. Quist, "Peat moisture under drained forest," \
Boreal Soils, vol. 9, no. 2, pp. 14–29, 2021.
- M. Aalto, J. L. Ferreira (equal contribution), and B. Quist, "Root exudates in cold peat," \
Wetland Ecology, vol. 33, pp. 101–117, 2020.
- Ferreira, J. L. (corresponding author), Aalto, M., & Quist, B. (2019). Methane pulses after thaw. \
Permafrost Research, 4(1), 1–12.
"""


def test_a_role_written_in_brackets_after_a_name_is_read_as_its_mark():
    result = parse(ROLES_WRITTEN_OUT)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("Peat moisture under drained forest", ["JL Ferreira", "M Aalto", "B Quist"], 2021),
        ("Root exudates in cold peat", ["M Aalto", "JL Ferreira", "B Quist"], 2020),
        ("Methane pulses after thaw", ["B Quist", "JL Ferreira"], 2019),
    ]
    first, second, third = result.entries
    assert [name.corresponding for name in first.author_names] == [True, False, False]
    assert [name.equal_contribution for name in second.author_names] == [False, True, False]
    assert [name.corresponding for name in third.author_names] == [False, True]
    # The entry keeps its text as pasted.
    assert "(corresponding author)" in first.raw


def test_a_role_in_brackets_is_read_in_other_styles_too():
    result = parse(ROLES_WRITTEN_OUT_IEEE_AND_APA)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("Peat moisture under drained forest", ["J. L. Ferreira", "M. Aalto", "B. Quist"], 2021),
        ("Root exudates in cold peat", ["M. Aalto", "J. L. Ferreira", "B. Quist"], 2020),
        ("Methane pulses after thaw", ["J. L. Ferreira", "M. Aalto", "B. Quist"], 2019),
    ]


def test_brackets_that_name_no_role_after_a_name_stay_as_written():
    text = "Results of the last (first) trial and Ferreira J (equal), in Boreal Soils, 2021."
    assert with_role_notes_read(text) == text


def test_a_role_note_needs_a_name_before_its_bracket_white_space_apart():
    assert has_role_note("Ruiz A (corresponding author), Brandt K")
    assert has_role_note("Ruiz A. \t [co-first author]; Brandt K")
    assert has_role_note("Okafor P (2019), Ruiz A (senior author).")
    assert has_role_note("1 (corresponding author), Ruiz A (co-first author), Brandt K")
    assert not has_role_note("(corresponding author), Brandt K")
    assert not has_role_note("Ruiz 2 (corresponding author), Brandt K")
    assert not has_role_note("Ruiz A (corresponding author) wrote it")
    assert not has_role_note("Ruiz A, Brandt K")
