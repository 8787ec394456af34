"""What follows a meeting's name in a reference: the days it was held, the town and the tag of its
edition are no volume, pages or part of the venue; a note on the kind of contribution before the
meeting's name is no part of it."""

import pytest

from publications.tests.parsing_helpers import only_entry


def test_a_meetings_tag_joined_to_its_year_by_a_hyphen():
    entry = only_entry(
        "Lund, A., Osei, B. Cold-start recommendation. In Proceedings of the Thirty-Sixth AAAI "
        "Conference on Artificial Intelligence (AAAI-22), Vancouver, Canada, pp. 5000–5008, 2022."
    )
    assert entry.venue_acronym == "AAAI"
    assert entry.venue == "Proceedings of the Thirty-Sixth AAAI Conference on Artificial Intelligence"


@pytest.mark.parametrize(
    "text, venue, acronym",
    [
        (
            "Lund, A., Osei, B.: Robust tabular models. In: Proceedings of the Twenty-Ninth International "
            "Joint Conference on Artificial Intelligence, IJCAI-20, pp. 100–106. International Joint "
            "Conferences on Artificial Intelligence Organization (2020)",
            "Proceedings of the Twenty-Ninth International Joint Conference on Artificial Intelligence",
            "IJCAI",
        ),
        (
            "Lund, A., Osei, B. Efficient samplers. In International Conference on Learning "
            "Representations, ICLR 2023 (Poster), 2023.",
            "International Conference on Learning Representations",
            "ICLR",
        ),
    ],
)
def test_a_meetings_tag_after_a_comma_closing_its_name_is_its_acronym(text, venue, acronym):
    entry = only_entry(text)
    assert (entry.venue, entry.venue_acronym) == (venue, acronym)


def test_a_country_after_a_meetings_name_is_no_tag():
    entry = only_entry("Lund, A. Tides. In Proceedings of the Coastal Conference, USA, pp. 3–9, 2020.")
    assert entry.venue_acronym != "USA"
