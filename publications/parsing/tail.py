"""The part of a citation after the title: venue, volume, issue, pages, year, publisher.

Accepts the tails of IEEE ("in Proc. X (ACR), vol. 3, no. 2, pp. 1-9, Aug. 2022"),
ACM/APA/Chicago ("Journal 18, no. 4 (2021): 406-416"), Nature ("Nat. Commun. 12,
5747 (2021)"), dblp ("Data Min. Knowl. Discov. 38(2): 535-568 (2024)", "COLING 2025:
1-9"), Scholar ("Journal 17 (2), 1729881420908076, 2020") and acronym-only venue lines
("CVPR 2025", "ICCV Workshop 2025"), with markdown/HTML decoration, status words,
awards, DOIs and links anywhere in the tail.

Also: ACM "21, 7 (July 1978), 558–565", Chicago "78, no. 1 (2017): 77–106", LNCS
"MICCAI 2015. LNCS, vol. 9351, pp. 1–9. Springer, Cham (2015)", book imprints
"London: Verso, 2013", places after an acronym ("(ICCV), Venice, Italy, Oct. 2017"),
thesis schools, and the markdown italics that mark a venue ("*boundary 2*, vol. 40"); an imprint
in place of a venue ("Chêne, Paris", "Praha", "Leeds: Centre for …") or after a chapter's book
("Trade and Towns. Uppsala: Almqvist & Wiksell", "Mari e uomini, Roma, Carocci") as the
publisher (``places.read_imprint``), editors marked "(dir.)", "(Hg.)", "Hg. Names.", editions,
series and Roman volumes ("2° série, t. XII"), access notes ("Online:", "Recuperado de") and a
book's count of pages ("240 p."). An arXiv id after a published paper's pages is its copy, not
its venue ("Geom. Funct. Anal. 31 (2021), 455–489. arXiv:2003.01234"); a range of four-digit pages
after the year ("169 (2020), 2001–2040", "2021: 3001–3036", "Journal 33 2004 1023-1047") is pages, not
a span of years; "R&R at Journal", "submitted to the Journal" give the status and the journal. GOST's
"Т. 4. Вып. 2. С. 51–56"; a translator ("Tradução de …", "trad. di …", "Trans. by …") or an editor
("Ed. by …", "édité par …", MLA's sentence "Ed. A. Name.") after the title is no venue, nor SBL's
chapter pages before the book ("Pages 25–38 in Book") or a series after the editors, nor an annotated
list's note after a book's count of pages, nor a month closing a report ("Title. February."), nor a
place the list of places lacks before a house ("Rostock, Hinstorff Verlag").

Cannot handle: venues whose name itself ends in a number ("Web 2.0") lose that number
to the volume unless italics mark the whole name; publisher names that are neither in the
list below nor end in Press/Association/Publishers/Publishing/Verlag stay in the venue.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import fields, isbd, volumelabels
from .classify import known_kind, names_a_meeting
from .gbt import MARK_TYPES, TYPE_MARK_RE
from .kindbadges import without_closing_kind, without_opening_kind
from .linecaches import line_cache
from .lines import is_link_labels, without_trailing_link_labels
from .meetingtowns import town_segments, without_town_after_in, without_unpunctuated_town
from .names import is_author_list, looks_like_name
from .places import is_place, place_left_of_year, read_imprint
from .records import Link, PublicationType, Status
from .text import ELECTRONIC_MEDIUM, collapse_spaces, decode_latex, holds_any, strip_markup
from .venueends import without_publishing_university, without_volume_details
from .venues import venue_named
from .volumelabels import STOP, label_pattern

_KNOWN_PUBLISHERS = (
    r"IEEE(?:\s+Computer\s+Society)?(?:\s+Press)?|ACM(?:\s+Press)?|Springer(?:[\s-]+Verlag|\s+Nature|\s+International"
    r"\s+Publishing|\s+Science\s*(?:&|\+|and)\s*Business\s+Media)?(?:\s+Berlin\s+Heidelberg)?|"
    r"O['’]Reilly(?:\s+Media)?(?:,?\s+Inc\b\.?)?|Elsevier|Wiley(?:-Blackwell)?|Association\s+for\s+Computing\s+Machinery"
    r"|Association\s+for\s+Computational\s+Linguistics|ACL|MIT\s+Press|Cambridge\s+University\s+Press|Oxford\s+University"
    r"\s+Press|CRC\s+Press|Taylor\s+(?:&|and)\s+Francis|SIAM|AAAI\s+Press|PMLR|CEUR-WS(?:\.org)?|De\s+Gruyter|"
    r"Routledge|Sage|SAGE|IOS\s+Press|Morgan\s+Kaufmann|Curran\s+Associates|OpenReview\.net|"
    r"Schloss\s+Dagstuhl[^,.]{0,60}|World\s+Scientific|Palgrave\s+Macmillan|Brill|Peter\s+Lang|Benjamins|"
    r"John\s+Benjamins|Academic\s+Press|Birkhäuser|Now\s+Publishers|IOP\s+Publishing|AIP\s+Publishing|"
    r"American\s+Physical\s+Society|Royal\s+Society\s+of\s+Chemistry|MDPI|Frontiers\s+Media|Nature\s+Publishing\s+Group"
)
# Any other "X Y Association/Press/Publishers/Publishing/Verlag" filling a whole segment.
_GENERIC_PUBLISHER = r"(?:[A-Z][\w&.'-]*\s+){1,3}(?:Association|Press|Publishers|Publishing|Verlag)"
_PUBLISHERS = _KNOWN_PUBLISHERS + "|" + _GENERIC_PUBLISHER
_PUBLISHER_NAME_RE = re.compile(r"(" + _PUBLISHERS + r")\s*(?:\([A-Z]{2,8}\)\s*)?(?=[,.;]|$)")
_PLACE_RE = re.compile(
    r"^\s*(?:Cham|New\s+York(?:,\s*NY)?|NY|USA|Berlin(?:\s*,?\s*Heidelberg)?|Heidelberg|London|Oxford|Cambridge"
    r"|Boston|Amsterdam|Piscataway(?:,\s*NJ)?|NJ|Los\s+Alamitos(?:,\s*CA)?|CA|Red\s+Hook|Stroudsburg(?:,\s*PA)?"
    r"|PA|UK|Germany|Singapore|Switzerland|Dordrecht|Wiesbaden|Paris|Basel|Hoboken|Washington(?:,\s*DC)?|MA)\s*$"
)
_MONTH_NAMES = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
    r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
)
_MONTH_ABBREVIATIONS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
# The citation's end is a month, perhaps a day, and the year: nothing else is left of it.
_MONTH_THEN_YEAR_AT_END_RE = re.compile(
    r"^[\s,;.]*" + _MONTH_NAMES + r"\.?\s+(?:\d{1,2},?\s+)?(?:19|20)\d\d[a-z]?[\s.,;]*$"
)


@dataclass(frozen=True)
class _Cut:
    """A place where the venue name has certainly ended: a ``lead`` of separator punctuation and
    white space ("[,.]?\\s*"), then ``core``.

    The lead is matched by stepping back from where the core matched, and a word-boundary or
    "not after a word character" test is done by hand: a pattern that starts with optional
    characters, a lookbehind or ``\\b`` makes the regex engine try every position of the text.
    """

    core: re.Pattern[str]
    needles: tuple[str, ...] = ()  # the core cannot match a text that contains none of these
    punctuation: str = ""  # characters the lead may start with
    punctuation_required: bool = False
    after_name: bool = False  # only after a name of two words or more ("Proc. IEEE" is a journal)
    digit: bool = True  # the core needs a digit
    after: str = ""  # "word": the core starts a word; "free": not after a word character or a dash
    tail_only: bool = False  # the core ends at the end of the text (it ends in "$")
    lead: bool = True  # white space (and punctuation) before the core belongs to the cut
    period: bool = False  # a span of years a later year of publication follows is the name's, no cut

    def start(self, text: str, begin: int, end: int) -> int | None:
        """Where the leftmost match of lead + core in text[begin:end] starts, or None."""
        if self.needles:  # a loop of substring tests: cheaper than a regex or a generator here
            for needle in self.needles:
                if needle in text:
                    break
            else:
                return None
        # "$" in a core means the end of the text, never the end of the window searched so far.
        position = max(begin, len(text) - 40) if self.tail_only else begin
        while True:
            match = self.core.search(text, position)
            if match is None or match.start() >= end:
                return None
            core = match.start()
            position = core + 1
            if self.after and core > 0:
                previous = text[core - 1]
                # "free": a year that closes a span ("1750–1920 (Series B …)") is the name's, no cut.
                if previous.isalnum() or previous == "_" or (self.after == "free" and previous in "-–"):
                    continue
            if self.period and _names_a_period(text, match):
                continue
            if not self.lead:
                return core
            index = core
            while index > begin and text[index - 1].isspace():
                index -= 1
            if index > begin and text[index - 1] in self.punctuation:
                index -= 1
            elif self.punctuation_required:
                continue
            if self.after_name and " " not in text[begin:index].strip():
                continue
            return index


_YEAR_NEEDLES = ("19", "20")
# A span of years closing a book's or a collection's name: "A History of Statistics, 1750-1930",
# "The Age of Caricature, 1715–1838", "… (1378–1484)". It reads as a page range or a meeting's
# years; a later year of publication after it tells it apart.
_YEAR_SPAN_RE = re.compile(r"(1[4-9]\d\d|20\d\d)\s*(?:-{1,2}|–|—)\s*(1[4-9]\d\d|20\d\d)\s*")
_PUBLICATION_YEAR_RE = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def _names_a_period(text: str, span: re.Match[str]) -> bool:
    """Is the span of years matched in ``text`` a period named in the title before it (ten years
    or more, ending before the year of publication printed after it), no pages or dates?"""
    years = _YEAR_SPAN_RE.fullmatch(span.group(0))
    if years is None:
        return False
    first, last = int(years.group(1)), int(years.group(2))
    if last - first < 10:
        return False
    later = _PUBLICATION_YEAR_RE.findall(text, span.end())
    return any(int(year) >= last for year in later)


# The marks of a place or a publisher a work does not print, standing where they would be:
# "[S.l.]", "[s.n.]", "[S.l.: s.n.]" (sine loco, sine nomine: ABNT, ISO 690), "[n.p.]", "[o.O.]".
UNPRINTED_IMPRINT_RE = re.compile(r"\[\s*(?:[Ss]\.\s?[lLn]\.|[Nn]\.\s?[pP]\.|o\.\s?O\.)[^\[\]]{0,16}\]")
# The same marks unbracketed or in parentheses, perhaps after the town they stand beside, where a
# meeting's or a book's imprint would be: "S.l.: s.n.", "London: s. n.", "(s.l.): (s.n.)",
# "Cambridge: [s. d.]" (sine dato). Only the lower-case "s.n."/"s.d." or "S.l.": no initial's shape.
_BARE_UNPRINTED_IMPRINT_RE = re.compile(
    r"(?:[A-Z][^\W\d_]+(?:[ -][A-Z][^\W\d_]+)?\s*:\s*)?"
    r"[\[(]?(?:[Ss]\.\s?l\.|s\.\s?[nd]\.?)[\])]?(?:\s*[:,]\s*[\[(]?s\.\s?[nd]\.?[\])]?)?(?!\w)"
)

_CUTS: tuple[_Cut, ...] = (
    # ABNT (Brazil) writes "v. 43, n. 2, p. 123-130".
    # GOST writes "Т. 4. Вып. 2. С. 51–56" (volume, issue, pages).
    # German writes the volume as a year of the journal and the issue as a "Heft": "45. Jg., H. 2",
    # "Jg. 45, Heft 2"; Turkish "Cilt 29, Sayı 2, ss. 123-140", Scandinavian "årg. 59".
    _Cut(
        re.compile(r"(?:[Vv]ol(?:ume)?\.?|Bd\.|v\.|Т\.|Jg\.|[Cc]ilt|årg\.)\s*\d"),
        ("ol", "Bd.", "v.", "Т.", "Jg.", "ilt", "årg."),
        ",.",
        after="word",
    ),
    # Hungarian writes the number before its label: "22. évf. 3. sz. 45–67. o." (volume, issue, pages).
    _Cut(
        re.compile(r"\d{1,4}\.\s*(?:Jg\.|Jahrgang\b|évf\.|évfolyam\b|årg\.)"),
        ("Jg.", "Jahrgang", "évf", "årg."),
        ",.",
        after="word",
    ),
    # Czech and Slovak write the volume "roč." and the issue "č." ("roč. 45, č. 5, s. 1081-1090"),
    # Polish the issue "nr" with no stop ("t. 18, nr 4, s. 55-70").
    _Cut(
        re.compile(
            r"(?:[Nn]o\.|[Nn]r\.?|[Ii]ssue|[Nn][°º]|n\.º?|[Nn]úm\.|№|Вып\.|H\.|Heft|[Čč]\.|roč\.|Sayı)\s*\d"
        ),
        # ("Nr" and "nr", not "r": most texts hold an "r", few a "nr"; "roč." holds a "č.".) Spanish
        # and Catalan write the issue "núm." (UNE-ISO 690), Portuguese "n.º".
        ("o.", "Nr", "nr", "ssue", "°", "º", "n.", "№", "úm.", "Вып.", "H.", "Heft", "č.", "Č.", "Sayı"),
        ",.",
        after="word",
    ),
    # "pp52" (newspapers) runs the label into the number; AAA writes "Pp. 301–326", Springer
    # "pp 301–326" with no stop; Indonesian writes "hal." or "hlm." (halaman).
    _Cut(
        re.compile(r"(?:[Pp]p\.|p\.|pp(?=\s?\d)|pages?|S\.|ss\.|С\.|[Сс]тр\.|hal\.|hlm\.)\s*[A-Za-z]?\d"),
        ("p.", "pp", "Pp.", "page", "S.", "ss.", "С.", "тр.", "hal.", "hlm."),
        ",.",
        after="word",
    ),
    # A chapter's pages in parentheses after the book, labelled in other languages: "Book (s. 33-50)"
    # (Polish, Czech), "(str. 12-25)" (Croatian, Slovenian), "(pág. 4-9)" (lower case, so apart).
    _Cut(re.compile(r"\((?:s|str|págs?)\.\s*\d"), ("(s.", "(str.", "(pág"), ",."),
    _Cut(re.compile(r"[Aa]rt(?:icle)?\.?\s+(?:[Nn]o\.\s*)?[A-Za-z]?\d"), ("rt",), ",.", after="word"),
    _Cut(re.compile(r"\((?:19|20)\d\d[a-z]?\)"), ("(",), ",."),
    _Cut(
        re.compile(
            r"(?:\d{1,2}\s+)?"
            + _MONTH_NAMES
            + r"\.?\s+(?:\d{1,2}(?:\s*[-–]\s*\d{1,2})?,?\s+)?(?:19|20)\d\d\b"
        ),
        _MONTH_ABBREVIATIONS,
        ",.",
        after="word",
    ),
    _Cut(re.compile(r"(?:19|20)\d\d\s*(?=[:(]|\(\d)"), _YEAR_NEEDLES, ",.", after="free"),
    # The month glued to the year in a Vancouver date ("Science. 1976Dec;163:632–57"), as some
    # reference managers print it.
    _Cut(re.compile(r"(?:19|20)\d\d(?=" + _MONTH_NAMES + r"\b)"), _YEAR_NEEDLES, ".,;", after="free"),
    # "Journal 2004 1023-1047", "Journal 33 2004 1023-1047": (a volume,) a year, then the pages, with
    # no punctuation between.
    _Cut(
        re.compile(
            # The lookahead lets the engine skip to digits (half the time of the bare alternation).
            r"(?=\d)(?:\d{1,4}\s+(?:19|20)\d\d\s+(?=\d{1,5}\s?[-–]\s?\d{1,5}\b)"
            r"|(?:19|20)\d\d\s+(?=\d{1,5}\s?[-–]\s?\d{1,5}\b))"
        ),
        _YEAR_NEEDLES,
        ",.",
        after="free",
    ),
    _Cut(re.compile(r"(?:19|20)\d\d[a-z]?\s*[.,;]?\s*$"), _YEAR_NEEDLES, ",.", after="free", tail_only=True),
    # The year after the venue, closed by a stop, comma or semicolon ("Technical Report; 2014.").
    _Cut(re.compile(r"(?:19|20)\d\d[a-z]?\s*(?=[,.;])"), _YEAR_NEEDLES, ",.;", punctuation_required=True),
    # An older year as a sentence of its own after the journal (GOST): "// Записки. 1894. Т. 13.".
    _Cut(re.compile(r"1[5-8]\d\d\s*(?=\.)"), ("15", "16", "17", "18"), ",.", punctuation_required=True),
    _Cut(
        re.compile(r"(?:19|20)\d\d\s*(?:-{1,2}|–|—)\s*(?:19|20)\d\d\b"),
        _YEAR_NEEDLES,
        ",.",
        after="free",
        period=True,
    ),
    # A bare volume (and issue) closes the name where a comma, a colon, a parenthesis or the end follows
    # it, or Harvard's pages with no comma between ("Hydrology, 12 pp.1–9", "…, 31 (2) pp.5–19").
    _Cut(re.compile(r"\s\d{1,5}[A-Za-z]?\s*(?:\(\s*[\w–/-]+\s*\))?\s*(?=[,:]|$|\s*\(|pp\.\s?\d)"), (), ","),
    _Cut(re.compile(r"\s\d{1,5}[A-Za-z]?\s*:\s*[A-Za-z]?\d"), (":",), ","),
    # A volume written with letters or a hyphen before its issue: "IEEE Trans. Electromagn. Compat.,
    # EMC-20(3):361–367", "BASIC EMC PUBLICATION, 4-3(02), 2006".
    _Cut(
        re.compile(r"(?:[A-Z]{1,5}-\d{1,4}|\d{1,4}-\d{1,4})\s*\(\s*\d{1,4}\s*\)\s*(?=[,:]|$)"),
        ("(",),
        ",",
        punctuation_required=True,
        after="word",
    ),
    _Cut(re.compile(r",\s*e\d{3,}"), (",",), lead=False),
    # A series or a volume in Roman numerals after a journal's name: "…, 2° série, t. XII", "…, Bd. IV".
    _Cut(
        re.compile(r"\d{1,2}\s?[°ºeᵉ]?\s*(?:série|serie|Folge)\b|(?:t|Bd|Jg|[Vv]ol|Vol)\.\s*[IVXLC]+\b"),
        ("série", "serie", "Folge", "t.", "Bd.", "Jg.", "ol."),
        ",.",
        punctuation_required=True,
        digit=False,
        after="word",
    ),
    # An access note ends the venue: "Literary Review. Online: …", "Forbes. Retrieved from …",
    # "… [En ligne]", "(accessed 12 June 2012)", "Consulté le 7 février".
    _Cut(
        re.compile(
            r"(?:Online|Available|Retrieved|Accessed|accessed|Consulté|consulté|Abgerufen|abgerufen"
            r"|Recuperado|Consultado|Disponible|Disponível|Acesso\s+em|Verfügbar)\b"
            r"|\[(?:En ligne|Online|online)\]"
        ),
        (
            *("nline", "vailable", "etrieved", "ccessed", "onsulté", "bgerufen", "ligne"),
            *("ecuperado", "onsultado", "isponible", "isponível", "cesso", "erfügbar"),
        ),
        ".,;:([",
        punctuation_required=True,
        digit=False,
    ),
    # The marks of a place or a publisher the work does not print, in the reference's place of them.
    _Cut(
        UNPRINTED_IMPRINT_RE,
        ("[S.", "[s.", "[n.", "[N.", "[o."),
        ".,;:",
        digit=False,
    ),
    _Cut(
        _BARE_UNPRINTED_IMPRINT_RE,
        ("s.l.", "s. l.", "S.l.", "S. l.", "s.n", "s. n", "s.d", "s. d"),
        ".,;:",
        punctuation_required=True,
        digit=False,
        after="word",
    ),
    # A page range after a comma or semicolon ("Almqvist & Wiksell; 45-67", "The Baltic Trade, 45–67.").
    _Cut(
        re.compile(r"\d{1,6}\s*(?:-{1,2}|–|—)\s*\d{1,6}\s*(?=[.,;]|$)"),
        ("-", "–", "—"),
        ",;",
        punctuation_required=True,
        period=True,
    ),
    _Cut(
        re.compile(r"(?:" + _KNOWN_PUBLISHERS + r")\s*(?=[,.;]|$|(?:19|20)\d\d\b)"),
        (),
        ",.",
        punctuation_required=True,
        digit=False,
        after_name=True,
    ),
    _Cut(
        re.compile(r"(?:" + _GENERIC_PUBLISHER + r")\s*(?=[,.;]|$|(?:19|20)\d\d\b)"),
        ("Association", "Press", "Publish", "Verlag"),
        ",.",
        punctuation_required=True,
        digit=False,
    ),
    # Not "Angew. Chem. Int. Ed. 60": an "Ed." followed by a volume is part of a journal's name.
    _Cut(re.compile(r"\s(?:[Ee]ds?\.(?!\s+\d{1,3}\b)|\([Ee]ds?\.?\))"), ("Ed", "ed"), digit=False),
    # ", Place: Publisher" ("…, Miami (USA): Association for Computational Linguistics (ACL)").
    _Cut(
        re.compile(r",\s*[A-Z][^,:;()]{1,40}(?:\([^()]{1,20}\))?\s*:\s*(?:" + _PUBLISHERS + r")"),
        (":",),
        digit=False,
        lead=False,
    ),
)
_DIGIT_RE = re.compile(r"\d")
_VOLUME_ISSUE_DATE_RE = re.compile(
    r"(?<![\w.:/-])(\d{1,5}),\s*(\d{1,4})\s*\(" + _MONTH_NAMES + r"\.?\s+(?:19|20)\d\d\)"
)
# A volume written with letters or a hyphen before its issue: "EMC-20(3)", "4-3(02)".
_LETTERED_VOLUME = r"(?:[A-Z]{1,5}-\d{1,4}|\d{1,4}-\d{1,4})(?=\s*\()"
_VOL_ISSUE_RE = re.compile(
    r"(?<![\w.-])(" + _LETTERED_VOLUME + r"|\d{1,5}[A-Za-z]?)\s*\(\s*([\w–/-]{1,12})\s*\)"
)
_VOL_COLON_PAGES_RE = re.compile(
    r"(?<![\w.-])(" + _LETTERED_VOLUME + r"|\d{1,5})\s*(?:\(\s*([\w–/-]{1,12})\s*\))?\s*:\s*"
    r"([A-Za-z]?\d[\w:]*(?:\s*(?:-{1,2}|–|—)\s*[A-Za-z]?\d[\w:]*)?)"
)
# ("in the Proceedings of …": the running text's article goes; a capital "The" opens the book's own
# title, "In The Oxford History of Italy". "in:, Book": a style's own comma after the mark.)
_LEADING_IN_RE = re.compile(
    r"^(?:to\s+appear\s+|published\s+)?(?:in\s*(?::,?)?\s+(?:(?-i:the)\s+)?|(?:en|em|dans|im|nel|(?:di\s+)?dalam)\s*:?\s+"
    r"|(?:w|u|v|в)\s?:\s+|\[w:?\]\s+)",  # Polish writes its mark in brackets too: "[w:] Book"
    re.IGNORECASE,
)
# "(ICCV)", "(SC25)", "(NSDI '12)", "(USENIX ATC '14)", "(SIGGRAPH Asia 2024)"
_ACRONYM_PAREN_RE = re.compile(
    r"\(\s*((?:[A-Z]{2,}[A-Za-z0-9&/+-]{0,10}\s(?=[A-Z]))?[A-Za-z][A-Za-z0-9&/+-]{0,15}?[A-Za-z&+/-])"
    r"\s*[’']?\s*((?:19|20)?\d\d)?\s*\)"
)
# Google Scholar's inverted meeting name: the subject, a comma, the year, then the meeting's kind
# up to its "on" ("Big Data (Big Data), 2015 IEEE International Conference on").
_INVERTED_MEETING_RE = re.compile(
    r"[^.,;]{3,150}(?:\([^()]{1,30}\))?,\s*(?:19|20)\d\d\.?,?\s+[^.,;]{0,80}?"
    r"\b(?:Conference|Symposium|Workshop|Congress)\s+on(?:\s+the)?(?=\s*[.,]|\s*$)"
)


def is_inverted_meeting(venue: str) -> bool:
    """Is ``venue`` a meeting's name as Google Scholar inverts it, whole ("Big Data (Big Data), 2015
    IEEE International Conference on")? Its opening words alone name no venue."""
    match = _INVERTED_MEETING_RE.match(venue)
    return match is not None and match.end() >= len(venue.rstrip(" .,"))


