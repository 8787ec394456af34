"""The one owner of a publication's derived row data: its search text, its title key and its citation.

The search text and title key are computed from other data: the title; the names of its authors,
as they are stored and as the entry wrote them; its venue as written and the venue's names. Every
write that changes any of those keeps them right through this module: imports build new rows
with :func:`search_text` and :func:`title_key`, and everything else (undo, merges, the admin's
forms, inlines and actions, commands) calls :func:`refresh` or one of its narrower forms
afterwards. Stale derived data would make search miss a retitled paper and duplicate detection
compare against a title that is no longer there.

The citation is the publication page's "Cite as" in the site's default style: citeproc-py takes
milliseconds to format one, more than the rest of the page. It is stored with the key of what it
was formatted from (:func:`citation_key`: the style and the publication's CSL-JSON item), and
:func:`stored_citation` hands it out only while that key is still the publication's, so a write
that did not pass through :func:`refresh` costs a citation formatted on the page, never a stale one.

Which search words the database keeps ready (``SearchTerm``) is chosen here too: at once after a
bulk load (:func:`choose_frequent_terms`), and again after ordinary writes once enough was written
for the choice to have moved (:func:`frequent_terms_choice_due`, checked after every committed
write; :func:`choose_frequent_terms_when_due`, run by the task worker); their matches and counts
the database's triggers keep on every write.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from functools import cache
from importlib.metadata import version
from typing import TYPE_CHECKING, Any

from django.db.models import Prefetch, QuerySet
from django.utils.safestring import SafeString, mark_safe

from publications import search
from publications.exports import csl
from publications.exports.styles import CitationStyle, cite, default_style
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
    return search_text_with_venue(publication, publication.venue, publication.venue_name)


def search_text_with_venue(publication: Publication, venue: Any, venue_name: str) -> str:
    """:func:`search_text` of a saved publication's title and authorships (loaded or not) with
    ``venue`` (anything with a ``short_name`` and a ``name``; None for none) and ``venue_name``:
    its own (:func:`search_text_for`), or the ones an update is about to give it."""
    return search_text(
        publication.title,
        [
            (authorship.author.display_name, authorship.name_as_written)
            for authorship in publication.authorships.all()
        ],
        venue_name,
        (venue.short_name, venue.name) if venue is not None else None,
    )


@cache
def _formatter_version() -> str:
    return version("citeproc-py")


def citation_key(publication: Publication, style: CitationStyle, item: dict | None = None) -> str:
    """What a citation in ``style`` is formatted from: the style, the formatter's version, and the
    publication's CSL-JSON item (its fields, authors and venue as citeproc-py reads them; ``item``
    when the caller made it already)."""
    inputs = [
        style.key,
        style.csl_name,
        _formatter_version(),
        csl.item(publication) if item is None else item,
    ]
    encoded = json.dumps(inputs, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(encoded.encode(), digest_size=16).hexdigest()


def stored_citation(
    publication: Publication, style: CitationStyle, item: dict | None = None
) -> SafeString | None:
    """The stored citation in ``style``, when one is stored and was formatted from what the
    publication is now (a row with its venue and authorships loaded; ``item`` its CSL-JSON item,
    when the caller made it already); else None."""
    if not publication.citation_key or publication.citation_key != citation_key(publication, style, item):
        return None
    return mark_safe(publication.citation)  # stored as ``cite`` returned it: the data escaped


def citation_values(publication: Publication) -> dict[str, str]:
    """``citation`` and ``citation_key`` in the default style; the citation is formatted again
    only when its key changed."""
    style = default_style()
    item = csl.item(publication)
    key = citation_key(publication, style, item)
    if key == publication.citation_key:
        return {"citation_key": key, "citation": publication.citation}
    return {"citation_key": key, "citation": str(cite(publication, style, item))}


# A write of more publications than this formats none of their citations: citeproc-py takes
# milliseconds a citation, seconds for a bulk import, a renamed venue or a merge of prolific
# people. Their pages format them (once per data version) until ``manage.py
# refresh_derived_data`` (:func:`refresh_all`) stores them; the stored key keeps a stale one unseen.
CITATIONS_FORMATTED_PER_WRITE = 200


def refresh(publications: QuerySet[Publication] | Iterable[int]) -> int:
    """Recompute the derived fields of these publications from what is stored now; write the ones
    that differ. Returns how many changed. Four queries at most, whatever the number of rows
    (the citation reads every field); citations only for :data:`CITATIONS_FORMATTED_PER_WRITE`
    rows at most."""
    return _refresh(publications, citations_only=False)


def refresh_citations(publications: QuerySet[Publication] | Iterable[int]) -> int:
    """:func:`refresh` of the citations alone: for rows written with their other derived fields
    already right (an import's new and updated publications), which are not read again. More than
    :data:`CITATIONS_FORMATTED_PER_WRITE` rows are not read at all."""
    return _refresh(publications, citations_only=True)


def _refresh(publications, *, citations_only: bool, every_citation: bool = False) -> int:
    from publications.models import Authorship, Publication

    if not isinstance(publications, QuerySet):
        ids = list(publications)
        if citations_only and not every_citation and len(ids) > CITATIONS_FORMATTED_PER_WRITE:
            return 0
        publications = Publication.objects.filter(pk__in=ids)
    rows = list(
        publications.order_by()
        .select_related("venue")
        .prefetch_related(
            Prefetch("authorships", queryset=Authorship.objects.select_related("author").order_by("position"))
        )
        .defer("search_vector", *(("search_text", "title_key") if citations_only else ()))
    )
    with_citations = every_citation or len(rows) <= CITATIONS_FORMATTED_PER_WRITE
    if citations_only and not with_citations:
        return 0
    changed = {}
    for row in rows:
        values = {}
        if not citations_only:
            values.update(search_text=search_text_for(row), title_key=title_key(row.title))
        if with_citations:
            values.update(citation_values(row))
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


REFRESH_BATCH = 500


def refresh_all(batch: int = REFRESH_BATCH) -> int:
    """:func:`refresh` of every publication, ``batch`` rows a transaction, every citation
    formatted: after a change of the default citation style or of the formatter, and for rows
    written without them (generated demo data, large writes). Returns how many changed."""
    from django.db import transaction

    from publications.models import Publication

    changed = 0
    last = 0
    while True:
        following = Publication.objects.filter(pk__gt=last).order_by("pk")
        ids = list(following.values_list("pk", flat=True)[:batch])
        if not ids:
            return changed
        with transaction.atomic():
            changed += _refresh(ids, citations_only=False, every_citation=True)
        last = ids[-1]


def choose_frequent_terms(using: str = "default") -> int:
    """Keep ready the search words of many listed publications (``search.FREQUENT_TERM_SHARE``),
    and only those; returns how many. The database's triggers store or drop each added or removed
    word's matches (migration 0025), and keep every kept word's matches right through later writes;
    after a bulk load the words are chosen at once, else the task worker chooses them again
    when enough was written (:func:`choose_frequent_terms_when_due`)."""
    from django.db import connections, transaction

    with transaction.atomic(using=using), connections[using].cursor() as cursor:
        _lock_counts(cursor)
        return _choose(cursor)


def frequent_terms_choice_due(using: str = "default") -> bool:
    """Whether the listed publications written since the last choice (``SearchTermDrift``) reach
    ``search.FREQUENT_TERM_DRIFT`` of the threshold, so that a word may have moved past it: one
    single-row read, made after every committed write (``publications.tasks``)."""
    from django.db import connections

    with connections[using].cursor() as cursor:
        return _choice_due(cursor)


def choose_frequent_terms_when_due(using: str = "default") -> int | None:
    """:func:`choose_frequent_terms` if :func:`frequent_terms_choice_due`, checked again once the
    counts are locked; returns how many words it kept, None when it was not due."""
    from django.db import connections, transaction

    with transaction.atomic(using=using), connections[using].cursor() as cursor:
        _lock_counts(cursor)
        if not _choice_due(cursor):  # chosen by another process while this one waited
            return None
        return _choose(cursor)


def _lock_counts(cursor) -> None:
    from publications.models import DataVersion

    # As every writer does before it touches a count: concurrent writers queue here, not on counts.
    cursor.execute(f"SELECT 1 FROM {DataVersion._meta.db_table} WHERE id = 1 FOR UPDATE")


def _choice_due(cursor) -> bool:
    from publications.models import SearchTermDrift

    cursor.execute(f"SELECT written, chosen_for FROM {SearchTermDrift._meta.db_table} WHERE id = 1")
    row = cursor.fetchone()
    if row is None:  # never written since the tables were emptied
        return False
    written, chosen_for = row
    threshold = max(search.FREQUENT_TERM_MINIMUM, search.FREQUENT_TERM_SHARE * chosen_for)
    return written >= search.FREQUENT_TERM_DRIFT * threshold


def _choose(cursor) -> int:
    from publications.models import Publication, SearchTermDrift

    share, minimum = search.FREQUENT_TERM_SHARE, search.FREQUENT_TERM_MINIMUM
    cursor.execute("SELECT publications_choose_search_terms(%s, %s)", [share, minimum])
    chosen = cursor.fetchone()[0]
    cursor.execute(
        f"""INSERT INTO {SearchTermDrift._meta.db_table} AS drift (id, written, chosen_for)
        SELECT 1, 0, COUNT(*) FROM {Publication._meta.db_table} WHERE artifact_of_id IS NULL
        ON CONFLICT (id) DO UPDATE SET written = 0, chosen_for = EXCLUDED.chosen_for"""
    )
    return chosen
