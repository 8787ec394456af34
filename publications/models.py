"""The publication domain: venues, authors, publications and the imports that made them.

Correctness that matters (one DOI per publication, one author per position,
sane years) is enforced by database constraints, not only by forms.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any, NamedTuple

from django.conf import settings
from django.contrib.postgres.expressions import ArraySubquery
from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex, HashIndex
from django.contrib.postgres.search import SearchRank, SearchVector, SearchVectorField
from django.core.exceptions import FieldDoesNotExist, ImproperlyConfigured
from django.db import connection, connections, models
from django.db.models import Case, Count, F, Func, OuterRef, Prefetch, Q, Subquery, Value, When
from django.db.models.expressions import RawSQL
from django.db.models.functions import MD5, Coalesce, JSONArray, Left, Lower, NullIf, Upper
from django.urls import reverse

from publications import uploads
from publications.keys import fold
from publications.search import search_query, substring_worth_matching
from publications.slugs import slug_for
from publications.validators import validate_orcid
from publications.vocabulary import PersonRole, PublicationStatus, PublicationType, VenueKind

MIN_YEAR = 1600
MAX_YEAR = 2100
TITLE_MAX_LENGTH = 600


def year_in_range(field: str, *, name: str) -> models.CheckConstraint:
    """``field`` is empty or a year from :data:`MIN_YEAR` to :data:`MAX_YEAR`."""
    return models.CheckConstraint(
        condition=Q(**{f"{field}__isnull": True})
        | Q(**{f"{field}__gte": MIN_YEAR, f"{field}__lte": MAX_YEAR}),
        name=name,
    )


def _initial_of(field: str, fallback: str) -> Upper:
    """The first character of ``field`` (of ``fallback`` when it is empty), upper-cased."""
    return Upper(Left(Coalesce(NullIf(field, Value("")), fallback), 1))


class IndexQuerySet(models.QuerySet):
    """The searchable, lettered indexes of people and venues (``/authors/``, ``/venues/``)."""

    # The text an index row is listed under (its initial) and is found by, besides its slug.
    index_name_field = ""
    index_fallback_field = ""
    index_search_fields: tuple[str, ...] = ()
    # The field of :meth:`listed_publications_of_row`'s rows that points at the index row.
    index_row_field = ""

    def with_index_initial(self) -> IndexQuerySet:
        return self.annotate(index_initial=_initial_of(self.index_name_field, self.index_fallback_field))

    def index_initials(self) -> list[str]:
        """Every first character the index starts a name with, for its A-Z bar (one query)."""
        rows = self.with_index_initial().order_by().values_list("index_initial", flat=True).distinct()
        return sorted(rows)

    def with_initial_in(self, initials: list[str]) -> IndexQuerySet:
        return self.with_index_initial().filter(index_initial__in=initials)

    def with_publication_counts(self) -> IndexQuerySet:
        """Each row's number of listed publications, as ``publication_count``.

        A correlated subquery rather than a join and GROUP BY: a page of the index counts
        only its own rows, and ``count()`` of the index skips the counting altogether.
        """
        counted = (
            self.listed_publications_of_row()
            .order_by()
            .values(self.index_row_field)
            .annotate(count=Count("*"))
            .values("count")
        )
        return self.annotate(
            publication_count=Coalesce(Subquery(counted, output_field=models.IntegerField()), 0)
        )

    def listed_publications_of_row(self) -> models.QuerySet:
        """One row per listed publication of the outer row (``OuterRef("pk")``)."""
        raise NotImplementedError

    def named_like(self, text: str) -> IndexQuerySet:
        """Rows whose name holds ``text`` in any letter case, or whose slug holds its transliteration.

        The slug is ASCII, so "soren" finds "Søren" and "Søren" finds "Soren".
        """
        text = text.replace("\x00", "").strip()  # PostgreSQL text holds no NUL
        if not text:
            return self
        match = Q()
        for field in self.index_search_fields:
            match |= Q(**{f"{field}__icontains": text})
        slug = slug_for(text)
        if slug:
            match |= Q(slug__contains=slug)
        return self.filter(match)


def unique_key_constraint(name: str, owner: str) -> models.UniqueConstraint:
    """One row per matching key, of any length.

    Folding can make a key many times longer than the text it came from (one U+FDFA is 18
    letters), more than a B-tree entry holds; the key is stored whole, compared whole through
    a hash index, and kept unique through its MD5.
    """
    return models.UniqueConstraint(
        MD5("key"), name=name, violation_error_message=f"This spelling already belongs to a {owner}."
    )


class ImportBatchStatus(models.TextChoices):
    APPLIED = "applied", "Applied"
    FAILED = "failed", "Failed"
    REVERTED = "reverted", "Reverted"


class ImportBatch(models.Model):
    """One pasted list and what importing it did. The raw text is kept whole, whatever happened."""

    raw_text = models.TextField()
    source_name = models.CharField(max_length=255, blank=True, help_text="Uploaded file name, if any.")
    format = models.CharField(max_length=30, blank=True)
    status = models.CharField(max_length=20, choices=ImportBatchStatus.choices)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    counts = models.JSONField(default=dict, blank=True)
    warnings = models.JSONField(default=list, blank=True)
    decisions = models.JSONField(default=list, blank=True)
    error = models.TextField(blank=True)
    reverted_at = models.DateTimeField(null=True, blank=True)
    reverted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        verbose_name_plural = "import batches"
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"Import #{self.pk} ({self.created_at:%Y-%m-%d %H:%M}, {self.get_status_display()})"


def created_by_batch_field() -> models.ForeignKey:
    """The import batch that created a row: undoing that import deletes the row again, unless
    something else uses it by then."""
    return models.ForeignKey(
        ImportBatch, null=True, blank=True, on_delete=models.SET_NULL, related_name="+", editable=False
    )


class ImportJobPhase(models.TextChoices):
    QUEUED = "queued", "Waiting for the worker"
    PARSING = "parsing", "Reading the list"
    PLANNING = "planning", "Deciding what to import"
    PLANNED = "planned", "Ready to confirm"
    APPLYING = "applying", "Importing"
    DONE = "done", "Imported"
    FAILED = "failed", "Failed"


class ImportJobMode(models.TextChoices):
    BACKGROUND = "background", "Read and imported by the task worker"
    REVIEW = "review", "Reviewed row by row in the admin"


class ImportJob(models.Model):
    """A paste on its way from preview to import, kept on the server.

    A large paste is prepared and applied by the worker (``mode`` background); a smaller one is
    read in the request and reviewed page by page (``mode`` review): the admin's corrections are
    saved here page by page, so that no request carries more than one page of form fields. Either
    way the job keeps the text itself: confirming re-reads it, never a plan sent back by the browser.
    """

    raw_text = models.TextField()
    mode = models.CharField(max_length=20, choices=ImportJobMode.choices, default=ImportJobMode.BACKGROUND)
    source_name = models.CharField(max_length=255, blank=True)
    format = models.CharField(max_length=30, blank=True, help_text="The format chosen; empty to detect it.")
    phase = models.CharField(max_length=20, choices=ImportJobPhase.choices, default=ImportJobPhase.QUEUED)
    confirmed = models.BooleanField(default=False)
    entries = models.PositiveIntegerField(null=True, blank=True, help_text="Entries read, once parsed.")
    summary = models.JSONField(default=dict, blank=True, help_text="What the preview shows of the plan.")
    data_version = models.PositiveBigIntegerField(
        null=True, blank=True, help_text="The data version the preview was read against."
    )
    decisions = models.JSONField(
        default=dict, blank=True, help_text="Row number → the fields the admin changed in the review."
    )
    author_choices = models.JSONField(
        default=dict, blank=True, help_text="Alias key → whom the admin said an ambiguous name is."
    )
    error = models.TextField(blank=True)
    batch = models.ForeignKey(ImportBatch, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"Import job #{self.pk} ({self.get_phase_display()})"


class VenueChoice(NamedTuple):
    """One option of the venue filter: what the form needs of a venue, small enough to cache."""

    slug: str
    short_name: str
    name: str


class VenueQuerySet(IndexQuerySet):
    index_name_field = "short_name"
    index_fallback_field = "name"
    index_search_fields = ("short_name", "name")
    index_row_field = "venue"

    def listed_publications_of_row(self) -> PublicationQuerySet:
        return Publication.objects.filter(venue=OuterRef("pk"), artifact_of__isnull=True)

    def in_index_order(self) -> VenueQuerySet:
        return self.order_by(Lower("short_name"), Lower("name"), "slug")

    def filter_choices(self) -> list[VenueChoice]:
        """Every venue of the filter form's drop-down, in index order, without building model instances."""
        return [VenueChoice(*row) for row in self.in_index_order().values_list("slug", "short_name", "name")]

    def matching(self, value: str) -> VenueQuerySet:
        """The venues a ``venue=`` filter value names: its slug, or its acronym in any letter case (a
        venue without an acronym: its name, as the venue picker offers it). See ``NAMED_ROWS``."""
        return self.filter(pk__in=RawSQL(*NAMED_ROWS["venue"].every("id", [value])))


