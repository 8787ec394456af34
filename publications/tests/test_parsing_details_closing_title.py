"""A journal's volume, issue and pages closing the title, as a style that prints no container
leaves them ("Title 14(2):201–219."): they are the article's details, not the title's words."""

from publications.tests.parsing_helpers import entry_dicts


def test_volume_issue_and_pages_leave_the_title():
    paste = (
        "Quill, R., & T. Ebbe. 2012. Drift of Pollen over Lakes in Late Winter 14(2):201–219. "
        "doi:10.5555/pollen.2012.14.\n\n"
        "Ebbe, T., & R. Quill. 2017. Spores of the Northern Granite Slopes in a Dry Year 3(11):7–19. "
        "doi:10.5555/moss.2017.3."
    )
    found = entry_dicts(paste)
    assert [entry["title"] for entry in found] == [
        "Drift of Pollen over Lakes in Late Winter",
        "Spores of the Northern Granite Slopes in a Dry Year",
    ]
    assert [(entry["volume"], entry["number"], entry["pages"]) for entry in found] == [
        ("14", "2", "201–219"),
        ("3", "11", "7–19"),
    ]


def test_a_number_in_the_title_stays():
    found = entry_dicts("Ebbe, T. 2017. Moss Mats after the Frost of 1963 on Granite. Lichen Notes 3: 7–19.")
    assert found[0]["title"] == "Moss Mats after the Frost of 1963 on Granite"


def test_volume_and_pages_without_an_issue_leave_the_title():
    paste = (
        "Quill, R., Ebbe, T. (2012). Drift of pollen over lakes in late winter 14, 201–219.\n\n"
        "Ebbe, T., Quill, R. (2017). Spores of the northern granite slopes in a dry year 3, 7–19."
    )
    found = entry_dicts(paste)
    assert [entry["title"] for entry in found] == [
        "Drift of pollen over lakes in late winter",
        "Spores of the northern granite slopes in a dry year",
    ]
    assert [(entry["volume"], entry["pages"]) for entry in found] == [("14", "201–219"), ("3", "7–19")]


def test_pages_after_a_comma_leave_the_title_before_the_meeting():
    paste = (
        "Quill R, Ebbe T. 2012. Drift of pollen over lakes in late winter, p 201–219. "
        "Nordic Symposium on Lake Ecology. Bergen.\n\n"
        "Ebbe T, Quill R. 2017. Spores of the northern granite slopes in a dry year, p 7–19. "
        "Alpine Botany Workshop."
    )
    found = entry_dicts(paste)
    assert [entry["title"] for entry in found] == [
        "Drift of pollen over lakes in late winter",
        "Spores of the northern granite slopes in a dry year",
    ]
    assert [entry["pages"] for entry in found] == ["201–219", "7–19"]


def test_a_span_of_years_closing_the_title_stays():
    found = entry_dicts("Ebbe, T. (2017). Harbour towns of the Baltic 2, 1914–1918. Lichen Notes, 3, 7–19.")
    assert found[0]["title"] == "Harbour towns of the Baltic 2, 1914–1918"
