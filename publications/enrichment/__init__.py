"""Filling in a publication from its identifiers: Crossref (DOI), arXiv (arXiv id), PubMed (PMID).

``look_up(publication)`` asks the first service the publication has an identifier for and
returns what it says as :class:`Metadata`; ``fill_empty_fields(publication, metadata)`` copies
into the publication only the fields it has empty, and says which. A service that is slow,
unreachable, or does not know the identifier raises :class:`LookupFailed` with a message for
the admin; nothing is written then.
"""

from publications.enrichment.client import LookupFailed, Metadata, look_up
from publications.enrichment.fill import fill_empty_fields

__all__ = ["LookupFailed", "Metadata", "fill_empty_fields", "look_up"]