class Venue(models.Model):
    short_name = models.CharField(
        max_length=100, blank=True, help_text="Acronym or usual short name, e.g. “SC”."
    )
    name = models.CharField(max_length=500, help_text="Full name, e.g. the proceedings title.")
    kind = models.CharField(max_length=20, choices=VenueKind.choices, default=VenueKind.OTHER)
    slug = models.SlugField(max_length=120, unique=True)
    url = models.URLField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    created_by_batch = created_by_batch_field()

    objects = VenueQuerySet.as_manager()

    class Meta:
        ordering = ["short_name", "name"]
        indexes = [
            # A venue filter names a venue by slug, acronym or name in any letter case
            # (``NAMED_ROWS``): each is an index lookup, not UPPER() of every venue, in the
            # facets' and the page's statements alike.
            models.Index(Upper("short_name"), name="venue_short_name_upper"),
            models.Index(Upper("name"), name="venue_name_upper"),
        ]

    def __str__(self) -> str:
        return self.short_name or self.name

    def get_absolute_url(self) -> str:
        return reverse("publications:venue-detail", kwargs={"slug": self.slug})


class Alias(models.Model):
    """A spelling seen in input, kept so that the next paste resolves to the same row."""

    key = models.TextField(help_text="Normalised spelling used for matching.")
    created_by_batch = created_by_batch_field()

    class Meta:
        abstract = True
        ordering = ["name"]
        indexes = [HashIndex(fields=["key"], name="%(class)s_key_hash")]

    def __str__(self) -> str:
        return self.name


class VenueAlias(Alias):
    """A spelling of a venue ("Proc. SC", "Supercomputing")."""

    venue = models.ForeignKey(Venue, on_delete=models.CASCADE, related_name="aliases")
    name = models.CharField(max_length=500)

    class Meta(Alias.Meta):
        verbose_name_plural = "venue aliases"
        constraints = [unique_key_constraint("venuealias_unique_key", "venue")]


class FrequentCoauthors(NamedTuple):
    """The co-authors a person page shows, most shared publications first, and how many there are."""

    people: list[Author]
    total: int


def _role_rank() -> Case:
    """A person's place in the order of :class:`PersonRole`; members without a role just before alumni."""
    return Case(
        *(When(role=role, then=Value(position)) for position, role in enumerate(PersonRole.values)),
        default=Value(PersonRole.values.index(PersonRole.ALUMNI) - 0.5),
        output_field=models.FloatField(),
    )


class AuthorQuerySet(IndexQuerySet):
    index_name_field = "family_name"
    index_fallback_field = "display_name"
    index_search_fields = ("display_name",)
    index_row_field = "author"

    def named(self, value: str) -> AuthorQuerySet:
        """The people an ``author=`` value names: their slug, or their name as typed (any letter case).
        See ``NAMED_ROWS``."""
        return self.named_any([value])

    def named_any(self, values: list[str]) -> AuthorQuerySet:
        return self.filter(pk__in=RawSQL(*NAMED_ROWS["author"].every("id", values)))

    def picker_choices(self, limit: int) -> list[tuple[str, str]]:
        """(slug, name) of the people the author picker suggests: members, then the most published.

        Counts come from :class:`ListingCount`. Only members and the people counted at least as
        often as the ``limit``-th most frequent can be among the first ``limit``, so only they are
        ranked: a few hundred people, not every person with every authorship. One statement
        written out (``_PICKER_CHOICES_SQL``): built through the ORM, its union of subqueries took
        a few milliseconds of Python on every page that shows the picker.
        """
        sql = _PICKER_CHOICES_SQL.format(author=Author._meta.db_table, counts=ListingCount._meta.db_table)
        facet = ListingCountFacet.AUTHORSHIP.value
        with connection.cursor() as cursor:
            cursor.execute(sql, {"facet": facet, "limit": limit})
            return [(slug, name) for slug, name in cursor.fetchall()]

    def members(self) -> AuthorQuerySet:
        return self.filter(is_member=True)

    def listed_publications_of_row(self) -> models.QuerySet:
        return Authorship.objects.filter(author=OuterRef("pk"), publication__artifact_of__isnull=True)

    def on_people_page(self) -> AuthorQuerySet:
        """The group's people, current and former, in the order of :class:`PersonRole`.

        Members without a role come after the roles of current members and before alumni.
        """
        return (
            self.filter(Q(is_member=True) | ~Q(role=""))
            .annotate(role_rank=_role_rank())
            .order_by("role_rank", Lower("family_name"), Lower("given_name"), "display_name", "slug")
        )

    def in_index_order(self) -> AuthorQuerySet:
        """Members first, by role as on the people page; then everyone else; by family name within each."""
        member_rank = Case(When(is_member=True, then=_role_rank()), default=Value(0.0))
        return self.annotate(role_rank=member_rank).order_by(
            "-is_member", "role_rank", Lower("family_name"), Lower("given_name"), "display_name", "slug"
        )

    def coauthors_of(self, author: Author) -> AuthorQuerySet:
        """The people ``author`` published with, most shared listed publications first (``shared_count``)."""
        shared = Q(
            authorships__publication__authorships__author=author,
            authorships__publication__artifact_of__isnull=True,
        )
        return (
            self.exclude(pk=author.pk)
            .filter(shared)
            .annotate(shared_count=Count("authorships__publication", distinct=True))
            .order_by("-shared_count", Lower("family_name"), "display_name", "slug")
            # A prolific member has thousands of co-authors: load only what their links show.
            .only("slug", "display_name", "family_name", "is_member")
        )

    def most_frequent_coauthors_of(self, author: Author, limit: int) -> FrequentCoauthors:
        """The first ``limit`` of :meth:`coauthors_of` and the number of them all, in one query.

        The shared publications are ``author``'s scoped listing counts of people
        (:class:`ScopedListingCount`, kept at write time), read off ``scopedcount_top``: no
        authorship is read. Only the people sharing at least as many publications as the
        ``limit``-th (ties included) are looked up by primary key and ranked, and the total is the
        number of co-authors counted, so the page needs no second query.
        """
        sql = _MOST_FREQUENT_COAUTHORS_SQL.format(
            author=Author._meta.db_table, scoped=ScopedListingCount._meta.db_table
        )
        key = str(author.pk)
        people = list(self.model.objects.raw(sql, [key, key, limit, key, key, limit]))
        return FrequentCoauthors(people, people[0].coauthor_total if people else 0)


