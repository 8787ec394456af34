"""APA 7 references with what a reference manager prints around the container (invented references):
the description of the work in brackets after the title ("[Video]. In YouTube", "[Book Section]. In
A. Name (Hrsg.), Book") is no part of the venue, nor are the book's details in parentheses after its
name ("Book (Reprint, 2nd ed., Vol. 3, pp. 1–5)", German "(Orig.-Ausg., 1. Aufl., Bd. 12, S. 1–5)")."""

import pytest

from publications.parsing import parse

BOOK_DETAILS = [
    (
        "Lind, R. (2004). Harbour talk. In C. Roe (Ed.), Coastal towns and their debts (Reprint, 2nd ed., "
        "Vol. 3, pp. 171–176). Harbour Press.",
        ("Harbour talk", "Coastal towns and their debts", "171–176"),
    ),
    (
        "Lind, R. (2004). Hafengespräche. Eine Skizze [Book Section]. In C. Roe (Hrsg.), Küstenstädte und "
        "ihre Schulden: zur Deutung der Häfen (Orig.-Ausg., 1. Aufl., [Nachdr.], Bd. 2387, S. 171–176). "
        "Nordverlag. https://example.org/hafen",
        ("Hafengespräche. Eine Skizze", "Küstenstädte und ihre Schulden: zur Deutung der Häfen", "171–176"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), BOOK_DETAILS)
def test_a_books_details_in_parentheses_before_the_house_are_no_part_of_its_name(text, expected):
    (entry,) = parse(text + "\n").entries
    assert (entry.title, entry.venue, entry.pages) == expected


def test_a_videos_description_in_brackets_is_no_part_of_the_site_it_is_in():
    (entry,) = parse(
        "Okafor, S. (2020). Nobody owns the harbour, but do not worry. [Video]. In YouTube. "
        "https://www.youtube.com/watch?v=abc123\n"
    ).entries
    assert (entry.title, entry.year, entry.venue) == (
        "Nobody owns the harbour, but do not worry",
        2020,
        "YouTube",
    )


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Lind, S. (2021). Harbours explained! (Exam edition) [Video]. In YouTube. https://www.youtube.com/watch?v=a1",
            "Harbours explained! (Exam edition)",
        ),
        (
            "Roe, Q. D. (2021). Is the harbour free? | Harbour World | Docks [Video]. In YouTube. "
            "https://www.youtube.com/watch?v=a2",
            "Is the harbour free? | Harbour World | Docks",
        ),
    ],
)
def test_the_description_in_brackets_closes_a_title_with_words_after_its_question_or_exclamation(text, title):
    (entry,) = parse(text + "\n").entries
    assert (entry.title, entry.venue) == (title, "YouTube")


# A chapter's pages in parentheses, printed right after its title where the book's name is left out
# (English "pp.", French "p."; the French with a non-breaking hyphen): pages, never the title's.
PAGES_IN_PARENTHESES_AFTER_THE_TITLE = [
    (
        "Lindqvist, A. et Moser, E. (2004). Crues hivernales des petites rivières (p. 5‑19). "
        "https://doi.org/10.5555/crues.2004.1",
        "Crues hivernales des petites rivières",
        "5–19",
    ),
    (
        "Okafor, C. (2011). A study of coastal fog (pp. 12–30). Harbour Press.",
        "A study of coastal fog",
        "12–30",
    ),
]


@pytest.mark.parametrize(("text", "title", "pages"), PAGES_IN_PARENTHESES_AFTER_THE_TITLE)
def test_a_chapters_pages_in_parentheses_after_its_title_are_no_part_of_it(text, title, pages):
    (entry,) = parse(text).entries
    assert (entry.title, entry.pages) == (title, pages)
