"""The order a list writes its names in, read from the list as a whole: "Family Given" without a
comma ("Lindqvist Marta, Okafor Tomas") where a name of the list writes its given name out
between its family name and an initial ("Barrow Ines K.") and none writes an initial before it.

A name of two written-out words alone ("Lindqvist Marta") does not say which word is the family
name; the name reader takes the last (the common "Given Family"). A name with an initial does say:
an initial is a given name's, so "Barrow Ines K." writes the family name first ("Godin B" alone
does not tell: a page of "Given Family" names may copy one item's names in Vancouver style).
Where most of a list's names are such bare pairs of words, one at least is written "Family Given
I." and none "I. Family", the list writes the family name first, and its bare names are read so.

Where a list's names are not mostly bare pairs, single items may still show that they write
theirs family first (see ``_read_items_family_first``): a family name the list writes elsewhere
beside initials, or one in capitals, written before given names.

Accepts the entries of one list, as read; turns their names round in place.

Cannot handle: a family name of two words written first ("Ragone Figueroa Cinthia" is read as
the family name "Ragone" and the given names "Figueroa Cinthia"); a list none of whose names
carries an initial after a written-out given name (nothing says the order, and the names stay
as the reader read them).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import replace

from publications.keys import fold

from .linecaches import text_cache
from .records import ParsedEntry, PersonName

# An initial, or initials, as a name writes them: "K.", "K", "J.-P.", "JP".
_INITIAL_RE = re.compile(r"^(?:[A-ZÀ-ÖØ-Þ](?:\.|-|$))+\.?$|^[A-ZÀ-ÖØ-Þ]{1,2}$")
# A written-out word of a name: a capital, then lower-case letters ("Marta", "Ragone-Figueroa").
_WORD_RE = re.compile(r"^[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+(?:[-'’][A-ZÀ-ÖØ-Þ]?[a-zß-öø-ÿ]+)*$")
# A piece of an entry's text between commas that is a name written "Family Given I.".
_NAME_PIECE_SPLIT_RE = re.compile(r",\s*|\n")
_FAMILY_GIVEN_INITIAL_RE = re.compile(
    r"^[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+(?:-[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)? [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+(?: [A-ZÀ-ÖØ-Þ]\.)+$"
)
# So many of a list's names, at least, are bare pairs of words before it is read family first.
_FEWEST_BARE_NAMES = 4


def read_family_first(entries: Sequence[ParsedEntry]) -> None:
    """Turn round the names of a list that writes them "Family Given" (see the module's doc)."""
    if not _read_list_family_first(entries):
        _read_items_family_first(entries)
    _read_as_inverted_elsewhere(entries)


def _read_list_family_first(entries: Sequence[ParsedEntry]) -> bool:
    """Turn round every name of a list most of whose names are bare pairs of words and one of
    which is written "Family Given I."; whether it did."""
    people = [(entry, index, person) for entry in entries for index, person in enumerate(entry.author_names)]
    if not people:
        return False
    bare = 0
    for entry, _, person in people:
        words = person.display.split()
        if len(words) >= 2 and all(_WORD_RE.match(word) for word in words):
            bare += 1
        elif _initial_order(person, entry.raw or "") == "before":
            return False  # "I. Family": the list writes the given name first
    if bare < _FEWEST_BARE_NAMES or bare * 2 <= len(people):
        return False
    # "Barrow Ines K.", a given name written out between: "Godin B" alone may be a Vancouver name
    # among a list's "Given Family" ones. Looked for in the entries' text, read as names or not.
    if not any(
        _FAMILY_GIVEN_INITIAL_RE.match(piece.strip())
        for entry in entries
        for piece in _NAME_PIECE_SPLIT_RE.split(entry.raw or "")
    ):
        return False
    for entry in entries:
        if entry.author_names:
            _set_names(entry, [_turned(person, entry.raw or "") for person in entry.author_names])
    return True


def _set_names(entry: ParsedEntry, names: list[PersonName]) -> None:
    entry.author_names = names
    entry.authors = [person.display for person in names]


def _initial_order(person: PersonName, raw: str) -> str:
    """ "after" where the name is written with its initials after its family name ("Arne P.",
    "Barrow Ines K."), "before" where before it ("P. Arne"), "" where it has no initial or is not
    found as written."""
    given = person.given.split()
    if not given or not person.family or not _INITIAL_RE.match(given[-1].replace(".", "") or "-"):
        return ""
    parts = [part.rstrip(".") for part in given]
    family = person.family
    if any(_initials_ends(raw, end, parts) for end in _ends_before_space(raw, family)):
        return "after"
    if any(_family_at(raw, end, family) for end in _ends_of_initials(raw, parts)):
        return "before"
    return ""


# The written order of a name is looked for in the entry's text by hand, as the patterns
# "(?<!\w)Family\s+I\.?\s*J\.?(?!\w)" ("after") and "(?<!\w)I\.?\s*J\.?\s+Family(?!\w)"
# ("before") would find it: a pattern made for each name would cost a compilation each, for every
# name of a list. Where a stop or white space is optional the matching tries each way of reading
# it, as a pattern does, so that a part opening with a stop (".K") or a family name opening with
# white space is found where the pattern would find it.


def _is_word_character(character: str) -> bool:
    r"""What "\w" matches."""
    return character.isalnum() or character == "_"


def _spaces_end(raw: str, position: int) -> int:
    """Where the white space from ``position`` on ends."""
    while raw[position : position + 1].isspace():
        position += 1
    return position


def _ends_before_space(raw: str, word: str) -> Iterator[int]:
    r"""Where each white space after ``word`` written as a word's start ends: "(?<!\w)word\s+"."""
    start = raw.find(word)
    while start >= 0:
        end = start + len(word)
        if (start == 0 or not _is_word_character(raw[start - 1])) and raw[end : end + 1].isspace():
            yield _spaces_end(raw, end)
        start = raw.find(word, start + 1)


def _after_stop_and_spaces(raw: str, position: int) -> Iterator[int]:
    r"""Every place that an optional stop and white space from ``position`` on can end: "\.?\s*"."""
    starts = (position, position + 1) if raw.startswith(".", position) else (position,)
    for start in starts:
        yield start
        while raw[start : start + 1].isspace():
            start += 1
            yield start


def _initials_ends(raw: str, position: int, parts: list[str]) -> list[int]:
    r"""Every end of ``parts`` written from ``position`` on, each but the first after a stop or
    white space or neither, followed by no word character ("I\.?\s*J\.?(?!\w)")."""
    if not raw.startswith(parts[0], position):
        return []
    position += len(parts[0])
    if len(parts) == 1:
        return [] if _is_word_character(raw[position : position + 1] or " ") else [position]
    following = parts[1][:1]
    if following and following != "." and not following.isspace():
        # Only the longest reading of the stop and white space can be followed by such a part.
        return _initials_ends(raw, _spaces_end(raw, position + raw.startswith(".", position)), parts[1:])
    return [
        end
        for between in _after_stop_and_spaces(raw, position)
        for end in _initials_ends(raw, between, parts[1:])
    ]


def _ends_of_initials(raw: str, parts: list[str]) -> Iterator[int]:
    r"""Every place where white space after a writing of ``parts`` as a word's start, a stop after
    it or not, can end: "(?<!\w)I\.?\s*J\.?\s+"."""
    start = raw.find(parts[0])
    while start >= 0:
        if start == 0 or not _is_word_character(raw[start - 1]):
            for end in _initials_ends(raw, start, parts):
                end += raw.startswith(".", end)
                while raw[end : end + 1].isspace():
                    end += 1
                    yield end
        start = raw.find(parts[0], start + 1)


def _family_at(raw: str, position: int, family: str) -> bool:
    """Is ``family`` written at ``position``, followed by no word character?"""
    end = position + len(family)
    return raw.startswith(family, position) and not _is_word_character(raw[end : end + 1] or " ")


def _turned(person: PersonName, raw: str) -> PersonName:
    """The name read family first: a bare pair of words "Lindqvist Marta" as Marta Lindqvist,
    "Barrow Ines K." (read as the family name "Barrow Ines") as Ines K. Barrow."""
    words = person.display.split()
    if len(words) >= 2 and all(_WORD_RE.match(word) for word in words):
        family, given = words[0], " ".join(words[1:])
    elif _initial_order(person, raw) == "after" and len(family_words := person.family.split()) >= 2:
        family = family_words[0]
        initials = " ".join(part if part.endswith(".") else part + "." for part in person.given.split())
        given = " ".join([*family_words[1:], initials])
    else:
        return person
    return replace(person, display=f"{given} {family}", given=given, family=family)


# Where a list's names are not mostly bare pairs, single items may still write theirs "Family
# Given" (a list of items copied from a CV system or a citation database beside items typed by
# hand). An item says so by a name written with its family name first where the list shows
# which word is the family name: a family name the list writes elsewhere beside initials only
# ("Ciriş M.", "M. Ciriş") or inverted with a comma ("Ciriş, Metin"), in any case ("ÇİRİŞ
# Metin"). Capitals alone say nothing: "CMF Timpe" runs initials together, "USDA Forest
# Service" is a body. A name after the first so written says the item writes every name so; the
# first name alone says little (the Chicago style's inverted first name lacking its comma, "Ciriş
# Metin, Anna Kaya", or a list's misreading of another name, "J Michael", that makes a given name
# look like a family name). Items that show it are read so where they outnumber the items that
# show "Given Family" names (a given name may be another person's family name: "Marco Patel"
# beside "Di Marco, Ana"); items that show it in their first name only, or show nothing, where
# they are two at least as well.
_FEWEST_FAMILY_FIRST_ITEMS = 2
# Capitals are no initials from so many letters on ("KO" may be initials, "ATAY" is a name),
# unless stops or hyphens part them ("J-HM") or they hold no vowel ("CMF").
_FEWEST_CAPITAL_LETTERS = 3
_VOWELS = frozenset("aeiouy")


def _read_items_family_first(entries: Sequence[ParsedEntry]) -> None:
    """Turn round the names of the items that write them "Family Given" (see above)."""
    families = _written_families(entries)
    shown, opening, silent = [], [], []
    given_first = 0
    for entry in entries:
        orders = [_shown_order(person, entry.raw or "", families) for person in entry.author_names]
        if "given" in orders:
            given_first += 1
        elif "family" in orders[1:]:
            shown.append(entry)
        elif orders[:1] == ["family"]:
            opening.append(entry)
        elif orders and all(_written_words(person, entry.raw or "") for person in entry.author_names):
            silent.append(entry)
    if len(shown) <= given_first:
        return  # a "Given Family" list, a given name of which is some other name's family name
    whole = [*shown, *opening, *silent] if len(shown) >= _FEWEST_FAMILY_FIRST_ITEMS else shown
    for entry in whole:
        _set_names(entry, [_turned_round(person, entry.raw or "") for person in entry.author_names])


# The tests of one word of a name, and its folded form, are asked of every name of every item: a
# list repeats its names and initials, and each test walks the word's letters (folding each).
@text_cache(maxsize=16384)
def _is_initials(part: str) -> bool:
    """ "M.", "AR", "E.A.", "J.-P.", "J-HM", "CMF": initials, not a written-out name ("ATAY")."""
    letters = [letter for letter in part if letter not in ".-"]
    if not letters or not all(letter.isupper() for letter in letters):
        return False
    return (
        len(letters) < _FEWEST_CAPITAL_LETTERS
        or len(letters) < len(part)  # stops or hyphens between capitals
        or not any(fold(letter) in _VOWELS for letter in letters)
    )


@text_cache(maxsize=16384)
def _is_written_out(word: str) -> bool:
    """A written-out word of a name: "Metin", "DeKraker", "Palomero-Gallagher", "ÇİRİŞ"."""
    return (
        word[:1].isupper()
        and all(letter.isalpha() or letter in "-'’" for letter in word)
        and not _is_initials(word)
    )


_folded_name_word = text_cache(maxsize=16384)(fold)


def _written_families(entries: Sequence[ParsedEntry]) -> set[str]:
    """The family names the list writes beside initials only or inverted with a comma, folded."""
    families = set()
    for entry in entries:
        for person in entry.author_names:
            given = person.given.split()
            if not given or not person.family:
                continue
            inverted = f"{person.family}, {person.given}" in (entry.raw or "")
            if inverted or all(_is_initials(part) for part in given):
                families.add(_folded_name_word(person.family))
    return families


def _written_words(person: PersonName, raw: str) -> list[str]:
    """The words of a bare name (written-out words only, two at least) in the order the item's
    text writes them, or [] for any other name."""
    for written in (person.display, f"{person.family} {person.given}"):
        # (The substring test first: of the two orders, the text writes one at most, and the test
        # of each word's letters costs more.)
        if written not in raw:
            continue
        words = written.split()
        if len(words) >= 2 and all(_is_written_out(word) for word in words):
            return words
    return []


def _shown_order(person: PersonName, raw: str, families: set[str]) -> str:
    """ "family" where the name shows it is written family first, "given" where given first, ""
    where it does not show."""
    words = _written_words(person, raw)
    if not words:
        return ""
    first, last = _folded_name_word(words[0]), _folded_name_word(words[-1])
    if first in families and last not in families:
        return "family"
    if last in families and first not in families:
        return "given"
    return ""


def _turned_round(person: PersonName, raw: str) -> PersonName:
    """The name read family first: its first written word is the family name."""
    words = _written_words(person, raw)
    if not words:
        return _turned(person, raw)
    family, given = words[0], " ".join(words[1:])
    return replace(person, display=f"{given} {family}", given=given, family=family)


# A person a list names more than once is one person each time: where it writes a name inverted
# with a comma in one item ("Bouté, Edouard") and as two bare words in another ("Bouté Edouard,
# Virginie Julliard", an inverted first name typed without its comma), the comma says which word
# is the family name in both.


def _read_as_inverted_elsewhere(entries: Sequence[ParsedEntry]) -> None:
    """Turn round the bare names read "Given Family" that the list writes elsewhere as "Family,
    Given" (the same two words, the first before the comma) and nowhere as "Given, Family"."""
    inverted = _inverted_pairs(entries)
    if not inverted:
        return
    for entry in entries:
        raw = entry.raw or ""
        if any(_written_turned(person, raw, inverted) for person in entry.author_names):
            _set_names(
                entry,
                [
                    _turned_round(person, raw) if _written_turned(person, raw, inverted) else person
                    for person in entry.author_names
                ],
            )


def _inverted_pairs(entries: Sequence[ParsedEntry]) -> set[tuple[str, str]]:
    """The (family, given) names, folded, that the list writes inverted with a comma."""
    return {
        (fold(person.family), fold(person.given))
        for entry in entries
        for person in entry.author_names
        if person.family and person.given and f"{person.family}, {person.given}" in (entry.raw or "")
    }


def _written_turned(person: PersonName, raw: str, inverted: set[tuple[str, str]]) -> bool:
    """Is the name two bare words read as written, which the list writes elsewhere inverted the
    other way round?"""
    words = _written_words(person, raw)
    if len(words) != 2 or words != person.display.split():
        return False
    first, last = fold(words[0]), fold(words[1])
    return (first, last) in inverted and (last, first) not in inverted