# The columns :meth:`AuthorQuerySet.coauthors_of` loads, with its ``shared_count`` and order. The
# people sharing at least as many publications as the ``limit``-th (ties included) are read off
# ``scopedcount_top`` in its order, most shared first, and no further (``WITH TIES``): reading all
# of a prolific member's thousands of co-authors to find that threshold took most of the query.
# The total counts them off the primary key's index alone.
_MOST_FREQUENT_COAUTHORS_SQL = """
WITH shared AS MATERIALIZED (
    SELECT key::bigint AS author_id, count AS shared_count FROM {scoped}
    WHERE scope = 'author' AND scope_key = %s AND facet = 'author' AND key <> %s
    ORDER BY count DESC FETCH FIRST %s ROWS WITH TIES
)
SELECT author.id, author.slug, author.display_name, author.family_name, author.is_member,
       shared.shared_count,
       (SELECT COUNT(*) FROM {scoped}
        WHERE scope = 'author' AND scope_key = %s AND facet = 'author' AND key <> %s) AS coauthor_total
FROM shared JOIN {author} AS author ON author.id = shared.author_id
ORDER BY shared.shared_count DESC, LOWER(author.family_name), author.display_name, author.slug
LIMIT %s
"""


# The candidates' ids as one set (a UNION), looked up by primary key: an OR of the three conditions
# made PostgreSQL test every person. The people counted at least as often as the ``limit``-th (the
# threshold read once, so ``listingcount_top`` reads only the counts from there up); the members;
# and, with fewer than ``limit`` people counted, everyone (people without authorships too).
_PICKER_CHOICES_SQL = """
SELECT author.slug, author.display_name
FROM {author} AS author
WHERE author.id IN (
    SELECT key::bigint FROM {counts}
    WHERE facet = %(facet)s AND count >= COALESCE((
        SELECT count FROM {counts} WHERE facet = %(facet)s
        ORDER BY count DESC OFFSET %(limit)s - 1 LIMIT 1), 0)
    UNION ALL
    SELECT id FROM {author} WHERE is_member
    UNION ALL
    SELECT id FROM {author}
    WHERE NOT EXISTS (SELECT FROM {counts} WHERE facet = %(facet)s OFFSET %(limit)s - 1 LIMIT 1)
)
ORDER BY author.is_member DESC,
    COALESCE((SELECT count FROM {counts} WHERE facet = %(facet)s AND key = author.id::text), 0) DESC,
    LOWER(author.family_name), author.slug
LIMIT %(limit)s
"""


