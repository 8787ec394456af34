"""Field values shared by every format: months, years, pages, DOIs, arXiv ids, links,
status words, awards and the meaning of section headings.

Accepts fragments of citations in English, with German, French and Spanish month and
heading words where they are cheap to recognise.

Cannot handle: dates in calendars other than the Gregorian one; page ranges written as
words ("pages one to ten"); awards worded without "award", "prize" or "best".
"""

from __future__ import annotations

import re

from . import volumelabels
from .linecaches import line_cache, text_cache
from .records import Link, PublicationType, Status
from .text import collapse_spaces, literal_pattern, strip_html
from .volumelabels import OPTIONAL_STOP, STOP, label_needles, label_pattern

# ---------------------------------------------------------------- months
_MONTHS: dict[str, int] = {}
for _number, _names in enumerate(
    (
        "january jan jan. januar janvier janv janv. enero janeiro gennaio январь января",
        "february feb feb. februar février fevrier févr févr. fév fév. febrero fevereiro febbraio"
        " февраль февраля",
        "march mar mar. märz maerz mars marzo março март марта",
        "april apr apr. avril avr avr. abril aprile апрель апреля",
        "may mai mayo maio maggio май мая",
        "june jun jun. juni juin junio junho giugno июнь июня",
        "july jul jul. juli juillet juil juil. julio julho luglio июль июля",
        "august aug aug. août aout agosto август августа",
        "september sep sep. sept sept. septembre septiembre setembro settembre сентябрь сентября",
        "october oct oct. oktober okt okt. octobre octubre outubro ottobre октябрь октября",
        "november nov nov. novembre noviembre novembro ноябрь ноября",
        "december dec dec. dezember dez dez. décembre decembre déc déc. diciembre dezembro dicembre"
        " декабрь декабря",
    ),
    start=1,
):
    for _name in _names.split():
        _MONTHS[_name] = _number

_MONTH_KEYS = frozenset(name.rstrip(".") for name in _MONTHS)
# The month names written out, in every language above, for patterns ("(?i:" + MONTH_WORDS + ")").
MONTH_WORDS = "|".join(
    sorted((name for name in _MONTH_KEYS if len(name) > 3 or name in ("may", "mai")), key=len, reverse=True)
)
# The same, or cut to their English three letters ("Jan", "Sept"), as dates in page footers and
# headings write them; for patterns ("(?i:" + MONTH_OR_SHORT_WORDS + ")").
MONTH_OR_SHORT_WORDS = MONTH_WORDS + "|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec"
_MONTH_PREFIX_RE = re.compile(literal_pattern(name[:3] for name in _MONTH_KEYS))
# Whole words of letters only: a month name never touches a digit or an underscore ("Aug2022").
_LETTER_WORD_RE = re.compile(r"(?<!\w)[^\W\d_]+(?!\w)")
_YEAR_AFTER_MONTH_RE = re.compile(r"[.,]?\s*(?:\d{1,2}(?:st|nd|rd|th)?[,\s]+)?(?:19|20)\d\d\b")
_DAY_BEFORE_MONTH_RE = re.compile(r"\b\d{1,2}\s*$")


# A day and a month name together: "17 avril", "3. Juni", "June 3", "(2010, June 17)"; not a span of
# days ("Oct. 22-29", a meeting's).
_DAY_MONTH_RE = re.compile(
    r"(?<![\w-])\d{1,2}(?:st|nd|rd|th|er|º|\.)?\s+([^\W\d_]{3,9})\b\.?(?!\s*[-–]\s*\d)"
    r"|(?<![\w-])([^\W\d_]{3,9})\.?\s+\d{1,2}(?:st|nd|rd|th)?(?![\d\w–-])(?!\s*[-–]\s*\d)"
)


def has_day_of_issue(text: str) -> bool:
    """Does the text date something to the day ("Libération, 17 avril 2015", "(2010, June 17)")? A
    newspaper's or a magazine's issue is; a journal's volume or a book never is."""
    if not _MONTH_PREFIX_RE.search(text.lower()):
        return False
    for match in _DAY_MONTH_RE.finditer(text):
        if (match.group(1) or match.group(2)).casefold() in _MONTH_KEYS:
            return True
    return False


def parse_month(text: str | None) -> int | None:
    """ "Aug." / "august" / "8" / "Août" → 8; None when it is not a month."""
    if not text:
        return None
    value = text.strip().strip(".,").casefold()
    if value.isdecimal():  # not a raised digit ("¹"), which no int() reads
        number = int(value)
        return number if 1 <= number <= 12 else None
    value = value.split("-")[0].split("/")[0].strip()  # "Jul-Aug" → July
    return _MONTHS.get(value) or _MONTHS.get(value + ".")


def find_month(text: str) -> int | None:
    """The first month name in a venue/date fragment ("vol. 70, Aug. 2022" → 8).

    "May" only counts next to a year or day, because it is also an English word.
    """
    lowered = text.lower()
    if not _MONTH_PREFIX_RE.search(lowered):
        return None
    for match in _LETTER_WORD_RE.finditer(text):
        word = match.group(0)
        if len(word) > 9 or word.casefold() not in _MONTH_KEYS:
            continue
        end = match.end() + (1 if text.startswith(".", match.end()) else 0)
        if (
            word.casefold() in {"may", "mar", "jan", "dec"}
            and not _YEAR_AFTER_MONTH_RE.match(text, end)
            and not _DAY_BEFORE_MONTH_RE.search(text, 0, match.start())
        ):
            continue
        if (
            word[0].islower()
            and len(word) <= 4
            and word.casefold() != "sept"
            and not _YEAR_AFTER_MONTH_RE.match(text, end)
            and text[end:].strip(" .,;")
        ):
            continue  # "mar" inside lower-case prose is rarely a month; "juin 2022", "…, juin" are
        return parse_month(word)
    return None


