"""Publication pages of site builders and documentation generators as a browser copies them:
MkDocs Material and other Markdown footnote bibliographies (a "↩" back-link closing each note),
Sphinx's sphinxcontrib-bibtex lists naming a meeting whose own name holds a colon, Hugo PaperMod's
post lists (title, summary, and a footer of date, reading time and authors), the dash a card writes
between its names and its venue."""

from publications.parsing import parse
from publications.parsing.names import split_authors
from publications.parsing.postmeta import post_meta_lines
from publications.parsing.text import without_footnote_backlinks, without_line_end_breaks

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


PAPERMOD_POSTS = """\
Papers

Coastal erosion maps from drone surveys
We map a decade of cliff retreat from repeated drone flights over the same stretch of coast.
September 14, 2022 · 3 min · Adaeze Okonkwo, Per Lindqvist

Tidal channel migration in the Wadden Sea
Channels move faster where the flats are bare: a study of twenty years of charts.
February 2, 2024 · 5 min · Eirik Haraldsen, Adaeze Okonkwo

Dune vegetation and storm surges
May 30, 2023 · 1 min · Per Lindqvist
"""


def test_a_post_footer_is_read_as_its_names_and_year():
    lines = PAPERMOD_POSTS.splitlines()
    assert post_meta_lines(lines) == {
        4: "Adaeze Okonkwo, Per Lindqvist, 2022",
        8: "Eirik Haraldsen, Adaeze Okonkwo, 2024",
        11: "Per Lindqvist, 2023",
    }
    # A date and a name once, with no reading time, is no such footer.
    assert post_meta_lines(["Title", "May 30, 2023 · Per Lindqvist"]) == {}


def test_a_post_list_names_each_posts_authors_and_year():
    result = parse(PAPERMOD_POSTS)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("Coastal erosion maps from drone surveys", ["Adaeze Okonkwo", "Per Lindqvist"], 2022),
        ("Tidal channel migration in the Wadden Sea", ["Eirik Haraldsen", "Adaeze Okonkwo"], 2024),
        ("Dune vegetation and storm surges", ["Per Lindqvist"], 2023),
    ]
    assert result.entries[1].abstract.startswith("Channels move faster")
    assert not result.issues


PAPERMOD_VENUE_SUMMARIES = """\
Papers

Coastal erosion maps from drone surveys
Journal of Coastal Morphology, 12(3), 44–61
September 2022 · Adaeze Okonkwo, Per Lindqvist

Tidal channel migration in the Wadden Sea
Estuarine Studies, 8, 101–119
February 2024 · Eirik Haraldsen, Adaeze Okonkwo

Dune vegetation and storm surges
International Conference on Coastal Dynamics, pp. 12–20
May 2023 · Per Lindqvist
"""


def test_a_post_whose_summary_is_its_venue_keeps_the_footers_names():
    # The footer under a venue line is the card's names line, as it is under an abstract.
    result = parse(PAPERMOD_VENUE_SUMMARIES)
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in result.entries] == [
        (
            "Coastal erosion maps from drone surveys",
            ["Adaeze Okonkwo", "Per Lindqvist"],
            2022,
            "Journal of Coastal Morphology",
        ),
        (
            "Tidal channel migration in the Wadden Sea",
            ["Eirik Haraldsen", "Adaeze Okonkwo"],
            2024,
            "Estuarine Studies",
        ),
        (
            "Dune vegetation and storm surges",
            ["Per Lindqvist"],
            2023,
            "International Conference on Coastal Dynamics",
        ),
    ]
    assert not result.issues


DASHED_CARDS = """\
Coastal erosion maps from repeated drone surveys
Adaeze Okonkwo, Per Lindqvist, Eirik Haraldsen — ICML 2022
PDF · BibTeX

Tidal channel migration in the Wadden Sea since the last storm surge
Eirik Haraldsen, Adaeze Okonkwo, Per Lindqvist — Journal of Coastal Morphology 2024
PDF · BibTeX · DOI
"""


def test_the_dash_after_a_cards_names_is_no_part_of_the_last_name():
    assert [person.display for person in split_authors("Eirik Haraldsen, Adaeze Okonkwo —")[0]] == [
        "Eirik Haraldsen",
        "Adaeze Okonkwo",
    ]
    assert parse(DASHED_CARDS).entries[0].authors == ["Adaeze Okonkwo", "Per Lindqvist", "Eirik Haraldsen"]


