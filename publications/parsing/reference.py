"""One free-text citation → one ParsedEntry (without the section context).

Accepts the reference styles of publication lists: IEEE and lab-page styles with the
title in quotes of any kind (“ ” " ‘ ’ « » „, and ASCII 'single quotes' after a separator as
in Harvard), ACM and ACL Anthology with the year after the authors, APA "(2020)." years,
Chicago/MLA with the first author inverted, Nature/Vancouver/AMA/LNCS with unquoted titles
("Authors. Title. Venue"), a bold title before the authors ("**Title.** Authors. *Venue*"),
markdown links around titles, lab tags ("[SC’23]", "(ICML 2021)", "SC'08:") and trailing
decorations (links, awards, status); an unquoted title before names with initials ("Title. A.
Author, **B. Author**. NDSS 2019"); a card's lines (title / authors / venue) joined so that a line
that is an author list ends its field (``join_entry_lines``).

Also the comma-separated styles of physics and the humanities: "A. Author and B. Author, Title,
Rev. Mod. Phys. 93, 025002 (2021)" (a dotted journal after a comma ends the title), "Author,
Title, dans/in Journal, 18, 1998" and "Author, Title, Journal, Volume 60 / t. XII", a book's
imprint closing the citation ("Title, Chêne, Paris, 2003", "Title (Oxford: Clarendon Press,
2014)", "Title, PWN, Warszawa 1999"), editors in front of an edited book ("A and B (eds)",
"Name (Hrsg.):"), a body as the author before the year ("Agency (ABBR). 2004. Title") or before
the title, named with its acronym or by the word that heads it ("Agency (ABBR), Title, …",
"Centers for … . Title. …"), undated
works ("(n.d.)", "(s.d.)"), APA dates with a day ("(2010, June 17)"), GOST " // " and ISBD
".-" areas, and what ends a title without belonging to it (an edition, a thesis mark, a link).

And a page owner's own list, where the owner is not written: a co-author note in place of the
author list, after a quoted title ("“Title,” with A. Name, Journal …", "“Title” (joint with A. Name
and B. Name). Journal …"), before an unquoted one ("(with A. Name) Title, …") or right after it
("Title (with A. Name), …"); a title-first entry with no names, ended by a journal abbreviated with
periods before its volume ("Title, J. Differential Geom. 118 (2021)", "…, Ann. Sci. Éc. Norm. Supér.
(4) 53 (2020)") or by a status ("Title, preprint (2024)", "…, submitted").

A title's subtitle sentence before a journal and its numbers ("Title. Subtitle. Journal of X 12:
3–4", also after "?" or "!") stays in the title, and so does an acronym written with periods ("in
the U.S. Gulf states"); GOST titles run to " // " whatever their periods. Year-first lists ("2004.
Author", "(1999) Author", "1990: Title") and a bare year after the names ("… Holmes 1891 History");
a body dated to the day or undated ("Body. (2009, mai 12).", "Body (ABBR). ND."); a list number
joined by a dash ("1-Okafor HA, …"); a newspaper or periodical dated to the day or month after a
comma ("Title, Libération, 17 avril 2015", typed as a periodical's article); a title's translation
in brackets ("Title [Translated title]"), which is dropped. Citations that open with Chinese,
Japanese or Korean names are read by ``cjk.read_cjk``. Year-first lists written all in lower case
("2012 martin m.A., lippert a.M. title"); a magazine's byline ("Title by Name, MD; Journal; Vol. 7");
a series in guillemets after a book's house ("collection « … »"), which is no quoted title;
"et alii", "and al." and "et al." in other languages ("u.a.", "et coll.", "e.a.", "y otros", "y
cols.", "e outros") read as "et al."; a name in full before a title with a colon subtitle ("Ana L.
Ruiz, Lima Connections: …", ``title_head_before_colon``); names in full after a title and a colon
("Title: Ada L. Okafor and Lena Brandt, Journal, 12, 2021").

Subtitle sentences before a journal known by its volume and pages alone stay in the title too
("Title. Part II. Subtitle. Lithos 126, 198-211"), and so do they before a book's imprint and
year ("Title. Subtitle. Paris: Gallimard, 1998.").

Cannot handle: unquoted titles that contain a sentence break ("A. Title. Part two") before
anything but a journal with its numbers (a venue's word, or a volume and pages) are cut at the
first period;
citations that put an unquoted title before the authors are read only when the names have
initials and the parts are separated by periods or dashes ("Title – A. Author – EC 2019").
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from functools import lru_cache
from typing import NamedTuple

from publications.keys import fold

from . import cjk, fields, gbt, isbd, venues, volumelabels
from .classify import MEETING_NOUNS, names_a_meeting
from .linecaches import line_cache
from .lines import is_link_labels
from .linkingwords import NAME_LINKING_WORDS, UNTITLED_JOURNAL_LINKING_WORDS
from .names import (
    BRACKETED_WITH,
    COAUTHORED,
    GROUP_AUTHOR_HEAD,
    WITH,
    author_list_end,
    bracketed_initials_list_end,
    coauthor_note,
    is_author_list,
    lone_word_after_whole_names,
    looks_like_name,
    name_before_colon,
    names_before_glued_colon,
    names_may_hold,
    possessive_piece_start,
    split_authors,
    strip_truncation,
    title_head_before_colon,
    vancouver_list,
    whole_name_given_first,
    with_plain_et_al,
)
from .places import imprint_start, is_place, read_imprint
from .records import ParsedEntry, PersonName, PublicationType, Status
from .sections import known_venue_words
from .tail import (
    EDITOR_MARK_WORDS,
    LAW_REVIEW,
    TRANSLATOR_WORDS,
    Tail,
    is_publisher_name,
    parse_tail,
)
from .text import clean_title, collapse_spaces, holds_any, strip_markup, with_stops_after_emphasis
from .unpunctuatedmeetings import unpunctuated_meeting_start
from .venues import all_venues
from .volumelabels import OPTIONAL_STOP, STOP, label_pattern

_TAG_RE = re.compile(
    r"^\s*(?:\[(?P<a1>[^\[\]\d][^\[\]]{0,30}?)\s*[’'‘`]\s*(?P<y1>\d\d)\]"
    r"|\[(?P<a2>[A-Za-z][\w .&-]{0,30}?)\s+(?P<y2>(?:19|20)\d\d)\]"
    r"|\((?P<a3>[A-Za-z][\w .&-]{0,30}?)\s*[’']?\s*(?P<y3>(?:19|20)?\d\d)\))\s*[:\-–]?\s*"
)
# "ICRA 2024 Safe Merging …", "NeurIPS'23 Diffusion …": a venue tag (an acronym and a year)
# opening a card's title line, written without the brackets the readers know it by.
_BARE_VENUE_TAG_RE = re.compile(
    r"^(?=[A-Za-z&-]*[A-Z][a-z&-]*[A-Z])([A-Za-z][A-Za-z&-]{1,14}(?:\s+(?:19|20)\d\d|\s?['’]\d\d))[:,]?\s+(?=[\"“*_]*[A-Z0-9])"
)


_OPEN_QUOTES = '“"‘«„‚”'
_CLOSE_FOR = {"“": '”"', '"': '"”', "‘": "’'", "«": "»", "„": '“”"', "‚": "‘’", "”": "”", "'": "'’"}
# "(2019)", "(2019a)", "(2010, June 17)", "(2008, mai 27)", "2019.", "1970-71.", undated "(n.d.)", "(s.d.)".
# A bare year may also stand alone before a capitalised title ("Allen, W. B. 1953 The Ground-Water …");
# French archaeology puts a dash after it ("TANAKA M., 2020. – Title").
# The year of the edition read may be followed by the original's: "(1994/1977)", "(1962 (1955))",
# "1996 [1941]"; a year in brackets stands for one in parentheses ("Kolsteren, A. [1945]."), and a
# comma may come first ("Kobsa A. ,(2001),").
_ORIGINAL_YEAR = r"(?:\s*/\s*(?:1[5-9]|20)\d\d|\s*[\[(]\s*(?:1[5-9]|20)\d\d\s*[\])])"
# Google Scholar's Harvard form dates a proceedings paper by year and month: "…, 2016, December. Title".
_MONTH_AFTER_YEAR = (
    r"\s*,\s*(?:January|February|March|April|May|June|July|August|September|October|November|December)\."
)
# A work still coming out dates from its first year, the range left open: "Roe, A. 1997–. Title"
# (Chicago's date of a work in progress), "(1997–)".
_YEAR_AFTER_AUTHORS_RE = re.compile(
    r"^\s*,?\s*(?:[(\[]\s*((?:1[5-9]|20)\d\d)[a-z]?(?:"
    + _ORIGINAL_YEAR
    + r"|,\s*[^()]{1,25}|\s?[–-])?\s*[)\]]\s*[.,:]?"
    r"|((?:1[5-9]|20)\d\d)[a-z]?(?:[–-](?:\d\d){1,2}|–(?=\.\s))?" + _ORIGINAL_YEAR + r"?"
    r"(?:" + _MONTH_AFTER_YEAR + r"|\s*[.,:]|\s+(?=[A-ZÀ-Þ“\"«‘]\w)))\s*(?:[–—-]\s+)?"
)
# Also written bare after the names' period: "Okafor, H. n.d. Title".
_UNDATED_AFTER_AUTHORS_RE = re.compile(
    r"^\s*(?:\(\s*(?:n\.\s?d|s\.\s?[df]|o\.\s?J)\.?\s*\)\s*[.,:]?|(?:n\.\s?d|s\.\s?d)\.\s*[,:]?)\s*"
)
_STATUS_WORDS = (
    r"(?:in\s+press|in\s+prep(?:aration|\.)?|accepted|submitted|forthcoming|to\s+appear|under\s+review)"
)
# A status in the year's place, as APA writes "(in press)" for a work with no date yet; a list may
# name the journal it went to ("(submitted, MNRAS)", "(submitted and refereed, A&A)").
_STATUS_IN_PARENS = rf"\({_STATUS_WORDS}(?:\s+and\s+[^\W\d_]+)?(?:\s*,\s*[^()]{{1,40}})?\)"
# In parentheses the status needs no punctuation after it ("Osei, K. (in press) Coastal …").
_STATUS_AFTER_AUTHORS_RE = re.compile(
    rf"^\s*(?:{_STATUS_IN_PARENS}\s*[.,:]?|{_STATUS_WORDS}\s*[.,:])\s*",
    re.IGNORECASE,
)
# The same status closing the names before a quoted title: "Okafor, Amara (submitted, ApJ). “Title”".
_TRAILING_STATUS_RE = re.compile(rf"\s*{_STATUS_IN_PARENS}\s*[.,:]?\s*$", re.IGNORECASE)
# Longest such status ("(submitted and refereed, …)" and a journal's name of 40 characters).
_TRAILING_STATUS_AT_MOST = 100
# "Title. Pediatrics. In press.", "Title. Under Review.": a sentence of its own closing the
# citation that says only how far the work has come; read without it, the sentence before it is
# the venue (or the title) as it is where a year closes the citation.
_CLOSING_STATUS_RE = re.compile(
    rf"\.(?<=[^\W\d_]{{2}}\.)\s+(?P<status>{_STATUS_WORDS})\.?\s*$", re.IGNORECASE
)  # (the stop first, then what stands before it: see ``fields.WRITTEN_YEAR_RE``)
# "Abeokuta ti mo mo [The Abeokuta I know]": the citer's translation of the title, in brackets after
# it, capitalised as a title is; a description of the work in lowercase ("Internet [artículo
# nuevo]") is the title's.
_TRANSLATED_TITLE_RE = re.compile(r"(?<=\S)\s+\[(?=[A-ZÀ-Þ])[^\[\]\s]+(?:\s+[^\[\]\s]+)+\]\s*[.,]?\s*$")
# A book series in parentheses after an unquoted book title belongs to the venue side.
_SERIES_RE = re.compile(
    r"\s\((?:[^()]{0,80}\b(?:Series|Lecture\s+Notes|Studies|LNCS|LNAI|Vol\.?)\b[^()]{0,80})\)\s*\.?\s*$"
)
# A book's volume after a comma at the title's end: "Title, vol. 30", Spanish "volumen", "tomo".
_VOLUME_CLOSING_TITLE_LABEL = label_pattern(
    volumelabels.CLOSING_TITLE, STOP, dict.fromkeys(("vol", "volume", "volumen"), OPTIONAL_STOP)
)
_VOLUME_CLOSING_TITLE_RE = re.compile(rf",\s+(?:{_VOLUME_CLOSING_TITLE_LABEL})\s*(\d{{1,4}})\s*\.?$")


# The numbers a style prints right after the title, where it leaves the journal's name out or
# puts the meeting's after them: "Title 41, 77–90." (volume, pages), "Title 202:109–29", "Title,
# p 520–547. Meeting". No title closes with a volume and a span of pages; a span of years after a
# comma ("Title, 1914–1918") has no volume before it, and a year is read as none.
_LOCATOR_CLOSING_TITLE_RE = re.compile(
    r"(?:,\s+pp?\.?\s*(?P<cited>\d{1,5}\s*[–-]\s*\d{1,5})"
    r"|(?<=[^\W\d_])\s+(?P<volume>(?!(?:1[5-9]|20)\d\d\b)\d{1,4})(?:\s*\((?P<number>\d{1,4})\))?\s*[,:]\s*"
    r"(?P<pages>\d{1,5}\s*[–-]\s*\d{1,5}))"
    r"\s*[.,]?$"
)


def split_closing_locator(title: str) -> tuple[str, str | None, str | None, str] | None:
    """(title, volume, issue, pages) where the title closes with a volume, perhaps its issue, and
    pages or with the pages after a comma ("Title 41, 77–90", "Title, p 520–547"), else None."""
    found = _LOCATOR_CLOSING_TITLE_RE.search(title, max(0, len(title) - 40))
    if found is None or found.start() < 10:
        return None
    pages = found.group("cited") or found.group("pages")
    if fields.YEARS_SPAN_RE.fullmatch(pages):
        return None  # "Title 95, 1914–1918": a span of years closes many a title
    return title[: found.start()], found.group("volume"), found.group("number"), pages


def split_closing_volume(title: str) -> tuple[str, str] | None:
    """A book's title and the volume its comma closes it with ("Title, volumen 30"), or None."""
    if "," not in title or (numbered := _VOLUME_CLOSING_TITLE_RE.search(title)) is None:
        return None
    return title[: numbered.start()], numbered.group(1)


# AGU's note on an abstract, its session's code and number, after a comma closing the title.
_NUMBERED_ABSTRACT_AFTER_COMMA_RE = re.compile(
    r",\s+(?=(?:[Aa]bstract|[Pp]oster|[Pp]aper)\s+[A-Z]{1,4}\d{1,4}[A-Z]{0,2}-\d{1,4}\s+presented\s+at\s)"
)
_EQUALS_SERIES_RE = re.compile(r"\s*\(=\s*([^()]{2,160})\)\s*\.?\s*")
_SENTENCE_END_RE = re.compile(r"(?<=[^\s.])([.?!])(?=\s|$|[*_\[])")
_ABBREVIATIONS = frozenset(
    [
        "vs",
        "v",
        "e.g",
        "i.e",
        "etc",
        "al",
        "cf",
        "dr",
        "mr",
        "mrs",
        "ms",
        "st",
        "no",
        "vol",
        "fig",
        "eq",
        "eqs",
        "sec",
        "ch",
        "approx",
        "ca",
        "resp",
        "incl",
        "jr",
        "sr",
        "prof",
        "inc",
        "ltd",
        "co",
        "corp",
        # A taxonomic rank before its name: "Oryza sativa subsp. japonica", "… var. durum".
        "subsp",
        "ssp",
        "var",
    ]
)
_IN_MARK_RE = re.compile(
    # "In the" after a preposition is a title's words: "Review of In the Beginning". French
    # typography spaces the colon ("Titre. In : Actes", ISO 690's French form).
    r"\s(?:In\s?:|(?<!\bof\s)(?<!\bon\s)(?<!\bto\s)In\s+(?=Proc|the\s|[*_]))"
    # The same mark with its colon in other languages, after the title's stop: "Title. En: Book",
    # "Título. Em: Anais", "Titre. Dans : Actes", "Tytuł. W: Księga", "Naslov. U: Zbornik", "В: Сборник".
    r"|(?<=[.,])\s(?:En|Em|Dans|Im|Nel|W|U|V|В)\s?:\s"
    # "…, dans Picus, 18", "…, in: Hafen und Stadt", "…, in Ostraka": a container after a comma;
    # "…, in:, Proceedings" where a style writes its own comma after the mark; Indonesian "…, dalam:".
    # German and Polish open a quoted name low („Zeitschrift”, „Onomastica”).
    r"|,\s+(?:in|dans|en|nel|nella|im|dalam)\s*(?::,?)?\s+(?=[A-ZÀ-Þ«“„\"])"
    # "…, w: A. Nowak (red.), Księga": the Polish mark, its colon written, after a comma.
    r"|,\s+w:\s+(?=[A-ZÀ-Þ«“„\"])"
    # The Polish mark in brackets: "Tytuł, [w:] Księga, red. A. Nowak".
    r"|[,.]?\s+\[[Ww]:?\]\s+(?=[A-ZÀ-Þ«“„\"])"
)
# "Title, published in Phys. Rev. D 105", "Title published in: 26th Symposium …": an owner's list
# naming the venue a paper came out in (not "What gets published in ecology journals", a title's
# words without the comma or the colon).
_PUBLISHED_IN_RE = re.compile(r",\s+published\s+in\s*:?\s+(?=\S)|\s+published\s+in\s*:\s+(?=\S)")
# A journal or a book named between commas before its volume ("…, Cities, Volume 60, …",
# "…, Revue numismatique, t. XII, 1867"): the title ends at the comma before the name.
_NAME_BEFORE_VOLUME_RE = re.compile(
    r",\s+(?=[A-ZÀ-Þ][^,]{1,80},\s+(?:\d{1,2}\s?[°ºeᵉ]?\s*(?:série|serie|series|Folge),\s+)?"
    r"(?:[Vv]ol(?:ume)?\.?|t\.|[Tt]ome|Bd\.|Band|Jg\.|n°|[Nn]o\.|[Nn]r\.)\s*[\dIVXLC])"
)
# A journal after a colon that closes the title: "Title.: Journal 106, 100–122" (the title's own
# stop kept before the colon, as the Acta Botanica Croatica and some German medical faculties'
# styles print it), "Title: Journal, v. 106, p. 100–122" (the Geological Society of America's and
# SEPM's "v." and "p."). A bare colon before a journal's name is a subtitle's unless "v." follows.
# A stop closes only a short abbreviation among the journal's words ("Geol. Soc. Am."): after a
# longer word it ends a subtitle's sentence ("Title: Modelos de América. Science, v. 163").
_JOURNAL_WORD_AFTER_COLON = (
    r"(?:[a-z]{0,2}[A-ZÀ-Þ][\w'’&-]*|[A-ZÀ-Þ][a-z]{0,4}\."
    r"|of|and|&|the|for|in|on|de|der|des|du|di|la|für|zur)"
)
_JOURNAL_AFTER_COLON_RE = re.compile(
    rf"(?<=\w)(?:\.:\s+(?=(?:{_JOURNAL_WORD_AFTER_COLON}\s+){{0,11}}{_JOURNAL_WORD_AFTER_COLON},?\s+"
    r"\d{1,5}[A-Z]?(?:\s*\(\d{1,4}\))?\s*[,.:]\s*(?:pp?\.\s*)?[A-Za-z]?\d)"
    rf"|:\s+(?=(?:{_JOURNAL_WORD_AFTER_COLON}\s+){{0,11}}{_JOURNAL_WORD_AFTER_COLON},\s+v\.\s*\d))"
)
# A law review cited by volume, name and first page ("…, 12 Harv. Envtl. L. Rev. 66 (2010)").
_LAW_REVIEW_RE = re.compile(rf",\s+(?={LAW_REVIEW})")
# "Title, Libération, 17 avril 2015", "Title, The Herald, June 3, 1999", "Title, Revue maritime, juillet
# 2004": a newspaper or a periodical dated to the day or the month after a comma ends the title.
_NEWSPAPER_AND_DAY_RE = re.compile(
    rf",\s+(?=(?P<name>[A-ZÀ-Þ][^,.]{{1,60}}),\s+(?:\d{{1,2}}(?:er|\.)?\s+(?i:{fields.MONTH_WORDS})\b"
    rf"|(?i:{fields.MONTH_WORDS})\.?\s+(?:\d{{1,2}}\b|(?:19|20)\d\d\b)))"
)


def _newspaper_and_day(text: str, start: int) -> re.Match[str] | None:
    """The comma before a newspaper and its day of issue; a place and a day ("…, Author Interview,
    São Paulo, April 16") date an event, not an issue."""
    for match in _NEWSPAPER_AND_DAY_RE.finditer(text, start):
        if not is_place(match.group("name")):
            return match
    return None


# GOST (Russian) references put " // " between the title and its container; GB/T 7714 (Chinese)
# writes the slashes glued ("Title//Proceedings of …", "Title[C]//…"). A link's "://" is none.
_CONTAINER_SLASHES_RE = re.compile(r"(?:\s|(?<![\s:/]))//(?!/)\s*")
# An italic span right after the title that is followed by numbers, a link or the end is the venue.
_ITALIC_VENUE_RE = re.compile(r"\s([*_]{1,2})(?=[A-Z])[^*_\n]{1,200}?\1(?=\s*(?:\d|\[|,|\(|$|[A-Z]{2}))")
# "Title, preprint (2023)", "Title, submitted": a status after a comma ends an unquoted title.
# (An arXiv identifier after a comma too: "Title, arXiv:2401.01234".)
_STATUS_AFTER_COMMA_RE = re.compile(
    r",\s+(?=(?:preprint|submitted|in\s+preparation|to\s+appear|forthcoming|manuscript|working\s+paper)\b"
    r"|arxiv(?::\s?\d|\s+preprint\b))"
    # "Title R&R, Journal": an economist's "revise and resubmit", a status no title's words spell,
    # ends the title even with no comma before it.
    r"|\s+(?=(?-i:R&R)[,\s])",
    re.IGNORECASE,
)
# "Title, IEEE Trans. Neural Netw. Learn. Syst. 44: 821–836", "…, ACM Trans. Graph., 12, 1–9": a
# society's journal abbreviated as ISO 4 abbreviates it, its acronym then an abbreviated word, then
# its volume; the title ends at the comma before it (the acronym's word's stop is no title's end).
_SOCIETY_JOURNAL_AFTER_COMMA_RE = re.compile(
    r",\s+(?=(?:IEEE|ACM|SIAM|IET|IEICE|IBM)\s+[A-Z][a-z]{0,11}\."
    r"(?:\s+(?:[A-Z][A-Za-z]{0,11}\.?|of|and|on|&)){0,8}\s*,?\s*\d)"
)
# "Title, Communication présentée au Colloque …", "Title, Ponencia presentada en el …": the note on a
# talk in French, Spanish or Portuguese after the title's comma opens what names the meeting.
_TALK_NOTE_AFTER_COMMA_RE = re.compile(
    r",\s+(?=(?:[Cc]ommunication|[Pp]onencia|[Cc]omunicaci[óo]n|[Cc]omunica[çc][ãa]o|[Tt]rabajo|[Tt]rabalho)"
    r"\s+(?:présentée|presentad[oa]|apresentad[oa])\s)"
)
# "Title, Tectonics, in review, 2019.", "Title, Nature., Submitted, 2021": the venue between commas,
# then the work's status and its year; the title ends at the comma before the venue.
_VENUE_THEN_STATUS_RE = re.compile(
    r",\s+(?=[A-ZÀ-Þ][^,;:]{1,80},\s+(?i:in\s+review|under\s+review|in\s+revision|in\s+press|accepted|"
    r"submitted|forthcoming|to\s+appear)\b[^,.;:]{0,40},\s*\(?(?:19|20)\d\d\b)"
)
# A journal after a comma, then its volume: the title ends at that comma, not at the first
# abbreviation's period. Either abbreviated or short, then volume and pages or article ("…, Rev. Mod.
# Phys. 93, 025002 (2021)", "…, Proc. Natl. Acad. Sci. U.S.A. 117, 1234", "…, Nature 580, 61"), or
# any words with one abbreviated with a period, then the volume and a comma or parenthesis ("…, Geom.
# Funct. Anal. 31 (2021)", "…, J. Differential Geom. 118 (2021)"), a section's letter before the volume
# ("Phys. Rev. B 28", "J. Opt. Soc. Am. A28"), a colon after an abbreviation ("…, J. Phys.: Conf. Ser.
# 1136, 012008"), where a series or an acronym in
# parentheses may stand before the volume ("Ann. Sci. Éc. Norm. Supér. (4) 54").
_JOURNAL_WORD = r"(?:[A-ZÀ-Þ][^\W\d_]*\.?|of|and|&|de|der|für)\s+"
# A journal abbreviated with periods, its first and last words among them, then a comma and its
# volume ("Geophys. Res. Lett., 30, 1055", "Austral. J. Earth Sci., 59, 1091-1103").
_ABBREVIATED_JOURNAL = (
    rf"[A-ZÀ-Þ][a-zà-ÿ]{{0,9}}\.\s+(?:{_JOURNAL_WORD}){{0,5}}?[A-ZÀ-Þ][a-zà-ÿ]{{0,9}}\.,\s*"
    r"\d{1,4}[A-Z]?\s*(?:\([^()]{1,20}\)\s*)?[,:(]"
)
_ABBREVIATED_JOURNAL_RE = re.compile(_ABBREVIATED_JOURNAL)
# ACS's order: a journal of two or more words abbreviated with periods (a section's letter may close
# it), then the year and the volume ("Inorg. Chem. 2019, 58, 1234", "J. Phys. Chem. A 2021, 125, 5212").
# Where no stop ends the title before it, the journal's first word is the title's end.
_ABBREVIATED_JOURNAL_BEFORE_YEAR_RE = re.compile(
    r"(?:[A-ZÀ-Þ][a-zà-ÿ]{0,9}\.\s+){1,6}(?:[A-ZÀ-Þ][a-zà-ÿ]{0,9}\.,?|[A-Z])\s+[*_]{0,2}(?:19|20)\d\d[a-z]?[*_]{0,2}"
    r"\s*[,;]\s*\d"
)
_BEFORE_VOLUME = r"(?:\((?:\d{1,2}|[A-Z]{2,8})\)\s+)?"
# No journal's name opens with a joining word: ", and Spatial Models. Remote Sensing 11, 1" is the
# title's serial list running on to its full stop, whose last word is no abbreviation.
_JOURNAL_AFTER_COMMA_RE = re.compile(
    r",\s+(?!(?:and|&|of|der|für|de)\s)(?=(?:(?:[A-Z][a-z]{0,9}\.:?|(?:[A-Z]\.){1,4}|[A-Z][a-z]{2,14}|of|and|&|der|für|de)\s*){1,7}"
    r"(?:[A-Z]{1,2}\s*)?\d{1,5}[A-Z]?\s*(?:\(\d{1,4}\)\s*)?(?:,\s*[A-Za-z]?\d|:\s*[A-Za-z]?\d|\((?:19|20)\d\d\))"
    rf"|(?:{_JOURNAL_WORD}){{0,5}}?[A-ZÀ-Þ][^\W\d_]{{0,9}}\.\s+(?:{_JOURNAL_WORD}){{0,4}}"
    rf"{_BEFORE_VOLUME}\d{{1,4}}\s*[,(])"
)
# Copernicus's and AGU's order: a journal between commas, then its volume ("Title, Br. J. Cancer,
# 212, 45–61, 2017", "Title, Fluid Dyn. Res., 12, 1–9", "Title, Phil. Trans. R. Soc. A, 376,
# 20170123"). The comma piece is the journal's name where it has the shape ISO 4 gives one
# (``venues.abbreviated_journal``), whatever its words; a year after it is a date, no volume.
_COMMA_PIECE_THEN_VOLUME_RE = re.compile(
    r",\s+(?=(?P<name>[A-ZÀ-Þ][^,;:()\d]{2,100}?)\s*,?\s+(?!(?:1[5-9]|20)\d\d\b)\d{1,5}[A-Z]?\s*"
    r"(?:\(\d{1,4}\)\s*)?[,:(])"
)


def _shaped_journal_after_comma(text: str, start: int) -> re.Match[str] | None:
    """The comma before a journal abbreviated as ISO 4 abbreviates it and its volume; a place and its
    stop after the comma close the title ("…, Bursa, Turkey. Environ. Pollut., 138")."""
    for match in _COMMA_PIECE_THEN_VOLUME_RE.finditer(text, start):
        if venues.abbreviated_journal(match.group("name")):
            return _unless_place_closes_title(text, match)
    return None


