"""One entry's lines → ParsedEntry, by the token labeller, and the hybrid entry reader.

``read_entry(lines)`` reads the entry with the rule reader (``reference.read_reference``) first:
its knowledge of citation formats is exact where a format is clear. The token labeller
then reads the same lines when the rule reading is incomplete or looks wrong (no authors, no
year or venue, a title holding name initials, a name or a trailing journal abbreviation, a
venue holding names, numbers, a month, an imprint or an access note); where its reading shows
the rule reading to be implausible (words the model is sure are names inside the rule's title,
journal words in the title, names in the venue, a book's imprint taken for a venue), the
labeller's reading is taken; where both agree on the title, the labeller's venue replaces a
rule venue that holds more than the venue. Every entry the labeller read carries per-field
confidences (the model's marginal probabilities).

Why the rules read first, measured: with the labeller reading every free-text entry, the
held-out reference list (``bench/parse_quality.py``) gains a few points, but the gold lists
read with models trained without them lose some (leave-one-list-out), and the labeller on
every entry runs at about a third of the required 2,000 entries a second.

Cannot handle: entries longer than ``tokens.MAX_CHARACTERS``; the labeller reads their start only.
"""

from __future__ import annotations

import re
from collections import defaultdict

from .. import fields
from ..records import ParsedEntry, PublicationType
from ..reference import _TAG_RE, _expand_year, apply_tail, join_entry_lines, read_reference
from ..tail import parse_tail
from . import lexicons, normalise
from .labels import Label
from .model import Labelling, label_tokens
from .tokens import Token, join_lines, tokenize

# Fields of ParsedEntry and the labels whose marginals give their confidence.
CONFIDENCE_FIELDS = {
    "title": (Label.TITLE,),
    "authors": (Label.AUTHOR,),
    "year": (Label.DATE,),
    "venue": (Label.CONTAINER,),
    "pages": (Label.PAGES,),
    "volume": (Label.VOLUME,),
    "number": (Label.ISSUE,),
    "article_number": (Label.ARTICLE,),
    "publisher": (Label.PUBLISHER,),
    "editors": (Label.EDITOR,),
}
# Tokens the tail reader is given: everything but the people, the title and page decorations.
_NOT_TAIL = frozenset(
    {Label.AUTHOR, Label.TITLE, Label.EDITOR, Label.TAG, Label.CITATION_NUMBER, Label.LINK_LABEL, Label.URL}
)
_SURE = 0.8
# The word that introduces a container ("In", "en Actas del …", "dans", "In:") is not its name,
# nor the editors' mark before it ("(eds.), Living Standards …").
# Nor the page word the labeller may run into ("…, Living Standards in the Past, pp.").
_CONTAINER_END_RE = re.compile(r"[\s,;:]+(?:pp?|S|págs?|pages?|vol|no)\.?\s*$", re.IGNORECASE)
_CONTAINER_LEAD_RE = re.compile(
    r"^\s*(?:\((?:eds?|hrsg|hg|éds?|dir|coords?)\.?\)[.,:;]?\s*)?(?:(?:in:?|en|dans|im)\s+)?", re.IGNORECASE
)
_WORD_RE = re.compile(r"[^\W\d_]{2,}")
_NOT_WORD_RE = re.compile(r"\W+")
_NOT_IN_NAMES_RE = re.compile(r"\bet\s+al\b|[:\d]")
# A sentence going on inside a name ("Doe. winner"): the reading ran past the names.
_SENTENCE_IN_NAME_RE = re.compile(r"[^\W\d_]{2}\W*\.\s+[^\W\d_A-ZÀ-Þ]{2,}")
_WITH_COAUTHORS_RE = re.compile(r"\s*\((?:with|avec|mit|con|com)\s+([^()]{3,300})\)\s*\.?$")
_INITIAL_RE = re.compile(r"(?<![\w.])[A-Z]\.(?:\s?-?[A-Z]\.)*[\s,;]")
_TRAILING_ABBREVIATION_RE = re.compile(r",\s*[A-Z][a-z]{0,5}\.?$")
# Names left in a title: "Messier C, 2011", "Gotlib IH: A diathesis…", "Derek & Gérard Philippson".
_NAME_IN_TITLE_RE = re.compile(
    r"\b[A-Z][a-z]+ [A-Z]{1,3}[,:]|(?:^|,\s)(?:19|20)\d\d\W*$|^[A-Z][a-z]+ & [A-Z]"
)
_NAMES_IN_VENUE_RE = re.compile(
    r"(?<![\w.])[A-Z]\.\s?(?:[A-Z]\.\s?)*[A-Z][a-z]|\([Ee]ds?\.?\)|\bHrsg\b|\béds?\."
)


