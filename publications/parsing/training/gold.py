"""The shared gold lists (``data/gold``: pasted text + ``.gold.json``) as token labels.

Only lists the free-text reader reads (no BibTeX, RIS, LaTeX, dblp or Scholar copies) are
used: their entries are what the field labeller sees. Each gold entry's ``raw`` is cut into
the lines the list reader hands over (list marker removed, link-label lines after the first
dropped) and aligned with the entry's gold values.
"""

from __future__ import annotations

import json
from pathlib import Path

from .. import detect_format
from ..labelling.labels import Label
from ..labelling.tokens import Token
from ..lines import is_link_labels
from ..records import InputFormat
from ..text import strip_list_marker
from .align import align

DATA = Path(__file__).resolve().parent / "data" / "gold"


def entry_lines(raw: str) -> list[str]:
    """The lines of one entry as the list reader gives them to the labeller."""
    lines = []
    for index, line in enumerate(raw.split("\n")):
        text = line.strip()
        if index == 0:
            _, text = strip_list_marker(text)
        elif is_link_labels(text):
            continue
        if text:
            lines.append(text)
    return lines


def _person(display: str) -> tuple[str, list[str]]:
    words = display.split()
    return (words[-1], words[:-1]) if words else ("", [])


def labelled_entry(entry: dict) -> tuple[list[Token], list[str]]:
    def listed(*keys: str) -> list[str]:
        return [str(entry[key]) for key in keys if entry.get(key) not in (None, "", False)]

    values = {
        Label.TITLE: listed("title"),
        Label.CONTAINER: listed("venue", "venue_acronym"),
        Label.DATE: listed("year"),
        Label.VOLUME: listed("volume"),
        Label.ISSUE: listed("number"),
        Label.PAGES: listed("pages"),
        Label.ARTICLE: listed("article_number"),
        Label.PUBLISHER: listed("publisher"),
        Label.DOI: listed("doi"),
        Label.AWARD: listed("award"),
        Label.STATUS: [entry["status"]] if entry.get("status") not in (None, "published") else [],
    }
    if entry.get("year_in_text"):
        values[Label.DATE].append(str(entry["year_in_text"]))
    return align(
        entry_lines(entry["raw"]), values, names=[_person(name) for name in entry.get("authors") or []]
    )


def list_names() -> list[str]:
    """Stems of the gold lists the free-text reader reads, sorted."""
    names = []
    for path in sorted(DATA.glob("*.gold.json")):
        text_path = path.with_name(path.name.replace(".gold.json", ".txt"))
        if (
            text_path.exists()
            and detect_format(text_path.read_text(encoding="utf-8")) == InputFormat.CITATIONS
        ):
            names.append(text_path.stem)
    return names


def list_entries(name: str) -> list[tuple[list[Token], list[str]]]:
    gold = json.loads((DATA / f"{name}.gold.json").read_text(encoding="utf-8"))
    return [labelled_entry(entry) for entry in gold["entries"] if entry.get("raw")]
