"""One entry's lines → ParsedEntry, by the token labeller, and the hybrid entry reader.

``read_entry(lines)`` reads the entry with the rule reader (``reference.read_reference``) first:
its knowledge of citation formats is exact where a format is clear. The token labeller
then reads the same lines when the rule reading is incomplete or looks wrong (no authors, no
year or venue, a title holding name initials, a name or a trailing journal abbreviation, a
venue holding names, numbers, a month, an imprint or an access note, a venue ending in or made
of words no venue name has, a publisher's word; not when the rules read names, a journal and its
volume and no title, a citation written without one); where its reading shows the rule reading to be
implausible (words the model is sure are names inside the rule's title, journal words in the
title, names in the venue, a book's imprint taken for a venue, a rule title whose words the
model gives less than even odds of being the title's, a rule title of words it is sure are names
and a year, a rule title opening with a last name and its initials it is sure of, a rule title
closing on the initials or given name that open the model's first name, a rule's one name that is
the model's title and holds a lowercase word no name holds), the labeller's reading is taken;
where the rules' title was names, the rules' names stand for the labeller's if those are what
makes its reading implausible ("Osei P. Van den Broek T."). Else
the rule reading is kept and mended field by field from the labeller's: its year where the rules
found none; its venue where the rules' venue holds more than the venue (of the rules' venue
only the words the labeller labels the venue are kept; a venue it reads as a book's place and
publisher, a chapter's editors or an access note is none, or the labeller's venue elsewhere;
the book the rules read after a chapter's editors, "In A. Editor (ed.), Book", or after its "in"
stays the venue); its venue, where it is sure of it and the two venues nest, differing by no
venue's words (a sentence or clause before the labeller's, "Contributed equally. Journal"; lowercase
words after it, "Journal preprint"; capitalised words the rules stopped short of, "Angew. Chem.
Int." for "Angew. Chem. Int. Ed."). A venue the rules read where the labeller reads no container anywhere, and
nothing the rules read marks one (a volume, an issue, pages, a DOI, editors, an "In" before it, a
quoted title, a day of issue, a venue's word, name or acronym), is none: the title's second
sentence, a series or a book's or report's imprint ("Title. A study of …. Lima, Editorial X").
A year before 1950, which the year readers leave out, is taken where one stands alone
(``fields.early_year``). Every entry the labeller read carries per-field confidences (the
model's marginal probabilities).

Building the entry from the labels: first the field boundaries the labeller misplaces where it
doubts them are put right (a container opens at its "In" after a sentence, "… Cluster Computing.
In Proceedings …"; a card's line of names ends with a name; no name holds a lowercase word that
is no particle or "and", the title runs to it: "… the U.K. steel industry Adeyemi, O."). The
title is the run of title labels the model is surest of in sum (mostly the longest), without a
last comma-separated part it doubts; a reading with no names whose first part the model nearly
read as names, or doubts as the title's in favour of the names, gets that part as the author (a
body named as the author, "Commission européenne, Rapport …"). Where names lead the entry, words
labelled names after the title's start are none (a place: "…, Dome area, Lake County, Utah. …").
The word introducing a container ("In", "dans") is not part of it, and alone is no container.

Why the rules read first, measured: with the labeller reading every free-text entry, the
held-out reference list (``bench/parse_quality.py``) gains a few points, but the gold lists
read with models trained without them lose some (leave-one-list-out), and the labeller on
every entry runs at about a third of the required 2,000 entries a second.

A citation that names its co-authors in a note in place of an author list (a page owner's own
list: "“Title,” with P. Novak, Journal …", "(with P. Novak) Title, …") is read by the rules
alone: the labeller has learnt no such note and reads it as the venue or the names. Nor are the
labeller's names taken where they are the journal the rules read ("Title, J. Differential Geom.
118 (2021)": a title-first list with no names), nor where they cut the rules' last name to its
initials ("H. Bol: Title" read as "H."). Where the labeller's reading is taken, its names give way
to the rules' when they hold a place or words after the rules' title ("…, Acta XI, Ithaca NY"),
and the words its last name took from the start of the rules' title go back to the title ("Roe
M.H. Brief Note: …" read as the name "Roe M.H. Brief"); a body's name or a person's with particles
that the rules read before the colon, and the labeller as the title's start ("Deutsche
Forschungsgemeinschaft: Title", "Ida van der Meulen: Die Titel"), goes back to the names. A
labelling whose title is the translation in brackets after the rules' title ("Title [Translated
title]") is not taken.

Cannot handle: entries longer than ``tokens.MAX_CHARACTERS``; the labeller reads their start only.
"""

from __future__ import annotations

import re
from collections import defaultdict
from itertools import pairwise

from .. import fields, isbd, volumelabels
from ..linecaches import line_cache, text_cache
from ..names import PARTICLE_NAME_PATTERN, closes_vancouver_list, is_author_list, with_plain_et_al
from ..places import closing_imprint_sentence, is_place
from ..records import ParsedEntry, PersonName, PublicationType
from ..reference import (
    _TAG_RE,
    _expand_year,
    apply_tail,
    author_date_label_end,
    citation_key,
    has_coauthor_note,
    has_credit_note,
    join_entry_lines,
    names_a_body,
    read_reference,
    split_closing_volume,
    without_leading_year,
)
from ..tail import (
    is_inverted_meeting,
    names_editors,
    opens_with_access_note,
    parse_tail,
    without_access_dates,
)
from ..text import with_plain_in_mark, with_single_stop_after_initials, without_empty_labels
from ..venues import abbreviated_journal, journal_abbreviations, journal_named, lookup
from ..volumelabels import label_pattern
from . import lexicons, normalise
from .journal_names import reads_as_journal_name
from .labels import Label
from .model import Labelling, label_tokens
from .tokens import WORD_RE, Token, join_lines, tokenize

# Fields of ParsedEntry and the labels whose marginals give their confidence.
CONFIDENCE_FIELDS = {
    "title": (Label.TITLE,),
    "authors": (Label.AUTHOR,),
    "year": (Label.DATE,),
    "venue": (Label.CONTAINER,),
    "pages": (Label.PAGES,),
    "volume": (Label.VOLUME,),
    "number": (Label.ISSUE,),
    "article_number": (Label.ARTICLE,),
    "publisher": (Label.PUBLISHER,),
    "editors": (Label.EDITOR,),
}
# Tokens the tail reader is given: everything but the people, the title and page decorations.
_NOT_TAIL = frozenset(
    {Label.AUTHOR, Label.TITLE, Label.EDITOR, Label.TAG, Label.CITATION_NUMBER, Label.LINK_LABEL, Label.URL}
)
_SURE = 0.8
_WHOLLY_QUOTED_RE = re.compile(r"[«“„\"]\s*([^«»“”„\"]+?)\s*[»”\"]")
# The word that introduces a container ("In", "en Actas del …", "dans", "In:") is not its name,
# nor the editors' mark before it ("(eds.), Living Standards …"); alone, it is no container.
# Nor the page word the labeller may run into ("…, Living Standards in the Past, pp.").
_CONTAINER_END_RE = re.compile(r"[\s,;:]+(?:pp?|S|págs?|pages?|vol|no)\.?\s*$", re.IGNORECASE)
_CONTAINER_LEAD_RE = re.compile(
    r"^\s*(?:\((?:eds?|hrsg|hg|éds?|dir|coords?)\.?\)[.,:;]?\s*)?(?:(?:in:?|en|dans|im)(?:\s+|$))?",
    re.IGNORECASE,
)
_WORD_RE = re.compile(r"[^\W\d_]{2,}")
_NOT_WORD_RE = re.compile(r"\W+")
_NOT_IN_NAMES_RE = re.compile(r"\bet\s+al\b|[:\d]")
# A sentence going on inside a name ("Doe. winner"): the reading ran past the names.
_SENTENCE_IN_NAME_RE = re.compile(r"[^\W\d_]{2}\W*\.\s+[^\W\d_A-ZÀ-Þ]{2,}")
_WITH_COAUTHORS_RE = re.compile(r"\s*\((?:with|avec|mit|con|com)\s+([^()]{3,300})\)\s*\.?$")
# The lookaheads opening the next three patterns name the characters a match can start with:
# the engine then passes over the others without trying each alternative (the same matches).
_INITIAL_RE = re.compile(r"(?=[A-Z]\.)(?<![\w.])[A-Z]\.(?:\s?-?[A-Z]\.)*[\s,;]")
# Initials closing a title, their last stop gone with the title's: "… Tubes D.R" (a name's start).
_CLOSING_INITIALS_RE = re.compile(r"(?<![\w.])(?:[A-Z]\.){1,3}[A-Z]$")
_TRAILING_ABBREVIATION_RE = re.compile(r",\s*[A-Z][a-z]{0,5}\.?$")
# Names left in a title: "Messier C, 2011", "Gotlib IH: A diathesis…", "Derek & Gérard Philippson".
_NAME_IN_TITLE_RE = re.compile(
    r"(?:^|(?=[A-Z,]))(?:\b[A-Z][a-z]+ [A-Z]{1,3}[,:]|(?:^|,\s)(?:19|20)\d\d\W*$|^[A-Z][a-z]+ & [A-Z])"
)
_BARE_INITIALS_RE = re.compile(r"[A-Z]{1,3}")
# A title's last word of three letters at least and its full stop, right before the venue.
_TITLE_STOP_RE = re.compile(r"([^\W\d_]{3,})\.\s+$")
_INITIALS_ONLY_RE = re.compile(r"^(?:[^\W\d_]{1,2}\.\s?-?)+$")
_NAMES_IN_VENUE_RE = re.compile(
    r"(?=[A-Z(é])(?:(?<![\w.])[A-Z]\.\s?(?:[A-Z]\.\s?)*[A-Z][a-z]|\([Ee]ds?\.?\)|\bHrsg\b|\béds?\.)"
)


def _may_name_in_title(title: str) -> bool:
    """Could ``_NAME_IN_TITLE_RE`` match? Each of its forms needs a comma, a colon or "&", or a year
    opening the title."""
    return "," in title or ":" in title or "&" in title or title.startswith(("19", "20"))


def read_entry(lines: list[str], *, rules_stand: bool = False) -> tuple[ParsedEntry, PublicationType | None]:
    """Read one entry given as its lines (``_read_entry``), its journal taken from its title's end
    where nothing else marks it (``_journal_closing_the_title``)."""
    raw = join_entry_lines(lines)
    lines, label_end, label_year = _without_author_date_label(lines, raw)
    # A style's labels printed with no value ("vol. , ", "traduit par , ") would be read as words of
    # the title or the venue: both readings, the rules' and the labeller's, read the lines without them.
    lines = [without_empty_labels(line, closing=index == len(lines) - 1) for index, line in enumerate(lines)]
    # So is an "in" glued to the container's name or set off by commas ("Title, inCongress"): both
    # readings take it for the mark that opens the container.
    lines = [with_plain_in_mark(with_single_stop_after_initials(line)) for line in lines]
    if any(_GLUED_YEAR_NEEDLE_RE.search(line) for line in lines):
        lines = [_GLUED_YEAR_RE.sub(_year_parted, line) for line in lines]
    lines, key_year = _without_citation_key(lines) if not label_end else (lines, None)
    if "; " in lines[0]:
        lines = [_SHORT_TITLE_LABEL_RE.sub(_short_title_label_as_year, lines[0], count=1), *lines[1:]]
    entry, hint = _read_entry(lines, rules_stand=rules_stand, label_end=label_end)
    if entry.year is None and key_year is not None:
        entry.year = key_year  # the key's year, where the reference repeats none
    if entry.year is None and label_year is not None:
        entry.year = label_year  # so is the label's, taken off with it
    entry.raw = raw
    _details_closing_the_title(entry)
    _journal_and_volume_closing_the_title(entry)
    _journal_and_numbers_closing_the_title(entry)
    _journal_closing_the_title(entry, raw)
    _year_closing_the_title(entry, raw)
    _volume_closing_the_title(entry)
    return entry, hint


def _volume_closing_the_title(entry: ParsedEntry) -> None:
    """A book's volume the labeller left in the title after its names: "Title, volumen 463." as a
    localised BibTeX style prints a book's volume (the labeller knows English "volume" only)."""
    if entry.volume or not entry.authors or (split := split_closing_volume(entry.title or "")) is None:
        return
    head, entry.volume = split
    entry.title = head.rstrip(" ,")


# A journal's volume, issue and pages closing the title: "Title 106(9):100–122", as a style that
# prints no container leaves them. No title ends so: they are the article's details.
_DETAILS_END_RE = re.compile(
    r"[\s,.]+(?P<volume>\d{1,4})\s?\((?P<number>\d{1,4}(?:[-–/]\d{1,4})?)\)\s?:\s?"
    r"(?P<pages>\d{1,6}\s?[-–]\s?\d{1,6})$"
)


def _details_closing_the_title(entry: ParsedEntry) -> None:
    """ "Title 106(9):100–122": the details cut off the title, into the fields they fill."""
    title = entry.title or ""
    # Only the closing characters are searched: the details are short, a title may be long.
    if not title[-1:].isdigit() or (found := _DETAILS_END_RE.search(title, max(0, len(title) - 60))) is None:
        return
    head = title[: found.start()].strip()
    if len(head.split()) < 2:
        return
    entry.title = head
    entry.volume = entry.volume or found.group("volume")
    entry.number = entry.number or found.group("number")
    entry.pages = entry.pages or found.group("pages").replace(" ", "")
    if entry.venue and _comparable(entry.venue) == _comparable(head):
        entry.venue = None  # the title read again as the venue, no journal printed


# "Title (2023)" as the title read, the year in brackets closing it.
_BRACKETED_YEAR_END_RE = re.compile(r"\s*\(((?:19|20)\d\d)\)$")


def _year_closing_the_title(entry: ParsedEntry, body: str) -> None:
    """A title the labeller read with the year in brackets that closes it, the entry left undated:
    "Title (2023). Journal 6: 380–390.", the title first, its year, then a stop and where it
    appeared, as a page listing its works by title writes them. The year is the entry's, no part of
    the title. A title whose bracketed year is not followed by a stop and more ("“Chiapas (1997)”")
    keeps it."""
    if entry.year is not None or not entry.title or not entry.title.endswith(")"):
        return
    found = _BRACKETED_YEAR_END_RE.search(entry.title)
    if found is None or len(entry.title[: found.start()].split()) < 3:
        return
    at = body.find(entry.title)
    after = body[at + len(entry.title) :] if at >= 0 else ""
    if not re.match(r"\.\s+\S", after):
        return
    entry.title = entry.title[: found.start()].rstrip()
    entry.year = int(found.group(1))


