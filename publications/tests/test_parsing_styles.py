"""Reference styles that the development corpus lacks (APA 7, MLA 9, Harvard, ACM, Chicago
author-date, Vancouver, Nature, Springer LNCS, lab pages with link labels, CV sections, HTML
source, Google Scholar copies), read by the real parser from tests/data/styles/.

Each NAME.txt has a NAME.json beside it, written by hand from the gold conventions of the shared
corpus: one object per entry, in text order, with the fields to check.
"""

import json
import unicodedata
from functools import cache
from pathlib import Path

import pytest

from publications.parsing import parse

STYLES = Path(__file__).resolve().parent / "data" / "styles"


@cache
def parsed(name: str) -> list[dict]:
    text = (STYLES / f"{name}.txt").read_text(encoding="utf-8")
    return [entry.to_dict() for entry in parse(text).entries]


def expected(name: str) -> list[dict]:
    return json.loads((STYLES / f"{name}.json").read_text(encoding="utf-8"))


def normalised(value):
    if isinstance(value, str):
        return " ".join(unicodedata.normalize("NFC", value).split())
    return value


def cases() -> list:
    return [
        pytest.param(path.stem, index, field, id=f"{path.stem}-{index}-{field}")
        for path in sorted(STYLES.glob("*.json"))
        for index, entry in enumerate(expected(path.stem))
        for field in entry
    ]


@pytest.mark.parametrize("name", sorted(path.stem for path in STYLES.glob("*.json")))
def test_every_entry_of_the_style_is_found_once_and_nothing_else(name):
    titles = [entry["title"] for entry in parsed(name)]
    assert titles == [entry["title"] for entry in expected(name)]


@pytest.mark.parametrize(("name", "index", "field"), cases())
def test_each_field_of_each_entry_is_read_as_the_style_writes_it(name, index, field):
    want = expected(name)[index]
    got = next((entry for entry in parsed(name) if entry["title"] == want["title"]), None)
    assert got is not None, f"no entry titled {want['title']!r}"
    value = got[field]
    if field == "authors_truncated":
        assert bool(value) == bool(want[field])
    else:
        assert normalised(value) == normalised(want[field])


def test_html_pasted_as_one_line_reports_the_line_numbers_of_the_source():
    text = (STYLES / "html-one-line.txt").read_text(encoding="utf-8")
    result = parse(text)
    assert {(entry.line_start, entry.line_end) for entry in result.entries} == {(1, 1)}
    assert [(account.line, account.kind) for account in result.lines] == [(1, "entry")]


def test_html_links_keep_their_doi_and_link_labels_are_not_part_of_the_venue():
    result = parse((STYLES / "html-source.txt").read_text(encoding="utf-8"))
    second = result.entries[1]
    assert second.doi == "10.1109/tits.2021.3054840"
    assert second.venue == "IEEE Transactions on Intelligent Transportation Systems"
    assert any(link.kind == "pdf" for link in second.links)
