"""Planning an import: one decision per parsed entry, computed with reads only.

A plan says, for every entry, whether it is new, the same as a stored publication, an update
of one (it adds what the stored row lacks), a possible duplicate (near title: the admin
decides), an artifact (a dataset record of a paper) or an error, and which authors and
venues it resolves to. The admin sees exactly this before anything is written.
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from django.core.exceptions import ValidationError
from django.core.validators import URLValidator

from publications import freshness
from publications.importing.authors import (
    AmbiguousName,
    AuthorJoin,
    AuthorResolution,
    Person,
    resolve_authors,
)
from publications.importing.keys import alnum_key, title_key
from publications.importing.matching import (
    FILLABLE_FIELDS,
    NearTitle,
    StoredIndex,
    StoredPublication,
    near_titles,
)
from publications.importing.venues import VenueChoice, VenueResolver
from publications.models import MAX_YEAR, MIN_YEAR, Publication, PublicationStatus, PublicationType
from publications.parsing import fields as parsed_fields
from publications.parsing.names import parse_name
from publications.parsing.records import ParsedEntry, ParseIssue, PersonName


class Action(StrEnum):
    NEW = "new"
    SAME = "same"
    UPDATE = "update"
    POSSIBLE_DUPLICATE = "possible duplicate"
    ARTIFACT = "artifact"
    SKIPPED = "skipped"
    ERROR = "error"


class DuplicateResolution(StrEnum):
    """What to do with a possible duplicate; importing it as new is the default (never merge silently)."""

    NEW = "new"
    SKIP = "skip"
    MERGE = "merge"


_LINK_FIELDS = {
    "pdf": "pdf_url",
    "code": "code_url",
    "slides": "slides_url",
    "video": "video_url",
    "project": "project_url",
    "url": "url",
}
_URL_FIELDS = ("url", "pdf_url", "code_url", "slides_url", "video_url", "project_url")
_TYPES = {choice.value for choice in PublicationType}
_STATUSES = {choice.value for choice in PublicationStatus}
_validate_url = URLValidator(schemes=["http", "https"])


def _kind(publication_type: str) -> str:
    """Dataset, preprint or paper: records of one work in different kinds are linked, not merged."""
    if publication_type == PublicationType.DATASET:
        return "dataset"
    if publication_type == PublicationType.PREPRINT:
        return "preprint"
    return "paper"


@dataclass(frozen=True)
class PublicationRef:
    """A stored publication named in a decision ("#12")."""

    id: int

    def __str__(self) -> str:
        return f"#{self.id}"


@dataclass
class EntryDecision:
    index: int
    entry: ParsedEntry
    action: Action = Action.NEW
    values: dict[str, Any] = field(default_factory=dict)
    authors: list[tuple[PersonName, Person]] = field(default_factory=list)
    venue: VenueChoice | None = None
    target_id: int | None = None  # the stored publication it is, updates, or accompanies
    target_index: int | None = None  # or the entry of this paste it is or accompanies
    target_line: int = 0  # the line of that entry
    target_title: str = ""
    updates: dict[str, Any] = field(default_factory=dict)
    published_version_id: int | None = None
    published_version_index: int | None = None
    preprint_ids: list[int] = field(default_factory=list)  # stored preprints of this paper
    near: list[NearTitle] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    error: str = ""
    low_confidence: set[str] = field(default_factory=set)

    @property
    def line(self) -> int:
        return self.entry.line_start

    @property
    def creates(self) -> bool:
        return self.action in (Action.NEW, Action.ARTIFACT, Action.POSSIBLE_DUPLICATE)

    @property
    def kind(self) -> str:
        return _kind(self.values.get("type", ""))

    def describe(self) -> str:
        """The decision in words, as the preview and the command print it."""
        return "".join(str(part) for part in self.describe_parts())

    def describe_parts(self) -> list[str | PublicationRef]:
        """The decision in words, with references to stored publications kept apart (to link them)."""
        if self.target_id:
            target: list[str | PublicationRef] = [PublicationRef(self.target_id)]
        else:
            target = [f"the entry on line {self.target_line}"]
        if self.action == Action.NEW:
            parts: list[str | PublicationRef] = ["new"]
            if self.published_version_id:
                parts += [", preprint of ", PublicationRef(self.published_version_id)]
            elif self.published_version_index is not None:
                parts.append(f", preprint of the entry on line {self.target_line}")
            if self.preprint_ids:
                parts.append(", published version of ")
                for position, pk in enumerate(self.preprint_ids):
                    parts += [", "] if position else []
                    parts.append(PublicationRef(pk))
            return parts
        if self.action == Action.SAME:
            return ["same as ", *target, " (skipped)"]
        if self.action == Action.UPDATE:
            return ["update ", *target, f": adds {', '.join(sorted(self.updates))}"]
        if self.action == Action.POSSIBLE_DUPLICATE:
            parts = ["possible duplicate of "]
            for position, near in enumerate(self.near):
                parts += [", "] if position else []
                parts += [PublicationRef(near.id), f" “{near.title}” ({near.score:.0f}%)"]
            return parts
        if self.action == Action.ARTIFACT:
            return ["artifact of ", *target]
        if self.action == Action.SKIPPED:
            return ["skipped"]
        return [f"error on line {self.line}: {self.error}"]


@dataclass
class ImportPlan:
    entries: list[ParsedEntry]
    decisions: list[EntryDecision]
    authors: AuthorResolution
    venues: list[VenueChoice]
    format: str = ""
    issues: list[ParseIssue] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    # The data version planning started from: while it holds, the plan still describes the database.
    data_version: int | None = None

    def with_action(self, *actions: Action) -> list[EntryDecision]:
        return [d for d in self.decisions if d.action in actions]

    @property
    def counts(self) -> dict[str, int]:
        counts = {action.value: 0 for action in Action}
        for decision in self.decisions:
            counts[decision.action.value] += 1
        counts["new authors"] = len(self.authors.new_people)
        counts["new venues"] = sum(1 for v in self.venues if v.is_new)
        return counts

    @property
    def writes_anything(self) -> bool:
        return any(d.creates or d.action == Action.UPDATE for d in self.decisions)

    @property
    def author_joins(self) -> list[AuthorJoin]:
        return self.authors.joins

    @property
    def ambiguous_authors(self) -> list[AmbiguousName]:
        return self.authors.ambiguous

    @property
    def author_questions(self) -> list[AmbiguousName]:
        """Every name the preview asks about: ambiguous ones (kept apart) and initials joined unsure."""
        return self.authors.ambiguous + self.authors.unsure


def person_names(entry: ParsedEntry) -> list[PersonName]:
    if entry.author_names:
        return [n for n in entry.author_names if n.display]
    return [n for n in (parse_name(a) for a in entry.authors) if n.display]


def apply_edits(entries: list[ParsedEntry], edits: Mapping[int, Mapping[str, Any]]) -> list[ParsedEntry]:
    """Entries with an admin's corrections (title, year, venue, type, status ...) applied."""
    edited = list(entries)
    for index, changes in edits.items():
        if not 0 <= index < len(edited) or not changes:
            continue
        changes = dict(changes)
        if "venue" in changes:
            # A venue typed by hand is resolved afresh: the parser's reading of it no longer applies.
            changes.setdefault("venue_acronym", None)
            changes.setdefault("venue_canonical", None)
        edited[index] = dataclasses.replace(edited[index], **changes)
    return edited


