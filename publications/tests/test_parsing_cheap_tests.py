"""The cheap tests the entry reader and the section headings ask before a pattern: each lets a text
go only where the pattern it stands before cannot match it (the patterns' forms that try every
position are written here as they were, the reference the cheap test is checked against)."""

import re
import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from publications import keys
from publications.parsing import affiliationnumbers, reference, sections, tail, text, venueends
from publications.parsing.labelling import reader


def _texts(pieces: list[str], most: int = 10) -> st.SearchStrategy[str]:
    return st.lists(st.sampled_from(pieces), max_size=most).map("".join)


_GLUED_YEAR_PIECES = [
    "ab",
    "ß",
    "ÿ",
    "A",
    "1",
    "9",
    "2",
    "0",
    "5",
    "19",
    "20",
    "1998",
    " ",
    ",",
    ".",
    ";",
    ")",
    "\n",
]


@settings(max_examples=400, deadline=None)
@given(_texts(_GLUED_YEAR_PIECES))
def test_the_glued_year_needle_finds_a_line_wherever_the_glued_year_pattern_does(line):
    assert (reader._GLUED_YEAR_RE.search(line) is None) == (reader._GLUED_YEAR_NEEDLE_RE.search(line) is None)


_CHEAP_AFFILIATION_RE = re.compile(
    r"[A-Za-zà-ÿ.]"
    + affiliationnumbers._NUMBER
    + r"(?:[,˒]"
    + affiliationnumbers._NUMBER
    + r")*["
    + re.escape(affiliationnumbers.NAME_MARKS)
    + r"]*(?:,\s|\sand\s|\s&\s)"
)
_AFFILIATION_PIECES = [
    "a",
    "Z",
    "é",
    ".",
    "1",
    "12",
    "¹",
    "²³",
    ",",
    "˒",
    " ",
    " and ",
    " & ",
    "*",
    "†",
    "\n",
    "x",
]


@settings(max_examples=400, deadline=None)
@given(_texts(_AFFILIATION_PIECES))
def test_the_numbered_names_test_led_by_the_digit_answers_as_the_letter_led_one(line):
    assert (_CHEAP_AFFILIATION_RE.search(line, 0, 600) is None) == (
        affiliationnumbers._CHEAP_RE.search(line, 0, 600) is None
    )


_LANGUAGE_PIECES = [
    "(",
    ")",
    "[",
    "]",
    " ",
    ".",
    ", ",
    "in ",
    "In ",
    "English",
    "German",
    " with ",
    "an ",
    "abstract",
]
_LANGUAGE_PIECES += ["summary", "2019", "x", "\n", "\t", "é"]


@settings(max_examples=400, deadline=None)
@given(_texts(_LANGUAGE_PIECES))
def test_a_closing_language_note_is_looked_for_wherever_it_may_stand(visible):
    start = max(0, len(visible) - reference._LANGUAGE_NOTE_AT_MOST)
    if reference._CLOSING_LANGUAGE_NOTE_RE.search(visible, start) is not None:
        assert reference._may_close_with_language_note(visible)


_LABEL_PIECES = [
    ", ",
    ". ",
    "; ",
    ": ",
    "vol",
    "vols",
    "Bd",
    "jg",
    "p",
    "pp",
    "No",
    "nos",
    "Nr",
    ".",
    ",",
    " ",
]
_LABEL_PIECES += ["n°", "S.", "edn", "In", "traduit par", "translated by", ":", "x", "\n"]


@settings(max_examples=400, deadline=None)
@given(_texts(_LABEL_PIECES))
def test_the_empty_label_needle_finds_a_text_wherever_the_label_pattern_does(line):
    assert (text._EMPTY_LABEL_RE.search(line) is None) == (text._EMPTY_LABEL_NEEDLE_RE.search(line) is None)


_EDITOR_WORD_RE = re.compile(
    r"[Ee]ds?\b|Hrsg|Hg\.|[éÉ]ds?|[Ee]ditors?\b|\((?:[Dd]ir|[Cc]oords?|[Oo]rgs?|red|ред|ur|[Cc]omps?)\.\)"
    r"|\(szerk\.?\)|\(a cura di\)"
)
_EDITOR_PIECES = [
    "E",
    "e",
    "d",
    "s",
    "ditor",
    "H",
    "rsg",
    "g.",
    "é",
    "É",
    "(",
    ")",
    ".",
    "Dir",
    "coord",
    "red",
]
_EDITOR_PIECES += ["ред", "ur", "Comps", "szerk", "a cura di", " ", "x", "1", "_"]