# After "(ACRONYM)" the name has ended when a sentence or a comma segment follows (place, date, pages).
# Not before Scholar's inverted names ("Parallel … (IPDPS), 2013 IEEE 27th international symposium on").
_SENTENCE_AFTER_RE = re.compile(r"\s*(?:\.\s+[A-Z]|,(?![^,]{0,120}\b(?:on|of|for|in)\s*(?:,|$)))")
# A word every publisher name in _PUBLISHERS contains: a cheap test before the long pattern.
_PUBLISHER_WORD_RE = re.compile(
    r"IEEE|ACM|ACL|Springer|Elsevier|Wiley|Association|Press|SIAM|AAAI|PMLR|CEUR|Gruyter|Routledge|Sage|SAGE|"
    r"Kaufmann|Reilly|Curran|OpenReview|Dagstuhl|Scientific|Macmillan|Brill|Lang|Benjamins|Birkh|Publish|"
    r"Society|MDPI|Media|Group|Verlag|Francis"
)
_PUBLISHER_BEFORE_RE = re.compile(r"(?:" + _PUBLISHERS + r")\s*$")
_ACRONYM_PREFIX_RE = re.compile(r"^([A-Z][A-Za-z-]{1,15})\s*[’']?(?:(?:19|20)?\d\d)\s*:\s*")
# "CVPR 2025", "ICCV Workshop 2025", "SIGGRAPH Asia TC 2022" (a regional edition, a short track name).
_ACRONYM_ONLY_RE = re.compile(
    r"^([A-Za-z][A-Za-z0-9&+/-]{1,20}?(?:\s(?:Asia|Europe|Africa|Americas|Pacific))?)(\s*\([^()]{1,30}\))?"
    r"(?:\s*[’']\s*\d\d|\s+(?:19|20)\d\d)?"
    r"(\s+(?:Workshops?|Findings|Demo|Companion|Short\s+Papers|Posters?)|\s+[A-Z]{2,3})?"
    r"(?:\s+(?:19|20)\d\d)?$"
)
# A workshop's own acronym: "NeurIPS 2023 Workshop on XAIX (XAI in Action …)".
# A law review cited by volume, name, first page (and the page cited) and year: "12 Harv. Envtl. L.
# Rev. 66, 70 (2010)", "1 Journal of Human Rights and the Environment 66 (2010)", "8 Appalachian
# Nat. Resources L.J. 175 (2013-2014)".
LAW_REVIEW = (
    r"(?P<volume>\d{1,4})\s+(?P<journal>[A-Z][\w.&'’]*(?:\s+(?:[A-Z&][\w.&'’]*|of|and|the|on|for|in)){0,10})"
    r"\s+(?P<page>\d{1,5})(?:,\s*\d{1,5})?\s*\((?:[^()]{0,25}\s)?(?P<year>(?:19|20)\d\d)(?:\s?[-–]\s?(?:19|20)?\d\d)?\)"
)
_LAW_REVIEW_TAIL_RE = re.compile(LAW_REVIEW + "$")
# OSCOLA and the McGill Guide write the year first, in brackets, and the issue after the volume:
# "(2010) 12(3) Modern Law Review 66", "[2010] 12 MLR 66", "(2010) 12-3 Revue de droit 66-80"; a
# style that printed the year before the title writes "12 Journal of Law 66–80" alone.
_YEAR_FIRST_LAW_REVIEW_TAIL_RE = re.compile(
    r"(?:[(\[](?P<year>(?:19|20)\d\d)[)\]]\s+)?(?P<volume>\d{1,4})(?:\s?\(\d{1,4}\)|-\d{1,3})?"
    r"\s+(?P<journal>[A-Z][\w.&'’]*(?:\s+(?:[A-Z&][\w.&'’]*|of|and|the|on|for|in)){0,10})"
    r"\s+(?P<page>\d{1,5}(?:\s?[-–‑]\s?\d{1,5})?)$"
)
# A volume printed before its journal's name, the issue and pages after it: "vol. 106, Nature
# Materials, 100–122", "Bd. 12, Zeitschrift für Moos, Nr. 3, S. 7–19" (styles that render the volume
# ahead of the container title), perhaps after the year. Read as the journal's name, then its
# volume and the rest.
_VOLUME_BEFORE_JOURNAL_RE = re.compile(
    r"(?P<lead>(?:1[5-9]|20)\d\d[a-z]?[.,]{0,2}\s+)?"
    rf"(?:{label_pattern(volumelabels.ONE_VOLUME, STOP)})\s*(?P<volume>\d{{1,4}}[A-Za-z]?)\s*,\s+"
    r"(?P<journal>[^\W\d_][^,;:()\d]{1,150}?)\s*,\s*"
    r"(?P<rest>(?:(?:[Nn]os?\.|[Nn]r\.|[Nn]°|[Ii]ssue|pp?\.|S\.)?\s*\d{1,7}(?:\s?[-–—]\s?\d{1,7})?\s*[,.]?\s*){1,3}(?:(?:pp?|S)\.)?)"
)
_DETAILS_LABEL_RE = re.compile(r"[Nn]os?\.|[Nn]r\.|[Nn]°|[Ii]ssue|pp?\.\s*\d|S\.\s*\d")
_BOOK_SERIES_RE = re.compile(r"(?:Collection|coll\.|Collana|Reihe)\s", re.IGNORECASE)
_ABNT_VOLUME_RE = re.compile(r"(?<![\w.])v\.\s*(\d+[A-Za-z]?)")
_ABNT_NUMBER_RE = re.compile(r"(?<![\w.])n\.\s*(\d+(?:[-–/]\d+)?)")
_HEFT_RE = re.compile(r"(?<![\w.])(?:H\.|Heft)\s*(\d{1,3}(?:[-–/]\d{1,3})?)\b")  # German: "H. 2", "Heft 3"
_NUMBER_LABEL_RE = re.compile(r"no\.|nr|num|núm|issue|n\.?°|n\.?º|№|вып\.|č\.|sz\.|szám|sayı")
_PAGES_LABEL_RE = re.compile(r"p\.|page|s\.|с\.|стр\.|\d\.\s*o\.")
_MORE_PAGES_RE = re.compile(r"(?:\s*,\s*(?!(?:1[5-9]|20)\d\d\b)\d{1,4}(?:\s*[-–]\s*\d{1,4})?(?![\d(]))+")
_YEAR_RANGE_RE = re.compile(r"(?:19|20)\d\d\s?(?:-{1,2}|–|—)\s?(?:19|20)\d\d")
_RANGE_MARK_RE = re.compile(r"\d\s*(?:-|–|—)")
# (Also Cyrillic, with ISBD's space before the colon: "София : Наука".)
_IMPRINT_RE = re.compile(
    r"^[A-ZА-ЯЁ][\w'-]*(?:[ ,]+[A-ZА-ЯЁ][\w.'-]*){0,3}\s?:\s*([A-ZА-ЯЁ](?:[^,;:.]|\.(?!\s)){1,80}?)$"
)
_TRAILING_MONTH_RE = re.compile(r",\s*" + _MONTH_NAMES + r"\.?$")
# A newspaper's or report's day of issue after its name: "Forbes, 20 February", "Report 7. September 5",
# "Journal, June 3", and a meeting's days ("Congress, January 16-21"): the year is read elsewhere,
# the rest of the date is no part of the venue.
_TRAILING_DATE_RE = re.compile(
    rf"[,.:;]\s*(?:\d{{1,2}}(?:er|\.)?(?:\s*[-–]\s*\d{{1,2}}\.?)?\s+)?(?:(?i:{fields.MONTH_WORDS})|{_MONTH_NAMES})"
    r"(?:\s+\d{1,2}(?:st|nd|rd|th)?(?:\s*[-–]\s*\d{1,2}(?:st|nd|rd|th)?)?)?\.?$"
)
# An issue's months after the journal, no comma between: "Hazardous Materials July/August", "Gen Dent
# May-June".
_MONTH_SPAN_END_RE = re.compile(rf"\s+(?i:{fields.MONTH_WORDS})\.?\s?[-/–]\s?(?i:{fields.MONTH_WORDS})\.?$")
# A month, or months, alone: the date of a page or an issue ("…, Juni 2014"), no venue's name.
_MONTH_ALONE_RE = re.compile(
    rf"\s*(?i:{fields.MONTH_WORDS})\.?(?:\s?[-/–]\s?(?i:{fields.MONTH_WORDS})\.?)?\s*"
)
# "The Times (16/05/65)", "(accepted 08/2024)": a numeric date in parentheses (a status read out of
# them leaves its comma); "Journal ()": the parentheses of a year read away.
_NUMERIC_DATE_PAREN_RE = re.compile(
    r"\s*\([\s,;]*(?:\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|(?:0?[1-9]|1[0-2])/(?:19|20)\d\d)\s*\)"
)
# "(accepted 08/2024)", "Journal, 5/2/2025": a date written in numbers, whose year ``fields.YEAR_RE``
# leaves alone (it skips the years of "2003/2004" and of numbers with a slash); its year is the work's.
_NUMERIC_DATE_RE = re.compile(r"(?<![\w/.:-])(?:\d{1,2}[/.])?(?:0?[1-9]|1[0-2])/((?:19|20)\d\d)(?![\w/])")
_EMPTY_BRACKETS_RE = re.compile(r"\(\s*\)|\[\s*\]")
_WORKSHOP_ON_RE = re.compile(r"\bWorkshop\s+on\s+(?:the\s+)?(?:([A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9-]*)\b)?")
# "XXAI: Extending Explainable AI … ICML Workshop": the name opens with its acronym.
_LEADING_ACRONYM_RE = re.compile(r"^([A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9-]*):\s")
# (Not a year closing a span: "… of psychology, 1750–1920" names the book's period.) A year the
# name goes on after is part of the name as printed and stays: "Proceedings of the 2014 ACM
# SIGMOD International Conference on …", "2008 Eighth IEEE International Conference on Data
# Mining", "CONCUR 2010 - Concurrency Theory", "… of the 2023 4th International …", Scholar's
# "…, 1992., Fourth Symposium on the" (the venue table's keys leave years out, so the canonical
# name is found either way).
_EDITION_YEAR_RE = re.compile(
    r"(?<![\w./–-])(?:19|20)\d\d(?![\w/–-])"
    r"(?P<after>(?:\.,)?\s+(?:[-–—]\s+)?(?:[^\W\d_]+|\d{1,3}(?:st|nd|rd|th)\b))?"
    r"|(?<![\w])[’']\d\d(?!\w)"
)


def _edition_year_out(match: re.Match[str]) -> str:
    """The year read out of a venue, unless the name goes on after it (a month is no name's)."""
    after = match.group("after")
    if after is None or fields.parse_month(after.strip(" -–—")) is not None:
        return after or ""
    return match.group(0)


