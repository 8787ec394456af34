"""A span of years closing a book's name ("…, 1750-1930") is the name's, no pages and no meeting's
dates, where it spans ten years or more and the year of publication printed after it is later
(Vancouver's and AMA's chapters: "In: Book, 1750-1930. House; 2007. p. 1-9"). A shorter span, as
likely a chapter's pages, still closes the name."""

import pytest

from publications.tests.parsing_helpers import read_one


@pytest.mark.parametrize(
    ("text", "venue", "publisher", "pages"),
    [
        (
            "10. Hald A. Biography of a statistician. In: A history of parametric inference from Laplace "
            "to Pearson, 1750-1930. John Wiley & Sons; 2007. p. 159-63.",
            "A history of parametric inference from Laplace to Pearson, 1750-1930",
            "John Wiley & Sons",
            "159–63",
        ),
        (
            "Doe J. Prints and satire. In: The Age of Caricature, 1715-1838. Yale University Press; 1999. "
            "p. 10-20.",
            "The Age of Caricature, 1715-1838",
            "Yale University Press",
            "10–20",
        ),
    ],
)
def test_a_span_of_years_closing_a_books_name_stays_in_it(text, venue, publisher, pages):
    entry = read_one(text)
    assert (entry["venue"], entry["publisher"], entry["pages"]) == (venue, publisher, pages)


def test_a_short_span_still_closes_the_name():
    entry = read_one("Berg A. Coastal winds. In: Harbour Studies, 1933-1941. Fjord Press; 2004.")
    assert (entry["venue"], entry["year"]) == ("Harbour Studies", 2004)