def _text(value: str | None, limit: int, name: str, warnings: list[str], line: int) -> str:
    value = (value or "").strip()
    if len(value) > limit:
        warnings.append(f"line {line}: {name} longer than {limit} characters; left out")
        return ""
    return value


def _values(entry: ParsedEntry, warnings: list[str]) -> tuple[dict[str, Any], str]:
    """Model field values for an entry, and an error message when it cannot be imported."""
    line = entry.line_start
    title = " ".join((entry.title or "").split())
    if not title:
        return {}, "no title found"
    if len(title) > Publication._meta.get_field("title").max_length:
        return {}, "title is too long"
    if entry.year is not None and not MIN_YEAR <= entry.year <= MAX_YEAR:
        return {}, f"year {entry.year} is out of range"
    month = entry.month if entry.month and 1 <= entry.month <= 12 else None
    values: dict[str, Any] = {
        "title": title,
        "title_key": title_key(title),
        "year": entry.year,
        "month": month,
        "type": str(entry.type) if str(entry.type) in _TYPES else PublicationType.OTHER,
        "status": str(entry.status) if str(entry.status) in _STATUSES else PublicationStatus.PUBLISHED,
        "award": entry.award or "",
        "abstract": entry.abstract or "",
        "highlight": bool(entry.highlight),
    }
    if not values["title_key"]:
        return {}, "the title has no letters or digits"
    texts = ("volume", "number", "pages", "article_number", "publisher", "bibtex_key", "arxiv_id", "pmid")
    for name in texts:
        limit = Publication._meta.get_field(name).max_length
        values[name] = _text(getattr(entry, name), limit, name, warnings, line)
    values["venue_name"] = _text(entry.venue or entry.venue_acronym, 500, "venue", warnings, line)
    values["award"] = _text(entry.award, 300, "award", warnings, line)
    doi = parsed_fields.normalize_doi(entry.doi) if entry.doi else None
    for url_field in _URL_FIELDS:
        values[url_field] = ""
    for link in entry.links:
        if link.kind == "doi":
            doi = doi or parsed_fields.normalize_doi(link.url)
        elif link.kind == "arxiv":
            values["arxiv_id"] = values["arxiv_id"] or (parsed_fields.find_arxiv_id(link.url) or "")
        elif link.kind in _LINK_FIELDS and not values[_LINK_FIELDS[link.kind]]:
            try:
                _validate_url(link.url)
            except ValidationError:
                warnings.append(f"line {line}: {link.kind} link “{link.url}” is not a valid web address")
                continue
            if len(link.url) <= 1000:
                values[_LINK_FIELDS[link.kind]] = link.url
    values["doi"] = _text(doi, 255, "DOI", warnings, line).lower()
    _place_thesis_school(values)
    _drop_arxiv_id_as_article_number(values)
    return values, ""


