"""Shared checks of the parser tests: one reference read alone, and real exports with gold annotations
for the tests of the structured-format readers."""

from __future__ import annotations

import gc
import json
import time
from collections.abc import Callable
from pathlib import Path

from publications.parsing import parse
from publications.parsing.records import ParsedEntry, ParseResult

FORMATS = Path(__file__).parent / "data" / "formats"


def timed_parse(text: str) -> tuple[ParseResult, float]:
    """The parse of ``text`` and its CPU seconds. The parse's own CPU time, not the wall clock:
    other processes sharing the machine slow the wall clock down without the parse doing any more
    work, while a quadratic path or a hang shows in either. The cyclic garbage collector is paused
    for the parse: a full collection walks every object the test process holds (a few thousand
    tests' worth, over half a second), a cost of the process that lands on whichever parse happens
    to trigger it, not of the input."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        started = time.process_time()
        result = parse(text)
        return result, time.process_time() - started
    finally:
        if collecting:
            gc.enable()


def non_blank_line_numbers(text: str) -> set[int]:
    return {number for number, line in enumerate(text.splitlines(), start=1) if line.strip()}


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
    entries = entry_dicts(text)
    assert len(entries) == 1, [entry["title"] for entry in entries]
    return entries[0]


def assert_fields(text: str, title: str, authors: list[str], year: int, venue: str | None) -> dict:
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"]) == (title, authors, year, venue)
    return entry


def entry_dicts(text: str) -> list[dict]:
    """The entries ``text`` is read as, as the parser's JSON gives them."""
    return parse(text).to_dict()["entries"]


def only_entry(text: str) -> ParsedEntry:
    """The one entry ``text`` is read as."""
    entries = parse(text).entries
    assert len(entries) == 1, [entry.title for entry in entries]
    return entries[0]


def first_entry(text: str) -> ParsedEntry:
    """The first entry ``text`` is read as."""
    return parse(text).entries[0]


def read_titles(text: str) -> list[str | None]:
    """The titles of the entries ``text`` is read as."""
    return [entry.title for entry in parse(text).entries]


def fields_of(result: ParseResult) -> list[tuple[str | None, list[str], int | None]]:
    """Each entry's title, authors and year."""
    return [(entry.title, entry.authors, entry.year) for entry in result.entries]


def fields_and_venue_of(result: ParseResult) -> list[tuple[str | None, list[str], int | None, str | None]]:
    """Each entry's title, authors, year and venue."""
    return [(entry.title, entry.authors, entry.year, entry.venue) for entry in result.entries]


def read_fields(text: str) -> list[tuple[str | None, list[str], int | None]]:
    """The title, authors and year of each entry ``text`` is read as."""
    return fields_of(parse(text))


def read_fields_and_venue(text: str) -> list[tuple[str | None, list[str], int | None, str | None]]:
    """The title, authors, year and venue of each entry ``text`` is read as."""
    return fields_and_venue_of(parse(text))