@settings(max_examples=400, deadline=None)
@given(_texts(_EDITOR_PIECES))
def test_the_editors_word_pattern_finds_what_each_word_s_own_pattern_finds(line):
    assert (_EDITOR_WORD_RE.search(line) is None) == (tail._EDITOR_WORD_RE.search(line) is None)


_REPORT_NEEDLE_RE = re.compile(r"[A-Z][-/ ]?\d|Rep|Memo|Paper|Note|rint")
_REPORT_PIECES = [
    "A",
    "Z",
    "-",
    "/",
    " ",
    "1",
    "9",
    "Rep",
    "Memo",
    "Paper",
    "Note",
    "rint",
    "a",
    "R",
    "ep",
    "\n",
]


@settings(max_examples=400, deadline=None)
@given(_texts(_REPORT_PIECES))
def test_a_report_s_words_and_codes_are_found_as_by_one_pattern(line):
    found = (
        text.holds_any(line, tail._REPORT_NEEDLE_WORDS)
        or tail._REPORT_CODE_NEEDLE_RE.search(line) is not None
    )
    assert found == (_REPORT_NEEDLE_RE.search(line) is not None)


_VOLUME_PIECES = [
    "Vol",
    "vol",
    "Volume",
    "Volumen",
    ".",
    ",",
    " ",
    "\n",
    "no",
    "No",
    "Nr",
    "n°",
    "núm",
    "roč",
]
_VOLUME_PIECES += ["ročník", "Jg", "Heft", "Bd", "ser", "Ser", "ab", "Journal", "x", "1"]


@settings(max_examples=400, deadline=None)
@given(_texts(_VOLUME_PIECES))
def test_a_venue_s_closing_volume_word_is_looked_for_wherever_it_may_stand(venue):
    if venueends._VOLUME_WORD_END_RE.search(venue) is not None:
        assert venue.removesuffix("\n").removesuffix(".").endswith(venueends._VOLUME_WORDS)


_HEADING_PIECES = ["Teaching", "students", "PATENTS", "awards and honors", "Fellowships", "grants", "Service"]
_HEADING_PIECES += ["professional preparation", "Synergistic Activities", "research support", "reviewing"]
_HEADING_PIECES += ["News", "contact", "Biography", "collaborative distance", "co-authors", "as co-author"]
_HEADING_PIECES += ["Invited Talks", "talk", "Papers Presented", "x", " ", "-", "1", "Selected Publications"]


@settings(max_examples=400, deadline=None)
@given(_texts(_HEADING_PIECES, most=4))
def test_an_ascii_heading_is_let_go_only_where_neither_heading_pattern_matches(heading):
    lowered = heading.lower()
    if sections._NON_PUBLICATION_RE.search(heading) is not None:
        assert text.holds_any(lowered, sections._NON_PUBLICATION_NEEDLES)
    if sections._TALKS_HEADING_RE.search(heading) is not None:
        assert text.holds_any(lowered, sections._TALKS_NEEDLES)


def test_headings_that_are_not_ascii_are_asked_of_the_patterns():
    # Matched without case, "ſ" is an "s" and the Kelvin sign a "k": such headings skip no pattern.
    assert sections.apply_heading(sections.Section(), "ſervice").skip
    assert sections.apply_heading(sections.Section(), "Invited Tal\u212as").type is not None
    assert sections.apply_heading(sections.Section(), "Vorträge").type is not None


_DIGIT_PIECES = ["Ruiz", " ", "A.", "é", "“", "1", "0", "9", "²", "¹", "٣", "①", "x", "-", "Ø"]


@settings(max_examples=400, deadline=None)
@given(_texts(_DIGIT_PIECES, most=6))
def test_the_digit_test_answers_as_each_character_s_own(piece):
    # Superscripts and other scripts' digits are digits to ``str.isdigit`` (and to the readers).
    assert text.holds_digit(piece) == any(character.isdigit() for character in piece)


_VENUE_PIECES = ["Proc.", " ", "Int.", "Conf.", "Wrocław", "Ærø", "café", "cafe\u0301", "ﬁ", "Ω"]
_VENUE_PIECES += ["&", "J", "2024"]


@settings(max_examples=400, deadline=None)
@given(_texts(_VENUE_PIECES, most=6))
def test_a_venue_s_tokens_are_those_of_its_decomposed_letters(venue):
    # The letters as they decompose, their combining accents left out; ASCII is left as it is.
    decomposed = unicodedata.normalize("NFKD", venue)
    folded = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    assert keys._strip_accents(venue) == folded