# ---------------------------------------------------------------- years
# A year 1950-2049 not inside a number, a date or a range, nor an arXiv number's head ("2002.08187"),
# nor a decade ("the 1970s", "Europe's Long 1970s", a reading list's "1960s" heading).
# The digits first, then the lookbehind on the character before them: the engine skips to each "19"
# and "20" instead of testing every position. Nor four digits with letters glued on both sides, an
# identifier's middle (the article number "e2024EF004849"); a year glued to one word stands
# ("Interspeech2019").
YEAR_RE = re.compile(
    r"(?:19[5-9]|20[0-4])(?<![\d/.:-]\d\d\d)\d(?!\d)(?!\.\d{4,5}(?!\d))(?!(?<=0)['’]?s(?![^\W\d_]))"
    r"(?!(?<=[^\W\d_]\d{4})[^\W\d_])"
)


# A year since 1500 written as four digits of their own ("1730", "2021"; not "12021"): any year a
# reference may carry, an old book's too. (The test for a digit before the year is made after its
# first two digits, "(?<!\d\d\d)", not before them: a pattern that opens with a literal lets the
# regex engine skip to where it can match, one that opens with a lookbehind is tried at every
# position. The patterns below that look behind after their first character do so for this.)
WRITTEN_YEAR_RE = re.compile(r"(?:1[5-9]|20)(?<!\d\d\d)\d\d(?!\d)")
# A span of years, "1914–1918" or "1914–18": it closes many a title ("Title, 1914–1918") and is no
# volume, issue or pages.
YEARS_SPAN_RE = re.compile(r"(?:1[5-9]|20)\d\d\s*[–-]\s*(?:(?:1[5-9]|20)\d\d|\d\d)")
# A year from 1900 to 2099 written as four digits of their own: a year of the work a CV lists.
MODERN_YEAR_RE = re.compile(r"(?:19|20)(?<!\d\d\d)\d\d(?!\d)")


def find_years(text: str) -> list[int]:
    return [int(m.group(0)) for m in YEAR_RE.finditer(text)]


# A year before 1950 where a year stands: alone between separators or in parentheses, not a page
# ("pp. 1867"), a volume ("vol. 1901"), a number ("no 1905") or the end of a range ("1867–1870").
_EARLY_YEAR_RE = re.compile(
    r"(?<![\w/.:–—-])(?<!p\. )(?<!pp\. )(?<!t\. )(?<![Nn]o )(?<![Vv]ol\. )(?<!n° )"
    r"(1[5-8]\d\d|19[0-4]\d)[a-z]?(?=\s*(?:[.,;:)\]]|$))(?!\s*[-–—]\s*\d)"
)


# A note in square brackets after the year that closes a citation (a library's shelf mark, a reprint).
_CLOSING_NOTE_RE = re.compile(r"(?<=\d)\s*\[[^\[\]]{3,300}\]\s*\.?\s*$")


def without_closing_note(text: str) -> str:
    """``text`` without a bracketed note after its closing year ("…, 1557 [copy at …; reprinted 1584]")."""
    if text.rstrip(" .")[-1:] != "]":
        return text
    note = _CLOSING_NOTE_RE.search(text)
    return text[: note.start()] if note else text


def early_year(text: str) -> int | None:
    """The publication year of a reference to an older work ("Revue numismatique, t. IX, 1872."): the
    only year before 1950 written where a year stands, for text in which no later year is found
    (``YEAR_RE`` starts at 1950 so that page and volume numbers are not read as years)."""
    text = without_closing_note(text)
    if YEAR_RE.search(text):
        return None
    found = {int(match.group(1)) for match in _EARLY_YEAR_RE.finditer(text)}
    if not found:
        found = {year for match in _EARLY_YEAR_RANGE_RE.finditer(text) if (year := _range_start(match))}
    return found.pop() if len(found) == 1 else None


# A volume's span of years, standing where a year stands ("Mémoires de l'Académie, 1868-1869, pp. 45-56",
# "1871/72"): its first year is the work's. Pages cited look alike but are marked ("pp. 1867-1869").
_EARLY_YEAR_RANGE_RE = re.compile(
    r"(?<![\w/.:–—-])(?<!p\. )(?<!pp\. )(?<!S\. )(1[5-8]\d\d|19[0-4]\d)\s?[-–/]\s?(\d{4}|\d\d)"
    r"(?=\s*(?:[.,;:)\]]|$))"
)


def _range_start(match: re.Match[str]) -> int | None:
    """The first year of a span of one to five years, else None (a page range: "1867-1902")."""
    first, last = int(match.group(1)), match.group(2)
    end = int(last) if len(last) == 4 else first - first % 100 + int(last)
    return first if 1 <= end - first <= 5 else None


def parse_year(text: str | None) -> int | None:
    if not text:
        return None
    match = YEAR_RE.search(text)
    return int(match.group(0)) if match else None


