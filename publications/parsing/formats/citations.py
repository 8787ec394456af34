"""Free-text reference lists: lab pages, CV sections, IEEE/ACM/APA/Chicago/MLA/Harvard/
Nature/Vancouver lists, markdown and HTML pasted as source.

Accepts one entry per list item (bullets •, -, *, ·, tab; numbers "1.", "12\\.", "[12]",
"(3)"), or per paragraph, or per line when items are unmarked; headings (markdown "#",
year lines, type and "Selected ..." headings) set the section context; link-label and
award lines after an item attach to it; navigation text is ignored with a reason. An unmarked
section under its own heading in a numbered list ("Working Papers") is split as an unmarked list
is; a paper of the page owner's alone that names no venue is kept by its status and year
("Title, submitted (2024)."), and so is a reference that kept only a long title and its year
("A Longitudinal Study of … Pupils, 2014."). Lab-page
cards (title / authors / venue lines) may carry an award line above them (after a blank line)
or under them, a venue tag before the title ("ICRA 2024 Safe Merging …": the venue's acronym
and year), a bare link label closing the title line ("… Glacier Mapping ADS"), a co-author
line instead of the authors on a page owner's list ("with P. Novak and R. Silva", "avec …",
"mit …", "con …"), a names-and-date line over a title line that keeps its inner full stop,
an "Abstract: …" paragraph under them (the entry's abstract; so is its first words cut off with
an ellipsis, as search results print them), a row of subjects or keywords under them ("Keywords:
ice; firn", or unlabelled under the abstract: the entry's keywords) and teaser images (ignored).
A title followed by "published in" ends there: the venue follows. HTML
pasted as source (a whole page on one line or one block per line) is read block by block
(li, p, div, headings, rows, br), its links, bold and italics kept as markdown, and line
numbers refer to the HTML source.

Where entries are not marked (no bullets or numbers), the trained line labeller
(``segmentation``) decides which lines start an entry and which are noise; without its model
file the rules decide alone. Two layouts of reference lists copied from papers are format
knowledge the labeller does not overrule: paragraphs wrapped at a width (a line after a line
that reaches the width continues its paragraph; a blank line ends it unless the next line does
not open like a citation) and hanging indents (an indented line continues the entry, a flush one
after it starts the next, even where the labeller calls it noise); in a paste of one reference a
paragraph, a paragraph that holds a year and a citation's parts and no sentence of running text
is a reference even where the labeller calls its lines noise. Text wrapped at a width with
neither (an author-year list copied from a PDF's column) is read from the line above: one that
fills the width and stops mid-sentence goes on below, one that stops short (under a wrapped
line: with room for the first word below, ``segmentation.linewidth``) ended its reference, a
line that cannot open one ("In …", pages, a number after "vol.") goes on with it, and after a
full line that ends like a reference a line opening with a name starts the next, unless it stops
short and is too little to be a reference alone (an imprint, a journal's line). A
list numbered in sequence ("1.", "[1]", "1)", "(1)", "1-") is a marked list however many lines
its entries are wrapped over; a number out of sequence at the start of a wrapped line ("48. No.
3."; a year, "2006."), a marker written unlike the list's, or an unnumbered line after one that
stops mid-sentence is text; numbered references run together on one line ("… 2019. [2] B. Author") are
split, and so are author-year references run together in a paragraph ("… 101–115. Moreau, C.
2020. Title …", ``segmentation.runon``). A reference broken by a blank line goes on below it
where the line above fills the width and stops inside a phrase or mid-sentence and the line below
cannot open a reference (a lower-case word, pages, "In", the rest of the names or of a quoted title:
``segmentation.continuation``), or where the line above ends on a word and the entry opens with its
authors and the line below does not; under a hanging indent kept throughout, a flush line after a
reference that fitted on its line starts the next. A PDF's page numbers (counting up, alone on
their line, past a reference's pages wrapped alone) and running heads (the same line on several
pages: a journal's, or an authors' beside a page number) and a CV's page head or foot that says
what it is ("3 / 7", "A. Family — Curriculum Vitae 3": ``segmentation.pagelines``) are left out
with a warning, and
the reference they interrupt goes on below them. A line that breaks an author list inside a name
("A. Okafor, B." over "Lindqvist, and C. Moreau. …", or a card's author line under its title)
goes on with its entry (``segmentation.wrapping``), and on cards without blank lines between
them a line over the next card's names, after a card read to its venue line's year, opens that
card unless the labeller is sure it goes on with the card above; a title-first item naming its
authors by family name alone ("Title. Iyer, Tan and Ortiz. NDSS 2019.") is read as such
(``titlefirst``). Words, page ranges and links broken at a line's end are joined back ("distri-"
/ "bution"; "Smith-" / "Jones" and a word the paste writes hyphenated elsewhere keep the
hyphen). The entries of one list are read alike: an entry read unlike most of its list is read
again in the list's shape where another reading gives it (``consistency``).

Cannot handle: in text wrapped flush left without blank lines, a reference whose last line
fills the width and ends like a reference, followed by one that does not open with a person's
name ("World Health Organization. 2020. …"), is joined to it unless the labeller is sure; a
page number or running head that appears once is not recognised. A title wrapped before "with" on a card
with no author line reads as a co-author line when the words after "with" look like names
("with Noisy Labels"; "with Deep Learning" holds a word of a venue name and stays the title's).
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from functools import cache, lru_cache, partial
from typing import NamedTuple

from publications.keys import title_key

from .. import marginyears
from ..affiliationnumbers import has_numbered_names, without_affiliation_numbers
from ..cardfurniture import CARD_FURNITURE_REASON, card_furniture_lines
from ..cardlines import mend_cards, names_end_before_acronym, owner_name_lines, record_card_lines
from ..cards import (
    ABSTRACT_REASON,
    CARD_NOTE_REASONS,
    SUBJECTS_REASON,
    abstract_of,
    after_abstract_label,
    card_subjects,
    is_abstract_paragraph,
    is_abstract_snippet,
    is_running_prose,
    opens_card,
    without_names_label,
)
from ..citedcards import CARD_SUMMARY_REASON, recommended_citations
from ..cjk import has_full_width_punctuation, with_full_width_read
from ..classify import finish_entry
from ..consistency import (
    Reader,
    align_to_lines,
    harmonise,
    shape_of,
    shapes_of,
    stop_initials_alike,
    title_heads_alike,
)
from ..fields import (
    BOOK_IMPRINT,
    MODERN_YEAR_RE,
    MONTH_OR_SHORT_WORDS,
    WRITTEN_YEAR_RE,
    award_of_line,
    find_award,
    heading_type,
    names_awards,
    status_span,
)
from ..gbt import TYPE_MARK_RE
from ..headingwords import is_cjk_heading, names_other_section
from ..kindbadges import badge_types, portal_citation_lines, portal_kind_types, without_kind_badges
from ..linecaches import text_cache
from ..lines import (
    CV_ITEM_NOTE_REASON,
    DATABASE_FIELD_REASON,
    QUOTED_REVIEW_REASON,
    RESUME_ITEM_REASON,
    Line,
    LineLedger,
    blank_separated_blocks,
    ignore_reason,
    is_link_line,
    numbered_lines,
    without_cite_style_label,
    without_closing_link_labels,
    without_opening_link_labels,
)
from ..marklegend import (
    LEGEND_REASON,
    has_role_note,
    legend_reason,
    paste_legend,
    with_legend_marks_read,
    with_role_notes_read,
)
from ..nameorder import read_family_first
from ..names import (
    COAUTHORED,
    PARTICLE_NAME_PATTERN,
    WRITTEN_NAME_PATTERN,
    author_list_end,
    coauthors_of_line,
    has_glued_names,
    has_square_coauthor_note,
    is_author_list,
    split_authors,
    with_glued_names_parted,
    with_square_coauthor_notes_rounded,
)
from ..namescolon import has_odd_names_colon, with_names_colon_plain
from ..networkcards import NETWORK_CARD_REASON, crossref_card_types, network_cards
from ..pagefilters import PAGE_FILTERS_REASON, filter_lines
from ..places import COUNTRIES, closing_imprint, is_place
from ..portalrecords import with_issues_read
from ..postmeta import post_meta_lines
from ..records import (
    InputFormat,
    LineAccount,
    LineKind,
    ParsedEntry,
    ParseIssue,
    ParseResult,
    PublicationType,
    Status,
)
from ..reference import (
    apply_tail,
    cited_without_title,
    dates_by,
    has_coauthor_note,
    is_names_line,
    join_entry_lines,
    names_a_body,
    opens_with_group_author,
    parse_reference,
    read_reference,
    split_venue_tag,
    title_then_whole_names,
    without_leading_year,
)
from ..resumecards import RESUME_ENTRY_REASON, resume_cards
from ..rows import RowReading, column_roles, entry_of, read_rows
from ..sections import (
    Section,
    apply_heading,
    heading_text,
    known_venue_words,
    looks_like_heading,
    person_heading,
    position_line,
    reads_as_heading,
    repeats_highlight,
    without_position,
    year_heading,
)
from ..segmentation import HEADINGS, LineLabel, label_lines
from ..segmentation.closers import card_ends, closing_labels
from ..segmentation.continuation import (
    annotates_reference_above,
    closes_open_quote,
    details_go_on,
    notes_access,
    opens_no_reference,
    pages_alone,
    stops_inside,
    too_little_for_a_reference,
)
from ..segmentation.features import is_equal_contribution_note, name_start
from ..segmentation.innertext import cards_as_blocks
from ..segmentation.labelledfields import labelled_fields_joined
from ..segmentation.linewidth import stops_short
from ..segmentation.pagelines import (
    PAGE_LINE_REASON,
    journal_head,
    names_itself_a_page_line,
    page_line_reason,
)
from ..segmentation.runon import opens_with_names_and_year, reference_starts
from ..segmentation.shapes import (
    alike_entry_starts,
    card_pairs,
    dated_title_as_read,
    dated_title_cards,
    dated_title_over_names_as_read,
    goes_on_below,
    holds_no_reference_look,
    is_dated_reference,
    line_shape,
    line_shapes,
    names_under_dated_title,
    note_lines,
    paste_shapes,
    references_look_alike,
    title_before_year_as_read,
    titles_before_years,
)
from ..segmentation.undated import UndatedLists, names_first, quoted_bare_title, title_and_when_as_read
from ..segmentation.wrapping import ends_open, names_go_on
from ..shownrecords import SHOWN_RECORD_REASON, shown_record_lines
from ..slashednames import dashes_as_semicolons, slashes_as_semicolons
from ..soundness import is_sound, is_whole
from ..tail import LAW_REVIEW, has_access_date, is_publisher_name, names_document_kind, parse_tail
from ..text import (
    clean_title,
    goes_on_broken_doi,
    has_other_hyphens,
    has_pdf_glyphs,
    holds_any,
    other_hyphens_of,
    rejoin_broken_words,
    strip_html,
    strip_list_marker,
    strip_markup,
    with_doi_gaps_closed,
    with_other_hyphens,
    with_pdf_glyphs_read,
    with_plain_hyphens,
    with_stops_after_emphasis,
    words_weighed_at_breaks,
)
from ..titlefirst import FamilyNamesItem, read_family_names_item, read_title_year_venue_row
from ..venuebadges import VENUE_BADGE_REASON, venue_badge_lines
from ..venueends import is_entry_note
from ..venuelines import join_venue_lines
from ..venues import lookup

_HTML_SOURCE_RE = re.compile(r"<(?:li|p|div|br|span|ul|ol|a\s|b>|strong|em>|h[1-6])\b", re.IGNORECASE)
_BLOCK_TAG_RE = re.compile(
    r"</?(?:li|p|div|ul|ol|h[1-6]|tr|table|section|article)\b[^>]{0,500}>|<br\s*/?>", re.I
)
_MARKDOWN_HEADING_LEVEL_RE = re.compile(r"^(#{1,6})\s")
_QUOTE_CHARS = '“"«„'
_WORD_RE = re.compile(r"[^\W\d_]{2}")
_LETTER_RE = re.compile(r"[^\W\d_]")
_OPEN_QUOTE_RE = re.compile("[" + _QUOTE_CHARS + "]")


_UNDER_OTHER_HEADING = "item under non-publication heading"

# PubMed's "Summary (text)" copy numbers its items "1: ", "2: " before the first author's name
# (Vancouver's "Family AB,"): the number and colon are the item's list marker.
_PUBMED_NUMBER_RE = re.compile(r"^(\d{1,4}): (?=[^\W\d_][\w'’-]{1,40} [A-Z]{1,3}[,.])", re.MULTILINE)


def _pubmed_numbers_as_markers(text: str) -> str:
    """The paste with PubMed's item numbers ("2: Family AB, …") written as list markers ("2. "),
    where two items numbered one after the other open so; other pastes as they are."""
    numbers = [int(found.group(1)) for found in _PUBMED_NUMBER_RE.finditer(text)]
    if not any(later == earlier + 1 for earlier, later in itertools.pairwise(numbers)):
        return text
    return _PUBMED_NUMBER_RE.sub(r"\1. ", text)


_PUBMED_MARKER_WRITTEN_RE = re.compile(r"^(\d{1,4})\. (?=[^\W\d_][\w'’-]{1,40} [A-Z]{1,3}[,.])")


def parse(text: str) -> ParseResult:
    """Parse a free-text reference list."""
    result = _parse(text)
    if not result.entries and any(line.reason.startswith(_UNDER_OTHER_HEADING) for line in result.lines):
        # The paste is a non-publication list alone (a teaching or service record): its items are
        # what was pasted to be read, not a page's side section beside its publications.
        return _parse(text, read_other_sections=True)
    return result


def _parse(text: str, *, read_other_sections: bool = False) -> ParseResult:
    result = ParseResult(format=InputFormat.CITATIONS)
    origin: list[int] | None = None
    if _HTML_SOURCE_RE.search(text[:20000]):
        text, origin = html_to_lines(text)
    pubmed_numbered = ": " in text and (rewritten := _pubmed_numbers_as_markers(text)) != text
    if pubmed_numbered:
        text = rewritten
    # Cards a browser copied with blank lines between their fields are written as cards of lines.
    badges: list[int] = []
    lines = numbered_lines(text)
    as_blocks = cards_as_blocks(lines) if "\n\n" in text else None
    if as_blocks is not None:
        text, written_origin, badges = as_blocks
        if origin is not None:
            badges = [origin[number - 1] for number in badges]
            written_origin = [origin[number - 1] for number in written_origin]
        origin = written_origin
        lines = numbered_lines(text)
    # A repository's record page prints each detail as a labelled line ("Journal: …", "Volume: 70"):
    # each run of them is read as one venue line.
    joined: dict[str, list[Line]] = {}
    if ":" in text and (as_venue_lines := labelled_fields_joined(lines)) is not None:
        text, written_origin, joined = as_venue_lines
        if origin is not None:
            joined = {
                venue: [Line(origin[line.number - 1], line.text) for line in run]
                for venue, run in joined.items()
            }
            written_origin = [origin[number - 1] for number in written_origin]
        origin = written_origin
        lines = numbered_lines(text)
    ledger = LineLedger(lines)
    # A card's "Authors: …" line is read, and segmented, as the names it labels, names joined by
    # slashes ("Hartmann, Jonas/Sauer, Mia:") or dashes ("Novák, J. - Svoboda, P.:") as a list,
    # "Jean‑Pierre" (U+2011) as "Jean-Pierre" and "A.K. RathiS. Sharma, …" as two names; the raw
    # text keeps them as written.
    # (Each character test is made on the whole paste first: most pastes hold no such character,
    # and a test per line then costs more than the rest of the line's reading.)
    hyphens, glyphs, glue = has_other_hyphens(text), has_pdf_glyphs(text), "," in text
    full_width = has_full_width_punctuation(text)
    roles = has_role_note(text)
    square_notes = has_square_coauthor_note(text)
    # The marks a legend of the paste defines ("+ supervised student") are read as name marks; its
    # lines are left out by the grouping, which is told where they are (``_line_facts``).
    pasted = [line.text for line in lines]
    paste_marks, legend_positions = paste_legend(pasted)
    legend = _Legend(pasted, frozenset(lines[position].number for position in legend_positions))
    written = {
        line.number: line.text
        for line in lines
        if ":" in line.text[:16]
        or has_odd_names_colon(line.text)
        or "/" in line.text
        or " - " in line.text
        or " – " in line.text
        or (hyphens and has_other_hyphens(line.text))
        or (glue and has_glued_names(line.text))
        or (glue and has_numbered_names(line.text))
        or (glyphs and has_pdf_glyphs(line.text))
        or (full_width and has_full_width_punctuation(line.text))
        or (paste_marks and not paste_marks.keys().isdisjoint(line.text))
        or (roles and has_role_note(line.text))
        or (square_notes and has_square_coauthor_note(line.text))
    }
    readable = {
        number: with_legend_marks_read(_readable_names(text), paste_marks) for number, text in written.items()
    }
    # A card's recommended citation is its entry, read without its label ("Recommended citation:").
    cited, card_summaries = recommended_citations(pasted)
    for index, citation in cited.items():
        written[lines[index].number] = lines[index].text
        readable[lines[index].number] = with_legend_marks_read(_readable_names(citation), paste_marks)
    # A research network's card (kind, title, date and venue, names) read as its citation, on its
    # title's line.
    network_cited, network_card_lines = network_cards(pasted)
    for index, citation in network_cited.items():
        written[lines[index].number] = lines[index].text
        readable[lines[index].number] = with_legend_marks_read(_readable_names(citation), paste_marks)
    # A résumé's item (title and date, venue and place, a bullet of names) read as its citation, on
    # its bullet's line.
    resume_cited, resume_item_lines = resume_cards(pasted)
    for index, citation in resume_cited.items():
        written[lines[index].number] = lines[index].text
        readable[lines[index].number] = with_legend_marks_read(_readable_names(citation), paste_marks)
    # A kind's badge closing a title line ("… Mirror Descent Journal Article") is no word of it;
    # it types the entry whose line it closes.
    badged_types = {lines[index].number: kind for index, kind in badge_types(pasted).items()}
    # So does a Crossref card's kind ("BOOK CHAPTER published 2019 in Handbook …"), on its title's line.
    badged_types |= {lines[index].number: kind for index, kind in crossref_card_types(pasted).items()}
    # And a portal's kind line under a record's citation ("Research output: Thesis › Doctoral
    # Thesis"), on the citation's last line.
    badged_types |= {lines[index].number: kind for index, kind in portal_kind_types(pasted).items()}
    portal_citations = frozenset(lines[index].number for index in portal_citation_lines(pasted))
    for index, title in without_kind_badges(pasted).items():
        number = lines[index].number
        written[number] = lines[index].text
        readable[number] = with_legend_marks_read(_readable_names(title), paste_marks)
    # A repository's line of imprint and names under each title ("(Springer, 2024) Family, Given;
    # Family, Given") read as names, date and publisher.
    for index, imprinted in imprint_first_lines(pasted).items():
        number = lines[index].number
        written[number] = lines[index].text
        readable[number] = with_legend_marks_read(_readable_names(imprinted), paste_marks)
    # A blog theme's footer under each post of its list ("June 2021 · 3 min · Marta Keller, Tobias
    # Brandt") read as the card's names and year.
    post_footers = post_meta_lines(pasted)
    for index, names_and_year in post_footers.items():
        number = lines[index].number
        written[number] = lines[index].text
        readable[number] = with_legend_marks_read(_readable_names(names_and_year), paste_marks)
    # A footer under a venue line is that card's names line (``_entry_fields``); under a summary of
    # running prose it closes a card whose summary is its abstract, read so with the card's lines.
    post_footers = {
        lines[index].number: readable[lines[index].number]
        for index in post_footers
        if index and not is_running_prose(pasted[index - 1])
    }
    # A plugin's link labels opening an entry's line ("[doi] [pdf] [bibtex] M. Okafor, …"), after
    # its number or not, are no words of it.
    for line in lines:
        if "[" in line.text[:12] and (unlabelled := without_opening_link_labels(line.text)) != line.text:
            written[line.number] = line.text
            readable[line.number] = with_legend_marks_read(_readable_names(unlabelled), paste_marks)
        if "\t" in line.text[:12] and (unlabelled := without_cite_style_label(line.text)) != line.text:
            # Scholar's "Cite" box: the style's name before the citation is no word of it
            written[line.number] = line.text
            readable[line.number] = with_legend_marks_read(_readable_names(unlabelled), paste_marks)
    written = {number: text for number, text in written.items() if readable[number] != text}
    if written:
        lines = [
            Line(line.number, readable[line.number]) if line.number in written else line for line in lines
        ]
    # The paste's paragraphs (lines between blank lines), made once for the readings of cards.
    paragraphs = blank_separated_blocks(lines)
    closed_paragraphs = _paragraphs_closed_by_fields(paragraphs)
    abstracts: dict[int, list[str]] = {}
    subjects: dict[int, list[str]] = {}
    # The title, names and venue lines of a list of records' cards, each a card's line whatever the
    # labeller says (``record_card_lines``); a names line is known by its label as written (where
    # no line was rewritten, the paragraphs as written are the ones above).
    record_lines = record_card_lines(
        blank_separated_blocks([Line(line.number, written.get(line.number, line.text)) for line in lines])
        if written
        else paragraphs
    )
    layout = _layout(lines)
    texts = [line.text for line in lines]
    shapes = line_shapes(texts)
    undated = UndatedLists(texts, shapes)
    items, cards, item_abstracts = undated.entry_lines()
    # A CV's page head or foot is told by its text alone: each text is read once, for the line
    # labeller and the grouping both.
    page_reasons = {line_text: page_line_reason(line_text) for line_text in dict.fromkeys(texts)}
    for above, below in itertools.pairwise(texts):
        if page_reasons[below] is not None and _ends_reference_in_progress(above, below):
            page_reasons[below] = None
    for index in _journal_heads_between_references(texts):
        page_reasons[texts[index]] = PAGE_LINE_REASON
    # A BibTeX record the page shows under its entry repeats it: its lines are left out, and the
    # lines around it read as next to each other.
    for index in shown_record_lines(texts):
        page_reasons[texts[index]] = SHOWN_RECORD_REASON
    for index in card_summaries:
        page_reasons[texts[index]] = CARD_SUMMARY_REASON
    for index in network_card_lines:
        page_reasons[texts[index]] = NETWORK_CARD_REASON
    for index in resume_item_lines:
        page_reasons[texts[index]] = RESUME_ENTRY_REASON
    # A theme's box of the venue's short name over each card ("ICML", "NeurIPS").
    for index in venue_badge_lines(texts, is_link_line):
        page_reasons[texts[index]] = VENUE_BADGE_REASON
    # A theme's search box and filters above the list ("Search...", "Type", "Date" and options).
    for index in filter_lines(texts):
        page_reasons[texts[index]] = PAGE_FILTERS_REASON
    # A database's or a publisher's badges and buttons on each card ("Open Access", "Add to library").
    card_furniture = frozenset(texts[index] for index in card_furniture_lines(texts))
    model = _with_undated_entries(_model_labels(lines, page_reasons), items, cards, item_abstracts)
    margin_years = marginyears.find(lines)
    model = _with_margin_years(model, lines, margin_years)
    model = _with_lettered_citations(model, lines)
    model = _with_broken_dois_continued(model, lines, layout)
    groups = _group_entries(
        lines,
        ledger,
        result,
        margin_years,
        model,
        abstracts,
        layout,
        read_other_sections,
        page_reasons,
        legend,
        subjects,
        card_furniture,
        record_lines,
        _closed_card_openers(paragraphs, closed_paragraphs),
    )
    # A group's lines are the paste's, or parts of one split apart: each shape is made once.
    shape_of = dict(zip(texts, shapes, strict=True))
    paste = paste_shapes(shapes)
    groups = _cards_in_cycle(
        _alike_entries(groups, paste, shape_of, layout),
        lines,
        # (a résumé's title and venue lines, left out, are no card's lines, whatever their shapes)
        [pair for pair in card_pairs(shapes, texts) if pair[0] not in resume_item_lines],
        # (a row of keywords is a note the grouping read already, into the entry's keywords)
        [p for p in note_lines(texts, shapes) if ledger.reason(lines[p].number) != SUBJECTS_REASON],
        layout,
    )
    groups = _cards_closed_by_labels(groups, lines, closing_labels(texts, is_link_line))
    groups, dated_name_cards = _cards_closed_by_dated_names(groups, lines)
    dated_cards = dated_title_cards(texts)
    groups = _cards_under_dated_titles(groups, lines, dated_cards)
    groups = _one_line_entries(groups)
    groups = _cards_as_paragraphs(groups, paragraphs, closed=closed_paragraphs)
    groups = _lone_dois_joined(groups)
    groups = _without_heading_lines(groups, ledger, result.issues)
    if not read_other_sections:
        groups = _without_other_sections(groups, ledger)
    groups = _without_unlike_groups(groups, paste, shape_of, ledger)
    # (a list's heading is one the ledger took, or a line of heading words the labeller took for
    # noise: "Papers" over titles alone ends the list of those above it all the same)
    titles, details = undated.titles(
        is_link_line,
        lambda position: (
            ledger.kind(lines[position].number) == LineKind.HEADING or reads_as_heading(lines[position].text)
        ),
    )
    # How the list writes a line that opens an entry, as the reader takes it: a title its names
    # follow, names first; a title alone, in quotes.
    as_read = {lines[position].number: names_first for position in undated.titled(items)}
    # The line of names of each undated card, by the card's first line.
    card_names = {lines[card[0]].number: lines[card[1]].text for card in cards}
    # A page owner's name alone on a line of each card of the works they wrote alone.
    owner_names = owner_name_lines(texts)
    # (a title with its year or status and nothing else: an entry all the same)
    bare = {lines[position].number for position in undated.dated_titles(items)}
    as_read.update(dict.fromkeys(bare, title_and_when_as_read))
    # (a title, its year and its venue, no names: its capitalised title is no body's name)
    for position in titles_before_years(texts, shapes):
        as_read.setdefault(lines[position].number, title_before_year_as_read)
    # (a card's title closed by its year, its summary and venue under it)
    card_titles = {lines[first].number for first, _ in dated_cards}
    # (or, where every card's names stand under its title, or a card's list of people's names,
    # read as a reference's names; see ``dated_title_over_names_as_read``)
    over_names = all(names_under_dated_title(texts, first) for first, _ in dated_cards)
    titles_over_names = {
        lines[first].number
        for first, _ in dated_cards
        if over_names or names_under_dated_title(texts, first, people=True)
    }
    as_read.update(dict.fromkeys(card_titles - titles_over_names, dated_title_as_read))
    if titles:
        groups = _title_list_entries(
            groups, lines, [lines[position] for position in titles], [lines[p] for p in details], ledger
        )
        bare_titles = {lines[position].number for position in titles}
        as_read.update(dict.fromkeys(bare_titles, quoted_bare_title))
        bare |= bare_titles
    # (cards of a title over a line of full names, venue and year: see ``_titles_over_names_lines``)
    titled_cards = _titles_over_names_lines([group for _, group, _ in groups])
    seen_highlight: set[str] = set()
    hyphenated = words_weighed_at_breaks(text)
    wrapped_groups = _wrapped_paragraphs(layout, [group for _, group, _ in groups])
    readings: list[_Reading] = []
    unread: list[_Reading] = []
    counted = _counted_groups([group for _, group, _ in groups])
    for section, group, marker in groups:
        pieces = _run_on_references(group) if not marker else [group]
        before = len(result.entries)
        # (an item of a title its names follow is read so when it is one line, as the list writes it)
        reader = (
            as_read.get(group[0].number)
            if len(group) == 1 or group[0].number in bare or group[0].number in card_titles
            else None
        )
        for index, piece in enumerate(pieces):
            abstract = abstracts.get(group[0].number) if index == 0 else None
            wrapped = group[0].number in wrapped_groups and _wrapped_paragraph(layout, piece)
            _parse_group(
                section,
                piece,
                ledger,
                result,
                seen_highlight,
                marker,
                abstract,
                hyphenated,
                wrapped,
                readings,
                unread,
                bare=index == 0 and group[0].number in bare,
                as_read=reader if index == 0 else None,
                # (a post's footer closing the card under its venue line is its names line)
                names_line=(card_names.get(group[0].number) or post_footers.get(piece[-1].number))
                if index == 0
                else None,
                owner_names=owner_names,
                margin_year=marginyears.year_of(margin_years, piece) if not marker and index == 0 else None,
                counted=len(pieces) == 1 and group[0].number in counted,
                dated_card=dated_name_cards.get(group[0].number) if len(pieces) == 1 else None,
                title_over_names=len(pieces) == 1 and group[0].number in titles_over_names,
                names_under_title=len(pieces) == 1 and group[0].number in titled_cards,
            )
        if len(pieces) > 1:
            # References run together share lines: a line that holds one of them is an entry's
            # line, whatever became of the others on it.
            for entry in result.entries[before:]:
                ledger.mark_range(entry.line_start, entry.line_end, LineKind.ENTRY)
        elif written and result.entries and result.entries[-1].line_start == group[0].number:
            result.entries[-1].raw = "\n".join(written.get(line.number, line.text) for line in group)
    _with_subjects(result.entries, subjects)
    _without_running_text(result, readings, ledger)
    _without_page_notes(result, readings, ledger)
    headers = {
        line.number: roles
        for line in lines
        if "\t" in line.text and (roles := column_roles(line.text)) is not None  # (a header row has tabs)
    }
    _read_rows(result, readings, unread, ledger, headers)
    _kept_as_written_alike(result, readings, unread, ledger)
    _read_alike(result, readings)
    # (a card's abstract and rows of subjects under its fields are no lines of its fields)
    fielded = [
        [line for line in block if ledger.reason(line.number) not in CARD_NOTE_REASONS]
        for block in paragraphs
    ]
    _cards_taken_in(
        result, lines, [block for block in fielded if block], readings, unread, ledger, record_lines
    )
    venue_lines = join_venue_lines(paragraphs, result.entries)
    result.issues = [issue for issue in result.issues if issue.line not in venue_lines]
    read_family_first(result.entries)
    _without_entry_notes(result.entries)
    if any(has_other_hyphens(text) for text in written.values()):
        for entry in result.entries:
            _with_hyphens_as_written(entry, written)
    if badged_types:
        _typed_by_badges(result.entries, badged_types)
    if portal_citations:
        with_issues_read(result.entries, portal_citations)
    result = ledger.finish(result)
    if origin is not None:
        _renumber(result, origin)
    if badges:
        result.lines = sorted(
            [
                *result.lines,
                *(
                    LineAccount(line=number, kind=LineKind.IGNORED, reason=_CARD_BADGE_REASON)
                    for number in badges
                ),
            ],
            key=lambda account: account.line,
        )
    if joined:
        _fields_as_printed(result, joined)
    if pubmed_numbered:
        for entry in result.entries:  # the raw text keeps the number as printed
            entry.raw = _PUBMED_MARKER_WRITTEN_RE.sub(r"\1: ", entry.raw, count=1)
    return result


def _fields_as_printed(result: ParseResult, joined: dict[str, list[Line]]) -> None:
    """Each entry's raw text with its labelled field lines as printed (``joined``: the pasted
    lines, by the venue line written for them), and each field line accounted as its venue line."""
    for entry in result.entries:
        if entry.raw:
            entry.raw = "\n".join(
                "\n".join(line.text for line in joined[text]) if text in joined else text
                for text in entry.raw.split("\n")
            )
    accounts = {account.line: account for account in result.lines}
    for run in joined.values():
        last = accounts.get(run[-1].number)
        if last is not None:
            accounts.update({line.number: replace(last, line=line.number) for line in run})
    result.lines = [accounts[number] for number in sorted(accounts)]


_CARD_BADGE_REASON = "a card's badge (a journal's quartile, an item's code)"


# DSpace's item list (its Angular interface) prints under each title the item's publisher and
# date in brackets, then its authors, family name first, parted by semicolons: "(Elsevier,
# 2024-03) Okonkwo, Adaeze; Moreau, Céline", "(2022) Lindqvist, Per".
_IMPRINT_FIRST_RE = re.compile(
    r"\((?:(?P<publisher>[^()\d][^()]{1,120}?),\s*)?(?P<year>(?:1[5-9]|20)\d\d)(?:-\d\d){0,2}\)\s+"
    r"(?P<names>[^\W\d_][^()\d]*,[^()\d]+)$"
)
_FEWEST_IMPRINT_FIRST_LINES = 2


def imprint_first_lines(texts: list[str]) -> dict[int, str]:
    """The lines of ``texts`` (by index) of a repository's imprint and names, each written as a
    reference writes them ("Okonkwo, Adaeze; Moreau, Céline (2024). Elsevier."), where the paste
    has ``_FEWEST_IMPRINT_FIRST_LINES`` such lines at least; {} where it has fewer."""
    found = {}
    for index, text in enumerate(texts):
        if text[:1] != "(" or (match := _IMPRINT_FIRST_RE.match(text.strip())) is None:
            continue
        names = match["names"].strip()
        if not all(name.count(",") == 1 for name in names.split(";")) or not is_author_list(names):
            continue
        publisher = f" {match['publisher'].strip()}." if match["publisher"] else ""
        found[index] = f"{names} ({match['year']}).{publisher}"
    return found if len(found) >= _FEWEST_IMPRINT_FIRST_LINES else {}


def _typed_by_badges(entries: list[ParsedEntry], badged_types: dict[int, PublicationType]) -> None:
    """An entry holding one kind's badge on its lines is of that kind."""
    for entry in entries:
        kinds = {
            badged_types[number]
            for number in range(entry.line_start, entry.line_end + 1)
            if number in badged_types
        }
        if len(kinds) == 1:
            entry.type = kinds.pop()


def _without_entry_notes(entries: list[ParsedEntry]) -> None:
    """No venue where a note on the entry stands in its place ("Slides from a talk at …", "A
    survey I wrote as a student"). Read after the entries are settled: the note, though no venue,
    still marks the lines as an entry's rather than running text."""
    for entry in entries:
        if entry.venue and is_entry_note(entry.venue):
            entry.venue = entry.venue_canonical = entry.venue_acronym = None


def _group_shapes(group: list[Line], shape_of: dict[str, str]) -> list[str]:
    return [shape_of[line.text] if line.text in shape_of else line_shape(line.text) for line in group]


def _alike_entries(
    groups: list[tuple[Section, list[Line], str]],
    paste: Counter[str],
    shape_of: dict[str, str],
    layout: _Layout,
) -> list[tuple[Section, list[Line], str]]:
    """The groups, each split where its lines look like the paste's whole references (see
    ``alike_entry_starts``): the entries of one list look alike, and a line of that look under
    another is an entry of its own (rows that a wrapped paragraph's layout joined: "OCE 2024
    Title, M Okafor, …" under "JGR 2023 Title, L Brandt, …"; a numbered list that starts again under
    a heading the rules miss). Under a hanging indent a line indented under the group's first
    goes on with it, however whole it looks ("    Evanston, IL: Northwestern University Press.
    (Original work published 1949)")."""
    split: list[tuple[Section, list[Line], str]] = []
    for section, group, marker in groups:
        starts = alike_entry_starts([line.text for line in group], _group_shapes(group, shape_of), paste)
        if layout.hanging:
            starts = [start for start in starts if not _layout_continues(layout, group[start], group)]
        starts = [start for start in starts if not _source_under_names_and_title(group, start)]
        split.extend(_split_before(section, group, marker, starts))
    return split


def _source_under_names_and_title(group: list[Line], position: int) -> bool:
    """Is the group's line at ``position`` a source line opening with its year in brackets, under
    a title and a line of names ("Osei K., Ferrand L." / "Title" / "(2020) Journal, 124 (4), …":
    Scopus's record), the third line of one card rather than an entry of its own?"""
    return (
        position >= 2
        and _DATED_SOURCE_RE.match(group[position].text.strip()) is not None
        and is_author_list(group[position - 2].text.strip())
    )


def _split_before(
    section: Section, group: list[Line], marker: str, cuts: list[int]
) -> list[tuple[Section, list[Line], str]]:
    """The group split before each of its lines at ``cuts`` (positions in it, ascending): the first
    piece keeps the group's list marker, each other piece takes its first line's own; the group
    whole where there is no cut."""
    if not cuts:
        return [(section, group, marker)]
    return [
        (section, group[begin:end], marker if begin == 0 else strip_list_marker(group[begin].text.strip())[0])
        for begin, end in itertools.pairwise([0, *cuts, len(group)])
    ]


