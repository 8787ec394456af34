"""Whole publication lists as a visitor copies them from a page, each in a shape of its own: the
entries found, and each entry's title, authors and year as written (invented lists)."""

from publications.parsing import parse


def _read(text: str) -> list[tuple[str, list[str], int | None]]:
    return [(entry.title, entry.authors, entry.year) for entry in parse(text).entries]


def test_a_dash_in_place_of_the_names_repeats_the_names_of_the_entry_above():
    text = (
        "Okonkwo, Adaeze, and Lars Tveit. 2014. “Harbour Towns and Their Debts.” Journal of Maritime "
        "History 12(3): 44–61.\n\n"
        "———. 2016. “Salt, Credit, and the Coastal Trade.” Economic History Review 40(1): 3–20.\n\n"
        "Tveit, Lars. 2018. “The Pilots’ Guild.” Nordic History Quarterly 7(2): 101–19.\n\n"
        "———. “Ships Without Owners.” Scandinavian Journal of History 5(1): 1–17.\n"
    )
    assert _read(text) == [
        ("Harbour Towns and Their Debts", ["Adaeze Okonkwo", "Lars Tveit"], 2014),
        ("Salt, Credit, and the Coastal Trade", ["Adaeze Okonkwo", "Lars Tveit"], 2016),
        ("The Pilots’ Guild", ["Lars Tveit"], 2018),
        ("Ships Without Owners", ["Lars Tveit"], None),
    ]
