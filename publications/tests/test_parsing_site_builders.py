"""Publication pages of site builders and documentation generators as a browser copies them:
MkDocs Material and other Markdown footnote bibliographies (a "↩" back-link closing each note),
Sphinx's sphinxcontrib-bibtex lists naming a meeting whose own name holds a colon."""

from publications.parsing import parse
from publications.parsing.text import without_footnote_backlinks

MKDOCS_FOOTNOTES = """\
Publications

1. Okonkwo, A., & Lindqvist, P. (2022). Coastal erosion maps from drone surveys. In Proceedings
of the 14th Conference on Spatial Information Theory (pp. 211–224). ↩

2. Haraldsen, E., & Okonkwo, A. (2024). Tidal channel migration in the Wadden Sea. Journal of
Coastal Morphology, 12(3), 44–61. ↩︎

3. Lindqvist, P., & Haraldsen, E. (2023). Dune vegetation and storm surges. In Frontiers in
Coastal Systems. ↩↩2
"""


def test_footnote_backlinks_are_left_out_of_the_notes():
    assert (
        without_footnote_backlinks("Frontiers in Coastal Systems. ↩︎ ↩︎2\nnext")
        == "Frontiers in Coastal Systems.\nnext"
    )
    assert without_footnote_backlinks("no marks here") == "no marks here"


def test_a_footnote_bibliography_keeps_no_backlink_in_its_venues():
    result = parse(MKDOCS_FOOTNOTES)
    assert [entry.year for entry in result.entries] == [2022, 2024, 2023]
    assert result.entries[2].venue == "Frontiers in Coastal Systems"
    assert not any("↩" in (entry.venue or "") + (entry.title or "") for entry in result.entries)


SPHINX_PLAIN = """\
References

[LOH23]
P. Lindqvist, A. Okonkwo, and E. Haraldsen. Learning dune vegetation from sparse imagery.
In Robotics: Science and Systems XIX. 2023.

[OH24]
A. Okonkwo and E. Haraldsen. Sampling tidal channels with a surface vehicle. Robotics: Science
and Systems (RSS), 2024.
"""


def test_a_meetings_name_with_a_colon_is_no_place_and_publisher():
    result = parse(SPHINX_PLAIN)
    assert [(entry.venue, entry.publisher) for entry in result.entries] == [
        ("Robotics: Science and Systems XIX", None),
        ("Robotics: Science and Systems", None),
    ]