def _without_unlike_groups(
    groups: list[tuple[Section, list[Line], str]],
    paste: Counter[str],
    shape_of: dict[str, str],
    ledger: LineLedger,
) -> list[tuple[Section, list[Line], str]]:
    """The groups but those unlike every entry of a list whose references look alike (no year,
    no reference's opening: a count of the list's items, a sentence about it); their lines are
    left out."""
    if not references_look_alike(paste):
        return groups
    kept = []
    for section, group, marker in groups:
        if not marker and holds_no_reference_look(_group_shapes(group, shape_of)):
            for line in group:
                ledger.mark(line.number, LineKind.IGNORED, "unlike the list's entries (no year, no names)")
            continue
        kept.append((section, group, marker))
    return kept


_NOISE_REASON = "not part of an entry (line model: noise)"


def _title_list_entries(
    groups: list[tuple[Section, list[Line], str]],
    lines: list[Line],
    titles: list[Line],
    details: list[Line],
    ledger: LineLedger,
) -> list[tuple[Section, list[Line], str]]:
    """The groups of a list of titles alone (``titles``: its title lines, ``details``: the lines
    under them that tell what became of each; see ``UndatedLists.titles``) regrouped so that
    each title line is an entry with its details: a title line opens one wherever the grouping
    put it, under the title above it (a line of few words and no year looks like the rest of
    it) or out of every group (taken for noise), and its details go with it wherever the
    grouping put them; a line of link labels or a toggle ("Abstract")
    under a title is left out; and a title line alone between blank lines over a block of titles
    is a topic's heading, its words the section of the titles under it."""
    numbers = {line.number for line in titles}
    under = {line.number for line in details}
    topics = _topic_headings(lines, numbers)
    sections = {line.number: section for section, group, _ in groups for line in group}
    markers = {group[0].number: marker for _, group, marker in groups}
    openers = set(markers)
    regrouped: list[tuple[Section, list[Line], str]] = []
    section = Section()
    topic: tuple[Section, Section] | None = None  # the section a topic heading stands in, and its own
    for line in lines:
        written = sections.get(line.number)
        if written is None and ledger.kind(line.number) == LineKind.HEADING:
            # (a heading over no group: the titles under it that the labeller took for noise)
            section = apply_heading(section, heading_text(line.text))
            continue
        if (
            written is None
            and (line.number in numbers or line.number in under)
            and ledger.reason(line.number) == _NOISE_REASON
        ):
            written = section  # a title the labeller took for noise, in the section of the lines above
        if written is None:
            continue
        section = written
        if line.number in topics:
            topic = (written, apply_heading(written, heading_text(line.text), level=1))
            ledger.mark(line.number, LineKind.HEADING)
            continue
        if topic is not None and written is topic[0]:
            written = topic[1]
        elif topic is not None:
            topic = None  # a heading of the page's own ends the topic's
        opens = line.number in openers or not regrouped
        if line.number in numbers and not opens and not goes_on_below(regrouped[-1][1][-1].text):
            opens = True
        elif line.number in under and regrouped:
            opens = False
        entry = regrouped[-1][1] if regrouped else []
        if not opens and is_link_line(line.text) and len(entry) == 1 and entry[0].number in numbers:
            # (under a title alone: a card's link row under its details is the card's)
            ledger.mark(line.number, LineKind.IGNORED, "link labels or a toggle under a title")
            continue
        if opens:
            regrouped.append(_opened_group(written, line, markers))
        else:
            regrouped[-1][1].append(line)
    return regrouped


def _opened_group(section: Section, line: Line, markers: dict[int, str]) -> tuple[Section, list[Line], str]:
    """A new group that ``line`` opens: the list marker of the group it opened before (``markers``, by
    its first line's number), or, where it opened none, the line's own."""
    marker = markers.get(line.number)
    if marker is None:
        marker = strip_list_marker(line.text.strip())[0]
    return section, [line], marker


def _regrouped(
    members: list[tuple[Section, Line]], opens: set[int], markers: dict[int, str]
) -> list[tuple[Section, list[Line], str]]:
    """Groups made anew from ``members`` (lines in the text's order, each with its section): a line in
    ``opens`` (by number), and the first, opens a group (``_opened_group``); any other joins the
    group above it."""
    regrouped: list[tuple[Section, list[Line], str]] = []
    for section, line in members:
        if line.number in opens or not regrouped:
            regrouped.append(_opened_group(section, line, markers))
        else:
            regrouped[-1][1].append(line)
    return regrouped


def _topic_headings(lines: list[Line], titles: set[int]) -> set[int]:
    """The title lines (``titles``, by number) of a list of titles alone that head a topic: each
    alone between blank lines (or the paste's start), over a block of two title lines or more."""
    blocks = blank_separated_blocks(lines)
    return {
        block[0].number
        for block, below in itertools.pairwise(blocks)
        if len(block) == 1
        and block[0].number in titles
        and len(below) >= 2
        and sum(line.number in titles for line in below) >= 2
    }


# A line between two cards of a cycle this short is a heading between them.
_LONGEST_HEADING_BETWEEN_CARDS = 40


def _cards_in_cycle(
    groups: list[tuple[Section, list[Line], str]],
    lines: list[Line],
    pairs: list[tuple[int, int]],
    notes: list[int],
    layout: _Layout,
) -> list[tuple[Section, list[Line], str]]:
    """The groups, regrouped so that each card of a paste whose lines alternate a title and a
    dated line (``pairs``: the cards' first and second lines, by position in ``lines``) is one
    group, its first line opening it, and each note on a reference (``notes``, by position) is
    in the group of the line above it: the lines of one list's cards repeat in a cycle, so a
    title the grouping left on its own, under the card above, or out of every group (taken
    for a heading or noise) belongs to its dated line, and a note to its reference."""
    if not pairs and not notes:
        return groups
    sections = {line.number: section for section, group, _ in groups for line in group}
    markers = {group[0].number: marker for _, group, marker in groups}
    opens = set(markers)
    # A numbered item's indented lines are its own: a line there that reads as a card's title
    # ("   Languages and Systems. pp. 1–9.") over a dated one is the item's wrapped rest; so is a
    # line under one of the item's that was wrapped (it fills the width or stops after a comma:
    # "20) Okafor, A., Brandt, L.," over "Moreau, C. (2012). Title …"). Under a hanging indent,
    # an indented line is its entry's, numbered or not.
    indented_in_item = {
        line.number
        for _, group, marker in groups
        if marker or layout.hanging
        for above, line in itertools.pairwise(group)
        if _layout_continues(layout, line, group)
        or (
            marker
            and (line.text[:1].isspace() or goes_on_below(above.text) or _wrapped_above(layout, [above]))
        )
    }
    # So is, in references wrapped at a width, a line under one that fills it ("Adeyemi, Kola, …,
    # and" over "Mei Tanaka. 2014. “Title …”", a venue's line over the next reference's names):
    # however it looks, it is no card's opening line.
    if layout.wrapped and not layout.hanging:
        indented_in_item.update(
            line.number
            for _, group, marker in groups
            if not marker
            for above, line in itertools.pairwise(group)
            if _wrapped_above(layout, [above])
        )
    pairs = [(first, second) for first, second in pairs if lines[first].number not in indented_in_item]
    for first, second in pairs:
        title, dated = lines[first], lines[second]
        if _names_open_card(lines, first, opens, sections):
            # "Ferrand L., Osei K." / "Title" / "(2022) Journal, 131 (8), pp. 1-9." (Scopus's
            # export): the names opening the group stay the card's first line.
            opens.discard(dated.number)
            continue
        if dated.number in sections:  # (a dated line left out of every group is left out)
            sections.setdefault(title.number, sections[dated.number])
            opens.add(title.number)
            opens.discard(dated.number)
    for position in notes:
        note, above = lines[position], lines[position - 1]
        if above.number in sections:
            sections.setdefault(note.number, sections[above.number])
            opens.discard(note.number)
    titles = {first for first, _ in pairs}
    for _, second in pairs:
        between = lines[second + 1].text.strip() if second + 2 in titles else ""
        if (
            between
            and len(between) < _LONGEST_HEADING_BETWEEN_CARDS
            and not pages_alone(between)
            and not is_link_line(between)
            and not details_go_on(lines[second].text)
            and lines[second + 1].number not in indented_in_item
        ):
            # "Estuaries" between one card's dated line and the next card's title: a heading
            # of the cards below, no part of the card above (but "586–93." under "Estuaries
            # 21 (4):" is the rest of the reference, and so is "Intell. 96, 453–475." under a
            # line wrapped at the width, "… Pattern Anal. Mach.").
            sections.pop(lines[second + 1].number, None)
    return _regrouped(
        [(sections[line.number], line) for line in lines if line.number in sections], opens, markers
    )


# "(2022) Journal of Applied Physics, 131 (8), art. no. 085102, .": Scopus's source line, its
# year in brackets first, then the source's name and its details after a comma.
_DATED_SOURCE_RE = re.compile(r"\((?:19|20)\d\d\)\s+[^\W\d_][^,()]{2,200},")


def _stopped_before_dated_source(parts: list[str]) -> list[str]:
    """A card's lines (``parts``: names, title, source), the line above a source line that opens
    with its year in brackets closed by a stop where it ends in a word: the title ends there."""
    stopped = list(parts)
    for index in range(2, len(parts)):
        if stopped[index - 1][-1:].isalnum() and _DATED_SOURCE_RE.match(parts[index]):
            stopped[index - 1] += "."
    return stopped


def _names_open_card(lines: list[Line], first: int, opens: set[int], sections: dict[int, Section]) -> bool:
    """Does a line of names open the group of a card's title (``first``, by position), right above
    it, the title read in the same group?"""
    if first == 0:
        return False
    above, title = lines[first - 1], lines[first]
    return (
        above.number in opens
        and above.number in sections
        and title.number in sections
        and title.number not in opens
        and is_author_list(above.text.strip())
    )


# A month and year closing a line or alone on it ("Mar. 2021", "… Languages Mar. 2021"): the date
# column of a CV template's entry (awesome-cv's and moderncv's \\cventry) as a PDF's copy prints it.
_MONTH_DATE_END_RE = re.compile(rf"(?:^|\s)(?i:{MONTH_OR_SHORT_WORDS})\.?\s+(?:19|20)\d\d$")
# "… Programs Seoul, South Korea": the place of a card's venue printed at its title line's end, a
# city of one word or of two that open so ("New York, USA"), then its country or state.
_PLACE_AT_END_RE = re.compile(
    r"\s(?:(?:New|San|Santa|Los|Las|St\.|Saint|Hong|Rio|Buenos|Tel|Salt|Kuala|Cape|São|Abu|Ho) )?"
    r"[A-Z][\w.'’-]+, [A-Z][\w.'’-]+(?: [A-Z][\w.'’-]+){0,2}$"
)
# A city of two words, then its state or country, where the city is known as one or its second
# word names a town's kind ("… Recognition Long Beach, California", "… Ann Arbor, MI", "… Kansas
# City, MO"); or a known city of two or three words alone ("… Priors San Diego"). A capitalised
# title word before a city of one word stays the title's ("… Languages Phoenix, USA").
_TWO_WORD_CITY_AT_END_RE = re.compile(
    r"\s([A-Z][\w.'’-]+ ([A-Z][\w.'’-]+)), ([A-Z][\w.'’-]+(?: [A-Z][\w.'’-]+){0,2})$"
)
_TOWN_KIND_WORDS = frozenset(
    {"Beach", "City", "Springs", "Falls", "Park", "Bay", "Harbor", "Harbour", "Lake"}
)
_STATE_CODE_RE = re.compile(r"[A-Z]{2}|USA|U\.S\.A\.|UK")
_CITY_ALONE_AT_END_RE = re.compile(r"\s((?:[A-Z][\w.'’-]+ ){1,2}[A-Z][\w.'’-]+)$")


def _place_at_end(text: str) -> int | None:
    """Where the place of a card's venue printed at its title line's end starts, or None."""
    if (
        (city := _TWO_WORD_CITY_AT_END_RE.search(text)) is not None
        and (city.group(2) in _TOWN_KIND_WORDS or is_place(city.group(1)))
        and (_STATE_CODE_RE.fullmatch(city.group(3)) or city.group(3).casefold() in COUNTRIES)
    ):
        return city.start()
    if (found := _PLACE_AT_END_RE.search(text)) is not None:
        return found.start()
    if (alone := _CITY_ALONE_AT_END_RE.search(text)) is not None:
        words = alone.group(1).split()
        for start in range(len(words) - 1):  # the longest known city first, two words at least
            if is_place(" ".join(words[start:])):
                return alone.start() + len("".join(f" {word}" for word in words[:start]))
    return None


# "Seoul, South Korea", "Phoenix, AZ": a card's place on a line of its own.
_PLACE_RE = re.compile(r"[A-Z][\w.'’-]+(?: [A-Z][\w.'’-]+){0,2}, [A-Z][\w.'’-]+(?: [A-Z][\w.'’-]+){0,2}")
# The lines of a card above its date: its title, the place beside it, its venue.
_MOST_LINES_ABOVE_CARD_DATE = 3


def _cards_closed_by_dated_names(
    groups: list[tuple[Section, list[Line], str]], lines: list[Line]
) -> tuple[list[tuple[Section, list[Line], str]], dict[int, bool]]:
    """The groups, regrouped where each card of a list closes with its month's date and its names
    under it, as a CV template's entry prints a publication (awesome-cv's \\cventry: the title,
    its place on the right or on the next line, the venue, "Mar. 2021" alone or at the venue's
    end, then the names): each card opens under the names of the one above. The whole list must
    be so, two cards at least, no names above any card's date: a wrapped reference that ends on
    such a date ("Juni 2014") has its names above it, and the next one's under it. With the
    groups, the first line numbers of the cards (read by ``_dated_card_as_citation``), each with
    whether its title line ends with the card's place ("… Programs Seoul, South Korea"), where
    every card of the list prints a place, there or on a line of its own."""
    texts = [line.text.strip() for line in lines]
    dated = [
        position
        for position, text in enumerate(texts[:-1])
        if text[-1:].isdigit() and _MONTH_DATE_END_RE.search(text) and is_names_line(texts[position + 1])
    ]
    if len(dated) < 2:
        return groups, {}
    sections = {line.number: section for section, group, _ in groups for line in group}
    markers = {group[0].number: marker for _, group, marker in groups}
    if any(markers.values()) or not all(lines[position].number in sections for position in dated):
        return groups, {}  # (a numbered list's items open with their numbers)
    opens: list[int] = []
    above = dated[0]
    while (
        above > 0 and dated[0] - above < _MOST_LINES_ABOVE_CARD_DATE and lines[above - 1].number in sections
    ):
        above -= 1
    for first, position in zip([above, *(date + 2 for date in dated[:-1])], dated, strict=True):
        card = texts[first:position]
        if not card or len(card) > _MOST_LINES_ABOVE_CARD_DATE - (texts[position] != card[-1]) + 1:
            return groups, {}
        if not all(card) or any(is_names_line(text) for text in card):
            return groups, {}
        if texts[position + 1].endswith((",", ";")) or any(
            lines[index].number not in sections for index in range(first, position + 2)
        ):
            return groups, {}  # names going on below, or a heading or a left-out line inside the card
        opens.append(lines[first].number)
    last = dated[-1] + 2
    if (
        last < len(texts)
        and texts[last]
        and lines[last].number in sections
        and not (_opens_dated_card(texts, last) or reads_as_heading(texts[last]))
    ):
        return groups, {}  # the line under the last names is no next card's title, nor a heading
    members = [(sections[line.number], line) for line in lines if line.number in sections]
    # Each card's place, at its title line's end or on a line of its own under it: where every
    # card prints one, a title line that ends so ends with its card's place.
    firsts = (above, *(date + 2 for date in dated[:-1]))
    own_place = [
        date - first == (3 if _MONTH_DATE_END_RE.match(texts[date]) else 2)
        and _PLACE_RE.fullmatch(texts[first + 1])
        for first, date in zip(firsts, dated, strict=True)
    ]
    at_end = [
        not own and _place_at_end(texts[first]) is not None
        for first, own in zip(firsts, own_place, strict=True)
    ]
    placed = all(own or end for own, end in zip(own_place, at_end, strict=True))
    cards = {number: bool(placed and end) for number, end in zip(opens, at_end, strict=True)}
    for _, group, _ in groups:
        if group[0].number < lines[opens[0]].number or group[0].number > lines[last - 1].number:
            opens.append(group[0].number)  # the groups above and below the cards stay as they were
    if last < len(texts) and texts[last]:
        opens.append(lines[last].number)  # the line under the last card's names is none of it
    return _regrouped(members, set(opens), markers), cards


def _dated_card_as_citation(parts: list[str], placed: bool) -> list[str]:
    """A card closed by its date and names (``_cards_closed_by_dated_names``) as the citation it
    stands for: its names, its title, its venue and its date, each closed by a stop. The place
    on a line of its own between the title and the venue is left out, and so is the place at the
    title line's end where the list prints it there (``placed``)."""
    if len(parts) < 3:
        return parts
    *above, date, names = parts
    if placed and (place := _place_at_end(above[0])) is not None:
        above[0] = above[0][:place]
    if (alone := _MONTH_DATE_END_RE.search(date)) is not None and alone.start() == 0 and len(above) >= 2:
        fields = [above[0], above[-1], date]  # title, venue, date: the place between them is left out
    else:
        fields = [above[0], date]  # title, then the venue its date closes
    fields = [field if field.rstrip()[-1:] in ".,;:" else field + "." for field in fields]
    return [" ".join([names.rstrip(" .,;") + ".", *fields])]


def _opens_dated_card(texts: list[str], position: int) -> bool:
    """Does the line at ``position`` open a card that closes with its date and names within a few
    lines, or end the list (a blank line, the paste's end)?"""
    for below in range(position, min(position + _MOST_LINES_ABOVE_CARD_DATE + 1, len(texts))):
        if not texts[below]:
            return below > position
        if _MONTH_DATE_END_RE.search(texts[below]):
            return True
    return False


def _cards_under_dated_titles(
    groups: list[tuple[Section, list[Line], str]], lines: list[Line], cards: list[tuple[int, int]]
) -> list[tuple[Section, list[Line], str]]:
    """The groups, regrouped where the paste's cards each open with a title closed by its year
    (``cards``: each card's first line, by position, and how many lines under it are its own,
    ``dated_title_cards``): each such title opens a group, and its lines join it (a summary or a
    venue line the grouping took for the next entry's start, or left out), but for a short last
    line of a card longer than the list's cards, which heads the cards below ("Submitted") and is
    left out; the line after the last card opens a group of its own."""
    if not cards:
        return groups
    sections = {line.number: section for section, group, _ in groups for line in group}
    markers = {group[0].number: marker for _, group, marker in groups}
    opens = set(markers)
    firsts = {first for first, _ in cards}
    usual = Counter(count for _, count in cards).most_common(1)[0][0]
    for first, count in cards:
        if lines[first].number not in sections:
            continue
        opens.add(lines[first].number)
        for below in range(first + 1, first + count + 1):
            line = lines[below]
            last_of_long_card = below == first + count > first + usual
            if last_of_long_card and len(line.text.strip()) < _LONGEST_HEADING_BETWEEN_CARDS:
                sections.pop(line.number, None)  # "Submitted" over the next title: the cards below's heading
                continue
            sections.setdefault(line.number, sections[lines[first].number])
            opens.discard(line.number)
        after = first + count + 1
        if after < len(lines) and after not in firsts and lines[after].number in sections:
            opens.add(lines[after].number)  # the text after the list's last card is none of it
    return _regrouped(
        [(sections[line.number], line) for line in lines if line.number in sections], opens, markers
    )


def _cards_closed_by_labels(
    groups: list[tuple[Section, list[Line], str]], lines: list[Line], labels: list[bool]
) -> list[tuple[Section, list[Line], str]]:
    """The groups, regrouped where the paste's cards each close on label lines (``labels``: each
    line's, ``closing_labels``; see ``segmentation.closers``): the line after a card's labels
    opens the next card, and a card of the list's usual length is one group, the lines the
    grouping opened inside it joined (a venue line, a name line taken for an item's start). A
    label the grouping left out (taken for a heading) closes its card all the same. A card never
    runs across a blank line, a heading or a left-out line that is no label, nor across a change
    of section; a line shaped as a whole reference, or as the list's cards' first lines, keeps
    opening its own entry, and so does each line of a card longer than the list's usual one."""
    sections = {line.number: section for section, group, _ in groups for line in group}
    if not sections:
        return groups
    markers = {group[0].number: marker for _, group, marker in groups}
    grouped = [position for position, line in enumerate(lines) if line.number in sections]
    # The rows from the first grouped line to the last: grouped lines, and the labels between them.
    rows = [
        position
        for position in range(grouped[0], grouped[-1] + 1)
        if lines[position].number in sections or (labels[position] and lines[position - 1].text.strip())
    ]
    ends = card_ends([labels[position] for position in rows])
    if not ends:
        return groups
    starts = {0, *(end + 1 for end in ends if end + 1 < len(rows))}
    for index in range(1, len(rows)):
        before, here = rows[index - 1], rows[index]
        above, below = sections.get(lines[before].number), sections.get(lines[here].number)
        if here > before + 1 or (above is not None and below is not None and above is not below):
            starts.add(index)  # a blank, a heading or a left-out line between: no card runs across it
    cards = list(itertools.pairwise([*sorted(starts), len(rows)]))
    usual, count = Counter(end - begin for begin, end in cards).most_common(1)[0]
    if count * 3 < len(cards) * 2:
        return groups  # cards of no one length: the labels close items now and then only
    # How the cards' first lines look (their opening and their year's place): a line inside a
    # card that looks so opens a card of its own whose labels the page left out.
    first_looks = Counter(_card_look(lines[rows[begin]].text) for begin, _ in cards)
    opener_look, openers = first_looks.most_common(1)[0]
    if openers * 3 < len(cards) * 2:
        opener_look = None
    opens: set[int] = set()
    for begin, end in cards:
        members = [lines[position] for position in rows[begin:end] if lines[position].number in sections]
        if not members:
            continue
        first = members[0]
        if first.number in markers or not (
            is_abstract_paragraph(first.text) or after_abstract_label(first.text) is not None
        ):
            opens.add(first.number)
        for line in members[1:]:
            if line.number in markers and (
                end - begin > usual + 1
                or is_dated_reference(line_shape(line.text))
                or _card_look(line.text) == opener_look
            ):
                opens.add(line.number)
    if opens == set(markers):
        return groups
    return _regrouped(
        [(sections[lines[position].number], lines[position]) for position in grouped], opens, markers
    )


def _cards_as_paragraphs(
    groups: list[tuple[Section, list[Line], str]], paragraphs: list[list[Line]], *, closed: bool = False
) -> list[tuple[Section, list[Line], str]]:
    """The groups, those that part one paragraph (lines between blank lines) joined where the paste
    writes a card a paragraph: most of its paragraphs of two lines or more (``_FEWEST_PARAGRAPH_CARDS``
    at least, two thirds of them) are one group each, or its paragraphs close on a record's field
    line (``closed``: ``_paragraphs_closed_by_fields``), so a paragraph the grouping cut in pieces (a
    card's venue or names line taken for the next entry's start, its title left on its own) is one
    card too. A paragraph longer than the list's cards, one whose pieces lie under different
    headings or are numbered, or one holding two whole references is left as it is.
    ``paragraphs``: the paste's (``blank_separated_blocks``)."""
    block_of: dict[int, int] = {}
    for index, block in enumerate(paragraphs):
        for line in block:
            block_of[line.number] = index
    pieces: dict[int, list[int]] = {}
    for position, (_, group, _) in enumerate(groups):
        blocks = {block_of.get(line.number) for line in group}
        if len(blocks) != 1 or None in blocks:
            return groups  # a group across a blank line: the paste's paragraphs are no cards
        pieces.setdefault(blocks.pop(), []).append(position)
    # Paragraphs of two grouped lines or more, and how many groups each is cut into.
    cut = {block: members for block, members in pieces.items() if sum(len(groups[m][1]) for m in members) > 1}
    whole = [len(groups[members[0]][1]) for members in cut.values() if len(members) == 1]
    if not closed and (len(whole) < _FEWEST_PARAGRAPH_CARDS or len(cut) * 3 < len(pieces) * 2):
        return groups
    longest = max(whole, default=0) if not closed else max([*whole, _LONGEST_CLOSED_CARD])
    joined: set[int] = set()  # positions of groups joined to the group above them
    for members in cut.values():
        if len(members) < 2 or sum(len(groups[m][1]) for m in members) > longest:
            continue
        if any(groups[m][0] is not groups[members[0]][0] or groups[m][2] for m in members[1:]):
            continue  # a heading between the pieces, or a numbered item among them
        if sum(1 for m in members if _reference_alone(groups[m][1])) > 1:
            continue  # two references a paragraph, run together without a blank line between
        joined.update(members[1:])
    if not joined:
        return groups
    regrouped: list[tuple[Section, list[Line], str]] = []
    for position, (section, group, marker) in enumerate(groups):
        if position in joined:
            regrouped[-1] = (regrouped[-1][0], [*regrouped[-1][1], *group], regrouped[-1][2])
        else:
            regrouped.append((section, list(group), marker))
    return regrouped


# A paste that writes a card a paragraph has this many paragraphs read as one entry each at least.
_FEWEST_PARAGRAPH_CARDS = 4
# A card closed by its record's field line: its title, its names and details, a line of either
# wrapped.
_LONGEST_CLOSED_CARD = 3


def _closed_card_openers(paragraphs: list[list[Line]], closed: bool) -> frozenset[int]:
    """The first lines (by number) of the paragraphs closed by a record's field line, where the
    paste writes its records so (``closed``: ``_paragraphs_closed_by_fields`` of ``paragraphs``,
    the paste's ``blank_separated_blocks``)."""
    if not closed:
        return frozenset()
    return frozenset(block[0].number for block in paragraphs if len(block) > 1 and _closed_by_field(block))


def _closed_by_field(block: list[Line]) -> bool:
    """Does the paragraph close on a record's field line ("Research output: …")?"""
    return ignore_reason(block[-1].text.strip()) == DATABASE_FIELD_REASON


def _paragraphs_closed_by_fields(paragraphs: list[list[Line]]) -> bool:
    """Does the paste write each record a paragraph closed by the field line a research information
    system's portal prints under it (Elsevier Pure's "Research output: Contribution to journal ›
    Article", Converis's "Publication type: Journal article")? So ``_FEWEST_CLOSED_CARDS``
    paragraphs at least, and most of those holding more than that line."""
    closed = sum(1 for block in paragraphs if len(block) > 1 and _closed_by_field(block))
    return closed >= _FEWEST_CLOSED_CARDS and closed * 2 > sum(1 for block in paragraphs if len(block) > 1)


_FEWEST_CLOSED_CARDS = 3


def _reference_alone(group: list[Line]) -> bool:
    """Do the lines read as a whole reference: a citation from end to end, or names, a year and a
    finished end ("Okafor N. Ferries and fords. J Water 2019;11:5-9.")?"""
    text = " ".join(line.text.strip() for line in group)
    if _whole_citation(text):
        return True
    return (
        WRITTEN_YEAR_RE.search(text) is not None
        and _COMPLETE_END_RE.search(text) is not None
        and author_list_end(text[:400]) is not None
    )


# A line holding a DOI alone, labelled or as a resolver's address: "DOI: 10.1002/dc.10176",
# "doi:10.1002/dc.10176", "https://doi.org/10.1002/dc.10176".
_LONE_DOI_RE = re.compile(
    r"(?:doi\s*[:.]?\s*)?(?:https?://(?:dx\.)?doi\.org/|doi\s*:\s*)?10\.\d{4,9}/\S+", re.IGNORECASE
)
_LONE_DOI_REASON = "a DOI with no entry above it"


def _is_lone_doi(body: str) -> bool:
    """Does a line's text after its list marker hold a DOI alone ("DOI: 10.1002/dc.10176")? Such a
    line is a card's or a reference's identifier line: it names no work of its own and goes with
    the entry above it. Two steps apply this, each where the other cannot:
    - ``_group_entries`` reads it with the entry being read, and leaves it out (``_LONE_DOI_REASON``)
      where no entry is being read (under a heading). The grouping needs the answer as the line
      comes: the entry so far decides how its next lines are grouped, and a lone DOI let open an
      entry of its own would take in the heading or the reference under it.
    - ``_lone_dois_joined`` joins it back to the group above it after the steps that split groups
      by their own rules (the alike entries, cards in a cycle, closed by labels or under dated
      titles, one-line entries) parted it from that group again."""
    return "10." in body and _LONE_DOI_RE.fullmatch(body) is not None  # (a DOI's prefix: a cheap test first)


def _lone_dois_joined(groups: list[tuple[Section, list[Line], str]]) -> list[tuple[Section, list[Line], str]]:
    """The groups, a group of one line that holds a DOI alone (``_is_lone_doi``) joined to the
    group above it in the same section: a card's identifier line, set apart from the card's
    other fields by a blank line, that a split parted from the card again."""
    joined: list[tuple[Section, list[Line], str]] = []
    for section, group, marker in groups:
        if (
            joined
            and len(group) == 1
            and joined[-1][0] is section
            and _is_lone_doi(strip_list_marker(group[0].text.strip())[1])
        ):
            joined[-1] = (section, [*joined[-1][1], group[0]], joined[-1][2])
        else:
            joined.append((section, group, marker))
    return joined


def _one_line_entries(groups: list[tuple[Section, list[Line], str]]) -> list[tuple[Section, list[Line], str]]:
    """The groups, those of two or three lines split where the list writes its entries one a line:
    most of its groups (``_FEWEST_ONE_LINE_ENTRIES`` at least, two thirds of them) are single
    lines, so a line that ends a reference (``_COMPLETE_END_RE``) over a line that opens one
    (``_opens_one_line_entry``) parts two entries the line rules ran together."""
    single = [group for _, group, _ in groups if len(group) == 1]
    if len(single) < _FEWEST_ONE_LINE_ENTRIES or len(single) * 3 < len(groups) * 2:
        return groups
    if not any(1 < len(group) <= _MOST_LINES_RUN_TOGETHER for _, group, _ in groups):
        return groups  # no group that entries could have run together in
    dated = sum(1 for group in single if WRITTEN_YEAR_RE.search(group[0].text))
    need_year = dated * 3 >= len(single) * 2
    split: list[tuple[Section, list[Line], str]] = []
    for section, group, marker in groups:
        cuts = []
        if 1 < len(group) <= _MOST_LINES_RUN_TOGETHER:
            cuts = [
                index
                for index in range(1, len(group))
                if _opens_one_line_entry(group[index - 1].text, group[index].text, need_year)
            ]
        split.extend(_split_before(section, group, marker, cuts))
    return split


# A list that writes its entries one a line has this many single-line groups at least.
_FEWEST_ONE_LINE_ENTRIES = 4
# Entries run together in such a list come two or three to a group; a longer group is a card.
_MOST_LINES_RUN_TOGETHER = 3
# A line shorter than this is a heading, a label or a title alone, no whole reference.
_SHORTEST_ONE_LINE_ENTRY = 40


def _opens_one_line_entry(above: str, text: str, need_year: bool) -> bool:
    """Does ``text`` open an entry of its own under ``above``, in a list of one-line entries: the
    line above is a reference's length and ends as one does, and this one is a reference's length,
    opens with names (or a year before them), holds a year where the list's entries do, and is no
    row of links or abstract?"""
    stripped = text.strip()
    return (
        len(stripped) >= _SHORTEST_ONE_LINE_ENTRY
        and len(above.strip()) >= _SHORTEST_ONE_LINE_ENTRY
        and _COMPLETE_END_RE.search(above) is not None
        and not goes_on_below(above)
        and (not need_year or WRITTEN_YEAR_RE.search(stripped) is not None)
        and not is_link_line(stripped)
        and not is_abstract_paragraph(stripped)
        and (
            author_list_end(stripped[:400]) is not None
            or (stripped[:1] in "(12" and _year_before_names(stripped[:400]) is not None)
            or _title_then_names(stripped[:600])
        )
    )


# "Title. Jeanne Moreau, Yann Le Bihan. Journal, 2021, …": an entry written title first, its
# author list the sentence after the title (as HAL's lists and many lab pages print them).
_TITLE_THEN_NAMES_RE = re.compile(r"[^.]{10,300}?[^\s.]\.\s+(?P<names>[^.]{3,300}?[^\s.])\.\s")


def _title_then_names(text: str) -> bool:
    match = _TITLE_THEN_NAMES_RE.match(text)
    return match is not None and "," in match.group("names") and is_author_list(match.group("names"))


def _without_heading_lines(
    groups: list[tuple[Section, list[Line], str]], ledger: LineLedger, result_issues: list[ParseIssue]
) -> list[tuple[Section, list[Line], str]]:
    """The groups, each without the heading its lines took in: where most of a list's groups look
    one way line for line (``_group_look``; ``_FEWEST_ALIKE_GROUPS`` at least, half of them), a
    group that looks so but for a short undated line or two at its head or at its end (a topic
    over the item, "Others" or a heading in another script under it, a label such as "Open-channel
    hydraulics:") holds a heading, not a part of its entry: the line is marked a heading. A line at
    a group's end goes only where another group follows it (a heading heads something); a line
    that states a status or an award, a row of links, or a line that goes on below stays, and so
    does a line ending in a stop at a group's end (a note of the item's kind: "Ph.D. Dissertation.").
    A line of running text so left out is reported (``result_issues``), not taken for a heading."""
    groups = _without_worded_headings(groups, ledger)
    if len(groups) < _FEWEST_ALIKE_GROUPS:
        return groups
    looks = [_group_look(group) for _, group, _ in groups]
    usual, count = Counter(looks).most_common(1)[0]
    if count < _FEWEST_ALIKE_GROUPS or count * 2 < len(groups):
        return groups
    kept: list[tuple[Section, list[Line], str]] = []
    for index, ((section, group, marker), look) in enumerate(zip(groups, looks, strict=True)):
        if look == usual or len(group) < 2:
            kept.append((section, group, marker))
            continue
        head = tail = 0
        for size in range(1, min(_MOST_HEADING_LINES, len(group) - 1) + 1):
            if (
                all(_heading_in_group(line.text) for line in group[:size])
                and _group_look(group[size:]) == usual
            ):
                head = size
                break
            if (
                index + 1 < len(groups)
                and all(
                    _heading_in_group(line.text) and not line.text.rstrip().endswith(".")
                    for line in group[-size:]
                )
                and _group_look(group[:-size]) == usual
            ):
                tail = size
                break
        if not (head or tail):
            kept.append((section, group, marker))
            continue
        for line in [*group[:head], *group[len(group) - tail :]]:
            if _FINITE_VERB_RE.search(line.text) or _PERSON_WORD_RE.search(line.text):
                # A note in running text ("Please cite this if you use …"): no heading, said.
                ledger.mark(line.number, LineKind.IGNORED, "a note between the list's entries")
                result_issues.append(
                    ParseIssue(line=line.number, message="a note between the entries, not read")
                )
            else:
                ledger.mark(line.number, LineKind.HEADING, "a heading between the list's entries")
        rest = group[head : len(group) - tail]
        kept.append((section, rest, strip_list_marker(rest[0].text.strip())[0] if head else marker))
    return kept


def _without_other_sections(
    groups: list[tuple[Section, list[Line], str]], ledger: LineLedger
) -> list[tuple[Section, list[Line], str]]:
    """The groups, without those a heading found among the groups puts in a section that lists no
    works ("(a) Professional Preparation", "Teaching"): their lines are left out as the items
    under such a heading are where the grouping met it."""
    kept = []
    for section, group, marker in groups:
        if not section.skip:
            kept.append((section, group, marker))
            continue
        for line in group:
            ledger.mark(line.number, LineKind.IGNORED, f"{_UNDER_OTHER_HEADING} {section.name!r}")
    return kept


def _without_worded_headings(
    groups: list[tuple[Section, list[Line], str]], ledger: LineLedger
) -> list[tuple[Section, list[Line], str]]:
    """The groups, each without a heading its entry took in however the entry looks: a short
    undated line of heading words (``reads_as_heading``: "Publications", "II. Kommentierungen",
    "conference proceedings (peer-reviewed)") at a group's end, where another group follows and
    the rest is an entry with its year, or one closed by a colon at its head ("Work in progress:").
    Few of the list's groups hold such a line, else it is how the list writes its entries (a venue
    line "Science" under each). The line is marked a heading and heads the groups after it, up to
    the next heading the list's own reading found."""
    ends = [_worded_heading_at_end(groups, index) for index in range(len(groups))]
    heads = [_worded_heading_at_head(group) for _, group, _ in groups]
    if (sum(ends) + sum(heads)) * 2 >= len(groups):
        return groups
    kept: list[tuple[Section, list[Line], str]] = []
    heading: Line | None = None
    under: Section | None = None
    for index, (section, group, marker) in enumerate(groups):
        if heading is not None and section == under:
            section = apply_heading(section, heading_text(heading.text.strip()))
        else:
            heading = None
        if heads[index]:
            heading, under = group[0], groups[index][0]
            ledger.mark(heading.number, LineKind.HEADING, "a heading over the list's entries")
            section = apply_heading(under, heading_text(heading.text.strip()))
            group = group[1:]
            marker = strip_list_marker(group[0].text.strip())[0]
        if ends[index]:
            heading, under = group[-1], groups[index][0]
            ledger.mark(heading.number, LineKind.HEADING, "a heading between the list's entries")
            group = group[:-1]
        kept.append((section, group, marker))
    return kept


