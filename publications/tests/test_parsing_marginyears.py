"""The reading of lists dated in the margin (moderncv's \\cventry printed as a card), through the
small interface the grouping and the reader of free text ask."""

from __future__ import annotations

from publications.parsing import marginyears, parse
from publications.parsing.lines import numbered_lines

CARDS = (
    "2021 Tidal mixing in shallow estuaries, Estuarine Letters 12, 33–41\n"
    "M. Lindqvist, A. Okafor\n"
    "2019 Sediment plumes after dredging, Coastal Notes 8, 101–110\n"
    "A. Okafor, L. Brandt\n"
    "2018 Salt marsh carbon budgets revisited, Wetland Letters 4, 1–9\n"
    "L. Brandt, J. Varga\n"
)


def test_the_years_of_a_list_dated_in_the_margin_are_found_by_line():
    assert marginyears.find(numbered_lines(CARDS)) == {1: 2021, 3: 2019, 5: 2018}


def test_one_year_before_a_title_is_no_list_dated_in_the_margin():
    text = "2021 Tidal mixing in shallow estuaries, Estuarine Letters 12, 33–41\nM. Lindqvist, A. Okafor\n"
    assert marginyears.find(numbered_lines(text)) == {}


def test_a_card_under_a_margins_year_is_closed_by_its_names_and_the_next_year_opens_the_next():
    lines = numbered_lines(CARDS)
    years = marginyears.find(lines)
    assert marginyears.names_close_card(lines[:1], lines[1].text, years)
    assert marginyears.opens_next_card(lines[:2], lines[2], years)
    assert marginyears.year_of(years, lines[:2]) == 2021


def test_a_card_is_read_as_the_citation_it_stands_for_names_first():
    parts = ["Tidal mixing in shallow estuaries, Estuarine Letters 12, 33–41", "M. Lindqvist, A. Okafor"]
    assert marginyears.card_as_citation(parts) == [
        "M. Lindqvist, A. Okafor. Tidal mixing in shallow estuaries, Estuarine Letters 12, 33–41."
    ]
    names_first = ["M. Lindqvist, A. Okafor", "Tidal mixing in shallow estuaries"]
    assert marginyears.card_as_citation(names_first) == names_first


def test_a_year_and_an_item_number_set_by_tab_stops_date_the_item_in_the_margin():
    text = (
        "2021\t3.\tLindqvist, M., & Okafor, A. Tidal mixing in shallow estuaries. Estuarine Letters, 12.\n"
        "2019\t2.\tOkafor, A. Sediment plumes after dredging. Coastal Notes, 8.\n"
        "2018\t1.\tBrandt, L., & Varga, J. Salt marsh carbon budgets. Wetland Letters, 4.\n"
    )
    assert marginyears.find(numbered_lines(text)) == {1: 2021, 2: 2019, 3: 2018}
    assert (
        marginyears.without_margin_year("2021\t3.\tLindqvist, M. Tidal mixing.", 2021)
        == "Lindqvist, M. Tidal mixing."
    )


def test_an_item_numbered_after_its_margin_year_keeps_a_corporate_author_and_no_number():
    text = (
        "2021\t3.\tLindqvist, M., & Okafor, A. Tidal mixing in shallow estuaries. Estuarine Letters, 12.\n"
        "2019\t2.\tNordic Estuary Council. Sediment plumes after dredging. Coastal Notes, 8.\n"
        "2018\t1.\tBrandt, L., & Varga, J. Salt marsh carbon budgets. Wetland Letters, 4.\n"
    )
    council = parse(text).entries[1]
    assert (council.title, council.authors, council.year) == (
        "Sediment plumes after dredging",
        ["Nordic Estuary Council"],
        2019,
    )
