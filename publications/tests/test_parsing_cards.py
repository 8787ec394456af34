"""Lab-page cards the free-text and line-block readers must read right."""

from publications.parsing.tail import parse_tail


def test_a_venue_acronym_with_a_two_digit_year_gives_the_year():
    tail = parse_tail("ICLR'19")
    assert (tail.venue_acronym, tail.year) == ("ICLR", 2019)
    assert parse_tail("Rock'n'Roll Studies 12").year is None
