"""What an Elsevier Pure portal's citation format settles that a citation alone does not.

A Pure portal prints each research output as its title, its citation and its kind line ("Research
output: Contribution to journal › Article", ``kindbadges``). The citation closes on the journal's
details, each part after the journal's name parted by a comma and the pages labelled:
"Names, 2021, In: Journal. 12, 3, p. 45-67." A record with no pages closes on its volume and issue
("In: Journal. 84, 7."), which a citation alone reads as a volume and a page ("Phys. Rev. Lett. 112,
101"): in a Pure record, a short number after the volume is its issue.

Accepts the entries read from a paste and the numbers of the lines a kind line closes.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable

from .records import ParsedEntry

# "…, In: Journal of Coastal Research. 84, 7.": the volume and a number of three digits at most
# (an article's number runs longer), closing the citation.
_VOLUME_AND_ISSUE_RE = re.compile(r"\bIn: \S.*?\.\s+(?P<volume>\d{1,5}),\s*(?P<issue>\d{1,3})\.?$")


def with_issues_read(entries: Iterable[ParsedEntry], citation_lines: Collection[int]) -> None:
    """Give each entry whose citation a portal's kind line closes (one of ``citation_lines``) the
    issue its closing "Volume, Issue." writes, where it was read as a page or an article's number."""
    for entry in entries:
        if entry.line_end not in citation_lines or entry.number is not None:
            continue
        closing = entry.raw.rstrip().rsplit("\n", 1)[-1].strip()
        found = _VOLUME_AND_ISSUE_RE.search(closing)
        if found is None or found["volume"] != entry.volume:
            continue
        issue = found["issue"]
        read_as = {entry.article_number, entry.pages} - {None}
        if read_as == {issue}:
            entry.number, entry.article_number, entry.pages = issue, None, None