# Harvard (Cite Them Right, Anglia, Roehampton) prints a journal between commas, then its volume, its
# issue and its pages marked "pp." ("Title, Hydrology, 12(3), pp. 1–9", "…, Geoderma, 31 (2) pp.5–19"):
# a journal of one word, which no venue's word names (or one opening with a small letter before a
# capital: "eLife", "mBio"), ends the title at the comma before it. A year is no volume: "Title,
# Paris, 1995, pp. 1–9" gives a place and a date.
_ONE_WORD_JOURNAL_BEFORE_PAGES_RE = re.compile(
    r",\s+(?=(?P<name>[a-z]{0,2}[A-ZÀ-Þ][^\W\d_]{2,30}),\s*(?!(?:1[5-9]|20)\d\d\b)\d{1,4}[A-Z]?\s*"
    r"(?:\(\s*\d[\d/–-]{0,8}\s*\)\s*)?,?\s*pp\.\s?\d)"
)
# A journal whose name opens with a small letter before a capital ("eLife", "mBio", "iScience",
# "eNeuro"), after a comma and before its volume and page: no title's word is written so.
_SMALL_OPENING_JOURNAL_AFTER_COMMA_RE = re.compile(
    r",\s+(?=[a-z]{1,2}[A-Z][a-z]{2,12}(?:\s+[A-Z][a-z]+){0,3},?\s+\d{1,5}[A-Z]?\s*(?:\(\d{1,4}\)\s*)?(?:[,:;]\s*[A-Za-z]?\d|\((?:19|20)\d\d\)))"
)
# Searched apart, only where an abbreviation's period, a comma and a number stand (the cheap test).
_ABBREVIATED_JOURNAL_AFTER_COMMA_RE = re.compile(rf",\s+(?={_ABBREVIATED_JOURNAL})")
_ABBREVIATION_THEN_NUMBER_RE = re.compile(r"\.,(?<=[a-z]\.,)\s*\d")
# A dotted journal abbreviation, its volume and its pages right after the names: no title at all.
_JOURNAL_AT_START_RE = re.compile(
    r"\s*(?:(?:[A-Z][a-z]{0,9}\.|(?:[A-Z]\.){1,4})\s*){2,7}(?:[A-Z]{1,2}\s+)?,?\s*(?:\d{4},\s*)?\d{1,5}[A-Z]?"
    r"\s*(?:\(\d{1,4}\)\s*)?[,:]\s*[A-Za-z]?\d"
)
# A school's word in its name, and a thesis's type as printed after the school.
_SCHOOL_WORD = r"(?:Universit(?:y|ät|é|à|ad|ade|eit)|College|Hochschule|Institute|School)\b"
_GERMAN_THESIS_TYPE = r"(?:Dissertation|Diplomarbeit|Masterarbeit|Bachelorarbeit|Habilitationsschrift)"
_THESIS_TYPE = (
    rf"(?:(?:Ph\.?\s?D\.?|Doctoral|Master'?s?|Diploma)\s+(?:[Tt]hesis|[Dd]issertation)|{_GERMAN_THESIS_TYPE})"
)
# What follows a title and never belongs to it: an edition ("2nd ed.", "(3ème éd.)", "wyd. 2",
# "(2-е изд.)"), a
# thesis ("Ph.D. dissertation"), a bare link. (The lookahead of the characters a match starts with
# lets the engine skip the others.)
_AFTER_TITLE_RE = re.compile(
    r"(?=[,.(\s\dP])(?:[,.]?\s*\(?\b\d{1,2}(?:st|nd|rd|th|e|ème|ère|ª|º|\.|-е)?\s*"
    r"(?:ed|edn|éd|[Ee]dition|édition|Aufl|Auflage|изд)\b\.?"
    r"|,\s*(?:wyd|Aufl|ed|éd)\.\s*\d"
    r"|[,.]\s+(?:Ph\.?\s?D\.?|Doctoral|Master'?s?|M\.?Sc\.?|Bachelor'?s?|Diploma)\s+(?:[Tt]hesis|[Dd]is-?\s?sertation)"
    # A style that prints the thesis type after the title with no stop between: "Title PhD
    # thesis. School", "Title PhD thesis, (School)", or glued to the title's last word where a
    # delimiter is missing ("…ModelsPhD thesis, School"); a lowercase "phd thesis" is the
    # type as a reference manager stores it ("Title, phd thesis, School").
    r"|(?:\s|(?<=[a-z]))(?:Ph\.?\s?D\.?|Doctoral|Master'?s)\s+(?:[Tt]hesis|[Dd]issertation)(?=\s*(?:[.,;(]|$))"
    r"|,\s(?:phd|doctoral|master'?s)\s(?:thesis|dissertation)(?=\s*(?:[.,;(]|$))"
    # DIN 1505's thesis: the school between the title's comma and the type ("Title, University of
    # X, PhD thesis, 2018", "Titel, Universität X, Dissertation, 2019"), or the German type after
    # the title's stop ("Titel. Dissertation, Universität X, 2019").
    rf"|,\s(?=[^,.;]{{0,80}}\b{_SCHOOL_WORD}[^,.;]{{0,80}},\s{_THESIS_TYPE}(?:[.,;]|$))"
    rf"|[.,]\s+(?={_GERMAN_THESIS_TYPE},\s)"
    # APA's thesis mark in parentheses or brackets: "Title (Doctoral dissertation). School",
    # "Title (Unpublished master's thesis). School", "Title [Doctoral dissertation, School]".
    r"|\s[(\[](?:[Uu]npublished\s+)?(?:Ph\.?\s?D\.?|[Pp]hd|[Dd]octoral|[Mm]aster'?s?|M\.?Sc\.?|[Bb]achelor'?s?)\s+"
    r"(?:[Tt]hesis|[Dd]issertation)\b"
    # The same in the languages that copy APA: Turkish "(Yayımlanmamış doktora tezi)", "(Yüksek lisans
    # tezi)", Spanish "(Tesis doctoral)", "(Tesis de maestría)", Portuguese "(Tese de doutorado)",
    # "(Dissertação de mestrado)", Dutch "(Proefschrift)".
    r"|\s[(\[](?:[Yy]ayımlanmamış\s+)?(?:[Dd]oktora|[Yy]üksek\s+[Ll]isans|[Uu]zmanlık)\s+[Tt]ezi\b"
    r"|\s[(\[](?:[Pp]roefschrift|[Dd]issertatie)\b"
    r"|\s[(\[](?:[Tt]esis\s+(?:[Dd]octoral|de\s+[Mm]aestría|de\s+[Ll]icenciatura)|[Tt]ese\s+de\s+[Dd]outorado"
    r"|[Dd]issertação\s+de\s+[Mm]estrado)\b"
    # GOST 7.1's thesis after the title's colon: "Title : дис. … канд. техн. наук", "Title : автореф.
    # дис. …", GOST 7.0.100's "Title : специальность 05.13.01 : диссертация на соискание …".
    r"|\s:\s(?=(?:автореф(?:ерат)?\.?\s+)?(?:дис\.|диссертация\b|дисертація\b|специальность\b|спеціальність\b))"
    # Vancouver's: "Title [dissertation]. Place: School; Year", "Title [master's thesis]".
    r"|\s\[(?:(?:[Dd]octoral|[Mm]aster'?s?|Ph\.?\s?D\.?)\s+)?(?:[Dd]issertation|[Tt]hesis)\]"
    r"|[,.]?\s(?:https?://|www\.)"
    # APA's number of a preprint or a report in parentheses after the title, as reference managers
    # print it: Zotero's "Title (arXiv:2301.04412). arXiv.", "Title (Report No. 12). Agency",
    # "Title (Working Paper No. 31). Bank".
    r"|\s\((?=arXiv:\d{4}\.\d{4,5}(?:v\d{1,2})?\)|(?:[A-Z][\w-]*\s){0,3}(?:Report|Paper)\sNo\.\s?[\w.-]{1,20}\))"
    # APA's pages of a chapter in parentheses, printed after the title where no book's name
    # precedes them: "Title (pp. 5–19). Publisher", French "(p. 5‑19)".
    r"|\s\((?:pp?|S)\.\s?\d{1,5}\s?[-–‑]\s?\d{1,5}\)"
    # A meeting's acronym and year after the title's comma: "Title, EMNLP 2019, Vancouver, 2019".
    r"|,\s(?=[A-Z][A-Za-z]{0,3}[A-Z][A-Z-]{0,8}\s(?:19|20)\d\d(?:[,.;]|$))"
    # A society's numbered paper after the title's comma: "Title, AIAA Paper 2021-3524, https://…",
    # "…, SAE Technical Paper 2021-01-1234", "…, ASME Paper GT2021-59012".
    r"|,\s(?=[A-Z]{2,6}\s+(?:Technical\s+)?Paper\s+[A-Z]{0,4}\d[\d-]*\d(?:[,.;]|$))"
    # The year set apart by commas between the title and the venue: "Title, 2018, Proceedings of …".
    r"|,\s(?:19|20)\d\d[a-z]?,\s(?=[A-ZÀ-Þ][^\W\d_])"
    # ISBD and GOST areas: "Title.- М.: Наука, 1973.- 312 с.", "Title. - Paris : Seuil, 1999."
    r"|\.\s?[-–—]\s"
    # A translator or a book series after the title: "…, translated by A. Sheridan", "…, coll. « Studia »".
    rf"|[,.]\s+(?:{TRANSLATOR_WORDS}|Collection|coll\.|[Cc]ollana)\s"
    # The editors' sentence or statement after a book's title: "Title. Sous la direction de A. Name.",
    # "Title. Édité par …", "Title. Herausgegeben von …", "Title / Под ред. …".
    r"|[,.]\s+(?:[Ss]ous\s+la\s+direction\s+de|[ÉéEe]dit[ée]e?s?\s+par|[Hh]erausgegeben\s+von)\s"
    r"|\s/\s+[Пп]од\s+ред\.)"
)
# A chapter's pages between its title and the container's mark: "Title, 55-94 pp, En: Book".
_PAGES_BEFORE_CONTAINER_RE = re.compile(r",\s*(?:pp?\.\s*)?\d{1,5}\s?[-–]\s?\d{1,5}(?:\s*pp?\.?)?\s*,?\s*$")
_DASHES_RE = re.compile(r"\s-{2,3}\s")
# In a citation whose fields are separated by commas, the venue after the title's comma: a name
# opening with a periodical's or a meeting's word ("…, Revue d'Anthropologie, Paris", "…, Mémoire
# de l'Académie du Gard, 1868"), one holding such a word before its numbers or its year ("…, First
# International Conference on Impact Cratering. 2006."), or a name in guillemets before its volume
# ("…, «AJPh» 95, 1974"). The meeting's nouns are the type's (``classify.MEETING_NOUNS``), but a
# bare "Meeting" only after an ordinal: a society's name before its meeting belongs to the venue
# ("…, Geological Society of America, Annual Meeting …"), and the comma rule would cut it off.
_VENUE_WORD = (
    r"(?:Journal|Revue|Review|Bulletin|Proceedings|Annales|Annals"
    r"|Transactions|Cahiers|M[ée]moires?|Actes|Acta|Zeitschrift|Rivista|Revista|Jahrbuch|"
    + "|".join(noun for noun in MEETING_NOUNS if noun != "Meeting")
    + ")"
)
_VENUE_AFTER_COMMA_RE = re.compile(
    rf",\s+(?=(?:[A-ZÀ-Þ][^\W\d_]+\s+)?{_VENUE_WORD}\b[^,.;:()]{{0,100}}[,.]"
    rf"|[A-ZÀ-Þ][^,.;:()\d]{{0,80}}\b{_VENUE_WORD}\b[^,.;:()\d]{{0,80}}(?:,\s*\d|\.\s*(?:1[5-9]|20)\d\d\b)"
    r"|«[^»]{2,60}»\s*\d"
    # A meeting named in quotes, whatever its name holds: "…, Proceedings of the Conference “Stars: …”".
    rf"|(?:[A-ZÀ-Þ][^\W\d_]+\s+)?{_VENUE_WORD}\b[^,.;:()\"“«]{{0,100}}[\"“«]"
    # A numbered meeting: "Title, 17th Annual Geology Convention, p. 9", "…, 3rd Nordic Workshop on …".
    rf"|\d{{1,3}}(?:st|nd|rd|th)\s+(?:[A-ZÀ-Þ][^\W\d_]*\s+){{0,6}}(?:{_VENUE_WORD}|Meeting)\b)"
)
# What follows a journal's name and never a title's words: its year and volume, its volume and its
# pages or article ("Revista de Química 2023, 22, 23-38", "eLife 12:RP88404", "Cell 5(2), 7"), or
# its page cited ("Proceedings of the Academy, pg 2014"), or, closing the citation, its volume and
# its pages or article parted by a space alone, as the Institute of Physics prints them ("… via
# Nature Materials 106 100–22", "J. Phys. D 54 035301"). A title's own number is followed by words.
_VOLUME_AFTER_NAME_RE = re.compile(
    r"\s+(?:(?:1[5-9]|20)\d\d\s*[,;]\s*)?\d{1,5}\s*(?:\(\d{1,4}\)\s*)?[,:;]\s*[A-Za-z]{0,3}\d"
    r"|,\s*(?:pg|pp?)\.?\s*\d"
    r"|\s+\d{1,5}\s+[A-Z]?\d{1,6}(?:\s?[-–]\s?\d{1,6})?\s*\.?\s*$"
)
# A periodical's head word with its linking word, opening a name ("Revista de la Societat …",
# "Proceedings of the …", "Zeitschrift für …"), a society publishing it may stand before ("SIAM
# Journal on …"): a journal's name, wherever it stands.
_PERIODICAL_HEAD_RE = re.compile(
    r"(?:(?:IEEE|ACM|SIAM|ASME|ASCE|AIAA|IET|IOP|RSC|ACS|AMS|APS)\s+)?(?:Journal|Revue|Revista|Rivista|Zeitschrift|Proceedings|Transactions|Annals|Annales|Bulletin|Acta"
    r"|Archives|Jahrbuch)\s+(?:of|on|de|di|des|du|do|da|der|für|for)\b"
)
_CAPITALISED_WORD_START_RE = re.compile(r"\s(?=[A-ZÀ-Þ]|[a-z]+[A-Z])")


# A meeting's noun and the small word after it, right before a known journal's name: "Conference on
# Machine Learning", "Workshop on Signal Processing" (the name is the meeting's topic).
_MEETING_ON_RE = re.compile(r"\b(?:" + "|".join(MEETING_NOUNS) + r")\s+(?:on|of|in|for)\s+$")


def unpunctuated_venue_start(text: str, start: int) -> int | None:
    """Where a journal's name opens right after a title's last word, with no stop or comma between
    them, its year and volume or its volume and pages after it ("… and catalysis Revista de la
    Societat Catalana 2023, 22, 23-38", "… in Ancient Egypt Proceedings of the National Academy
    of Sciences, pg 2014", "… subfield definitions eLife 12:RP88404"). The name is one the venue
    table knows, or one opening with a periodical's head word ("Revista de", "Journal of"); the
    title keeps three words at least."""
    for volume in _VOLUME_AFTER_NAME_RE.finditer(text, start):
        before = text[start : volume.start()]
        if len(before.split()) < 4:
            continue
        openings = [start + m.start() + 1 for m in _CAPITALISED_WORD_START_RE.finditer(before)]
        for opening in openings:
            if len(text[start:opening].split()) < 3 or volume.start() - opening > 120:
                continue
            name = text[opening : volume.start()]
            if _PERIODICAL_HEAD_RE.match(name) and not re.search(r"[.;:()?!]", name):
                return opening
            # A known journal's name after a capitalised word or "&" may be the end of a longer
            # one ("Meteoritics & Planetary Science 33", "… Law Journal, 11(1)"): only after the
            # title's word in small letters is it a journal of its own.
            previous = text[start:opening].split()[-1]
            if previous[:1].islower() and previous.isalpha() and venues.journal_named(name):
                if _MEETING_ON_RE.search(text, start, opening):
                    continue  # "German Conference on Pattern Recognition": a meeting ends so
                return opening
    return None


_MONTH_NAMES = (
    r"Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?"
    r"|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?"
)
# A period before the year stays with the names when it closes an initial ("Tversky, A. (1974)",
# "Brandt, I. Á. (1974)", "Nowak, Ś. (2019)", "Νικολάου, Μ. (2019)"). Biblatex's author-year style
# writes the month in the parentheses when the record has one ("Saha, Suman et al. (Aug. 2025)").
_INITIAL_CAPITALS = (
    "A-ZÀ-ÖØ-Þ"
    + "".join(c for c in map(chr, range(0x100, 0x250)) if c.isupper())
    + "\u0386\u0388-\u038f\u0391-\u03a9\u0400-\u042f"
)
_TRAILING_YEAR_RE = re.compile(
    rf"(?:,|(?<![\s.-][{_INITIAL_CAPITALS}])(?<!^[{_INITIAL_CAPITALS}])\.)?\s*(?:\((?:"
    + _MONTH_NAMES
    + r")\.?\s+|[(\[]?)((?:1[5-9]|20)\d\d)[a-z]?"
    + _ORIGINAL_YEAR
    + r"?[)\]]?\s*[.,:]?\s*$"
)
_LINK_START_RE = re.compile(r"\s*\[")
_LAST_WORD_RE = re.compile(r"([\w.]+)$")


# "…, 2002. Traduction de : [The Making of …, London, 1993].": a closing note on the work translated.
_ORIGINAL_NOTE_RE = re.compile(
    r"(?<=[.,;)\]])\s+[(\[]?(?:Traduction\s+de|Translation\s+of|Traducci[óo]n\s+de|Tradu[cç][ãa]o\s+de"
    r"|Traduzione\s+di|Übersetzung\s+von|Trans(?:lated)?\s+from)\s*:\s*\S.{0,300}$"
)

# "… Iwanami Shoten. (In Japanese)", "(in Russian with English summary)", "[In Korean]", "… In
# German.", Vancouver's "… 2019;54(3):456-63. Japanese.": the language a work is written in, noted
# after a citation whose title is given in translation or transcription: no part of its imprint.
_LANGUAGES = (
    r"English|German|French|Russian|Italian|Spanish|Portuguese|Polish|Chinese|Japanese|Korean|"
    r"Ukrainian|Czech|Slovak|Slovenian|Hungarian|Romanian|Dutch|Bulgarian|Serbian|Croatian|Turkish|"
    r"Persian|Arabic|Hebrew|Greek|Swedish|Norwegian|Danish|Finnish|Estonian|Latvian|Lithuanian|"
    r"Indonesian|Malay|Thai|Vietnamese|Catalan"
)
_LANGUAGE_WITH = rf"(?:\s*,\s*|\s+with\s+(?:an?\s+)?)(?:{_LANGUAGES})\s+(?:abstract|summary)"
_CLOSING_LANGUAGE_NOTE_RE = re.compile(
    rf"(?:[.,;]?\s*[(\[]\s*(?:[Ii]n\s+)?(?:{_LANGUAGES})(?:{_LANGUAGE_WITH})?\s*[.]?[)\]]"
    rf"|(?<=[.)\]])\s+(?:[Ii]n\s+)?(?:{_LANGUAGES})(?:{_LANGUAGE_WITH})?)\s*\.?\s*$"
)
_LANGUAGE_NOTE_AT_MOST = 70


def _may_close_with_language_note(text: str) -> bool:
    """Could ``_CLOSING_LANGUAGE_NOTE_RE`` match? Before its closing white space and stop, the note
    ends in a bracket or in a language's (or "abstract"'s, "summary"'s) last letter; most
    references end in a year or a page."""
    end = text.rstrip()
    if end.endswith("."):
        end = end[:-1].rstrip()
    last = end[-1:]
    return last in (")", "]") or last.isalpha()


def _names_the_original(end: str) -> bool:
    """Could the citation's end hold a note on the work translated? (Cheap, before the pattern.)"""
    return ":" in end and ("Tradu" in end or "Trans" in end or "bersetz" in end)


def parse_reference(text: str) -> ParsedEntry:
    """Read authors, title and details from one citation (markup allowed)."""
    return read_reference(text)[0]


def read_reference(text: str, *, label_end: int | None = None) -> tuple[ParsedEntry, PublicationType | None]:
    """Like :func:`parse_reference`, also returning the type the wording implies (thesis, chapter …).
    An author-date label in front of the citation ("(Okafor et al., 2021) Okafor, C., …") is taken
    off: ``label_end`` says where it ends in ``text`` (0: there is none) where the caller has looked
    for it already (``author_date_label_end``), so that it is looked for once; None: looked for here."""
    entry = ParsedEntry(raw=text)
    if label_end is None:
        work = _without_author_date_label(collapse_spaces(text.replace("\n", " "))[:6000])
    else:
        work = collapse_spaces(text[label_end:].replace("\n", " "))[:6000]
    if "．" in work or "］" in work:
        work = gbt.with_ascii_punctuation(work, cjk_names=cjk.opens_with_cjk(work))  # GB/T in full-width
    tag = _TAG_RE.match(work)
    if tag:
        acronym = (tag.group("a1") or tag.group("a2") or tag.group("a3") or "").strip()
        year = tag.group("y1") or tag.group("y2") or tag.group("y3") or ""
        entry.venue_acronym = acronym or None
        entry.year = _expand_year(year)
        work = work[tag.end() :]
    entry.links = fields.find_links(work)
    entry.doi = fields.find_doi(work)
    visible = _visible(work)
    if _names_the_original(visible[-320:]) and (
        note := _ORIGINAL_NOTE_RE.search(visible, max(0, len(visible) - 320))
    ):
        visible = visible[: note.start()]  # the original's title, place and year: not this edition's
    language = (
        _CLOSING_LANGUAGE_NOTE_RE.search(visible, max(0, len(visible) - _LANGUAGE_NOTE_AT_MOST))
        if _may_close_with_language_note(visible)
        else None
    )
    if language is not None and language.start() > 0:
        visible = visible[: language.start()].rstrip() + "."
    closing_status = _CLOSING_STATUS_RE.search(visible) if "." in visible[-24:] else None
    if closing_status is not None:
        visible = visible[: closing_status.start() + 1]
    visible, leading_year = without_leading_year(visible)
    if leading_year is None and visible[:1].isalpha():
        visible, leading_year = _without_citation_key(visible)
    lowercase_list = False
    if leading_year is None and visible[:1] in "12":
        visible, leading_year = _lowercase_year_first(visible)
        lowercase_list = leading_year is not None
    visible = _without_dash_number(visible)
    coauthors: list[PersonName] = []
    if "with " in visible or "ditor" in visible or "autor" in visible:
        visible, entry.editors, coauthors = _without_role_note(visible)
    credited: tuple[list[PersonName], bool] | None = None
    if "utor" in visible[-_LONGEST_CREDIT_NOTE:]:
        visible, credited = _without_credit_note(visible)
    if " by " in visible:
        visible = _without_reviewed_authors(visible)
    journal_first, visible = _journal_before_names(visible)
    if " presented at " in visible:
        # AGU's "(2017), Title, Abstract B21A-01 presented at 2017 Fall Meeting, …": the note opens the venue.
        visible = _NUMBERED_ABSTRACT_AFTER_COMMA_RE.sub(". ", visible, count=1)
    if "(=" in visible:
        # German "Titel (= Schriften zum Recht, Bd. 106). Berlin …": the series ends the title.
        visible = _EQUALS_SERIES_RE.sub(r". \1. ", visible, count=1)
    if cjk.opens_with_cjk(visible) and (reading := cjk.read_cjk(visible)) is not None:
        return _entry_from_cjk(entry, reading)
    type_mark = marked = None
    if " / " in visible and (slashed := isbd.read_gost(visible)) is not None:
        (authors_text, title, rest), status_word = slashed, None  # "Title / A. Name, B. Name // Host"
    elif (type_mark := gbt.type_mark(visible)) is not None and (
        marked := _before_type_mark(visible, type_mark)
    ) is not None:
        authors_text, title, rest, status_word = marked  # "Names. Title [J]. Journal. 2014, 9 (4): 1–9."
    else:
        authors_text, title, rest, status_word = _citation_parts(visible)
    if authors_text is not None and _LINK_OPENING_RE.match(title):
        named = _named_before_link(authors_text)
        if named is not None:
            # "Helios. http://…, 2014. – Zugriff: …": a web page named before its link, no author;
            # "ManagerGo. Cycle en V. \"https://…\", 2022.": its author, a body, and its name.
            authors_text, title, rest = named[0], named[1], f" {title} {rest.lstrip()}"
    institution = None
    if rest.startswith(" / ") and (institution := _INSTITUTION_AFTER_SLASH_RE.match(rest)) is not None:
        rest = rest[institution.end() :]  # the report's institution: its publisher
    elif (after_names := isbd.after_responsibility(rest)) is not None:
        rest = after_names  # ISBD: the names again, after the title
    year_in_authors: int | None = None
    # A company's name reads as names ("Harbour Survey Services, Inc."): the body's reading comes first.
    body = _body_before_year(visible) if authors_text is None or _opens_with_a_body(visible) else None
    if body is not None:
        name, year_in_authors, title, rest = body
        entry.author_names = [PersonName(display=name, family=name)]
        entry.authors = [name]
    elif authors_text is not None:
        authors_text, year_in_authors = _strip_trailing_year(authors_text)
        if year_in_authors is None:
            authors_text, trailing_status = _strip_trailing_status(authors_text)
            status_word = status_word or trailing_status
        names, truncated = split_authors(_comma_between_names(authors_text))
        entry.author_names = names
        entry.authors = [n.display for n in names]
        entry.authors_truncated = truncated
    elif coauthors:
        entry.author_names = coauthors  # the owner, never written, worked with them
        entry.authors = [name.display for name in coauthors]
    elif credited is not None:
        entry.author_names, entry.authors_truncated = credited
        entry.authors = [name.display for name in entry.author_names]
    volume = None
    if lowercase_list and (pages := _UNPUNCTUATED_PAGES_RE.search(title)) is not None:
        # "… title 30-34 bulletin de l APRAB 39": such a list puts the pages between title and journal,
        # and the volume (Arabic or Roman) last.
        journal = f"{title[pages.end() :]} {rest}".rstrip(" .,")
        if (last := _TRAILING_VOLUME_RE.search(journal)) is not None:
            journal, volume = journal[: last.start()], last.group(1)
        rest, title = f"{journal}, pp. {pages.group(1)}", title[: pages.start()]
    if authors_text is not None and (split := split_closing_volume(title)) is not None:
        title, volume = split  # "Title, volumen 30. Press, 2001"
    located = split_closing_locator(title) if authors_text is not None else None
    if located is not None:
        title, volume, _, _ = located  # "Title 41, 77–90.": the journal's numbers, no title's words
    series = _SERIES_RE.search(title)
    if series and authors_text is not None:
        rest = title[series.start() :] + " " + rest
        title = title[: series.start()]
    if "[" in title:  # the translation's bracket: a cheap test before the pattern
        title = _TRANSLATED_TITLE_RE.sub("", title)
    entry.title = clean_title(_LEADING_DASH_RE.sub("", title))
    tail = parse_tail(rest, links=False)  # the links of the whole citation are already in entry.links
    apply_tail(entry, tail, year_hint=year_in_authors)
    if journal_first is not None and (entry.venue is None or is_link_labels(entry.venue)):
        entry.venue = journal_first  # what follows the title is a link's label ("Download"), no venue
    if institution is not None:
        entry.publisher = entry.publisher or institution.group("institution").strip()
    if (
        entry.year is None
        and authors_text is not None
        and (opening := _YEAR_OPENING_TITLE_RE.match(entry.title))
    ):
        # "Roe, W.S., and H.C. 1858 Atlas of Toronto": the bare year after the names, no title's word.
        entry.year, entry.title = int(opening.group(1)), entry.title[opening.end() :]
    entry.volume = entry.volume or volume
    if located is not None:
        entry.number, entry.pages = entry.number or located[2], entry.pages or located[3]
    if lowercase_list and leading_year is not None:
        entry.year = leading_year  # such a list dates the work first; a later year is its meeting's
    elif leading_year is not None and entry.year is None:
        # A year before the names orders a year-first list; a year the citation writes where it
        # dates the work comes first (a long list numbered past 1900: "1999. Name, Title, 1993").
        entry.year = leading_year
    if status_word is not None:
        entry.status = status_word
    elif closing_status is not None:
        entry.status = fields.find_status(closing_status.group("status")) or entry.status
    hint = tail.type_hint
    if type_mark is not None and marked is not None:
        hint = gbt.hint(type_mark, visible[type_mark.end() :]) or hint
        if hint is PublicationType.BOOK and entry.venue and not entry.publisher:
            entry.publisher, entry.venue = entry.venue, None  # "[M]. Press, 2009": the imprint
    if hint is None and entry.venue and not names_a_meeting(entry.venue) and fields.has_day_of_issue(visible):
        hint = PublicationType.JOURNAL  # a newspaper or magazine dated to the day: a periodical, no meeting
    # ACM's web page with no author: its key text and year where the names go, then the title itself
    # ("Apache hadoop project 2016. Apache hadoop project. https://…"): no venue, no author.
    if entry.venue and entry.year and entry.title == f"{entry.venue} {entry.year}":
        entry.title, entry.venue = entry.venue, None
        hint = PublicationType.OTHER
    elif entry.year and entry.authors == [entry.title] and text.startswith(f"{entry.title} {entry.year}. "):
        entry.authors, entry.author_names = [], []
    return entry, hint