def read_entry(lines: list[str]) -> tuple[ParsedEntry, PublicationType | None]:
    """Read one entry given as its lines; the contract of ``reference.read_reference``."""
    body = join_entry_lines(lines)
    entry, hint = read_reference(body)
    _coauthors_from_note(entry)
    if not _worth_a_second_reading(entry):
        return entry, hint
    tokens = tokenize(lines)
    labelling = label_tokens(tokens)
    if labelling is None or not tokens:
        return entry, hint
    modelled, model_hint = entry_from_labels(body, lines, tokens, labelling)
    _coauthors_from_note(modelled)
    if _plausible(modelled) and _implausible(entry, modelled):
        modelled.raw = entry.raw
        return modelled, model_hint
    _venue_from_labels(entry, modelled)
    entry.field_confidence = _agreement(entry, modelled)
    return entry, hint


def _venue_from_labels(rule: ParsedEntry, model: ParsedEntry) -> None:
    """Where both readings agree on the title, the labeller's venue where the rules' holds more:
    a date, a place, "Online: (accessed …)" ("Forbes, 20 February" → "Forbes"), or an imprint
    the labeller reads as the publisher ("Paris : Presses Universitaires de France" → none)."""
    if not rule.venue or _comparable(rule.title) != _comparable(model.title):
        return
    mine = _comparable(rule.venue)
    if model.venue:
        theirs = _comparable(model.venue)
        # The venue opens what the rules read ("J. Stat. Phys." is not cut to "Phys.").
        if (
            theirs
            and theirs != mine
            and mine.startswith(theirs)
            and model.field_confidence.get("venue", 0) >= _SURE
        ):
            rule.venue = model.venue
    elif model.publisher and _words(rule.venue) <= _words(model.publisher) | lexicons.PLACE_WORDS:
        rule.venue = None
        rule.publisher = rule.publisher or model.publisher


def _agreement(rule: ParsedEntry, model: ParsedEntry) -> dict[str, float]:
    """Confidence in the rule reading's fields: the model's where both readings agree, and the
    chance that the model is wrong where they differ (a field worth checking)."""
    confidence = {}
    for name, value in model.field_confidence.items():
        mine, theirs = getattr(rule, name), getattr(model, name)
        same = _comparable(mine) == _comparable(theirs)
        confidence[name] = value if same else round(1.0 - value, 3)
    return confidence


def _coauthors_from_note(entry: ParsedEntry) -> None:
    """ "Title (with P. Novak and R. Silva)": on a page owner's list the co-authors follow the title."""
    if entry.authors:
        return
    note = _WITH_COAUTHORS_RE.search(entry.title)
    if note is None:
        return
    names, truncated = normalise.people(note.group(1))
    if names:
        entry.title = entry.title[: note.start()].rstrip(" ,.;:")
        entry.author_names = names
        entry.authors = [name.display for name in names]
        entry.authors_truncated = truncated


