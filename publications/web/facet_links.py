"""The links of a listing's facets: each value with the URL that selects it (or, when it is the
chosen one, the URL that removes it) and whether it is chosen.

What ``{% querystring name=value page=None %}`` gives, built once per page from the request's
parameters instead of copying them for each of the hundred or so links.
"""

from __future__ import annotations

from urllib.parse import quote_plus

from django.http import QueryDict


def _pair(key: str, value: object) -> str:
    """``key=value`` as ``urlencode({key: str(value)})`` writes it."""
    return f"{quote_plus(key)}={quote_plus(str(value))}"


def with_links(counts: dict[str, list[dict]], params: QueryDict) -> dict[str, list[dict]]:
    """``counts`` (see ``publications.web.facets``) with ``href`` and ``active`` added to every row.

    A chosen value's link removes it (and keeps the filter's other values); another value's link
    selects that value alone.
    """
    kept = [(key, values) for key, values in params.lists() if key != "page"]
    # Each kept parameter written once for the hundred or so links, not once for each.
    written = {key: [_pair(key, value) for value in values] for key, values in kept}

    def href(name: str, values: list[str]) -> str:
        chosen = [_pair(name, value) for value in values]
        parts = []
        items = 0
        for key, _ in kept:
            if key != name:
                parts += written[key]
                items += 1
            elif values:
                parts += chosen
                items += 1
        if values and name not in params:
            parts += chosen
            items += 1
        if not items:
            return "?" if params else ""
        return "?" + "&".join(parts)

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