# ---------------------------------------------------------------- DOIs, arXiv, links
_DOI_RE = re.compile(r"\b(10\.\d{4,9}/[^\s\"<>{}\[\]|\\^`⟨⟩]{1,300})", re.IGNORECASE)
_DOI_PREFIX_RE = re.compile(r"^(?:https?://)?(?:dx\.)?(?:www\.)?doi\.org/|^doi:\s*", re.IGNORECASE)


def normalize_doi(text: str | None) -> str | None:
    """Bare, lower-case DOI from "doi:10.1/X", "https://doi.org/10.1/X", "10.1/X."; None if absent."""
    if not text:
        return None
    value = _DOI_PREFIX_RE.sub("", text.strip())
    match = _DOI_RE.search(value)
    if not match:
        return None
    doi = match.group(1)
    # A DOI may contain parentheses, but a closing one without its opening belongs to the text around it.
    while doi and doi[-1] in ".,;:)]}'\"”’":
        if doi[-1] == ")" and doi.count("(") >= doi.count(")"):
            break
        doi = doi[:-1]
    for tail in ("/full", "/abstract", "/pdf", "/epdf"):
        if doi.lower().endswith(tail):
            doi = doi[: -len(tail)]
    return doi.lower() or None


_PMID_RE = re.compile(r"^(?:PMID:?\s*)?(\d{1,9})$", re.IGNORECASE)


def normalize_pmid(text: str | None) -> str | None:
    """A PubMed id from "26017442" or "PMID: 26017442"; None if absent or not one."""
    match = _PMID_RE.match((text or "").strip())
    return match.group(1).lstrip("0") or None if match else None


# A DOI labelled as the preprint's ("doi: 10.1101/… preprint: 10.1101/…"), as a page lists the
# DOIs of a paper and of its preprint.
_PREPRINT_DOI_RE = re.compile(
    r"\bpreprint\s*:\s*(?:https?://(?:dx\.)?doi\.org/)?(10\.\d{4,9}/\S{1,300})", re.IGNORECASE
)


def find_doi(text: str) -> str | None:
    """The first DOI written anywhere in the text (printed, as doi: field, or in a link target),
    unless the text writes it again as its preprint's ("doi: 10.1101/x preprint: 10.1101/x"): that
    one is no DOI of the work as published. A preprint's DOI written alone is the entry's."""
    if "10." not in text:
        return None
    match = _DOI_RE.search(text)
    if match is None:
        return None
    doi = normalize_doi(match.group(1))
    if "reprint" in text and any(
        preprint.start(1) > match.start() and normalize_doi(preprint.group(1)) == doi
        for preprint in _PREPRINT_DOI_RE.finditer(text, match.end())
    ):
        return None  # (written twice: as the work's, then as its preprint's)
    return doi


_ARXIV_RE = re.compile(
    r"(?:arxiv(?:\.org/(?:abs|pdf)/|:\s*|\s+(?:preprint\s+)?(?:arxiv:)?)|abs/|CoRR\s+abs/)"
    r"(\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?/\d{7})(v\d+)?",
    re.IGNORECASE,
)


def find_arxiv_id(text: str) -> str | None:
    """ "arXiv:2101.01234v2", "arxiv.org/abs/2101.01234", "CoRR abs/2101.01234" → "2101.01234"."""
    if "xiv" not in text and "Xiv" not in text and "XIV" not in text and "abs/" not in text:
        return None
    match = _ARXIV_RE.search(text)
    return match.group(1) if match else None


# bioRxiv's and medRxiv's identifiers, the part of their DOIs after "10.1101/": the date posted and a
# number since December 2019 ("2021.07.05.470474", medRxiv's "2021.09.21.21263842"), a number of six
# digits before ("645123"). Citations print them after the server's name ("bioRxiv 2021.07.05.470474",
# "bioRxiv. 2021; 2021.07.05.470474", "bioRxiv:055624", "bioRxiv, 645123"); the dated form is
# distinct enough to be read anywhere else in the citation, the bare number only there.
_RXIV_NAME = r"\b(?:[Bb]io|[Mm]ed)R[Xx]iv\b"
_DATED_RXIV_ID = r"(?P<year>(?:19|20)\d\d)\.[01]\d\.[0-3]\d\.\d{6,8}"
_RXIV_ID_AFTER_NAME_RE = re.compile(
    r"(?P<name>" + _RXIV_NAME + r")(?:\s+[Pp]reprint\b)?"
    r"[\s.,:;]*(?:(?P<written>(?:19|20)\d\d)\s*;\s*)?"
    r"(?P<id>" + _DATED_RXIV_ID + r"|\d{6})(?:v\d{1,2})?(?!\w|\.\d)"
)
_DATED_RXIV_ID_RE = re.compile(r"(?<![\w./-])(?P<id>" + _DATED_RXIV_ID + r")(?:v\d{1,2})?(?![\w/]|\.\d)")


def find_rxiv_id(text: str) -> re.Match[str] | None:
    """The bioRxiv or medRxiv identifier printed in a citation that names either server, as a match
    whose group "id" is the identifier (no version) and "year" the year it was posted, when it is the
    dated form; None when the text names neither server or prints no identifier."""
    if "rxiv" not in text and "Rxiv" not in text and "RXIV" not in text:
        return None
    if not re.search(_RXIV_NAME, text):
        return None
    return _RXIV_ID_AFTER_NAME_RE.search(text) or _DATED_RXIV_ID_RE.search(text)


