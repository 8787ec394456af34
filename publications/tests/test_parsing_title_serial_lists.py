"""A title whose own list of nouns runs on, comma after comma, to the full stop before the journal:
the comma before its "and" is no field's end, nor is a comma the labeller reads as the venue's
start where the rules' title closed at a full stop after a whole word."""

import pytest

from publications.parsing.labelling import reader
from publications.parsing.records import ParsedEntry
from publications.tests.parsing_helpers import read_one

SERIAL_LISTS = [
    (
        "Lin, A., Wu, C. (2019). Mapping Heat by Combining Images, Field Surveys, and Spatial Models. "
        "Remote Sensing 11, 100-120.",
        "Mapping Heat by Combining Images, Field Surveys, and Spatial Models",
        "Remote Sensing",
    ),
    (
        "AB. Lin, CD. Wu, Q. Chen. (2019). Mapping the Heat Islands of Coastal Towns by Combining "
        "Satellite Images, Field Surveys, and Spatial Regression Models. Remote Sensing. 11(2), 100-120.",
        "Mapping the Heat Islands of Coastal Towns by Combining Satellite Images, Field Surveys, and "
        "Spatial Regression Models",
        "Remote Sensing",
    ),
]


@pytest.mark.parametrize(("text", "title", "venue"), SERIAL_LISTS)
def test_a_titles_list_runs_to_its_full_stop(text, title, venue):
    entry = read_one(text)
    assert entry["title"] == title
    assert entry["venue"].rstrip(".") == venue


def test_a_journal_after_the_titles_comma_still_ends_it():
    entry = read_one("Lin, A., Wu, C. (2019). Mapping heat in towns, Remote Sens. 11, 100-120.")
    assert entry["title"] == "Mapping heat in towns"


def test_a_venue_run_back_over_the_titles_full_stop_shows_no_venue_in_the_title():
    raw = (
        "A. Lin, Q. Chen. (2018). Influence of street lighting on robbery, burglary and assault in "
        "urban area, K city, China. Geographical Research. 38(8), 12-24."
    )
    rules = ParsedEntry(
        title="Influence of street lighting on robbery, burglary and assault in urban area, K city, China",
        authors=["A. Lin", "Q. Chen"],
        venue="Geographical Research.",
        year=2018,
        raw=raw,
    )
    labeller = ParsedEntry(
        title="Influence of street lighting on robbery",
        authors=["A. Lin", "Q. Chen"],
        venue="urban area, K city, China. Geographical Research.",
        year=2018,
        field_confidence={"title": 0.95, "authors": 0.95, "venue": 0.9},
    )
    assert reader._implausible_because(rules, labeller) is None


def test_a_journal_opening_inside_the_rules_title_is_still_a_venue_in_it():
    raw = "A. Lin. (2018). Electron pairs in layered oxides, Phys. Rev. B 38, 12-24."
    rules = ParsedEntry(
        title="Electron pairs in layered oxides, Phys", authors=["A. Lin"], venue="Rev. B", year=2018, raw=raw
    )
    labeller = ParsedEntry(
        title="Electron pairs in layered oxides",
        authors=["A. Lin"],
        venue="Phys. Rev. B",
        year=2018,
        field_confidence={"title": 0.95, "authors": 0.95, "venue": 0.9},
    )
    assert reader._implausible_because(rules, labeller) == "venue in title"


def test_a_journal_abbreviation_run_back_over_is_still_a_venue_in_the_title():
    raw = "A. Lin. (2018). Electron states in thin films, Surf. Sci. 63, 106 (2015)."
    rules = ParsedEntry(
        title="Electron states in thin films, Surf", authors=["A. Lin"], venue="Sci", year=2015, raw=raw
    )
    labeller = ParsedEntry(
        title="Electron states in thin films",
        authors=["A. Lin"],
        venue="Surf. Sci",
        year=2015,
        field_confidence={"title": 0.95, "authors": 0.95, "venue": 0.9},
    )
    assert reader._implausible_because(rules, labeller) == "venue in title"
