"""What is no year: four digits inside an article number."""

from publications.parsing.fields import find_years


def test_four_digits_inside_an_article_number_are_no_year():
    assert find_years("Coastal Dynamics 9(2): e2023CD000417") == []
    assert find_years("Geophysical Letters 49, e2022GL099236.") == []
    assert find_years("Interspeech2019, Graz") == [2019]
    assert find_years("(2024). Journal") == [2024]