_LINK_OPENING_RE = re.compile(r"\s*[<\"“]?(?:https?://|www\.)")
_BODY_THEN_NAME_RE = re.compile(r"([^\W\d_][\w&'’-]*(?:\s[^\W\d_][\w&'’-]*){0,3})\.\s+(\S.{2,300})")


def _named_before_link(text: str) -> tuple[str | None, str] | None:
    """What stands before a link that was read as the title, as (author, title): the work's name
    alone, one sentence with no initial and no list of names ("Helios.", "Kooperative
    Lichtsignaloptimierung."), or a body's name of a few words and then the work's ("ManagerGo. Cycle
    en V."); None where it reads otherwise."""
    text = text.strip(" .,")
    if not text or _NAMES_FOR_CERTAIN_RE.search(text):
        return None
    if "." not in text:
        return None, text
    found = _BODY_THEN_NAME_RE.fullmatch(text)
    if found is None or "." in found.group(2) or len(found.group(2).split()) < 2:
        return None
    return found.group(1), found.group(2)


# GB/T 7714's names before a marked title: family names in capitals, initials without stops,
# "WANG W, LI N, ZHAO Q Q, et al. ".
_GBT_CAPITAL_NAME = r"[A-Z][A-Z'’-]+(?:\s[A-Z][A-Z'’-]+){0,2}(?:\s[A-Z]){1,3}"
_GBT_CAPITAL_NAMES_RE = re.compile(
    rf"(?P<names>{_GBT_CAPITAL_NAME}(?:,\s*{_GBT_CAPITAL_NAME}){{0,30}}(?:,\s*et\s+al)?)\.\s+(?=\S)"
)


def _dotted_initials(names: str) -> str:
    """GB/T's "WANG W, ZHAO Q Q" with its initials' stops: "WANG W., ZHAO Q.Q."; a family name of
    two letters before one initial ("LI N") would read as the given name otherwise."""
    written = []
    for name in names.split(","):
        family, *initials = name.split()
        if family == "et" or not initials:
            written.append(name.strip())
            continue
        while len(initials) > 1 and len(initials[0]) > 1:
            family = f"{family} {initials.pop(0)}"
        written.append(f"{family} {''.join(initial + '.' for initial in initials)}")
    return ", ".join(written)


def _before_type_mark(visible: str, mark: re.Match[str]) -> tuple[str, str, str, Status | None] | None:
    """(authors text, title, rest, status) of a reference whose title a GB/T type mark closes: the
    names end where the reading of the text before the mark has them end; the title runs to the mark."""
    before = visible[: mark.start()].rstrip(" .")
    authors_text, title, _, status_word = _citation_parts(before + ".")
    if authors_text is None and (capitals := _GBT_CAPITAL_NAMES_RE.match(before)) is not None:
        # "WANG W, LI N. Title[C]//…": GB/T's family names in capitals, initials without stops.
        authors_text, title = _dotted_initials(capitals.group("names")), before[capitals.end() :]
    start = before.find(title[:24]) if authors_text is not None and title.strip() else -1
    if start < 0:
        return None
    title = gbt.title_without_number(before[start:])
    return authors_text, title, gbt.host_without_editors(visible[mark.end() :]), status_word


def _entry_from_cjk(
    entry: ParsedEntry, reading: cjk.CjkReading
) -> tuple[ParsedEntry, PublicationType | None]:
    entry.author_names = [PersonName(display=name, family=name) for name in reading.names]
    entry.authors = list(reading.names)
    entry.authors_truncated = reading.truncated
    entry.title = clean_title(reading.title)
    entry.editors = entry.editors or list(reading.editors)
    tail = parse_tail(reading.tail, links=False)
    apply_tail(entry, tail, year_hint=reading.year)
    hint = tail.type_hint
    if reading.publisher is not None:
        entry.publisher = entry.publisher or reading.publisher
        hint = hint or PublicationType.BOOK
    return entry, hint


# "… Modulation Feb. 2013", "…, Sept. 2019": a month's abbreviation closes what was read as the title
# and only the year follows, at the citation's end: the month is the date's, not the title's.
_MONTH_CLOSING_TITLE_RE = re.compile(r"[,;]?\s+(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.$")
_ONLY_A_YEAR_RE = re.compile(r"\s*(?:\d{1,2},?\s+)?(?:19|20)\d\d[a-z]?\s*[.,;]?\s*$")


def _without_closing_month(title: str, rest: str) -> tuple[str, str]:
    """(title, rest) with a month's abbreviation moved from the title's end to the date after it."""
    if title[-1:] != "." or not _ONLY_A_YEAR_RE.match(rest):
        return title, rest
    month = _MONTH_CLOSING_TITLE_RE.search(title, max(0, len(title) - 8))
    if month is None or month.start() == 0:
        return title, rest
    # Written after a comma, as a date is, so that the month is not taken for a venue's name.
    return title[: month.start()], ", " + title[month.start() :].lstrip(" ,;") + rest


@line_cache  # pure; a citation's readings ask it of the same text more than once
def _citation_parts(visible: str) -> tuple[str | None, str, str, Status | None]:
    """(authors text or None, title text, the rest, a status written after the authors), the title
    also found before the names."""
    report = _title_before_names(visible) or _title_by_names(visible)
    if report is not None:
        title, authors_text, rest = report
        return authors_text, title, rest, None
    authors_text, title, rest, status_word = _split_citation(visible)
    if authors_text is not None and (headword := _headword_before_container(visible, title)) is not None:
        authors_text, title, rest = headword
    # (A citation read as written without a title has no title to have run into its names.)
    if authors_text is not None and title and (moved := _title_left_in_names(visible, title)) is not None:
        authors_text, title, rest = moved
    if authors_text is not None and (unstopped := _unstopped_last_names(authors_text, title)) is not None:
        authors_text, title = unstopped
    elif authors_text is None and (body := _UNSTOPPED_BODY_RE.match(title)) is not None:
        authors_text, title = body.group("body"), " " + title[body.end() :]
    title, rest = _without_closing_month(title, rest)
    if authors_text is not None and _title_first(authors_text, title):
        found = _leading_names(title + rest)
        if found is not None:
            title, (authors_text, rest) = authors_text, found
    elif authors_text is None and (found := _leading_names(rest)) is not None:
        authors_text, rest = found  # "Title. A. Author, B. Author. Venue 2019"
    elif authors_text is None and (found := _leading_body(rest)) is not None:
        authors_text, rest = found  # "Title. World Health Organization. Journal. 2016 Jan;100:1-9."
    elif authors_text is None and (after_colon := _names_after_title_colon(title)) is not None:
        title, authors_text, left = after_colon  # "Title: Ada L. Okafor and Lena Brandt, Venue, 2022"
        rest = f"{left} {rest}" if left else rest
    elif authors_text is None and (dash := _DASH_RE.search(title)) is not None:
        # "Title – A. Author, B. Author – EC 2019": the parts separated by dashes.
        found = _leading_names(title[dash.end() :] + rest)
        if found is not None:
            title, (authors_text, rest) = title[: dash.start()], found
    if (authors_text is not None and visible.startswith(title[:12])) or (
        authors_text is None and not rest.strip()
    ):
        title, rest = _without_closing_year(title, rest)
    return authors_text, title, rest, status_word


# "Title (2023). A. Author; B. Author. Venue.": the year closing a title written first is the
# entry's date, no part of its title; so is the year closing a title with nothing after it ("Title
# (2023)", a list of titles dated in brackets).
_TITLE_CLOSING_YEAR_RE = re.compile(r"\s*\(((?:19|20)\d\d)[a-z]?\)\.?$")


# A name as Vancouver writes it, family name then a run of initials without stops ("Suzuki EV",
# "de la Cruz HA", "Li J-HM", "Müller-Lüdenscheidt D").
_BARE_INITIALS_NAME = (
    r"(?:(?:van|von|der|den|de|del|della|di|da|dos|du|la|le|ter|ten|zu)\s)*[A-ZÀ-ÖØ-Þ][^\W\d_]*(?:['’-][A-ZÀ-ÖØ-Þ][^\W\d_]*)*"
    r"\s[A-ZÀ-ÖØ-Þ](?:-?[A-ZÀ-ÖØ-Þ]){0,3}"
)
_BARE_INITIALS_LIST_RE = re.compile(rf"\s*{_BARE_INITIALS_NAME}(?:,\s*{_BARE_INITIALS_NAME})*,")
# The names the title opened with: the list's last names, then a space and the title's first word.
_BARE_INITIALS_RUN_ON_RE = re.compile(
    rf"\s*({_BARE_INITIALS_NAME}(?:,\s*{_BARE_INITIALS_NAME})*)\s+(?=[^\W\d_])"
)


def _unstopped_last_names(authors_text: str, title: str) -> tuple[str, str] | None:
    """ "Nguyen H, Rossi P, Suzuki EV Models of growth. Journal. 2015;…": a style that puts no stop
    between the names and the title, the names written family name then initials without stops
    (Vancouver's shape). The names read end at the last comma and the title opens with the last
    names; they end at the last run of initials before the title's first word. None where the names
    read are not all of that shape or the title does not open with one."""
    if not _BARE_INITIALS_LIST_RE.fullmatch(authors_text):
        return None
    run = _BARE_INITIALS_RUN_ON_RE.match(title)
    if run is None:
        return None
    return f"{authors_text} {run.group(1)}", " " + title[run.end() :]


def _without_closing_year(title: str, rest: str) -> tuple[str, str]:
    year = _TITLE_CLOSING_YEAR_RE.search(title)
    if year is None or year.start() < 10:
        return title, rest
    return title[: year.start()] + ".", f"({year.group(1)}) {rest}"


# The container's mark after a sentence's stop: "Title. In: Book", "Title. in: Book".
_IN_AFTER_STOP_RE = re.compile(r"\.\s+[Ii]n\s?:\s")
_OPENS_WITH_IN_RE = re.compile(r"\s*[Ii]n\s?:")
# A sentence's stop after a word of three letters at least: no initial's or title's ("Dr.") stop.
_NAMES_STOP_RE = re.compile(r"(?<=[^\W\d_]{3})\.\s+(?=[^\W\d_])")
_LONGEST_NAMES = 300  # an article's authors; the stops after it are not looked at


def _headword_before_container(visible: str, title: str) -> tuple[str, str, str] | None:
    """ "Michael J. Alexander. Shakespeare, William (1564–1616). In: Realenzyklopädie, Bd. 31.": an
    article of a reference work is titled by its headword, often a person's name written family
    name first, which the names ran into, leaving as the title the container's mark ("In: …") or
    a lone word. The shape "Names. Title. In: Container" puts the title in the one sentence between
    the names and the mark: the names end at the first stop after a whole word where what is
    before it reads as names. None where the title read is a title."""
    # (The container's mark first: most references have none, and reading the title as names
    # costs as much as reading the names.)
    mark = _IN_AFTER_STOP_RE.search(visible)
    if mark is None:
        return None
    if not (_OPENS_WITH_IN_RE.match(title) or len(title.split()) == 1 or _reads_as_one_name(title)):
        return None
    before = visible[: mark.start()]
    for stop in _NAMES_STOP_RE.finditer(before, 0, _LONGEST_NAMES):
        names, headword = before[: stop.start()], before[stop.end() :].strip()
        people = split_authors(names)[0]
        if people and all(looks_like_name(person.display) for person in people):
            return (names, headword, visible[mark.start() + 1 :]) if len(headword.split()) >= 2 else None
    return None


def _reads_as_one_name(title: str) -> bool:
    """ "Paul Weiss.": the title read is a person's name, the names' last (a title before it taken
    for the names: "Dr. Paul Weiss. Herder, Johann. In: …")."""
    people = split_authors(title.strip(" ."))[0]
    return len(people) == 1 and looks_like_name(people[0].display)


def _title_left_in_names(visible: str, title: str) -> tuple[str, str, str] | None:
    """ "K. Roe, Clint Eastwood, Rivages, Paris, 1993": a short title that reads as a name ran into the
    names, and the title read is the book's imprint (or its year alone). The title is the part before
    the imprint; the names end before it. None where the title read stands before the imprint."""
    # The title is found at the imprint or after it: an imprint that starts after the title's last
    # place is no use, and is not read (the title most often stands well before the imprint).
    imprint = imprint_start(visible, at_most=visible.rfind(title))
    if imprint is None:
        return None
    comma = visible.rfind(",", 0, imprint)
    if comma < 0:
        return None
    names, before = visible[:comma], visible[comma + 1 : imprint].strip()
    # (A word alone may be the given name of names written family name first: "Roe, John, Paris, …".)
    if not names.strip() or len(_TITLE_WORD_RE.findall(before)) < 2 or not split_authors(names)[0]:
        return None
    return names, before, visible[imprint:]


_TITLE_WORD_RE = re.compile(r"[^\W\d_]{3}")


# "1987: Volker Brandt: Title. In: …": a list ordered by year writes the year before the names.
_NAMES_FOR_CERTAIN_RE = re.compile(r"[A-Z](?<![^\W\d_].)\.|[,;&]|\s(?:and|und|et)\s")
# "2004. Author", "1987: Author", "(1999) Author", "2012 Author": a year before the names; also a
# reading list's date, the month and day after the year and a comma ("2017 March 16, Author").
_LEADING_YEAR_RE = re.compile(
    r"\s*(?:\(((?:19|20)\d\d)[a-z]?\)\s*[:.]?|((?:19|20)\d\d)[a-z]?"
    rf"(?:\s+(?i:{fields.MONTH_WORDS})\s+\d{{1,2}}\s*,|\s*[:.]?))\s+(?=[A-ZÀ-Þ“\"«„])"
)
# "2019 “Title,” Meeting, City": a CV's year before a quoted title; no names open with a quote.
_QUOTED_TITLE_OPENING = '“"«„'
_NOTE_OPENINGS = ("With", "Co-a", "Join")


_YEAR_OPENING_TITLE_RE = re.compile(r"((?:1[5-9]|20)\d\d)[a-z]?\s+(?=[A-ZÀ-Þ][^\W\d_]|[A-Z]?['’][A-Za-z])")


# A year that dates a citation: after a comma, a stop or a bracket, not after a title's word.
_DATING_YEAR_RE = re.compile(r"(?:[,.;:]\s*|[(\[]\s*)(?:1[5-9]|20)\d\d(?!\d)")


def dates_by(text: str, year: int) -> bool:
    """Does ``text`` write ``year`` where a citation dates its work (after a comma, a stop or a
    bracket), not only among a name's words ("Social Movements after 1968", "Meeting 2019")?"""
    return any(match.group(0)[-4:] == str(year) for match in _DATING_YEAR_RE.finditer(text))


def without_leading_year(visible: str) -> tuple[str, int | None]:
    """The citation without a year written before its names, and that year."""
    leading = _LEADING_YEAR_RE.match(visible) if visible[:1] in "(12" else None
    if leading is None:
        return visible, None
    rest = visible[leading.end() :]
    year = int(leading.group(1) or leading.group(2))
    if rest[:1] in _QUOTED_TITLE_OPENING or (rest[:4] in _NOTE_OPENINGS and coauthor_note(rest) is not None):
        return rest, year  # a quoted title or a co-author note ("2020 With A. Name, “Title,” …")
    end = author_list_end(rest)
    # Names for certain: with initials or several of them, or closed by a colon ("Volker Brandt:").
    if end is None or not (_NAMES_FOR_CERTAIN_RE.search(rest[:end]) or rest[end - 1 : end] == ":"):
        # "1990: Title. Journal 12": a year and a colon before a title with no names, the only year
        # the citation dates it by (not "2001: A Space Odyssey, 1968"); a year among the title's
        # words is none ("2019: The funds of the elections of 2018").
        if leading.group(0).rstrip().endswith(":") and not _DATING_YEAR_RE.search(rest):
            return rest, year
        return visible, None
    return rest, year


# "Bergthol 1956 : BERGTHOL E. — Title …", "Oliva, 1976 — OLIVA (M.), « Title »": an author-date key
# (a family name and a year, then a colon or a dash) before the reference that names that author.
# The key of several authors names them all or the first and "et alii" ("Okafor, Lind 2003 :",
# "Okafor et alii 2003 :"); a family name may open with its particles ("de la Fuente 2003 :"), a
# body's name be of several words ("World Health Organization 2016 :"). Archaeology's lists print
# the key as a block of its own, which a copy glues to the names ("Okafor et al. 2013C. Okafor, …",
# "de Vries 2013de Vries H., …"); the key's year may be the only one the reference carries.
_KEY_PARTICLE = r"(?:van|von|de|der|den|la|le|du|da|di|dos|del|della)\s+"
_KEY_NAME = rf"(?:{_KEY_PARTICLE}){{0,3}}[A-ZÀ-Þ][^\W\d_]+(?:[-'’ ][A-ZÀ-Þ][^\W\d_]+){{0,3}}"
_CITATION_KEY_RE = re.compile(
    rf"(?P<name>{_KEY_NAME})(?:,\s+{_KEY_NAME}|\s+(?:et|and|&)\s+{_KEY_NAME}|\s+et\s+al(?:ii\b|\.))*"
    rf",?\s+(?P<year>(?:1[5-9]|20)\d\d)[a-z]?(?:\s*[:—–]\s+|(?=[A-ZÀ-Þ]|{_KEY_PARTICLE}))"
)
# "DUPONT J. — Title": the dash between the names and the title (French bibliographies).
_LEADING_DASH_RE = re.compile(r"^\s*[—–]\s+")


def _without_citation_key(visible: str) -> tuple[str, int | None]:
    """The citation without an author-date key in front ("Bergthol 1956 : BERGTHOL E. — …"), and the
    key's year (``citation_key``)."""
    key = citation_key(visible)
    if key is None:
        return visible, None
    return visible[key[0] :], key[1]


def citation_key(visible: str) -> tuple[int, int] | None:
    """Where an author-date key in front of the citation ("Bergthol 1956 : BERGTHOL E. — …") ends,
    and its year; None where there is none. The key's name must be among the names that follow (not
    "Lyon 1990: Lyon's harbour …")."""
    key = _CITATION_KEY_RE.match(visible)
    if key is None:
        return None
    rest = visible[key.end() :]
    name = fold(key.group("name"))
    # (Where no name list is read, as before a quoted title, the name opens what follows.)
    names = rest[: author_list_end(rest) or len(name) + 8]
    if not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", fold(names)):
        return None
    return key.end(), int(key.group("year"))


# "(Okafor et al., 2021) Okafor, C., …", "[Okafor and Lindqvist 2019] …", "Okafor 2019a Okafor, C. …",
# "Okafor & Lindqvist 2022Okafor C., …", "Moretti 1998 = Moretti, L., …" (an abbreviation list's
# label), "Okafor & Lindqvist 2022, OKAFOR C., LINDQVIST B., …": the author-date label a text cites
# the work by, printed before the reference (bracketed or not, at times with no space before the
# names).
_AUTHOR_DATE_LABEL_RE = re.compile(
    r"\s*(?P<open>[(\[])?(?P<names>[^\W\d_][^\d()\[\]\"“”‘’«»:;]{0,150}?),?\s+"
    r"(?P<year>(?:1[5-9]|20)\d\d)(?:[a-z](?![a-z]))?(?(open)[)\]])\s*[:—–=,]?\s*"
)
# The first name of a reference's list: up to its first comma or semicolon, at most 60 characters.
_FIRST_NAME_PIECE_RE = re.compile(r"[^,;]{1,60}")
_LABEL_NAMES_SPLIT_RE = re.compile(r"\s*(?:,|&|\band\b|\bund\b|\bet\b|\by\b)\s*")
_ET_AL_RE = re.compile(r",?\s+et\s+al\b\.?")


def _without_author_date_label(work: str) -> str:
    """The citation without an author-date label in front (``author_date_label_end``)."""
    return work[author_date_label_end(work) :]


def author_date_label_end(work: str) -> int:
    """Where an author-date label in front of the citation ends (0: none). It is a label, not the
    first author, when the reference that follows opens with the label's first family name, names
    its other family names and carries its year (not "Lyon 1990 Lyon's harbour …")."""
    label = _AUTHOR_DATE_LABEL_RE.match(work) if work[:1] in "([" or work[:1].isalpha() else None
    if label is None:
        return 0
    rest = work[label.end() :]
    families = [fold(part) for part in _LABEL_NAMES_SPLIT_RE.split(_ET_AL_RE.sub("", label.group("names")))]
    if not all(families):
        return 0
    head = fold(rest[:400])
    # The reference opens with the first family name, or with a first name that holds it: its
    # initials or given names first ("O'Brien et al. 1999 : K. A. O'Brien, J. Brown, …"), its
    # particles after ("de Vries & Tan 1989, VRIES H. de, TAN M., …").
    first_name = _FIRST_NAME_PIECE_RE.match(rest)
    first_family = re.escape(families[0].split()[-1])
    opens = re.match(rf"{re.escape(families[0])}(?![\w'’])", head) or (
        first_name is not None
        and re.search(rf"(?<![\w'’]){first_family}(?![\w'’])", fold(first_name.group(0)))
        and is_author_list(strip_truncation(with_plain_et_al(first_name.group(0)))[0])
    )
    # A family name's particles may follow the given names in the reference ("Berg, R. van den"):
    # its last word is looked for.
    named = all(re.search(rf"(?<!\w){re.escape(family.split()[-1])}(?!\w)", head) for family in families[1:])
    dated = re.search(rf"(?<!\d){label.group('year')}(?!\d)", rest)
    return label.end() if opens and named and dated else 0


# "2012 martin m.A., lippert a.M. title …": a year-first list written all in lower case, each name a
# family name and its initials.
_LOWERCASE_YEAR_FIRST_RE = re.compile(
    r"((?:19|20)\d\d)[a-z]?\s+"
    r"((?:[a-zà-öø-ÿ][a-zà-öø-ÿ'’-]+\s+(?:[a-zA-Z]\.){1,3}(?:,\s+|\s+(?=[^\W\d_])))+)"
)


_TRAILING_VOLUME_RE = re.compile(r"\s+([IVXLC]{1,7}|\d{1,4})$")
_UNPUNCTUATED_PAGES_RE = re.compile(r"(?<=[^\W\d_]|\))\s+(\d{1,5}-\d{1,5})\s+(?=[^\W\d_])")


def _lowercase_year_first(visible: str) -> tuple[str, int | None]:
    """A lower-case year-first entry with its names written as names ("2012 martin m.A., lippert a.M.
    title" → "Martin M.A., Lippert A.M. title") and its year; else the entry as it is."""
    match = _LOWERCASE_YEAR_FIRST_RE.match(visible)
    if match is None:
        return visible, None
    names = " ".join(
        word[:1].upper() + (word[1:].upper() if "." in word else word[1:]) for word in match.group(2).split()
    )
    return names + " " + visible[match.end() :], int(match.group(1))


# "1-Okafor HA, Lima BB. Title": a list number joined to the first name by a dash.
_DASH_NUMBER_RE = re.compile(r"\d{1,3}\s?[-–]\s?(?=[A-ZÀ-Þ][^\W\d_]+\s)")
# A list number written bare before a name written family name first and its initials: "35 Kraus,
# J. F., …" (not a year: "2012 martin m.A." opens a year-first list).
_BARE_NUMBER_RE = re.compile(r"\d{1,3}\s+(?=[A-ZÀ-Þ][^\W\d_'’-]+(?:[-'’][A-ZÀ-Þ]?[^\W\d_]+)?,\s+[A-Z]\.)")


def _without_dash_number(visible: str) -> str:
    """The citation without its list number joined by a dash ("1-Okafor HA, …") or written bare
    before an inverted name ("35 Kraus, J. F., …")."""
    if not visible[:1].isdigit():
        return visible
    number = _DASH_NUMBER_RE.match(visible) or _BARE_NUMBER_RE.match(visible)
    if number is None or author_list_end(visible[number.end() :]) is None:
        return visible
    return visible[number.end() :]


# An author-date citation whose author is a body, not a person: "Name (ABBR). 2004. Title",
# "Name (2011). Title", "Name, (2010) Title" (no period after the year in parentheses).
# A company's legal form closes its name with a period: "Harbour Survey Services, Inc. (HSS). 2013."
_COMPANY_FORM = r"(?:,?\s+(?:Inc|Ltd|LLC|Corp|Co|GmbH|plc|AG|S\.A|N\.V|B\.V)\.?(?=\s*[(.,]))"
_COMPANY_RE = re.compile(r"^\s*[^\W\d_][^.()\d]{2,150}?" + _COMPANY_FORM)
# "Department of Defense, United States (DoD) 2002.": an acronym in parentheses before the year is a body's.
_BODY_ACRONYM_RE = re.compile(
    r"^\s*[^\W\d_][^.()\d]{2,150}?\s\([A-Z][A-Za-z&-]*[A-Z]\)\s*[.,]?\s*\(?(?:19|20)\d\d\b"
)
# "Australia. Department of External Affairs. 1913.": a government, then its department. (German
# business styles bracket the year: "Nordic Grain Council [2016]: Title".)
_GOVERNMENT = r"[A-Z][^\W\d_]+(?:\s+[A-Z][^\W\d_]+){0,3}\.\s+(?=(?:Department|Ministry|Office|Bureau)\s+of\s)"
_BODY_BEFORE_YEAR_RE = re.compile(
    r"^\s*(?P<body>(?:"
    + _GOVERNMENT
    + r")?[^\W\d_][^.()\d]{2,150}?"
    + _COMPANY_FORM
    + r"?(?:\s*\([^()\d]{2,30}\))?)\s*[.,]?\s*"
    r"(?:[(\[]\s*(?P<year>(?:19|20)\d\d)[a-z]?(?:,\s*[^()\[\]]{1,25})?\s*[)\]]|(?P<bare>(?:19|20)\d\d)[a-z]?"
    r"|(?P<undated>\(?(?:n\.\s?d\.?|ND)\)?))(?:\s*[.,:]\s+(?=\S)|(?<=\))\s+(?=[A-Z]))"
)
# A body named by its acronym alone before the year: "OECD (2019). Title", "REN21 (2012). Title",
# "IPCC, 2021. Title", "G20 (2016) Title". A person in a list of references has initials or a
# given name; a word of capitals and digits alone is a body's acronym.
_ACRONYM_BODY_RE = re.compile(
    r"^\s*(?P<body>[A-Z][A-Z0-9&]{1,9}(?:-[A-Z0-9]{1,6})?)\s*[.,]?\s*"
    r"(?:\(\s*(?P<year>(?:19|20)\d\d)[a-z]?\s*\)|(?P<bare>(?:19|20)\d\d)[a-z]?)"
    r"(?:\s*[.,:]\s+(?=\S)|(?<=\))\s+(?=[A-Z]))"
    r"(?![“\"‘«„'])"  # a quoted title after it is read with its quotes by the usual reading
)
# A body named by its acronym alone, then its title: "FAO. Title. Report; 2014." (no person's name
# reads so: the citation was read with no names).
_ACRONYM_NAMED_RE = re.compile(r"^\s*(?P<body>[A-Z][A-Z&]{1,7}[A-Z])\.\s+(?=[A-Z][a-z])")
_BODY_WORD_RE = re.compile(r"[^\W\d_][\w'’-]*")
# "European Agency for Safety and Health at Work (EU-OSHA), Title, …", "Organisation for Economic
# Co-operation and Development (OECD). Title. …": a body named with its acronym (which opens with
# the name's first letter), then its title, the year further on.
_BODY_WITH_ACRONYM_RE = re.compile(
    r"^\s*(?P<body>(?P<first>[^\W\d_])[^.()\d]{2,150}?\s\((?P<acronym>[A-Z][A-Za-z&-]*[A-Z])\))\s*[.,]\s+(?=[^\W\d_])"
)


