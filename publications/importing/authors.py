"""Who is who: maps the author spellings of a paste to stored or new authors.

One query reads the stored authors that could be someone in the paste (a spelling of theirs
starts like one of the paste's), with all their spellings; the rest is decided in memory.
Rules, in order:

1. a spelling whose alias key is stored belongs to that author (keys ignore case, accents,
   hyphens and spacing, so "Cheng-Zhong Xu" finds "Chengzhong Xu");
2. otherwise it joins the single person, stored or met earlier in the paste, whose given names
   it is compatible with ("Z. Zhang" → "Zhao Zhang", "Ian Foster" → "Ian T. Foster"); an
   initials form only joins a written-out name; among several candidates a single group
   member wins; several candidates and no single member: a new person, and the preview
   asks which of them it is, stored or new in the same paste (never a guess);
3. otherwise it is a new person.

Spellings are taken fullest first, so written-out names form the people that initials join.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field

from django.db.models import CharField, Count, Exists, F, Func, OuterRef, Q, Value
from django.db.models.functions import Left, Lower, StrIndex

from publications.keys import GivenToken, NameForm, compatible, name_form
from publications.models import Author, AuthorAlias, Authorship
from publications.parsing.records import PersonName


def _form_from_key(display: str, key: str) -> NameForm:
    family, _, given = key.partition("|")
    tokens = tuple(GivenToken(t.rstrip("."), t.endswith(".")) for t in given.split())
    return NameForm(display=display, family_key=family, given=tokens)


def own_spelling(person: Author | Person) -> PersonName:
    """A person's stored name (display, given and family name) as a spelling: what their own alias
    key and how full their name is are read from."""
    return PersonName(person.display_name, person.given_name, person.family_name)


# A choice naming a person who is new in the paste: this prefix, then the alias key that formed them.
IN_PASTE = "paste:"


@dataclass(eq=False)
class Person:
    """One author: stored (``author_id`` set) or to be created by the import."""

    author_id: int | None
    forms: list[NameForm]
    is_member: bool = False
    display_name: str = ""
    given_name: str = ""
    family_name: str = ""
    display_name_locked: bool = False
    # Spellings this paste adds: display text → (PersonName, count in the paste).
    spellings: dict[str, tuple[PersonName, int]] = field(default_factory=dict)
    renamed_from: str = ""
    # The stored names before a fuller spelling renamed the person: what undo restores.
    previous_names: dict[str, str] = field(default_factory=dict)

    @property
    def is_new(self) -> bool:
        return self.author_id is None

    @property
    def has_full_form(self) -> bool:
        return any(form.is_full for form in self.forms)

    def accepts(self, form: NameForm) -> bool:
        return all(compatible(form, known) for known in self.forms)

    @property
    def choice(self) -> int | str:
        """How the preview names this person as the answer to an ambiguous name (see resolve_authors)."""
        return self.author_id if self.author_id is not None else IN_PASTE + self.forms[0].key


@dataclass(frozen=True)
class AuthorJoin:
    """A spelling resolved to someone under another spelling: always shown to the admin."""

    spelling: str
    person: Person
    reason: str


@dataclass(frozen=True)
class AmbiguousName:
    """A spelling that could be any of ``candidates`` or someone new; ``default`` is who it is unless
    the admin says otherwise (None: a new person, kept apart)."""

    spelling: str
    key: str
    candidates: tuple[Person, ...]
    default: Person | None = None


@dataclass(frozen=True)
class NewAlias:
    person: Person
    name: str
    key: str


@dataclass
class AuthorResolution:
    by_key: dict[str, Person]
    people: list[Person]
    joins: list[AuthorJoin]
    ambiguous: list[AmbiguousName]
    new_aliases: list[NewAlias]
    # Initials joined to the one person they fit, who could still be someone else: asked, with that
    # person as the answer unless the admin chooses another.
    unsure: list[AmbiguousName] = field(default_factory=list)

    @property
    def new_people(self) -> list[Person]:
        return [p for p in self.people if p.is_new]

    @property
    def renamed_people(self) -> list[Person]:
        return [p for p in self.people if not p.is_new and p.renamed_from]

    def person_for(self, name: PersonName) -> Person:
        return self.by_key[name_form(name).key]


def initial_bucket(form: NameForm) -> str:
    """Family and first given initial ("zhang|z"): only spellings sharing it can be one person."""
    return f"{form.family_key}|{form.given[0].text[0]}" if form.given else f"{form.family_key}|"


def _stored_person(
    author_id: int, display_name: str, given_name: str, family_name: str, is_member: bool, locked: bool
) -> Person:
    return Person(
        author_id=author_id,
        forms=[],
        is_member=is_member,
        display_name=display_name,
        given_name=given_name,
        family_name=family_name,
        display_name_locked=locked,
    )


@dataclass
class StoredAuthors:
    """The stored authors a paste's names could be, each with all their spellings."""

    people: list[Person]
    by_key: dict[str, Person]  # alias key → its stored author