# A GitHub README's list: each item's lines broken with "<br>", members bold, link badges.
README_ITEMS_BROKEN_WITH_BR = """\
# Publications

## 2023

- **Sparse coding of odour mixtures in the fly antennal lobe**<br>
  Marta Okafor, **Lena Brandt**, Tomasz Wierzbicki<br>
  *Neuron*, 2023. [[Code]](https://example.org/code)

## 2022

- **Of tides and sediment on estuary flats**<br>
  Karin van der Berg, Emily Santos, Lukas da Silva, Maria Tan<br>
  *Marine Geology*, 2022. [[Paper]](https://example.org/paper) [[Code]](https://example.org/code)

## 2021

- **Recurrent circuits for working memory in zebra finches**<br>
  Hans Le Roux, Jean García, **Ahmed Leal-Taixé**, Priya Lefèvre<br>
  *Current Biology*, 2021. [[Paper]](https://example.org/paper) [[Project]](https://example.org/project)

## 2020

- **Glacier hydrology in a warming climate**<br>
  **Ingrid Halvorsen**<br>
  *PhD thesis, University of Tromsø*, 2020. [[Paper]](https://example.org/paper)

## 2019

- **Acoustic monitoring of calving fronts in Svalbard**<br>
  Amara Nwosu, Ingrid Halvorsen, **Tomasz Wielgosz**, Olu Adeyemi, Carla Ruiz, Wei Tan<br>
  *Journal of Glaciology*, 2019. [[Paper]](https://example.org/paper) [[Code]](https://example.org/code)

## 2018

- **Meltwater pathways under a tidewater glacier**<br>
  Hiro Kato, **Lena Brandt**, Emily Valentina Suzuki<br>
  *The Cryosphere*, 2018. [[Paper]](https://example.org/paper)

## 2016

- **Frost on the dunes of Mars**<br>
  Pierre Moreau, Thi Brown, Élise Müller, **Giulia Silva**<br>
  *Icarus*, 2016. [[Paper]](https://example.org/paper) [[Code]](https://example.org/code)
"""


def test_a_readmes_items_broken_with_html_breaks_keep_their_lines():
    assert (
        without_line_end_breaks("- **A title**<br>\n  Names<br />\nA<br>B")
        == "- **A title**\n  Names\nA<br>B"
    )
    result = parse(README_ITEMS_BROKEN_WITH_BR)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Sparse coding of odour mixtures in the fly antennal lobe", 2023),
        ("Of tides and sediment on estuary flats", 2022),
        ("Recurrent circuits for working memory in zebra finches", 2021),
        ("Glacier hydrology in a warming climate", 2020),
        ("Acoustic monitoring of calving fronts in Svalbard", 2019),
        ("Meltwater pathways under a tidewater glacier", 2018),
        ("Frost on the dunes of Mars", 2016),
    ]
    assert result.entries[1].authors == ["Karin van der Berg", "Emily Santos", "Lukas da Silva", "Maria Tan"]


# A markdown list of cards: the bold title, the names on a line of their own, the italic journal
# with the year and link badges.
BOLD_TITLES_ITALIC_VENUES = """\
- **Wave damping over salt marsh vegetation**
  Karin Olsen, **Lena Brandt**, Pavel Marsh
  *Estuarine, Coastal and Shelf Science*, 2022. [[Paper]](https://example.org/paper)

- **Frost on the dunes of Mars**
  Thi Brown, Giulia Silva
  *Icarus*, 2020. [[Paper]](https://example.org/paper) [[Code]](https://example.org/code)

- **Tidal heating of icy moons**
  Lena Brandt
  *Planetary Science Journal*, 2018. [[Code]](https://example.org/code)
"""


def test_an_italic_span_after_a_bold_title_is_the_venue():
    result = parse(BOLD_TITLES_ITALIC_VENUES)
    assert [(entry.venue, entry.year) for entry in result.entries] == [
        ("Estuarine, Coastal and Shelf Science", 2022),
        ("Icarus", 2020),
        ("Planetary Science Journal", 2018),
    ]
    assert result.entries[0].authors == ["Karin Olsen", "Lena Brandt", "Pavel Marsh"]
