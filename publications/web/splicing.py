"""A listing's entries put into its page once, at the end, instead of at every level of the page.

A listing's entries are most of its page: hundreds of kilobytes, often with characters beyond
Latin-1, so twice as many bytes in memory. The template engine renders a page as nested node lists
(the base template, its blocks, the listing page, its includes, their ``if`` and ``for``), and each
level joins its parts into a new string: the entries were copied about ten times, a tenth of the
time of a listing the cache does not hold.

A page answered with :class:`SplicingTemplateResponse` gets a short marker from each
``{% publication_entries %}`` instead (:func:`deferred`), and the entries take their markers'
places in one pass over the finished page. The page is the same, character for character.
Each render has its own random token in its markers, so no text a visitor sends can name one.
"""

from __future__ import annotations

import re
import secrets
from contextvars import ContextVar

from django.template.response import TemplateResponse
from django.utils.safestring import SafeString, mark_safe


class Splices:
    """The parts of one page kept aside, each with the marker standing in for it."""

    def __init__(self) -> None:
        self.token = secrets.token_hex(8)
        self.parts: list[str] = []

    def marker(self, part: str) -> SafeString:
        self.parts.append(part)
        return mark_safe(f"\x00{self.token}:{len(self.parts) - 1}\x00")  # no text of its own

    def splice(self, page: str) -> str:
        """``page`` with each marker replaced by its part."""
        if not self.parts:
            return page
        pieces = re.split(f"\x00{self.token}:([0-9]+)\x00", page)
        pieces[1::2] = [self.parts[int(index)] for index in pieces[1::2]]
        return "".join(pieces)


_current: ContextVar[Splices | None] = ContextVar("splices", default=None)


def deferred(part: SafeString) -> SafeString:
    """``part``, or a marker standing in for it while a :class:`SplicingTemplateResponse` renders."""
    splices = _current.get()
    return part if splices is None else splices.marker(part)


class SplicingTemplateResponse(TemplateResponse):
    """A page whose :func:`deferred` parts are put in once it is rendered."""

    @property
    def rendered_content(self) -> str:
        splices = Splices()
        token = _current.set(splices)
        try:
            page = super().rendered_content
        finally:
            _current.reset(token)
        return splices.splice(page)
