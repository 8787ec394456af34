"""The imprint in parentheses that Nature, Science, PNAS and the physics styles close a book's or a
proceedings' name with, "(House, 1980)" or "(Place, 2007)", one reference pasted at a time: the house
is the publisher, the year is the year, and neither is part of the venue; Nature's pages written
between the editors and that imprint ("(eds …) 489–500 (House, 1980)") are pages, not the venue's."""

from publications.tests.parsing_helpers import first_entry


def test_nature_chapter_pages_then_the_house_and_year_in_parentheses():
    entry = first_entry(
        "36. Okafor, L., Brandt, M. & Osei, R. Tidal sediment transport in estuaries. in Coastal "
        "Processes and Estuary Models (eds Lindqvist, B. & Ruiz, A.) 489–500 (Harbour Books, 1980)."
    )
    assert entry.title == "Tidal sediment transport in estuaries"
    assert entry.venue == "Coastal Processes and Estuary Models"
    assert entry.year == 1980
    assert entry.publisher == "Harbour Books"


def test_science_proceedings_with_the_meeting_town_and_year_in_parentheses():
    entry = first_entry(
        "19. L. Okafor, M. Brandt, “Tidal sediment transport in estuaries” in International Workshop "
        "on Coastal Processes (Lima, 2007), pp. 3–9."
    )
    assert entry.venue == "International Workshop on Coastal Processes"
    assert entry.year == 2007
    assert entry.pages == "3–9"


def test_a_house_with_its_place_in_the_parentheses():
    entry = first_entry(
        "7. L. Okafor, “Tidal sediment transport in estuaries” in Coastal Processes, B. Lindqvist, Ed. "
        "(Harbour Books, Lima, 2011), pp. 12–19."
    )
    assert entry.venue == "Coastal Processes"
    assert entry.year == 2011


def test_an_acronym_in_parentheses_after_a_meeting_stays_its_acronym():
    entry = first_entry(
        "L. Okafor, M. Brandt, Tidal sediment transport in estuaries, in Proceedings of the Workshop "
        "on Coastal Processes (WCP), 2007, pp. 3–9."
    )
    assert entry.venue_acronym == "WCP"
    assert entry.year == 2007
