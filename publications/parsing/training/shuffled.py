"""Synthetic lab-page entries whose fields come in any order, for the field labeller.

Real publication lists put their fields in orders no citation style writes: the year first
("2021 D. Name, Title, «Journal» 63"), a venue badge first ("JCSR 2024 Title, J Du, W Wang"),
a title line over a names line over a venue line, the title then the names, the venue first
("Journal (2016) 535: 285–288" over the title and the names). References from citation styles,
and the lab-page layouts of ``synthetic.py``, mostly open with the names, so a labeller trained
on them alone learns where a field stands rather than what it looks like.

Here the records of ``synthetic.make_record`` are written as blocks (names, title, venue with its
volume and pages, year, an optional badge of the venue's acronym in front) in one of the
orders real lists use, drawn at random, joined by separators and line breaks drawn at random,
with the title quoted, bold, italic or bare and the year bare, in parentheses or in brackets.
Each token's label is known from the block it was written in. The same seed gives the same entries.

Cannot produce: names in scripts without spaces (Japanese, Chinese) or fields split across
each other (a title broken by the venue).
"""

from __future__ import annotations

import random

from ..labelling.labels import Label
from .synthetic import (
    MONTHS,
    Person,
    Record,
    Segments,
    _author_segments,
    _decorations,
    _doi,
    _links,
    _venues,
    labelled_lab_page,
    make_record,
)

# Orders of the fields that lab pages and CVs write, other than a style's names first; each
# block is written whole (the venue with its volume and pages).
_ORDERS = (
    ("year", "authors", "title", "venue"),  # "2021 D. Name, Title, «Journal» 63"
    ("year", "title", "authors", "venue"),  # "2024 Title, J Du, W Wang"
    ("title", "authors", "venue", "year"),  # "Title / Names / Journal, 2020"
    ("title", "authors", "year", "venue"),  # "Title. Names (2022). Journal"
    ("title", "year", "authors", "venue"),
    ("venue", "year", "title", "authors"),  # "Journal (2016) 535: 285–288 / Title / Names"
    ("authors", "year", "title", "venue"),  # the styles' own order, kept for balance
    ("authors", "title", "venue", "year"),
)
# Between two blocks on one line; the year beside another block takes a space too.
_SEPARATORS = (". ", ", ", ": ", " / ", " - ", " | ", "; ")
_NAME_STYLES = ("initials", "full", "inverted", "vancouver", "bare")
_TITLE_MARKS = (("", ""), ("", ""), ('"', '"'), ("“", "”"), ("«", "»"), ("**", "**"), ("*", "*"))


# Syllables of invented words: the records' names and title words come from short lists, and a
# labeller that has seen only those learns the words (and their affixes) instead of their shapes.
_ONSETS = (
    "b",
    "d",
    "f",
    "g",
    "h",
    "k",
    "l",
    "m",
    "n",
    "p",
    "r",
    "s",
    "t",
    "v",
    "z",
    "ch",
    "sh",
    "tr",
    "br",
    "",
)
_VOWELS = ("a", "e", "i", "o", "u", "ai", "ou", "ia", "y")
_CODAS = ("", "", "", "n", "r", "s", "l", "k", "ng", "m")


def _invented_word(rng: random.Random, syllables: int) -> str:
    return "".join(rng.choice(_ONSETS) + rng.choice(_VOWELS) + rng.choice(_CODAS) for _ in range(syllables))


def _invented_person(rng: random.Random) -> Person:
    given = " ".join(
        _invented_word(rng, rng.randint(1, 3)).capitalize() for _ in range(rng.choice((1, 1, 1, 2)))
    )
    family = _invented_word(rng, rng.randint(1, 4)).capitalize()
    if rng.random() < 0.15:
        family += "-" + _invented_word(rng, rng.randint(1, 3)).capitalize()
    return Person(given, family)


def _with_invented_words(rng: random.Random, record: Record) -> Record:
    """The record with invented names for some of its people and invented words for some of its
    title's longer words (capitalised as the word they replace)."""
    record.authors = [_invented_person(rng) if rng.random() < 0.5 else person for person in record.authors]
    words = []
    for word in record.title.split(" "):
        if len(word) > 3 and word.isalpha() and rng.random() < 0.4:
            invented = _invented_word(rng, rng.randint(2, 4))
            word = invented.capitalize() if word[0].isupper() else invented
        words.append(word)
    record.title = " ".join(words)
    return record


def _badge(record: Record) -> str:
    """A venue's short name as lab pages print it before an entry ("CVPR", "JCSR")."""
    if record.acronym:
        return record.acronym
    capitals = "".join(word[0] for word in record.venue.split() if word[:1].isupper())
    return capitals if len(capitals) >= 2 else ""


def _year_block(rng: random.Random, record: Record) -> Segments:
    year = str(record.year)
    form = rng.randrange(6)
    if form == 0:
        return [(f"({year})", Label.DATE)]
    if form == 1:
        return [(f"[{year}]", Label.DATE)]
    if form == 2 and record.month:
        month = MONTHS["en"][record.month - 1]
        return [(f"{month[:3] if rng.random() < 0.5 else month} {year}", Label.DATE)]
    return [(year, Label.DATE)]


def _title_block(rng: random.Random, record: Record) -> Segments:
    opening, closing = rng.choice(_TITLE_MARKS)
    return [(f"{opening}{record.title}{closing}", Label.TITLE)]