_URL_RE = re.compile(r"https?://[^\s<>\"'\])]{1,2000}")
# Absolute targets, and relative ones to a PDF ("papers/x.pdf" on a group's own page).
_MD_LINK_RE = re.compile(
    r"\[((?:[^\[\]\n]|\[[^\[\]\n]{0,60}\]){0,300})\]\((https?://[^()\s]{1,2000}|[\w./~-]{1,500}\.pdf|#)\)"
)
# (kind, pattern, words one of which the lower-cased text must contain for the pattern to match)
_LINK_KINDS = (
    ("pdf", re.compile(r"\bpdf\b|paper", re.IGNORECASE), ("pdf", "paper")),
    ("code", re.compile(r"\bcode\b|github|gitlab|software", re.IGNORECASE), ("code", "git", "software")),
    ("slides", re.compile(r"slides?\b", re.IGNORECASE), ("slide",)),
    ("video", re.compile(r"video|youtube|talk\b", re.IGNORECASE), ("video", "youtube", "talk")),
    (
        "project",
        re.compile(r"project|website|homepage|page\b", re.IGNORECASE),
        ("project", "website", "page"),
    ),
    ("arxiv", re.compile(r"arxiv", re.IGNORECASE), ("arxiv",)),
    ("doi", re.compile(r"\bdoi\b|doi\.org", re.IGNORECASE), ("doi",)),
    ("data", re.compile(r"\bdata(?:set)?\b", re.IGNORECASE), ("data",)),
    ("poster", re.compile(r"poster", re.IGNORECASE), ("poster",)),
)


def _kind_in(text: str) -> str | None:
    lowered = text.lower()
    for kind, pattern, words in _LINK_KINDS:
        if any(word in lowered for word in words) and pattern.search(text):
            return kind
    return None


@text_cache(maxsize=4096)
def link_kind(label: str, url: str = "") -> str:
    # A long label is the linked title, not a link word: "… with Missing Data" is no data link.
    kind = (_kind_in(label) if len(label) <= 40 else None) or _kind_in(url)
    if kind:
        return kind
    return "pdf" if url.lower().endswith(".pdf") else "url"


def find_links(text: str) -> list[Link]:
    """Markdown links with their labels, then bare URLs not already taken."""
    links: list[Link] = []
    seen: set[str] = set()
    if "](" in text:
        for match in _MD_LINK_RE.finditer(text):
            label, url = match.group(1).strip(), match.group(2)
            if url == "#" or url in seen:
                continue
            seen.add(url)
            links.append(Link(kind=link_kind(label, url), url=url, label=label))
    if "http" in text:
        for match in _URL_RE.finditer(text):
            url = match.group(0).rstrip(".,;:")
            if url not in seen:
                seen.add(url)
                links.append(Link(kind=link_kind("", url), url=url))
    return links


# ---------------------------------------------------------------- pages, volume, issue
PAGES_RE = re.compile(
    r"\b(?:pp?\.|pages?|S\.|ss\.|С\.|стр\.)\s*([A-Za-z]?\d+(?::\d+)?(?:\s*(?:-{1,2}|–|—)\s*[A-Za-z]?\d+(?::\d+)?)?)"
    r"|\b(\d+\s*(?:-{1,2}|–|—)\s*\d+)\.\s*o\.",  # Hungarian "45–67. o." (oldal)
    re.IGNORECASE,
)
RANGE_RE = re.compile(
    r"(?<![\w.:/-])([A-Za-z]?\d+(?::\d+)?\s?(?:-{1,2}|–|—)\s?[A-Za-z]?\d+(?::\d+)?)(?![\w/-])"
)
# GOST (Russian) labels: "Т." (volume), "Вып." and "№" (issue), "С." (pages).
# Czech and Slovak (ČSN/STN ISO 690): "roč. 45, č. 5, s. 1081-1090" (volume, issue, pages); Polish:
# "t. 18, nr 4, s. 55-70"; Turkish: "Cilt 29, Sayı 2, ss. 123-140". Hungarian writes the number
# before its label: "22. évf. 3. sz. 45–67. o.".
# ("vol" and "volume" with their stop or without it, the other abbreviations with it.)
_VOLUME_LABEL = label_pattern(volumelabels.IN_DETAILS, STOP, {"vol": OPTIONAL_STOP, "volume": OPTIONAL_STOP})
VOLUME_RE = re.compile(
    rf"\b(?:{_VOLUME_LABEL})\s*(\d+[A-Za-z]?)"
    rf"|\b(\d{{1,4}})\.\s*(?:{label_pattern(volumelabels.AFTER_NUMBER, STOP)})",
    re.IGNORECASE,
)
# The words ``VOLUME_RE`` needs, in lower case: a cheap test before it is run.
VOLUME_LABEL_NEEDLES = label_needles(
    volumelabels.IN_DETAILS, STOP, {"vol": OPTIONAL_STOP, "volume": OPTIONAL_STOP}
) + label_needles(volumelabels.AFTER_NUMBER)
NUMBER_RE = re.compile(
    r"(?:\bno\.|\bnr\.?|\bnum(?:ber)?\.?|\bnúm\.|\bn\.?[°º]|\bissue|№|\bвып\.|\bč\.|\bčíslo|\bsayı)\s*(\d+(?:[-–/](?!(?:19|20)\d\d\b)\d+)?)"
    r"|\b(\d{1,4}(?:[-–/]\d{1,4})?)\.\s*(?:sz\.|szám\b)",
    re.IGNORECASE,
)
ARTICLE_RE = re.compile(
    r"\b(?:art(?:icle)?\.?(?:\s*no\.)?|Article)\s*(?:no\.\s*)?([A-Za-z]?\d+)",
    re.IGNORECASE,
)


