"""An ellipsis written as an item of an author list, with its own comma after it ("A. Smith,
B. Jones, …, Z. Wu"): it stands for names left out and is no name itself."""

import pytest

from publications.parsing.names import split_authors
from publications.tests.parsing_helpers import read_one


@pytest.mark.parametrize(
    "text",
    [
        "R. Okafor, T. Lindqvist, …, M. Haldane",
        "Okafor, R., Lindqvist, T., . . ., & Haldane, M.",
        "R. Okafor, T. Lindqvist, ..., and M. Haldane",
    ],
)
def test_an_ellipsis_written_as_an_item_of_the_list_is_no_name(text):
    names, cut = split_authors(text)
    assert [name.display for name in names] == ["R. Okafor", "T. Lindqvist", "M. Haldane"]
    assert cut


def test_an_entry_whose_names_are_cut_by_an_ellipsis_item_keeps_its_names():
    entry = read_one(
        "R. Okafor, T. Lindqvist, …, M. Haldane. Grain boundaries in films. Acta Mater., 171:12-20, 2019."
    )
    assert entry["authors"] == ["R. Okafor", "T. Lindqvist", "M. Haldane"]
    assert entry["title"] == "Grain boundaries in films"