def _without_author_date_label(lines: list[str], body: str) -> tuple[list[str], int, int | None]:
    """The entry's lines without the author-date label printed before its names ("(Okafor et al.,
    2021) Okafor, C., …"), which neither reader is to take for the first author; where a label
    left in them ends in their joined text (``body``), for the rules' reader to take it off its
    own text: 0 where there is none or it was taken off; and the year of a label taken off. The
    label is looked for here alone (``reference.author_date_label_end``): the rules' reader is
    handed what was found. A label that does not stand whole on the first line is left in the lines."""
    end = author_date_label_end(body)
    label = body[:end].strip()
    first = lines[0].lstrip() if lines else ""
    if not label or not first.startswith(label):
        return lines, end, None
    year = fields.WRITTEN_YEAR_RE.search(label)
    return [first[len(label) :].lstrip(), *lines[1:]], 0, int(year.group(0)) if year else None


# A year glued to the small letters of the word before it, its space lost ("J. Weber1998 Title",
# "Actes du colloque1998, p. 12"), then a space, a stop or a comma; the word not in a link or an
# identifier ("…/grain1998 …", "doi:10.1/x1998 …"): the token holds no slash, colon or digit before.
_GLUED_YEAR_RE = re.compile(r"(?<=[a-zß-ÿ]{2})(?=(?:1[5-9]|20)\d\d(?:[\s,;)]|\.(?:\s|$)|$))")
# Whether a line holds such a year: the same test led by the year's first digit, so that the regex
# engine skips to the next "1" or "2" instead of trying the lookbehind at every position.
_GLUED_YEAR_NEEDLE_RE = re.compile(r"(?:1[5-9]|20)(?<=[a-zß-ÿ]{2}..)\d\d(?:[\s,;)]|\.(?:\s|$)|$)")


def _year_parted(found: re.Match[str]) -> str:
    """A space before the glued year, or nothing where its token is a link's or an identifier's.
    The token is read backwards from the year and no further than a digit or a link's sign, so
    that a line of many glued years is read once, not once a year."""
    text, at = found.string, found.start()
    while at > 0 and not text[at - 1].isspace():
        at -= 1
        if text[at] in "/:@=" or text[at].isdigit():
            return ""
    return " "


# German author-date styles with short titles: the citation's short title and year in brackets
# after the names, then a colon and the title, which opens with the short title's words
# ("Okafor, C. [Grain storage; 2010]: Grain storage in …"). Read as the plain "Okafor, C. [2010]:".
_SHORT_TITLE_LABEL_RE = re.compile(
    r"(?<=\S)\s\[(?P<short>[^\[\];]{2,200});\s*(?P<year>(?:1[5-9]|20)\d\d[a-z]?)\]:\s+(?=\S)"
)


def _short_title_label_as_year(found: re.Match[str]) -> str:
    short = _comparable(found.group("short"))
    after = _comparable(found.string[found.end() : found.end() + len(found.group("short")) + 20])
    if len(short) < 4 or not after.startswith(short):
        return found.group(0)
    return f" [{found.group('year')}]: "


def _without_citation_key(lines: list[str]) -> tuple[list[str], int | None]:
    """The entry's lines without the author-date key printed before its names ("Okafor et alii 2003
    : Chidi Okafor, …", ``reference.citation_key``), which neither reader is to take for names or a
    title, and the key's year. A key that does not stand whole on the first line is left in."""
    first = lines[0].lstrip() if lines else ""
    key = citation_key(first) if first[:1].isalpha() else None
    if key is None:
        return lines, None
    return [first[key[0] :], *lines[1:]], key[1]


# What may follow, after a comma, a journal's name that closes an entry with no volume or pages: a
# bare DOI, a status, a year or a date in parentheses, a link. After a stop the last sentence may
# as well be the title's own ("…, motor control, USB and CAN. 2023.").
_AFTER_A_BARE_JOURNAL_RE = re.compile(
    r"\s*,\s*(?:doi\b|10\.\d{4,}/|https?://|\(?(?:19|20)\d\d\b|"
    r"(?:in press|accepted|submitted|forthcoming|under review|in review|to appear)\b)",
    re.IGNORECASE,
)


# Longer small words a title in title case keeps in lower case: no sign of a sentence-case title.
_TITLE_CASE_SMALL_WORDS = frozenset(
    [
        "with",
        "from",
        "into",
        "over",
        "upon",
        "onto",
        "about",
        "under",
        "between",
        "through",
        "toward",
        "towards",
        "without",
        "within",
        "against",
        "among",
        "across",
        "after",
        "before",
        "during",
        "versus",
    ]
)


# The title's end is a journal's name and its volume (perhaps with the issue), after commas: "Title,
# Ecology Letters, 163", "Title, eLife, 202", "Title, Nature Materials, 106(9)".
_JOURNAL_AND_VOLUME_END_RE = re.compile(r",\s+([^,]{2,80}),\s+(\d{1,4})(?:\s*\(\s*(\d{1,4})\s*\))?$")


def _journal_and_volume_closing_the_title(entry: ParsedEntry) -> None:
    """ "Author (1977), Title, eLife, 202, pp. 109–129": a comma-separated citation (Harvard and
    French variants) read with its journal and volume run into the title, the journal being one
    the venue table lacks or the authors a body. No title ends with a journal's name and a bare
    number after commas: they are the venue and its volume. The journal is one the venue table
    knows or one read as a journal's name by its shape."""
    title = entry.title or ""
    if entry.venue or (not title[-1:].isdigit() and not title.endswith(")")):
        return
    found = _JOURNAL_AND_VOLUME_END_RE.search(title)
    if found is None or fields.YEAR_RE.fullmatch(found.group(2)):
        return  # "Title, Sète, Acte Marin, 2011": a house and its year, no journal's volume
    if not (journal_named(found.group(1)) or reads_as_journal_name(found.group(1))):
        return
    head = title[: found.start()].strip()
    if len(head.split()) < 3:
        return
    entry.title, entry.venue = head, found.group(1).strip()
    entry.volume = entry.volume or found.group(2)
    entry.number = entry.number or found.group(3)
    if entry.type == PublicationType.OTHER:
        entry.type = PublicationType.JOURNAL


# The title's end is a journal's name after a comma and two numbers at least after it: "Title,
# Harbour Economics 41/2 (2012)", "Title, Annals of Milling, 106, 9, 2015", "Title, Meeting on Mills
# (Press): 517–546", its house or town in brackets no part of its name. A single number after a
# capitalised word closes titles ("…, Agenda 2030").
_NAME_WORD = r"[A-ZÀ-Þ][^\W\d_]*(?:[.'’&-][^\W\d_]*)*\.?|[a-z][A-Z][a-z]{2,9}"
_JOURNAL_AND_NUMBERS_END_RE = re.compile(
    rf",\s+(?P<journal>(?:{_NAME_WORD})(?:\s+(?:{_NAME_WORD}|[a-zß-ÿ]{{1,4}}|&)){{0,12}})(?:\s+\([^()]{{1,40}}\))?"
    r"(?P<between>\s*[:,]?\s*)"
    r"(?P<numbers>\d{1,5}(?:\s*[/,–-]\s*\d{1,5}|\s*\(\d{1,4}\))+)$"
)
_PAGE_SPAN_RE = re.compile(r"(\d{1,5})\s*[–-]\s*(\d{1,5})")


def _journal_and_numbers_closing_the_title(entry: ParsedEntry) -> None:
    """ "Name, Title, Harbour Economics 41/2 (2012), S. 77–90": a journal's name and its numbers run
    into the title after its last comma, as German, French and humanities styles print them. The
    journal is one the venue table knows or one read as a journal's name by its shape; the numbers
    give the volume, the issue, the year and the pages they hold."""
    title = entry.title or ""
    if entry.venue or not entry.authors or (not title[-1:].isdigit() and not title.endswith(")")):
        return  # (a reading without names has its title run from the names: no reading to mend)
    found = _JOURNAL_AND_NUMBERS_END_RE.search(title, max(0, len(title) - 200))
    if found is None or fields.YEARS_SPAN_RE.fullmatch(found.group("numbers")):
        return  # "Title, World War 1914–1918": a span of years closes many a title
    journal, head = found.group("journal").strip(), title[: found.start()].strip()
    if len(head.split()) < 3 or journal.split()[-1].islower():
        return
    if not (journal_named(journal) or reads_as_journal_name(journal)):
        return
    numbers = found.group("numbers")
    if (span := _PAGE_SPAN_RE.search(numbers)) is not None:
        entry.pages = entry.pages or f"{span.group(1)}–{span.group(2)}"
        numbers = numbers[: span.start()] + numbers[span.end() :]
    counts = re.findall(r"\d{1,5}", numbers)
    years = [count for count in counts if fields.YEAR_RE.fullmatch(count)]
    counts = [count for count in counts if count not in years]
    if years and entry.year is None:
        entry.year = int(years[0])
    entry.title, entry.venue = head, journal
    entry.volume = entry.volume or (counts[0] if counts else None)
    entry.number = entry.number or (counts[1] if len(counts) > 1 else None)
    if entry.type == PublicationType.OTHER:
        entry.type = PublicationType.JOURNAL


def _journal_closing_the_title(entry: ParsedEntry, body: str) -> None:
    """ "I. Name, Title in sentence case, Blood Transfusion, 10.2450/… (2021 Aug 3)", "…, Title,
    Earthquake Spectra, in press, 2019": a CV's comma-separated entry whose journal is followed by
    no volume or pages, only a DOI, a status or a date, is read with the journal run into the
    title. The title's last comma-separated part is the journal where it reads as a journal's name,
    the title before it is in sentence case (a title-case title may close with a name of its
    own) and the entry goes on after it with a DOI, a status or a date."""
    title = entry.title or ""
    if entry.venue or ", " not in title:
        return
    head, _, last = title.rpartition(", ")
    if not reads_as_journal_name(last) or not any(word[:1].isupper() for word in last.split()):
        return
    lower = [
        word
        for word in head.split()
        if word.isalpha() and word.islower() and len(word) > 3 and word not in _TITLE_CASE_SMALL_WORDS
    ]
    if len(head.split()) < 4 or not lower:
        return
    at = body.find(title)
    if at < 0 or not _AFTER_A_BARE_JOURNAL_RE.match(body, at + len(title)):
        return
    entry.title, entry.venue = head.rstrip(" ,"), last.strip()
    if entry.type == PublicationType.OTHER:
        entry.type = PublicationType.JOURNAL


def _read_entry(
    lines: list[str], *, rules_stand: bool = False, label_end: int = 0
) -> tuple[ParsedEntry, PublicationType | None]:
    """Read one entry given as its lines; the contract of ``reference.read_reference``. With
    ``rules_stand`` the labeller's reading is never taken in place of the rules' one, only
    mends it: the reading a list weighs against the labeller's where the labeller's reading
    is unlike the list's other entries (``consistency.harmonise``). ``label_end``: where an
    author-date label left in the lines ends in their joined text (``_without_author_date_label``)."""
    body = join_entry_lines(lines)
    entry, hint = read_reference(body, label_end=label_end)
    _coauthors_from_note(entry)
    if (
        not _worth_a_second_reading(entry)
        or _cited_without_title(entry, hint)
        # A co-author note is a page owner's own shape, one the labeller has not learnt to read.
        or (entry.authors and has_coauthor_note(body))
        # So is a closing note crediting the group's member ("… Autoria do Prof. Ana Lima.").
        or (entry.authors and has_credit_note(body))
        # "Title / A. Name, B. Name. — Press, 2016": the responsibility's slash fixed the fields.
        or (" / " in body and isbd.read_gost(body) is not None)
    ):
        return entry, hint
    labelled = _labelled(lines)
    if labelled is None:
        _early_year(entry, body)
        return entry, hint
    lines, tokens, labelling, labels, _ = labelled
    modelled, model_hint = entry_from_labels(body, lines, tokens, labelling, labels)
    _coauthors_from_note(modelled)
    # Where the rules' title was names, the labeller's own names may be the implausible part of
    # its reading (a name run into the next, "Osei P. Van den Broek T."): the rules' stand.
    names_read = not _plausible(modelled) and _title_read_as_names(entry, modelled, tokens, labelling)
    if names_read and entry.authors:
        modelled.authors, modelled.author_names = entry.authors, entry.author_names
    if not rules_stand and _labeller_wins(entry, modelled, body, tokens, labelling, names_read=names_read):
        modelled.raw = entry.raw
        if _names_misread(entry, modelled, body):
            modelled.authors = entry.authors  # the labeller's other fields stand
        elif _initials_dropped(entry, modelled):
            modelled.authors, modelled.author_names = entry.authors, entry.author_names
        elif (untaken := _title_without_rules_last_name(entry, modelled)) is not None:
            modelled.authors, modelled.author_names = entry.authors, entry.author_names
            modelled.title = untaken
        elif (headed := _head_taken_after_closed_names(entry, modelled, body)) is not None:
            modelled.authors, modelled.author_names = entry.authors, entry.author_names
            modelled.title = headed
        elif _title_word_after_body_read_as_name(entry, modelled):
            modelled.authors, modelled.author_names = entry.authors, entry.author_names
            modelled.title = entry.title
        elif (taken := _words_taken_from_title(entry, modelled)) is not None:
            modelled.authors, modelled.author_names = entry.authors, entry.author_names
            modelled.title = f"{taken} {modelled.title}"
        elif (dated := _title_words_read_as_date(entry, modelled, body)) is not None:
            modelled.title = f"{dated} {modelled.title}"
        elif (after_names := _title_after_rules_names(entry, modelled)) is not None:
            modelled.authors, modelled.author_names = entry.authors, entry.author_names
            modelled.title = after_names
        elif _names_dropped_before_title(entry, modelled, body):
            modelled.authors, modelled.author_names = entry.authors, entry.author_names
        if _cut_inside_the_rules_venue(entry, modelled):
            modelled.venue = entry.venue  # "Un Po di terra. Guida all'ambiente …" cut to "all'ambiente …"
        # The year is read alike by both: where the labeller found none, the rules' stands.
        modelled.year = modelled.year or entry.year
        _early_year(modelled, body)
        _without_access_year(modelled, body)
        return modelled, model_hint
    # The nesting runs first: the imprint step rereads the rules' venue from the labeller's
    # container tokens, and where a nested venue was taken it finds nothing left to mend.
    _venue_nested_in_labels(entry, modelled)
    _venue_closing_the_rules_title(entry, modelled)
    _imprint_from_labels(entry, modelled, join_lines(lines), tokens, labels)
    entry.field_confidence = _agreement(entry, modelled)
    if entry.year is None and modelled.year and modelled.field_confidence.get("year", 0) >= _SURE:
        entry.year = modelled.year  # a date the rules did not find where they looked ("Winter 2014")
    _early_year(entry, body)
    _without_access_year(entry, body)
    return entry, hint


