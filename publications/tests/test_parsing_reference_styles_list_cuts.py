"""A pasted reference whose author list is cut short ("and others" as MHRA and Norwegian legal
styles spell "et al.", or "et al.") or goes on with "and" after the first name's initials, before a
title set off by a comma: the cut or the joined name is the list's, never the title."""

import pytest

from publications.tests.parsing_helpers import assert_fields, read_one


@pytest.mark.parametrize(
    ("names", "authors", "truncated"),
    [
        ("Okafor, A. and others", ["A. Okafor"], True),
        ("Okafor, A. et al.", ["A. Okafor"], True),
        ("Okafor, A. and B. Lindqvist", ["A. Okafor", "B. Lindqvist"], False),
    ],
)
def test_a_cut_or_joined_list_before_a_quoted_title(names, authors, truncated):
    entry = assert_fields(
        f"{names}, ‘Reading Habits of Rural Pupils’, IEEE Trans. Pattern Anal. Mach. Intell., 12 (2014),"
        " pp. 45–67",
        "Reading Habits of Rural Pupils",
        authors,
        2014,
        "IEEE Trans. Pattern Anal. Mach. Intell.",
    )
    assert entry["authors_truncated"] is truncated


def test_a_quoted_journal_after_names_and_a_title_stays_the_journal():
    # "Names, Title, «Journal»": the quotes mark the journal when a title stands before them.
    entry = read_one("Osei K., Brandt L. (2020), Titolo del saggio breve, «Rivista di Energia», 15, pp. 3-9.")
    assert entry["title"] == "Titolo del saggio breve"
    assert entry["venue"] == "Rivista di Energia"


@pytest.mark.parametrize("cut", ["and others", "et al."])
def test_given_names_then_the_cut_close_an_inverted_name(cut):
    entry = read_one(
        f"Okafor, Adaeze Ngozi {cut}, Reading habits of rural pupils, in Annual Meeting of the"
        " Association for Computational Linguistics, 2014."
    )
    assert entry["authors"] == ["Adaeze Ngozi Okafor"]
    assert entry["authors_truncated"] is True
    assert entry["title"] == "Reading habits of rural pupils"
    assert entry["year"] == 2014
