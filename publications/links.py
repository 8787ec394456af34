"""The outbound links of a publication: only http(s) URLs ever become links."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

if TYPE_CHECKING:
    from publications.models import Publication

SAFE_SCHEMES = ("http", "https")
# An http(s) URL that ``urlsplit`` would take apart without a doubt: printable ASCII without spaces
# or brackets (no IPv6 host to check), a host right after "//". Most stored URLs are of this shape;
# recognising it costs a tenth of splitting the URL (an export checks a hundred thousand).
_PLAIN_HTTP_URL = re.compile(r"[Hh][Tt][Tt][Pp][Ss]?://[!-\"$-.0->@-Z\\^-~][!-Z\\^-~]*")


def http_url(value: str | None) -> str:
    """``value`` if it is an absolute http(s) URL, else "" (a stored ``javascript:`` URL is dropped)."""
    if not value:
        return ""
    value = value.strip()
    if _PLAIN_HTTP_URL.fullmatch(value):
        return value
    try:
        parts = urlsplit(value)
    except ValueError:
        return ""
    if parts.scheme.lower() not in SAFE_SCHEMES or not parts.netloc:
        return ""
    if any(char in value for char in "\r\n\t\x00 "):
        return ""
    return value


@dataclass(frozen=True)
class Link:
    kind: str
    label: str
    url: str


def publication_links(publication: Publication) -> list[Link]:
    """The links a listing shows, in a fixed order; artifacts come from the prefetched relation."""
    candidates = [
        ("pdf", "PDF", publication.pdf_url),
        ("doi", "DOI", publication.doi_url),
        ("arxiv", "arXiv", publication.arxiv_url),
        ("code", "Code", publication.code_url),
        ("slides", "Slides", publication.slides_url),
        ("video", "Video", publication.video_url),
        ("project", "Project", publication.project_url),
    ]
    if publication.url and publication.url not in {publication.pdf_url, publication.doi_url}:
        candidates.insert(0, ("url", "Paper", publication.url))
    links = [Link(kind, label, http_url(url)) for kind, label, url in candidates]
    links = [link for link in links if link.url]
    for artifact in publication.artifacts.all():
        url = http_url(artifact.url) or http_url(artifact.doi_url) or artifact.get_absolute_url()
        links.append(Link("artifact", "Dataset" if artifact.type == "dataset" else "Artifact", url))
    return links
