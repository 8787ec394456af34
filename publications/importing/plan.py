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
from publications.importing.matching import (
    FILLABLE_FIELDS,
    NearTitle,
    StoredIndex,
    StoredPublication,
    near_titles,
)
from publications.importing.venues import ResolvedVenue, VenueResolver
from publications.keys import alnum_key, title_key
from publications.models import MAX_YEAR, MIN_YEAR, Publication
from publications.parsing import fields as parsed_fields
from publications.parsing.names import parse_name
from publications.parsing.records import ParsedEntry, ParseIssue, PersonName
from publications.vocabulary import PublicationStatus, PublicationType


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
    """The plan's answer for one entry, put together from the phases below; what the preview,
    the command and :func:`~publications.importing.apply.apply_import` read."""

    index: int
    entry: ParsedEntry
    action: Action = Action.NEW
    values: dict[str, Any] = field(default_factory=dict)
    authors: list[tuple[PersonName, Person]] = field(default_factory=list)
    venue: ResolvedVenue | None = None
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
    venues: list[ResolvedVenue]
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


# ---------------------------------------------------------------- phase 1: validate
@dataclass
class CheckedEntry:
    """An entry read into model field values, or why it is not imported (an error, or skipped)."""

    index: int
    entry: ParsedEntry
    values: dict[str, Any] = field(default_factory=dict)  # Publication field name → value
    warnings: list[str] = field(default_factory=list)
    low_confidence: set[str] = field(default_factory=set)  # fields shown for checking
    error: str = ""
    skipped: bool = False

    @property
    def live(self) -> bool:
        """Whether the later phases consider it: neither skipped nor in error."""
        return not self.error and not self.skipped

    @property
    def line(self) -> int:
        return self.entry.line_start

    @property
    def kind(self) -> str:
        return _kind(self.values.get("type", ""))


