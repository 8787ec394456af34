"""Validators of identifiers people type into the admin."""

from __future__ import annotations

import re

from django.core.exceptions import ValidationError

ORCID_FORMAT = re.compile(r"^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$")


def orcid_check_digit(base_digits: str) -> str:
    """The ISO 7064 MOD 11-2 check character of an ORCID iD's first fifteen digits."""
    total = 0
    for digit in base_digits:
        total = (total + int(digit)) * 2
    result = (12 - total % 11) % 11
    return "X" if result == 10 else str(result)


def validate_orcid(value: str) -> None:
    if not ORCID_FORMAT.match(value):
        raise ValidationError(
            "An ORCID iD is four groups of four digits, e.g. 0000-0002-1825-0097 (the last may be X).",
            code="orcid_format",
        )
    digits = value.replace("-", "")
    if orcid_check_digit(digits[:15]) != digits[15]:
        raise ValidationError(
            "This ORCID iD's check digit does not match: a digit is mistyped.", code="orcid_checksum"
        )