def _repair_name_boundary(tokens: list[Token], labels: list[str]) -> list[str]:
    """An inverted name ends with its initials ("Osei, K."): a capitalised word after them that the
    labeller gave to the authors opens the title ("Osei, K. Cobalt-Catalysed Hydroamination")."""
    labels = list(labels)
    # Names end at "et al.": author-labelled words after it open the title ("Oses, C. et al. AFLOW-CHULL: …").
    for index in range(3, len(tokens) - 1):
        if (
            labels[index] == Label.AUTHOR
            and tokens[index - 1].text == "."
            and tokens[index - 2].text == "al"
            and tokens[index - 3].text == "et"
        ):
            end = index
            while end < len(tokens) and labels[end] == Label.AUTHOR:
                end += 1
            if end < len(tokens) and labels[end] == Label.TITLE:
                labels[index:end] = [str(Label.TITLE)] * (end - index)
    # A lowercase word where a title meets the names ends the title ("… of copper. K. Osei, …").
    for index in range(1, len(tokens) - 1):
        if (
            labels[index] == Label.AUTHOR
            and labels[index - 1] == Label.TITLE
            and _lowercase_word(tokens[index].text)
        ):
            end = index + 1 if tokens[index + 1].text in ".," else index
            labels[index : end + 1] = [str(Label.TITLE)] * (end + 1 - index)
    for index in range(2, len(tokens) - 1):
        if labels[index] != Label.AUTHOR or labels[index + 1] != Label.TITLE:
            continue
        word, period, initial = tokens[index], tokens[index - 1], tokens[index - 2]
        inverted = any(tokens[k].text == ";" and labels[k] == Label.AUTHOR for k in range(index))
        if (
            inverted
            and period.text == "."
            and len(initial.text) == 1
            and initial.text.isupper()
            and len(word.text) > 2
            and word.text[:1].isupper()
            and not word.text.isupper()
        ):
            labels[index] = str(Label.TITLE)
    return labels


def _worth_a_second_reading(entry: ParsedEntry) -> bool:
    """Cheap signs that the rule reading is incomplete or wrong (most entries show none)."""
    if not entry.authors or entry.year is None or entry.venue is None:
        return True
    title = entry.title
    if len(title.split()) < 2:
        return True
    if ";" in title or _INITIAL_RE.search(title + " ") or _TRAILING_ABBREVIATION_RE.search(title):
        return True
    if _NAME_IN_TITLE_RE.search(title):
        return True
    return (
        bool(_NAMES_IN_VENUE_RE.search(entry.venue) or _MORE_THAN_A_VENUE_RE.search(entry.venue))
        or _publisher_or_place(entry.venue)
        or bool(_words(entry.venue) & lexicons.MONTHS)
    )


# A venue the rules read holding more than a name: numbers, "Place : Publisher", access notes.
_MORE_THAN_A_VENUE_RE = re.compile(
    r"\d|\s:\s|\b(?:online|accessed|available|retrieved|consulté|abgerufen)\b", re.IGNORECASE
)


_CONNECTIVES = frozenset({"de", "du", "des", "la", "le", "les", "of", "the", "and", "et", "und", "y"})


def _publisher_or_place(venue: str | None) -> bool:
    """A "venue" of publisher and place words only ("London", "Éditions du Seuil"): a book's imprint."""
    words = _words(venue) - _CONNECTIVES
    return bool(words) and words <= lexicons.PLACE_WORDS | lexicons.PUBLISHER_WORDS


def _plausible(entry: ParsedEntry) -> bool:
    """The labeller's reading itself looks like a publication: a title, names that look like names."""
    if len(entry.title) <= 3 or len(entry.title.split()) < 2:
        return False
    if not (entry.authors or entry.venue or entry.doi or entry.arxiv_id):
        return False  # the list reader would not keep it as a publication
    return all(
        len(name) <= 40
        and len(name.split()) <= 5
        and not _NOT_IN_NAMES_RE.search(name)
        and not _SENTENCE_IN_NAME_RE.search(name)
        for name in entry.authors
    )


def _lowercase_word(word: str) -> bool:
    """A word of a name that is not a name's: lowercase and no particle ("winner", not "van")."""
    word = word.strip(".,;:")
    return word[:1].islower() and word.isalpha() and word.casefold() not in lexicons.PARTICLES


def _comparable(value: object) -> str:
    return _NOT_WORD_RE.sub("", str(value or "").casefold())


def _words(text: str | None) -> set[str]:
    return {word.casefold() for word in _WORD_RE.findall(text or "")}


