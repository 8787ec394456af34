"""Word lists the token features look words up in: months (English, French, German, Spanish,
Italian, Portuguese), name particles, publisher and venue words, and the small closed classes
of citation wording (editor marks, page and volume labels, status, award and link words).

The venue words come from the venue table (``parsing/venues.json``), so a venue added there
is known to the labeller after the next training run.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from ..fields import _MONTHS as MONTH_NUMBERS
from ..names import _PARTICLES
from ..volumelabels import LABELLER_WORDS

MONTHS = frozenset(name.rstrip(".") for name in MONTH_NUMBERS)
PARTICLES = _PARTICLES | frozenset({"van", "ter", "dos", "das", "do", "des", "het", "lo", "st"})
PUBLISHER_WORDS = frozenset(
    [
        "press",
        "publishers",
        "publishing",
        "publisher",
        "verlag",
        "springer",
        "elsevier",
        "wiley",
        "ieee",
        "acm",
        "mit",
        "routledge",
        "sage",
        "taylor",
        "francis",
        "siam",
        "aaai",
        "pmlr",
        "curran",
        "associates",
        "gruyter",
        "brill",
        "palgrave",
        "macmillan",
        "academic",
        "university",
        "universität",
        "université",
        "universidad",
        "università",
        "universidade",
        "books",
        "editions",
        "éditions",
        "editorial",
        "editora",
        "editore",
        "mdpi",
        "frontiers",
        "nature",
        "iop",
        "aip",
        "openreview",
        "kluwer",
        "pearson",
        "cengage",
        "mcgraw",
        "norton",
        "penguin",
        "harvard",
        "oxford",
        "cambridge",
        "princeton",
        "chicago",
        "yale",
        "stanford",
        "gallimard",
        "seuil",
        "dunod",
        "hanser",
        "vieweg",
        "teubner",
        "suhrkamp",
    ]
)
EDITOR_WORDS = frozenset(
    [
        "ed",
        "eds",
        "editor",
        "editors",
        "edited",
        "hrsg",
        "herausgegeben",
        "éd",
        "éds",
        "dir",
        "coord",
        "org",
        "orgs",
    ]
)
IN_WORDS = frozenset(["in", "en", "dans", "im", "nel", "em"])
AND_WORDS = frozenset(["and", "und", "et", "y", "e", "i", "ja", "och", "og", "en"])
PAGE_WORDS = frozenset(["p", "pp", "page", "pages", "s", "seiten", "pág", "págs", "pag"])
VOLUME_WORDS = LABELLER_WORDS
ISSUE_WORDS = frozenset(["no", "nr", "issue", "num", "number", "heft", "n"])
ARTICLE_WORDS = frozenset(["art", "article", "paper"])
STATUS_WORDS = frozenset(
    [
        "press",
        "accepted",
        "submitted",
        "forthcoming",
        "appear",
        "review",
        "preparation",
        "revision",
        "print",
        "prep",
    ]
)
AWARD_WORDS = frozenset(
    [
        "award",
        "prize",
        "best",
        "outstanding",
        "distinguished",
        "honorable",
        "honourable",
        "finalist",
        "nominee",
    ]
)
LINK_WORDS = frozenset(
    [
        "pdf",
        "code",
        "project",
        "slides",
        "video",
        "abstract",
        "bibtex",
        "bib",
        "doi",
        "poster",
        "website",
        "supplementary",
        "supp",
        "data",
        "dataset",
        "talk",
        "demo",
        "github",
        "html",
        "cite",
        "preprint",
        "paper",
        "url",
        "blog",
        "press",
        "media",
        "link",
        "arxiv",
        "openreview",
    ]
)
THESIS_WORDS = frozenset(
    ["thesis", "dissertation", "phd", "ph", "master", "doctoral", "diploma", "habilitation", "thèse", "tesis"]
)
PLACE_WORDS = frozenset(
    [
        "london",
        "new",
        "york",
        "ny",
        "usa",
        "uk",
        "berlin",
        "heidelberg",
        "cham",
        "oxford",
        "cambridge",
        "boston",
        "amsterdam",
        "paris",
        "basel",
        "singapore",
        "switzerland",
        "germany",
        "france",
        "italy",
        "spain",
        "china",
        "japan",
        "canada",
        "ma",
        "ca",
        "nj",
        "pa",
        "dordrecht",
        "piscataway",
        "wiesbaden",
        "münchen",
        "munich",
        "wien",
        "vienna",
        "madrid",
        "barcelona",
        "roma",
        "milano",
        "tokyo",
        "beijing",
    ]
)
ORDINAL_RE = re.compile(r"^\d+(?:st|nd|rd|th|e|er|ème|º|ª)$", re.IGNORECASE)
_WORD_RE = re.compile(r"[^\W_]+")
_VENUE_TABLE = Path(__file__).resolve().parent.parent / "venues.json"
# Words so common in titles that knowing them as venue words says nothing.
_STOP = frozenset(
    ["the", "of", "on", "and", "for", "in", "a", "an", "to", "with", "at", "de", "la", "le", "des", "du"]
)


# Generic words of journal and meeting names ("Journal of …", "Workshop on …").
GENERIC_VENUE_WORDS = frozenset(
    {
        "journal",
        "journals",
        "proceedings",
        "proc",
        "conference",
        "conf",
        "symposium",
        "symp",
        "workshop",
        "transactions",
        "trans",
        "letters",
        "lett",
        "review",
        "rev",
        "reviews",
        "annals",
        "bulletin",
        "acta",
        "revue",
        "revista",
        "zeitschrift",
        "rivista",
        "quarterly",
        "magazine",
        "international",
        "int",
        "national",
        "annual",
        "meeting",
        "congress",
        "colloquium",
        "research",
    }
)


@lru_cache(maxsize=1)
def venue_words() -> tuple[frozenset[str], frozenset[str]]:
    """(lower-cased words of venue names and aliases, the table's acronyms as written)."""
    try:
        table = json.loads(_VENUE_TABLE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return frozenset(), frozenset()
    words: set[str] = set()
    acronyms: set[str] = set()
    for venue in table:
        for name in [venue.get("name") or "", *(venue.get("aliases") or [])]:
            words.update(word.lower() for word in _WORD_RE.findall(name))
        acronym = venue.get("acronym")
        if acronym:
            acronyms.add(acronym)
    words.update(GENERIC_VENUE_WORDS)  # the table may lack them
    return frozenset(words - _STOP), frozenset(acronyms)
