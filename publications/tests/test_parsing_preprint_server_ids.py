"""bioRxiv's and medRxiv's identifiers (the part of their DOIs after "10.1101/"), printed after the
server's name in a citation or on a lab page's card: the venue is the server's name alone, the
identifier is kept as the preprint's DOI and number, and the year is the one written (else the one
the identifier dates)."""

import pytest

from publications.parsing import parse
from publications.parsing.fields import find_rxiv_id
from publications.parsing.tail import parse_tail
from publications.tests.parsing_helpers import read_one

CITATIONS = [
    (  # Vancouver, with the medium and the day cited
        "1. Marlow K, Tessaro J, Fenwick P. Clonal drift of gut epithelia in aging voles. "
        "bioRxiv 2021.07.05.470474 [Preprint]. 2021 [cited 2022 Jan 3].",
        "bioRxiv",
        2021,
        "2021.07.05.470474",
    ),
    (  # Vancouver as reference managers print it: the server's stop, the identifier, no year
        "2. Okafor B, Lindqvist H. Ribosome stalling under cold shock in soil bacteria. bioRxiv. "
        "2022.03.14.484211.",
        "bioRxiv",
        2022,
        "2022.03.14.484211",
    ),
    (  # MEDLINE's "Server Year; identifier"
        "3. Haddad R, Pellini S, Ostrowski T. Sleep fragmentation alters hippocampal replay. "
        "bioRxiv 2019; 2019.12.20.884312.",
        "bioRxiv",
        2019,
        "2019.12.20.884312",
    ),
    (  # APA, medRxiv's longer number
        "Varga, E., & Moreau, L. (2021). Seasonal influenza shedding in daycare settings. "
        "medRxiv, 2021.09.21.21263842.",
        "medRxiv",
        2021,
        "2021.09.21.21263842",
    ),
    (  # a version after the identifier, the year in parentheses
        "Quist A, Delacroix N. Chromatin loops in plant meristems. bioRxiv 2020.06.18.159871v2 (2020).",
        "bioRxiv",
        2020,
        "2020.06.18.159871",
    ),
]


@pytest.mark.parametrize(("text", "venue", "year", "identifier"), CITATIONS)
def test_a_preprint_servers_identifier_is_no_part_of_the_venue_and_is_kept(text, venue, year, identifier):
    entry = read_one(text)
    assert (entry["venue"], entry["year"], entry["doi"], entry["article_number"]) == (
        venue,
        year,
        f"10.1101/{identifier}",
        identifier,
    )


LAB_PAGE_CARDS = """Publications

Clonal drift of gut epithelia in aging voles
Kira Marlow, Jonas Tessaro, Paula Fenwick
bioRxiv 2021.07.05.470474

Sleep fragmentation alters hippocampal replay
Rami Haddad, Sofia Pellini
medRxiv 2022.02.11.22270861, 2022
"""


def test_a_cards_venue_line_of_a_preprint_servers_identifier_gives_the_server_alone():
    entries = parse(LAB_PAGE_CARDS).entries
    assert [(entry.venue, entry.year, entry.doi) for entry in entries] == [
        ("bioRxiv", 2021, "10.1101/2021.07.05.470474"),
        ("medRxiv", 2022, "10.1101/2022.02.11.22270861"),
    ]


def test_an_older_six_digit_identifier_after_the_server_is_kept_and_a_written_doi_wins():
    older = parse_tail("bioRxiv, 645123 (2019)")
    assert (older.venue, older.year, older.doi) == ("bioRxiv", 2019, "10.1101/645123")
    written = parse_tail("bioRxiv 2021.07.05.470474. doi: 10.1101/2021.07.05.470474v3")
    assert (written.venue, written.doi) == ("bioRxiv", "10.1101/2021.07.05.470474v3")


@pytest.mark.parametrize(
    "text",
    [
        "Journal of Vole Studies 2021.07.05.470474",  # no server named: no identifier of its
        "bioRxiv preprint (2019), 12 pages",  # a count, not six digits after the name
        "bioRxiv. doi: 10.1101/2021.07.05.470474",  # inside the DOI: the DOI is read as one
    ],
)
def test_no_identifier_is_read_where_none_is_printed_after_a_server(text):
    assert find_rxiv_id(text) is None