def _implausible(rule: ParsedEntry, model: ParsedEntry) -> bool:
    """Does the labeller show the rule reading to be wrong where the rules have no format knowledge?"""
    confident = model.field_confidence
    model_names = _words(" ".join(model.authors + model.editors))
    rule_title, model_title = _words(rule.title), _words(model.title)
    rule_names = _words(" ".join(rule.authors))
    if not rule.authors and model.authors and confident.get("authors", 0) >= _SURE:
        return True
    if (
        len((rule_title - model_title) & (model_names - rule_names)) >= 2
        and confident.get("authors", 0) >= _SURE
    ):
        return True  # names inside the rule's title
    if (
        len((rule_names - model_names) & (model_title - rule_title)) >= 2
        and confident.get("title", 0) >= _SURE
    ):
        return True  # the title inside the rule's names ("Sandboxing Untrusted Plugins. R. Iyer")
    if len(rule.title.split()) < 2 and len(model_title) >= 3 and confident.get("title", 0) >= _SURE:
        return True  # the rules' title is a word left between the names and the title ("Doe")
    if (
        _NAME_IN_TITLE_RE.search(rule.title)
        and not _NAME_IN_TITLE_RE.search(model.title)
        and (rule_title - model_title) & (model_names - rule_names)
        and confident.get("authors", 0) >= _SURE
    ):
        return True  # a name the rules left in the title ("Mbeki T, 2014") the labeller reads as one
    venue_words = _words(model.venue)
    if (
        (rule_title - model_title) & venue_words
        and confident.get("title", 0) >= _SURE
        and model_title < rule_title
    ):
        return True  # the start of the venue inside the rule's title ("…, Phys. Rev. B")
    if len(_words(rule.venue) & (model_names - venue_words)) >= 2 and confident.get("venue", 0) >= _SURE:
        return True  # names (authors or editors) inside the rule's venue
    if (
        _publisher_or_place(rule.venue)
        and model.venue is None
        and (model.publisher or model.year)
        and confident.get("title", 0) >= _SURE
    ):
        return True  # a book: the rules took its imprint for a venue
    # Nothing after the title was read: the title swallowed the rest.
    return (
        rule.year is None
        and model.year is not None
        and rule.venue is None
        and (bool(model.venue or model.publisher) or len(model.title) < len(rule.title))
    )


def _runs(tokens: list[Token], labels: list[str]) -> dict[str, list[tuple[int, int]]]:
    """For each label, its runs of consecutive tokens as (first index, last index)."""
    runs: dict[str, list[tuple[int, int]]] = defaultdict(list)
    start = 0
    for index in range(1, len(tokens) + 1):
        if index == len(tokens) or labels[index] != labels[start]:
            runs[labels[start]].append((start, index - 1))
            start = index
    return runs


def _text(joined: str, tokens: list[Token], first: int, last: int) -> str:
    return joined[tokens[first].start : tokens[last].end]


