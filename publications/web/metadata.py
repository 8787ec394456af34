"""Machine-readable metadata of a publication page: Highwire Press tags (Google Scholar),
schema.org JSON-LD, OpenGraph and a COinS span (Zotero's page translator).

Values are plain text here; templates escape them for HTML and ``json_ld_script`` for JSON.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING
from urllib.parse import urlencode

from django.utils.safestring import SafeString, mark_safe

from publications.exports.common import is_journal_like, one_line, page_range, people, venue_title
from publications.links import http_url
from publications.vocabulary import UNACCEPTED_STATUSES, PublicationStatus, PublicationType
from publications.web.route_urls import EntryUrls

if TYPE_CHECKING:
    from publications.models import Publication

# What json_script escapes, so that "</script>" or "<!--" in a title cannot end the element.
# (Replaced one after the other: ``str.translate`` looks up every character of a text that is not
# all ASCII, tens of microseconds for a page's JSON-LD.)
_JSON_SCRIPT_ESCAPES = ((">", "\\u003E"), ("<", "\\u003C"), ("&", "\\u0026"))


def publication_date(publication: Publication, separator: str = "/") -> str:
    if not publication.year:
        return ""
    if publication.month:
        return f"{publication.year}{separator}{publication.month:02d}"
    return str(publication.year)


def highwire_tags(publication: Publication) -> list[tuple[str, str]]:
    """``citation_*`` meta tags in the order Google Scholar's inclusion guidelines list them."""
    tags = [("citation_title", one_line(publication.title))]
    tags += [("citation_author", person.display) for person in people(publication)]
    tags.append(("citation_publication_date", publication_date(publication)))
    venue = venue_title(publication)
    if is_journal_like(publication):
        tags.append(("citation_journal_title", venue))
    elif publication.type == PublicationType.CONFERENCE:
        tags.append(("citation_conference_title", venue))
    elif publication.type == PublicationType.THESIS:
        tags.append(("citation_dissertation_institution", venue or one_line(publication.publisher)))
    else:
        tags.append(("citation_publisher", venue))
    first, last = page_range(publication.pages)
    tags += [
        ("citation_volume", publication.volume),
        ("citation_issue", publication.number),
        ("citation_firstpage", first or publication.article_number),
        ("citation_lastpage", last),
        ("citation_publisher", publication.publisher),
        ("citation_doi", publication.doi),
        ("citation_arxiv_id", publication.arxiv_id),
        ("citation_pdf_url", http_url(publication.pdf_url)),
    ]
    return [(name, one_line(value)) for name, value in tags if one_line(value)]


SCHEMA_TYPES = {
    PublicationType.DATASET: "Dataset",
    PublicationType.BOOK: "Book",
    PublicationType.CHAPTER: "Chapter",
    PublicationType.THESIS: "Thesis",
}


def json_ld(publication: Publication, urls: EntryUrls) -> dict:
    """schema.org ScholarlyArticle (Dataset, Book, ... for those types); ``urls`` absolute."""
    url = urls.publication(publication.pk)
    data: dict = {
        "@context": "https://schema.org",
        "@type": SCHEMA_TYPES.get(publication.type, "ScholarlyArticle"),
        "@id": url,
        "url": url,
        "headline": one_line(publication.title)[:110],
        "name": one_line(publication.title),
        "author": [
            {
                "@type": "Person",
                "name": authorship.author.display_name,
                **({"url": urls.author(authorship.author.slug)} if authorship.author.is_member else {}),
                **(
                    {"sameAs": f"https://orcid.org/{authorship.author.orcid}"}
                    if authorship.author.orcid
                    else {}
                ),
            }
            for authorship in publication.authorships.all()
        ],
    }
    if date := publication_date(publication, "-"):
        data["dateCreated" if publication.status in UNACCEPTED_STATUSES else "datePublished"] = date
    if publication.status != PublicationStatus.PUBLISHED:
        data["creativeWorkStatus"] = publication.get_status_display()
    if venue := venue_title(publication):
        data["isPartOf"] = {
            "@type": "Periodical" if publication.type == PublicationType.JOURNAL else "CreativeWork",
            "name": venue,
        }
    first, last = page_range(publication.pages)
    if first:
        data["pageStart"] = first
    if last:
        data["pageEnd"] = last
    if publication.doi:
        data["identifier"] = {"@type": "PropertyValue", "propertyID": "DOI", "value": publication.doi}
        data["sameAs"] = publication.doi_url
    if publication.abstract:
        data["abstract"] = one_line(publication.abstract)
    if publication.publisher:
        data["publisher"] = {"@type": "Organization", "name": one_line(publication.publisher)}
    if pdf := http_url(publication.pdf_url):
        data["encoding"] = {"@type": "MediaObject", "contentUrl": pdf, "encodingFormat": "application/pdf"}
    if publication.award:
        data["award"] = one_line(publication.award)
    return data


def json_ld_script(data: dict) -> SafeString:
    """A ``<script type="application/ld+json">`` element that no string value can break out of."""
    text = json.dumps(data, ensure_ascii=False, sort_keys=False)
    for character, escaped in _JSON_SCRIPT_ESCAPES:
        text = text.replace(character, escaped)
    return mark_safe(f'<script type="application/ld+json">{text}</script>')


def opengraph(publication: Publication, url: str) -> list[tuple[str, str]]:
    """OpenGraph properties of the publication's page, whose absolute URL is ``url``."""
    description = one_line(publication.abstract)[:300] or ", ".join(
        person.display for person in people(publication)
    )
    tags = [
        ("og:type", "article"),
        ("og:title", one_line(publication.title)),
        ("og:url", url),
        ("og:description", description),
    ]
    if publication.year:
        tags.append(("article:published_time", publication_date(publication, "-")))
    return [(name, value) for name, value in tags if value]


def coins(publication: Publication) -> str:
    """The ``title`` of a COinS span (an OpenURL ContextObject); the template escapes it."""
    is_journal = is_journal_like(publication)
    pairs: list[tuple[str, str]] = [
        ("ctx_ver", "Z39.88-2004"),
        ("rft_val_fmt", "info:ofi/fmt:kev:mtx:journal" if is_journal else "info:ofi/fmt:kev:mtx:book"),
    ]
    venue = venue_title(publication)
    if is_journal:
        pairs += [("rft.genre", "article"), ("rft.atitle", publication.title), ("rft.jtitle", venue)]
    elif publication.type in {PublicationType.CONFERENCE, PublicationType.CHAPTER}:
        pairs += [("rft.genre", "proceeding"), ("rft.atitle", publication.title), ("rft.btitle", venue)]
    else:
        pairs += [("rft.genre", "book"), ("rft.btitle", publication.title)]
    pairs += [("rft.au", person.family_first) for person in people(publication)]
    first, last = page_range(publication.pages)
    pairs += [
        ("rft.date", str(publication.year or "")),
        ("rft.volume", publication.volume),
        ("rft.issue", publication.number),
        ("rft.spage", first),
        ("rft.epage", last),
        ("rft.pub", publication.publisher),
    ]
    if publication.doi:
        pairs.append(("rft_id", f"info:doi/{publication.doi}"))
    if url := http_url(publication.url):
        pairs.append(("rft_id", url))
    return urlencode([(key, one_line(value)) for key, value in pairs if one_line(value)])
