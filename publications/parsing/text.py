"""Text clean-up shared by the format modules: markup, LaTeX accents, HTML, list markers.

Accepts any str. Everything here is linear in the input (no nested quantifiers over
overlapping classes), because pasted lists can be megabytes of arbitrary text.

Cannot handle: LaTeX macros it does not know are left as their argument text;
nested markdown emphasis deeper than one level inside another is flattened.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Iterable

from .linecaches import line_cache
from .volumelabels import PRINTED_EMPTY, label_pattern

_ACCENTS = {
    "'": "\u0301",
    "`": "\u0300",
    "^": "\u0302",
    '"': "\u0308",
    "~": "\u0303",
    "=": "\u0304",
    ".": "\u0307",
    "u": "\u0306",
    "v": "\u030c",
    "H": "\u030b",
    "c": "\u0327",
    "k": "\u0328",
    "r": "\u030a",
    "d": "\u0323",
    "b": "\u0331",
}
_LETTER_MACROS = {
    "ss": "ß",
    "o": "ø",
    "O": "Ø",
    "aa": "å",
    "AA": "Å",
    "ae": "æ",
    "AE": "Æ",
    "oe": "œ",
    "OE": "Œ",
    "l": "ł",
    "L": "Ł",
    "i": "ı",
    "j": "ȷ",
    "textendash": "–",
    "textemdash": "—",
    "textdollar": "$",
    "textquoteright": "’",
    "textquoteleft": "‘",
    "textquotedblleft": "“",
    "textquotedblright": "”",
    "ldots": "…",
    "dots": "…",
    "textregistered": "®",
    "texttrademark": "™",
    "LaTeX": "LaTeX",
    "TeX": "TeX",
}
# Accent macro with its letter: \"o, \"{o}, {\"o}, \'{\i}, \c c, \v{s}.
# White space after the letter is only taken inside braces: "Caf\\'e Co" keeps its space.
_ACCENT_RE = re.compile(r"\{?\\([`'^\"~=.]|[uvHckrdb](?=[\s{]))\s*(\{)?\s*(\\[ij]|[A-Za-z])(?(2)\s*\}?)\}?")
_LETTER_RE = re.compile(
    r"\{?\\(" + "|".join(sorted(_LETTER_MACROS, key=len, reverse=True)) + r")(?![A-Za-z])\s?\}?"
)
_ESCAPED_RE = re.compile(r"\\([&%$#_{}])")
# Formatting macros whose one argument is the visible text.
_WRAPPER_RE = re.compile(
    r"\\(?:textbf|textit|emph|textsc|texttt|textrm|textsf|textmd|textup|textnormal|underline|uline|mbox"
    r"|hbox|bf|it|em|sc|tt|rm|small|footnotesize|scriptsize|large|Large|bfseries|itshape|mathrm|mathbf"
    r"|mathit|text|url|nolinkurl)\b\s*"
)
_HREF_RE = re.compile(r"\\href\s*\{[^{}]*\}\s*")
_OTHER_MACRO_RE = re.compile(r"\\[A-Za-z]+\*?\s*")
_BRACES_RE = re.compile(r"[{}]")

_HTML_TAG_RE = re.compile(r"<(?:/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]{0,2000})?|!--.{0,4000}?--)/?>", re.DOTALL)
# A mark raised right after a word, a name's ("Tan<sup>†</sup>", "Ruiz<sup>*</sup>"): no letter, no digit.
_RAISED_AFTER_WORD_RE = re.compile(
    r"(?<=[^\s>])<sup(?:\s[^<>]{0,200})?>\s*([^<>\w\s]{1,8})\s*</sup>", re.IGNORECASE
)
_MD_LINK_RE = re.compile(
    r"!?\[((?:[^\[\]\n]|\[[^\[\]\n]{0,60}\]){0,2000})\]\(([^()\s]{0,2000}(?:\([^()\s]{0,200}\)[^()\s]{0,200})?)\)"
)
# What a markdown link leaves where its label lost its opening bracket: "Title, 2014](paper.pdf)",
# the target of a link whose label is the text before it.
_MD_ORPHAN_TARGET_RE = re.compile(r"\]\([^()\s\[\]]{1,2000}\)")
_MD_STRONG_RE = re.compile(r"(\*\*|__)(?=\S)(.{0,2000}?\S)\1")
_MD_EM_RE = re.compile(r"(?<![\w*])([*_])(?=[^\s*_])([^*_\n]{0,2000}?[^\s*_])\1(?![\w*])")
_MD_CODE_RE = re.compile(r"`([^`\n]{0,200})`")
_HUGO_SHORTCODE_RE = re.compile(r"\{\{[<%].{0,2000}?[>%]\}\}")

QUOTE_PAIRS = {
    "“": "”",
    '"': '"',
    "‘": "’",
    "«": "»",
    "„": "“",
    "‚": "‘",
    "”": "”",
    "'": "'",
    "``": "''",
}


def decode_latex(text: str) -> str:
    """Turn LaTeX accents, letters, escapes and formatting macros into plain Unicode."""
    if "\\" not in text and "{" not in text and "}" not in text and "~" not in text and "--" not in text:
        return text
    if "\\" in text:
        text = _ACCENT_RE.sub(_accent, text)
        text = _LETTER_RE.sub(lambda m: _LETTER_MACROS[m.group(1)], text)
        text = _HREF_RE.sub("", text)
        text = _WRAPPER_RE.sub("", text)
        text = text.replace("\\\\", " ").replace("\\ ", " ").replace("\\,", " ")
        text = _ESCAPED_RE.sub(lambda m: "\x00" + m.group(1), text)
        text = _OTHER_MACRO_RE.sub("", text)
    text = _BRACES_RE.sub("", text)
    text = text.replace("\x00", "")
    text = text.replace("---", "—").replace("--", "–")
    text = re.sub(r"(?<=\S)~(?=\S)", " ", text)
    return unicodedata.normalize("NFC", text)


def _accent(match: re.Match[str]) -> str:
    letter = match.group(3)
    if letter.startswith("\\"):
        letter = letter[1]  # dotless \i and \j take the accent as plain i and j
    return unicodedata.normalize("NFC", letter + _ACCENTS[match.group(1)])


def strip_html(text: str) -> str:
    """Remove tags and decode entities ("&amp;" → "&"); a mark raised after a name stays on it
    ("M. Tan<sup>†</sup>." → "M. Tan†.")."""
    if "<" in text:
        if "<sup" in text or "<SUP" in text:
            text = _RAISED_AFTER_WORD_RE.sub(r"\1", text)
        text = _HTML_TAG_RE.sub(" ", text)
    if "&" in text:
        text = html.unescape(text)
    return text


def strip_markup(text: str, *, keep_emphasis: bool = False, keep_lost_labels: bool = False) -> str:
    """Remove markdown, HTML and Hugo markup, keeping the visible text.

    With ``keep_emphasis`` the bold markers stay, so that a caller can still see which
    names were emphasised. With ``keep_lost_labels`` the target of a link whose label lost its
    opening bracket ("2014](paper.pdf)") stays: the line is a link, which a caller may need to
    tell from the bare words of its label ("2014" alone reads as a heading).
    """
    if "{{" in text:
        text = _HUGO_SHORTCODE_RE.sub(" ", text)
    text = strip_html(text)
    if "](" in text:
        text = _MD_LINK_RE.sub(r"\1", text)
        if "](" in text and not keep_lost_labels:
            text = _MD_ORPHAN_TARGET_RE.sub("", text)
    if "`" in text:
        text = _MD_CODE_RE.sub(r"\1", text)
    if "\\" in text:  # (most texts hold no backslash: three copies of the text saved)
        text = text.replace("\\.", ".").replace("\\*", "*").replace("\\_", "_")
    if not keep_emphasis:
        if "**" in text or "__" in text:
            text = _MD_STRONG_RE.sub(r"\2", text)
        if "*" in text or "_" in text:
            text = _MD_EM_RE.sub(r"\2", text)
    return text


# Hyphens other than "-": U+2010 HYPHEN and U+2011 NON-BREAKING HYPHEN are hyphens by definition,
# so "Jean‑Pierre" and "Smith‑Jones" are the names that every reader knows written with "-".
_OTHER_HYPHENS = str.maketrans({"\u2010": "-", "\u2011": "-"})


def has_other_hyphens(text: str) -> bool:
    """Does ``text`` hold U+2010 or U+2011?"""
    return "\u2010" in text or "\u2011" in text


def with_plain_hyphens(text: str) -> str:
    """``text`` with every hyphen written "-" (same length: positions in it do not move)."""
    return text.translate(_OTHER_HYPHENS) if has_other_hyphens(text) else text


# A PDF's copy of text typeset with LaTeX: its ligatures as one character ("Eﬃcient", "ﬂow") and,
# in TeX's older font encoding (OT1), an accent as a glyph of its own before its letter, over a
# dotless i ("M¨uller", "Garc´ıa", "ˇCech", "Pe˜na") or, for the cedilla, after it ("Franc¸ois").
_LIGATURES = {"ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "st", "ﬆ": "st"}
_SPACING_ACCENTS = {
    "´": "\u0301",
    "¨": "\u0308",
    "˜": "\u0303",
    "ˆ": "\u0302",
    "ˇ": "\u030c",
    "˘": "\u0306",
    "˚": "\u030a",
    "¯": "\u0304",
    "˝": "\u030b",
    "˙": "\u0307",
}
_PDF_GLYPHS = frozenset(_LIGATURES) | frozenset(_SPACING_ACCENTS) | {"¸"}
_PDF_GLYPH_CHARACTERS = tuple(sorted(_PDF_GLYPHS))
_ACCENT_BEFORE_RE = re.compile("([" + "".join(_SPACING_ACCENTS) + "])([^\\W\\d_])")
_CEDILLA_AFTER_RE = re.compile("([cCsStT])¸")
# (The grave accent's glyph is the backquote, which marks code in markdown and stands for an
# apostrophe inside a word, "Sumner`a": it is left as written.)


def has_pdf_glyphs(text: str) -> bool:
    """Does ``text`` hold a ligature or an accent that a PDF's copy writes apart from its letter?
    (A loop of substring tests: on a whole paste several times as fast as a set's test, which
    takes each character of the text apart.)"""
    return holds_any(text, _PDF_GLYPH_CHARACTERS)


def with_pdf_glyphs_read(text: str) -> str:
    """``text`` with ligatures written out and accents set on their letters ("Müller", "García")."""
    if not has_pdf_glyphs(text):
        return text
    for ligature, letters in _LIGATURES.items():
        text = text.replace(ligature, letters)
    text = _ACCENT_BEFORE_RE.sub(_accented, text)
    return _CEDILLA_AFTER_RE.sub(lambda match: unicodedata.normalize("NFC", match.group(1) + "\u0327"), text)


# U+00AD SOFT HYPHEN: where a word may break. A PDF's copy keeps it inside the word, unseen
# ("classi\u00adfication"), and at the end of the line where the word broke, where it was printed.
_SOFT_HYPHEN_AT_BREAK_RE = re.compile("\u00ad[ \t]*(?=\n|$)")


def with_soft_hyphens_read(text: str) -> str:
    """``text`` with each soft hyphen left out, except at a line's end where it is the hyphen
    printed at the break ("-", which the readers join across the break as any other)."""
    if "\u00ad" not in text:
        return text
    return _SOFT_HYPHEN_AT_BREAK_RE.sub("-", text).replace("\u00ad", "")


# Characters that print nothing and part no words: U+200B ZERO WIDTH SPACE, which a site builder's
# editor keeps as the text of each empty paragraph (Wix does) and some pages put inside long words
# as places to break, and U+2060 WORD JOINER. Left in, a line of them is no blank line to the
# readers and a word holding one is two. (The zero-width joiner and non-joiner, which shape
# scripts and emoji, are kept.)
_ZERO_WIDTH = ("\u200b", "\u2060")


def without_zero_width_spaces(text: str) -> str:
    """``text`` without its zero-width spaces and word joiners."""
    if not holds_any(text, _ZERO_WIDTH):
        return text
    for mark in _ZERO_WIDTH:
        text = text.replace(mark, "")
    return text


# A footnote's link back to where it was cited: "↩" (U+21A9), which Markdown's footnotes print
# after the note (Python-Markdown's footnotes extension that MkDocs Material uses, kramdown in
# Jekyll, pandoc and markdown-it in Docusaurus and VuePress; the last two add U+FE0E so that it
# shows as text), once for each place that cites it, markdown-it numbering the later ones ("↩︎2").
# A bibliography written as footnotes keeps them at its entries' ends when copied.
_FOOTNOTE_BACKLINKS_RE = re.compile("[ \t\u00a0]*(?:\u21a9[\ufe0e\ufe0f]?\\d{0,2})+")


# An HTML line break closing a line of markdown ("- **Title**<br>" / "  Names<br>"): GitHub, GitLab
# and the markdown of Jekyll and Hugo sites break a list item's lines so, the line's end already
# breaks it in a paste. Inside a line a break is left to the readers.
_LINE_END_BREAK_RE = re.compile(r"[ \t]*<br\s*/?>[ \t]*$", re.IGNORECASE | re.MULTILINE)


def without_line_end_breaks(text: str) -> str:
    """``text`` with the HTML line break ending a line ("Title<br>", "Names<br/>") left out."""
    if "<br" not in text and "<BR" not in text:
        return text
    return _LINE_END_BREAK_RE.sub("", text)


def without_footnote_backlinks(text: str) -> str:
    """``text`` with each footnote's back-link mark ("↩", "↩︎2") and the spaces before it left out."""
    if "\u21a9" not in text:
        return text
    return _FOOTNOTE_BACKLINKS_RE.sub("", text)


