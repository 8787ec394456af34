"""The CSL-JSON reader: Zotero/Better BibTeX/citeproc items."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from publications.parsing.formats import csljson
from publications.parsing.records import LineKind, PublicationType

ITEMS = [
    {
        "id": "doe2020",
        "type": "paper-conference",
        "title": "A <i>great</i> paper",
        "author": [
            {"family": "Doe", "given": "Jane"},
            {"family": "Beethoven", "given": "Ludwig", "dropping-particle": "van"},
            {"literal": "others"},
        ],
        "editor": [{"family": "Ed", "given": "Itor"}],
        "issued": {"date-parts": [[2020, 7]]},
        "container-title": "Proceedings of the 39th ACM International Conference on Supercomputing",
        "page": "1-10",
        "DOI": "https://doi.org/10.5555/XYZ",
    },
    {
        "type": "article",
        "title": "A preprint",
        "author": [{"family": "Roe", "given": "R."}],
        "issued": {"raw": "2024-01-05"},
        "publisher": "arXiv",
        "number": "arXiv:2401.00001",
    },
    {
        "type": "article-journal",
        "title": "Journal one",
        "author": [{"family": "Esters", "given": "M."}],
        "issued": {"date-parts": [["2021"]]},
        "container-title": ["Nat. Commun."],
        "page": "5747",
        "volume": "12",
        "issue": "1",
    },
]


def test_an_array_of_items_gives_one_entry_per_item_with_every_field():
    result = csljson.parse(json.dumps(ITEMS, indent=2))
    first, preprint, article = result.entries
    assert first.title == "A great paper"
    assert first.authors == ["Jane Doe", "Ludwig van Beethoven"]
    assert first.authors_truncated
    assert first.editors == ["Itor Ed"]
    assert (first.year, first.month, first.type) == (2020, 7, PublicationType.CONFERENCE)
    assert (first.venue_canonical, first.pages, first.doi) == ("ICS", "1-10", "10.5555/xyz")
    assert first.bibtex_key == "doe2020"
    assert (preprint.type, preprint.venue_canonical, preprint.arxiv_id) == (
        PublicationType.PREPRINT,
        "arXiv",
        "2401.00001",
    )
    assert (preprint.year, preprint.month) == (2024, 1)
    assert (article.type, article.venue, article.venue_canonical) == (
        PublicationType.JOURNAL,
        "Nat. Commun.",
        "Nature Communications",
    )
    assert (article.article_number, article.pages, article.volume, article.number) == (
        "5747",
        None,
        "12",
        "1",
    )


def test_a_single_object_and_an_items_wrapper_are_read_too():
    assert [e.title for e in csljson.parse(json.dumps(ITEMS[2])).entries] == ["Journal one"]
    assert len(csljson.parse(json.dumps({"items": ITEMS}, indent=1)).entries) == 3


def test_each_item_knows_its_line_span_and_every_line_is_accounted_for():
    text = json.dumps(ITEMS, indent=2)
    result = csljson.parse(text)
    lines = text.split("\n")
    for entry in result.entries:
        assert lines[entry.line_start - 1].strip() == "{"
        assert lines[entry.line_end - 1].strip() in {"}", "},"}
    assert {a.line for a in result.lines} == {n for n, line in enumerate(lines, start=1) if line.strip()}
    assert result.lines[0].kind is LineKind.IGNORED


def test_a_broken_item_is_reported_at_its_line_and_the_others_still_parse():
    good = json.dumps(ITEMS[2])
    text = f'[\n  {good},\n  {{"type": "book", "title": "Broken" "author": []}},\n  {good}\n]'
    result = csljson.parse(text)
    assert [e.title for e in result.entries] == ["Journal one", "Journal one"]
    assert [issue.line for issue in result.issues if "JSON" in issue.message] == [3]


@pytest.mark.parametrize(
    ("csl_type", "expected"),
    [
        ("article-journal", PublicationType.JOURNAL),
        ("paper-conference", PublicationType.CONFERENCE),
        ("chapter", PublicationType.CHAPTER),
        ("book", PublicationType.BOOK),
        ("thesis", PublicationType.THESIS),
        ("dataset", PublicationType.DATASET),
        ("report", PublicationType.OTHER),
        ("webpage", PublicationType.OTHER),
    ],
)
def test_csl_types_map_to_publication_types(csl_type, expected):
    item = {"type": csl_type, "title": "T", "author": [{"family": "A", "given": "B"}], "issued": "2020"}
    assert csljson.parse(json.dumps([item])).entries[0].type is expected


@pytest.mark.parametrize("text", ["", "not json", "[1, 2", '{"a": ', "[[[[]]]]", "null"])
def test_text_that_is_not_csl_json_is_reported_without_raising(text):
    result = csljson.parse(text)
    assert result.entries == []
    if text.strip():
        assert result.issues


@settings(max_examples=150, deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=5),
        lambda children: (
            st.lists(children, max_size=3)
            | st.dictionaries(
                st.sampled_from(["title", "author", "issued", "type", "page", "DOI", "family", "x"]),
                children,
                max_size=4,
            )
        ),
        max_leaves=20,
    )
)
def test_any_json_value_is_read_without_raising(value):
    text = json.dumps(value, indent=1)
    result = csljson.parse(text)
    non_blank = {number for number, line in enumerate(text.split("\n"), start=1) if line.strip()}
    assert {account.line for account in result.lines} == non_blank