def _worded_heading_at_end(groups: list[tuple[Section, list[Line], str]], index: int) -> bool:
    """Does the group end in a heading by its words, the rest an entry with its year, another
    group after it?"""
    group = groups[index][1]
    if index + 1 >= len(groups) or len(group) < 2:
        return False
    last = group[-1].text.strip()
    return (
        _heading_in_group(last)
        and not last.endswith(".")
        and reads_as_heading(heading_text(last))
        and WRITTEN_YEAR_RE.search(group[-2].text) is not None
    )


def _worded_heading_at_head(group: list[Line]) -> bool:
    """Does the group open with a heading by its words closed by a colon ("Work in progress:"), or
    over one dated line, an entry written on a line of its own ("Reviews" / "Review of …, Journal
    12 (2019), 1–3.": a CV's sections of one-line items, its heading taken for the first one's), or
    over one line opening with a quoted title, an item of an economist's CV dated or not ("Work in
    Progress" / "“Title” (with A. Name)")?"""
    first = group[0].text.strip()
    one_item = len(group) == 2 and (
        WRITTEN_YEAR_RE.search(group[1].text) is not None
        or _OPENS_WITH_QUOTE_RE.match(group[1].text) is not None
    )
    return (
        len(group) >= 2
        and (first.endswith(":") or one_item)
        and _heading_in_group(first)
        and reads_as_heading(heading_text(first))
    )


# So many groups of a list written one way make that way the list's.
_FEWEST_ALIKE_GROUPS = 3
# A group takes in a heading of a line or two at most.
_MOST_HEADING_LINES = 2
# A heading is shorter than a reference.
_LONGEST_HEADING_IN_GROUP = 60


def _group_look(group: list[Line]) -> tuple[str, ...]:
    """How a group's lines look, line for line (``_item_look``)."""
    return _item_look("\n".join(line.text for line in group))


def _heading_in_group(text: str) -> bool:
    """Could the line be a heading a group took in: short, without a year, no row of links, no
    status or award, not going on below?"""
    stripped = text.strip()
    return (
        0 < len(stripped) <= _LONGEST_HEADING_IN_GROUP
        and WRITTEN_YEAR_RE.search(stripped) is None
        and not is_link_line(stripped)
        and _no_status_but_alone(stripped)
        and award_of_line(stripped) is None
        and not stripped.endswith((",", ";"))
        and not stops_inside(stripped)
    )


def _no_status_but_alone(text: str) -> bool:
    """Does the line state no status, or a status and nothing else ("Work in progress:", "Under
    review": a heading of the works in that state, not an entry's line "Submitted to Journal")?"""
    span = status_span(text)
    return span is None or (span[1] == 0 and not text[span[2] :].strip(" :.-–"))


def _card_look(text: str) -> str:
    """A card's line's look: how it opens and where its year stands ("upper/end")."""
    opening, _, _, year = line_shape(text).split("/")
    return f"{opening}/{year}"


def _with_hyphens_as_written(entry: ParsedEntry, written: dict[int, str]) -> None:
    """The entry's fields with the hyphens of its lines as pasted ("Santiago‑Reyes", "3153‑3162"):
    the readers saw them as "-"."""
    pasted = " ".join(written.get(number, "") for number in range(entry.line_start, entry.line_end + 1))
    words = other_hyphens_of(pasted)
    if not words:
        return
    for name in ("title", "venue", "publisher", "pages", "raw"):
        value = getattr(entry, name)
        if value:
            setattr(entry, name, with_other_hyphens(value, words))
    entry.authors = [with_other_hyphens(author, words) for author in entry.authors]
    entry.editors = [with_other_hyphens(editor, words) for editor in entry.editors]
    entry.author_names = [
        replace(
            person,
            display=with_other_hyphens(person.display, words),
            given=with_other_hyphens(person.given, words),
            family=with_other_hyphens(person.family, words),
        )
        for person in entry.author_names
    ]


def _readable_names(text: str) -> str:
    """A line with its names as the readers know them: a PDF's ligatures and loose accents set
    right, without a card's "Authors:" label, a slash- or dash-joined list written with semicolons,
    the colon closing the names written ": " (not ":." nor " :"), hyphens written "-", two names
    glued together parted, a role written in brackets after a name ("(corresponding author)") read
    as its mark, a co-author note in square brackets in round ones."""
    if has_full_width_punctuation(text):
        text = with_full_width_read(text)
    names = dashes_as_semicolons(slashes_as_semicolons(without_names_label(with_pdf_glyphs_read(text))))
    names = with_names_colon_plain(names)
    names = with_square_coauthor_notes_rounded(names)
    names = without_affiliation_numbers(names)
    return with_role_notes_read(with_glued_names_parted(with_plain_hyphens(names)))


_INLINE_LINK_RE = re.compile(
    r"<a\s[^<>]{0,2000}?href\s*=\s*[\"']([^\"'<>\s]{1,2000})[\"'][^<>]{0,2000}>(.{0,500}?)</a\s*>",
    re.IGNORECASE | re.DOTALL,
)
_STRONG_TAG_RE = re.compile(r"</?(?:b|strong)\s*>", re.IGNORECASE)
_ITALIC_TAG_RE = re.compile(r"</?(?:i|em|cite)\s*>", re.IGNORECASE)


def _inline_html(text: str) -> str:
    """Inline HTML → the markdown the readers know: links keep their target, bold and italics their marks."""
    if "<" not in text:
        return strip_html(text)
    text = _INLINE_LINK_RE.sub(lambda m: f"[{strip_html(m.group(2)).strip()}]({m.group(1)})", text)
    text = _STRONG_TAG_RE.sub("**", text)
    text = _ITALIC_TAG_RE.sub("*", text)
    return strip_html(text)


def html_to_lines(text: str) -> tuple[str, list[int]]:
    """HTML source → text with one line per block element (blank lines between blocks), and for
    each converted line the number of the source line it comes from.

    Block tags (li, p, div, headings, table rows, br) end a line; links become markdown links
    (their targets may carry a DOI), bold and italics become markdown emphasis.
    """
    converted: list[str] = []
    origin: list[int] = []
    for number, line in enumerate(text.split("\n"), start=1):
        for part in _BLOCK_TAG_RE.split(line):
            visible = _inline_html(part)
            if not visible.strip() and converted and not converted[-1].strip():
                # One blank line parts blocks, as in text; a run of them reads as a page's break.
                continue
            converted.append(visible)
            origin.append(number)
    return "\n".join(converted), origin


def _renumber(result: ParseResult, origin: list[int]) -> None:
    """Give entries, issues and line accounts the line numbers of the HTML source."""

    def source(number: int) -> int:
        return origin[number - 1] if 0 < number <= len(origin) else number

    for entry in result.entries:
        entry.line_start, entry.line_end = source(entry.line_start), source(entry.line_end)
        entry.warnings = [replace(issue, line=source(issue.line)) for issue in entry.warnings]
    result.issues = [replace(issue, line=source(issue.line)) for issue in result.issues]
    # Several converted lines share one source line: the source line is an entry line if any of them is.
    rank = {LineKind.ENTRY: 0, LineKind.HEADING: 1, LineKind.IGNORED: 2}
    accounts: dict[int, LineAccount] = {}
    for account in result.lines:
        number = source(account.line)
        kept = accounts.get(number)
        if kept is None or rank[account.kind] < rank[kept.kind]:
            accounts[number] = LineAccount(line=number, kind=account.kind, reason=account.reason)
    result.lines = [accounts[number] for number in sorted(accounts)]


_IMAGE_REASON = ignore_reason("![figure](figure.png)")
# The line labeller decides where the rules are unsure; below these marginals the rules keep their say.
_NOISE_CONFIDENCE = 0.8
_JOIN_ACROSS_BLANK_CONFIDENCE = 0.9
# A line that opens like a citation after one that ends like a finished citation is joined to it
# only when the model is this sure it continues the entry: an unsure join would swallow an entry.
_JOIN_AGAINST_RULES_CONFIDENCE = 0.9


def _model_labels(
    lines: list[Line], page_reasons: dict[str, str | None]
) -> list[tuple[LineLabel, float]] | None:
    """The line labeller's label for every line, or None (no model, or a paste too long to label).

    A CV's page head or foot that says what it is (``segmentation.pagelines``) is noise, and the
    labeller reads the lines around it as they stand on the page: next to each other, so that a
    page break between two entries (or inside one) reads as no break at all. ``page_reasons``:
    ``page_line_reason`` of each line's text."""
    page_lines = {index for index, line in enumerate(lines) if page_reasons[line.text] is not None}
    kept = [line.text for index, line in enumerate(lines) if index not in page_lines]
    try:
        labels = label_lines(kept) if kept else None
    except Exception:  # the labeller is an aid: without it the rules segment alone
        return None
    if labels is None:
        return None
    read = iter(labels)
    return [(LineLabel.NOISE, 1.0) if index in page_lines else next(read) for index in range(len(lines))]


def _with_undated_entries(
    model: list[tuple[LineLabel, float]] | None,
    items: list[int],
    cards: list[list[int]],
    abstracts: list[int],
) -> list[tuple[LineLabel, float]] | None:
    """The labeller's labels, with the lines of a list's undated items (``items``: their
    positions, ``UndatedLists.entry_lines``) each taken for the start of an entry, the lines of
    its undated cards (``cards``: each card's positions) for a start and the lines that go on
    with it, and the items' abstracts (``abstracts``) for lines of no entry (an "Abstract: …"
    line is then its item's abstract): the labeller learnt that a line without a year is seldom
    an entry's, but a list without years (working papers, work in progress, a reading list, a
    page of cards that date nothing) writes its entries alike all the same."""
    if model is None or not (items or cards):
        return model
    labels = list(model)
    for position in items:
        labels[position] = (LineLabel.START, 1.0)
    for position in abstracts:
        labels[position] = (LineLabel.NOISE, 1.0)
    for card in cards:
        labels[card[0]] = (LineLabel.START, 1.0)
        for position in card[1:]:
            labels[position] = (LineLabel.CONTINUATION, 1.0)
    return labels


def _with_margin_years(
    model: list[tuple[LineLabel, float]] | None, lines: list[Line], margin_years: dict[int, int]
) -> list[tuple[LineLabel, float]] | None:
    """The labeller's labels, with every line that opens with a margin year (``marginyears.find``)
    taken for the start of an entry: the labeller learnt that a line opening with a year may be a
    wrapped reference's, which a year before names or a title in a list dated in the margin is not."""
    if model is None:
        return model
    starts = [index for index, line in enumerate(lines) if line.number in margin_years]
    if not starts:
        return model
    labels = list(model)
    for index in starts:
        labels[index] = (LineLabel.START, 1.0)
    return labels


# An item lettered in small letters ("a.", "b)", "(c)"), as an NIH biosketch letters the citations
# of each contribution to science ("a. Reyes CA, Holm D. Title. J Physiol. 2017;…") and LaTeX's
# nested enumerate its items ("(b) Name, Title"): the letter is group 1 or 2.
_LETTER_LABEL_RE = re.compile(r"(?:\(([a-h])\)|([a-h])[.)])\s+")


def _letter_label(text: str) -> tuple[str, int] | None:
    """The small letter labelling an item (``_LETTER_LABEL_RE``) and where the item's text begins."""
    found = _LETTER_LABEL_RE.match(text)
    return (found.group(1) or found.group(2), found.end()) if found is not None else None


def _lettered_citation(text: str) -> tuple[str, int] | None:
    """The label of an item lettered as a biosketch letters its citations (``_letter_label``) where
    names open the item: a person's (``name_start``) or any author list the names reader finds,
    which also reads a particle ("van der Linde GB"), a family name of two words ("Le Blanc H"),
    the owner's name in bold and a body's name."""
    label = _letter_label(text)
    if label is None:
        return None
    body = text[label[1] :]
    if name_start(body) is None and author_list_end(body[:400]) is None:
        return None
    return label


# The lines a lettered citation wraps onto at most, before the next letter.
_LINES_OF_A_LETTERED_CITATION = 4


def _with_lettered_citations(
    model: list[tuple[LineLabel, float]] | None, lines: list[Line]
) -> list[tuple[LineLabel, float]] | None:
    """The labeller's labels, with each citation of a run lettered in sequence taken for an entry:
    its lettered line opens it and the lines down to the next letter go on with it. The labeller
    learnt no letters for labels: a citation wrapped after a name ("a. Ruiz A, Cole B," over
    "Vendrell T. Title. …") it takes for two, and the next letter's line for the rest of one."""
    if model is None:
        return model
    letters: list[tuple[int, str]] = []  # (index, letter) of each lettered line that opens names
    for index, line in enumerate(lines):
        stripped = line.text.strip()
        label = _lettered_citation(stripped) if stripped[:1] in "(abcdefgh" else None
        if label is not None:
            letters.append((index, label[0]))
    labels = None
    for (index, letter), (following, next_letter) in itertools.pairwise(letters):
        if ord(next_letter) != ord(letter) + 1 or not 1 <= following - index <= _LINES_OF_A_LETTERED_CITATION:
            continue
        between = [line.text.strip() for line in lines[index + 1 : following]]
        if not all(between) or any(strip_list_marker(text)[0] for text in between):
            continue  # a blank line or a numbered line between: no one citation's lines
        labels = labels or list(model)
        labels[index] = labels[following] = (LineLabel.START, 1.0)
        for position in range(index + 1, following):
            labels[position] = (LineLabel.CONTINUATION, 1.0)
    return labels or model


def _with_broken_dois_continued(
    model: list[tuple[LineLabel, float]] | None, lines: list[Line], layout: _Layout
) -> list[tuple[LineLabel, float]] | None:
    """The labeller's labels, with the rest of a DOI broken at a line's end, alone on its line
    ("109431" under "… https://doi.org/10.1016/j.jcp.2020."), taken to go on with the line above:
    the labeller reads a number alone as no entry's. The line above must fill its column (a line
    that stops short was not broken: a page's number may stand under a finished reference)."""
    if model is None or not layout.width:
        return model
    labels = None
    for index in range(1, len(lines)):
        if model[index][0] in (LineLabel.NOISE, LineLabel.START) and _broken_doi_goes_on(
            layout, lines[index - 1].text, lines[index].text
        ):
            labels = labels or list(model)
            labels[index] = (LineLabel.CONTINUATION, 1.0)
    return labels or model


def _broken_doi_goes_on(layout: _Layout, above: str, text: str) -> bool:
    """Is ``text`` the rest of a DOI broken at the end of ``above``, a line that fills its column?"""
    return (
        bool(layout.width)
        and ("10." in above or "doi" in above[-20:].lower() or "h" in above[-6:].lower())
        and not stops_short(above, text, layout.width)
        and goes_on_broken_doi(above, text)
    )


class _LineFacts(NamedTuple):
    """What the grouping needs to know about one non-blank line, worked out once."""

    line: Line
    stripped: str
    marker: str
    body: str
    ignore: str | None
    heading_like: bool


class _Legend(NamedTuple):
    """Where a paste's legend lines are, as ``paste_legend`` read them: ``pasted``, the texts it
    read (a line's at its number less one), and ``numbers``, the lines it took for legends."""

    pasted: list[str]
    numbers: frozenset[int]

    def reason(self, line: Line, stripped: str) -> str | None:
        """``legend_reason`` of a line: told by where it stands when it is a line as pasted, read
        when it is one rewritten or split from a run-on line."""
        if 0 < line.number <= len(self.pasted) and self.pasted[line.number - 1] == line.text:
            return LEGEND_REASON if line.number in self.numbers else None
        return legend_reason(stripped)


def _line_facts(lines: list[Line], legend: _Legend | None = None) -> list[_LineFacts]:
    """The facts of each non-blank line; ``legend``: where the paste's legend lines are, if known."""
    facts = []
    # Pasted pages repeat lines (link labels, separators, bullets alone); each text is read once.
    seen: dict[str, tuple[str, str, str | None, bool]] = {}
    for line in lines:
        stripped = line.text.strip()
        if not stripped:
            continue
        known = seen.get(stripped)
        if known is None:
            marker, body = strip_list_marker(stripped)
            if not marker and (label := _ALPHA_LABEL_MARKER_RE.match(stripped)) is not None:
                marker, body = label.group(0).strip(), stripped[label.end() :]
            if marker and not body and year_heading(heading_text(stripped)) is not None:
                marker, body = "", stripped  # "[1993]", "(2015)" alone: a year's heading, not a number
            elif marker and body[:1] in ",;:" and _PAREN_YEAR_RE.fullmatch(marker):
                # "(2012), S. 410–418", "(2017): 233–251": a wrapped reference's date, no item's number.
                marker, body = "", stripped
            elif marker[:1] == "(" and _ISSUE_PAGES_RE.match(body):
                # "(1): 483–497.", "(12), 45–67.": a wrapped reference's issue and pages (Chicago's
                # "64 (1): 483–497", APA's "64(1), 483–497"), no item's number.
                marker, body = "", stripped
            reason = (
                ignore_reason(stripped)
                or (legend.reason(line, stripped) if legend is not None else legend_reason(stripped))
                or _list_pointer(stripped)
            )
            known = seen[stripped] = (marker, body, reason, not reason and looks_like_heading(stripped))
        # (``tuple.__new__``: the named tuple without its Python-level constructor, once a line.)
        facts.append(tuple.__new__(_LineFacts, (line, stripped, *known)))
    return _presentation_notes_apart(
        _contribution_accounts_apart(_lone_markers_moved_down(_alpha_labelled(_dash_numbered(facts))))
    )


# A CV or a lab page notes under a paper where it was also presented: "Talk at the AGU Fall
# Meeting, …", "Poster presented at EGU 2020, Vienna.", "Invited talk, Department of …, 2019.",
# "Oral presentation at …". The words open the line, a comma or "at" after them.
_PRESENTATION_NOTE_RE = re.compile(
    r"(?i:(?:(?:invited|contributed|keynote|plenary|oral|poster|conference|seminar)\s+)?"
    r"(?:talk|presentation|poster|lecture)(?:\s+(?:presented|given|delivered))?(?:\s+at\b|\s*,)|"
    r"presented\s+(?:as\s+an?\s+(?:talk|poster|oral\s+presentation)\s+)?at\b)"
)


def _names_its_venue(text: str) -> bool:
    """Does the line read as a whole citation, with its names, title and venue?"""
    entry = parse_reference(text)
    return bool(entry.authors and entry.title and entry.venue)


# The line above a note closes a whole citation: this many words at least, a year among them.
_FEWEST_WORDS_ABOVE_NOTE = 8


def _presentation_notes_apart(facts: list[_LineFacts]) -> list[_LineFacts]:
    """A line opening with a presentation's words ("Talk at …", "Poster presented at …") right
    under a finished, dated citation is a note on that citation, left out with its reason
    (``CV_ITEM_NOTE_REASON``): neither an entry of its own nor a part of the one above. Under a
    card's bare title ("Title.", then "Poster, Workshop on …, 2015.") the line is the card's venue;
    a list of talks, each line opening so, keeps its lines; so does a citation whose venue the
    line is ("Names (2021) Title. / Poster presented at EGU 2021.")."""
    found = list(facts)
    for index in range(1, len(facts)):
        fact, above = facts[index], facts[index - 1]
        if (
            fact.ignore
            or fact.marker
            or _PRESENTATION_NOTE_RE.match(fact.body) is None
            or above.ignore
            or above.heading_like
            or _PRESENTATION_NOTE_RE.match(above.body) is not None
            or len(above.body.split()) < _FEWEST_WORDS_ABOVE_NOTE
            or MODERN_YEAR_RE.search(above.body) is None
            or not _ends_complete(above.body)
            or not _names_its_venue(above.body)
        ):
            continue
        found[index] = fact._replace(ignore=CV_ITEM_NOTE_REASON)
    return found


# NIH's biosketch, section C ("Contributions to Science"): each contribution a numbered paragraph in
# the first person ("1. Early in my career I studied …"), then its citations lettered a., b., c.
# The paragraph is no citation; a PDF's copy may run the first citation on into its last line
# ("… my work on X. a. Ruiz A, Cole B. Title. …"): it is cut off where that citation opens.
CONTRIBUTION_REASON = "a biosketch's account of a contribution, over its lettered citations"
_FIRST_LETTERED_CITATION_RE = re.compile(
    r"(?<=[.!?])\s+(?=a[.)]\s+[A-ZÀ-ÖØ-Þ][\w'’-]+(?:\s[\w'’-]+)?\s[A-Z]{1,3}[,.])"
)


def _contribution_accounts_apart(facts: list[_LineFacts]) -> list[_LineFacts]:
    """A numbered paragraph in the first person, on a line or a few, right over a citation lettered
    "a." is an account of a contribution: its lines are left out (``CONTRIBUTION_REASON``). So is one
    in the third person that opens with no names, over a run of lettered citations."""
    found = list(facts)
    for index, fact in enumerate(facts):
        # (Only a line that opens with the letter "a" can open the citations: the others are let go
        # before the pattern.)
        if not index or not fact.stripped.startswith(_FIRST_LETTER_LABELS):
            continue
        label = _lettered_citation(fact.stripped)
        if label is None or label[0] != "a":
            continue
        first = index - 1
        while (
            first > max(0, index - _LONGEST_ACCOUNT) and not facts[first].marker and not facts[first].ignore
        ):
            first -= 1
        account = facts[first:index]
        if (
            facts[first].marker[:1].isdigit()
            and not any(line.ignore or line.heading_like for line in account)
            and (
                any(_PERSON_WORD_RE.search(line.body) for line in account)
                or (author_list_end(facts[first].body[:400]) is None and _lettered_run_goes_on(facts, index))
            )
        ):
            for position in range(first, index):
                found[position] = facts[position]._replace(ignore=CONTRIBUTION_REASON)
    return found


def _lettered_run_goes_on(facts: list[_LineFacts], index: int) -> bool:
    """The citation lettered "a." at ``index`` has one lettered "b." under it: a run of lettered
    citations, whose numbered paragraph above is an account written in the third person too ("The
    Okafor group showed …"), where it opens with no names."""
    for fact in facts[index + 1 : index + 1 + _LINES_OF_A_LETTERED_CITATION]:
        label = _lettered_citation(fact.stripped) if fact.stripped[:2] in ("b.", "b)", "(b") else None
        if label is not None:
            return label[0] == "b"
    return False


# How the label of a first lettered citation opens (``_LETTER_LABEL_RE``): "a.", "a)", "(a)".
_FIRST_LETTER_LABELS = ("a.", "a)", "(a)")
# An account of a contribution runs to a paragraph of this many lines at most.
_LONGEST_ACCOUNT = 12


def _contribution_citations_apart(lines: list[Line]) -> list[Line]:
    """A numbered paragraph in the first person whose last line runs on into its first lettered
    citation ("1. … my work on X. a. Ruiz A, …") becomes two lines, with the number of the line
    they share: the paragraph's, and the citation's."""
    split: list[Line] = []
    for line in lines:
        text = line.text.lstrip()
        found = _FIRST_LETTERED_CITATION_RE.search(text) if " a" in text else None
        if found is None or not _PERSON_WORD_RE.search(text, 0, found.start()):
            split.append(line)
            continue
        split.extend((Line(line.number, text[: found.start()]), Line(line.number, text[found.end() :])))
    return split


LONE_MARKER_REASON = "the list number of the item below, on a line of its own"
# "13.", "[13]", "(13)", "J3.", "[a1]", "C12.": a numbered list's label and nothing else (a number
# of four digits alone is a year's heading).
_LONE_MARKER_RE = re.compile(r"\[[A-Za-z]{0,2}\d{1,3}\]|\(\d{1,3}\)|[A-Za-z]{0,2}\d{1,3}[.)]")


def _lone_markers_moved_down(facts: list[_LineFacts]) -> list[_LineFacts]:
    """A list's number alone on its line ("13.", "[b2]", "J3."), right above a line that carries
    none, is that line's number: a PDF copy of an ``enumerate`` (or ``etaremune``) may put an
    item's label on a line of its own. The label's line is then left out with its reason, and the
    line below opens the item with the label as its marker."""
    found = list(facts)
    for index, fact in enumerate(facts[:-1]):
        below = facts[index + 1]
        if (
            fact.stripped[-1] in "].)"  # (a cheap test first: every such label ends so)
            and _LONE_MARKER_RE.fullmatch(fact.stripped)
            and below.line.number == fact.line.number + 1
            and not (index and details_go_on(facts[index - 1].stripped))
            and not below.marker
            and not below.ignore
            and not below.heading_like
        ):
            found[index] = fact._replace(marker="", ignore=LONE_MARKER_REASON)
            found[index + 1] = below._replace(marker=fact.stripped)
    return found


# An alpha style's label without a year ("[ham]", "[Kno]"): a web page or a work with no date.
_YEARLESS_ALPHA_LABEL_RE = re.compile(r"\[[A-Za-z][A-Za-z.+]{1,5}\]\s+(?=\S)")
# A list reads as labelled in an alpha style when this many of its lines open with such a label.
_ALPHA_LABELS_AT_LEAST = 3


def _alpha_labelled(facts: list[_LineFacts]) -> list[_LineFacts]:
    """In a list labelled in an alpha style, a label without a year opens a reference too, and an
    indented line that opens with a dash ("– Forschungsbericht", DIN 1505's mark before a note)
    goes on with the reference above: the list's references open with their labels."""
    labelled = sum(1 for fact in facts if fact.marker and _ALPHA_LABEL_RE.match(fact.marker))
    if labelled < _ALPHA_LABELS_AT_LEAST:
        return facts
    found = []
    for fact in facts:
        if not fact.marker and (label := _YEARLESS_ALPHA_LABEL_RE.match(fact.stripped)) is not None:
            fact = fact._replace(marker=label.group(0).strip(), body=fact.stripped[label.end() :])
        elif fact.marker[:1] in "-–—" and fact.line.text[:1].isspace():
            fact = fact._replace(marker="", body=fact.stripped)
        found.append(fact)
    return found


# The labels of BibTeX's alpha styles that a plain list marker is not written like: more authors
# than letters ("[BBK+ 09]": the "+" is raised, so a space may follow it), a stop ("[J.A14]").
_ALPHA_LABEL_MARKER_RE = re.compile(r"\[[A-Za-z][A-Za-z.]{0,4}\+?\s?\d{2,4}[a-z]?\]\s*")
_PAREN_YEAR_RE = re.compile(r"\((?:1[5-9]|20)\d\d\)")
# After an issue's number in parentheses: its pages ("(1): 483–497.", "(12), 45–67").
_ISSUE_PAGES_RE = re.compile(r"[:,]\s?[A-Za-z]?\d+(?:\s?[-–—]\s?[A-Za-z]?\d+)?\b")
# An issue in parentheses and its pages, wrapped away from the volume ("(1): 483–497.").
_ISSUE_LINE_RE = re.compile(r"\(\d{1,4}\)\s?[:,]\s?[A-Za-z]?\d")


# "For a full list see my Google Scholar profile.", "This list is automatically updated from the
# ORCID profile.", "Esta lista é atualizada a partir do perfil ORCID.": a sentence about the list
# and where the whole of it is kept, naming a bibliographic service and a list or a profile.
_LIST_SERVICE = (
    r"(?:Google\s+Scholar|ORCID|DBLP|dblp|PubMed|ResearchGate|Scopus|Web\s+of\s+Science|Semantic\s+Scholar)"
)
_LIST_SERVICE_RE = re.compile(rf"\b{_LIST_SERVICE}\b")
# A word each service's name in ``_LIST_SERVICE`` holds as written: a line without one of them is
# let go before the pattern, which with its "\b" in front is tried at every position of the line.
_LIST_SERVICE_NEEDLES = (
    "Google",
    "ORCID",
    "DBLP",
    "dblp",
    "PubMed",
    "ResearchGate",
    "Scopus",
    "Web",
    "Semantic",
)
# "Google Scholar", "ORCID / DBLP", "Google Scholar | ResearchGate": the labels of links to those
# services, a line of their own above the list; read as a heading, "Google Scholar" passes for a
# member's name.
_SERVICE_LINKS_RE = re.compile(rf"{_LIST_SERVICE}(?:\s*[/|·,]\s*{_LIST_SERVICE})*(?:\s+(?i:profile))?")
_LIST_POINTER_RE = re.compile(
    r"(?i:\b(?:list|lists|lista|liste|profile|profil|perfil|page)\b)"
    r".*(?i:\b(?:see|visit|check|consult|refer|found|available|updated|atualizada|actualizada|aktualisiert)\b)"
    r"|(?i:\b(?:see|visit|check|consult|refer|found|available|updated|atualizada|actualizada|aktualisiert)\b)"
    r".*(?i:\b(?:list|lists|lista|liste|profile|profil|perfil|page)\b)"
)


def _list_pointer(stripped: str) -> str | None:
    """The reason to leave out a sentence pointing to where the whole list is kept, or a line of
    nothing but links to such services, else None. A citation names no such service with a list's
    or a profile's word and a pointing verb."""
    if len(stripped) > 250 or not holds_any(stripped, _LIST_SERVICE_NEEDLES):
        return None
    if _LIST_SERVICE_RE.search(stripped) is None or MODERN_YEAR_RE.search(stripped):
        return None
    if _SERVICE_LINKS_RE.fullmatch(stripped):
        return "the labels of links to a bibliographic service"
    return "a sentence pointing to the whole list" if _LIST_POINTER_RE.search(stripped) else None


# "Submitted. Title …", "Accepted (with revisions). Title …": a status in the place of the year
# that marks the other items of a year-first list ("2022. Title …").
_STATUS_MARKER_RE = re.compile(
    r"^(?P<status>Submitted|To appear|Accepted|In press|Forthcoming)(?:\s*\([^()]{1,40}\))?\.\s+(?=[^\W\d_])"
)
_YEAR_MARKER_RE = re.compile(r"^(?:19|20)\d\d\.$")
_YEAR_MARKERS_AT_LEAST = 3


def _status_markers(facts: list[_LineFacts]) -> list[_LineFacts]:
    """In a list whose items are marked by their year ("2022. Title …"), a status written in the
    year's place marks an item too: its marker is the status."""
    years = sum(1 for fact in facts if fact.marker and _YEAR_MARKER_RE.match(fact.marker))
    marked = sum(1 for fact in facts if fact.marker)
    if years < _YEAR_MARKERS_AT_LEAST or years * 2 < marked:
        return facts
    found = []
    for fact in facts:
        status = None if fact.marker else _STATUS_MARKER_RE.match(fact.stripped)
        if status is not None:
            fact = fact._replace(marker=status.group(0).strip(), body=fact.stripped[status.end() :])
        found.append(fact)
    return found


# "… 2019. [2] B. Author …": the next number of a numbered list (group 1) after the end of a
# sentence. The sentence's end is matched rather than looked behind for: the engine then skips to
# each ".", ";" or ")" instead of trying the pattern at every position of the line.
_RUN_ON_MARKER_RE = re.compile(r"[.;)]\s(\[\d{1,4}\]|\(\d{1,4}\)|\d{1,4}[.)])(?=\s+[A-ZÀ-ÖØ-Þ\"“‘'])")
# A number a list's count never reaches, but a year.
_YEAR_NUMBER_RE = re.compile(r"(?:1[5-9]|20)\d\d")
# "No. 3. Some …", "Vol. 2. The …": a number after these is the reference's own.
_NUMBER_WORD_END_RE = re.compile(r"\b(?:no|vol|nr|bd|pp?|ed|s|part|ch)\.\s$", re.IGNORECASE)


def _run_on_references(group: list[Line]) -> list[list[Line]]:
    """An entry's lines as the references run together in them (``segmentation.runon``): each
    reference's lines, a line shared by two of them cut where the second starts."""
    texts = [line.text.strip() for line in group]
    starts = reference_starts(" ".join(texts))
    if not starts:
        return [group]
    pieces: list[list[Line]] = [[]]
    offset = 0  # where the line's text starts in the joined text
    cuts = iter(starts)
    cut = next(cuts, None)
    for line, text in zip(group, texts, strict=True):
        kept = 0  # how much of this line is in earlier pieces
        while cut is not None and cut < offset + len(text):
            local = cut - offset
            if local > kept:
                pieces[-1].append(Line(line.number, text[kept:local].rstrip()))
            pieces.append([])
            kept = local
            cut = next(cuts, None)
        pieces[-1].append(Line(line.number, text[kept:]) if kept else line)
        offset += len(text) + 1
    return [piece for piece in pieces if piece]


def _split_run_on(lines: list[Line]) -> list[Line]:
    """Numbered references run together (a copy that lost its line breaks) become one line each,
    all with the number of the line they share. A line is split only where the number after the
    last one seen comes, written alike, after the end of a sentence ("… 2019. [2] B. Author …")."""
    split: list[Line] = []
    number: int | None = None
    shape = ""
    for line in lines:
        if len(line.text) < 20:  # too short to hold two references
            if not line.text.strip():
                number = None  # the count goes on only inside the entry it was read from
            split.append(line)
            continue
        opening = line.text.lstrip()[:1]
        marker = strip_list_marker(line.text)[0] if opening.isdigit() or opening in "[(" else ""
        if marker and _YEAR_NUMBER_RE.fullmatch(marker.strip("[]().")):
            # "1996. “Title …”": a wrapped reference's year at a line's start counts no list, and
            # "… Okafor, T. 1997. …" below is no item 1997 run on.
            number = None
        elif _marker_number(marker) is not None:
            number, shape = _marker_number(marker), _marker_shape(marker)
        elif not opening:
            number = None
        if number is None:
            split.append(line)
            continue
        start = 0
        for found in _RUN_ON_MARKER_RE.finditer(line.text):
            if (
                _marker_number(found.group(1)) == number + 1
                and _marker_shape(found.group(1)) == shape
                and not _NUMBER_WORD_END_RE.search(line.text, max(0, found.start(1) - 8), found.start(1))
            ):
                split.append(Line(line.number, line.text[start : found.start(1)].rstrip()))
                start, number = found.start(1), number + 1
        split.append(Line(line.number, line.text[start:]) if start else line)
    return split


# "1- Smith, J. …", "12 – Smith": numbers with a dash mark entries only when they count 1, 2, 3 …,
# starting again at 1 under each heading (a line may begin "3-Aminopyridine …" or "2-D …").
_DASH_NUMBER_RE = re.compile(r"^(\d{1,3})\s?[-–](?:\s+|(?=[^\W\d_]))")
# "1 Benson, G. et al. …", "2            Blei, M. …": a bare number, under the same condition.
_BARE_NUMBER_RE = re.compile(r"^(\d{1,3})\s+(?=[A-ZÀ-ÖØ-Þ])")
# "7 de Vries H, …" (Vancouver styles): a bare number before a family name's lower-case particle.
# It marks an entry only as the next number of the count, a date wrapped to a line's start
# ("12 de Março de 2019") being no item.
_BARE_NUMBER_PARTICLE_RE = re.compile(rf"^(\d{{1,3}})\s+(?={PARTICLE_NAME_PATTERN})")


def _dash_numbered(facts: list[_LineFacts]) -> list[_LineFacts]:
    return _counted_numbers(
        _counted_numbers(facts, _DASH_NUMBER_RE), _BARE_NUMBER_RE, in_count_re=_BARE_NUMBER_PARTICLE_RE
    )


def _counted_numbers(
    facts: list[_LineFacts], number_re: re.Pattern[str], in_count_re: re.Pattern[str] | None = None
) -> list[_LineFacts]:
    """Numbers matched by ``number_re`` mark entries when most count on by one; those matched by
    ``in_count_re`` only where they are the number after the one above."""
    found = []
    for index, fact in enumerate(facts):
        # (Every pattern here opens with the number and a character or two after it: a line that
        # does not is let go at once.)
        if fact.marker or not fact.stripped[0].isdigit() or len(fact.stripped) < 3:
            continue
        if (
            (match := number_re.match(fact.stripped))
            or (
                in_count_re is not None
                and found
                and (match := in_count_re.match(fact.stripped))
                and int(match.group(1)) == int(found[-1][1].group(1)) + 1
            )
        ) and not _enumerated_section_heading(fact.stripped):
            # (A LaTeX CV's sections "3 Publications", "4 Teaching" open with a number too, but are
            # no entries: looked for only on the lines a pattern takes, the fewest.)
            found.append((index, match))
    numbers = [int(match.group(1)) for _, match in found]
    following = sum(1 for a, b in itertools.pairwise(numbers) if b in (a + 1, 1))  # 1 again: a new section
    if len(numbers) < 3 or following < 0.8 * (len(numbers) - 1):
        return facts
    facts = list(facts)
    for index, match in found:
        fact = facts[index]
        facts[index] = fact._replace(marker=match.group(0).strip(), body=fact.stripped[match.end() :].strip())
    return facts


