"""The field labels the token labeller gives, one per token of an entry."""

from __future__ import annotations

from enum import StrEnum


class Label(StrEnum):
    AUTHOR = "author"
    EDITOR = "editor"
    TITLE = "title"
    CONTAINER = "container"  # the venue: journal, proceedings, book of a chapter
    DATE = "date"
    VOLUME = "volume"
    ISSUE = "issue"
    PAGES = "pages"
    ARTICLE = "article-number"
    PUBLISHER = "publisher"  # also a thesis's school or a report's institution
    LOCATION = "location"
    DOI = "doi"
    URL = "url"
    ARXIV = "arxiv"
    STATUS = "status"
    AWARD = "award"
    TAG = "tag"  # a lab tag such as "[SC'23]"
    CITATION_NUMBER = "citation-number"
    LINK_LABEL = "link-label"
    NOTE = "note"