_COMPANY_WORDS = (
    " Inc",
    " Ltd",
    " LLC",
    " Corp",
    " Co.",
    " Co,",
    " GmbH",
    " plc",
    " AG",
    " S.A",
    " N.V",
    " B.V",
)


# A firm named after its partners, two family names without a given name or an initial, then the
# year: "Dames & Moore. 1999.", "Ernst & Young (2015)." A person's name in a list of references has
# its given name or initials.
_FIRM_RE = re.compile(
    r"^\s*[A-Z][a-z]+(?:-[A-Z][a-z]+)?\s+&\s+[A-Z][a-z]+(?:-[A-Z][a-z]+)?\s*\.?\s*\(?(?:19|20)\d\d\b"
)
_GOVERNMENT_DEPARTMENT_RE = re.compile(r"^\s*" + _GOVERNMENT + r"[^.()\d]{2,150}?\.\s*\(?(?:19|20)\d\d\b")


def _opens_with_a_body(visible: str) -> bool:
    """A company with its legal form or a body with its acronym before the year, a firm named after
    its partners or a government's department, which read as names."""
    head = visible[:200]
    if _ACRONYM_BODY_RE.match(visible):
        return True
    if holds_any(head, _COMPANY_WORDS) and _COMPANY_RE.match(visible):
        return True
    if "&" in head[:40] and _FIRM_RE.match(visible):
        return True
    if ". " in head[:40] and _GOVERNMENT_DEPARTMENT_RE.match(visible):
        return True
    opening = head.find("(")
    if opening < 0 or not head[opening + 1 : opening + 2].isupper() or "." in head[:opening]:
        return False  # "(2019)", "Smith, J. (ABC)": no body's acronym after a body's name
    return _BODY_ACRONYM_RE.match(visible) is not None or _body_with_acronym(visible) is not None


def _body_with_acronym(visible: str) -> re.Match[str] | None:
    body = _BODY_WITH_ACRONYM_RE.match(visible)
    if body is None or body.group("first").upper() != body.group("acronym")[0]:
        return body if body is not None and _BODY_HEAD_RE.search(body.group("body")) else None
    return body


# "Centers for Disease Control and Prevention. Title. …", "Statistics Agency of Norway, Title, …":
# a body's name, told by the word that heads it (an agency, a council, a ministry …) closing the
# name or followed by "of"/"for", then its title; read where no person's name opens the citation.
_BODY_HEAD = (
    r"(?:Organi[sz]ations?|Council|Agency|Association|Institute|Office|Ministry|Department|Foundation"
    r"|Society|Commission|Bureau|Administration|Committee|Cent(?:er|re)s?|Board|Authority|Federation"
    r"|Academy|Survey|Programme|Fund|Union)"
)
# German bodies write the head last, often in one word with what they do: "Deutsche
# Forschungsgemeinschaft", "Statistisches Bundesamt", "Max-Planck-Gesellschaft".
_GERMAN_BODY_HEAD = r"(?i:gemeinschaft|gesellschaft|bundesamt|ministerium|stiftung|verband|kommission)"
# A group author's head word closes its name: "The ATLAS Collaboration", "GBD 2019 Collaborators",
# "SPRINT Research Group".
_BODY_HEAD_RE = re.compile(
    rf"\b{_BODY_HEAD}(?:$|\s+(?:of|for|on)\s)|{_GERMAN_BODY_HEAD}(?:$|\s+für\s)|\b{GROUP_AUTHOR_HEAD}$"
)
# "World Health Organization Markets and health. Journal. 2016;…": a body's name, two to five
# capitalised words the last of which heads it, then the title with no stop between them.
_UNSTOPPED_BODY_RE = re.compile(
    rf"\s*(?P<body>(?:[A-ZÀ-ÖØ-Þ][^\W\d_]+\s+){{1,4}}(?:{_BODY_HEAD}|[A-ZÀ-ÖØ-Þ][^\W\d_]*{_GERMAN_BODY_HEAD}))"
    r"\s+(?!(?:of|for|on|für)\s)(?=[A-ZÀ-ÖØ-Þ][^\W\d_]*\s+[^\W\d_])"
)
_BODY_NAMED_RE = re.compile(r"^\s*(?P<body>[^\W\d_][^.()\d,;:]{2,150}?)[.,]\s+(?=[^\W\d_])")
# A group author whose name holds a number ("GBD 2019 Collaborators", "COVID-19 Investigators").
_GROUP_NAMED_RE = re.compile(
    rf"^\s*(?P<body>[^\W\d_][\w&'’-]*(?:\s+[\w&'’-]+){{0,8}}?\s+{GROUP_AUTHOR_HEAD})[.,:]\s+(?=[^\W\d_])"
)


def opens_with_group_author(text: str) -> bool:
    """Does the text open with a group author's name and its stop ("GBD 2021 Kidney Stone
    Collaborators. Title …")?"""
    return _GROUP_NAMED_RE.match(text) is not None


def names_a_body(text: str) -> bool:
    """Is the text a body's name, told by the word heading it ("World Health Organization",
    "Deutsche Forschungsgemeinschaft")?"""
    return _BODY_HEAD_RE.search(text) is not None and _body_name(text)


# Words that name a periodical or a meeting, never a body: a society's journal or meeting bears the
# society's name, its head word too ("Journal of the American Chemical Society", "Annual Meeting of
# the Association for …", "Monthly Notices of the Royal Astronomical Society").
_BODYS_VENUE_RE = re.compile(
    rf"\b(?:{_VENUE_WORD}|Meeting|Letters|Magazine|Quarterly|Notices|Mitteilungen|Berichte|Reports?)\b"
)


def names_an_organisation(text: str) -> bool:
    """Is the text a body's name (``names_a_body``) and no venue's: none of a periodical's or a
    meeting's words in it, and no venue of the table ("World Health Organization", "National
    Research Council"; not "Journal of the American Chemical Society" nor "Proceedings of the
    National Academy of Sciences")? A body's name alone where a card or citation writes its names
    is its author."""
    return names_a_body(text) and _BODYS_VENUE_RE.search(text) is None and venues.lookup(text) is None


def _named_body(visible: str) -> re.Match[str] | None:
    body = _BODY_NAMED_RE.match(visible) or _GROUP_NAMED_RE.match(visible)
    return body if body is not None and _BODY_HEAD_RE.search(body.group("body")) else None


def _body_before_year(visible: str) -> tuple[str, int | None, str, str] | None:
    """ "National Fisheries Service (NFS). 2004. Title. …", "OECD (2019). Title. …": (the body, the year,
    the title, the rest);
    also dated to the day ("(2009, mai 12)") or undated ("ND.", "(n.d.)"), or named with its
    acronym and no year before the title ("Name (ABBR), Title, …")."""
    body = _ACRONYM_BODY_RE.match(visible) or _ACRONYM_NAMED_RE.match(visible)
    if body is None:
        body = _BODY_BEFORE_YEAR_RE.match(visible) or _body_with_acronym(visible) or _named_body(visible)
        if body is None or not _body_name(body.group("body")):
            return None
    rest = visible[body.end() :]
    title_end = _subtitle_before_venue(rest, _title_end(rest, 0))
    if _opens_with_whole_names(rest) or _opens_with_whole_names(rest[title_end:].lstrip(" .,;:")):
        # "TASS 2018, Title. Ana Ruiz, Ben Cole, SEPLN, 2019.": persons' names written in full
        # after it, so the "body" and its year are the opening words of a title written first.
        return None
    dated = "year" in body.re.groupindex
    written = (body.group("year") or body.group("bare")) if dated else None
    year = int(written) if written else None
    return collapse_spaces(body.group("body")), year, rest[:title_end], rest[title_end:]


def _opens_with_whole_names(text: str) -> bool:
    """Does the text open with two persons' names written in full, a comma after each ("Ana Ruiz,
    Ben Cole, …")? Neither a place ("Paris, France") nor made of venue words."""
    pieces = text.split(",", 2)[:2] if text.count(",") >= 2 else []
    pieces = [piece.strip() for piece in pieces]
    if len(pieces) < 2 or not all(whole_name_given_first(piece) for piece in pieces):
        return False
    venue_words = known_venue_words()
    if any(is_place(piece) or any(word.lower() in venue_words for word in piece.split()) for piece in pieces):
        return False
    return is_author_list(", ".join(pieces))


def _body_name(text: str) -> bool:
    """A body's name: a few words, most of those of four letters or more capitalised ("Agence
    Nationale de l'Eau (ANE)", "La Délégation permanente du Ghana auprès des Nations Unies")."""
    words = _BODY_WORD_RE.findall(text)
    if not 2 <= len(words) <= 16 or not words[0][0].isupper():
        return False
    long_words = [word for word in words if len(word) > 3] or words
    return sum(word[0].isupper() for word in long_words) * 2 > len(long_words)


_INITIAL_RE = re.compile(r"[A-Z](?<![^\W\d_].)\.")
_NAME_SEPARATOR_RE = re.compile(r"[,;&]|\s(?:and|et|und|y)\s")


def _title_first(authors_text: str, title: str) -> bool:
    """ "Sandboxing Untrusted Plugins. R. Iyer, M. Tan. NDSS 2019.": the "author" is one name of
    words without an initial, the "title" a list of names with initials; the title came first."""
    plain = authors_text.replace("*", "").strip(" .")
    if _NAME_SEPARATOR_RE.search(plain) or _INITIAL_RE.search(plain) or len(plain.split()) < 2:
        return False
    names = title.replace("*", "").strip(" .")
    return bool(_INITIAL_RE.search(names)) and is_author_list(names)


# A report series' listing: "Title Surname, I.I., I. Surname and I. Surname 2014 Journal, 130(1): 9-19",
# the title unpunctuated before the names (the first one inverted), a bare year after them.
_INVERTED_NAME_RE = re.compile(
    r"\s([A-Z][^\W\d_]*(?:['’-][A-Z]?[^\W\d_]+)?),\s(?:[A-Z]\.\s?-?){1,3}(?=[,\s])"
)
_BARE_YEAR_AFTER_NAMES_RE = re.compile(r"\s((?:19|20)\d\d)[a-z]?\s+(?=[^\W\d_])")
_TITLE_BREAK_RE = re.compile(r"[,;]|(?!vs\.)[^\W\d_]{2}\.(?:\s|$)")  # "A vs. B" is no break
_WORD_AND_STOP_RE = re.compile(r"[^\W\d_]{2}[.;:!?](?:\s|$)")
_LOWER_WORD_RE = re.compile(r"(?<![^\W\d_'’-])[a-z][^\W\d_]*")


def _title_before_names(visible: str) -> tuple[str, str, str] | None:
    """ "Kyoto's unfinished business Jacoby, H.D., R.G. Prinn and R. Schmalensee 1998 Foreign Affairs":
    (the title, the names with their year, the rest); None for a citation of another shape."""
    name = _INVERTED_NAME_RE.search(visible, 0, 400)
    if name is None:
        return None
    title = visible[: name.start()]
    # A title as such: words of a sentence ("the", "of", "unfinished"), no punctuation that a list
    # of names or a sentence's end would have.
    if _TITLE_BREAK_RE.search(title):
        return None
    if sum(not names_may_hold(word) for word in _LOWER_WORD_RE.findall(title)) < 2:
        return None
    year = _BARE_YEAR_AFTER_NAMES_RE.search(visible, name.end(), name.end() + 400)
    if year is None:
        return None
    names = visible[name.start() + 1 : year.start()]
    if _WORD_AND_STOP_RE.search(names) or not is_author_list(names):
        return None
    return title.strip(), visible[name.start() + 1 : year.end()], visible[year.end() :]


# "Title by Ada N. Okafor, MD; Journal; Vol. 7, …": a magazine's byline after the title, the parts
# separated by semicolons; the names' degrees are no part of them.
_DEGREE = r",\s*(?:MD|M\.D\.|PhD|Ph\.D\.|RN|DO|MPH|MSc|MS|MA|BSN|FACP|DrPH)\b"
_DEGREE_RE = re.compile(_DEGREE)
_TITLE_BY_NAMES_RE = re.compile(
    rf"(?P<title>[^;]{{8,300}}?)\s+by\s+(?P<names>[A-Z][^;]{{2,150}}?)(?:{_DEGREE})*\s*;\s*"
)


# "Title by R. Okafor, D. Lund and E. Varga, June 2021.": a byline closed by the date alone, as a
# project's list of the papers that use it writes them. Initials mark the names as people's, so
# that "Learning by Doing, June 2021" stays a title.
_TITLE_BY_DATED_NAMES_RE = re.compile(
    rf"(?P<title>.{{8,300}}?)\s+by\s+(?P<names>(?:[A-Z]\.\s?)+[^;]{{2,300}}?)"
    rf",\s*(?=(?:(?i:{fields.MONTH_WORDS})\.?\s+)?(?:19|20)\d\d\.?\s*$)"
)


def _title_by_names(visible: str) -> tuple[str, str, str] | None:
    """(title, names, rest) of "Title by Names; Journal; …" or "Title by Names, June 2021.", or None."""
    if " by " not in visible:
        return None
    match = _TITLE_BY_NAMES_RE.match(visible) if ";" in visible else None
    if match is None:
        match = _TITLE_BY_DATED_NAMES_RE.match(visible)
    names = _DEGREE_RE.sub("", match.group("names")) if match else ""
    if match is None or not is_author_list(names):
        return None
    return match.group("title"), names, visible[match.end() :]


_DASH_RE = re.compile(r"\s[–—|]\s")
# Names up to the first period or dash after a word of two letters or more.
_LEADING_NAMES_RE = re.compile(r"^[\s.,;:|–—-]*(.{3,400}?[^\W\d_]{2}\**)(?:\.\s|\s[–—|]\s|,\s*(?=\d)|\.?$)")
# "…, J. Stat. Phys. 183": a name followed by an abbreviated word is a journal's abbreviation.
_ABBREVIATION_AFTER_RE = re.compile(r"\.\s[A-Z][a-z]{1,6}\.")
# "…, A. Lasenby, and M. P. Hobson. Phys. Rev. D": the list's last name after "and", then the
# journal; a journal's abbreviated name never follows "and".
_LAST_NAME_AFTER_AND_RE = re.compile(r"\s(?:and|&)\s+(?:[A-Z]\.\s?-?)+\s?[A-Z][^\W\d_]+\**$")
_VOLUME_AFTER_RE = re.compile(r"\.?\s*(?!(?:19|20)\d\d\b)\d{1,4}\s*[,(:]")
_INITIALS_AND_FAMILY_RE = re.compile(r"[A-Z](?<![^\W\d_].)\.(?:\s?-?[A-Z]\.)*\s?([A-Z][^\W\d_]+)")


@lru_cache(maxsize=1)
def _venue_words() -> frozenset[str]:
    """The lower-cased words of the venue table's names ("chem", "phys", "rev", …)."""
    names = (name for venue in all_venues() for name in (venue.name, *venue.aliases))
    return frozenset(word.lower() for name in names for word in re.findall(r"[^\W\d_]+", name))


# PubMed's Summary format writes a record "Title. Authors. Journal. 2016 Jan;100:652-80.": a body or
# a group between the title and the journal, before its date and volume, is the record's author.
# A record with no volume closes its date with a stop, its identifiers after it ("Press. 2016 Jan.
# doi: …", "… 2016 Jan. PMID: …").
_BODY_BEFORE_JOURNAL_RE = re.compile(
    r"[\s.]*(?P<body>[^\W\d_][^.()\d;:]{2,150}?)\.\s+(?=[^\W\d_].{1,200}?\.\s+(?:19|20)\d\d"
    r"(?:\s+[A-Z][a-z]{2}(?:\s+\d{1,2})?)?(?:;\s?\d|\.\s+(?:doi|PMID|PMCID|Epub)\b))"
)


def _leading_body(text: str) -> tuple[str, str] | None:
    """The body or group named after a title, before a journal and its PubMed date ("World Health
    Organization. Nature. 2016 Jan;100:652-80."), and the rest."""
    match = _BODY_BEFORE_JOURNAL_RE.match(text)
    if match is None or not (
        names_a_body(match.group("body")) or opens_with_group_author(match.group(0).lstrip(" ."))
    ):
        return None
    return match.group("body"), text[match.end() :]


def _leading_names(text: str) -> tuple[str, str] | None:
    """The names opening ``text`` after a title ("A. Kumar*, **J. Lee**. CoRL 2023") and the rest,
    when they read as names with initials whose family names are no venue words ("J. Chem.")."""
    match = _LEADING_NAMES_RE.match(text)
    if match is None:
        # "Title. Ana Ruiz, Ben Cole, IberLEF 2020, . 2020.": no stop closes the names, a venue's
        # piece after a comma does.
        end = _names_end_at_venue(text)
        if end is None or not _whole_names_ending(text[:end].strip(" .,;"), text[end:], venue_follows=True):
            return None
        return text[:end].strip(" .,;"), text[end:]
    end = match.end(1)
    if _ABBREVIATION_AFTER_RE.match(text, end) and not _LAST_NAME_AFTER_AND_RE.search(
        text, match.start(1), end
    ):
        end = max(match.start(1), text.rfind(",", match.start(1), end))
    # A venue's first word after the names is none ("A. Kovac & B. Lindqvist, Phys. Rev. Lett.").
    venue_follows = False
    # Names written in full need what follows to tell them apart from a venue's words, so any
    # piece that opens a venue ends them ("…, Ruth Osei, Revista Cubana de …").
    in_full = _INITIALS_AND_FAMILY_RE.search(text, match.start(1), end) is None
    for comma in re.finditer(r",\s*", text[match.start(1) : end]):
        piece = text[match.start(1) + comma.end() : end].split(",")[0]
        words = [word.lower() for word in re.findall(r"[^\W\d_]+", piece)]
        if (words and all(word in _venue_words() for word in words)) or (in_full and _opens_venue(piece)):
            end = match.start(1) + comma.start()
            venue_follows = True
            break
    names = text[match.start(1) : end]
    plain = names.replace("*", "")
    families = _INITIALS_AND_FAMILY_RE.findall(plain)
    if not families:
        venue_follows = venue_follows or _DATED_VENUE_RE.match(text, end) is not None
        whole = _whole_names_ending(plain, text[end:], venue_follows=venue_follows)
        return (names, text[end:]) if whole else None
    if not is_author_list(plain):
        return None
    if any(family.lower() in _venue_words() for family in families):
        return None
    if _VOLUME_AFTER_RE.match(text, end):
        return None  # "…, J. Differential Geom. 118 (2021)": a journal's abbreviated name, then its volume
    return names, text[end:]


# ". Soft Matter, 2019, 15 (22)", ". 25e Congrès Français de Mécanique, Aug 2022, Nantes": after
# the names, a sentence that is a venue's name and its date (an open archive's (HAL) records, and
# lists written title first after them): the date tells the names from a publisher's words.
_DATED_VENUE_RE = re.compile(
    r"\.\s+[^\W\d_][^.,;:()]{2,150},\s+(?:(?:[A-Z][a-z]{2,8}\.?|\d{1,2})\s+){0,2}(?:19|20)\d\d\b"
)


# A venue's acronym alone, two capitals or more in one word: "SEPLN", "IberLEF 2020".
_ACRONYM_PIECE_RE = re.compile(r"\s*[A-Z][A-Za-z]*[A-Z][A-Za-z]*(?:\s+(?:19|20)\d\d)?\s*\.?\s*")


def _opens_venue(piece: str) -> bool:
    """Does this comma's piece after names open the venue? Every word of it the venue table's
    ("Phys. Rev. Lett."), a word of it one that venue names hold and person names do not
    ("Revista Cubana de …", "International Workshop on …"), or an acronym alone ("SEPLN")."""
    words = [word.lower() for word in re.findall(r"[^\W\d_]{3,}", piece)]
    if not words:
        return False
    if all(word in _venue_words() for word in words) or any(word in known_venue_words() for word in words):
        return True
    return _ACRONYM_PIECE_RE.fullmatch(piece) is not None


def _names_end_at_venue(text: str) -> int | None:
    """Where the comma before the first piece of ``text`` that opens a venue is, when two pieces
    at least come before it; else None."""
    for count, comma in enumerate(re.finditer(r",\s*", text[:400])):
        # The piece up to the next comma only: splitting the whole rest at every comma of the
        # window would read a long text many times over.
        next_comma = text.find(",", comma.end())
        piece = text[comma.end() : next_comma if next_comma >= 0 else len(text)]
        if count >= 1 and _opens_venue(piece):
            return comma.start()
    return None


# A capitalised word of a name written out: "Ada", "Fei-Fei".
_WHOLE_WORD = r"[A-ZÀ-Þ][^\W\d_'’-]+(?:-[A-ZÀ-Þ][^\W\d_]+)?"


def _whole_names_ending(names: str, rest: str, *, venue_follows: bool = False) -> bool:
    """ "Title. Ada Okafor, Lena Brandt, Ruth Osei": names written in full, no initial among them,
    read after a title only where they end the entry or where a venue's name, every word of it
    one of the venue table's, follows them ("…, Ruth Osei, Journal of Marine Systems, 2021"):
    what follows must tell them apart from a publisher's or a journal's words. Two of them at
    least, none a place and none made of venue words ("Harbour Press, Bergen", "Nature
    Communications")."""
    if rest.strip(" .,;") and not venue_follows:
        return False
    pieces = [piece.strip() for piece in re.split(r",\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+", names)]
    if len(pieces) < 2 or not all(whole_name_given_first(piece) for piece in pieces):
        return False
    # A word of a venue's name in any of them ("Ocean Letters", "Marine Policy"): journals. Person
    # names hardly ever hold one; the table's words alone ("Nature") may be a family name too.
    names_words, table_words = known_venue_words(), _venue_words()
    for piece in pieces:
        words = [word.lower() for word in piece.split()]
        if (
            is_place(piece)
            or any(word in names_words for word in words)
            or all(word in table_words for word in words)
        ):
            return False
    return is_author_list(names)


# "Ada L. Okafor", "Ville J.J.Brandt": a name in full with initials between its given and family names.
_NAME_WITH_INITIALS_RE = re.compile(rf"{_WHOLE_WORD}\s+(?:[A-Z]\.\s?){{1,3}}{_WHOLE_WORD}")
_NAME_PIECES_RE = re.compile(r",\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+")


def _names_after_title_colon(title: str) -> tuple[str, str, str] | None:
    """ "Title: Ada L. Okafor and Lena Brandt, Journal": the names a list writes after its titles
    and a colon, read into the title. (The title, the names, what follows them), or None: two names
    at least, each in full (two to four capitalised words, initials between), one with initials,
    none a place or of venue words; so a subtitle ("Theory and Practice", "Rome and Paris") stays."""
    colon = title.rfind(": ")
    if colon < 10:
        return None
    pieces = _NAME_PIECES_RE.split(title[colon + 2 :])
    names: list[str] = []
    for piece in pieces:
        if not (whole_name_given_first(piece) or _NAME_WITH_INITIALS_RE.fullmatch(piece)):
            break
        names.append(piece)
    if len(names) < 2 or not any(_NAME_WITH_INITIALS_RE.fullmatch(name) for name in names):
        return None
    venue_words = known_venue_words()
    if any(is_place(name) or any(word.lower() in venue_words for word in name.split()) for name in names):
        return None
    end = colon + 2
    for name in names:
        end = title.index(name, end) + len(name)
    if not is_author_list(title[colon + 2 : end]):
        return None
    return title[:colon], title[colon + 2 : end], title[end:]


def title_then_whole_names(text: str) -> bool:
    """Is ``text`` one item written "Title. Given Family, Given Family" to its end, the names in
    full with no venue or year after them?"""
    stop = text.find(". ")
    return stop > 0 and _whole_names_ending(text[stop + 2 :].strip(), "")


def split_venue_tag(text: str) -> tuple[str, str] | None:
    """ "ICRA 2024 Safe Merging …" → ("ICRA 2024", "Safe Merging …"): a line opening with a bare
    venue tag, split into the tag and the rest; None for any other line."""
    match = _BARE_VENUE_TAG_RE.match(text)
    return (match.group(1), text[match.end() :]) if match is not None else None


# "2019 - Sparse Priors for Glacier Mapping": the year a card writes before its title, a dash
# between them (not "2001: A Space Odyssey", nor "1918-1919 Influenza …" without the spaces).
_YEAR_DASH_TAG_RE = re.compile(r"^[(\[]?((?:19|20)\d\d)[)\]]?\s+[-–—]\s+(?=\S)")


def split_year_tag(text: str) -> tuple[int, str] | None:
    """ "2019 - Sparse Priors …" → (2019, "Sparse Priors …"): a card's title line opening with its
    date and a dash, split into the year and the title; None for any other line."""
    match = _YEAR_DASH_TAG_RE.match(text) if text[:1] in "12([" else None
    return (int(match.group(1)), text[match.end() :]) if match is not None else None


def join_entry_lines(lines: list[str]) -> str:
    """One entry's lines as one citation. A line that is an author list in full or a body's name
    alone (``names_an_organisation``), or the line above one, ends a field (a card: title /
    authors / venue lines) unless it fills the entry's width (a wrapped paragraph): where it ends
    without punctuation, a period marks the end ("Title. A. Author, B. Author. CoRL 2023")."""
    stripped = [line.strip() for line in lines]
    if len(stripped) < 2:
        return " ".join(stripped)
    names = [is_names_line(line) or (index < 2 and _body_line(line)) for index, line in enumerate(stripped)]
    # A line that fills the entry's width was wrapped there: its break is no field boundary.
    width = max(len(line) for line in stripped)
    parts = []
    for index, line in enumerate(stripped):
        wrapped = width >= 60 and len(line) >= 0.85 * width
        boundary = index + 1 < len(stripped) and not wrapped and (names[index] or names[index + 1])
        if boundary and line and line.rstrip("*")[-1:].isalnum():
            line += "."
        parts.append(line)
    return " ".join(parts)


def _body_line(line: str) -> bool:
    """Is the line a body's name alone, as a card writes its author in the names' place, first or
    under the title ("**World Health Organization**")? A comma in it parts a department from its
    school or a name from its place ("Department of Physics, Harbour University"): no author."""
    plain = line.replace("*", "").strip(" .,;")
    return "," not in plain and names_an_organisation(plain)


def is_names_line(line: str) -> bool:
    """Is the line an author list in full: names with initials ("A. Okafor, B. Lindqvist"), two
    or more names written family name first and parted by semicolons ("Okafor, Ada; Lindqvist,
    Berit"), as reference managers and publication plugins (teachPress, Biblio) print them, or
    names that close on a mark of the names left out ("Ada Okafor, Berit Lindqvist, et al.";
    al-folio's "…, and 4 more authors")?"""
    plain = line.replace("*", "").strip(" .,;")
    if len(plain) >= 400 or not is_author_list(plain):
        return False
    return bool(
        _INITIALS_AND_FAMILY_RE.search(plain)
        or _FAMILY_FIRST_NAMES_RE.fullmatch(plain)
        or strip_truncation(plain)[1]
    )


_NAME_WORD = r"[^\W\d_][\w'’.-]*"
_FAMILY_FIRST_NAME = rf"{_NAME_WORD}(?: {_NAME_WORD}){{0,2}}, {_NAME_WORD}(?: {_NAME_WORD}){{0,2}}"
# Two or more "Family, Given" names parted by semicolons, and nothing else on the line.
_FAMILY_FIRST_NAMES_RE = re.compile(rf"{_FAMILY_FIRST_NAME}(?:; ?{_FAMILY_FIRST_NAME})+")


def apply_tail(entry: ParsedEntry, tail: Tail, *, year_hint: int | None = None) -> None:
    """Copy what the tail found into the entry; a tag's acronym and year take precedence."""
    entry.venue = tail.venue
    entry.venue_acronym = entry.venue_acronym or tail.venue_acronym
    entry.month = tail.month
    entry.volume = tail.volume
    entry.number = tail.number
    entry.pages = tail.pages  # as found: normalised once the entry is finished (classify.finish_entry)
    entry.article_number = tail.article_number
    entry.publisher = tail.publisher
    entry.doi = entry.doi or tail.doi
    entry.arxiv_id = tail.arxiv_id or fields.find_arxiv_id(entry.raw)
    if entry.arxiv_id and entry.venue in (None, "arXiv") and entry.article_number is None:
        entry.article_number = entry.arxiv_id
    if tail.status:
        entry.status = tail.status
    entry.award = tail.award
    if tail.editors:
        entry.editors = [n.display for n in split_authors(tail.editors)[0]]
    for link in tail.links:
        if link not in entry.links:
            entry.links.append(link)
    text_year = year_hint or tail.year
    if entry.year is None:
        entry.year = text_year
    elif text_year and text_year != entry.year:
        entry.year_in_text = text_year


