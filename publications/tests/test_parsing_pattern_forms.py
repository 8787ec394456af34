"""Patterns written to open with what they consume, their look-behind after it (the regex engine
tries every position of a text for a pattern that opens with a look-behind): each finds what its
plain form, written here, finds, on texts of the shapes it is meant for and on texts that miss."""

from __future__ import annotations

import random
import re

import pytest

from publications.parsing import fields, names, tail
from publications.parsing.formats import citations
from publications.parsing.labelling import reader
from publications.parsing.text import collapse_spaces

_TEXTS = [
    "",
    "Proceedings of the International Conference on Things, 2019",
    "Coastal Letters. doi",
    "Coastal Letters, doi: ",
    "Coastal Letters doi pmid:",
    "bioRxiv preprint",
    "medRxiv. doi",
    "Ocean Dynamics. PREPRINT",
    "Lake Studies Workshop. pp",
    "Lake Studies Workshop,  pp. .",
    "Jurnal Ilmu, hal",
    "Zeitschrift. S. .",
    "ab . S.",
    "A. B. pp",
    "Title.OSDI 2004",
    "U.S.Army report. www.Nature.com, ASP.NET",
    "a title ends here.Next sentence.",
    "A.K. OkaforS. Brandt, A. Moreau (2019) Title",
    "L. Tesfaye, M. RossiK.L. Duarte, P. Novak, Title",
    "R. Iyer, K. Tan, Title of a paper. Venue, 2020",
    "ëéA.B. Cd, x",
    "xy\nA. Bc, d",
]

_PAIRS = [
    (
        tail._IDENTIFIER_LABEL_END_RE,
        r"(?<=[^\W\d_]{2})(?<!rxiv)(?:[.,;]?\s+(?:doi|pmid|pmcid|preprint))+\s*:?$",
    ),
    (tail._PAGE_LABEL_END_RE, r"(?<=[^\W\d_]{2})\s*[.,;]\s*(?:pp?|hal|hlm|S)\.?[\s.]*$"),
    (citations._GLUED_STOP_RE, r"(?<=[a-z]{2})\.(?=[A-Z][\w-]*[\s.,:;])"),
]


@pytest.mark.parametrize("text", _TEXTS)
@pytest.mark.parametrize(("pattern", "plain"), _PAIRS)
def test_pattern_matches_where_its_plain_form_does(pattern: re.Pattern[str], plain: str, text: str) -> None:
    written = re.compile(plain, pattern.flags)
    assert [found.span() for found in pattern.finditer(text)] == [
        found.span() for found in written.finditer(text)
    ]
    assert pattern.sub("", text) == written.sub("", text)


@pytest.mark.parametrize("text", _TEXTS)
def test_glued_names_are_found_where_the_plain_form_finds_them(text: str) -> None:
    plain = re.compile(r"(?<=[a-zà-ÿ]{2})(?=(?:[A-Z]\.\s?)+[A-Z][a-zà-ÿ]+(?:[-'’][A-Za-zà-ÿ]+)*,\s)")
    found, expected = names._GLUED_NAMES_RE.search(text, 0, 300), plain.search(text, 0, 300)
    assert (found and found.start()) == (expected and expected.start())


def test_glued_names_are_parted_and_labels_trimmed() -> None:
    assert names.with_glued_names_parted("A.K. OkaforS. Brandt, A. Moreau (2019) Title").startswith(
        "A.K. Okafor, S. Brandt, A. Moreau"
    )
    assert tail._IDENTIFIER_LABEL_END_RE.sub("", "Coastal Letters. doi") == "Coastal Letters"
    assert tail._IDENTIFIER_LABEL_END_RE.sub("", "bioRxiv preprint") == "bioRxiv preprint"
    assert tail._PAGE_LABEL_END_RE.sub("", "Lake Studies Workshop. pp") == "Lake Studies Workshop"


