"""Line-block pages: one line each for title, authors and venue, repeated.

Accepts author-database person pages (csauthors/dblp-like: title line ending ".",
comma-separated "Given Family" authors, "Venue, [Month,] Year"), and rendered lab pages
that show the same three lines per card (with "*" marks and "Project  ARXIV  Code"
link-label lines), under year or section headings, with or without blank lines between
the lines of a record. An award line ("Best Paper Award", "Oral") goes with the card under it
(after a blank line) or the card above it; a venue tag before the title ("ICRA 2024 …") gives
the venue's acronym and year, and a year and a dash before it ("2019 - …") the card's date; cards
written venue first ("Nature (2016) 535: 285–288" / title / authors) keep the lines under their
authors (a highlight of the paper elsewhere and its writers) up to the next venue line; link
labels closing the title line ("… PDF") and rows of labels (".pdf  .git  .cite") are no title's
words and no records, nor are two lines between dated cards that read as a title and a name but
give no venue or year (a row of glued link labels over a row of topic tags); an "Abstract: …"
paragraph under a card is its abstract, and so is its first words cut off with an ellipsis (as
search results print it), and a row of subjects or keywords under it is its keywords. A literature
database's search results (PubMed: a record's title, "Okafor CN, Lindqvist H." and its citation
line between "Cite" / "Share" and "PMID: …" / "Similar articles") are such blocks, and so are
Semantic Scholar's (title, authors, its fields of study, venue, then the date on a line of its
own); INSPIRE-HEP's (title, "Name (Affil.), …",
labelled "e-Print:" / "DOI:" / "Published in:" lines, closed by "cite" / "N citations") has a
reader of its own, and so have zbMATH Open's and SSRN's, closed by their identifier lines, and
NASA ADS's, opened by their bibcodes (``closedrecords``); PubMed's "Abstract" format, opened by
numbered citation lines, has one too (``pubmedabstracts``). Other text (page owner, summary
sentences, "Collaborative distances") becomes headings or ignored lines.

Cannot handle: a record whose authors line is missing (the title is then read as a
heading or ignored), or authors lines in "Family, Given" order with one author.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..cardfurniture import CARD_FURNITURE_REASON, card_furniture_lines
from ..cards import (
    ABSTRACT_REASON,
    CARD_NOTE_REASONS,
    SUBJECTS_REASON,
    abstract_of,
    after_abstract_label,
    award_opens_card,
    card_subjects,
    is_abstract_snippet,
)
from ..classify import finish_entry
from ..fields import MONTH_OR_SHORT_WORDS, award_of_line, find_doi, heading_type
from ..headingwords import is_heading_words
from ..lines import (
    Line,
    LineLedger,
    ignore_reason,
    is_link_labels,
    numbered_lines,
    without_closing_link_labels,
)
from ..nameorder import read_family_first
from ..names import is_author_list, split_authors, strip_truncation
from ..records import InputFormat, LineKind, ParsedEntry, ParseIssue, ParseResult, PublicationType
from ..reference import apply_tail, split_venue_tag, split_year_tag
from ..sections import Section, apply_heading, heading_text, year_heading
from ..segmentation import LineLabel, label_lines
from ..segmentation.features import is_equal_contribution_note
from ..segmentation.runon import opens_with_names_and_year
from ..segmentation.wrapping import names_go_on
from ..tail import Tail, parse_tail
from ..text import clean_title, collapse_spaces, strip_list_marker, strip_markup
from .closedrecords import (
    is_ads_result_list,
    is_ssrn_result_list,
    is_zbmath_result_list,
    parse_ads_records,
    parse_ssrn_records,
    parse_zbmath_records,
)
from .pubmedabstracts import is_pubmed_abstract_list, parse_pubmed_abstracts

_TITLE_TAG_RE = re.compile(
    r"\s*\(([A-Z][A-Za-z0-9&+/-]{1,20}(?:\s+Workshops?)?\s*[’']?\s*(?:19|20)?\d\d)(?:\s*[,;]\s*[^()]{1,40})?\)\s*$"
)
# A card's identifier on a line of its own under its venue, as research information systems'
# portals (Converis) and profiles print it: "DOI: 10.…", "https://doi.org/10.…".
_DOI_LINE_RE = re.compile(
    r"\s*(?:DOI\s*:?\s*)?((?:https?://(?:dx\.)?doi\.org/)?10\.\d{4,9}/\S+)\s*$", re.IGNORECASE
)
VenueReader = Callable[[str], tuple[Tail, dict[str, object]]]


def _is_authors_line(text: str) -> bool:
    if is_link_labels(text) or award_of_line(text.strip()) is not None:
        return False  # "Best Paper Honorable Mention", "Oral" read like names
    body, _ = strip_truncation(strip_markup(text).strip())
    body = body.strip(" ,")
    if not body or (body.endswith(".") and not re.search(r"\b[A-Z]{1,2}\.$", body)):
        return False
    # "Conference", "Recent Highlights": a section's heading between cards reads like a name too.
    return is_author_list(body.rstrip(":")) and not is_heading_words(body)


def _could_be_title(line: str, authors_line: str) -> bool:
    """A title line may itself read like a name ("Magnitude Attention-based Dynamic Pruning");
    it is still a title when the line after it is the longer, comma-separated list."""
    if not _is_authors_line(line):
        return True
    return "," not in line and "," in authors_line


# A record takes three or four lines; text with fewer records than one in this many lines is
# prose or a wrapped reference list whose lines happen to read as author lists. A database page's
# controls and counts ("TLDR", "Citations", "PDF Save Cite") are no record's lines and not counted.
_LINES_PER_RECORD_AT_MOST = 12


# A literature database's result list (PubMed's): each record's title, authors and citation lines
# between its buttons ("Cite", "Share", "Similar articles") and its line of identifiers ("PMID: …").
_RESULT_ID_LINE_RE = re.compile(r"^[ \t]*PMID:[ \t]*\d{1,9}\b", re.MULTILINE)
_RESULT_BUTTON_LINE_RE = re.compile(r"^[ \t]*(?:Cite|Similar articles)[ \t]*$", re.MULTILINE)


def is_result_list(text: str) -> bool:
    if any(is_list(text) for is_list in (is_hep_result_list, is_zbmath_result_list, is_ssrn_result_list)):
        return True
    if is_ads_result_list(text) or is_pubmed_abstract_list(text):
        return True
    return len(_RESULT_ID_LINE_RE.findall(text)) >= 2 and len(_RESULT_BUTTON_LINE_RE.findall(text)) >= 2


# INSPIRE-HEP's result list: a record is its title line, its authors line (each name followed by
# its affiliations in parentheses, "(ATLAS Collaboration)" after them), its labelled field lines
# ("e-Print: 2103.04567 [hep-ph]", "DOI: …", "Published in: Phys.Rev.D 104 (2021) 5, 054001",
# "Report number: …", a date line), and the controls that close it ("cite", "claim",
# "reference search", "14 citations").
_HEP_FIELD_RE = re.compile(
    r"^[ \t]*(e-Print|DOI|Published\s+in|Report\s+number|Contribution\s+to|Proceedings\s+of)\s*:\s*(.*?)\s*$",
    re.IGNORECASE,
)
_HEP_CLOSING_RE = re.compile(
    r"^[ \t]*(?:cite|claim|reference\s+search|\d[\d,]*\s+citations?)[ \t]*$", re.IGNORECASE | re.MULTILINE
)
_HEP_LABEL_RE = re.compile(r"^[ \t]*(?:e-Print|Published\s+in)\s*:", re.IGNORECASE | re.MULTILINE)
_HEP_DATE_RE = re.compile(r"(?:[A-Z][a-z]{2,8}\.?\s+(?:\d{1,2},\s+)?)?(?:19|20)\d\d", re.ASCII)
# An arXiv identifier of the scheme used since April 2007, "YYMM.NNNNN": its first digits are the
# year it was submitted.
_ARXIV_NEW_ID_RE = re.compile(r"(?<![\d.])(\d\d)(0[1-9]|1[0-2])\.\d{4,5}(?:v\d+)?(?![\d.])")
_PARENTHESES_RE = re.compile(r"\s*\(([^()]*)\)")
_COLLABORATION_RE = re.compile(r"[^,;]*\bCollaborations?\b[^,;]*", re.IGNORECASE)


def is_hep_result_list(text: str) -> bool:
    """INSPIRE-HEP's result list, told by its field labels ("e-Print:", "Published in:") and the
    controls closing its records, each twice at least (one record with both labels is so read)."""
    return len(_HEP_LABEL_RE.findall(text)) >= 2 and len(_HEP_CLOSING_RE.findall(text)) >= 2


def _hep_authors(text: str) -> str:
    """ "Name (Affil., Town), Name (Affil.) (ATLAS Collaboration)": the names without their
    affiliations; a collaboration in parentheses is the last author."""
    groups: list[str] = []

    def drop(match: re.Match[str]) -> str:
        if _COLLABORATION_RE.fullmatch(match.group(1).strip()):
            groups.append(match.group(1).strip())
        return ""

    names = _PARENTHESES_RE.sub(drop, text).strip(" ,;")
    return ", ".join(part for part in [names, *groups] if part)


def looks_like(text: str) -> bool:
    """Does the text have at least two title/authors/venue blocks, making up much of it, and few
    list markers? A literature database's result list is such blocks between its buttons."""
    if is_result_list(text):
        return True
    lines = [line.strip() for line in text.splitlines() if line.strip()][:400]
    blocks = 0
    marked = 0
    for index in range(1, len(lines) - 1):
        if strip_list_marker(lines[index])[0]:
            marked += 1
        if (
            _is_authors_line(lines[index])
            and "," in lines[index]
            and not _is_authors_line(lines[index - 1])
            and (
                re.search(r"(?:19|20)\d\d\b|\b[A-Z]{2,}", _venue_line_after(lines, index))
                or (index >= 2 and _VENUE_YEAR_FIRST_RE.fullmatch(lines[index - 2]))
                or _dated_below(lines, index)
            )
            and not strip_list_marker(lines[index])[0]
            and not _next_margin_year_item(lines, index)
            and not _names_of_wrapped_reference(lines, index)
        ):
            blocks += 1
    counted = sum(1 for line in lines if not ignore_reason(line))
    return blocks >= 2 and marked < blocks and blocks * _LINES_PER_RECORD_AT_MOST >= counted