def _expand_year(two_or_four: str) -> int | None:
    if not two_or_four:
        return None
    value = int(two_or_four)
    if len(two_or_four) == 4:
        return value
    return 2000 + value if value < 50 else 1900 + value


_MD_LINK_RE = re.compile(r"\[((?:[^\[\]\n]|\[[^\[\]\n]{0,60}\]){0,300})\]\(([^()\s]{0,2000})\)")


def _drop_link_only(match: re.Match[str]) -> str:
    label = match.group(1).strip()
    if (
        not label
        or is_link_labels(label)
        or fields.find_doi(label)
        or label.lower().startswith(("http", "www"))
    ):
        return " "
    return match.group(0)


def _visible(text: str) -> str:
    """Text with link targets, link-only labels and HTML removed, emphasis kept (names need it)."""
    if "](" in text:
        text = _MD_LINK_RE.sub(_drop_link_only, text)
    text = _DASHES_RE.sub(" ", text) if "--" in text else text
    text = with_plain_et_al(text)  # "*et al.*", "u.a.", "y otros": each ends an author list as "et al." does
    if "[" in text:
        text = _ACCESS_DATE_RE.sub("", text)
    if "eview of" in text:
        text = _REVIEWED_BOOK_EMPHASIS_RE.sub(r"\1\3", text)
    text = with_stops_after_emphasis(text)
    return collapse_spaces(strip_markup(text, keep_emphasis=True))


# A book review's reviewed title, emphasised as ASA, Chicago and APA set a book's title ("Review of
# *Cities of Strangers*, by Ana Ruiz. *Social Forces* 92(4)", APA's "[Review of the book *Title*, by
# …]"): words of the review's title, not the journal the reader takes an emphasised span for.
_REVIEWED_BOOK_EMPHASIS_RE = re.compile(
    r"(\b(?:Book\s+)?[Rr]eview\s+of\s+(?:the\s+book\s+)?)(\*\*|__|\*|_)(?=\S)([^*_\n]{1,300}?\S)\2"
)


# The day a web page was read, in square brackets after its date (Citing Medicine "[cited 2021 Mar
# 12]", ISO 690 "[cit. 2021-03-12]", "[viewed 12 March 2021]", PN-ISO 690 "[dostęp 12.03.2021]", UNE-ISO
# 690 "[consulta: 12 marzo 2021]", "[Zugriff am 12.03.2021]", "[consulté le 12 mars 2021]", GOST's
# "[дата обращения: 12.03.2021]"): no date of the work's.
_ACCESS_DATE_RE = re.compile(
    r"\s*\[(?:[Cc]ited|[Cc]it\.|[Aa]ccessed|[Vv]iewed|[Dd]ostęp|[Cc]onsulta(?:do)?:?|[Cc]onsulté\s+le"
    r"|[Zz]ugriff\s+am|[Zz]it\.|[Cc]itado|[Cc]onsultado\s+em|[Дд]ата\s+обращения:?)\s[^\[\]]{1,40}\]"
    # GB/T 7714's day of citing, a bare date in brackets after the work's own: "2020[2021-03-01]",
    # "(2020-05-12)[2021-03-01]".
    r"|(?<=[\d)])\s*\[(?:19|20)\d\d-\d\d-\d\d\]"
)


_YEAR_DIGITS_RE = re.compile(r"(?:1[5-9]|20)\d\d")


def _strip_trailing_year(authors: str) -> tuple[str, int | None]:
    """ACM puts the year after the authors ("…, and Zhao Zhang. 2026."); APA "(2020)."."""
    start = max(0, len(authors.rstrip()) - 24)
    # Most lists of names end in no year: look for its digits first, a cheap scan, before the
    # pattern, which opens with optional parts and so is tried at every position.
    if _YEAR_DIGITS_RE.search(authors, start) is None:
        return authors, None
    match = _TRAILING_YEAR_RE.search(authors, start)
    if match and match.start() > 0:
        return authors[: match.start()], int(match.group(1))
    return authors, None


def _strip_trailing_status(authors: str) -> tuple[str, Status | None]:
    """The names without a status written in the year's place after them, and that status."""
    if not authors.rstrip(" .,:").endswith(")"):
        return authors, None
    # (Searched in the text's end only: the pattern opens with white space, tried at every position.)
    start = max(0, len(authors) - _TRAILING_STATUS_AT_MOST)
    match = _TRAILING_STATUS_RE.search(authors, start)
    if match is None or match.start() == 0:
        return authors, None
    return authors[: match.start()], fields.find_status(match.group(0))


_WORD_RE = re.compile(r"[^\s,;:.()\[\]]+")
# A day ("12 mars"), a kind of work ("art."): a few words; more are the title's own.
_MOST_WORDS_BEFORE_QUOTE = 3


def _names_before_quote(before: str) -> str:
    """The author list in the text before a quoted title: "Olivier Novak, 12 mars 2009 : « Title »",
    "Novak Jan, art. « Title »" name one author, then a day or a kind of work, words no name holds
    (a number, a small word that is no particle), or the title's first words after the year. The
    list is cut where it ends and keeps the year written after it; any other text before the quote
    stays as it is ("Vries, K., de 1853")."""
    names, year_after = _strip_trailing_year(before)
    if year_after is None:
        names, _ = _strip_trailing_status(names)  # "Okafor, Amara (submitted, ApJ). “Title”"
    if is_author_list(names.strip(" ,;:")):
        return before
    end = author_list_end(before)
    if end is None or not is_author_list(before[:end].strip(" ,;:")):
        return before
    year = fields.WRITTEN_YEAR_RE.search(before, end)
    after = before[end:].replace(year.group(0), " ") if year else before[end:]
    if len(_WORD_RE.findall(after)) > _MOST_WORDS_BEFORE_QUOTE:
        return before  # "Name, Anthropologie et mystique … ‘L’esprit’ …": a title quoting words
    # Words after the year ("(2007), La « … »") open the title: a list of names ends at its year.
    words_after_year = year is not None and bool(_WORD_RE.search(before, year.end()))
    if not words_after_year and not any(
        any(ch.isdigit() for ch in word) or (word[:1].islower() and not names_may_hold(word))
        for word in _WORD_RE.findall(after)
    ):
        return before
    kept = before[:end].rstrip(" ,;:")
    return f"{kept} {year.group(0)}." if year else kept


# A quoted phrase that the sentence goes on from ("“Open Skies” and the Military-Industrial Complex")
# is part of the title; a quoted title is followed by punctuation, the container ("in") or the venue.
_QUOTE_INSIDE_TITLE_RE = re.compile(r"\s(?:and|with|of|for|on|as|to|or|from|between|among|versus)\s")


# After a quotation that opens a title: its subtitle after a colon ("“It’s my own fault”: Accounts
# of …"), or a sentence of the title's that runs on to the comma before the journal, itself quoted
# ("„Girls to the left”. The visible pedagogy of …, “Educational Review”, 2021").
_SUBTITLE_AFTER_QUOTATION_RE = re.compile(r":\s+[A-ZÀ-Þ][^\W\d_]+\s+[^\W\d_]+")
_SENTENCE_BEFORE_QUOTED_JOURNAL_RE = re.compile(r"\.\s+[A-ZÀ-Þ][^“”„«»\".]{10,200}?,\s*[“„«\"]")


def _quotation_opens_title(text: str, start: int, end: int, after: int) -> bool:
    """Is the quoted phrase at ``start`` a quotation opening the title rather than the whole title?
    It is where its own words close with no stop, and the title goes on after it: a subtitle after
    a colon that opens no container, or a sentence running on to the journal, quoted in its turn."""
    if text[end - 1] in ",.;:?!":
        return False
    subtitle = _SUBTITLE_AFTER_QUOTATION_RE.match(text, end + 1)
    if subtitle is not None:
        return not _IN_MARK_RE.match(text, end + 1) and not _VENUE_WORDS_RE.match(text, subtitle.start() + 1)
    return _SENTENCE_BEFORE_QUOTED_JOURNAL_RE.match(text, end + 1) is not None


_CONTAINER_LEADS = frozenset(
    {"in", "dans", "en", "im", "nel", "nella", "em", "und", "and", "et", "with", "avec"}
)


def _title_word_before(text: str, quote: int) -> bool:
    """A lowercase word right before a quotation: the unquoted title has begun ("Connexions between
    ‘Primary Resistance’ Movements"), unless the word leads a container ("in “Book”")."""
    words = text[max(0, quote - 40) : quote].split()
    word = words[-1].lstrip("(") if words else ""
    return len(word) >= 2 and word.isalpha() and word.islower() and word not in _CONTAINER_LEADS


# "Family, A. (1971) ": the year in parentheses closing the names, the title right after it; also
# the bare year closed by a stop ("Berg, Ingrid; Moen, Knut 2019. Title", a library's bibliography).
_YEAR_CLOSING_NAMES_RE = re.compile(
    r"\((?:19|20)\d\d[a-z]?\)[.:]?\s+|(?<=[^\W\d_]\s)(?:19|20)\d\d[a-z]?\.\s+"
)
_SENTENCE_STOP_RE = re.compile(r"[.;:?!]\s")
# The colon that closes a title's head right before a quoted subtitle: "Title words: “Subtitle”".
_HEAD_COLON_RE = re.compile(r"(?<=[^\W\d_])\s?:\s*$")


def _title_runs_before(text: str, quote: int) -> bool:
    """Three words or more of one sentence between the names' year and a quotation: the unquoted
    title has begun, and the quotation is a name inside it ("(1971) Pigments of the genus
    “Boletus”", "(1973) Über die Farbstoffe des Hausschwammes (“Serpula lacrimans”)"), whatever
    the word before the quote (a capitalised German noun, "in")."""
    years = list(_YEAR_CLOSING_NAMES_RE.finditer(text, max(0, quote - 300), quote))
    if not years:
        return False
    run = text[years[-1].end() : quote]
    # ("… 2022. Words and adjectives: «Per is fine»": the quotation is the subtitle after the head.)
    run = _HEAD_COLON_RE.sub(" ", run)
    return len(run.split()) >= 3 and _SENTENCE_STOP_RE.search(run) is None


# A book's year and count of pages: the citation is whole before any quotation that follows.
# ", in: " or ". In: " with words before it: what follows names the book or journal holding the work,
# so a quotation after it is that container's title (or words in it), not the work's.
# Italian, French and Spanish styles write the mark after a comma with no colon: "…, in R. Name (ed.),
# Book (“Meeting”, Rome 2021)", "…, dans A. Nom (dir.), …".
_CONTAINER_BEFORE_QUOTE_RE = re.compile(r"\w[,.]\s+(?i:in):\s|\w,\s+(?:in|nel|nella|dans|en)\s+(?=[A-ZÀ-Þ])")
_BOOK_BEFORE_QUOTE_RE = re.compile(
    r"(?:19|20)\d\d\.?,?\s+(?:[ivxlc]{1,6},\s*)?\d{1,4}\s*(?:pp?|S|pages|Seiten|str|págs?)\.\s"
)


# One word before a colon, coined as a method's or a system's name is: a capital inside it after a
# small letter ("GeoNet", "DeepLSS", "CosmoGridV1") where no family name's prefix explains it
# ("McDonald", "LeCun", "DeWitt", "MacArthur").
_COINED_HEAD_RE = re.compile(
    r"(?!(?:Mc|Mac|De|Di|Da|Du|Le|La|Van|Von|Fitz)[A-Z][a-z]+:)[A-Z][A-Za-z]*[a-z][A-Z][A-Za-z0-9-]*:\s"
)


def _split_citation(text: str) -> tuple[str | None, str, str, Status | None]:
    """(authors text or None, title text, the rest, a status written after the authors)."""
    bold = _LEADING_BOLD_RE.match(text)
    # A bold name goes on with more names ("**Weiss, A.**, B. Nadler"); a bold title does not.
    if (
        bold
        and not _NAME_GOES_ON_RE.match(text, bold.end(2) + len(bold.group(1)))
        and _quoted_title(text) is None
    ):
        # Lab pages: "**Title.** Authors. *Venue*": a bold lead followed by an author list is the title.
        rest = text[bold.end() :]
        if _LEADING_ITALIC_RE.match(rest):
            # "**Title** *Neuron*, 2021": the italic span after a bold title is its venue, as a
            # README's or a site's markdown sets it off, when the names stand on a line of their own.
            return None, bold.group(2), rest, None
        italic = _ITALIC_SPAN_RE.search(rest)
        if italic is not None and (before := rest[: italic.start()].rstrip(" ,;")) and "*" not in before:
            # "**Title** A. Tan *Neuron*, 2021": names with no stop before the italic venue end there.
            end = author_list_end(before + ".")
            if end is not None and end >= len(before):
                return before, bold.group(2), rest[italic.start() :], None
        found = _leading_names(rest)  # names in bold among them ("Y. Chen, **R. Osei**. RSS 2024")
        if found is not None:
            return found[0], bold.group(2), found[1], None
        end = author_list_end(rest)
        if end is not None:
            return rest[:end], bold.group(2), rest[end:], None
    quoted = _quoted_title(text)
    if (
        quoted is not None
        and text[quoted[1] - 1] not in ",.;:?!"  # "“Title,” to appear": the title's own punctuation
        and _QUOTE_INSIDE_TITLE_RE.match(text, quoted[1] + 1)
        and coauthor_note(text, quoted[2], known_words=_venue_words()) is None  # "“Title” with A. Name"
    ):
        quoted = None  # "“On the ground” with antiracist pedagogy": a quotation inside the title
    if quoted is not None and _quotation_opens_title(text, *quoted):
        quoted = None  # "“It’s my own fault”: Accounts of …": a quotation opening the title
    if quoted is not None and (_title_word_before(text, quoted[0]) or _title_runs_before(text, quoted[0])):
        quoted = None  # "(2013). Efficiency of the « efficient » tutors": a quotation inside the title
    if quoted is not None and _BOOK_BEFORE_QUOTE_RE.search(text, 0, quoted[0]):
        quoted = None  # "…, 1995. xii, 240 p. Collects the “river songs” …": words quoted in a note
    if quoted is not None and _CONTAINER_BEFORE_QUOTE_RE.search(text, 0, quoted[0]):
        quoted = None  # "Family, Given: Title, in: Editor (Hrsg.): „Book“": the quotes mark the book
    if quoted is not None:
        start, end, close_end = quoted
        before = text[:start].strip(" ,:;")
        journal_quoted = (
            _title_before_quoted_journal(text[:start].rstrip(), text[end + 1 :])
            # "“Title,” Journal": a title's own comma inside its quotes; a journal's name is short.
            if text[end - 1] not in ",." and end - start <= _LONGEST_QUOTED_JOURNAL
            else None
        )
        if journal_quoted is not None:
            # Italian: "Autore A. (2020), Titolo, «Rivista», 15": the quotes mark the journal.
            authors, title = journal_quoted
            return authors, title, text[start + 1 : end] + text[end + 1 :], None
        opening = coauthor_note(text[:start]) if before else None
        if opening is not None and not text[opening[1] : start].strip(" ,:;"):
            # "Co-authored with P. Novak, “Title,” Journal …": the note before the title.
            return opening[0], text[start + 1 : end], text[close_end:], None
        authors = _names_before_quote(before) if before else None
        note = coauthor_note(text, close_end, known_words=_venue_words()) if authors is None else None
        if note is not None:
            # "“Title,” (with P. Novak), Journal …": the co-authors of a page owner's own list.
            return note[0], text[start + 1 : end], text[note[1] :], None
        return authors, text[start + 1 : end], text[close_end:], None
    noted = _split_at_coauthor_note(text)
    if noted is not None:
        return (*noted, None)
    untitled = _untitled_reading(text)
    if untitled is not None:
        return untitled
    if text[:1].isupper() and _COINED_HEAD_RE.match(text):
        # "DeepLSS: breaking …", "GeoNet: mapping …": a coined name opens the title, no author.
        title_end = _title_end(text, 0)
        return None, text[:title_end], text[title_end:], None
    end, rest_start = _editors_in_front(text)
    if end is None:
        end = rest_start = bracketed_initials_list_end(text) or _mended_list_end(text, author_list_end(text))
        if end is not None and (
            _word_opening_title(text, end)
            or _PAIRED_WORDS_HEAD_RE.fullmatch(text[:end])
            or _ARTICLE_HEAD_RE.fullmatch(text[:end])
        ):
            end = rest_start = None
    if end is None or rest_start is None:
        # No author list in front: "Title. Venue" (the authors were on another line or are absent).
        title_end = _title_end(text, 0)
        return None, text[:title_end], text[title_end:], None
    year_match = _YEAR_AFTER_AUTHORS_RE.match(text[rest_start:])
    authors = text[:end]
    if year_match:
        authors = authors + " " + (year_match.group(1) or year_match.group(2)) + "."
        rest_start += year_match.end()
    elif undated := _UNDATED_AFTER_AUTHORS_RE.match(text[rest_start:]):
        rest_start += undated.end()
    status_word = None
    status_match = _STATUS_AFTER_AUTHORS_RE.match(text[rest_start:])
    if status_match:
        status_word = fields.find_status(status_match.group(0))
        rest_start += status_match.end()
    if _JOURNAL_AT_START_RE.match(text, rest_start):
        # "A. Author and B. Author, Phys. Rev. Lett. 125, 117201 (2020)": cited without a title.
        return authors, "", text[rest_start:], status_word
    # The title may still be in quotes or a link after an unquoted author list.
    title_end = _title_end(text, rest_start)
    if text[end - 1 : end] in (",", ":") and not year_match:
        book = _book_after_comma(text, rest_start, title_end) if text[end - 1] == "," else None
        title_end = book if book is not None else _subtitle_end(text, title_end)
    title_end = _subtitle_before_venue(text, title_end)
    return authors, text[rest_start:title_end], text[title_end:], status_word


# "Mixtures, envelopes, and duality", "Synthesis, crystal structure, and …": a title opening with a
# list of nouns. One capitalised word and its comma read as a lone family name, but a name is not
# followed by a word in small letters, save a name's particle ("Smith, van Dijk") or "et al.".
_LONE_WORD_RE = re.compile(r"[A-ZÀ-Þ][^\W\d_]+,")
_SMALL_WORD_AFTER_RE = re.compile(
    r"\s+(?!(?:van|von|de|da|del|della|der|den|di|du|la|le|dos|das|ter|ten|et|y|bin|al)\b)[^\W\d_A-ZÀ-Þ]"
)


# "Design and Destiny: Jewish and Christian …": two single words joined by "and" before a colon, with
# neither a given name nor an initial, open a title; a list names its people more fully than that.
_PAIRED_WORDS_HEAD_RE = re.compile(r"[A-ZÀ-Þ][a-zà-ÿ]+\s+(?:and|&)\s+[A-ZÀ-Þ][a-zà-ÿ]+:")


# "A Moral Compass: …": the article "A" and whole words closed by a colon open a title; a name
# written before a colon gives its initial a full stop ("A. Moral:") or writes it last.
_ARTICLE_HEAD_RE = re.compile(r"A(?:\s+[A-ZÀ-Þ][a-zà-ÿ]+){2,4}:")


def _word_opening_title(text: str, end: int) -> bool:
    return _LONE_WORD_RE.fullmatch(text[:end].strip()) is not None and bool(
        _SMALL_WORD_AFTER_RE.match(text, end)
    )


# More initials of the same name, then a comma: "Richards, J. M., Title" (no title opens so).
_INITIALS_THEN_COMMA_RE = re.compile(r"\s?(?:[A-Z]\.\s?){1,3},\s")
# The particle an inverted name writes after its initials, closed by the list's stop: "BEAUVOIR,
# S. de. O segundo sexo", "Gaulle, C. de, Mémoires" (no title opens with it in lower case).
_PARTICLE_AFTER_INITIALS_RE = re.compile(
    r"\s(?:de|da|do|dos|das|del|della|di|du|des|van|von|der|den|ter|la|le|d)(?:\s(?:la|der|den|los|las))?[.,](?=\s)"
)


# ACS: "Kim, J. H.; Lopez, M. A.; Osei, K. A route to …": inverted names with initials between
# semicolons, the last closed by its initial's period; a title opening with "A" reads on as an initial.
_ACS_FAMILY = r"[A-ZÀ-Þ][^\W\d_]*(?:['’-][A-ZÀ-Þ]?[^\W\d_]+)*(?:\s[A-ZÀ-Þ][^\W\d_]+){0,2}"
_ACS_INITIALS = r"[A-ZÀ-Þ]\.(?:\s?-?[A-ZÀ-Þ]\.){0,3}"
_ACS_NAMES_RE = re.compile(
    rf"(?:{_ACS_FAMILY},\s{_ACS_INITIALS};\s)+(?:{_ACS_FAMILY},\s{_ACS_INITIALS}|et\sal\.)(?=\s+\S)"
)


# "K.I. Okafor, M.L. Brandt, P.G. Osei Coastal erosion …": the last name's family name written right
# before the title, with no punctuation between them.
_FAMILY_BEFORE_TITLE_RE = re.compile(r"\s?[A-ZÀ-Þ][^\W\d_]+(?:[-'’][A-ZÀ-Þ]?[^\W\d_]+)*(?=\s+[^\W\d_])")
_INITIALS_FIRST_NAME_RE = re.compile(
    r"(?:[A-ZÀ-Þ]\.\s?-?){1,3}\s?[A-ZÀ-Þ][^\W\d_]+(?:[-'’][A-ZÀ-Þ]?[^\W\d_]+)*"
)
_BARE_INITIALS_RE = re.compile(r"(?:[A-ZÀ-Þ]\.\s?-?){1,3}")
_NAMES_JOINER_RE = re.compile(r"\s*(?:,\s*(?:and|&)\s+|\s(?:and|&)\s|,)\s*")


def _initials_first_list(names: str) -> bool:
    """Names written initials first ("K.I. Okafor, M.L. Brandt, P.G."), the last cut to its initials."""
    pieces = [piece.strip() for piece in _NAMES_JOINER_RE.split(names.replace("*", ""))]
    return (
        len(pieces) >= 2
        and _BARE_INITIALS_RE.fullmatch(pieces[-1]) is not None
        and all(_INITIALS_FIRST_NAME_RE.fullmatch(piece) for piece in pieces[:-1])
    )


_VANCOUVER_NAME_BEFORE_YEAR_RE = re.compile(
    r"\s?[A-ZÀ-Þ][^\W\d_]+(?:[-'’][A-ZÀ-Þ]?[^\W\d_]+)*\s[A-Z]{1,3}(?=\s(?:1[5-9]|20)\d\d[a-z]?\.\s)"
)


# A given name and its particle after an inverted family name: "Dupont, Henri de, 1880", "Arnaud, Duc de."
_GIVEN_AND_PARTICLE_RE = re.compile(
    r"\s?[A-ZÀ-Þ][^\W\d_]+(?:[\s-][A-ZÀ-Þ][^\W\d_]+)?\s(?:de|du|des|da|del|della|di|van|von)[.,:](?=\s)"
)
# The year that closes the names ("(2011).", "2010."), and what may stand between a name list's end and
# it: more names, with an initial among them ("Koch E. Van den Berg M. (2011)", "Roe, E. H. Jr.; K. D.
# Lind, and W. A. Marsh. 2010.").
_YEAR_CLOSING_LIST_RE = re.compile(r"\s*\(?(?:1[5-9]|20)\d\d[a-z]?\)?[.,:]\s")
_NAME_WORDS_RE = re.compile(
    r"(?:\s*(?:[A-ZÀ-Þ][^\W\d_]*(?:[-'’][A-ZÀ-Þ]?[^\W\d_]+)*\.?|(?:[A-Z]\.\s?-?)+|and|&|und|et|"
    r"de|den|der|van|von|da|del|di|du|la|le|Jr\.|Sr\.)(?![\w'’-])[,;]?)+"
)
_INITIAL_IN_NAMES_RE = re.compile(r"[A-Z](?<![^\W\d_].)\.|\s[A-Z]{1,2}$")


_FAMILY_INITIALS = r"[A-ZÀ-Þ][^\W\d_]*(?:[-'’\s][A-ZÀ-Þa-z][^\W\d_]*)*\s(?:[A-Z]\.\s?-?)+"
_FAMILY_INITIALS_RE = re.compile(rf"{_FAMILY_INITIALS}")
_TWO_FAMILY_INITIALS_RE = re.compile(rf"({_FAMILY_INITIALS})\s*(?=[A-ZÀ-Þ][^\W\d_]+\s)")


def _comma_between_names(authors: str) -> str:
    """A list of family names with their initials after them ("Meyer S., Koch E., Berg M.") with the
    comma a name lacks put back ("Meyer S., Koch E. Van den Berg M."): a piece holding two such names
    where the other pieces hold one each."""
    pieces = authors.split(", ")
    if len(pieces) < 2 or not any(_FAMILY_INITIALS_RE.fullmatch(piece.strip()) for piece in pieces):
        return authors
    mended = []
    for piece in pieces:
        piece = piece.strip()
        if not _FAMILY_INITIALS_RE.fullmatch(piece):
            two = _TWO_FAMILY_INITIALS_RE.match(piece)
            if two is None or not _FAMILY_INITIALS_RE.fullmatch(piece[two.end() :].strip()):
                return authors
            piece = f"{two.group(1).strip()}, {piece[two.end() :].strip()}"
        mended.append(piece)
    return ", ".join(mended)


def _names_before_closing_year(text: str, end: int) -> int | None:
    """Where an author list ends that runs on past ``end`` to the year closing it: the names read
    stopped at a name with no comma before it or at a "Jr." ("Meyer S., Koch E. Van den Berg M.
    (2011).", "Roe, E. H. Jr.; K. D. Lind, and W. A. Marsh. 2010."). None where no year follows
    names."""
    names = _NAME_WORDS_RE.match(text, end)
    if names is None or names.end() - end > 120:
        return None
    stop = names.end()
    while stop > end and not _YEAR_CLOSING_LIST_RE.match(text, stop):
        stop -= 1  # the year's own parenthesis or space may have been read
        if text[stop : stop + 1] not in " (":
            return None
    piece = text[end:stop].strip(" ,;")
    if not piece or not _INITIAL_IN_NAMES_RE.search(piece) or not is_author_list(text[:stop].strip(" ,;")):
        return None
    return stop


def _mended_list_end(text: str, end: int | None) -> int | None:
    """The end of the author list, mended where the names read on past a lone word that opens the
    title ("J. Novak, Counting, Calendars, and Cosmology: …") or past a possessive ("Sailor’s
    Almanac") or stopped at an initial before more of them ("Richards, J. M., Title") or before a
    name closed by a colon ("Wolfgang Jantzen, G. Feuser: Title") or by the title itself ("K.I.
    Okafor, P.G. Osei Coastal erosion …"), or inside an ACS list of names."""
    if end and ";" in text[:200] and (acs := _ACS_NAMES_RE.match(text)) is not None and acs.end() > end:
        return acs.end()
    if not end:
        return end
    if ":" in text[end : end + 120] and (glued := names_before_glued_colon(text, end)) is not None:
        return glued
    if text[end - 1] == "," and (last := _VANCOUVER_NAME_BEFORE_YEAR_RE.match(text, end)) is not None:
        return last.end()  # "Lund RO, Vik CA 2008. Title": the last name and its initials before the year
    if text[end - 1] == "," and (particle := _GIVEN_AND_PARTICLE_RE.match(text, end)) is not None:
        return particle.end()  # "Dupont, Henri de, 1880": the given name and its particle
    if text[end - 1] in ".,;" and (closing := _names_before_closing_year(text, end)) is not None:
        return closing
    if (possessive := possessive_piece_start(text[:end])) is not None:
        return possessive + 1
    if text[end - 1] in ",:" and (lone := lone_word_after_whole_names(text[:end])) is not None:
        return lone + 1
    if text[end - 1] == ":" and (head := title_head_before_colon(text[:end])) is not None:
        return head + 1
    if text[end - 1] == ".":
        if (initials := _INITIALS_THEN_COMMA_RE.match(text, end)) is not None:
            return initials.end()
        if text[end - 3 : end - 2] in (" ", ".") and (
            particle := _PARTICLE_AFTER_INITIALS_RE.match(text, end)
        ):
            return particle.end()  # "BEAUVOIR, S. de.": the name's particle after its initial
        if (family := _FAMILY_BEFORE_TITLE_RE.match(text, end)) is not None and _initials_first_list(
            text[:end]
        ):
            return family.end()
        if text.find(":", end, end + 40) >= 0:
            return name_before_colon(text, end) or end
    return end


