"""The town a meeting was held in, written after the meeting's name: "Annual Conference of the
Folk Music Society, Eastbourne", "Coastal Radar Workshop, Red Hollow, Dakota", "Winter Optics
Meeting in Tarrant, TX". The list of places knows the large cities only; after a
meeting's name a short run of capitalised words is read as its town.

Cannot handle: a last topic of a meeting's name written as one capitalised word with no ending
of a field's name ("Workshop on Oceans, Atmosphere") reads as a town.
"""

from __future__ import annotations

import re

from .classify import MEETING_NOUNS, names_a_meeting
from .linkingwords import NAME_LINKING_WORDS
from .places import is_place

_MEETING_WORDS = frozenset(noun.casefold() for noun in MEETING_NOUNS)

# A town's word: capitalised, letters (and a hyphen or apostrophe) only.
_TOWN_WORD_RE = re.compile(r"[A-ZÀ-Þ][a-zß-ÿ]+(?:[-'’][A-ZÀ-Þ]?[a-zß-ÿ]+)*")
# A state or a country's code after the town ("Tarrant, TX").
_CODE_RE = re.compile(r"[A-Z]{2}")
# Endings of the names of fields and topics ("Robotics", "Ecology", "Learning", "Vision",
# "Science", "Management", "Security", "Plants"): the last words of a meeting's own name.
_TOPIC_ENDING_RE = re.compile(r"(?:ics|ogy|ing|ion|nce|ment|ity|ism|ure|ies|ems|phy|try|ness|ship|s)$")
# "… Conference in Tarrant, TX": the town after "in", right after the meeting's noun or acronym.
_IN_TOWN_RE = re.compile(
    r"\s+in\s+(?P<town>[A-ZÀ-Þ][^\W\d_]+(?:\s[A-ZÀ-Þ][^\W\d_]+)?)(?:,\s*(?P<code>[A-Z]{2}))?$"
)
_MOST_TOWN_WORDS = 2


def town_segments(segments: list[str]) -> int:
    """How many of the last comma-separated segments are the town (and its region) a meeting was
    held in: 0 where the last segment reads as no town."""
    if len(segments) < 2:
        return 0
    last = segments[-1].strip()
    if len(segments) > 2 and (_CODE_RE.fullmatch(last) or _town(last)) and _town(segments[-2].strip()):
        return 2  # "Grand Forks, Dakota", "Tarrant, TX"
    return 1 if _town(last) else 0


def without_town_after_in(venue: str) -> str:
    """ "Winter Optics Meeting in Tarrant, TX" → its name: the town after "in" is cut where "in"
    follows a meeting's noun, or an acronym and the town has its state's code; never a topic."""
    match = _IN_TOWN_RE.search(venue)
    if match is None or not all(_town(word) for word in match.group("town").split()):
        return venue
    name = venue[: match.start()].rstrip()
    last = name.rsplit(None, 1)[-1] if name else ""
    after_acronym = last.isupper() and len(last) > 1 and last.isalpha()
    # After an acronym only a town with its state's code is sure: "Workshop on AI in Healthcare".
    if not (last.casefold() in _MEETING_WORDS or (after_acronym and match.group("code"))):
        return venue
    return name if names_a_meeting(name) else venue


def without_unpunctuated_town(venue: str) -> str:
    """ "IEEE Workshop on Signal Processing London" → its name: a town of the list of places run on
    after a meeting's name with no comma, as styles that join the meeting and its place with a
    space print it. Only after a name with a meeting's noun; never after a small word ("… of
    London") nor where the town is the whole name left."""
    words = venue.split()
    if len(words) < 3 or not any(word in _MEETING_WORDS for word in map(str.casefold, words)):
        return venue
    for size in (2, 1):
        town, name = " ".join(words[-size:]), words[:-size]
        # A name's own place follows its small word unpunctuated: "Meeting of the Society of London".
        if len(name) < 2 or name[-1].casefold() in NAME_LINKING_WORDS or not is_place(town):
            continue
        if not all(_TOWN_WORD_RE.fullmatch(word) for word in words[-size:]):
            continue
        kept = " ".join(name)
        return kept if names_a_meeting(kept) else venue
    return venue


def _town(segment: str) -> bool:
    words = segment.split()
    return (
        0 < len(words) <= _MOST_TOWN_WORDS
        and all(_TOWN_WORD_RE.fullmatch(word) for word in words)
        and not _TOPIC_ENDING_RE.search(words[-1])
        and not any(word.casefold() in _MEETING_WORDS for word in words)
    )
