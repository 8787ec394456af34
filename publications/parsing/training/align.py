"""Token labels for a text whose field values are known (a gold entry, a rendered record).

Each field value is searched in the entry's words (case and accents folded, punctuation
skipped); the words found take the field's label, then punctuation joins the field before it
(an opening bracket or quote the field after it) and words no field claims become notes, link
labels, citation numbers or tags by their look.

Cannot handle: values written differently from the text (abbreviated journal names when
the record gives the full name); their words are left as notes.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from ..labelling.labels import Label
from ..labelling.lexicons import LINK_WORDS
from ..labelling.tokens import WORD_RE, Token, tokenize

_OPENING = "([{“‘«„"
_CITATION_NUMBER_RE = re.compile(r"^\[?\(?\d{1,4}[.)\]]?$")


def fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _words(text: str) -> list[str]:
    return [fold(w) for w in WORD_RE.findall(text)]


def _is_word(token: Token) -> bool:
    return token.text[:1].isalnum() or token.text.startswith(("http", "www", "10."))


def _find_run(
    keys: list[str], wanted: list[str], taken: list[Label | None], from_end: bool = False
) -> list[int]:
    """Indexes (into ``keys``) of the first free occurrence of the word sequence ``wanted``."""
    if not wanted:
        return []
    size = len(wanted)
    starts = range(len(keys) - size + 1)
    for start in reversed(starts) if from_end else starts:
        if keys[start : start + size] == wanted and all(taken[start + k] is None for k in range(size)):
            return list(range(start, start + size))
    return []


def align(
    lines: list[str],
    values: dict[Label, Iterable[str]],
    *,
    names: Iterable[tuple[str, list[str]]] = (),
    editors: Iterable[tuple[str, list[str]]] = (),
) -> tuple[list[Token], list[str]]:
    """Tokens of ``lines`` and one label per token.

    ``values`` maps a label to the strings written for it (a title, a venue, "2021", "12–19");
    ``names``/``editors`` give each person as (family name, given names).
    """
    tokens = tokenize(lines)
    word_positions = [i for i, token in enumerate(tokens) if _is_word(token)]
    keys: list[str] = []
    for i in word_positions:
        text = tokens[i].text
        keys.append(text.casefold() if text.startswith(("http", "www", "10.")) else fold(text))
    taken: list[Label | None] = [None] * len(keys)
    # Long values first: a title is found before the venue words inside it could be claimed.
    ordered = sorted(
        ((label, value) for label, items in values.items() for value in items if value),
        key=lambda pair: -len(_words(pair[1])),
    )
    for label, value in ordered:
        wanted = [value.casefold()] if label in (Label.URL, Label.DOI) else _words(value)
        if label in (Label.URL, Label.DOI):
            found = [k for k, key in enumerate(keys) if taken[k] is None and wanted[0] in key]
            found = found[:1]
        else:
            found = _find_run(keys, wanted, taken, from_end=label in (Label.DATE, Label.PAGES))
        for k in found:
            taken[k] = label
    for label, people in ((Label.AUTHOR, names), (Label.EDITOR, editors)):
        _claim_people(keys, taken, label, list(people))
    labels: list[str | None] = [None] * len(tokens)
    for k, i in enumerate(word_positions):
        labels[i] = str(taken[k]) if taken[k] is not None else None
    _fill(tokens, labels)
    return tokens, [label or str(Label.NOTE) for label in labels]


def _claim_people(
    keys: list[str], taken: list[Label | None], label: Label, people: list[tuple[str, list[str]]]
) -> None:
    """Family names, then the given names and initials next to them, then what lies between."""
    hits: list[int] = []
    for family, given in people:
        family_words = _words(family)
        run = _find_run(keys, family_words, taken)
        if not run:
            continue
        hits.extend(run)
        for k in run:
            taken[k] = label
        given_words = set()
        for name in given:
            for word in _words(name):
                given_words.add(word)
                given_words.add(word[:1])
                if "-" in name:
                    given_words.update(part[:1] for part in name.split("-"))
        for direction in (-1, 1):
            k = (run[0] if direction < 0 else run[-1]) + direction
            while 0 <= k < len(keys) and taken[k] is None and keys[k] in given_words:
                taken[k] = label
                hits.append(k)
                k += direction
    if len(hits) >= 2:
        first, last = min(hits), max(hits)
        for k in range(first, last + 1):
            if taken[k] is None and (
                keys[k] in ("and", "und", "et", "y", "al", "others") or len(keys[k]) <= 2
            ):
                taken[k] = label
    # "et al." right after the names
    if hits:
        last = max(hits)
        if (
            last + 2 < len(keys)
            and keys[last + 1] == "et"
            and keys[last + 2] == "al"
            and taken[last + 1] is None
        ):
            taken[last + 1] = taken[last + 2] = label


def _fill(tokens: list[Token], labels: list[str | None]) -> None:
    """Unclaimed words take a label from their look, then punctuation from its neighbours."""
    count = len(tokens)
    for i, token in enumerate(tokens):
        if labels[i] is not None or not _is_word(token):
            continue
        lower = token.text.lower()
        if token.link_label and lower in LINK_WORDS:
            labels[i] = str(Label.LINK_LABEL)
        elif token.text.startswith(("http", "www")):
            labels[i] = str(Label.URL)
        elif i < 3 and token.text.isdigit() and _CITATION_NUMBER_RE.match(token.text):
            labels[i] = str(Label.CITATION_NUMBER)
        elif i < 4 and token.brackets:
            labels[i] = str(Label.TAG)  # "[SC'23] …": a lab tag before the entry
    for i, token in enumerate(tokens):
        if labels[i] is not None or _is_word(token):
            continue
        attached_after = i + 1 < count and tokens[i + 1].start == token.end
        detached_before = i == 0 or tokens[i - 1].end < token.start
        opening = token.text in _OPENING or (token.text in _MARKS and attached_after and detached_before)
        labels[i] = (_next_label(labels, i) if opening else None) or _previous_label(labels, i)
    for i in range(count):
        if labels[i] is None:
            labels[i] = _next_label(labels, i)


_MARKS = frozenset({"**", "__", "*", "_", '"', "'"})


def _previous_label(labels: list[str | None], index: int) -> str | None:
    for j in range(index - 1, -1, -1):
        if labels[j] is not None:
            return labels[j]
    return None


def _next_label(labels: list[str | None], index: int) -> str | None:
    for j in range(index + 1, len(labels)):
        if labels[j] is not None:
            return labels[j]
    return None
