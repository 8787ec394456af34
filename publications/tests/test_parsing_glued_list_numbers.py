"""A list's number closed by a parenthesis with no space before the first name ("4)Okafor A, …") is
the list's marker, not part of the names."""

from publications.parsing import parse
from publications.parsing.text import strip_list_marker

GLUED_NUMBERS = (
    "1)Okafor A., Lindqvist B., Tidal mixing in narrow fjords. Estuarine Letters, 41, 100–112 (2011).\n"
    "2)Coastal Survey Agency. Annual report on harbour silt. Marine Notes, 7, 1–20 (2014).\n"
    "3)van der Berg J., Ruiz C., Wave set-up on reef flats. Reef Studies, 12, 33–40 (2019).\n"
)


def test_a_number_glued_to_the_first_name_is_the_lists_marker():
    entries = parse(GLUED_NUMBERS).to_dict()["entries"]
    assert [(e["title"], e["year"], e["venue"]) for e in entries] == [
        ("Tidal mixing in narrow fjords", 2011, "Estuarine Letters"),
        ("Annual report on harbour silt", 2014, "Marine Notes"),
        ("Wave set-up on reef flats", 2019, "Reef Studies"),
    ]
    assert entries[0]["authors"] == ["A. Okafor", "B. Lindqvist"]
    assert entries[2]["authors"] == ["J. van der Berg", "C. Ruiz"]


def test_a_year_closed_by_a_parenthesis_at_a_lines_start_is_no_marker():
    # A wrapped line may open with the end of a parenthesised year: four digits are no list number.
    assert strip_list_marker("2011)Tidal mixing in narrow fjords.") == (
        "",
        "2011)Tidal mixing in narrow fjords.",
    )
    assert strip_list_marker("12)Okafor A.") == ("12)", "Okafor A.")
