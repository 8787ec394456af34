"""A small client for Crossref, arXiv and PubMed: standard library HTTP, a timeout, clear errors.

Base URLs and the timeout are settings (``ENRICHMENT_CROSSREF_URL``, ``ENRICHMENT_ARXIV_URL``,
``ENRICHMENT_PUBMED_URL``, ``ENRICHMENT_TIMEOUT_SECONDS``), so a test can point the client at
a local server holding recorded answers.
"""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from xml.etree import ElementTree

from django.conf import settings

USER_AGENT = "groupsite/1 (a research group's publication site)"
ATOM = "{http://www.w3.org/2005/Atom}"
ARXIV = "{http://arxiv.org/schemas/atom}"
MONTH_NAMES = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
MONTHS = {name: number for number, name in enumerate(MONTH_NAMES, 1)}


class LookupFailed(Exception):
    """The service could not answer; the message says why, in words for the admin."""


class ServiceUnavailable(LookupFailed):
    """The service did not answer (offline, too slow, a server error): asking again later may work."""


@dataclass
class Metadata:
    """What a service says about one publication; empty strings and None where it says nothing."""

    source: str
    title: str = ""
    year: int | None = None
    month: int | None = None
    venue_name: str = ""
    volume: str = ""
    number: str = ""
    pages: str = ""
    article_number: str = ""
    publisher: str = ""
    doi: str = ""
    arxiv_id: str = ""
    pmid: str = ""
    abstract: str = ""
    url: str = ""
    authors: list[str] = field(default_factory=list)


def _get(service: str, url: str) -> bytes:
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT, "Accept": "*/*"})
    timeout = settings.ENRICHMENT_TIMEOUT_SECONDS
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.read(2 * 1024 * 1024)
    except urllib.error.HTTPError as error:
        if error.code == 404:
            raise LookupFailed(f"{service} does not know this identifier (404).") from None
        raise ServiceUnavailable(
            f"{service} answered with an error (HTTP {error.code}); try again later."
        ) from None
    except TimeoutError:
        raise ServiceUnavailable(f"{service} did not answer within {timeout:g} s; try again later.") from None
    except (urllib.error.URLError, OSError) as error:
        reason = getattr(error, "reason", error)
        raise ServiceUnavailable(
            f"Could not reach {service} ({reason}): the server may be offline; nothing was changed."
        ) from None


def _text(value: Any) -> str:
    if isinstance(value, list):
        value = value[0] if value else ""
    return " ".join(str(value or "").split())


def _strip_tags(text: str) -> str:
    """Crossref abstracts are JATS XML (``<jats:p>``); the site stores plain text."""
    return " ".join(re.sub(r"<[^>]+>", " ", text).split())


def from_crossref(doi: str) -> Metadata:
    base = settings.ENRICHMENT_CROSSREF_URL.rstrip("/")
    body = _get("Crossref", f"{base}/works/{urllib.parse.quote(doi, safe='/')}")
    try:
        work = json.loads(body)["message"]
    except (ValueError, KeyError, TypeError):
        raise LookupFailed("Crossref's answer could not be read.") from None
    parts = (work.get("issued") or work.get("published") or {}).get("date-parts") or [[]]
    date = [p for p in parts[0] if isinstance(p, int)]
    return Metadata(
        source="Crossref",
        title=_text(work.get("title")),
        year=date[0] if date else None,
        month=date[1] if len(date) > 1 else None,
        venue_name=_text(work.get("container-title")),
        volume=_text(work.get("volume")),
        number=_text(work.get("issue")),
        pages=_text(work.get("page")),
        article_number=_text(work.get("article-number")),
        publisher=_text(work.get("publisher")),
        doi=_text(work.get("DOI")).lower(),
        abstract=_strip_tags(work.get("abstract") or ""),
        url=_text(work.get("URL")),
        authors=[" ".join(filter(None, (a.get("given"), a.get("family")))) for a in work.get("author") or []],
    )