# "IF: 3.2", "(JCR Q1)", "[ImpactFactor: 2.514 | H index: 170 | SJR 2015: 1.912]": a journal's
# metrics that a list adds after an item, their years ("SJR 2015") none of the work's.
_IMPACT_RE = re.compile(
    r",?\s*\bIF\s*[=:]\s*[\d.]+(?:\s*\([^()]{0,60}\))?|\(\s*JCR[^()]{0,60}\)"
    r"|,?\s*\[\s*(?:impact\s*factor|IF|SJR|JCR|H[\s-]?index|CiteScore)\b[^\[\]]{0,200}\]",
    re.IGNORECASE,
)
_IMPACT_NEEDLES = ("jcr", "impact", "sjr", "citescore", "h index", "h-index")
_EDITORS_RE = re.compile(
    r"\b(?:In:?\s+)?((?:[^.()]{2,400}?)),?\s*(?:\([Ee]ds?\.?\)|[Ee]ds?\.|\(eds?\.\)|\(Hrsg\.\)|\(éds?\.\))\s*[,:.]?",
)
_EDITED_BY_RE = re.compile(r"\b[Ee]dited\s+by\s+[^.]{2,300}\.")
_THESIS_RE = re.compile(
    r"\b(?:Ph\.?\s?D\.?|Doctoral|Master'?s?|M\.?Sc\.?|Bachelor'?s?|Diploma|Habilitation)\s+(?:thesis|dissertation)\b|"
    r"\b(?:thesis|dissertation|Dissertation|Doktorarbeit|thèse)\b|"
    r"\b(?:Ph\.?\s?D\.?|M\.?A\.?)\s+diss\.|"  # Chicago: "PhD diss., University of X, 2013"
    # The national standards' words: ABNT's "Tese", "Dissertação", GOST's "дис.", Turkish "doktora
    # tezi", ČSN ISO 690's "Disertační práce", PN-ISO 690's "praca doktorska",
    # Dutch "proefschrift", Italian "tesi di dottorato".
    # (ABNT's degree and course in parentheses after its word, then a dash before the school: "Tese
    # (Doutorado em Física) – Universidade X".)
    r"\b(?:tese|dissertação)\b(?:\s*\((?:doutorado|mestrado|livre-docência)\b[^()]{0,100}\))?(?:\s*[–—-](?=\s))?|"
    r"\b(?:диссертация|дисертація|proefschrift)\b|(?<!\w)дис\.|"
    r"\b(?:doktora|yüksek\s+lisans)\s+tezi\b|"
    r"\b(?:disertační|diplomová|bakalářská|rigorózní)\s+práce\b|\bpraca\s+(?:doktorska|magisterska)\b|"
    r"\btesi\s+di\s+(?:dottorato|laurea)\b",
    re.IGNORECASE,
)
# The words that introduce a translator ("translated by", "Tradução de", "trad. di", "trans. by").
# "trans." alone only in lower case and before a name ("trans. Gary Kern"): "Trans. Am. Math. Soc." is
# a journal; "Trad. fr. par", "Trad fr. par": the language of the translation may come first.
TRANSLATOR_WORDS = (
    r"(?:[Tt]ranslated\s+by|[Tt]rans\.\s+by|trans\.(?=\s+[A-Z][a-z]+\.?\s+[A-Z])"
    r"|[Tt]rad(?:\.|(?=\s+(?:fr|it|angl|all|esp)\.))\s+(?:(?:fr|it|angl|all|esp)\.\s+)?(?:de|di|par)|[Tt]raduit\s+par"
    r"|[Tt]radu[cç][ãa]o\s+de|[Tt]raducci[óo]n\s+de|[Tt]raduzione\s+di|übersetzt\s+von|Übers\.\s+v\.)"
)
# The translator's name up to a comma or a period; several names up to a period ("Tradução de A.
# Souza, B. Lima. São Paulo: …").
_TRANSLATOR_RE = re.compile(rf"^\s*[,.]?\s*{TRANSLATOR_WORDS}\s+(?:\b[A-Z]\.|[^.,])*(?:[.,]\s+|$)")
_TRANSLATORS_RE = re.compile(rf"^\s*[,.]?\s*{TRANSLATOR_WORDS}\s+(?P<names>(?:\b[A-Z]\.|[^.])*)(?:\.\s+|$)")
_LEADING_PAGES_RE = re.compile(
    r"^\s*[,.]?\s*(?:\(\s*(\d{1,5}\s*(?:-{1,2}|–|—)\s*\d{1,5})\s*\)\s*[,.]?\s*"
    # SBL: "Pages 225–238 in Book. Edited by …": the chapter's pages before the book's "in"; the
    # label alone where the pages are unknown ("Page in Book", "P. in Book"), and the pages set
    # apart by a comma or a stop before "In:" ("pp. 520–547, In: Book", "p. 538–562. In Book").
    r"|(?:Pages?|[Pp]p?\.)\s+(?:(\d{1,5}\s*(?:-{1,2}|–|—)\s*\d{1,5})\s*[,.]?\s+)?(?=[Ii]n:?\s))"
)
_PAGE_COUNT_NEEDLE_RE = re.compile(r"\d\s*(?:pp?|S|с|pages|Seiten|str|págs?)\b")
_PAGE_COUNT_RE = re.compile(
    r"(?:^|[.,;]\s*[-–]?\s*)(?:[ivxlc]{1,6},\s*)?\d{1,4}\s*(?:pp?|S|с|pages|Seiten|str|págs?)\.?\s*$"
)
# A label word alone, what a cut right after it leaves of a venue.
_LABEL_ONLY_RE = re.compile(rf"(?:{label_pattern(('vols', *volumelabels.ALONE))}|[Nn]o|[Nn]r|pp?|Heft)\.?")
# A book's volume alone where the venue would stand: "Title. Vol. 6. Ed. A. Name. Place: House".
_VOLUME_ONLY_RE = re.compile(rf"(?:{label_pattern(volumelabels.ALONE)})\.?\s*(\d{{1,4}}|[IVXLC]{{1,6}})")
# "Tucson: Arizona Press, 1993. xiv, 316 p. Transcribes and annotates …": sentences about the book after
# its count of pages, in an annotated list.
_NOTE_AFTER_PAGE_COUNT_RE = re.compile(
    r"(?P<count>(?:^|[.,;]\s*)(?:[ivxlc]{1,6},\s*)?\d{1,4}\s*(?:pp?|S|pages|Seiten|str|págs?)\.)"
    r"\s+(?P<note>[A-ZÀ-Þ][^\d]{10,})$"
)
_LOWER_WORD_RE = re.compile(r"(?<![\w'’-])[a-zà-ÿ]{3,}\b")
_EDITION_NEEDLE_RE = re.compile(r"ed|éd|Ed|Aufl|wyd|изд")
_EDITION_RE = re.compile(
    r"\(\s*\d{1,2}-?е\s*изд\.[^()]{0,40}\)"  # "(2-е изд., испр. и доп.)": what was revised, too
    # GOST's edition area, unbracketed: "2-е изд., перераб. и доп.".
    r"|\b\d{1,2}-?е\s*изд\.,?\s*(?:испр|перераб|доп|стер|расш)\.(?:,?\s*(?:и\s+)?(?:испр|перераб|доп|стер|расш)\.)*"
    r"|\(?\b\d{1,2}(?:st|nd|rd|th|e|ème|ère|ª|º|\.|-е)?\s*(?:ed|edn|éd|[Ee]dition|édition|Aufl|Auflage|изд)\b"
    r"\.?\)?"
    r"|\b(?:wyd|Aufl)\.\s*\d{1,2}\b"
    # "Rev. ed.", "Revised and expanded edition", "Rev. and enlarged ed.": a revision named, no number.
    r"|\b(?:Rev\.|Revised)(?:\s+(?:and|&)\s+(?:expanded|enlarged|updated))?\s+(?:ed\b\.?|edn\b\.?|edition\b)"
)
_THESIS_NEEDLE_RE = re.compile("thes|diss|doktor|thèse|tese|dissert|дис|tezi|tesi|práce|praca|proefschrift")
_DASH_SEPARATOR_RE = re.compile(r"\s-{2,3}\s|\s[—–]\s*$|\s[—|]\s")
_LINK_LABEL_RE = re.compile(r"\[((?:[^\[\]\n]|\[[^\[\]\n]{0,60}\]){0,300})\]\((?:[^()\s]{0,2000})\)")
_BARE_URL_RE = re.compile(r"https?:\s?//\S{1,2000}|\bwww\.\S{1,2000}")
# What PubMed's results print after a record's PMID: "PMID: 33123456 Free PMC article. Review."
_PUBMED_KINDS = (
    r"Free\s+PMC\s+article|Free\s+article|Review|Systematic\s+Review|Meta-Analysis|Clinical\s+Trial|"
    r"Randomized\s+Controlled\s+Trial|Case\s+Reports"
)
# PubMed's closing notes: "Epub 2017 Nov 23.", "Epub ahead of print.", "PMID: 29175494; PMCID: PMC6033.":
# the online-first date is not the issue's year, and the ids (and the kinds after them) are no venue.
_PUBMED_NOTES_RE = re.compile(
    r"[.;,]?\s*(?:Epub\s+(?:ahead\s+of\s+print|(?:19|20)\d\d(?:\s+[A-Z][a-z]{2}(?:\s+\d{1,2})?)?)"
    rf"|PMID:?\s*\d{{1,9}}(?:[.;,]?\s*(?:{_PUBMED_KINDS})\b\.?)*|PMCID:?\s*PMC\d{{1,9}})(?=[.;,\s]|$)"
)
# A serial's or a book's standard number: "ISSN 2041-1723", "issn: 1948-2353", "ISBN 978-1-2345-6789-0";
# its digits are no year (nor its parts pages: "ISBN 978–1–449–34468–9", joined by dashes).
_STANDARD_NUMBER_RE = re.compile(
    r"\b(?:e-?|p-?)?IS[SB]N(?:-1[03])?\s*:?\s*[\dXx][\dXx –‐‑-]{6,20}[\dXx]", re.IGNORECASE
)
# A DOI label closing the text, its number taken away with the link it was part of or read
# as a field of its own: no word of the venue's name.
_DOI_LABEL_CLOSING_RE = re.compile(r"[.,;]?\s*\b(?:doi|DOI)\s*:?\s*$")
# (The resolver's address may stand before the number without its scheme, as some styles print it:
# "doi.org/10.…".)
_DOI_TEXT_RE = re.compile(
    r"(?:,|\.)?\s*(?:doi|DOI)\s*:?\s*10\.\d{4,9}/\S{1,300}"
    r"|(?<!\w)(?:(?:dx\.)?doi\.org/)?10\.\d{4,9}/\S{1,300}"
)
_ARXIV_TEXT_RE = re.compile(
    r"\barXiv(?:\s+preprint)?\s*:?\s*(?:abs/)?\d{4}\.\d{4,5}(?:v\d+)?|\babs/\d{4}\.\d{4,5}"
)
_ARXIV_EPRINTS_RE = re.compile(r"[\s,.;:]*([Aa]r[Xx]iv\s+e-prints)\b")
_PAGE_RANGE_RE = re.compile(r"(?<![\d.])\d{1,5}\s?(?:-{1,2}|[–—])\s?\d{1,5}(?!\d)")
_LEADING_PUNCTUATION_RE = re.compile(r"^\s*[,.;:]?\s*")
_EMPTY_PARENS_RE = re.compile(r"\(\s*\)")
# (Asked only whether it finds one: its first character is matched by one class and the rest of
# each word asked behind it, so that the regex engine skips to the next such character.)
_EDITOR_WORD_RE = re.compile(
    r"[EeHéÉ(](?:(?<=[Ee])(?:ds?\b|ditors?\b)|(?<=H)(?:rsg|g\.)|(?<=[éÉ])ds?"
    r"|(?<=\()(?:(?:[Dd]ir|[Cc]oords?|[Oo]rgs?|red|ред|ur|[Cc]omps?)\.\)|szerk\.?\)|a cura di\)))"
)


def names_editors(text: str) -> bool:
    """Does ``text`` hold an editors' mark ("eds.", "Hrsg.", "(red.)", "(a cura di)")?"""
    return _EDITOR_WORD_RE.search(text) is not None


# (Also the pages cited alone: "p. 643-647", "S. 12".)
_NUMBERS_ONLY_RE = re.compile(r"\s*(?:(?:pp?|S|s)\.\s?)?\d+\s*(?:[:(,]|[-–]\s*\d+\s*\.?\s*$|$)")
_BARE_NUMBER_RE = re.compile(r"(?<![\w.:/-])(?:[A-Za-z]?\d{1,12}[A-Za-z]?)(?![\w/-])")
_EDITION_THEME_RE = re.compile(r"\s(?:19|20)\d\d\s*:\s")
_SPACE_COMMA_RE = re.compile(r"\s+,")
_DOUBLE_COMMA_RE = re.compile(r",\s*,")


@dataclass
class Tail:
    """What the text after the title says."""

    venue: str | None = None
    venue_acronym: str | None = None
    year: int | None = None
    years: list[int] = field(default_factory=list)
    month: int | None = None
    volume: str | None = None
    number: str | None = None
    pages: str | None = None
    article_number: str | None = None
    publisher: str | None = None
    doi: str | None = None
    arxiv_id: str | None = None
    status: Status | None = None
    award: str | None = None
    editors: str | None = None
    links: list[Link] = field(default_factory=list)
    type_hint: PublicationType | None = None
    impact_factor: bool = False
    leading_in: bool = False  # "in Proc. …": IEEE marks conference and book venues with "in"
    acronym_only: bool = False  # the venue is written as its acronym only ("CVPR 2025")


_MD_IMAGE_RE = re.compile(r"!\[[^\[\]]{0,200}\]\([^()\s]{0,2000}\)")


def _remove_links(text: str) -> str:
    """Drop link-only decorations ([arXiv](..), [doi](..), [HAL](..)) and bare URLs."""

    def keep_label(match: re.Match[str]) -> str:
        label = match.group(1).strip()
        # A label that is itself a DOI, or a link word, is decoration, not venue text.
        if (
            not label
            or len(label) < 25
            or fields.find_doi(label)
            or label.lower().startswith(("http", "www"))
        ):
            return " "
        return label

    if "![" in text:
        text = _MD_IMAGE_RE.sub(" ", text)  # a badge on the venue line ("![Oral](…shields.io…)")
    if "](" in text:
        text = _LINK_LABEL_RE.sub(keep_label, text)
    if "http" in text or "www." in text:
        text = _BARE_URL_RE.sub(" ", text)  # "http: //…" too, a link broken by the copy
    return text


_MIDDLE_DOT_RE = re.compile(r"(?<=\S)\s+·\s+(?=\S)")
# Web of Science's results page: "CHEMISTRY OF MATERIALS  Volume: 35  Issue: 14  Pages: 5521-5533
# Published: JUL 25 2023" (its new view drops the colons: "Volume 35  Issue 14  Page 5521-5533
# Published MAR 2021"), each detail after its label and the date last. Read as written without the
# colons, "Article Number" as "Article", and the date without its day.
_WOS_DETAILS_RE = re.compile(r"\sVolume:?\s+\S+\s.*\bPublished:?\s+(?:[A-Z]{3}|(?:19|20)\d\d)")
_WOS_LABEL_COLON_RE = re.compile(
    r"\b(Volume|Issue|Page|Special\s+Issue|Supplement|Part|Published)s?:\s*|\bArticle\s+Number:?\s*"
)
_WOS_DAY_RE = re.compile(r"(\bPublished\s+[A-Z]{3}(?:-[A-Z]{3})?)\s+\d{1,2}\s+(?=(?:19|20)\d\d\b)")


def _without_wos_labels(text: str) -> str:
    text = _WOS_LABEL_COLON_RE.sub(lambda match: f"{match.group(1) or 'Article'} ", text)
    return _WOS_DAY_RE.sub(r"\1 ", text)


# The same line of a work with no volume (a conference's paper, a book, a thesis), its fields parted
# by spaces: "CHI CONFERENCE  Pages: 88-105  Published: FEB 2019", "ROUTLEDGE  Published: 1989",
# and as a labelled-field run is written ("Data Engineering  Published: 2019. DOI: 10.1109/…").
# Read as a citation's tail writes it: "CHI CONFERENCE, pp. 88-105, FEB 2019".
_WOS_UNVOLUMED_RE = re.compile(
    r"(?P<venue>\S.*?\S)(?P<details>(?:\s+(?:Pages?|Article\s+Number|DOI):\s*\S+)*)\s+Published:"
    r"(?:\s*(?P<month>[A-Z]{3}(?:-[A-Z]{3})?\s+)?(?:\d{1,2}\s+)?(?P<year>(?:19|20)\d\d)(?P<rest>(?:[.,;](?:\s.*)?)?))?"
)
_WOS_DETAIL_RE = re.compile(r"(Pages?|Article\s+Number|DOI):\s*(\S+)")


def _wos_details_as_citation(match: re.Match[str]) -> str:
    written = {"Page": "pp. {}", "Pages": "pp. {}", "DOI": "DOI: {}"}
    details = [
        written.get(label, "{}").format(value) for label, value in _WOS_DETAIL_RE.findall(match["details"])
    ]
    # (the month written "Feb", read so and not as a word of the name; the reader may have taken the
    # year out already, leaving the label alone at the end)
    date = f"{(match['month'] or '').title()}{match['year']}" if match["year"] else ""
    return ", ".join(filter(None, [match["venue"], *details, date])) + (match["rest"] or "")


_CLOSING_PAGES_RE = re.compile(r"\.(?<=[^\W\d_]{3}\.)\s+(?=\d{1,5}\s*[-–]\s*\d{1,5}$)")


# "Remote Sensing 2016;8(4):1–9" (Elsevier's author-year models): the year after the journal's
# name with no stop, the volume after a semicolon.
_NAME_YEAR_VOLUME_RE = re.compile(r"(?<=[^\W\d_])\s+((?:19|20)\d\d[a-z]?;\s?\d)")


# GOST R 7.0.5 and ISBD write the imprint "Place : Publisher, Year"; with no place printed, the
# " : " still stands after the area's stop ("// Proceedings. : Springer, 1996."): no part of the venue.
# The places GOST 7.0.12 abbreviates ("М. : Наука", "СПб. : Питер"; transliterated "M. : Nauka")
# are printed places, not an area's stop.
_EMPTY_PLACE_RE = re.compile(r"(?<=[^\W\d_]\.)\s:\s")
_ABBREVIATED_PLACE_RE = re.compile(r"(?:^|[\s(])(?:М|Л|К|Мн|СПб|Спб|M|L|SPb)\.$")


def _stop_before_empty_place(colon: re.Match[str]) -> str:
    """ " : " after an area's stop is dropped; after a place GOST abbreviates it stays."""
    before = colon.string[max(0, colon.start() - 6) : colon.start()]  # the longest place and a space
    return colon.group() if _ABBREVIATED_PLACE_RE.search(before) else ". "


def _journal_before_volume(text: str) -> str:
    """ "vol. 106, Nature Materials, 100–122" as "Nature Materials, vol. 106, 100–122", read then as
    the journal and its details; a book's volume and house ("Vol. 36, Delta Press, 1996") stay."""
    ahead = _VOLUME_BEFORE_JOURNAL_RE.fullmatch(text)
    if ahead is None:
        return text
    rest = ahead.group("rest")
    if not (_PAGE_RANGE_RE.search(rest) or _DETAILS_LABEL_RE.search(rest)):
        return text  # "Vol. 36, Perdrix, 1996": the house and its year, no journal's details
    if _PUBLISHER_WORD_RE.search(ahead.group("journal")) and not _PAGE_RANGE_RE.search(rest):
        return text
    lead, journal, volume = ahead.group("lead", "journal", "volume")
    return f"{lead or ''}{journal}, vol. {volume}, {rest}".rstrip(" ,.")


def parse_tail(raw: str, *, links: bool = True) -> Tail:
    """Read venue and bibliographic details from the text after the title.

    ``links=False`` skips collecting links, for callers that took them from the whole citation.
    """
    read = _read_tail(raw, links)
    # The reading is kept for the next caller: each gets its own copy, and its own lists, to change.
    # (A shallow copy of the fields, made by hand: ``replace`` would run the initialiser over every
    # field, and ``copy.copy`` goes through the pickling protocol, each at many times the cost.)
    tail = Tail.__new__(Tail)
    tail.__dict__.update(read.__dict__)
    tail.years = list(read.years)
    tail.links = list(read.links)
    return tail


