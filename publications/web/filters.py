"""The filters every listing shares: pages, exports, the JSON API, the embed view and feeds.

One query string means the same set of publications everywhere, so a filtered page's
BibTeX export, feed and API URL all carry exactly the page's own parameters.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from urllib.parse import urlencode

import django_filters
from django import forms
from django.db import connections
from django.db.models.expressions import RawSQL
from django.http import QueryDict

from publications.keys import fold
from publications.models import (
    MAX_YEAR,
    MIN_YEAR,
    NAMED_ROWS,
    Author,
    Authorship,
    Publication,
    PublicationQuerySet,
    PublicationStatus,
    PublicationType,
)
from publications.params import parse_whole_number
from publications.search import frequent_term_of
from publications.web.facets import FacetScope
from publications.web.ordering import Grouping, ListingOrder, Sort, listing_order

# Query-string keys that choose a page of results rather than which results.
PAGINATION_PARAMS = ("page", "per_page")
MAX_QUERY_LENGTH = 200


class WholeNumberField(forms.IntegerField):
    """ASCII digits only: "2023.5", "²" and "٢٠٢٣" are refused with the field's message."""

    def to_python(self, value):
        if value in self.empty_values:
            return None
        number = parse_whole_number(value)
        if number is None:
            raise forms.ValidationError(self.error_messages["invalid"], code="invalid")
        return number


# Values one repeated parameter may take (``author=a&author=b&...``).
MAX_VALUES = 20


class MultipleValueField(forms.Field):
    """Every value of a repeated parameter, blanks and repeats dropped, in the order given.

    With ``choices``, each value must be one of them; otherwise each is at most ``max_length``.
    """

    widget = forms.MultipleHiddenInput  # reads every value of the parameter, not only the last
    default_error_messages = {
        "invalid_choice": "Select a valid choice. %(value)s is not one of the available choices.",
        "too_long": "Each value has at most %(limit)d characters.",
        "too_many": "At most %(limit)d values.",
        "null_characters_not_allowed": "Null characters are not allowed.",
    }

    def __init__(self, *, max_length: int = 200, choices=None, **kwargs):
        self.max_length = max_length
        self.choices = {str(value) for value, _ in choices} if choices else None
        super().__init__(**kwargs)

    def to_python(self, value) -> list[str]:
        if value in self.empty_values:
            return []
        values = [value] if isinstance(value, str) else list(value)
        return list(dict.fromkeys(text.strip() for text in values if isinstance(text, str) and text.strip()))

    def validate(self, value: list[str]) -> None:
        super().validate(value)
        if len(value) > MAX_VALUES:
            raise forms.ValidationError(self.error_messages["too_many"], params={"limit": MAX_VALUES})
        for text in value:
            if "\x00" in text:
                raise forms.ValidationError(self.error_messages["null_characters_not_allowed"])
            if self.choices is not None and text not in self.choices:
                raise forms.ValidationError(self.error_messages["invalid_choice"], params={"value": text})
            if len(text) > self.max_length:
                raise forms.ValidationError(
                    self.error_messages["too_long"], params={"limit": self.max_length}
                )


class MultipleValueFilter(django_filters.Filter):
    """A filter that takes several values: a publication matching any of them is kept (OR)."""

    field_class = MultipleValueField

    def filter(self, qs, value):
        if not value:
            return qs
        return qs.filter(**{f"{self.field_name}__in": value})


class YearFilter(django_filters.NumberFilter):
    """A year is a whole number: "2023.5" is refused, not rounded to a year it does not name."""

    field_class = WholeNumberField