def _names_of_wrapped_reference(lines: list[str], index: int) -> bool:
    """Is the author line ``lines[index]`` the names of an author-year reference wrapped at a
    narrow column's width, its year and title on the line below ("Okafor, A., Brandt, L., &" over
    "Moreau, C. (2002). Tidal …", "Okafor, A., & Brandt, L." over "(1998). Tidal …", as APA's and
    Harvard's references are copied from a two-column page)? A record's venue line follows
    names, but does not read on from them as a reference's names, year and title do."""
    return opens_with_names_and_year(f"{lines[index]} {lines[index + 1]}")


# "2022 Title …": a line opening with a year in a CV's margin (moderncv's \cventry or \cvitem), then text.
_MARGIN_YEAR_LINE_RE = re.compile(r"(?:19|20)\d\d\s+[A-ZÀ-Þ“\"‘]")


def _next_margin_year_item(lines: list[str], index: int) -> bool:
    """Is the line after the author line ``lines[index]`` the next item of a CV dated in the margin,
    the author line closing an item that opens so too ("2022 Title, Journal 610" / "K. Nowak" /
    "2020 Title …")? Its year is that item's, not the venue line's of a database's record."""
    after = _venue_line_after(lines, index)
    if not _MARGIN_YEAR_LINE_RE.match(after):
        return False
    return any(_MARGIN_YEAR_LINE_RE.match(lines[above]) for above in range(max(0, index - 2), index))