def _accented(match: re.Match[str]) -> str:
    letter = {"ı": "i", "ȷ": "j"}.get(match.group(2), match.group(2))
    return unicodedata.normalize("NFC", letter + _SPACING_ACCENTS[match.group(1)])


# A word with hyphens of any kind in it: "Santiago-Reyes", "Santiago‑Reyes", "3153‑3162".
_OTHER_HYPHENATED_RE = re.compile(r"[^\W_]+(?:[-\u2010\u2011][^\W_]+)+")


def other_hyphens_of(text: str) -> dict[str, str]:
    """The words of ``text`` written with another hyphen ("Santiago‑Reyes"), by their spelling
    with "-": what the readers saw of them, to give back as written."""
    return {
        with_plain_hyphens(word): word
        for word in _OTHER_HYPHENATED_RE.findall(text)
        if has_other_hyphens(word)
    }


def with_other_hyphens(text: str, words: dict[str, str]) -> str:
    """``text`` with the words of ``words`` given back their hyphens as written."""
    if "-" not in text:
        return text
    return _OTHER_HYPHENATED_RE.sub(lambda match: words.get(match.group(0), match.group(0)), text)


def holds_any(text: str, needles: Iterable[str]) -> bool:
    """Whether ``text`` holds one of ``needles``: the readers' cheap test before a pattern that
    needs one of them. (A loop: twice as fast as ``any()`` over a generator, which is built anew
    for each call.)"""
    for needle in needles:
        if needle in text:
            break
    else:
        return False
    return True


