"""Reports and standards: the series and number of a report ("Technical Report TR-2003-12", "Report
No. DIT-2003-7") or a document's code standing alone ("HRS-540-F-98-038 (PB98-963309)", "UFC
3-200-01", "F1417-11a") are its number, neither venue nor title, and the body that issued it is the
publisher; a body named with its acronym before the year is the author, a comma and its country
included ("Coastal Survey Agency, Ghana (CSA). 1999."). An APA thesis's mark in parentheses or brackets
ends its title, and the school is its venue ("Title (Doctoral dissertation). School", "Title [Master's
thesis, School]. Archive"), and so does Vancouver's ("Title [dissertation]. Place: School; Year")."""

import pytest

from publications.parsing import parse
from publications.parsing.reference import read_reference
from publications.tests.parsing_helpers import read_one

REPORTS = [
    (
        "Okafor, H., and L. Brandt. 2003. Sediment Transport in Small Harbours. Technical Report "
        "TR-2003-12. Delta Institute of Technology, Lagos.",
        "Sediment Transport in Small Harbours",
        ["H. Okafor", "L. Brandt"],
        "TR-2003-12",
        "Delta Institute of Technology",
    ),
    (
        "Okafor, H. 2003. Sediment transport in small harbours. Report No. DIT-2003-7, Delta Institute of "
        "Technology, Lagos.",
        "Sediment transport in small harbours",
        ["H. Okafor"],
        "DIT-2003-7",
        "Delta Institute of Technology",
    ),
    (
        "H. Okafor. Sediment transport in small harbours. Technical Report 2003-12, Delta Institute of "
        "Technology, 2003.",
        "Sediment transport in small harbours",
        ["H. Okafor"],
        "2003-12",
        "Delta Institute of Technology",
    ),
    (
        "Coastal Survey Agency, Ghana (CSA). 1999. Improving Harbour Assessment: Combined Tidal Surveys. "
        "CSA-540-F-98-038 (PB98-963309). Office of Harbour Response. October.",
        "Improving Harbour Assessment: Combined Tidal Surveys",
        ["Coastal Survey Agency, Ghana (CSA)"],
        "CSA-540-F-98-038",
        "Office of Harbour Response",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "number", "publisher"), REPORTS)
def test_a_reports_series_and_number_are_neither_venue_nor_title(text, title, authors, number, publisher):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["venue"]) == (title, authors, None)
    assert (entry["number"], entry["publisher"], entry["type"]) == (number, publisher, "other")


def test_a_standards_code_alone_is_its_number():
    entry, _ = read_reference(
        "Materials Testing Society (MTS). 2011. Standard Practice for Testing Harbour Pipes Using Low "
        "Air Pressure. F1417-11a. West Conshohocken, PA."
    )
    assert (entry.title, entry.venue, entry.number) == (
        "Standard Practice for Testing Harbour Pipes Using Low Air Pressure",
        None,
        "F1417-11a",
    )


def test_a_journal_named_reports_keeps_its_volume():
    entry = read_one("H. Okafor. Sediment transport in small harbours. Physics Reports 500, 1-50, 2003.")
    assert (entry["venue"], entry["volume"], entry["pages"]) == ("Physics Reports", "500", "1–50")


# A society's numbered paper after the title's comma ends the title, a link after it or not.
SOCIETY_PAPERS = [
    (
        "Lund, K. and Ruiz, A. (2021) Characterization of the Hypervelocity Tunnel, AIAA Paper 2021-3524, "
        "https://doi.org/10.2514/6.2021-3524",
        "Characterization of the Hypervelocity Tunnel",
    ),
    (
        "Lund, K. and Ruiz, A. (2021) Brake Noise in Small Cars, SAE Technical Paper 2021-01-1234.",
        "Brake Noise in Small Cars",
    ),
    (
        "Lund, K. and Ruiz, A. (2021) Tip Clearance in Turbines, ASME Paper GT2021-59012, 2021.",
        "Tip Clearance in Turbines",
    ),
]


@pytest.mark.parametrize(("text", "title"), SOCIETY_PAPERS)
def test_a_societys_numbered_paper_after_a_comma_ends_the_title(text, title):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (title, ["K. Lund", "A. Ruiz"], 2021)


def test_a_societys_paper_named_inside_a_title_stays_in_it():
    entry = read_one("Lund, K. (2021) On the AIAA Paper Awards, 1960-2020, Journal of Aircraft, 12, 1-10.")
    assert entry["title"] == "On the AIAA Paper Awards, 1960-2020"