def validate(
    entries: Iterable[ParsedEntry], *, skip: Iterable[int] = (), highlight_all: bool = False
) -> list[CheckedEntry]:
    """Every entry as model field values, checked against the model's limits. No database access.

    Highlights are numbered in paste order (``highlight_order``); ``skip`` holds entry indexes the
    admin left out, ``highlight_all`` marks every entry a highlight.
    """
    skipped = set(skip)
    checked: list[CheckedEntry] = []
    highlight_order = 0
    for position, entry in enumerate(entries):
        if highlight_all:
            entry = dataclasses.replace(entry, highlight=True)
        item = CheckedEntry(position, entry)
        item.warnings.extend(f"line {w.line}: {w.message}" for w in entry.warnings)
        item.low_confidence = {w.field for w in entry.warnings if w.field} | {
            name for name, value in entry.field_confidence.items() if value < LOW_FIELD_CONFIDENCE
        }
        if position in skipped:
            item.skipped = True
        else:
            item.values, item.error = _values(entry, item.warnings)
            if not item.error and item.values["highlight"]:
                highlight_order += 1
                item.values["highlight_order"] = highlight_order
        checked.append(item)
    return checked


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
    if entry.type not in PublicationType.values:
        return {}, f"unknown type “{entry.type}”"
    if entry.status not in PublicationStatus.values:
        return {}, f"unknown status “{entry.status}”"
    month = entry.month if entry.month and 1 <= entry.month <= 12 else None
    values: dict[str, Any] = {
        "title": title,
        "title_key": title_key(title),
        "year": entry.year,
        "month": month,
        "type": PublicationType(entry.type),
        "status": PublicationStatus(entry.status),
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


# ---------------------------------------------------------------- phase 2: resolve
@dataclass(frozen=True)
class ResolvedEntry:
    """Who wrote an entry and where it appeared, as stored or new rows."""

    authors: list[tuple[PersonName, Person]]
    families: frozenset[str]  # the authors' family keys, which duplicate matching compares
    venue: ResolvedVenue | None


@dataclass
class Resolution:
    authors: AuthorResolution
    venues: list[ResolvedVenue]
    entries: dict[int, ResolvedEntry]  # by entry index, for live entries


def resolve(
    checked: list[CheckedEntry], *, author_choices: Mapping[str, int | str | None] | None = None
) -> Resolution:
    """The authors and venues of every live entry: stored ones found, new ones described."""
    live = [c for c in checked if c.live]
    authors = resolve_authors([n for c in live for n in person_names(c.entry)], choices=author_choices)
    # A thesis's venue text is its school, kept as its publisher (``_place_thesis_school``).
    with_venue = {c.index for c in live if c.values["type"] != PublicationType.THESIS}
    venues = VenueResolver([c.entry if c.index in with_venue else ParsedEntry() for c in checked])
    entries: dict[int, ResolvedEntry] = {}
    for item in live:
        names = person_names(item.entry)
        entries[item.index] = ResolvedEntry(
            authors=[(name, authors.person_for(name)) for name in names],
            families=frozenset(alnum_key(n.family or n.display) for n in names),
            venue=venues.resolve(item.index, item.entry),
        )
    return Resolution(authors, venues.choices, entries)


# ---------------------------------------------------------------- phase 3: match
@dataclass
class Match:
    """What an entry is to the stored rows and to the entries of the paste planned before it.

    ``stored`` and ``in_paste`` are the records of the same work (title, year and authors, or
    DOI) of any kind; the link phase relates the ones of another kind.
    """

    action: Action = Action.NEW
    target_id: int | None = None
    target_index: int | None = None
    target_line: int = 0
    target_title: str = ""
    updates: dict[str, Any] = field(default_factory=dict)
    near: list[NearTitle] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    stored: list[StoredPublication] = field(default_factory=list)
    in_paste: list[CheckedEntry] = field(default_factory=list)


def match(
    checked: list[CheckedEntry],
    resolution: Resolution,
    *,
    resolutions: Mapping[int, DuplicateResolution] | None = None,
) -> dict[int, Match]:
    """Duplicates of every live entry: a stored row it is or updates, an earlier entry of the
    paste it repeats, near titles the admin decides about (``resolutions``, default: new).

    Papers are taken first, then preprints, then datasets, so that a record of another kind
    meets the paper it belongs to.
    """
    resolutions = resolutions or {}
    live = [c for c in checked if c.live]
    families = {index: entry.families for index, entry in resolution.entries.items()}
    index = StoredIndex({c.values["title_key"] for c in live}, {c.values["doi"] for c in live})
    stored_matches = {c.index: _match_stored(c, index, families[c.index]) for c in live}
    matched_ids = {s.id for matches in stored_matches.values() for s in matches}
    near = near_titles(
        [(c.index, c.values["title_key"], c.values["year"]) for c in live if not stored_matches[c.index]],
        exclude=matched_ids,
    )
    venues = {i: entry.venue for i, entry in resolution.entries.items()}

    ordered = sorted(live, key=lambda c: ({"paper": 0, "preprint": 1, "dataset": 2}[c.kind], c.index))
    planned_by_title: dict[str, list[CheckedEntry]] = defaultdict(list)
    planned_dois: dict[str, CheckedEntry] = {}
    matches: dict[int, Match] = {}
    for item in ordered:
        values, kind = item.values, item.kind
        found = matches[item.index] = Match(stored=stored_matches[item.index])
        same_kind = [s for s in found.stored if _kind(s.type) == kind]
        if values["doi"] and values["doi"] in index.by_doi:
            same_kind = found.stored  # one DOI, one work, whatever the records call it
        if same_kind:
            _match_to_stored(found, item, same_kind[0], venues[item.index], set(planned_dois), index)
            continue
        found.in_paste = [
            other
            for other in planned_by_title.get(values["title_key"], [])
            if _years_close(values["year"], other.values["year"])
            and _authors_overlap(families[item.index], families[other.index])
        ]
        twin = planned_dois.get(values["doi"]) if values["doi"] else None
        twin = twin or next((o for o in found.in_paste if o.kind == kind), None)
        if twin is not None:
            found.action = Action.SAME
            found.target_index, found.target_line, found.target_title = (
                twin.index,
                twin.line,
                twin.values["title"],
            )
            continue
        if kind == "dataset" and (found.stored or found.in_paste):
            found.action = Action.ARTIFACT  # the link phase names the work it belongs to
        elif item.index in near:
            found.near = near[item.index]
            chosen = resolutions.get(item.index, DuplicateResolution.NEW)
            if chosen == DuplicateResolution.SKIP:
                found.action = Action.SKIPPED
                continue
            stored_near = found.near[0]
            stored = (
                StoredIndex({title_key(stored_near.title)}, set()).by_id.get(stored_near.id)
                if chosen == DuplicateResolution.MERGE
                else None
            )
            if stored is not None:
                _match_to_stored(found, item, stored, venues[item.index], set(planned_dois), index)
                continue
            found.action = Action.POSSIBLE_DUPLICATE
        planned_by_title[values["title_key"]].append(item)
        if values["doi"]:
            planned_dois[values["doi"]] = item
    return matches


def _match_to_stored(
    found: Match,
    item: CheckedEntry,
    stored: StoredPublication,
    venue: ResolvedVenue | None,
    claimed_dois: set[str],
    index: StoredIndex,
) -> None:
    """The entry is ``stored``: an update when it adds what the row lacks, else the same."""
    found.target_id, found.target_title = stored.id, stored.title
    found.updates = _updates(item, venue, stored, claimed_dois, index, found.warnings)
    found.action = Action.UPDATE if found.updates else Action.SAME


def _updates(
    item: CheckedEntry,
    venue: ResolvedVenue | None,
    stored: StoredPublication,
    claimed_dois: set[str],
    index: StoredIndex,
    warnings: list[str],
) -> dict[str, Any]:
    values = item.values
    updates: dict[str, Any] = {}
    for name in FILLABLE_FIELDS:
        new = values.get(name)
        if name in _SAME_LOCATION and new == stored.values.get(_SAME_LOCATION[name]):
            continue
        if new and not stored.values.get(name):
            if name == "doi" and (new in index.by_doi or new in claimed_dois):
                warnings.append(f"line {item.line}: DOI {new} belongs to another publication")
                continue
            updates[name] = new
    if venue is not None and stored.values["venue_id"] is None:
        updates["venue"] = venue
    if values.get("highlight") and not stored.values["highlight"]:
        updates["highlight"] = True
        updates["highlight_order"] = values["highlight_order"]
    return updates


def _match_stored(
    item: CheckedEntry, index: StoredIndex, families: frozenset[str]
) -> list[StoredPublication]:
    values = item.values
    if values["doi"] and values["doi"] in index.by_doi:
        return [index.by_doi[values["doi"]]]
    return [
        stored
        for stored in index.by_title.get(values["title_key"], [])
        if _years_close(values["year"], stored.year) and _authors_overlap(families, stored.author_families)
    ]


# ---------------------------------------------------------------- phase 4: link
@dataclass(frozen=True)
class Links:
    """How a new record relates to records of the same work of another kind."""

    artifact_of_stored: StoredPublication | None = None  # a dataset: the stored paper (or record)
    artifact_of_entry: CheckedEntry | None = None  # or the entry of this paste it belongs to
    published_version_id: int | None = None  # a preprint: the stored paper
    published_version: CheckedEntry | None = None  # or the paper in this paste
    preprint_ids: tuple[int, ...] = ()  # a paper: stored preprints not yet linked to a paper


def link(item: CheckedEntry, found: Match) -> Links:
    """Datasets to their paper, preprints to their published version, papers to their preprints."""
    if found.action in (Action.SAME, Action.UPDATE, Action.SKIPPED):
        return Links()
    papers = [s for s in found.stored if _kind(s.type) == "paper"]
    paste_papers = [o for o in found.in_paste if o.kind == "paper"]
    if found.action == Action.ARTIFACT:
        if papers or found.stored:
            return Links(artifact_of_stored=(papers or found.stored)[0])
        return Links(artifact_of_entry=(paste_papers or found.in_paste)[0])
    if item.kind == "preprint" and papers:
        return Links(published_version_id=papers[0].id)
    if item.kind == "preprint" and paste_papers:
        return Links(published_version=paste_papers[0])
    if item.kind == "paper":
        return Links(
            preprint_ids=tuple(
                s.id
                for s in found.stored
                if _kind(s.type) == "preprint" and not s.values["published_version_id"]
            )
        )
    return Links()


# ---------------------------------------------------------------- the plan
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
    person); ``highlight_all`` marks every entry a highlight. The phases, in order:
    :func:`validate`, :func:`resolve`, :func:`match`, :func:`link`.
    """
    # Read before anything else: a write committed while planning moves it, and applying re-plans.
    data_version = freshness.current().version
    entries = list(entries)
    resolutions = {i: DuplicateResolution(r) for i, r in (resolutions or {}).items()}
    options = {
        "skip": sorted(set(skip)),
        "resolutions": {i: str(r) for i, r in resolutions.items()},
        "author_choices": dict(author_choices or {}),
        "highlight_all": highlight_all,
    }
    checked = validate(entries, skip=skip, highlight_all=highlight_all)
    resolution = resolve(checked, author_choices=author_choices)
    matches = match(checked, resolution, resolutions=resolutions)
    decisions = [
        _decision(item, resolution.entries.get(item.index), matches.get(item.index)) for item in checked
    ]
    return ImportPlan(
        entries=entries,
        decisions=decisions,
        authors=resolution.authors,
        venues=resolution.venues,
        format=str(format),
        issues=list(issues),
        options=options,
        data_version=data_version,
    )


def _decision(item: CheckedEntry, resolved: ResolvedEntry | None, found: Match | None) -> EntryDecision:
    """The phases' findings for one entry, as the preview, the command and apply read them."""
    checked = {"values": item.values, "low_confidence": item.low_confidence}
    if item.skipped:
        return EntryDecision(item.index, item.entry, Action.SKIPPED, warnings=item.warnings, **checked)
    if item.error:
        return EntryDecision(
            item.index, item.entry, Action.ERROR, warnings=item.warnings, error=item.error, **checked
        )
    assert resolved is not None and found is not None  # every live entry is resolved and matched
    links = link(item, found)
    target_id, target_title = found.target_id, found.target_title
    target_index, target_line = found.target_index, found.target_line
    if links.artifact_of_stored is not None:
        target_id, target_title = links.artifact_of_stored.id, links.artifact_of_stored.title
    elif links.artifact_of_entry is not None:
        target_index, target_line = links.artifact_of_entry.index, links.artifact_of_entry.line
        target_title = links.artifact_of_entry.values["title"]
    if links.published_version is not None:
        target_line = links.published_version.line
    return EntryDecision(
        item.index,
        item.entry,
        found.action,
        authors=resolved.authors,
        venue=resolved.venue,
        target_id=target_id,
        target_index=target_index,
        target_line=target_line,
        target_title=target_title,
        updates=found.updates,
        published_version_id=links.published_version_id,
        published_version_index=links.published_version.index if links.published_version else None,
        preprint_ids=list(links.preprint_ids),
        near=found.near,
        warnings=[*item.warnings, *found.warnings],
        **checked,
    )
