"""What goes with a lab page's card besides its citation lines: an award line above it (after a
blank line) or under it, an "Abstract: …" paragraph under it (or the abstract's first words cut
off with an ellipsis, as search results and preprint servers print them), and a row of its
subjects, keywords or tags, labelled or not. The one home of these rules for the readers of
cards (``formats.citations`` and ``formats.authordb``).

Accepts the text of one line at a time; what a line is decided from the lines around it is the
reader's.
"""

from __future__ import annotations

import re

from .fields import award_of_line
from .headingwords import has_publication_word
from .lines import Line, ignore_reason, is_link_labels, is_link_line
from .reference import is_names_line
from .sections import reads_as_heading
from .text import strip_list_marker

# How an abstract's lines are accounted for: read into the card above, no entry of their own.
ABSTRACT_REASON = "the abstract of the entry above"

_ABSTRACT_LABEL_RE = re.compile(
    r"^\W{0,3}(?:abstract|summary|résumé|zusammenfassung|resumen|resumo)\W{0,3}\s*[:.–—-]\s*", re.IGNORECASE
)


def after_abstract_label(text: str) -> str | None:
    """ "Abstract: We present …" → "We present …": the paragraph a card's abstract line opens, or None."""
    match = _ABSTRACT_LABEL_RE.match(text.strip())
    return text.strip()[match.end() :] if match else None


# "Authors: A. Brandt, J. Varga": a card's author line under the label a page writes before it;
# repositories of preprints and data name them "Contributors" (OSF) or "Creators" (EPrints, DataCite).
_NAMES_LABEL_RE = re.compile(
    r"^\s*(?:authors?|author\(s\)|autor(?:en|innen)?|auteur(?:e?s)?|autores|by|contributors?|creators?)"
    r"\s*:\s*(?=[^\W\d_])",
    re.IGNORECASE,
)


def without_names_label(text: str) -> str:
    """ "Authors: A. Brandt and J. Varga" → "A. Brandt and J. Varga"; any other line as it is."""
    match = _NAMES_LABEL_RE.match(text) if ":" in text[:16] else None
    return text[match.end() :] if match else text


# An abstract written under a card without its label is a paragraph of running text: sentences
# (two at least), many words, most of them in lower case. A citation is no such paragraph: its
# names and its title's and venue's words are capitalised, and it is short.
_FEWEST_WORDS_OF_AN_ABSTRACT = 40
_FEWEST_SENTENCES_OF_AN_ABSTRACT = 2
_SENTENCE_END_RE = re.compile(r"[^\W\d_]{3}[.!?]\s+(?=[A-Z])")
_LOWER_WORD_RE = re.compile(r"^[a-z][a-z'’-]*[,;:.]?$")


# Search results and preprint servers (OSF Preprints, Semantic Scholar, Europe PMC, Dimensions)
# print the abstract's first words under each record, cut off with an ellipsis: one sentence or
# less, but still running prose, and long. A title cut so is shorter and capitalised, a list of
# names cut so ("A. Brandt, J. Varga, …") has no lower-case words.
_FEWEST_WORDS_OF_A_SNIPPET = 16
_SNIPPET_END_RE = re.compile(r"[^\W\d_][.,;]?\s?(?:…|\.\.\.)$")


def _running_prose(words: list[str]) -> bool:
    return sum(1 for word in words if _LOWER_WORD_RE.match(word)) * 2 > len(words)


def is_running_prose(text: str) -> bool:
    """Are most of ``text``'s words lower-case, as a sentence's are and a venue line's are not
    ("Journal of Coastal Morphology, 12(3), 44–61")?"""
    words = text.split()
    return bool(words) and _running_prose(words)


def is_abstract_snippet(text: str) -> bool:
    """Is ``text`` an abstract's first words cut off with an ellipsis, as a list of search results
    prints them under a record ("We tested whether evening screen use predicts …")?"""
    text = text.strip()
    # (The ellipsis closes the stripped text: test that before the pattern searches all of it.)
    if (
        len(text) < _FEWEST_WORDS_OF_A_SNIPPET * 4
        or not text.endswith(("…", "..."))
        or _SNIPPET_END_RE.search(text) is None
    ):
        return False
    words = text.split()
    return len(words) >= _FEWEST_WORDS_OF_A_SNIPPET and _running_prose(words)


def is_abstract_paragraph(text: str) -> bool:
    """Is ``text`` a paragraph of running prose, as an abstract is (or its first words cut off,
    ``is_abstract_snippet``), rather than a citation's line?"""
    if len(text) < _FEWEST_WORDS_OF_A_SNIPPET * 4:
        return False  # too short for so many words: most lines end here, unsplit
    if is_abstract_snippet(text):
        return True
    if len(text) < _FEWEST_WORDS_OF_AN_ABSTRACT * 4:
        return False
    words = text.split()
    if len(words) < _FEWEST_WORDS_OF_AN_ABSTRACT:
        return False
    if len(_SENTENCE_END_RE.findall(text)) + 1 < _FEWEST_SENTENCES_OF_AN_ABSTRACT:
        return False
    return _running_prose(words)


def abstract_of(lines: list[Line]) -> str | None:
    """The abstract that an "Abstract: …" paragraph over ``lines`` gives, without its label, or
    that a paragraph of running prose under a card is."""
    text = " ".join(line.text.strip() for line in lines)
    return after_abstract_label(text) or (text if is_abstract_paragraph(text) else None)


