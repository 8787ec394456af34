"""References that print no title (physics, astronomy, chemistry): names, the journal, its volume,
the page or article number and the year. Each is an entry with no title and its other fields, and
a warning on its line; titled references beside them keep their titles, and a line that lacks the
journal's numbers stays no entry."""

import json
import subprocess
import sys

import pytest

from publications.parsing import parse

# (text, authors, year, venue, volume, pages or article number)
UNTITLED = [
    # RSC / ACS: the names, the journal, then year, volume and pages, comma after comma.
    (
        "L. Haddad, V. Sørensen and E. Kimura, Dalton Trans., 2017, 46, 8812–8820.",
        ["L. Haddad", "V. Sørensen", "E. Kimura"],
        2017,
        "Dalton Trans.",
        "46",
        "8812–8820",
    ),
    (
        "N. Castell and O. Brandt, J. Am. Chem. Soc., 2016, 138, 4410.",
        ["N. Castell", "O. Brandt"],
        2016,
        "J. Am. Chem. Soc.",
        "138",
        "4410",
    ),
    (
        "P. Lindgren, Green Chem., 2021, 23, 5120-5131.",
        ["P. Lindgren"],
        2021,
        "Green Chem.",
        "23",
        "5120–5131",
    ),
    # APS / AIP: the names with a serial comma, the journal, volume, page (year).
    (
        "K. Tanaka, M. Ito, and S. Sato, J. Chem. Phys. 150, 124103 (2019).",
        ["K. Tanaka", "M. Ito", "S. Sato"],
        2019,
        "J. Chem. Phys.",
        "150",
        "124103",
    ),
    (
        "R. Lindqvist, P. Okafor, and E. V. Marchetti, Nature Photonics 14, 311 (2020).",
        ["R. Lindqvist", "P. Okafor", "E. V. Marchetti"],
        2020,
        "Nature Photonics",
        "14",
        "311",
    ),
    # Nature-like: inverted names joined by "&", the journal straight after the last initial.
    (
        "Doe, A. & Roe, B. Phys. Rev. Lett. 120, 123 (2018).",
        ["A. Doe", "B. Roe"],
        2018,
        "Phys. Rev. Lett.",
        "120",
        "123",
    ),
    # AAS / MNRAS: the year after the names, then journal, volume and page, comma after comma.
    (
        "Smith, J., Wang, L., & Ortiz, P. 2018, ApJ, 860, 12",
        ["J. Smith", "L. Wang", "P. Ortiz"],
        2018,
        "ApJ",
        "860",
        "12",
    ),
    ("Doe, A. 2020, MNRAS, 495, 1234", ["A. Doe"], 2020, "MNRAS", "495", "1234"),
    (
        "Kowalczyk, T., & Brandt, H. 2016, A&A, 590, A41",
        ["T. Kowalczyk", "H. Brandt"],
        2016,
        "A&A",
        "590",
        "A41",
    ),
    # ACS: names closed by semicolons, the journal after the last initial, year, volume, pages.
    (
        "Haddad, L.; Sørensen, V. J. Am. Chem. Soc. 2016, 138, 4410–4415.",
        ["L. Haddad", "V. Sørensen"],
        2016,
        "J. Am. Chem. Soc.",
        "138",
        "4410–4415",
    ),
    # Wiley: the journal, then year, volume and page.
    (
        "H. Osei, P. Lindgren, E. Kimura, Advanced Materials 2015, 27, 4410.",
        ["H. Osei", "P. Lindgren", "E. Kimura"],
        2015,
        "Advanced Materials",
        "27",
        "4410",
    ),
    # Inverted initials, the journal, volume, pages (year).
    (
        "Brandt O., Castell N. A., Surface Science, 612, 45–58 (2013).",
        ["O. Brandt", "N. A. Castell"],
        2013,
        "Surface Science",
        "612",
        "45–58",
    ),
    # Elsevier's numeric style without titles: the journal, a comma, the volume, the year in
    # brackets, then the pages.
    (
        "T. Vasquez, M. Holloway, Journal of Coastal Sediments, 41 (2012) 233–247.",
        ["T. Vasquez", "M. Holloway"],
        2012,
        "Journal of Coastal Sediments",
        "41",
        "233–247",
    ),
    (
        "K.J. Ambrose, Electrochimica Acta, 87 (2019) 1102–1110.",
        ["K.J. Ambrose"],
        2019,
        "Electrochimica Acta",
        "87",
        "1102–1110",
    ),
    (
        "Baltic Marine Institute, Marine Geology, 305 (2014) 17–29.",
        ["Baltic Marine Institute"],
        2014,
        "Marine Geology",
        "305",
        "17–29",
    ),
    # Annual Reviews' style without titles: Vancouver names, the year, then the journal, each
    # closed by a stop, then volume(issue):pages; a body's name in place of the names.
    (
        "Vasquez T, Holloway MJ, Ortega P. 2012. Journal of Coastal Sediments. 41(3):233–47",
        ["T Vasquez", "MJ Holloway", "P Ortega"],
        2012,
        "Journal of Coastal Sediments",
        "41",
        "233–47",
    ),
    (
        "Baltic Marine Council. 2014. Marine Geology. 305:17–29",
        ["Baltic Marine Council"],
        2014,
        "Marine Geology",
        "305",
        "17–29",
    ),
    # A body for author, told by the word heading its name, in the physics and chemistry shapes.
    (
        "Nordic Fisheries Council, Surface Science 612, 45 (2013).",
        ["Nordic Fisheries Council"],
        2013,
        "Surface Science",
        "612",
        "45",
    ),
    (
        "International Seabed Authority, Dalton Trans., 2017, 46, 8812–8820.",
        ["International Seabed Authority"],
        2017,
        "Dalton Trans.",
        "46",
        "8812–8820",
    ),
    (
        "Alpine Research Institute, Surface Science 2013, 612, 45.",
        ["Alpine Research Institute"],
        2013,
        "Surface Science",
        "612",
        "45",
    ),
]


