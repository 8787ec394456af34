"""Chapters cited in the Chicago style: the editors named after the book with the mark before them
("In Book, ed. A. Name and B. Name, 116-132." or with the pages after a period), and a translator's
sentence after the editors ("Edited by …. Translated by …."), are no part of the book's name."""

import pytest

from publications.parsing.reference import read_reference

CHAPTERS = [
    (
        'Okafor, Ada. 1994. "Harbour Talk of Teenage Girls." In Coastal Performances, ed. Mary Brandt, '
        "A.C. Lima, and Laurel Sutton. 116-132. Berkeley: Harbour Group.",
        "Coastal Performances",
        ["Mary Brandt", "A.C. Lima", "Laurel Sutton"],
        "116-132",
    ),
    (
        'Okafor, Ada. "Harbour Talk of Teenage Girls." In Coastal Performances, ed. Mary Brandt and Laurel '
        "Sutton, 116-132. Berkeley: Harbour Press, 1994.",
        "Coastal Performances",
        ["Mary Brandt", "Laurel Sutton"],
        "116-132",
    ),
    (
        'Okafor, Ada. "Harbour Talk of Teenage Girls." In Coastal Performances, edited by Mary Brandt and '
        "Laurel Sutton, 116-132. Berkeley: Harbour Press, 1994.",
        "Coastal Performances",
        ["Mary Brandt", "Laurel Sutton"],
        "116-132",
    ),
]


@pytest.mark.parametrize(("text", "book", "editors", "pages"), CHAPTERS)
def test_the_editors_named_after_the_book_end_its_name(text, book, editors, pages):
    entry, hint = read_reference(text)
    assert (entry.title, entry.venue, entry.editors, entry.pages, str(hint)) == (
        "Harbour Talk of Teenage Girls",
        book,
        editors,
        pages,
        "chapter",
    )


def test_a_translators_sentence_after_the_editors_is_no_part_of_the_book():
    entry, _ = read_reference(
        'Lindqvist, M. "Harbour Talk." In Collected Writings. Edited by Günter Brandt. Translated by Doug '
        "Thompson. New York: Harbour Press, 2006, 11–17."
    )
    assert (entry.title, entry.venue, entry.publisher) == (
        "Harbour Talk",
        "Collected Writings",
        "Harbour Press",
    )
