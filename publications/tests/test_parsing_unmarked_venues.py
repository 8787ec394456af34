"""Venues nothing marks: a journal the venue table does not know, written alone after the title;
the label of an identifier read out of its end."""

import pytest

from publications.parsing.labelling.journal_names import reads_as_journal_name
from publications.tests.parsing_helpers import only_entry


@pytest.mark.parametrize(
    "text, venue",
    [
        (
            "K. Moreau, J. Smith. Tidal inlets seen from orbit. Estuarine Shoreline Dynamics, 2022.",
            "Estuarine Shoreline Dynamics",
        ),
        (
            "Ruiz P, Holm T. 2021. Root hairs under salt stress in young barley. New Agronomist.",
            "New Agronomist",
        ),
        (
            "Okafor, B., Lind, E. Sensor drift in bridge cables under traffic. "
            "Cable Structures Review (in review)",
            "Cable Structures Review",
        ),
        (
            "Dahl, M., Rossi, P. Spring melt on a small ice cap in the far north. The Meltwater, In Press.",
            "The Meltwater",
        ),
    ],
)
def test_a_journal_the_table_does_not_know_keeps_its_name(text, venue):
    entry = only_entry(text)
    assert entry.venue == venue
    assert entry.publisher in (None, "")


@pytest.mark.parametrize(
    "name",
    [
        "Estuarine Shoreline Dynamics",
        "The Meltwater",
        "Journal of the Coastal Folk",
        "Q4: Quarterly Letters, Reviews",
        "Revue de la Mer",
        "Agronomica",
    ],
)
def test_names_read_as_journals(name):
    assert reads_as_journal_name(name)


@pytest.mark.parametrize(
    "text",
    [
        "Weil am Rhein: Harbour design house",  # a place and a house
        "Preprint",  # a kind of document
        "Habilitationsschrift",
        "Serie Marina. Ediciones Faro",  # a series and its house
        "Ediciones Faro",
        "Lantern Press",
        "Usages des langues dans une tâche à travers les âges",  # a title's second sentence
        "A Practical Guide",  # a subtitle
        "Coastal Studies28",  # a name run into its volume
        "Coastal Studies 12",
        "Slides from talks in Lund and Kiel",
        "硕士论文",
        "Oxford",
    ],
)
def test_other_last_sentences_are_no_journals(text):
    assert not reads_as_journal_name(text)


def test_a_book_with_its_house_keeps_no_venue():
    entry = only_entry("A. Berg. Coastal towns of the north. Fjord Press, 2019.")
    assert not entry.venue
    assert entry.publisher == "Fjord Press"


def test_a_body_that_publishes_its_own_report_is_no_journal():
    entry = only_entry("Red Costera Ciudadana. (2021). Mareas de la bahía. Red Costera Ciudadana.")
    assert entry.authors == ["Red Costera Ciudadana"]
    assert not entry.venue


@pytest.mark.parametrize(
    "text",
    [
        "A Lind, B Okafor (2023) Salt marsh sounds at dawn. Coastal Letters. "
        "doi: 10.1234/cl.2023.5 preprint: 10.1101/2022.01.01.123",
        "A Lind (2021) Salt marsh sounds at dawn. Coastal Letters. pmid",
    ],
)
def test_an_identifiers_label_left_after_the_venue_is_no_part_of_it(text):
    assert only_entry(text).venue == "Coastal Letters"


def test_a_preprint_servers_own_label_stays():
    from publications.parsing.tail import _IDENTIFIER_LABEL_END_RE

    assert _IDENTIFIER_LABEL_END_RE.sub("", "bioRxiv preprint") == "bioRxiv preprint"
