"""Synthetic pastes for the line labeller: references and lab-page cards laid out the ways
admins paste them, each line with its label.

Accepts the labelled references of ``data/anystyle/parser/core.xml`` (segments in reading
order) and a seeded ``random.Random``; the same seed gives the same pastes.

Layouts: reference lists one reference a paragraph, one a line, numbered (``[12]``, ``12.``),
title-first lists one entry a line ("Title. Authors. Venue 2019."),
wrapped at a column with or without a hanging indent, and as copied from a PDF (wrapped flush
left without blank lines, words hyphenated at line ends, page numbers and running heads between
the lines of a reference); lab-page cards
(title / authors with ``*`` marks / venue line / ``(* equal contribution)`` / link labels; and
in ``card_variant_documents`` a "with …" co-author line for the authors, a venue tag before the
title, an award line above or under the card);
Scholar-like rows followed by count columns; headings (years, types, "Selected ...", in
several languages) and noise lines (abstracts, ``Access the paper``, ``PMID: …``, ``Lab: …``,
``Cited by 12``) between entries.
"""

from __future__ import annotations

import random
import re
import textwrap
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ..segmentation import LineLabel
from . import anystyle
from .headings import HIGHLIGHT_HEADINGS, OTHER_HEADINGS, TYPE_HEADINGS, YEAR_HEADINGS

REFERENCES = anystyle.DATA / "core.xml"

Document = tuple[list[str], list[LineLabel]]


@dataclass(frozen=True)
class Reference:
    text: str  # as written, segments joined by spaces
    authors: str
    title: str
    venue: str
    date: str


def load_references(path: Path = REFERENCES) -> list[Reference]:
    references = []
    for sequence in ET.parse(path).getroot():
        parts: dict[str, str] = {}
        pieces = []
        for tag, value in anystyle.segments(sequence):
            pieces.append(value)
            key = {"journal": "container-title"}.get(tag, tag)
            parts.setdefault(key, value)
        text = " ".join(pieces)
        if text:
            references.append(
                Reference(
                    text=text,
                    authors=parts.get("author", ""),
                    title=parts.get("title", ""),
                    venue=parts.get("container-title", ""),
                    date=parts.get("date", ""),
                )
            )
    return references


LINK_LABELS = (
    "[PDF] [Code]",
    "[PDF] [Code] [Project]",
    "PDF  Code  Project",
    "Paper | Code | Video",
    "[arXiv] [Slides]",
    "Project  ARXIV  Code",
    "[pdf] [bib] [doi]",
    "PDF · Code · Poster",
)
NOISE = (
    "Abstract",
    "Access the paper",
    "Show abstract",
    "PMID: {n}",
    "PMCID: PMC{n}",
    "Lab: {name} Lab",
    "Cited by {c}",
    "{c} {y}",
    "{c}",
    "Citations: {c}",
    "Keywords: {words}",
    "Group: {name} Group",
    "Download PDF",
    "View article",
    "{p}",
    "Page {p}",
)
VENUE_TAGS = ("(Oral)", "(Spotlight)", "(Best Paper Award)", "(accepted)", "(Poster)", "")
# A card's award line, above the card or under it.
AWARD_LINES = (
    "Best Paper Award",
    "🏆 Best Paper Award",
    "Oral",
    "Spotlight",
    "Best Student Paper Finalist",
    "Outstanding Paper Award",
    "(Oral)",
    "Honorable Mention",
    "**Best Demo Award**",
)
# Acronyms of a venue tag opening a card's title line ("ICRA 2024 Safe Merging …").
TAG_ACRONYMS = ("CVPR", "ICRA", "IROS", "TITS", "NeurIPS", "ICML", "AAAI", "EMNLP", "TPAMI", "RA-L", "CoRL")


def without_date(reference: Reference) -> str:
    """The reference as written without its date (lists of accepted or undated work)."""
    return " ".join(reference.text.replace(reference.date, " ").split()) if reference.date else reference.text


def reference_year(rng: random.Random, reference: Reference) -> str:
    found = re.search(r"(?:19|20)\d\d", reference.date or reference.text)
    return found.group(0) if found else str(rng.randint(1995, 2025))