def _marker_shape(marker: str) -> str:
    """ "[12]" → "[1]", "12." → "1.", "[C12]" → "[1]": how a list writes its numbers."""
    return _NUMBER_WITH_PREFIX_RE.sub("1", marker.replace(" ", ""))


# BibTeX's alpha labels ("[Knu84]", "[Li19]", "[BBK+ 09]", "[J.A14]"): authors' letters and a year,
# no count; a list numbered by kind writes one or two capitals before its number ("[C12]", "[J5]").
_ALPHA_LABEL_RE = re.compile(r"\[(?:[A-Za-z]{0,2}[a-z]|[A-Za-z]{3}|[A-Za-z][A-Za-z.]*[.+])")
_NUMBER_WITH_PREFIX_RE = re.compile(r"[A-Za-z]{0,3}\d{1,4}[a-z]?")


def _numbering_shape(facts: list[_LineFacts]) -> str:
    """How most numbered markers of a paste are written ("[1]", "1.", "1)", "(1)"), or ""."""
    marked = [fact.marker for fact in facts if fact.marker]
    shapes = Counter(_marker_shape(marker) for marker in marked if _marker_number(marker) is not None)
    return shapes.most_common(1)[0][0] if shapes else ""


def _numbering_step(facts: list[_LineFacts]) -> int:
    """+1 or -1 when the numbered markers of a paste count up or down (1, 2, 3 … or 45, 44 …), else 0."""
    # A year at the start of a wrapped line ("(2017): 233–251") is no item's number.
    marked = [fact.marker for fact in facts if fact.marker]
    numbers = [n for marker in marked if (n := _marker_number(marker)) is not None and n < 1000]
    if len(numbers) < 3:
        return 0
    for step in (1, -1):
        # Numbers in wrapped text ("Vol. 48. No. 3.") interrupt the count without ending it; an
        # excerpt jumps ahead and counts on from there.
        following, last, previous = 0, numbers[0], numbers[0]
        for number in numbers[1:]:
            if 0 < (number - last) * step <= 3 or 0 < (number - previous) * step <= 3:
                following, last = following + 1, number
            previous = number
        if following >= 2 and following >= 0.6 * (len(numbers) - 1):
            return step
    return 0


def _marker_style(facts: list[_LineFacts], numbering_step: int = 0) -> bool:
    """True when most entries carry a list marker (then unmarked lines are headings or continuations).

    A list numbered in sequence is marked however many lines its wrapped entries take."""
    if numbering_step:
        return True
    marked = unmarked = 0
    for fact in facts:
        if fact.ignore or fact.heading_like:
            continue
        marker = fact.marker
        if (marker and marker not in {"-", "*"}) or (marker and len(fact.stripped) > 40):
            marked += 1
        else:
            unmarked += 1
    return marked >= 2 and marked >= unmarked * 0.5


def _heading_level(line: str) -> int:
    match = _MARKDOWN_HEADING_LEVEL_RE.match(line)
    return len(match.group(1)) if match else 0


_CITATION_PUNCTUATION_RE = re.compile(r"[.,;\"“”]")


@text_cache(maxsize=8192)  # pure; pasted pages repeat short lines
def _is_heading_line(stripped: str, marked_style: bool, marker: str, heading_like: bool) -> bool:
    if marker and not _MARKDOWN_HEADING_LEVEL_RE.match(stripped):
        return False
    if _COAUTHOR_WORD_RE.match(stripped) and _coauthor_line(stripped, known_venue_words()) is not None:
        return False  # "With U. Nagel. (arXiv preprint)": a card's co-author line, however short
    if heading_like or (stripped[:1] in _ENUMERATION_OPENINGS and _enumerated_section_heading(stripped)):
        return True  # (a LaTeX section's number before its words, "3.2 Conference Papers")
    text = heading_text(stripped)
    if not text or len(text) > 70:
        return False
    if stripped.endswith(":") and names_a_body(text):
        return False  # "World Health Organization:": the author of the title under it, as dblp writes names
    if is_cjk_heading(text):
        return True  # "发表论文", "获奖情况": a Chinese or Japanese section's title has no capitals
    # A short line without citation punctuation between entries is a page or section title.
    return (
        text[:1].isupper()
        and not _CITATION_PUNCTUATION_RE.search(text)
        and len(text.split()) <= 6
        and (marked_style or len(text.split()) <= 3)
    )


@text_cache(maxsize=8192)  # pure; pasted pages repeat short lines
def _starts_citation(text: str) -> bool:
    """Does an unmarked line begin a new citation (an author list, or a quoted title)?"""
    if _OPEN_QUOTE_RE.search(text, 0, 200):
        return True
    if text[:1] in "(12" and _year_before_names(text[:400]) is not None:
        return True  # "2023 Holt M, Brandt J. …": a CV's year before the names
    # An author list has a word of two letters at least ("1" or "a" alone never starts a citation).
    return _WORD_RE.search(text, 0, 400) is not None and author_list_end(text[:400]) is not None


# "A Title. Ng, Li. X 2019.": no item that names its authors by family name after its title is shorter.
_SHORTEST_FAMILY_NAMES_ITEM = 24


def _family_names_item_after(current: list[Line], body: str) -> bool:
    """Is ``body`` a whole title-first item naming its authors by family name, after a finished
    entry ("Title. Iyer, Tan and Ortiz. NDSS 2019.")?"""
    return _looks_complete(current) and read_family_names_item(body) is not None


def _whole_names_item_after(current: list[Line], body: str) -> bool:
    """Are ``body`` and the one line of the entry above each a whole item "Title. Given Family,
    Given Family" (a page listing works by title and names alone, no venue or year to end one)?"""
    if len(current) != 1 or ". " not in body:
        return False
    return title_then_whole_names(body) and title_then_whole_names(
        strip_list_marker(current[0].text.strip())[1]
    )


def _second_typed_reference(current: list[Line], body: str) -> bool:
    """Is ``body`` a reference with its own document-type mark ("题名[J]. 期刊, 2009."), under an
    entry that holds one already and ends finished? A reference written so (GB/T 7714) holds
    one mark: a second is the next reference's, whatever the labeller makes of the line."""
    return (
        TYPE_MARK_RE.search(body) is not None
        # (A mark is in brackets: a line without one is let go before the pattern.)
        and any("[" in line.text and TYPE_MARK_RE.search(line.text) for line in current)
        and _ends_complete(current[-1].text)
    )


# An entry of no more lines than this may be names alone, broken off at a line's end.
_MOST_LINES_OF_NAMES = 3


def _stops_inside_names(current: list[Line], stripped: str) -> bool:
    """Does the entry so far hold only names, or a card's title line and then only names, and
    break off inside its author list, so that the next line (``stripped``, opening with a name)
    goes on with it?"""
    if len(current) > _MOST_LINES_OF_NAMES + 1 or not ends_open(current[-1].text):
        return False
    texts = [strip_list_marker(current[0].text.strip())[1], *(kept.text.strip() for kept in current[1:])]
    if len(texts) <= _MOST_LINES_OF_NAMES and names_go_on(" ".join(texts), stripped):
        return True
    # Under a card's title, flush with it (no hanging indent), a list of several names.
    names = " ".join(texts[1:])
    return (
        0 < len(texts) - 1 <= _MOST_LINES_OF_NAMES
        and _indent(current[1].text) == _indent(current[0].text)
        and "," in names.rstrip(",")
        and names_go_on(names, stripped)
    )


def _indent(text: str) -> int:
    if not text[:1].isspace():
        return 0  # most lines: no need to expand tabs
    expanded = text[:64].expandtabs(4)
    return len(expanded) - len(expanded.lstrip())


class _Layout(NamedTuple):
    """How a paste of unmarked references is laid out across lines."""

    width: int  # the width wrapped lines reach (0: no wrapping seen)
    paragraphs: bool  # one reference a paragraph, wrapped, paragraphs between blank lines
    hanging: bool  # the lines after an entry's first are indented (a hanging indent)
    wrapped: bool = False  # wrapped at the width: most lines that reach it stop mid-sentence
    # A hanging indent kept throughout: flush lines nearly always follow indented ones, so a flush
    # line after a flush one starts an entry too (the one above fitted on its line).
    flush_starts: bool = False


def _layout(lines: list[Line]) -> _Layout:
    """Reference lists copied from a paper: paragraphs wrapped at a width, or hanging indents.

    A wrapped paragraph fills every line but its last to about the same width; a paste is laid
    out in paragraphs when most of its blocks of several lines (between blank lines) are such
    paragraphs. A hanging indent indents the continuation lines and leaves each first line flush.
    """
    texts = [line.text.rstrip() for line in lines]  # "": a blank line
    filled = [text for text in texts if text]
    lengths = sorted(map(len, filled))
    if len(lengths) < 3:
        return _Layout(0, False, False)
    width = lengths[int(len(lengths) * 0.9)]
    blocks: list[list[str]] = [[]]
    for text in texts:
        if text:
            blocks[-1].append(text)
        elif blocks[-1]:
            blocks.append([])
    several = [block for block in blocks if len(block) > 1]
    wrapped = sum(all(len(text) >= 0.75 * width for text in block[:-1]) for block in several)
    paragraphs = width >= 40 and len(several) >= 3 and wrapped >= 0.7 * len(several)
    indented = flush_after_indented = flush_after_flush = 0
    previous_indent: int | None = None
    for text in texts:
        if not text:
            previous_indent = None
            continue
        indent = _indent(text) if text[0].isspace() else 0
        if 0 < indent <= 8 and previous_indent is not None:
            indented += 1
        elif indent == 0 and previous_indent:
            flush_after_indented += 1
        elif indent == 0 and previous_indent == 0:
            flush_after_flush += 1
        previous_indent = indent
    hanging = indented >= 3 and flush_after_indented >= 2
    flush_starts = hanging and flush_after_indented >= _FLUSH_AFTER_INDENTED_SHARE * flush_after_flush
    return _Layout(width, paragraphs, hanging, _wrapped_at_width(filled, width), flush_starts)


# Under a hanging indent kept throughout, flush lines follow indented ones this many times as
# often as flush ones at least (cards with an indented line of links do not).
_FLUSH_AFTER_INDENTED_SHARE = 2


# No page or mail wraps its lines wider than this: lines this long are each a paragraph as written
# (a page copied from a browser, one reference a line), however many end without a stop.
_WIDEST_WRAP = 160


# A sentence's stop after a word or a number (an initial's stop is none), and the share of a narrow
# paste's lines that hold one where it is references wrapped at its width.
_SENTENCE_STOP_RE = re.compile(r"(?:[^\W\d_]{2}|[\d)])\.(?:\s|$)")
_NARROW_STOPS_SHARE = 0.25


def _wrapped_at_width(texts: list[str], width: int) -> bool:
    """Text wrapped at a width (copied from a PDF's columns): many lines reach the width, and most
    of those stop mid-sentence. A list of one reference a line has long lines too, but they end
    like finished citations. ``texts``: the paste's lines that are not blank, without their ends'
    white space."""
    if not 30 <= width <= _WIDEST_WRAP:
        return False
    if width < 40 and sum(1 for text in texts if _SENTENCE_STOP_RE.search(text)) < _NARROW_STOPS_SHARE * len(
        texts
    ):
        # A column this narrow holds cards (a title, a line of names, a venue and year) as often:
        # references wrapped in it stop a sentence on many lines ("(2003).", "streamflow. Marine").
        return False
    full = [text for text in texts if len(text) >= _FULL * width]
    # "Title (2023) Journal Link": a row that ends on its journal's name is whole all the same.
    unfinished = sum(1 for text in full if not _ends_complete(text) and not _title_year_venue_row(text))
    return len(full) >= 3 and len(full) >= 0.4 * len(texts) and unfinished >= 0.5 * len(full)


def _open_item(
    section: Section,
    line: Line,
    marker: str,
    groups: list[tuple[Section, list[Line], str]],
    ledger: LineLedger,
    read_other_sections: bool = False,
) -> list[Line] | None:
    """The group an item's first line opens, added to ``groups``; None where its section is no
    publications' (a teaching or service heading): the line is marked ignored instead, unless
    ``read_other_sections``."""
    if section.skip and read_other_sections:
        section = replace(section, skip=False)
    if section.skip:
        ledger.mark(line.number, LineKind.IGNORED, f"{_UNDER_OTHER_HEADING} {section.name!r}")
        return None
    group = [line]
    groups.append((section, group, marker))
    return group


def _group_entries(
    lines: list[Line],
    ledger: LineLedger,
    result: ParseResult,
    margin_years: dict[int, int],
    model: list[tuple[LineLabel, float]] | None = None,
    abstracts: dict[int, list[str]] | None = None,
    layout: _Layout | None = None,
    read_other_sections: bool = False,
    page_reasons: dict[str, str | None] | None = None,
    legend: _Legend | None = None,
    subjects: dict[int, list[str]] | None = None,
    card_furniture: frozenset[str] = frozenset(),
    record_lines: frozenset[int] = frozenset(),
    card_openers: frozenset[int] = frozenset(),
) -> list[tuple[Section, list[Line], str]]:
    """The entries of a paste as (section, lines, the list marker of the first line). An
    "Abstract: …" paragraph under an entry goes into ``abstracts`` under its first line's number,
    and the terms of its rows of subjects or keywords into ``subjects``;
    items under a teaching or service heading are left out unless ``read_other_sections``.
    ``margin_years``: the years a list dated in the margin prints before its items (``marginyears.find``);
    ``page_reasons``: ``page_line_reason`` of the texts of ``lines``, where already known;
    ``legend``: where the paste's legend lines are, where already known; ``card_furniture``: the
    texts of the lines that are badges or buttons the page repeats on its cards (``cardfurniture``);
    ``record_lines``: the title, names and venue lines of the paste's record cards
    (``record_card_lines``), never noise; ``card_openers``: the first lines of the paragraphs a
    portal closes on its record's field line, each opening a card whatever the labeller and the
    heading rules say (``_closed_card_openers``)."""
    abstracts = {} if abstracts is None else abstracts
    subjects = {} if subjects is None else subjects
    blanks = frozenset(line.number for line in lines if not line.text.strip())
    facts = _status_markers(_line_facts(_split_run_on(_contribution_citations_apart(lines)), legend))
    step = _numbering_step(facts)
    shape = _numbering_shape(facts)
    marked_style = _marker_style(facts, step)
    member_names = set() if marked_style else _unmarked_member_names(facts)
    layout = _layout(lines) if layout is None else layout
    # (Only paragraphs or a hanging indent let the layout join a line to the entry above: with
    # neither, as in most pastes, ``_layout_continues`` is not asked line by line.)
    laid_out = layout.hanging or layout.paragraphs
    last_number: int | None = None  # the number of the last numbered entry
    # A CV numbers each kind of work on its own ("[J7]", "[C3]", "[J6]": biblatex's
    # ``prefixnumbers``), the kinds interleaved in a list sorted by date: the last number of
    # each letter prefix, which a marker with that prefix follows on from.
    last_by_prefix: dict[str, int] = {}
    # How the numbers of the list under the last heading are written: each section of a page may
    # number its own list its own way ("[C12]" for conference papers, "J5." for journal articles).
    run_shape: str | None = shape
    groups: list[tuple[Section, list[Line], str]] = []
    section = Section()
    current: list[Line] | None = None
    previous_number = 0
    blank_before = True
    heading_levels: list[int] = []
    noise: Line | None = None  # the noise line just above, whose wrapped lines are noise too
    role: Line | None = None  # the résumé's job or degree line above, whose place and work lines follow
    opened_by_award = False  # the current entry is an award line so far, which opens the card under it
    abstract: list[Line] | None = None  # the lines of the abstract being read
    if card_furniture:
        facts = _with_card_furniture(facts, card_furniture)
    furniture = _page_furniture(facts, page_reasons or {})
    table: tuple[str, ...] | None = None  # the roles of the columns of the table being read
    for index, (line, stripped, marker, body, reason, heading_like) in enumerate(facts):
        if line.number in furniture:
            # A page's number or running head, copied with the text: the entry it interrupts goes
            # on below it, across the blank lines around it.
            ledger.mark_page_line(line.number, furniture[line.number])
            result.issues.append(ParseIssue(line=line.number, message=f"left out: {furniture[line.number]}"))
            following = facts[index + 1].line.number if index + 1 < len(facts) else line.number + 1
            previous_number = max(previous_number, following - 1)
            continue
        # A blank line since the last line that was used (an orphan link-label line does not count).
        blank_before = blank_before or line.number > previous_number + 1
        previous_number = line.number
        if reason == RESUME_ITEM_REASON and not blank_before and _title_and_names(current):
            # "Title / A. Name / Master Thesis, 2019": the closing line of a thesis's card, not a
            # résumé's item (those stand under a heading, a blank line or the item above).
            reason = None
        if reason:
            # A teaser image or a card's badge between cards keeps the blank line above it: the card
            # under it is new.
            blank_before = blank_before and reason in (_IMAGE_REASON, CARD_FURNITURE_REASON)
            ledger.mark(line.number, LineKind.IGNORED, reason)
            if reason == QUOTED_REVIEW_REASON:
                # Words about the entry above, not of it: said, so that no one wonders where they went.
                result.issues.append(ParseIssue(line=line.number, message=f"left out: {reason}"))
            if reason == RESUME_ITEM_REASON:
                role, current = line, None  # a résumé's item ends the entry above it
            elif reason == CONTRIBUTION_REASON:
                current = None  # the account of the next contribution ends the last citation of one
            continue
        if (
            role is not None
            and not blank_before
            and not heading_like
            and line.number - role.number <= _LINES_OF_A_ROLE
        ):
            # "Master Thesis, 2019" / "University of X": the place and work of the job or degree above.
            ledger.mark(line.number, LineKind.IGNORED, "the place or work of a résumé's job or degree above")
            continue
        role = None
        label, confidence = model[line.number - 1] if model else (None, 0.0)
        if not marker and line.number in margin_years and label == LineLabel.START:
            # "2022 A. Name, …" then "B. Name, …": the margin's year dates the items under it that
            # print none, as a year's heading does (moderncv's \cventry leaves the column empty).
            section = apply_heading(section, str(margin_years[line.number]))
        if (
            current is not None
            and not blank_before
            and _in_paragraph_of(current, line, blanks)
            and (terms := _card_subjects(facts, index, current, ledger, tagged=bool(subjects))) is not None
        ):
            subjects.setdefault(current[0].number, []).extend(terms)
            ledger.mark(line.number, LineKind.IGNORED, SUBJECTS_REASON)
            continue
        if abstract is not None and abstract[-1].number + 1 == line.number and label == LineLabel.NOISE:
            abstract.append(line)  # the abstract's paragraph goes on
            ledger.mark(line.number, LineKind.IGNORED, ABSTRACT_REASON)
            continue
        abstract = None
        if noise is not None and noise.number + 1 == line.number and _layout_continues(layout, line, [noise]):
            ledger.mark(line.number, LineKind.IGNORED, "not part of an entry (line model: noise)")
            noise = line
            continue
        noise = None
        # In a list numbered in sequence, a number out of sequence at the start of a line is the
        # text of a wrapped entry ("48. No. 3. P. 425–437"), unless the numbering starts again at 1
        # or jumps ahead after a finished reference (an excerpt of a longer list); so is a marker
        # written unlike the list's ("23. 4 (2004)" in a list numbered "22)", "- Crater" in one
        # numbered "[22]"). A line without a marker is in no sequence.
        number, out_of_sequence = None, False
        if marker:
            number = _marker_number(marker)
            prefix = _marker_prefix(marker)
            previous = last_number
            if prefix and last_by_prefix and number is not None:
                # (the first of its kind follows on from none: it opens its kind's count)
                previous = last_by_prefix.get(prefix, number - step)
            out_of_sequence = bool(step) and number not in (None, 1) and previous is not None
            out_of_sequence = out_of_sequence and not 0 < (number - previous) * step <= 3
            if out_of_sequence and current is not None and (number - previous) * step > 0:
                # Not a jump ahead: a year opening a wrapped line ("15. Staples JE, Mead PS." over
                # "2006. Epidemiologic …"), or a line the layout puts inside the entry (indented
                # under its first line).
                out_of_sequence = (
                    not _ends_reference(current[-1].text)
                    or number >= _SMALLEST_YEAR > previous  # type: ignore[operator]
                    or _layout_continues(layout, line, current)
                )
            if run_shape is None:
                run_shape = _marker_shape(marker)
            out_of_sequence = out_of_sequence or bool(step and _marker_shape(marker) != run_shape)
        # A member's name between the items of a list grouped by member heads the items under it.
        names_member = (
            marked_style
            and not marker
            and (current is None or _looks_complete(current))
            and person_heading(heading_text(stripped)) is not None
        )
        # (The cheap tests first, here and below: most lines of a long paste go through every one.)
        if not marker and "\t" in line.text and (header := column_roles(line.text)) is not None:
            # "Year\tTitle\tAuthors\tJournal": a table's header row, read with its rows (``rows``).
            ledger.mark(line.number, LineKind.HEADING)
            current, table = None, header
            blank_before = False
            last_number = run_shape = None
            last_by_prefix = {}
            continue
        if table is not None:
            if "\t" in stripped and stripped.count("\t") < len(table):
                # A row of the table under its header: an entry of its own, however few rows it has.
                current = _open_item(section, line, marker, groups, ledger, read_other_sections)
                blank_before = False
                continue
            current, table = None, None  # a line of no cells ends the table (a heading, a note)
        if line.number in member_names or (
            not marker
            and ("," in stripped or stripped.isupper())
            and _name_heading_over_dated_items(stripped, facts, index)
        ):
            # A member whose items, naming no one, follow: "CAMACHO RIOS, A." over "(2013). TITLE.
            # …" lines (a department page's professor), "Ana Ruiz" between "Title (Press 2019)."
            # lines (a faculty page without list markers); not the names of the item under it.
            section = apply_heading(section, stripped)
            ledger.mark(line.number, LineKind.HEADING)
            current = None
            blank_before = False
            last_number = run_shape = None
            last_by_prefix = {}
            continue
        if section.person is not None and not marker and position_line(stripped):
            # "Professor of Law" under "Ana Ruiz": the member's position, no item; the items under
            # it are still the member's.
            ledger.mark(line.number, LineKind.HEADING)
            current = None
            blank_before = False
            last_number = run_shape = None
            last_by_prefix = {}
            continue
        if current is not None and not marker and annotates_reference_above(current[0].text, body):
            # "Okafor argues that …" under "Okafor, B. (2011). …": an annotated bibliography's note
            # on the reference above, neither the next reference nor a part of this one.
            ledger.mark(line.number, LineKind.IGNORED, _ANNOTATION_REASON)
            noise = line
            blank_before = False
            continue
        if (
            current is not None
            and not blank_before
            and not names_member
            and (
                (
                    marked_style
                    and (
                        out_of_sequence
                        or (
                            not marker
                            and _unfinished_above(
                                layout, current, stripped, partial(_texts_after, facts, index, 1)
                            )
                        )
                    )
                    and not (not marker and _year_over_renumbered_item(lines, line, stripped))
                )
                or (laid_out and (not marker or out_of_sequence) and _layout_continues(layout, line, current))
                or (not marker and stripped[:1].isupper() and _stops_inside_names(current, stripped))
            )
        ):
            # Inside a wrapped paragraph or under a hanging indent the layout decides: a year, a
            # short or an odd-looking line there is the rest of the entry, not a heading or noise.
            current.append(line)
            continue
        if current is not None and not marker and (is_link_line(stripped) or notes_access(body)):
            # (A link, or the note a style prints with it, "Available at:", "Accessed 4 May 2020",
            # "[Online].", on a line of its own: the end of the reference above.)
            current.append(line)
            blank_before = False
            continue
        if not marker and _is_award_line(stripped) and not (blank_before and names_awards(stripped)):
            if award_of_line(stripped) and _award_opens_entry(
                lines, line, blank_before or current is None, model
            ):
                # "Best Paper Award" above a card, the card's first line right under it.
                current = _open_item(section, line, marker, groups, ledger, read_other_sections)
                opened_by_award = current is not None
                blank_before = False
                continue
            if current is not None:
                current.append(line)
                blank_before = False
                continue
        if opened_by_award and current is not None and not blank_before:
            current.append(line)  # the card an award line above it opens
            opened_by_award = blank_before = False
            continue
        opened_by_award = False
        if (
            not marker
            and (blank_before or current is None)
            and _badge(stripped) is not None
            and _card_below(lines, line)
        ):
            # "NeurIPS 2023" on its own line right above a card's title: the card's venue badge.
            current = [line]
            groups.append((section, current, marker))
            blank_before = False
            continue
        heads_marked_list = (
            marked_style and not marker and _heads_numbered_items(label, current, blank_before)
        )
        if (
            (heads_marked_list or _is_heading_line(stripped, marked_style, marker, heading_like))
            and not (
                current is not None
                and not blank_before
                and not marked_style
                and year_heading(stripped) is None
                and not stripped.startswith("#")
                and not _kind_heading_after_finished_entry(current, stripped)
                and not _enumerated_section_heading(stripped)
            )
            and (heading_like or names_member or not _titles_card(lines, line, model))
            # a portal's record (title, then its citation, closed by its kind) opens on its title,
            # however short or whole the citation under it reads; a year over it is a heading still
            and not (line.number in card_openers and year_heading(stripped) is None)
            and line.number not in record_lines  # (a record card's title, however short)
            and not (blank_before and _status_line_below(lines, line))
            and not (not blank_before and _year_closing_record(lines, line, stripped, current))
            and not (
                # A line right under an item that only looks like a heading (short, or naming a
                # type: "Proceedings of the …"), which the labeller is sure goes on with the item:
                # a narrow column's wrapped line. A year's or a marked-up heading stays one.
                current is not None
                and not blank_before
                and (not heading_like or (year_heading(stripped) is None and not stripped.startswith("#")))
                and label == LineLabel.CONTINUATION
                and confidence >= _JOIN_AGAINST_RULES_CONFIDENCE
                and not _enumerated_section_heading(stripped)
                and not (marked_style and _kind_heading_after_finished_entry(current, stripped))
            )
        ):
            level = _heading_level(stripped)
            text = heading_text(stripped)
            if text:
                nested = level > 0 and heading_levels and level > heading_levels[-1]
                section = apply_heading(section, text, level=1 if nested else 0)
                heading_levels = (
                    [lv for lv in heading_levels if lv < level] + [level] if level else heading_levels
                )
            ledger.mark(line.number, LineKind.HEADING)
            current = None
            blank_before = False
            last_number = run_shape = None
            last_by_prefix = {}
            continue
        if is_link_line(stripped):
            ledger.mark(line.number, LineKind.IGNORED, "link labels without an entry")
            continue
        titles_names_line = (
            current is not None
            and len(current) == 1
            and not blank_before
            and not (layout.hanging or layout.wrapped or layout.paragraphs)
            and _names_and_year_line(current[0].text.strip())
        )
        if (
            current is not None
            and not blank_before
            and is_abstract_paragraph(stripped)
            and (
                _snippet_under_card(current, line, blanks)
                if is_abstract_snippet(stripped)
                else _card_read(current)
            )
        ):
            # "Title" / "Journal 2022" / "Rodrigues D, Jacinto L" / "Chronic stress is …": the
            # abstract a card writes under its fields without a label, whatever the labeller says.
            abstract = [line]
            abstracts[current[0].number] = abstract  # type: ignore[assignment]
            ledger.mark(line.number, LineKind.IGNORED, ABSTRACT_REASON)
            continue
        if (
            label == LineLabel.NOISE
            and confidence >= _NOISE_CONFIDENCE
            and not (marked_style and marker)
            and not titles_names_line
            and line.number - 1 not in member_names  # the item under a member's name, whole
            and line.number not in card_openers
            and line.number not in record_lines
            and not (layout.hanging and _opens_hanging_entry(layout, lines, line))
            and not (current is not None and not marker and _broken_off_above(layout, current, body))
            # (a reference's DOI on a line of its own under it goes with it, as ``_is_lone_doi`` reads)
            and not (current is not None and not blank_before and _is_lone_doi(body))
            and not (not marker and _opens_reference_paragraph(layout, facts, index, current, blank_before))
        ):
            if current is not None and after_abstract_label(stripped) is not None:
                # "Abstract: We present …" under a card: the card's abstract, not a line of its own.
                abstract = [line]
                abstracts[current[0].number] = abstract  # type: ignore[assignment]
                ledger.mark(line.number, LineKind.IGNORED, ABSTRACT_REASON)
            else:
                ledger.mark(line.number, LineKind.IGNORED, "not part of an entry (line model: noise)")
                noise = line
            blank_before = False
            continue
        if _is_lone_doi(body):
            # "DOI: 10.1002/dc.10176" on a line of its own opens no entry, whatever the labeller
            # says: it goes with the entry being read, if any (see ``_is_lone_doi``).
            if current is None:
                ledger.mark(line.number, LineKind.IGNORED, _LONE_DOI_REASON)
            else:
                current.append(line)
            blank_before = False
            continue
        if current is None or (marked_style and groups[-1][2]):
            # (An unmarked entry in a marked list, under a heading of its own, "Working Papers",
            # is followed as an unmarked list is: a blank line and a new citation end it.)
            starts_new = current is None or bool(marker)
        elif marked_style and marker and not out_of_sequence and _marker_number(marker) is not None:
            # The first numbered item of a numbered list under unnumbered lines (a note that
            # introduces the list): the number opens the item, as each number of the list does.
            starts_new = True
        elif blank_before:
            paragraph = " ".join([body, *_texts_after(facts, index, _LINES_READ_AHEAD)]).strip()
            line_below_blank = not _texts_after(facts, index, 1)[0]
            card_names_below = len(current) == 2 and line_below_blank and _card_names_after_gap(current, body)
            goes_on = _goes_on_across_blank(layout, current, body, paragraph, label, confidence)
            starts_new = not (goes_on or card_names_below)
        elif not marker and _broken_doi_goes_on(layout, current[-1].text, body):
            starts_new = False  # ".1016/j.jcp.2020.109431" under "… https://doi.org/10": a DOI's rest
        elif len(current) > 1 and is_link_line(current[-1].text.strip()):
            starts_new = True  # a card closed by its row of link labels: the line under it opens the next
        elif titles_names_line and not marker:
            starts_new = False  # "Jan Novak and Ines Duarte. 2014." over the title line: one entry
        elif not marker and margin_years and marginyears.names_close_card(current, body, margin_years):
            starts_new = False  # "2021 Title, Journal 56" / "A. Rossi, B. Bianchi": one \cventry
        elif not marker and margin_years and marginyears.opens_next_card(current, line, margin_years):
            starts_new = True  # the next \cventry, under the names that closed the one above
        elif not marker and _THESIS_LINE_RE.match(body):
            starts_new = False  # "Ph.D. thesis. University of Fribourg.": the entry's venue line
        elif not marker and "(" in body and _JOURNAL_YEAR_DOI_RE.match(body):
            starts_new = False  # "Nature Methods (2023). DOI: 10.1038/…": a card's venue line, no names
        elif layout.hanging and (
            _indent(line.text) != _indent(current[0].text) or _indent(current[-1].text) > _indent(line.text)
        ):
            # A hanging indent: an indented line continues the entry, a flush one after it starts one.
            starts_new = _indent(line.text) <= _indent(current[0].text)
        elif layout.flush_starts and _indent(line.text) == 0 and not stops_inside(current[-1].text):
            starts_new = True  # a flush line after a reference that fitted on its flush line
        elif layout.hanging and _opens_hanging_entry(layout, lines, line):
            starts_new = True  # flush, with indented lines under it: after a reference of one line
        elif len(body) >= _SHORTEST_FAMILY_NAMES_ITEM and _family_names_item_after(current, body):
            starts_new = True  # "Title. Iyer, Tan and Ortiz. NDSS 2019.": a whole item after a finished one
        elif not marker and "[" in body and _second_typed_reference(current, body):
            starts_new = True  # "作者. 题名[J]. 期刊, 2009." under a whole reference written alike
        elif ". " in body and _whole_names_item_after(current, body):
            starts_new = True  # "Title. Ada Okafor, Lena Brandt" under another item of one line alike
        elif not marker and _title_year_venue_row(body) and _title_year_venue_row(current[-1].text):
            starts_new = True  # "Title (2023) Journal Link" under a row alike: one work a row
        elif (
            layout.wrapped
            and not layout.hanging
            and (not marked_style or _marker_number(marker) in (None, *range(1000, 10000)))
        ):
            # (In a list that numbers no entries, "2. Elsevier, 1995, pp. 1063-1229." is the rest of
            # a reference wrapped after "vol.", not an item's number.)
            starts_new = _wrapped_start(
                layout,
                current,
                body if not marker else stripped,
                label,
                confidence,
                partial(_texts_after, facts, index, _LINES_READ_AHEAD),
            )
        elif (
            label is not None
            and len(current) <= 2
            and _card_wants_names(current, body, *_texts_after(facts, index, 1))
        ):
            # However sure the labeller is that the names start an entry: a card's title line,
            # without names or a year, is no publication on its own.
            starts_new = False
        elif label is not None and len(current) == 2 and _card_names_after_gap(current, body):
            # "Title" / "Nature Communications 2022" / "Rodrigues D, Jacinto L": the author line
            # a card writes under its title and venue lines, set apart by a blank line or not.
            starts_new = False
        elif (
            label == LineLabel.CONTINUATION
            and confidence < _JOIN_AGAINST_RULES_CONFIDENCE
            and _card_done(current)
            and _names_line(*_texts_after(facts, index, 2))
        ):
            starts_new = True  # a title over names, after a card read to its venue line's year
        elif body[:1] in "(12" and _year_before_names(body) is not None and _looks_complete(current):
            starts_new = True  # "2022 Brandt J, …" after a finished entry: a CV's next year and names
        elif label is not None:
            starts_new = label == LineLabel.START or (
                confidence < _JOIN_AGAINST_RULES_CONFIDENCE
                and (_starts_citation(body) or _whole_citation(body))
                and _looks_complete(current)
            )
        else:
            starts_new = _starts_citation(body) and _looks_complete(current)
        if starts_new:
            current = _open_item(section, line, marker, groups, ledger, read_other_sections)
            blank_before = False
            if current is None:
                continue
            last_number = number if number is not None else last_number
            if number is not None and (prefix := _marker_prefix(marker)):
                last_by_prefix[prefix] = number
        else:
            current.append(line)
        blank_before = False
    return groups


def _with_card_furniture(facts: list[_LineFacts], card_furniture: frozenset[str]) -> list[_LineFacts]:
    """The facts with the badges and buttons a page repeats on its cards (``card_furniture``: their
    texts) made lines of no entry where they stand, as an image is: unlike a page's head or foot,
    such a line joins no entry across the blank line above it. A row of links under a card's lines
    ("View PDF", "HTML"), no blank line between, stays with the card: the rules for links read it
    as the card's end."""
    found: list[_LineFacts] = []
    in_card = False  # a card's own line stands above, in the run of lines without a blank one
    for fact in facts:
        if found and found[-1].line.number != fact.line.number - 1:
            in_card = False
        if fact.line.text in card_furniture and not (in_card and is_link_line(fact.stripped)):
            fact = fact._replace(ignore=CARD_FURNITURE_REASON, heading_like=False)
        elif not fact.ignore and not fact.heading_like:
            in_card = True
        found.append(fact)
    return found


_ANNOTATION_REASON = "an annotation of the reference above"
_PAGE_NUMBER_RE = re.compile(r"^(?:page\s+|p\.\s*|-\s*)?(\d{1,4})(?:\s*-)?$", re.IGNORECASE)
# A page number at a running head's start or end; a year there is the date of a card's venue line
# ("… (IROS), October 2020" and "… (IROS), October 2018" are two venues, not one head).
_EDGE_NUMBER_RE = re.compile(r"^(?!(?:1[5-9]|20)\d\d\b)\d{1,4}\s+|\s+(?<!\d)(?!(?:1[5-9]|20)\d\d$)\d{1,4}$")
# Page numbers come once a page; numbers on their own line more often than once in this many
# lines count items or rows.
_LINES_PER_PAGE_AT_LEAST = 8


