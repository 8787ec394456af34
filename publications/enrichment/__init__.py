"""Filling in a publication from its identifiers: Crossref (DOI), arXiv (arXiv id), PubMed (PMID).

``look_up(publication)`` asks the first service the publication has an identifier for and
returns what it says as :class:`Metadata`; ``fill_empty_fields(publication, metadata)`` copies
into the publication only the fields it has empty, and says which. A service that is slow,
unreachable, or does not know the identifier raises :class:`LookupFailed` with a message for
the admin; nothing is written then (:class:`ServiceUnavailable` when asking later may work).
``look_up_many(records)`` asks about a page of records at once, within a time budget.
"""

from publications.enrichment.client import LookupFailed, Metadata, ServiceUnavailable, look_up
from publications.enrichment.fill import empty_fields_filled, fill_empty_fields
from publications.enrichment.many import look_up_many

__all__ = [
    "LookupFailed",
    "Metadata",
    "ServiceUnavailable",
    "empty_fields_filled",
    "fill_empty_fields",
    "look_up",
    "look_up_many",
]
