"""A CV's list that dates nothing and writes each item on a line of its own, names first: "Ada
Moreau. Title (Press).", "Ada Moreau, Title. In: Encyclopedia, vol. 3." Each line is an entry,
whichever way its title and venue read."""

from publications.parsing import parse
from publications.parsing.segmentation.shapes import line_shapes
from publications.parsing.segmentation.undated import UndatedLists

BOOKS_AND_ARTICLES = """\
Books
Harriet Quill. The Seven Doors of the Old House on the Marrow Hill (Lantern Press London).
Oskar Pelt. A Winter on the Northern Coast of the Island (Harbor House).
Lena Brook. Letters From a Quiet Valley Written Over Many Years (Fern Books).
Articles
Mira Sandoval. Rivers and Their Names. In: Encyclopedia of Landscapes [EL] (Greyfield), vol. 12.
Tomas Reyes. Salt Roads: Trade and Memory. In: EL, vol. 14.
Tomas Reyes. Bridges/Fords/Ferries – History. In: EL, vol. 14.
Ana Lind, Harbours of the North – A Survey, in: Carl Berg and Ana Lind, Harbours (Northlight Books).
Ivo Marek. The Logic of Ruins. In: Paul Stone, Ruins: Essays and Photographs (Stone Press).
"""


def test_each_undated_line_of_names_and_a_title_is_an_entry():
    entries = parse(BOOKS_AND_ARTICLES).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [
        (2, 2),
        (3, 3),
        (4, 4),
        (6, 6),
        (7, 7),
        (8, 8),
        (9, 9),
        (10, 10),
    ]
    assert [(entry.title, entry.authors) for entry in entries[3:6]] == [
        ("Rivers and Their Names", ["Mira Sandoval"]),
        ("Salt Roads: Trade and Memory", ["Tomas Reyes"]),
        ("Bridges/Fords/Ferries – History", ["Tomas Reyes"]),
    ]
    assert all(entry.year is None for entry in entries)


def _runs(text: str) -> list[int]:
    texts = text.splitlines()
    return UndatedLists(texts, line_shapes(texts)).entry_lines()[0]


def test_a_line_that_also_reads_as_a_title_and_names_goes_with_the_lines_around_it():
    # "Mira Sandoval. Rivers and Their Names. In: …" reads as a title its names follow as well;
    # the run holds it all the same, and it is not written names first.
    texts = BOOKS_AND_ARTICLES.splitlines()
    undated = UndatedLists(texts, line_shapes(texts))
    items = undated.entry_lines()[0]
    assert [position for position in items if position >= 4] == [5, 6, 7, 8, 9]
    assert undated.titled(items) == []


def test_a_wrapped_paragraph_without_dates_makes_no_run():
    # Lines of a paragraph wrapped at a width end mid-sentence: none is a whole item.
    text = (
        "Harriet Quill. The Seven Doors of the Old House on the Marrow Hill and what the\n"
        "Quill family kept behind them for a century, told by the last of the family and\n"
        "Oskar Pelt. A Winter on the Northern Coast of the Island, with the letters of the\n"
        "Lena Brook. Letters From a Quiet Valley Written Over Many Years by the keepers of\n"
    )
    assert _runs(text) == []


def test_two_undated_lines_make_no_list():
    text = (
        "Harriet Quill. The Seven Doors of the Old House on the Marrow Hill (Lantern Press).\n"
        "Oskar Pelt. A Winter on the Northern Coast of the Island (Harbor House).\n"
    )
    assert _runs(text) == []