@dataclass
class _Spellings:
    """A paste's author names grouped by alias key, in the order the rules take them up."""

    groups: dict[str, list[PersonName]]
    forms: dict[str, NameForm]
    first_seen: dict[str, int]

    @classmethod
    def of(cls, names: list[PersonName]) -> _Spellings:
        groups: dict[str, list[PersonName]] = defaultdict(list)
        first_seen: dict[str, int] = {}
        for index, name in enumerate(names):
            if not name.display:
                continue
            key = name_form(name).key
            groups[key].append(name)
            first_seen.setdefault(key, index)
        return cls(groups, {key: name_form(spellings[0]) for key, spellings in groups.items()}, first_seen)

    def fullest_first(self) -> list[str]:
        forms, groups = self.forms, self.groups
        return sorted(
            groups,
            key=lambda k: (-forms[k].fullness[0], -forms[k].fullness[1], -len(groups[k]), self.first_seen[k]),
        )


def load_stored_authors(names: list[PersonName]) -> StoredAuthors:
    """The stored authors that may be someone among ``names``, with their spellings (two queries)."""
    return _load_stored(_Spellings.of(names))


def _load_stored(spellings: _Spellings) -> StoredAuthors:
    families = {form.family_key for form in spellings.forms.values()}
    written = {(group[0].family or group[0].display).lower() for group in spellings.groups.values()}
    return _load_people(families, written, list(spellings.forms.values()))


def _load_people(families: set[str], written_families: set[str], forms: list[NameForm]) -> StoredAuthors:
    """Stored authors that may be someone in the paste, with their spellings (two queries).

    A name matches a stored spelling exactly or joins a person all of whose spellings it is
    compatible with, so only authors with some spelling that starts like a paste name can be
    someone in it: of its family and first initial for an initials form ("zhang|z" for
    "Z. Zhang"), of its family and first given name or that name's initial for a written-out
    one ("zhang|zhao" or "zhang|z." for "Zhao Zhang").
    """
    family_of_key = Func(F("key"), Value("|"), Value(1), function="split_part", output_field=CharField())
    bucket_of_key = Left("key", StrIndex("key", Value("|")) + 1)
    first_of_key = Func(F("key"), Value(" "), Value(1), function="split_part", output_field=CharField())
    buckets = {initial_bucket(form) for form in forms}
    initials = {initial_bucket(form) for form in forms if not form.is_full}
    first_names = {
        f"{form.family_key}|{first}"
        for form in forms
        if form.is_full
        for first in (form.given[0].text, f"{form.given[0].text[0]}.")
    }
    in_buckets = AuthorAlias.objects.annotate(bucket=bucket_of_key, first=first_of_key).filter(
        Q(bucket__in=initials) | Q(first__in=first_names)
    )
    author_fields = ("display_name", "given_name", "family_name", "is_member", "display_name_locked")
    alias_rows = (
        AuthorAlias.objects.annotate(family=family_of_key)
        .filter(family__in=families, author_id__in=in_buckets.values("author_id"))
        .values_list("author_id", "key", "name", *(f"author__{name}" for name in author_fields))
    )
    same_family = AuthorAlias.objects.annotate(family=family_of_key).filter(
        author_id=OuterRef("pk"), family__in=families
    )
    # Authors entered by hand, without aliases: their own name is their only spelling.
    unaliased = (
        Author.objects.annotate(family_lower=Lower("family_name"))
        .filter(family_lower__in=written_families)
        .exclude(Exists(same_family))
        .values_list("id", *author_fields)
    )
    people: dict[int, Person] = {}
    by_key: dict[str, Person] = {}
    for author_id, key, name, *author in alias_rows:
        person = people.get(author_id)
        if person is None:
            person = people[author_id] = _stored_person(author_id, *author)
        person.forms.append(_form_from_key(name, key))
        by_key[key] = person
    for author_id, *author in unaliased:
        person = _stored_person(author_id, *author)
        own = name_form(own_spelling(person))
        if own.family_key in families and initial_bucket(own) in buckets:
            person.forms.append(own)
            people[author_id] = person
    return StoredAuthors([p for p in people.values() if p.forms], by_key)


