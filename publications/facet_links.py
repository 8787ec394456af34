"""The links of a listing's facets: each value with the URL that selects it (or, when it is the
chosen one, the URL that removes it) and whether it is chosen.

What ``{% querystring name=value page=None %}`` gives, built once per page from the request's
parameters instead of copying them for each of the hundred or so links.
"""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import QueryDict


def with_links(counts: dict[str, list[dict]], params: QueryDict) -> dict[str, list[dict]]:
    """``counts`` (see ``publications.facets``) with ``href`` and ``active`` added to every row."""
    kept = [(key, values) for key, values in params.lists() if key != "page"]

    def href(name: str, value: object) -> str:
        items = []
        for key, values in kept:
            if key != name:
                items.append((key, values))
            elif value is not None:
                items.append((key, [value]))
        if value is not None and name not in params:
            items.append((name, [value]))
        if not items:
            return "?" if params else ""
        return "?" + "&".join(urlencode({key: str(value)}) for key, values in items for value in values)

    linked = {}
    for name, rows in counts.items():
        chosen = params.get(name)
        if name == "venue" and chosen is not None:
            chosen = chosen.lower()
        linked[name] = []
        for row in rows:
            active = chosen is not None and chosen == str(row["value"])
            target = href(name, None if active else row["value"])
            linked[name].append({**row, "active": active, "href": target})
    return linked
