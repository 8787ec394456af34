"""The slash areas of ISBD and the styles built on it (Bulgarian ISBD, Russian GOST 7.1): after the
title, " / " opens the statement of responsibility that names the authors again, and in GOST " // "
opens the host. One module reads them, so a title's end and a reference's rest agree on where the
names after the slash stop.

ISBD: "Title : Subtitle / A. Name ; Под ред. … - Place : House, 1960" (``responsibility_start``
finds the slash before the names; ``after_responsibility`` gives the text after them). A GOST
title closed by its host's " // " ends where ``title_end_before_host`` says, and the text after it
loses the names before the host by ``without_responsibility_before_host``.

GOST 7.1 / 7.0.5, read whole by ``read_gost``: a heading name, the title, then after a slash the
statement of responsibility naming every author, after a double slash the host (journal or
proceedings), and the areas after it separated by a stop and a dash:

    "Petrova, Anna S. Title of the paper / Anna S. Petrova, Ivan Orlov // Journal of Things. —
    2021. — Vol. 6, no. 2. — Pp. 10–19."
    "Title of a book by four or more / A. Petrova, I. Orlov, K. Lis, M. Gold. — Press, 2016."
    "Title by five or more / A. Petrova, I. Orlov, K. Lis [et al.] // Journal. — 2020. — Vol. 3."

The names after the slash are the authors (the heading names only the first, and a list with more
than three names has none); the heading goes, the title is what is left before the slash.

Accepts the visible text of one reference. ``read_gost`` gives (names, title, rest) or None where
the text is not in this shape.

Cannot handle: a title that itself holds a spaced slash before the responsibility's slash, or
a responsibility statement that names roles ("ed. by", "пер. с англ.") rather than authors.
"""

from __future__ import annotations

import re

from .names import is_author_list, split_authors

# GOST's " / names // host" or " / names. — Imprint": the slash, the names, then the double slash or
# the stop and dash that open the next area.
_GOST_RESPONSIBILITY_RE = re.compile(r"\s/\s(?P<names>[^/]{2,1500}?)(?:\s//\s|\.?\s[—–]\s)")
# ". — ": the stop and dash between areas.
_AREA_DASH_RE = re.compile(r"\.?\s+[—–]\s+")
_LONGEST = 6000
_ET_AL_RE = re.compile(r"\s+(?:et\s+al|и\s+др)\.?$")
_BRACKETED_ET_AL_RE = re.compile(r"\s*\[((?:et\s+al|и\s+др)\.?)\]$")
_TOKEN_RE = re.compile(r"[^\W\d_][^\W_]*(?:[-'’][^\W\d_]+)*", re.UNICODE)


def _tokens(text: str) -> list[str]:
    return [token.lower() for token in _TOKEN_RE.findall(text)]


def _heading_end(before: str, first_name: str) -> int:
    """Where the heading name ends in ``before`` (0 where the text opens with the title): the heading
    holds the words of the responsibility's first name, in any order ("Petrova, Anna S." for
    "Anna S. Petrova", "Petrova A. S." for "Petrova A. S.")."""
    wanted = _tokens(first_name)
    if not wanted:
        return 0
    found = list(_TOKEN_RE.finditer(before))
    if len(found) <= len(wanted):
        return 0
    heading = found[: len(wanted)]
    if sorted(token.group().lower() for token in heading) != sorted(wanted):
        return 0
    end = heading[-1].end()
    if before[end : end + 1] == ".":
        end += 1
    return end


def read_gost(visible: str) -> tuple[str, str, str] | None:
    """(names, title, rest) of a GOST reference, None where ``visible`` is not in that shape."""
    if " / " not in visible or len(visible) > _LONGEST:
        return None  # (a reference is never longer: a long paste of slashes is no work for the pattern)
    match = _GOST_RESPONSIBILITY_RE.search(visible)
    if match is None:
        return None
    before = visible[: match.start()].strip()
    # GOST 7.0.100 names the first few and cuts the list in brackets: "…, Р. И. Зайцев [и др.]".
    names = _BRACKETED_ET_AL_RE.sub(r" \1", match.group("names").strip())
    # Names, not a title's part ("Input / Output Systems — …").
    if not is_author_list(names):
        return None
    first = _ET_AL_RE.sub("", re.split(r",|\s(?:и|and)\s", names)[0])
    heading_end = _heading_end(before, first)
    title = before[heading_end:].strip(" .,")
    if len(title) < 3:
        return None
    rest = _AREA_DASH_RE.sub(". ", visible[match.end() :])
    if match.group(0).rstrip().endswith(("—", "–")):
        rest = rest.lstrip()
    return names, title, rest


# ISBD's statement of responsibility after the title: " / Name" up to " ; " (the next one), ". - " or
# ".- " (the next area) or the end of the sentence.
# (An initial's period ends nothing: " / И. И. Иванов. - М.".)
_ISBD_RESPONSIBILITY_RE = re.compile(
    r" / ([^/;]{3,120}?)(?<!(?<![^\W\d_])[^\W\d_])(?=\s;\s|\.\s?-\s|\.\s|\.?$)"
)


def responsibility_start(text: str, start: int, hard: int) -> int | None:
    """Where the statement of responsibility after an ISBD title starts: " / " before names ("Книгата
    и читателят / Иван Петров ; Под ред. на …"); None where no names follow the slash."""
    found = _ISBD_RESPONSIBILITY_RE.search(text, start + 3, hard)
    if found is None or not is_author_list(found.group(1)) or not split_authors(found.group(1))[0]:
        return None
    return found.start()


def after_responsibility(rest: str) -> str | None:
    """The text after the first names of an ISBD statement of responsibility that opens ``rest`` (the
    names again, after the title: " / Иван Петров ; Под ред. …"), None where ``rest`` opens with none
    (a GOST host's " // " after the slash is GOST's, not this)."""
    if not rest.startswith(" / ") or " // " in rest:
        return None
    found = _ISBD_RESPONSIBILITY_RE.match(rest)
    return rest[found.end() :].lstrip(" ;") if found is not None else None


def title_end_before_host(text: str, start: int, hard: int) -> int:
    """Where a GOST title that opens at ``start`` ends, its host's " // " standing at ``hard``: at
    the " / " of the statement of responsibility before the host ("Title / И. И. Иванов // …"),
    else at the " // " whatever the title's periods ("Предв. отчёт … 1881 г. // Журнал")."""
    responsibility = text.find(" / ", start, hard)
    return responsibility if responsibility > start + 3 else hard


def without_responsibility_before_host(rest: str) -> str:
    """The text after a GOST title without the statement of responsibility before its host
    ("/ A. B. Name // Journal. 2000." gives "// Journal. 2000."); ``rest`` as it is where it
    opens with no such statement."""
    if rest.startswith("/ ") and " // " in rest:
        return rest[rest.index(" // ") + 1 :]
    return rest
