"""Field values from labelled text: the normalisers that run after the token labeller.

Names go through the house splitter (``names.split_authors``), dates through the shared
month and year readers, and venues are read by the rule reader of citation tails (acronyms,
edition years, places), which also looks them up in the venue table. Pages are handed on as
labelled: like every free-text entry's, they are normalised when the entry is finished
(``classify.finish_entry``).
"""

from __future__ import annotations

import re

from ..fields import find_month, find_years, parse_month
from ..names import split_authors
from ..records import PersonName
from ..tail import UNPRINTED_IMPRINT_RE
from ..text import clean_title, collapse_spaces, strip_markup

_WITH_RE = re.compile(r"^\(?\s*(?:with|avec|mit|con|com)\s+", re.IGNORECASE)
_EDITOR_MARK_RE = re.compile(
    r"^\s*(?:in:?\s+)|[,(]?\s*\b(?:eds?|hrsg|éds?|dir|coords?)\.?\s*\)?\s*[,:.]?\s*$|^\s*edited\s+by\s+",
    re.IGNORECASE,
)
_EDGE_MARKS = " \t\n[]*_,;:"
# The target of a markdown link whose label is the title ("[“Title,”](https://…)"), left where
# the title's run lost the link's opening bracket.
_LINK_TARGET_RE = re.compile(r"\]\(\S*\)")
_LETTERS_RE = re.compile(r"[^\W\d_]{3,}")
# The mark of a thesis after its title, which the labels may leave in the title's run: Vancouver's
# and APA's "Title [PhD thesis]", "Title [dissertation]", "Title (Doctoral dissertation)", and
# "Title. PhD thesis" where the degree stands as a sentence of its own before the school.
_THESIS_MARK_RE = re.compile(
    r"(?:\s*[\[(](?:[Uu]npublished\s+)?"
    r"(?:(?:Ph\.?\s?D\.?|[Pp]hd|[Dd]octoral|[Mm]aster['’]?s?|M\.?\s?Sc\.?|M\.?\s?A\.?|[Bb]achelor['’]?s?|[Dd]iploma)\s+)?"
    r"(?:[Tt]hesis|[Dd]issertation)\s*[\])]"
    r"|[.,]\s+(?:Ph\.?\s?D\.?|[Dd]octoral|[Mm]aster['’]?s?|M\.?\s?Sc\.?)\s+(?:[Tt]hesis|[Dd]issertation)"
    # The type after the title with no stop ("Title PhD thesis. School"), or glued to its last
    # word where a style's delimiter is missing ("…ModelsPhD thesis"); in lower case as a
    # reference manager stores it ("Title, phd thesis").
    r"|(?:\s|(?<=[a-z]))(?:Ph\.?\s?D\.?|[Dd]octoral|[Mm]aster['’]?s)\s+(?:[Tt]hesis|[Dd]issertation)"
    r"|,\s(?:phd|doctoral|master['’]?s)\s(?:thesis|dissertation))"
    r"[\s.,;:]*$"
)

# The word that opens a container, left at the end of the title's run where the labels closed the
# title after it: "Title, in", "Title.in", "Title, , In", CSL locales' "Title, en", "Title, dalam"
# (Indonesian), "Title, dans"; only after the title's comma or stop, never a title's own last word.
_CONTAINER_WORD_END_RE = re.compile(
    r"\s*[,.](?:\s*,)?\s*(?:[Ii]n|[Ee]n|[Ee]m|[Dd]ans|[Dd]alam|[Ii]m)\s*:?\s*$"
)


def people(text: str) -> tuple[list[PersonName], bool]:
    """Authors or editors as written, with "(with …)" and editor marks ("(eds.)", "Hrsg.") removed."""
    text = collapse_spaces(text).strip()
    text = _WITH_RE.sub("", text)
    if text.endswith(")") and text.count("(") < text.count(")"):
        text = text[:-1]
    for _ in range(2):
        text = _EDITOR_MARK_RE.sub("", text).strip(" ,;:")
    return split_authors(text)


def title(text: str) -> str:
    """Title text: markup, brackets and target of a link and the closing punctuation removed."""
    value = collapse_spaces(text)
    if "](" in value:
        value = _LINK_TARGET_RE.sub("", strip_markup(value))
    if "[" in value:
        # "Machine learning. [S.l.]: …": the mark of an unprinted place stands for the imprint,
        # which never belongs to the title, wherever the labels closed the title's run.
        value = _after_title_marks(value)
    if "hesis" in value or "issertation" in value:
        value = _THESIS_MARK_RE.sub("", value)
    if value[-2:].lower() in ("in", "en", "em", "ns", "am", "im") or value.endswith(":"):
        value = _CONTAINER_WORD_END_RE.sub("", value)
    return clean_title(value.strip(_EDGE_MARKS))


def _after_title_marks(value: str) -> str:
    """``value`` cut before an unprinted-imprint mark that follows the title's words."""
    found = UNPRINTED_IMPRINT_RE.search(value)
    if found is None or not _LETTERS_RE.search(value, 0, found.start()):
        return value
    return value[: found.start()]


def date(text: str) -> tuple[int | None, int | None]:
    """(year, month) written in a date field."""
    visible = strip_markup(text)
    years = find_years(visible)
    # Inside a date every month word counts, lower-case ones too ("juin 2022").
    months = (parse_month(word) for word in _LETTERS_RE.findall(visible))
    month = next((number for number in months if number), None)
    return (years[0] if years else None), month or find_month(visible)
