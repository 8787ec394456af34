"""Whole numbers in query strings and form values: ASCII digits only.

``str.isdigit()`` also accepts "²" and "٣", which ``int()`` then refuses or reads as another
number; a long run of digits would make ``int()`` itself refuse. Public pages, the import
page and import jobs read numbers through :func:`parse_whole_number`.
"""

from __future__ import annotations

import re

# Eighteen digits fit any page number, page size or year the site can mean, and a bigint.
_WHOLE_NUMBER = re.compile(r"[0-9]{1,18}")


def parse_whole_number(value: object) -> int | None:
    """``value`` as a non-negative whole number, or None unless it is ASCII digits (spaces around allowed)."""
    if not isinstance(value, str):
        return None
    value = value.strip()
    if not _WHOLE_NUMBER.fullmatch(value):
        return None
    return int(value)