# "Nature (2016) 535: 285–288", "Journal of Vision (2015) 15(3), 14": a card's venue line written
# above its title, the year in parentheses right after the venue's name, the numbers after it.
_VENUE_YEAR_FIRST_RE = re.compile(r"[^\W\d_][^()\d]{1,80}?\s+\((?:19|20)\d\d\)(?:\s+\S.*)?")


def _opens_venue_first_card(lines: list[Line], index: int) -> bool:
    """Is ``lines[index]`` a venue line with its year ("Nature (2016) 535: 285–288") right over a
    title line and an author line: the first line of a card written venue first?"""
    if index + 2 >= len(lines) or not _VENUE_YEAR_FIRST_RE.fullmatch(lines[index].text.strip()):
        return False
    venue, title, authors = lines[index : index + 3]
    return (
        title.number == venue.number + 1
        and authors.number == title.number + 1
        and _is_authors_line(authors.text.strip())
        and _could_be_title(title.text.strip(), authors.text.strip())
    )


def _cards_open_with_venue(lines: list[Line]) -> bool:
    """Does the page write its cards venue first (venue line / title / authors)? It does when the
    first title-and-authors pair sits right under such a venue line: the lines under a card's
    author line then belong to it until the next card's venue line."""
    for index in range(1, len(lines) - 1):
        title, authors = lines[index].text.strip(), lines[index + 1].text.strip()
        if _is_authors_line(authors) and _could_be_title(title, authors) and not ignore_reason(title):
            return _opens_venue_first_card(lines, index - 1)
    return False


def _venue_line_after(lines: list[str], index: int) -> str:
    """The line after the author line ``lines[index]``, or after the rest of its names where the
    line breaks off inside a name ("Amara Okafor, Chloe" over "Moreau, Dana Brandt")."""
    wrapped = (
        index + 2 < len(lines)
        and names_go_on(lines[index], lines[index + 1])
        and _is_authors_line(f"{lines[index]} {lines[index + 1]}")
    )
    return lines[index + 2] if wrapped else lines[index + 1]


# A card's date on a line of its own under its venue line, as Semantic Scholar prints it: "2019",
# "March 2019", "14 March 2019".
_DATE_LINE_RE = re.compile(
    rf"(?:\d{{1,2}}\s+)?(?:(?i:{MONTH_OR_SHORT_WORDS})\.?\s+(?:\d{{1,2}},?\s+)?)?((?:19|20)\d\d)"
)
# Semantic Scholar's fields of study, the labels it prints between a card's authors and its venue
# ("Computer Science, Medicine"): its fixed list.
_FIELDS_OF_STUDY = frozenset(
    (
        "computer science", "medicine", "chemistry", "biology", "materials science", "physics",
        "geology", "psychology", "art", "history", "geography", "sociology", "business",
        "political science", "economics", "philosophy", "mathematics", "engineering",
        "environmental science", "agricultural and food sciences", "education", "law", "linguistics",
    )
)  # fmt: skip


