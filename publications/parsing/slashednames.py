"""Name lists of German humanities citations, inverted names joined by slashes: "Hartmann,
Jonas/Sauer, Mia: Title, in: Weber, Anna/Roth, Max (Hrsg.): Book, Berlin 2016". A slash inside
an inverted name list separates two people, as a semicolon does elsewhere; read as it is, the
list splits at its commas into "Hartmann" and "Jonas/Sauer". Names in normal order are joined
the same way ("Jonas Hartmann/Mia Sauer: …").

Accepts the text of one line. ``slashes_as_semicolons`` gives it with such lists written with
semicolons ("Hartmann, Jonas; Sauer, Mia: …"), any other text as it is. ``dashes_as_semicolons``
does the same for the inverted names joined by dashes that open a Czech, Spanish or Turkish
citation ("Novák, J. - Svoboda, P.: Title").

Cannot handle: a list whose last name is followed by neither a colon nor an editors' mark
("(Hrsg.)", "(eds.)"), nor names inverted without a comma. A title that opens a citation with
capitalised words joined by a slash before a colon ("Radical Heck/Allylic Substitution: …") reads
as names in normal order.
"""

from __future__ import annotations

import re

_PARTICLES = r"(?:(?:von|vom|van|de|der|den|zu|zur|di|da|do|dos|das|del|della|du|la|le|ter|ten)\s+)*"
_WORD = r"[A-ZÀ-Þ][^\W\d_]*"
# The particles written after the given names: "Braun, M.-J. von", "Heuvel, Ingrid van den".
_PARTICLES_AFTER = r"(?:\s(?:von|vom|van|de|der|den|zu|di|da|dos|du)(?:\s(?:der|den|la))?)?"
# "Gramsch-Stehfest, Robert", "von Arnim, Anna Maria", "dos Santos, J. L.", "Le Roux, H.", "Roth, M.",
# "Braun, M.-J. von"
_FAMILY = rf"{_PARTICLES}{_WORD}(?:['’-]{_WORD})*(?:\s{_WORD}(?:['’-]{_WORD})*)?"
_INVERTED = rf"{_FAMILY},\s*{_WORD}\.?(?:(?:[\s-]|(?<=\.)){_WORD}\.?)*?{_PARTICLES_AFTER}"
# Two inverted names at least, joined by slashes, then the colon before the title or the mark of
# editors; the list may close with "u. a." or "et al.", after a slash or a space, and the year in
# parentheses may stand before the colon ("Roth, M./Weber, A. (2015): Titel").
_CLOSING_ET_AL = r"(?:\s?/\s?|\s)(?:u\.\s?a\.|et\s?al\.)"
_SLASHED_LIST_RE = re.compile(
    rf"(?<![^\W\d_]){_INVERTED}(?:\s?/\s?{_INVERTED})+(?:{_CLOSING_ET_AL})?(?=\s*"
    r"(?::|\((?:Hrsg|Hg|eds?|Eds?)\.?\)|\((?:1[5-9]|20)\d\d[a-z]?\)\s*:))"
)
# Where such a list opens the citation (after its number), a comma may close it as well, or the
# year in parentheses before a comma or a stop: German law, history and theology styles print
# "Roth, Max/Weber, Anna u. a., Titel, in: …", business schools "Roth, M./Weber, A. (2015), Titel".
# Elsewhere in a citation "Recht, Heft/Band, …" would read so; at its opening the names stand.
# The given names are initials or words without a stop, so that GOST's "Roth, Anna. Titel / Anna
# Roth, Max Weber" (a title, then its names after the slash) is no such list.
_PLAIN_INVERTED = (
    rf"{_FAMILY},\s*(?:[A-ZÀ-Þ]\.(?:\s?-?[A-ZÀ-Þ]\.)*|{_WORD}(?:[\s-]{_WORD})*){_PARTICLES_AFTER}"
)
_OPENING_SLASHED_LIST_RE = re.compile(
    rf"^(\s*(?:\[\d{{1,4}}\]|\d{{1,4}}[.)])?\s*)"
    rf"({_PLAIN_INVERTED}(?:\s?/\s?{_PLAIN_INVERTED})+(?:{_CLOSING_ET_AL})?)"
    r"(?=,\s|\s*\((?:1[5-9]|20)\d\d[a-z]?\)\s*[.,])"
)
# The same lists with names in normal order, as German styles also print them: "Anna Berg/Karl
# Huber/u. a.: Title", "In: Mia Roth/Jan van der Berg (Hrsg.): Book". Only where the citation
# opens (after its number) or after "In:", so a title's "Heck/Allylic Substitution" stays whole.
_GIVEN = rf"{_WORD}(?:-{_WORD})?"
_NORMAL = rf"{_GIVEN}(?:\s{_GIVEN}){{0,2}}\s{_PARTICLES}{_WORD}(?:['’-]{_WORD})*"
_SLASHED_NORMAL_LIST_RE = re.compile(
    rf"(^\s*(?:\[\d{{1,4}}\]|\d{{1,4}}[.)])?\s*|\b[Ii]n:\s*)"
    rf"({_NORMAL}(?:\s?/\s?{_NORMAL})+(?:\s?/\s?u\.\s?a\.)?)(?=\s*"
    r"(?::|\((?:Hrsg|Hg|eds?|Eds?)\.?\)|\((?:1[5-9]|20)\d\d[a-z]?\)\s*:))"
)
# German and Austrian legal citation writes co-authors by their family names alone, joined by
# slashes, then a comma before the title: "Roth/Weber/von Arnim, Titel, NJW 2019, 12". Only where
# the citation opens, and only names of one word each (particles aside) in lower case after a
# capital, so that "ETH/EPFL" or "Input/Output Systeme" stays as written.
_FAMILY_ALONE = rf"{_PARTICLES}(?:[A-Z]['’])?[A-ZÀ-Þ][a-zß-ÿ]+(?:-[A-ZÀ-Þ][a-zß-ÿ]+)*"
_OPENING_SLASHED_FAMILIES_RE = re.compile(
    rf"^(\s*(?:\[\d{{1,4}}\]|\d{{1,4}}[.)])?\s*)"
    rf"({_FAMILY_ALONE}(?:\s?/\s?{_FAMILY_ALONE})+(?:\s?/\s?(?:u\.\s?a\.|et\s?al\.))?)(?=,\s)"
)
_SLASH_RE = re.compile(r"\s?/\s?")
# "…; Rahman, José; u. a.": the closing "u. a." (et al.) goes with the last name, as "et al." does.
_CLOSING_ET_AL_RE = re.compile(r";\s(?=(?:u\.\s?a\.|et\s?al\.)$)")