def _venue_block(rng: random.Random, record: Record) -> Segments:
    """The venue with what follows it in the same block: volume, issue, pages or article."""
    if record.kind == "preprint":
        return [(f"arXiv:{record.article}" if rng.random() < 0.6 else "arXiv preprint", Label.ARXIV)]
    if record.kind in ("book", "thesis"):
        segments: Segments = [(record.publisher, Label.PUBLISHER)]
        if record.place and rng.random() < 0.5:
            segments += [(", ", Label.PUBLISHER), (record.place, Label.LOCATION)]
        return segments
    opening, closing = rng.choice((("", ""), ("", ""), ("*", "*"), ("«", "»"), ("“", "”")))
    segments = [(f"{opening}{record.venue}{closing}", Label.CONTAINER)]
    if record.kind == "chapter":  # a book's title reads like an entry's title but for its "In"
        segments.insert(0, (rng.choice(("In ", "in ", "In: ")), Label.CONTAINER))
    pages = record.pages.replace("-", rng.choice(("-", "–")))
    form = rng.randrange(5)
    if form == 0 or not (record.volume or pages):
        return segments
    if form == 1 and record.volume:  # "Journal 63, 2" / "Journal 535: 285–288"
        segments += [(" ", None), (record.volume, Label.VOLUME)]
        if pages:
            segments += [(rng.choice((", ", ": ")), Label.VOLUME), (pages, Label.PAGES)]
    elif form == 2 and record.volume:  # "JOURNAL 22.2"
        segments += [(" ", None), (record.volume, Label.VOLUME)]
        if record.issue:
            segments += [(".", Label.VOLUME), (record.issue, Label.ISSUE)]
    elif form == 3 and record.volume:  # "Journal, 12(3): 45-67"
        segments += [(", ", Label.CONTAINER), (record.volume, Label.VOLUME)]
        if record.issue:
            segments += [(f"({record.issue})", Label.ISSUE)]
        if pages:
            segments += [(": ", Label.ISSUE if record.issue else Label.VOLUME), (pages, Label.PAGES)]
    elif pages:  # "Proceedings …, pp. 1-9"
        segments += [(", ", Label.CONTAINER), (f"pp. {pages}", Label.PAGES)]
    return segments


def _order(rng: random.Random) -> list[str]:
    """One of the plausible orders; now and then without a venue (a badge in front names it)."""
    return list(rng.choice(_ORDERS))


def shuffled_entry(rng: random.Random, record: Record) -> Segments:
    """One record with its fields in an order, separators and line breaks drawn at random."""
    blocks = {
        "authors": _author_segments(
            rng, record.authors, language=record.language, style=rng.choice(_NAME_STYLES)
        ),
        "title": _title_block(rng, record),
        "venue": _venue_block(rng, record),
        "year": _year_block(rng, record),
    }
    order = _order(rng)
    segments: Segments = []
    badge = _badge(record)
    if badge and record.kind in ("journal", "conference") and rng.random() < 0.2:
        bracketed = rng.random() < 0.3
        # A badge without brackets is often all the venue the entry gives ("JCSR 2024 Title, …").
        alone = not bracketed and rng.random() < 0.5
        segments += [(f"[{badge}]" if bracketed else badge, Label.TAG if bracketed else Label.CONTAINER)]
        segments.append((" ", None))
        if alone:
            order.remove("venue")
        if order[0] != "year" and rng.random() < 0.6:
            order.remove("year")
            order.insert(0, "year")
    if order[0] == "year" and "venue" in order and rng.random() < 0.3:
        # "2021 D. Name, Title, «Journal» 63 (2021) 407-431": the year again beside the venue.
        blocks["venue"] = [*blocks["venue"], (" ", None), (f"({record.year})", Label.DATE)]
    separator = rng.choice(_SEPARATORS)
    breaks = rng.choice((0.0, 0.0, 0.5, 1.0))  # share of block boundaries that are line breaks
    if order[0] == "venue":  # a venue line first stands over the title's and the names' lines
        breaks = 1.0
    for index, name in enumerate(order):
        if index:
            previous = order[index - 1]
            if rng.random() < breaks:
                if rng.random() < 0.4:  # a line that ends in its field's stop: "Title." / "Names"
                    segments.append((separator.rstrip(), blocks[previous][-1][1]))
                segments.append(("\n", None))
            elif "year" in (previous, name) and rng.random() < 0.6:  # "Journal (2016)", "2021 D. Name"
                segments.append((" ", None))
            else:
                text = separator if rng.random() < 0.8 else rng.choice(_SEPARATORS)
                # Punctuation after a field is that field's (as the aligned references label it).
                segments += [(text.rstrip(), blocks[previous][-1][1]), (" ", None)]
        segments += blocks[name]
    if rng.random() < 0.5 and not segments[-1][0].endswith("."):
        segments.append((".", segments[-1][1]))
    segments += _decorations(rng) + _doi(rng, record) + _links(rng, record)
    return [(text, label) for text, label in segments if text]


def generate(seed: int, count: int) -> list[tuple[list, list[str]]]:
    """``count`` labelled entries (tokens, labels) with their fields in random orders."""
    rng = random.Random(seed)
    venues = _venues()
    return [
        labelled_lab_page(shuffled_entry(rng, _with_invented_words(rng, make_record(rng, venues))))
        for _ in range(count)
    ]