# What makes a pages field more than one page: a range ("1-14", "1--14", "1–14") or a list ("1,5", "7+").
_MORE_THAN_ONE_PAGE_RE = re.compile(r"[-–—,+]")


def split_pages(text: str | None) -> tuple[str | None, str | None]:
    """(pages, article_number) from a structured pages field: a range or list of pages is pages,
    a single number ("e0130140", "107899") is an article number. The text is kept as given."""
    text = (text or "").strip()
    if not text:
        return None, None
    if _MORE_THAN_ONE_PAGE_RE.search(text):
        return text, None
    return None, text


# The dashes and hyphens a range of pages is written with: BibTeX's "--", a hyphen, an en or em dash.
_PAGE_DASH_RE = re.compile(r"\s*(?:-{1,3}|–|—|‐|‑)\s*")
_PAGE_LABEL_RE = re.compile(r"^(?:pp?\.|pages?|S\.|pág?s?\.)\s*", re.IGNORECASE)


def normalise_pages(text: str | None) -> str | None:
    """Pages as stored from a pasted reference: "101--112", "101-112", "pp. 101 - 112" → "101–112".
    Every entry read from free text has its pages set through this once, when it is finished
    (``classify.finish_entry``), so that one range reads the same whichever reader found it; a
    single page or a list of pages keeps its own text."""
    if not text:
        return None
    value = _PAGE_LABEL_RE.sub("", collapse_spaces(text).strip(" ,.;:()"))
    if not value:
        return None
    return _PAGE_DASH_RE.sub("–", value)


def find_pages(text: str) -> str | None:
    """Pages as written: "pp. 1-14" → "1-14", "p. 1" → "1"; a bare range "295–309" counts too."""
    match = PAGES_RE.search(text)
    if match:
        return re.sub(r"\s+", "", match[match.lastindex])
    match = RANGE_RE.search(text)
    if match and not YEAR_RE.fullmatch(match.group(1).split("-")[0]):
        return re.sub(r"\s+", "", match.group(1))
    return None


# A book's imprint in one parenthesis, as Bluebook cites a book after its title: "(Oxford University
# Press, forthcoming 2026)", "(Found. Press 9th ed. 2013)"; a publisher's word names it.
BOOK_IMPRINT = r"\((?P<imprint>[^()]*?\b(?:Press|Publishing|Publishers|Books|Verlag)\b[^()]*)\)"
BOOK_IMPRINT_RE = re.compile(BOOK_IMPRINT)


# ---------------------------------------------------------------- status and awards
# A work not yet finished: "in preparation", "in progress", "work in progress", "draft available",
# "in prep."; French "en préparation", German "in Vorbereitung", Spanish "en preparación", Portuguese
# "em preparação", Italian "in preparazione".
DRAFT_STATUS_RE = re.compile(
    r"\b(?:work(?:ing)?\s+in\s+progress|in\s+progress|in\s+preparation|draft(?:ing)?(?:\s+available)?"
    r"|in\s+prep\.|en\s+préparation|in\s+Vorbereitung|en\s+preparación|em\s+preparação|in\s+preparazione)"
    r"(?:\b|(?<=\.))",
    re.IGNORECASE,
)


_STATUS_PATTERNS = (
    (
        Status.TO_APPEAR,
        re.compile(r"\bto\s+appear\b|\bzur\s+Veröffentlichung\b", re.IGNORECASE),
    ),
    (
        Status.IN_PRESS,
        re.compile(
            r"\bin\s+press\b|\bim\s+Druck\b|\bsous\s+presse\b|\bno\s+prelo\b|\ben\s+prensa\b|\bin\s+stampa\b",
            re.IGNORECASE,
        ),
    ),
    # A book "under contract" with its publisher is one still to come.
    (Status.FORTHCOMING, re.compile(r"\bforthcoming\b|\bunder\s+contract\b", re.IGNORECASE)),
    (
        Status.ACCEPTED,
        re.compile(r"\baccepted\b(?!\s+(?:papers?|talks?|for\s+oral))", re.IGNORECASE),
    ),
    (
        Status.UNDER_REVIEW,
        # "Revise and resubmit" ("R&R") at a journal: an economics CV's paper still under review.
        re.compile(r"\b(?:under\s+review|in\s+review|revise\s+(?:and|&)\s+resubmit|R&R)\b", re.IGNORECASE),
    ),
    # "Soon to be submitted to A&A": a paper still being written.
    (Status.SUBMITTED, re.compile(r"\b(?<!to be )(?:submitted|eingereicht)\b", re.IGNORECASE)),
    (Status.IN_PREPARATION, DRAFT_STATUS_RE),
)


