"""The small words that link the capitalised words of a name, kept in lower case ("of", "de",
"und", "for", "the" …): one home for the sets that the readers of journals', meetings' and
publishing houses' names test words against.

A module of its own, importing nothing, so that any stage of the parser may use it.
"""

from __future__ import annotations

# The small words that join the capitalised words of a name, kept in lower case: a journal's, a
# society's or a meeting's ("Journal of the …", "Annales de Glaciologie", "Zeitschrift für Physik",
# "Revista do Instituto", "Computers & Geosciences", "Meeting of the Society of London"). A test
# whose other checks keep titles out takes them all; the tests below are shown titles, houses or
# names as well, and each leaves out the words that would let those pass for the name it looks for.
NAME_LINKING_WORDS = frozenset(
    word
    for words in (
        "& of and the for in on at to a an",  # English
        "de la le des du et",  # French
        "del di da do dos em en y e",  # Spanish, Italian, Portuguese
        "der die das und für",  # German
    )
    for word in words.split()
)
# A publishing house's name is often its founder's: it keeps a name's particles and elided
# articles ("Van Gorcum", "Éditions de l'Aube", "Casa Editrice della …"). "a", "an", "to", "on",
# "en", "em" and "die" link a title's words far more often than a house's, and a title taken for
# a house loses its reading.
HOUSE_LINKING_WORDS = (NAME_LINKING_WORDS - {"a", "an", "to", "on", "en", "em", "die"}) | {
    "d",
    "l",
    "les",
    "della",
    "van",
    "von",
}
# The words that tell a journal's name from a title's run of capitalised words, or from names:
# only the commonest, and each test adds those its own text lets through safely.
_JOURNAL_LINKING_WORDS = frozenset(
    {"&", "and", "of", "on", "in", "for", "the", "de", "des", "der", "la", "und", "e"}
)
# Of a venue read whole ("Annales du Midi", "Die Erde", "Ciencia y Tecnología"): not "für" nor "di",
# which name institutes and books too ("Institut für …", "Istituto di …", "Festschrift für …"),
# nor "et", which joins French names ("Hutchinson et Chaston").
VENUE_LINKING_WORDS = _JOURNAL_LINKING_WORDS | {"du", "le", "die", "y"}
# Of the words after a list of names in a citation without a title ("Ann. Chim. Phys. et …",
# "Z. für Phys.", "Nuovo Cimento di …"): not "y", which joins Spanish names ("Amir y Haider"),
# nor "du", "le" or "die", which stand in houses' names and titles ("Éditions du Cerf").
UNTITLED_JOURNAL_LINKING_WORDS = _JOURNAL_LINKING_WORDS | {"et", "für", "di"}
