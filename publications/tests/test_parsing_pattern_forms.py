"""Patterns written to open with what they consume, their look-behind after it (the regex engine
tries every position of a text for a pattern that opens with a look-behind): each finds what its
plain form, written here, finds, on texts of the shapes it is meant for and on texts that miss."""

from __future__ import annotations

import re

import pytest

from publications.parsing import names, tail
from publications.parsing.formats import citations

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
