"""A CV's page header or footer that says what it is, on a line of its own.

A publication list copied out of a PDF (a LaTeX CV: moderncv, the res class, a ``fancyhdr``
footer) carries the lines each page repeats: its number written as a page's ("3 / 7", "Page 3 of
7", "– 3 –"), the owner's name beside it ("A. Family 4/9"), or the document's name with the
owner's and the date ("Jane Family — Curriculum Vitae 3", "Last updated: March 2024 2"). Such a
line names itself as a page's even when the excerpt holds one page break only, so it is read on
its own; a line that a page repeats without saying so is found by its repeats
(``formats.citations``).

A paper's page says so too, in the forms of the journals' LaTeX classes: ACM's ``acmart`` feet
each page with the journal, its volume, number, the article's number and its date ("J. ACM, Vol.
37, No. 4, Article 111. Publication date: August 2018.") and heads it with the article's page
beside the authors or the short title ("111:4 • Trovato and Tobin, et al.", "Short Title •
111:5"); Elsevier's ``elsarticle`` feet a preprint's first page with the journal and the date
("Preprint submitted to Journal of Sound and Vibration March 3, 2022"), and the journal's typeset
pages are headed with the authors cut short beside the journal, volume, year and pages ("L. Brandt
et al. / Journal of Sound and Vibration 412 (2020) 109–130"); Springer's ``llncs`` heads an even
page with its number and the authors cut short ("14 M. Ivanova et al.").

Many journals head their pages with the journal's name and the volume only, beside the page's
number: "Journal of Applied Numerical Methods, Vol. 3", "INTERNATIONAL JOURNAL OF X, VOL. 12, NO.
4, APRIL 2019" (IEEE's and Taylor & Francis's heads), "J. Appl. Phys. 128, 2020". Such a line
reads like a wrapped venue, so its shape alone proves nothing (``journal_head``): it is a page's
head only between two references, the one above finished and dated, the one below numbered
(``formats.citations``).

Accepts any line. Cannot handle: a page number alone ("3") or a name alone ("Jane Family"): a
reference's last line may be its pages, and a wrapped line may be its authors'.
"""

from __future__ import annotations

import re

PAGE_LINE_REASON = "a page header or footer"

# "3 / 7", "3 of 7", "Page 3", "Page 3 of 7", "p. 3/7", "Seite 3 von 7", "– 3 –": a page's number
# written as one. A bare number is no such form.
_PAGE_FORM = (
    r"(?<![\w/])(?:(?i:page|p\.|seite|pagina|página|страница)\s*\d{1,3}(?:\s*(?:/|(?i:of|von|de|di|из))\s*\d{1,3})?"
    r"|\d{1,3}\s*(?:/|(?i:of|von|de|di|из))\s*\d{1,3}"
    r"|[-–—]\s*\d{1,3}\s*[-–—])(?![\w/])"
)
_PAGE_FORM_RE = re.compile(_PAGE_FORM)
# The document's own name or its date line: what a CV's running head or foot says of itself.
_DOCUMENT_WORD_RE = re.compile(
    r"(?:\b(?:Curriculum\s+[Vv]it(?:ae|æ)|CURRICULUM\s+VITAE|CV|Résumé|RÉSUMÉ|Resume|Lebenslauf|"
    r"(?i:last\s+(?:updated|modified|revised|update))|Updated)\b)"
)
# A date beside "Last updated": "March 2024", "12 March 2024", "2024-03-12", "03/2024".
_DATE_RE = re.compile(
    r"\b(?:\d{1,2}\s+)?[A-Z][a-zä]{2,8}\.?\s+(?:\d{1,2},\s+)?(?:19|20)\d\d\b"
    r"|\b(?:19|20)\d\d-\d\d(?:-\d\d)?\b|\b\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d\b|\b\d{1,2}/(?:19|20)\d\d\b"
    r"|\b(?:19|20)\d\d\b"
)
_SEPARATORS_RE = re.compile(r"[\s\-–—|·•,:]+")
# A number at the line's edge: the page's, beside the document's name ("Curriculum Vitae 3").
_EDGE_NUMBER_RE = re.compile(r"^\d{1,3}(?:\s+|$)|\s+\d{1,3}$")
# What may stand beside them: the owner's name (capitalised words and initials), nothing else.
_NAME_WORD_RE = re.compile(r"(?:[A-ZÀ-ÞĀ-Ž][\w'’.-]*|[A-ZÀ-Þ]\.)$")
_LONGEST = 90
# "CV", the shortest line that names itself a page's; a page's number takes three ("3/7", "- 3 -").
_SHORTEST = 2
_NAME_WORDS_AT_MOST = 5
# ``acmart``'s foot and head: "…, Vol. 37, No. 4, Article 111. Publication date: August 2018.";
# "111:4 • Trovato et al.", "Short Title • 111:5" (the article's number, then the page's).
# ``elsarticle``'s foot: "Preprint submitted to <journal> <Month> <day>, <year>" (no comma before the
# date, which LaTeX's ``\today`` writes). ``llncs``'s even head: "14 M. Ivanova et al.".
_INITIALLED_NAME = r"(?:[A-Z]\.\s?-?){1,3}\s?[A-ZÀ-Þ][\w'’-]{1,40}"
_ARTICLE_PAGE_RE = re.compile(
    r".{1,80},\s*Vol\.\s*\d{1,4},\s*No\.\s*\w{1,12},\s*Article\s*\d{1,6}\.\s*"
    r"Publication\s+date:\s*[A-Z][a-z]{2,8}\.?\s+(?:19|20)\d\d\.?"
    r"|\d{1,6}:\d{1,4}\s+•\s+[^•]{1,100}|[^•]{1,100}\s+•\s+\d{1,6}:\d{1,4}"
    r"|Preprint\s+submitted\s+to\s+[^,;()]{1,100}\s+[A-Z][a-z]{2,8}\.?\s+\d{1,2},\s+(?:19|20)\d\d"
    r"|\d{1,4}\s+" + _INITIALLED_NAME + r"\s+et\s+al\."
    r"|(?:\d{1,5}\s+)?"
    + _INITIALLED_NAME
    + r"\s+et\s+al\.\s+/\s+[^/]{1,120}\s\d{1,5}\s+\((?:19|20)\d\d\)\s+[\d–-]{1,20}"
)
# (the words each form holds, a cheap test first)
_ARTICLE_PAGE_WORDS = ("Publication date", "•", "Preprint submitted", "et al.")
_ARTICLE_PAGE_LONGEST = 180