class PublicationFilter(django_filters.FilterSet):
    q = django_filters.CharFilter(label="Search", method="filter_text", max_length=MAX_QUERY_LENGTH)
    highlight = django_filters.BooleanFilter(label="Highlights only", field_name="highlight")
    year = YearFilter(label="Year", field_name="year", min_value=MIN_YEAR, max_value=MAX_YEAR)
    year_min = YearFilter(
        label="From year", field_name="year", lookup_expr="gte", min_value=MIN_YEAR, max_value=MAX_YEAR
    )
    year_max = YearFilter(
        label="To year", field_name="year", lookup_expr="lte", min_value=MIN_YEAR, max_value=MAX_YEAR
    )
    # Several values of one filter select publications matching any of them; filters combine with AND.
    venue = MultipleValueFilter(label="Venue", method="filter_venue", max_length=120)
    type = MultipleValueFilter(label="Type", field_name="type", choices=PublicationType.choices)
    author = MultipleValueFilter(label="Author", method="filter_author", max_length=300)
    status = MultipleValueFilter(label="Status", field_name="status", choices=PublicationStatus.choices)
    tag = MultipleValueFilter(label="Tag", method="filter_tag", max_length=120)

    class Meta:
        model = Publication
        fields = [
            "q",
            "highlight",
            "year",
            "year_min",
            "year_max",
            "venue",
            "type",
            "author",
            "status",
            "tag",
        ]

    def get_form_class(self) -> type[forms.Form]:
        """The form of the filters, made once per process: django-filter makes a new form class
        (and a field of each filter) for every filter set, most of a listing's filtering. The
        filters are the same for every request (each form still copies its fields)."""
        made = type(self).__dict__.get("_form_class")
        if made is None:
            made = super().get_form_class()
            type(self)._form_class = made
        return made

    def filter_venue(self, queryset: PublicationQuerySet, name: str, value: list[str]) -> PublicationQuerySet:
        """Venues by slug, acronym or name in any letter case: "sc", "SC" and "Sc" are one venue."""
        return queryset.filter(venue__in=RawSQL(*NAMED_ROWS["venue"].every("id", value)))

    # Author and tag are semi-joins (``id IN (...)``), not joins: no duplicate rows to remove with
    # DISTINCT, which made PostgreSQL compare whole publication rows, and no DISTINCT to undo for
    # counting and facets. The slug is looked up in a scalar subquery, so the planner estimates the
    # rows of one author or tag and can walk the listing index in display order for a frequent tag.
    # People are named by slug, or by name as typed into the author picker.
    def filter_author(
        self, queryset: PublicationQuerySet, name: str, value: list[str]
    ) -> PublicationQuerySet:
        if len(value) == 1:
            # Of several people with that name, the first made: the one the filter's label names.
            return queryset.filter(pk__in=NAMED_ROWS["author"].publications(value[0]))
        authored = Authorship.objects.filter(author__in=Author.objects.named_any(value))
        return queryset.filter(pk__in=authored.values("publication_id"))

    def filter_tag(self, queryset: PublicationQuerySet, name: str, value: list[str]) -> PublicationQuerySet:
        if len(value) == 1:
            return queryset.filter(pk__in=NAMED_ROWS["tag"].publications(value[0]))
        tagged = Publication.tags.through.objects.filter(tag__slug__in=value)
        return queryset.filter(pk__in=tagged.values("publication_id"))

    def filter_text(self, queryset: PublicationQuerySet, name: str, value: str) -> PublicationQuerySet:
        return queryset.search(value)


FILTER_PARAMS = tuple(PublicationFilter.base_filters)


@dataclass(frozen=True)
class FilteredPublications:
    filterset: PublicationFilter
    queryset: PublicationQuerySet
    order: ListingOrder = field(default_factory=ListingOrder)
    # Best text-search match first: the order ranks every match.
    by_relevance: bool = False

    @property
    def is_valid(self) -> bool:
        return self.filterset.is_valid() and not self.order.errors

    @property
    def errors(self) -> dict[str, list[str]]:
        errors = {field: list(messages) for field, messages in self.filterset.errors.items()}
        return {**errors, **self.order.errors}

    def error_reasons(self) -> str:
        """The errors as one line of plain text ("year: Enter a whole number.; type: ..."): what an
        export, a bibliography or a feed says of a query string it cannot read."""
        return "; ".join(f"{name}: {' '.join(messages)}" for name, messages in self.errors.items())

    def facet_scope(self, page: FacetScope | None = None) -> FacetScope | None:
        """The one filter value this selection is (or several of one filter that no publication
        takes together), so its facets can be read rather than counted; None for anything else.

        ``page``: the selection is that scope's publications (a venue's or a person's page)
        before any filter.
        """
        if not self.is_valid:
            return None
        given = {
            name: value for name, value in self.filterset.form.cleaned_data.items() if value not in _UNSET
        }
        if page is not None:
            return None if given else page
        if given and given.keys() <= {"year", "year_min", "year_max"}:
            first = max(given.get("year") or MIN_YEAR, given.get("year_min") or MIN_YEAR)
            last = min(given.get("year") or MAX_YEAR, given.get("year_max") or MAX_YEAR)
            return FacetScope.of_values("year", range(first, last + 1))
        if len(given) != 1:
            return None
        [(name, value)] = given.items()
        if name in ("type", "status"):
            return FacetScope.of_values(name, value)
        if name == "highlight":
            return FacetScope.of_values(name, ["true" if value else "false"])
        if name == "venue":
            return FacetScope(name, *NAMED_ROWS["venue"].every("id::text", value))
        if name in ("tag", "author") and len(value) == 1:
            # The one tag or person the filter selects (see ``filter_tag``, ``filter_author``).
            row = NAMED_ROWS[name]
            return FacetScope(name, row.first("id::text"), tuple(row.params(value[0])))
        return None

    def search_term(self) -> str | None:
        """The folded word searched for, when the selection is its matches alone, best first and
        with no other filter (before any page's own scope), and it has the shape of a word the
        database may keep ready (``publications.search.frequent_term_of``); None otherwise."""
        if not (self.is_valid and self.by_relevance):
            return None
        given = {
            name: value for name, value in self.filterset.form.cleaned_data.items() if value not in _UNSET
        }
        if given.keys() != {"q"}:
            return None
        return frequent_term_of(fold(given["q"]))

    def value_labels(self) -> dict[str, dict[str, str]]:
        """How the valid filter values read to people, per filter and value: "SC" for ``venue=sc``,
        an author's name for their slug, a type's or status's label. Venue, author and tag names
        take one query together; a value that names nothing is left out (the page shows it as given).
        """
        if not self.is_valid:
            return {}
        cleaned = self.filterset.form.cleaned_data
        labels: dict[str, dict[str, str]] = {}
        for name, choices in (("type", PublicationType), ("status", PublicationStatus)):
            if cleaned.get(name):
                labels[name] = {value: choices(value).label for value in cleaned[name]}
        if cleaned.get("highlight") is not None:
            labels["highlight"] = {
                self.filterset.data.get("highlight", ""): "yes" if cleaned["highlight"] else "no"
            }
        lookups = [
            (f"({row.first(f'%s, %s, {row.label}')})", [name, value, *row.params(value)])
            for name, row in NAMED_ROWS.items()
            for value in cleaned.get(name) or ()
        ]
        if lookups:
            sql = " UNION ALL ".join(lookup for lookup, _ in lookups)
            with connections[self.filterset.queryset.db].cursor() as cursor:
                cursor.execute(sql, [param for _, params in lookups for param in params])
                found = cursor.fetchall()
            for name, given, label in found:
                labels.setdefault(name, {})[given] = label
        return labels