APA_THESES = [
    (
        "Mbeki, T. (2012). Soil carbon under smallholder maize (Doctoral dissertation). University of "
        "Lusaka, Lusaka, Zambia.",
        "Soil carbon under smallholder maize",
        "University of Lusaka",
    ),
    (
        "Okonkwo, C. (2009). Market women of Onitsha (Unpublished master's thesis). University of Enugu, "
        "Nigeria.",
        "Market women of Onitsha",
        "University of Enugu",
    ),
    (
        "Hallström, E. (2021). Peatland drainage seen from orbit [Master's thesis, Umeå University]. "
        "DiVA Portal.",
        "Peatland drainage seen from orbit",
        "Umeå University",
    ),
    (
        "Ferreira, L. (2005). Fjord sediments of the north (Doctoral dissertation, University of Tromsø). "
        "Retrieved from https://example.org/handle/123",
        "Fjord sediments of the north",
        "University of Tromsø",
    ),
]


VANCOUVER_THESES = [
    (
        "Okafor A. Water tariffs in Lagos [dissertation]. Ibadan: University of Ibadan; 2015.",
        "Water tariffs in Lagos",
        "University of Ibadan",
    ),
    (
        "Lind B. Peat fires in Jämtland [master's thesis]. Umeå: Umeå University; 2019.",
        "Peat fires in Jämtland",
        "Umeå University",
    ),
]


@pytest.mark.parametrize(("text", "title", "school"), APA_THESES + VANCOUVER_THESES)
def test_an_apa_thesis_mark_in_brackets_ends_the_title_and_names_the_school(text, title, school):
    entry = read_one(text)
    assert (entry["title"], entry["venue"], entry["type"]) == (title, school, "thesis")


@pytest.mark.parametrize(
    "text",
    [
        'Zhang, Wei. "Harbour Villages in Fujian." PhD diss., University of Xiamen, 2013.',
        'Zhang, Wei. 2013. "Harbour Villages in Fujian." PhD diss., University of Xiamen.',
    ],
)
def test_chicagos_phd_diss_marks_a_thesis_and_its_school(text):
    entry = read_one(text)
    assert (entry["title"], entry["venue"], entry["type"], entry["year"]) == (
        "Harbour Villages in Fujian",
        "University of Xiamen",
        "thesis",
        2013,
    )


@pytest.mark.parametrize(
    "kind_and_body",
    ["Technical Report. Harbour Institute of Oceanography.", "Research Report, Lagos Polytechnic Press."],
)
def test_a_report_kind_then_its_issuing_body_is_no_venue(kind_and_body):
    entry = read_one(f"Marta Q. Ekwueme. 1974. A SHIFT REGISTER FOR TIDAL SIGNALS. {kind_and_body}")
    body = kind_and_body.split(maxsplit=2)[2].strip(" .")
    assert (entry["title"], entry["year"], entry["venue"], entry["publisher"], entry["type"]) == (
        "A SHIFT REGISTER FOR TIDAL SIGNALS",
        1974,
        None,
        body,
        "other",
    )


# A Zotero "My Publications" page in APA: a preprint's number and a report's in parentheses after
# the title, as Zotero prints an item's archive ID or report number.
ZOTERO_MY_PUBLICATIONS = """My Publications

Haddad, R., & Brenner, L. (2023). Calibrated conformal prediction for river flow forecasting \
(arXiv:2301.04412). arXiv. https://doi.org/10.48550/arXiv.2301.04412
Brenner, L., & Vint, O. (2022). Snowmelt timing from sparse stations (Report No. 12). Nordic Hydrology Office.
Vint, O. (2021). Glacier runoff under drought (Working Paper No. 31). Alpine Water Bank.
"""


def test_an_apa_preprints_or_reports_number_after_its_title_is_no_part_of_the_title():
    result = parse(ZOTERO_MY_PUBLICATIONS)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Calibrated conformal prediction for river flow forecasting", 2023),
        ("Snowmelt timing from sparse stations", 2022),
        ("Glacier runoff under drought", 2021),
    ]
    assert result.entries[0].arxiv_id == "2301.04412"
    assert [entry.number for entry in result.entries[1:]] == ["12", "31"]
    # Words in parentheses that are no number stay in the title.
    entry, _ = read_reference("Vint, O. (2021). Notes on (arXiv) search tools. Hydrology Letters, 3, 1-5.")
    assert entry.title == "Notes on (arXiv) search tools"