def _page_furniture(facts: list[_LineFacts], page_reasons: dict[str, str | None]) -> dict[int, str]:
    """The lines of a paste that a PDF's pages put there, by number, with what they are: page
    numbers on their own line (not years), and running heads (the same line on several pages,
    apart from a page number at its start or end). ``page_reasons``: ``page_line_reason`` of
    line texts already read (a line split from a run-on one is read here)."""
    found = dict.fromkeys(_page_numbers(facts), "a page number")
    repeats: dict[str, list[_LineFacts]] = {}
    # A page's number beside a line, on its own line or at the line's edge.
    numbered: set[int] = set()
    for index, fact in enumerate(facts):
        if fact.line.number in found:
            numbered.update(other.line.number for other in facts[max(index - 1, 0) : index + 2])
        if 10 <= len(fact.stripped) <= 150 and not fact.marker:
            head = _EDGE_NUMBER_RE.sub("", fact.stripped)
            repeats.setdefault(head, []).append(fact)
            if head != fact.stripped:
                numbered.add(fact.line.number)
    for head, heads in repeats.items():
        if (
            len(heads) >= 2
            and len(heads) * _LINES_PER_PAGE_AT_LEAST <= len(facts)
            and _WORD_RE.search(head)
            and _once_a_page(heads)
            and (
                all(_looks_like_running_head(fact) for fact in heads)
                or _head_beside_page_numbers(head, heads, numbered)
            )
        ):
            found.update(dict.fromkeys((fact.line.number for fact in heads), _RUNNING_HEAD))
    for fact in facts:
        if fact.line.number in found:
            continue
        text = fact.line.text
        reason = page_reasons[text] if text in page_reasons else page_line_reason(fact.stripped)
        if reason is not None:
            found[fact.line.number] = reason  # a CV's page head or foot that says so, once is enough
    return found


_RUNNING_HEAD = "a page header or footer (repeated on several pages)"

# How far up a reference's first line (its number) is looked for above a journal's page head.
_REFERENCE_LINES_AT_MOST = 8
_ENDS_REFERENCE_RE = re.compile(r"(?:\.|\b10\.\d{4,9}/\S+|https?://\S+)$")


def _journal_heads_between_references(texts: list[str]) -> list[int]:
    """The positions of the lines shaped like a journal's page head ("Journal of X, Vol. 3",
    ``pagelines.journal_head``) that stand between two numbered references: the line below opens
    with a list number, the reference above is dated and closed (a stop, a DOI or a link at its
    end). A line so shaped under an undated or open reference is its wrapped venue."""
    found = []
    for index in range(1, len(texts) - 1):
        if not journal_head(texts[index]) or not strip_list_marker(texts[index + 1])[0]:
            continue
        above = texts[max(index - _REFERENCE_LINES_AT_MOST, 0) : index]
        first = next(
            (back for back in range(len(above) - 1, -1, -1) if strip_list_marker(above[back])[0]), None
        )
        if (
            first is not None
            and _ENDS_REFERENCE_RE.search(above[-1].rstrip()) is not None
            and any(WRITTEN_YEAR_RE.search(line) for line in above[first:])
        ):
            found.append(index)
    return found


def _ends_reference_in_progress(above: str, text: str) -> bool:
    """Is a line that reads like a page's foot with a name beside its number ("Kluwer, p. 197")
    the last line of the reference right above it, which stops inside a phrase or after a comma
    ("…, eds. Feretti L., Gioia I.M., ASSL,")? A page's number alone ("Page 3 of 7") or a line
    naming the document ("A. Name – CV – Page 2") stays one wherever it falls: a page may break
    inside a reference."""
    if not above.strip() or names_itself_a_page_line(text):
        return False
    above = above.rstrip()
    return above.endswith(",") or stops_inside(above)


# A running head without a number of its own ("OKAFOR AND MOREAU") is as short as an authors' head.
_LONGEST_BARE_HEAD = 60


def _head_beside_page_numbers(head: str, heads: list[_LineFacts], numbered: set[int]) -> bool:
    """A short line repeated a page apart that carries the page's number at its edge, or stands
    beside a page number, on one page at least ("18 OKAFOR AND MOREAU" … "OKAFOR AND MOREAU"): the
    authors' running head, which holds no volume or year. ``numbered``: the lines beside or
    carrying a page number."""
    return (
        len(head) <= _LONGEST_BARE_HEAD
        and any(fact.line.number in numbered for fact in heads)
        and not any(fact.ignore or is_link_line(fact.stripped) for fact in heads)
    )


def _once_a_page(heads: list[_LineFacts]) -> bool:
    """Do the repeats of a line come a page apart at least? A page's head or foot does; a lab
    page's venue line repeated on cards a few lines apart ("Computers & Chemical Engineering -
    2024" under two cards) does not."""
    numbers = [fact.line.number for fact in heads]
    return all(later - earlier >= _LINES_PER_PAGE_AT_LEAST for earlier, later in itertools.pairwise(numbers))


def _page_numbers(facts: list[_LineFacts]) -> list[int]:
    """The numbers of the lines that hold a page number alone (not a year): the longest run of
    such lines, two or more, whose numbers count up (by 5 at most) a page apart at least. A number
    alone may also be the last line of a reference (its pages, "549"), which stands outside the
    run. None when numbers alone are too many to be pages (a paste of short lines holds many)."""
    found: list[tuple[int, int]] = []  # (line, number)
    most = len(facts) // _LINES_PER_PAGE_AT_LEAST
    stray_at_most = _STRAY_NUMBERS_AT_MOST * max(most, 1)
    for fact in facts:
        match = _PAGE_NUMBER_RE.match(fact.stripped)
        if match is None or MODERN_YEAR_RE.fullmatch(match.group(1)) is not None:
            continue
        found.append((fact.line.number, int(match.group(1))))
        if len(found) > stray_at_most:
            return []
    best: list[tuple[int, int]] = []
    for start, first in enumerate(found):
        run = [first]
        for line, number in found[start + 1 :]:
            if 0 < number - run[-1][1] <= 5 and line - run[-1][0] >= _LINES_PER_PAGE_AT_LEAST:
                run.append((line, number))
        if len(run) > len(best):
            best = run
    return [line for line, _ in best] if 2 <= len(best) <= most else []


# Numbers alone on their lines, pages' and references' tails together, at most this many times
# as many as the paste has pages.
_STRAY_NUMBERS_AT_MOST = 2


_ET_AL_RE = re.compile(r"\bet\s+al\b")


def _looks_like_running_head(fact: _LineFacts) -> bool:
    """A journal's line (with its volume, year or pages) or the authors' ("Rossi et al."); a
    heading or a row of link labels repeats under every section and is none, and a line that
    opens with a name and is longer than an authors' head is a reference's (one listed twice)."""
    if fact.ignore or fact.heading_like or is_link_line(fact.stripped):
        return False
    if _ET_AL_RE.search(fact.stripped):
        return len(fact.stripped) <= 60
    return any(character.isdigit() for character in fact.stripped) and name_start(fact.body) is None


_MARKER_NUMBER_RE = re.compile(r"\d{1,4}")


# A number this large after the list's small ones is a year ("2006."), not the next item's.
_SMALLEST_YEAR = 1000


@text_cache(maxsize=4096)  # pure; each stage of the grouping asks it of the same markers
def _marker_prefix(marker: str) -> str:
    """The letters before a marker's number ("J" of "[J5]", "C" of "C12."), or ""."""
    found = _MARKER_PREFIX_RE.match(marker or "")
    return found.group(1) if found else ""


_MARKER_PREFIX_RE = re.compile(r"\[?\s*([A-Za-z]{1,3})\d")


@text_cache(maxsize=4096)  # pure; each stage of the grouping asks it of the same markers
def _marker_number(marker: str) -> int | None:
    """The number of a numbered list marker ("12.", "[12]", "(12)", "12-"), else None."""
    if not marker or marker.startswith(("\\", "•", "-", "*")) or _ALPHA_LABEL_RE.match(marker):
        return None
    found = _MARKER_NUMBER_RE.search(marker)
    return int(found.group(0)) if found else None


def _goes_on_across_blank(
    layout: _Layout,
    current: list[Line],
    body: str,
    paragraph: str,
    label: LineLabel | None,
    confidence: float,
) -> bool:
    """Does an unmarked line after a blank line (``body``, the first of ``paragraph``) go on with
    the entry above? A blank line ends a paragraph, but a copy from a PDF puts one inside a
    reference now and then, at a line that was wrapped. The line goes on where the entry above
    fills the paste's width and stops inside a phrase ("… of",
    "… and", "… &") and the line does not open like a citation, or stops mid-sentence and the line
    cannot open a reference (a lower-case word, pages, "In", "(Eds.)"), holds the rest of its names
    or closes its quoted title; else the labeller may join it when sure, unless the entry above
    ends like a finished reference and the paragraph opens like one or holds enough to be one
    alone (a year and a title's words), and is not a mere imprint or a few words of a venue."""
    if _broken_off_above(layout, current, body):
        return True
    if label != LineLabel.CONTINUATION or confidence < _JOIN_ACROSS_BLANK_CONFIDENCE:
        return False
    if not _ends_reference(current[-1].text) or too_little_for_a_reference(paragraph):
        return True
    alone = MODERN_YEAR_RE.search(paragraph) is not None and len(paragraph.split()) >= _WORDS_ALONE
    return not _starts_citation(body) and not alone


def _broken_off_above(layout: _Layout, current: list[Line], body: str) -> bool:
    """Is the entry above broken off, with its rest in ``body``: its last line was wrapped (it
    fills the paste's width: a reference a line, cut short in the copy, stays apart), and it stops
    inside a phrase and ``body`` does not open like a citation, or it stops mid-sentence and
    ``body`` cannot open a reference, holds the rest of its names or closes its quoted title, or
    (in a paste wrapped at a width) it ends on a word, the entry opens with its authors and
    ``body`` does not?"""
    if not _wrapped_above(layout, current):
        return False
    above = current[-1].text
    if stops_inside(above) and (not _starts_citation(body) or names_go_on(above, body)):
        return True
    if above.rstrip()[-1:].isdigit() and _ISSUE_LINE_RE.match(body.lstrip()):
        return True  # "… Research 64" over "(1): 483–497.": the volume's issue and pages
    if _ends_reference(above):
        return False
    written = " ".join(line.text for line in current)
    return (
        opens_no_reference(body)
        or (
            layout.wrapped
            and _WORD_END_RE.search(above.rstrip()) is not None
            and _opens_with_authors(strip_list_marker(current[0].text.strip())[1])
            and not _opens_with_authors(body)
        )
        or (len(current) <= _MOST_LINES_OF_NAMES and names_go_on(written, body))
        or closes_open_quote(written, body)
    )


# In a paste wrapped at a width, a wrapped line that ends on a word with no stop after it ("…
# Journal of Museum", "… Former UST NS-4 Groundwater") leaves its sentence to the next line (a
# paste of one reference a line fills its width with whole references, some without a stop), where
# the entry opens with its authors and the paragraph below does not (a card's venue line may end
# on a word, "… Dynamics, under review", over the next card's title).
_WORD_END_RE = re.compile(r"[^\W\d_]$")
# A body's name and its year that open a reference ("World Health Organization. 2020.", "EPA, 2019,").
_BODY_AND_YEAR_START_RE = re.compile(r"[^.]{1,100}[.,]\s\(?(?:1[5-9]|20)\d\d\b")


def _opens_with_authors(text: str) -> bool:
    """Does the line open as a reference does with its authors: a person's name, a body's name and
    its year, or the dash that repeats the names of the reference above?"""
    return (
        name_start(text) is not None
        or _BODY_AND_YEAR_START_RE.match(text) is not None
        or _SAME_NAMES_START_RE.match(text) is not None
    )


# A paragraph after a finished reference with a year and this many words may be a reference alone.
_WORDS_ALONE = 8
# The lines of a paragraph read to judge it (a reference wraps over a few).
_LINES_READ_AHEAD = 4


def _title_and_names(current: list[Line] | None) -> bool:
    """Do the lines of the entry so far read as a card's title and, under it, its names?"""
    if not current or len(current) < 2:
        return False
    names = current[-1].text.strip()
    return len(current[0].text.split()) >= 4 and len(names.split()) >= 2 and is_author_list(names)


# A résumé's job or degree line, then its place (employer, university), a line on the work and
# its link labels: no more before the next item.
_LINES_OF_A_ROLE = 3


def _layout_continues(layout: _Layout, line: Line, current: list[Line]) -> bool:
    """Does the layout alone say that ``line`` goes on with the entry of ``current``?"""
    if layout.hanging:
        return _indent(line.text) > _indent(current[0].text)
    return layout.paragraphs and _wrapped_above(layout, current)


def _opens_reference_paragraph(
    layout: _Layout, facts: list[_LineFacts], index: int, current: list[Line] | None, blank_before: bool
) -> bool:
    """In a paste laid out one reference a paragraph, does a paragraph open at ``facts[index]``
    that reads as a reference, whatever the labeller says of its lines? It opens where the one
    above ended (at a blank line, or under a line that stops short of the width), runs on while
    its lines fill the width, and holds a year, a citation's parts and words enough for a
    reference, and no sentence of running text (a finite verb, "we", "our", "you")."""
    if not (layout.paragraphs or layout.wrapped) or layout.hanging:
        return False
    if not blank_before and current is not None and _wrapped_above(layout, current):
        return False  # inside a paragraph
    texts = [facts[index].stripped]
    for following in _texts_after(facts, index, _LINES_OF_A_PARAGRAPH):
        if not following or len(texts[-1]) < _FULL * layout.width:
            break
        texts.append(following)
    paragraph = " ".join([facts[index].body, *texts[1:]])
    return (
        len(paragraph.split()) >= _WORDS_ALONE
        and WRITTEN_YEAR_RE.search(paragraph) is not None
        and len(_CITATION_PARTS_RE.findall(paragraph)) >= _CITATION_PARTS_AT_LEAST
        and not _FINITE_VERB_RE.search(paragraph)
        and not _PERSON_WORD_RE.search(paragraph)
    )


# The lines of a paragraph read to judge it (its year may be an old book's, "1730-1739"); a
# reference's parts are set apart by punctuation.
_LINES_OF_A_PARAGRAPH = 8
_CITATION_PARTS_RE = re.compile(r"[.,;:](?=\s)")
_CITATION_PARTS_AT_LEAST = 2


def _opens_hanging_entry(layout: _Layout, lines: list[Line], line: Line) -> bool:
    """Under a hanging indent, a flush line whose next line is indented starts an entry."""
    if not layout.hanging or line.number >= len(lines) or _indent(line.text) > 0:
        return False
    following = lines[line.number].text  # numbers are 1-based: this is the next line
    return bool(following.strip()) and _indent(following) > 0


# A line that reaches this share of the paste's width fills it (wrapping stops a word short).
_FULL = 0.75


def _wrapped_above(layout: _Layout, current: list[Line]) -> bool:
    """The entry's last line reaches the paste's width: it was wrapped, and the next line goes on."""
    return _wraps_at_width(layout) and len(current[-1].text.rstrip()) >= _FULL * layout.width


# The narrowest width a paste's lines fill that tells wrapping: 40 columns, or 30 where the paste
# reads as wrapped at its width (``_wrapped_at_width``: a two-column paper's column).
_NARROWEST_FILL = 40
_NARROWEST_WRAPPED_FILL = 30


def _wraps_at_width(layout: _Layout) -> bool:
    """Is the paste wide enough, or wrapped enough, for a full line to mean a wrapped one?"""
    return layout.width >= _NARROWEST_FILL or (layout.wrapped and layout.width >= _NARROWEST_WRAPPED_FILL)


def _unfinished_above(
    layout: _Layout, current: list[Line], stripped: str, line_below: Callable[[], list[str]] = lambda: [""]
) -> bool:
    """In a numbered list, the entry's last line fills the width, or stops mid-sentence and the
    unnumbered line ``stripped`` is no heading (an entry may end in "Best Paper Award" over a
    year heading): that line goes on with the entry. A line naming a kind of work under a finished
    entry ("In-Book-Chapter") heads the next section even where that entry's line fills the width:
    in a list of one long line an item, a line reaches the width without being wrapped; but not
    where the entry's text goes on under it (a venue's name wrapped in a narrow column). The
    entry's names alone, with their year, are no finished entry: its title follows, however
    like a heading its first line looks. ``line_below``: the text of the next line, in a list ("" for
    a blank one), asked for only where it is read."""
    if is_link_line(current[-1].text.strip()):
        return False  # a row of link labels closes its item: what follows is no more of its text
    if _enumerated_section_heading(stripped):
        return False  # "II. Book Chapters": the next numbered section, however full the line above
    if _wrapped_above(layout, current):
        if _year_between_finished_items(current, stripped, line_below()[0]):
            return False
        return not _kind_heading_after_finished_entry(current, stripped) or _text_goes_on_below(
            current, stripped, line_below()[0]
        )
    if _names_alone(current) and year_heading(stripped) is None:
        return not _kind_heading_after_finished_entry(current, stripped)
    if _ends_reference(current[-1].text):
        # "… survey." over "International Journal of" over "Computer Vision 202, …": a line that
        # stops inside a phrase heads nothing.
        return stops_inside(stripped.lower()) and _text_goes_on_below(current, stripped, line_below()[0])
    if year_heading(stripped) is not None:
        return False
    above = current[-1].text.rstrip()
    if above.endswith(",") or stops_inside(above.lower()):
        # "… (1990). The" over "Self-Organizing Map. In Proceedings": however like a heading the
        # line below looks, an item stopped after a comma or inside a phrase goes on in it.
        return True
    return not (len(stripped) <= 40 and looks_like_heading(stripped))


def _year_between_finished_items(current: list[Line], stripped: str, below: str) -> bool:
    """Is ``stripped`` a bare year between an item that ends like a finished citation and already
    names its year, and the next marked item ("… Icarus, 310, 10-19 (2019)." / "2018" / "• Okafor,
    …")? That is the next year's heading of a bulleted list of one line an item, however full
    the line above: a wrapped citation's year does not stand alone on the line after its end."""
    return (
        year_heading(stripped) is not None
        and stripped[:1].isdigit()
        and bool(strip_list_marker(below)[0])
        and _ends_reference(current[-1].text)
        and any(MODERN_YEAR_RE.search(line.text) for line in current)
    )


def _text_goes_on_below(current: list[Line], stripped: str, below: str) -> bool:
    """Is the line ``below`` one that looks like a kind's heading (``stripped``: "Conference on
    Parallel", "In Annual ACM-SIAM Symposium", "International Journal of") more of the entry's
    text, so that the line between is too: unnumbered, and no citation's opening, or under a
    line that stops inside a phrase, or under an entry that does not end like one ("… Layered. In
    European")? A section's heading in a numbered list stands over a numbered item, or over an
    unnumbered one that opens with its names, and ends on a word that can end a heading; a
    section that lists no works ("Teaching", "Grants") over anything."""
    if not below or strip_list_marker(below)[0] or names_other_section(heading_text(stripped)):
        return False  # (a CV's "Teaching and Mentoring" stands over lines that are no citations)
    return (
        stops_inside(stripped.lower()) or not _ends_reference(current[-1].text) or not _starts_citation(below)
    )


def _wrapped_start(
    layout: _Layout,
    current: list[Line],
    body: str,
    label: LineLabel | None,
    confidence: float,
    lines_below: Callable[[], list[str]],
) -> bool:
    """In text wrapped at a width, does this line start a reference? The line above tells: one
    that fills the width and stops mid-sentence goes on here; one that stops short (or, under a
    wrapped line, had room for this line's first word: ``segmentation.linewidth``) ended its
    reference; a line that cannot open a reference ("In …", pages) goes on with it. Where the
    line above fills the width and ends like a finished citation, a line that opens with a
    person's name starts the next, and the labeller decides the rest when it is sure (it learnt
    from lists with cues this layout lacks, so it is not asked otherwise). ``lines_below`` gives
    the texts of the lines below, "" for a blank one: asked for only where they are read, seldom."""
    if _LINK_START_RE.match(body):
        return False  # a DOI or URL that did not fit on the line above
    if _SAME_NAMES_START_RE.match(body):
        return True  # "——— Title …": the dash that repeats the names above opens a reference
    above = current[-1].text
    if _names_alone(current):
        return False  # "…, Omar Okafor, et al. 1977." over "“Title.” Journal …": the reference goes on
    full = _wrapped_above(layout, current)
    complete = _ends_reference(above)
    if (not full and complete) or _stops_short_after_wrapped(layout, current, body):
        # The line above had room for this line's first word: it was not wrapped, its reference
        # ended. "2007. Random forest for classification." over "Ecology 88: 2783-2792.": but
        # what follows is too little to be a reference of its own.
        # A line that was wrapped is judged with the rest of its reference below it, where its
        # first word would have fitted above (a long link, too wide for the line above, is the
        # rest of the reference above, whatever follows it).
        return not (
            too_little_for_a_reference(body)
            and (
                not stops_short(above, body, layout.width)
                or too_little_for_a_reference(_with_wrapped_lines(layout, body, lines_below))
            )
        )
    sure_start = label == LineLabel.START and confidence >= _JOIN_AGAINST_RULES_CONFIDENCE
    if full and not complete:
        # A reference may end with no stop ("… contract 9198/90/NL/SF"): a line the labeller is
        # sure opens one, with names and their year ("Okafor, A. & Brandt, J., 1969."), starts the next.
        return (sure_start and opens_with_names_and_year(body)) or _dated_names_opening(
            current, body, lines_below
        )
    if opens_no_reference(body):
        return False  # "In Dale, R., eds., …", "(Eds.)", pages: the rest of the reference above
    if (
        not full
    ):  # stops short without a period: a reference without one, or a word wrapped before a long link
        return sure_start and (_starts_citation(body) or opens_with_names_and_year(body))
    starts = (
        sure_start
        or (name_start(body) is not None and not _PLACE_START_RE.match(body))
        or _whole_names_opening(current, body, lines_below)
    )
    return starts and not _too_little_alone(layout, body)


# What may close the names of a reference's first lines: their year ("… et al. 1977.", "…, 2004,",
# "(1999)."), or the word or comma before the next name ("…, J. Zhang, and", "…, Ferreira, M.,").
_NAMES_CLOSE_RE = re.compile(r"(?:[\s,.]+\(?(?:19|20)\d\d[a-z]?\)?|,?\s+(?:and|&)|,)[.,:]?$")


# A reference's names fill this many lines at most before its title, and this many characters.
_MOST_NAME_LINES = 3
_LONGEST_NAMES = 400


def _names_alone(current: list[Line]) -> bool:
    """Are the entry's lines so far a list of names alone, or of names and their year ("Brown,
    H. B., D. Lefèvre, and A. Yılmaz.", "…, Omar Okafor, et al. 1977."), with no title yet? A
    reference goes on below them."""
    if len(current) > _MOST_NAME_LINES:
        return False
    written = " ".join(
        [strip_list_marker(current[0].text.strip())[1], *(line.text.strip() for line in current[1:])]
    )
    written = _NAMES_CLOSE_RE.sub("", written.rstrip())
    return "," in written and len(written) < _LONGEST_NAMES and is_author_list(written)


def _with_wrapped_lines(layout: _Layout, body: str, lines_below: Callable[[], list[str]]) -> str:
    """``body`` and, where it fills the width (it was wrapped), the lines below it up to the one
    that stops short: the reference it opens reads on there ("Okafor. Tidal Notes. Edited by
    B. Brandt." over "Leiden: Brill, 1994." is a reference, not a few words without a year)."""
    if len(body) < _FULL * layout.width:
        return body
    texts = [body]
    for text in lines_below():
        if not text:
            break
        texts.append(text)
        if len(text) < _FULL * layout.width:
            break
    return " ".join(texts)


def _dated_names_opening(current: list[Line], body: str, lines_below: Callable[[], list[str]]) -> bool:
    """Under a full line that stops mid-sentence, does ``body`` open the next reference with its
    names written whole, initials and all, and closed by a stop before a title ("F. Okafor and
    B. Lindqvist. On …", "Moreau, C. Tidal …"), as a style that dates a reference at its end
    writes them? The reference above already holds its year and stops at no phrase that names
    may finish ("In Proceedings of", "edited by"), and the one opening here holds a year before
    it ends (``lines_below`` gives the texts of the lines below it)."""
    if _DATED_NAMES_RE.match(body) is None or stops_inside(current[-1].text):
        return False
    if not any(WRITTEN_YEAR_RE.search(line.text) for line in current):
        return False
    return _dated_before_end(body, lines_below)


def _dated_before_end(body: str, lines_below: Callable[[], list[str]]) -> bool:
    """Does the reference opening at ``body`` hold a year before it ends (``lines_below`` gives
    the texts of the lines below it)?"""
    if MODERN_YEAR_RE.search(body):
        return True
    for text in lines_below():  # (the opening line's stop may close the title, not the reference)
        if not text:
            return False
        if MODERN_YEAR_RE.search(text):
            return True
        if _ends_reference(text):
            return False
    return False


def _whole_names_opening(current: list[Line], body: str, lines_below: Callable[[], list[str]]) -> bool:
    """Under a full line that ends like a finished reference, does ``body`` open the next with its
    names written out, given names first and without initials ("Ada Okafor. Tidal …", "Ada Okafor
    and Lena Brandt. On …"), closed by a stop before a title? The names may be no publisher's, no
    place's and hold no word of a venue's name ("Prentice Hall. Englewood Cliffs" is the imprint
    of the reference above); the reference above holds its year, and the one opening here holds
    one before it ends."""
    found = _WHOLE_NAMES_RE.match(body)
    if found is None:
        return False
    names = found.group(1)
    venue_words = known_venue_words()
    if any(word.lower() in venue_words for word in names.split()):
        return False
    pieces = [piece for piece in _CARD_NAMES_SEPARATOR_RE.split(names) if piece]
    if any(is_publisher_name(piece) or is_place(piece) for piece in pieces):
        return False
    if not any(WRITTEN_YEAR_RE.search(line.text) for line in current):
        return False
    return _dated_before_end(body, lines_below)


# Names written out, given names first (``names.WRITTEN_NAME_PATTERN``), listed with commas, "and"
# or "&", the last closed by a stop, then a title's first words ("A note on", "Tidal waves"), not the
# "In" of a book's editors; or then their year and a stop, as the ACM's reference format writes
# them ("Ada Okafor and Lena Brandt. 2019. Tidal Waves …", the title's words in capitals, or on
# the line below).
_WHOLE_NAMES_RE = re.compile(
    rf"({WRITTEN_NAME_PATTERN}(?:(?:,\s|,?\s(?:and|&)\s){WRITTEN_NAME_PATTERN})*)\.\s+"
    r"(?:(?!In\s)[A-Z][a-z]*\s+[a-z]|(?:19|20)\d\d[a-z]?\.(?:\s|$))"
)


# Names with their initials: "F. Okafor", "S. J. Brandt", "Okafor, F.", "Brandt, S. J.", listed with
# commas, "and" or "&", the last closed by a stop, then a title's capital.
_INITIALS = r"(?:[A-Z]\.[\s-]?){1,3}"
_FAMILY = r"[A-ZÀ-Þ][a-zà-ÿ'’]+(?:-[A-ZÀ-Þ][a-zà-ÿ'’]+)?"
_INITIALED_NAME = rf"(?:{_INITIALS}\s?{_FAMILY}\.?|{_FAMILY},\s?{_INITIALS})"
_DATED_NAMES_RE = re.compile(
    rf"{_INITIALED_NAME}(?:(?:,\s|,?\s(?:and|&)\s){_INITIALED_NAME})*(?<=\.)\s+[A-Z][a-z]+\s+[a-z]"
)


def _too_little_alone(layout: _Layout, body: str) -> bool:
    """Is a line, after a full line that ended like a reference, too little to be the next
    reference: it stops short of the width and runs on to no line below (so the reference would
    be this line alone; a line of names closed by a comma opens a card whose title is below) with
    neither a year and words enough nor names, year and title ("Concord, Vermont: Hillside
    Press.", "Press, Cambridge, Mass., 1982.", "J. Biol. Chem., 1996, 271, 1276-1277.": the rest
    of the reference above)?"""
    if len(body) >= _FULL * layout.width or body.rstrip().endswith(","):
        return False  # the line is wrapped or runs on: the reference would go on below it
    alone = MODERN_YEAR_RE.search(body) is not None and len(body.split()) >= _WORDS_ALONE
    return not alone and not opens_with_names_and_year(body)


def _stops_short_after_wrapped(layout: _Layout, current: list[Line], body: str) -> bool:
    """Does the entry's last line end a wrapped reference: the line before it was wrapped (it
    fills the width), it had room for the first word of ``body``, and the entry holds its year?
    A card's title line over its venue line, or its names over the dated venue line, stop short
    too, but no reference ended there."""
    above = current[-1].text
    return (
        len(current) >= 2
        and _wrapped_above(layout, current[:-1])
        and stops_short(above, body, layout.width)
        and not stops_inside(above)
        and _INSIDE_END_RE.search(above.rstrip()[-60:]) is None
        and any(WRITTEN_YEAR_RE.search(line.text) for line in current)
    )


# Chicago's, MLA's and the older APA's dash for the names of the reference above ("———.",
# "---,", "___"), at the start of a line.
_SAME_NAMES_START_RE = re.compile(r"^(?:[—―]{2,}|-{3,}|_{3,})[.,]?\s")
_LINK_START_RE = re.compile(r"[(<\[]?(?:https?://|www\.|doi\.org/|doi:|10\.\d{4,9}/)", re.IGNORECASE)
_LINK_END_RE = re.compile(r"(?:https?://|www\.|doi:|10\.\d{4,9}/)\S*$", re.IGNORECASE)
# A line that ends in an initial, "pp.", "et al." or an abbreviation of a venue's words ("Proc.",
# "Int. Conf.", "Trans.") stops inside a reference; a count of pages ("126 p.") ends one.
_INSIDE_END_RE = re.compile(
    r"(?:(?:^|[\s,;(])(?<!\d\s)[A-ZÀ-Þ]\."
    r"|(?<!\d\s)\b(?:pp?|vols?|nos?|et al|eds?|proc|conf|int|trans|symp|assoc|soc|natl|acad)\.)$",
    re.IGNORECASE,
)
# "Cambridge, MA: MIT Press": a place and its state, not a name.
_PLACE_START_RE = re.compile(r"^[A-Z][^\W\d_]+(?: [A-Z][^\W\d_]+)?,\s?[A-Z]{2}\s?:")


def _ends_reference(text: str) -> bool:
    """A wrapped line that ends like a finished reference: a period, a year, pages, a link."""
    tail = text.rstrip()[-60:]
    if _INSIDE_END_RE.search(tail):
        return False
    return bool(_ends_complete(tail) or _LINK_END_RE.search(tail))


def _unmarked_member_names(facts: list[_LineFacts]) -> set[int]:
    """The numbers of the lines that name a member on a faculty or lab page written without list
    markers: a person's name alone on its line ("Ana Ruiz") right over a finished item ("Title
    (Press 2019)."), each member's items under their name. A card's author line stands between a
    title and a venue, which rarely both end like a whole citation; a page of members names at
    least three right between two finished items, and none twice (an owner's name on each card)."""
    over_item: list[int] = []
    between_items = 0
    seen: set[str] = set()
    for index in range(len(facts) - 1):
        line, stripped, marker = facts[index].line, facts[index].stripped, facts[index].marker
        below = facts[index + 1]
        if marker or below.marker or len(stripped) > _LONGEST_MEMBER_NAME or person_heading(stripped) is None:
            continue
        if stripped in seen:
            return set()
        seen.add(stripped)
        if below.line.number != line.number + 1 or not _finished_item_line(below.stripped):
            continue
        over_item.append(line.number)
        above = facts[index - 1] if index else None
        between_items += (
            above is not None
            and not above.marker
            and above.line.number + 1 == line.number
            and _finished_item_line(above.stripped)
        )
    return set(over_item) if between_items >= _FEWEST_MEMBERS else set()


_LONGEST_MEMBER_NAME = 40
_FEWEST_MEMBERS = 3
# An item's line holds a title and more: no shorter line is taken for a whole item.
_FEWEST_WORDS_OF_AN_ITEM = 5


def _finished_item_line(text: str) -> bool:
    """Is the line a whole item: some words ending like a finished citation, with a year or a
    bracket of its own ("(Hart 2013)", "(with A. Name)"), which a card's bare title line lacks?"""
    return (
        len(text.split()) >= _FEWEST_WORDS_OF_AN_ITEM
        and ("(" in text or MODERN_YEAR_RE.search(text) is not None)
        and _ends_complete(text)
    )


def _name_heading_over_dated_items(stripped: str, facts: list[_LineFacts], index: int) -> bool:
    """A person's name alone in capitals, family names first ("CUEVAS ACOSTA, J. H."), over two
    items that open with their year ("(2013). Title …"): the heading of that person's items. One
    dated line under it is an item whose names line was broken off above it, not a heading. (The
    lines below are read only under such a name: the test runs on every line holding a comma.)"""
    return (
        len(stripped) <= 60
        and _CAPITALS_NAME_RE.fullmatch(stripped) is not None
        and _dated_items_below(_texts_after(facts, index, _LINES_UNDER_A_NAME_HEADING))
    )


# Two items, each of one line or wrapped over two, under a person's name.
_LINES_UNDER_A_NAME_HEADING = 4


def _dated_items_below(texts: list[str]) -> bool:
    """Do the lines open with an item dated at its start, and hold another below it?"""
    return _dated_item(texts[0]) and sum(1 for text in texts if _dated_item(text)) >= 2


def _dated_item(text: str) -> bool:
    """Does the line open with its year in brackets ("(2013). Title …"), after its number or none?"""
    return bool(_DATED_ITEM_START_RE.match(text) or _DATED_ITEM_START_RE.match(strip_list_marker(text)[1]))


# "CUEVAS ACOSTA, J. H.", "MOREAU, AMARA", "DR. LUKAS PEREIRA": family names first with initials
# or given names, or given names first after a title.
_CAPITALS_WORD = r"[A-ZÀ-Þ][A-ZÀ-Þ'’-]+"
_CAPITALS_NAME_RE = re.compile(
    rf"{_CAPITALS_WORD}(?: {_CAPITALS_WORD}){{0,3}}, "
    rf"(?:(?:[A-ZÀ-Þ]\.\s?){{1,3}}|{_CAPITALS_WORD}(?: {_CAPITALS_WORD}){{0,2}})"
    rf"|(?:(?:DR|PROF)\.? )?{_CAPITALS_WORD}(?: {_CAPITALS_WORD}){{1,3}}"
)
_DATED_ITEM_START_RE = re.compile(r"\((?:19|20)\d\d[a-z]?\)[.,:]?\s+\S")


def _texts_after(facts: list[_LineFacts], index: int, count: int) -> list[str]:
    """The next ``count`` lines after ``facts[index]`` that follow it without a gap ("" past one)."""
    texts = []
    for offset in range(1, count + 1):
        following = facts[index + offset] if index + offset < len(facts) else None
        if following is None or following.line.number != facts[index].line.number + offset:
            break
        texts.append(following.stripped)
    return texts + [""] * (count - len(texts))


def _names_line(text: str, following: str = "") -> bool:
    """A card's author line: names with initials, or names broken off with their rest on the
    line ``following`` ("Amara Okafor, Chloe" over "Moreau, Dana Brandt")."""
    return is_names_line(text) or (bool(following) and names_go_on(text, following))


def _card_done(current: list[Line]) -> bool:
    """Is the entry so far a card read to its end: a title line (not names), an author line
    under it, and a last line with a year (the venue line)?"""
    if not 3 <= len(current) <= 8 or not MODERN_YEAR_RE.search(current[-1].text):
        return False
    texts = [kept.text.strip() for kept in current]
    return not is_names_line(texts[0]) and _names_line(texts[1], texts[2])


# "Jan Novak and Ines Duarte. 2014.", "Jan Novak. Forthcoming.": an entry's first line holding
# its names and its year (or its status) alone; the title is on the next line.
_NAMES_AND_YEAR_LINE_RE = re.compile(
    r"^(?P<names>[^\W\d_].{1,300}?)[.,]\s+"
    r"\(?(?:(?:19|20)\d\d[a-z]?|forthcoming|in press|to appear|submitted)\)?\.?$",
    re.IGNORECASE,
)