def from_arxiv(arxiv_id: str) -> Metadata:
    base = settings.ENRICHMENT_ARXIV_URL.rstrip("/")
    body = _get("arXiv", f"{base}/query?{urllib.parse.urlencode({'id_list': arxiv_id})}")
    try:
        feed = ElementTree.fromstring(body)
    except ElementTree.ParseError:
        raise LookupFailed("arXiv's answer could not be read.") from None
    entry = feed.find(f"{ATOM}entry")
    # arXiv answers an unknown id with an empty feed (or an entry titled "Error"), not a 404.
    if entry is None or entry.findtext(f"{ATOM}title", "").strip() == "Error":
        raise LookupFailed("arXiv does not know this identifier.")
    published = entry.findtext(f"{ATOM}published", "")
    return Metadata(
        source="arXiv",
        title=_text(entry.findtext(f"{ATOM}title")),
        year=int(published[:4]) if published[:4].isdigit() else None,
        month=int(published[5:7]) if published[5:7].isdigit() else None,
        doi=_text(entry.findtext(f"{ARXIV}doi")).lower(),
        arxiv_id=arxiv_id,
        abstract=_text(entry.findtext(f"{ATOM}summary")),
        url=f"https://arxiv.org/abs/{arxiv_id}",
        authors=[_text(a.findtext(f"{ATOM}name")) for a in entry.findall(f"{ATOM}author")],
    )


def from_pubmed(pmid: str) -> Metadata:
    base = settings.ENRICHMENT_PUBMED_URL.rstrip("/")
    query = urllib.parse.urlencode({"db": "pubmed", "id": pmid, "retmode": "json"})
    body = _get("PubMed", f"{base}/esummary.fcgi?{query}")
    try:
        result = json.loads(body)["result"]
    except (ValueError, KeyError, TypeError):
        raise LookupFailed("PubMed's answer could not be read.") from None
    record = result.get(pmid) if isinstance(result, dict) else None
    if not isinstance(record, dict) or record.get("error"):
        raise LookupFailed("PubMed does not know this identifier.")
    ids = {i.get("idtype"): i.get("value", "") for i in record.get("articleids") or [] if isinstance(i, dict)}
    date = _text(record.get("pubdate")).split()
    return Metadata(
        source="PubMed",
        title=_text(record.get("title")).rstrip("."),
        year=int(date[0]) if date and date[0].isdigit() else None,
        month=MONTHS.get(date[1][:3].lower()) if len(date) > 1 else None,
        venue_name=_text(record.get("fulljournalname")),
        volume=_text(record.get("volume")),
        number=_text(record.get("issue")),
        pages=_text(record.get("pages")),
        doi=_text(ids.get("doi")).lower(),
        pmid=pmid,
        authors=[_text(a.get("name")) for a in record.get("authors") or [] if isinstance(a, dict)],
    )


SERVICES: dict[str, Callable[[str], Metadata]] = {
    "Crossref": from_crossref,
    "arXiv": from_arxiv,
    "PubMed": from_pubmed,
}


def service_for(*, doi: str = "", arxiv_id: str = "", pmid: str = "") -> tuple[str, str] | None:
    """(the service to ask, the identifier to ask it about): for the DOI, else the arXiv id, else the PMID."""
    for service, identifier in (("Crossref", doi), ("arXiv", arxiv_id), ("PubMed", pmid)):
        if identifier:
            return service, identifier
    return None


def look_up_identifiers(*, doi: str = "", arxiv_id: str = "", pmid: str = "") -> Metadata:
    route = service_for(doi=doi, arxiv_id=arxiv_id, pmid=pmid)
    if route is None:
        raise LookupFailed("This publication has no DOI, arXiv id or PubMed id to look up.")
    service, identifier = route
    return SERVICES[service](identifier)


def look_up(publication) -> Metadata:
    """Ask the service for the first identifier the publication has: DOI, then arXiv id, then PMID."""
    return look_up_identifiers(doi=publication.doi, arxiv_id=publication.arxiv_id, pmid=publication.pmid)