_ASCII_DIGITS = frozenset("0123456789")


def holds_digit(text: str) -> bool:
    """Whether a character of ``text`` is a digit (``str.isdigit``: superscripts too). Most texts
    are ASCII, where only 0-9 are: tested as a set, not a character at a time."""
    if text.isascii():
        return not _ASCII_DIGITS.isdisjoint(text)
    return any(map(str.isdigit, text))


def collapse_spaces(text: str) -> str:
    """Runs of white space (any kind, line breaks included) become one space."""
    # Most texts are collapsed already: every white space character but the space is unprintable,
    # so a printable text with no doubled, leading or trailing space is returned as it is, not
    # split into its words and joined again (the readers ask this of the same text many times).
    if "  " not in text and text[:1] != " " and text[-1:] != " " and text.isprintable():
        return text
    return " ".join(text.split())


# A title emphasised with its stop inside the emphasis, as markdown CVs and lab pages write it, and
# HTML pages too once their <b> and <strong> are read as "**" ("Sato Y. **Distributed filtering with
# quantized links.** Automatica. 2023", "*Title?* Venue"): the stop closes the title, so it is read
# after the emphasis, where a title's stop stands.
_STOP_INSIDE_EMPHASIS_RE = re.compile(
    r"(?<![\w*])(\*\*|__|\*|_)(?=[^\s*_])([^*_\n]{3,500}?[^\s*_.?!])([.?!])\1(?=\s|$)"
)
# A line wholly in bold with its stop inside the bold, as a card writes its title over its names
# ("**Title.**", "**Title:**"): the line's place makes it a title, whatever its words.
_STOP_INSIDE_BOLD_LINE_RE = re.compile(r"^(\*\*|__)(\S.{0,600}?[^\s*_])([.,;:])\1$")
# An initial, or two run together, among the words of a list of names: "R", "J.", "JM", "A.-M.".
_NAME_INITIAL_RE = re.compile(r"[A-Z][.-]?(?:[A-Z]\.?)?")
# Lowercase words a list of names holds ("van der Berg", "et al."): no sign of a title.
_NAME_LOWERCASE_WORDS = frozenset(
    {"and", "und", "et", "al", "y", "e", "van", "von", "der", "den", "de", "da", "del", "della", "di"}
    | {"du", "dos", "das", "la", "le", "ter", "ten", "zu", "bin"}
)