# "(with P. Novak)", "(co-author with …)", "(commentary article, with …)": a note of a kind, then "with".
_NOTE_AFTER_TITLE_RE = re.compile(
    r"\s(?=\(\s*(?:[^\W\d_][^(),]{1,38},\s*)?(?:(?:joint(?:ly)?|" + COAUTHORED + r")\s+)?"
    r"(?:" + WITH + r"|(?<=\()(?:" + BRACKETED_WITH + r"))\s)",
    re.IGNORECASE,
)


# "Title with P. Novak and R. Silva (2021). Journal …": a note without brackets, the list's
# year in brackets closing it (the last "with" before the year: a title may hold one).
_BARE_NOTE_BEFORE_YEAR_RE = re.compile(r"\s(?=with\s[^()]{3,200}?[^\s.]\s\((?:19|20)\d\d[a-z]?\))")


def _split_at_coauthor_note(text: str) -> tuple[str, str, str] | None:
    """(co-authors, title, rest) of an unquoted citation on a page owner's own list, where a note
    names the co-authors before the title ("(with P. Novak) Title, Journal …") or right after it
    ("Title (with P. Novak), Journal …", "Title with P. Novak (2021). Journal …"), and no author
    list opens it; else None."""
    if text.startswith("("):
        note = coauthor_note(text)
        if note is None:
            return None
        title_end = _title_end(text, note[1])
        return note[0], text[note[1] : title_end], text[title_end:]
    after_title = _NOTE_AFTER_TITLE_RE.search(text, 0, 400)
    bare = False
    if after_title is None and " with " in text:
        after_title = _last_bare_note_before_year(text)
        bare = True
    if after_title is None:
        return None
    title = text[: after_title.start()]
    names_end = author_list_end(title + ".")
    if (
        names_end is not None
        and names_end < len(title)
        and not (bare and _title_words_as_names(title[:names_end]))
    ):
        return None  # an author list, then its title: the note is no co-author note
    note = coauthor_note(text, after_title.start())
    if note is None or (bare and not _whole_names(note[0])):
        return None  # unbracketed, "with Sonar (2011)" is the title's
    return note[0], title, text[note[1] :]


def _title_words_as_names(opening: str) -> bool:
    """Is the "author list" opening a title that a bare "with" note follows written without an
    initial ("Relating Seasonal Hunger, Coping and …")? The note names the co-authors, so the line
    writes no author list of its own; only names written with initials ("Haddad, G.") stand as one."""
    return _INITIAL_RE.search(opening) is None


def _whole_names(names: str) -> bool:
    """Is each name of a co-author note written with two words at least ("Ana Ruiz", "C. Ruiz")?"""
    return all(len(name.split()) >= 2 for name in _NOTE_NAMES_SEPARATOR_RE.split(names) if name.strip())


_NOTE_NAMES_SEPARATOR_RE = re.compile(r",\s*(?:and\s+)?|\s+(?:and|&)\s+")


def _last_bare_note_before_year(text: str) -> re.Match[str] | None:
    """The last unbracketed "with" note closed by a bracketed year, in the first 400 characters."""
    found = list(_BARE_NOTE_BEFORE_YEAR_RE.finditer(text, 0, 400))
    return found[-1] if found else None


def has_coauthor_note(text: str) -> bool:
    """Does the citation name its co-authors in a note in place of an author list ("“Title,” with
    P. Novak, …", "(with P. Novak) Title, …")? Such a citation has no owner's name to find."""
    visible = _visible(text)
    quoted = _quoted_title(visible)
    if quoted is not None:
        start, _, close_end = quoted
        if visible[:start].strip(" ,:;"):
            return False
        return coauthor_note(visible, close_end, known_words=_venue_words()) is not None
    return _split_at_coauthor_note(visible) is not None


# The reading of a citation without a title: (the names, an empty title or the short title some
# lists put between names and journal, the journal or book and the rest, no status).
_Untitled = tuple[str, str, str, None]
# The longest citation without a title: more text is a paragraph, not one such citation.
_LONGEST_UNTITLED = 1200

# Chemistry's journals (RSC): "A. Author and B. Author, Chem. Sci., 2020, 11, 1234": the names, then
# the journal, its year, volume and first page, and no title; Johnson Matthey's puts the issue
# between them in brackets ("Platinum Metals Rev., 2010, 54, (3), 166").
_JOURNAL_YEAR_VOLUME_RE = re.compile(
    r",\s+(?=(?:(?:[A-Z][a-z]{0,14}\.?|(?:[A-Z]\.){1,4}|of|and|&)\s*){1,8},\s*(?:19|20)\d\d,\s*\d{1,5}[A-Z]?,"
    r"(?:\s*\(\d{1,4}\),)?\s*[A-Za-z]?\d)"
)


# The numbers closing a citation written without a title, with the year where each style puts it:
# "Journal 104, 045112 (2021)" (physics), "Journal, 2017, 46, 8812–8820" (chemistry), "Journal 2015,
# 106, 100" (Wiley), "Journal, 106, 100–122 (2015)", "Journal, 106 (2015) 100–122" or "Journal 106
# (2015) 100–122" (Elsevier's numeric style without titles: the year in brackets between volume and
# pages, the journal's name before them with a comma or, as elsevier-without-titles prints it, a
# space alone); then perhaps a DOI
# or a link, written with "doi:" or bare ("10.5555/x"). The page may be an article's number ("L12",
# "e0123", "A12").
_PAGE = r"[A-Za-z]{0,2}\d{1,7}(?:\s*[-–]\s*[A-Za-z]{0,2}\d{1,7})?"
_VOLUME = r"\d{1,5}[A-Z]?(?:\s*\(\d{1,4}(?:[-–]\d{1,4})?\))?"
_YEAR = r"(?:19|20)\d\d[a-z]?"
_LINK_AFTER = r"(?:[.,;]?\s*(?:(?:doi:?\s*)?10\.\d{4,9}/\S+|https?://\S+|\[?arXiv:\S+\]?))*"
_UNTITLED_NUMBERS_RE = re.compile(
    rf"(?:\s*,?\s+(?P<volume>{_VOLUME})\s*,\s*(?:pp?\.\s*)?{_PAGE}\s*\({_YEAR}\)"
    rf"|\s*,?\s+{_YEAR},\s*(?P<volume2>{_VOLUME})\s*,\s*(?:pp?\.\s*)?{_PAGE}"
    rf"|\s*,?\s+(?P<volume3>{_VOLUME})\s+\({_YEAR}\)\s+(?:pp?\.\s*)?{_PAGE})"
    rf"{_LINK_AFTER}\s*\.?\s*$"
)
# Astronomy's (AAS, MNRAS): "Smith, J., & Wang, L. 2018, ApJ, 860, 12": the year after the names,
# then the journal, its volume and the page, comma after comma.
_YEAR_JOURNAL_NUMBERS_RE = re.compile(
    rf",?\s+(?P<year>{_YEAR}),\s+(?P<journal>[^,\d]{{1,60}}),\s*{_VOLUME}\s*,\s*{_PAGE}"
    rf"{_LINK_AFTER}\s*\.?\s*$"
)
# The book or proceedings a paper is in, straight after the names: "…, and G. T. Silva, in International
# Conference on Big Data (2010), pp. 520–547.", "… G. T. Silva in International Conference …, 2010,
# pp. 520–547." The year and the range of pages close it.
_IN_PROCEEDINGS_RE = re.compile(r"(?<=[\w.]),?\s+in\s+(?=[A-ZÀ-Þ])")
_PLACE_AND_YEAR_RE = re.compile(rf"\s*\((?P<inner>[^()\d]{{1,60}},\s*{_YEAR})\)")
_CLOSING_PAGE_RANGE_RE = re.compile(rf"\b{_YEAR}\)?,\s+pp?\.\s*{_PAGE}\s*\.?\s*$")
# A journal's name as these styles print it: capitalised words and abbreviations ("Phys. Rev. B",
# "ApJ", "A&A", "Nature Materials", "J. Chem. Phys."), a few small words between them.
_JOURNAL_WORD_RE = re.compile(r"(?:[A-Z][\w'’&-]*\.?|[A-Z]&[A-Z]|\((?:[A-Z][\w.]*)\))$")
# One capital alone opens a journal's abbreviated name only as "J." or "Z." (Zeitschrift): else it
# is a name's initial.
_JOURNAL_OPENING_RE = re.compile(r"(?:[JZ]\.|[A-Z][\w'’&-]+\.?)$")


def _untitled_journal(text: str) -> bool:
    """Is ``text`` a journal's name alone, as a citation without a title writes it?"""
    words = text.split()
    if not 1 <= len(words) <= 10 or not _JOURNAL_OPENING_RE.match(words[0]):
        return venues.journal_named(text)
    if (
        all(word in UNTITLED_JOURNAL_LINKING_WORDS or _JOURNAL_WORD_RE.match(word) for word in words)
        and words[-1][:1].isupper()
        and _whole_words_before_abbreviations(words) <= _WHOLE_WORDS_BEFORE_ABBREVIATIONS
        and not any(_closes_a_sentence(words, index) for index in range(len(words)))
    ):
        return True
    return venues.journal_named(text)


# "New J. Phys.", "ACS Appl. Mater. Interfaces", "IEEE Trans. Neural Netw.": a journal abbreviated
# after a word or two written whole; a title's words before one are more ("Vibrational Relaxation in
# Ice J. Chem. Phys.").
_WHOLE_WORDS_BEFORE_ABBREVIATIONS = 2


def _whole_words_before_abbreviations(words: list[str]) -> int:
    dotted = next((index for index, word in enumerate(words) if word.endswith(".")), None)
    if dotted is None:
        return 0
    return sum(word[:1].isupper() for word in words[:dotted])


def _closes_a_sentence(words: list[str], index: int) -> bool:
    """ "Ring Strain. J. Am. Chem. Soc.", "Resilience. Journal of …": the stop of a word that is no
    abbreviation ends a title's sentence. An abbreviation stands among others ("Astron.
    Astrophys.", "Mon. Not."), is short, or is one the venue table writes ("Acta Cryst.")."""
    word = words[index]
    if not word.endswith("."):
        return False
    stem = word.rstrip(".")
    if stem in venues.journal_abbreviations():
        return False
    if len(stem) == 1:
        return index > 0 and not words[index - 1].endswith(".")  # "Vitamin D. J. Nutr."
    if index > 0 and words[index - 1].endswith("."):
        return False
    if index == 0 and len(words) > 1 and words[1].endswith("."):
        return False
    return len(stem) > 4


# A given name written as initials ("J.", "E. V.", "J.-H.", "Th."): these styles write no other.
_GIVEN_INITIALS_RE = re.compile(r"(?:[A-ZÀ-Þ][a-z]?\.?[\s-]*)+")


# Where the names may end before the journal: a comma ("…, and T. Müller, Phys. Rev. B"), or the
# stop of a name's last initial ("Doe, A. & Roe, B. Phys. Rev. Lett.", "Wang, L. J. Am. Chem. Soc.").
_NAMES_END_RE = re.compile(r",\s+|(?<=\b[A-Z]\.)\s+(?=[A-Z])")


def _chemistry_reading(text: str, journal: re.Match[str]) -> _Untitled | None:
    """ "A. Author and B. Author, Chem. Sci., 2020, 11, 1234": the names before the journal."""
    names = text[: journal.start()]
    if not _INITIAL_RE.search(names) or not is_author_list(names):
        return None
    if (titled := _names_then_title(names)) is not None:
        return titled[0], titled[1], text[journal.end() :], None  # "L. Haddad, Green Catalysis, Dalton …"
    return names, "", text[journal.end() :], None


def _astronomy_reading(text: str, dated: re.Match[str]) -> _Untitled | None:
    """ "Smith, J., & Wang, L. 2018, ApJ, 860, 12": the names, then the year before the journal."""
    names = text[: dated.start()].strip()
    if _untitled_journal(dated.group("journal").strip()) and _names_with_initials(names):
        return f"{names} {dated.group('year')}.", "", text[dated.start("journal") :], None
    return None


# Elsevier's Harvard without titles: "Smith, J., Wang, L., 2018. Journal of Ecology 106, 100–122.";
# IUCr's and Oxford's, the year in brackets: "Smith, J. & Wang, L. (2018). Journal 106, 100–122.",
# "Smith,J. and Wang,L. (2018) Journal, 106, 100–122.": the year after the names, then the journal,
# its volume and pages, no title.
_YEAR_STOP_JOURNAL_NUMBERS_RE = re.compile(
    rf",?\s+(?:(?P<year>{_YEAR})\.|\((?P<bracketed>{_YEAR})\)\.?)\s+(?P<journal>[^\d,]{{1,80}}?),?\s+{_VOLUME}\s*[,:]\s*(?:pp?\.\s*)?{_PAGE}"
    rf"{_LINK_AFTER}\s*\.?\s*$"
)


def _dated_names_reading(text: str, dated: re.Match[str]) -> _Untitled | None:
    """ "Smith, J., Wang, L., 2018. Nature Materials 106, 100–122.", "World Health Organization,
    2016. Nature 100, 652–680.": the names (or a body's name), the year, then a journal alone."""
    names = text[: dated.start()].strip()
    journal = dated.group("journal").strip()
    if journal.endswith("."):
        # Annual Reviews' without titles closes the journal's name with a stop of its own: "Roth A,
        # Weber B. 2015. Journal of Applied Surfaces. 106(9):100–122" (the stop after an
        # abbreviation's doubled: "IEEE Trans. Neural Netw.. 44:821–36").
        words = journal.split()
        if dated.group("year") and (journal.endswith("..") or _closes_a_sentence(words, len(words) - 1)):
            journal = journal[:-1]
    if not _untitled_journal(journal) or _word_title_before_journal(journal.split()):
        return None
    if (
        _names_with_initials(names)
        or (dated.group("year") and vancouver_list(names))
        or (
            # "World Health Organization. 2016. Nature. 100:652–80": the body's name closed by a stop.
            not _INITIAL_RE.search(names) and _BODY_HEAD_RE.search(names.rstrip(" .")) and _body_name(names)
        )
    ):
        year = dated.group("year") or dated.group("bracketed")
        rest = text[dated.start("journal") :]
        if journal != dated.group("journal").strip():
            rest = journal + text[dated.end("journal") :]  # the journal's own stop left out
        return f"{names} {year}.", "", rest, None
    return None


def _word_title_before_journal(words: list[str]) -> bool:
    """ "Soil. Geoderma": a title of one short word and its stop before the journal, where an
    abbreviation opening a journal's name stands among others ("Ann. Bot.") or is one the venue table
    writes."""
    first = words[0]
    if len(words) < 2 or not first.endswith(".") or len(first) <= 2 or words[1].endswith("."):
        return False
    return first.rstrip(".") not in venues.journal_abbreviations()


def _proceedings_reading(text: str, held: re.Match[str]) -> _Untitled | None:
    """ "Y. de la Cruz and M. von Braun, in Beiträge zur Tagung Informatik (Springer, 1996), pp.
    517–546.": a paper in a book or proceedings, cited by the book and its pages alone. "(Riga,
    2014)": the place and year of the book, written apart from its name."""
    if not _CLOSING_PAGE_RANGE_RE.search(text, held.end()) or not _names_with_initials(text[: held.start()]):
        return None
    rest = _PLACE_AND_YEAR_RE.sub(r", \g<inner>", text[held.start() :], count=1)
    return text[: held.start()], "", rest, None


def _numbers_reading(text: str, numbers: re.Match[str]) -> _Untitled | None:
    """ "A. Rossi and T. Müller, Phys. Rev. B 104, 045112 (2021)", "Doe, A. & Roe, B. Nature 5, 12
    (2020)": the names, then a journal's name alone, with no comma, before its numbers."""
    before = text[: numbers.start()]
    for split in _NAMES_END_RE.finditer(before):
        names, journal = before[: split.start()].strip(), before[split.end() :].strip(" ,")
        if "," in journal or not _untitled_journal(journal):
            continue
        if _names_with_initials(names):
            return names, "", text[split.end() :], None
        if split.group().startswith(",") and (titled := _names_then_title(names)) is not None:
            return titled[0], titled[1], text[split.end() :], None  # "A. Smith, Deep Learning, Nature …"
        return None
    return None


class _UntitledShape(NamedTuple):
    """One style's way of citing a paper without its title. ``clue``: a quick test that every
    citation of the shape passes, so that the many references of other shapes skip the slower
    ``pattern``, which finds where the journal or book begins. Both are searched in the first
    ``window`` characters of a reference of ``longest`` characters at most. ``read``: the names
    before it, or None. ``final``: a reference of the shape that ``read`` refuses is read no other
    way."""

    clue: re.Pattern[str]
    pattern: re.Pattern[str]
    read: Callable[[str, re.Match[str]], _Untitled | None]
    window: int = _LONGEST_UNTITLED
    longest: int = _LONGEST_UNTITLED
    final: bool = False


# The clues: the year between commas that chemistry's shape writes after the journal; the year
# before a comma (astronomy's before the journal, Wiley's before the volume) or in brackets
# (physics' after the page); the page label of a paper in a book.
_YEAR_BETWEEN_COMMAS_RE = re.compile(r",\s*(?:19|20)\d\d,\s*\d")
_YEAR_THEN_COMMA_RE = re.compile(rf"{_YEAR},\s")
_YEAR_THEN_STOP_RE = re.compile(rf"{_YEAR}\)?\.?\s")
_YEAR_THEN_COMMA_OR_BRACKET_RE = re.compile(rf"{_YEAR}[,)]")
_PAGE_LABEL_RE = re.compile(r"p\.")

# In the order they are tried: chemistry's (RSC, ACS), astronomy's (AAS, MNRAS), a paper in a book
# or proceedings, then a journal and its numbers (APS, AIP, Nature, Wiley). Chemistry's shape is
# found near the start of a reference of any length: what follows its numbers is left to the rest.
_UNTITLED_SHAPES = (
    _UntitledShape(
        _YEAR_BETWEEN_COMMAS_RE,
        _JOURNAL_YEAR_VOLUME_RE,
        _chemistry_reading,
        window=600,
        longest=sys.maxsize,
    ),
    _UntitledShape(_YEAR_THEN_COMMA_RE, _YEAR_JOURNAL_NUMBERS_RE, _astronomy_reading, final=True),
    _UntitledShape(_YEAR_THEN_STOP_RE, _YEAR_STOP_JOURNAL_NUMBERS_RE, _dated_names_reading),
    _UntitledShape(_PAGE_LABEL_RE, _IN_PROCEEDINGS_RE, _proceedings_reading),
    _UntitledShape(_YEAR_THEN_COMMA_OR_BRACKET_RE, _UNTITLED_NUMBERS_RE, _numbers_reading),
)


def _untitled_reading(text: str) -> _Untitled | None:
    """(the names, no title, the journal or book and the rest) of a citation written without a
    title, in the first of ``_UNTITLED_SHAPES`` it is written in, or None. The names must be a list
    of names with initials, or one body's name: a title's words before the journal make no such
    citation."""
    if not _INITIAL_RE.search(text):
        # A body's name has no initials: "World Health Organization, Nature 100, 652 (2016).",
        # "World Health Organization, 2016. Nature 100, 652–680."
        if len(text) > _LONGEST_UNTITLED:
            return None
        dated = _YEAR_STOP_JOURNAL_NUMBERS_RE.search(text) if _YEAR_THEN_STOP_RE.search(text) else None
        return _body_reading(text) or (_dated_names_reading(text, dated) if dated else None)
    for shape in _UNTITLED_SHAPES:
        if len(text) > shape.longest or not shape.clue.search(text, 0, shape.window):
            continue
        found = shape.pattern.search(text, 0, shape.window)
        if found is None:
            continue
        reading = shape.read(text, found)
        if reading is not None or shape.final:
            return reading
    return None


def _body_reading(text: str) -> _Untitled | None:
    """ "World Health Organization, Nature 100, 652 (2016).", "World Health Organization. Nature
    2016, 100, 652." (ACS): a body for author (told by the word heading its name, ``_BODY_HEAD``),
    then a journal and its numbers, as the styles without titles print it; (the body, no title, the
    journal and the rest) or None."""
    if not _YEAR_THEN_COMMA_OR_BRACKET_RE.search(text):
        return None
    numbers = _UNTITLED_NUMBERS_RE.search(text)
    if numbers is None:
        return None
    before = text[: numbers.start()]
    body, comma, journal = before.partition(", ")
    if not comma:
        body, comma, journal = before.partition(". ")
    if not comma or "," in journal.strip(" ,") or not _untitled_journal(journal.strip(" ,")):
        return None
    if not names_a_body(body):
        return None
    return body, "", text[len(body) + len(comma) :], None


def _names_then_title(text: str) -> tuple[str, str] | None:
    """ "L. Haddad, Green Catalysis": names given their initials, then after a comma a run of words
    with no initial, a short title in capitals that the list of names would take for one more
    name; (the names, the title) or None. A list cut short by "et al." before the title is left to
    the readings of titled citations ("…, J. Roe, et al. Title, Journal 44 (2016) 821–836")."""
    for comma in re.finditer(r",\s+", text):
        names, title = text[: comma.start()], text[comma.end() :].strip()
        if _INITIAL_RE.search(title) or len(title.split()) < 2:
            continue
        if _ET_AL_RE.match(f" {title}"):
            return None
        if _names_with_initials(names):
            return names, title
        return None
    return None


def cited_without_title(entry: ParsedEntry) -> bool:
    """Is ``entry`` a paper cited without its title, read whole: its names, journal, volume, page
    (or article number) and year, or its names, the book it is in, the year and its pages; and no
    title? A line that misses any of these is no such citation (a list's item that lost its title,
    a line of names and a year)."""
    # Asked of an entry not yet finished, whose pages are as the reader found them ("1--14"):
    # weighed as they will be stored (``classify.finish_entry`` normalises them).
    pages = fields.normalise_pages(entry.pages)
    numbered = bool(entry.volume) and bool(pages or entry.article_number)
    # A paper in a book or proceedings: the book, the year and the range of its pages.
    held = bool(_PAGE_RANGE_RE.fullmatch(pages or ""))
    return (
        not entry.title
        and bool(entry.authors)
        and bool(entry.venue)
        and entry.year is not None
        and (numbered or held)
    )


_PAGE_RANGE_RE = re.compile(r"[A-Za-z]{0,2}\d{1,7}\s*[-–]\s*[A-Za-z]{0,2}\d{1,7}")


def _names_with_initials(names: str) -> bool:
    """A list of names each given its initials ("A. Rossi, B. K. Chen, and T. Müller", "Smith, J., &
    Wang, L."): a title's words between the names and the journal read as no such name."""
    names = names.strip(" ,;")
    if not names or not _INITIAL_RE.search(names) or not is_author_list(names):
        return False
    people, _ = split_authors(names)
    return bool(people) and all(_given_as_initials(person.given.strip()) for person in people)


# An initial opening the given name the reader made ("É. Martín" of "É. Martín Pérez", a family
# name of two words that it split).
_OPENING_INITIAL_RE = re.compile(r"(?:[A-ZÀ-Þ][a-z]?\.[\s-]*)+\s[A-ZÀ-Þ][^\W\d_]+")


def _given_as_initials(given: str) -> bool:
    return bool(_GIVEN_INITIALS_RE.fullmatch(given) or _OPENING_INITIAL_RE.fullmatch(given))


# A subtitle after the title's period: words, no numbers, no venue's words, up to a comma.
_SUBTITLE_RE = re.compile(r"\s+[A-ZÀ-Þ][^,.;:()\d\[\]«»“”\"]{3,160},\s")
_VENUE_WORDS_RE = re.compile(
    r"\b(?:Journal|Review|Revue|Revista|Rivista|Zeitschrift|Proceedings|Proc|Bulletin|Annals|Annales"
    r"|Transactions|Quarterly|Letters|Magazine|Cahiers|Archives|Acta|Actes"
    r"|Studies|Studien|Studi|Report|Papers?|In|Encycl(?:op(?:e|æ|ae)dia)?|Foundation|Survey|Society|Institute|Institut|Association"
    r"|Academy|Akademie|Académie|University|Université|Universität|Series|Serie"
    # Preprint servers: "Title. ArXiv e-prints, pp. 1-30" names no subtitle.
    r"|[Aa]r[Xx]iv|e-prints|CoRR|[Bb]io[Rr]xiv|[Mm]ed[Rr]xiv|SSRN|" + "|".join(MEETING_NOUNS) + r")\b"
)


# The pages cited closing a citation, perhaps a series in parentheses after them: "…, 45-68.",
# "…, 405-419 (Beihefte der Francia, 16/2)."
_CLOSING_PAGES_RE = re.compile(
    r"[,\s](?:pp?\.\s*)?[A-Za-z]?\d{1,5}\s*[-–]\s*[A-Za-z]?\d{1,5}\s*\.?\s*(?:\([^()]{2,80}\)\s*\.?\s*)?$"
)
_SEGMENT_SENTENCE_RE = re.compile(r",\s+([A-ZÀ-Þ][^,]*?[^\W\d_]{3}\.\s+[A-ZÀ-Þ][^,]*)$")


def _book_after_comma(text: str, start: int, title_end: int) -> int | None:
    """ "Name, Title, Book. Subtitle, Bologna, 1985, 45-68.": in a citation whose fields are separated
    by commas and that cites pages, a part after the title's comma holding a sentence of its own is
    the book the pages are in (the title's own subtitle follows a period, not a comma: "Name,
    Title. Subtitle, München, 1995"); where the title ends, else None."""
    if text[title_end - 1 : title_end] != "." or not _CLOSING_PAGES_RE.search(text, len(text) - 120):
        return None
    following = text.find(",", title_end)
    if following < 0:
        return None
    segment = _SEGMENT_SENTENCE_RE.search(text, start, following)
    if segment is None or _VENUE_WORDS_RE.match(segment.group(1)) is not None:
        return None
    return segment.start()


def _subtitle_end(text: str, title_end: int) -> int:
    """In a citation whose fields are separated by commas ("Author, Title, Place, Year"), a period
    ends the title's first sentence only: the subtitle after it runs to the next comma ("Oexle,
    Fama et memoria. Legitimationen fürstlicher Herrschaft, München, 1995")."""
    if text[title_end - 1 : title_end] != "." or text[title_end - 2 : title_end - 1] == ")":
        return title_end  # "… (Lecture Notes in Computer Science). Springer": a series closed the title
    subtitle = _SUBTITLE_RE.match(text, title_end)
    if (
        subtitle is None
        or _VENUE_WORDS_RE.search(subtitle.group(0))
        or is_publisher_name(subtitle.group(0).strip(" ,"))
        or _names_a_house(subtitle.group(0).strip(" ,"))
        or (_IMPRINT_WORD_RE.search(subtitle.group(0)) and _ONLY_A_YEAR_RE.fullmatch(text, subtitle.end()))
        or _JOURNAL_DETAILS_RE.search(text, subtitle.end())
    ):
        return title_end
    return subtitle.end() - 2


def _names_a_house(segment: str) -> bool:
    """Is the whole of ``segment`` a publishing house, named with a house's word in any language
    ("Wydawnictwo Naukowe PWN", "Editora Atlas", "Издательство МГУ")?"""
    imprint = read_imprint(segment)
    return imprint is not None and imprint.publisher == segment


# A journal's volume and issue, each with its label, after the sentence that follows a title ("Title.
# Journal, 2019, t. 90, nr 4, s. 22–29", "Title. Journal, roč. 69, č. 3"): that sentence names the
# journal, no subtitle; a book's imprint numbers no volume and issue.
_JOURNAL_DETAILS_RE = re.compile(
    r"(?:[Vv]ol\.|Bd\.|Jg\.|v\.|t\.|Т\.|[Rr]oč\.|[Cc]ilt|årg\.)\s*\d{1,4}[a-z]?\s*[,.]\s*"
    r"(?:[Nn]o\.|[Nn]r\.?|[Nn][°º]|n\.º?|[Nn]úm\.|№|Вып\.|H\.|Heft|[Čč]\.|Sayı|z\.)\s*\d"
)


