"""Field labelling: a trained token CRF labels each token of one entry (author, title, venue,
date, pages, …); the labelled spans are normalised into a ParsedEntry with a confidence per
field. ``read_entry(lines)`` is the entry reader of the free-text list format.
"""

from __future__ import annotations

from .labels import Label
from .reader import read_entry

__all__ = ["Label", "read_entry"]
