"""Affiliation numbers left run into the names when an author line is copied out of a paper
("A. Smith1,2, B. Jones3 and C. Patel1."), or kept raised ("Okoye¹,³", "Okoyeᵃ,ᶜ")."""

from publications.parsing import parse
from publications.parsing.affiliationnumbers import without_affiliation_numbers
from publications.tests.parsing_helpers import read_fields

NUMBERED = """Journal articles

A. Smith1,2, B. Jones3 and C. Patel1. Mapping cortical circuits. Nature Methods 19, 412–420 (2022).

Anna Smith1*, Ben Jones2†, Carla Patel1‡. Optogenetic control of feeding behaviour. Neuron 110, 1–15 (2022).

Smith JA1,2, Doe B3, Okafor CN1. Antimicrobial resistance in rural clinics. Lancet Infect Dis. 2020;20:567-75.

Smith, A.1, Jones, B.2, & Patel, C.1 (2019). Sleep spindles and memory. J Neurosci, 39(12), 2345–2356.
"""

TITLE_FIRST = """Publications

Optogenetic control of feeding behaviour
Anna Smith1,2, Ben Jones2, Carla Patel1
Neuron 110, 1–15 (2022).

Thalamic gating of sensory input
Ben Jones1*, Anna Smith2
Current Biology 31, 2021.
"""


def test_numbers_run_into_names_are_no_part_of_them():
    assert read_fields(NUMBERED) == [
        ("Mapping cortical circuits", ["A. Smith", "B. Jones", "C. Patel"], 2022),
        ("Optogenetic control of feeding behaviour", ["Anna Smith", "Ben Jones", "Carla Patel"], 2022),
        ("Antimicrobial resistance in rural clinics", ["JA Smith", "B Doe", "CN Okafor"], 2020),
        ("Sleep spindles and memory", ["A. Smith", "B. Jones", "C. Patel"], 2019),
    ]
    marked = parse(NUMBERED).entries[1].author_names
    assert [name.equal_contribution for name in marked] == [True, True, True]


def test_numbered_names_of_a_title_first_card():
    assert read_fields(TITLE_FIRST) == [
        ("Optogenetic control of feeding behaviour", ["Anna Smith", "Ben Jones", "Carla Patel"], 2022),
        ("Thalamic gating of sensory input", ["Ben Jones", "Anna Smith"], 2021),
    ]


def test_numbers_elsewhere_stay_as_written():
    for text in (
        "Wang L, Li Y. CO2, N2 and H2O on Cu2O catalysts. Nature Catalysis 4, 2021.",
        "Garcia M, Lee K. COVID19, H1N1 and H5N1: lessons for pandemic preparedness. BMJ 2021;372:n12.",
        "A. Smith1, B. Jones. Title. Journal 3, 2020.",  # one number: nothing to go by
        "Phase 1, Phase 2 and beyond. Journal 3, 2020.",
        "Smith1,2, Jones3, Patel1. Title. Journal 3, 2020.",  # family names alone: no list to go by
    ):
        assert without_affiliation_numbers(text) == text


def test_raised_affiliation_numbers_parted_by_a_comma_are_taken_out():
    # Copied from a publisher's page the numbers stay raised, a plain comma between two of them.
    text = "K. Aalto¹, P. Brandt², S. Okoye¹,³. Tidal mixing in fjords. Ocean Science 12, 2021."
    (entry,) = parse(text).entries
    assert entry.authors == ["K. Aalto", "P. Brandt", "S. Okoye"]
    assert entry.title == "Tidal mixing in fjords"
    text = "Aalto K¹,², Brandt P², Okoye S³. Tidal mixing in fjords. Ocean Sci. 2021;12:1-9."
    (entry,) = parse(text).entries
    assert entry.authors == ["K Aalto", "P Brandt", "S Okoye"]


def test_raised_affiliation_letters_are_taken_out():
    # Elsevier's pages raise letters, not numbers: "Okoyeᵃ,ᶜ".
    text = "Ines Marwick ᵃ, Paulo Brandão ᵇ, Sade Okoyeᵃ,ᶜ. Ice lens growth in silts. Cold Regions 14, 2021."
    (entry,) = parse(text).entries
    assert entry.authors == ["Ines Marwick", "Paulo Brandão", "Sade Okoye"]
    assert entry.title == "Ice lens growth in silts"
    text = "Marwick, I.ᵃ, Brandão, P.ᵇ, Okoye, S.ᵃ (2021). Ice lens growth in silts. Cold Regions, 14, 1–9."
    (entry,) = parse(text).entries
    assert entry.authors == ["I. Marwick", "P. Brandão", "S. Okoye"]