_STATUS_NEEDLES = (
    "appear",
    "veröffentlichung",
    "press",
    "druck",
    "prelo",
    "prensa",
    "stampa",
    "forthcoming",
    "contract",
    "accepted",
    "submitted",
    "review",
    "eingereicht",
    "resubmit",
    "r&r",
    "progress",
    "prep",
    "draft",
    "vorbereitung",
    "préparation",
)
_STATUS_NEEDLE_RE = re.compile("|".join(re.escape(word) for word in _STATUS_NEEDLES))


def _may_have_status(text: str) -> bool:
    lowered = text.lower()
    return _STATUS_NEEDLE_RE.search(lowered) is not None


def find_status(text: str) -> Status | None:
    if not _may_have_status(text):
        return None
    for status, pattern in _STATUS_PATTERNS:
        if pattern.search(text):
            return status
    return None


# "submitted to", "accepted at", "accepted in", "R&R at the": the words that lead from the status to
# the venue; "accepted for publication in", "Accepted for publication, Conference …" (and after a
# status the patterns above read, "pour publication dans", "para su publicación en", "para
# publicação em", "per la pubblicazione su"): the purpose, then the venue.
_STATUS_TO_VENUE_RE = re.compile(
    r"(?:\s+(?i:for|pour|para|per)\s+(?:(?i:la|su)\s+)?"
    r"(?i:publication|publicación|publicacion|publicação|publicacao|pubblicazione)\b\s*[,:]?)?"
    r"(?:\s+(?:at|to|in|dans|en|em|su)(?:\s+the)?)?\s+(?=\S)"
)


def status_span(text: str) -> tuple[Status, int, int] | None:
    """The status a citation's tail states and where it is written (with the word that leads on to
    the venue: "accepted at Econometrica"), or None."""
    if not _may_have_status(text):
        return None
    for status, pattern in _STATUS_PATTERNS:
        match = pattern.search(text)
        if match:
            leading = _STATUS_TO_VENUE_RE.match(text, match.end())
            return status, match.start(), leading.end() if leading else match.end()
    return None


_AWARD_RE = re.compile(
    r"((?:Honou?rable\s+Mention|(?:[A-Z0-9][\w-]*\s+){0,4}(?:Best|Outstanding|Distinguished)\b[^.;,()\n<>]{0,80}"
    r"(?:Award|Prize|Paper|Mention|Medal)(?:\s+(?:Finalist|Nominee|Nomination|Candidate|Runner[- ]up))?"
    r"|(?:[A-Z][\w-]*\s+){1,4}(?:Award|Prize)(?:\s+(?:Finalist|Nominee))?))"
)


_AWARD_LEAD_RE = re.compile(r"^(?:and|with|won|received|winner\s+of|the)\s+", re.IGNORECASE)
_AWARD_NEEDLES = ("award", "prize", "best", "outstanding", "distinguished", "honorable", "honourable")


def find_award(text: str) -> str | None:
    """ "… Best Paper Award Finalist; 3/1200" → "Best Paper Award Finalist"."""
    lowered = text.lower()
    if not _AWARD_NEEDLE_RE.search(lowered):
        return None
    match = _AWARD_RE.search(text)
    if not match:
        return None
    award = match.group(1).strip()
    award = _AWARD_LEAD_RE.sub("", award)
    return award.strip(" :") or None


# An award noted in parentheses at a title's end: "Title (Best Paper Award)", "Titre (Prix du meilleur
# article)", "Title (Best RECITAL 2017 paper award)": it opens with the award's first word and names
# what was awarded, in either case.
_TITLE_AWARD_NOTE_RE = re.compile(
    r"\s*\((?P<award>(?i:best|outstanding|distinguished|honou?rable\s+mention|prix|premio|preis)\b"
    r"[^()]{0,90}?\b(?i:award|prize|paper|article|mention|medal|prix|premio|preis|nominee|finalist"
    r"|runner[- ]up))"
    r"\)$"
)


def split_title_award(title: str) -> tuple[str, str | None]:
    """ "Title (Best Paper Award)" → ("Title", "Best Paper Award"); another title as it is, None."""
    if not title.endswith(")"):
        return title, None
    found = _TITLE_AWARD_NOTE_RE.search(title)
    if found is None or found.start() == 0:
        return title, None
    return title[: found.start()].rstrip(" .,;:"), found.group("award").strip()