def _is_fields_of_study(text: str) -> bool:
    return all(part.strip().lower() in _FIELDS_OF_STUDY for part in text.split(","))


def _venue_and_date(lines: list[Line], at: int) -> tuple[int | None, int | None]:
    """For a card whose authors end before ``lines[at]``: the index of its venue line and of the
    date line under it (None for none). Semantic Scholar's fields of study between the authors and
    the venue are skipped where a venue line follows them (a lone "Mathematics" over a date is the
    journal of that name); a date under the venue is the card's where the venue names no year and
    the date is no year heading over the next card (a bare year with a card's title right under it)
    and no names follow it."""
    if at >= len(lines):
        return None, None
    text = lines[at].text.strip()
    if (
        _is_fields_of_study(text)
        and at + 2 < len(lines)
        and not _DATE_LINE_RE.fullmatch(lines[at + 1].text.strip())
        and _DATE_LINE_RE.fullmatch(lines[at + 2].text.strip())
    ):
        at += 1
        text = lines[at].text.strip()
    date = at + 1
    if (
        date >= len(lines)
        or re.search(r"\b(?:19|20)\d\d\b", text)
        or (found := _DATE_LINE_RE.fullmatch(lines[date].text.strip())) is None
    ):
        return at, None
    if found.start(1) == 0 and date + 2 < len(lines) and _opens_card(lines, date + 1):
        return at, None
    if date + 1 < len(lines) and _is_authors_line(lines[date + 1].text.strip()):
        # Names under the date: a card of another shape (a CV's title, place, venue, date, then
        # its authors), whose "authors" above were its place.
        return at, None
    return at, date


def _opens_card(lines: list[Line], index: int) -> bool:
    """Is ``lines[index]`` a card's title line, its authors line under it?"""
    title, authors = lines[index].text.strip(), lines[index + 1].text.strip()
    return _is_authors_line(authors) and _could_be_title(title, authors) and not ignore_reason(title)


def _dated_below(lines: list[str], index: int) -> bool:
    """Does a date line close the card whose authors line is ``lines[index]`` (``_venue_and_date``)?"""
    numbered = [Line(number, text) for number, text in enumerate(lines[index + 1 : index + 6], start=1)]
    return _venue_and_date(numbered, 0)[1] is not None


def read_venue_line(text: str) -> tuple[Tail, dict[str, object]]:
    """ "Venue, Month, Year" / "CVPR 2025" / "Journal (ACR), IF=9.7 (accepted)"."""
    tail = parse_tail(text)
    extra: dict[str, object] = {}
    return tail, extra


def _split_row_cells(text: str, row_cells: re.Pattern[str] | None) -> tuple[str, str]:
    """``text`` without the table cells that end it, and those cells ("" for none)."""
    match = row_cells.search(text) if row_cells is not None and "\t" in text else None
    if match is None or match.start() == 0:
        return text, ""
    return text[: match.start()].rstrip(), text[match.start() :]


# Lines the block rules would read as headings: the line labeller's noise and continuation
# labels above this marginal win.
_MODEL_CONFIDENCE = 0.9


def parse(text: str) -> ParseResult:
    if is_hep_result_list(text):
        return parse_hep_records(text)
    if is_zbmath_result_list(text):
        return parse_zbmath_records(text)
    if is_ssrn_result_list(text):
        return parse_ssrn_records(text)
    if is_ads_result_list(text):
        return parse_ads_records(text)
    if is_pubmed_abstract_list(text):
        return parse_pubmed_abstracts(text)
    return parse_blocks(text, InputFormat.AUTHOR_DB, read_venue_line)


def parse_hep_records(text: str) -> ParseResult:
    """INSPIRE-HEP's result list: each record runs from the line after the controls that closed
    the one above (or the top) to its own controls; its first line is the title, its second the
    authors, its labelled lines its fields (the journal from "Published in:", the arXiv
    identifier from "e-Print:", the DOI), a date line its date. Text between records that has no
    authors line is left out."""
    result = ParseResult(format=InputFormat.AUTHOR_DB)
    all_lines = numbered_lines(text)
    ledger = LineLedger(all_lines)
    record: list[Line] = []
    for line in all_lines:
        stripped = line.text.strip()
        if not stripped:
            continue
        reason = ignore_reason(stripped)
        if reason and not _HEP_FIELD_RE.match(stripped):
            ledger.mark(line.number, LineKind.IGNORED, reason)
            if _HEP_CLOSING_RE.match(stripped) and record:
                _read_hep_record(record, ledger, result)
                record = []
            continue
        record.append(line)
    if record:
        _read_hep_record(record, ledger, result)
    return ledger.finish(result)