# "Science (2022). DOI: 10.1126/…", "Cell Reports 34 (2021) DOI: …": a card's last line, its journal
# and year and then its DOI, which no citation opens with (the names, the year and then the title).
_JOURNAL_YEAR_DOI_RE = re.compile(
    r"^[^()]{2,120}(?:\([^()]{2,60}\)\s*)?\((?:19|20)\d\d\)\.?\s*(?:DOI|doi)\s*:"
)
# A line naming the kind of thesis an entry is: its venue line, never the start of an entry
# (the degree's abbreviation reads like an initial).
_THESIS_LINE_RE = re.compile(
    r"^(?:Ph\.?\s?D\.?|M\.?\s?A\.?|M\.?\s?Sc?\.?|B\.?\s?A\.?|doctoral|master'?s?|bachelor'?s?|habilitation)"
    r"\s+(?:thesis|dissertation)\b",
    re.IGNORECASE,
)


def _names_and_year_line(text: str) -> bool:
    found = _NAMES_AND_YEAR_LINE_RE.match(text) if len(text) < 320 else None
    return found is not None and is_author_list(found.group("names"))


def _with_subjects(entries: list[ParsedEntry], subjects: dict[int, list[str]]) -> None:
    """Each entry's keywords: the subject terms read under the card whose first line it holds
    (``subjects``, by that line's number; the card's lines may have been joined with others')."""
    for first, terms in subjects.items():
        for entry in entries:
            if entry.line_start <= first <= entry.line_end:
                entry.keywords = entry.keywords or list(dict.fromkeys(terms))
                break


def _in_paragraph_of(current: list[Line], line: Line, blanks: frozenset[int]) -> bool:
    """Is ``line`` in the paragraph of the entry ``current``: no blank line (of the numbers
    ``blanks``) between its last line and ``line``, whatever lines the labeller left out there?"""
    last = current[-1].number
    # (Most lines asked are right under the entry's last line: nothing between them to look at.)
    return line.number == last + 1 or not any(number in blanks for number in range(last + 1, line.number))


def _card_subjects(
    facts: list[_LineFacts], index: int, current: list[Line], ledger: LineLedger, *, tagged: bool
) -> list[str] | None:
    """The subject terms the line ``facts[index]`` gives under the entry ``current``, in its
    paragraph (see ``card_subjects``). ``ledger`` tells whether the line above is the card's
    abstract or subjects; ``tagged``: the list gave a card above its subjects, and so a row of
    them may close a card right under its fields, no abstract between them."""
    number = facts[index].line.number
    under_notes = ledger.reason(number - 1) in CARD_NOTE_REASONS
    closing = under_notes or (tagged and len(current) > 1 and current[-1].number == number - 1)
    if not closing and ":" not in facts[index].stripped:
        # Most lines under a card: neither a labelled row ("Keywords: …", its colon) nor a row
        # that may close the card (``card_subjects`` reads nothing else), let go before it.
        return None
    below = facts[index + 1] if index + 1 < len(facts) else None
    following = below.stripped if below is not None and below.line.number == number + 1 else None
    return card_subjects(facts[index].stripped, closing, following, tagged)


def _snippet_under_card(current: list[Line], line: Line, blanks: frozenset[int]) -> bool:
    """Is ``line``, an abstract cut off with an ellipsis (``is_abstract_snippet``), under a card
    of two lines at least and in its paragraph, as search results and preprint servers print it?"""
    return len(current) > 1 and _in_paragraph_of(current, line, blanks)


def _card_read(current: list[Line]) -> bool:
    """Is the entry so far a card with all its fields: a title, names and a venue line with a year
    (``_card_done``), or a title, a venue line and the names under it?"""
    if _card_done(current):
        return True
    return len(current) == 3 and _names_under_venue([kept.text for kept in current])


def _card_names_after_gap(current: list[Line], body: str) -> bool:
    """Is ``body``, after a blank line, the author line of the card above it: a title line and a
    venue line (no names in either, no year in the title), then the names set apart ("Title" /
    "Optimization and Engineering - 2023" / blank / "Ana Ruiz, Li Wei")?"""
    if len(current) != 2:
        return False
    title, venue = (kept.text.strip() for kept in current)
    return _names_under_venue([title, venue, body])


def _card_wants_names(current: list[Line], body: str, following: str = "") -> bool:
    """A card's title line (under its award line, perhaps) has no names and no year yet: an
    author list right under it (``following``: the line after it) is the card's, not the start
    of a citation of its own. (A venue tag before the title, "ICRA 2024 …", holds a year that is
    no citation's.)"""
    if len(current) > 2 or not _names_line(body, following):
        return False
    texts = [kept.text.strip() for kept in current if not award_of_line(kept.text.strip())]
    if not texts or any(is_names_line(text) for text in texts):
        return False
    return not any(MODERN_YEAR_RE.search((split_venue_tag(text) or ("", text))[1]) for text in texts)


_COMPLETE_END_RE = re.compile(r"(?:[.)\]⟩]|(?:19|20)\d\d|\d)\s*$")


def _ends_complete(text: str) -> bool:
    """The line ends like a finished citation (a stop, a year, pages), a link's bare label after
    it aside ("… PMID: 34304910. link")."""
    return bool(_COMPLETE_END_RE.search(without_closing_link_labels(text, bare=True).rstrip()[-40:]))


_DATED_RE = re.compile(r"\((?:19|20)\d\d[a-z]?\)")


@text_cache(maxsize=4096)  # pure; asked of a line and again of the line under it
def _title_year_venue_row(text: str) -> FamilyNamesItem | None:
    """A line "Title (2023) Journal Link" that names no one, read (``read_title_year_venue_row``)."""
    if _ROW_YEAR_RE.search(text) or "\t" in text or " ·" in text:
        return read_title_year_venue_row(text)
    return None


_ROW_YEAR_RE = re.compile(r"\((?:19|20)\d\d\)\s")


def _whole_citation(body: str) -> bool:
    """A line that is a citation from end to end ("Title. (2012) Names. Journal."): a year in
    parentheses, at least eight words and the end of a finished citation."""
    return (
        len(body.split()) >= 8
        and _DATED_RE.search(body) is not None
        and _COMPLETE_END_RE.search(body) is not None
    )


def _heads_numbered_items(label: LineLabel | None, current: list[Line] | None, blank_before: bool) -> bool:
    """In a numbered list, an unnumbered line set apart by a blank line after a finished entry,
    which the labeller reads as a heading of any kind (a year's, a type's or another): "2022
    (Summary of 2021: 23 publications at …)", "Talks"."""
    return blank_before and label in HEADINGS and current is not None and _looks_complete(current)


def _looks_complete(lines: list[Line]) -> bool:
    """The previous item ends like a finished citation (a year, a period, a page range)."""
    return _ends_complete(lines[-1].text)


_MOST_WORDS_OF_KIND_HEADING = 4
_KIND_HEADING_BREAKERS_RE = re.compile(r"[\d,.;:()]")


def _kind_heading_after_finished_entry(current: list[Line], stripped: str) -> bool:
    """Is ``stripped`` a line naming a kind of work ("Dissertation", "Student theses") right under a
    finished entry, with no blank line between: the heading of the next section, not the rest of
    the entry above? An entry is finished that ends like a citation, or holds its year already
    ("2020. Title (with A. Name) University Press": a book's line ends on its publisher). A CV's
    heading of a section that lists no works ("Grants", "Teaching", "Honors and Awards") heads
    the next section too, under an entry that ends like a citation: a CV goes on from its
    publications to such sections, often with no blank line in a paste from a PDF."""
    text = heading_text(stripped)
    if len(text.split()) > _MOST_WORDS_OF_KIND_HEADING or _KIND_HEADING_BREAKERS_RE.search(text):
        return False  # "Journal of Development Economics, vol.134, 2018": a venue line, not a heading
    if heading_type(text) is not None:
        return _looks_complete(current) or any(WRITTEN_YEAR_RE.search(line.text) for line in current)
    return names_other_section(text) and _looks_complete(current)


# "III. Conference Papers", "B) Book Chapters": a LaTeX CV's section numbered in capital roman
# numerals or letters (\Roman, \Alph), then a few words of a publication heading; or as LaTeX
# numbers its \section and \subsection by default, "3 Publications", "3.2 Invited Talks". A
# funding agency's biosketch letters its sections, in parentheses in NSF's older form ("(a)
# Professional Preparation", "(c) Products"), and may name two or three things in one
# ("B. Positions, Scientific Appointments, and Honors").
_ENUMERATED_HEADING_RE = re.compile(
    r"(?:(?:[IVX]{1,5}|[A-H])[.)]|\((?:[A-H]|[a-h])\)|[1-9]\d?(?:\.[1-9]\d?){0,2})"
    r"\s+(?P<words>[^\W\d_][^.;:\"“”()\d]{2,60})"
)
_MOST_WORDS_OF_ENUMERATED_HEADING = 6
_ENUMERATION_OPENINGS = frozenset("123456789(IVXABCDEFGH")


def _enumerated_section_heading(stripped: str) -> bool:
    """Is ``stripped`` a numbered section's heading that names publications ("II. Book Chapters",
    "A. Peer-Reviewed Journal Articles")? Under an entry it opens the next section, however sure
    the labeller is that it goes on with the entry (it learnt few headings so numbered)."""
    match = _ENUMERATED_HEADING_RE.fullmatch(stripped)
    if match is None:
        return False
    words = match.group("words")
    return len(words.split()) <= _MOST_WORDS_OF_ENUMERATED_HEADING and (
        heading_type(words) is not None or reads_as_heading(words)
    )


_QUOTE_RE = re.compile(r"“|\"")


@text_cache(maxsize=8192)  # pure; pasted pages repeat short lines
def _is_award_line(text: str) -> bool:
    """A line naming an award ("Winner of the Best Paper Award"), which goes with the card above
    unless it opens the one below."""
    if award_of_line(text) is not None:
        return True
    if len(text) >= 200 or len(text) < 5:
        return False
    visible = strip_html(text)
    return find_award(visible) is not None and not _QUOTE_RE.search(visible)


# The labeller must be this sure that a short line over an author line is a card's title.
_TITLE_OF_CARD_CONFIDENCE = 0.9
# The labeller must be this sure that an award line opens the entry below it where no blank
# line says so.
_AWARD_OPENS_CONFIDENCE = 0.9


def _titles_card(lines: list[Line], line: Line, model: list[tuple[LineLabel, float]] | None) -> bool:
    """Is a short line the title of the card under it ("Über quadratische Formen" above "mit
    H. Becker und T. Vogel"), not a heading? It is where the next line names the authors and
    the labeller is sure the line starts an entry."""
    label, confidence = model[line.number - 1] if model else (None, 0.0)
    if label != LineLabel.START or confidence < _TITLE_OF_CARD_CONFIDENCE or line.number >= len(lines):
        return False
    following = lines[line.number].text.strip()  # numbers are 1-based: this is the next line
    return bool(following) and (is_names_line(following) or coauthors_of_line(following) is not None)


def _status_line_below(lines: list[Line], line: Line) -> bool:
    """Is the line right under ``line`` a card's line of a paper's status or working-paper series
    ("R&R, Journal of …", "CEPR DP 19872 (with …)")? Then ``line``, however short, is the card's
    title: no heading is followed by one."""
    if line.number >= len(lines):
        return False
    below = lines[line.number].text.strip()  # numbers are 1-based: this is the next line
    return bool(below) and (_opens_with_status(below) or _PAPER_SERIES_LINE_RE.match(below) is not None)


def _year_over_renumbered_item(lines: list[Line], line: Line, stripped: str) -> bool:
    """Is ``stripped`` a bare year right over an item numbered 1 ("2023" / "1. Okafor, R. …")? In a
    numbered list that is the heading of a year whose items are numbered anew, even under an item
    whose last line fills the width: a year closing a wrapped item is not followed by a new list."""
    if year_heading(stripped) is None or line.number >= len(lines):
        return False
    marker, _ = strip_list_marker(lines[line.number].text.strip())  # numbers are 1-based: the next line
    return _marker_number(marker) == 1


def _year_closing_record(lines: list[Line], line: Line, stripped: str, current: list[Line] | None) -> bool:
    """Is ``stripped`` a bare year right under a record of several lines that names no year, with
    a blank line (or nothing) under it ("Title" / "Names" / "Journal" / "2006" / blank)? That is
    the record's date, written on a line of its own as its other fields are: a year's heading
    stands over its items, not between the last of another year's and a blank line."""
    if not (stripped.isdigit() and year_heading(stripped) is not None) or current is None or len(current) < 2:
        return False
    if line.number < len(lines) and lines[line.number].text.strip():  # numbers are 1-based: the next line
        return False
    return not any(MODERN_YEAR_RE.search(above.text) for above in current)


def _award_opens_entry(
    lines: list[Line], line: Line, after_gap: bool, model: list[tuple[LineLabel, float]] | None
) -> bool:
    """Does an award line open the card under it rather than close the one above? It does when
    it follows a blank line (or nothing) and the card's first line (no list item) comes right
    under it, or where the labeller is sure it starts an entry."""
    following = lines[line.number].text if line.number < len(lines) else ""  # numbers are 1-based
    if not opens_card(following):
        return False
    if after_gap:
        return True
    label, confidence = model[line.number - 1] if model else (None, 0.0)
    return label == LineLabel.START and confidence >= _AWARD_OPENS_CONFIDENCE


_MOST_LINES_OF_AN_ENTRY = 200


def _wrapped_paragraphs(layout: _Layout, groups: list[list[Line]]) -> set[int]:
    """The first line numbers of the entries that are paragraphs wrapped at the paste's width,
    when most entries of several lines are: a copy of a paper's column. A page of cards has
    entries of several lines too, but few of them fill their lines to the width."""
    several = [group for group in groups if len(group) > 1]
    wrapped = {group[0].number for group in several if _wrapped_paragraph(layout, group)}
    return wrapped if len(wrapped) >= 3 and len(wrapped) >= _WRAPPED_SHARE * len(several) else set()


# The share of the entries of several lines wrapped at the width for their breaks to mean nothing.
_WRAPPED_SHARE = 0.8


def _wrapped_paragraph(layout: _Layout, group: list[Line]) -> bool:
    """Every line of the entry but its last is broken where the next line's first word would
    not have fitted within the width: the column's edge broke it, not the end of a field."""
    if (
        not (layout.paragraphs or layout.wrapped or layout.hanging)
        or not _wraps_at_width(layout)
        or len(group) < 2
    ):
        return False
    return all(
        len(line.text.rstrip()) + 1 + len((following.text.split(maxsplit=1) or [""])[0])
        > _NEXT_WORD_OVER * layout.width
        for line, following in itertools.pairwise(group)
    )


# A little slack below the width: the paste's width is read off its longer lines.
_NEXT_WORD_OVER = 0.95


def _parse_group(
    section: Section,
    group: list[Line],
    ledger: LineLedger,
    result: ParseResult,
    seen_highlight: set[str],
    marker: str = "",
    abstract: list[Line] | None = None,
    hyphenated: frozenset[str] = frozenset(),
    wrapped: bool = False,
    readings: list[_Reading] | None = None,
    unread: list[_Reading] | None = None,
    bare: bool = False,
    as_read: Callable[[str], str] | None = None,
    names_line: str | None = None,
    margin_year: int | None = None,
    counted: bool = False,
    owner_names: frozenset[str] = frozenset(),
    dated_card: bool | None = None,
    title_over_names: bool = False,
    names_under_title: bool = False,
) -> None:
    """Read one group of lines as an entry. ``bare``: its first line is a title of a list of
    titles alone, an entry with no names, venue or year. ``as_read``: how its list writes its
    first line as the reader takes it (see ``UndatedLists``); ``names_line``: the line of a
    card's names, under its title, where its list says so; ``margin_year``: the year its list
    prints in the margin before its first line, which dates it and is none of its fields;
    ``counted``: its number stands between the numbers before and after it in a numbered list
    (see ``_counted_groups``), so it is one reference however little of it the reader makes out;
    ``owner_names``: the lines that write the page owner's name alone (``owner_name_lines``), the
    author of a card the reader finds no names in; ``dated_card``: it is a card closed by its date
    and names (``_cards_closed_by_dated_names``), True where its title line ends with its place;
    ``title_over_names``: it is a card of a title closed by its year over its names
    (``dated_title_over_names_as_read``); ``names_under_title``: it is one of its list's cards of a
    title over a line of names, venue and year (``_titles_over_names_lines``)."""
    first, last = group[0].number, group[-1].number
    if len(group) > _MOST_LINES_OF_AN_ENTRY:
        # No publication runs to hundreds of lines (an abstract is read apart): lines that no
        # break divides into entries are reported, not read as one entry.
        message = f"{len(group)} lines with no break between entries: too long for one entry, not read"
        result.issues.append(ParseIssue(line=first, message=message))
        ledger.mark_range(first, last, LineKind.IGNORED, "too long for one entry")
        return
    if as_read is None and margin_year is None and not any(_LETTER_RE.search(line.text) for line in group):
        # A bullet, number or punctuation with no letter at all ("•", "12.", "---"): the tidying
        # below only cuts its text and adds spaces and punctuation, so it would find no word either.
        ledger.mark_range(first, last, LineKind.IGNORED, "no words")
        return
    parts = []
    award = None
    marker_year = None  # "(2021) Brandt J. …": a year read as the item's number
    dated = None  # "2025.11 First Author: Title …": an owner's list dated by year and month
    dated_first = None  # "(2013). Title …": an item opening with its date, no names before it
    lettered = None  # "a. Ruiz A, Cole B. Title. …": a biosketch's lettered citation
    for index, line in enumerate(group):
        text = line.text.strip()
        if index == 0 and (dated := _DATED_ROLE_RE.match(text)) is not None:
            text = text[dated.end() :]
        elif index == 0:
            whole = text
            line_marker, text = strip_list_marker(text)
            if marker and text.startswith(marker):  # a marker only this list's numbering shows
                text = text[len(marker) :].strip()
            if text != whole and without_leading_year(whole)[1] is not None:
                text = whole  # "2004. Name, A. Title": a year-first list's year, not its number
            marker_year = _MARKER_YEAR_RE.match(line_marker)
            if marker_year is not None and line_marker[:1] == "(" and text[:2] == ". ":
                dated_first = text  # "(2013). Title. …": the date of an item that writes no names
            if margin_year is not None and not line_marker:
                text = marginyears.without_margin_year(text, margin_year)
            # (a small letter labelling an item under a numbered paragraph: no person's name opens so)
            if not line_marker and (lettered := _lettered_citation(text)) is not None:
                text = text[lettered[1] :]
        elif is_link_line(text) or is_equal_contribution_note(text):
            continue  # a card's link labels and its note on the marked authors are no fields
        elif _REVIEW_LINE_RE.match(text):
            continue  # "Besprochen von …, in: JZ 1997": a review of the book, others' work and date
        if index == 0 and as_read is not None:
            text = as_read(text)  # (its list writes titles alone, or titles before their names)
        if len(group) > 1 and (line_award := award_of_line(text)) is not None:
            award = award or line_award  # a card's award line, above or under it
            continue
        parts.append(text)
    if dated_card is not None:
        parts = _dated_card_as_citation(parts, dated_card)
    if title_over_names:
        parts = dated_title_over_names_as_read(parts)
    if margin_year is not None:
        parts = marginyears.card_as_citation(parts)  # moderncv's \cventry printed as a card
    badge = _badge(parts[0]) if len(parts) > 1 else None
    if badge is not None:
        parts = parts[1:]  # the card's venue badge, read below as its venue's acronym and year
    leading = _year_before_names(parts[0]) if parts[0][:1] in "(12" else None
    if leading is not None:
        parts = [parts[0][leading[1] :], *parts[1:]]  # the year before the names, read below
    if len(parts) > 1:
        parts = rejoin_broken_words(parts, hyphenated)
    if (wrapped or lettered is not None) and len(parts) > 1:
        # A paragraph wrapped at a column's width (as a lettered citation is, a paragraph of its
        # own): its line breaks fall anywhere, inside the names, a title or a venue, and mark no
        # field's end; read it as the one line it was written as.
        parts = [" ".join(parts)]
    if len(parts) > 2:
        parts = _joined_names_lines(parts)
    parts = _tidy_entry_text(parts)
    parts = _bracket_venue_tag(parts)
    if len(parts) > 2:
        parts = _stopped_before_dated_source(parts)
    body = " ".join(parts)
    raw = "\n".join(line.text for line in group)
    if not _WORD_RE.search(body):
        # A bullet, number or punctuation with no word: nothing to read, and no reason to run the reader.
        ledger.mark_range(first, last, LineKind.IGNORED, "no words")
        return
    try:
        entry, hint = _read_entry(
            parts, member=section.person, names_line=names_line, names_under_title=names_under_title
        )
    except Exception as exc:  # one bad entry never stops the rest
        result.issues.append(ParseIssue(line=first, message=f"could not read this entry: {exc!r}"))
        ledger.mark_range(first, last, LineKind.IGNORED, "unreadable entry")
        return
    entry.raw = raw
    entry.line_start, entry.line_end = first, last
    entry.award = entry.award or award
    if not entry.authors and owner_names:
        _owner_as_author(entry, [line.text.strip() for line in group[1:]], owner_names)
    if entry.year is not None and str(entry.year) in (entry.title or ""):
        # A year the title holds is its words ("2019: The funds of the elections of 2018"): the
        # year written before the item dates it.
        written_before = leading[0] if leading is not None else marker_year and int(marker_year.group(1))
        entry.year = written_before or entry.year
    if leading is not None and entry.year is not None and not dates_by(body, entry.year):
        # "2018 “Title,” Social Movements after 1968, …": a year among a meeting's words does not
        # date the item; the year written before it does.
        entry.year = leading[0]
    if leading is not None:
        entry.year = entry.year or leading[0]
    if marker_year is not None:
        entry.year = entry.year or int(marker_year.group(1))
    entry.year = entry.year or margin_year
    if marker[:1].isalpha() and (status_marker := _STATUS_MARKER_RE.match(f"{marker} x")) is not None:
        entry.status = Status(status_marker.group("status").lower())  # "Submitted. Title …"
    if dated_first is not None and entry.authors:
        _title_in_names_place(entry, dated_first)
    if dated is not None:
        entry.year = entry.year or int(dated.group("year"))
        entry.month = entry.month or int(dated.group("month"))
        if dated.group("role") and entry.authors:
            _without_names_before_title(entry, parts[0])  # the owner's place stands for the names
    if badge is not None:
        acronym, year, badge_award = badge
        entry.venue_acronym = entry.venue_acronym or acronym
        entry.venue = entry.venue or acronym
        entry.year = entry.year or year
        entry.award = entry.award or badge_award
    if abstract:
        entry.abstract = entry.abstract or abstract_of(abstract)
    if counted and len(entry.title or "") <= 3:
        _counted_title(entry, body)
    if entry.authors and entry.title and (role := _EDITORS_ROLE_RE.match(entry.title)) is not None:
        # "Family, Given, ed. Title.": MLA and Chicago write the editors' role after their names.
        entry.title = entry.title[role.end() :]
    if not entry.title and not cited_without_title(entry) and not counted:
        result.issues.append(ParseIssue(line=first, message="no title found; line skipped", field="title"))
        ledger.mark_range(first, last, LineKind.IGNORED, "no title found")
        return
    if not entry.title:
        # "A. Rossi and B. Chen, Phys. Rev. B 104, 045112 (2021)": physics, astronomy and chemistry
        # cite an article by its names, journal, volume, page and year alone. The entry stands
        # with no title, said on its line (the import asks for a title before it stores one).
        issue = ParseIssue(line=first, message="no title found", field="title")
        entry.warnings.append(issue)
        result.issues.append(issue)
        entry.title = ""
    elif not entry.authors and entry.year is not None:
        entry.title = _without_closing_year(entry.title, entry.year)
    if entry.title[:1] in ".,;:":
        # "(2014). Title. Venue": the stop after a year that no names precede opens no title
        # (".NET Framework" keeps its dot: no space follows it).
        entry.title = _OPENING_STOP_RE.sub("", entry.title) or entry.title
    if entry.venue is None and (closing := closing_imprint(entry.title)) is not None:
        # With no venue to stop at, the reader ran a book's imprint into the title.
        entry.title, imprint = closing
        entry.publisher = entry.publisher or imprint.publisher
    elif entry.venue is None and entry.year is not None and (book := _book_closing_title(entry.title, body)):
        entry.title, entry.publisher = book[0], entry.publisher or book[1]
    chapter_pages = _vivo_chapter_pages(entry)
    if chapter_pages is not None:
        entry.title, entry.pages = chapter_pages
        hint = hint or PublicationType.CHAPTER
    finish_entry(entry, section, hint)
    # A dated item of an owner's list ("2025.8 First Author: …") is one whatever else it writes.
    dated_item = dated is not None and len(entry.title) > 3 and not _reads_as_prose(entry)
    bare_item = bare and len(entry.title) > 3 and not _reads_as_prose(entry)
    if not (_is_publication(entry) or dated_item or bare_item or counted or chapter_pages is not None):
        why = _unread_because(entry)
        ledger.mark_range(first, last, LineKind.IGNORED, f"not a publication ({why})")
        if last > first:
            # Several lines read as one item and left out: an entry the reader could not read,
            # said rather than dropped in silence.
            result.issues.append(ParseIssue(line=first, message=f"lines not read as a publication ({why})"))
        if unread is not None:
            unread.append(_Reading(entry, parts, section))  # its list's rows may yet read it
        return
    # The title's key matters only on a page with a highlighted section: most lists have none.
    highlighted = entry.highlight or seen_highlight
    if highlighted and repeats_highlight(entry.highlight, title_key(entry.title), seen_highlight):
        ledger.mark_range(first, last, LineKind.IGNORED, "repeats an entry of the highlighted section")
        return
    if entry.authors and all(_REPEATED_NAMES_RE.match(name) for name in entry.authors) and result.entries:
        # Chicago's "———." (or "----.") stands for the names of the entry above.
        entry.authors = list(result.entries[-1].authors)
        entry.authors_truncated = result.entries[-1].authors_truncated
    _warn_missing(entry, result)
    result.entries.append(entry)
    ledger.mark_range(first, last, LineKind.ENTRY)
    if readings is not None:
        readings.append(_Reading(entry, parts, section))


def _counted_groups(groups: list[list[Line]]) -> set[int]:
    """The first lines of the groups a numbered reference list counts: each opens with a number
    one more than the group before it and one less than the group after it ("[11]" between "[10]"
    and "[12]"). A paper's numbered list gives each reference its own number, so such a group is
    one reference, whatever it writes: a title alone ("11. Open Data Guidelines."), a film with its
    director ("[22] Title. Dir. Name."), a book by its editor ("47) Family, Given, ed. Title.")."""
    numbers = [_marker_number(strip_list_marker(group[0].text.strip())[0]) for group in groups]
    return {
        groups[index][0].number
        for index in range(1, len(groups) - 1)
        if (number := numbers[index]) is not None
        and number < 1000
        and numbers[index - 1] == number - 1
        and numbers[index + 1] == number + 1
    }


# The words that stand for a role after the names or the title ("ed.", "Dir."), read as a title
# when the reader finds nothing longer.
_ROLE_WORD_RE = re.compile(r"(?i)^(?:eds?|hrsg|hg|dir|trans|comp|perf)\.?$")


def _counted_title(entry: ParsedEntry, body: str) -> None:
    """A title for a counted reference the reader gave none, or a role word for one: the sentence
    its one "name" is when the role word of a film or an anthology follows it ("A Title. Dir.
    Name." — the reader took the title for the names), else the sentence after the editors' role
    word ("Family, Given, ed. Title. Place: Publisher, 1997.")."""
    title = (entry.title or "").strip()
    if title and not _ROLE_WORD_RE.match(title):
        return  # a short title all the same ("334", a novel's)
    text = strip_list_marker(body.strip())[1]
    sentences = [part.strip() for part in _STOP_BREAK_RE.split(text) if part.strip()]
    if (
        len(entry.authors) == 1
        and sentences
        and entry.authors[0] == sentences[0].rstrip(".")
        and "," not in sentences[0]
        and (len(sentences) == 1 or _ROLE_WORD_RE.match(sentences[1].split()[0]))
    ):
        entry.title, entry.authors = sentences[0].rstrip("."), []
        return
    for index, sentence in enumerate(sentences[:-1]):
        words = sentence.replace(",", " ").split()
        if words and _ROLE_WORD_RE.match(words[-1]):
            following = re.sub(r"^\(\d{4}[a-z]?\)\s*", "", sentences[index + 1]).rstrip(".")
            if len(following) > 3:
                entry.title = following
            return


_STOP_BREAK_RE = re.compile(r"(?<=\.)\s+")
_EDITORS_ROLE_RE = re.compile(r"eds?\.\s+(?=[\"“‘'(\w])")


class _Reading(NamedTuple):
    """An entry as read, with the lines its reader was handed and the section it stands in."""

    entry: ParsedEntry
    lines: list[str]
    section: Section


# What another reading of an entry puts in place of the first one's: its core and the venue's parts.
_READ_FIELDS = (
    "title",
    "authors",
    "author_names",
    "authors_truncated",
    "year",
    "venue",
    "venue_acronym",
    "volume",
    "number",
    "pages",
    "article_number",
    "publisher",
    "editors",
    "field_confidence",
)


def _read_rows(
    result: ParseResult,
    readings: list[_Reading],
    unread: list[_Reading],
    ledger: LineLedger,
    headers: dict[int, tuple[str, ...]],
) -> None:
    """Rows that write their fields in an order the entry reader has no rule for ("BADGE 2024
    Title, I Family, I Family"), read by their pieces where most of the list's rows are read so
    (``rows``): a row not read as a publication, or whose reading does not stand (``_stands``),
    takes that reading. A table's row under its header row (``headers``: the roles of each
    header's columns, by its line's number) takes the reading by the header's columns, sound or
    not: the header, not a guess, says which cell holds what."""
    if not (unread or any(_suspect(reading) for reading in readings)):
        return  # every row read soundly, as most lists are: the pieces' reading is not needed
    rows = sorted([*readings, *unread], key=lambda reading: reading.entry.line_start)
    # The rows as written: the reader's lines have lost what it read apart (a year before the names).
    texts = [strip_list_marker(reading.entry.raw or "\n".join(reading.lines))[1] for reading in rows]
    found = read_rows(texts, _headers_over(rows, headers))
    left_out = {id(reading) for reading in unread}
    added = False
    for index, row in found.items():
        reading, other = rows[index], entry_of(row)
        entry = reading.entry
        if other is None or not (row.from_table or is_sound(other)):
            continue
        if id(reading) not in left_out and not row.from_table and _stands(entry, texts[index], row):
            continue
        for name in _READ_FIELDS:
            setattr(entry, name, getattr(other, name))
        entry.venue_canonical = None
        finish_entry(entry, reading.section)
        result.issues = [
            issue
            for issue in result.issues
            if all(issue is not old for old in entry.warnings)
            and not (issue.line == entry.line_start and issue.message.startswith("lines not read"))
        ]
        entry.warnings, entry.confidence = [], 1.0
        _warn_missing(entry, result)
        if id(reading) in left_out:
            _take_in(result, readings, ledger, reading)
            added = True
    if added:
        _in_text_order(result, readings)


def _take_in(result: ParseResult, readings: list[_Reading], ledger: LineLedger, reading: _Reading) -> None:
    """A reading left out taken in as an entry, its lines the entry's (after the entries so far:
    ``_in_text_order`` puts it in its place)."""
    result.entries.append(reading.entry)
    readings.append(reading)
    ledger.mark_range(reading.entry.line_start, reading.entry.line_end, LineKind.ENTRY)


def _in_text_order(result: ParseResult, readings: list[_Reading]) -> None:
    """The entries and their readings in the order the text writes them."""
    result.entries.sort(key=lambda entry: entry.line_start)
    readings.sort(key=lambda reading: reading.entry.line_start)


def _kept_as_written_alike(
    result: ParseResult, readings: list[_Reading], unread: list[_Reading], ledger: LineLedger
) -> None:
    """Items left out as no publication (no names, venue or year the reader found) that are
    written as the entries of their list are: an item whose lines look line for line like one
    entry of its list at least, and like ``_FEWEST_ALIKE_ENTRIES`` of its entries and items left
    out (``_item_look``), is one of them
    ("2018: The past and future of campaign spending." among "2019: …" items the reader took;
    a card whose venue the reader missed among cards like it), unless it reads as running text,
    a page's own line or a heading over a list."""
    if not unread or not readings:
        return
    kept = {id(reading.entry) for reading in readings}
    looks = Counter(_item_look(reading.entry.raw) for reading in readings)
    candidates = [
        reading
        for reading in unread
        if id(reading.entry) not in kept
        and any(part.endswith("/dated") for part in _item_look(reading.entry.raw))
        and _could_be_kept_alike(reading)
    ]
    # The items left out count toward their look with the entries taken: a list of dated titles
    # whose venues the reader found in a few only is no less a list ("2021: Title." lines under a
    # newspaper's heading). One entry taken at least vouches for the look being the list's.
    alike = looks + Counter(_item_look(reading.entry.raw) for reading in candidates)
    added = False
    for reading in candidates:
        entry = reading.entry
        look = _item_look(entry.raw)
        if not looks[look] or alike[look] < _FEWEST_ALIKE_ENTRIES:
            continue
        result.issues = [
            issue
            for issue in result.issues
            if not (
                entry.line_start <= (issue.line or 0) <= entry.line_end
                and issue.message.startswith("lines not read")
            )
        ]
        _warn_missing(entry, result)
        _take_in(result, readings, ledger, reading)
        added = True
    if added:
        _in_text_order(result, readings)


# So many entries of a list written one way make that way the list's.
_FEWEST_ALIKE_ENTRIES = 3


def _could_be_kept_alike(reading: _Reading) -> bool:
    """Is an item left out whole and no running text, a page's own line or a heading over a list?"""
    entry = reading.entry
    return not (
        not is_whole(entry)
        or reading.section.skip
        or _reads_as_prose(entry)
        or _speaks_as_running_text(entry)
        or _PAGE_TEXT_RE.search(entry.raw or "")
        or _LIST_HEADING_RE.match(entry.title)
    )


def _cards_taken_in(
    result: ParseResult,
    lines: list[Line],
    paragraphs: list[list[Line]],
    readings: list[_Reading],
    unread: list[_Reading],
    ledger: LineLedger,
    record_lines: frozenset[int] = frozenset(),
) -> None:
    """A list of cards read again card by card (``cardlines``); an item left out that is written
    as one of its cards is taken in, and its warning goes; a line an entry moved onto its card
    left behind is no entry's. ``paragraphs``: the paste's (``blank_separated_blocks``);
    ``record_lines``: the field lines of its record cards (``record_card_lines``)."""
    kept = {id(reading.entry) for reading in readings}
    left_out = {id(reading.entry): reading for reading in unread if id(reading.entry) not in kept}
    held_before = _held_lines(result.entries)
    # (the lines a theme puts over a card, its venue's badge, are no line of it)
    badges = frozenset(line.number for line in lines if ledger.reason(line.number) == VENUE_BADGE_REASON)
    taken_in = mend_cards(
        lines,
        paragraphs,
        result.entries,
        [reading.entry for reading in left_out.values()],
        badges,
        record_lines,
    )
    _warnings_answered(result)
    held = _held_lines(result.entries)
    for number in sorted(held - held_before):
        ledger.mark_range(number, number, LineKind.ENTRY)
    for number in sorted(held_before - held):
        ledger.mark_range(number, number, LineKind.IGNORED, "under a card, outside it")
    for entry in taken_in:
        result.issues = [
            issue
            for issue in result.issues
            if not (
                entry.line_start <= (issue.line or 0) <= entry.line_end
                and issue.message.startswith("lines not read")
            )
        ]
        _warn_missing(entry, result)
        readings.append(left_out[id(entry)])
        ledger.mark_range(entry.line_start, entry.line_end, LineKind.ENTRY)


def _warnings_answered(result: ParseResult) -> None:
    """An entry's warning that it names no authors, or no year, goes where the card read again
    names them (a card's names under its title and summary, read apart first)."""
    answered = {
        id(issue)
        for entry in result.entries
        for issue in entry.warnings
        if (issue.field == "authors" and entry.authors) or (issue.field == "year" and entry.year)
    }
    if not answered:
        return
    for entry in result.entries:
        kept = [issue for issue in entry.warnings if id(issue) not in answered]
        if len(kept) < len(entry.warnings):
            entry.warnings = kept
            entry.confidence = max(0.2, 1.0 - 0.3 * len(kept))  # as ``_warn_missing`` gives it
    result.issues = [issue for issue in result.issues if id(issue) not in answered]


def _held_lines(entries: list[ParsedEntry]) -> set[int]:

    return {number for entry in entries for number in range(entry.line_start, entry.line_end + 1)}