def with_stops_after_emphasis(text: str, *, whole_line: bool = False) -> str:
    """``text`` with each emphasised title's stop moved out after its emphasis ("**Title.**" →
    "**Title**.", "*Title?*" → "*Title*?"), so that the title's end and the emphasis's are one.

    With ``whole_line`` the text is a title line wholly in bold, and its closing stop, comma, colon
    or semicolon is moved whatever its words. Otherwise every emphasised span is looked at, and one
    that may be names (an owner's bold "**Okafor N.**", "*et al.*") stays as written.
    """
    if whole_line:
        if not text.endswith(("**", "__")):
            return text
        return _STOP_INSIDE_BOLD_LINE_RE.sub(r"\1\2\1\3", text)
    if "*" not in text and "_" not in text:
        return text
    return _STOP_INSIDE_EMPHASIS_RE.sub(_stop_after_emphasis, text)


def _stop_after_emphasis(match: re.Match[str]) -> str:
    """An emphasised span's stop moved out after it where the span is a title's. A question or
    exclamation mark closes no names; a full stop is a title's where the span holds three words at
    least, one of them a lowercase word no name holds, or four words at least in Title Case with no
    initial and no comma between them."""
    words = match.group(2).split()
    titled = (
        match.group(3) != "."
        or (
            len(words) >= 3
            and any(
                word[:1].islower() and word.strip(",;:").lower() not in _NAME_LOWERCASE_WORDS
                for word in words
            )
        )
        or (
            len(words) >= 4
            and "," not in match.group(2)
            and not any(_NAME_INITIAL_RE.fullmatch(word) for word in words)
        )
    )
    if not titled:
        return match.group(0)
    return f"{match.group(1)}{match.group(2)}{match.group(1)}{match.group(3)}"


def clean_title(text: str) -> str:
    """Title as written: markup removed, outer quotes and closing punctuation dropped."""
    text = collapse_spaces(decode_latex(strip_markup(text)))
    for _ in range(3):
        before = text
        text = text.strip(" ,;:")
        if text.endswith(".") and not text.endswith("..."):
            text = text[:-1]
        text = strip_outer_quotes(text)
        if text.endswith("]"):
            text = _MEDIUM_MARK_RE.sub("", text)
        if text == before:
            break
    return text.strip()


# The electronic medium alone, which the national standards also write after a journal's name
# ("Revue [En ligne], 12", "Журнал [Электронный ресурс]. 2019").
ELECTRONIC_MEDIUM = (
    r"Internet|Online|online|Электронный\s+ресурс|Електронний\s+ресурс|[Ee]n\s+l[íi]nea|[Ee]n\s+ligne"
    r"|[Ee]lektronický\s+zdroj|[Dd]okument\s+elektroniczny|[Rr]ecurso\s+electr[óo]nico"
)