def _read_hep_record(record: list[Line], ledger: LineLedger, result: ParseResult) -> None:
    fields: dict[str, str] = {}
    others: list[Line] = []
    for line in record:
        match = _HEP_FIELD_RE.match(line.text)
        if match:
            fields.setdefault(collapse_spaces(match.group(1)).lower(), match.group(2))
        else:
            others.append(line)
    # The title is the line over the first authors line; lines above it (the page's own header
    # over the first record) are no part of the record.
    first = next(
        (at for at in range(1, len(others)) if _is_authors_line(_hep_authors(others[at].text.strip()))), None
    )
    if first is None:
        for line in record:
            ledger.mark(line.number, LineKind.IGNORED, "text outside any record")
        return
    for line in others[: first - 1]:
        ledger.mark(line.number, LineKind.IGNORED, "text outside any record")
    record = [line for line in record if line.number >= others[first - 1].number]
    title_line, authors_line = others[first - 1], others[first]
    others = others[first - 1 :]
    entry = ParsedEntry(title=clean_title(strip_list_marker(title_line.text)[1]))
    names, truncated = split_authors(_hep_authors(authors_line.text.strip()))
    entry.author_names = names
    entry.authors = [name.display for name in names]
    entry.authors_truncated = truncated
    published = fields.get("published in") or fields.get("proceedings of") or ""
    hint = None
    if published:
        tail = parse_tail(published)
        apply_tail(entry, tail)
        hint = tail.type_hint
    dates = [line.text.strip() for line in others[2:] if _HEP_DATE_RE.fullmatch(line.text.strip())]
    eprint = fields.get("e-print", "")
    arxiv = _ARXIV_NEW_ID_RE.search(eprint)
    if arxiv:
        entry.arxiv_id = arxiv.group(0)
    if fields.get("doi") and not entry.doi:
        entry.doi = find_doi(fields["doi"])
    if entry.year is None and dates:
        entry.year = parse_tail(dates[0]).year
    if entry.year is None and arxiv:
        entry.year = 2000 + int(arxiv.group(1))
    if not published and arxiv:
        entry.venue = "arXiv"
        hint = PublicationType.PREPRINT
    entry.raw = "\n".join(line.text for line in record)
    entry.line_start, entry.line_end = record[0].number, record[-1].number
    finish_entry(entry, None, hint if hint in (PublicationType.PREPRINT, PublicationType.THESIS) else None)
    if not entry.year:
        entry.warnings.append(ParseIssue(line=title_line.number, message="no year found", field="year"))
    result.entries.append(entry)
    for line in record:
        ledger.mark(line.number, LineKind.ENTRY)


