"""GB/T 7714 writes a report's or a paper's number after its title, past a colon, as the title's
other information ("Title: PB 91-194001[R]", "Title: e83692[C]"): the number is no part of the
title. A year after the colon may be a subtitle's ("Vision: 2030") and stays."""

from publications.parsing import gbt
from publications.tests.parsing_helpers import entry_dicts


def test_a_number_after_the_title_is_left_out_of_it():
    entries = entry_dicts(
        "[1] OKAFOR T, BRANDT L, ROSSI P, 等. Tidal mixing over shallow sills: e41207[C/OL]//Coastal "
        "Dynamics Workshop. 2004. DOI:10.1234/cdw.2004.17.\n\n"
        "[2] Harbour Works Agency. Guidelines for dredging silted harbours: HWA 88-301115[R]. "
        "Springfield: Harbour Press, 1991."
    )
    assert [entry["title"] for entry in entries] == [
        "Tidal mixing over shallow sills",
        "Guidelines for dredging silted harbours",
    ]


def test_a_year_or_words_after_the_colon_stay_in_the_title():
    assert gbt.title_without_number("Coastal towns: 2040") == "Coastal towns: 2040"
    assert gbt.title_without_number("Tidal flats: a survey") == "Tidal flats: a survey"
