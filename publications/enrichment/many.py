"""Looking up many records at once (a page of an import preview), bounded in time and in load.

A few lookups run side by side (``WORKERS``), each with the client's timeout. Once a service
proves unreachable or too slow, the records still waiting for it are not asked about: they get
the same answer at once, so an offline site costs one timeout per service, not one per record.
No lookup starts after ``budget_seconds``; those records are answered as not looked up.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor

from publications.enrichment.client import (
    SERVICES,
    LookupFailed,
    Metadata,
    ServiceUnavailable,
    service_for,
)

WORKERS = 4


class NotLookedUp(ServiceUnavailable):
    """The time this request may spend on lookups ran out before this record's turn."""


def look_up_many(
    records: Sequence[Mapping[str, str]], *, budget_seconds: float
) -> list[Metadata | LookupFailed]:
    """What the service says of each record (its ``doi``, ``arxiv_id``, ``pmid``), or why it could not say."""
    deadline = time.monotonic() + budget_seconds
    unavailable: dict[str, ServiceUnavailable] = {}
    lock = threading.Lock()

    routes = [
        service_for(doi=r.get("doi", ""), arxiv_id=r.get("arxiv_id", ""), pmid=r.get("pmid", ""))
        for r in records
    ]

    def one(index: int) -> Metadata | LookupFailed:
        if routes[index] is None:
            return LookupFailed("No DOI, arXiv id or PubMed id to look up.")
        service, identifier = routes[index]
        with lock:
            if service in unavailable:
                return unavailable[service]
        if time.monotonic() > deadline:
            return NotLookedUp("Not looked up: this step ran out of time; run it again for the rest.")
        try:
            return SERVICES[service](identifier)
        except ServiceUnavailable as error:
            with lock:
                unavailable.setdefault(service, error)
            return error
        except LookupFailed as error:
            return error

    # Services in turn, so that the first lookups in flight ask each service once: an offline
    # service is found out in the first round, whatever the order of the records.
    turns: Counter[str] = Counter()
    ranks = []
    for route in routes:
        service = route[0] if route else ""
        ranks.append(turns[service])
        turns[service] += 1
    order = sorted(range(len(records)), key=lambda i: ranks[i])
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        answers = dict(zip(order, pool.map(one, order), strict=True))
    return [answers[i] for i in range(len(records))]