def parse_blocks(
    text: str,
    fmt: InputFormat,
    venue_reader: VenueReader,
    table_header: re.Pattern[str] | None = None,
    row_cells: re.Pattern[str] | None = None,
) -> ParseResult:
    """Read title/authors/venue blocks. With ``table_header``, the lines before the first line that
    matches it are the page's own header (a profile's name, affiliation, interests), not records.
    ``row_cells`` finds a table's cells at the end of a row's last line (a citation count and a
    year): where a record has no venue, they close its authors line."""
    result = ParseResult(format=fmt)
    all_lines = numbered_lines(text)
    lines = [line for line in all_lines if line.text.strip()]
    ledger = LineLedger(all_lines)
    section = Section()
    index = 0
    count = len(lines)
    try:
        model = label_lines([line.text for line in all_lines])
    except Exception:  # the line labeller is an aid: without it the block rules decide alone
        model = None
    if table_header is not None:
        first = next((i for i, line in enumerate(lines) if table_header.match(line.text.strip())), None)
        if first is not None:
            for line in lines[:first]:
                ledger.mark(line.number, LineKind.IGNORED, "page header before the table")
            index = first
    pending: list[tuple[Line, str]] = []  # an award line waiting for the card under it
    abstract: list[Line] = []  # the lines of the abstract under the last card
    venue_first = _cards_open_with_venue(lines)
    # A database's or a publisher's badges and buttons on each card ("Open Access", "Add to library").
    furniture = {lines[position].number for position in card_furniture_lines([line.text for line in lines])}
    while index < count:
        line = lines[index]
        stripped = line.text.strip()
        reason = ignore_reason(stripped) or (CARD_FURNITURE_REASON if line.number in furniture else None)
        if reason:
            ledger.mark(line.number, LineKind.IGNORED, reason)
            index += 1
            continue
        if venue_first and _opens_venue_first_card(lines, index):
            index += _read_record(lines, index + 1, section, ledger, result, venue_reader, venue_above=True)
            continue
        if venue_first and _goes_on_card_above(lines, index, result):
            # A line under a venue-first card before the next card's venue line: the card's own
            # (a note, a highlight of it elsewhere with its writers' names).
            entry = result.entries[-1]
            entry.raw += "\n" + line.text
            entry.line_end = line.number
            ledger.mark(line.number, LineKind.ENTRY)
            index += 1
            continue
        if (is_abstract_snippet(stripped) and _read_abstract(lines, index, result, ledger, abstract)) or (
            _read_subjects(lines, index, result, ledger)
        ):
            index += 1  # (a search result's abstract cut short, or its tags, under its card)
            continue
        nxt = lines[index + 1].text.strip() if index + 1 < count else ""
        award = award_of_line(stripped)
        if award is not None and _attach_award(lines, index, award, pending, result, ledger):
            index += 1
            continue
        nxt_names, _ = _split_row_cells(nxt, row_cells)
        if (
            nxt
            and _is_authors_line(nxt_names)
            and _could_be_title(stripped, nxt_names)
            and year_heading(heading_text(stripped)) is None
            and not ignore_reason(nxt)
        ):
            used = _read_record(lines, index, section, ledger, result, venue_reader, row_cells=row_cells)
            if pending:
                # The award line above the card is the card's.
                entry = result.entries[-1]
                entry.award = entry.award or pending[0][1]
                entry.raw = pending[0][0].text + "\n" + entry.raw
                entry.line_start = pending[0][0].number
                ledger.mark(pending[0][0].number, LineKind.ENTRY)
                pending.clear()
            index += used
            continue
        for award_line, _ in pending:  # an award line above no card
            ledger.mark(award_line.number, LineKind.IGNORED, "award line without an entry")
        pending.clear()
        heading = heading_text(stripped)
        label, confidence = model[line.number - 1] if model else (None, 0.0)
        if label == LineLabel.NOISE and confidence >= _MODEL_CONFIDENCE:
            if not _read_abstract(lines, index, result, ledger, abstract):
                ledger.mark(line.number, LineKind.IGNORED, "not part of an entry (line model: noise)")
        elif (
            label == LineLabel.CONTINUATION
            and confidence >= _MODEL_CONFIDENCE
            and result.entries
            and result.entries[-1].line_end == lines[index - 1].number
            # (not a heading naming a kind of work, "Doctoral thesis", over the records after it)
            and not (heading and heading_type(heading) is not None)
        ):
            # A further line of the card just read ("(* equal contribution)", a note).
            entry = result.entries[-1]
            entry.raw = "\n".join(all_lines[n - 1].text for n in range(entry.line_start, line.number + 1))
            entry.line_end = line.number
            ledger.mark(line.number, LineKind.ENTRY)
        elif is_link_labels(stripped):
            ledger.mark(line.number, LineKind.IGNORED, "link labels without an entry")
        elif heading and len(heading) <= 80 and not stripped.endswith("."):
            section = apply_heading(section, heading)
            ledger.mark(line.number, LineKind.HEADING)
        else:
            ledger.mark(line.number, LineKind.IGNORED, "text outside any record")
        index += 1
    _leave_out_undated_pairs(result, ledger)
    read_family_first(result.entries)
    return ledger.finish(result)


# A page's records are dated where this share of its records of three lines or more, and this
# many at least, have a year.
_DATED_SHARE = 0.75
_FEWEST_DATED = 3
_UNDATED_PAIR = "two lines between the cards, unlike the page's dated records (no venue, no year)"


def _leave_out_undated_pairs(result: ParseResult, ledger: LineLedger) -> None:
    """The records of two lines naming one person at most, with neither a venue nor a year, under
    a dated record with no heading between, left out where the page's records are dated: a
    card's rows of links and of topic tags under it ("published versionPDF" over "Decision
    MakingEquilibrium") read like a title and a name, but a page writes its records alike. (A
    record under a heading of its own is one, whatever it lacks; an award line may stand between
    a card and its rows.)"""
    whole = [entry for entry in result.entries if entry.line_end - entry.line_start >= 2]
    dated = sum(entry.year is not None for entry in whole)
    if dated < _FEWEST_DATED or dated < _DATED_SHARE * len(whole):
        return
    kept: list[ParsedEntry] = []
    for entry in result.entries:
        if (
            entry.year is None
            and not entry.venue
            and entry.line_end - entry.line_start <= 1
            and len(entry.authors) <= 1
            and kept
            and kept[-1].year is not None
            and all(
                ledger.kind(number) != LineKind.HEADING
                for number in range(kept[-1].line_end + 1, entry.line_start)
            )
        ):
            ledger.mark_range(entry.line_start, entry.line_end, LineKind.IGNORED, _UNDATED_PAIR)
        else:
            kept.append(entry)
    result.entries = kept