# Vancouver's mark of the medium after a title ("Title [Internet]. Place: House; 2014"), which
# ABNT copies, ISBD's general designation of the material in the national standards ("[Электронный
# ресурс]" of GOST 7.1, "[Електронний ресурс]", "[en línea]", "[en ligne]", "[Elektronický zdroj]",
# "[Dokument elektroniczny]"), and the mark of a meeting's abstract or poster (Citing Medicine's
# "Title [abstract].", APA's "Title [Abstract].", "[Poster presentation]."): no word of the title.
_MEDIUM_MARK_RE = re.compile(
    rf"\s*\[(?:{ELECTRONIC_MEDIUM}|[Aa]bstract|[Pp]oster(?:\s+[Pp]resentation)?"
    r"|[Cc]onference\s+(?:[Pp]resentation|[Pp]aper|[Ss]ession)(?:\s+[Aa]bstract)?)\]$"
)


def strip_outer_quotes(text: str) -> str:
    text = text.strip()
    opening = "“”\"‘’'«»„‚"
    if len(text) >= 2 and text[0] in opening and text[-1] in opening:
        inner = text[1:-1]
        # Keep quotes that belong to a quoted word at the start of the title: '"Self-Wiener" Filtering'.
        if not any(q in inner for q in opening):
            return inner.strip()
    if text[:1] in opening and not any(q in text[1:] for q in opening):
        return text[1:].strip()
    if text[-1:] in opening and not any(q in text[:-1] for q in opening):
        return text[:-1].strip()
    return text


# Numbering may carry the kind of publication as a letter or two: "J5." (journal), "C12)" (conference).
# A number closed by a parenthesis may be glued to the name it numbers ("4)Kato H, …"), as some
# Japanese journals print it and as a paste from a PDF loses the space.
# Numbering in small Roman numerals in parentheses, "(i)" to "(xxxix)", as LaTeX's
# ``enumerate`` with ``\roman`` and legal lists print it.
_ROMAN_NUMBER = r"\((?=[ivx])x{0,3}(?:ix|iv|v?i{0,3})\)(?=\s)"
_LIST_MARKER_RE = re.compile(
    r"^\s*(?:[•·●○◦▪■□]|[-*+>–—](?=\s)|\\item\b|(?:[A-Z]{1,2})?\d{1,4}\s*\\?[.)](?=\s)|\(\d{1,4}\)|"
    + _ROMAN_NUMBER
    + r"|\d{1,3}\)(?=[^\W\d_])"
    r"|\[\s*[A-Za-z]{0,3}\d{1,4}[a-z]?\s*\]"
    # MathSciNet's review number opening each of its citations: "MR4123456 Family, Given; …" (not its
    # record page's status line over the citation, "MR4123456 Reviewed").
    r"|MR\d{6,8}(?=\s)(?!\s+(?:Reviewed|Indexed|Pending)\s*$))\s*"
)


@line_cache  # pure; the grouping, the readers and the line features ask it of the same lines
def strip_list_marker(line: str) -> tuple[str, str]:
    """Split "• text" / "12. text" / "[c14] text" / "\\item text" into (marker, text)."""
    match = _LIST_MARKER_RE.match(line)
    if not match:
        return "", line.strip()
    return match.group(0).strip(), line[match.end() :].strip()


_BROKEN_WORD_RE = re.compile(r"([^\W\d_]{1,60})-$")
_BROKEN_RANGE_RE = re.compile(r"\d[-–]$")
_BROKEN_LINK_RE = re.compile(r"(?:https?://|www\.|doi\.org/|doi:|\b10\.\d{4,9}/)\S*$", re.IGNORECASE)
_LINK_GOES_ON_RE = re.compile(r"[\w\-./~%?=&#:+$()]+[.,;:)\]>]*")
# The end of a link pulled up onto the line where it starts: a longer piece would stretch that
# line past the column's width, and the readers take a line that stops short for a field's end.
_LINK_PIECE_AT_MOST = 24
# Cheap tests first: a line that ends in none of these and holds no link has nothing broken.
_BREAK_ENDS = frozenset("-–")
_LINK_HINT_RE = re.compile(r"://|www\.|doi|10\.\d", re.IGNORECASE)
_HYPHENATED_WORD_RE = re.compile(r"\b[^\W\d_]++(?:-[^\W\d_]++)+")
# Prefixes English writes with a hyphen whatever follows.
_HYPHEN_PREFIXES = frozenset({"self", "ex", "all", "quasi"})


def hyphenated_words(text: str) -> frozenset[str]:
    """The hyphenated words of a text, written inside its lines ("self-supervised"), folded: a word
    broken at a line's end is joined with its hyphen when the text writes it so elsewhere."""
    # A hyphenated word holds no white space and white space is no word character: reading each
    # run of non-space characters that has a hyphen finds the same words as reading the whole text
    # (``\b`` sees white space either way), without stepping over every word of a long paste.
    return frozenset(
        word.casefold() for run in text.split() if "-" in run for word in _HYPHENATED_WORD_RE.findall(run)
    )


_PLAIN_WORD_RE = re.compile(r"[^\W\d_]++")
# A compound's first half shorter than this may be a syllable ("re-" / "search" is "research").
_COMPOUND_HEAD_AT_LEAST = 4