@pytest.mark.parametrize(("text", "authors", "year", "venue", "volume", "page"), UNTITLED)
def test_a_reference_without_title_is_an_entry_with_its_fields_and_a_warning(
    text, authors, year, venue, volume, page
):
    result = parse(text).to_dict()
    [entry] = result["entries"]
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"], entry["volume"]) == (
        "",
        authors,
        year,
        venue,
        volume,
    )
    assert page in (entry["pages"] or "", entry["article_number"] or "")
    warning = {"line": 1, "message": "no title found", "field": "title"}
    assert entry["warnings"] == [warning]
    assert result["warnings"] == [warning]


# The same styles printing a title: the title stays a title, the names stay names.
TITLED = [
    (
        "A. Rossi and B. K. Chen, Spin waves in thin garnet films, Phys. Rev. B 104, 045112 (2021).",
        "Spin waves in thin garnet films",
        ["A. Rossi", "B. K. Chen"],
    ),
    (
        "Doe, A. & Roe, B. Quantum dots in silicon nanowires. Phys. Rev. Lett. 120, 123 (2018).",
        "Quantum dots in silicon nanowires",
        ["A. Doe", "B. Roe"],
    ),
    (
        "Haddad, L.; Sørensen, V. Ring Strain in Small Carbocycles. J. Am. Chem. Soc. 2016, 138, 4410–4415.",
        "Ring Strain in Small Carbocycles",
        ["L. Haddad", "V. Sørensen"],
    ),
]


@pytest.mark.parametrize(("text", "title", "authors"), TITLED)
def test_a_titled_reference_of_these_styles_keeps_its_title(text, title, authors):
    result = parse(text)
    [entry] = result.entries
    assert (entry.title, entry.authors) == (title, authors)
    assert not [issue for issue in result.issues if issue.field == "title"]


def test_a_list_mixing_titled_and_untitled_references_keeps_each_as_written():
    text = (
        "1. A. Rossi, B. K. Chen, and T. Müller, Phys. Rev. B 104, 045112 (2021).\n"
        "2. A. Rossi and T. Müller, Magnon transport in layered antiferromagnets, Phys. Rev. Lett. 126, "
        "017202 (2021).\n"
        "3. T. Müller, J. Appl. Phys. 129, 223901 (2021).\n"
    )
    result = parse(text)
    assert [(entry.title, entry.authors, entry.line_start) for entry in result.entries] == [
        ("", ["A. Rossi", "B. K. Chen", "T. Müller"], 1),
        ("Magnon transport in layered antiferromagnets", ["A. Rossi", "T. Müller"], 2),
        ("", ["T. Müller"], 3),
    ]
    assert [(issue.line, issue.message) for issue in result.issues] == [
        (1, "no title found"),
        (3, "no title found"),
    ]


