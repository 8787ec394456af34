"""CSL-JSON: the input of citeproc processors (Pandoc, Zotero, citeproc-js, citeproc-py)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from publications.exports.common import one_line, page_range, people, venue_title
from publications.links import http_url
from publications.vocabulary import PublicationStatus, PublicationType

if TYPE_CHECKING:
    from publications.models import Publication

MEDIA_TYPE = "application/vnd.citationstyles.csl+json"
EXTENSION = "json"
READS_ABSTRACTS = True

TYPES = {
    PublicationType.CONFERENCE: "paper-conference",
    PublicationType.JOURNAL: "article-journal",
    PublicationType.PREPRINT: "article",
    PublicationType.DATASET: "dataset",
    PublicationType.BOOK: "book",
    PublicationType.CHAPTER: "chapter",
    PublicationType.THESIS: "thesis",
    PublicationType.OTHER: "article",
}
# One encoder for every item of an export: ``json.dumps`` with options builds one per call.
_ENCODER = json.JSONEncoder(ensure_ascii=False)


def item(publication: Publication) -> dict:
    data: dict = {
        "id": f"pub-{publication.pk}",
        "type": TYPES.get(publication.type, "article"),
        "title": one_line(publication.title),
        "author": [
            {"family": p.family, "given": p.given} if p.given else {"literal": p.display}
            for p in people(publication)
        ],
    }
    if publication.year:
        parts = [publication.year] + ([publication.month] if publication.month else [])
        data["issued"] = {"date-parts": [parts]}
    first, last = page_range(publication.pages)
    published = publication.status == PublicationStatus.PUBLISHED
    status = "" if published else publication.get_status_display().lower()
    optional = {
        "container-title": venue_title(publication),
        "container-title-short": publication.venue.short_name if publication.venue_id else "",
        "volume": publication.volume,
        "issue": publication.number,
        "page": f"{first}-{last}" if last else first,
        "number": publication.article_number,
        "publisher": publication.publisher,
        "DOI": publication.doi,
        "URL": http_url(publication.url) or publication.doi_url or http_url(publication.pdf_url),
        "abstract": publication.abstract,
        "note": publication.award,
        "status": status,
    }
    data.update({key: text for key, value in optional.items() if (text := one_line(value))})
    return data


def entry(publication: Publication) -> str:
    return json.dumps([item(publication)], ensure_ascii=False, indent=2) + "\n"


def render(publications: Iterable[Publication]) -> Iterator[str]:
    yield "["
    separator = "\n"
    for publication in publications:
        yield separator + _ENCODER.encode(item(publication))
        separator = ",\n"
    yield "\n]\n"