def written_words(text: str) -> frozenset[str]:
    """The words a text writes, folded: its hyphenated words (``hyphenated_words``), the first and
    last halves of each, marked by their hyphen ("long-", "-term"), and its plain words. A word
    that opens a line after one ending in a hyphen is not counted: it may be a broken word's end.
    """
    words: set[str] = set()
    broken = False
    for line in text.splitlines():
        runs = line.split()
        for index, run in enumerate(runs):
            if "-" in run:
                for word in _HYPHENATED_WORD_RE.findall(run):
                    folded = word.casefold()
                    head, _, rest = folded.partition("-")
                    words.update((folded, head + "-", "-" + rest.rpartition("-")[2]))
            elif not (broken and index == 0):
                words.update(word.casefold() for word in _PLAIN_WORD_RE.findall(run))
        if runs:
            broken = runs[-1].endswith("-")
    return frozenset(words)


# A line ending in a word broken at its hyphen: the only place ``rejoin_broken_words`` weighs the
# words a text writes.
_BROKEN_WORD_LINE_END_RE = re.compile(r"[^\W\d_]-[ \t]*$", re.MULTILINE)
# Its hyphen on: a pattern that starts with a hyphen is tried where a hyphen stands, one that starts
# with a class of letters at every position of the text.
_HYPHEN_AT_LINE_END_RE = re.compile(r"-[ \t]*$", re.MULTILINE)


def words_weighed_at_breaks(text: str) -> frozenset[str]:
    """``written_words(text)`` where a line of ``text`` ends in a broken word, else none: reading
    every word of a paste that breaks none would change nothing."""
    return written_words(text) if _breaks_a_word(text) else frozenset()


def _breaks_a_word(text: str) -> bool:
    """Does a line of ``text`` end in a word broken at its hyphen? Each hyphen closing a line is
    found first, then asked whether a letter stands before it."""
    found = _HYPHEN_AT_LINE_END_RE.search(text)
    while found is not None:
        if found.start() > 0 and _BROKEN_WORD_LINE_END_RE.match(text, found.start() - 1):
            return True
        found = _HYPHEN_AT_LINE_END_RE.search(text, found.start() + 1)
    return False


def rejoin_broken_words(lines: list[str], hyphenated: frozenset[str] = frozenset()) -> list[str]:
    """The lines of one entry with the words, page ranges and links broken at their ends made
    whole again on the line where they start ("distri-" / "bution" → "distribution"; "Smith-" /
    "Jones" and "self-" / "supervised" keep their hyphen; a DOI or URL goes on without a space).
    ``hyphenated``: the words the whole text writes (``hyphenated_words`` or ``written_words``). A
    compound keeps its hyphen when the text writes its first half before a hyphen elsewhere and its
    second half as a word ("long-range" and "document": "long-" / "document" → "long-document"),
    unless it writes the two halves as one word.

    Cannot handle: a word hyphenated at the break whose halves the text writes nowhere else is
    joined without its hyphen ("cross-" / "validation" → "crossvalidation") unless its second part
    is capitalised or its first part is a prefix that always takes one ("self-"); a word broken
    after a first half the text writes as a compound's ("multi-task", "multi-" / "plication") keeps
    the hyphen when the text writes its second half as a word and never the whole word."""
    lines = [line.strip() for line in lines]
    for index in range(len(lines) - 1):
        line, following = lines[index], lines[index + 1]
        if (
            not line
            or not following
            or not (line[-1] in _BREAK_ENDS or _LINK_HINT_RE.search(line, len(line) - 300))
        ):
            continue
        first, _, rest = following.partition(" ")
        joined = _rejoined(line[-300:], first, hyphenated)
        if joined is not None:
            lines[index], lines[index + 1] = line[:-300] + joined, rest.strip()
    return [line for line in lines if line]


# A DOI at a line's end, and the piece of one alone on the next line: a PDF's copy breaks a DOI
# where its line of print ended, with no hyphen or slash to mark the break ("10.1016/j.jcp.2020." /
# "109431", "10.1145/3581" / "784.3613").
_DOI_AT_END_RE = re.compile(r"\b10\.\d{4,9}/\S+$")
# A number of four digits or fewer alone is a page's as likely as a DOI's rest: it is left alone.
_PAGE_NUMBER_ALONE_RE = re.compile(r"\d{1,4}")
_DOI_PIECE_RE = re.compile(rf"[\w\-./()]{{1,{_LINK_PIECE_AT_MOST}}}[.,;]?")


# The start of a DOI's resolver address at a line's end, cut before the DOI's prefix is whole
# ("https://doi.org/10", "https://doi.or", "ht"), and the whole address the two pieces make.
_DOI_ADDRESS_HEAD_RE = re.compile(r"(?:^|\s)(?:h|doi)[\w:/.]*$", re.IGNORECASE)
_DOI_ADDRESS_RE = re.compile(
    rf"(?:https?://(?:dx\.)?doi\.org/|doi:)10\.\d{{4,9}}/[\w\-./()]{{1,{_LINK_PIECE_AT_MOST}}}[.,;]?",
    re.IGNORECASE,
)


