"""A comma-separated citation whose journal and volume the rules ran into the title ("Author (1977),
Title, eLife, 202, pp. 109–129"; the authors a body, or a journal the venue table lacks) is read
with the journal as the venue: no title ends with a journal's name and a bare number after commas."""

import pytest

from publications.tests.parsing_helpers import read_one

JOURNAL_AND_VOLUME = [
    (
        "Nordic Water Council (2001), Tidal mixing in narrow fjords, Coastal Dynamics Letters, 12, pp. 1–9.",
        "Coastal Dynamics Letters",
    ),
    ("Nordic Water Council 2001 : Tidal mixing in narrow fjords, mBio, 12, p. 1‑9.", "mBio"),
    (
        "Okafor H., Rossi P. et Lund E. V., 2001, Tidal mixing in narrow fjords, Nature Geoscience, 12(3), "
        "p. 1‑9.",
        "Nature Geoscience",
    ),
    (
        "Okafor H., Rossi P. et Lund E. V., 2001, Tidal mixing in narrow fjords, eNeuro, 12(3), "
        "p. 1‑9. DOI : 10.1234/fjords.2001.7",
        "eNeuro",
    ),
]


@pytest.mark.parametrize(("text", "venue"), JOURNAL_AND_VOLUME)
def test_the_journal_and_volume_after_the_title_are_the_venue(text, venue):
    entry = read_one(text)
    assert entry["title"] == "Tidal mixing in narrow fjords"
    assert (entry["venue"], entry["volume"], entry["year"]) == (venue, "12", 2001)
    assert entry["type"] == "journal"


def test_a_title_ending_in_a_number_after_no_journal_keeps_it():
    entry = read_one("Okafor, T. (2001), Tidal mixing in narrow fjords, part 2, 12, pp. 1–9.")
    assert entry["title"].startswith("Tidal mixing in narrow fjords")


def test_a_house_and_its_year_after_the_title_are_no_journal_and_volume():
    entry = read_one("Okafor Tunde, Les marées du port, Sète, Acte Marin, 2011")
    assert entry["venue"] != "Acte Marin"