def _read_abstract(
    lines: list[Line], index: int, result: ParseResult, ledger: LineLedger, abstract: list[Line]
) -> bool:
    """ "Abstract: We present …" right under a card (and the lines its paragraph goes on over), or
    its first words cut off with an ellipsis ("We present …", as search results print it): the
    card's abstract. False for any other line."""
    line, above = lines[index], lines[index - 1] if index else None
    entry = result.entries[-1] if result.entries else None
    if entry is None or above is None or above.number != line.number - 1:
        abstract.clear()
        return False
    opens = after_abstract_label(line.text) is not None or is_abstract_snippet(line.text)
    if opens and entry.line_end == above.number:
        abstract[:] = [line]
    elif not (abstract and abstract[-1] is above):
        abstract.clear()
        return False
    else:
        abstract.append(line)
    entry.abstract = abstract_of(abstract)
    ledger.mark(line.number, LineKind.IGNORED, ABSTRACT_REASON)
    return True


def _read_subjects(lines: list[Line], index: int, result: ParseResult, ledger: LineLedger) -> bool:
    """A row of subjects, keywords or tags right under a card, or under its abstract
    (``card_subjects``; in a list that tagged a card above, right under its fields too): the
    card's keywords. False for any other line."""
    line, above = lines[index], lines[index - 1] if index else None
    entry = result.entries[-1] if result.entries else None
    if entry is None or above is None or above.number != line.number - 1:
        return False
    under_notes = ledger.reason(above.number) in CARD_NOTE_REASONS
    if not (under_notes or entry.line_end == above.number):
        return False
    below = lines[index + 1] if index + 1 < len(lines) else None
    following = below.text if below is not None and below.number == line.number + 1 else None
    tagged = any(kept.keywords for kept in result.entries)
    closing = under_notes or (tagged and entry.line_end == above.number)
    terms = card_subjects(line.text, closing, following, tagged)
    if terms is None:
        return False
    entry.keywords = list(dict.fromkeys([*entry.keywords, *terms]))
    ledger.mark(line.number, LineKind.IGNORED, SUBJECTS_REASON)
    return True


def _attach_award(
    lines: list[Line],
    index: int,
    award: str,
    pending: list[tuple[Line, str]],
    result: ParseResult,
    ledger: LineLedger,
) -> bool:
    """An award line ("Best Paper Award", "Oral") goes with the card right above it, or, after a
    blank line (or at the top), with the card it opens (or none: it is then ignored); False when
    it is neither's."""
    line = lines[index]
    above = lines[index - 1] if index else None
    after_gap = above is None or above.number < line.number - 1
    below = lines[index + 1] if index + 1 < len(lines) else None
    following = below.text if below is not None and below.number == line.number + 1 else ""
    if award_opens_card(following, after_gap):
        pending[:] = [(line, award)]
        return True
    if after_gap:  # over a link row or a list item: the award of no card here
        ledger.mark(line.number, LineKind.IGNORED, "award line without an entry")
        return True
    entry = result.entries[-1] if result.entries else None
    if entry is not None and above is not None and entry.line_end == above.number and not after_gap:
        entry.award = entry.award or award
        entry.raw += "\n" + line.text
        entry.line_end = line.number
        ledger.mark(line.number, LineKind.ENTRY)
        return True
    return False


def _authors_go_on(authors: str, above: Line, line: Line) -> bool:
    """Does ``line``, right under the card's author line ``above``, hold the rest of the names
    that line broke off ("Amara Okafor, Chloe" over "Moreau, Dana Brandt")?"""
    text = line.text.strip()
    return (
        line.number == above.number + 1
        and names_go_on(authors, text)
        and not ignore_reason(text)
        and _is_authors_line(f"{authors} {text}")
    )


def _goes_on_card_above(lines: list[Line], index: int, result: ParseResult) -> bool:
    """Does ``lines[index]`` go on the card read just above it, with no blank line between them?
    Not a note on the page's marks ("* Authors contributed equally"), which is the page's."""
    line = lines[index]
    entry = result.entries[-1] if result.entries else None
    return (
        entry is not None
        and index > 0
        and entry.line_end == lines[index - 1].number == line.number - 1
        and not is_equal_contribution_note(line.text)
        and not _EQUAL_MARK_NOTE_RE.match(line.text.strip())
    )


# "* Authors contributed equally", "† corresponding author": a footnote on the marks after names.
_EQUAL_MARK_NOTE_RE = re.compile(r"[*†‡#]+\s*\S")