def _item_look(raw: str | None) -> tuple[str, ...]:
    """How an item's lines look, line for line (each line's opening and whether it holds a year;
    its rows of links left out)."""
    looks = []
    for text in (raw or "").split("\n"):
        if not text.strip() or is_link_line(text):
            continue
        opening, _, _, year = line_shape(text).split("/")
        looks.append(f"{opening}/{'dated' if year != 'none' else 'undated'}")
    return tuple(looks)


def _headers_over(rows: list[_Reading], headers: dict[int, tuple[str, ...]]) -> list[tuple[str, ...] | None]:
    """For each row of a table (its cells parted by tabs), the roles of the nearest header row
    above it; None for the other rows, and where no header stands above."""
    if not headers:
        return []
    numbers = sorted(headers)
    over: list[tuple[str, ...] | None] = []
    for reading in rows:
        above = bisect.bisect_left(numbers, reading.entry.line_start)
        tabbed = "\t" in (reading.entry.raw or "")
        over.append(headers[numbers[above - 1]] if above and tabbed else None)
    return over


def _suspect(reading: _Reading) -> bool:
    """A reading that may not stand (``_stands``): unsound, naming no one, or of a table's row,
    whose cells the reader does not part."""
    entry = reading.entry
    return not (is_sound(entry) and entry.authors) or (entry.raw or "").count("\t") >= 2


def _stands(entry: ParsedEntry, text: str, row: RowReading) -> bool:
    """Does the entry reader's reading of a row stand against the reading of its pieces? It does
    where it is sound, names authors (the list's rows name them: a reading of none lost them),
    runs none of the row's names into its title ("Ana Ruiz Title …"), and either cut its title
    shorter than the pieces did or places every field the row's pieces place, in the row's
    order (a reading that ran the venue into the title places none; one that read a name as the
    venue places it out of order)."""
    if not (is_sound(entry) and entry.authors):
        return False
    title = title_key(entry.title)
    # A name of a word may be one of an inverted name's parts, and stand in a title as a word.
    if any(title_key(name) in title for name in row.names.split(", ") if " " in name):
        return False
    if len(title_key(row.title)) > len(title):
        return True  # the pieces ran more into the title than the reader did: its cut stands
    shape = shape_of(entry, text)
    return shape is None or "".join(field for field in shape.order if field in row.order) == row.order


def _read_alike(result: ParseResult, readings: list[_Reading]) -> None:
    """Entries read unlike most of their list read again in the list's shape (``consistency``)."""
    items = [(reading.entry, reading.lines) for reading in readings]
    # Each entry's shape is found once for both passes that weigh it: finding it is a good part of
    # their work.
    shapes = shapes_of(items)
    chosen = harmonise(items, _other_readers(), _read_with_rules_standing, shapes=shapes)
    # Then the heads of titles read as names (an entry read again has a shape of its own), the
    # fields a list writes on lines of their own, then the stops of its initials.
    again = [(chosen.get(index, entry), lines) for index, (entry, lines) in enumerate(items)]
    shapes = [
        shapes_of([again[index]])[0] if index in chosen else shape for index, shape in enumerate(shapes)
    ]
    chosen |= title_heads_alike(again, shapes)
    for read_again in (align_to_lines, stop_initials_alike):
        chosen |= read_again(
            [(chosen.get(index, reading.entry), reading.lines) for index, reading in enumerate(readings)]
        )
    for index, other in chosen.items():
        entry, section = readings[index].entry, readings[index].section
        for name in _READ_FIELDS:
            setattr(entry, name, getattr(other, name))
        entry.venue_canonical = None
        finish_entry(entry, section)
        # The warnings of the first reading go with it.
        result.issues = [issue for issue in result.issues if all(issue is not old for old in entry.warnings)]
        entry.warnings, entry.confidence = [], 1.0
        _warn_missing(entry, result)


# A line under a book naming a review of it: "Besprochen von Eike Brandt, in: JZ 1997, S. 403 f.",
# "Rezensiert in: …", "Reviewed by A. Name in …", "Compte rendu par …", "Recensione di …".
_REVIEW_LINE_RE = re.compile(
    r"^(?:Besprochen|Rezensiert|Rezension(?:en)?|Reviewed|Review(?:s|ed)?\s+(?:by|in)|Compte[- ]rendu|"
    r"Recensione|Recensito|Reseñad[oa]|Reseña\s+de|Resenhad[oa])\b(?:\s+(?:von|in|by|par|de|di|por)\b|:)"
)


# "———", "----", "___": a bibliography's dash for the previous entry's names.
_REPEATED_NAMES_RE = re.compile(r"^[—–―_-]{2,}\.?$")


# "Most, S.B.(2022)": a year in parentheses written against the initial before it.
# The parenthesis first, then the lookbehind: the engine skips to each "(" instead of testing every position.
_GLUED_YEAR_RE = re.compile(r"\((?<=[^\W\d_]\.\()(?=(?:1[5-9]|20)\d\d[a-z]?\))")
# "(2018+)": a year of a paper still coming out.
_OPEN_YEAR_RE = re.compile(r"\(((?:19|20)\d\d)\+\)")
# "Scott Abramson, with Korhan Kocak and …, “Title”": co-authors joined to the member named first.
_WITH_COAUTHORS_BEFORE_TITLE_RE = re.compile(r",\s+with\s+(?=[A-ZÀ-ÖØ-Þ])")


# "[Carrubba] Fjelstul, Joshua C. and …": a member's tag before an item's author list.
_MEMBER_TAG_RE = re.compile(r"^\[[A-ZÀ-ÖØ-Þ][^\W\d_]+(?:[ -][A-ZÀ-ÖØ-Þ][^\W\d_]+)?\]\s+")


# "PREPRINT D Roelfs, …": an item's kind or status tagged in capitals before its names.
_KIND_TAG_RE = re.compile(
    r"^\[?(PREPRINT|IN PRESS|SUBMITTED|UNDER REVIEW|ACCEPTED|FORTHCOMING)\]?:?\s+(?=[A-ZÀ-ÖØ-Þ])"
)


# "NeurIPS 2023", "ICLR 2023 (Spotlight)", "CVPR Workshop 2022": a venue's badge on a lab page's card.
_BADGE_RE = re.compile(
    r"^(?P<acronym>(?=[A-Za-z&-]*[A-Z][a-z&-]*[A-Z])[A-Za-z][A-Za-z&-]{1,14}(?:\s+Workshops?)?)"
    r"\s*[’']?\s*(?P<year>(?:19|20)\d\d)(?:\s*\((?P<note>[^()]{1,40})\))?$"
)


def _badge(text: str) -> tuple[str, int, str | None] | None:
    """A line that is a venue's badge alone: its acronym, its year and the award it notes."""
    found = _BADGE_RE.match(text.strip())
    if found is None:
        return None
    note = found.group("note")
    return found.group("acronym"), int(found.group("year")), award_of_line(note) if note else None


def _card_below(lines: list[Line], line: Line) -> bool:
    """Is the line right under ``line`` the first of a card (a title, not a link row or a blank)?"""
    if line.number >= len(lines):
        return False
    below = lines[line.number].text.strip()  # numbers are 1-based: this is the next line
    return bool(below) and not is_link_line(below) and _badge(below) is None and year_heading(below) is None


_MARKER_YEAR_RE = re.compile(r"^[(\[]?((?:19|20)\d\d)[)\].:]?$")


def _without_names_before_title(entry: ParsedEntry, text: str) -> None:
    """An item that writes no names ("Third Author: Low-Loss Soft Magnetic Materials …"): the
    words the reader took for names are the start of its title."""
    start = text.find(entry.title)
    if start > 0:
        entry.title = f"{text[:start].rstrip()} {entry.title}"
        entry.authors, entry.author_names = [], []


def _title_in_names_place(entry: ParsedEntry, text: str) -> None:
    """An item that opens with its date in APA's form and writes no names ("(2013). Title. Source."
    on an owner's list): APA puts the title right after the date, so the words the reader took for
    names are the title's first sentence where the title as read follows them at once and a source
    follows it ("(2014). Europa. Ice Shells. Planetary Letters."), else the whole title, and the
    title as read, with no source after it, is the source's name."""
    text = text.lstrip(" .")
    folded = text.casefold()
    families = [name.family.casefold() for name in entry.author_names if name.family]
    starts = [folded.find(family) for family in families]
    if not families or min(starts) < 0 or len(folded) != len(text):
        return  # a name as read that the text does not write so (or folding moved the letters)
    end = max(start + len(family) for start, family in zip(starts, families, strict=True))
    start = text.find(entry.title, end) if entry.title else -1
    if start > 0 and entry.venue and not text[end:start].strip(" ."):
        entry.title = f"{text[:start].strip()} {entry.title}"
    else:
        if start > 0 and not entry.venue:
            entry.venue = entry.title.strip(" .,;:")
        entry.title = text[:end].strip(" .,;:")
    entry.authors, entry.author_names = [], []


# "2025.11 First Author: …", "2023.7 Corresponding Author: …": a CV's year and month before an
# item, and the owner's place among its authors (the owner's name is not written).
_DATED_ROLE_RE = re.compile(
    r"^(?P<year>(?:19|20)\d\d)\.(?P<month>1[0-2]|0?[1-9])\s+"
    r"(?P<role>(?:(?:co-?)?(?:first|second|third|fourth|fifth|sixth|last|senior|corresponding)[\s-]+(?:co-?)?)?"
    r"author\s*:\s*)?(?=\S)",
    re.IGNORECASE,
)


# "2023 Holt M, …", "(2021) Brandt J. …": a CV's year written before an entry's names.
# A year, a space and a name's first letter ("2023 H"): no shorter text opens so.
_SHORTEST_YEAR_BEFORE_NAMES = 6


def _year_before_names(text: str) -> tuple[int, int] | None:
    """The year written before an entry's author list and where the names start, else None
    ("2023 Holt M, Brandt J. …", "(2021) Brandt J. …"; not "2001: A Space Odyssey")."""
    if len(text) < _SHORTEST_YEAR_BEFORE_NAMES:
        return None  # (most short lines of a long paste end here, before the year is looked for)
    rest, year = without_leading_year(text)
    if year is None or rest == text:
        return None
    return year, len(text) - len(rest)


def _without_glued_or_open_year(part: str) -> str:
    part = _GLUED_YEAR_RE.sub(" (", part)
    return _OPEN_YEAR_RE.sub(r"(\1)", part) if "+)" in part else part


def _joined_names_lines(parts: list[str]) -> list[str]:
    """A card's author line wrapped inside a name ("Amara Okafor, Chloe" over "Moreau, Dana
    Brandt") made one line again, as the card's reading wants it."""
    joined = [parts[0]]
    for part in parts[1:]:
        merged = f"{joined[-1]} {part}"
        if names_go_on(joined[-1], part) and is_author_list(merged):
            joined[-1] = merged
        else:
            joined.append(part)
    return joined


# "ISSN 2007 - 7467", "ISSN: 0188-3054", "ISBN: 978-607-8262-01-4": a serial's or a book's number,
# whose first digits read as a year ("2007") and which is no part of the title or the venue.
_SERIAL_NUMBER_RE = re.compile(
    r"\b(?:[EP]-?)?IS[SB]N\s*:?\s*(?P<digits>\d[\d\s-]{6,20}[\dXx])(?![\w-])"
    r"(?:\s+(?:PRINT|ON\s?LINE|print|online))?"
)


def _without_serial_numbers(text: str) -> str:
    """``text`` without its ISSN and ISBN numbers (8, 10 or 13 digits), the rest as written."""

    def drop(found: re.Match[str]) -> str:
        digits = re.sub(r"[\s-]", "", found.group("digits"))
        return "" if len(digits) in (8, 10, 13) else found.group(0)

    return _SERIAL_NUMBER_RE.sub(drop, text)


# "…on Large Clusters.OSDI 2004: 137-150", "…Machine Project.IEEE Trans. Knowl. Data Eng.": a
# title's stop glued to the venue after it (dblp's copies), a word in small letters before it
# and a capital after ("U.S.Army", "ASP.NET" and a link's "www.Nature.com" are no such stop).
# (The stop first, its letters looked behind from it: the regex engine then tries the stops alone.)
_GLUED_STOP_RE = re.compile(r"\.(?<=[a-z]{2}\.)(?=[A-Z][\w-]*[\s.,:;])")
_LINK_TOKEN_RE = re.compile(r"\S*(?:/|www\.|@)\S*")


def _with_glued_stops_parted(text: str) -> str:
    """``text`` with a space after each stop glued to the capital of the next sentence."""
    if not _GLUED_STOP_RE.search(text):
        return text
    links = [(found.start(), found.end()) for found in _LINK_TOKEN_RE.finditer(text)]
    return _GLUED_STOP_RE.sub(
        lambda stop: stop.group(0) if any(a <= stop.start() < b for a, b in links) else ". ", text
    )


def _tidy_entry_text(parts: list[str]) -> list[str]:
    """An entry's lines without what a page writes around its citation: a member's tag before
    the authors, link labels after the venue or the title ("… Mixture Model Maps [pdf, video]",
    a card's "… Mixture Model Maps PDF" over its author line),
    a "with" joining co-authors to the member named first ("Anderson Frey, with Zuheir Desai,
    “Title,” …"), ISSN and ISBN numbers, a year glued to the initial before it, the "+" of a
    year still running ("(2018+)"), a title's stop glued to the venue ("Title.OSDI 2004"), a bold
    title line's stop inside the bold ("**Title.**"), and the space a PDF's copy leaves in a DOI
    after its prefix ("10.1145/ 3458817")."""
    parts = [_without_glued_or_open_year(part) if "(" in part else part for part in parts]
    parts = [_without_serial_numbers(part) if "IS" in part else part for part in parts]
    parts = [with_doi_gaps_closed(_with_glued_stops_parted(part)) for part in parts]
    # Bare labels close an entry's last line, or a card's title line, over its author line.
    titled = len(parts) > 1 and name_start(parts[1]) is not None and author_list_end(parts[1]) is not None
    parts = [
        without_closing_link_labels(part, bare=index == len(parts) - 1 or (titled and index == 0))
        for index, part in enumerate(parts)
    ]
    parts[0] = with_stops_after_emphasis(parts[0], whole_line=True)
    quote = _OPEN_QUOTE_RE.search(parts[0], 0, 400)
    if quote is not None:
        parts[0] = (
            _WITH_COAUTHORS_BEFORE_TITLE_RE.sub(", ", parts[0][: quote.start()], count=1)
            + parts[0][quote.start() :]
        )
    tag = _MEMBER_TAG_RE.match(parts[0])
    if tag is not None and name_start(parts[0][tag.end() :]) is not None:
        parts[0] = parts[0][tag.end() :]
    kind = _KIND_TAG_RE.match(parts[0])
    if kind is not None and author_list_end(parts[0][kind.end() : kind.end() + 400]) is not None:
        # "PREPRINT D Roelfs, O Frei (2021) …", "IN PRESS Brandt, A. …": the page's tag of the item's
        # kind or status before its names; a status is read where a citation writes it, at the end.
        parts[0] = parts[0][kind.end() :]
        if kind.group(1).upper() != "PREPRINT":
            parts[-1] = f"{parts[-1]} ({kind.group(1).lower()})"
    return parts


def _read_entry(
    lines: list[str],
    member: str | None = None,
    names_line: str | None = None,
    *,
    rules_stand: bool = False,
    names_under_title: bool = False,
) -> tuple[ParsedEntry, object]:
    """One entry's fields from its lines: the trained field labeller when it is installed,
    else the rule reader over the joined lines. A card's co-author line ("with P. Novak and
    R. Silva") gives the authors, as does a co-author note closing the entry ("…, 455–489 (with
    P. Novak)."); the rest is read without it, and so is a card's line of names under its title
    that its list tells (``names_line``, its text). Under a member's name heading (``member``),
    an item that names no authors is that member's, and a co-author note adds to them. Where its
    list's cards each write a title over their names, venue and year (``names_under_title``), the
    names may be full names with no initial."""
    if member is not None and lines:
        lines = [without_position(lines[0]), *lines[1:]]  # the member's position run into the item
        # "Co-author, Title (Press 2013) (with A. Name).": the member's part in the work, no title word.
        lines[0] = _CONTRIBUTION_LABEL_RE.sub("", lines[0].lstrip(), count=1)
    written = " ".join(line.strip() for line in lines)
    if member is not None and member.split()[-1].casefold() in written.casefold():
        member = None  # the item names its member among its authors: it has an author list
    lines, coauthors = _without_coauthor_line(lines)
    if coauthors is None:
        lines, coauthors = _without_closing_coauthor_note(lines)
    card_title, card_year = None, None
    names_at = _card_full_names_line(lines) if coauthors is None else None
    if coauthors is None and names_at is None and names_line is not None and len(lines) > 2:
        # (the list's cards say so: the names under the title, or a post's footer closing the card)
        names_at = next((at for at in (1, len(lines) - 1) if lines[at].strip() == names_line.strip()), None)
    if coauthors is None and names_at is not None:
        card_title, coauthors = lines[0], _BY_RE.sub("", lines[names_at])
        coauthors, card_year = _names_and_year(coauthors)
        lines = lines[:names_at] + lines[names_at + 1 :]
    title_line = _title_under_names_line(lines) if coauthors is None and card_title is None else None
    if title_line is not None:
        # "E. Novak, M. Gren, and G. Varga" / "Title" / "Journal 216, 117128 (2021)": a card whose
        # line breaks part its fields, the names line first; the break, not a word, ends the names.
        coauthors, card_title = lines[0], lines[title_line]
        lines = lines[1:]
    if coauthors is None and card_title is None and member is None:
        item = read_family_names_item(" ".join(line.strip() for line in lines))
        if item is None and len(lines) == 1:
            item = _title_year_venue_row(lines[0])
        if item is not None:
            return _family_names_entry(item)
    reader = _field_labeller(rules_stand=rules_stand)
    entry, hint = reader(lines) if reader is not None else read_reference(join_entry_lines(lines))
    entry.year = entry.year or card_year
    names_first = (
        _names_line_first(lines, full_names=names_under_title)
        if coauthors is None and card_title is None
        else None
    )
    if names_first is not None:
        # "Title." over "Okafor, A., & Brandt, L. (2022). Journal …": read names first, as
        # references are written, the card keeps its title whole (read as it stands, the title
        # can run into the names, or the names lose their first family name); a title with a
        # sentence break of its own ("Title (REEF). I. Profiles") is read as it stands.
        second, second_hint = reader([names_first]) if reader is not None else read_reference(names_first)
        # (names read in full, with no initial to tell where they end, are taken only where they
        # lose no name: a name with a middle initial can end the list early, "…, Robyn N. Hall.")
        if title_key(second.title or "") == title_key(lines[0]) and (
            not names_under_title or _initialled_names(lines[1]) or len(second.authors) >= len(entry.authors)
        ):
            entry, hint = second, second_hint
    if card_title is not None:
        # A card's title line may be its paper's link ("[Title](paper.pdf)", a markdown list's),
        # whose target is no word of the title.
        card_title = strip_markup(card_title, keep_emphasis=True)
    if card_title is not None and title_key(entry.title or "") != title_key(card_title):
        read_title = entry.title or ""
        entry.title = card_title.strip().rstrip(".").strip()  # the card's first line is its title
        ran_on = len(lines) > 1 and title_key(read_title).startswith(title_key(entry.title))
        if entry.venue and not (ran_on and len(title_key(read_title)) > len(title_key(entry.title))):
            entry.venue = _without_title_end(entry.venue, entry.title) or None
        elif ran_on:
            # The reader ran the card's venue line into its title (the venue it read, if any, is
            # that line's last words: "Institute for Numerical Mathematics" read as "Mathematics"):
            # that line gives the venue, or a report's institution and number ("Institute,
            # (Report no. 45), 2023."), and the year the title took ("2021, Journal of Hydrology -
            # Article": Dimensions' source line, its year first).
            tail = parse_tail(" ".join(lines[1:]), links=False)
            entry.venue = tail.venue
            entry.year = entry.year or tail.year
            entry.publisher = entry.publisher or tail.publisher
            entry.number = entry.number or tail.number
    if card_title is None and coauthors is None and (split := _title_then_names_line(lines)) is not None:
        # "Title, Ana Ruiz, Ben Cole, and Eva Lin" over "Journal, 2020 Feb 37(2): 385-394": a card
        # whose first line gives the title and then the names, its second line the venue.
        title, coauthors = split
        entry.title = title
        entry.year = None
        apply_tail(entry, parse_tail(lines[1], links=False))
    if card_title is None and _title_over_venue_line(lines, entry, coauthors is not None):
        # An owner's card, "Title / (joint with A. Name) / Journal, 2021": the reader ran the
        # card's lines together. Its first line is the title and its second the venue's; the lines
        # below are notes on its files ("[Final preprint. March 3, 2020]"), not its date.
        entry.title = lines[0].strip().rstrip(".").strip()
        entry.year = None
        venue_line = _venue_line(lines)
        apply_tail(entry, parse_tail(venue_line, links=False))
        if entry.venue is None and venue_line != lines[1].strip():
            # A journal's name wrapped over two lines names the journal, no place and publisher
            # ("Georisk: Assessment and …" / "and Geohazards, 2024").
            entry.venue = MODERN_YEAR_RE.sub("", venue_line).strip(" ,.;") or None
            entry.publisher = None
    if card_title is None and coauthors is None and _whole_title_line(lines, entry):
        # "Ana Ruiz and Li Wei. 2014." over "Les voix du port. Une enquête …": a card of one field
        # per line, whose title line keeps its sentence break; nothing on it is a venue.
        entry.title = clean_title(lines[1])
        entry.venue = None
    law = _LAW_REVIEW_ITEM_RE.match(" ".join(line.strip() for line in lines)) if member is not None else None
    if law is not None and card_title is None:
        # "Default Procedures, 173 U. Pa. L. Rev. 1419 (2025)" under a member's name: a Bluebook
        # citation of an article, the title up to the comma before the review's volume (no
        # author's name before it: the member is the author). Emphasis broken around the comma
        # ("Title*, *109 Minn. L. Rev. 341 (2024)") is no part of the title.
        entry.title = clean_title(law.group("title").rstrip("*_ "))
        entry.author_names, entry.authors = [], []
        entry.year = None
        apply_tail(entry, parse_tail(law.group("tail"), links=False))
    book = _LAW_BOOK_ITEM_RE.match(" ".join(line.strip() for line in lines)) if member is not None else None
    if book is not None and law is None and card_title is None and _title_opens(book.string, entry):
        # "Title (Oxford University Press, forthcoming 2026)." under a member's name: a Bluebook
        # citation of a book, publisher, edition and year in one parenthesis after the title.
        _read_law_book(entry, book)
    if coauthors is not None:
        names, truncated = split_authors(coauthors)
        entry.author_names = names
        entry.authors = [name.display for name in names]
        entry.authors_truncated = truncated
    if coauthors is None and (reordered := _names_first(written, entry)) is not None:
        # "Title. (2012) Baker, ML, Chiu, W. Journal": read in the order the reader knows best.
        second, second_hint = reader([reordered]) if reader is not None else read_reference(reordered)
        if len(second.authors) > len(entry.authors):
            entry, hint = second, second_hint
    if member is not None:
        note = _WITH_NOTE_RE.search(written)
        from_note = coauthors is not None or has_coauthor_note(written)
        if note is not None and entry.authors:
            # "Title (with M. Grossmann). Publisher": the reader took the note's names for the authors.
            from_note = from_note or entry.authors[0].split()[-1] in note.group(1)
        _credit_member(entry, member, written, from_note=from_note)
    _status_out_of_title(entry)
    return entry, hint


def _owner_as_author(entry: ParsedEntry, below: list[str], owner_names: frozenset[str]) -> None:
    """A card the reader found no names in, one of whose lines under its first writes the page
    owner's name alone ("Title (2008)" / "J. Algebra 320" / "Ana Ruiz" / "Article"): the owner is
    its author, and the venue the reader ran on into that line ends before it."""
    found = {text for text in below if text in owner_names}
    if len(found) != 1:
        return
    name = found.pop()
    people, truncated = split_authors(name)
    entry.author_names, entry.authors = people, [person.display for person in people]
    entry.authors_truncated = truncated
    if entry.venue and (at := entry.venue.find(name)) > 0:
        entry.venue = entry.venue[:at].rstrip(" ,;") or None
        entry.venue_canonical = entry.venue


# An item's Bluebook citation naming no author: "Title, 118 Nw. L. Rev. 1455 (2024).".
_LAW_REVIEW_ITEM_RE = re.compile(
    rf"(?P<title>[^\d,].{{2,300}}?)[*_]{{0,2}},\s*[*_]{{0,2}}(?P<tail>(?={LAW_REVIEW}).*)"
)


# The member's part in a work, opening an item under their name: "Co-author, ", "Co-editor, ".
_CONTRIBUTION_LABEL_RE = re.compile(r"^Co-?(?:author|editor)s?,\s+(?=\S)", re.IGNORECASE)
# A book's Bluebook citation naming no author: "Title (Found. Press 9th ed. 2013) (with A. Name).";
_LAW_BOOK_ITEM_RE = re.compile(
    rf"(?P<title>[^()]{{3,300}}?)\s*{BOOK_IMPRINT}"
    r"(?P<notes>(?:\s*\([^()]*\))*)\.?\s*$"
)


def _title_opens(item: str, entry: ParsedEntry) -> bool:
    """Does the title the reader found stand in ``item`` with no author list written before it
    (the words before it, if any, being no names written as an author list writes them)?"""
    start = item.find(entry.title[:20]) if entry.title else -1
    before = item[: max(start, 0)].strip(" .,;:")
    return start >= 0 and not (before and is_author_list(before) and _WRITTEN_AS_NAMES_RE.search(before))


def _read_law_book(entry: ParsedEntry, book: re.Match[str]) -> None:
    """The title, publisher and year of a Bluebook book item; its authors are the co-authors of
    its "(with …)" note, if any (the member is credited after)."""
    imprint = book.group("imprint")
    entry.title = clean_title(book.group("title"))
    year = MODERN_YEAR_RE.search(imprint)
    entry.year = int(year.group()) if year else None
    imprint = MODERN_YEAR_RE.sub("", imprint)
    if (status := status_span(imprint)) is not None:
        # "(Oxford University Press, forthcoming)": the book's status, no part of its publisher.
        entry.status = status[0]
        imprint = imprint[: status[1]] + imprint[status[2] :]
    entry.publisher = imprint.strip(" ,.;") or None
    entry.venue = entry.venue_canonical = None
    entry.type = "book"
    note = _WITH_NOTE_RE.search(book.group("notes"))
    names, truncated = split_authors(note.group(1)) if note else ([], False)
    entry.author_names, entry.authors_truncated = names, truncated
    entry.authors = [name.display for name in names]


# A status in brackets closing the title: "Title (Submitted)", "Title [in press]".
_BRACKETS_CLOSING_TITLE_RE = re.compile(r"\s*[(\[]([^()\[\]]{2,30})[)\]]\s*$")
_MOST_WORDS_OF_A_STATUS = 3


def _status_out_of_title(entry: ParsedEntry) -> None:
    """A status the title's last brackets state ("Title (Submitted). arXiv:2109.14018") is the
    entry's status, no words of its title."""
    found = _BRACKETS_CLOSING_TITLE_RE.search(entry.title or "")
    if found is None or len(found.group(1).split()) > _MOST_WORDS_OF_A_STATUS:
        return
    span = status_span(found.group(1))
    if span is None or found.group(1)[: span[1]].strip() or found.group(1)[span[2] :].strip(" ."):
        return  # brackets that say more than the status: "(submitted to Nature)" or a title's words
    entry.title = entry.title[: found.start()]
    if entry.status == Status.PUBLISHED:
        entry.status = span[0]


def _title_then_names_line(lines: list[str]) -> tuple[str, str] | None:
    """A card's first line as (title, names) where it writes the title, a comma and then two or
    more names in full (a year tag before the title aside), over a venue line with a year."""
    if len(lines) < 2 or not MODERN_YEAR_RE.search(lines[1]) or "," not in lines[0]:
        return None
    first = _LEADING_YEAR_TAG_RE.sub("", lines[0].strip()).rstrip(" ,.")
    for comma in re.finditer(r"\s*,\s+", first):
        title, names = first[: comma.start()], first[comma.end() :]
        # A title has a word in lower case ("of", "in"); a wrapped author list has none.
        if len(title.split()) >= 3 and _LOWER_WORD_RE.search(title) and _full_names_with_initials(names):
            return title.strip(), names
    return None


_LOWER_WORD_RE = re.compile(r"(?<![^\W\d_])[a-z][^\W\d_]+")
# "2020 Title, Names": a year tag the page writes before each item.
_LEADING_YEAR_TAG_RE = re.compile(r"^(?:19|20)\d\d\s+(?=[^\W\d_])")


def _full_names_with_initials(text: str) -> bool:
    """Two or more names in full words, middle initials with periods and inner particles allowed
    ("José M. Mato", "Rocío Aller de la Fuente")."""
    words = _MIDDLE_INITIAL_RE.sub(" ", text).split(" ")
    return _full_names(
        " ".join(word for word in words[:1] + [w for w in words[1:] if w not in _NAME_PARTICLES])
    )


_MIDDLE_INITIAL_RE = re.compile(r"(?<=[^\W\d_])\s+[A-Z]\.(?:\s*[A-Z]\.)*(?=\s+[A-ZÀ-ÖØ-Þ][^\W\d_])")


def _title_over_venue_line(lines: list[str], entry: ParsedEntry, coauthor_line: bool) -> bool:
    """A card of a page owner's list: a title line without a year over a venue line with one (or
    with the status of a paper under review there, "R&R, Journal", or a working paper's series and
    number, "CEPR DP 19872"), no author list written (a co-author line aside), and the reader's
    title is not the first line."""
    if len(lines) < 2 or (entry.authors and not coauthor_line):
        return False
    first, second = lines[0].strip(), _venue_line(lines)
    if MODERN_YEAR_RE.search(first) or is_names_line(first):
        return False
    if not (
        MODERN_YEAR_RE.search(second) or _opens_with_status(second) or _PAPER_SERIES_LINE_RE.match(second)
    ):
        return False
    if len(first.split()) < 3 or first.endswith((",", ":", "-", "–")) or second[:1].islower():
        return False  # a title wrapped over the lines goes on below
    if not _VENUE_WORD_RE.search(MODERN_YEAR_RE.sub("", second)):
        return False  # a year alone ends a reference wrapped over the lines, it names no venue
    read, written = title_key(entry.title or ""), title_key(first)
    return read != written and (coauthor_line or read.startswith(written) or written.startswith(read))


def _venue_line(lines: list[str]) -> str:
    """A card's venue line under its title line, with the line under it where the venue goes on
    there: the journal's name wrapped after a comma ("Journal of Risk in Engineering Systems," /
    "Part A: Civil Engineering, 2023") or before a word in lower case ("… Engineered Systems" /
    "and Geohazards, 2024"), the year on the line it goes on to and not on its own."""
    second = lines[1].strip()
    if len(lines) < 3 or MODERN_YEAR_RE.search(second) or _opens_with_status(second):
        return second
    third = lines[2].strip()
    if not MODERN_YEAR_RE.search(third) or not (second.endswith(",") or third[:1].islower()):
        return second
    if MODERN_YEAR_RE.search(lines[0]) or lines[0].rstrip().endswith((",", ":", "-", "–")):
        return second  # a title wrapped over the lines goes on below
    return f"{second} {third}"


def _opens_with_status(line: str) -> bool:
    """ "R&R, Journal of …", "Submitted to …", "Accepted at …": a card's line giving the status."""
    found = status_span(line[:40])
    return found is not None and found[1] == 0


# "CEPR DP 19872", "NBER Working Paper No. 31234", "IZA Discussion Paper 17950": a series and number.
_PAPER_SERIES_LINE_RE = re.compile(
    r"(?:[A-Z][\w&.-]*\s+){1,4}(?:Working\s+Papers?|Discussion\s+Papers?|WP|DP)\b(?:\s+No\.?)?\s*\d"
)


def _whole_title_line(lines: list[str], entry: ParsedEntry) -> bool:
    """A card of its names and date on one line and its title alone on the next, which the reader
    cut at an inner full stop, reading the title's second sentence as a venue or as nothing: words
    only (three or more), none a venue's ("Journal of Glaciology" is one), no number, acronym or
    publisher."""
    if len(lines) != 2 or not entry.title or not _names_and_year_line(lines[0].strip()):
        return False
    if entry.venue_acronym or entry.volume or entry.pages or entry.publisher or entry.doi:
        return False
    at = lines[1].find(entry.title)
    rest = entry.venue or (lines[1][at + len(entry.title) :].strip(" .") if at >= 0 else "")
    written, read = title_key(lines[1]), title_key(entry.title)
    if not rest or not read or written != read + title_key(rest) or any(char.isdigit() for char in rest):
        return False
    words = _VENUE_WORD_RE.findall(rest.casefold())
    if len(rest.split()) < 3 or not known_venue_words().isdisjoint(words):
        return False
    return lookup(rest) is None


# A word of a venue's name (three letters or more) on a card's dated line.
_VENUE_WORD_RE = re.compile(r"[^\W\d_]{3,}")


def _without_title_end(venue: str, title: str) -> str:
    """A venue without the end of the title that the reader ran into it ("Programming Optimization
    and Engineering" under the title "… for Multiparametric Programming")."""
    title_words, venue_words = title.split(), venue.split()
    for size in range(min(len(title_words), len(venue_words) - 1), 0, -1):
        if [w.casefold() for w in venue_words[:size]] == [w.casefold() for w in title_words[-size:]]:
            return " ".join(venue_words[size:]).lstrip(" ,.;:-–")
    return venue


# Names as an author list writes them: inverted ("Moretti, Franco") or with an initial ("F. Moretti").
_WRITTEN_AS_NAMES_RE = re.compile(r",|(?<![^\W\d_])[A-Z]\.")
# "Title. (2012) Pintilie, G, Chiu, W. Biopolymers": a title, then the year, then the names.
_TITLE_YEAR_NAMES_RE = re.compile(
    r"^(?P<title>.{8,400}?[.?!])\s+\((?P<year>(?:19|20)\d\d)[a-z]?\)\.?\s+(?P<rest>.+)$"
)


def _family_names_entry(item: FamilyNamesItem) -> tuple[ParsedEntry, object]:
    """A title-first item naming its authors by family name alone, read as written: the title,
    the names, and the venue and year after them."""
    entry = ParsedEntry(title=clean_title(item.title))
    entry.author_names = [name for family in item.families for name in split_authors(family)[0]]
    entry.authors = [name.display for name in entry.author_names]
    entry.authors_truncated = item.truncated
    tail = parse_tail(item.rest)
    apply_tail(entry, tail)
    return entry, tail.type_hint


def _names_first(text: str, entry: ParsedEntry) -> str | None:
    """ "Title. (2012) A, B. Venue" as "A, B (2012). Title. Venue", when an author list follows the
    year and the entry as read has found no author or the same first sentence for its title;
    None for any other text."""
    found = _TITLE_YEAR_NAMES_RE.match(text) if "(19" in text or "(20" in text else None
    if found is None:
        return None
    if entry.authors and title_key(entry.title or "") != title_key(found.group("title")):
        return None  # "Smith, J. (2012). Title. …": the names come first already
    rest = found.group("rest")
    end = author_list_end(rest[:600])
    if end is None:
        return None
    names = rest[:end].rstrip(" .,;")
    return f"{names} ({found.group('year')}). {found.group('title')} {rest[end:].lstrip(' .,;')}"


# The date right after a reference's names: " (2020).", " 2020.", "(2022)," (its space maybe lost).
_DATE_AFTER_NAMES_RE = re.compile(r"\s*\(?(?:1[5-9]|20)\d\d[a-z]?\)?[.,:]?\s*")


def _names_line_first(lines: list[str], *, full_names: bool = False) -> str | None:
    """A card of a title line over a line of the rest ("Title." / "Okafor, A., & Brandt, L.
    (2022). Journal, 4(2), 10–19.") as one reference in the order the reader knows best, the
    title after the names and their date; None for any other lines. The title line holds no
    year and no names; the names line opens with an author list and holds the year. The names
    hold an initial, unless the list's cards all write names so (``full_names``: "Ana Ruiz, Li
    Wei. ICRA 2023." or "Ana Ruiz, Li Wei, IROS, 2020", whose names then stop before the venue);
    names with an initial are read as ever."""
    if len(lines) != 2:
        return None
    title, rest = lines[0].strip(), lines[1].strip()
    if not title[:1].isupper() or MODERN_YEAR_RE.search(title) or author_list_end(title[:600]) is not None:
        return None
    full = full_names and not _initialled_names(rest)
    end = _marked_author_list_end(rest[:600]) if full else author_list_end(rest[:600])
    if end is None or not MODERN_YEAR_RE.search(rest, end):
        return None
    if full:
        end = _names_end_before_venue(rest, end)
    elif not _INITIAL_RE.search(rest, 0, end):
        return None  # (names with initials: "Marine Geology. Vol. 421 (2020)" names no one)
    date = _DATE_AFTER_NAMES_RE.match(rest, end)
    names_end = date.end() if date is not None and MODERN_YEAR_RE.search(date.group()) else end
    names = rest[:names_end].rstrip()
    if full and names.endswith(","):
        names = names[:-1]  # ("Ana Ruiz, Li Wei, Robotics: …, 2020": the comma closes the names)
    if not names.endswith((".", ",", ":")):
        names += "."
    return f"{names} {title.rstrip('.')}. {rest[names_end:].lstrip(' .,;')}"