def _place_thesis_school(values: dict[str, Any]) -> None:
    """A thesis names the school that granted it where other entries name a venue.

    The school is the thesis's institution (its publisher, as CSL, RIS and Highwire have it),
    not a venue: it gets no venue page and no venue facet.
    """
    if values["type"] != PublicationType.THESIS:
        return
    school = values["venue_name"][: Publication._meta.get_field("publisher").max_length]
    values["publisher"] = values["publisher"] or school
    values["venue_name"] = ""


def _drop_arxiv_id_as_article_number(values: dict[str, Any]) -> None:
    """dblp and CSL-JSON write a preprint's arXiv id ("abs/2302.06984") where an article number goes."""
    number = values["article_number"]
    if number and values["arxiv_id"] and parsed_fields.find_arxiv_id(number) == values["arxiv_id"]:
        values["article_number"] = ""


def _authors_overlap(families: set[str], other: set[str]) -> bool:
    return not families or not other or bool(families & other)


def _years_close(a: int | None, b: int | None) -> bool:
    return a is None or b is None or abs(a - b) <= 1


# A lone page ("p. 31") and an article number ("31") are one fact that citation styles write two
# ways; filling one from the other would only store it twice.
_SAME_LOCATION = {"pages": "article_number", "article_number": "pages"}
# Below this marginal probability the field labeller's reading of a field is shown for checking.
LOW_FIELD_CONFIDENCE = 0.7


