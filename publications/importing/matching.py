"""Finding the stored publication an entry may already be: by DOI, by title, and by near title.

Exact candidates come from two indexed lookups for the whole paste (DOIs, title keys), their
authors from one more; near titles are scored with rapidfuzz against the stored titles of the
same years only, so a large database does not make a paste slow.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import defaultdict
from dataclasses import dataclass, field

from django.db.models import Q
from rapidfuzz import fuzz, process

from publications.keys import alnum_key
from publications.models import Authorship, Publication

# Fields an import may fill in on a stored publication when they are empty there.
FILLABLE_FIELDS = (
    "doi", "year", "month", "pages", "volume", "number", "article_number", "publisher", "arxiv_id",
    "pmid", "url", "pdf_url", "code_url", "slides_url", "video_url", "project_url", "award", "abstract",
    "venue_name",
)  # fmt: skip
_LOADED_FIELDS = (
    "id", "title", "title_key", "type", "venue_id", "highlight", "highlight_order", "artifact_of_id",
    "published_version_id", *FILLABLE_FIELDS,
)  # fmt: skip
NEAR_TITLE_SCORE = 90.0


@dataclass
class StoredPublication:
    id: int
    title: str
    title_key: str
    type: str
    year: int | None
    doi: str
    values: dict
    author_families: set[str] = field(default_factory=set)


@dataclass(frozen=True)
class NearTitle:
    id: int
    title: str
    year: int | None
    score: float


class StoredIndex:
    """Stored publications that share a DOI or a title key with some entry of the paste."""

    def __init__(self, title_keys: set[str], dois: set[str]) -> None:
        rows = Publication.objects.filter(Q(title_key__in=title_keys) | Q(doi__in=dois - {""})).values(
            *_LOADED_FIELDS
        )
        self.by_id: dict[int, StoredPublication] = {}
        self.by_title: dict[str, list[StoredPublication]] = defaultdict(list)
        self.by_doi: dict[str, StoredPublication] = {}
        for row in rows:
            stored = StoredPublication(
                row["id"], row["title"], row["title_key"], row["type"], row["year"], row["doi"], row
            )
            self.by_id[stored.id] = stored
            self.by_title[stored.title_key].append(stored)
            if stored.doi:
                self.by_doi[stored.doi] = stored
        families = Authorship.objects.filter(publication_id__in=self.by_id).values_list(
            "publication_id", "author__family_name"
        )
        for publication_id, family in families:
            self.by_id[publication_id].author_families.add(alnum_key(family))


def _length_window(length: int) -> tuple[int, int]:
    """Lengths a title key may have and still score NEAR_TITLE_SCORE against one of ``length``.

    fuzz.ratio is 100 * (1 - d / (a + b)) with an edit distance d ≥ |a - b|, so a score of s
    or more needs |a - b| ≤ (1 - s/100) * (a + b). One character of slack on each side.
    """
    share = 1 - NEAR_TITLE_SCORE / 100
    return int(length * (1 - share) / (1 + share)) - 1, int(length * (1 + share) / (1 - share)) + 1


def near_titles(queries: list[tuple[int, str, int | None]], exclude: set[int]) -> dict[int, list[NearTitle]]:
    """For (entry index, title key, year) queries: stored titles scoring NEAR_TITLE_SCORE or more.

    Only publications of the entry's year ±1 are compared (all years for an entry without one),
    and of those only the ones whose length allows the score at all.
    """
    if not queries:
        return {}
    years = {y + d for _, _, y in queries if y is not None for d in (-1, 0, 1)}
    stored = Publication.objects.exclude(pk__in=exclude).order_by()  # sorted by length below
    if all(y is not None for _, _, y in queries):
        stored = stored.filter(Q(year__in=years) | Q(year__isnull=True))
    # (length, id, key, year), shortest first: a list of them stays sorted when split by year,
    # and a few such runs merge quickly into one.
    stored_keys = stored.values_list("id", "title_key", "year")
    rows = sorted((len(key), pk, key, year) for pk, key, year in stored_keys)
    by_year: dict[int | None, list[tuple]] = defaultdict(list)
    for row in rows:
        by_year[row[3]].append(row)
    found: dict[int, list[tuple[int, int | None, float]]] = {}
    groups: dict[int | None, list[tuple[int, str]]] = defaultdict(list)
    for index, key, year in queries:
        groups[year].append((index, key))
    for year, group in groups.items():
        if year is None:
            choices = rows
        else:
            choices = sorted(by_year[year - 1] + by_year[year] + by_year[year + 1] + by_year[None])
        if not choices:
            continue
        lengths = [row[0] for row in choices]
        choice_keys = [row[2] for row in choices]
        for index, key in group:
            shortest, longest = _length_window(len(key))
            start, end = bisect_left(lengths, shortest), bisect_right(lengths, longest)
            hits = process.extract(
                key, choice_keys[start:end], scorer=fuzz.ratio, score_cutoff=NEAR_TITLE_SCORE, limit=3
            )
            if hits:
                found[index] = [(choices[start + i][1], choices[start + i][3], score) for _, score, i in hits]
    titles = dict(
        Publication.objects.filter(pk__in={hit[0] for hits in found.values() for hit in hits}).values_list(
            "id", "title"
        )
    )
    return {
        index: [NearTitle(pk, titles.get(pk, ""), year, score) for pk, year, score in hits]
        for index, hits in found.items()
    }