# How a card's subject or keyword terms are accounted for: read into the card above as its keywords.
SUBJECTS_REASON = "the subjects or keywords of the entry above"
# The lines under a card's fields that are none of them: what its rows of tags may stand under.
CARD_NOTE_REASONS = frozenset({ABSTRACT_REASON, SUBJECTS_REASON})

# "Subjects: Psychology, Social and Behavioral Sciences" (OSF Preprints, EPrints), "Keywords: ice;
# firn" (SSRN, PhilPapers, Dimensions), "Disciplines: Glaciology" (bepress Digital Commons), "Tags:
# …" (OSF, publication plugins): the terms a repository or a search result prints under a record.
_SUBJECTS_LABEL_RE = re.compile(
    r"^\W{0,3}(?:subjects?|subject\s+areas?|disciplines?|keywords?|key\s+words|author\s+keywords|"
    r"uncontrolled\s+keywords|tags|topics|fields?\s+of\s+study)\s*:\s*(?=\S)",
    re.IGNORECASE,
)
_SEPARATORS = ";,|·•"
_TERMS_SEPARATOR_RE = re.compile(rf"\s*[{_SEPARATORS}]\s*")
_MOST_WORDS_OF_A_TERM = 6
_MOST_WORDS_OF_A_ROW = 14
# An unlabelled row's words: a subject's capitalised words and the words that join them
# ("Medicine and Health Sciences"), or a keyword's (lower case, hyphenated: "debris-covered ice").
_SUBJECT_WORD_RE = re.compile(r"[^\W\d_][^\W\d_'’-]*(?:[-'’][^\W\d_]+)*|&")
_JOINING_WORDS = frozenset({"and", "of", "in", "for", "the", "&"})
# A subject of one capitalised word: "Education", "Psychology".
_ONE_SUBJECT_RE = re.compile(r"[A-Z][a-z]{3,}")


def _terms(text: str) -> list[str]:
    return [term for term in _TERMS_SEPARATOR_RE.split(text.strip().rstrip(".")) if term]


def labelled_subjects(text: str) -> list[str] | None:
    """ "Keywords: glacier surges; altimetry" → ["glacier surges", "altimetry"]: the terms after a
    label of subjects, keywords or tags, each a few words; None for any other line."""
    match = _SUBJECTS_LABEL_RE.match(text)
    if match is None:
        return None
    terms = _terms(text[match.end() :])
    if not terms or any(len(term.split()) > _MOST_WORDS_OF_A_TERM for term in terms):
        return None
    return terms


def subject_row_terms(text: str) -> list[str] | None:
    """ "Psychology, Social and Behavioral Sciences", "Life Sciences Education": the terms of a row
    of subject tags printed without a label (each tag a few words, no digits, no sentence), or
    None. Only the place of such a row tells it from a short title or a list of names: the
    reader asks it of the lines closing a card under its abstract."""
    words = [word.rstrip(_SEPARATORS) for word in text.split() if word not in _SEPARATORS]
    if not 2 <= len(words) <= _MOST_WORDS_OF_A_ROW or not all(map(_SUBJECT_WORD_RE.fullmatch, words)):
        return None
    terms = _terms(text)
    if len(terms) == 1:
        # (tags told apart by spaces alone, "Life Sciences Education", are capitalised subjects)
        return terms if all(word[0].isupper() or word in _JOINING_WORDS for word in words) else None
    return terms if all(len(term.split()) <= _MOST_WORDS_OF_A_TERM for term in terms) else None


def card_subjects(
    text: str, under_notes: bool, following: str | None, tagged: bool = False
) -> list[str] | None:
    """The subject terms a line under a card gives: a labelled row of subjects, keywords or tags
    ("Keywords: ice; firn"), or a row of tags without a label closing the card under its abstract
    (``under_notes``: the line is right under the abstract, or under another row of tags) with
    no line of the card under it but another row of tags (``following``: the line right under
    it, None after a blank line or at the end). None for any other line: a list's heading under
    the last card's abstract ("Conference Papers", "Teaching"), its names, its awards or its
    links. Where the list tagged a card above already (``tagged``), a row of heading words is a
    card's subjects all the same ("Psychology, Education"), unless it names a list of works."""
    if (terms := labelled_subjects(text)) is not None:
        return terms
    if not under_notes:
        return None
    if (
        following is not None
        and labelled_subjects(following) is None
        and subject_row_terms(following) is None
    ):
        return None
    stripped = text.strip()
    if is_names_line(stripped) or is_link_line(stripped) or award_of_line(stripped):
        return None
    if has_publication_word(stripped) or (not tagged and reads_as_heading(stripped)):
        return None
    if tagged and following is None and _ONE_SUBJECT_RE.fullmatch(stripped):
        return [stripped]  # one subject alone ("Education"), closing its card as the list's other rows do
    return subject_row_terms(stripped)


def opens_card(following: str) -> bool:
    """Can the line right under an award line (``following``, "" for none or a blank) be the first
    line of the card the award opens? Not a link row or a line of no entry, and no list item:
    cards are not list items, and a line over a list item is the list's heading."""
    stripped = following.strip()
    if not stripped or ignore_reason(stripped) or is_link_labels(stripped):
        return False
    return not strip_list_marker(stripped)[0]


def award_opens_card(following: str, after_gap: bool) -> bool:
    """Does an award line open the card under it rather than close the one above? It does after a
    blank line (or at the top, ``after_gap``) with the card's first line right under it."""
    return after_gap and opens_card(following)