# Lines with names and a year or a journal but not a journal's volume, page and year: a list's
# item that lost its title, or no reference at all. None is read as a citation without a title.
NOT_CITATIONS = [
    "Tidal mixing in narrow fjords, Surface Science 612, 45 (2013).",
    "A. Rossi, B. K. Chen, and T. Müller (2021).",
    "A. Rossi, B. K. Chen, and T. Müller, Phys. Rev. B (2021).",
    "Smith, J., Wang, L., & Ortiz, P. 2018, ApJ",
    "K. Tanaka, M. Ito, and S. Sato, 150, 124103.",
]


@pytest.mark.parametrize("text", NOT_CITATIONS)
def test_names_without_the_journals_numbers_are_no_citation_without_title(text):
    result = parse(text)
    assert all(entry.title for entry in result.entries)
    assert "no title found" not in [issue.message for issue in result.issues]


def test_the_command_line_gives_the_entry_with_an_empty_title_and_the_warning(tmp_path):
    paste = tmp_path / "refs.txt"
    paste.write_text("Smith, J., Wang, L., & Ortiz, P. 2018, ApJ, 860, 12\n", encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "publications.parsing", str(paste)], capture_output=True, text=True, check=True
    ).stdout
    result = json.loads(out)
    assert set(result) == {"format", "entries", "warnings"}
    [entry] = result["entries"]
    assert (entry["title"], entry["authors"], entry["venue"], entry["volume"], entry["year"]) == (
        "",
        ["J. Smith", "L. Wang", "P. Ortiz"],
        "ApJ",
        "860",
        2018,
    )
    assert result["warnings"] == [{"line": 1, "message": "no title found", "field": "title"}]


def test_noise_with_a_journals_numbers_but_no_names_is_no_entry():
    result = parse("Phys. Rev. B 104, 045112 (2021).\n\nVol. 12, 345 (2019)\n")
    assert all(entry.title for entry in result.entries)
    assert "no title found" not in [issue.message for issue in result.issues]


# A paper in a book or proceedings, cited by the names, the book, the year and the pages alone.
IN_A_BOOK = [
    (
        "R. Lindqvist and M. van der Berg, in Proceedings of the Baltic Optics Meeting (Riga, 2014), "
        "pp. 211–219.",
        ["R. Lindqvist", "M. van der Berg"],
        2014,
        "Proceedings of the Baltic Optics Meeting",
        "211–219",
    ),
    (
        "H. Osei, J.-P. Roux, P. Lindgren in Annual Symposium on Surface Chemistry, 2011, pp. 45–52.",
        ["H. Osei", "J.-P. Roux", "P. Lindgren"],
        2011,
        "Annual Symposium on Surface Chemistry",
        "45–52",
    ),
    # The place and year after the book's name, the last name of two words.
    (
        "T. Okafor, S. Lindgren and É. Castillo Vega, in Workshop on Coastal Sensing, Bergen, 2018, "
        "pp. 9–17.",
        ["T. Okafor", "S. Lindgren", "É. Castillo Vega"],
        2018,
        "Workshop on Coastal Sensing",
        "9–17",
    ),
]


@pytest.mark.parametrize(("text", "authors", "year", "venue", "pages"), IN_A_BOOK)
def test_a_paper_in_a_book_without_title_is_an_entry_with_its_fields_and_a_warning(
    text, authors, year, venue, pages
):
    result = parse(text).to_dict()
    [entry] = result["entries"]
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"], entry["pages"]) == (
        "",
        authors,
        year,
        venue,
        pages,
    )
    assert result["warnings"] == [{"line": 1, "message": "no title found", "field": "title"}]


def test_a_paper_in_a_book_with_its_title_keeps_it():
    [entry] = parse(
        "R. Lindqvist and M. Berg, Pulse shaping in fibre lasers, in Proceedings of the Baltic "
        "Optics Meeting (Riga, 2014), pp. 211–219."
    ).entries
    assert (entry.title, entry.authors) == (
        "Pulse shaping in fibre lasers",
        ["R. Lindqvist", "M. Berg"],
    )