@line_cache  # pure; a citation's readings ask it of the same text more than once
def _read_tail(raw: str, links: bool) -> Tail:
    tail = Tail()
    raw = raw[:4000]  # a citation tail is short: cap the work for pathological input
    # "RSS 2024 · Best Paper Award": a middle dot between parts separates them as a period does.
    if "·" in raw:
        raw = _MIDDLE_DOT_RE.sub(". ", raw)
    if "Published" in raw and _WOS_DETAILS_RE.search(raw):
        raw = _without_wos_labels(raw)
    elif "Published:" in raw and (unvolumed := _WOS_UNVOLUMED_RE.fullmatch(raw.strip())):
        raw = _wos_details_as_citation(unvolumed)
    raw = without_trailing_link_labels(raw)
    if not raw.strip():
        return tail
    if links:
        tail.links = fields.find_links(raw)
    tail.doi = fields.find_doi(raw)
    tail.arxiv_id = fields.find_arxiv_id(raw)
    text = _remove_links(raw)
    if "--" in text or "—" in text or "–" in text or "|" in text:
        text = _DASH_SEPARATOR_RE.sub(" ", text)
    text = strip_markup(text)
    if "\\" in text or "{" in text:
        text = decode_latex(text)  # only LaTeX text: a markdown "828--832" stays as it is written
    text = collapse_spaces(text)
    if ";" in text:
        text = _NAME_YEAR_VOLUME_RE.sub(r". \1", text)  # "Journal 2016;8(4):1–9", as "Journal. 2016;8(4)"
        if " ; " in text and text.rstrip(" .").endswith(")"):
            text = _ISBD_SERIES_END_RE.sub("", text)  # "Leipzig : Verlag, 2012 (Series ; Bd. 45)"
    text = fields.without_closing_note(text)
    text = _DOI_TEXT_RE.sub(" ", text) if "10." in text else text
    rxiv_year = None
    if "Rxiv" in text or "rxiv" in text:
        text, rxiv_year = _take_rxiv_id(tail, text)
    if "doi" in text or "DOI" in text:
        text = _DOI_LABEL_CLOSING_RE.sub("", text)  # "Journal. DOI:" whose number was read apart
    if "SN" in text or "sn" in text or "BN" in text or "bn" in text:  # ISSN, ISBN
        text = _STANDARD_NUMBER_RE.sub(" ", text)
    if "Soc.," in text and (paper := _SOCIETY_PAPER_NUMBER_RE.search(text)) is not None:
        # AMS's meeting paper, "… Meeting, Phoenix, AZ, Amer. Meteor. Soc., 3.4": the paper's number
        tail.article_number = paper.group(1)
        text = text[: paper.start()] + "."
    if text.startswith(("Preprints", "Extended Abstracts")):
        text = _AMS_PREPRINTS_RE.sub("", text)  # AMS's "Preprints, 25th Conf. on …": the volume's kind
    if text.rstrip(" .").endswith(")"):
        text = _UNPARTED_SERIES_END_RE.sub("", text)  # "Berlin : Springer, 2019 (Lecture Notes in … 11562)"
    if _has_access_needle(text):
        if _ACCESS_OPENING_RE.match(text):
            return tail  # "Title. Consulté le avril 4, 2014, sur revues.org": the note alone, no venue
        text = _ACCESS_DATE_RE.sub(" ", text)  # the day a page was read is not the day it was published
        text = _LINK_WORDS_RE.sub(" ", text)
    if "URL" in text:
        text = _EMPTY_URL_LABEL_RE.sub(" ", text)  # "Technical Report; 2014. URL: .": the link is read apart
    if "ast " in text or "odified" in text:
        text = _record_edit_date_out(text)  # "Date created: 2019-11-02 | Last edited: 2020-02-10"
        text = _LAST_MODIFIED_RE.sub(" ", text)  # "BBC News. Last modified March 1, 2012": the date stays
    if "osted" in text or "reated" in text:
        text = _posted_date_read(text)  # "PsyArXiv | Date created: 2019-11-02", "SSRN. Posted: 12 Mar 2021"
    if "dvance" in text or "head of print" in text or "[Preprint]" in text:
        text = _ONLINE_FIRST_RE.sub(" ", text)  # "Journal. Advance online publication.": no part of its name
    if "PM" in text or "Epub" in text:
        text = _PUBMED_NOTES_RE.sub(" ", text)  # PubMed's ids and online date: the issue dates the paper
    award = fields.find_award(text)
    if award:
        tail.award = award
        text = _remove_award(text, award)
    status = fields.status_span(text)
    if status:
        tail.status = status[0]
        text = (text[: status[1]] + " " + text[status[2] :]).strip()
        text = _LEADING_PUNCTUATION_RE.sub("", text)
        text = _EMPTY_PARENS_RE.sub("", text)
    lowered = text.lower()
    metrics = holds_any(lowered, _IMPACT_NEEDLES)
    if (metrics or ("if" in lowered and ("=" in text or ":" in text))) and _IMPACT_RE.search(text):
        tail.impact_factor = True
        text = _IMPACT_RE.sub("", text)
    lowered = text.lower()
    thesis = _THESIS_RE.search(text) if _THESIS_NEEDLE_RE.search(lowered) else None
    if thesis and thesis.start() < 40:
        tail.type_hint = PublicationType.THESIS
        opened = _THESIS_BRACKET_BEFORE_RE.search(text, 0, thesis.start()) is not None
        text = text[thesis.end() :]
        if opened:
            text = _school_out_of_brackets(text)
    # "(New York: Harcourt, 1968; repr. …, 2007)", "1968. 2. Auflage 2006": the year of the edition
    # cited is the one before a reprint's or a later edition's note.
    later = _LATER_EDITION_RE.search(text) if holds_any(text, _LATER_NEEDLES) else None
    cited_years = fields.find_years(text[: later.start()]) if later is not None else []
    if _EDITION_NEEDLE_RE.search(text):
        text = _EDITION_RE.sub(" ", text)  # "2nd ed.", "(3ème éd.)", "wyd. 2": the edition is no venue
    text = isbd.without_responsibility_before_host(text)  # GOST: "/ A. B. Name // Journal …"
    if text.startswith("//"):
        text = text[2:].lstrip()  # GOST: "Title // Journal. Place, 2000."
    mark = TYPE_MARK_RE.match(text)
    if mark:
        # GB/T 7714 "[J]. Journal, 2015, 521(7553): 436-444" / "[C]//Proceedings …. 2016: 770-778".
        tail.type_hint = MARK_TYPES.get(mark.group(1).split("/")[0])
        text = text[mark.end() :]
    translator = _translator_note(text) if "ra" in text or "bers" in text else None
    if translator:
        text = text[translator.end() :]  # "…, translated by A. Sheridan. New York: Norton": no venue
    elif ("rans" in text or "rad" in text or "bers" in text) and (
        sentence := _TRANSLATOR_SENTENCE_RE.search(text) or _TRANSLATOR_AFTER_COMMA_RE.search(text)
    ):
        text = text[: sentence.start()] + text[sentence.end() :]
    leading_pages = _LEADING_PAGES_RE.match(text)
    if leading_pages:
        # "'Title' (301-340) in A. Editor (ed.), Book": the chapter's pages come first.
        found_pages = leading_pages.group(1) or leading_pages.group(2)
        if found_pages:
            tail.pages = found_pages.replace(" ", "")
        text = text[leading_pages.end() :]
    text = _take_editors(tail, text)
    if ". : " in text:
        text = _EMPTY_PLACE_RE.sub(_stop_before_empty_place, text)  # "// Proceedings. : Springer"
    if tail.editors is not None:
        italic = _ITALIC_VENUE_RE.search(_remove_links(raw))
        if italic:
            # "In: Eds (Eds) Special issue title. *Journal* 67: 1-10": a journal paper after all.
            tail.venue = collapse_spaces(strip_markup(italic.group(2)))
            text = text.replace(tail.venue, " ", 1)
            text = re.sub(r"^[^.]*\.\s", "", text)
        else:
            tail.type_hint = tail.type_hint or PublicationType.CHAPTER
    if tail.arxiv_id and (arxiv := _ARXIV_TEXT_RE.search(text)):
        # "Geom. Funct. Anal. 31 (2021), 455–489. arXiv:2003.01234": a published paper's arXiv copy.
        published = _PAGE_RANGE_RE.search(text, 0, arxiv.start()) is not None
        printed = _ARXIV_EPRINTS_RE.match(text)  # "ArXiv e-prints (2017), arXiv:…": the name as printed
        tail.venue = (
            (printed.group(1) if printed else "arXiv") if "arxiv" in text.lower() and not published else None
        )
        text = _ARXIV_TEXT_RE.sub(" ", text)
        tail.type_hint = None if published else PublicationType.PREPRINT
    text = collapse_spaces(text).strip(" ,;.")
    law = _LAW_REVIEW_TAIL_RE.match(text) if tail.venue is None else None
    if law:
        # Bluebook: "12 Harv. Envtl. L. Rev. 66, 70 (2010)": volume, journal, first page, year.
        tail.volume, tail.venue, tail.pages = law.group("volume"), law.group("journal"), law.group("page")
        tail.years = [int(law.group("year"))]
        tail.year = tail.years[0]
        return tail
    if tail.venue is None:
        text = _journal_before_volume(text)
    law = _YEAR_FIRST_LAW_REVIEW_TAIL_RE.match(text) if tail.venue is None else None
    if law:
        tail.volume, tail.venue, tail.pages = law.group("volume"), law.group("journal"), law.group("page")
        if law.group("year"):
            tail.years = [int(law.group("year"))]
            tail.year = tail.years[0]
        return tail
    note = _NOTE_AFTER_PAGE_COUNT_RE.search(text) if _PAGE_COUNT_NEEDLE_RE.search(text) else None
    if note is not None and len(_LOWER_WORD_RE.findall(note.group("note"))) >= 2:
        text = text[: note.end("count")]  # an annotated list's note on the book: no venue, no publisher
    if _PAGE_COUNT_NEEDLE_RE.search(text[-12:]):
        # A book's count of pages closes it ("Boréal. 240 p.", "xiv, 316 p.", "1973.- 312 с."): no volume.
        text = _PAGE_COUNT_RE.sub("", text).rstrip(" ,;.-–")
    if text[-1:].isdigit():
        # "…: John Benjamins. 647–677": a chapter's pages after the sentence of its imprint.
        text = _CLOSING_PAGES_RE.sub(", ", text)
    if ";" in text and ":" in text and (medline := _MEDLINE_DETAILS_RE.fullmatch(text)) is not None:
        _read_medline(tail, medline)
        return tail
    text, report = _take_report_number(tail, text)
    _read_details(tail, text)
    if tail.years and cited_years:
        tail.year = cited_years[-1]
    if rxiv_year is not None and tail.year is None:
        tail.year = rxiv_year  # "bioRxiv 2021.07.05.470474" and no year else: the year it was posted
        tail.years = [tail.year]
    if report and tail.venue and not (tail.volume or tail.pages or tail.leading_in):
        # A report's issuing body, "… TR-2003-12. Delta Institute of Technology, Lagos.": no venue.
        tail.publisher, tail.venue = tail.publisher or tail.venue, None
    if report and not tail.venue:
        tail.type_hint = tail.type_hint or PublicationType.OTHER  # a report: its number is no issue
    if tail.venue:
        _finish_venue(tail, raw)
    if tail.venue and _LABEL_ONLY_RE.fullmatch(tail.venue):
        # "Title, Vol. 36, Delta Press, 1996": a book's volume, no journal named, the label left alone.
        tail.venue, tail.type_hint = None, tail.type_hint or PublicationType.BOOK
    elif tail.venue and (volume := _VOLUME_ONLY_RE.fullmatch(tail.venue)) is not None:
        # "Title. Vol. 6. Ed. A. Name. Bloomington: …": an edited book's volume, no container.
        tail.volume, tail.venue = tail.volume or volume.group(1), None
        if tail.type_hint in (None, PublicationType.CHAPTER):
            tail.type_hint = PublicationType.BOOK
    if (
        tail.venue
        and (month := fields.parse_month(tail.venue)) is not None
        and (text.rstrip(" .,;").endswith(tail.venue) or _MONTH_THEN_YEAR_AT_END_RE.search(text))
    ):
        # "Title. February.", "Title, Feb. 2013": a report's month (and year), no venue.
        tail.month, tail.venue = tail.month or month, None
    if tail.venue and len(tail.venue) <= 40 and (is_place(tail.venue) or place_left_of_year(tail.venue)):
        # "Bonn 1991, Reha-Verlag, (Heft 12 …)": the place of a book's imprint is no venue.
        tail.venue, tail.type_hint = None, tail.type_hint or PublicationType.BOOK
    return tail


# MEDLINE's (PubMed's) details: "Trends Neurosci. 2021 Nov;44(11):856-863", "Neuroimage. 2018 Feb
# 15;167:408-418", "BMJ. 2019;364:l1021": the journal's abbreviation, the issue's date, then
# volume(issue):pages with no spaces. Vancouver writes the same from BibTeX: the month in small
# letters, an en dash, the journal's name in full, a subtitle after a spaced colon ("Reviews : MR.
# 2013 sep;77(3):342–56"), a supplement after the volume ("108 Suppl(Supplement_1):4578–85") and
# an article's number of letters and digits ("9(1):giz160").
_MEDLINE_DETAILS_RE = re.compile(
    r"(?P<journal>[^\W\d_](?:[^;:()]|\s:\s){0,150}?)\.\s+(?P<year>(?:19|20)\d\d)"
    r"(?:\s+(?P<month>(?i:" + _MONTH_NAMES + r"(?:-" + _MONTH_NAMES + r")?))(?:\s+\d{1,2})?)?"
    r"\s*;\s*(?P<volume>\d{1,5}(?:\s+Suppl\b\.?(?:\s*\d{1,3}(?=\s*:))?)?)"
    r"(?:\s*\((?P<issue>[^()]{1,20})\))?\s*:\s*"
    r"(?P<pages>[A-Za-z]{0,4}\d+(?:[-–][A-Za-z]?\d+)?(?:\.e\d+)?)"
)


def _take_rxiv_id(tail: Tail, text: str) -> tuple[str, int | None]:
    """The tail without its bioRxiv or medRxiv identifier, kept as the preprint's number and, unless a
    DOI is written, as its DOI (the server's prefix and the identifier); with the year the identifier
    dates, when it does ("2021.07.05.470474"). The server's name, and a year written before the
    identifier ("bioRxiv 2020; 2020.11.02.365123"), stay."""
    found = fields.find_rxiv_id(text)
    if found is None:
        return text, None
    identifier = found.group("id")
    tail.doi = tail.doi or f"10.1101/{identifier}"
    tail.article_number = tail.article_number or identifier
    kept = " "
    if "name" in found.re.groupindex:
        kept = found.group("name") + (f" {found.group('written')}" if found.group("written") else "")
    text = collapse_spaces(text[: found.start()] + kept + text[found.end() :])
    return text, int(found.group("year")) if found.group("year") else None


def _read_medline(tail: Tail, found: re.Match[str]) -> None:
    tail.venue = _MEDIUM_LABEL_RE.sub("", found.group("journal"))
    tail.year = int(found.group("year"))
    tail.years = [tail.year]
    tail.month = fields.parse_month(found.group("month"))
    tail.volume, tail.number = found.group("volume"), found.group("issue")
    pages = found.group("pages")
    if "-" in pages or "–" in pages:
        tail.pages = pages
    else:
        tail.article_number = pages  # "15(1):5963": an article's number, no range


# A report's or a standard's designation, a part of the tail of its own: "Technical Report TR-2003-12",
# "Report No. 4028", "EPA-540-F-98-038 (PB98-963309)", "UFC 3-200-01", "F1417-11a". Its code holds a
# digit and a hyphen or a slash, unless a label ("No.", "Number") names it.
_REPORT_CODE = r"[A-Z0-9][\w.]*(?:[-/ ][\w.]+)*"
_DOCUMENT_CODE = r"[A-Z][A-Z0-9]*[-/ ]?\d[\w]*(?:[-/][\w]+)+"
_REPORT_NUMBER_RE = re.compile(
    r"(?:^|(?<=[.,;])\s+)(?:(?:(?:Technical|Tech\.|Research|Internal|Working|Project|Final|Interim|Progress"
    r"|Scientific|Open[- ]File)\s+)?(?:Report|Rep\.|Memorandum|Paper|Note)s?\s+"
    r"(?:(?:No\.?|Number|Nr\.?|#)\s*(?P<labelled>\d[\w./-]*|"
    + _REPORT_CODE
    + r")|(?P<code>"
    + _DOCUMENT_CODE
    + r"|\d+(?:[-/][\w]+)+))"
    r"|(?P<bare>" + _DOCUMENT_CODE + r")(?:\s*\([A-Z0-9][\w-]{2,30}\))?)"
    r"(?=\s*[.,;]\s|\s*[.,;]?\s*$)"
)
_REPORT_NEEDLE_WORDS = ("Rep", "Memo", "Paper", "Note", "rint")
# A capital before a digit, perhaps a dash, slash or space between ("TR-2003", "A 12"): led by the
# digit, the capital asked behind it.
_REPORT_CODE_NEEDLE_RE = re.compile(r"\d(?:(?<=[A-Z]\d)|(?<=[A-Z][-/ ]\d))")
# teachPress prints a report's kind and number in brackets after its institution: "Institute,
# (Preprint no. 2023-17), 2023.", "(Report no. 45)", "(Working Paper No. 123)".
_BRACKETED_REPORT_NUMBER_RE = re.compile(
    r"[,;]?\s*\(\s*(?:(?:Technical|Tech\.|Research|Working|Discussion|Internal|Project)\s+)?"
    r"(?:Report|Rep\.|Memorandum|Paper|Note|Preprint)s?\s+(?:[Nn]o\.?|[Nn]umber|[Nn]r\.?|#)\s*"
    r"(?P<code>[\w./-]*\d[\w./-]*)\s*\)"
)
_PAGE_LABEL_BEFORE_RE = re.compile(r"(?:\b[Pp]p?|\bS|\b[Pp]ages?)\.?\s*$")


_LATER_NEEDLES = ("epr", "impr", "ééd", "druck", "aduction", "anslation", "Aufl")
# A later edition, a reprint or the original of a translation, noted after the imprint.
_LATER_EDITION_RE = re.compile(
    r"[;.,(\[]\s*(?:[Rr]epr\.|[Rr]eprint(?:ed)?\b|[Rr]éimpr|[Rr]ééd|Nachdruck|Neudruck|[Tt]raduction\s+de\b"
    r"|[Tt]ranslation\s+of\b|\d{1,2}\.\s+Aufl)"
)


def _take_report_number(tail: Tail, text: str) -> tuple[str, bool]:
    """The tail without a report's designation, its code as the number; True when one was found."""
    if not holds_any(text, _REPORT_NEEDLE_WORDS) and _REPORT_CODE_NEEDLE_RE.search(text) is None:
        return text, False
    if "(" in text and (bracketed := _BRACKETED_REPORT_NUMBER_RE.search(text)) is not None:
        tail.number = tail.number or bracketed.group("code").strip(" .")
        return (text[: bracketed.start()] + text[bracketed.end() :]).strip(" ,;."), True
    for found in _REPORT_NUMBER_RE.finditer(text):
        code = found.group("labelled") or found.group("code") or found.group("bare")
        if found.group("bare") and _PAGE_LABEL_BEFORE_RE.search(
            text, max(0, found.start() - 8), found.start()
        ):
            continue  # "pp. E20-E22": pages
        tail.number = tail.number or code.strip(" .")
        return (text[: found.start()] + text[found.end() :]).strip(" ,;."), True
    return text, False


_THESIS_BRACKET_BEFORE_RE = re.compile(r"[(\[]\s*(?:[Uu]npublished\s+)?$")


def _school_out_of_brackets(text: str) -> str:
    """What follows APA's thesis mark in brackets, the school set out as the first segment: "[Doctoral
    dissertation, School]. Archive" → "School, Archive"; "(Doctoral dissertation). School" → "School"."""
    close = min((i for i in (text.find(")"), text.find("]")) if i >= 0), default=-1)
    if close < 0:
        return text
    school = text[:close].strip(" ,;")
    rest = text[close + 1 :].lstrip(" .,;")
    return f"{school}, {rest}" if school and rest else school or rest


def _translator_note(text: str) -> re.Match[str] | None:
    """The translator note opening the tail: several names up to a period, else one up to a comma."""
    several = _TRANSLATORS_RE.match(text)
    if several is not None and "," in several.group("names") and is_author_list(several.group("names")):
        return several
    return _TRANSLATOR_RE.match(text)


# A series after a proceedings name: "MICCAI 2015. LNCS, vol. 9351" is MICCAI in the LNCS series.
_SERIES_END_RE = re.compile(
    r"\s*\.\s+(?:LNCS|LNAI|LNBI|LNBIP|CCIS|LIPIcs|AISC|LNEE|LNNS|IFIP\s+AICT|Lecture\s+Notes\s+in\s+[^.,]+)$"
)
_SERIES_PAREN_RE = re.compile(
    r"\s*\(((?:The\s+)?[^()]{0,80}\b(?:Series|Lecture\s+Notes|Studies)\b[^()]{0,80})\)?\s*$"
)
_SCHOOL_RE = re.compile(
    r"Univ|Institut|School|College|Hochschule|[ÉE]cole|Polytechn|Academy|Akademie|Universidad|Università"
)
_LEADING_ITALIC_RE = re.compile(
    r"^\s*[,.]?\s*(?:[Ii]n:?\s+)?([*_]{1,2})(?=\S)([^*_\n]{1,200}?\S)\1(?=\s*(?:[,.(\d]|$))"
)
_NAME_NUMBER_RE = re.compile(r"[0-9A-Z]{1,3}")
# How the work was presented, closing the venue: "ICRA . Oral", "ICRA . (Spotlight)" (its year read apart).
_PRESENTATION_NOTE_RE = re.compile(
    r"\s*\.\s+(?P<open>\()?(?:Oral|Spotlight|Poster|Contributed\s+talk|Invited\s+talk)(?:\s+(?:presentation|paper|talk))?"
    r"(?(open)\))$",
    re.IGNORECASE,
)


def _abbreviated_at_the_end(venue: str, raw: str) -> bool:
    """Does the citation end with the venue, abbreviated with periods, and its final period?"""
    return (
        bool(venue)
        and raw.rstrip().endswith(venue + ".")
        and _INNER_ABBREVIATION_RE.search(venue) is not None
        and _ABBREVIATION_END_RE.search(venue) is not None
    )


# Vancouver's medium after a journal's or a book's name, "Journal [Internet]. 2019;", "In: Book
# [Internet]. House; 2012", which ABNT copies ("Journal.[Internet], v. 9"), and the national
# standards' ("Revue [En ligne], 12, 3", "Журнал [Электронный ресурс]").
_MEDIUM_LABEL_RE = re.compile(rf"\s*\[(?:{ELECTRONIC_MEDIUM}|[Ss]erial on the Internet)\]")
# MLA adds a local newspaper's town in square brackets after its name where the name lacks it
# ("Star Tribune [Minneapolis]", "Herald [Brighton]"): the town is no part of the name.
_TOWN_IN_BRACKETS_RE = re.compile(r"\s*\[([^\[\]\d]{2,40})\]$")


def _without_bracketed_town(venue: str) -> str:
    if not venue.endswith("]"):
        return venue
    # (Only the venue's end is searched: the bracket is closed at it and holds 40 characters at most.)
    town = _TOWN_IN_BRACKETS_RE.search(venue, max(0, len(venue) - 50))
    if town is None or town.start() == 0 or not is_place(town.group(1)):
        return venue
    return venue[: town.start()].rstrip()


# APA's details of a book in parentheses after its name, closed by the pages cited: "Book (Reprint,
# 2nd ed., Vol. 3, pp. 1–5)", German "(Orig.-Ausg., 1. Aufl., Bd. 2387, S. 171–176)".
_DETAILS_CLOSED_BY_PAGES_RE = re.compile(r"[^()]*\b(?:pp?|S|s)\.\s*[\w–-]+\s*\)")


def _without_open_details(venue: str, raw: str) -> str:
    """The book's name without what the reading of its edition, volume and pages left of the details
    in parentheses after it ("Book (Orig.-Ausg., [Nachdr.]" → "Book")."""
    opened = venue.rfind("(")
    head = venue[:opened].rstrip()
    at = raw.find(venue[: opened + 1])
    if not head or at < 0 or _DETAILS_CLOSED_BY_PAGES_RE.match(raw, at + opened + 1) is None:
        return venue
    return head


# Nature, Science, PNAS and the physics styles close a book's or a proceedings' name with its imprint
# in parentheses, "(House, 1980)", "(Lima, 2007)", "(House, Place, 2011)": the year read out of it
# leaves "(House, )" behind. Nature writes the chapter's pages before it: "Book (eds …) 489–500
# (House, 1980)".
_EMPTIED_IMPRINT_RE = re.compile(
    r"(?:\s+(?P<pages>\d{1,5}\s?[-–]\s?\d{1,5}))?\s*\(\s*(?P<house>[^(),]{1,80}?)\s*(?:,[^(),]{1,60})?,\s*\)$"
)