def _updates(decision: EntryDecision, stored: StoredPublication, claimed_dois: set[str], index: StoredIndex):
    values = decision.values
    updates: dict[str, Any] = {}
    for name in FILLABLE_FIELDS:
        new = values.get(name)
        if name in _SAME_LOCATION and new == stored.values.get(_SAME_LOCATION[name]):
            continue
        if new and not stored.values.get(name):
            if name == "doi" and (new in index.by_doi or new in claimed_dois):
                decision.warnings.append(f"line {decision.line}: DOI {new} belongs to another publication")
                continue
            updates[name] = new
    if decision.venue is not None and stored.values["venue_id"] is None:
        updates["venue"] = decision.venue
    if values.get("highlight") and not stored.values["highlight"]:
        updates["highlight"] = True
        updates["highlight_order"] = values["highlight_order"]
    return updates


def _match_stored(decision: EntryDecision, index: StoredIndex, families: set[str]) -> list[StoredPublication]:
    values = decision.values
    if values["doi"] and values["doi"] in index.by_doi:
        return [index.by_doi[values["doi"]]]
    return [
        stored
        for stored in index.by_title.get(values["title_key"], [])
        if _years_close(values["year"], stored.year) and _authors_overlap(families, stored.author_families)
    ]


def plan_import(
    entries: Iterable[ParsedEntry],
    *,
    format: str = "",
    issues: Iterable[ParseIssue] = (),
    skip: Iterable[int] = (),
    resolutions: Mapping[int, DuplicateResolution | str] | None = None,
    author_choices: Mapping[str, int | str | None] | None = None,
    highlight_all: bool = False,
) -> ImportPlan:
    """Decide what importing ``entries`` would do. Reads the database, never writes.

    ``skip`` holds entry indexes the admin left out; ``resolutions`` settles possible
    duplicates (default: import as new); ``author_choices`` settles ambiguous names (alias key
    → ``Person.choice`` of a stored author or of a person new in the paste, or None for a new
    person); ``highlight_all`` marks every entry a highlight.
    """
    # Read before anything else: a write committed while planning moves it, and applying re-plans.
    data_version = freshness.current().version
    entries = list(entries)
    skipped = set(skip)
    resolutions = {i: DuplicateResolution(r) for i, r in (resolutions or {}).items()}
    options = {
        "skip": sorted(skipped),
        "resolutions": {i: str(r) for i, r in resolutions.items()},
        "author_choices": dict(author_choices or {}),
        "highlight_all": highlight_all,
    }
    decisions: list[EntryDecision] = []
    highlight_order = 0
    for position, entry in enumerate(entries):
        if highlight_all:
            entry = dataclasses.replace(entry, highlight=True)
        decision = EntryDecision(position, entry)
        decision.warnings.extend(f"line {w.line}: {w.message}" for w in entry.warnings)
        decision.low_confidence = {w.field for w in entry.warnings if w.field} | {
            name for name, value in entry.field_confidence.items() if value < LOW_FIELD_CONFIDENCE
        }
        if position in skipped:
            decision.action = Action.SKIPPED
        else:
            decision.values, decision.error = _values(entry, decision.warnings)
            if decision.error:
                decision.action = Action.ERROR
            elif decision.values["highlight"]:
                highlight_order += 1
                decision.values["highlight_order"] = highlight_order
        decisions.append(decision)
    live = [d for d in decisions if d.action not in (Action.ERROR, Action.SKIPPED)]

    authors = resolve_authors([n for d in live for n in person_names(d.entry)], choices=author_choices)
    # A thesis's venue text is its school, kept as its publisher (``_place_thesis_school``).
    with_venue = {d.index for d in live if d.values["type"] != PublicationType.THESIS}
    venues = VenueResolver([d.entry if d.index in with_venue else ParsedEntry() for d in decisions])
    families: dict[int, set[str]] = {}
    for decision in live:
        names = person_names(decision.entry)
        decision.authors = [(name, authors.person_for(name)) for name in names]
        families[decision.index] = {alnum_key(n.family or n.display) for n in names}
        decision.venue = venues.resolve(decision.index, decision.entry)

    index = StoredIndex({d.values["title_key"] for d in live}, {d.values["doi"] for d in live})
    stored_matches = {d.index: _match_stored(d, index, families[d.index]) for d in live}
    matched_ids = {s.id for matches in stored_matches.values() for s in matches}
    near = near_titles(
        [(d.index, d.values["title_key"], d.values["year"]) for d in live if not stored_matches[d.index]],
        exclude=matched_ids,
    )

    # Papers first, then preprints, then datasets: a later record of another kind links to them.
    ordered = sorted(live, key=lambda d: ({"paper": 0, "preprint": 1, "dataset": 2}[d.kind], d.index))
    planned_by_title: dict[str, list[EntryDecision]] = defaultdict(list)
    planned_dois: dict[str, EntryDecision] = {}
    for decision in ordered:
        values = decision.values
        kind = decision.kind
        matches = stored_matches[decision.index]
        same_kind = [s for s in matches if _kind(s.type) == kind]
        if values["doi"] and values["doi"] in index.by_doi:
            same_kind = matches  # one DOI, one work, whatever the records call it
        resolution = resolutions.get(decision.index, DuplicateResolution.NEW)
        if same_kind:
            stored = same_kind[0]
            decision.target_id, decision.target_title = stored.id, stored.title
            decision.updates = _updates(decision, stored, set(planned_dois), index)
            decision.action = Action.UPDATE if decision.updates else Action.SAME
            continue
        in_paste = [
            other
            for other in planned_by_title.get(values["title_key"], [])
            if _years_close(values["year"], other.values["year"])
            and _authors_overlap(families[decision.index], families[other.index])
        ]
        twin = planned_dois.get(values["doi"]) if values["doi"] else None
        twin = twin or next((o for o in in_paste if o.kind == kind), None)
        if twin is not None:
            decision.action = Action.SAME
            decision.target_index, decision.target_line = twin.index, twin.line
            decision.target_title = twin.values["title"]
            continue
        papers = [s for s in matches if _kind(s.type) == "paper"]
        paste_papers = [o for o in in_paste if o.kind == "paper"]
        if kind == "dataset" and (papers or paste_papers or matches or in_paste):
            decision.action = Action.ARTIFACT
            if papers or matches:
                target = (papers or matches)[0]
                decision.target_id, decision.target_title = target.id, target.title
            else:
                target_decision = (paste_papers or in_paste)[0]
                decision.target_index, decision.target_line = target_decision.index, target_decision.line
                decision.target_title = target_decision.values["title"]
        elif kind == "preprint" and papers:
            decision.published_version_id = papers[0].id
        elif kind == "preprint" and paste_papers:
            decision.published_version_index = paste_papers[0].index
            decision.target_line = paste_papers[0].line
        elif kind == "paper":
            decision.preprint_ids = [
                s.id for s in matches if _kind(s.type) == "preprint" and not s.values["published_version_id"]
            ]
        if decision.action == Action.NEW and decision.index in near:
            decision.near = near[decision.index]
            if resolution == DuplicateResolution.SKIP:
                decision.action = Action.SKIPPED
                continue
            if resolution == DuplicateResolution.MERGE:
                stored_near = decision.near[0]
                stored = StoredIndex({title_key(stored_near.title)}, set()).by_id.get(stored_near.id)
                if stored is not None:
                    decision.target_id, decision.target_title = stored.id, stored.title
                    decision.updates = _updates(decision, stored, set(planned_dois), index)
                    decision.action = Action.UPDATE if decision.updates else Action.SAME
                    continue
            decision.action = Action.POSSIBLE_DUPLICATE
        planned_by_title[values["title_key"]].append(decision)
        if values["doi"]:
            planned_dois[values["doi"]] = decision

    return ImportPlan(
        entries=entries,
        decisions=decisions,
        authors=authors,
        venues=venues.choices,
        format=str(format),
        issues=list(issues),
        options=options,
        data_version=data_version,
    )