# A note that the work's data or code is (or will be) shared, closing a title or a venue after a
# comma or a full stop: "…, with data available at <link>", ". Data and R code to follow",
# "; code available on request", French "données disponibles", German "Daten verfügbar", Spanish
# "datos disponibles", Portuguese "dados disponíveis", Italian "dati disponibili".
_DATA_WORD = (
    r"(?:(?:replication|source|R)\s+)?(?:data(?:\s?sets?)?|code|software|scripts?|materials?"
    r"|données|codes?|logiciel|Daten|datos|código|dados|dati|codice)"
)
_DATA_PAIR = r"(?i:" + _DATA_WORD + r")\s+(?i:and|&|et|und|y|e)\s+(?i:" + _DATA_WORD + r")"
_DATA_NOTE_RE = re.compile(
    r"[,.;]\s+(?i:(?:with|avec|mit|con|com)\s+)?(?i:(?:the|les|die|los|os|i)\s+)?"
    r"(?:" + _DATA_PAIR + r"|(?i:" + _DATA_WORD + r"))"
    r"\s+(?i:(?:is|are|sont|sind|están|estão|sono)\s+)?(?i:(?:publicly|freely|openly)\s+)?"
    r"(?i:available|to\s+follow|disponibles?|verfügbar|disponíve(?:l|is)|disponibili)\b.*$"
)
# After a venue, the pair alone as a sentence, its "to follow" or its link read apart: ". Data and
# R code", ". Data and R" (a language's name is the code's). After a title it could be a subtitle.
_DATA_PAIR_SENTENCE_RE = re.compile(
    r"\.\s+(?:" + _DATA_PAIR + r"|(?i:" + _DATA_WORD + r")\s+(?i:and|&)\s+(?:R|Stata|Python|MATLAB))$"
)
_DATA_NEEDLE_RE = re.compile(
    r"vailable|follow|disponib|verfügbar|disponív|\s(?:and|&|et|und|y|e)\s", re.IGNORECASE
)
# Without the pair, which only a venue's sentence may be: a note holds one of these words, and most
# titles hold a spaced "and", "e" or "y".
_DATA_NOTE_NEEDLE_RE = re.compile(r"vailable|follow|disponib|verfügbar|disponív", re.IGNORECASE)
# The same needles for an ASCII text in lower case: the case-blind patterns are tried at every
# position, these skip to the letters that can open a needle. (No letter outside ASCII, and so
# neither "ü" nor "í", is in such a text, and its letters match the case-blind needles only in
# either case.)
_ASCII_DATA_NEEDLE_RE = re.compile(r"vailable|follow|disponib|\s(?:and|&|et|und|y|e)\s")
_ASCII_DATA_NOTE_NEEDLE_RE = re.compile(r"vailable|follow|disponib")


def _may_hold_data_note(text: str, venue: bool) -> bool:
    if text.isascii():
        needles = _ASCII_DATA_NEEDLE_RE if venue else _ASCII_DATA_NOTE_NEEDLE_RE
        return needles.search(text.lower()) is not None
    return (_DATA_NEEDLE_RE if venue else _DATA_NOTE_NEEDLE_RE).search(text) is not None


def without_data_note(text: str, *, venue: bool = False) -> str:
    """ "Title, with data available at" → "Title"; a venue's "Journal. Data and R code to follow" →
    "Journal"."""
    if not _may_hold_data_note(text, venue):
        return text
    found = _DATA_NOTE_RE.search(text) or (_DATA_PAIR_SENTENCE_RE.search(text) if venue else None)
    return text[: found.start()].rstrip() if found and found.start() > 0 else text


_AWARDS_HEADING_RE = re.compile(r"\b(?:awards|prizes|honou?rs|papers|nominations)\b")
_AWARD_LINE_QUOTE_RE = re.compile(r"“|\"")  # a quoted title naming an award is a citation
# A card's line naming how the work was presented: "Oral", "(Spotlight)", "🎤 Oral presentation".
_PRESENTATION_RE = re.compile(
    r"^[^\w(\[]{0,4}[(\[]?\s*((?:oral|spotlight)(?:\s+(?:presentation|paper|talk))?)\s*[)\]]?\s*$",
    re.IGNORECASE,
)


def names_awards(text: str) -> bool:
    """ "Best Paper Awards", "Outstanding Papers", "Honors and Prizes": a heading over several."""
    return _AWARDS_HEADING_RE.search(text.lower()) is not None


@text_cache(maxsize=8192)  # pure; pasted pages repeat short lines
def award_of_line(text: str) -> str | None:
    """The award a line is made of ("🏆 Best Paper Award", "Oral"), or None for any other line."""
    if len(text) >= 200 or len(text) < 4:
        return None
    lowered = text.lower()
    if not _AWARD_NEEDLE_RE.search(lowered) and "oral" not in lowered and "spotlight" not in lowered:
        return None  # most lines: no word an award or a presentation is named with
    if names_awards(lowered):
        return None  # a heading over several
    presentation = _PRESENTATION_RE.match(text)
    if presentation is not None:
        return presentation.group(1)
    visible = strip_html(text)
    if len(text) < 5 or _AWARD_LINE_QUOTE_RE.search(visible):
        return None
    award = find_award(visible)
    # The line is the award, give or take an emoji or emphasis: not a citation naming one.
    if award is None or len(visible.split()) > len(award.split()) + 2:
        return None
    return None if _venue_and_year_beside(visible, award) else award


# A meeting's acronym and its year opening an award's line: "CVPR 2021, Best Paper Award".
_VENUE_AND_YEAR_RE = re.compile(r"[^\w(\[]{0,4}[A-Z][\w&-]*[A-Z][\w&-]*\s+(?:19|20)\d\d\b")


def _venue_and_year_beside(visible: str, award: str) -> bool:
    """Does the line open with a venue's acronym and year before its award ("CVPR 2021, Best Paper
    Award")? Then it is the card's venue line, the award its note; an award named first ("Best
    Paper Award, CVPR 2021") is a line of its own under the card's venue."""
    at = visible.find(award)
    return at > 0 and _VENUE_AND_YEAR_RE.match(visible, 0, at) is not None