# What a filter's cleaned value is when the parameter is not given.
_UNSET = (None, "", [])


def filtered_publications(
    params: Mapping[str, str] | QueryDict, base: PublicationQuerySet | None = None, *, relations: bool = True
) -> FilteredPublications:
    """The listed publications that ``params`` (a request's GET) select, in display order.

    ``base`` narrows the starting set (an author's or a venue's publications). ``relations``:
    each row with its venue, authors, artifacts and tags (``with_listing_relations``); without,
    for a page that reads only some columns of its rows and loads the rest itself. Invalid
    parameters (``year=abc``, an unknown ``type``) select nothing; ``errors`` says why.
    Search results come best match first, everything else newest first, unless ``sort`` says
    otherwise (``publications.web.ordering``); ``group=type`` puts each type together.
    """
    if base is None:
        base = Publication.objects.all()
    queryset = base.listed().with_listing_relations() if relations else base.listed()
    filterset = PublicationFilter(params, queryset=queryset)
    order = listing_order(params)
    if not filterset.is_valid() or order.errors:
        return FilteredPublications(filterset, queryset.none(), order)
    result = filterset.qs
    by_type = order.group == Grouping.TYPE
    if order.sort is not None or by_type:
        result = result.in_listing_order(order.sort or Sort.NEWEST, by_type=by_type)
    elif filterset.form.cleaned_data.get("q"):
        return FilteredPublications(filterset, result.in_relevance_order(), order, by_relevance=True)
    else:
        result = result.in_display_order()
    return FilteredPublications(filterset, result, order)


def filter_query(params: Mapping[str, str] | QueryDict, **scope: str) -> str:
    """The filter part of a query string (no ``?``), without pagination; ``scope`` values override.

    Pages put it into the URLs of their exports and feeds so those select the same publications.
    """
    pairs = []
    for key in FILTER_PARAMS:
        if key in scope:
            continue
        values = params.getlist(key) if hasattr(params, "getlist") else [params.get(key, "")]
        pairs += [(key, value) for value in values if value not in ("", None)]
    pairs += [(key, value) for key, value in scope.items() if value]
    return urlencode(pairs)


def page_size(params: Mapping[str, str] | QueryDict, default: int, maximum: int) -> int:
    """``per_page`` as a number of rows: "all" is ``maximum``; anything else is kept within 1..maximum."""
    value = (params.get("per_page") or "").strip().lower()
    if value == "all":
        return maximum
    number = parse_whole_number(value)
    if number is None:
        return default
    return max(1, min(number, maximum))


# Parameters public pages read besides the listing filters and pagination: the API's member
# switch, the sitemap's page (Django's sitemap view names it ``p``), and the citation style of a
# publication page and of a formatted export, the letter of the people and venue indexes, and the
# sort and grouping of listings.
OTHER_PAGE_PARAMS = ("group", "letter", "member", "p", "sort", "style")


# Every query parameter some public page reads; the page cache ignores all others.
PAGE_PARAMS = frozenset((*FILTER_PARAMS, *PAGINATION_PARAMS, *OTHER_PAGE_PARAMS))


def canonical_query(params: QueryDict) -> QueryDict:
    """The parameters of ``params`` that a public page reads, by name, and without ``page=1``.

    ``?utm_source=…``, ``?b=2&a=1`` against ``?a=1&b=2`` and ``?page=1`` then name the page they
    show. The values of one parameter keep their order.
    """
    canonical = QueryDict(mutable=True)
    for name in sorted(key for key in params if key in PAGE_PARAMS):
        values = params.getlist(name)
        if name == "page":
            numbers = [parse_whole_number(value) for value in values]
            values = [str(n) if n is not None else v for n, v in zip(numbers, values, strict=True)]
            if values == ["1"]:
                continue
        canonical.setlist(name, values)
    canonical._mutable = False
    return canonical
