"""Journal details as Czech and Slovak (ČSN/STN ISO 690), Polish and Hungarian references label
them: "roč. 12, č. 3, s. 45–60" (volume, issue, pages), Polish "t. 9, nr 2, s. 7–19", Hungarian
"31. évf. 4. sz. 101–118. o." with the number before its label."""

import pytest

from publications.tests.parsing_helpers import read_one


@pytest.mark.parametrize(
    ("text", "venue", "volume", "number", "pages"),
    [
        (
            "Dvořák, P. 2016. „Města a jejich okraje.“ Geografický časopis roč. 12, č. 3, s. 45–60.",
            "Geografický časopis",
            "12",
            "3",
            "45–60",
        ),
        (
            "Dvořák, P. 2016. Města a jejich okraje. Geografický časopis 12 (č. 3), s. 45–60.",
            "Geografický časopis",
            "12",
            "3",
            "45–60",
        ),
        (
            "Lipková, Z. 2019. Vidiecke komunity. Sociológia, roč. 51, č. 2, s. 120–141.",
            "Sociológia",
            "51",
            "2",
            "120–141",
        ),
        (
            "Wiśniewski M., Zając K. (2013). Rynek pracy w regionie. Studia Regionalne, nr 4, s. 55–70.",
            "Studia Regionalne",
            None,
            "4",
            "55–70",
        ),
        (
            "M. Wiśniewski, Rynek pracy w regionie, „Studia Regionalne”, t. 9, nr 2/2013, s. 7–19.",
            "Studia Regionalne",
            "9",
            "2",
            "7–19",
        ),
        (
            "Szabó E. (2011): A falusi tér. Földrajzi Közlemények, 31. évf. 4. sz. 101–118. o.",
            "Földrajzi Közlemények",
            "31",
            "4",
            "101–118",
        ),
    ],
)
def test_issue_and_page_words_of_central_european_references(text, venue, volume, number, pages):
    entry = read_one(text)
    assert (entry["venue"], entry["volume"], entry["number"], entry["pages"]) == (
        venue,
        volume,
        number,
        pages,
    )