def _without_emptied_imprint(tail: Tail, venue: str) -> str:
    """The venue without the parenthesised imprint its year was read out of; the house in it is the
    publisher (a place alone names none), the pages before it the pages."""
    emptied = _EMPTIED_IMPRINT_RE.search(venue, max(0, len(venue) - 200))
    if emptied is None or emptied.start() == 0:
        return venue
    house = emptied.group("house").strip()
    if not is_place(house):
        tail.publisher = tail.publisher or house
    tail.pages = tail.pages or emptied.group("pages")
    return venue[: emptied.start()].rstrip(" ,.;")


def _finish_venue(tail: Tail, raw: str) -> None:
    """Venue clean-up that needs the whole tail: series, presentation notes, a thesis's school,
    the italic span that marks the venue, and the chapter hint of proceedings with editors."""
    venue = tail.venue or ""
    series = _SERIES_END_RE.search(venue)
    if series and series.start() > 0:
        venue = venue[: series.start()]
        only = _ACRONYM_ONLY_RE.match(venue)
        if only and _is_acronym_like(only.group(1)):
            tail.venue_acronym = tail.venue_acronym or only.group(1)
            tail.acronym_only = True
    venue = _PRESENTATION_NOTE_RE.sub("", venue)
    if "[" in venue:
        venue = _without_bracketed_town(_MEDIUM_LABEL_RE.sub("", venue).strip())
    if venue.endswith(")"):
        venue = _without_emptied_imprint(tail, venue)
    if venue.count("(") > venue.count(")"):
        venue = _without_open_details(venue, raw)
    series_paren = _SERIES_PAREN_RE.search(venue)
    if series_paren:
        inner = series_paren.group(1).strip()
        # "Book Title (Lecture Notes in Computer Science)": the series is no part of the book's name;
        # a venue that is only the series in parentheses is the series.
        venue = venue[: series_paren.start()].rstrip(" ,") or inner
    if tail.type_hint == PublicationType.THESIS and ("," in venue or ":" in venue):
        # "Ph.D. dissertation, Technische Universität München, Munich, Germany": the school, not the place;
        # Vancouver's "[dissertation]. Ibadan: University of Ibadan": the school after its place.
        segments = [segment.strip() for segment in re.split(r"[,:]", venue)]
        venue = next((segment for segment in segments if _SCHOOL_RE.search(segment)), segments[0])
    italic = _LEADING_ITALIC_RE.match(_remove_links(raw)) if "*" in raw or "_" in raw else None
    if italic:
        written = collapse_spaces(italic.group(2)).strip(" ,.")
        extra = written[len(venue) :] if written.startswith(venue) else ""
        if extra[:1] == " " and _NAME_NUMBER_RE.fullmatch(extra.strip()):
            venue = written  # "*boundary 2*, vol. 40": the number belongs to the name
    if _abbreviated_at_the_end(venue, raw):
        venue += "."  # "…, to appear in Invent. Math.": the last period is the abbreviation's
    venue = without_closing_kind(without_opening_kind(without_volume_details(venue)))
    if tail.type_hint != PublicationType.THESIS:
        venue = without_publishing_university(venue)  # a thesis's school is its venue
    if _MONTH_ALONE_RE.fullmatch(venue):
        venue = ""  # "http://…, Juni 2014": the month a page is dated, in any language, names no venue
    elif (kind := _DOCUMENT_KIND_RE.fullmatch(venue)) is not None:
        # DIN 1505's closing note of the kind of document: "… 2011. – Forschungsbericht", "– Diplomarbeit".
        venue = ""
        tail.type_hint = tail.type_hint or (
            PublicationType.THESIS if kind.group("thesis") else PublicationType.OTHER
        )
    elif (kind := _DOCUMENT_KIND_BY_RE.fullmatch(venue)) is not None and not kind.group("thesis"):
        # "Technical Report. Harbour Institute.": the kind of document, then the body that issued it.
        venue = ""
        tail.publisher = tail.publisher or kind.group("body")
        tail.type_hint = tail.type_hint or PublicationType.OTHER
    tail.venue = venue or None
    # Editors before "MICCAI 2015" or "Proc. …" edit proceedings, not a book.
    if (
        tail.type_hint == PublicationType.CHAPTER
        and tail.editors is not None
        and (tail.acronym_only or fields.heading_type(venue) == PublicationType.CONFERENCE)
    ):
        tail.type_hint = None


# A kind of document named alone where the venue would stand: a report or a thesis in German compounds
# ("Forschungsbericht", "Abschlussbericht", "Diplomarbeit", "Masterarbeit") or a research report.
_DOCUMENT_KINDS = (
    r"(?:[A-ZÄÖÜ][a-zäöüß]*(?:bericht|papier)|(?P<thesis>(?:Diplom|Master|Bachelor|Magister|Studien)arbeit)"
    r"|(?:Technical|Research)\s+[Rr]eport)"
)
_DOCUMENT_KIND_RE = re.compile(r"\s*" + _DOCUMENT_KINDS + r"\.?\s*")
# The kind as a sentence of its own in a reference: "… (2014-2017). Technical Report; 2014.".
_DOCUMENT_KIND_SENTENCE_RE = re.compile(r"[.;,–]\s+" + _DOCUMENT_KINDS + r"\s*[.;,]")
# Each kind holds one of these (the pattern is tried at every stop and comma of a reference).
_DOCUMENT_KIND_NEEDLES = ("bericht", "papier", "arbeit", "eport")


def names_document_kind(text: str) -> bool:
    """Does a reference name the kind of document it is in a sentence of its own ("… Title.
    Technical Report; 2014.", "… 2011. – Forschungsbericht.")?"""
    if not holds_any(text, _DOCUMENT_KIND_NEEDLES):
        return False
    return _DOCUMENT_KIND_SENTENCE_RE.search(text + ".") is not None


# The kind, then the body that issued the document: "Technical Report. Harbour Institute.".
_DOCUMENT_KIND_BY_RE = re.compile(r"\s*" + _DOCUMENT_KINDS + r"[.;,]\s+(?P<body>[A-Z][^.;,():]{1,80}?)\.?")


# "(eds.)", "(Hrsg.)", "(Hg.)", "(éd.)", "(dir.)", "(coord.)", "(Org.)", "(red.)", "(ur.)", "(a cura di)": the
# editors' mark of many languages, in parentheses after the editors' names.
EDITOR_MARK_WORDS = (
    r"[Ee]ds?|Hrsg|Hg|[éÉ]ds?|[Dd]ir|[Cc]oords?|[Oo]rgs?|red|ред|ur|[Cc]omps?|szerk|a\s+cura\s+di"
)
# "(Eds.)", "Eds.", and Vancouver's "In: Lind A, Roe B, editors. Book.": the word after a comma.
_EDS_MARK_RE = re.compile(
    rf",?\s*(?:\(\s*(?:{EDITOR_MARK_WORDS}|[Ee]ditors?)\.?\s*\)"
    r"|\b[Ee]ds?\.(?=[\s,:]|$)|(?<=,)\s*[Ee]ditors?\.(?=\s|$))"
)
_IN_RE = re.compile(r"\b(?:[Ii]n\s?:?|[Ee]n\s?:?|[Ee]m:|[Dd]ans\s?:?|im|nel|[WUV]:|В:)\s+|\[[Ww]:?\]\s+")
_ITALIC_VENUE_RE = re.compile(r"(?<![\w*])([*_]{1,2})(?=\S)([^*_\n]{1,200}?\S)\1(?=\s*(?:\d|,|\(|\[|$))")
# "edited by A. Brandt, B. Lima", "ed. by Brandt, Anna and Lima, Bruno, eds.": the names up to a
# period, a parenthesis or the end (a list of names), else up to the first comma.
# Also French "édité par" and "sous la direction de", Spanish and Portuguese "editado por", German
# "herausgegeben von" (also short, DIN 1505's "Hrsg. v."), Russian and Bulgarian "под ред." ("под ред. на"),
# Polish "red." or "pod red." (PN-ISO 690: "W: Book, red. A. Name"), Italian "a cura di" unbracketed.
_EDITED_BY = (
    r"(?:\b(?:[Ee]dited|[Ee]d\.)\s+by|(?<!\w)[ÉéEe]dit[ée]e?s?\s+par|\b[Hh]erausgegeben\s+von"
    r"|(?<!\w)(?:[Hh]rsg|[Hh]g)\.\s+(?:v\.|von)"
    r"|\b[Ss]ous\s+la\s+direction\s+de|\b[Ee]ditad[oa]s?\s+por|(?<!\w)[Пп]од\s+ред\.(?:\s+на)?"
    r"|(?<!\w)(?:pod\s+)?red\.(?=\s+[A-ZÀ-Þ])|(?<!\w)a\s+cura\s+di(?=\s+[A-ZÀ-Þ]))"
)
_EDITED_BY_RE2 = re.compile(
    rf"[,.]?\s*{_EDITED_BY}\s+(?P<names>(?:\b[A-Z]\.|[^.()]){{2,300}}?)"
    r"(?:,?\s*\b[Ee]ds?\.)?(?=\.\s|\s*\(|\.?$)"
)
# The Royal Society of Chemistry's chapter: "in Book, eds R. Patel, I. H. Zhang and S. Ricci, House,
# 1980": the mark with no stop, then names written initials first (the house's name has none).
_INITIALLED_NAME = (
    r"(?:[A-ZÀ-Þ]\.[\s-]?)+(?:[a-z]{1,3}\s+){0,2}[A-ZÀ-Þ][^\W\d_'’-]*(?:[-'’][^\W\d_]+)*"
    r"(?:\s[A-ZÀ-Þ][^\W\d_]+)?"  # "H. Le Roux"
)
_INITIALLED_NAMES = rf"{_INITIALLED_NAME}(?:(?:,\s*|,?\s+(?:and|&)\s+){_INITIALLED_NAME})*"
_BARE_EDS_BEFORE_INITIALLED_RE = re.compile(rf",\s*eds?\s+(?P<names>{_INITIALLED_NAMES})(?=\s*[,.(]|$)")
# AIP's "in Book, edited by R. Patel, I. H. Zhang, and S. Ricci, House, 1980": the names written
# initials first up to the first comma after one that is no name.
_EDITED_BY_INITIALLED_RE = re.compile(rf"[,.]?\s*{_EDITED_BY}\s+(?P<names>{_INITIALLED_NAMES})(?=\s*[,.(]|$)")
_EDITED_BY_ONE_RE = re.compile(rf"[,.]?\s*{_EDITED_BY}\s+((?:\b[A-Z]\.|[^.]){{2,300}}?)(?=[,.]\s|$)")
# SBL and Chicago: the book's series and its number as a sentence after the editors' ("Edited by A.
# Name. Harbour Studies 12. Kirkwall: …"): no part of the book's name.
_SERIES_SENTENCE_RE = re.compile(
    r"[A-ZÀ-Þ][^\W\d_]*(?:\s+(?:[A-ZÀ-Þ][^\W\d_]*|of|and|in|on|&)){0,6}\s+\d{1,4}\.\s+(?=\S)"
)


# Chicago: "In Book, ed. A. Brandt and B. Lima, 116-132." / "…, ed. A. Brandt. 116-132.": the mark
# before the names, which run to the pages or a sentence's end (not an initial's period). MLA writes
# the mark as a sentence after the book's ("Book. Ed. A. Brandt. Oxford: …").
_ED_BEFORE_NAMES_RE = re.compile(
    r"(?:,\s*[Ee]d|(?P<sentence>\.\s+Ed))\.\s+(?P<names>(?:\b[A-Z]\.|[^.()]){2,300}?)(?<!\b[A-Z])"
    r"(?=,\s*\d|\.\s|\.?$)"
)
# "… Edited by A. Brandt. Translated by D. Thompson. New York: …": the translator's sentence inside the
# tail is no part of the book's name.
_TRANSLATOR_SENTENCE_RE = re.compile(
    rf"\.\s+{TRANSLATOR_WORDS}\s+(?:\b[A-Z]\.|[^.])+?(?<!\b[A-Z])(?=\.\s|\.?$)"
)
# "Illuminations, trans. H. Zohn, ed. by …": the translator named between commas after the book.
_TRANSLATOR_AFTER_COMMA_RE = re.compile(
    rf",\s+{TRANSLATOR_WORDS}\s+(?:\b[A-Z]\.|[^,.();]){{2,80}}?(?=[,.(;]|$)"
)


_EDITORS_IN_PARENS_RE = re.compile(
    r"\s*\((?:Hrsg|Hg|[Ee]ds?|éds?|a\s+cura\s+di)\.?:?\s+(?:v\.\s+|von\s+|by\s+|par\s+)?([A-ZÀ-Þ][^()]{2,120})\)"
)


# The last sentence's end (a word's period, not an initial's) before an editors' mark.
_LAST_SENTENCE_END_RE = re.compile(r"[^\W\d_]{2}\.\s+(?!.*[^\W\d_]{2}\.\s)")


# "In : G. Roe et al., Book, …": the book's editors cut short by "et al." with no mark.
_IN_NAMES_ET_AL_RE = re.compile(
    r"(?P<in>(?:[Ii]n|[Dd]ans)\s*:?\s+)(?P<names>[^,;()]{2,60}?)\s+et\s+al\.?,\s+(?=[A-ZÀ-Þ])"
)


def _editors_after_mark(match: re.Match[str]) -> bool:
    """The names after an "ed." mark are people's; after the sentence "Ed." each has two words at
    least, as a house's name ("Ed. Cerf, Paris") does not."""
    return is_author_list(match.group("names")) and (
        match.group("sentence") is None or _people(match.group("names"))
    )


def _people(names: str) -> bool:
    """Each name has two words at least ("K. Lorenz", "B. da Costa"), as a house's name ("Cerf") or a
    journal's abbreviated word ("Int.") does not."""
    pieces = [name for name in re.split(r",|\band\b|&", names) if name.strip()]
    return all(len(name.split()) >= 2 for name in pieces)


_INITIALS_THEN_FAMILY_RE = re.compile(r"\s*(?:[A-Z]\.\s?-?)+\s*[A-ZÀ-Þ][^\W\d_]+")
_INITIAL_RE = re.compile(r"[A-Z](?<![^\W\d_].)\.")


def _book_before_initialled_names(names: str) -> bool:
    """ "In Marine Bioassays, A. L. Brandt and J. Lima, eds.": the first part, words with no initial,
    is the book's name before editors written with their initials first (an inverted list, "Van der
    Berg, A., Lind, B.", writes no initials before a family name)."""
    first, *others = names.split(",")
    return (
        len(first.split()) >= 2
        and not _INITIAL_RE.search(first)
        and any(_INITIALS_THEN_FAMILY_RE.match(re.sub(r"^\s*(?:and|&)\s+", "", other)) for other in others)
    )


# The parts of a list of names: between commas, and before "and" ("A. Brandt and J. Lima, eds.").
_NAME_PIECE_RE = re.compile(r"(?:(?!\s(?:and|&)\s)[^,])+")
_SUFFIX_PIECE_RE = re.compile(r"(?:Jr|Sr)\.?|I{2,3}|IV")
# German lists shorten "und" to "u.": "In: Jantzen, W. u. Müller, U. (Hrsg.): Book".
_GERMAN_AND_RE = re.compile(r"\s+u\.\s+(?=[A-ZÀ-Þ])")


def _take_editors(tail: Tail, text: str) -> str:
    """Remove an editor list ("In: A, B (Eds)", "in Book, A. B and C. D, Eds.", "edited by …")."""
    cut_short = _IN_NAMES_ET_AL_RE.match(text) if " al" in text else None
    if cut_short and is_author_list(cut_short.group("names")):
        tail.editors = cut_short.group("names")
        return cut_short.group("in") + text[cut_short.end() :]
    named = _EDITORS_IN_PARENS_RE.search(text) if "(" in text else None
    if named:
        # "Hafen und Stadt (Hrsg. Klaus Vogel), Kiel": the editors named inside the parenthesis.
        tail.editors = named.group(1)
        return text[: named.start()] + text[named.end() :]
    if (
        ("ed. " in text or "Ed. " in text)
        and (before := _ED_BEFORE_NAMES_RE.search(text))
        and _editors_after_mark(before)
    ):
        tail.editors = before.group("names")
        after = text[before.end() :].lstrip(" .,")
        return text[: before.start()] + (", " if after[:1].isdigit() else ". ") + after  # the pages follow
    bare = _BARE_EDS_BEFORE_INITIALLED_RE.search(text) if ", ed" in text else None
    if bare is not None:
        tail.editors = bare.group("names")
        after = text[bare.end() :].lstrip(" .,")
        return text[: bare.start()] + ", " + after
    edited = (
        _EDITED_BY_RE2.search(text)
        if "d by" in text
        or "d. by" in text
        or " par " in text
        or "gegeben von" in text
        or "g. v" in text
        or "direction de" in text
        or "do por" in text
        or "da por" in text
        or "од ред." in text
        or "red. " in text  # Polish, Czech, Dutch, Scandinavian: "red. A. Name" (redakcja, redaktør)
        or "a cura di " in text
        else None
    )
    if edited is not None and not is_author_list(edited.group("names")):
        edited = _EDITED_BY_INITIALLED_RE.search(text) or _EDITED_BY_ONE_RE.search(text)
    if edited:
        # "Title. Ed. by A. Brandt. Oxford: …", "In Book, edited by A. Brandt, 12–30".
        tail.editors = edited.group(1)
        # The note ended the container's name, as a period does ("Book, ed. by A. B (Place: …").
        after = text[edited.end() :].lstrip(" .,")
        if text[edited.end() : edited.end() + 1] == "." and (series := _SERIES_SENTENCE_RE.match(after)):
            after = after[series.end() :]  # "Edited by A. Name. Harbour Studies 12. Kirkwall: …"
        # "Book / под ред. A. Name": ISBD's slash opened the statement of who is responsible.
        before = text[: edited.start()].rstrip()
        before = before[:-1].rstrip() if before.endswith(" /") else before
        return before + (", " if after[:1].isdigit() else ". ") + after
    marker = _EDS_MARK_RE.search(text) if _EDITOR_WORD_RE.search(text) else None
    if marker is None:
        return text
    before, after = text[: marker.start()], text[marker.end() :]
    openers = list(_IN_RE.finditer(before))
    opener = openers[-1] if openers else None
    names = _GERMAN_AND_RE.sub(" und ", before[opener.end() :]) if opener is not None else ""
    if opener is not None and is_author_list(names) and not _book_before_initialled_names(names):
        tail.editors = names.strip(" ,")
        return (before[: opener.start()] + " " + after).strip()
    # "dans Book/ A. Name (éd.)": the editors after a slash, as ISBD states who is responsible.
    book, slash, responsible = before.rpartition("/")
    if slash and book.strip() and is_author_list(responsible.replace(" - ", ", ")):
        tail.editors = responsible.strip(" ,")
        return (book.rstrip() + " " + after).strip()
    # AAA: "In Book. A. Editor and B. Editor, eds. Pp. 1–20.": the editors a sentence after the book's name.
    sentence = _LAST_SENTENCE_END_RE.search(before)
    if (
        sentence is not None
        and is_author_list(before[sentence.end() :])
        and _people(before[sentence.end() :])
    ):
        tail.editors = before[sentence.end() :].strip(" ,")
        return (before[: sentence.start() + 3] + " " + after.lstrip(" .,")).strip()
    # IEEE: "in Book Title (Series), A. Editor, B. Editor, and C. Editor, Eds. Publisher".
    pieces = list(_NAME_PIECE_RE.finditer(before))
    start_index = len(pieces)
    initialled = False  # names written with initials first: a part with none is no name of theirs
    while start_index > 0:
        piece = pieces[start_index - 1].group(0).strip()
        piece = re.sub(r"^(?:(?:Jr|Sr)\.?\s+)?(?:and|&)\s+|\s+et\s+al\.?$", "", piece)
        if _SUFFIX_PIECE_RE.fullmatch(piece):
            start_index -= 1  # "A. L. Brandt, Jr. and J. Lima, Jr., eds.": a name's suffix after its comma
            continue
        if not piece or not looks_like_name(piece) or len(piece.split()) > 5:
            break
        if initialled and not _INITIAL_RE.search(piece):
            break  # "In Marine Bioassays, A. L. Brandt and J. Lima, eds.": the book before the names
        initialled = initialled or _INITIALS_THEN_FAMILY_RE.fullmatch(piece) is not None
        start_index -= 1
    if start_index == len(pieces) or start_index == 0:
        return text
    cut = pieces[start_index].start()
    tail.editors = before[cut:].strip(" ,")
    return (before[:cut].rstrip(" ,") + ", " + after.lstrip(" .,")).strip()


