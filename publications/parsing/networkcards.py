"""The cards of a research network's profile: kind, title, date and venue, names.

ResearchGate lists a profile's research as cards, each copied as lines: the work's kind
("Article", "Conference Paper", "Chapter"), perhaps "Full-text available", the title, the date
and the venue parted by a middle dot ("March 2021 · Water Resources Research 57(4)", "June 2019",
"Jan 2020 · Conference: EGU General Assembly 2020", "In book: Handbook of Rivers"), then the
authors parted by middle dots ("Mara Okafor · Lena Brandt"). Read as lines of a list, the kind
reads as a heading, the dotted names as no names and the cards run into each other.

Each card is read as the citation it holds ("Mara Okafor, Lena Brandt (2021). Title. Water
Resources Research 57(4).") on its title's line; its date and names lines are left out
(``NETWORK_CARD_REASON``), their words read into that citation, and its kind heads it. The
counters and buttons between cards ("Full-text available", "123 Reads", "14 Citations") are the
line rules'.

Cannot handle: a card without its line of names, or whose kind line was not copied: it is left
as the line rules read it.
"""

from __future__ import annotations

import re

from .fields import MONTH_OR_SHORT_WORDS
from .names import is_author_list

NETWORK_CARD_REASON = "a research network's card: its date and venue or its names, read with its title"

# The kinds ResearchGate names its items by, as it prints them above each title.
_KIND_RE = re.compile(
    r"(?:Article|Conference\s+Paper|Chapter|Book|Preprint|Thesis|Technical\s+Report|Poster|Presentation|"
    r"Working\s+Paper|Research\s+Proposal|Data|Dataset|Patent|Book\s+Review|Review|Letter|Method|"
    r"Experiment\s+Findings|Cover\s+Page|Conference\s+Abstract|Code)"
)
# The lines a card may show between its kind and its title.
_BETWEEN_KIND_AND_TITLE_RE = re.compile(
    r"(?i:full[\s-]text\s+available|file\s+available|preprint|accepted\s+manuscript)"
)
_YEAR = r"(?:19|20)\d\d"
# "March 2021", "Jan 2020", "2019": the card's date, then its venue after a middle dot.
_DATED_RE = re.compile(
    rf"(?:(?i:{MONTH_OR_SHORT_WORDS})\.?\s+)?(?P<year>{_YEAR})(?:\s*·\s*(?P<venue>[^·]{{2,300}}))?"
)
# The label ResearchGate puts before a conference's or a book's name.
_VENUE_LABEL_RE = re.compile(r"(?:Conference|In\s+book|Thesis\s+for|Journal)\s*:\s*")
_NAMES_SEPARATOR_RE = re.compile(r"\s+·\s+")


def network_cards(texts: list[str]) -> tuple[dict[int, str], set[int]]:
    """The title lines of ``texts`` (by index) that open a research network's card, each written
    as the card's citation, and the indices of the card's date and names lines;
    ({}, set()) where the paste holds no such card."""
    citations: dict[int, str] = {}
    others: set[int] = set()
    for index, text in enumerate(texts):
        dated = _DATED_RE.fullmatch(text.strip())
        if dated is None or index < 2 or index + 1 >= len(texts):
            continue
        names = _names(texts[index + 1])
        title = texts[index - 1].strip()
        kind = index - 2
        while kind >= 0 and _BETWEEN_KIND_AND_TITLE_RE.fullmatch(texts[kind].strip()):
            kind -= 1
        if names is None or not title or kind < 0 or _KIND_RE.fullmatch(texts[kind].strip()) is None:
            continue
        venue = _VENUE_LABEL_RE.sub("", (dated["venue"] or "").strip(), count=1).strip(" .")
        citation = f"{', '.join(names)} ({dated['year']}). {title.rstrip('.')}."
        citations[index - 1] = f"{citation} {venue}." if venue else citation
        others.update((index, index + 1))
    return citations, others


def _names(text: str) -> list[str] | None:
    """The names of a card's line of authors parted by middle dots, or None."""
    names = [name.strip() for name in _NAMES_SEPARATOR_RE.split(text.strip())]
    return names if names[0] and all(is_author_list(name) and "," not in name for name in names) else None
