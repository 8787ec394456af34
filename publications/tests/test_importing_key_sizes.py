"""Keys of any length: every name and title the models accept imports, and imports again as itself.

Folding can make a key far longer than its text (U+FDFA folds to 18 letters), and scripts of
three and four bytes a character fill index entries fast; neither may block a later import.
"""

from __future__ import annotations

import random

import pytest

from publications.models import TITLE_MAX_LENGTH, Author, AuthorAlias, Publication, Venue, VenueAlias
from publications.tests.importing_helpers import import_text, row_counts

pytestmark = pytest.mark.django_db


def incompressible(length: int, first: int, last: int, seed: int) -> str:
    """Random characters from one block: nothing a compressed index entry could shrink."""
    rng = random.Random(seed)
    return "".join(chr(rng.randint(first, last)) for _ in range(length))


def bibtex(title: str, authors: str, journal: str = "Journal of Things") -> str:
    fields = {"title": title, "author": authors, "journal": journal, "year": "2021"}
    body = ",\n".join(f"  {name} = {{{value}}}" for name, value in fields.items())
    return f"@article{{k,\n{body}\n}}\n"


def assert_imports_twice(text: str) -> None:
    first = import_text(text)
    assert first.batch is not None and len(first.created) == 1, first.summary()
    after_first = row_counts()
    second = import_text(text)
    assert second.created == [] and row_counts()["publications.Publication"] == 1, second.summary()
    assert {k: v for k, v in row_counts().items() if k != "publications.ImportBatch"} == {
        k: v for k, v in after_first.items() if k != "publications.ImportBatch"
    }


def test_an_author_name_of_350_characters_imports_twice_as_one_person():
    family = "Wolfeschlegelsteinhausenbergerdorff" * 9  # 315 letters
    name = f"{family}, Hubert Blaine Zeus"
    assert len(f"Hubert Blaine Zeus {family}") > 330
    assert_imports_twice(bibtex("A Paper by a Long Name", f"{name} and Jane Doe"))
    assert Author.objects.count() == 2
    long_alias = AuthorAlias.objects.get(key__startswith=family.lower()[:50])
    assert len(long_alias.key) > 300
    assert Publication.objects.get().authorships.count() == 2


def test_a_title_of_100_times_u_fdfa_imports_twice_as_one_publication():
    title = "\ufdfa" * 100
    assert_imports_twice(bibtex(title, "Doe, Jane"))
    stored = Publication.objects.get()
    assert stored.title == title
    assert len(stored.title_key) > 1000


def test_the_longest_title_and_names_in_a_four_byte_script_import_twice():
    title = incompressible(TITLE_MAX_LENGTH, 0x20000, 0x2A6DF, seed=1)
    family = incompressible(150, 0x20000, 0x2A6DF, seed=2)
    given = incompressible(140, 0x20000, 0x2A6DF, seed=3)
    assert_imports_twice(bibtex(title, f"{family}, {given}"))
    assert Publication.objects.get().title == title


def test_a_venue_name_whose_key_folds_to_three_times_its_length_imports_twice():
    venue = "Journal of " + "\ufb03" * 480  # each ligature folds to "ffi"
    assert_imports_twice(bibtex("A Paper in a Ligature Journal", "Doe, Jane", journal=venue))
    alias = VenueAlias.objects.get(venue=Venue.objects.get())
    assert len(alias.key) > 1000