# Patterns asked only of texts that hold a word or character they need: each quick test is true
# wherever its pattern finds something, on the texts above, texts of the patterns' own shapes and
# random texts built from their pieces.
_GATED_TEXTS = [
    *_TEXTS,
    "Sousa e Silva, A., Costa, B. e Lima, C.",
    "A. Jansen en B. de Vries",
    "Nielsen, K. og Hansen, P.",
    "Kowalski, J.,i Nowak, A.",
    "Kovač, M., in Horvat, B.",
    "Lindqvist, A. och Berg, K.",
    "Nagy, P. és Kiss, E.",
    "Santoso, B. dan Wijaya, A.",
    "Title of a work. Technical Report; 2014",
    "Title, 2011. – Forschungsbericht",
    "Arbeit, Papier. Masterarbeit.",
    "Studies in Things: Harbour Press",
    "Coastal Letters, ONLINE",
    "Retrieved from the archive",
    "Ocean Review 12",
    "Revue. Consulté le",
    "Zeitschrift, abgerufen am",
    "Nordic Journal of Stuff",
    "\u0130nternational Review. Avaılable",
]
_PIECES = [
    " ",
    ",",
    ".",
    ":",
    " : ",
    "\t",
    "\u00a0",
    "e",
    "en",
    "in",
    "a",
    "i",
    "og",
    "och",
    "és",
    "dan",
    "A",
    "B.",
    "Cd",
    "LNCS",
    "Lecture Notes in ",
    "Technical Report",
    "Research report",
    "Forschungsbericht",
    "Diplomarbeit",
    "–",
    ";",
    "online",
    "ACCESSED",
    "retrieved",
    "consulté",
    "Abgerufen",
    "7",
    "\u0661",
    "ſ",
    "ı",
    "x",
    "pp",
    "hal",
    "S",
    "doi",
    "D\u0130",
    "PMID",
    "preprint",
    "avaılable",
    "FOLLOW",
    "Disponib",
    "VERFÜGBAR",
    " and ",
    " Y ",
    "\x1c",
    "\n",
    "  ",
]


def _random_texts() -> list[str]:
    chooser = random.Random(20261206)
    return ["".join(chooser.choice(_PIECES) for _ in range(chooser.randint(1, 14))) for _ in range(3000)]


@pytest.mark.parametrize("texts", [_GATED_TEXTS, _random_texts()], ids=["shaped", "random"])
def test_quick_tests_are_true_wherever_their_pattern_finds(texts: list[str]) -> None:
    for text in texts:
        spaced = collapse_spaces(text)  # the author list's white space, as the joiners are read
        if names._OTHER_JOINER_RE.search(spaced):
            assert any(joiner in spaced for joiner in names._OTHER_JOINERS), spaced
        sentence = re.compile(r"[.;,–]\s+" + tail._DOCUMENT_KINDS + r"\s*[.;,]")
        assert tail.names_document_kind(text) == (sentence.search(text + ".") is not None), text
        assert reader._more_than_a_venue(text) == (reader._MORE_THAN_A_VENUE_RE.search(text) is not None), (
            text
        )
        if tail._PAGE_LABEL_END_RE.search(text):
            assert tail._may_end_in_page_label(text), text
        if tail._IDENTIFIER_LABEL_END_RE.search(text):
            assert tail._may_end_in_identifier_label(text), text
        for venue, needles in ((False, fields._DATA_NOTE_NEEDLE_RE), (True, fields._DATA_NEEDLE_RE)):
            assert fields._may_hold_data_note(text, venue) == (needles.search(text) is not None), text
        assert collapse_spaces(text) == " ".join(text.split()), text


def test_joiners_kinds_and_venue_notes_are_still_read() -> None:
    assert [name.family for name in names.split_authors("A. Jansen en B. de Vries")[0]] == [
        "Jansen",
        "de Vries",
    ]
    assert tail.names_document_kind("Title of a work. Technical Report; 2014")
    assert not tail.names_document_kind("Title of a work. Technical report writing")
    assert reader._more_than_a_venue("Coastal Letters, ONLINE")
    assert not reader._more_than_a_venue("Nordic Journal of Stuff")
    assert fields.without_data_note("Title, with code AVAILABLE at the archive") == "Title"
    assert fields.without_data_note("Journal. Data and R code to follow", venue=True) == "Journal"
