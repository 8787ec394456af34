"""The words that label a volume ("vol. 3", "Bd. 12", "t. II", "Т. 5", "roč. 7", "12. évf."), by
language: one home for the patterns that read a volume's label, each built from the words here.

Each pattern reads a different shape (a label alone, a label and its number closing a title, a
label before a journal's name, a label inside a journal's details), so each takes the words its
shape can tell apart safely, named below where they differ from the core.

A module of its own, importing nothing, so that any stage of the parser may use it.
"""

from __future__ import annotations

from collections.abc import Iterable

# What follows an abbreviation in a pattern: its full stop, or perhaps its full stop.
STOP = r"\."
OPTIONAL_STOP = r"\.?"

# Every label, as the case-sensitive patterns match it: a label's first letter in either case
# ("Vol."/"vol."), except German nouns, printed capitalised ("Bd.", "Band", "Jg."; a lower-case
# "band" is an English word), Russian "Т." (том), printed capitalised, and French "t." (tome),
# printed in lower case only (a capital "T." is an initial).
_WRITTEN = {
    "vol": "[Vv]ol",  # English, Latin
    "vols": "[Vv]ols",  # the plural
    "volume": "[Vv]olume",  # English, French
    "volumes": "[Vv]olumes",
    "volumen": "[Vv]olumen",  # Spanish
    "bd": "Bd",  # German: Band
    "band": "Band",
    "jg": "Jg",  # German: Jahrgang, a journal's yearly volume
    "tome": "[Tt]ome",  # French
    "t": "t",  # French: tome
    "tomo": "[Tt]omo",  # Spanish, Italian
    "т": "Т",  # Russian: том
    "roč": "[Rr]oč",  # Czech: ročník
    "ročník": "[Rr]očník",
    "évf": "évf",  # Hungarian: évfolyam, after the number
    "cilt": "[Cc]ilt",  # Turkish
    "årg": "årg",  # Danish, Norwegian, Swedish: årgang / årgång, before or after the number
}
VOLUME_LABELS = frozenset(_WRITTEN)
# The labels printed short, with a full stop after them ("vol.", "Bd.", "t.", "Т.", "roč.").
ABBREVIATIONS = frozenset(["vol", "vols", "bd", "jg", "t", "т", "roč", "évf", "årg"])

# The labels of one volume, that a number follows, which every pattern reading a label and its
# number takes: "vol. 3", "Volume 3", "Bd. 3", "Band 3", "tome 3", "Т. 3".
ONE_VOLUME = ("vol", "volume", "bd", "band", "tome", "т")
# A journal's details ("Journal 12, roč. 7, č. 2", "Dergisi, Cilt 29, Sayı 2", "Tidsskrift, årg. 59"):
# the core, Czech's, Turkish and Scandinavian labels; Hungarian and Scandinavian write theirs after
# the number too ("12. évf.", "116. årg.").
IN_DETAILS = (*ONE_VOLUME, "roč", "ročník", "cilt", "årg")
AFTER_NUMBER = ("évf", "årg")
# A label alone, or with its number the whole of a venue ("Volume 2", "Band 3", "t. II"): there a
# one-letter label ("t. 3") says enough, which inside running text (a title's end, a journal's
# details) it does not.
ALONE = (*ONE_VOLUME, "t")
# A book's volume after a comma closing its title ("Title, vol. 30", "Título, tomo 2"): the core
# with Spanish and Italian's words, without Russian's, whose style prints the volume after a stop.
CLOSING_TITLE = ("vol", "volume", "volumen", "tomo", "tome", "bd", "band")
# The labels a style prints with no value after them ("vol. , ", "Bd. , "): printed with their stop,
# the plural and German's yearly volume among them.
PRINTED_EMPTY = ("vol", "vols", "bd", "jg")
# The words of a volume's run the labeller read, kept when a name follows its number ("vol. 100,
# Nature"): the core and the plural, written without their stop (the reader tests words).
RUN_WORDS = (*ONE_VOLUME, "vols")
# The words the labeller's token features know as volume labels. The model was trained with
# them: a word added here asks for a new training run.
LABELLER_WORDS = frozenset(["vol", "volume", "volumes", "bd", "band", "tome", "t", "jg"])


def _stop(label: str, stop: str, stops: dict[str, str] | None) -> str:
    if stops and label in stops:
        return stops[label]
    return stop if label in ABBREVIATIONS else ""


def label_pattern(labels: Iterable[str], stop: str = "", stops: dict[str, str] | None = None) -> str:
    """The alternatives of a regular expression that match ``labels`` (this module's words) as
    printed, in the order given: each abbreviation followed by ``stop`` (``r"\\."`` where its full
    stop must follow, ``r"\\.?"`` where it may), a label in ``stops`` by its own."""
    return "|".join(_WRITTEN[label] + _stop(label, stop, stops) for label in labels)


def label_needles(
    labels: Iterable[str], stop: str = "", stops: dict[str, str] | None = None
) -> tuple[str, ...]:
    """Pieces of lower-case text, one of which a text holds wherever ``label_pattern(labels, stop,
    stops)`` matches it: each label, with its full stop where that must follow. A cheap test before
    the pattern is run."""
    return tuple(label + ("." if _stop(label, stop, stops) == STOP else "") for label in labels)
