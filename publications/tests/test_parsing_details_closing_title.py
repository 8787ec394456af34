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
