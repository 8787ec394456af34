"""A list that writes each publication as its title, its year in brackets and its venue, naming no
one ("Tidal Mixing in Estuaries (2024). Estuary Letters 7: 1–9.", as the academicpages theme
prints them): a title in capitals before its year is no body's name."""

from publications.tests.parsing_helpers import entry_dicts

LIST = (
    "Preprints\n\n"
    "Forecasting Estuarine Oxygen Loss Under Warming Scenarios (2025). EcoEvoRxiv. PDF\n"
    "Ranking Small Language Models for Benthic Habitat Classification (2025). SSRN 5512345. PDF\n"
    "Tidal mixing and larval drift in shallow estuaries (2024). Estuary Letters 7: 1–9. PDF\n"
    "Seagrass Carbon Budgets Along Temperate Coasts (2023). Marine Policy 150: 105512. PDF\n"
)


def test_a_capitalised_title_before_its_year_is_no_body():
    entries = entry_dicts(LIST)
    assert [entry["title"] for entry in entries] == [
        "Forecasting Estuarine Oxygen Loss Under Warming Scenarios",
        "Ranking Small Language Models for Benthic Habitat Classification",
        "Tidal mixing and larval drift in shallow estuaries",
        "Seagrass Carbon Budgets Along Temperate Coasts",
    ]
    assert all(entry["authors"] == [] for entry in entries)
    assert [entry["year"] for entry in entries] == [2025, 2025, 2024, 2023]


def test_co_authors_after_with_are_still_read():
    text = LIST + (
        "Sheltering Herders from Floods with Mobile Cash Transfers with Ines Varga (2021). "
        "World Development 147.\n"
    )
    entry = entry_dicts(text)[-1]
    assert entry["title"] == "Sheltering Herders from Floods with Mobile Cash Transfers"
    assert entry["authors"] == ["Ines Varga"]


def test_a_reference_list_keeps_its_body_before_the_year():
    text = (
        "Okafor, D. T., & Brandt, L. (2019). Salt marsh dynamics. Estuaries, 12(3), 45–60.\n\n"
        "Harbour Research Council (2020). Coastal Markets Under Pressure. Cham: HRC Press.\n\n"
        "Varga, M. (2018). Tidal flats of the north. Marine Chemistry, 8, 100–112.\n\n"
        "Lima, T., & Osei, K. (2021). Seagrass carbon. Ocean Letters, 4, 1–9.\n"
    )
    entry = entry_dicts(text)[1]
    assert entry["authors"] == ["Harbour Research Council"]
    assert entry["year"] == 2020