# "Title. Cambridge university press, 2014.", "Title. Springer Science & Business Media, 2001.": a
# publisher's word in the last sentence, only the year after it: the imprint, written in any case.
_IMPRINT_WORD_RE = re.compile(
    r"\b(?i:press|publishers?|publishing|verlag|springer|elsevier|wiley|media|editorial|ediciones|éditions)\b"
)
# What a sentence after the title is when it is no subtitle: a thesis, a report or another kind of
# work, a status, a note.
_NO_SUBTITLE_RE = re.compile(
    r"\b(?:[Tt]hesis|[Dd]issertation|[Tt]hèse|[Tt]esi|[Tt]ese|[Rr]eport|[Rr]apport|[Pp]reprint|[Mm]anuscript"
    r"|[Aa]bstract|[Pp]oster|[Tt]alk|[Ll]ecture|[Ii]nterview|[Ll]etter|[Ee]d(?:s|ited)?\b|[Hh]rsg|[Vv]ol\b)"
)
_SUBTITLE_WORD_RE = re.compile(r"[^\W\d_]+")
# The venue after a subtitle: a name with a venue's word, then numbers in the same sentence ("Revue
# française de pédagogie, 57-77", "Zeitschrift des Verbandes, LV Niedersachsen (1998) 2, 15-28"),
# or a container ("In: …").
_VENUE_AFTER_SUBTITLE_RE = re.compile(
    r"\s*(?:In:?\s|(?P<name>[A-ZÀ-Þ][^.,;:()\d]{2,120})(?P<rest>[^.]{0,120}))"
)
# A journal's volume and pages right after its name, which need no venue's word to be a journal's
# ("Lithos 126, 198-211", "Fauna of Arabia 1: 342-344", "Science and Policy 13(2): 18– 27").
_VOLUME_AND_PAGES_RE = re.compile(
    r"\s*,?\s*\d{1,4}\s*(?:\(\s*\d[\d/–-]*\s*\))?\s*[:,]\s*[A-Za-z]?\d{1,6}\s*[–-]\s*[A-Za-z]?\d{1,6}\b"
)
# Vancouver's journal sentence closed by its year and volume ("Oceanus. 1962;41(3):211–9.",
# "Oceanus. 2016 May;10(5)"): the name right before it needs no venue's word to be a journal's.
_VANCOUVER_YEAR_RE = re.compile(r"\.\s+(?:1[5-9]|20)\d\d(?:\s+[A-Za-z]{3,9}\.?(?:\s+\d{1,2})?)?\s*;\s*\d")
_YEAR_CLOSES_RE = re.compile(r"\b(?:1[5-9]|20)\d\d[a-z]?\.$")
# A journal named by one word and a periodical's description of it, as its own sentence before
# that ("Convergencia. Revista de Ciencias Sociales", "Daedalus. Journal of the American Academy"):
# the venue, no subtitle.
_ONE_WORD_JOURNAL_RE = re.compile(
    r"\s*[A-ZÀ-Þ][^\W\d_]+\.\s+(?:Journal|Revue|Review|Revista|Rivista|Bulletin|Annales|Annals"
    r"|Transactions|Cahiers|Zeitschrift|Jahrbuch|Cuadernos|Quaderni)\b"
)
# A part's number as a sentence of the title: "Title. Part II. Subtitle. Journal 13: 1–9".
_PART_SENTENCE_RE = re.compile(r"(?:Part|Teil|Partie)\s+(?:[IVX]{1,4}|\d{1,2})\.")


def _next_sentence_end(text: str, start: int) -> int:
    """Where the next sentence after ``start`` ends: at a period, or at a question's or an
    exclamation's mark ("Title. Where does it begin? Journal. 1962;41:211–9."); -1 where none does."""
    found = _STOP_BEFORE_SPACE_RE.search(text, start)
    return found.start() if found is not None else -1


_STOP_BEFORE_SPACE_RE = re.compile(r"[.?!] ")


def _subtitle_before_venue(text: str, title_end: int) -> int:
    """ "Title. Subtitle. Journal of X 12: 3–4": a sentence between the title's first period and a
    venue with its numbers is the title's subtitle, not the venue's start (a sentence of words,
    no names, no numbers, no venue's or publisher's name, nor a kind of work: "Thesis", "Report")."""
    if (
        text[title_end - 1 : title_end] not in (".", "?", "!")
        or title_end >= len(text)
        or _YEAR_CLOSES_RE.search(text, max(0, title_end - 8), title_end)
    ):
        return title_end  # (a sentence closed by a year is a date: the names ran on, "Roe CA 2008.")
    # Cheap first: a sentence of no numbers, then more after it ("Journal 12: 3–4." alone is the venue).
    following = _next_sentence_end(text, title_end + 1)
    start = title_end + len(text[title_end:]) - len(text[title_end:].lstrip())
    if _ONE_WORD_JOURNAL_RE.match(text, start):
        return title_end
    part = _PART_SENTENCE_RE.match(text, start)
    if part is not None:
        later = _subtitle_before_venue(text, part.end())
        return later if later > part.end() or _venue_after_subtitle(text, part.end()) else title_end
    if (
        following < 0
        or any(character.isdigit() for character in text[title_end:following])
        or _VENUE_WORDS_RE.search(text, title_end, following)
        or not (
            _VENUE_WORDS_RE.search(text, following, following + 200)
            or _VOLUME_AND_PAGES_RE.search(text, following, following + 200)
            or _VANCOUVER_YEAR_RE.search(text, following, following + 200)
            or _CLOSING_YEAR_RE.search(text, len(text) - 12)
            or _imprint_closes(text, following + 1)
        )
    ):
        return title_end
    end = _title_end(text, start)
    sentence = text[start:end]
    words = _SUBTITLE_WORD_RE.findall(sentence)
    if (
        not sentence.endswith((".", "?", "!"))
        or not 1 <= len(words) <= 20
        or all(len(word) < 3 for word in words)
        # "Title. Electrochim. Acta, 87": words a journal's name abbreviates open the journal.
        or all(word in venues.journal_abbreviations() for word in words)
        or not sentence[:1].isupper()
        or any(character.isdigit() for character in sentence)
        or _VENUE_WORDS_RE.search(sentence)
        or _NO_SUBTITLE_RE.search(sentence)
        or is_publisher_name(sentence.rstrip(". "))
        or imprint_start(sentence) is not None
        or _reads_as_names(sentence.rstrip(". "))
        or venues.lookup(sentence.rstrip(". ")) is not None
    ):
        return title_end
    later = _subtitle_before_venue(text, end)  # "Title. Subtitle. More of it. Journal 12: 3–4"
    if later > end:
        return later
    # Before a journal known by its numbers alone, a sentence of a word or two may be the journal's
    # own ("Nepantla. Views from the South 1(3)").
    venue = _venue_after_subtitle(text, end)
    if venue == "named" or (venue == "numbered" and len(words) >= 3) or _ONE_WORD_JOURNAL_RE.match(text, end):
        return end
    return end if _imprint_closes(text, end) else title_end


# A book's imprint and year closing the citation, perhaps its pages counted: "Berlin 2008.",
# "Barcelona, Icaria, 2005, 368 p", "Bergen: Harbour Press, 2005."
_CLOSING_YEAR_RE = re.compile(r"(?:1[5-9]|20)\d\d[a-z]?\.?(?:,?\s*\d{1,4}\s*(?:p|pp|S|s|с)\.?)?\s*$")
_IMPRINT_THEN_YEAR_RE = re.compile(r"\s*([^.]{2,80}?)[,\s]\s*" + _CLOSING_YEAR_RE.pattern)
# The imprint alone, its year written before the title: "Roe, A. (1990). Title. Subtitle. Canberra:
# ANU Press."
_IMPRINT_ALONE_RE = re.compile(r"\s*([^.]{2,80}?)\s*\.?\s*$")


def _imprint_closes(text: str, end: int) -> bool:
    """Is all that follows ``end`` a book's imprint, with its year or alone ("Title. Subtitle. Berlin
    2008.", "Title. Subtitle. Canberra: ANU Press.")?"""
    imprint = _IMPRINT_THEN_YEAR_RE.match(text, end)
    if imprint is not None:
        return read_imprint(imprint.group(1)) is not None
    # Without its year, the imprint names its place: a publisher alone ("Title. Sentence. Harbour
    # Press.") may be that of the book the sentence names.
    imprint = _IMPRINT_ALONE_RE.match(text, end)
    book = read_imprint(imprint.group(1)) if imprint is not None else None
    return book is not None and book.publisher != imprint.group(1).strip()


def _venue_after_subtitle(text: str, end: int) -> str | None:
    """What opens at ``end``: "named", a container ("In: …") or a name with a venue's word and
    numbers in its sentence; "numbered", any name right before a journal's volume and pages."""
    venue = _VENUE_AFTER_SUBTITLE_RE.match(text, end)
    if venue is None:
        return None
    name = venue.group("name")
    if name is None:
        return "named"
    if is_publisher_name(name.strip(" ,")):
        return None
    rest = venue.group("rest")
    # Vancouver writes the numbers after the name's own sentence: "Oceanus. 1962;41(3):211–9."
    dated_after = not rest and _VANCOUVER_YEAR_RE.match(text, venue.end()) is not None
    if _VENUE_WORDS_RE.search(name):
        return "named" if dated_after or any(character.isdigit() for character in rest) else None
    return "numbered" if dated_after or _VOLUME_AND_PAGES_RE.match(rest) else None


def _reads_as_names(text: str) -> bool:
    """Names for certain: a list of names with initials, or of names of two words or more each
    ("Anna Brandt and Bruno Lima"; not "Stadtgeschichte und Moderne")."""
    if not is_author_list(text):
        return False
    names = split_authors(text)[0]
    return bool(_INITIAL_RE.search(text)) or all(len(name.display.split()) >= 2 for name in names)


_EDITOR_MARK_RE = re.compile(rf",?\s*\((?:{EDITOR_MARK_WORDS})\.?\s*\)\s*[.,:]?\s*")
_BARE_EDITORS_MARK_RE = re.compile(r",\s+[Ee]ds\.\s+(?=[A-ZÀ-Þ\"“])")


# The page owner's part in a work, written after its title: "Title, ed. with D. Plantzos. Oxford: …",
# "Title, edited with A. Ruiz, Publisher", "Title, Co-editor with Ana Ruiz (Publisher, 2003)",
# "Title, Editor (Publisher, 2008)", "Title, Co-authored with Ana Ruiz (Publisher, 1996)". The names
# after "with" are co-editors (never authors) or co-authors; a bare "Editor" names no one. Polish
# writes the co-authors after the noun, without "with": "Tytuł, współautor Jan Nowak (2012)",
# "współautorka" (a woman), "współautorzy" (several).
_ROLE_AFTER_TITLE_RE = re.compile(
    r",\s+(?:(?P<edited>ed\.|edited|(?i:(?:co-?)?edit(?:or|ed)))(?=\s+with\s+[A-ZÀ-Þ])"
    r"|(?P<authored>(?i:(?:co-?)?(?:authored|written)))(?=\s+with\s+[A-ZÀ-Þ])"
    r"|(?P<coauthors>(?i:współautor(?:ka|ki|zy)?)):?(?=\s+[A-ZÀ-ÞĄĆĘŁŃŚŹŻ])"
    r"|(?i:(?:co-?)?editor)(?=\s*\(|[.;]\s|\.?$))"
)
_WITH_RE = re.compile(r"\s+with\s+")
_CONTAINER_IN_RE = re.compile(r"(?:^|[.,;]\s+)(?:[Ii]n|[Dd]ans|[Ee]n)\s*:?\s+")


def _editors_of_container(before: str) -> bool:
    """The text before a bare "editor" ends with a container's "In" and a list of names: the mark
    is the book's editors' (Vancouver's "In: Lind A, Roe B, editor. Book"), not the owner's part."""
    openers = list(_CONTAINER_IN_RE.finditer(before))
    return bool(openers) and is_author_list(before[openers[-1].end() :])


def _without_role_note(text: str) -> tuple[str, list[str], list[PersonName]]:
    """The citation without the note of the owner's part after its title, the co-editors and the
    co-authors it names."""
    found = _ROLE_AFTER_TITLE_RE.search(text, 0, 600)
    if found is None:
        return text, [], []
    if found.group("coauthors") is not None:
        after = text[found.end() :].lstrip()
    elif found.group("edited") is None and found.group("authored") is None:
        if _editors_of_container(text[: found.start()]):
            return text, [], []  # "In: Lind A, Roe B, editor. Book": the book's editors, for the tail
        return text[: found.start()] + text[found.end() :], [], []
    else:
        after = text[_WITH_RE.match(text, found.end()).end() :]
    # "… with Ana Ruiz (Publisher, 2003)": the imprint in parentheses closes the names.
    imprint = after.find(" (")
    names_part = after if imprint < 0 else after[:imprint] + "."
    end = author_list_end(names_part)
    if end is None:
        return text, [], []
    names = names_part[:end].rstrip(" .,")
    if not is_author_list(names):
        return text, [], []
    rest = after[imprint:] if 0 <= imprint < end else after[end:]
    read = split_authors(names)[0]
    text = f"{text[: found.start()]}. {rest.lstrip(' .,')}"
    if found.group("edited"):
        return text, [name.display for name in read], []
    return text, [], read


# Portuguese and Spanish group pages credit the group's member after the citation instead of
# writing its authors: "Título. Em Anais do XX Encontro. Autoria do Prof. Ana Lima." (the member
# wrote it), "Coautoria da Profa. Ana Lima." (with others, left unwritten); Spanish "Autoría del
# Dr. Luis Gil", "Coautoría de la Dra. …". The title goes to the venue's stop before the note.
_CREDIT_NOTE_RE = re.compile(
    r"[.;,]\s+(?P<co>[Cc]o-?)?[Aa]utor[ií]a\s+(?:d[oa]s?|del|de\s+la|de)\s+"
    r"(?:(?:Prof(?:essor|essora|a|ª)?|Dra?)\.?\s+)?(?P<name>[^\W\d_][^.;,()]{1,80}?)\.?\s*$"
)
_LONGEST_CREDIT_NOTE = 130


def _without_credit_note(text: str) -> tuple[str, tuple[list[PersonName], bool] | None]:
    """The citation without a closing note crediting the group's member, the member named in it
    and whether others wrote the work with them ("Coautoria")."""
    found = _CREDIT_NOTE_RE.search(text, max(0, len(text) - _LONGEST_CREDIT_NOTE))
    if found is None or not is_author_list(found.group("name")):
        return text, None
    names = split_authors(found.group("name"))[0]
    if len(names) != 1:
        return text, None
    return text[: found.start() + 1], (names, found.group("co") is not None)


# Some group pages write the journal first, then the names and year in APA's way: "Food Security.
# Mensah et al. (2021). Title.". A stop after a whole word is never inside a list of names (an
# abbreviated given name, "Chas. Darwin", has four letters at most), so the words before it are
# the journal's, written with no comma.
_JOURNAL_BEFORE_NAMES_RE = re.compile(
    r"(?P<journal>[^\W\d_][^.,;:()\[\]]{0,80}?[^\W\d_]{2})\.\s+(?=[A-ZÀ-Þ])"
)
_LONGEST_ABBREVIATED_GIVEN_NAME = 4
# A journal's name is a short run of capitalised words and the small words that link them.
_MOST_JOURNAL_WORDS = 8
_YEAR_AFTER_NAMES_RE = re.compile(r"[\s.,]*\((?:19|20)\d\d[a-z]?\)")


def _journal_before_names(visible: str) -> tuple[str | None, str]:
    """A journal's name written before the names and their year in parentheses
    (``_JOURNAL_BEFORE_NAMES_RE``), and the citation without it."""
    found = _JOURNAL_BEFORE_NAMES_RE.match(visible)
    if found is None:
        return None, visible
    journal = found.group("journal")
    words = journal.split()
    if len(words) == 1 and len(words[0]) <= _LONGEST_ABBREVIATED_GIVEN_NAME:
        return None, visible
    if len(words) > _MOST_JOURNAL_WORDS or not all(
        word[:1].isupper() or word in NAME_LINKING_WORDS for word in words
    ):
        return None, visible  # a title's sentence ("Structured connectivity supports …. Nature (2023)")
    rest = visible[found.end() :]
    end = author_list_end(rest)
    if end is None or _YEAR_AFTER_NAMES_RE.match(rest, end) is None or not is_author_list(rest[:end]):
        return None, visible
    first = split_authors(visible[: found.end() + end])[0]
    if not first or f"{words[-1]}. " not in first[0].display:
        return None, visible  # the names read stop at the stop: the words before are names too
    return journal, rest


def has_credit_note(text: str) -> bool:
    """Does the citation close with a note crediting the group's member ("… Coautoria do Prof. Ana
    Lima.") in place of an author list?"""
    visible = collapse_spaces(strip_markup(text))
    return "utor" in visible[-_LONGEST_CREDIT_NOTE:] and _without_credit_note(visible)[1] is not None


# A book review's opening ("Review of Title, by Ana Ruiz, Journal …"), and the reviewed book's
# authors or editors after its title.
_REVIEW_OPENING_RE = re.compile(r"^\W{0,3}(?:Book\s+)?(?:Review|Rev\.)\s+of\s+", re.IGNORECASE)
_COMMA_RE = re.compile(r",\s")
_REVIEWED_BY_RE = re.compile(r",\s+(?:(?:edited|translated|ed\.|trans\.)\s+)?by\s+(?=[A-ZÀ-Þ])")


def _without_reviewed_authors(text: str) -> str:
    """A book review's citation without the reviewed book's authors after its title: "Review of
    Title, by Ana Ruiz, Journal 15 (2012)" names the book's authors, not the review's, and the
    review's title ends before them."""
    if not _REVIEW_OPENING_RE.match(text):
        return text
    found = _REVIEWED_BY_RE.search(text, 0, 600)
    if found is None:
        return text
    after = text[found.end() :]
    # The names run to the last comma before which all reads as a list of names ("by Ana Ruiz and
    # Ben Cole, Journal …"): the venue after them reads as none.
    end = None
    for comma in _COMMA_RE.finditer(after, 0, 400):
        if not is_author_list(after[: comma.start()]):
            break
        end = comma.start()
    if end is None:
        return text
    return f"{text[: found.start()]}. {after[end:].lstrip(' .,')}"


def _editors_in_front(text: str) -> tuple[int | None, int | None]:
    """An edited book's editors in front, "Braun, H., and E. Vallance (eds.), Title" or "Name
    (Hrsg.): Title": where the names end and where the title side starts."""
    mark = _EDITOR_MARK_RE.search(text, 0, 400) if "(" in text[:400] else None
    bare = mark is None
    if bare:
        # Chicago's "Tim Roe, Ana Ruiz & Karl Holm, eds. Title.": the plural mark after a comma.
        mark = _BARE_EDITORS_MARK_RE.search(text, 0, 400) if "eds." in text[:400] else None
    if mark is None:
        return None, None
    names = text[: mark.start()].rstrip(" ,")
    if not is_author_list(names) or (bare and len(split_authors(names)[0]) < 2):
        return None, None
    return len(names), mark.end()


_YEAR_THEN_TITLE_RE = re.compile(r"\s*[.,]?\s*\(\s*(?:19|20)\d\d[a-z]?\s*\)\s*[.,:]?\s*(?P<title>\S.{8,})$")


# Polish, Czech and German lists quote the journal after the title's comma and go on with its
# issue, date or status: "A. Nowak, Tytuł artykułu, „Kwartalnik Pedagogiczny”, nr 2/2021".
_COMMA_TITLE_RE = re.compile(r"\s*,?\s*(?P<title>[^\W\d_][^,]*(?:,[^,]+)*?)\s*,\s*$")
_AFTER_QUOTED_JOURNAL_RE = re.compile(r"\s*(?:[,.;]|$|\d)")
_IN_BEFORE_QUOTED_JOURNAL_RE = re.compile(r"(?<=\w),\s*(?:in|dans|en|nel|nella)$")
_LONGEST_QUOTED_JOURNAL = 80
# What goes on with a list of names after its first one's initials, never a title: a joining word
# ("and B. Family") or the list's cut ("and others", MHRA's "et al." spelled out; "et al.").
_LIST_GOES_ON_RE = re.compile(r"(?:and|&|und|et|y|e)\s|(?:and others|et al\.?)$")


def _title_before_quoted_journal(before: str, after: str) -> tuple[str, str] | None:
    """Names, a year in parentheses and an unquoted title before the quotes: the quoted part is
    the journal ("Osei K., Brandt L. (2020), Titolo, «Rivista di Energia», 15"); so it is after
    names and an unquoted title closed by a comma, where a comma, a stop or a number follows the
    quotes ("A. Nowak, Tytuł artykułu, „Kwartalnik Pedagogiczny”, nr 2/2021")."""
    if len(before) > 600:
        return None
    # "Titolo, in «Rivista», 12": Italian (and French, Spanish) write "in" before the journal.
    before = _IN_BEFORE_QUOTED_JOURNAL_RE.sub(",", before)
    end = author_list_end(before)
    if end is None:
        return None
    dated = _YEAR_THEN_TITLE_RE.match(before, end) if "(" in before else None
    if dated is not None and len(dated.group("title").split()) >= 2:
        return before[:end], dated.group("title").rstrip(" ,")
    titled = _COMMA_TITLE_RE.match(before, end) if before.endswith(",") else None
    if titled is None or len(titled.group("title").split()) < 2 or not _AFTER_QUOTED_JOURNAL_RE.match(after):
        return None
    if is_author_list(titled.group("title")):
        return None  # "Family, Given, Given Family, and Given Family, “Title,” Journal": more names
    if _LIST_GOES_ON_RE.match(titled.group("title")):
        return None  # "Family, A. and B. Family, ‘Title’", "Family, A. and others, ‘Title’": the list's end
    return before[:end], titled.group("title")


# An ASCII apostrophe opens a title only after a separator ("(1973) 'The strength …', Journal").
_NAME_GOES_ON_RE = re.compile(r"\s*(?:[,;&]|and\b|und\b)")
_LEADING_ITALIC_RE = re.compile(r"([*_])(?![*_\s])[^*_]{2,200}?(?<=\S)\1(?![*_])")
_ITALIC_SPAN_RE = re.compile(r"(?<![*_\w])([*_])(?![*_\s])[^*_]{2,200}?(?<=\S)\1(?![*_\w])")
_LEADING_BOLD_RE = re.compile(r"\s*(\*\*|__)(?=\S)([^*_]{3,500}?\S)\1\s*[.,:]?\s*")
# The lookahead of the characters an opening starts with lets the engine skip the others.
_OPENING_RE = re.compile(
    f"(?=[{re.escape(_OPEN_QUOTES)}`'])"
    + "(?:["
    + re.escape(_OPEN_QUOTES)
    + "]|``|(?<=[\\s(),.:])'(?=[A-Z0-9“\"]))"
)
_CLOSER_RES: dict[str, re.Pattern[str]] = {}
_AFTER_QUOTE_RE = re.compile(r"\s+(?:[Ii]n\b|to\s+appear|[Pp]roc|[*_]|\d|\()")


_SERIES_BEFORE_QUOTE_RE = re.compile(r"\b(?:[Cc]ollection|[Cc]oll\.|[Cc]ollana|[Ss]érie|Reihe)\s*$")
# "…, Proceedings of the Conference “Stars in Motion”, 2017": a quotation right after the word of a
# meeting (and its number) is the meeting's name, part of the venue, not the entry's title; so
# after a forum's or a school's ("Summer School “Dust”").
_MEETING_BEFORE_QUOTE_RE = re.compile(
    r"\b(?:"
    + "|".join(f"[{noun[0]}{noun[0].lower()}]{noun[1:]}" for noun in (*MEETING_NOUNS, "Forum", "School"))
    + ")"
    r"(?:\s+(?:\d{1,4}|[IVXLC]{1,6}))?\s*$"
)


def _quoted_title(text: str) -> tuple[int, int, int] | None:
    """Positions (open quote, close quote, after close) of the quoted title, if any."""
    limit = min(len(text), 3000)
    position = 0
    while True:
        found = _OPENING_RE.search(text, position)
        if found is None or found.start() >= limit:
            return None
        index = found.start()
        ch = text[index]
        # A single quote only opens a title after a separator, never inside a name (O’Brien).
        if ch in "‘‚'" and index > 0 and text[index - 1] not in " ,.:()":
            position = index + 1
            continue
        close = _closing_quote(text, index, ch)
        if close is None:
            position = index + 1
            continue
        end, after = close
        if _SERIES_BEFORE_QUOTE_RE.search(text, max(0, index - 14), index):
            position = after  # "…, collection « La Vie d’aujourd’hui »": a book's series, no title
            continue
        if index > 0 and _MEETING_BEFORE_QUOTE_RE.search(text, max(0, index - 20), index):
            position = after
            continue
        if end - index > 8:
            return index, end, after
        position = after


def _closers(characters: str) -> re.Pattern[str]:
    pattern = _CLOSER_RES.get(characters)
    if pattern is None:
        pattern = _CLOSER_RES[characters] = re.compile("[" + re.escape(characters) + "]")
    return pattern


def _closing_quote(text: str, start: int, opening: str) -> tuple[int, int] | None:
    closers = _CLOSE_FOR.get(opening, '”"')
    if opening == "`":
        closers = "'"
    stop = min(len(text), start + 1500)
    positions = [m.start() for m in _closers(closers).finditer(text, start + 1, stop)]
    if opening == "'":
        # Apostrophes inside words ("America's") never close a title: only one before punctuation does.
        positions = [p for p in positions if text[p + 1 : p + 2] in {",", ".", ";", ":", ""}]
    if opening in "“„«" and not positions:
        # A straight quote may also close a curly one in sloppy text.
        positions = [m.start() for m in _closers('"').finditer(text, start + 1, stop)]
    if not positions:
        return None
    if opening == '"' and len(positions) > 2:
        # Straight quotes open after a space and close before one: the title's quotation closes at
        # the first closing one with every quotation opened inside it closed, before a second
        # quotation ("Title" talk at the conference "Name") opens.
        depth = 0
        for pos in positions:
            opens = text[pos - 1 : pos].isspace() and not text[pos + 1 : pos + 2].isspace()
            if opens:
                depth += 1
            elif depth:
                depth -= 1
            elif not text[pos - 1 : pos].isspace():
                if pos != positions[-1] and text[pos + 1 : pos + 2] not in {",", ".", ";", ":"}:
                    return pos, _after_close(text, pos)
                break
    # A closing quote that a bracketed translation of the title follows closes the title (Chicago:
    # “Original title” [“Title translated”], Journal).
    for pos in positions:
        if _TRANSLATION_AFTER_QUOTE_RE.match(text, pos + 1):
            return pos, _after_close(text, pos)
    # Prefer a closing quote followed by punctuation or preceded by the title's own full stop.
    for pos in positions:
        nxt = text[pos + 1 : pos + 2]
        if nxt in {",", ".", ";", ":", ""} or text[pos - 1 : pos] in {".", ",", "?", "!"}:
            return pos, _after_close(text, pos)
    for pos in positions:
        if _AFTER_QUOTE_RE.match(text[pos + 1 : pos + 12]):
            return pos, _after_close(text, pos)
    return positions[-1], _after_close(text, positions[-1])


# The citer's translation of a quoted title, quoted in brackets after it: “Titel” [“Title”].
_TRANSLATION_AFTER_QUOTE_RE = re.compile(r"\s*\[[“\"‘«„][^\[\]]{3,500}[”\"’»“]\]")


def _after_close(text: str, pos: int) -> int:
    after = pos + 1
    translation = _TRANSLATION_AFTER_QUOTE_RE.match(text, after)
    if translation is not None:
        after = translation.end()  # the translation is no part of the title, nor of the venue
    # Stray doubled quotes and punctuation after the title ("Systems.””", "Updates.”.").
    while after < len(text) and text[after] in '”"’.,;: ':
        after += 1
    return after


_STATEMENT_END_RE = re.compile(r"[^\W\d_]{2}\.\s")
# The pages cited after a comma: no title goes on past them ("…, Utrecht, p. 1-130.").
_PAGES_CITED_RE = re.compile(r",\s*(?:pp?|S|s)\.\s?\d{1,5}(?:\s*[-–]\s*\d{1,5})?(?=[\s.,;]|$)")


# PNAS's papers in proceedings and chapters: "Title in Proceedings of X, (Springer, 2010), pp. 1–9":
# the container's name after "in", a comma, then its imprint in parentheses, the year last.
_IMPRINT_IN_PARENS_RE = re.compile(r",\s\((?P<house>[^()]{1,80},\s)?(?:1[5-9]|20)\d\d[a-z]?\)")
_PAGES_AFTER_RE = re.compile(r",\s*pp?\.\s?\d")
_IN_BEFORE_NAME_RE = re.compile(r"\sin\s(?=[A-ZÀ-Þ])")
# Containers whose own name holds "in": "Advances in Information Retrieval", "Studies in Logic".
_NAMES_HEADING_IN = frozenset(
    {"advances", "progress", "trends", "frontiers", "studies", "topics", "notes", "developments"}
    | {"perspectives", "contributions", "research", "issues", "lectures"}
)


