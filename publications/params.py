"""Query-string values of the public pages: whole numbers, and which parameters a page reads.

Numbers are ASCII digits only. ``str.isdigit()`` also accepts "²" and "٣", which ``int()`` then
refuses or reads as another number; a long run of digits would make ``int()`` itself refuse.
"""

from __future__ import annotations

import re

from django.http import QueryDict

# Eighteen digits fit any page number, page size or year the site can mean, and a bigint.
_WHOLE_NUMBER = re.compile(r"[0-9]{1,18}")


def parse_whole_number(value: object) -> int | None:
    """``value`` as a non-negative whole number, or None unless it is ASCII digits (spaces around allowed)."""
    if not isinstance(value, str):
        return None
    value = value.strip()
    if not _WHOLE_NUMBER.fullmatch(value):
        return None
    return int(value)


# Parameters public pages read besides the listing filters and pagination: the API's member
# switch, the sitemap's page (Django's sitemap view names it ``p``), and the citation style of a
# publication page and of a formatted export, the letter of the people and venue indexes, and the
# sort and grouping of listings.
OTHER_PAGE_PARAMS = ("group", "letter", "member", "p", "sort", "style")


def page_params() -> frozenset[str]:
    """Every query parameter some public page reads; the page cache ignores all others."""
    from publications.filters import FILTER_PARAMS, PAGINATION_PARAMS  # the filters need the models

    return frozenset((*FILTER_PARAMS, *PAGINATION_PARAMS, *OTHER_PAGE_PARAMS))


def canonical_query(params: QueryDict) -> QueryDict:
    """The parameters of ``params`` that a public page reads, by name, and without ``page=1``.

    ``?utm_source=…``, ``?b=2&a=1`` against ``?a=1&b=2`` and ``?page=1`` then name the page they
    show. The values of one parameter keep their order.
    """
    known = page_params()
    canonical = QueryDict(mutable=True)
    for name in sorted(key for key in params if key in known):
        values = params.getlist(name)
        if name == "page":
            numbers = [parse_whole_number(value) for value in values]
            values = [str(n) if n is not None else v for n, v in zip(numbers, values, strict=True)]
            if values == ["1"]:
                continue
        canonical.setlist(name, values)
    canonical._mutable = False
    return canonical