def _display_rank(form: NameForm, count: int) -> tuple[int, int, int]:
    return (*form.fullness, count)


def _stored_spelling_counts(people: list[Person]) -> dict[int, Counter]:
    ids = [p.author_id for p in people if p.author_id is not None]
    counts: dict[int, Counter] = defaultdict(Counter)
    if not ids:
        return counts
    rows = (
        Authorship.objects.filter(author_id__in=ids)
        .values_list("author_id", "name_as_written")
        .annotate(n=Count("id"))
    )
    for author_id, name, n in rows:
        counts[author_id][name] += n
    return counts


def _fullest_is_tied(person: Person) -> bool:
    spellings = {display: parsed for display, (parsed, _) in person.spellings.items()}
    spellings.setdefault(person.display_name, own_spelling(person))
    fullness = sorted((name_form(name).fullness for name in spellings.values()), reverse=True)
    return len(fullness) > 1 and fullness[0] == fullness[1]


def _needing_spelling_counts(people: list[Person]) -> list[Person]:
    """Stored authors whose display name is decided by how often each spelling was written:
    only between equally full spellings."""
    return [
        p
        for p in people
        if p.spellings and not p.is_new and not p.display_name_locked and _fullest_is_tied(p)
    ]


def _choose_display_names(people: list[Person], stored_counts: Mapping[int, Counter]) -> None:
    """The fullest spelling seen names the person; ties go to the most frequent."""
    touched = [p for p in people if p.spellings]
    for person in touched:
        if person.display_name_locked:
            continue
        counts: Counter = Counter(stored_counts.get(person.author_id, Counter()))
        candidates: dict[str, PersonName] = {}
        for display, (parsed, count) in person.spellings.items():
            counts[display] += count
            candidates[display] = parsed
        if not person.is_new:
            candidates.setdefault(person.display_name, own_spelling(person))
        best = max(
            candidates,
            key=lambda display: (_display_rank(name_form(candidates[display]), counts[display]), display),
        )
        if best == person.display_name:
            continue
        if not person.is_new:
            current = name_form(candidates[person.display_name])
            new = name_form(candidates[best])
            if _display_rank(new, counts[best]) <= _display_rank(current, counts[person.display_name]):
                continue
            person.renamed_from = person.display_name
            person.previous_names = {
                "display_name": person.display_name,
                "given_name": person.given_name,
                "family_name": person.family_name,
            }
        chosen = candidates[best]
        person.display_name = chosen.display
        person.given_name = chosen.given
        person.family_name = chosen.family


def resolve_authors(
    names: list[PersonName], *, choices: Mapping[str, int | str | None] | None = None
) -> AuthorResolution:
    """Resolve every author spelling of a paste (``names`` in paste order, repeats included).

    ``choices`` maps an alias key to the person an admin picked for it (``Person.choice``): a
    stored author's id, IN_PASTE + the key of a person new in this paste, or None for "a new
    person"; it settles names the rules leave ambiguous. Reads the candidates
    (:func:`load_stored_authors`), applies the rules (:func:`match_authors`), then reads how often
    tied spellings were written, which only the chosen display names need.
    """
    spellings = _Spellings.of(names)
    stored = _load_stored(spellings)
    resolution = _match(spellings, stored, choices or {})
    tied = _needing_spelling_counts(resolution.people)
    _choose_display_names(resolution.people, _stored_spelling_counts(tied))
    _add_spelling_joins(resolution, spellings, stored)
    return resolution