def _labeller_wins(
    rule: ParsedEntry,
    model: ParsedEntry,
    body: str,
    tokens: list[Token],
    labelling: Labelling,
    *,
    names_read: bool = False,
) -> str | None:
    """Why the labeller's reading is taken over the rules' one: the test of the rules' reading
    that it fails (``_rules_reading_fails``); None where the rules' reading stands."""
    if not _labeller_reading_stands(rule, model, body, names_read=names_read):
        return None
    return _rules_reading_fails(rule, model, body, tokens, labelling)


def _labeller_reading_stands(rule: ParsedEntry, model: ParsedEntry, body: str, *, names_read: bool) -> bool:
    """Is the labeller's reading a publication that cuts no field the rules read whole?"""
    return (
        _plausible(model, names=not names_read)
        and not _title_cut_into_venue(rule, model)
        and not _title_cut_inside(rule, model)
        and not _names_cut_short(rule, model)
        and not _last_names_read_into_title(rule, model)
        and not _body_cut_short(rule, model)
        and not _cuts_a_parenthesis(rule, model)
        and not _runs_past_quoted_title(rule, model, body)
        and f"[{model.title}]" not in body  # the title's translation, "Title [Translated title]"
    )


_QUOTE_PAIRS = (("“", "”"), ('"', '"'), ("«", "»"), ("„", "“"), ("‘", "’"))


def _runs_past_quoted_title(rule: ParsedEntry, model: ParsedEntry, body: str) -> bool:
    """The rules' title is the one the quotes hold ("…, “Title”, thesis, University of X (2018)"),
    and the labeller's runs on past the closing quote and the comma after it: the quotes end the
    title. (A colon after them opens its subtitle: "“Nobody asked me”: Accounts of …".)"""
    if not rule.title or model.title == rule.title:
        return False
    if not model.title.lstrip('“"«„‘ ').startswith(rule.title):
        return False  # "Title words on a “quoted phrase”, Journal": the quotes close no whole title
    return any(f"{opening}{rule.title}{closing}," in body for opening, closing in _QUOTE_PAIRS)


def _rules_reading_fails(
    rule: ParsedEntry, model: ParsedEntry, body: str, tokens: list[Token], labelling: Labelling
) -> str | None:
    """The test of the rules' reading that the labeller's reading shows it to fail ("names
    missed", "venue in title", … from ``_implausible_because``; "title unlikely"; "names open
    title"), or None."""
    if (implausible := _implausible_because(rule, model)) is not None:
        return implausible
    if _title_unlikely(rule, model, tokens, labelling):
        return "title unlikely"
    if _names_open_title(rule, model, body, tokens, labelling):
        return "names open title"
    return None


def _without_access_year(entry: ParsedEntry, body: str) -> None:
    """A year written only in the day a web page was read ("Hammerhead. http://…, . – Zugriff:
    28.12.2014") does not date the work: the labeller reads it as a date, the rules do not."""
    if entry.year is not None and str(entry.year) not in without_access_dates(body):
        entry.year = None