def _noise(rng: random.Random, references: list[Reference], *, variants: bool = False) -> list[str]:
    template = rng.choice(NOISE)
    line = template.format(
        n=rng.randint(10_000_000, 39_999_999),
        c=rng.randint(1, 900),
        y=rng.randint(1995, 2025),
        p=rng.randint(1, 400),
        name=rng.choice(("Smith", "Nguyen", "Müller", "Rossi", "García")),
        words=", ".join(rng.choice(references).title.split()[:3]),
    )
    lines = [line]
    if template == "Abstract":
        prose = " ".join(rng.choice(references).title for _ in range(4))
        if variants and rng.random() < 0.4:  # "Abstract: We present …", on the label's line
            lines = []
            prose = "Abstract: " + prose
        lines.extend(textwrap.wrap(prose, rng.randint(70, 110)) if rng.random() < 0.5 else [prose])
    return lines


def _heading(rng: random.Random, year: str) -> tuple[str, LineLabel]:
    roll = rng.random()
    if roll < 0.5:
        return rng.choice(YEAR_HEADINGS).format(y=year), LineLabel.HEADING_YEAR
    if roll < 0.75:
        return rng.choice(TYPE_HEADINGS), LineLabel.HEADING_TYPE
    if roll < 0.87:
        return rng.choice(HIGHLIGHT_HEADINGS), LineLabel.HEADING_HIGHLIGHT
    return rng.choice(OTHER_HEADINGS), LineLabel.HEADING


class Paste:
    """A paste being written: its lines and each line's label (a blank line is labelled blank)."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.labels: list[LineLabel] = []

    def add(self, line: str, label: LineLabel) -> None:
        self.lines.append(line)
        self.labels.append(LineLabel.BLANK if not line.strip() else label)

    def entry(self, lines: list[str], *, spaced: bool = False) -> None:
        """An entry's lines; ``spaced``: a blank line between them (each its own paragraph)."""
        for index, line in enumerate(lines):
            if index and spaced:
                self.add("", LineLabel.BLANK)
            self.add(line, LineLabel.START if index == 0 else LineLabel.CONTINUATION)

    def by_year(
        self,
        dated: Iterable[tuple[str, Reference]],
        heading: Callable[[str], None] | None,
        *,
        spaced: bool = True,
    ) -> Iterator[tuple[str, Reference]]:
        """Each ``(year, reference)`` of ``dated`` in turn, for its item to be written, with
        ``heading(year)`` written before the first item of each year (a page's year headings;
        ``spaced``: after a blank line); ``heading`` None writes none. ``dated`` is read one
        pair at a time, between the items, so a generator of it draws its years in the page's
        order."""
        last = None
        for year, reference in dated:
            if heading is not None and year != last:
                if spaced:
                    self.add("", LineLabel.BLANK)
                heading(year)
                last = year
            yield year, reference


def _reference_list(rng: random.Random, references: list[Reference]) -> Document:
    paste = Paste()
    numbering = rng.choice(("none", "none", "bracket", "dot", "bullet"))
    wrap = rng.random() < 0.45
    width = rng.randint(55, 100)
    hanging = rng.choice((0, 2, 3, 4)) if wrap else 0
    blank_between = rng.random() < (0.3 if wrap else 0.4)
    if rng.random() < 0.5:
        paste.add(rng.choice(OTHER_HEADINGS), LineLabel.HEADING)
        paste.add("", LineLabel.BLANK)
    for number, reference in enumerate(rng.sample(references, rng.randint(6, 30)), start=1):
        marker = {"none": "", "bracket": f"[{number}] ", "dot": f"{number}. ", "bullet": "• "}[numbering]
        text = marker + (without_date(reference) if rng.random() < 0.15 else reference.text)
        paste.entry(wrapped(text, width if wrap else 0, hanging))
        if blank_between:
            paste.add("", LineLabel.BLANK)
        if rng.random() < 0.06:
            for line in _noise(rng, references):
                paste.add(line, LineLabel.NOISE)
    return paste.lines, paste.labels


def wrapped(text: str, width: int, hanging: int = 0) -> list[str]:
    """The text's lines at ``width`` columns (``hanging``: the indent of every line but the
    first); width 0: the text on one line."""
    return (textwrap.wrap(text, width, subsequent_indent=" " * hanging) or [text]) if width else [text]