def _is_broken_doi_address(above: str, piece: str) -> bool:
    """Does ``piece`` go on the address whose start ``above`` ends with, cut before its DOI's
    prefix is whole, to a whole DOI address? (An address whose prefix is whole goes on as
    ``goes_on_broken_doi`` reads the rest of a DOI.)"""
    head = above.rsplit(None, 1)[-1]
    return (
        " " not in piece
        and _DOI_AT_END_RE.search(head) is None
        and _DOI_ADDRESS_RE.fullmatch(head + piece) is not None
    )


def goes_on_broken_doi(above: str, line: str) -> bool:
    """Is ``line`` the rest of a DOI that ``above`` ends with, alone on its line ("109431" under
    "… https://doi.org/10.1016/j.jcp.2020.")? It must go on as a DOI does: with a digit or a
    small letter, or after a mark a DOI goes on from. A resolver's address broken before its DOI's
    prefix is whole ("… https://doi.org/10" / ".1016/j.jcp.2020.109431", "https://doi.or" /
    "g/10.1016/…") goes on where the two pieces make one address. Whether ``above`` was broken at
    all (it fills its column) is the caller's to know. Cannot handle: a rest of four digits or fewer
    ("10.1145/3581" / "784"), which a page's number under a finished reference is written as."""
    stripped = line.strip()
    above = above.rstrip()
    if _DOI_ADDRESS_HEAD_RE.search(above) and _is_broken_doi_address(above, stripped):
        return True
    found = _DOI_AT_END_RE.search(above) if "10." in above else None
    return (
        found is not None
        and _DOI_PIECE_RE.fullmatch(stripped) is not None
        and (stripped[:1].isdigit() or stripped[:1].islower() or above[-1] in "/-_.")
        and not _PAGE_NUMBER_ALONE_RE.fullmatch(stripped)
        and _rejoined(above[-300:], stripped, frozenset()) is not None
    )


# A DOI parted after its prefix's slash ("https://doi.org/10.1145/ 3458817.3476201"): a PDF's copy
# puts a space where its line of print broke; a prefix alone is no DOI, so what follows is its rest.
_PARTED_DOI_RE = re.compile(r"(\b10\.\d{4,9}/) (?=[A-Za-z0-9])")


def with_doi_gaps_closed(text: str) -> str:
    """``text`` with a DOI parted by a space after its prefix's slash made whole again."""
    return _PARTED_DOI_RE.sub(r"\1", text) if "/ " in text else text


def _rejoined(line: str, first: str, hyphenated: frozenset[str]) -> str | None:
    """``line`` with the next line's first word ``first`` joined to its end, or None."""
    if (
        len(first) <= _LINK_PIECE_AT_MOST
        and _BROKEN_LINK_RE.search(line)
        and _LINK_GOES_ON_RE.fullmatch(first)
    ):
        # A link that ends in a period may end the sentence: what follows must go on like a link.
        if (
            line[-1] in "/-_?=&#~"
            or first[:1].islower()
            or first[:1].isdigit()
            or _is_broken_doi_address(line, first)
        ):
            return line + first
        return None
    if _BROKEN_RANGE_RE.search(line) and first[:1].isdigit():
        return line + first
    broken = _BROKEN_WORD_RE.search(line)
    if broken is None or not first[:1].isalnum():
        return None
    head = broken.group(1)
    word = first.rstrip(".,;:)”’\"'")
    keep = (
        first[:1].isupper()
        or head.casefold() in _HYPHEN_PREFIXES
        or f"{head}-{word}".casefold() in hyphenated
        or not word.isalpha()
        or _written_compound(head.casefold(), word.casefold(), hyphenated)
    )
    return line + first if keep else line[:-1] + first


def _written_compound(head: str, tail: str, written: frozenset[str]) -> bool:
    """Does the text write ``head`` as a compound's first half and ``tail`` as a word or a
    compound's last half, but never the two as one word?"""
    return (
        len(head) >= _COMPOUND_HEAD_AT_LEAST
        and f"{head}-" in written
        and (tail in written or f"-{tail}" in written)
        and head + tail not in written
    )


def literal_pattern(words) -> str:
    """An alternation matching exactly the given literal strings, written as a tree of their
    shared prefixes ("jan|jul|jun" -> "j(?:an|u[ln])"): the engine tests one character where a
    flat alternation tries every word at every position of the text."""
    words = sorted(set(words))
    if "" in words:
        rest = literal_pattern([word for word in words if word])
        return f"(?:{rest})?" if rest else ""
    by_first: dict[str, list[str]] = {}
    for word in words:
        by_first.setdefault(word[0], []).append(word[1:])
    branches = []
    for first, tails in by_first.items():
        tail = literal_pattern(tails)
        if tail and len(tails) > 1 and not tail.startswith("(?:") and "|" in tail:
            tail = f"(?:{tail})"
        branches.append(re.escape(first) + tail)
    return "|".join(branches)