def _remove_award(text: str, award: str) -> str:
    index = text.find(award)
    if index < 0:
        return text
    start, end = index, index + len(award)
    # Take the whole parenthesis or sentence the award sits in ("(Best Paper Award Finalist; 13/832)").
    open_paren = text.rfind("(", 0, start)
    if open_paren >= 0 and ")" not in text[open_paren:start]:
        close = text.find(")", end)
        if close >= 0:
            return text[:open_paren] + text[close + 1 :]
    prefix = re.search(r"(?:[.;]|^)[^.;]{0,60}$", text[:start])
    start = (
        prefix.start() + (1 if prefix and text[prefix.start() : prefix.start() + 1] in ".;" else 0)
        if prefix
        else start
    )
    sentence_end = re.search(r"[.;]|$", text[end:])
    end = end + (sentence_end.end() if sentence_end else 0)
    return text[:start] + " " + text[end:]


def _first_cut(text: str) -> int:
    if _NUMBERS_ONLY_RE.match(text):
        return 0  # no venue name at all, only numbers
    best = len(text)
    has_digit = _DIGIT_RE.search(text) is not None
    for cut in _CUTS:
        if cut.digit and not has_digit:
            continue
        start = cut.start(text, 1, best)
        if start is not None and start < best:
            best = start
    return best


# The year first in the text after the title, set apart by a comma or a stop: "…, 2016, Proceedings …".
_OPENING_YEAR_RE = re.compile(r"[\s,.;]*((?:19|20)\d\d)[a-z]?\s*[,.;]\s+(?=[^\W\d_])")


def _read_details(tail: Tail, text: str) -> None:
    opening = _OPENING_YEAR_RE.match(text) if text[:8].strip(" ,.;")[:1] in ("1", "2") else None
    if opening is None:
        _read_venue_and_details(tail, text)
        return
    # "…, 2016, Astrophysical Bulletin, 72": the year between the title and the venue; the venue is
    # read after it.
    _read_venue_and_details(tail, text[opening.end() :])
    tail.years.insert(0, int(opening.group(1)))
    if names_a_meeting(text):
        # "…, 2016, Proceedings of the Workshop …, October 7-14, 2015, …": a later year is the
        # meeting's dates, part of its venue; the year right after the title is the entry's.
        tail.year = tail.years[0]
    else:
        tail.year = tail.years[-1]


# A meeting's acronym and year, then its place and dates, after its name: "…International
# Conference, CAV 2013, Saint Petersburg, Russia, July 13-19, 2013. Proceedings. pp. 1–9",
# "Workshop … (WICC 2016, Entre Ríos, Argentina), 2016"; read as "Name (ACR), Place, Date" is.
_ACRONYM_BEFORE_YEAR_RE = re.compile(r"\s*[,(]\s*([A-Z][A-Za-z]*[A-Z][A-Za-z-]*)\s*$")
_PLACE_AND_DATE_RE = re.compile(
    r"\s*(?:19|20)\d\d\s*,\s+[^\W\d_](?:(?!\b(?:[Pp]p?|[Vv]ol|pages)\.?\s*\d)[^.()]){0,150}?(?=\)|\.\s|\.?$|,\s*(?:[Pp]p?|[Vv]ol|pages)\.?\s*\d)"
    r"(?P<close>\))?(?:\.\s+Proceedings(?:,\s+Part\s+[IVX\d]{1,4})?(?=[.,]|$))?"
)


# The days a meeting was held, opening what follows its name: "- January 23 - 25, 2013".
_MEETING_DAYS_RE = re.compile(
    r"^[\s,.–-]*" + _MONTH_NAMES + r"\.?\s+\d{1,2}\s*[-–]\s*\d{1,2},?\s+(?=(?:19|20)\d\d\b)"
)


# A meeting's span of days anywhere after its name, before the year: "Copenhagen, Denmark, November
# 26–30, 2023", "Sep. 5–10, 2021", "February 22–March 1, 2022", "23–28 August 2020", "2.–5. September
# 2018". A day of a month is never a volume or pages; a single day is read as a day of issue.
_SPAN_MONTH = rf"(?:{_MONTH_NAMES}|(?i:{fields.MONTH_WORDS}))\.?"
_SPAN_DAY = r"\d{1,2}(?:st|nd|rd|th|er|\.)?"
_MEETING_SPAN_RE = re.compile(
    rf"(?<![\w.:/–-])(?:{_SPAN_MONTH}\s+{_SPAN_DAY}\s*[-–—]\s*(?:{_SPAN_MONTH}\s+)?{_SPAN_DAY}"
    rf"|{_SPAN_DAY}\s*[-–—]\s*{_SPAN_DAY}\s+{_SPAN_MONTH}"
    rf"|{_SPAN_DAY}\s+{_SPAN_MONTH}\s*[-–—]\s*{_SPAN_DAY}\s+{_SPAN_MONTH}),?\s+(?=(?:19|20)\d\d\b)"
)


def _meeting_tag(text: str, cut: int) -> tuple[int, str, int] | None:
    """Where a meeting's name ends, its acronym, and where its place and dates end, when the year
    cut the text after the acronym."""
    tag = _ACRONYM_BEFORE_YEAR_RE.search(text, max(0, cut - 24), cut)
    if tag is None or tag.start() == 0 or not names_a_meeting(text[: tag.start()]):
        return None
    found = _PLACE_AND_DATE_RE.match(text, cut)
    if found is None or bool(found.group("close")) != ("(" in tag.group(0)):
        return None
    return tag.start(), tag.group(1), found.end()


# Vancouver's imprint: the house, then a semicolon and the year ("In: Book. Place: House; 2000. p.
# 23–49", "Title. House; 2008."), where a journal's year follows a period ("Journal. 2019;12:1-5").
_YEAR_AFTER_SEMICOLON_RE = re.compile(r";\s*(?:19|20)\d\d[a-z]?(?![\w;:(])")
# The last sentence break of a book's name before its house: after a word of small letters or a
# bracket ("Book. W.H. Freeman", "Book [Internet]. John Wiley & Sons") or a span of years closing
# the name ("History, 1750-1930. Wiley"), not after an initial.
_SENTENCE_BREAK_BEFORE_HOUSE_RE = re.compile(
    r"(?:(?<=[a-zà-ÿ]{2})|(?<=[\])])|(?<=[-–—]\d{4}))[.?!]\s+(?=[A-ZÀ-Þ])"
)
# An edition's sentence between the book's name and its house: "Second Edition.", "2ª edição.".
_EDITION_SENTENCE_RE = re.compile(
    r"[.?!]\s+(?:\S+\s+){0,2}(?:[Ee]dition|[Ee]dição|[Ee]dición|[Éé]dition|[Ee]d\.|[Ee]dn\.?|Aufl\.?|Auflage)$"
)
# What may follow a Vancouver house's year: nothing but the pages cited and a link.
_AFTER_HOUSE_YEAR_RE = re.compile(r"[\s.]*(?:pp?\.\s*[\w–-]+[\s.]*)?(?:(?:Available|Disponível)\b.*)?$")


def _without_vancouver_house(tail: Tail, venue: str, rest: str) -> tuple[str, str]:
    """The venue and what follows it, without the house Vancouver writes before a semicolon and the
    year: "In: Investigating growth. Scientific Library; 2000. p. 23–49" → "Investigating growth",
    publisher Scientific Library; "Title. Medical Publishing Group; 2018." → no venue, publisher
    Medical Publishing Group."""
    if venue.rstrip().endswith(";"):
        venue, rest = venue.rstrip()[:-1], ";" + rest
    if _YEAR_AFTER_SEMICOLON_RE.match(rest) is None or tail.type_hint == PublicationType.THESIS:
        # A thesis's school is read from its place and name ("[dissertation]. Place: School; 2015").
        return venue, rest
    if _DOCUMENT_KIND_RE.fullmatch(venue):
        return venue, rest  # "Technical Report; 2014.": the kind of document, no house
    return _house_cut(tail, venue, rest), rest


def _house_cut(tail: Tail, venue: str, rest: str) -> str:
    """The venue without its last sentence, the house (and an edition's sentence before it); a venue
    of one sentence, not after "In:", that nothing but pages or a link follows is the house alone."""
    breaks = list(_SENTENCE_BREAK_BEFORE_HOUSE_RE.finditer(venue))
    found = breaks[-1] if breaks else None
    if found is None:
        year = _YEAR_AFTER_SEMICOLON_RE.match(rest)
        if tail.leading_in or not _AFTER_HOUSE_YEAR_RE.match(rest, year.end()) or not venue[:1].isupper():
            return venue
        if names_a_meeting(venue):
            return venue  # "Title. International Conference on X, Place; 2010. p. 5–9.": the meeting
        tail.publisher = tail.publisher or venue.split(": ")[-1].strip()
        tail.type_hint = tail.type_hint or PublicationType.BOOK
        return ""
    house = venue[found.end() :].split(": ")[-1].strip()
    if not house or any(ch.isdigit() for ch in house):
        return venue
    head = venue[: found.start()]
    if (edition := _EDITION_SENTENCE_RE.search(head)) is not None:
        head = head[: edition.start()]
    tail.publisher = tail.publisher or house
    if tail.leading_in:
        tail.type_hint = tail.type_hint or PublicationType.CHAPTER
    return head


# APA's description of the work in brackets after its title, what a reference manager prints of its
# kind ("[Video]. In YouTube", "[Book Section]. In A. Name (Eds.), Book"): no part of the venue.
# ABNT's marks of what is not printed ("[S.l.]", "[s.n.]") hold periods and stay.
_DESCRIPTION_FIRST_RE = re.compile(
    r"^\s*\[(?=[A-Z])(?![^\]]*(?:issertation|hesis|Tesis|These|Thèse))[^\[\]\d.]{2,40}\]\s*[.,]?\s*(?=\S)"
)


def _read_venue_and_details(tail: Tail, text: str) -> None:
    text = _DESCRIPTION_FIRST_RE.sub("", text, count=1) if text.lstrip()[:1] == "[" else text
    tail.leading_in = bool(_LEADING_IN_RE.match(text))
    text = _LEADING_IN_RE.sub("", text)
    head, paren = _find_acronym_paren(tail, text[:300])
    text = head + text[300:]
    cut = _first_cut(text)
    if 0 < paren < cut and _SENTENCE_AFTER_RE.match(text, paren):
        # ACM: "Proceedings of … (NSDI '12). USENIX Association, San Jose, CA, 15–28": the name ends there.
        cut = paren
    meeting = _meeting_tag(text, cut) if cut < len(text) else None
    written = text
    if meeting is not None:
        # The name ends before its acronym; the acronym is kept apart, the place and dates are no
        # venue, and no volume or pages either ("July 13-19"): only their years and month are read.
        tail.venue_acronym = meeting[1]
        text = text[: meeting[0]] + ", " + text[meeting[2] :]
        cut = meeting[0]
    inverted = _INVERTED_MEETING_RE.match(text) if cut < len(text) and "on" in text else None
    if inverted is not None and inverted.end() > cut:
        # Scholar's inverted name runs past its year: "Big Data (Big Data), 2015 IEEE International
        # Conference on. IEEE, 2327–2336"; "Frontiers of …, 1992., Fourth Symposium on the. IEEE".
        cut = inverted.end()
    venue, rest = text[:cut], text[cut:]
    if ";" in venue[-2:] or rest[:1] == ";":
        venue, rest = _without_vancouver_house(tail, venue, rest)
    # A meeting's days after its name ("…, Rome, Italy - January 23 - 25, 2013") are no volume.
    details = _MEETING_DAYS_RE.sub(" ", rest, count=1) if rest[:1] in " ,.-–" else rest
    if _DIGIT_RE.search(details) and names_a_meeting(written):
        details = _MEETING_SPAN_RE.sub(" ", details)
    tail.years = fields.find_years(written)
    tail.month = fields.find_month(rest) or fields.find_month(venue)
    if meeting is not None:
        tail.month = tail.month or fields.find_month(written[meeting[0] : meeting[2]])
    match = _VOL_COLON_PAGES_RE.search(details)
    if match and match.group(2) and fields.YEAR_RE.fullmatch(match.group(2)):
        # Chicago "78, no. 1 (2017): 77–106": the parenthesis holds the year, only the pages are read here.
        tail.pages = match.group(3).replace(" ", "")
        details = details[: match.start(2) - 1] + " " + details[match.end() :]
    elif match and not fields.YEAR_RE.fullmatch(match.group(1)):
        tail.volume, tail.number = match.group(1), match.group(2)
        located = match.group(3).replace(" ", "")
        if _RANGE_MARK_RE.search(located) or not located.isdigit() or len(located) < 3:
            tail.pages = located
            _drop_page_years(tail, located)  # "2003; 42: 2014-27": the year, the volume, its pages
        else:
            tail.article_number = located  # "Nature Communications 12:3694": one number is an article
        details = details[: match.start()] + " " + details[match.end() :]
    elif match:
        tail.pages = match.group(3).replace(" ", "")
        _drop_page_years(tail, tail.pages)  # "2022: 2001–2039": the year, then its pages
        details = details[: match.start()] + " " + details[match.end() :]
    acm = _VOLUME_ISSUE_DATE_RE.search(details) if tail.volume is None else None
    if acm:
        # ACM: "Commun. ACM 21, 7 (July 1978), 558–565": volume, issue, then month and year in parentheses.
        tail.volume, tail.number = acm.group(1), acm.group(2)
        details = details[: acm.start()] + " " + details[acm.end(2) :]
    lowered = details.lower()  # the labelled patterns need their label word: test for it cheaply first
    needles = fields.VOLUME_LABEL_NEEDLES
    vol = fields.VOLUME_RE.search(details) if any(label in lowered for label in needles) else None
    if vol is None and "v." in details:
        vol = _ABNT_VOLUME_RE.search(details)
    if vol:
        tail.volume = tail.volume or vol[vol.lastindex]
    num = fields.NUMBER_RE.search(details) if _NUMBER_LABEL_RE.search(lowered) else None
    if num is None and "n." in details:
        num = _ABNT_NUMBER_RE.search(details)
    if num is None and ("H." in details or "Heft" in details):
        num = _HEFT_RE.search(details)
    if num:
        tail.number = tail.number or num[num.lastindex]
    art = fields.ARTICLE_RE.search(details) if "art" in lowered else None
    if art:
        tail.article_number = art.group(1)
        details = details[: art.start()] + details[art.end() :]
    if tail.pages is None:
        pages = fields.PAGES_RE.search(details) if _PAGES_LABEL_RE.search(lowered) else None
        if pages:
            tail.pages = "".join(pages[pages.lastindex].split())
            # "s. 276–277, 290, 297–298", "pp. 12, 45-47": further pages cited after the labelled
            # ones are pages too, no volume or article number.
            more = _MORE_PAGES_RE.match(details, pages.end())
            details = details[: pages.start()] + " " + details[more.end() if more else pages.end() :]
    if not tail.volume:
        paren = _VOL_ISSUE_RE.search(details)
        if (
            paren
            and not fields.YEAR_RE.fullmatch(paren.group(1))
            and not fields.YEAR_RE.fullmatch(paren.group(2))
        ):
            tail.volume, tail.number = paren.group(1), tail.number or paren.group(2)
            details = details[: paren.start()] + " " + details[paren.end() :]
    if tail.pages is None:
        rng = fields.RANGE_RE.search(details)
        if rng and _YEAR_RANGE_RE.fullmatch(rng.group(1)):
            rng = _pages_after_year(tail, details, rng)  # "2021--2022" is a span of years, mostly
        if rng:
            tail.pages = rng.group(1).replace(" ", "")
            details = details[: rng.start()] + " " + details[rng.end() :]
    _numbers_without_labels(tail, details)
    publisher = _publisher_segment(rest) or (_imprint_in(rest) if ":" in rest else None)
    if publisher:
        tail.publisher = collapse_spaces(publisher)
    if "," in venue and _ABNT_VOLUME_FIRST_RE.match(rest):
        venue = _without_abnt_local(venue)
    _read_venue(tail, venue)
    if tail.venue and _keeps_final_period(tail.venue, venue, rest):
        tail.venue += "."
    _separate_imprint(tail)
    if tail.years:
        tail.year = tail.years[-1]
    elif (dated := _NUMERIC_DATE_RE.search(text)) is not None:
        tail.year = int(dated.group(1))
    else:
        short = _SHORT_YEAR_RE.search(text)
        if short is not None:
            tail.year = fields.parse_year(_expand_short_year(short.group(1)))


# ABNT's details open with the volume: "Journal, Local, v. 35, p. 85–94, 2021".
_ABNT_VOLUME_FIRST_RE = re.compile(r"[\s,.]*v\.\s*\d")
# The segment ABNT writes between a journal and its volume: its place or its publisher, a few
# capitalised words ("Porto Alegre", "SciELO Brasil").
_ABNT_LOCAL_RE = re.compile(
    r",\s*((?:[A-ZÀ-Þ][\w'’.&-]*)(?:\s+(?:[A-ZÀ-Þ&][\w'’.&-]*|de|do|da|dos|das)){0,3})\s*$"
)


def _without_abnt_local(venue: str) -> str:
    """An ABNT journal before its volume without its place or publisher ("Estudos Avançados,
    SciELO Brasil, v. 35" → "Estudos Avançados"); a name of one word before the comma keeps what
    follows ("Ciência, Tecnologia, v. 3"). The segment is not taken as the publisher: a journal
    with a publisher would be typed as proceedings."""
    local = _ABNT_LOCAL_RE.search(venue)
    if local is None or len(venue[: local.start()].split()) < 2:
        return venue
    return venue[: local.start()]


def _separate_imprint(tail: Tail) -> None:
    """A book's place and publisher are no venue: the venue is none when it is only the imprint,
    and ends before an imprint, editors or a series that follow the book's name. A thesis's
    school and its place are left to ``_finish_venue``."""
    if tail.type_hint == PublicationType.THESIS:
        return
    imprint = _IMPRINT_RE.match(tail.venue or "")
    house = _EDITION_BEFORE_HOUSE_RE.sub("", tail.venue or "")
    if (
        house
        and not house.isupper()  # "ACL", "SIAM": also the acronyms of venues
        and is_publisher_name(house)
        and not (tail.volume or tail.number or tail.pages or tail.leading_in or tail.editors)
    ):
        # "Title. Springer, 2010", "Title. 2. O’Reilly Media, Inc., 2013": a book's publisher alone
        # (after the number of its edition), no venue.
        tail.publisher, tail.venue = tail.publisher or house.rstrip(" ,.;"), None
        tail.type_hint = tail.type_hint or PublicationType.BOOK
    elif (
        imprint
        and not (tail.volume or tail.number or tail.pages or tail.publisher)
        and not imprint.group(0).split()[0].isupper()  # "XXAI: …" opens a name, a place does not
        and fields.heading_type(imprint.group(1)) is None  # "…: ICML Workshop" is no publisher
        and not venue_named(tail.venue)  # "Robotics: Science and Systems XIX" is a meeting's name
    ):
        # A book's imprint, "London: Verso, 2013": a place and a publisher, no venue.
        tail.publisher, tail.venue = imprint.group(1), None
    elif (
        tail.venue
        and not (tail.volume or tail.number)
        # "in Book, Paris, pp. 3-9", "in Acts of a Meeting, Paris, 1986": a container named after "in"
        # is no publisher; "dans A. Name (éd.), Book, Paris, p. 3-9": a chapter's book
        and not tail.leading_in
        and not (tail.pages and tail.editors)
        and (book := read_imprint(tail.venue)) is not None
    ):
        # "Chêne, Paris, 2003", "PWN, Warszawa 1999", "Praha 1951": the publisher and its place; the
        # pages cited may follow ("Praha, Academia 2004, s. 276–277").
        tail.publisher, tail.venue = tail.publisher or book.publisher, None
        tail.type_hint = tail.type_hint or PublicationType.BOOK
    elif (
        tail.venue
        and tail.publisher
        and not (tail.volume or tail.number or tail.pages)
        and read_imprint(f"{tail.venue}, {tail.publisher}") is not None
    ):
        # "Rostock, Hinstorff Verlag, 2001": the house's place, one the list lacks, left before it.
        tail.venue = None
        tail.type_hint = tail.type_hint or PublicationType.BOOK
    elif tail.venue and (". " in tail.venue or "? " in tail.venue or "! " in tail.venue):
        _cut_venue_before_imprint(tail)
    if tail.venue and "," in tail.venue:
        _cut_trailing_imprint(tail)
    if tail.venue and _BOOK_SERIES_RE.match(tail.venue) and not (tail.volume or tail.pages):
        # "Title, Collection de la Faculté …, Bruxelles, Larcier": a book's series, no venue.
        tail.venue = None
        tail.type_hint = tail.type_hint or PublicationType.BOOK