def entry_from_labels(
    body: str, lines: list[str], tokens: list[Token], labelling: Labelling
) -> tuple[ParsedEntry, PublicationType | None]:
    """The entry the labeller's reading gives (normalised, with per-field confidences)."""
    joined = join_lines(lines)
    labels = _repair_name_boundary(tokens, labelling.labels)
    runs = _runs(tokens, labels)
    entry = ParsedEntry(raw=body)
    entry.links = fields.find_links(body)
    entry.doi = fields.find_doi(body)
    author_text = " ".join(_text(joined, tokens, a, b) for a, b in runs.get(Label.AUTHOR, []))
    if author_text:
        names, truncated = normalise.people(author_text)
        entry.author_names = names
        entry.authors = [name.display for name in names]
        entry.authors_truncated = truncated
    title_runs = runs.get(Label.TITLE, [])
    if title_runs:
        # The longest run: a stray title-labelled word elsewhere does not join it.
        first, last = max(title_runs, key=lambda run: tokens[run[1]].end - tokens[run[0]].start)
        entry.title = normalise.title(_text(joined, tokens, first, last))
    editor_text = " ".join(_text(joined, tokens, a, b) for a, b in runs.get(Label.EDITOR, []))
    if editor_text:
        entry.editors = [name.display for name in normalise.people(editor_text)[0]]
    tag_runs = runs.get(Label.TAG, [])
    if tag_runs:
        tag = _TAG_RE.match(_text(joined, tokens, *tag_runs[0]))
        if tag:
            entry.venue_acronym = (
                tag.group("a1") or tag.group("a2") or tag.group("a3") or ""
            ).strip() or None
            entry.year = _expand_year(tag.group("y1") or tag.group("y2") or tag.group("y3") or "")
    rest = _rest_text(joined, tokens, labels)
    tail = parse_tail(rest, links=False)
    apply_tail(entry, tail)
    container_runs = runs.get(Label.CONTAINER)
    if container_runs:
        # The venue is what the labeller marked as such, read by the rules for acronyms and years.
        container_text = _CONTAINER_LEAD_RE.sub("", _text(joined, tokens, *container_runs[0]))
        container_text = _CONTAINER_END_RE.sub("", container_text)
        container = parse_tail(container_text, links=False)
        # The whole tail's reading keeps an abbreviation's final period ("J. Am. Chem. Soc.").
        if container.venue and _comparable(container.venue) != _comparable(entry.venue):
            entry.venue = container.venue
            entry.venue_acronym = entry.venue_acronym or container.venue_acronym
    elif entry.venue:
        # No container: a "venue" the tail reader made of the place and publisher is the imprint.
        imprint = " ".join(
            _text(joined, tokens, a, b)
            for label in (Label.LOCATION, Label.PUBLISHER)
            for a, b in runs.get(label, [])
        )
        if _words(entry.venue) <= _words(imprint):
            entry.venue = None
    if entry.venue:
        # What the date left behind in the tail ("(2014). Journal …" → "()., Journal …") is no venue.
        entry.venue = entry.venue.lstrip("()[]{}.,;: ") or None
    _fill_from_labels(entry, joined, tokens, runs)
    entry.field_confidence = _field_confidence(labels, labelling.marginals)
    hint = tail.type_hint
    if hint is None and entry.editors and entry.venue:
        hint = PublicationType.CHAPTER
    return entry, hint


def _rest_text(joined: str, tokens: list[Token], labels: list[str]) -> str:
    """The text of the tokens the tail reader reads, with the original spacing."""
    pieces: list[str] = []
    previous_end = None
    for token, label in zip(tokens, labels, strict=True):
        if label in _NOT_TAIL:
            previous_end = None
            if pieces and pieces[-1] != ", ":
                pieces.append(", ")
            continue
        if previous_end is not None and token.start > previous_end:
            pieces.append(" ")
        pieces.append(joined[token.start : token.end])
        previous_end = token.end
    return "".join(pieces).strip(" ,")


def _fill_from_labels(entry: ParsedEntry, joined: str, tokens: list[Token], runs: dict) -> None:
    """Fields the tail reader did not find, from the labelled spans themselves."""

    def first(label: Label) -> str | None:
        found = runs.get(label)
        return _text(joined, tokens, *found[0]) if found else None

    if (entry.year is None or entry.month is None) and (date := first(Label.DATE)):
        year, month = normalise.date(date)
        entry.year = entry.year or year
        entry.month = entry.month or month
    if entry.venue is None and (container := first(Label.CONTAINER)):
        entry.venue = normalise.title(_CONTAINER_LEAD_RE.sub("", container)) or None
    if entry.pages is None and (page_text := first(Label.PAGES)):
        entry.pages = normalise.pages(page_text)
    elif entry.pages:
        entry.pages = normalise.pages(entry.pages)
    if entry.volume is None and (volume := first(Label.VOLUME)):
        digits = re.search(r"\d+[A-Za-z]?", volume)
        entry.volume = digits.group(0) if digits else None
    if entry.publisher is None and (publisher := first(Label.PUBLISHER)):
        entry.publisher = normalise.title(publisher) or None


def _field_confidence(labels: list[str], marginals: list[float]) -> dict[str, float]:
    """Mean marginal probability of the tokens of each field the labeller found."""
    totals: dict[str, list[float]] = defaultdict(list)
    for label, marginal in zip(labels, marginals, strict=True):
        totals[label].append(marginal)
    confidence = {}
    for name, wanted in CONFIDENCE_FIELDS.items():
        values = [m for label in wanted for m in totals.get(label, [])]
        if values:
            confidence[name] = round(sum(values) / len(values), 3)
    return confidence
