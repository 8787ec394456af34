"""The one owner of a publication's derived row data: its search text and its title key.

Both are computed from other data: the title; the names of its authors, as they are stored and
as the entry wrote them; its venue as written and the venue's names. Every write that changes
any of those keeps them right through this module: imports build new rows with
:func:`search_text` and :func:`title_key`, and everything else (undo, merges, the admin's forms,
inlines and actions, commands) calls :func:`refresh` or one of its narrower forms afterwards.
Stale derived data would make search miss a retitled paper and duplicate detection compare
against a title that is no longer there.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from django.db.models import Prefetch, QuerySet

from publications.keys import fold, title_key

if TYPE_CHECKING:
    from publications.models import Publication


def search_text(
    title: str,
    author_names: Iterable[tuple[str, str]] = (),
    venue_name: str = "",
    venue: tuple[str, str] | None = None,
) -> str:
    """``Publication.search_text``: the folded title, author names, and venue.

    ``author_names`` holds (stored display name, name as written) per authorship, in order;
    ``venue`` the venue's (short name, name) when there is one.
    """
    parts = [title]
    for display, as_written in author_names:
        parts.append(display)
        if as_written and as_written != display:
            parts.append(as_written)
    parts.append(venue_name)
    parts.extend(venue or ())
    return fold(" ".join(part for part in parts if part))


def search_text_for(publication: Publication) -> str:
    """:func:`search_text` from a saved publication's own rows (authorships and venue, loaded or not)."""
    authorships = publication.authorships.all()
    venue = publication.venue
    return search_text(
        publication.title,
        [(authorship.author.display_name, authorship.name_as_written) for authorship in authorships],
        publication.venue_name,
        (venue.short_name, venue.name) if venue is not None else None,
    )


def derived_values(publication: Publication) -> dict[str, str]:
    return {"search_text": search_text_for(publication), "title_key": title_key(publication.title)}


def refresh(publications: QuerySet[Publication] | Iterable[int]) -> int:
    """Recompute the derived fields of these publications from what is stored now; write the ones
    that differ. Returns how many changed. Four queries at most, whatever the number of rows."""
    from publications.models import Authorship, Publication

    if not isinstance(publications, QuerySet):
        publications = Publication.objects.filter(pk__in=list(publications))
    rows = (
        publications.order_by()
        .select_related("venue")
        .prefetch_related(
            Prefetch("authorships", queryset=Authorship.objects.select_related("author").order_by("position"))
        )
        .only("pk", "title", "venue_name", "search_text", "title_key", "venue__short_name", "venue__name")
    )
    changed = {}
    for row in rows:
        values = derived_values(row)
        differing = {name: value for name, value in values.items() if getattr(row, name) != value}
        if differing:
            changed[row.pk] = differing
    Publication.objects.update_rows(changed)
    return len(changed)


def refresh_for_authors(author_ids: Iterable[int], exclude: Iterable[int] = ()) -> int:
    """:func:`refresh` of every publication these people are authors of (after a rename or merge)."""
    from publications.models import Authorship, Publication

    written = Authorship.objects.filter(author_id__in=list(author_ids)).values("publication_id")
    return refresh(Publication.objects.filter(pk__in=written).exclude(pk__in=list(exclude)))


def refresh_for_venues(venue_ids: Iterable[int]) -> int:
    """:func:`refresh` of every publication in these venues (after a rename or merge)."""
    from publications.models import Publication

    return refresh(Publication.objects.filter(venue_id__in=list(venue_ids)))