# ISBD's series area closing a book's imprint, as DIN 1505 and GOST write it: "(Forschungen zur
# Landeskunde ; Bd. 45)", "(Библиотека физика ; вып. 5)": the series and its number, no venue.
_ISBD_SERIES_END_RE = re.compile(
    r"\s*\((?P<series>[^();]{3,150}?)\s;\s(?:(?:Bd|Vol|vol|Nr|H|Heft|t|Т|вып|Вып|no|No)\.?\s*)?"
    r"\d{1,5}[A-Za-z]?\)\s*\.?\s*$"
)

# The series area written without its semicolon, as DIN 1505 and ISO 690 lists often print it:
# "Berlin : Springer, 2019 (Lecture Notes in Computer Science 11562)", "2015 (Teubner
# Studienbücher Wasserwirtschaft 12)", "(Studien zur Bildungsforschung Bd. 45)". Only after the
# imprint's year, and only words opening with a capital, then the number: a venue's "(2019)" or a
# conference's "(ICML 2019)" is no series.
# The number a meeting gives a paper after its society, AMS's "Amer. Meteor. Soc., 3.4", "…, J3.2",
# "…, P1.23", "…, 8B.3", closing the details.
_SOCIETY_PAPER_NUMBER_RE = re.compile(r"(?<=\bSoc\.),\s*([A-Z]{0,3}\d{1,3}[A-Z]?\.\d{1,3}[A-Z]?)[.,]?\s*$")
# The American Meteorological Society's reference style names a meeting's volume by its kind before
# the meeting: "Preprints, 25th Conf. on Severe Local Storms, Denver, CO, Amer. Meteor. Soc., 123–126",
# "Extended Abstracts, 10th Symp. on …". The kind is no part of the meeting's name.
_AMS_PREPRINTS_RE = re.compile(
    r"^(?:Preprints|Extended\s+Abstracts),\s+(?=(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:[A-Z][\w.&-]*\s+){0,4}?"
    r"(?:Conf\.|Symp\.|(?:Conference|Symposium|Meeting|Workshop|Congress|Joint)\b))"
)
_UNPARTED_SERIES_END_RE = re.compile(
    r"(?<=(?:19|20)\d\d)(?P<stop>\.?)\s*\((?P<series>[A-ZÀ-Þ][^\W\d_]+(?:\s+[^\W\d_]+){1,12}?)"
    r"\s+(?:(?:Bd|Band|Vol|vol|Nr|H|Heft|no|No)\.?\s*)?\d{1,5}[A-Za-z]?\)[\s.]*$"
)


# DIN 1505's edition before the publisher: "Title. 2. O’Reilly Media, 2013".
_EDITION_BEFORE_HOUSE_RE = re.compile(r"^\d{1,2}\.\s+(?=[A-ZÀ-Þ])")
# "NeurIPS'22", "ICRA ’24": a venue's acronym with the year's last two digits.
_SHORT_YEAR_RE = re.compile(r"(?<![\w'’])[A-Z][A-Za-z]{1,14}\s?['’](\d\d)(?![\w'’])")


def _expand_short_year(digits: str) -> str:
    """ "22" → "2022", "98" → "1998" (as a bracketed tag's "[ICRA'24]" is read)."""
    return f"20{digits}" if int(digits) < 50 else f"19{digits}"


# German editors after a book's title: "Krankheit und Stadt. Hg. Otto Brandt, Lena Hoff. Göttingen".
_EDITORS_AFTER_RE = re.compile(
    r"^(?:Hg\.|Hrsg\.|Hgg\.|hg\.\s+v\.|hrsg\.\s+v\.|[Ee]d\.\s+by|[Ee]dited\s+by|[Ss]ous\s+la\s+direction\s+de"
    r"|[ÉéEe]dit[ée]e?s?\s+par|[Hh]erausgegeben\s+von|[Пп]од\s+ред\.(?:\s+на)?)\s*:?\s*"
)


_IMPRINT_SENTENCE_RE = re.compile(
    r"(?:^|[.;]\s)\s*([^.;]{2,120}?:[^.;]{2,120}?)(?:,?\s*(?:19|20)\d\d[a-z]?)?\s*(?=[.;]|$)"
)


def _imprint_in(rest: str) -> str | None:
    """The publisher named by an imprint sentence after the venue ("…, 45–67. Uppsala: Almqvist &
    Wiksell, 2011")."""
    for sentence in _IMPRINT_SENTENCE_RE.finditer(rest):
        book = read_imprint(sentence.group(1))
        if book is not None and book.publisher:
            return book.publisher
    return None


def _cut_trailing_imprint(tail: Tail) -> None:
    """The place and publisher of the book a chapter is in are no part of its name: "Mari e uomini,
    Roma, Carocci" → "Mari e uomini", publisher Carocci; "Les rivières de France, Tours"."""
    segments = (tail.venue or "").split(",")
    for size in (3, 2, 1):  # three: "…, Paris, Armand Colin, coll. « Cursus »" (a series after the house)
        if len(segments) <= size:
            continue
        head = ",".join(segments[:-size])
        if head.count("(") > head.count(")"):
            continue  # "Conference (Oslo, Norway, )": the imprint in parentheses is read whole at the end
        book = read_imprint(",".join(segments[-size:]))
        if book is not None:
            tail.venue = head.rstrip(" ,")
            tail.publisher = tail.publisher or book.publisher
            return


_ABBREVIATED_END_RE = re.compile(
    r"(?:\b(?:Univ|Inst|Dept|Acad|Coll|Soc|Assoc|Lab|Natl|Nat|Int|Proc|Conf|Symp|Sch|Fac)|(?<!\w)[A-Z])$"
)


_SENTENCE_BREAK_RE = re.compile(r"[.?!] ")
# A volume's Roman numeral closing a book's title ("Studien I", "Mélanges II"), not a name's initial.
_ROMAN_END_RE = re.compile(r"\s[IVX]{1,4}$")
_CITY_IN_PARENS_RE = re.compile(r"\(\s*([^\W\d_][^(),:;]{1,30}?)\s*\)\.?")


def _cut_venue_before_imprint(tail: Tail) -> None:
    """The venue ends before a sentence that is the book's imprint or its editors: "Trade and Towns.
    Uppsala: Almqvist & Wiksell" → "Trade and Towns", publisher Almqvist & Wiksell."""
    venue = tail.venue or ""
    for end in _SENTENCE_BREAK_RE.finditer(venue):
        # A question's mark is the book's title's ("Freiheit? Weinheim und Basel"), a period is not.
        head = venue[: end.start() + (venue[end.start()] != ".")]
        rest = venue[end.end() :]
        if head.count("(") > head.count(")"):
            continue  # "(Hrsg. Klaus Vogel)": no sentence ends there
        if _ABBREVIATED_END_RE.search(head) and not (_ROMAN_END_RE.search(head) and is_place(rest)):
            continue  # "Leibniz Univ. Hannover": no sentence ends there; "… in Japan I. Würzburg" does
        if rest.startswith("(") and (city := _CITY_IN_PARENS_RE.fullmatch(rest)) and is_place(city.group(1)):
            continue  # "Rev. Phys. Appl. (Paris)", "J. Phys. (Paris)": the city is part of the journal's name
        editors = _EDITORS_AFTER_RE.match(rest)
        if editors:
            tail.editors = tail.editors or rest[editors.end() :].split(". ")[0]
            tail.type_hint = tail.type_hint or PublicationType.CHAPTER
            tail.venue = head
            return
        book = read_imprint(rest)
        if book is not None:
            tail.publisher = tail.publisher or book.publisher
            tail.venue = head
            return


_ABBREVIATION_END_RE = re.compile(r"(?<![\w.])[A-Z][a-z]{0,10}$|(?<![\w.])(?:[A-Z]\.){1,3}[A-Z]$")
_INNER_ABBREVIATION_RE = re.compile(r"(?<![\w.])[A-Z][a-z]{0,10}\.\s")
_ACCESS_NEEDLE_RE = re.compile(
    r"ccessed|etrieved|iewed|onsulté|bgerufen|cesso\s+em|vailable\s|isponível|isponible|Web\.\s\d|Zugriff"
)
# The literal part of each needle: substring tests let most texts go before the pattern runs.
_ACCESS_NEEDLE_WORDS = (
    "ccessed",
    "etrieved",
    "iewed",
    "onsulté",
    "bgerufen",
    "cesso",
    "vailable",
    "isponível",
    "isponible",
    "Web.",
    "Zugriff",
)


def _has_access_needle(text: str) -> bool:
    return holds_any(text, _ACCESS_NEEDLE_WORDS) and _ACCESS_NEEDLE_RE.search(text) is not None


# An access note, or the words before a link, where the venue would stand: the tail holds nothing
# else of the work ("Available at: <link>", ABNT's "Disponível em: <link>. Acesso em: …").
_ACCESS_OPENING_RE = re.compile(
    r"[\s,.;:–-]*(?:[Rr]etrieved|[Aa]ccessed|[Cc]onsulté|[Aa]bgerufen|[Aa]cesso\s+em|Zugriff"
    r"|[Aa]vailable\s+(?:at|from|online)|[Dd]isponível\s+em|[Dd]isponible\s+(?:en|sur))\b"
)
# The words before a link, the link taken out: "2021. Available at: .", "Disponível em: .".
_LINK_WORDS_RE = re.compile(
    r"(?:[Aa]vailable\s+(?:at|from|online)|[Dd]isponível\s+em|[Dd]isponible\s+(?:en|sur))\s*:?(?=\s*(?:[.,;]|$))"
)
# The label of a link whose address is read apart: "… 2014. URL: ." (elsarticle's "URL: ").
_EMPTY_URL_LABEL_RE = re.compile(r"\bURL\s*:?(?=\s*(?:[.,;]|$))")
# "Accessed 12 March 2020", "(accessed March 12, 2020)", "Retrieved on 2020-03-12", "Consulté le 7 février
# 2020": the day a page was read.
_ACCESS_DATE_RE = re.compile(
    r"[.,;]?\s*(?:[–-]\s*)?\(?(?:[Ll]ast\s+)?(?:[Aa]ccessed|[Rr]etrieved|[Vv]iewed|[Cc]onsulté\s+le|[Aa]bgerufen\s+am"
    r"|[Aa]cesso\s+em"  # ABNT: "Acesso em: 3 mar. 2024"
    r"|Zugriff(?:\s+am)?"  # DIN 1505: "– Zugriff: 28.12.2014"
    r"|Web\.(?=\s\d))"  # MLA: "… 271-76. JSTOR. Web. 10 Apr. 2017.": the medium, then the day it was read
    r"(?:\s+on)?\s*:?\s*(?:\d{1,2}\.?\s+[^\W\d_]{3,10}\.?,?\s+(?:19|20)\d\d"
    r"|" + _MONTH_NAMES + r"\.?\s+\d{1,2},?\s+(?:19|20)\d\d|(?:19|20)\d\d-\d\d-\d\d"
    r"|\d{1,2}-[^\W\d_]{3,10}-(?:19|20)\d\d"  # BibTeX's "[Online; accessed 23-December-2016]"
    r"|\d{1,2}[./]\d{1,2}[./](?:19|20)?\d\d)\)?"
)
# A paper out online before its issue, or a preprint server's mark: "Advance online publication"
# (APA), "article in advance", "online ahead of print", "EGUsphere [Preprint]".
_ONLINE_FIRST_RE = re.compile(
    r"[.,;]?\s*(?:[Aa]dvance\s+online\s+publication|[Aa]rticle\s+in\s+advance"
    r"|(?:[Oo]nline|Epub)\s+ahead\s+of\s+print|\[Preprint\])\.?"
)
# Chicago's note on a web page's date: "Site. Last modified March 1, 2012." The words go, the day is
# the page's own date.
_LAST_MODIFIED_RE = re.compile(
    r"[.,;]?\s*\b[Ll]ast\s+(?:[Mm]odified|[Uu]pdated|[Rr]evised)(?:\s+on)?\s*:?(?=\s)"
)


# A repository's record gives the day the work was posted and the day its record was last edited
# ("PsyArXiv | Date created: 2019-11-02 | Last edited: 2020-02-10" on OSF, "Posted: 12 Mar 2021 Last
# Revised: 3 Feb 2022" on SSRN, "Published … Date modified …"): after the first date, the edit's is
# the record's, not the work's, and goes with its label.
_RECORD_EDIT_DATE_RE = re.compile(
    r"\s*[|·,;]?\s*\b(?:[Ll]ast\s+(?:[Ee]dited|[Mm]odified|[Uu]pdated|[Rr]evised)|[Dd]ate\s+[Mm]odified)"
    r"(?:\s+on)?\s*:?\s*(?:\d{4}-\d\d-\d\d|\d{1,2}\s+[A-Z][a-z]{2,8}\.?\s+\d{4}"
    r"|[A-Z][a-z]{2,8}\.?\s+(?:\d{1,2},?\s+)?\d{4})\b"
)


# A repository's record labels the day the work was posted: OSF's "PsyArXiv | Date created:
# 2019-11-02", SSRN's "Posted: 12 Mar 2021", bioRxiv's "Posted October 12, 2021". The label is no
# word of the venue before it; the date, written in numbers, is written as a month, day and year.
_POSTED_DATE_RE = re.compile(
    r"\s*[|·,;.]?\s*\b(?:[Dd]ate\s+(?:[Cc]reated|[Pp]osted)|[Pp]osted(?:\s+on)?)\s*:?\s*"
    r"(?:(?P<year>\d{4})-(?P<month>\d\d)-(?P<day>\d\d)\b"
    r"|(?=\d{1,2}\s+[A-Z][a-z]{2,8}\.?\s+\d{4}\b|[A-Z][a-z]{2,8}\.?\s+(?:\d{1,2},?\s+)?\d{4}\b))"
)


def _posted_date_read(text: str) -> str:
    """``text`` with a record's posting date (see ``_POSTED_DATE_RE``) written without its label."""

    def written(found: re.Match[str]) -> str:
        if found["year"] is None:
            return ", "
        month = int(found["month"])
        if not 1 <= month <= 12:
            return f", {found['year']}"
        return f", {_MONTH_ABBREVIATIONS[month - 1]} {int(found['day'])}, {found['year']}"

    return _POSTED_DATE_RE.sub(written, text)


def _record_edit_date_out(text: str) -> str:
    """``text`` without a record's last-edit date (see ``_RECORD_EDIT_DATE_RE``) where a year stands
    before it; as it is otherwise (a web page's "Last modified" date is its own)."""
    edited = _RECORD_EDIT_DATE_RE.search(text)
    if edited is None or fields.WRITTEN_YEAR_RE.search(text[: edited.start()]) is None:
        return text
    return text[: edited.start()] + " " + text[edited.end() :]


def has_access_date(text: str) -> bool:
    """Does ``text`` say the day a web page was read ("Accessed 12 March 2020", "– Zugriff: 28.12.2014")?"""
    return _has_access_needle(text) and _ACCESS_DATE_RE.search(text) is not None


def opens_with_access_note(text: str) -> bool:
    """Does ``text`` open with the words of an access note ("– Zugriff: 28.12.2014", "Disponível em:
    https://…", "Accessed 3 May 2020"), words that name no work?"""
    return _has_access_needle(text) and _ACCESS_OPENING_RE.match(text) is not None


def without_access_dates(text: str) -> str:
    """``text`` without the days a web page was read: their years do not date the work."""
    return _ACCESS_DATE_RE.sub(" ", text) if _has_access_needle(text) else text


_NUMBER_AFTER_RE = re.compile(r"[\s.]*(\d{1,5})\b")
# Chemistry's "Dalton Trans., 2018, 47, 5521": the year between the name and the volume.
_YEAR_THEN_NUMBER_AFTER_RE = re.compile(r"[\s.]*,\s*(?:19|20)\d\d,\s*(\d{1,5})\b")


_YEAR_IN_PARENTHESES_RE = re.compile(r"\((?:19|20)\d\d\)")


def _pages_after_year(tail: Tail, details: str, found: re.Match[str]) -> re.Match[str] | None:
    """A range of four-digit numbers after the year in parentheses ("169 (2020), 2001–2040") is
    the pages, and its numbers are no years; else it is a span of years (None)."""
    if not _YEAR_IN_PARENTHESES_RE.search(details, 0, found.start()):
        return None
    _drop_page_years(tail, found.group(1))
    return found


def _drop_page_years(tail: Tail, pages: str) -> None:
    """The numbers of pages read as years ("2001–2039") are no years: each one's last occurrence
    goes (the pages come after the year)."""
    for number in fields.find_years(pages):
        if number in tail.years:
            del tail.years[len(tail.years) - 1 - tail.years[::-1].index(number)]


def _keeps_final_period(venue: str, written: str, rest: str) -> bool:
    """Is the period after the venue part of an abbreviated name ("J. Chem. Inf. Model. 63")?

    It is when the name is abbreviated with periods elsewhere too, or when a volume (not a year)
    follows it; Vancouver names ("J Mol Biol. 1990;215") use the period as a separator only.
    """
    if not (written.rstrip().endswith(".") or rest.lstrip().startswith(".")):
        return False
    if not _ABBREVIATION_END_RE.search(venue):
        return False
    if _INNER_ABBREVIATION_RE.search(venue):
        return True
    if _LINKING_WORD_RE.search(venue) and _LONG_LAST_WORD_RE.search(venue):
        return False  # "Journal of Glaciology. 65(251)": abbreviations (ISO 4) leave out "of", "and"
    number = _NUMBER_AFTER_RE.match(rest) or _YEAR_THEN_NUMBER_AFTER_RE.match(rest)
    return number is not None and not _ANY_YEAR_RE.fullmatch(number.group(1))


# A name written out: a linking word an abbreviated name drops, and a last word longer than an
# abbreviation's ("Journal of Glaciology"; not "Annals of Math").
_LINKING_WORD_RE = re.compile(r"\s(?:of|and|for|the|in|on)\s")
_LONG_LAST_WORD_RE = re.compile(r"\s[A-Z][a-z]{5,}$")
_ANY_YEAR_RE = re.compile(r"(?:1[5-9]|20)\d\d")  # ("Revue du Gard. 1894. T. 13": an older year too)


# A day of issue: "June 3, 2019", "3 June 2019", "3. Juni 2019"; its day is neither volume nor page.
_DAY_DATE_RE = re.compile(
    r"\b" + _MONTH_NAMES + r"\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d\d\b"
    r"|\b\d{1,2}\.?\s+[^\W\d_]{3,10}\.?,?\s+(?:19|20)\d\d\b"
)