def _initialled_names(text: str) -> bool:
    """Do the names opening ``text`` hold an initial ("Okafor, A., & Brandt, L. (2022)", or
    Vancouver's "Okafor A, Brandt LM. Journal")?"""
    end = author_list_end(text[:600])
    if end is None:
        return False
    names = text[: names_end_before_acronym(text[:end])]
    return _INITIAL_RE.search(names) is not None or _VANCOUVER_INITIALS_RE.search(names) is not None


# Vancouver's initials after a family name, with no stop: "Okafor A,", "Brandt LM."
_VANCOUVER_INITIALS_RE = re.compile(r"\b[A-Z]{1,3}\b")


def _marked_author_list_end(text: str) -> int | None:
    """Where the author list opening ``text`` ends, its members' marks ("**Ana Ruiz**", "Li
    Wei*") read as no part of the names and kept before that end."""
    end = author_list_end(text.replace("*", ""))
    if end is None or "*" not in text:
        return end
    kept = 0
    for position, character in enumerate(text):
        if kept == end:
            return position + len(text[position:]) - len(text[position:].lstrip("*"))
        kept += character != "*"
    return len(text)


def _names_end_before_venue(text: str, end: int) -> int:
    """Where the full names of a card's line end (``end``: where the author list ends), before a
    venue's acronym the list ran on into ("Ana Ruiz, Li Wei, IROS, 2020": after "Li Wei")."""
    return names_end_before_acronym(text[:end])


# A list's cards of a title over a line of names: so many at least, and more than half its cards.
# The venue after the names holds so many words at most, its notes counted ("RSS 2022. (Oral)").
_LONGEST_CARD_VENUE = 14
_FEWEST_TITLED_CARDS = 3


def _titles_over_names_lines(groups: list[list[Line]]) -> set[int]:
    """The first lines (by number) of a list's cards that each write a title over one line of full
    names, venue and year ("Tactile maps for grasping" / "Ana Ruiz, Li Wei. ICRA 2023." or "Ana
    Ruiz, Li Wei, IROS, 2020"), as lab pages print a publication between blank lines, a list
    marker or number before the title, a row of links or an award note under the card or not.
    Read as it stands, such a card's title runs on into the names. None unless
    ``_FEWEST_TITLED_CARDS`` cards at least, and more than half the groups of two lines or more,
    are written so: one card so shaped may be a reference whose title stands first."""
    found = set()
    cards = 0
    for group in groups:
        texts = [
            text
            for line in group
            if (text := line.text.strip()) and not is_link_line(text) and award_of_line(text) is None
        ]
        if len(texts) < 2:
            continue
        cards += 1
        if len(texts) == 2 and _title_over_names_line(strip_list_marker(texts[0])[1], texts[1]):
            found.add(group[0].number)
    return found if len(found) >= _FEWEST_TITLED_CARDS and len(found) * 2 > cards else set()


def _title_over_names_line(title: str, below: str) -> bool:
    """Is ``title`` a title alone and ``below`` a line of names, then a short venue and its year
    ("Ana Ruiz, **Li Wei**. ICRA 2023. (Oral)")?"""
    if not title[:1].isupper() or MODERN_YEAR_RE.search(title) or author_list_end(title[:600]) is not None:
        return False
    end = _marked_author_list_end(below[:600])
    if end is None:
        return False
    rest = below[_names_end_before_venue(below, end) :]
    return MODERN_YEAR_RE.search(rest) is not None and 0 < len(rest.split()) <= _LONGEST_CARD_VENUE


_WITH_NOTE_RE = re.compile(r"\(\s*(?:joint(?:ly)?\s+)?with\s+([^()]{2,200})\)", re.IGNORECASE)


# The date closing an author list, as APA writes it: "(2017).", "(2014, 2015).", "(2018, March)".
_NAMES_CLOSING_DATE_RE = re.compile(r"\s*\((?:19|20)\d\d[a-z]?(?:,\s*[^()]{1,20})?\)[.,:]?\s*$")


def _credit_member(entry: ParsedEntry, member: str, written: str, from_note: bool) -> None:
    """An item under a member's name heading that does not name the member is the member's:
    the member opens its authors (the co-authors of its note follow), and words the reader took
    for names before its title are the title's start ("Sophistry and" / "Political Philosophy: …")."""
    owner = split_authors(member)[0]
    if from_note:
        entry.author_names = [*owner, *entry.author_names]
    elif not entry.authors:
        entry.author_names = owner
    else:
        start = written.find(entry.title) if entry.title else -1
        # The names' own date ("Ruiz, A., & Lin, B. (2017). Title") is no part of them.
        before = _NAMES_CLOSING_DATE_RE.sub("", written[: max(start, 0)]).strip(" .,;:\"“‘'")
        if not 0 <= start <= 80 or (is_author_list(before) and _WRITTEN_AS_NAMES_RE.search(before)):
            return  # the item has an author list of its own: the heading was no member's name
        # Names found after the title are its editors' or a venue's; words before it are its start.
        entry.title = (written[:start] + entry.title).strip()
        entry.author_names = owner
    entry.authors = [name.display for name in entry.author_names]


def _without_coauthor_line(lines: list[str]) -> tuple[list[str], str | None]:
    """A card's lines without its co-author line, and that line's names. A card that has an
    author list on another line has no co-author line: its "with …" line is the title's end."""
    if len(lines) < 2 or not any(_COAUTHOR_WORD_RE.match(line) for line in lines[1:]):
        return lines, None
    if any(is_names_line(line) for line in lines if not _COAUTHOR_WORD_RE.match(line)):
        return lines, None
    known = known_venue_words()
    for index in range(1, len(lines)):
        found = _coauthor_line(lines[index], known)
        if found is not None:
            names, rest = found
            return [*lines[:index], *([rest] if rest else []), *lines[index + 1 :]], names
    return lines, None


# The end of a sentence after a word, not after an initial ("With P. Klein. Proc. …" ends after "Klein").
_NAMES_SENTENCE_END_RE = re.compile(r"\.(?<=[^\W\d_]{2}\.)\s+(?=\S)")


def _coauthor_line(line: str, known: frozenset[str]) -> tuple[str, str] | None:
    """A card's co-author line as (its names, the rest of the line), or None. The names may end
    with their sentence, the rest of the line being the card's venue or status ("With U. Nagel.
    (arXiv preprint)", "With P. Klein. Proc. Amer. Math. Soc. 7 (2020), …")."""
    names = coauthors_of_line(line, known_words=known)
    if names is not None:
        return names, ""
    end = _NAMES_SENTENCE_END_RE.search(line) if _COAUTHOR_WORD_RE.match(line) else None
    if end is None:
        return None
    names = coauthors_of_line(line[: end.start()], known_words=known)
    if names is None or not all(
        _PERSON_NAME_RE.match(piece) for piece in _CARD_NAMES_SEPARATOR_RE.split(names)
    ):
        return None  # "mit Behinderung. Tagungsband …": a wrapped line going on with "mit", no names
    return names, line[end.end() :]


# A person's name of two to four words, initials with periods allowed ("Uwe Nagel", "P. Klein").
_PERSON_NAME_RE = re.compile(
    r"^(?:(?:[A-Z]\.(?:-?[A-Z]\.)*|[A-ZÀ-ÖØ-Þ][^\W\d_'’-]*(?:[-'’][^\W\d_]+)*)\s+){1,3}[A-ZÀ-ÖØ-Þ][^\W\d_]+(?:[-'’][^\W\d_]+)*$"
)


# A card's author line written in full names ("Marta Quell, Jonas Brandt, and Ilse Varga") or with
# initials without periods ("SM Griffin, Y Hochberg"): two or more names of two to four words
# (name particles allowed), no venue word.
_NAME_PARTICLES = frozenset(
    {"van", "von", "de", "der", "den", "da", "di", "du", "del", "della", "dos", "le", "la", "bin"}
)
# A name's word; one opening with a capital and an apostrophe ("O'Neill", "D’Souza") too.
_CARD_NAME_WORD_RE = re.compile(r"^[A-ZÀ-ÖØ-Þ](?:[^\W\d_]+|(?=['’]))(?:[-'’][A-ZÀ-ÖØ-Þa-z][^\W\d_]+)*$")
_CARD_NAMES_SEPARATOR_RE = re.compile(r"\s*(?:,\s*(?:and|&)\s+|\s+(?:and|&)\s+|,)\s*")
_BARE_INITIALS_RE = re.compile(r"^[A-Z]{1,3}$")
_BY_RE = re.compile(r"^\s*by\s+", re.IGNORECASE)
_TITLE_GOES_ON_RE = re.compile(
    r"(?:\b(?:and|or|of|for|the|a|an|in|on|to|with|via|from|by)|[-:,–])$", re.IGNORECASE
)


def _card_full_names_line(lines: list[str]) -> int | None:
    """Where a card has its author line written in full names or with bare initials, which the
    field reader can take for the title's end: that line's index, or None. The author line is
    the second (title / authors / venue), or the last under a title and a venue line (title /
    "Optimization and Engineering - 2023" / "Ana Ruiz, Li Wei")."""
    found = _names_under_title(lines)
    if found is None and len(lines) == 3 and _names_under_venue(lines):
        return 2
    return found


# "Marta Keller, Tobias Brandt, 2021": a names line closed by its card's year, as a blog theme's
# post footer is read (``postmeta``).
_NAMES_YEAR_END_RE = re.compile(r",\s*(?P<year>(?:19|20)\d\d)\s*$")


def _names_and_year(line: str) -> tuple[str, int | None]:
    """A card's names line without the year closing it, and that year (None where none closes it)."""
    end = _NAMES_YEAR_END_RE.search(line)
    return (line, None) if end is None else (line[: end.start()], int(end["year"]))


def _title_under_names_line(lines: list[str]) -> int | None:
    """The index (1) of a card's title line under a first line of names only, with a venue line
    below the title ("P. Erhart and J. Brandt" / "Order–Disorder in Clathrates" / "Chem. Mater.
    33, 4500 (2021)"), or None. Neither the names nor the title line holds a year."""
    if len(lines) < 3:
        return None
    names, title = lines[0].strip().rstrip(".,;"), lines[1].strip()
    if MODERN_YEAR_RE.search(names) or MODERN_YEAR_RE.search(title) or not title[:1].isupper():
        return None
    if not (
        is_names_line(names)
        or _inverted_initials_line(names)
        or _full_names_with_initials(names)
        or _one_family_first_name(names)
    ):
        return None
    if is_names_line(title) or _inverted_initials_line(title) or _full_names(title.rstrip(".")):
        return None
    return 1 if MODERN_YEAR_RE.search(" ".join(lines[2:])) else None


# "Moreau, Céline", "Lindqvist, Per J.": one name, family first and given name in full, as a
# publication plugin (teachPress, Biblio) prints the names line of a work written alone.
_ONE_FAMILY_FIRST_NAME_RE = re.compile(
    r"[A-ZÀ-Þ][^\W\d_'’-]+(?:[-'’ ][A-ZÀ-Þ][^\W\d_'’-]+)?, "
    r"[A-ZÀ-Þ][^\W\d_.'’-]+(?:[ -][A-ZÀ-Þ](?:[^\W\d_'’-]+|\.))?"
)


def _one_family_first_name(line: str) -> bool:
    return _ONE_FAMILY_FIRST_NAME_RE.fullmatch(line) is not None and is_author_list(line)


def _names_under_venue(lines: list[str]) -> bool:
    title, venue, names = (line.strip() for line in lines)
    if _TITLE_GOES_ON_RE.search(title) or title.startswith("[") or MODERN_YEAR_RE.search(title):
        return False
    if is_names_line(title) or is_names_line(venue) or venue.endswith("."):
        return False
    return is_names_line(names) or _full_names(names.replace("*", "").replace("†", "").strip(" .,;"))


# "Okafor, R.; Brandt, L. K." or "Okafor, R., Brandt, L. & Varga, T.": a family name, a comma, initials.
_INVERTED_INITIALS_RE = re.compile(r"[^\W\d_]{2,},\s+[A-Z]\.")


def _inverted_initials_line(line: str) -> bool:
    """A line of names written family first with initials after the comma (ACS, APA), which the
    field reader can mistake, on a card, for the title's end or the venue's start."""
    return _INVERTED_INITIALS_RE.search(line) is not None and is_author_list(line)


# "Rappaport, Saul A., Mayo, Andrew W.": a family name, a comma, a given name with its initials, a
# comma: inverted pairs of full names (ADS's form), never a list of family names alone.
_INVERTED_FULL_NAME_RE = re.compile(r"[^\W\d_]{2,},\s+[A-ZÀ-Þ][^\W\d_]+(?:\s+[A-Z]\.)+\s*,")


def _inverted_full_names_line(line: str) -> bool:
    """A line of names written "Family, Given I., Family, Given I.", which the field reader can
    mistake, on a card, for the title's end."""
    return _INVERTED_FULL_NAME_RE.search(line) is not None and is_author_list(line)


def _names_under_title(lines: list[str]) -> int | None:
    """The index (1) of a card's author line right under its title, or None.
    A second line that goes on from the title (the title line ends on "of", "and", a comma) or
    holds a venue's word ("Deep Learning, Neural Networks, and Graph Models") is no author line."""
    if len(lines) < 2 or _TITLE_GOES_ON_RE.search(lines[0].strip()):
        return None
    by = _BY_RE.match(lines[1])
    line = lines[1][by.end() if by else 0 :].replace("*", "").replace("†", "").strip(" .,;")
    if by is not None and is_names_line(line):
        return 1  # "by J. Brandt and I. Varga": the word before the names hides them from the reader
    if line and (is_names_line(line) or _inverted_initials_line(line) or _inverted_full_names_line(line)):
        # "Title / R. Okafor, L. Brandt, and T. Varga / Nature 611 (2022)": over names with initials
        # and a venue line under them, a first line that is no author list and holds no year is the
        # title (one opening with a venue's tag, "[TACL'22] Title", is left to the reader).
        first = lines[0].strip()
        plain_title = (
            not first.startswith("[") and not MODERN_YEAR_RE.search(first) and not is_names_line(first)
        )
        plain_title = plain_title and author_list_end(first) is None
        return 1 if len(lines) >= 3 and plain_title else None
    return 1 if _full_names(line) else None


def _full_names(line: str) -> bool:
    """Is ``line`` an author list of two or more names in full words (initials without periods
    allowed, "SM Griffin"), no word of a venue's name among them?"""
    if not line or any(mark in line for mark in '()[]:"“”0123456789'):
        return False
    pieces = [piece for piece in _CARD_NAMES_SEPARATOR_RE.split(line) if piece]
    if len(pieces) < 2:
        return False
    venue_words = known_venue_words()
    for piece in pieces:
        words = piece.split()
        if not 2 <= len(words) <= 4 or words[0].lower() in _NAME_PARTICLES:
            return False
        full = 0
        for word in words:
            if word.lower() in _NAME_PARTICLES or _BARE_INITIALS_RE.match(word):
                continue  # "van", or the initials Google Scholar writes without periods ("SM Griffin")
            if not _CARD_NAME_WORD_RE.match(word) or word.lower() in venue_words:
                return False
            full += 1
        if not full:
            return False
    return True


_COAUTHOR_WORDS = r"(?:(?:joint(?:ly)?|together)\s+)?(?:with|avec|mit|con|com)\s"
# "…, 455–489 (with P. Novak).", "…, 455–489. Joint with P. Novak.": a co-author note after the venue.
_CLOSING_PAREN_NOTE_RE = re.compile(rf"\s*\(\s*{_COAUTHOR_WORDS}[^()]{{2,300}}\)\s*\.?\s*$", re.IGNORECASE)
_CLOSING_BARE_NOTE_RE = re.compile(rf"(?<=[.,;])\s+{_COAUTHOR_WORDS}[^()]{{2,300}}$", re.IGNORECASE)
_BARE_WITH_RE = re.compile(r"(?=[wamc])\b(?:with|avec|mit|con|com)\s", re.IGNORECASE)
_COAUTHOR_WORD_NEEDLES = ("with ", "avec ", "mit ", "con ", "com ")
_INITIAL_RE = re.compile(r"[A-Z](?<![^\W\d_].)\.")


def _without_closing_coauthor_note(lines: list[str]) -> tuple[list[str], str | None]:
    """An entry's lines without the co-author note that closes it, and the note's names. A card's
    rows of link labels under the note ("PDF | BibTeX | Repo") come after it: the note closes the
    line above them."""
    at = len(lines) - 1
    while at > 0 and is_link_line(lines[at].strip()):
        at -= 1
    last = lines[at]
    # The labels run on after the note on its line, where the page has no line breaks: "… (with
    # A. Ruiz) PDF | Slides".
    close = last.rfind(")")
    if close > 0 and last[close + 1 :].strip() and is_link_line(last[close + 1 :].strip()):
        last = last[: close + 1]
    # The note's patterns run from the first co-author word near the end ("joint with" and "(" just
    # before it); most entries have none, and are passed over.
    start = max(0, len(last) - 320)
    lowered = last[start:].lower()
    if not holds_any(lowered, _COAUTHOR_WORD_NEEDLES):
        return lines, None
    word = _BARE_WITH_RE.search(last, start)
    if word is None:
        return lines, None
    closing = _CLOSING_PAREN_NOTE_RE if last.rstrip(" .").endswith(")") else _CLOSING_BARE_NOTE_RE
    note = closing.search(last, max(0, word.start() - 24))
    if note is None or note.start() == 0:
        return lines, None
    written = note.group(0).strip()
    names = coauthors_of_line(written, known_words=known_venue_words())
    if names is None or (_BARE_WITH_RE.match(written) and not _INITIAL_RE.search(names)):
        return lines, None  # "…, 1–20, with Appendix.": a bare "with" is a note only before initials
    return [*lines[:at], last[: note.start()].rstrip(), *lines[at + 1 :]], names


_COAUTHOR_WORD_RE = re.compile(
    r"^\W{0,2}(?:joint|together|en\s|zusammen|gemeinsam|junto|with|avec|mit|con|com|" + COAUTHORED + r")\b",
    re.IGNORECASE,
)


def _bracket_venue_tag(parts: list[str]) -> list[str]:
    """ "TITS 2025 Cooperative Lane Changing" → "[TITS 2025] Cooperative Lane Changing", on a card's
    lines above its last (the last is its venue line: "NeurIPS 2023 Workshop on …" stays)."""
    if len(parts) < 2:
        return parts
    bracketed = list(parts)
    for index, text in enumerate(parts[:-1]):
        tagged = split_venue_tag(text)
        # "GBD 2021 Kidney Stone" over "Collaborators. Title …": a group author holding its study's
        # year (NLM's organisation as author), wrapped or not, opens the citation; no venue tag.
        if (
            tagged is not None
            and not is_names_line(text)
            and not opens_with_group_author(" ".join(parts[index:]))
        ):
            bracketed[index] = f"[{tagged[0]}] {tagged[1]}"
            break
    return bracketed


@lru_cache(maxsize=1)
def _other_readers() -> list[Reader]:
    """The readings of an entry other than the reader's: the labeller's alone (where installed),
    then the rules' alone."""
    readers: list[Reader] = []
    try:
        from ..labelling.reader import read_entry_by_labels
    except ImportError:
        pass
    else:
        readers.append(read_entry_by_labels)
    readers.append(lambda lines: read_reference(join_entry_lines(lines))[0])
    return readers


def _read_with_rules_standing(lines: list[str]) -> ParsedEntry:
    """The entry reader's reading with the labeller's reading only mending the rules' one."""
    return _read_entry(lines, rules_stand=True)[0]


# -> Callable[[list[str]], tuple[ParsedEntry, object]] | None
def _field_labeller(*, rules_stand: bool = False):
    read_entry = _labelling_reader()
    if read_entry is None:
        return None
    return partial(read_entry, rules_stand=True) if rules_stand else read_entry


# (Imported once: an import statement run for every entry goes through the import machinery each time.)
@cache
def _labelling_reader():  # -> Callable[[list[str]], tuple[ParsedEntry, object]] | None
    try:
        from ..labelling import read_entry
    except ImportError:
        return None
    return read_entry


# A citation opening with its quoted title ("“Title,” to appear."): a quoted title is a citation's.
_OPENS_WITH_QUOTE_RE = re.compile(r"\s*(?:[-–—•*]\s*|\d{1,3}[.)]\s*)?[“\"‘«„]")


def _is_publication(entry: ParsedEntry) -> bool:
    if cited_without_title(entry):
        return True  # its names, journal, volume, page and year: an article cited without its title
    # A paper of the page owner's alone that is not out yet names no one and no venue: "Title,
    # submitted (2023)." Its status and year say it is one; so do its status and a quoted title,
    # undated as a paper to appear often is ("“Title” (to appear).").
    quoted = bool(_OPENS_WITH_QUOTE_RE.match(entry.raw or ""))
    pending = entry.status != Status.PUBLISHED and (entry.year is not None or quoted)
    # So is a working paper's quoted title and its year ("“Title”, 2022" under "Working Papers").
    pending = pending or (entry.type == PublicationType.PREPRINT and entry.year is not None and quoted)
    if _reads_as_prose(entry):
        return False
    # A book of the owner's alone names its imprint ("Title. Oxford: Clarendon Press, 2010."):
    # its publisher says it is one.
    # A web page's reference says the day it was read ("Helios. http://…, 2014. – Zugriff: 28.12.2014").
    accessed = bool(entry.links) and has_access_date(entry.raw or "")
    # A dated report says what it is where its venue would stand ("Title. Technical Report; 2014.").
    report = entry.year is not None and names_document_kind(entry.raw or "")
    return (
        bool(
            entry.authors
            or entry.venue
            or entry.publisher
            or entry.doi
            or entry.arxiv_id
            or pending
            or accessed
            or report
        )
        and len(entry.title) > 3
    ) or _long_title_and_year(entry)


# "A Longitudinal Study of Reading Habits Among Rural Secondary School Pupils, 2014.": a reference
# that kept only its title and its year, kept as one (no authors) rather than lost. A title this
# long is no heading; the year closes the item or stands in parentheses, as a citation writes it,
# not inside a sentence ("Since 2014 the group …"); and running text ("The group has published …
# since 2014.", "We list …") has a finite verb or speaks of its writer or reader, a page's footer
# speaks of the page, and a heading names what its list holds.
_WORDS_OF_A_TITLE_ALONE = 8
# A page's own line with its year, no reference: "Copyright © … 2024", "Website maintained by …, 2024".
_PAGE_TEXT_RE = re.compile(
    r"©|\((?:c|C)\)|\b(?:copyright|rights reserved|(?:last )?updated|maintained|powered by|generated"
    r"|designed by|built by|web ?site|web ?page|home ?page|this (?:page|site|list))\b",
    re.IGNORECASE,
)
# A heading over a list, however long, names what the list holds first: "Selected publications of
# the group, 2010–2024", "Journal articles and conference papers since 2014", "Talks given in 2014".
_LIST_HEADING_RE = re.compile(
    r"(?:[^\W\d_]+\s+){0,3}?(?:publications|papers|articles|talks|presentations|posters|preprints|theses"
    r"|chapters|books|reports|works|lectures|seminars)\b",
    re.IGNORECASE,
)
_CITED_YEAR_RE = re.compile(r"\((?:19|20)\d\d[a-z]?\)|(?<!\d)(?:19|20)\d\d[a-z]?[.)\]]*\s*$")


def _without_closing_year(title: str, year: int) -> str:
    """ "Title, 2014", "Title, March 2014" or "Title (2014)", read with no names before it: the year
    is the item's date, not its title's last word ("Vision 2020" keeps its number: no comma or
    parenthesis sets it off)."""
    found = re.search(rf"(?:,\s*(?:[A-Z][^\W\d_]{{2,8}}\.?\s+)?|\s*\(){year}[a-z]?\)?$", title)
    return title[: found.start()].rstrip(" ,.;:") if found and found.start() > 0 else title


_OPENING_STOP_RE = re.compile(r"^[.,;:]\s+")
# A VIVO profile lists a chapter by its title, a spaced stop, its pages and its year alone:
# "Title . 45-62. 2022" (its book and names are on the chapter's own page).
_VIVO_CHAPTER_PAGES_RE = re.compile(r"(?P<title>\S.{3,}?) \. (?P<pages>\d{1,5}\s?[-–]\s?\d{1,5})")


def _vivo_chapter_pages(entry: ParsedEntry) -> tuple[str, str] | None:
    """The title and the pages of a VIVO chapter line the reader read as a title and a year only."""
    if entry.authors or entry.venue or entry.pages or entry.year is None or " . " not in entry.title:
        return None
    found = _VIVO_CHAPTER_PAGES_RE.fullmatch(entry.title)
    return None if found is None else (found.group("title"), found.group("pages"))


def _book_closing_title(title: str, body: str) -> tuple[str, str | None] | None:
    """ "(1989) Title, Routledge.", "(1989): Title, Cambridge.", "1989. Title, Cambridge. Routledge":
    an author-date style prints a book's place or house (or both) after its title with a comma, and
    nothing after them (the house may have been read apart); the title ends at that comma. (With a
    year or pages after the imprint, ``closing_imprint`` reads it.) The text before the title's
    comma and the house, else None."""
    at = body.rfind(title.rstrip(" ."))
    after = body[at + len(title.rstrip(" .")) :].strip(" .") if at >= 0 else "?"
    if after and not is_publisher_name(after):
        return None  # more follows the title: what its last comma sets off may be the title's own
    head, comma, last = title.rpartition(", ")
    place, _, house = f"{last.strip(' .')}. {after}".strip(" .").partition(". ")
    if not comma or len(head.split()) < 2 or not (is_place(place) or is_publisher_name(place)):
        return None
    if house and not is_publisher_name(house):
        return None
    publisher = house or (place if is_publisher_name(place) else None)
    return head.rstrip(" ,.;:"), publisher


def _long_title_and_year(entry: ParsedEntry) -> bool:
    raw = entry.raw or ""
    return (
        entry.year is not None
        and len(entry.title.split()) >= _WORDS_OF_A_TITLE_ALONE
        and _CITED_YEAR_RE.search(raw) is not None
        and not _FINITE_VERB_RE.search(raw)
        and not _PERSON_WORD_RE.search(raw)
        and not _PAGE_TEXT_RE.search(raw)
        and not _LIST_HEADING_RE.match(entry.title)
        and not _SENTENCE_BREAK_RE.search(entry.title)
    )


# A page's introduction: a sentence or two of running text, no names, no year, no identifier.
_PROSE_WORDS_AT_LEAST = 15
_SENTENCE_BREAK_RE = re.compile(r"[a-z]{2}\.\s+[A-Z][a-z]")


# What a page's running text says and a citation without a year does not: "I have selected",
# "If you are interested", "It is built and maintained by …".
_PERSON_WORD_RE = re.compile(r"\b(?:I|[Ww]e|[Yy]ou|[Oo]ur|[Yy]our|[Mm]y)\b")
_FINITE_VERB_RE = re.compile(r"\b(?:is|are|was|were|has|have)\b")
# "here now an up-to-date list of publications I (co-)authored": a sentence about the list below.
_ABOUT_THE_LIST_RE = re.compile(
    r"\blist\s+of\s+(?:my\s+|our\s+|the\s+)?(?:\w+\s+)?(?:publications|papers|articles|works)\b"
)
# A citation's parts are short between their periods; a sentence of running text runs longer.
_SENTENCE_END_RE = re.compile(r"[.!?]\s")
_WORDS_OF_A_LONG_SENTENCE = 25


def _unread_because(entry: ParsedEntry) -> str:
    """Why an item was not read as a publication, as its reading has it: a title with a year
    ("Title, 2014](paper.pdf)") lacks names and a venue only, and a paragraph of the page's own
    text reads as running text whatever it holds."""
    if _reads_as_prose(entry):
        return "reads as running text"
    missing = [
        word
        for word, found in (
            ("authors", entry.authors),
            ("venue", entry.venue),
            ("year", entry.year is not None),
        )
        if not found
    ]
    if not missing:
        return "no citation's shape"
    listed = missing[0] if len(missing) == 1 else f"{', '.join(missing[:-1])} or {missing[-1]}"
    return f"no {listed}"


def _reads_as_prose(entry: ParsedEntry) -> bool:
    """ "In addition to a broad range of books, faculty members … publish their scholarship in
    leading journals. Below is a sampling of …": a paragraph of text that the reader split into a
    long title and a "venue", with nothing of a citation (authors, year, DOI). Running text that
    addresses the reader or speaks of its writer ("If you are interested …"), or a long sentence
    about a book ("Title is the first study of the role … over three centuries of …"), is prose
    whatever names the reader found in it, unless it has a year or an identifier."""
    if entry.year or entry.doi or entry.arxiv_id or entry.status != Status.PUBLISHED:
        return False
    raw = entry.raw
    if _speaks_as_a_page(raw):
        return True
    if _PERSON_WORD_RE.search(raw) and _ABOUT_THE_LIST_RE.search(raw):
        return True  # the writer speaking of the list, whatever names the reader found in it
    if entry.authors or entry.links:
        return False
    return len(entry.title.split()) >= _PROSE_WORDS_AT_LEAST and bool(_SENTENCE_BREAK_RE.search(raw))


# A list this long has a look of its own that a page's sentence about it does not share.
_FEWEST_ENTRIES_FOR_A_LOOK = 4


def _without_running_text(result: ParseResult, readings: list[_Reading], ledger: LineLedger) -> None:
    """The entries but a page's sentence that the reader took for one because it holds a year
    ("As of June 2017, our view is that …", "Before the list, Cho & Lee (2012) have an excellent
    appendix …", "Full list of papers on Google Scholar (2023)."): an entry that reads as running
    text (``_speaks_as_running_text``) and whose line opens unlike every other entry of its list
    (its opening and its commas, ``line_shape``; and either it names no one or its opening is not
    the list's own) is left out, its lines reported. A year no longer makes it a citation: its
    list's look decides."""
    entries = result.entries
    if len(entries) < _FEWEST_ENTRIES_FOR_A_LOOK:
        return
    looks = [_opening_look(entry.raw) for entry in entries]
    counted = Counter(looks)
    usual_opening = Counter(look.split("/")[0] for look in looks).most_common(1)[0][0]
    dropped = []
    for entry, look in zip(entries, looks, strict=True):
        if counted[look] > 1 or not _speaks_as_running_text(entry):
            continue
        if entry.authors and look.split("/")[0] == usual_opening:
            continue
        dropped.append(entry)
    for entry in dropped:
        ledger.mark_range(
            entry.line_start, entry.line_end, LineKind.IGNORED, "running text, unlike the list's entries"
        )
        result.issues.append(
            ParseIssue(line=entry.line_start, message="a sentence unlike the list's entries, not read as one")
        )
    _leave_out(result, readings, dropped)


def _leave_out(result: ParseResult, readings: list[_Reading], dropped: list[ParsedEntry]) -> None:
    """The entries but ``dropped`` (their lines already accounted for), and without their own
    warnings: what is no entry is not warned of as one missing its names or year."""
    if not dropped:
        return
    for entry in dropped:
        result.issues = [issue for issue in result.issues if all(issue is not own for own in entry.warnings)]
    result.entries = [entry for entry in result.entries if all(entry is not other for other in dropped)]
    readings[:] = [reading for reading in readings if all(reading.entry is not other for other in dropped)]


# A page's note is a sentence of this many words at least, closed by a full stop.
_WORDS_OF_A_NOTE = 5
# Of a list's other entries, this share at least name someone or give a year, for an entry that
# does neither to stand out.
_BACKED_SHARE = 0.75


def _without_page_notes(result: ParseResult, readings: list[_Reading], ledger: LineLedger) -> None:
    """The entries but a page's note read as one ("On this page you find the posts of the blog."
    over a heading; a heading over "I write regularly on elections for the press."): an entry
    that names no one, gives no year (none written in it either), no venue, no identifier and no
    quoted title, and holds a sentence closed by a full stop, in a list whose other entries name
    someone or give a year (three in four at least). A citation of a list that names and dates
    its works does one or the other; a title alone is no sentence of the page. Its short lines
    are headings; its other lines are reported."""
    entries = result.entries
    if len(entries) < _FEWEST_ENTRIES_FOR_A_LOOK:
        return
    backed = sum(1 for entry in entries if entry.authors or entry.year)
    dropped = [
        entry for entry in entries if _is_page_note(entry) and backed >= _BACKED_SHARE * (len(entries) - 1)
    ]
    for entry in dropped:
        ledger.mark_range(
            entry.line_start, entry.line_end, LineKind.IGNORED, "a page's note: no names, year or venue"
        )
        raw_lines = (entry.raw or "").split("\n")
        if len(raw_lines) == entry.line_end - entry.line_start + 1:
            for number, text in enumerate(raw_lines, start=entry.line_start):
                if _is_short_phrase(text):
                    ledger.mark(number, LineKind.HEADING, "a heading beside a page's note")
        result.issues.append(
            ParseIssue(
                line=entry.line_start, message="a page's note (no names, year or venue), not read as an entry"
            )
        )
    _leave_out(result, readings, dropped)


def _is_page_note(entry: ParsedEntry) -> bool:
    """Does the entry hold nothing of a citation (names, a year, a venue, an identifier, pages, a
    quoted title, a status) but a sentence closed by a full stop?"""
    raw = entry.raw or ""
    if entry.authors or entry.year or entry.venue or entry.doi or entry.arxiv_id or entry.pages:
        return False
    if entry.status != Status.PUBLISHED or WRITTEN_YEAR_RE.search(raw) or _QUOTED_RE.search(raw):
        return False
    return any(
        line.strip().endswith(".") and len(line.split()) >= _WORDS_OF_A_NOTE for line in raw.split("\n")
    )


def _is_short_phrase(text: str) -> bool:
    """A short line without a sentence's or a citation's closing mark: a heading's words."""
    stripped = text.strip()
    return 0 < len(stripped.split()) < _WORDS_OF_A_NOTE and not stripped.endswith((".", ",", ";", ":"))


_QUOTED_RE = re.compile(r"[“\"„«][^“”\"„«»]*[”\"»]")


def _opening_look(raw: str) -> str:
    """How an entry's first line opens and how many commas it holds ("name/many")."""
    opening, _, commas, _ = (line_shape(raw.split("\n", 1)[0]) or "///").split("/")
    return f"{opening}/{commas}"


def _speaks_as_running_text(entry: ParsedEntry) -> bool:
    """Does the entry read as a page's running text, whatever year it holds: a finite verb in a
    sentence that speaks of its writer or reader or runs longer than a citation's parts do, or,
    with no names, words about the list itself ("Full list of papers on …")?"""
    if entry.doi or entry.arxiv_id:
        return False
    raw = _QUOTED_RE.sub(" ", entry.raw or "")  # a quoted title is the work's words, not the page's
    if _speaks_as_a_page(raw):
        return True
    return not entry.authors and _ABOUT_THE_LIST_RE.search(raw) is not None


def _speaks_as_a_page(text: str) -> bool:
    """Does ``text`` hold a finite verb in a sentence that speaks of its writer or reader ("If you
    are interested …") or runs longer than a citation's parts do? A citation's parts are no such
    sentences; a page's running text is."""
    return bool(_FINITE_VERB_RE.search(text)) and (
        bool(_PERSON_WORD_RE.search(text))
        or max(len(sentence.split()) for sentence in _SENTENCE_END_RE.split(text))
        >= _WORDS_OF_A_LONG_SENTENCE
    )


def _warn_missing(entry: ParsedEntry, result: ParseResult) -> None:
    for name, value in (("authors", entry.authors), ("year", entry.year)):
        if not value:
            issue = ParseIssue(line=entry.line_start, message=f"no {name} found", field=name)
            entry.warnings.append(issue)
            result.issues.append(issue)
    if entry.warnings:
        entry.confidence = max(0.2, 1.0 - 0.3 * len(entry.warnings))
