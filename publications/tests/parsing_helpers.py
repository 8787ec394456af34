"""Shared checks of the parser tests: one reference read alone, and real exports with gold annotations
for the tests of the structured-format readers."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from publications.parsing import parse
from publications.parsing.records import ParseResult

FORMATS = Path(__file__).parent / "data" / "formats"


def assert_export_matches_gold(
    read: Callable[[str], ParseResult], stem: str, fields: tuple[str, ...]
) -> None:
    """``read`` finds every entry of the export ``stem`` and gets at least 95% of them right: title,
    authors and year together, and each of ``fields``."""
    text = (FORMATS / f"{stem}.txt").read_text(encoding="utf-8")
    gold = json.loads((FORMATS / f"{stem}.gold.json").read_text(encoding="utf-8"))["entries"]
    entries = read(text).entries
    assert len(entries) == len(gold)
    pairs = list(zip(gold, entries, strict=True))
    core = sum(e.title == g["title"] and e.authors == g["authors"] and e.year == g["year"] for g, e in pairs)
    assert core / len(gold) >= 0.95
    for field in fields:
        assert sum(getattr(e, field) == g[field] for g, e in pairs) / len(gold) >= 0.95, field


def read_one(text: str) -> dict:
    """The one entry ``text`` is read as, as the parser's JSON gives it."""
    entries = parse(text).to_dict()["entries"]
    assert len(entries) == 1, [entry["title"] for entry in entries]
    return entries[0]


def assert_fields(text: str, title: str, authors: list[str], year: int, venue: str | None) -> dict:
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"]) == (title, authors, year, venue)
    return entry