def slashes_as_semicolons(text: str) -> str:
    """``text`` with its slash-joined inverted name lists written with semicolons."""
    if "/" not in text:
        return text
    text = _SLASHED_LIST_RE.sub(lambda found: _as_semicolons(found.group()), text)
    text = _OPENING_SLASHED_LIST_RE.sub(
        lambda found: found.group(1) + _as_semicolons(found.group(2)), text, count=1
    )
    text = _OPENING_SLASHED_FAMILIES_RE.sub(
        lambda found: found.group(1) + _as_semicolons(found.group(2)), text, count=1
    )
    return _SLASHED_NORMAL_LIST_RE.sub(lambda found: found.group(1) + _as_semicolons(found.group(2)), text)


def _as_semicolons(names: str) -> str:
    return _CLOSING_ET_AL_RE.sub(" ", _SLASH_RE.sub("; ", names))


# A citation opening with inverted names joined by dashes (Czech, Spanish and Turkish styles):
# "Novák, J. - Svoboda, P. - Dvořák, K.: Title", "Ruiz, A. – Soto, B., “Title”", "Kaya, Ayşe -
# Demir, Mehmet. Title". Only at the start of the citation (after its number) and only between
# inverted names, where a dash separates two people as a semicolon does.
_DASHED_LIST_RE = re.compile(
    rf"^(\s*(?:\[\d{{1,4}}\]|\d{{1,4}}[.)])?\s*)({_INVERTED}(?:\s[-–]\s{_INVERTED})+)(?=\s*[.,:;(]|\s[“\"«])"
)
_DASH_RE = re.compile(r"\s[-–]\s")


def dashes_as_semicolons(text: str) -> str:
    """``text`` with the dash-joined inverted names opening it written with semicolons."""
    if " - " not in text and " – " not in text:
        return text
    return _DASHED_LIST_RE.sub(
        lambda found: found.group(1) + _DASH_RE.sub("; ", found.group(2)), text, count=1
    )