def match_authors(
    names: list[PersonName],
    stored: StoredAuthors,
    *,
    choices: Mapping[str, int | str | None] | None = None,
) -> AuthorResolution:
    """The rules of the module docstring over candidates already loaded: no database access.

    Display names stay as stored (new people have none yet); :func:`resolve_authors` chooses them.
    """
    return _match(_Spellings.of(names), stored, choices or {})


def _match(
    spellings: _Spellings, stored_authors: StoredAuthors, choices: Mapping[str, int | str | None]
) -> AuthorResolution:
    groups, forms = spellings.groups, spellings.forms
    stored, stored_by_key = stored_authors.people, stored_authors.by_key
    # A person can only accept spellings of its first spelling's bucket: candidates come from there.
    people_by_bucket: dict[str, list[Person]] = defaultdict(list)
    for person in stored:
        people_by_bucket[initial_bucket(person.forms[0])].append(person)
    by_key: dict[str, Person] = {}
    joins: list[AuthorJoin] = []
    ambiguous: list[AmbiguousName] = []
    unsure: list[AmbiguousName] = []
    new_aliases: list[NewAlias] = []
    stored_ids = {p.author_id: p for p in stored}

    for key in spellings.fullest_first():
        form = forms[key]
        spelling_counts = Counter(name.display for name in groups[key])
        written_as = spelling_counts.most_common(1)[0][0]
        person: Person | None = None
        reason = ""
        if key in choices:
            chosen = choices[key]
            if isinstance(chosen, str) and chosen.startswith(IN_PASTE):
                # Candidates are people formed by fuller spellings, which are resolved first.
                person = by_key.get(chosen.removeprefix(IN_PASTE))
            elif isinstance(chosen, int):
                person = stored_ids.get(chosen)
            reason = "chosen in the preview" if person else ""
        elif key in stored_by_key:
            person = stored_by_key[key]
            reason = "known spelling"
        else:
            candidates = [
                p
                for p in people_by_bucket.get(initial_bucket(form), ())
                if (p.has_full_form or form.is_full) and p.accepts(form)
            ]
            if form.is_full and len(candidates) > 1:
                # Prefer written-out names over initials-only people for a written-out spelling.
                full = [p for p in candidates if p.has_full_form]
                candidates = full or candidates
            if len(candidates) > 1:
                members = [p for p in candidates if p.is_member]
                if len(members) == 1:
                    candidates = members
            if len(candidates) == 1:
                person = candidates[0]
                reason = "same given names" if form.is_full else "initials"
            elif len(candidates) > 1:
                ambiguous.append(AmbiguousName(written_as, key, tuple(candidates)))
        if person is not None and not form.is_full and reason in ("known spelling", "initials"):
            others = [
                p
                for p in people_by_bucket.get(initial_bucket(form), ())
                if p is not person and p.has_full_form and p.accepts(form)
            ]
            unsure.append(AmbiguousName(written_as, key, (person, *others), default=person))
        created = person is None
        if person is None:
            person = Person(author_id=None, forms=[], is_member=any(n.emphasized for n in groups[key]))
        elif reason != "known spelling":
            joins.append(AuthorJoin(written_as, person, reason))
        if key not in stored_by_key:
            person.forms.append(form)
            new_aliases.append(NewAlias(person, written_as, key))
        if created and person.forms:
            people_by_bucket[initial_bucket(person.forms[0])].append(person)
        for display, count in spelling_counts.items():
            parsed = next(n for n in groups[key] if n.display == display)
            person.spellings[display] = (parsed, count)
        by_key[key] = person

    people = list({id(p): p for p in by_key.values()}.values())
    return AuthorResolution(by_key, people, joins, ambiguous, new_aliases, unsure)


def _add_spelling_joins(resolution: AuthorResolution, spellings: _Spellings, stored: StoredAuthors) -> None:
    """Other spellings of one key ("Cheng-Zhong Xu", "ChengZhong Xu") are shown as joins too."""
    joined = {(j.spelling, id(j.person)) for j in resolution.joins}
    for key, person in resolution.by_key.items():
        for name in spellings.groups[key]:
            if name.display != person.display_name and (name.display, id(person)) not in joined:
                joined.add((name.display, id(person)))
                reason = "known spelling" if key in stored.by_key else "spelling variant"
                resolution.joins.append(AuthorJoin(name.display, person, reason))
