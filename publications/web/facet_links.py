"""The links of a listing's facets: each value with the URL that selects it (or, when it is the
chosen one, the URL that removes it) and whether it is chosen.

What ``{% querystring name=value page=None %}`` gives, built once per page from the request's
parameters instead of copying them for each of the hundred or so links.
"""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import QueryDict


def with_links(counts: dict[str, list[dict]], params: QueryDict) -> dict[str, list[dict]]:
    """``counts`` (see ``publications.web.facets``) with ``href`` and ``active`` added to every row.

    A chosen value's link removes it (and keeps the filter's other values); another value's link
    selects that value alone.
    """
    kept = [(key, values) for key, values in params.lists() if key != "page"]

    def href(name: str, values: list[str]) -> str:
        items = []
        for key, given in kept:
            if key != name:
                items.append((key, given))
            elif values:
                items.append((key, values))
        if values and name not in params:
            items.append((name, values))
        if not items:
            return "?" if params else ""
        return "?" + "&".join(urlencode({key: str(value)}) for key, given in items for value in given)

    linked = {}
    for name, rows in counts.items():
        given = params.getlist(name)
        chosen = [value.lower() for value in given] if name == "venue" else given
        linked[name] = []
        for row in rows:
            value = str(row["value"])
            active = value in chosen
            if active:
                target = href(name, [other for other, key in zip(given, chosen, strict=True) if key != value])
            else:
                target = href(name, [value])
            linked[name].append({**row, "active": active, "href": target})
    return linked