def _container_before_imprint(text: str, start: int) -> int | None:
    """Where PNAS's container opens after an unquoted title: at the last "in" before the imprint in
    parentheses that is followed by a venue's name of two words or more ("in Symposium on …"), or at
    an "in" before that one when the name runs on from there; else None. The imprint
    holds a house, or pages follow it: a year alone after a comma closes many a report's title."""
    imprint = _IMPRINT_IN_PARENS_RE.search(text, start)
    if imprint is None or not (imprint.group("house") or _PAGES_AFTER_RE.match(text, imprint.end())):
        return None
    # (A venue's name is short: the "in"s of the last 200 characters before the imprint only.)
    marks = list(_IN_BEFORE_NAME_RE.finditer(text, max(start + 3, imprint.start() - 200), imprint.start()))
    for index in range(len(marks) - 1, -1, -1):
        name = text[marks[index].end() : imprint.start()]
        if len(re.findall(r"[^\W\d_]{3,}", name)) < 2 or not (_opens_venue(name) or names_a_meeting(name)):
            continue
        # "in CHI Conference on Human Factors in Computing Systems", "in Advances in Information
        # Retrieval": the name runs on from the "in" before when what lies between the two names a
        # meeting or heads such a name.
        while index > 0 and (
            (between := text[marks[index - 1].end() : marks[index].start()]).lower() in _NAMES_HEADING_IN
            or names_a_meeting(between)
        ):
            index -= 1
        return marks[index].start()
    return None


_FIRST_FIGURE_RE = re.compile(r"\d")


def _before_comma_venue(text: str, start: int, cut: int) -> int:
    """The title's last comma before a known venue whose own name holds commas, when the cut at
    ``cut`` falls inside that name: "Title, Automata, Languages and Programming 41 (2014)" is cut
    before "Automata", not before "Languages"."""
    figure = _FIRST_FIGURE_RE.search(text, cut, cut + 160)
    name_start = venues.comma_name_start(text, figure.start()) if figure else None
    if name_start is None or not start + 3 < name_start <= cut:
        return cut
    comma = text.rfind(",", start, name_start)
    if comma <= start + 3 or text[comma + 1 : name_start].strip():
        return cut
    return comma


_YEAR_IN_PARENS_RE = re.compile(r"\((?:1[5-9]|20)\d\d[a-z]?\)")


def _closing_imprint(text: str, start: int) -> int | None:
    """Where an imprint in parentheses that closes the reference opens, after the title: Springer's
    Lecture Notes give a work with no container its year alone after the title's comma ("Title,
    (1991)."), Cell's books their publisher alone ("Title (Oxford University Press)."). None where the
    reference ends otherwise."""
    body = text.rstrip(" .")
    if not body.endswith(")"):
        return None
    opening = body.rfind("(", start)
    if opening < start + 3 or body.find(")", opening) != len(body) - 1:
        return None
    before = body[:opening]
    if _YEAR_IN_PARENS_RE.fullmatch(body, opening) and before.endswith(", "):
        # A comma before it parts a book's publisher and place ("Title, Routledge, Cambridge, (1989)").
        return len(before) - 2 if ", " not in before[start:-2] else None
    if before.endswith(" ") and is_publisher_name(body[opening + 1 : -1]):
        return len(before.rstrip())
    return None


def _title_end(text: str, start: int) -> int:
    """End of an unquoted title sentence starting at ``start``."""
    link = _LINK_START_RE.match(text, start)
    if link:
        close = text.find("]", start)
        if close > 0:
            return close + 1
    searches = (
        _IN_MARK_RE.search(text, start),
        _ITALIC_VENUE_RE.search(text, start),
        _unless_place_closes_title(text, _JOURNAL_AFTER_COMMA_RE.search(text, start)),
        _unless_place_closes_title(text, _NAME_BEFORE_VOLUME_RE.search(text, start)),
        _CONTAINER_SLASHES_RE.search(text, start) if "//" in text else None,
        _LAW_REVIEW_RE.search(text, start),
        _PUBLISHED_IN_RE.search(text, start) if "published in" in text else None,
        # (Last: the container below is taken from the searches above by their places.)
        _STATUS_AFTER_COMMA_RE.search(text, start),
        _newspaper_and_day(text, start) if "," in text else None,
        _VENUE_AFTER_COMMA_RE.search(text, start) if "," in text else None,
        _VENUE_THEN_STATUS_RE.search(text, start) if "," in text else None,
        _SMALL_OPENING_JOURNAL_AFTER_COMMA_RE.search(text, start) if "," in text else None,
        (
            _unless_place_closes_title(text, _ABBREVIATED_JOURNAL_AFTER_COMMA_RE.search(text, start))
            if _ABBREVIATION_THEN_NUMBER_RE.search(text, start)
            else None
        ),
        _TALK_NOTE_AFTER_COMMA_RE.search(text, start) if "ent" in text else None,
        _SOCIETY_JOURNAL_AFTER_COMMA_RE.search(text, start) if "I" in text or "A" in text else None,
        _JOURNAL_AFTER_COLON_RE.search(text, start) if ":" in text else None,
        _shaped_journal_after_comma(text, start) if ". " in text and "," in text else None,
    )
    if "[" in text:
        searches = (*searches, gbt.TYPE_MARK_RE.search(text, start))  # "Title[J]. Journal, …" (GB/T 7714)
    if "p." in text or "S." in text or "s." in text:
        searches = (*searches, _PAGES_CITED_RE.search(text, start))  # "Title, Utrecht, p. 1-130."
    if "pp." in text:
        searches = (*searches, _one_word_journal_before_pages(text, start))
    hard_ends = [m.start() for m in searches if m]
    if ", (" in text and (container_at := _container_before_imprint(text, start)) is not None:
        hard_ends.append(container_at)
    described = _DESCRIPTION_AFTER_TITLE_RE.search(text, start) if "[" in text else None
    # "In:", "published in" or a law review's volume: the container certainly starts there.
    container = min((m.start() for m in (searches[0], searches[5], searches[6]) if m), default=-1)
    after = _AFTER_TITLE_RE.search(text, start)
    if after is not None:
        hard_ends.append(after.start())
    imprint = imprint_start(text)
    if imprint is not None:
        hard_ends.append(imprint)  # "Title, Farnham: Ashgate, 2012": a book's place and publisher
    if text.rstrip(" .").endswith(")") and (closing := _closing_imprint(text, start)) is not None:
        hard_ends.append(closing)
    journal = unpunctuated_venue_start(text, start)
    if journal is not None:
        hard_ends.append(journal)  # "… and catalysis Revista de Química 2023, 22": no stop between
    meeting = unpunctuated_meeting_start(text, start)
    if meeting is not None:
        hard_ends.append(meeting)  # "… protein catalysts German Conference on Pattern Recognition pp 1–9"
    hard = min((e for e in hard_ends if e > start + 3), default=len(text))
    if text.startswith(",", hard):
        hard = _before_comma_venue(text, start, hard)
    if hard == container and (pages := _PAGES_BEFORE_CONTAINER_RE.search(text, start, hard)):
        hard = pages.start()  # "Title, 55-94 pp, En: Book": the chapter's pages close no title
    slashes = searches[4]
    if slashes is not None and slashes.start() == hard and text.startswith(" // ", hard):
        return isbd.title_end_before_host(text, start, hard)  # GOST: "Title / И. И. Иванов // Журнал"
    if " / " in text and (responsibility := isbd.responsibility_start(text, start, hard)) is not None:
        return responsibility  # ISBD: "Title : Subtitle / A. Name ; Под ред. … - Place : House, 1960"
    if " / " in text and (institution := _INSTITUTION_AFTER_SLASH_RE.search(text, start + 3)) is not None:
        return institution.start()  # DIN 1505's report: "Title / Harbour Institute of Technology. 2011."
    for match in _SENTENCE_END_RE.finditer(text, start, hard):
        pos = match.start(1)
        segment = text[start:pos]
        depth = segment.count("(") - segment.count(")")
        if depth > 0:
            continue
        if segment.count("“") > segment.count("”") and "”" in text[pos:hard]:
            continue  # "Guide “Science 2. Physics”, 3rd ed.": a stop inside a quoted name it holds
        if match.group(1) == ".":
            word = _LAST_WORD_RE.search(text[max(start, pos - 40) : pos])
            token = word.group(1) if word else ""
            journal_at = pos - len(token)
            if (piece := _ABBREVIATED_VENUE_PIECE_RE.search(text, start + 4, pos)) and piece.group(
                1
            ) in venues.journal_abbreviations():
                return piece.start()  # "Title, EOS, Trans. AGU, 93": the venue opens at the comma
            if _abbreviated_journal_opens(text, start, journal_at, token, pos):
                return journal_at - 1  # "… in Solution Inorg. Chem. 2019, 58": the journal, unpunctuated
            if token.lower() in _ABBREVIATIONS or (len(token) == 1 and token.isupper()):
                continue
            if _DOTTED_ACRONYM_RE.fullmatch(token) and _title_goes_on(text, pos + 1, hard):
                continue  # "Coastal erosion in the U.S. Gulf states. Journal …"
            if _ROMAN_PART_RE.fullmatch(token) and _title_goes_on(text, pos + 1, hard):
                continue  # "Mathematics II. A guide for teachers. Series …": the part's number
            if token.isdigit() and (_german_ordinal(text, start, pos) or _czech_ordinal(text, start, pos)):
                continue  # "Die Stadt im 20. Jahrhundert", "zum 3. Mal", "ve 20. století": an ordinal's stop
            if text[pos + 1 : pos + 2].isdigit():
                continue  # "v1.2" style numbers
            if (
                journal_at > start + 3
                and text[journal_at - 1] == " "
                and _ABBREVIATED_JOURNAL_RE.match(text, journal_at)
                and not _word_closes_title(text, start, token, pos)
            ):
                return journal_at - 1  # "… in adults Fam. Pract., 27 (2010)": the journal, unpunctuated
            if hard == container and text[hard] == "," and not _STATEMENT_END_RE.search(text, pos + 1, hard):
                # "Titel. Untertitel des 15. Jahrhunderts, in: Sammelband": the comma before the
                # container closes the contribution's title, its subtitle sentence with it.
                return hard
        elif hard == container and not _STATEMENT_END_RE.search(text, pos + 1, hard):
            # "Title? Subtitle, in: Book": a question's subtitle runs on to the container.
            return hard
        elif (
            described is not None
            and pos < described.start() <= hard
            and not _STATEMENT_END_RE.search(text, pos + 1, described.start())
        ):
            # "Title! (Note) [Video].", "Title? | Channel [Video].": APA's description of the work
            # closes the title, the words after its question or exclamation mark included.
            return described.start()
        if pos - start < 3:
            continue
        # (BibTeX lowers a subtitle's capitals: only a title that opens with one shows the lowering.)
        capital_title = match.group(1) == "." and text[start:pos].lstrip(" \"“«'‘")[:1].isupper()
        if subtitle_sentence_follows(text, pos + 1, hard, lowered=capital_title):
            continue
        if hard == container and _GERMAN_SUBTITLE_BEFORE_IN_RE.fullmatch(text, pos + 1, hard) is not None:
            continue  # "Die Revolution im Herbst. Eine Bilanz. In: Zeitschrift …": the subtitle's sentence
        if match.group(1) == "?" and _question_subtitle_follows(text, pos + 1, hard):
            continue
        return pos + 1
    return hard


# APA's description of the work in brackets after its title, closed by a period: "[Video].",
# "[Book Section].", "[Computer software]." (no translation of the title: it holds no period after).
_DESCRIPTION_AFTER_TITLE_RE = re.compile(r"\s\[(?=[A-Z])[^\[\]\d.]{2,40}\]\s*\.(?=\s|$)")


# A sentence after a title's question mark, of three words or more with no stop or quote inside,
# closed by a stop: "Less is more? How the choice of a duty cycle matters. Conference …". Its
# numbers are the prose's, each after a word in small letters ("… in a cohort of 12,345 adults"):
# a venue's sentence writes its numbers after its name ("Nature 580", "Lancet 12(3)").
_SENTENCE_AFTER_QUESTION_RE = re.compile(
    r"\s+([A-ZÀ-Þ](?:[^.?!\d“”\"«»]|(?<=[a-zà-ÿ] )\d+(?:,\d{3})*(?!\d)){8,200}?[^\W\d_]{2})\.\s+(?=\S)"
)
# What a venue's sentence is followed by in Vancouver and Nature styles: its year, or its volume
# and issue ("Lancet. 2019;393:1-5", "Nat Clim Change. 12(3)").
_YEAR_OR_VOLUME_RE = re.compile(r"\(?\d{1,4}\s*[;:(),]|\(?(?:1[5-9]|20)\d\d\b")


def _question_subtitle_follows(text: str, start: int, hard: int) -> bool:
    """Does a subtitle follow a title's question mark: a sentence of three words or more that names
    no one and no venue (no venue's word, none the venue table knows), closed by a stop before the
    title's hard end, with more after it that is not the volume or year a venue's sentence has
    after it ("For Whom the Bell Tolls? Missionary Narratives and Anthropology. Comparative
    Studies 37", "Less is more? How the choice … matters. 34th Annual Conference, Vigo")? A
    question ends the title before the names or the venue ("Is it significant? Ruiz A. Lancet")."""
    found = _SENTENCE_AFTER_QUESTION_RE.match(text, start)
    if found is None or found.end(1) >= hard:
        return _closing_question_subtitle(text, start, hard)
    sentence = found.group(1)
    return (
        len(sentence.split()) >= 3
        and not _VENUE_WORDS_RE.search(sentence)
        and venues.lookup(sentence) is None
        # Names for certain: parted by commas or semicolons ("Lind B, Roe A, Holm CL"); two
        # capitalised phrases joined by "and" are a subtitle's as often ("Narratives and History").
        and not (re.search(r"[,;]", sentence) and is_author_list(sentence))
        and not _YEAR_OR_VOLUME_RE.match(text, found.end())
    )


# The clause that closes an item after its title's question mark, nothing after it but a stop:
# words and spaces, no number, no stop, quote or bracket inside.
_CLOSING_CLAUSE_RE = re.compile(r"\s+([A-ZÀ-Þ][^\W\d_]*(?:[ \-–][^\W\d_]+){2,40})\s*\.?\s*")


def _closing_question_subtitle(text: str, start: int, hard: int) -> bool:
    """Does the item end with a subtitle after its title's question mark ("Who pays the bill? The
    quarrel of the day over the party fund.")? The clause runs to the item's end, nothing after it
    (no volume, pages, year or publisher), and reads as prose rather than as a venue's name: most of
    its words are written in small letters, none is a venue's word, the venue table knows none of
    it, and it is no list of names. A venue's name writes its words capitalised ("Is it real?
    Annals of Physics")."""
    found = _CLOSING_CLAUSE_RE.fullmatch(text, start)
    if found is None or hard < len(text.rstrip(" .")):
        return False
    clause = found.group(1)
    words = clause.split()
    small = sum(1 for word in words if word[:1].islower())
    return (
        len(words) >= 4
        and 2 * small >= len(words)
        and not _VENUE_WORDS_RE.search(clause)
        and venues.lookup(clause) is None
        and not is_author_list(clause)
    )


# DIN 1505's report: the institution after the title's slash, up to the sentence's end ("Title / MIT
# and Harbour University. 2011. – Forschungsbericht"), named by the word of a school, an institute, a
# laboratory, a company or a body.
_INSTITUTION_AFTER_SLASH_RE = re.compile(
    r" / (?P<institution>[^/.;:]{0,80}?\b(?:Universit\w*|Institut\w*|College|Laborator\w*|School|Hochschule"
    rf"|Academy|Akademie|Company|Corporation|GmbH|Inc|Ltd|{_BODY_HEAD})\b[^/.;:]{{0,80}}?)\.(?=\s|$)"
)


# A sentence opening with an article and a word in lower case: "A comparative study after 8 years.",
# "El caso de la base de datos X.": a subtitle's prose, where a venue's name writes its words capitalised.
# German styles (the "Name, Vorname: Titel. Untertitel. In: …" of the humanities) write a subtitle as
# a sentence of its own between the title and the container's "In:", opening with an article or
# "Zur"/"Zum"/"Über" before a noun in capitals ("Eine Bilanz", "Zur Geschichte der Stadt").
_GERMAN_SUBTITLE_BEFORE_IN_RE = re.compile(
    r"\s+(?:Der|Die|Das|Ein|Eine|Einer|Eines|Zur|Zum|Über)\s+[A-ZÄÖÜ][^.?!:;]{1,150}?\w\w\."
)
_ARTICLE_SENTENCE_RE = re.compile(
    r"\s+(?:A|An|The|El|La|Los|Las|Le|Les|Un|Une|Una|Il|Lo|Der|Die|Das|Ein|Eine)\s+[a-zà-ÿ][^.?!]{3,150}?"
    r"\w\w\.\s+(?=\S)"
)
# A sentence in small letters after the period of a title that opens with a capital, its words none
# that opens a venue, a note or a status ("in", "preprint", "journal of …", "submitted"): the title's
# subtitle, lowered as BibTeX lowers it (a list written all in small letters has no such sign).
_LOWERCASE_SENTENCE_RE = re.compile(r"\s+([a-zà-ÿ]{3,})\s+[a-zà-ÿ]{1,}\s+[a-zà-ÿ]{1,}\b")
_NO_SUBTITLE_OPENERS = frozenset(
    re.findall(
        r"\w+",
        "journal revue revista rivista zeitschrift proceedings proc bulletin annals annales transactions "
        "review conference symposium workshop acta cahiers studies letters magazine archives advances "
        "international european american national preprint submitted accepted forthcoming unpublished "
        "manuscript under available retrieved accessed online arxiv edited translated technical working "
        "master doctoral thesis dissertation report paper poster presented presentation talk abstract "
        "extended invited keynote see also reprinted published http https www doi",
    )
)


def subtitle_sentence_follows(text: str, start: int, hard: int, *, lowered: bool = False) -> bool:
    """Does a subtitle written as a sentence of its own follow the title's first stop? It does where
    the next sentence opens with an article and a word in lower case, holds no venue's word, and more
    follows it before the title's hard end ("Title, Mexico. A comparative study after 8 years. En
    Book"); and, where ``lowered`` (the title opens with a capital and its stop is a period), where
    the next words are in small letters and open no venue, note or status ("Perception de
    l’environnement. application à la …": BibTeX's lowered subtitle)."""
    found = _ARTICLE_SENTENCE_RE.match(text, start, hard)
    if found is not None and found.end() < hard and not _VENUE_WORDS_RE.search(found.group(0)):
        return True
    if not lowered:
        return False
    small = _LOWERCASE_SENTENCE_RE.match(text, start, hard)
    return small is not None and small.group(1) not in _NO_SUBTITLE_OPENERS


def _one_word_journal_before_pages(text: str, start: int) -> re.Match[str] | None:
    """The comma before a journal of one word with its volume and pages ("…, Hydrology, 12, pp. 1–9");
    a place there is a book's imprint or a meeting's town ("…, Utrecht, 2 vols, pp. 1–9"), no journal."""
    for match in _ONE_WORD_JOURNAL_BEFORE_PAGES_RE.finditer(text, start):
        if not is_place(match.group("name")):
            return match
    return None


def _unless_place_closes_title(text: str, journal: re.Match[str] | None) -> re.Match[str] | None:
    """A journal found after a title's comma, unless the words after that comma are a place and
    a period: the place closes the title ("…, East Java, Indonesia. Lithos 126, 198-211"), it is
    no abbreviated journal's first word ("…, Geol. Mag. 126, 45-60"); the title ends at its period."""
    if journal is None:
        return None
    place = _PLACE_THEN_STOP_RE.match(text, journal.end())
    if place is None:
        return journal
    if is_place(place.group(1)):
        return None
    # Words in full before a journal named in full ("…, Morelos, Zacatecas. Acta Universitaria 29"),
    # not the first of an abbreviated journal's words ("…, Palaeogeogr. Palaeoclimatol. 126").
    abbreviated_next = _ABBREVIATED_WORD_NEXT_RE.match(text, place.end()) is not None
    return None if not abbreviated_next and _whole_words(place.group(1)) else journal


# An abbreviation is short: a journal's first word cut with a period has this many letters at most
# where the venue table does not know it ("Geol.", "Quat.", "Mar."); a place's name is longer.
_LONGEST_UNKNOWN_ABBREVIATION = 6


def _whole_words(words: str) -> bool:
    """Are ``words``, capitalised and closed by a period after a title's comma, written in full
    (a place the place table does not know: "…, Morelos, Zacatecas. Acta Universitaria 29")?
    They are where no word is one the venue table abbreviates, and each is longer than an
    abbreviation is."""
    known = venues.journal_abbreviations()
    return all(
        word not in known and len(word) > _LONGEST_UNKNOWN_ABBREVIATION for word in re.split(r"[ -]", words)
    )


_ABBREVIATED_WORD_NEXT_RE = re.compile(r"[A-ZÀ-Þ][^\W\d_]*\.(?=\s)")
_PLACE_THEN_STOP_RE = re.compile(r"([A-ZÀ-Þ][^\W\d_]+(?:[ -][A-ZÀ-Þ][^\W\d_]+){0,2})\.\s")


# "U.S", "U.K", "E.U" (the last period is the sentence mark's): an acronym written with periods.
_DOTTED_ACRONYM_RE = re.compile(r"(?:[A-Z]\.){1,3}[A-Z]")


_NEXT_ABBREVIATION_RE = re.compile(r"([A-ZÀ-Þ][a-zà-ÿ]{0,9})\.")

# A title's last comma piece that is a word the venue table abbreviates, its period after it, an
# acronym may stand before it: the venue's first words ("…, EOS, Trans. AGU, 93", "…, Am. Meteorol.
# Soc., 10th Symposium"), no title ends in them.
_ABBREVIATED_VENUE_PIECE_RE = re.compile(r",\s+(?:[A-Z]{2,6},\s+)?([A-Z][a-z]{0,9})$")


def _abbreviated_journal_opens(text: str, start: int, journal_at: int, token: str, period: int) -> bool:
    """Does an abbreviated journal, then its year and volume, open at ``journal_at`` (the word
    ``token`` before the period at ``period``), the title running into it with no stop? It does
    where the word is one the venue table abbreviates ("J.", "Chem.", "Angew."), or where only one
    more word follows it, one the table abbreviates ("Inorg. Chem. 2019"); a title's last word
    followed by a whole journal ("… in Water. J. Chem. Phys. 2020", "… Method. Methods. 2001;25")
    is the title's end."""
    if journal_at <= start + 3 or text[journal_at - 1] != " ":
        return False
    if not _ABBREVIATED_JOURNAL_BEFORE_YEAR_RE.match(text, journal_at):
        return False
    known = venues.journal_abbreviations()
    if token in known:
        return True
    after = period + 1 + (text[period + 1 : period + 2] == " ")
    following = _NEXT_ABBREVIATION_RE.match(text, after)
    return (
        following is not None
        and following.group(1) in known
        and not _ABBREVIATED_JOURNAL_BEFORE_YEAR_RE.match(text, after)
    )


# A year closed by a period just before the title ("Name, A. (1989). Title", "Name A. 2004. Title"):
# a style that ends each of its fields with a period, the title's too.
_YEAR_STOP_BEFORE_RE = re.compile(r"(?:1[5-9]|20)\d\d[a-z]?\)?\.\s*$")
_VOWELS = frozenset("aeiouy")
_ABBREVIATED_WORD_RE = re.compile(r"([^\W\d_]+)\.")


def _word_closes_title(text: str, start: int, token: str, period: int) -> bool:
    """Is ``token``, a capitalised word before the period at ``period``, the title's last word
    rather than an abbreviated journal's first, a whole abbreviated journal and its volume
    following ("… around Lake Michigan. Atmos. Environ., 35(6)", "… in Bursa, Turkey. Environ.
    Pollut., 138")? A word the venue table abbreviates opens the journal ("… Phys. Rev. Lett.,
    30"). Otherwise the word closes the title where the citation ends its fields with periods (a
    year and a period before the title), or where it is written in full: an abbreviation cuts its
    word after a consonant, so one ending in a vowel is whole, and one longer than every
    abbreviated word of the journal after it is too. A short one opens the journal ("… a field
    survey Mar. Geol. Res., 6"; "(2008) … in the north Clin. Nephrol. Pract., 12")."""
    if token in venues.journal_abbreviations():
        return False
    after = period + 1 + (text[period + 1 : period + 2] == " ")
    journal = _ABBREVIATED_JOURNAL_RE.match(text, after)
    if journal is None:
        return False
    if _YEAR_STOP_BEFORE_RE.search(text, 0, start) or token[-1:].casefold() in _VOWELS:
        return True
    return all(len(word) < len(token) for word in _ABBREVIATED_WORD_RE.findall(journal.group(0)))


_NEXT_SENTENCE_RE = re.compile(r"[^.]{0,200}?[^\W\d_]{2}\.(?=\s|$)|[^.]{0,200}$")


# A part's or a volume's number in Roman numerals, of two letters or more (one letter is an
# initial's, passed over already): "II", "IV", "XII".
_ROMAN_PART_RE = re.compile(r"(?=[IVX]{2})X{0,3}(?:IX|IV|V?I{0,3})")


# German writes an ordinal number as its figures and a full stop ("im 20. Jahrhundert", "zum 3. Mal",
# "am 9. November", "des 19. und 20. Jahrhunderts"); after an article or a preposition, before the
# noun it counts (a capital) or before "und"/"bis" and the next ordinal, the stop ends no sentence.
_GERMAN_ORDINAL_BEFORE_RE = re.compile(
    r"(?<![^\W\d_])(?i:im|am|zum|zur|vom|ins|bis\s+zum|seit\s+dem|ab\s+dem|dem|den|der|des|die|das)"
    r"\s+\d{1,3}$"
)
_GERMAN_ORDINAL_AFTER_RE = re.compile(r"\.\s+(?:[A-ZÄÖÜ][a-zäöüß]|(?:und|bis|oder)\s+\d{1,3}\.\s)")


def _german_ordinal(text: str, start: int, pos: int) -> bool:
    """Is the stop at ``pos`` an ordinal's in a German title ("im 20. Jahrhundert")?"""
    return (
        _GERMAN_ORDINAL_BEFORE_RE.search(text, max(start, pos - 16), pos) is not None
        and _GERMAN_ORDINAL_AFTER_RE.match(text, pos) is not None
    )


# Czech and Slovak write an ordinal number as German does, its figures and a full stop, and the noun
# it counts in lower case ("ve 20. století", "v 19. a 20. storočí", "k 50. výročí"): after a
# preposition, or "a"/"až" between two ordinals, before a lower-case word the stop ends no sentence.
_CZECH_ORDINAL_BEFORE_RE = re.compile(
    r"(?<![^\W\d_])(?:v|ve|na|do|od|po|za|ze|k|ke|o|při|pri|před|pred|mezi|medzi|během|počas|a|až)"
    r"\s+\d{1,3}$"
)
_CZECH_ORDINAL_AFTER_RE = re.compile(r"\.\s+(?:(?:a|až|i)\s+\d{1,3}\.\s|[a-záčďéěíňóřšťúůýžľĺôä]{2})")


def _czech_ordinal(text: str, start: int, pos: int) -> bool:
    """Is the stop at ``pos`` an ordinal's in a Czech or Slovak title ("ve 20. století")?"""
    return (
        _CZECH_ORDINAL_BEFORE_RE.search(text, max(start, pos - 12), pos) is not None
        and _CZECH_ORDINAL_AFTER_RE.match(text, pos) is not None
    )


def _title_goes_on(text: str, start: int, hard: int) -> bool:
    """After a dotted acronym ("in the U.S."), does the title go on? It does into words that are
    no venue: no venue's word, no number, before the title's hard end ("U.S. Gulf states. Journal …",
    "U.K. residential agents"; not "U.S. Geological Survey Paper 450")."""
    if text[start + 1 : start + 2].islower():
        return True
    following = _NEXT_SENTENCE_RE.match(text, start, hard)
    if following is None or not following.group(0).strip():
        return False
    sentence = following.group(0)
    return not any(character.isdigit() for character in sentence) and not _VENUE_WORDS_RE.search(sentence)


def visible_text(text: str) -> str:
    return collapse_spaces(strip_markup(text))