# A journal's page head: its name (capitalised words, abbreviations and the small words between
# them, no digits), then "Vol. 3" with an optional number and date, or a bare volume and year; a
# page's number may stand at either edge. No pages, no closing stop: a reference's venue has them.
_JOURNAL_NAME = r"[A-ZÀ-Þ][\w.'’&-]*(?:\s+(?:[A-ZÀ-Þ&][\w.'’&-]*|of|and|for|in|on|the|de|der|und|la|et))*?"
_JOURNAL_HEAD_RE = re.compile(
    r"(?:\d{1,4}\s+)?"
    + _JOURNAL_NAME
    + r"(?:,\s*|\s+)(?i:vol\.|volume)\s*\d{1,4}(?:,\s*(?i:no\.|issue)\s*\d{1,4})?"
    r"(?:,?\s+(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d|\s*\((?:19|20)\d\d\))?(?:\s+\d{1,4})?"
    r"|(?:\d{1,4}\s+)?" + _JOURNAL_NAME + r"\s+\d{1,4},\s*(?:19|20)\d\d(?:\s+\d{1,4})?"
)
_JOURNAL_HEAD_LONGEST = 120
# "A vol.1": a name's letter, a space, "vol." and a number; no shorter line has the shape.
_JOURNAL_HEAD_SHORTEST = 7


def journal_head(text: str) -> bool:
    """Has the line the shape of a journal's page head ("Journal of X, Vol. 3", "J. Appl. Phys.
    128, 2020")? A wrapped venue line may have it too: the caller looks at the lines around it."""
    stripped = text.strip()
    return (
        _JOURNAL_HEAD_SHORTEST <= len(stripped) <= _JOURNAL_HEAD_LONGEST
        and (stripped[-1:].isalnum() or stripped[-1:] == ")")
        and _JOURNAL_HEAD_RE.fullmatch(stripped) is not None
    )


def page_line_reason(text: str) -> str | None:
    """``PAGE_LINE_REASON`` when the line is a page's header or footer that says so, else None."""
    stripped = text.strip()
    if _article_page_line(stripped):
        return PAGE_LINE_REASON
    if not _SHORTEST <= len(stripped) <= _LONGEST:
        return None
    # Such a line holds a page's number or the document's name. Most lines of a paste hold
    # neither and are let go here, before the replacements below run on every one of them.
    if not _PAGE_FORM_RE.search(stripped) and not _DOCUMENT_WORD_RE.search(stripped):
        return None
    if _PAGE_FORM_RE.fullmatch(stripped):
        return PAGE_LINE_REASON
    rest, page_form = _without(_PAGE_FORM_RE, stripped)
    rest, document = _without(_DOCUMENT_WORD_RE, rest)
    if document:
        rest, _ = _without(_DATE_RE, rest)
        rest = _EDGE_NUMBER_RE.sub("", _SEPARATORS_RE.sub(" ", rest).strip())
    elif not page_form:
        return None
    return PAGE_LINE_REASON if _owner_name_or_nothing(rest) else None


def names_itself_a_page_line(text: str) -> bool:
    """Does the line hold a page's number written as one and nothing else ("Page 3 of 7", "3 / 7"),
    or the document's own name ("Curriculum Vitae", "Last updated")? Such a line is a page's head
    or foot wherever it falls; one that holds a name beside "p. 197" may be a reference's end."""
    stripped = text.strip()
    return (
        _PAGE_FORM_RE.fullmatch(stripped) is not None
        or _DOCUMENT_WORD_RE.search(stripped) is not None
        or _article_page_line(stripped)
    )


def _article_page_line(stripped: str) -> bool:
    """Is the line a paper's running head or foot in the form of a journal's class?"""
    if len(stripped) > _ARTICLE_PAGE_LONGEST:
        return False
    # (A loop of substring tests: cheaper than ``any()`` over a generator built for every line.)
    for word in _ARTICLE_PAGE_WORDS:
        if word in stripped:
            return _ARTICLE_PAGE_RE.fullmatch(stripped) is not None
    return False


def _without(pattern: re.Pattern[str], text: str) -> tuple[str, bool]:
    """``text`` without the matches of ``pattern``, and whether there were any."""
    found, count = pattern.subn(" ", text)
    return found, count > 0


def _owner_name_or_nothing(rest: str) -> bool:
    words = _SEPARATORS_RE.sub(" ", rest).split()
    return len(words) <= _NAME_WORDS_AT_MOST and all(_NAME_WORD_RE.match(word) for word in words)
