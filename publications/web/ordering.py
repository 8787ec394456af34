"""How a listing is ordered and grouped: ``?sort=`` (newest, oldest, title, venue) and ``?group=``
(year, the default, or type). Shared by every listing page; exports and feeds keep their own order.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from django import forms
from django.db import models
from django.http import QueryDict


class Sort(models.TextChoices):
    NEWEST = "newest", "Newest"
    OLDEST = "oldest", "Oldest"
    TITLE = "title", "Title"
    VENUE = "venue", "Venue"


class Grouping(models.TextChoices):
    YEAR = "year", "Year"
    TYPE = "type", "Type"


ORDER_PARAMS = ("sort", "group")


class ListingOrderForm(forms.Form):
    sort = forms.ChoiceField(choices=Sort.choices, required=False)
    group = forms.ChoiceField(choices=Grouping.choices, required=False)


@dataclass(frozen=True)
class ListingOrder:
    """The chosen sort (None: the listing's own, newest first or best match) and grouping."""

    sort: Sort | None = None
    group: Grouping = Grouping.YEAR
    errors: dict[str, list[str]] = field(default_factory=dict)

    @property
    def by_year(self) -> bool:
        """Year headings make sense only while the list runs through the years."""
        return self.group == Grouping.YEAR and self.sort in (None, Sort.NEWEST, Sort.OLDEST)


def listing_order(params: Mapping[str, str] | QueryDict) -> ListingOrder:
    given = {name: params.get(name, "") for name in ORDER_PARAMS}
    if not any(given.values()):
        return ListingOrder()  # what the form gives for no choice, without making one
    form = ListingOrderForm(given)
    if not form.is_valid():
        return ListingOrder(errors={name: list(messages) for name, messages in form.errors.items()})
    sort = form.cleaned_data["sort"]
    group = form.cleaned_data["group"]
    return ListingOrder(sort=Sort(sort) if sort else None, group=Grouping(group) if group else Grouping.YEAR)