def _cut_inside_the_rules_venue(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """The labeller's venue is the end of the rules' one, opening with a small word: cut inside the
    name of a venue, which opens with no small word."""
    venue = model.venue or ""
    return bool(venue) and venue[:1].islower() and (rule.venue or "").endswith(venue) and rule.venue != venue


def _cuts_a_parenthesis(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """Does the labeller's title end inside a parenthesis the rules' title closes ("… phase 3 trial
    (" and "TRIALNAME). Blood" for "… trial (TRIALNAME)" and "Blood")?"""
    title, rules = model.title or "", rule.title or ""
    return title.count("(") > title.count(")") and rules.count("(") == rules.count(")")


def read_entry_by_labels(lines: list[str]) -> ParsedEntry | None:
    """The labeller's reading of one entry alone, with no rule arbitrating (as ``read_entry`` reads
    it before weighing it against the rules'); ``None`` without a model or words."""
    body = join_entry_lines(lines)
    labelled = _labelled(lines)
    if labelled is None:
        return None
    lines, tokens, labelling, labels, leading_year = labelled
    entry, _ = entry_from_labels(body, lines, tokens, labelling, labels)
    entry.year = entry.year or leading_year
    return entry


def _labelled(
    lines: list[str],
) -> tuple[list[str], list[Token], Labelling, list[str], int | None] | None:
    """The entry's lines as the labeller reads them, their tokens, the model's labelling and the
    labels with their boundaries repaired, and a year written before the names; ``None`` without
    a model or words. A year written before the names orders the list ("1987: A. Author:
    Title"); the labeller reads the entry without it, as it reads one without its number."""
    first, leading_year = without_leading_year(lines[0])
    if leading_year is not None:
        lines = [first, *lines[1:]]
    # "Name u. a.: Title", "Name y otros. Title": the list's end written as "et al.", the spelling
    # the labeller knows, as the rules read it (``reference._visible``).
    lines = [with_plain_et_al(line) for line in lines]
    tokens = tokenize(lines)
    labelling = label_tokens(tokens)
    if labelling is None or not tokens:
        return None
    return lines, tokens, labelling, _repair_boundaries(join_lines(lines), tokens, labelling), leading_year


def _cited_without_title(entry: ParsedEntry, hint: PublicationType | None) -> bool:
    """ "A. Author and B. Author, Chem. Sci., 2020, 11, 1234": the rules read names, a journal and
    its volume and no title; the labeller would make one of the journal's words. So with a chapter
    cited by its book and pages alone, as chemistry's and physics' styles write it ("A. Author in
    Book (Eds.: B. Editor), House, 2004, pp. 12–30")."""
    if entry.title or not entry.authors or not entry.venue:
        return False
    return entry.volume is not None or (entry.pages is not None and hint == PublicationType.CHAPTER)


def _early_year(entry: ParsedEntry, body: str) -> None:
    if entry.year is None:
        entry.year = fields.early_year(body)


# Below this mean probability of being the title's, the labeller reads the rules' title as no title.
_UNLIKELY = 0.5


def _title_unlikely(rule: ParsedEntry, model: ParsedEntry, tokens: list[Token], labelling: Labelling) -> bool:
    """The labeller finds the rules' title unlikely to be one (the mean probability it gives its
    words of being the title's is low) and is sure of its own, another one."""
    if not labelling.title or model.field_confidence.get("title", 0) < _SURE:
        return False
    if _comparable(rule.title) == _comparable(model.title):
        return False
    if not WORD_RE.search(rule.title):
        return True
    span = _word_span(rule.title, tokens)
    return span is not None and sum(labelling.title[index] for index in span) / len(span) < _UNLIKELY


# Below this probability of being the title's, a word the labeller gives to the names is surely one.
_NOT_TITLE = 1 - _SURE


def _title_read_as_names(
    rule: ParsedEntry, model: ParsedEntry, tokens: list[Token], labelling: Labelling
) -> bool:
    """The rules' title is names and a year the labeller is sure of, and its own title is another
    one it is sure of: the rules lost the boundary between the names and the title ("Roe A., Poe
    B. Van der Berg C. (2001). Title …" read as the title "Van der Berg C. (2001)")."""
    if not labelling.title or model.field_confidence.get("title", 0) < _SURE:
        return False
    span = _word_span(rule.title, tokens)
    return (
        span is not None
        and _comparable(model.title) not in _comparable(rule.title)
        and all(
            labelling.title[index] < _NOT_TITLE and labelling.labels[index] in (Label.AUTHOR, Label.DATE)
            for index in span
        )
    )


def _names_open_title(
    rule: ParsedEntry, model: ParsedEntry, body: str, tokens: list[Token], labelling: Labelling
) -> bool:
    """The rules' names lead the entry and their title is the labeller's title after a name with
    its initials the labeller is sure of: the rules read the last name into the title ("…, Roe,
    W., Title" read as "Roe,W., Title"). A name needs its initials: a title's first word the
    labeller takes for a name has none ("Novak, Jan, Ostrava. Město a lidé", a place). Where the
    names follow the title, its first word is none either ("HALO: Title. A. Roe, …", an acronym)."""
    mine, theirs = _comparable(rule.title), _comparable(model.title)
    if not theirs or len(theirs) >= len(mine) or not mine.endswith(theirs) or not rule.authors:
        return False
    if not 0 <= _name_at(body, rule.authors[0]) < body.find(rule.title):
        return False
    span = _word_span(rule.title, tokens)
    lead = len(span or ()) - len(WORD_RE.findall(model.title))
    return (
        span is not None
        and lead > 0
        and _holds_an_initial(tokens[span[0] : span[lead]])
        and all(
            labelling.labels[index] == Label.AUTHOR
            and labelling.marginals[index] >= _SURE
            and labelling.title[index] < _NOT_TITLE
            for index in span[:lead]
        )
    )


def _holds_an_initial(tokens: list[Token]) -> bool:
    """Do the tokens hold a name's initial, a capital and its period ("W", ".")?"""
    return any(
        len(token.text) == 1 and token.text.isupper() and following.text == "."
        for token, following in pairwise(tokens)
    )


def _word_span(text: str, tokens: list[Token]) -> list[int] | None:
    """The indexes of the word tokens that spell ``text`` (its first occurrence), or None."""
    wanted = [word.casefold() for word in WORD_RE.findall(text)]
    if not wanted:
        return None
    words = [index for index, token in enumerate(tokens) if token.text[:1].isalnum()]
    texts = [tokens[index].text.casefold() for index in words]
    size = len(wanted)
    for start in range(len(texts) - size + 1):
        if texts[start] == wanted[0] and texts[start : start + size] == wanted:
            return words[start : start + size]
    return None


# Above this mean probability, the labeller's venue nested in the rules' one is taken whatever the
# titles (below it, on the gold lists, a venue's own opening word is as often cut: "R. Soc. Open Sci.").
_VENUE_SURE = 0.9
_CLAUSE_END_RE = re.compile(r"[.,;:]\s*$")
_ABBREVIATION_BEFORE_RE = re.compile(r"[A-Z](?<![^\W\d_].)[a-z]{0,3}\.\s*$")
_IMPRINT_WORDS = lexicons.PLACE_WORDS | lexicons.PUBLISHER_WORDS
_NO_VENUE_WORDS = lexicons.MONTHS | lexicons.VOLUME_WORDS | lexicons.ISSUE_WORDS | lexicons.PAGE_WORDS


def _venue_nested_in_labels(rule: ParsedEntry, model: ParsedEntry) -> None:
    """The labeller's venue where the two readings' venues nest and the part they differ by is no
    venue's. Where both agree on the title and the labeller is sure of its venue, the venue that
    opens the rules' is taken whatever follows it: a date, a place, "Online: (accessed …)"
    ("Forbes, 20 February" → "Forbes"; "J. Stat. Phys." is not cut to "Phys."). Whatever the
    titles, where the labeller is surer still: the rules' venue opens with a sentence or a clause
    before the labeller's ("Contributed equally. Journal" → "Journal"), closes with lowercase words
    after it ("Journal preprint"), or stops short of the capitalised words that end it ("Angew.
    Chem. Int." for "Angew. Chem. Int. Ed."): the labeller reads the venue where the rules' title
    and venue boundary is wrong too. A venue's own words are kept ("Oxford Art Journal" is not cut
    to "Art Journal", no clause ends before it)."""
    mine, theirs = rule.venue, model.venue
    if not mine or not theirs or mine == theirs or is_inverted_meeting(mine):
        return
    confidence = model.field_confidence.get("venue", 0)
    if _opens_the_rules_venue(rule, model) and confidence >= _SURE:
        rule.venue = theirs
        return
    if confidence < _VENUE_SURE:
        return
    if mine.endswith(theirs):
        before = mine[: -len(theirs)]
        nested = (
            not theirs[:1].islower()  # "Guida all'ambiente …": a venue's name opens with no small word
            and _CLAUSE_END_RE.search(before) is not None
            # "Crop Mining: The ISA Crop Science Journal": a colon parts a journal's name from its
            # subtitle, and the labeller's venue is that subtitle alone.
            and not before.rstrip().endswith(":")
            and not _ABBREVIATION_BEFORE_RE.search(before)  # "Can. J. Nurs." is not cut to "J. Nurs."
            and not abbreviated_journal(mine)  # nor "Astron. Nachr." to "Nachr.": one name, by its shape
            and not _words(next(iter(theirs.split()), "")) & _IMPRINT_WORDS  # "Paris, Éd. Cerf": an imprint
        )
    elif mine.startswith(theirs):
        after = mine[len(theirs) :]
        nested = after[:1].isspace() and all(word.isalpha() and word.islower() for word in after.split())
    elif theirs.startswith(mine):
        added = theirs[len(mine) :]
        words = _LETTERS_RE.findall(added)
        nested = (
            bool(words)
            and all(word[0].isupper() for word in words)
            and not {word.casefold() for word in words} & _NO_VENUE_WORDS  # "Cancer. Jan", "…, Bd"
            and not set(added) & set("([")  # "Conference (ICML": its acronym, read apart
            and rule.venue_acronym not in words  # "Conference, CAV": the same, after a comma
        )
    else:
        nested = False
    if nested:
        rule.venue = theirs


def _venue_closing_the_rules_title(rule: ParsedEntry, model: ParsedEntry) -> None:
    """ "World Health Organization: Title. Nature, 100, 2016, s. 652–680": where the rules read no
    venue and their title ends in the sentence the labeller is sure is the venue, the title
    closing where the labeller's does (its own may hold the names it did not read), the venue is
    cut from the title."""
    title, venue = rule.title or "", model.venue or ""
    if rule.venue or not venue or not title.endswith(f". {venue}"):
        return
    if model.field_confidence.get("venue", 0) < _VENUE_SURE:
        return
    head = title[: -len(venue) - 2].rstrip()
    if len(head.split()) < 2 or not (model.title or "").endswith(head):
        return
    rule.title, rule.venue = head, venue


def _opens_the_rules_venue(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """Both readings agree on the title and the labeller's venue opens the rules' one, which holds
    more, letters and digits compared."""
    mine, theirs = _comparable(rule.venue), _comparable(model.venue)
    return (
        _comparable(rule.title) == _comparable(model.title)
        and bool(theirs)
        and theirs != mine
        and mine.startswith(theirs)
        and not _NUMBERED_NAME_GOES_ON_RE.match((rule.venue or "")[len(model.venue or "") :])
    )


# A number and a capitalised word that is no month after a name go on with it ("NBC 10 Philadelphia"),
# as a date after it does not ("Forbes, 20 February").
_NUMBERED_NAME_GOES_ON_RE = re.compile(rf"\s+\d{{1,4}}\s+(?!(?i:{fields.MONTH_WORDS})\b)[A-ZÀ-Þ]")


# What a book's or a report's imprint is made of; a venue the rules read of these alone is none.
_IMPRINT_LABELS = frozenset({Label.PUBLISHER, Label.LOCATION, Label.DATE, Label.NOTE, Label.PAGES})
# What may follow a venue's name inside the rules' venue: the imprint, numbers, editors, a note.
_AFTER_VENUE_LABELS = _IMPRINT_LABELS | {Label.VOLUME, Label.ISSUE, Label.EDITOR, Label.ARTICLE, Label.URL}


_ABBREVIATION_END_RE = re.compile(r"[A-Z](?<![^\W\d_].)[a-z]{0,5}\.$")
# The word that marks a container, right before the venue the rules read ("…, in Book", "dans : Book").
_CONTAINER_MARK_BEFORE_RE = re.compile(r"(?<![^\W\d_])(?:[Ii]n|[Dd]ans|[Ii]m)\s*:?\s*$")
# A note on a talk before the meeting's name: "Communication présentée à la …", "Ponencia presentada
# en el …", "Paper presented at the …".
_TALK_NOTE_BEFORE_RE = re.compile(
    r"(?:présentée?|presentad[oa]|apresentad[oa]|presented)"
    r"(?:\s+(?:au|aux|à|la|l['’]|lors|du|des|de|en|em|no|na|el|los|las|o|a|at|the))+\s*$"
)


def _locate(joined: str, text: str) -> tuple[int, int] | None:
    """Where a field the rules read lies in the entry's text: as written, or from its first words
    to its last (the rules leave out what they read as other fields, "edited by …")."""
    start = joined.find(text)
    if start >= 0:
        return start, start + len(text)
    head, tail = text[:16], text[-12:]
    start = joined.find(head)
    end = joined.rfind(tail)
    if start < 0 or end < start:
        return None
    return start, end + len(tail)


def _imprint_from_labels(
    rule: ParsedEntry, model: ParsedEntry, joined: str, tokens: list[Token], labels: list[str]
) -> None:
    """The rules' venue cleaned by the labeller's reading of the same words, where the labeller is
    sure of its reading: of the venue, only the words it labels the venue are kept ("Nordic
    Geology Society, Tromsø, Norway" → "Nordic Geology Society"); a book's place and publisher
    are no venue ("Kystens historie. Fjord, Bergen 1999" → none, publisher Fjord), nor are a
    chapter's editors ("in Kari Halvorsen (ed.), Coastal towns …" → "Coastal towns …"), nor is
    an imprint the labeller reads as the publisher ("Paris : Presses Universitaires de France")."""
    if _venue_read_as_publisher(rule, model):
        _venue_to_imprint(rule, model)
        return
    if not rule.venue or not (rule.authors or rule.doi or rule.arxiv_id):
        return  # without its venue, an entry with no names would be no publication and be dropped
    span = _locate(joined, rule.venue)
    if span is None:
        return
    start, end = span
    inside = [
        index
        for index, token in enumerate(tokens)
        if token.start >= start and token.end <= end and token.text[:1].isalnum()
    ]
    found = [labels[index] for index in inside]
    if not found:
        return
    if Label.CONTAINER not in labels and not _container_marked(rule, joined):
        # The labeller reads no container anywhere and nothing the rules read marks one: the
        # rules' venue is the title's second sentence, a series or the imprint of a book or report,
        # unless it reads as a journal's name and the labeller reads no house in the entry.
        if (
            _house_read(model)
            or not reads_as_journal_name(rule.venue)
            or joined.lstrip().startswith(rule.venue.rstrip(". "))  # a body's report: it is its own house
        ):
            _sentence_back_to_title(rule, model, joined, found)
            _venue_to_imprint(rule, model)
        return
    if any(label in (Label.TITLE, Label.AUTHOR) for label in found):
        return  # the two readings do not agree on where the venue is
    if Label.CONTAINER in found:
        first = next(index for index in inside if labels[index] == Label.CONTAINER)
        last = first
        while last + 1 < len(tokens) and labels[last + 1] == Label.CONTAINER and tokens[last + 1].end <= end:
            last += 1
        rest = [label for index, label in zip(inside, found, strict=True) if not first <= index <= last]
        if (
            all(label in _AFTER_VENUE_LABELS for label in rest)
            and model.field_confidence.get("venue", 0) >= _SURE
        ):
            venue = _CONTAINER_END_RE.sub("", joined[tokens[first].start : tokens[last].end]).strip(" ,;:")
            venue = _CONTAINER_LEAD_RE.sub("", venue)
            if (
                venue
                and _comparable(venue) != _comparable(rule.venue)
                and not is_inverted_meeting(rule.venue)  # its opening words alone are no venue
                and not _NUMBERED_NAME_GOES_ON_RE.match(
                    rule.venue[len(venue) :] if rule.venue.startswith(venue) else ""
                )
            ):
                # An abbreviation keeps its period ("J. Chem. Inf. Model."), a sentence's goes.
                rule.venue = venue if _ABBREVIATION_END_RE.search(venue) else venue.rstrip(".")
        return
    if not all(label in _AFTER_VENUE_LABELS for label in found):
        return
    if model.venue and rule.title and _comparable(rule.title) in _comparable(model.venue):
        # "Title. Pearson, 2020": the labeller's container is the rules' title and the house after it.
        house = rule.venue
        _venue_to_imprint(rule, model)
        rule.publisher = rule.publisher or house
    elif (
        model.venue
        and model.field_confidence.get("venue", 0) >= _SURE
        and not _among_the_names(rule, model.venue)
    ):
        rule.venue = model.venue  # the rules took the editors or the imprint, the venue is elsewhere
    elif rule.editors:
        return  # the rules read "In A. Editor (ed.), Book": what follows the editors is the book
    elif _CONTAINER_MARK_BEFORE_RE.search(joined, max(0, start - 8), start):
        return  # "…, in Mélanges offerts à G. Roe, Paris, Dalloz": the rules read the book after its "in"
    elif (
        model.venue is None
        and model.field_confidence.get("title", 0) >= _SURE
        and not _issued_on_a_day(model)
        and not (rule.volume and rule.pages and not rule.publisher)  # "Lithos 126, 198-211": a journal
        and not fields.has_day_of_issue(joined[end : end + 25])  # "Libération, 17 avril 2015": a newspaper
    ):
        _venue_to_imprint(rule, model)


def _among_the_names(rule: ParsedEntry, venue: str) -> bool:
    """Are the labeller's venue words a part of the names the rules read ("Moen, Knut 2022." with
    "Knut" taken for a container)? Then it is no venue found elsewhere."""
    names = set(" ".join(rule.authors).split())
    return bool(names) and set(venue.split()) <= names


def _house_read(model: ParsedEntry) -> bool:
    """Does the labeller read a publisher, a house rather than a status it took for one ("In Press")?"""
    return bool(model.publisher) and not _words(model.publisher) <= lexicons.STATUS_WORDS | lexicons.IN_WORDS


def _venue_read_as_publisher(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """Both readings agree on the title, the labeller reads no venue, and the rules' venue is made
    of its publisher's words and places: a book's imprint."""
    return (
        bool(rule.venue)
        and not model.venue
        and bool(model.publisher)
        and _comparable(rule.title) == _comparable(model.title)
        and not rule.editors  # "In A. Editor (ed.), Book": what follows the editors is the book
        and not _issued_on_a_day(model)
        and _words(rule.venue) <= _words(model.publisher) | lexicons.PLACE_WORDS
    )


# A comma after a field, then the next field, of words: "…, Feltrinelli, Milano 2019".
_COMMA_THEN_FIELD_RE = re.compile(r"[\s.]*,\s*([^\W\d_][^,.;:()\d]*)")


def _sentence_back_to_title(
    rule: ParsedEntry, model: ParsedEntry, joined: str, venue_labels: list[str]
) -> None:
    """Where the rules' venue is the title's next sentences, the title runs on to the venue's end:
    the stops were inside it. So where the citation parts its fields by commas and the labeller
    reads the venue's words as the title's ("Il mare. Nel porto di Ancona. Una storia, Editore, Roma
    2019": names, title, publisher, place and year, each after a comma; the stops stand inside the
    title). Where stops part the fields ("Title. Series. Publisher. ISBN …"), a sentence after the
    title may be any field, and the rules' reading stands; so does a venue naming a book's editors
    ("I M. Name (red.), Book"): a chapter's host the labeller ran the title into."""
    title, venue, theirs = _comparable(rule.title), _comparable(rule.venue), _comparable(model.title)
    if not title or not venue or not theirs.startswith(title) or venue not in theirs[len(title) :]:
        return
    if "," in (rule.venue or "") or names_editors(rule.venue or ""):
        return
    if any(label != Label.TITLE for label in venue_labels):
        return
    title_span, venue_span = _locate(joined, rule.title or ""), _locate(joined, rule.venue or "")
    if title_span is None or venue_span is None or venue_span[0] < title_span[1]:
        return
    after = _COMMA_THEN_FIELD_RE.match(joined, venue_span[1])
    if after is None or is_place(after.group(1)):
        # The venue is not closed by a comma and the publisher's words: the fields are not parted
        # by commas ("Place: Publisher, 2017" is an imprint and its year), or the venue is the
        # publisher, its place after it ("Title. Harbour Secretariat, Lima.").
        return
    # (from the title's start, with what the rules left out between the two: "Nel" read as "in")
    rule.title = joined[title_span[0] : venue_span[1]].rstrip(" .,;:")


def _venue_to_imprint(rule: ParsedEntry, model: ParsedEntry) -> None:
    """The rules' venue was a book's or a report's imprint: no venue, and the labeller's publisher."""
    rule.venue = None
    rule.publisher = rule.publisher or model.publisher


def _container_marked(rule: ParsedEntry, joined: str) -> bool:
    """Does anything the rules read mark their venue as a container: a volume, an issue or pages
    (a journal's article, a chapter), editors or an "In" before it (a book's chapter), a quoted
    title before it (an article's or a chapter's), a day of issue (a newspaper), a DOI, a venue's
    word, name or acronym ("Workshop on …", "Science", "EC")?"""
    span = _locate(joined, rule.venue or "")
    if span is None:
        return True  # the venue is not where the rules' reading can be checked
    start, _ = span
    title_at = joined.find(rule.title) if rule.title else -1
    return bool(
        rule.volume
        or rule.number
        or rule.pages
        or rule.editors
        or rule.doi
        or rule.arxiv_id
        or rule.venue_acronym
        or _ACRONYM_RE.fullmatch(rule.venue or "")
        or _words(rule.venue) & lexicons.GENERIC_VENUE_WORDS
        or lookup(rule.venue)
        or _CONTAINER_MARK_BEFORE_RE.search(joined, max(0, start - 8), start)
        or _TALK_NOTE_BEFORE_RE.search(joined, max(0, start - 40), start)
        or (title_at > 0 and joined[title_at - 1] in _QUOTES)
        or fields.has_day_of_issue(joined)
    )


_ACRONYM_RE = re.compile(r"[A-Z][A-Z&-]{1,9}")
# Quotation marks a title opens with ("“Title”", "«Title»", "ʻʻTitle.ʼʼ").
_QUOTES = frozenset("\"'“‘«„‚`ʻ")


_DAY_AND_MONTH_RE = re.compile(
    r"(?<!\d)(\d{1,2})\.?\s+([^\W\d_]{3,10})|([^\W\d_]{3,10})\.?\s+(\d{1,2})(?!\d)"
)


def _issued_on_a_day(model: ParsedEntry) -> bool:
    """The "publisher" the labeller read holds a day and month ("The Valley Herald, September 9"):
    a newspaper's name and day of issue, which a book's imprint never has."""
    for match in _DAY_AND_MONTH_RE.finditer(model.publisher or ""):
        if (match.group(2) or match.group(3)).casefold() in lexicons.MONTHS:
            return True
    return False


def _agreement(rule: ParsedEntry, model: ParsedEntry) -> dict[str, float]:
    """Confidence in the rule reading's fields: the model's where both readings agree, and the
    chance that the model is wrong where they differ (a field worth checking)."""
    confidence = {}
    for name, value in model.field_confidence.items():
        mine, theirs = getattr(rule, name), getattr(model, name)
        if name == "pages":
            # Both readings' pages are as found ("pp. 5-9", "5--9"), normalised only once the
            # entry is finished (``classify.finish_entry``): weighed as they will be stored.
            mine, theirs = fields.normalise_pages(mine), fields.normalise_pages(theirs)
        same = _comparable(mine) == _comparable(theirs)
        confidence[name] = value if same else round(1.0 - value, 3)
    return confidence


def _coauthors_from_note(entry: ParsedEntry) -> None:
    """ "Title (with P. Novak and R. Silva)": on a page owner's list the co-authors follow the title."""
    if entry.authors:
        return
    note = _WITH_COAUTHORS_RE.search(entry.title)
    if note is None:
        return
    names, truncated = normalise.people(note.group(1))
    if names:
        entry.title = entry.title[: note.start()].rstrip(" ,.;:")
        entry.author_names = names
        entry.authors = [name.display for name in names]
        entry.authors_truncated = truncated


def _repair_boundaries(joined: str, tokens: list[Token], labelling: Labelling) -> list[str]:
    """The labelling's labels with the field boundaries the labeller misplaces put right
    (``joined``: the entry's lines joined, the text the tokens' positions point into)."""
    labels = _repair_name_boundary(tokens, labelling.labels)
    labels = _hyphened_initials_close_their_name(tokens, labels)
    labels = _given_first_list_keeps_its_last_family(tokens, labels)
    labels = _given_first_list_keeps_its_first_given(tokens, labels)
    labels = _name_ends_its_line(tokens, labels, labelling.marginals)
    labels = _names_after_et_al_end_their_line(joined, tokens, labels)
    labels = _quoted_journal_after_title(tokens, labels)
    labels = _container_opens_at_its_in(tokens, labels, labelling.marginals)
    return _title_closes_before_its_in(tokens, labels)


# Initials written without stops, a hyphen between those of a hyphenated given name: "SM-J"
# (Sofia Min-Jun), "J-HM", "AJ-H". Each part one or two capitals, one of them a single capital,
# so an acronym pair ("US-EU") is not one.
_HYPHENED_INITIALS_RE = re.compile(r"[A-ZÀ-Þ]{1,2}(?:-[A-ZÀ-Þ]{1,2})+")


def _hyphened_initials(word: str) -> bool:
    return bool(_HYPHENED_INITIALS_RE.fullmatch(word)) and any(len(part) == 1 for part in word.split("-"))


def _hyphened_initials_close_their_name(tokens: list[Token], labels: list[str]) -> list[str]:
    """A family name followed by its initials ("di Marco SM-J (2018)", "Li J-HM 1989:"): the
    labeller, which seldom saw hyphened initials, gives them to the date or the title; they end
    the name the labeller read before them."""
    labels = list(labels)
    for index in range(1, len(tokens)):
        before = tokens[index - 1].text
        if (
            labels[index] != Label.AUTHOR
            and labels[index - 1] == Label.AUTHOR
            and before[:1].isupper()
            and before.replace("-", "").isalpha()
            and _hyphened_initials(tokens[index].text)
        ):
            labels[index] = str(Label.AUTHOR)
            # Read as the title's first word, the year after them opens the title no more.
            year = index + 1
            if (
                year + 1 < len(tokens)
                and labels[year] == Label.TITLE
                and _YEAR_ONLY_RE.fullmatch(tokens[year].text)
                and tokens[year + 1].text in ".:"
            ):
                labels[year : year + 2] = [str(Label.DATE)] * 2
    return labels


def _title_closes_before_its_in(tokens: list[Token], labels: list[str]) -> list[str]:
    """ "Title, in: Symposium on …" (Elsevier's Harvard), "Title. In: Symposium …": the "in:"
    after the title's comma or stop introduces the container the labeller reads next; the labeller
    sometimes leaves it at the title's end."""
    labels = list(labels)
    for index in range(1, len(tokens) - 2):
        if (
            tokens[index].text.casefold() in lexicons.IN_WORDS
            and tokens[index - 1].text in {",", "."}
            and tokens[index + 1].text == ":"
            and labels[index] == labels[index + 1] == Label.TITLE
            and labels[index + 2] == Label.CONTAINER
        ):
            labels[index : index + 2] = [str(Label.CONTAINER)] * 2
    return labels


def _quoted_journal_after_title(tokens: list[Token], labels: list[str]) -> list[str]:
    """A journal written in quotes or guillemets after the title's comma, its volume or the next
    field's comma after it ("Title, «Studi Medievali» 63, 1 (2021)", "Title, “Cultural Review”,
    2023"), is the container, where the title itself opens with no quote: the labeller runs the
    title on into it as it does into a quoted subtitle."""
    labels = list(labels)
    for index in range(4, len(tokens) - 2):
        if not (
            tokens[index].quoted
            and not tokens[index - 1].quoted
            and tokens[index - 1].text == ","
            and labels[index - 1] == labels[index] == Label.TITLE
        ):
            continue
        first = index - 1
        while first > 0 and labels[first - 1] == Label.TITLE:
            first -= 1
        close = index
        while close + 1 < len(tokens) and tokens[close + 1].quoted:
            close += 1
        after = close + 1
        if (
            index - first < 4
            or tokens[first].quoted
            or after >= len(tokens)
            or not (tokens[after].text == "," or any(t.text[:1].isdigit() for t in tokens[after : after + 3]))
        ):
            continue
        end = after
        while end < len(tokens) and labels[end] == Label.TITLE and tokens[end].text != ",":
            end += 1
        if any(label == Label.CONTAINER and tokens[at].text.isalpha() for at, label in enumerate(labels)):
            continue  # "Reply to Lind, “Measures of grief”, Philosophy Today 12": the journal is elsewhere
        labels[index:end] = [str(Label.CONTAINER)] * (end - index)
    return labels


def _given_first_list_keeps_its_last_family(tokens: list[Token], labels: list[str]) -> list[str]:
    """A comma-separated list of given-first names ("A. Rossi, B. Bianchi, C. Verdi, Title") ends
    with a family name: where the labeller closed the names at the last name's initials, reading
    "Bianchi, C." as an inverted pair and "Verdi," as the next field's start, the family word
    after those initials is the names'. Only where every earlier name of the run is written
    initials first, so that "Family, I." lists are left alone."""
    labels = list(labels)
    index = 0
    while index < len(tokens):
        if labels[index] != Label.AUTHOR:
            index += 1
            continue
        start = index
        while index < len(tokens) and labels[index] == Label.AUTHOR:
            index += 1
        end = index  # the first token after the run
        if end + 1 >= len(tokens) or tokens[end + 1].text not in {",", ":", "."}:
            continue
        family = tokens[end].text
        if not (family.isalpha() and len(family) > 1 and family[:1].isupper() and not family.isupper()):
            continue
        *names, last = _name_segments(tokens[start:end], separators={","})
        if len(names) < 2 or not last or not all(_initials_token(word) for word in last):
            continue
        if all(_given_first_name(name) for name in names):
            labels[end] = labels[end + 1] = str(Label.AUTHOR)
    return labels


def _given_first_list_keeps_its_first_given(tokens: list[Token], labels: list[str]) -> list[str]:
    """A list of given-first names after a title ("Title, Ana Ruiz, Li Wen, Tom Hale, Journal")
    opens with a given name: where the labeller ended the title on the first name's given word,
    leaving its family word alone before the next name's comma ("… models, Ana" + "Ruiz, Li Wen,
    …", which then reads as the inverted "Li Wen Ruiz"), that word is the names'. Only a word that
    opens its line or follows a comma, before a family word alone, and where at least two names
    after it are written given name first."""
    labels = list(labels)
    for start in range(2, len(tokens)):
        if labels[start] != Label.AUTHOR or labels[start - 1] != Label.TITLE:
            continue
        given = tokens[start - 1]
        if not (given.line_start or tokens[start - 2].text == ","):
            continue
        if not _capitalised_word(given.text):
            continue
        end = start
        while end < len(tokens) and labels[end] == Label.AUTHOR:
            end += 1
        segments = _name_segments(tokens[start:end], separators={",", ";"}, left_out=lexicons.AND_WORDS)
        first, *rest = [segment for segment in segments if segment]
        full_names = [name for name in rest if _given_first_full_name(name)]
        family_alone = len(first) == 1 and _capitalised_word(first[0])
        if family_alone and len(full_names) >= 2 and len(full_names) == len(rest):
            labels[start - 1] = str(Label.AUTHOR)
    return labels


def _name_segments(
    tokens: list[Token], *, separators: set[str], left_out: frozenset[str] = frozenset()
) -> list[list[str]]:
    """The words of a run of name tokens, parted at ``separators`` (empty parts kept), without the
    words in ``left_out`` (casefolded)."""
    segments: list[list[str]] = [[]]
    for token in tokens:
        if token.text in separators:
            segments.append([])
        elif token.text.casefold() not in left_out:
            segments[-1].append(token.text)
    return segments


def _capitalised_word(word: str) -> bool:
    """A capitalised word of letters (hyphens allowed), not an acronym: "Ana", "Martínez-Arranz"."""
    return len(word) > 1 and word[:1].isupper() and not word.isupper() and word.replace("-", "").isalpha()


def _given_first_full_name(words: list[str]) -> bool:
    """ "Ana Ruiz", "José M . Mato": a given word first, a capitalised family word last."""
    return len(words) >= 2 and _capitalised_word(words[0]) and _capitalised_word(words[-1])


def _initials_token(word: str) -> bool:
    """A token of written initials: one capital letter, or the stop or hyphen between them."""
    return word in {".", "-"} or (len(word) == 1 and word.isupper())


def _given_first_name(words: list[str]) -> bool:
    """ "B . Bianchi", "J . P . Seifert": initials first, a capitalised family word last."""
    return (
        len(words) >= 3
        and _initials_token(words[0])
        and words[0] not in {".", "-"}
        and all(_initials_token(word) for word in words[:-1])
        and words[-1][:1].isupper()
        and len(words[-1]) > 1
    )


def _name_ends_its_line(tokens: list[Token], labels: list[str], marginals: list[float]) -> list[str]:
    """A card's names line ends with a name ("A. Mwangi and P. Lindqvist" / "Annals of Statistics
    48"): a capitalised last word after names on its line, which the labeller doubts it gives to
    the field on the next line, is the last name's."""
    labels = list(labels)
    for index in range(1, len(tokens) - 1):
        token, following = tokens[index], tokens[index + 1]
        if (
            token.line_end
            and following.line_start
            and not tokens[index - 1].line_end
            and labels[index - 1] == Label.AUTHOR
            and labels[index] != Label.AUTHOR
            and labels[index] == labels[index + 1]
            and marginals[index] < _SURE
            and token.text[:1].isupper()
            and token.text.isalpha()
        ):
            labels[index] = str(Label.AUTHOR)
    return labels


def _names_after_et_al_end_their_line(joined: str, tokens: list[Token], labels: list[str]) -> list[str]:
    """ "Adler Mira, Quist Tomas, et al., Varga Ilona" / "Title": a names line cut by "et al." that
    goes on after its comma with the names a profile keeps whatever the cut (the page's owner, a
    collaboration); what follows the comma to the line's end, where it reads as names and the
    entry goes on below, is the list's, not the title's opening words."""
    labels = list(labels)
    for index in range(3, len(tokens) - 1):
        if not (
            tokens[index].text == ","
            and tokens[index - 1].text in (".", "al")
            and labels[index - 1] == Label.AUTHOR
            and tokens[index - 1].line == tokens[index].line
            and not tokens[index].line_end
        ):
            continue
        at = index - 2 if tokens[index - 1].text == "." else index - 1
        if not (tokens[at].text == "al" and tokens[at - 1].text.rstrip(".") == "et"):
            continue
        end = index + 1
        while not tokens[end].line_end:
            end += 1
        if end + 1 >= len(tokens) or all(label == Label.AUTHOR for label in labels[index : end + 1]):
            continue
        if is_author_list(_text(joined, tokens, index + 1, end)):
            labels[index : end + 1] = [str(Label.AUTHOR)] * (end + 1 - index)
    return labels


def _container_opens_at_its_in(tokens: list[Token], labels: list[str], marginals: list[float]) -> list[str]:
    """A container opens at the word that introduces it after a sentence ("… for In-Memory Cluster
    Computing. In Proceedings of …"): the words between the title and ". In" that the labeller
    doubts are the title's end, not the container's start."""
    labels = list(labels)
    for index in range(2, len(tokens)):
        if not (
            labels[index] == Label.CONTAINER
            and tokens[index].text.casefold() in lexicons.IN_WORDS
            and tokens[index].text[:1].isupper()
            and tokens[index - 1].text == "."
            and labels[index - 1] == Label.CONTAINER
        ):
            continue
        start = index - 1
        while start > 0 and labels[start - 1] == Label.CONTAINER:
            start -= 1
        if start > 0 and labels[start - 1] == Label.TITLE and max(marginals[start:index]) < _SURE:
            labels[start:index] = [str(Label.TITLE)] * (index - start)
    return labels


def _repair_name_boundary(tokens: list[Token], labels: list[str]) -> list[str]:
    """An inverted name ends with its initials ("Osei, K."): a capitalised word after them that the
    labeller gave to the authors opens the title ("Osei, K. Cobalt-Catalysed Hydroamination")."""
    labels = list(labels)
    # Names end at "et al.": author-labelled words after it open the title ("Oses, C. et al. AFLOW-CHULL: …").
    for index in range(3, len(tokens) - 1):
        if (
            labels[index] == Label.AUTHOR
            and tokens[index - 1].text == "."
            and tokens[index - 2].text == "al"
            and tokens[index - 3].text == "et"
        ):
            end = index
            while end < len(tokens) and labels[end] == Label.AUTHOR:
                end += 1
            if end < len(tokens) and labels[end] == Label.TITLE:
                labels[index:end] = [str(Label.TITLE)] * (end - index)
    # A lowercase word where a title meets the names ends the title ("… of copper. K. Osei, …").
    for index in range(1, len(tokens) - 1):
        if (
            labels[index] == Label.AUTHOR
            and labels[index - 1] == Label.TITLE
            and _lowercase_word(tokens[index].text)
        ):
            end = index + 1 if tokens[index + 1].text in ".," else index
            labels[index : end + 1] = [str(Label.TITLE)] * (end + 1 - index)
    # Nor does a name hold one: the title runs to the last lowercase word of what the labeller
    # gave to the first name after it ("… and the U.K. steel industry Adeyemi, O., …").
    for index in range(1, len(tokens)):
        if labels[index] != Label.AUTHOR or labels[index - 1] != Label.TITLE:
            continue
        last = None
        end = index
        while end < len(tokens) and labels[end] == Label.AUTHOR and tokens[end].text not in ",;":
            word = tokens[end].text
            if _lowercase_word(word) and len(word) > 2 and word not in _IN_NAMES:
                last = end
            end += 1
        if last is not None:
            labels[index : last + 1] = [str(Label.TITLE)] * (last + 1 - index)
    # A title does not open with a lowercase word: the capitalised word before it that the labeller
    # gave to the names opens it ("Lindqvist, Sara, Maps of the northern coast").
    for index in range(1, len(tokens) - 1):
        word, following = tokens[index], tokens[index + 1]
        if (
            labels[index] == Label.AUTHOR
            and labels[index + 1] == Label.TITLE
            and tokens[index - 1].text == ","
            and word.text[:1].isupper()
            and word.text.isalpha()
            and len(word.text) > 1
            and _lowercase_word(following.text)
        ):
            labels[index] = str(Label.TITLE)
    for index in range(2, len(tokens) - 1):
        if labels[index] != Label.AUTHOR or labels[index + 1] != Label.TITLE:
            continue
        word, period, initial = tokens[index], tokens[index - 1], tokens[index - 2]
        inverted = any(tokens[k].text == ";" and labels[k] == Label.AUTHOR for k in range(index))
        if (
            inverted
            and period.text == "."
            and len(initial.text) == 1
            and initial.text.isupper()
            and len(word.text) > 2
            and word.text[:1].isupper()
            and not word.text.isupper()
        ):
            labels[index] = str(Label.TITLE)
    return labels


_NEARLY = 0.4
# Lowercase words a list of names holds.
_IN_NAMES = lexicons.AND_WORDS | {"al", "others"}
# A token doubted as the title's is nearly a name's where most of the doubt is for the names.
_MOSTLY = 0.8
_YEAR_ONLY_RE = re.compile(r"\W*(?:1[5-9]|20)\d\d[a-z]?\W*")


def _leading_names(tokens: list[Token], labels: list[str], labelling: Labelling) -> list[str]:
    """A reading without names whose first part the labeller nearly read as one: that part is
    the author ("Commission européenne, Rapport annuel …", a body named as the author, is read as
    a title by the labeller, which doubts it and gives the doubt to the names). The part runs from
    the start to a comma or period, every word of it nearly a name's, and the words after it are not."""
    if not labelling.author or not labelling.title or not tokens:
        return labels

    def nearly_a_name(index: int) -> bool:
        author, title = labelling.author[index], labelling.title[index]
        return author >= _NEARLY or (title < _SURE and author >= _MOSTLY * (1 - title))

    start = 0
    while start < len(tokens) and labels[start] in (Label.CITATION_NUMBER, Label.TAG):
        start += 1
    end = start
    while end < len(tokens) and tokens[end].text not in ",.:;" and nearly_a_name(end):
        end += 1
    if (
        end == start
        or end + 1 >= len(tokens)
        or tokens[end].text not in ",.:"
        or nearly_a_name(end + 1)
        or not any(token.text[:1].isupper() for token in tokens[start:end])
    ):
        return labels
    labels = list(labels)
    labels[start : end + 1] = [str(Label.AUTHOR)] * (end + 1 - start)
    return labels


def _worth_a_second_reading(entry: ParsedEntry) -> bool:
    """Cheap signs that the rule reading is incomplete or wrong (most entries show none)."""
    if not entry.authors or entry.year is None or entry.venue is None:
        return True
    title = entry.title
    if len(title.split()) < 2:
        return True
    # Each pattern needs a character of its own: cheap tests first (an initial's period, a comma).
    if ";" in title or ("." in title and _INITIAL_RE.search(title + " ")):
        return True
    if "." in title and _CLOSING_INITIALS_RE.search(title):
        return True
    if "," in title and _TRAILING_ABBREVIATION_RE.search(title):
        return True
    if _may_name_in_title(title) and _NAME_IN_TITLE_RE.search(title):
        return True
    return _venue_worth_a_second_reading(entry.venue)


@line_cache  # pure; a list names the same journals and meetings entry after entry
def _venue_worth_a_second_reading(venue: str) -> bool:
    """Signs in the venue the rules read that it holds more than a venue's name: names, numbers, a
    place or a publisher, a month."""
    return (
        bool(_NAMES_IN_VENUE_RE.search(venue) or _more_than_a_venue(venue))
        or _publisher_or_place(venue)
        or bool(_words(venue) & lexicons.MONTHS)
        or _ends_in_other_words(venue)
        or _imprint_words(venue)
    )


def _imprint_words(venue: str) -> bool:
    """A venue with no word of a venue's name ("Bergen") and no journal's abbreviated name
    ("Polit. Stud."), or with a publisher's word that is none ("Harbour Press, Kirkwall"; "IEEE"
    is both): perhaps a book's imprint."""
    words = _words(venue)
    names = lexicons.venue_words()[0]
    if bool((words & lexicons.PUBLISHER_WORDS) - names):
        return True
    return not words & names and not abbreviated_journal(venue)


_LAST_PART_RE = re.compile(r"[,:]\s*([^,:]{2,60})$")


def _ends_in_other_words(venue: str) -> bool:
    """The venue's last part after a comma or colon holds a word no venue name has: a place or a
    publisher ("Fjord, Bergen", "Nordic Geology Society, Tromsø, Norway"), not the rest of a
    long name ("…, Networking, Storage and Analysis")."""
    last = _LAST_PART_RE.search(venue)
    if last is None:
        return False
    names = lexicons.venue_words()[0]
    words = [word.casefold() for word in _WORD_RE.findall(last.group(1))]
    return any(word not in names and word not in _CONNECTIVES for word in words)


# A venue the rules read holding more than a name: numbers, "Place : Publisher", access notes.
# (The words in ASCII apart: ``_more_than_a_venue`` looks for them before asking the pattern.)
_MORE_THAN_A_VENUE_WORDS = ("online", "accessed", "available", "retrieved", "abgerufen")
_MORE_THAN_A_VENUE_RE = re.compile(
    rf"\d|\s:\s|\b(?:{'|'.join((*_MORE_THAN_A_VENUE_WORDS, 'consulté'))})\b", re.IGNORECASE
)
_ASCII_DIGITS = frozenset("0123456789")


def _more_than_a_venue(venue: str) -> bool:
    """Does ``_MORE_THAN_A_VENUE_RE`` find something in the venue? An ASCII venue with no digit, no
    colon and none of the words in lower case has none (the case-blind pattern is tried at every
    position); other venues are asked of the pattern."""
    if venue.isascii() and (
        ":" not in venue
        and _ASCII_DIGITS.isdisjoint(venue)
        and not any(word in venue.lower() for word in _MORE_THAN_A_VENUE_WORDS)
    ):
        return False
    return _MORE_THAN_A_VENUE_RE.search(venue) is not None


_CONNECTIVES = frozenset({"de", "du", "des", "la", "le", "les", "of", "the", "and", "et", "und", "y"})


def _publisher_or_place(venue: str | None) -> bool:
    """A "venue" of publisher and place words only ("London", "Éditions du Seuil"): a book's imprint."""
    words = _words(venue) - _CONNECTIVES
    return bool(words) and not words - lexicons.PLACE_WORDS - lexicons.PUBLISHER_WORDS


def _plausible(entry: ParsedEntry, names: bool = True) -> bool:
    """The labeller's reading itself looks like a publication: a title, names that look like names
    (short, no sentence, not all of lowercase words; not asked with ``names`` false)."""
    if len(entry.title) <= 3 or len(entry.title.split()) < 2:
        return False
    if _LINK_OPENING_RE.match(entry.title):
        return False  # a link read as the title ("https://github.com/…. Disponível em: …")
    if opens_with_access_note(entry.title):
        return False  # the note on the day a page was read ("– Zugriff: 28.12.2014") read as the title
    if not (entry.authors or entry.venue or entry.doi or entry.arxiv_id):
        return False  # the list reader would not keep it as a publication
    return not names or all(
        len(name) <= 40
        and len(name.split()) <= 5
        and not _NOT_IN_NAMES_RE.search(name)
        and not _SENTENCE_IN_NAME_RE.search(name)
        and not all(_lowercase_word(word) for word in name.split())  # "edited volumes"
        for name in entry.authors
    )


_LINK_OPENING_RE = re.compile(r"\W{0,2}(?:https?://|www\.)")


# Words a title does not end on: it goes on after them.
_TITLE_GOES_ON = frozenset(
    ["and", "or", "of", "for", "the", "a", "an", "in", "on", "to", "with", "from", "by", "via"]
)


def _title_cut_into_venue(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """The labeller's title is the start of the rules' title, cut inside a phrase, and its venue
    goes on with the rest: "Dual Economies and" / "International Total Factor … . Economica",
    "Lessons from large" / "infrequent natural disturbances. Ecosystems"."""
    if not model.title or not model.venue:
        return False
    rule_words = [word.casefold() for word in WORD_RE.findall(rule.title)]
    title_words = [word.casefold() for word in WORD_RE.findall(model.title)]
    venue_words = [word.casefold() for word in WORD_RE.findall(model.venue)]
    size = len(title_words)
    if not title_words or not venue_words or size >= len(rule_words) or rule_words[:size] != title_words:
        return False
    if rule_words[size] == "in" and _venue_runs_on_from(rule_words[size + 1 :], venue_words):
        return True
    if rule_words[size] != venue_words[0]:
        return False
    return title_words[-1] in _TITLE_GOES_ON or model.venue.lstrip()[:1].islower()


def _title_cut_inside(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """The labeller's title is the start of the rules' one, cut where no title ends: inside a word or
    an abbreviation ("… fields in the U." of "… in the U.S. Southern Great Plains"), before its
    subtitle's colon ("Continuities and discontinuities" of "…: Future directions …"), or on a word
    a phrase goes on after ("Review of" of "Review of G. Parker (1995)")."""
    title, rules = (model.title or "").strip(), (rule.title or "").strip()
    if not title or len(rules) <= len(title) or not rules.startswith(title):
        return False
    rest = rules[len(title) :]
    if not rest[0].isspace() and rest[0] not in ".,;!?)]}”’\"'":
        return True  # inside a word, or before the colon that opens the subtitle
    last = title.split()[-1].casefold()
    return last in _TITLE_GOES_ON


def _venue_runs_on_from(rest: list[str], venue_words: list[str]) -> bool:
    """The labeller's venue is the rest of the rules' title after a plain "in" and goes on past it
    ("… Risk Factors" / "Coronary Artery Disease. Biomolecules"): a title's "in Coronary Artery
    Disease" read as a container, joined to the journal after it."""
    return bool(rest) and len(venue_words) > len(rest) and venue_words[: len(rest)] == rest


def _names_misread(rule: ParsedEntry, model: ParsedEntry, body: str) -> bool:
    """The labeller's names hold some that are none: a place ("Leiden"), a status written after the
    names ("… and R. Berthele. Forthcoming."), or words after the rules' title where the rules'
    names lead ("A. Roe, Title, Acta XI, Ithaca NY, 1986" read as names "A. Roe", "NY Ithaca"). Only
    where the rules' title holds the labeller's: a rules' "title" that is a run of names the
    labeller read past is no guide."""
    if not model.authors:
        return False
    if any(is_place(name) for name in model.authors):
        return True
    if any(fields.status_span(name.partition(". ")[2]) is not None for name in model.authors):
        return True  # "Raphael Berthele. Forthcoming": the status after the names, read into the last
    rule_title_at, model_title_at = body.find(rule.title), body.find(model.title)
    holds = 0 <= rule_title_at <= model_title_at < rule_title_at + len(rule.title)
    return holds and _names_after_title(body, rule.title, rule.authors, model.authors)


def _names_dropped_before_title(rule: ParsedEntry, model: ParsedEntry, body: str) -> bool:
    """The labeller read no names where the rules read them all before its title: a given name it
    does not know ("Katrin Brandt u. a.: Title, Journal 61/2 (2015)") left unlabelled, the rest of
    its reading standing."""
    if model.authors or not rule.authors or not model.title or not rule.title:
        return False
    if any(len(name.split()) < 2 for name in rule.authors):
        return False  # "Hydrology 2021 Title, I Barrow": a lone word is no certain name
    title_at = body.find(model.title)
    if title_at <= 0 or body.find(rule.title) != title_at:
        return False  # both readings open the title at the same word
    before = body[:title_at]
    return all(name.split()[-1] in before for name in rule.authors)


def _names_cut_short(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """The labeller's names are the rules' with the last cut to its initials, the rest of the name
    read into the title ("H. Bol: Title" read as "H." and "Bol: Title")."""
    cut = len(model.authors) - 1
    if cut < 0 or cut >= len(rule.authors) or model.authors[:cut] != rule.authors[:cut]:
        return False
    whole, short = rule.authors[cut], model.authors[cut]
    if len(short) < len(whole) and whole.startswith(short) and bool(_INITIALS_ONLY_RE.match(short)):
        return True
    names = rule.author_names
    return cut < len(names) and _given_read_into_title(names[cut], short, model.title or "")


def _given_read_into_title(whole: PersonName, short: str, title: str) -> bool:
    """The labeller kept the family name of an inverted "Family, Given particle" name and read its
    given half into the title ("Brandauer, Ilse von: Title" read as "Brandauer" and "Ilse von:
    Title"), where the rules read the name whole."""
    given = whole.given.split()
    if not given or short != whole.family:
        return False
    opening = title.split()[: len(given)]
    return [word.rstrip(":,.") for word in opening] == given and opening[-1][-1:] in ":,."


def _title_without_rules_last_name(rule: ParsedEntry, model: ParsedEntry) -> str | None:
    """The labeller's title without the family name it took from the names before the colon,
    where the rules read that last name whole: "Prashant J. Shenoy: Title" read by the labeller as
    the name "Prashant J." (a family name and its initial) and the title "Shenoy: Title". None
    where the readings differ otherwise."""
    title = model.title.lstrip()
    cut = len(model.authors) - 1
    if cut < 0 or cut >= len(rule.authors) or model.authors[:cut] != rule.authors[:cut]:
        return None
    whole, short = rule.authors[cut].split(), model.authors[cut].split()
    if not title.startswith(f"{whole[-1]}:") or len(short) >= len(whole):
        return None
    words = {word.strip(".") for word in whole}
    if not all(word.strip(".") in words for word in short):
        return None
    return title[len(whole[-1]) + 1 :].strip() or None


def _last_names_read_into_title(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """The labeller's names are the rules' first ones, and its title opens with the rules' next
    name ("…, Felix Reimann" / "Sebastian Steinhorst: Fail-Operational …"): it read the list's
    last names, closed by the colon before the title, as the title's start."""
    cut = len(model.authors)
    if _middle_initial_read_as_a_name(rule, model):
        return True
    # Two names kept at least: after one name alone, the words before the colon may as well open
    # the title ("Ana L. Ruiz, Becoming Modern: Cities …"), as the labeller reads them.
    if not 2 <= cut < len(rule.authors) or model.authors != rule.authors[:cut]:
        return False
    name = rule.authors[cut]
    title = model.title.lstrip()
    # The name as the title opens with it, and the colon after it ("Ana Ruiz: …"); a name the rules
    # made of the title's first words ("Deep Learning for …") has none.
    if title.startswith(name) and title[len(name) :].lstrip()[:1] == ":":
        return True
    # "…, Braun D, Casey JA. Two decades of …": a Vancouver list's last name, its family name first
    # and its bare initials closed by the stop before the title.
    person = rule.author_names[cut] if cut < len(rule.author_names) else None
    if person is None or not _BARE_INITIALS_RE.fullmatch(person.given):
        return False
    written = f"{person.family} {person.given}"
    return title.startswith(written) and title[len(written) : len(written) + 1] in (".", ":")


def _middle_initial_read_as_a_name(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """The labeller's last name is the given name and middle initial of the rules' name at its
    place, read as a name of its own ("Jane A." of "…, Jane A. McKeating and Tom Lee. Title"), and
    its title opens with that name's family name: the rest of the list run into the title."""
    cut = len(model.authors)
    if not 2 <= cut <= len(rule.author_names) or model.authors[: cut - 1] != rule.authors[: cut - 1]:
        return False
    person = rule.author_names[cut - 1]
    given = person.given.split()
    return (
        len(given) == 2
        and _BARE_INITIALS_RE.fullmatch(given[1].rstrip(".")) is not None
        and sorted(_words(model.authors[-1])) == sorted(_words(person.given))
        and model.title.lstrip().startswith(f"{person.family} ")
    )


def _body_cut_short(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """The rules read a body as the author ("Australia. Department of External Affairs"), the
    labeller the start of its name only, the rest run into the title."""
    if len(rule.author_names) != 1 or len(model.authors) != 1:
        return False
    body, short = rule.author_names[0], model.authors[0].rstrip(" .,")
    return body.display == body.family and len(short) < len(body.display) and body.display.startswith(short)


# What may stand between the names before the colon: a comma, a slash, "and" ("und", "et", "&").
_BETWEEN_NAMES_RE = re.compile(r"[\s,;/&]*(?:(?:and|und|et)\s+)?")
# A person's name with a particle before the family name, inside the name ("Ida van der Meulen").
_PARTICLE_IN_NAME_RE = re.compile(rf"\s{PARTICLE_NAME_PATTERN}")


def _title_after_rules_names(rule: ParsedEntry, model: ParsedEntry) -> str | None:
    """The labeller's title without the names it opens with, where the rules read those names
    and the colon closes them ("Name: Title, in: …", the German humanities' order): the labeller
    reads a body's name ("Deutsche Forschungsgemeinschaft: Title") or a name whose particles
    look like a title's words ("Ida van der Meulen: Die Titel …", "der" being German's article)
    as the title's start. Only names that are names for certain move: a body, told by the word
    heading its name, or a person's name with a particle; "Deep Learning: A Survey" stays a title.
    None where the readings differ otherwise.

    A comma closes a body's name as the colon does ("World Meteorological Organization, Title,
    Journal, 12 (2019) 3–9", as chemistry's and Polish notes' styles print a body); a person's
    name before a comma may be a title's head ("Ida van der Meulen, Title" aside)."""
    cut = len(model.authors)
    if cut >= len(rule.authors) or model.authors != rule.authors[:cut]:
        return None
    return _title_after_names_before(rule, model, ":", cut) or _title_after_names_before(
        rule, model, ",", cut
    )


def _title_after_names_before(rule: ParsedEntry, model: ParsedEntry, mark: str, cut: int) -> str | None:
    """The labeller's title after the rules' names from ``cut`` on and the ``mark`` that closes
    them (``_title_after_rules_names``), else None."""
    head, closed, title = (model.title or "").lstrip().partition(mark)
    title = title.lstrip(" .")
    if not closed or not title:
        return None
    left = head
    for name in rule.authors[cut:]:
        if not (names_a_body(name) or (mark == ":" and _PARTICLE_IN_NAME_RE.search(f" {name}"))):
            return None
        between = _BETWEEN_NAMES_RE.match(left)
        left = left[between.end() :]
        if not left.startswith(name):
            return None
        left = left[len(name) :]
    return title if not left.strip() else None


# The last name of a list joined by "and" in the inverted form: "…, and Pagani, M., ".
_JOINER_CLOSED_NAMES_RE = re.compile(r"(?:\band|&)\s+[^\W\d_][^,;]{0,40},\s*(?:[^\W\d_]\.\s?-?){1,4},?\s*$")


def _head_taken_after_closed_names(rule: ParsedEntry, model: ParsedEntry, body: str) -> str | None:
    """ "Styron, R., and Pagani, M., CCAF-DB: The Caribbean … Database": the title's head before
    its colon, which the labeller read as one more name after the rules' names. A list that joins
    its last name with "and" ends at that name: the head opens the title. The whole title, the
    head and the labeller's title after it, else None."""
    if not rule.authors or len(model.authors) != len(rule.authors) + 1 or model.authors[:-1] != rule.authors:
        return None
    colon = rule.title.find(":")
    if colon <= 0 or _letters_words(rule.title[:colon]) != _letters_words(model.authors[-1]):
        return None
    if not model.title or not rule.title[colon + 1 :].lstrip().startswith(model.title):
        return None
    at = body.find(rule.title[:colon])
    if at <= 0 or _JOINER_CLOSED_NAMES_RE.search(body[max(0, at - 80) : at]) is None:
        return None
    return f"{rule.title[: colon + 1]} {model.title}"


def _words_taken_from_title(rule: ParsedEntry, model: ParsedEntry) -> str | None:
    """The words the labeller's last name took from the start of the rules' title, where its names
    are the rules' otherwise ("Wolpoff M.H. Brief" for "M.H. Wolpoff" and the title "Brief
    Communication: …"; "A Takeo Kunishima" for "Takeo Kunishima" and "A Language …"), or None.
    Words of one letter count: a title's article "A" read as an initial is one of them."""
    if not rule.authors or model.authors[:-1] != rule.authors[:-1] or len(model.authors) != len(rule.authors):
        return None
    whole, run_on = _letters_words(rule.authors[-1]), _letters_words(model.authors[-1])
    extra = run_on - whole
    if not whole or not extra or whole - run_on:
        return None  # a last name of initials alone ("B. P.") is one the rules cut short
    taken = " ".join(rule.title.split()[: len(extra)])
    if _letters_words(taken) != extra or not rule.title[len(taken) :].lstrip().startswith(model.title):
        return None
    if taken.endswith(":"):
        return None  # "Ana M. Ruiz Díaz: Title": the colon closes the names, the labeller's are whole
    return taken


# A name's written initials: "S", "M-J", "J.-P.".
_WRITTEN_INITIALS_RE = re.compile(r"^[A-ZÀ-ÖØ-Þ]\.?(?:-?[A-ZÀ-ÖØ-Þ]\.?)*$")


def _initials_dropped(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """The labeller's names are the rules' ones, one at least without its initials: initials
    written after a family name ("di Marco S M-J 2009 Title") read as the date's words before the
    year. A name is none the less its person's for its initials: the rules' names stand."""
    if not model.authors or len(model.authors) != len(rule.authors):
        return False
    dropped = False
    for whole, short in zip(rule.authors, model.authors, strict=True):
        if whole == short:
            continue
        if not whole.endswith(" " + short):
            return False
        initials = whole[: -len(short)].split()
        if not all(_WRITTEN_INITIALS_RE.match(word) for word in initials):
            return False
        dropped = True
    return dropped


def _title_word_after_body_read_as_name(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """ "National Research Council, Robust Analysis of …": the labeller read the title's first word
    as one more name after a body's, where the rules' title opens with it. A body's name takes no
    given name after its comma, so the word is the title's."""
    if not rule.authors or not rule.title or len(model.authors) != len(rule.authors) + 1:
        return False
    if model.authors[:-1] != rule.authors or not names_a_body(rule.authors[-1]):
        return False
    word = model.authors[-1]
    head, _, rest = rule.title.partition(" ")
    return len(word.split()) == 1 and head == word and bool(model.title) and rest.startswith(model.title)


def _title_words_read_as_date(rule: ParsedEntry, model: ParsedEntry, body: str) -> str | None:
    """The words opening the rules' title that the labeller read as the date's ("(2004) Winter
    floods …", "(2011) May storms …": a season, a month), where the year both read stands closed in
    its parenthesis right before them: a date's words stand inside it. None otherwise."""
    if rule.year is None or model.year != rule.year or not rule.title or not model.title:
        return None
    at = rule.title.find(model.title)
    head = rule.title[:at].strip() if at > 0 else ""
    if not head or len(head.split()) > 2 or not head.replace(" ", "").isalpha():
        return None
    closed = re.search(rf"\(\s*{rule.year}[a-z]?\s*\)[.,:]?\s+{re.escape(head)}\s", body)
    return head if closed is not None else None


def _names_after_title(body: str, title: str, leading: list[str], names: list[str]) -> bool:
    """Does one of ``names`` stand after ``title``, in an entry whose ``leading`` names precede it?"""
    title_at = body.find(title) if title and leading else -1
    if title_at <= 0 or not 0 <= _name_at(body, leading[0]) < title_at:
        return False
    return any(_name_at(body, name) >= title_at + len(title) for name in names)


def _name_at(body: str, name: str) -> int:
    """Where a name as read ("K. Lorenz" for "Lorenz, K.") first stands: its longest word's place."""
    return body.find(max(name.split(), key=len, default=name))


def _lowercase_word(word: str) -> bool:
    """A word of a name that is not a name's: lowercase and no particle ("winner", not "van")."""
    word = word.strip(".,;:")
    return word[:1].islower() and word.isalpha() and word.casefold() not in lexicons.PARTICLES


def _comparable(value: object) -> str:
    return _NOT_WORD_RE.sub("", str(value or "").casefold())


_LETTERS_RE = re.compile(r"[^\W\d_]+")


def _letters_words(text: str) -> frozenset[str]:
    """The words of ``text``, one letter long too ("A", an initial's "M")."""
    return frozenset(word.casefold() for word in _LETTERS_RE.findall(text))


@text_cache(maxsize=4096)  # pure; one entry's venue and names are asked for several times
def _words(text: str | None) -> frozenset[str]:
    return frozenset(word.casefold() for word in _WORD_RE.findall(text or ""))


def _abbreviated_journal_read_as_names(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """The labeller's names are the journal the rules read, abbreviated with periods and no commas
    ("Title, J. Differential Geom. 118 (2021)": "J. Differential Geom" is no author; the rules'
    venue "Paltsev, S., J. Reilly, 9" is the names)."""
    venue = rule.venue or ""
    if "." not in venue or "," in venue or not model.authors:
        return False
    return _words(" ".join(model.authors)) <= _words(venue)


def _implausible(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """Does the labeller show the rule reading to be wrong where the rules have no format knowledge?"""
    return _implausible_because(rule, model) is not None


def _implausible_because(rule: ParsedEntry, model: ParsedEntry) -> str | None:
    """What the labeller shows wrong in the rule reading (``_implausible``), or None."""
    confident = model.field_confidence
    model_names = _words(" ".join(model.authors + model.editors))
    rule_title, model_title = _words(rule.title), _words(model.title)
    rule_names = _words(" ".join(rule.authors))
    if (
        not rule.authors
        and model.authors
        and confident.get("authors", 0) >= _SURE
        and not _abbreviated_journal_read_as_names(rule, model)
    ):
        return "names missed"  # names the rules missed
    if (
        len((rule_title - model_title) & (model_names - rule_names)) >= 2
        and confident.get("authors", 0) >= _SURE
    ):
        return "names in title"  # names inside the rule's title
    if (
        len((rule_names - model_names) & (model_title - rule_title)) >= 2
        and confident.get("title", 0) >= _SURE
        and model.authors  # the names are elsewhere; a title that only swallowed them is none
        and model_names - _words(rule.venue)  # not the journal's initials ("N.U.J.S. L. Rev.")
    ):
        return "title in names"  # the title inside the rule's names ("Sandboxing Untrusted Plugins. R. Iyer")
    if _title_read_as_the_name(rule, model) and confident.get("title", 0) >= _SURE:
        return "title as name"  # "Title (2025). Journal." read as "Author (2025). Title."
    if _title_ends_with_first_name_start(rule, model) and confident.get("authors", 0) >= _SURE:
        return "name start in title"  # the first name's initials or given name closing the rules' title
    if len(rule.title.split()) < 2 and len(model_title) >= 3 and confident.get("title", 0) >= _SURE:
        return "one-word title"  # the rules' title is a word left between the names and the title ("Doe")
    if (
        _NAME_IN_TITLE_RE.search(rule.title)
        and not _NAME_IN_TITLE_RE.search(model.title)
        and (rule_title - model_title) & (model_names - rule_names)
        and confident.get("authors", 0) >= _SURE
    ):
        # A name the rules left in the title ("Mbeki T, 2014") the labeller reads as one.
        return "name left in title"
    venue_words = _words(model.venue)
    if (
        (rule_title - model_title) & venue_words
        and confident.get("title", 0) >= _SURE
        and model_title < rule_title
        # Not the words that open the rules' title: "Climate Change 2021: The Physical Science
        # Basis" is a title with its edition's name, no venue before it.
        and not _comparable(rule.title).endswith(_comparable(model.title))
        and not _venue_run_back_over_title_stop(rule, model)
    ):
        return "venue in title"  # the start of the venue inside the rule's title ("…, Phys. Rev. B")
    if len(_words(rule.venue) & (model_names - venue_words)) >= 2 and confident.get("venue", 0) >= _SURE:
        return "names in venue"  # names (authors or editors) inside the rule's venue
    if (
        _publisher_or_place(rule.venue)
        and model.venue is None
        and (model.publisher or model.year)
        and confident.get("title", 0) >= _SURE
    ):
        return "imprint as venue"  # a book: the rules took its imprint for a venue
    # Nothing after the title was read: the title swallowed the rest.
    if (
        rule.year is None
        and model.year is not None
        and rule.venue is None
        and (bool(model.venue or model.publisher) or len(model.title) < len(rule.title))
    ):
        return "title swallowed rest"
    return None


def _venue_run_back_over_title_stop(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """The labeller's venue is the rules' venue with the last words of the rules' title before it,
    where a full stop after a whole word closed that title ("… Images, Field Surveys, and Spatial
    Models. Remote Sensing."): the labeller ran the venue back over the title's own end, at a
    comma of its list, and no venue's start lies inside the title."""
    if not rule.venue or not model.venue or not rule.raw:
        return False
    title, venue = _comparable(rule.title), _comparable(rule.venue)
    labelled = _comparable(model.venue)
    if not venue or not labelled.endswith(venue) or len(labelled) == len(venue):
        return False
    if not title.endswith(labelled[: -len(venue)]):
        return False
    # The words run back over are a list's last items, after a comma ("Surf. Sci." run back over
    # "Surf" is a journal's abbreviation, the venue's own start).
    if "," not in model.venue[: len(model.venue) - len(rule.venue)]:
        return False
    at = rule.raw.find(rule.venue)
    closing = _TITLE_STOP_RE.search(rule.raw[max(0, at - 40) : at]) if at > 0 else None
    return closing is not None and closing.group(1) not in journal_abbreviations()


def _title_read_as_the_name(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """The rules' one name is the labeller's title, and no person's name: four words at least, a
    lowercase word among them that no name holds ("Seafood Challenges for Import-Dependent
    Nations (2025). Journal." read as an author and its year). The labeller reads no names."""
    if len(rule.authors) != 1 or model.authors or _comparable(rule.authors[0]) != _comparable(model.title):
        return False
    words = rule.authors[0].split()
    return len(words) >= 4 and any(_lowercase_word(word) and word not in _IN_NAMES for word in words[1:])


def _title_ends_with_first_name_start(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """The rules' title is the labeller's with the start of the labeller's first name after it:
    the initials or the given name of a name written after the title with no stop between
    ("… Three-Dimensional Tubes" / "D.R. Roe, V. Poe" read as the title "… Tubes D.R" and the
    names "V. Poe Roe"). The labeller's names must be at least as many as the rules'."""
    mine, theirs = (rule.title or "").strip(), (model.title or "").strip()
    if not model.authors or len(model.authors) < len(rule.authors) or len(theirs.split()) < 3:
        return False
    if not mine.startswith(theirs):
        return False
    left = re.sub(r"\W", "", mine[len(theirs) :])
    return 0 < len(left) <= 12 and re.sub(r"\W", "", model.authors[0]).startswith(left)


def _runs(tokens: list[Token], labels: list[str]) -> dict[str, list[tuple[int, int]]]:
    """For each label, its runs of consecutive tokens as (first index, last index)."""
    runs: dict[str, list[tuple[int, int]]] = defaultdict(list)
    start = 0
    for index in range(1, len(tokens) + 1):
        if index == len(tokens) or labels[index] != labels[start]:
            runs[labels[start]].append((start, index - 1))
            start = index
    return runs


def _text(joined: str, tokens: list[Token], first: int, last: int) -> str:
    """The text of tokens ``first`` to ``last`` as the entry wrote it, with its spaces, out of
    ``joined``: the entry's lines joined (``join_lines``), which the tokens' positions point into."""
    return joined[tokens[first].start : tokens[last].end]


def entry_from_labels(
    body: str, lines: list[str], tokens: list[Token], labelling: Labelling, labels: list[str] | None = None
) -> tuple[ParsedEntry, PublicationType | None]:
    """The entry the labeller's reading gives (normalised, with per-field confidences);
    ``labels``: the labelling's labels already repaired (``_repair_boundaries``)."""
    joined = join_lines(lines)
    if labels is None:
        labels = _repair_boundaries(joined, tokens, labelling)
    labels = _leading_names(tokens, labels, labelling)
    runs = _runs(tokens, labels)
    entry = ParsedEntry(raw=body)
    entry.links = fields.find_links(body)
    entry.doi = fields.find_doi(body)
    title_runs = runs.get(Label.TITLE, [])
    if title_runs:
        # The run the labeller is surest of, in sum over its tokens (so mostly the longest): a
        # stray title-labelled word elsewhere does not join it, nor does a doubtful run win by length.
        def weight(run: tuple[int, int]) -> float:
            if not labelling.title:
                return tokens[run[1]].end - tokens[run[0]].start
            return sum(labelling.title[run[0] : run[1] + 1])

        title_run = max(title_runs, key=weight)
    else:
        title_run = None
    author_runs = _names_before_title(runs.get(Label.AUTHOR, []), title_run)
    # The stop closing a title before names ("Title. Kim J, Lee G, …") labelled with the names
    # opens no name.
    author_text = " ".join(_text(joined, tokens, a, b) for a, b in author_runs).lstrip(" .,;:")
    stop = author_text.find(". ")
    venue_after_names = None
    if stop > 0 and closes_vancouver_list(author_text, stop):
        # "…, Hamelin RC. Phytopathology": the stop ends a list of names written without stops;
        # the word the labeller ran on after it is the journal's, no name.
        author_text = author_text[:stop]
    elif stop > 0 and _venue_after_whole_names(author_text, stop):
        author_text, venue_after_names = author_text[:stop], author_text[stop + 1 :].strip()
    if author_text:
        names, truncated = normalise.people(author_text)
        # A year the labeller ran into the names ("DELORME M., LINDQVIST S., 1998, …") is no name.
        names = [name for name in names if not _YEAR_ONLY_RE.fullmatch(name.display)]
        entry.author_names = names
        entry.authors = [name.display for name in names]
        entry.authors_truncated = truncated
    if title_run is not None:
        first, last = title_run
        last = _sure_title_end(tokens, labelling, first, last)
        entry.title = normalise.title(_text(joined, tokens, first, last))
        if (imprint := closing_imprint_sentence(entry.title)) is not None:
            # "Title. Subtitle. Würzburg 2008.": a place the labeller read on into the title is the
            # book's imprint, as the rules read it. Only as a sentence of its own: after a comma,
            # a place and years are as often the title's own ("Poverty, Montreal, 1860-1885").
            entry.title = normalise.title(imprint[0])
            entry.publisher = imprint[1].publisher
    editor_text = " ".join(_text(joined, tokens, a, b) for a, b in runs.get(Label.EDITOR, []))
    if editor_text:
        entry.editors = [name.display for name in normalise.people(editor_text)[0]]
    tag_runs = runs.get(Label.TAG, [])
    if tag_runs:
        tag = _TAG_RE.match(_text(joined, tokens, *tag_runs[0]))
        if tag:
            entry.venue_acronym = (
                tag.group("a1") or tag.group("a2") or tag.group("a3") or ""
            ).strip() or None
            entry.year = _expand_year(tag.group("y1") or tag.group("y2") or tag.group("y3") or "")
    rest = _rest_text(joined, tokens, labels)
    tail = parse_tail(rest, links=False)
    apply_tail(entry, tail)
    container_runs = runs.get(Label.CONTAINER)
    if container_runs:
        # The venue is what the labeller marked as such, read by the rules for acronyms and years.
        container_text = _CONTAINER_LEAD_RE.sub("", _text(joined, tokens, *container_runs[0]))
        container_text = _CONTAINER_END_RE.sub("", container_text)
        container = parse_tail(container_text, links=False)
        # The whole tail's reading keeps an abbreviation's final period ("J. Am. Chem. Soc.").
        if (
            container.venue
            and _comparable(container.venue) != _comparable(entry.venue)
            and not _house_after(entry.venue, container.venue, tail.publisher)
        ):
            entry.venue = container.venue
            entry.venue_acronym = entry.venue_acronym or container.venue_acronym
    elif entry.venue and _words(entry.venue) <= _after_venue_words(runs, joined, tokens):
        # No container: a "venue" the tail reader made of what the labeller reads as other fields
        # (the place and publisher, a translator, an edition, pages) is none.
        entry.venue = None
    if venue_after_names and entry.venue and f"{venue_after_names} {entry.venue}" in body:
        # "J." run into the names, the labeller's container "Eur. Ceram. Soc." after it: one name.
        entry.venue = f"{venue_after_names} {entry.venue}"
    elif venue_after_names and not entry.venue:
        after_names = parse_tail(venue_after_names, links=False)
        entry.venue = after_names.venue or venue_after_names.rstrip(" .")
        entry.venue_acronym = entry.venue_acronym or after_names.venue_acronym
    if entry.venue:
        # What the date left behind in the tail ("(2014). Journal …" → "()., Journal …") is no venue.
        entry.venue = entry.venue.lstrip("()[]{}.,;: ") or None
    if entry.venue and (quoted := _WHOLLY_QUOTED_RE.fullmatch(entry.venue)):
        entry.venue = quoted.group(1)  # "«Studi Medievali»": the quotes mark the journal, no part of it
    _fill_from_labels(entry, joined, tokens, runs)
    entry.field_confidence = _field_confidence(labels, labelling.marginals)
    hint = tail.type_hint
    if hint is None and entry.editors and entry.venue:
        hint = PublicationType.CHAPTER
    return entry, hint


# A name written whole, given names first: two to four words of a capital and small letters.
_WHOLE_NAME_RE = re.compile(
    r"(?:[^\W\d_][^\W\d_'’-]*[a-zà-ÿ][^\W\d_'’-]*\s+){1,3}[^\W\d_][^\W\d_'’-]*[a-zà-ÿ]\w*"
)
_NAME_PARTING_RE = re.compile(r"\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+")
# A meeting's or journal's acronym ("ECCM", "ICRA'24", "NeurIPS"), or a journal's name abbreviated
# word by word ("J. Eur. Ceram. Soc.", "Phys. Rev. B").
_ACRONYM_VENUE_RE = re.compile(r"[A-Z][A-Za-z]*[A-Z][A-Za-z]*(?:[’']?\d\d)?")
_ABBREVIATED_VENUE_RE = re.compile(r"(?:[A-Z][a-z]{0,9}\.\s?){1,8}(?:[A-Z]\b\.?)?")


def _venue_after_whole_names(author_text: str, stop: int) -> bool:
    """ "Aiko Matsuda, Tomasz Wrona. ECCM": a card's line of names, venue and year, the venue run
    into the names by the labeller. Where the stop closes names each written whole, given names
    first, what follows it is no further name when it is a venue the table knows, an acronym or a
    journal's name abbreviated word by word (or its first word, "J.", the labeller's container
    holding the rest): a name written whole ends the list at its stop."""
    names = _NAME_PARTING_RE.split(author_text[:stop].strip())
    if not all(_WHOLE_NAME_RE.fullmatch(name) for name in names):
        return False
    after = author_text[stop + 1 :].strip()
    return bool(
        lookup(after) is not None
        or _ACRONYM_VENUE_RE.fullmatch(after.rstrip("."))
        or _ABBREVIATED_VENUE_RE.fullmatch(after)
    )


# The words of a volume's own: its label and its number ("Vol. 6", "Bd. XII", "t. 3").
_VOLUME_WORD_RE = re.compile(rf"[ivxlc]{{1,6}}|{label_pattern(volumelabels.RUN_WORDS)}", re.IGNORECASE)
# A name after the volume's number, closing its run: "100 Nature", "vol. 100, Nature,".
_NAME_AFTER_NUMBER_RE = re.compile(r"\d[\s.,:;]+(?P<word>[^\W\d_]+)[^\d]*$")


def _after_venue_words(runs: dict, joined: str, tokens: list[Token]) -> frozenset[str]:
    """The words of what the labeller read as the imprint and the other fields after a venue. A
    volume's run closed by a name after its number ("vol. 100, Nature,", "100 Nature": a journal
    printed after its volume) gives only the volume's own words; a run whose number a volume's
    word follows ("3 vol : texte") gives all of them."""
    words: set[str] = set()
    for label in _AFTER_VENUE_LABELS:
        for first, last in runs.get(label, []):
            text = _text(joined, tokens, first, last)
            found = _words(text)
            named = _NAME_AFTER_NUMBER_RE.search(text) if label == Label.VOLUME else None
            if named is not None and not _VOLUME_WORD_RE.fullmatch(named.group("word")):
                found = frozenset(word for word in found if _VOLUME_WORD_RE.fullmatch(word))
            words |= found
    return frozenset(words)


def _house_after(venue: str | None, container: str, publisher: str | None) -> bool:
    """Is the labeller's container the tail's venue with the house after it ("Book. House" where the
    whole tail read "Book. House; 2009" as the book and its house)? The tail's reading, which saw
    what followed the house, stands."""
    if not (venue and publisher) or not container.startswith(venue):
        return False
    return container[len(venue) :].strip(" .,;:").endswith(publisher)


def _names_before_title(
    author_runs: list[tuple[int, int]], title_run: tuple[int, int] | None
) -> list[tuple[int, int]]:
    """The runs of names to read as the authors: where names lead the entry, only those before the
    title. Words labelled names after the title of an entry whose names come first are the title's
    or the imprint's (a place: "Joe, A., Studies of the Dome area, Lake County, Utah. Guidebook")."""
    if title_run is None or not author_runs or author_runs[0][0] > title_run[0]:
        return author_runs
    return [run for run in author_runs if run[0] < title_run[0]]


def _sure_title_end(tokens: list[Token], labelling: Labelling, first: int, last: int) -> int:
    """The title's last token: a part after the title's last comma that the labeller doubts
    (every token below ``_SURE`` while the words before are sure) is left out ("…, XII")."""
    if not labelling.title:
        return last
    for comma in range(last, first, -1):
        if tokens[comma].text == ",":
            break
    else:
        return last
    after = labelling.title[comma + 1 : last + 1]
    before = labelling.title[first:comma]
    if after and max(after) < _SURE and before and min(before) >= _SURE:
        return comma - 1
    return last


def _rest_text(joined: str, tokens: list[Token], labels: list[str]) -> str:
    """The text of the tokens the tail reader reads, with the original spacing."""
    pieces: list[str] = []
    previous_end = None
    for token, label in zip(tokens, labels, strict=True):
        if label in _NOT_TAIL:
            previous_end = None
            if pieces and pieces[-1] != ", ":
                pieces.append(", ")
            continue
        if previous_end is not None and token.start > previous_end:
            pieces.append(" ")
        pieces.append(joined[token.start : token.end])
        previous_end = token.end
    return "".join(pieces).strip(" ,")


# An arXiv number after its name: "arXiv:2002.08187", "arXiv 1905.1234v2".
_ARXIV_NUMBER_RE = re.compile(r"ar[Xx]iv\s*:?\s*\d{4}\.\d{4,5}(?!\d)")


def _fill_from_labels(entry: ParsedEntry, joined: str, tokens: list[Token], runs: dict) -> None:
    """Fields the tail reader did not find, from the labelled spans themselves."""

    def first(label: Label) -> str | None:
        found = runs.get(label)
        return _text(joined, tokens, *found[0]) if found else None

    if (entry.year is None or entry.month is None) and (date := first(Label.DATE)):
        year, month = normalise.date(date)
        if year is not None and year not in fields.find_years(joined) and _ARXIV_NUMBER_RE.search(joined):
            year = None  # "arXiv:2002.08187": the head of an arXiv number, which the text writes as no year
        entry.year = entry.year or year
        entry.month = entry.month or month
    if entry.venue is None and (container := first(Label.CONTAINER)) and not is_place(container):
        # (A place the labeller took for the container is the book's imprint: "Title. Würzburg 2011.")
        entry.venue = normalise.title(_CONTAINER_LEAD_RE.sub("", container)) or None
    if entry.pages is None and (page_text := first(Label.PAGES)):
        entry.pages = page_text  # as labelled ("pp. 5-9"): normalised once the entry is finished
    if entry.volume is None and (volume := first(Label.VOLUME)):
        digits = re.search(r"\d+[A-Za-z]?", volume)
        entry.volume = digits.group(0) if digits else None
    if entry.publisher is None and (publisher := first(Label.PUBLISHER)):
        entry.publisher = normalise.title(publisher) or None


def _field_confidence(labels: list[str], marginals: list[float]) -> dict[str, float]:
    """Mean marginal probability of the tokens of each field the labeller found."""
    totals: dict[str, list[float]] = defaultdict(list)
    for label, marginal in zip(labels, marginals, strict=True):
        totals[label].append(marginal)
    confidence = {}
    for name, wanted in CONFIDENCE_FIELDS.items():
        values = [m for label in wanted for m in totals.get(label, [])]
        if values:
            confidence[name] = round(sum(values) / len(values), 3)
    return confidence