def hyphenated_wrap(
    text: str, width: int, indent: str = "", *, rng: random.Random | None = None, kept: int = 3
) -> list[str]:
    """Wrap at ``width`` as a PDF's justified column does: a long lower-case word at the end of a
    line is broken with a hyphen, ``kept`` letters at least on either side; with ``rng``, half of
    the time (now and then, as a column does), else always."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if len(candidate) <= width or not line:
            line = candidate
            continue
        cut = min(width - len(line) - 2, len(word.rstrip(",.")) - kept)
        if (
            cut >= kept
            and word[:1].islower()
            and word.rstrip(",.").isalpha()
            and (rng is None or rng.random() < 0.5)
        ):
            lines.append(f"{line} {word[:cut]}-")
            line = indent + word[cut:]
        else:
            lines.append(line)
            line = indent + word
    return [*lines, line] if line else lines


def _pdf_reference_list(rng: random.Random, references: list[Reference]) -> Document:
    """A reference list copied from a PDF: numbered or author-year, wrapped at the column's width
    with no blank lines (flush left, or now and then with a hanging indent), words hyphenated at
    line ends, and at each page break a page number and the journal's running head (noise) that
    fall between the lines of a reference."""
    paste = Paste()
    numbering = rng.choice(("none", "none", "none", "[{n}] ", "{n}. ", "({n}) ", "{n}) "))
    width = rng.randint(55, 100)
    indent = " " * rng.choice((0, 0, 0, 2, 4))
    head = rng.choice(("Journal of {v} {n} ({y}) 1–{p}", "{a} et al.", "{v}, Vol. {n}, No. 2", "{a} / {v}"))
    head = head.format(
        v=rng.choice(("Applied Ecology", "Hydrology", "Social History", "Robotics")),
        n=rng.randint(3, 90),
        y=rng.randint(1995, 2025),
        p=rng.randint(12, 40),
        a=rng.choice(("A. Lindqvist", "R. Okafor", "M. Duval")),
    )
    page, every = rng.randint(2, 300), rng.randint(30, 55)
    if rng.random() < 0.6:
        paste.add(rng.choice(OTHER_HEADINGS[2:6]), LineLabel.HEADING)
        if rng.random() < 0.5:
            paste.add("", LineLabel.BLANK)
    chosen = [reference for reference in rng.sample(references, rng.randint(10, 40)) if reference.authors]
    since = 0
    for number, reference in enumerate(chosen, start=1):
        marker = "" if numbering == "none" else numbering.format(n=number)
        for index, line in enumerate(hyphenated_wrap(marker + reference.text, width, indent, rng=rng)):
            paste.add(line, LineLabel.START if index == 0 else LineLabel.CONTINUATION)
            since += 1
            if since >= every:
                since, page = 0, page + 1
                breaks = ([str(page)], [str(page), head], [f"{page} {head}"], [head, str(page)])
                for noise in rng.choice(breaks):
                    paste.add(noise, LineLabel.NOISE)
    return paste.lines, paste.labels


def author_names(reference: Reference) -> list[str]:
    """The reference's author names as written, split apart (eight at most)."""
    names = [name.strip() for name in re.split(r",\s+(?=[A-Z]\.)|;|\s+and\s+|\s*&\s*", reference.authors)]
    return [name for name in names if name][:8]


