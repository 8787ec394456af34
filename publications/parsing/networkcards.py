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

Crossref's metadata search (search.crossref.org) prints each result as such a card too: the
title, then the kind in capitals with the date and the venue ("JOURNAL ARTICLE published 14 June
2022 in Global Change Biology"), the volume and issue on some ("Volume 28, Issue 12"), the names
under their label ("Authors: Mara Okafor, Lena Brandt") and the DOI's link. The card is read the
same way: its citation on its title's line, its kind, volume and names lines left out; its kind,
Crossref's type of the work, types the entry ("BOOK CHAPTER" a chapter in the book it names,
"DISSERTATION" a thesis), as a citation written without it could not. Which type each kind names
is ``kindbadges``' table (``CROSSREF_TYPES``), with the other pages' kinds; this module reads the
cards.

LinkedIn's "Publications" section prints each of a profile's publications as a card too: the
title, the publisher and the date parted by a middle dot ("Water Resources Research · Mar 14,
2021"; the form's Publication and Publication date fields), the "Show publication" button where
it has a link, the description, where people write the authors ("Authors: Mara Okafor, Lena
Brandt" or the names alone), and "Other authors" over the linked co-authors' pictures. A copy of
the whole page holds each text twice (the page prints it once for the eye and once for screen
readers). Where the paste holds two such cards at least, each is read the same way, its
repeated lines left out with the rest.

Cannot handle: a card without its line of names, or whose kind line was not copied: it is left
as the line rules read it; a LinkedIn card whose description is no list of names.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .fields import MONTH_OR_SHORT_WORDS
from .kindbadges import CROSSREF_TYPES
from .names import is_author_list
from .records import PublicationType

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
# Crossref's line under a result's title: its kind (the registered work type, in capitals), "published",
# the date, and "in" the container's title where it has one.
_CROSSREF_KIND_RE = re.compile(
    r"(?P<kind>JOURNAL\s+ARTICLE|PROCEEDINGS\s+ARTICLE|BOOK\s+CHAPTER|BOOK\s+SECTION|BOOK\s+PART|"
    r"REFERENCE\s+ENTRY|EDITED\s+BOOK|MONOGRAPH|BOOK|DISSERTATION|POSTED\s+CONTENT|REPORT|DATASET|"
    r"STANDARD|COMPONENT|PEER\s+REVIEW|OTHER)\s+published\s+(?P<date>[^\n]{0,40}?(?P<year>"
    + _YEAR
    + r"))(?:\s+in\s+(?P<venue>\S.{0,300}?))?"
)
_CROSSREF_VOLUME_RE = re.compile(
    r"Volume\s+(?P<volume>[\w.-]{1,12})(?:,\s+Issue\s+(?P<issue>[\w./-]{1,12}))?"
)
_CROSSREF_NAMES_RE = re.compile(r"Authors?\s*:\s*(?P<names>\S.*)")
# A body registered as a work's author under its acronym ("Authors: IPCC"): under the label, a word
# of capitals alone is the body's name, as no list of people's names reads it.
_BODY_ACRONYM_RE = re.compile(r"[A-Z]{2,8}")
# The DOI's link under the names, and the result's row of links ("Actions", "Cite", "Search in
# Google Scholar").
_CROSSREF_DOI_RE = re.compile(r"https?://(?:dx\.)?doi\.org/10\.\S+")
_CROSSREF_ACTIONS_RE = re.compile(r"Actions(?:\s+Cite)?(?:\s+Search\s+in\s+Google\s+Scholar)?")
# LinkedIn's line under a publication's title: the publisher, a middle dot, the date ("Mar 14,
# 2021", "Mar 2021", "2021").
_PUBLISHED_RE = re.compile(
    rf"(?P<venue>[^·]{{2,300}}?)\s+·\s+(?:(?i:{MONTH_OR_SHORT_WORDS})\.?\s+(?:\d{{1,2}},\s+)?)?"
    rf"(?P<year>{_YEAR})"
)
_SHOW_PUBLICATION_RE = re.compile(r"(?i:show|see)\s+publication")
_DESCRIBED_NAMES_RE = re.compile(r"(?:(?i:authors?|co-?authors?)\s*:\s*)?(?P<names>\S.*)")
_OTHER_AUTHORS_RE = re.compile(r"(?i:other\s+authors)")
# One card alone is too little to tell LinkedIn's "Publisher · Date" from a line of another page.
_FEWEST_LINKEDIN_CARDS = 2


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
    crossref_cited, crossref_others = _crossref_cards(texts)
    linkedin_cited, linkedin_others = _linkedin_cards(texts)
    return citations | crossref_cited | linkedin_cited, others | crossref_others | linkedin_others


def crossref_card_types(texts: list[str]) -> dict[int, PublicationType]:
    """The kind of each Crossref card's work (by the index of its title line), where the card's
    kind line names one of the parser's types ("BOOK CHAPTER" a chapter, "DISSERTATION" a thesis)."""
    return {
        title: CROSSREF_TYPES[kind]
        for title, _citation, _lines, kind in _crossref_card_reads(texts)
        if kind in CROSSREF_TYPES
    }


def _crossref_cards(texts: list[str]) -> tuple[dict[int, str], set[int]]:
    """Crossref's result cards (see the module's doc): the title lines, each written as its card's
    citation, and the indices of the card's kind, volume and names lines."""
    citations: dict[int, str] = {}
    others: set[int] = set()
    for title, citation, lines, _kind in _crossref_card_reads(texts):
        citations[title] = citation
        others.update(lines)
    return citations, others


def _crossref_card_reads(texts: list[str]) -> Iterator[tuple[int, str, range, str]]:
    """Each Crossref card of ``texts``: its title's index, its citation, the indices of its other
    lines, and its kind as the card prints it, in single-spaced capitals."""
    for index, text in enumerate(texts):
        if " published " not in text or index < 1:
            continue
        kind = _CROSSREF_KIND_RE.fullmatch(text.strip())
        title = texts[index - 1].strip()
        if kind is None or not title:
            continue
        following = index + 1
        volume = None
        if following < len(texts):
            volume = _CROSSREF_VOLUME_RE.fullmatch(texts[following].strip())
            following += volume is not None
        named = _CROSSREF_NAMES_RE.fullmatch(texts[following].strip()) if following < len(texts) else None
        if named is None or not (
            is_author_list(named["names"]) or _BODY_ACRONYM_RE.fullmatch(named["names"].strip(" ."))
        ):
            continue
        printed_kind = " ".join(kind["kind"].split())
        venue = (kind["venue"] or "").strip(" .")
        if volume is not None:
            venue += f", {volume['volume']}" + (f"({volume['issue']})" if volume["issue"] else "")
        if venue and CROSSREF_TYPES.get(printed_kind) is PublicationType.CHAPTER:
            # the book a chapter is in, as a citation writes it: else read as the title's last words
            venue = f"In {venue}"
        citation = f"{named['names'].strip(' .')} ({kind['year']}). {title.rstrip('.')}."
        citation = f"{citation} {venue.strip(' ,')}." if venue.strip(" ,") else citation
        following += 1
        if following < len(texts) and _CROSSREF_DOI_RE.fullmatch(texts[following].strip()):
            citation += f" {texts[following].strip()}"
            following += 1
        if following < len(texts) and _CROSSREF_ACTIONS_RE.fullmatch(texts[following].strip()):
            following += 1
        yield index - 1, citation, range(index, following), printed_kind


def _linkedin_cards(texts: list[str]) -> tuple[dict[int, str], set[int]]:
    """LinkedIn's publication cards (see the module's doc): the title lines, each written as its
    card's citation, and the indices of the card's other lines; ({}, set()) where the paste holds
    fewer than ``_FEWEST_LINKEDIN_CARDS``."""
    citations: dict[int, str] = {}
    others: set[int] = set()
    for index, text in enumerate(texts):
        line = text.strip()
        if "·" not in line or index < 1 or texts[index - 1].strip() == line:
            continue  # (a repeated line is read with the first)
        published = _PUBLISHED_RE.fullmatch(line)
        title = texts[index - 1].strip()
        if published is None or not title or _PUBLISHED_RE.fullmatch(title):
            continue
        card = {index}
        if index >= 2 and texts[index - 2].strip() == title:
            card.add(index - 2)
        following = index + 1
        while following < len(texts) and (
            texts[following].strip() == line or _SHOW_PUBLICATION_RE.fullmatch(texts[following].strip())
        ):
            following += 1
        described = (
            _DESCRIBED_NAMES_RE.fullmatch(texts[following].strip()) if following < len(texts) else None
        )
        names = described["names"].strip(" .") if described else ""
        if not names or not is_author_list(names):
            continue
        following += 1
        if following < len(texts) and _OTHER_AUTHORS_RE.fullmatch(texts[following].strip()):
            following += 1
        card.update(range(index, following))
        citations[index - 1] = (
            f"{names} ({published['year']}). {title.rstrip('.')}. {published['venue'].strip(' .')}."
        )
        others |= card
    return (citations, others) if len(citations) >= _FEWEST_LINKEDIN_CARDS else ({}, set())


def _names(text: str) -> list[str] | None:
    """The names of a card's line of authors parted by middle dots, or None."""
    names = [name.strip() for name in _NAMES_SEPARATOR_RE.split(text.strip())]
    return names if names[0] and all(is_author_list(name) and "," not in name for name in names) else None