def _read_record(
    lines: list[Line],
    index: int,
    section: Section,
    ledger: LineLedger,
    result: ParseResult,
    venue_reader: VenueReader,
    *,
    venue_above: bool = False,
    row_cells: re.Pattern[str] | None = None,
) -> int:
    """Read the card whose title line is ``lines[index]``; with ``venue_above`` its venue line is
    the line over the title (and none follows the authors). The number of lines used."""
    title_line, authors_line = lines[index], lines[index + 1]
    used = 2
    authors, cells = _split_row_cells(authors_line.text.strip(), row_cells)
    while (
        not cells
        and index + used < len(lines)
        and _authors_go_on(authors, lines[index + used - 1], lines[index + used])
    ):
        authors = f"{authors} {lines[index + used].text.strip()}"  # the author line wrapped in a name
        used += 1
    venue_line: Line | None = None
    date: re.Match[str] | None = None
    if index + 2 < len(lines) and is_equal_contribution_note(lines[index + 2].text):
        used = 3  # "(* equal contribution)" under the authors: the venue line follows it
    if venue_above:
        venue_line = lines[index - 1]
    elif cells:
        pass  # the row's cells closed the authors line: the record has no venue line
    elif (dated := _venue_and_date(lines, index + used))[1] is not None:
        venue_at, date_at = dated
        venue_line = lines[venue_at]  # type: ignore[index]
        date = _DATE_LINE_RE.fullmatch(lines[date_at].text.strip())  # type: ignore[index]
        used = date_at + 1 - index  # type: ignore[operator]
    elif index + used < len(lines):
        candidate = lines[index + used]
        after = lines[index + used + 1].text.strip() if index + used + 1 < len(lines) else ""
        stripped = candidate.text.strip()
        # The third line is the venue unless it already starts the next record (title before authors).
        if (
            not (after and _is_authors_line(after))
            and not ignore_reason(stripped)
            and not (year_heading(heading_text(stripped)) is not None)
            and not is_link_labels(stripped)
        ):
            venue_line = candidate
            used += 1
    while index + used < len(lines) and is_link_labels(lines[index + used].text):
        used += 1
    doi = None
    if index + used < len(lines) and (doi_line := _DOI_LINE_RE.match(lines[index + used].text)):
        doi = find_doi(doi_line.group(1))  # "DOI: 10.…" under the card: its identifier
        used += 1
    last = lines[index + used - 1]
    title = without_closing_link_labels(strip_list_marker(title_line.text)[1], bare=True)
    tag_text = None
    tag = _TITLE_TAG_RE.search(title)
    if tag:
        # "Title (ICML 2021)" / "Title (NeurIPS 2020, Oral)": a lab card's venue tag after the title.
        title, tag_text = title[: tag.start()], tag.group(1)
    elif (leading := split_venue_tag(title.strip())) is not None:
        tag_text, title = leading  # "ICRA 2024 Safe Merging …": the tag before the title
    written_title = title
    dated = split_year_tag(title.strip())
    if dated is not None:
        title = dated[1]  # "2019 - Sparse Priors …": the card's date before its title
    entry = ParsedEntry(title=clean_title(title))
    names, truncated = split_authors(authors.rstrip(":"))
    entry.author_names = names
    entry.authors = [n.display for n in names]
    entry.authors_truncated = truncated
    try:
        if cells:
            tail, extra = venue_reader(cells)
            apply_tail(entry, tail)
            if isinstance(extra.get("year"), int) and entry.year is None:
                entry.year = extra["year"]  # type: ignore[assignment]
            hint = None
        elif venue_line is None and tag_text:
            tail, extra = venue_reader(tag_text)
            apply_tail(entry, tail)
            hint = tail.type_hint
        elif (
            venue_line is not None
            and "," in (fields := venue_line.text.strip())
            and _is_fields_of_study(fields)
        ):
            hint = None  # "Economics, Medicine": a work's fields of study (Semantic Scholar), no venue
        elif venue_line is not None:
            # Tabs separate a table's cells (Scholar's citation count and year): kept for the reader.
            cells = venue_line.text.strip().split("\t")
            tail, extra = venue_reader("\t".join(collapse_spaces(cell) for cell in cells))
            apply_tail(entry, tail)
            if isinstance(extra.get("year"), int) and entry.year is None:
                entry.year = extra["year"]  # type: ignore[assignment]
            if tag_text and not tag:
                tagged, _ = venue_reader(tag_text)
                entry.venue_acronym = entry.venue_acronym or tagged.venue_acronym
                entry.year = entry.year or tagged.year
            hint = tail.type_hint
        else:
            hint = None
    except Exception as exc:  # one bad record never stops the rest
        result.issues.append(
            ParseIssue(line=title_line.number, message=f"could not read the venue line: {exc!r}")
        )
        hint = None
    if date is not None and entry.year is None:
        entry.year = int(date.group(1))
    if dated is not None and entry.year not in (None, dated[0]):
        entry.title = clean_title(written_title)  # the card dates itself otherwise: the title's own number
    elif dated is not None:
        entry.year = dated[0]
    entry.doi = entry.doi or doi
    first = index - 1 if venue_above else index
    entry.raw = "\n".join(lines[i].text for i in range(first, index + used))
    entry.line_start, entry.line_end = lines[first].number, last.number
    finish_entry(entry, section, hint if hint in (PublicationType.PREPRINT, PublicationType.THESIS) else None)
    if not entry.year:
        entry.warnings.append(ParseIssue(line=title_line.number, message="no year found", field="year"))
    result.entries.append(entry)
    ledger.mark_range(lines[first].number, last.number, LineKind.ENTRY)
    return used + (index - first)
