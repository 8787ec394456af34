"""The words of the domain: each kind of publication, status, venue and person role, once.

The parser fills its records with these members, the models build their ``choices`` from
them, importing and the exports compare against them. Pure Python, importable without
Django: the parser must not depend on it. Each member is a ``str`` equal to its stored value
and carries the label people read (``PublicationType.JOURNAL.label == "Journal article"``);
the class answers ``choices``, ``values`` and ``labels`` as Django's ``TextChoices`` do.
"""

from __future__ import annotations

from enum import EnumType, StrEnum, nonmember


class _LabelledChoicesType(EnumType):
    @property
    def choices(cls) -> list[tuple[str, str]]:
        """(value, label) pairs in declaration order: a model field's or form field's ``choices``."""
        return [(member.value, member.label) for member in cls]

    @property
    def values(cls) -> list[str]:
        return [member.value for member in cls]

    @property
    def labels(cls) -> list[str]:
        return [member.label for member in cls]


class LabelledChoices(StrEnum, metaclass=_LabelledChoicesType):
    """A string enum whose members are declared as ``NAME = "value", "Label"``."""

    label: str
    # Templates call what is callable; an enum class called with no value is an error.
    do_not_call_in_templates = nonmember(True)

    def __new__(cls, value: str, label: str) -> LabelledChoices:
        member = str.__new__(cls, value)
        member._value_ = value
        member.label = label
        return member


class PublicationType(LabelledChoices):
    CONFERENCE = "conference", "Conference paper"
    JOURNAL = "journal", "Journal article"
    PREPRINT = "preprint", "Preprint"
    DATASET = "dataset", "Dataset"
    BOOK = "book", "Book"
    CHAPTER = "chapter", "Book chapter"
    THESIS = "thesis", "Thesis"
    OTHER = "other", "Other"


# Types whose venue is a journal or a conference series: their written venue names a group of papers.
PERIODICAL_TYPES = frozenset({PublicationType.JOURNAL, PublicationType.CONFERENCE})


class PublicationStatus(LabelledChoices):
    PUBLISHED = "published", "Published"
    TO_APPEAR = "to appear", "To appear"
    IN_PRESS = "in press", "In press"
    ACCEPTED = "accepted", "Accepted"
    FORTHCOMING = "forthcoming", "Forthcoming"
    # With a journal's referees, or sent back to be revised and resubmitted ("R&R").
    UNDER_REVIEW = "under review", "Under review"
    SUBMITTED = "submitted", "Submitted"
    # Still being written: "in preparation", "in progress", "draft available".
    IN_PREPARATION = "in preparation", "In preparation"


# Works no publisher has taken yet: their year is when they were written, not when they appeared.
UNACCEPTED_STATUSES = frozenset(
    {PublicationStatus.UNDER_REVIEW, PublicationStatus.SUBMITTED, PublicationStatus.IN_PREPARATION}
)

# The statuses biblatex knows by a key of its own (its manual, "pubstate"): written so, biblatex
# prints them in the document's language. The other statuses have no key and are written as words.
BIBLATEX_PUBSTATES = {
    PublicationStatus.IN_PREPARATION: "inpreparation",
    PublicationStatus.SUBMITTED: "submitted",
    PublicationStatus.FORTHCOMING: "forthcoming",
    PublicationStatus.IN_PRESS: "inpress",
}


class VenueKind(LabelledChoices):
    """What a venue is: stored on ``Venue.kind`` and given by the parser's table of known venues."""

    CONFERENCE = "conference", "Conference"
    JOURNAL = "journal", "Journal"
    WORKSHOP = "workshop", "Workshop"
    PREPRINT_SERVER = "preprint-server", "Preprint server"
    REPOSITORY = "repository", "Data repository"
    BOOK = "book", "Book or series"
    OTHER = "other", "Other"


class PersonRole(LabelledChoices):
    """A person's place in the group; the people page lists the roles in this order."""

    PI = "pi", "Principal investigator"
    FACULTY = "faculty", "Faculty"
    RESEARCHER = "researcher", "Research scientist"
    POSTDOC = "postdoc", "Postdoctoral researcher"
    PHD_STUDENT = "phd-student", "PhD student"
    MASTERS_STUDENT = "masters-student", "Master's student"
    UNDERGRADUATE = "undergraduate", "Undergraduate student"
    STAFF = "staff", "Staff"
    VISITOR = "visitor", "Visitor"
    ALUMNI = "alumni", "Alumni"