def _numbers_without_labels(tail: Tail, details: str) -> None:
    """Bare numbers after the venue: "183, 108523" → volume 183, article 108523."""
    if not _DIGIT_RE.search(details):
        return
    details = _DAY_DATE_RE.sub(" ", details)
    numbers = [
        m.group(0)
        for m in _BARE_NUMBER_RE.finditer(details)
        if not fields.YEAR_RE.fullmatch(m.group(0))
        and not (m.group(0)[:1].isalpha() and not m.group(0)[1:].isdigit())
    ]
    numbers = [n for n in numbers if n not in {tail.volume, tail.number, tail.article_number}]
    if numbers and not tail.years and (early := fields.early_year(details)) is not None:
        # "Venezia, Giolito, 1857.": a year before 1950 where a year stands is no volume.
        numbers = [n for n in numbers if n != str(early)]
    if not numbers:
        return
    if tail.volume is None and numbers and numbers[0].isdigit() and len(numbers[0]) <= 5:
        tail.volume = numbers.pop(0)
        if numbers and tail.number is None and _issue_after_volume(details, tail.volume, numbers, tail.pages):
            # "In: Journal. 12, 3, p. 45-67" (Elsevier Pure's portals), "J. Am. Chem. Soc. 2021, 143,
            # 7, 2601-2610" (ACS), "Commun. ACM 21, 7 (1978), 558-565": the number right after the
            # volume, before the pages or an article's number, is its issue.
            tail.number = numbers.pop(0)
    if numbers and tail.pages is None and tail.article_number is None:
        tail.article_number = numbers[0]


def _issue_after_volume(details: str, volume: str, numbers: list[str], pages: str | None) -> bool:
    """Is the first of ``numbers`` (those left after the bare ``volume``) an issue: of three digits
    at most, after the volume and a comma, and the pages read or another number after it and a
    comma? A volume and one number alone ("Phys. Rev. Lett. 112, 101") are a volume and a page."""
    number = numbers[0]
    if not number.isdigit() or len(number) > 3:
        return False
    following = rf"\s*,\s*{re.escape(numbers[1])}(?![\w.])" if pages is None and len(numbers) > 1 else ""
    if pages is None and not following:
        return False
    issue = rf"(?<![\w.]){re.escape(volume)}\s*,\s*{number}(?![\w.]){following}"
    return re.search(issue, details) is not None


_ORG_WORDS = frozenset(
    {"IEEE", "ACM", "IFIP", "USENIX", "SIAM", "CVF", "AAAS", "SPIE", "IET", "ISCA", "EURASIP"}
)
# An acronym is a whole token: "MOTAUTO" in "trans&MOTAUTO 2026" is not one.
_INNER_ACRONYM_RE = re.compile(
    r"(?:\b\d+(?:st|nd|rd|th)\s+([A-Z][A-Za-z]*[A-Z][A-Za-z-]*)\b"
    r"|(?<![&\w])([A-Z][A-Za-z]*[A-Z][A-Za-z-]*)[\s’']+(?:19|20)?\d\d\b)"
)


_PLACES = frozenset(
    {"USA", "UK", "US", "EU", "NY", "CA", "MA", "NJ", "PA", "TX", "IL", "WA", "DC", "PRC", "ROC"}
)


def is_publisher_name(text: str) -> bool:
    """Is ``text`` a publisher's name ("Springer Berlin Heidelberg", "MIT Press")?"""
    match = _PUBLISHER_NAME_RE.match(text)
    return match is not None and match.end() >= len(text.rstrip(" ,.;"))


def _publisher_segment(text: str) -> str | None:
    """A publisher name that fills a whole comma/period-separated segment ("…, Springer, 2020")."""
    position = 0
    while True:
        match = _PUBLISHER_NAME_RE.search(text, position)
        if match is None:
            return None
        before = text[: match.start()].rstrip()
        if not before or before[-1] in ".,;:":
            return match.group(1)
        position = match.start() + 1


# Where a segment of a reference ends: a stop, comma, colon or semicolon before white space.
_SEGMENT_SPLIT_RE = re.compile(r"[.,;:]\s")


def _take_acronym_paren(tail: Tail, text: str) -> str:
    """Move the first "(ACRONYM)" / "(ACRONYM 2020)" / "(SC25)" of the venue to venue_acronym."""
    return _find_acronym_paren(tail, text)[0]


def _find_acronym_paren(tail: Tail, text: str) -> tuple[str, int]:
    """Like :func:`_take_acronym_paren`, also giving where the parenthesis was (-1 when none was taken)."""
    if "(" not in text:
        return text, -1
    previous_end = 0
    for match in _ACRONYM_PAREN_RE.finditer(text):
        candidate = match.group(1)
        if match.group(2) and candidate.endswith("-"):
            candidate = candidate[:-1]  # "(AAAI-22)": the hyphen joins the acronym to its year
        # The white space before the parenthesis goes with it (stepped over by hand: a pattern opening
        # with optional white space is tried at every position of the text).
        start = match.start()
        while start > previous_end and text[start - 1].isspace():
            start -= 1
        previous_end = match.end()
        if (
            candidate.lower()
            in {"eds", "ed", "hrsg", "accepted", "online", "in", "press", "oral", "spotlight", "poster"}
            or candidate in _PLACES
            # "Rev. Phys. Appl. (Paris)": a city after an abbreviated journal's name is part of it.
            or (text[:start].endswith(".") and is_place(candidate))
            or candidate.split()[-1] in {"Press", "Verlag"}
            or fields.parse_month(candidate) is not None  # "(July 1978)" is a date
        ):
            continue
        if text[match.end() : match.end() + 1] == ":":
            continue  # "Miami (USA): Publisher" is a place
        if is_link_labels(candidate) and not text[match.end() :].strip(" .,;"):
            continue  # "Dalton Trans., 2019, 48, 1-9 (Link)": the label of a link closing the entry
        window = max(0, start - 80)
        if (
            _PUBLISHER_WORD_RE.search(text, window, start)
            and _PUBLISHER_BEFORE_RE.search(text, window, start)
            and is_publisher_name(_SEGMENT_SPLIT_RE.split(text[window:start])[-1].strip())
        ):
            # "Association for Computational Linguistics (ACL)" names the publisher; "Journal of
            # the ACM (JACM)" names a journal, whose acronym it is.
            continue
        if (
            sum(c.isupper() for c in candidate) >= 2
            or (candidate[0].isupper() and len(candidate) <= 10)
            or (candidate[0].islower() and _is_acronym_like(candidate))  # "(eScience)"
        ):
            tail.venue_acronym = tail.venue_acronym or candidate
            return text[:start] + text[match.end() :], start
    return text, -1


# "Annales de Bretagne, Tome 82", "Hansische Blätter, Band 12": the volume's label spelt out.
# APA's and a CV's note on a talk before the meeting's name: "Paper presented at the …", "Poster
# presentation at the …", "contributed talk at the …", "Keynote presentation delivered at …",
# "Extended abstract presented at the …", "Poster session presented at: …", "Presented at: …", AGU's
# "Abstract B21A-01 presented at 2017 Fall Meeting, AGU, …"; the meeting is the venue.
_TALK = (
    r"(?:[Pp]aper|[Pp]oster|[Tt]alk|[Pp]resentation|[Kk]eynote|[Ll]ecture|[Ss]eminar"
    r"|[Ee]xtended|[Aa]bstract|[Dd]emo|[Ss]ession)"
)
_PRESENTED_AT_RE = re.compile(
    rf"^(?:(?:[Ii]nvited|[Cc]ontributed|[Oo]ral|[Pp]lenary)\s+)?(?:{_TALK}\s+){{0,2}}"
    r"(?:[A-Z]{1,4}\d{1,4}[A-Z]{0,2}-\d{1,4}\s+)?(?:(?:[Pp]resented|[Dd]elivered|[Gg]iven)\s+)?at\s*:?\s+(?:the\s+)?"
)
# The same note in Spanish and Portuguese: "Ponencia presentada en el …", "Presentado en …",
# "Trabalho apresentado no …"; in French: "Communication présentée au …", "… à la …", "… lors du …",
# "Communication au …".
_PRESENTED_IN_RE = re.compile(
    r"^(?:(?:[Pp]onencia|[Cc]omunicaci[óo]n|[Cc]omunica[çc][ãa]o|[Pp][óô]ster|[Tt]rabajo|[Tt]rabalho)\s+)?"
    r"(?:[Pp]resentad[oa]|[Aa]presentad[oa])\s+(?:en|em|no|na)\s+(?:(?:el|la|los|las|o|a)\s+)?"
    r"|^(?:[Cc]ommunication|[Pp]oster|[Aa]ffiche)\s+(?:orale\s+)?(?:présentée?\s+)?"
    r"(?:au|aux|à\s+la|à\s+l['’]|à|lors\s+du|lors\s+des|lors\s+de\s+la|lors\s+de\s+l['’])\s*"
)
# What a manuscript's note leaves once its status is read: "Manuscript [submitted] for publication".
_MANUSCRIPT_RE = re.compile(r"(?:[Uu]npublished\s+)?[Mm]anuscript(?:\s+(?:submitted\s+)?for\s+publication)?")
_VOLUME_WORD_END_RE = re.compile(r",\s*(?:[Tt]ome|Band)$")
# PMLR's own citation names the meeting, then the series: "Proceedings of the 40th International
# Conference on Machine Learning, in Proceedings of Machine Learning Research 202:100-120".
_PMLR_SERIES_END_RE = re.compile(r",\s+in\s+Proceedings\s+of\s+Machine\s+Learning\s+Research$")


def _read_venue(tail: Tail, venue: str) -> None:
    venue = collapse_spaces(venue).strip(" ,;:.")
    venue = _LEADING_IN_RE.sub("", venue).strip(" ,;:")
    if " at" in venue:
        venue = _PRESENTED_AT_RE.sub("", venue)  # "Paper presented at the Annual Meeting of …"
    if "resentad" in venue or "résenté" in venue or venue.startswith(("Communication", "Poster", "Affiche")):
        venue = _PRESENTED_IN_RE.sub("", venue)  # "Ponencia presentada en el Taller sobre …"
    if "anuscript" in venue and _MANUSCRIPT_RE.fullmatch(venue):
        return  # APA's "Manuscript submitted for publication": the status is read, there is no venue
    if venue.endswith(("ome", "and")):
        venue = _VOLUME_WORD_END_RE.sub("", venue)
    if venue.endswith("Research"):
        venue = _PMLR_SERIES_END_RE.sub("", venue)
    if not venue:
        return
    prefix = _ACRONYM_PREFIX_RE.match(venue)
    if prefix:
        tail.venue_acronym = prefix.group(1)
        venue = venue[prefix.end() :]
    venue = _take_acronym_paren(tail, venue)
    # The venue ends where a trailing edition theme starts ("… Computing 2026: Resilient Roots").
    theme = _EDITION_THEME_RE.search(venue)
    if theme:
        venue = venue[: theme.start()]
    only = _ACRONYM_ONLY_RE.match(venue)
    head = only.group(1).split()[0] if only else ""
    if (
        only
        and _is_acronym_like(head)
        and sum(c.isupper() for c in head) >= 0.3 * len(head)
        and not (only.group(3) and only.group(3).strip().isupper() and not head.isupper())
        and head not in _ORG_WORDS
    ):
        acronym = only.group(1)
        suffix = (only.group(2) or "") + (only.group(3) or "")
        tail.venue_acronym = tail.venue_acronym or acronym
        tail.acronym_only = True
        venue = acronym + suffix
    workshop = _WORKSHOP_ON_RE.search(venue) if tail.venue_acronym is None else None
    if workshop:
        # The host conference before "Workshop on" is not the workshop's acronym.
        if workshop.group(1) and workshop.group(1) not in _ORG_WORDS:
            tail.venue_acronym = workshop.group(1)
    elif tail.venue_acronym is None and (leading := _LEADING_ACRONYM_RE.match(venue)):
        if leading.group(1) not in _ORG_WORDS:
            tail.venue_acronym = leading.group(1)
    elif tail.venue_acronym is None and _DIGIT_RE.search(venue):
        for inner in _INNER_ACRONYM_RE.finditer(venue):
            word = inner.group(1) or inner.group(2)
            if word not in _ORG_WORDS and _is_acronym_like(word):
                tail.venue_acronym = word
                break
    if _DIGIT_RE.search(venue):
        venue = _EDITION_YEAR_RE.sub(_edition_year_out, venue)
    venue = collapse_spaces(venue)
    if "," in venue:
        venue = _DOUBLE_COMMA_RE.sub(",", _SPACE_COMMA_RE.sub(",", venue))
    venue = venue.strip(" ,;:.-–—")
    if "," in venue:
        venue = _TRAILING_MONTH_RE.sub("", venue)  # "CoRR, January, 2024": the month is no part of it
    venue = _trim_dates(venue)
    if "," in venue and (tag := _TRAILING_MEETING_TAG_RE.search(venue)) is not None:
        venue = _without_trailing_tag(tail, venue, tag)
    if venue.endswith("(") or venue.endswith("["):
        venue = venue[:-1].rstrip(" ,;:.-–—")  # "Systems (Vol. 30, pp. 1–9)": the parenthesis was cut open
    if not any(character.isalnum() for character in venue):
        venue = ""  # "()": what the year leaves of "submitted (2023)"
    tail.venue = tail.venue or venue or None


# A meeting's tag closing its name after a comma: "Proceedings of the Twenty-Ninth International
# Joint Conference on Artificial Intelligence, IJCAI-20" (IJCAI's and AAAI's own form),
# "International Conference on Learning Representations, ICLR".
_TRAILING_MEETING_TAG_RE = re.compile(r",\s*([A-Z][A-Za-z]*[A-Z][A-Za-z&/]*)(?:\s*[-'’]?\s*(?:19|20)?\d\d)?$")
# The series a meeting's papers are printed in, written after its name the same way ("…, PMLR 139").
_SERIES_ACRONYMS = frozenset({"PMLR", "LNCS", "LNAI", "LNBI", "CCIS", "LNI", "LIPIcs", "CEUR", "EPTCS"})


def _without_trailing_tag(tail: Tail, venue: str, tag: re.Match[str]) -> str:
    acronym, name = tag.group(1), venue[: tag.start()].rstrip(" ,")
    if (
        len(acronym) < 3
        or acronym in _ORG_WORDS
        or acronym in _SERIES_ACRONYMS
        or is_place(acronym)
        or not _is_acronym_like(acronym)
        or not names_a_meeting(name)
        # With no year, only a meeting the table knows: "…, UFES" is the host, no tag.
        or not (_DIGIT_RE.search(tag.group(0)) or known_kind(acronym) in ("conference", "workshop"))
    ):
        return venue
    tail.venue_acronym = tail.venue_acronym or acronym
    return name


def _trim_dates(venue: str) -> str:
    """The venue without the remnants of a date: a day and month after it, a numeric date in
    parentheses, parentheses emptied by reading the year out of them."""
    if "(" in venue or "[" in venue:
        venue = _EMPTY_BRACKETS_RE.sub("", _NUMERIC_DATE_PAREN_RE.sub("", venue))
    if "-" in venue or "/" in venue or "–" in venue:  # a span of months needs its dash or slash
        venue = _MONTH_SPAN_END_RE.sub("", venue)
    venue = _TRAILING_DATE_RE.sub("", venue)
    if _may_end_in_page_label(venue):
        venue = _PAGE_LABEL_END_RE.sub("", venue)
    if _may_end_in_identifier_label(venue):
        venue = _IDENTIFIER_LABEL_END_RE.sub("", venue)
    if "/" in venue:
        venue = _TRAILING_ISSUE_OF_YEAR_RE.sub("", venue)
    return _without_trailing_places(collapse_spaces(venue).strip(" ,;:.-–—"))


# The label of an identifier read out of the venue's end: "Coastal Letters. doi", "… pmid",
# "Coastal Letters preprint" ("doi: 10.… preprint: 10.…"); a preprint server's own name keeps it.
# (Both patterns open with the mark or space after the letters, looked behind from it: a pattern
# that opens with its look-behind makes the regex engine try every position of the text.)
_IDENTIFIER_LABEL_END_RE = re.compile(
    r"[\s.,;](?<=[^\W\d_]{2}[\s.,;])(?<!rxiv[\s.,;])(?:(?<=[.,;])\s+|(?<=\s)\s*)(?:doi|pmid|pmcid|preprint)"
    r"(?:[.,;]?\s+(?:doi|pmid|pmcid|preprint))*\s*:?$",
    re.IGNORECASE,
)
# A page label left at the venue's end where the pages were read out or never printed: "…
# Workshop. pp", "…, hal" (Indonesian), "…, London, p. .", "…. S. ." (German).
_PAGE_LABEL_END_RE = re.compile(
    r"[\s.,;](?<=[^\W\d_]{2}[\s.,;])(?:(?<=[.,;])|(?<=\s)\s*[.,;])\s*(?:pp?|hal|hlm|S)\.?[\s.]*$"
)
_LONE_WORD_RE = re.compile(r"[A-ZÀ-Þ][^\W\d_]{2,19}")
_IDENTIFIER_LABELS = ("doi", "pmid", "pmcid", "preprint")


# The two label patterns end in "$": the regex engine would try them at every mark of the venue.
# Their label must close the venue but for white space, stops and a colon; most venues end otherwise.
def _may_end_in_page_label(venue: str) -> bool:
    end = venue.rstrip()
    while end.endswith("."):
        end = end[:-1].rstrip()
    return end.endswith(("p", "hal", "hlm", "S"))


def _may_end_in_identifier_label(venue: str) -> bool:
    end = venue.rstrip()
    if end.endswith(":"):
        end = end[:-1].rstrip()
    # (The pattern ignores case: a letter outside ASCII may match one of the labels' letters, "İ" an "i".)
    return not end[-8:].isascii() or end[-8:].lower().endswith(_IDENTIFIER_LABELS)


def _without_trailing_places(venue: str) -> str:
    """The venue without the places after its name: where a meeting was held or where the body
    that a name of several parts ends with sits ("Proceedings of the … Congress, New Delhi, India",
    "Hardware/Software Co-Design, Department of X, University of Y, Germany"). One name and a place
    alone ("ENISA, Athens", "Gallimard, Paris") are an imprint, read as one elsewhere."""
    venue = without_town_after_in(venue)
    if "," not in venue:
        return without_unpunctuated_town(venue)
    segments = venue.split(",")
    kept = len(segments)
    while kept > 1:
        if is_place(segments[kept - 1]):
            kept -= 1
        elif kept > 2 and is_place(",".join(segments[kept - 2 : kept])):
            kept -= 2  # "Cambridge, MA"
        else:
            break
    if (
        1 < kept < len(segments)
        and _LONE_WORD_RE.fullmatch(lone := segments[kept - 1].strip())
        # "2017 Fall Meeting, AGU, New Orleans, LA": a body's acronym; the meeting's own tag
        # ("Symposium on Harbour Engineering, HARB, Kiel") is read apart.
        and not (lone.isupper() and lone.casefold() not in ",".join(segments[: kept - 1]).casefold())
    ):
        kept -= 1  # "…, Chiapas, México": a region the list of places lacks, before its country
    town = town_segments(segments) if kept == len(segments) else 0
    if town and names_a_meeting(",".join(segments[:-town])):
        kept -= town  # no place the list knows: a meeting's town it lacks ("…, Eastbourne")
    name = ",".join(segments[:kept])
    if kept == len(segments) or (kept == 1 and not names_a_meeting(name)):
        return venue
    return name.rstrip(" ,;:")


# An issue numbered within its year after the journal: "L’Espace géographique, 2008/1",
# "Études rurales, 2004/1-2" (the French portals' way), "schul-magazin 12/2009", "Die Deutsche
# Schule, H. 4/1997" (a German issue, "Heft"): a date, no part of the journal's name.
_TRAILING_ISSUE_OF_YEAR_RE = re.compile(
    r"(?:,\s*|\s+)(?:(?:H|Heft|Nr|No|n°|nº)\.?\s*)?"
    r"(?:(?:19|20)\d\d/\d{1,2}(?:\s*[-–]\s*\d{1,2})?|\d{1,2}(?:\s*[-–]\s*\d{1,2})?/(?:19|20)\d\d)$"
)


_NOT_ACRONYMS = frozenset({"corr", "arxiv", "biorxiv", "medrxiv", "chemrxiv", "ssrn", "techrxiv", "dataset"})


def _is_acronym_like(word: str) -> bool:
    """ "CVPR", "NeurIPS", "CLiC-it", "eScience": short, with capitals inside or all caps."""
    if word.lower() in _NOT_ACRONYMS:
        return False
    if len(word) > 12 or word.lower() in {
        "nature",
        "science",
        "computer",
        "cell",
        "biology",
        "complexity",
        "information",
    }:
        return False
    upper = sum(c.isupper() for c in word)
    return (
        upper >= 2
        or (upper >= 1 and any(c.isupper() for c in word[1:]))
        or (word[0].islower() and upper >= 1)
    )