class Author(models.Model):
    display_name = models.CharField(max_length=300)
    given_name = models.CharField(max_length=200, blank=True)
    family_name = models.CharField(max_length=200, blank=True)
    slug = models.SlugField(max_length=160, unique=True)
    is_member = models.BooleanField(
        "group member", default=False, help_text="Members are shown in bold and get their own page."
    )
    display_name_locked = models.BooleanField(
        default=False, help_text="Keep this display name even when a fuller spelling is imported."
    )
    role = models.CharField(
        max_length=20,
        choices=PersonRole.choices,
        blank=True,
        help_text="Place in the group; people with a role are listed on the people page.",
    )
    affiliation = models.CharField(max_length=300, blank=True, help_text="e.g. the department or institute.")
    start_year = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Year they joined the group."
    )
    end_year = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Year they left, for alumni."
    )
    photo = uploads.image_field(
        uploads.upload_to_photos, "JPEG, PNG, WebP or GIF; shown as a small round picture."
    )
    photo_thumbnail = uploads.thumbnail_field()
    homepage = models.URLField(blank=True)
    orcid = models.CharField(
        "ORCID", max_length=19, blank=True, validators=[validate_orcid], help_text="e.g. 0000-0002-1825-0097"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    created_by_batch = created_by_batch_field()

    objects = AuthorQuerySet.as_manager()

    class Meta:
        ordering = ["family_name", "given_name", "display_name"]
        indexes = [
            models.Index(fields=["family_name"]),
            # The group's members among thousands of co-authors: the author picker offers them all.
            models.Index(fields=["id"], condition=Q(is_member=True), name="author_members"),
        ]
        constraints = [
            year_in_range("start_year", name="author_start_year_in_range"),
            year_in_range("end_year", name="author_end_year_in_range"),
            models.CheckConstraint(
                condition=Q(start_year__isnull=True)
                | Q(end_year__isnull=True)
                | Q(end_year__gte=F("start_year")),
                name="author_end_year_not_before_start",
            ),
        ]

    def __str__(self) -> str:
        return self.display_name

    def get_absolute_url(self) -> str:
        return reverse("publications:author-detail", kwargs={"slug": self.slug})

    photo_url = uploads.served_url_of("photo")
    photo_thumbnail_url = uploads.served_url_of("photo_thumbnail")

    @property
    def people_group(self) -> str:
        """The heading the people page lists this person under."""
        return self.get_role_display() if self.role else "Group members"

    @property
    def years_in_group(self) -> str:
        if self.start_year and self.end_year:
            return f"{self.start_year}\N{EN DASH}{self.end_year}"
        if self.start_year:
            return f"since {self.start_year}"
        return str(self.end_year or "")


class AuthorAlias(Alias):
    """A spelling of an author's name ("Z. Zhang", "Zhao Zhang")."""

    author = models.ForeignKey(Author, on_delete=models.CASCADE, related_name="aliases")
    name = models.CharField(max_length=300)

    class Meta(Alias.Meta):
        verbose_name_plural = "author aliases"
        constraints = [unique_key_constraint("authoralias_unique_key", "author")]


class FormerSlug(models.Model):
    """A slug a row was known by before it was renamed: its old URLs redirect to the current ones."""

    slug = models.SlugField(max_length=160, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        abstract = True

    def __str__(self) -> str:
        return self.slug


class AuthorFormerSlug(FormerSlug):
    author = models.ForeignKey(Author, on_delete=models.CASCADE, related_name="former_slugs")


class VenueFormerSlug(FormerSlug):
    venue = models.ForeignKey(Venue, on_delete=models.CASCADE, related_name="former_slugs")


class Tag(models.Model):
    name = models.CharField(max_length=100, unique=True)
    slug = models.SlugField(max_length=120, unique=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


# Newest first, undated publications last; within a year, dated months before the rest, then the
# highlights' own order. The columns and directions of the ``publication_listing_order`` index.
NEWEST_FIRST = (F("year").desc(nulls_last=True), F("month").desc(nulls_last=True), "highlight_order")


class PublicationQuerySet(models.QuerySet):
    def listed(self) -> PublicationQuerySet:
        """What public listings show: artifacts appear as links on their paper, not as items."""
        return self.filter(artifact_of__isnull=True)

    def with_listing_relations(self) -> PublicationQuerySet:
        """Everything a listing renders, in a fixed number of queries whatever the size."""
        return self.with_listing_row().prefetch_related(*listing_prefetches())

    def without_relations(self) -> PublicationQuerySet:
        """The rows alone, without the venue and relations :meth:`with_listing_relations` loads: for
        a reader of a listing that reads some columns of its rows and loads the rest itself."""
        return self.prefetch_related(None).select_related(None)

    def with_credited_authors(self) -> PublicationQuerySet:
        """Each row with its authors in order as plain values (:func:`credited_authors`), in the
        row's own query.

        For pages that show only these fields: prefetching builds an Authorship and an Author
        object for each of a page's few hundred authorships, about a sixth of a feed's time with
        nothing cached, and a query of their own.
        """
        authors = (
            Authorship.objects.filter(publication=OuterRef("pk"))
            .order_by("position")
            .values(
                values=JSONArray(
                    "author__display_name", "name_as_written", "author__slug", "author__is_member"
                )
            )
        )
        return self.annotate(**{CREDITED_AUTHORS: ArraySubquery(authors)})

    def with_credited_relations(self) -> PublicationQuerySet:
        """The row, its venue, its authors as plain values, its artifacts and tags: what a feed
        item or an API entry shows, in three queries whatever the size."""
        return (
            self.with_listing_row()
            .with_credited_authors()
            .prefetch_related(*listing_prefetches(authorships=False))
        )

    def with_listing_row(self) -> PublicationQuerySet:
        """The publication and its venue, without the relations :func:`listing_prefetches` adds.

        For pages that attach those later, and only to entries they cannot take from the cache.
        """
        return (
            self.select_related("venue")
            # Listings never show when people and venues were recorded; parsing those timestamps
            # took about a sixth of the CPU time of a page of 100 entries.
            .defer("search_vector", "venue__created_at")
        )

    def in_display_order(self) -> PublicationQuerySet:
        """Newest first (:data:`NEWEST_FIRST`), then by title."""
        return self.order_by(*NEWEST_FIRST, "title")

    def in_listing_order(self, sort: str, *, by_type: bool = False) -> PublicationQuerySet:
        """``newest`` (the display order), ``oldest``, ``title`` or ``venue``; ``by_type`` puts each
        type together first (for lists grouped by type)."""
        orders = {
            "newest": NEWEST_FIRST,
            "oldest": [F("year").asc(nulls_last=True), F("month").asc(nulls_last=True), "highlight_order"],
            "title": [Lower("title")],
            "venue": [
                Lower(
                    Coalesce(
                        NullIf("venue__short_name", Value("")), "venue__name", NullIf("venue_name", Value(""))
                    )
                ).asc(nulls_last=True),
                F("year").desc(nulls_last=True),
            ],
        }
        return self.order_by(*(["type"] if by_type else []), *orders[sort], "title", "pk")

    def highlighted(self) -> PublicationQuerySet:
        return self.filter(highlight=True)

    def by_author(self, author: Author) -> PublicationQuerySet:
        # A semi-join rather than a join + DISTINCT: no de-duplication of whole rows, and the
        # queryset stays free of DISTINCT for counting, facets and exports. Written out: built
        # through the ORM, the subquery was copied again by every later step of a person's page
        # (a quarter of a millisecond) and compiled with each of its statements.
        authored = f"SELECT publication_id FROM {Authorship._meta.db_table} WHERE author_id = %s"
        return self.filter(pk__in=RawSQL(authored, [author.pk]))

    def more_by_authors_of(self, publication: Publication, limit: int) -> list[Publication]:
        """Other listed publications of ``publication``'s authors, newest first, with their venues."""
        venue_fields = [f"venue__{name}" for name in MORE_BY_AUTHORS_VENUE_FIELDS]
        others = self.by_authors_of(publication.pk).select_related("venue")
        return list(others.only(*MORE_BY_AUTHORS_FIELDS, *venue_fields)[:limit])

    def by_authors_of(self, publication: int | OuterRef) -> PublicationQuerySet:
        """The listed publications of the authors of ``publication`` (an id, or a reference to the
        enclosing query's row) but itself, in display order."""
        # The authors' publications are looked up a level deeper, where the enclosing row is one
        # further out; in no order, as ``among`` takes them.
        inner = OuterRef(publication) if isinstance(publication, OuterRef) else publication
        written = Authorship.objects.filter(author__authorships__publication=inner)
        others = written.order_by().values("publication_id")
        return self.listed().among(others).exclude(pk=publication).in_display_order()

    def among(self, ids: models.QuerySet) -> PublicationQuerySet:
        """The rows whose id ``ids`` (a query of one column) gives, looked up by id.

        As an array (``id = ANY(ARRAY(...))``), not a semi-join: with a semi-join and an order,
        PostgreSQL walks the whole listing in display order testing each publication in turn,
        a thousand rows to find five when ``ids`` are few.
        """
        return self.filter(
            Func(
                F("pk"),
                ArraySubquery(ids),
                template="%(expressions)s)",
                arg_joiner=" = ANY(",
                output_field=models.BooleanField(),
            )
        )

    def in_venue(self, venue: Venue) -> PublicationQuerySet:
        return self.filter(venue=venue)

    def with_detail_relations(self) -> PublicationQuerySet:
        """A publication page: each row with its venue, its published version and the paper it
        accompanies (each with its venue), its authorships with their people, artifacts, tags and
        preprints, and the first :data:`MORE_BY_AUTHORS` other publications of its authors
        (``more_by_authors``, each with its venue), all in the row's own query (:data:`DETAIL_RELATIONS`).

        Each is read as an array of rows beside the row's columns and handed out loaded
        (``publication.authorships.all()``, ``publication.published_version`` and the others
        query nothing). As four prefetches, two joins and a query of their own they were five
        more round trips, and a hundred more columns of the two versions to compile and read.
        """
        rows = self.defer("search_vector").annotate(
            **{relation.column: ArraySubquery(relation.rows()) for relation in DETAIL_RELATIONS}
        )
        rows._iterable_class = DetailIterable
        return rows

    def search(self, text: str) -> PublicationQuerySet:
        """Rows matching the user's words, annotated with ``search_rank``.

        Full-text (stemmed words, web-search syntax, word prefixes) over the folded
        ``search_text``, or the folded text as a substring, which finds "K-FAC" or "I/O".
        """
        folded = fold(text)
        if not folded:
            return self.annotate(search_rank=Value(0.0))
        query = search_query(folded)
        matches = Q(search_text__contains=folded) if substring_worth_matching(folded) else Q(pk__in=[])
        if query is None:
            if not substring_worth_matching(folded):
                # Nothing to search for ("[]", "{}"): an empty result, not a query that cannot compile.
                return self.none().annotate(search_rank=Value(0.0))
            return self.filter(matches).annotate(search_rank=Value(0.0))
        return self.filter(matches | Q(search_vector=query)).annotate(
            search_rank=SearchRank(F("search_vector"), query)
        )

    def in_relevance_order(self) -> PublicationQuerySet:
        """Best search matches first (after ``search()``), then newest."""
        return self.order_by("-search_rank", *NEWEST_FIRST, "title", "pk")


# What a publication page shows of the other publications of its authors, and how many it lists.
MORE_BY_AUTHORS_FIELDS = ("id", "title", "year", "month", "highlight_order", "venue_id")
MORE_BY_AUTHORS_VENUE_FIELDS = ("id", "short_name", "name")
MORE_BY_AUTHORS = 5

# What a page shows of a publication's artifacts (the links of its entry, its page's related list).
ARTIFACT_FIELDS = ("id", "title", "type", "url", "doi", "artifact_of_id")


def listing_prefetches(*, authorships: bool = True) -> list[Prefetch | str]:
    """The relations a listing entry shows: ordered authorships with their people, artifacts, tags.

    ``authorships=False`` leaves out the authorships, for pages that read them with
    :meth:`PublicationQuerySet.with_credited_authors` instead.
    """
    prefetches: list[Prefetch | str] = [
        Prefetch(
            "artifacts",
            queryset=Publication.objects.only(*ARTIFACT_FIELDS),
        ),
        "tags",
    ]
    if authorships:
        prefetches.insert(
            0,
            Prefetch(
                "authorships",
                queryset=Authorship.objects.select_related("author")
                .defer("author__created_at", "author__updated_at")
                .order_by("position"),
            ),
        )
    return prefetches


def concrete_attnames(
    model: type[models.Model], only: Iterable[str] | None = None, leave_out: Iterable[str] = ()
) -> tuple[str, ...]:
    """The model's columns (``only`` these, less ``leave_out``) in the order ``Model.from_db`` takes them."""
    names = [field.attname for field in model._meta.concrete_fields]
    return tuple(name for name in names if (only is None or name in only) and name not in leave_out)


class DetailRelation(NamedTuple):
    """One relation :meth:`PublicationQuerySet.with_detail_relations` reads as an array of rows:
    ``related()`` gives its rows, in order, correlated to the publication (``OuterRef``); each
    row is read as one JSON array of ``fields``, and of ``joined_fields`` of the row's
    ``joined`` relation, into the publication's attribute :attr:`column`."""

    name: str  # the publication's relation: a foreign key, or the name of a prefetched one
    model: type[models.Model]
    related: Callable[[], models.QuerySet]
    fields: tuple[str, ...]
    joined: str = ""  # a foreign key of each row read with it (an authorship's person)
    joined_fields: tuple[str, ...] = ()

    @property
    def column(self) -> str:
        return f"detail_{self.name}_rows"

    def rows(self) -> models.QuerySet:
        joined = [f"{self.joined}__{name}" for name in self.joined_fields]
        return self.related().values(row=JSONArray(*self.fields, *joined))

    def attach(self, publication: Publication) -> None:
        """Hand out the rows that arrived in :attr:`column` as the publication's relation, loaded."""
        db = publication._state.db
        width = len(self.fields)
        objects = []
        for values in publication.__dict__.pop(self.column):
            if isinstance(values, str):  # JSON as the cursor gave it, not decoded (``detail_of``)
                values = json.loads(values)
            row = self.model.from_db(db, self.fields, values[:width])
            if self.joined:
                joined = self.model._meta.get_field(self.joined)
                target = None
                if values[width] is not None:  # the id: None when the row has no such relation
                    target = joined.related_model.from_db(db, self.joined_fields, values[width:])
                joined.set_cached_value(row, target)
            objects.append(row)
        try:
            field = Publication._meta.get_field(self.name)
        except FieldDoesNotExist:  # not a relation: a list
            setattr(publication, self.name, objects)
            return
        if field.many_to_one:
            field.set_cached_value(publication, objects[0] if objects else None)
            return
        manager = getattr(publication, self.name)
        if field.one_to_many:  # each row's link back to the publication, as a prefetch sets it
            for row in objects:
                manager.field.set_cached_value(row, publication)
        # As ``prefetch_related`` leaves a relation: its queryset with the rows as its result.
        related = manager.get_queryset()
        related._result_cache = objects
        related._prefetch_done = True
        publication.__dict__.setdefault("_prefetched_objects_cache", {})[self.name] = related


def attach_detail_relations(publication: Publication) -> None:
    for relation in DETAIL_RELATIONS:
        relation.attach(publication)


class DetailIterable(models.query.ModelIterable):
    """The rows of :meth:`PublicationQuerySet.with_detail_relations`, each with its relations
    attached from the arrays read with it."""

    def __iter__(self):
        for publication in super().__iter__():
            attach_detail_relations(publication)
            yield publication


# The id :func:`_detail_statement` is compiled for, and its parameter replaced by the one asked for.
_ANY_ID = -1


class DetailStatement(NamedTuple):
    """The compiled SQL of a publication page's row (:func:`_detail_statement`) and how to read it."""

    sql: str
    params: tuple  # the publication's id as :data:`_ANY_ID`
    attnames: tuple[str, ...]  # the row's own columns, first, in ``Model.from_db``'s order
    arrays: tuple[str, ...]  # then each relation's array of rows (``DetailRelation.column``)


@cache
def _detail_statement(using: str) -> DetailStatement:
    """The SQL of :meth:`PublicationQuerySet.with_detail_relations` for one publication, and the
    names of its columns: the row's own, then the arrays, none of a joined table.

    Read straight from the cursor: a raw queryset matched the columns to fields by name, and
    looked for their converters, again on every request. None of the row's own columns needs
    one (checked here); the arrays' JSON rows are decoded as they are attached.
    """
    query = Publication.objects.using(using).with_detail_relations().filter(pk=_ANY_ID).order_by().query
    compiler = query.get_compiler(using)
    sql, params = compiler.as_sql()
    if list(params).count(_ANY_ID) != 1:
        raise ImproperlyConfigured("The publication page's statement takes the publication's id once.")
    own = compiler.klass_info["select_fields"]
    arrays = sorted(compiler.annotation_col_map, key=compiler.annotation_col_map.get)
    positions = [*own, *(compiler.annotation_col_map[name] for name in arrays)]
    if positions != list(range(len(compiler.select))):
        raise ImproperlyConfigured("The publication page's statement reads the row's own columns first.")
    if compiler.get_converters([compiler.select[index][0] for index in own]):
        raise ImproperlyConfigured("A column of the publication page's row needs converting as it is read.")
    attnames = tuple(compiler.select[index][0].target.attname for index in own)
    return DetailStatement(sql, tuple(params), attnames, tuple(arrays))


class CreditedAuthor(NamedTuple):
    """One author of a publication, as feeds and the API show it."""

    display_name: str
    name_as_written: str
    slug: str
    is_member: bool


# The attribute :meth:`PublicationQuerySet.with_credited_authors` puts each row's authors in.
CREDITED_AUTHORS = "credited_author_values"


def credited_authors(publication: Publication) -> list[CreditedAuthor]:
    """A row's authors in order: as :meth:`PublicationQuerySet.with_credited_authors` read them,
    else from its authorships (best prefetched with their people, as a listing's rows are)."""
    values = getattr(publication, CREDITED_AUTHORS, None)
    if values is not None:
        return [CreditedAuthor(*fields) for fields in values]
    return [
        CreditedAuthor(
            authorship.author.display_name,
            authorship.name_as_written,
            authorship.author.slug,
            authorship.author.is_member,
        )
        for authorship in publication.authorships.all()
    ]


class PublicationManager(models.Manager.from_queryset(PublicationQuerySet)):
    """The queries of :class:`PublicationQuerySet`, and the one bulk writer of per-row values that
    imports, undo and the derived data share."""

    def detail_of(self, pk: int) -> Publication | None:
        """:meth:`PublicationQuerySet.with_detail_relations` of the publication ``pk`` (None when
        there is none), by a statement compiled once per process.

        The page's query is the same for every publication but its id, and Django compiles a
        query again on every request: for this one, with its arrays of rows, about 5 ms of CPU,
        more than a third of the page's Python with nothing cached.
        """
        statement = _detail_statement(self.db)
        # A manager's method, not a QuerySet's: the statement is the whole table's, whatever a
        # queryset would have filtered.
        with connections[self.db].cursor() as cursor:
            cursor.execute(statement.sql, [pk if value == _ANY_ID else value for value in statement.params])
            row = cursor.fetchone()
        if row is None:
            return None
        columns = len(statement.attnames)
        publication = self.model.from_db(self.db, statement.attnames, row[:columns])
        for name, value in zip(statement.arrays, row[columns:], strict=True):
            setattr(publication, name, value)
        attach_detail_relations(publication)
        return publication

    def update_rows(self, rows: dict[int, dict[str, Any]]) -> None:
        """Set per-publication field values: one UPDATE … FROM (VALUES …) per set of fields changed.

        ``rows`` maps a publication id to {attname: value}. ``bulk_update`` would build a CASE
        expression per row and field, which costs seconds for a large paste.
        """
        groups: dict[tuple[str, ...], list[int]] = {}
        for pk, values in rows.items():
            groups.setdefault(tuple(sorted(values)), []).append(pk)
        meta = self.model._meta
        quote = connection.ops.quote_name
        for names, pks in groups.items():
            fields = [meta.get_field(name) for name in names]
            casts = ", ".join(["%s::bigint", *(f"%s::{field.db_type(connection)}" for field in fields)])
            params: list[Any] = []
            for pk in pks:
                params.append(pk)
                params.extend(
                    field.get_db_prep_save(rows[pk][name], connection)
                    for field, name in zip(fields, names, strict=True)
                )
            columns = ", ".join(quote(field.column) for field in fields)
            assignments = ", ".join(f"{quote(field.column)} = v.{quote(field.column)}" for field in fields)
            values = ", ".join(f"({casts})" for _ in pks)
            with connection.cursor() as cursor:
                cursor.execute(
                    f"UPDATE {quote(meta.db_table)} AS p SET {assignments}, {quote('updated_at')} = now() "
                    f"FROM (VALUES {values}) AS v(id, {columns}) WHERE p.id = v.id",
                    params,
                )


class Publication(models.Model):
    # The listing index holds the title: 600 characters of up to four bytes each stay within
    # a B-tree entry (2,704 bytes), whatever the script.
    title = models.CharField(max_length=TITLE_MAX_LENGTH)
    title_key = models.TextField(editable=False, help_text="Normalised title used to find duplicates.")
    year = models.PositiveSmallIntegerField(null=True, blank=True)
    month = models.PositiveSmallIntegerField(null=True, blank=True)
    type = models.CharField(max_length=20, choices=PublicationType.choices, default=PublicationType.OTHER)
    status = models.CharField(
        max_length=20, choices=PublicationStatus.choices, default=PublicationStatus.PUBLISHED
    )
    venue = models.ForeignKey(
        Venue, null=True, blank=True, on_delete=models.PROTECT, related_name="publications"
    )
    venue_name = models.CharField(
        max_length=500, blank=True, help_text="The venue as written in the source, e.g. with its edition."
    )
    volume = models.CharField(max_length=50, blank=True)
    number = models.CharField("issue", max_length=50, blank=True)
    pages = models.CharField(max_length=50, blank=True)
    article_number = models.CharField(max_length=50, blank=True)
    publisher = models.CharField(max_length=300, blank=True)
    doi = models.CharField(
        "DOI", max_length=255, blank=True, help_text="Bare DOI, lower case, e.g. 10.1145/…"
    )
    arxiv_id = models.CharField("arXiv id", max_length=50, blank=True)
    pmid = models.CharField("PubMed id", max_length=20, blank=True, help_text="PMID, e.g. 26017442")
    url = models.URLField("paper URL", max_length=1000, blank=True)
    pdf_url = models.URLField("PDF URL", max_length=1000, blank=True)
    code_url = models.URLField("code URL", max_length=1000, blank=True)
    slides_url = models.URLField("slides URL", max_length=1000, blank=True)
    video_url = models.URLField("video URL", max_length=1000, blank=True)
    project_url = models.URLField("project URL", max_length=1000, blank=True)
    pdf_file = models.FileField(
        "PDF file",
        upload_to=uploads.upload_to_papers,
        blank=True,
        validators=[uploads.validate_pdf],
        help_text="The paper as a PDF; offered for download on its page (before any PDF URL).",
    )
    slides_file = models.FileField(
        upload_to=uploads.upload_to_slides,
        blank=True,
        validators=[uploads.validate_slides],
        help_text="PDF or PowerPoint (.pptx).",
    )
    cover_image = uploads.image_field(
        uploads.upload_to_covers, "A figure or teaser: JPEG, PNG, WebP or GIF; shown as a thumbnail."
    )
    cover_thumbnail = uploads.thumbnail_field()
    abstract = models.TextField(blank=True)
    award = models.CharField(max_length=300, blank=True)
    highlight = models.BooleanField(default=False, db_index=True)
    highlight_order = models.PositiveIntegerField(
        default=0, help_text="Position among highlights; lower comes first."
    )
    tags = models.ManyToManyField(Tag, blank=True, related_name="publications")
    note = models.TextField(blank=True, help_text="Private note, never shown publicly.")
    bibtex_key = models.CharField("BibTeX key", max_length=200, blank=True)
    artifact_of = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="artifacts",
        help_text="For a dataset or software record: the paper it accompanies.",
    )
    published_version = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="preprints",
        help_text="For a preprint: its published version.",
    )
    search_text = models.TextField(
        blank=True, editable=False, help_text="Accent-folded title, authors and venue for full-text search."
    )
    citation = models.TextField(
        blank=True,
        editable=False,
        help_text="The publication page's citation in the default style, as HTML (publications.derived).",
    )
    citation_key = models.CharField(
        max_length=32, blank=True, editable=False, help_text="What the stored citation was formatted from."
    )
    search_vector = models.GeneratedField(
        expression=SearchVector("search_text", config="english"),
        output_field=SearchVectorField(),
        db_persist=True,
    )
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = PublicationManager()

    class Meta:
        ordering = ["-year", "-month", "title"]
        constraints = [
            models.UniqueConstraint(fields=["doi"], condition=~Q(doi=""), name="publication_unique_doi"),
            models.CheckConstraint(condition=Q(doi=Lower("doi")), name="publication_doi_lowercase"),
            year_in_range("year", name="publication_year_in_range"),
            models.CheckConstraint(
                condition=Q(month__isnull=True) | Q(month__gte=1, month__lte=12),
                name="publication_month_in_range",
            ),
            models.CheckConstraint(
                condition=~Q(artifact_of=models.F("id")), name="publication_not_artifact_of_itself"
            ),
        ]
        indexes = [
            models.Index(fields=["year", "month"]),
            models.Index(fields=["type"]),
            models.Index(fields=["status"]),
            GinIndex(fields=["search_vector"], name="publication_search_gin"),
            HashIndex(fields=["title_key"], name="publication_title_key_hash"),
            # Substring search (``search_text LIKE '%...%'``, OR-ed with the full-text match).
            GinIndex(fields=["search_text"], name="publication_search_trgm", opclasses=["gin_trgm_ops"]),
            # Listings read the first page straight off this index instead of sorting every row.
            # Its columns and directions are those of ``in_display_order()``, NULLS LAST included.
            models.Index(
                F("year").desc(nulls_last=True),
                F("month").desc(nulls_last=True),
                F("highlight_order"),
                F("title"),
                condition=Q(artifact_of__isnull=True),
                name="publication_listing_order",
            ),
            # The columns facet counts group by, so counting a listing reads this index alone.
            models.Index(
                fields=["year", "type", "status", "venue"],
                include=["id"],
                condition=Q(artifact_of__isnull=True),
                name="publication_facet_columns",
            ),
            # The same for a listing of some venues, with or without other filters: their rows are
            # read off this index alone, not fetched from the table one by one.
            models.Index(
                fields=["venue", "year", "type", "status"],
                include=["id"],
                condition=Q(artifact_of__isnull=True),
                name="publication_venue_facets",
            ),
        ]

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return reverse("publications:detail", kwargs={"pk": self.pk})

    @property
    def doi_url(self) -> str:
        return f"https://doi.org/{self.doi}" if self.doi else ""

    @property
    def arxiv_url(self) -> str:
        return f"https://arxiv.org/abs/{self.arxiv_id}" if self.arxiv_id else ""

    pdf_file_url = uploads.served_url_of("pdf_file")
    slides_file_url = uploads.served_url_of("slides_file")
    cover_image_url = uploads.served_url_of("cover_image")
    cover_thumbnail_url = uploads.served_url_of("cover_thumbnail")


class Authorship(models.Model):
    """An author's place on a publication, with the name as that entry wrote it."""

    publication = models.ForeignKey(Publication, on_delete=models.CASCADE, related_name="authorships")
    author = models.ForeignKey(Author, on_delete=models.PROTECT, related_name="authorships")
    position = models.PositiveSmallIntegerField()
    name_as_written = models.CharField(max_length=300, blank=True)
    equal_contribution = models.BooleanField(default=False)
    corresponding = models.BooleanField(default=False)

    class Meta:
        ordering = ["position"]
        constraints = [
            models.UniqueConstraint(fields=["publication", "position"], name="authorship_unique_position"),
        ]
        indexes = [
            models.Index(fields=["author", "publication"]),
            # Author facets of a set of publications: index-only, by publication.
            models.Index(fields=["publication", "author"], name="authorship_publication_author"),
        ]

    def __str__(self) -> str:
        return f"{self.author} on {self.publication}"


class ImportChangeAction(models.TextChoices):
    CREATED = "created", "Created"
    UPDATED = "updated", "Updated"
    # An entry of the batch named a publication that was already stored (updated or not): the
    # batch lists it, so undoing the import that created it keeps it while this batch stays applied.
    MATCHED = "matched", "Matched stored publication"
    RENAMED = "renamed", "Renamed author"


class ImportChange(models.Model):
    """What one import batch did to, or found of, one publication or author; enough to undo it."""

    batch = models.ForeignKey(ImportBatch, on_delete=models.CASCADE, related_name="changes")
    publication = models.ForeignKey(
        Publication, null=True, on_delete=models.SET_NULL, related_name="import_changes"
    )
    author = models.ForeignKey(
        Author, null=True, blank=True, on_delete=models.SET_NULL, related_name="import_changes"
    )
    action = models.CharField(max_length=20, choices=ImportChangeAction.choices)
    previous_values = models.JSONField(
        default=dict, blank=True, help_text="Field values before an update, restored by undo."
    )
    entry_line = models.PositiveIntegerField(null=True, blank=True)

    class Meta:
        ordering = ["batch", "id"]

    def __str__(self) -> str:
        if self.action == ImportChangeAction.RENAMED:
            return f"{self.get_action_display()} #{self.author_id} in batch #{self.batch_id}"
        return f"{self.get_action_display()} #{self.publication_id} in batch #{self.batch_id}"


class DataVersion(models.Model):
    """A counter bumped by every write to the publication data, in the writing transaction.

    Pages, feeds and caches key on it: ETags, Last-Modified and cached listings stay valid
    exactly as long as the version does, on every web process.
    """

    version = models.PositiveBigIntegerField(default=0)
    changed_at = models.DateTimeField()

    class Meta:
        constraints = [models.CheckConstraint(condition=Q(id=1), name="dataversion_single_row")]

    def __str__(self) -> str:
        return f"data version {self.version}"


class ListingCountFacet(models.TextChoices):
    """What a :class:`ListingCount` counts: listed publications by one column, or authorships."""

    TOTAL = "total", "Listed publications"
    YEAR = "year", "Listed publications of a year"
    TYPE = "type", "Listed publications of a type"
    STATUS = "status", "Listed publications of a status"
    VENUE = "venue", "Listed publications of a venue (by id)"
    AUTHOR = "author", "Listed publications of an author (by id)"
    TAG = "tag", "Listed publications with a tag (by id)"
    # Every authorship of a person, listed or not: what the author picker ranks people by.
    AUTHORSHIP = "authorship", "Authorships of a person (by id)"


class ListingCountQuerySet(models.QuerySet):
    def of(self, facet: ListingCountFacet) -> ListingCountQuerySet:
        return self.filter(facet=facet)

    def at_least_the_top(self, top: int) -> ListingCountQuerySet:
        """The values (of one facet) whose count is at least the ``top``-th largest: the first
        ``top`` in any order that ranks by count first, ties at the last place included. All of
        them when there are no more than ``top`` values."""
        threshold = self.order_by("-count").values("count")[top - 1 : top]
        # One comparison with a value computed once, so ``listingcount_top`` reads only the counts
        # from the threshold up (an OR with "no threshold" made it read every count of the facet).
        # Stored counts are positive: with no threshold, 0 keeps them all.
        return self.filter(count__gte=Coalesce(Subquery(threshold), 0))


class ListingCount(models.Model):
    """How the listed publications spread over the facets, kept right by the database itself.

    Statement-level triggers on publications, authorships and tags (migration 0020) add each
    write's difference inside the writing transaction, whatever wrote: an import, undo or merge,
    the admin, a bulk action, raw SQL or COPY. Facet counts of the whole listing and the author
    picker read these few thousand rows instead of aggregating every publication and authorship.
    "Listed" is :meth:`PublicationQuerySet.listed` (``artifact_of`` empty), as the triggers say it.
    """

    pk = models.CompositePrimaryKey("facet", "key")
    facet = models.CharField(max_length=20, choices=ListingCountFacet.choices)
    key = models.TextField(help_text="The value counted: a year, type or status, an id; empty for the total.")
    # Not PositiveIntegerField: a write that lowers a count offers the difference as a new row
    # first (INSERT ... ON CONFLICT), and CHECK constraints apply to that row before the conflict.
    count = models.IntegerField()

    objects = ListingCountQuerySet.as_manager()

    class Meta:
        indexes = [models.Index(F("facet"), F("count").desc(), name="listingcount_top")]

    def __str__(self) -> str:
        return f"{self.facet} {self.key}: {self.count}"


class ListingValues(models.Model):
    """The values one listed publication takes in the listing's filters and facets, kept by the database.

    One row per listed publication: ``facet_values`` holds "year:2020", "type:journal", "status:…",
    "venue:<id>", "highlight:true", a "tag:<id>" per tag and an "author:<id>" per person (once,
    however often the publication names them).
    Statement-level triggers on publications, authorships and tags (migration 0022) rewrite the
    rows of the publications a statement touched and move :class:`ScopedListingCount` by the
    difference between the values before and after. Only those triggers write it.
    """

    publication_id = models.BigIntegerField(primary_key=True)
    facet_values = ArrayField(models.TextField())

    def __str__(self) -> str:
        return f"publication {self.publication_id}: {', '.join(self.facet_values)}"


class ScopedListingCount(models.Model):
    """How the listed publications of one filter value spread over the facets, kept by the database.

    ``scope`` and ``scope_key`` name the filter value (a year, type, status, venue id, tag id,
    person id or highlight), ``facet`` and ``key`` a facet's value (as in :class:`ListingCount`,
    "total" with an empty key for the number of publications; a person counts publications, not
    authorships). A listing filtered by one such value, or by several of one filter that no
    publication takes together (years, types, statuses, venues), reads its facets from here
    instead of aggregating thousands of authorships; a person's page reads its co-authors too
    (migration 0023).
    """

    pk = models.CompositePrimaryKey("scope", "scope_key", "facet", "key")
    scope = models.CharField(max_length=20)
    scope_key = models.TextField()
    facet = models.CharField(max_length=20)
    key = models.TextField()
    # Not PositiveIntegerField, for the reason ListingCount gives.
    count = models.IntegerField()

    class Meta:
        indexes = [
            # Each facet's values in order, the most frequent first, with their keys: a page reads
            # its scope's counts from the index alone.
            models.Index(
                F("scope"), F("scope_key"), F("facet"), F("count").desc(), F("key"), name="scopedcount_top"
            ),
            # A write that empties a count leaves it at 0 until the same trigger removes it: only
            # those rows are in this index, so the removal does not read the whole table.
            models.Index(fields=["scope"], condition=Q(count=0), name="scopedcount_emptied"),
        ]

    def __str__(self) -> str:
        return f"{self.scope} {self.scope_key}, {self.facet} {self.key}: {self.count}"


class SearchTerm(models.Model):
    """A search word whose matches the database keeps ready, so its listing reads a page and counts.

    One folded word of letters and digits (``publications.search.FREQUENT_TERM``), searched for
    alone as a visitor types it: its matches are those of :meth:`PublicationQuerySet.search`.
    Which words are kept is chosen by :func:`publications.derived.choose_frequent_terms` (the words of
    many publications); for each, triggers (migration 0025) keep the listed publications it matches as
    a "q" value of their :class:`ListingValues` (so :class:`ScopedListingCount` counts their facets
    under scope "q") and as :class:`SearchTermMatch` rows in rank order. A word not kept is searched
    for as any other query: which words are kept changes the speed of a search, never its result.
    """

    term = models.TextField(primary_key=True)

    class Meta:
        constraints = [
            models.CheckConstraint(condition=Q(term__regex=r"^[a-z0-9]{3,}$"), name="searchterm_one_word"),
        ]

    def __str__(self) -> str:
        return self.term


class SearchTermDrift(models.Model):
    """How far the listed publications' words have moved since the kept search words
    (:class:`SearchTerm`) were chosen: one row, so that choosing them again waits until it matters.

    ``written`` counts the listed publications added or removed, and those whose search text
    changed, since; a trigger (migration 0026) adds to it on every write, whatever wrote.
    ``chosen_for`` is how many publications were listed at that choice. A word's number of
    publications moves by one a publication written at most, so until ``written`` reaches a share
    of the threshold (:func:`publications.derived.choose_frequent_terms_when_due`) no word can
    have moved far past it either way.
    """

    written = models.PositiveBigIntegerField(default=0)
    chosen_for = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [models.CheckConstraint(condition=Q(id=1), name="searchtermdrift_single_row")]

    def __str__(self) -> str:
        return f"{self.written} publications written since the words were chosen for {self.chosen_for}"


class SearchTermMatch(models.Model):
    """A listed publication a :class:`SearchTerm` matches, with its rank and the columns of the
    relevance order (best first, then :data:`NEWEST_FIRST` and the title), kept by the database.

    A search for the term reads a page of ids off ``searchtermmatch_order`` instead of ranking
    and sorting every match. Only the triggers of migration 0025 write it.
    """

    pk = models.CompositePrimaryKey("publication_id", "term")
    publication_id = models.BigIntegerField()
    term = models.TextField()
    # ``ts_rank`` as the search ranks (a real, held here exactly as a double).
    rank = models.FloatField()
    year = models.SmallIntegerField(null=True)
    month = models.SmallIntegerField(null=True)
    highlight_order = models.IntegerField()
    title = models.TextField()

    class Meta:
        indexes = [
            models.Index(
                F("term"),
                F("rank").desc(),
                F("year").desc(nulls_last=True),
                F("month").desc(nulls_last=True),
                F("highlight_order"),
                F("title"),
                F("publication_id"),
                name="searchtermmatch_order",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.term}: publication {self.publication_id}"


# What a publication page shows of a related publication (its published version, the paper it
# accompanies, its preprints): the rest of their columns are deferred.
RELATED_VERSION_FIELDS = concrete_attnames(
    Publication, only={"id", "title", "year", "month", "type", "status", "venue_id", "published_version_id"}
)
VENUE_FIELDS = concrete_attnames(Venue, leave_out={"created_at"})
# Artifacts and preprints in the order their prefetches had (the model's), ties broken.
PUBLICATIONS_IN_ORDER = (*Publication._meta.ordering, "pk")

# A publication page's relations (PublicationQuerySet.with_detail_relations), in the orders their
# prefetches had: authorships by position, the rest in their models' own order. People are read
# without when they were recorded, as listings read them. A joined row's fields start with its id.
DETAIL_RELATIONS = (
    DetailRelation("venue", Venue, lambda: Venue.objects.filter(pk=OuterRef("venue_id")), VENUE_FIELDS),
    DetailRelation(
        "published_version",
        Publication,
        lambda: Publication.objects.filter(pk=OuterRef("published_version_id")),
        RELATED_VERSION_FIELDS,
        joined="venue",
        joined_fields=VENUE_FIELDS,
    ),
    DetailRelation(
        "artifact_of",
        Publication,
        lambda: Publication.objects.filter(pk=OuterRef("artifact_of_id")),
        RELATED_VERSION_FIELDS,
        joined="venue",
        joined_fields=VENUE_FIELDS,
    ),
    DetailRelation(
        "authorships",
        Authorship,
        lambda: Authorship.objects.filter(publication=OuterRef("pk")).order_by("position", "pk"),
        concrete_attnames(Authorship),
        joined="author",
        joined_fields=concrete_attnames(Author, leave_out={"created_at", "updated_at"}),
    ),
    DetailRelation(
        "artifacts",
        Publication,
        lambda: Publication.objects.filter(artifact_of=OuterRef("pk")).order_by(*PUBLICATIONS_IN_ORDER),
        concrete_attnames(Publication, only=ARTIFACT_FIELDS),
    ),
    DetailRelation(
        "tags",
        Tag,
        lambda: Tag.objects.filter(publications=OuterRef("pk")).order_by(*Tag._meta.ordering, "pk"),
        concrete_attnames(Tag),
    ),
    DetailRelation(
        "preprints",
        Publication,
        lambda: Publication.objects.filter(published_version=OuterRef("pk")).order_by(*PUBLICATIONS_IN_ORDER),
        RELATED_VERSION_FIELDS,
    ),
    DetailRelation(
        "more_by_authors",
        Publication,
        # The five chosen first and their venues joined after: joined before, every publication of
        # the authors (hundreds for a group's lead) had its venue looked up.
        lambda: Publication.objects.filter(
            pk__in=Publication.objects.by_authors_of(OuterRef(OuterRef("pk"))).values("pk")[:MORE_BY_AUTHORS]
        ).in_display_order(),
        concrete_attnames(Publication, only=MORE_BY_AUTHORS_FIELDS),
        joined="venue",
        joined_fields=concrete_attnames(Venue, only=MORE_BY_AUTHORS_VENUE_FIELDS),
    ),
)


@dataclass(frozen=True)
class NamedRow:
    """The rows a ``venue``, ``author`` or ``tag`` filter value names, as SQL: the one home of
    what a value names (``Venue.objects.matching``, ``Author.objects.named`` and the listing's
    filters, facet scopes and chips all read it); where one row is wanted, the first made.
    Written out: built through the ORM, each lookup took a few tenths of a millisecond of every
    page filtered by a venue, a person or a tag, more than running it.
    """

    table: str
    condition: str
    # The parameters of ``condition`` for a value.
    params: Callable[[str], list[str]]
    # The row's name as a chip shows it.
    label: str
    # The row's publications: a table of (publication_id, ``column``).
    links: tuple[str, str] | None = None

    def first(self, columns: str) -> str:
        """The statement reading ``columns`` of the row a value names (its parameters: ``params(value)``)."""
        # The table's id, not an output column of that name (``id::text`` is one).
        return f"SELECT {columns} FROM {self.table} WHERE {self.condition} ORDER BY {self.table}.id LIMIT 1"

    def every(self, columns: str, values: list[str]) -> tuple[str, tuple[str, ...]]:
        """The statement reading ``columns`` of every row any of ``values`` names, and its parameters."""
        condition = " OR ".join([self.condition] * len(values)) or "FALSE"  # no value names no row
        return f"SELECT {columns} FROM {self.table} WHERE {condition}", tuple(
            param for value in values for param in self.params(value)
        )

    def publications(self, value: str) -> RawSQL:
        """The ids of the publications of the row ``value`` names, for ``pk__in``."""
        table, column = self.links
        sql = f"SELECT publication_id FROM {table} WHERE {column} = ({self.first('id')})"
        return RawSQL(sql, self.params(value))


NAMED_ROWS = {
    "venue": NamedRow(
        Venue._meta.db_table,
        "(slug = %s OR UPPER(short_name::text) = UPPER(%s)"
        " OR (UPPER(name::text) = UPPER(%s) AND short_name = ''))",
        lambda value: [value.lower(), value, value],
        "COALESCE(NULLIF(short_name, ''), name)",
    ),
    "author": NamedRow(
        Author._meta.db_table,
        "(slug = %s OR UPPER(display_name::text) = UPPER(%s))",
        lambda value: [value, value],
        "display_name",
        (Authorship._meta.db_table, "author_id"),
    ),
    "tag": NamedRow(
        Tag._meta.db_table,
        "slug = %s",
        lambda value: [value],
        "name",
        (Publication.tags.through._meta.db_table, "tag_id"),
    ),
}