def joined_names(names: list[str]) -> str:
    """Names as a sentence lists them: "A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _card(rng: random.Random, reference: Reference, *, variants: bool = False) -> list[str]:
    names = author_names(reference)
    marked = False
    if names and rng.random() < 0.3:
        names[0] += "*"
        if len(names) > 1:
            names[1] += "*"
        marked = True
    if names and rng.random() < 0.3:
        index = rng.randrange(len(names))
        names[index] = f"**{names[index]}**"
    title = reference.title.rstrip(".,")
    year = reference_year(rng, reference)
    venue = reference.venue.rstrip(".,") or rng.choice(("CVPR", "NeurIPS", "ICML", "CoRL", "ACL"))
    venue_line = rng.choice(("{v} {y}", "{v}, {y}", "{v} ({y})", "In {v}, {y}.")).format(v=venue, y=year)
    tag = rng.choice(VENUE_TAGS)
    if tag:
        venue_line += " " + tag
    order = rng.random()
    lines = [title, ", ".join(names), venue_line] if order < 0.7 else [", ".join(names), title, venue_line]
    lines = [line for line in lines if line.strip()]
    if variants:
        lines = _card_variant(rng, lines, names, year, order < 0.7)
    if marked and rng.random() < 0.7:
        equal = rng.choice(("(* equal contribution)", "* Equal contribution", "*equal contribution"))
        lines.insert(2 if rng.random() < 0.5 else len(lines), equal)
    if rng.random() < 0.5:
        if rng.random() < 0.4:  # "CoRL 2023 (Oral) [PDF] [Code] [Project]": on the venue line
            lines[-1] += " " + rng.choice(LINK_LABELS)
        else:
            lines.append(rng.choice(LINK_LABELS))
    return lines


def _card_variant(
    rng: random.Random, lines: list[str], names: list[str], year: str, title_first: bool
) -> list[str]:
    """The card's lines in one of the rarer shapes: a co-author line, a venue tag before the
    title, periods closing each line, an award line above or under the card."""
    lines = list(lines)
    shape = rng.random()
    if shape < 0.25 and len(names) > 1 and title_first:
        # The page owner's list: "with P. Novak and R. Silva" names the co-authors only.
        others = [name.strip("*") for name in names[1:]]
        note = rng.choice(("with {}", "joint with {}", "(with {})", "avec {}", "mit {}"))
        lines[1] = note.format(joined_names(others))
    elif shape < 0.5:
        # "ICRA 2024 Safe Merging …": the venue tag written before the title, without brackets.
        acronym = rng.choice(TAG_ACRONYMS)
        tag = f"{acronym} {year}" if rng.random() < 0.7 else f"{acronym}'{year[2:]}"
        index = 0 if title_first else 1
        lines[index] = f"{tag} {lines[index]}"
    if rng.random() < 0.3:  # "Title.", "A. Author, B. Author.", "Venue, 2024.": each line a sentence
        lines = [line if line.endswith(".") else line + "." for line in lines]
    roll = rng.random()
    if roll < 0.15:
        lines.insert(0, rng.choice(AWARD_LINES))
    elif roll < 0.3:
        lines.append(rng.choice(AWARD_LINES))
    return lines


def _lab_page(rng: random.Random, references: list[Reference], *, variants: bool = False) -> Document:
    paste = Paste()
    blank_between = rng.random() < 0.6
    if rng.random() < 0.4:
        paste.add(rng.choice(HIGHLIGHT_HEADINGS + OTHER_HEADINGS), LineLabel.HEADING)
    chosen = rng.sample(references, rng.randint(5, 20))
    years = sorted({reference_year(rng, reference) for reference in chosen}, reverse=True)
    use_years = rng.random() < 0.6
    for index, reference in enumerate(chosen):
        if use_years and index % 4 == 0 and years:
            paste.add("", LineLabel.BLANK)
            paste.add(rng.choice(YEAR_HEADINGS).format(y=years.pop(0)), LineLabel.HEADING_YEAR)
        elif index and rng.random() < 0.08:
            paste.add("", LineLabel.BLANK)
            text, label = _heading(rng, reference_year(rng, reference))
            paste.add(text, label)
        if blank_between or rng.random() < 0.2:
            paste.add("", LineLabel.BLANK)
        paste.entry(_card(rng, reference, variants=variants))
        if rng.random() < 0.15:
            for line in _noise(rng, references, variants=variants):
                paste.add(line, LineLabel.NOISE)
    return paste.lines, paste.labels


def _mixed_list(rng: random.Random, references: list[Reference]) -> Document:
    """One reference a line or a paragraph under headings, with noise lines between them."""
    paste = Paste()
    bullet = rng.choice(("", "", "- ", "• ", "* "))
    blank_between = rng.random() < 0.5
    for index, reference in enumerate(rng.sample(references, rng.randint(6, 25))):
        if index == 0 or rng.random() < 0.12:
            if index:
                paste.add("", LineLabel.BLANK)
            text, label = _heading(rng, reference_year(rng, reference))
            paste.add(text, label)
            if rng.random() < 0.5:
                paste.add("", LineLabel.BLANK)
        lines = [bullet + reference.text]
        if rng.random() < 0.2:
            lines.append(rng.choice(LINK_LABELS))
        paste.entry(lines)
        if rng.random() < 0.2:
            for line in _noise(rng, references):
                paste.add(line, LineLabel.NOISE)
        if blank_between:
            paste.add("", LineLabel.BLANK)
    return paste.lines, paste.labels


def _title_first_list(rng: random.Random, references: list[Reference]) -> Document:
    """One entry a line, title first: "Title. A. Author, B. Author. Venue 2019." (bulleted or not,
    the title in bold, italics or quotes, the parts separated by periods, commas or dashes)."""
    paste = Paste()
    bullet = rng.choice(("", "", "- ", "• ", "* ", "1. "))
    separator = rng.choice((". ", ". ", ", ", " – ", " | "))
    emphasis = rng.choice(("{}", "{}", "**{}**", "*{}*", '"{}"'))
    blank_between = rng.random() < 0.3
    use_years = rng.random() < 0.4
    chosen = [reference for reference in rng.sample(references, rng.randint(3, 15)) if reference.authors]
    heading = (
        (lambda year: paste.add(rng.choice(YEAR_HEADINGS).format(y=year), LineLabel.HEADING_YEAR))
        if use_years
        else None
    )
    dated = ((reference_year(rng, reference), reference) for reference in chosen)
    for number, (year, reference) in enumerate(paste.by_year(dated, heading, spaced=False), start=1):
        venue = reference.venue.rstrip(".,") or rng.choice(("NDSS", "USENIX Security", "OSDI", "CCS"))
        marker = f"{number}. " if bullet == "1. " else bullet
        tag = rng.choice(("", "", "", " (to appear)", " (Best Paper Award)", " [PDF]"))
        title = emphasis.format(reference.title.rstrip(".,"))
        line = f"{marker}{title}{separator}{reference.authors.rstrip('.,')}{separator}{venue} {year}.{tag}"
        paste.entry([line])
        if blank_between:
            paste.add("", LineLabel.BLANK)
    return paste.lines, paste.labels


def _abbreviated(authors: str) -> str:
    """ "Sharpton, V. L., Dressler, B. O." → "VL Sharpton, BO Dressler" (as Scholar writes names)."""
    names = []
    for piece in re.split(r";|\s+and\s+|\s*&\s*|,\s+(?=[A-ZÀ-Þ][^\W\d_]+,)", authors):
        family, _, given = piece.partition(",")
        initials = "".join(part[0] for part in re.findall(r"[^\W\d_]+", given) if part[0].isupper())
        if family.strip():
            names.append(f"{initials} {family.strip()}".strip())
    return ", ".join(names[:6]) + (", ..." if len(names) > 6 else "")


def _scholar_profile(rng: random.Random, references: list[Reference]) -> Document:
    """A Google Scholar profile copy: metrics, a table header, then title / authors / venue rows."""
    paste = Paste()
    for line in (
        "Cited by",
        f"All\tSince {rng.randint(2015, 2021)}",
        f"Citations\t{rng.randint(50, 9000)}\t{rng.randint(20, 5000)}",
        f"h-index\t{rng.randint(3, 60)}\t{rng.randint(3, 40)}",
    ):
        paste.add(line, LineLabel.NOISE)
    paste.add("", LineLabel.BLANK)
    paste.add(rng.choice(("TITLE\tCITED BY\tYEAR", "TITLE\nCITED BY\nYEAR")).split("\n")[0], LineLabel.NOISE)
    for reference in rng.sample(references, rng.randint(5, 20)):
        year = reference_year(rng, reference)
        venue = reference.venue.rstrip(".,") or "arXiv preprint"
        count = rng.choice((str(rng.randint(1, 900)), ""))
        lines = [
            reference.title.rstrip("."),
            _abbreviated(reference.authors) or reference.authors,
            f"{venue} {rng.randint(1, 60)} ({rng.randint(1, 12)}), {rng.randint(1, 999)}, {year}"
            f"\t{count}\t{year}",
        ]
        paste.entry([line for line in lines if line.strip()])
    return paste.lines, paste.labels


LAYOUTS = (
    _reference_list,
    _reference_list,
    _lab_page,
    _lab_page,
    _mixed_list,
    _scholar_profile,
    _title_first_list,
)


def synthetic_documents(count: int, seed: int = 15, path: Path = REFERENCES) -> list[Document]:
    """``count`` pastes, the same for the same seed."""
    rng = random.Random(seed)
    references = [reference for reference in load_references(path) if len(reference.text) > 30]
    return [LAYOUTS[index % len(LAYOUTS)](rng, references) for index in range(count)]


def card_variant_documents(count: int, seed: int = 16, path: Path = REFERENCES) -> list[Document]:
    """``count`` lab pages of cards in the rarer shapes (``_card_variant``, an "Abstract: …"
    paragraph), the same for the same seed; kept apart from ``synthetic_documents``
    so that adding them leaves those pastes as they were."""
    rng = random.Random(seed)
    references = [reference for reference in load_references(path) if len(reference.text) > 30]
    return [_lab_page(rng, references, variants=True) for _ in range(count)]


def pdf_list_documents(count: int, seed: int = 17, path: Path = REFERENCES) -> list[Document]:
    """``count`` reference lists copied from a PDF (``_pdf_reference_list``), the same for the same
    seed; kept apart from ``synthetic_documents`` so that adding them leaves those pastes as they were."""
    rng = random.Random(seed)
    references = [reference for reference in load_references(path) if len(reference.text) > 30]
    return [_pdf_reference_list(rng, references) for _ in range(count)]
