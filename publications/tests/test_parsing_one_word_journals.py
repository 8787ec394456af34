"""Harvard's journal of one word between commas, then its volume, issue and pages marked "pp."
(Cite Them Right, Anglia, Roehampton: "Title, Journal, 12(3), pp. 1–9"): the title ends at the
comma before the journal's name."""

import pytest

from publications.parsing.reference import parse_reference
from publications.parsing.tail import parse_tail


@pytest.mark.parametrize(
    ("citation", "title", "venue", "pages"),
    [
        (
            "Lindqvist, R. (2009) Snow cover on north-facing slopes, Cryosphere, 14 pp.3–17.",
            "Snow cover on north-facing slopes",
            "Cryosphere",
            "3–17",
        ),
        (
            "Amadi, C. and Pereira, J. (2015) Nitrate leaching from pasture soils, Pedosphere, 27 (4) "
            "pp.41–58.",
            "Nitrate leaching from pasture soils",
            "Pedosphere",
            "41–58",
        ),
        (
            "Hollis, M. (2021) Tidal mixing in shallow estuaries, Oceanologia, 9, pp. 112–130.",
            "Tidal mixing in shallow estuaries",
            "Oceanologia",
            "112–130",
        ),
        (
            "Coastal Survey Agency (2008) Dune grasses of the north coast, mBio, 5 pp.20–31.",
            "Dune grasses of the north coast",
            "mBio",
            "20–31",
        ),
        (
            "Hollis, M. (2021) Wind, waves and tides, Oceanologia, 9(2), pp. 112–130.",
            "Wind, waves and tides",
            "Oceanologia",
            "112–130",
        ),
    ],
)
def test_title_ends_at_the_comma_before_a_one_word_journal_and_its_pages(citation, title, venue, pages):
    entry = parse_reference(citation)
    assert (entry.title, entry.venue, entry.pages) == (title, venue, pages)


@pytest.mark.parametrize(
    ("citation", "title"),
    [
        # A title's own comma before a word of one phrase, no volume nor pages after it.
        ("Hollis, M. (2021) Wind, waves and tides, Oceanologia.", "Wind, waves and tides, Oceanologia"),
        # A place and a year before the pages: a book's imprint, no journal.
        ("Hollis, M. (2021) Harbour songs, Lisbon, 1998, pp. 12–19.", "Harbour songs"),
        (
            "Hollis, M. (2021) Harbour songs of the coast, Lisbon, 3, pp. 12–19.",
            "Harbour songs of the coast, Lisbon, 3",
        ),
    ],
)
def test_a_word_after_a_comma_with_no_volume_and_pages_stays_in_the_title(citation, title):
    assert parse_reference(citation).title == title


@pytest.mark.parametrize(
    ("venue_text", "venue", "volume", "number", "pages"),
    [
        ("Cryosphere, 14 pp.3–17.", "Cryosphere", "14", None, "3–17"),
        ("Polar Ice Letters, 14 pp. 3–17.", "Polar Ice Letters", "14", None, "3–17"),
        ("Pedosphere, 27 (4) pp.41–58.", "Pedosphere", "27", "4", "41–58"),
    ],
)
def test_a_volume_written_right_before_its_pp_pages_is_the_volume(venue_text, venue, volume, number, pages):
    tail = parse_tail(venue_text)
    assert (tail.venue, tail.volume, tail.number, tail.pages) == (venue, volume, number, pages)


def test_a_count_of_pages_after_a_place_is_no_volume():
    tail = parse_tail("Lisbon, 240 pp.")
    assert tail.volume is None
