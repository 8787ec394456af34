"""CSL-JSON: the input of citeproc processors (Pandoc, Zotero, citeproc-js, citeproc-py)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from json.encoder import encode_basestring
from typing import TYPE_CHECKING

from publications.exports.common import Person, one_line, page_range, people, venue_title
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


# A listing's items as text, written directly: the same characters as ``json.dumps(item(...),
# ensure_ascii=False)`` (keys in the same order, ", " and ": " between them, strings through the
# encoder's own escaping function), without a dictionary per item for the encoder to walk.
_TYPE_TEXT = {kind: encode_basestring(name) for kind, name in TYPES.items()}
_OTHER_TYPE_TEXT = encode_basestring("article")


def _person_text(person: Person) -> str:
    if person.given:
        return f'{{"family": {encode_basestring(person.family)}, "given": {encode_basestring(person.given)}}}'
    return f'{{"literal": {encode_basestring(person.display)}}}'


def _item_text(publication: Publication, persons: dict[Person, str]) -> str:
    """``json.dumps(item(publication), ensure_ascii=False)``; ``persons``: each person's text, once made."""
    authors = []
    for person in people(publication):
        text = persons.get(person)
        if text is None:
            text = persons[person] = _person_text(person)
        authors.append(text)
    parts = [
        f'{{"id": "pub-{publication.pk}", "type": ',
        _TYPE_TEXT.get(publication.type, _OTHER_TYPE_TEXT),
        ', "title": ',
        encode_basestring(one_line(publication.title)),
        ', "author": [',
        ", ".join(authors),
        "]",
    ]
    year = publication.year
    if year:
        month = publication.month
        parts.append(
            f', "issued": {{"date-parts": [[{int(year)}, {int(month)}]]}}'
            if month
            else f', "issued": {{"date-parts": [[{int(year)}]]}}'
        )
    # Values on one line already (the venue's title, the page range) are not passed through
    # ``one_line`` again, nor are empty ones.
    if text := venue_title(publication):
        parts.append(', "container-title": ' + encode_basestring(text))
    if publication.venue_id and (text := one_line(publication.venue.short_name)):
        parts.append(', "container-title-short": ' + encode_basestring(text))
    for key, value in ((', "volume": ', publication.volume), (', "issue": ', publication.number)):
        if value and (text := one_line(value)):
            parts.append(key + encode_basestring(text))
    first, last = page_range(publication.pages)
    if first or last:
        parts.append(', "page": ' + encode_basestring(f"{first}-{last}" if last else first))
    url = http_url(publication.url) or publication.doi_url or http_url(publication.pdf_url)
    optional = (
        (', "number": ', publication.article_number),
        (', "publisher": ', publication.publisher),
        (', "DOI": ', publication.doi),
        (', "URL": ', url),
        (', "abstract": ', publication.abstract),
        (', "note": ', publication.award),
    )
    for key, value in optional:
        if value and (text := one_line(value)):
            parts.append(key + encode_basestring(text))
    if publication.status != PublicationStatus.PUBLISHED and (
        text := one_line(publication.get_status_display().lower())
    ):
        parts.append(', "status": ' + encode_basestring(text))
    parts.append("}")
    return "".join(parts)


def listing_text(publication: Publication) -> str:
    """What :func:`render` writes for this publication between the separators: the text stored for it."""
    return _item_text(publication, {})


def render(publications: Iterable[Publication | str]) -> Iterator[str]:
    """The file of ``publications``: rows, or their :func:`listing_text` when it is stored."""
    yield "["
    separator = "\n"
    persons: dict[Person, str] = {}
    for publication in publications:
        if isinstance(publication, str):
            yield separator + publication
        else:
            yield separator + _item_text(publication, persons)
        separator = ",\n"
    yield "\n]\n"
