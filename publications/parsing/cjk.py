"""Chinese, Japanese and Korean references: the names, the title and the rest of a citation that
opens with names written in CJK characters.

Accepts names separated by "，", "、", "・" or "," and closed by "等" / "他" / "ほか" (et al.), also
once the citation's reader has written that mark as "et al." (GB/T 7714's "王明, 李华, 等.");
a year after them ("（2015）", ". 2011."); a title in 「」, 《》, “”, ʻʻ ʼʼ, or unquoted up to a
GB/T 7714 type mark ("[J]"), a full stop or a space; a journal in 『』 or 《》; the numbers of
Japanese and Chinese tails ("第58巻 第3号 第120~135頁", "第98期", "2017年3月"); a book's
"北京：人民出版社" imprint. The tail it returns is written with ASCII punctuation for the tail reader
(``tail.parse_tail``), the journal marked as markdown italics.

Japanese names written with a space between family and given name ("田中 太郎, 山田 花子: Title")
are read where a colon closes the list, as Japanese journals' styles write it.

Cannot handle: such names in a list closed by anything but a colon ("田中 太郎，山田 花子 Title")
are read as the names only when separators join them; a citation that opens with a title in CJK
and no names is left to the other readers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .text import strip_list_marker

_CJK = r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
_CJK_RE = re.compile(f"[{_CJK}]")
# A name: two to six CJK characters (a family name and a given name written together), with a
# middle dot between the parts of a transcribed foreign name, and the marks a list puts after a
# name (the speaker's or the corresponding author's "*", "†"), which are no part of it.
_MARKS = "*†‡#"
_NAME = rf"[{_CJK}][{_CJK}·・]{{1,5}}[{re.escape(_MARKS)}]*"
# One name standing alone (not in a list of them), stricter: two to four Han characters or
# Hangul syllables, or a transcribed foreign name's parts joined by "·" ("约翰·史密斯").
_LONE_NAME_RE = re.compile(
    r"^(?:[\u4e00-\u9fff]{2,4}|[\u4e00-\u9fff]{1,4}·[\u4e00-\u9fff]{1,6}|[\uac00-\ud7a3]{2,4})$"
)
_NAMES_RE = re.compile(
    rf"(?P<names>{_NAME}(?:\s?[，,、・·;；]\s?{_NAME})*)(?P<etal>\s?[，,、]?\s?(?:等|他|ほか|외|et\sal\.))?"
    rf"(?=[\s.,，。:：（(「『《“ʻ‘\"\[]|$)"
)
_NAME_SEPARATOR_RE = re.compile(r"\s?[，,、・·;；]\s?")
# Japanese names written with a space between family and given name ("奥 牧人, 合原 一幸: Title"):
# read as a list of names only where a colon closes the list, as Japanese journals' styles write
# it (names, colon, title), since a space also parts the fields of some lists.
_SPACED_NAME = rf"[{_CJK}]{{1,4}} [{_CJK}]{{1,4}}[{re.escape(_MARKS)}]*"
_SPACED_NAMES_RE = re.compile(
    rf"(?P<names>{_SPACED_NAME}(?:\s?[，,、;；]\s?{_SPACED_NAME})*)(?P<etal>\s?[，,、]?\s?(?:他|ほか))?(?=\s?[:：])"
)
# A transcribed foreign name written in katakana, its parts joined by a middle dot ("キム・クァンス"):
# a list that parts its names by the same dot ("岩波翔也・キム・クァンス・藤田泰久") keeps it one name.
_KATAKANA_RE = re.compile(r"^[\u30a0-\u30ff]+$")
# Korean lists part their names by "·" ("박민수·최지영"); elsewhere the dot joins the parts of one
# transcribed foreign name ("约翰·史密斯").
_HANGUL_NAME_RE = re.compile(r"^[\uac00-\ud7a3]+$")


def _joined(before: str, dot: str, piece: str) -> bool:
    """Do ``before`` and ``piece``, parted by the middle dot ``dot``, write one name?"""
    if dot == "・":
        return bool(_KATAKANA_RE.match(before) and _KATAKANA_RE.match(piece))
    return dot == "·" and not (_HANGUL_NAME_RE.match(before) and _HANGUL_NAME_RE.match(piece))


def _split_names(names: str) -> list[str]:
    """The names of a CJK list, parted at its separators; katakana parts joined by "・" stay one name."""
    pieces: list[str] = []
    position = 0
    dot = ""
    for separator in [*_NAME_SEPARATOR_RE.finditer(names), None]:
        piece = names[position : separator.start() if separator else len(names)]
        if dot and pieces and _joined(pieces[-1], dot, piece):
            pieces[-1] = f"{pieces[-1]}{dot}{piece}"
        else:
            pieces.append(piece)
        if separator is None:
            break
        dot = separator.group().strip() if separator.group().strip() in "・·" else ""
        position = separator.end()
    return pieces


_YEAR_RE = re.compile(
    r"[\s.,，。:：]*(?:[（(]\s*((?:19|20)\d\d)[a-z]?\s*[)）]|((?:19|20)\d\d)[a-z]?(?=[.,，。\s]))"
)
_SEPARATOR_RE = re.compile(r"[\s.,，。:：]*")
_QUOTES = {"「": "」", "『": "』", "《": "》", "“": "”", "ʻ": "ʼ", "‘": "’", '"': '"', "〈": "〉"}
# An unquoted title ends at a type mark ("[J]"), a full stop or comma, or a space (lists that
# separate the fields by spaces only). Korean writes spaces between words: a Hangul title runs
# past them.
_TITLE_END_RE = re.compile(r"\[[A-Z/]{1,5}\]|[.。，]\s|[.。]$|\s")
_SPACED_TITLE_END_RE = re.compile(r"\[[A-Z/]{1,5}\]|[.。，]\s|[.。]$")
# Japanese journals' styles (SIST 02: "田中太郎，山田花子：Title，Journal，Vol.58，No.3，pp.1-9（2017）")
# part the fields by a full-width comma with no space after it; where no type mark ends the title,
# that comma does.
_TYPE_MARK_RE = re.compile(r"\[[A-Z/]{1,5}\]")
_COMMA_TITLE_END_RE = re.compile(r"[.。]\s|，|[.。]$|\s")
_SPACED_COMMA_TITLE_END_RE = re.compile(r"[.。]\s|，|[.。]$")
_HANGUL_RE = re.compile(r"[\uac00-\ud7af]")
# The numbers of Japanese and Chinese tails, in the forms the tail reader knows.
_TAIL_FORMS = (
    (re.compile(r"[第제]?\s*(\d+)\s*[巻卷編권]"), r", vol. \1, "),
    (re.compile(r"[第제]?\s*(\d+)\s*[号號期호]"), r", no. \1, "),
    (re.compile(r"[第제]?\s*(\d+)\s*[~～〜\-–]\s*(\d+)\s*[頁页쪽면]"), r", pp. \1-\2"),
    (re.compile(r"[第제]?\s*(\d+)\s*[頁页쪽면]"), r", p. \1"),
    (re.compile(r"((?:19|20)\d\d)\s*年(?:\s*\d{1,2}\s*月)?(?:\s*\d{1,2}\s*日)?"), r", \1"),
    (re.compile(r"\d{1,2}\s*[월月]\s*\d{1,2}\s*[일日]"), ""),
    (re.compile(r"[『《〈]([^』》〉]{1,200})[』》〉]"), r" *\1* "),
    (re.compile(r"[，、]"), ", "),
    (re.compile(r"。"), ". "),
    (re.compile(r"："), ": "),
    (re.compile(r"；"), "; "),
    (re.compile(r"（"), " ("),
    (re.compile(r"）"), ") "),
    (re.compile(r"[~～〜]"), "-"),
)
_REPEATED_COMMA_RE = re.compile(r"(?:\s*,)+\s*")
# "北京：人民出版社": a book's place and publisher.
_IMPRINT_RE = re.compile(rf"^[\s,.]*([{_CJK}]{{2,8}})\s*:\s*([{_CJK}]{{2,20}})[\s,.]*")
# GB/T 7714's part of a host, "[C]//论文集. 北京: 中国计算机学会, 2019: 12-15": the host's title, then
# its place and publisher before the year.
_HOST_IMPRINT_RE = re.compile(
    rf"^(\[[A-Z/]{{1,5}}\]\s*//[^.]{{2,200}}\.\s)([{_CJK}]{{2,8}})\s*:\s*([{_CJK}]{{2,20}}),\s*"
)

# GB/T 7714 names a host's editors before its title, closed by the editor's word: "[C]//张三, 李四,
# 编. 论文集. 北京: …" (also "主编", "编著", "等编"). They are the host's editors, no part of its title.
_HOST_EDITORS_RE = re.compile(
    rf"^(\[[A-Z/]{{1,5}}\]\s*//\s*)(?P<names>{_NAME}(?:,\s?{_NAME})*)(?:,?\s?等)?,?\s?(?:主编|编著|等编|编)\s?\.\s"
)


@dataclass
class CjkReading:
    names: list[str]
    truncated: bool
    year: int | None
    title: str
    tail: str  # the rest, with ASCII punctuation, the journal in markdown italics
    publisher: str | None = None
    editors: list[str] = field(default_factory=list)  # a host's, named before its title


# Chinese, Japanese and Korean typesetting prints a citation's punctuation in its full-width forms
# ("，", "．", "：", "（）", "［］", U+FF01-FF5E), around Latin-script names and titles as around CJK
# ones: it is the same punctuation, read as its ASCII form with the space Latin text writes after a
# stop, comma or colon (NFKC's reading of these characters, less the spaces). Digits so written are
# the same digits.
_FULL_WIDTH_RE = re.compile("[\uff01-\uff5e]")
_FULL_WIDTH_FORMS = {code: chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)} | {
    ord("．"): ". ",
    ord("，"): ", ",
    ord("："): ": ",
    ord("；"): "; ",
    ord("！"): "! ",
    ord("？"): "? ",
    ord("（"): " (",
    ord("）"): ") ",
}
_FULL_WIDTH_KEEPING_COMMA = {code: form for code, form in _FULL_WIDTH_FORMS.items() if code != ord("，")}
# The spaces those forms leave where ASCII punctuation has none: before a closing mark or a stop,
# inside brackets, between a closing bracket and a colon ("35 (4) : 1"), and doubled.
_LOOSE_SPACE_RE = re.compile(r" +(?=[):;,.\]])|(?<=[(\[]) +|(?<=\d\)) +(?=:)| {2,}")


def has_full_width_punctuation(text: str) -> bool:
    """Does ``text`` hold a full-width form of an ASCII character ("，", "．", "［", "２")?"""
    return _FULL_WIDTH_RE.search(text) is not None


def with_ascii_punctuation(text: str, *, keep_comma: bool = False) -> str:
    """``text`` with its full-width forms written as ASCII, spaces after stops, commas and colons.
    With ``keep_comma`` the full-width comma stays: the reader of names written in CJK characters
    parts names and fields by it, and keeps it in a title."""
    if not has_full_width_punctuation(text):
        return text
    written = text.translate(_FULL_WIDTH_KEEPING_COMMA if keep_comma else _FULL_WIDTH_FORMS)
    return _LOOSE_SPACE_RE.sub(lambda space: " " if space.group().startswith("  ") else "", written).strip()


def with_full_width_read(line: str) -> str:
    """A list's line printed with full-width punctuation ("［1］Okafor A，Brandt L．Title．") written
    with ASCII punctuation. A reference whose names are written in CJK characters is left to this
    module's reader, which knows its punctuation (a colon closing the names, a comma parting them,
    the marks of a CJK title as printed): only its number ("［1］") is written in ASCII."""
    written = with_ascii_punctuation(line)
    marker, rest = strip_list_marker(written)
    if not opens_with_cjk(rest):
        return written
    first = _CJK_RE.search(line)
    if not marker or first is None or _CJK_RE.search(marker):
        return line
    return f"{marker} {line[first.start() :]}"


def opens_with_cjk(text: str) -> bool:
    return bool(_CJK_RE.match(text.lstrip()))


def read_cjk(text: str) -> CjkReading | None:
    """The parts of a citation that opens with CJK names, or None for any other citation."""
    text = text.strip()
    names_match = _SPACED_NAMES_RE.match(text) or _NAMES_RE.match(text)
    if names_match is None:
        return None
    names = [name.rstrip(_MARKS) for name in _split_names(names_match.group("names")) if name]
    position = names_match.end()
    year = None
    year_match = _YEAR_RE.match(text, position)
    if year_match is not None:
        year = int(year_match.group(1) or year_match.group(2))
        position = year_match.end()
    position = _SEPARATOR_RE.match(text, position).end()
    if position >= len(text):
        return None
    opening = text[position]
    if opening in _QUOTES:
        close = _closing(text, position)
        if close is None:
            return None
        title, position = text[position + 1 : close], close + 1
        if opening == "ʻ":
            title = title.lstrip("ʻ").rstrip("ʼ")
    else:
        spaced = _HANGUL_RE.match(text, position) is not None
        if _TYPE_MARK_RE.search(text, position):
            ends = _SPACED_TITLE_END_RE if spaced else _TITLE_END_RE
        else:
            ends = _SPACED_COMMA_TITLE_END_RE if spaced else _COMMA_TITLE_END_RE
        end = ends.search(text, position)
        stop = end.start() if end is not None else len(text)
        title, position = text[position:stop], stop
    title = title.strip(" .。,，")
    if len(title) < 2:
        return None
    tail = text[position:]
    for pattern, replacement in _TAIL_FORMS:
        tail = pattern.sub(replacement, tail)
    tail = _REPEATED_COMMA_RE.sub(", ", " ".join(tail.split())).lstrip(" ,.")
    editors: list[str] = []
    if "//" in tail and (host_editors := _HOST_EDITORS_RE.match(tail)) is not None:
        editors = [name.strip() for name in host_editors.group("names").split(",")]
        tail = host_editors.group(1) + tail[host_editors.end() :]
    publisher = None
    imprint = _IMPRINT_RE.match(tail)
    if imprint is not None:
        publisher = imprint.group(2)
        tail = tail[imprint.end() :]
    elif (host := _HOST_IMPRINT_RE.match(tail)) is not None:
        publisher = host.group(3)
        tail = host.group(1) + tail[host.end() :]
    return CjkReading(names, bool(names_match.group("etal")), year, title, tail, publisher, editors)


def _closing(text: str, opening_at: int) -> int | None:
    """Where the quote opened at ``opening_at`` closes ("ʻʻ … ʼʼ" doubled, 「 … 」 nested)."""
    opening = text[opening_at]
    closing = _QUOTES[opening]
    start = opening_at + 1
    if opening == "ʻ" and text[start : start + 1] == "ʻ":
        found = text.find("ʼʼ", start + 1)
        return found + 1 if found >= 0 else None
    found = text.find(closing, start)
    return found if found >= 0 else None


def is_cjk_name(piece: str) -> bool:
    """Is this piece one person's name written in CJK characters without spaces ("彭立", "김민준")?"""
    return _LONE_NAME_RE.match(piece) is not None