# Labels a citation style prints before (or, "edn", after) a field's value. A style prints them
# even where the record has no value, leaving "vol. , ", "traduit par , ", "p. ." between fields.
# "S." (Seite) is also an initial ("Rossi, S., …"): it counts as a label only before a full stop.
_EMPTY_LABEL_RE = re.compile(
    rf"(?<=[,.;:] )(?P<label>(?:{label_pattern(PRINTED_EMPTY)}|pp?|[Nn]os?|Nr)\.|n[°º]|S\.(?=\s+\.)|edn|[Ii]n"
    r"|traduit par|trad\. par|translated by|trans\. by|traducido por|tradução|übersetzt von)"
    r":?(?P<punctuation>(?:\s*[,.;:](?=\s|$))+|(?<=\.)$)\s*"
)
# Whether the text holds such a label: the same pattern with its separator matched, not looked
# behind for, so that the regex engine skips to the next separator instead of trying every position.
_EMPTY_LABEL_NEEDLE_RE = re.compile("[,.;:] " + _EMPTY_LABEL_RE.pattern.removeprefix("(?<=[,.;:] )"))
# A body's name with the given names a style printed empty after it: "FAO, . Title" (BibTeX styles
# printing "Family, Initials." for every author, Elsevier's among them), read "FAO. Title".
_EMPTY_GIVEN_NAMES_RE = re.compile(
    r"^(?P<name>\s*(?:\[[\w-]{1,12}\]\s*|\d{1,4}[.)]\s+)?[^\W\d_][^,.;:()\d]{0,80}?),\s\.(?=\s)"
)


def _without_empty_label(match: re.Match[str], closing: bool = True) -> str:
    label, punctuation = match.group("label"), match.group("punctuation")
    at_end = match.end() == len(match.string)
    if not punctuation:
        # "…, vols. , no. 3, p.": a label closing the reference, nothing after it; one closing a
        # line the reference goes on from ("pp." then "33–41" on the next line) keeps its value.
        return "" if closing else match.group(0)
    # "pp, 33–41", "In, Proceedings": a style's own separator after a label that has its value.
    # The label is empty where a space parts it from its separator ("vol. , "), where a second
    # separator follows ("p., : "), or where nothing does ("p. ." at the end).
    empty = at_end or punctuation[0].isspace() or len(punctuation.replace(" ", "")) > 1
    if label == "edn":
        empty = True  # "2nd edn": its value comes first, so "edn" opening a field has none
    if not empty:
        return match.group(0)
    if label in ("In", "in"):
        # "In: . Proceedings …": the editors are missing, not the host that follows.
        return match.group(0) if at_end else "In: "
    return ""


# "SOUZA, M. A.. Title", "Clerc M.. Title": the stop a style prints after the names, doubled on an
# initial's own (Lattes CVs, elsarticle, some MLA templates).
_DOUBLED_STOP_AFTER_INITIAL_RE = re.compile(r"(?<![^\s.,;(])([A-ZÀ-Þ])\.\.(?=\s)")


def with_single_stop_after_initials(text: str) -> str:
    """``text`` with a stop doubled after an initial written once ("M. A.. Title": "M. A. Title")."""
    return _DOUBLED_STOP_AFTER_INITIAL_RE.sub(r"\1.", text) if ".." in text else text


# The "in" before a book's or a meeting's name as some styles print it: glued to the name where the
# style's prefix lacks its space ("Title, inProceedings of …", "Title.in.Congress on …", the mark's
# stop in the place of its colon), or set off by commas, at times after a field left empty
# ("Title, , In, Congress on …"). No word of a title or a venue opens with a small "in" run on into
# a capital after a comma or a stop, and no title holds ", In, " before a capital.
_ODD_IN_MARK_RE = re.compile(
    r"(?<=[,.])\s?in(?:\.\s?)?(?=[A-ZÀ-Þ][a-zà-ÿA-ZÀ-Þ])|(?<=,)\s(?:,\s)?In,\s(?=[A-ZÀ-Þ])"
)
# The pattern's first branch, opening with its "in" so that the regex engine skips to each "in" (a
# look-behind in front makes it try every place): the cheap test that a text holds one.
_GLUED_IN_MARK_RE = re.compile(r"in(?:(?<=[,.]in)|(?<=[,.]\sin))(?:\.\s?)?(?=[A-ZÀ-Þ][a-zà-ÿA-ZÀ-Þ])")


def with_plain_in_mark(text: str) -> str:
    """``text`` with the "in" before a container printed as most styles print it ("Title, inCongress"
    and "Title, , In, Congress" read "Title, in Congress"; "Title.in.Congress", "Title. In: Congress")."""
    if "In," not in text and _GLUED_IN_MARK_RE.search(text) is None:
        return text
    return _ODD_IN_MARK_RE.sub(_plain_in_mark, text)


def _plain_in_mark(match: re.Match[str]) -> str:
    return " In: " if match.string[match.start() - 1] == "." else " in "


def without_empty_labels(text: str, *, closing: bool = True) -> str:
    """``text`` without the labels a style printed with no value after them ("Journal, vols. , p., :
    33–41" reads "Journal, 33–41"), labels that carry one kept ("p. 12", "vol. 3", "In: Book");
    ``closing``: the text closes the reference (a label ending it has no value)."""
    if ", ." in text[:120]:
        text = _EMPTY_GIVEN_NAMES_RE.sub(r"\g<name>.", text, count=1)
    if _EMPTY_LABEL_NEEDLE_RE.search(text) is None:
        return text.rstrip()
    return _EMPTY_LABEL_RE.sub(lambda match: _without_empty_label(match, closing), text).rstrip()
