"""A meeting's name right after the title's last word, no stop between them, as a style that sets
the container in italics leaves it once pasted as plain text: the title ends where the meeting's
name opens; a meeting the title itself names stays in it."""

from publications.tests.parsing_helpers import entry_dicts, read_one


def test_a_meeting_after_a_title_in_small_letters_is_the_venue():
    paste = (
        "[4] Ebbe T and Quill R 2012 Drift of pollen over lakes in late winter Nordic Conference on Lake "
        "Ecology (Bergen) pp 20–7\n\n"
        "[5] Quill R and Ebbe T 2013 Mills of the north in the lakes Alpine Botany Workshop pp 7–19"
    )
    found = entry_dicts(paste)
    assert [(entry["title"], entry["venue"]) for entry in found] == [
        ("Drift of pollen over lakes in late winter", "Nordic Conference on Lake Ecology"),
        ("Mills of the north in the lakes", "Alpine Botany Workshop"),
    ]


def test_a_meeting_opened_by_its_reach_ends_a_title_in_capitals():
    paste = (
        "[5] Quill R and Ebbe T 2013 Spores of the Northern Granite Slopes International Workshop on "
        "Alpine Botany pp 7–19\n\n"
        "[6] Ebbe T 2014 Winter Pollen Drift on Frozen Lakes IEEE Symposium on Lake Sensing (Oslo) pp 1–9"
    )
    found = entry_dicts(paste)
    assert [(entry["title"], entry["venue"]) for entry in found] == [
        ("Spores of the Northern Granite Slopes", "International Workshop on Alpine Botany"),
        ("Winter Pollen Drift on Frozen Lakes", "IEEE Symposium on Lake Sensing"),
    ]


def test_a_meeting_the_title_names_stays_in_it():
    entry = read_one(
        "[6] Quill R and Ebbe T 2013 Lessons from the International Symposium on Alpine Botany. "
        "Alpine Notes 12 7–19"
    )
    assert entry["title"] == "Lessons from the International Symposium on Alpine Botany"
