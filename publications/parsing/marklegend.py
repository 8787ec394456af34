"""A legend of the marks a page puts on names: the one home of reading it.

Lab and researcher pages print, above or below their list, what the marks after names mean:
"* equal contribution", "+Supervisor, #Corresponding", "(*) denotes co-first authors",
"✱ – equal contribution; ✉ – corresponding author", "^ undergraduate mentee", "† = presenting
author", and for type styles "Underlined: students", "Bold: lab members". Such a line is no entry
and no heading: it is left out with its reason (``legend_reason``). The marks it defines are the
paste's own name marks (``read_legend``): ``with_legend_marks_read`` writes each one glued after a
name as the mark the name reader knows for its meaning, so "M. Xiao+" reads as "M. Xiao" and
"C. Zhang#" as a corresponding author where the legend says so. A mark no legend defines is left
as written ("C++" in a title).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .fields import MODERN_YEAR_RE
from .headingwords import has_publication_word
from .names import LEGEND_MARKS, NAME_MARKS

# What a mark may be: a symbol, not a letter, digit, bracket, quote or punctuation between words
# ("*", "+", "^", "$", "#", "†", "✉", "✱", "🅡"); nor "=" or "&", which stand between words.
_MARK = r"[^\w\s()\[\]{}\"'“”‘’.,;:：!?/\\|<>=&–—-]"
# One definition: the mark (bracketed or not), a separator or a verb, and what it means.
_DEFINITION_RE = re.compile(
    rf"[(\[]?(?P<marks>{_MARK}{{1,3}})[)\]]?\s*"
    r"(?P<separator>[:=：–—-]|(?i:denotes?|indicates?|marks?|means?|signals?|designates?)\b)?\s*"
    r"(?P<meaning>[^\W\d_][^,;|:=.]{0,60})"
)
# "Underlined: students", "Bold: lab members", "Names in bold: group members": a type style's legend.
_STYLE_WORDS = (
    r"(?i:(?:names?\s+(?:in\s+)?)?(?:underlined?|underlining|bold(?:face)?|in\s+bold|italics?|italici[sz]ed"
    r"|highlighted|soulign[ée]s?|en\s+gras|gras|fett|unterstrichen|negrita|subrayados?|sottolineat[oi]|grassetto))"
)
_STYLE_RE = re.compile(
    _STYLE_WORDS
    + r"\s*(?:[:=–—-]|(?i:denotes?|indicates?|marks?|means?)\b)\s*(?P<meaning>[^\W\d_][^,;|:=.]{0,60})"
)
# A legend holds a mark or a type style's word somewhere: a line with neither (most lines of a
# list) is no legend, told before it is split into definitions. The words are looked for as plain
# substrings of the case-folded line: a case-insensitive search of ``_STYLE_WORDS`` steps through
# the alternatives at every position and costs more than the rest of a line's reading. Each stem
# below is part of one or more of the words. Case folding gives every letter a case-insensitive
# match takes the letter itself, but for the dotless and dotted "ı" and "İ" ("i" to the regex
# engine), which are made "i" by hand; so a line ``_STYLE_WORDS`` matches holds a stem. (A stem
# found where no style word is written costs only the splitting into definitions that follows.)
_MARK_RE = re.compile(_MARK)
_STYLE_STEMS = (
    "underl",
    "bold",
    "italic",
    "highlighted",
    "soulign",
    "gras",
    "fett",
    "unterstrichen",
    "negrita",
    "subrayad",
    "sottolineat",
)
_STYLE_STEM_RE = re.compile("|".join(_STYLE_STEMS))  # (case-sensitive: it reads the folded line)
# What a mark after a member's name stands for: a role in the work or in the group.
_ROLE_RE = re.compile(
    r"\b(?i:author|autor|auteur|contribut|correspond|korrespond|co-?first|first|senior|last|student|stud"
    r"|supervis|mentee|mentor|trainee|undergrad|graduate|postdoc|member|lab\b|group|presenting|presenter"
    r"|speaker|equal|joint|shared|advisee|ph\.?\s?d|master|interns?\b|fellow|collaborat|étudiant|estudiante"
    r"|doktorand|gleich|égal|igual)|学生|作者|著者|講演者|通讯|通信|共同"
)
_EQUAL_RE = re.compile(
    r"(?i:equal(?:ly)?|co-?first|joint(?:ly)?\s+first|shared\s+first|gleich|égale?|igual|paritari|gelijk)"
    r"|共同第一|共同筆頭|同等"
)
_CORRESPONDING_RE = re.compile(r"(?i:correspond|korrespond)|通讯|通信|責任著者|교신")
# Words a legend may open with.
_LEGEND_LABEL_RE = re.compile(r"^(?i:legend|key|marks?|symbols?)\s*[:：]\s*")
# Definitions on one line are parted by a comma, a semicolon, a bar, or spaces before the next mark.
_PARTS_RE = re.compile(rf"\s*[;,|]\s*|\s{{2,}}|\s+(?=[(\[]?{_MARK}{{1,3}}[)\]]?\s)")
# Marks no legend may redefine: a markdown paste's emphasis ("*Nature*", "_Science_").
_MARKUP_MARKS = frozenset("*_")


def _has_mark_or_style_word(stripped: str) -> bool:
    if _MARK_RE.search(stripped):
        return True
    if len(stripped) < 4:  # shorter than the shortest style word ("bold", "gras", "fett")
        return False
    folded = stripped.casefold()
    if "ı" in folded or "\u0307" in folded:
        folded = folded.replace("ı", "i").replace("i\u0307", "i")
    return _STYLE_STEM_RE.search(folded) is not None


def _definitions(stripped: str) -> list[re.Match[str]] | None:
    """The definitions a line is made of, else None."""
    # (The year first: most lines of a list hold one, told faster than the want of a mark.)
    if len(stripped) > 250 or MODERN_YEAR_RE.search(stripped) or not _has_mark_or_style_word(stripped):
        return None
    body = stripped
    if body[:1] == "(" and body[-1:] == ")" and body.count("(") == 1:
        body = body[1:-1]
    body = _LEGEND_LABEL_RE.sub("", body.strip()).rstrip(". ")
    parts = [part for part in _PARTS_RE.split(body) if part]
    if not parts or len(parts) > 8:
        return None
    found = []
    for part in parts:
        match = _DEFINITION_RE.fullmatch(part) or _STYLE_RE.fullmatch(part)
        if match is None:
            return None
        found.append(match)
    # A mark before words with nothing between is a legend when some definition names a role or
    # says what its mark means with a separator; one that names publications is a heading ("###
    # Journal papers", "* Student theses", "+ Reviews").
    if any(
        match.re is _DEFINITION_RE
        and not match.group("separator")
        and has_publication_word(match.group("meaning"))
        for match in found
    ):
        return None
    if not any(_ROLE_RE.search(match.group("meaning")) for match in found) and not (
        len(found) == 1 and found[0].re is _DEFINITION_RE and found[0].group("separator")
    ):
        return None
    return found


LEGEND_REASON = "a legend of the marks after names"


def legend_reason(stripped: str) -> str | None:
    """The reason to leave out a line that says what the marks after names mean, else None."""
    return LEGEND_REASON if _definitions(stripped) is not None else None


def read_legend(stripped: str) -> dict[str, str]:
    """The marks a legend line defines, each with its meaning ("equal", "corresponding" or
    "other"); empty for a line that is no legend."""
    found = _definitions(stripped)
    return {} if found is None else _marks_defined(found)


def _marks_defined(found: list[re.Match[str]]) -> dict[str, str]:
    marks: dict[str, str] = {}
    for match in found:
        if match.re is not _DEFINITION_RE or len(set(match.group("marks"))) != 1:
            continue  # a type style, or a run of different marks, defines no one mark
        mark = match.group("marks")[0]
        if mark in _MARKUP_MARKS:
            continue
        meaning = match.group("meaning")
        marks[mark] = (
            "corresponding"
            if _CORRESPONDING_RE.search(meaning)
            else "equal"
            if _EQUAL_RE.search(meaning)
            else "other"
        )
    return marks


class PasteLegend(NamedTuple):
    """What the legend lines of a paste say, read once for the whole paste."""

    marks: dict[str, str]  # the name marks they define (``read_legend``)
    positions: frozenset[int]  # where they stand among the texts read: lines to leave out


def paste_legend(texts: list[str]) -> PasteLegend:
    """The legend lines of a paste (those ``legend_reason`` gives a reason), and the name marks
    they define."""
    marks: dict[str, str] = {}
    positions = []
    # Each different text is read once: a paste repeats its short lines.
    read: dict[str, list[re.Match[str]] | None] = {}
    for position, text in enumerate(texts):
        if text in read:
            found = read[text]
        else:
            stripped = text.strip()
            # (A legend opens with a mark, a bracket or a word, never a digit: most numbered
            # references are told no legend by their first character.)
            usable = stripped and len(stripped) <= 250 and not stripped[0].isdigit()
            found = read[text] = _definitions(stripped) if usable else None
        if found is not None:
            positions.append(position)
            marks.update(_marks_defined(found))
    return PasteLegend(marks, frozenset(positions))


def _glued_marks_re(marks: dict[str, str]) -> re.Pattern[str]:
    """A run of defined marks glued after a name or an initial ("Xiao+", "C.+", "L#"), before what
    ends a name in a list: a comma, a semicolon, a full stop, a joining word, a bracket or the end."""
    chars = re.escape("".join(sorted(marks)))
    known = re.escape("".join(sorted(set(marks) | set(NAME_MARKS))))
    return re.compile(
        rf"(?<=[^\W\d_]|\.)(?<![a-z]\.)(?P<run>[{known}]*[{chars}][{known}]*)"
        r"(?=[,;:]|\.(?:\s|$)|\s+(?:and|&|und|et|y|e)\s|\s*\(|\s*$)"
    )


def with_legend_marks_read(text: str, marks: dict[str, str]) -> str:
    """``text`` with each defined mark glued after a name written as the name reader's mark for its
    meaning; a line that is itself a legend, or holds no such mark, as it is."""
    if not marks or not any(mark in text for mark in marks) or read_legend(text.strip()):
        return text
    pattern = _glued_marks_re(marks)

    def read(match: re.Match[str]) -> str:
        start = match.start()
        run = match.group("run")
        word = re.search(r"[^\W\d_]+\.?$", text[:start])
        if word is None or not word.group(0)[0].isupper() or len(set(run)) != len(run):
            # A mark after a lower-case word is no mark on a name, nor a doubled one ("C++").
            return run
        return "".join(LEGEND_MARKS[marks[mark]] if mark in marks else mark for mark in run)

    return pattern.sub(read, text)


# A role written out in brackets after a name instead of a mark: "Ruiz A (corresponding author),",
# "A. Ruiz (co-first author) and", "Ruiz, A. [equal contribution]," – as CVs and faculty pages
# print their own and their students' roles. Each meaning is the one its mark has in a legend.
_ROLE_NOTES = (
    (r"co-?corresponding|corresponding", "corresponding"),
    (
        r"co-?first|joint(?:ly)?\s+first|shared\s+first|equal(?:ly)?\s+contribut\w*"
        r"|(?:all\s+)?(?:(?:the\s+)?authors\s+)?contributed\s+equally",
        "equal",
    ),
    (r"(?:senior|last|presenting)(?=\s+author)", "other"),
)
_ROLE_NOTE = (
    r"[(\[](?i:(?:"
    + "|".join(f"(?P<{meaning}>{words})" for words, meaning in _ROLE_NOTES)
    + r")(?:\s+(?:authors?|authorship|contribution))?)[)\]]"
    r"(?=\s*(?:[,;:]|\.(?:\s|$)|(?:and|&|und|et|y|e)\s|$))"
)
_ROLE_NOTE_RE = re.compile(r"(?<=[^\W\d_]|\.)\s*" + _ROLE_NOTE)
# The note from its opening bracket on: a pattern that starts with a lookbehind is tried at every
# position of the text, one that starts with a bracket only where a bracket stands.
_BRACKETED_ROLE_RE = re.compile(_ROLE_NOTE)


# The legend of the list's own marks in brackets after its last name, as a CV writes it: "J. Ruiz*,
# B. Okafor*, and K. Lee (*equal contribution). Title". The marks say who; the note is no role of the
# name before it.
_MARK_NOTE = (
    r"[(\[]\s*[*∗†‡#§✉]+\s*(?:=\s*)?(?i:(?:"
    + "|".join(words for words, _ in _ROLE_NOTES)
    + r")(?:\s+(?:authors?|authorship|contribution))?)[)\]]"
    r"(?=\s*(?:[,;:]|\.(?:\s|$)|$))"
)
_MARK_NOTE_RE = re.compile(r"(?<=[^\W\d_]|\.)\s*" + _MARK_NOTE)
_BRACKETED_MARK_RE = re.compile(_MARK_NOTE)


def has_role_note(text: str) -> bool:
    """Does ``text`` write a role in brackets after a name ("Ruiz A (corresponding author),"), or the
    legend of its marks ("(*equal contribution)")? Each bracketed note is found first, then asked
    whether a name's letter or stop stands before it, white space apart (a whole paste is read at
    its brackets only)."""
    if "(" not in text and "[" not in text:
        return False
    return _follows_name(text, _BRACKETED_ROLE_RE, _ROLE_NOTE_RE) or _follows_name(
        text, _BRACKETED_MARK_RE, _MARK_NOTE_RE
    )


def _follows_name(text: str, bracketed: re.Pattern[str], after_name: re.Pattern[str]) -> bool:
    found = bracketed.search(text)
    while found is not None:
        start = found.start()
        while start > 0 and text[start - 1].isspace():
            start -= 1
        if after_name.match(text, start) is not None:
            return True
        found = bracketed.search(text, found.start() + 1)
    return False


def with_role_notes_read(text: str) -> str:
    """``text`` with each role written in brackets after a name ("(corresponding author)") written
    as the name reader's mark for it, glued to the name, and a legend of the marks in brackets
    after the names ("(*equal contribution)") left out; a text with no such note as it is."""
    if "(" not in text and "[" not in text:
        return text
    text = _MARK_NOTE_RE.sub("", text)
    return _ROLE_NOTE_RE.sub(
        lambda match: next(LEGEND_MARKS[meaning] for _, meaning in _ROLE_NOTES if match.group(meaning)), text
    )