# ---------------------------------------------------------------- headings
_TYPE_HEADINGS: tuple[tuple[PublicationType, re.Pattern[str]], ...] = (
    (
        PublicationType.PREPRINT,
        re.compile(
            r"preprints?|working\s+papers?|arxiv|under\s+review|submitted|manuscripts?|"
            r"vorabdrucke?|prépublications?",
            re.IGNORECASE,
        ),
    ),
    (
        PublicationType.THESIS,
        re.compile(
            r"thes[ie]s|dissertations?|doktorarbeit|abschlussarbeiten|thèses?|tesis",
            re.IGNORECASE,
        ),
    ),
    (
        PublicationType.CHAPTER,
        re.compile(
            r"(?:book\s+)?chapters?|buchkapitel|beiträge\s+in|chapitres?|capítulos?",
            re.IGNORECASE,
        ),
    ),
    (
        PublicationType.BOOK,
        re.compile(
            r"books?|monographs?|edited\s+volumes?|bücher|monographien|livres|libros|ouvrages",
            re.IGNORECASE,
        ),
    ),
    (
        PublicationType.JOURNAL,
        re.compile(
            r"journals?|articles?|zeitschrift\w*|revues?|revistas?|periodicals?|magazines?",
            re.IGNORECASE,
        ),
    ),
    (
        PublicationType.CONFERENCE,
        re.compile(
            r"conferences?|proceedings|workshops?|symposi(?:a|um)|konferenz\w*|tagung\w*|"
            r"conférences?|congr[eè]s|actes|conferencias?|congresos?",
            re.IGNORECASE,
        ),
    ),
    (
        PublicationType.DATASET,
        re.compile(r"data\s*sets?|datasets?|software", re.IGNORECASE),
    ),
)
_AWARD_NEEDLE_RE = re.compile("|".join(re.escape(word) for word in _AWARD_NEEDLES))
_HIGHLIGHT_WORDS = (
    "highlight", "selected", "featured", "representative", "key", "major", "ausgewählt", "sélection",
    "choisies", "selecciona", "destacad",
)  # fmt: skip
_HIGHLIGHT_WORD_RE = re.compile("|".join(re.escape(word) for word in _HIGHLIGHT_WORDS))
_HIGHLIGHT_RE = re.compile(
    r"\b(?:highlight\w*|selected|featured|representative|key|major|recent\s+highlights|"
    r"ausgewählte|sélection\w*|publications?\s+choisies|seleccionad\w*|destacad\w*)\b",
    re.IGNORECASE,
)


# Every type heading contains one of these (lower-cased): a cheap test before the patterns.
_TYPE_HEADING_WORDS = (
    "print", "paper", "arxiv", "review", "submitted", "manuscript", "vorabdruck", "publication", "thes",
    "thès", "dissert", "doktor", "abschluss", "tesis", "chap", "kapitel", "beiträge", "capítulo", "book",
    "monogra", "volume", "bücher", "livre", "libro", "ouvrage", "journal", "article", "zeitschrift", "revue",
    "revista", "periodical", "magazine", "conf", "proceedings", "workshop", "symposi", "konferenz", "tagung",
    "congr", "actes", "data", "software",
)  # fmt: skip
_TYPE_HEADING_WORD_RE = re.compile("|".join(re.escape(word) for word in _TYPE_HEADING_WORDS))
_ANY_TYPE_HEADING_RE = re.compile("|".join(f"(?:{pattern.pattern})" for _, pattern in _TYPE_HEADINGS), re.I)


# Japanese and Chinese type headings ("査読付学術雑誌論文", "国際会議論文", "著書", "学位論文"). Their
# words also stand inside citations ("情報処理学会論文誌 第58巻"): only a short line without a digit
# is a heading by them.
_CJK_TYPE_HEADINGS: tuple[tuple[PublicationType, re.Pattern[str]], ...] = (
    (PublicationType.PREPRINT, re.compile(r"プレプリント|预印本")),
    (PublicationType.THESIS, re.compile(r"学位論文|博士論文|修士論文|学位论文|博士论文|硕士论文")),
    (PublicationType.CHAPTER, re.compile(r"分担執筆")),
    (PublicationType.BOOK, re.compile(r"著書|專著|专著")),
    (PublicationType.JOURNAL, re.compile(r"雑誌|論文誌|期刊|学術論文|学术论文")),
    (PublicationType.CONFERENCE, re.compile(r"国際会議|会議論文|会议论文|学会発表")),
)
_CJK_HEADING_LENGTH = 20
_CJK_CHARACTER_RE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _cjk_heading_type(text: str) -> PublicationType | None:
    if len(text) > _CJK_HEADING_LENGTH or any(char.isdigit() for char in text):
        return None
    for kind, pattern in _CJK_TYPE_HEADINGS:
        if pattern.search(text):
            return kind
    return None


@line_cache  # pure; the grouping asks it of a paste's lines in more than one pass
def heading_type(text: str) -> PublicationType | None:
    """The publication type a section heading announces, if any ("Journal Articles" → journal)."""
    if _CJK_CHARACTER_RE.search(text):
        cjk = _cjk_heading_type(text)
        if cjk is not None:
            return cjk
    lowered = text.lower()
    if not _TYPE_HEADING_WORD_RE.search(lowered) or not _ANY_TYPE_HEADING_RE.search(text):
        return None
    for kind, pattern in _TYPE_HEADINGS:
        if pattern.search(text):
            return kind
    return None


@text_cache(maxsize=4096)
def is_highlight_heading(text: str) -> bool:
    lowered = text.lower()
    return _HIGHLIGHT_WORD_RE.search(lowered) is not None and bool(_HIGHLIGHT_RE.search(text))
