"""A venue's name as printed in a reference list: an acronym in parentheses after a journal's name
goes to the acronym, even when the name holds a publisher's word ("Journal of the ACM (JACM)"),
unless the name is a publisher's own ("Association for Computational Linguistics (ACL)"); a city in
parentheses stays part of an abbreviated name ("J. Phys. (Paris)"); a volume with letters or a
hyphen before its issue ("EMC-20(3)", "4-3(02)") is no part of it, nor are a meeting's days ("Kiel,
Germany - May 3 - 5, 2019"); a report's kind ("Technical Report; 2014. URL: …") is no venue, while
the report is still read; "ArXiv e-prints" is kept as printed; and ABNT's place or publisher between
a journal and its volume ("Journal, Porto Alegre, v. 12") is no part of the journal's name. ACM's
web page with no author prints its key text and year before its title ("Site 2018. Site. https://…"):
neither venue nor author."""

import pytest

from publications.tests.parsing_helpers import read_one


@pytest.mark.parametrize(
    ("journal", "acronym"),
    [
        ("Journal of the ACM", "JACM"),
        ("Transactions of the IEEE Harbour Society", "THS"),
        ("Bulletin of the Lakeside Research Association", "BLRA"),
    ],
)
def test_a_journals_acronym_after_its_name_goes_to_the_acronym(journal, acronym):
    entry = read_one(
        f"Ada Brandt and Lena Okafor. 2019. Counting paths in layered graphs. {journal} ({acronym}) "
        "41, 3 (2019), 17."
    )
    assert (entry["venue"], entry["venue_acronym"]) == (journal, acronym)


def test_a_publishers_acronym_after_its_name_is_not_the_venues():
    entry = read_one(
        "Brandt, A. and Okafor, L. (2021). Tagging harbour records. In Proceedings of the 3rd Workshop "
        "on Coastal Texts, pages 12–19, Lisbon (Portugal): Association for Computational Linguistics (ACL)."
    )
    assert entry["venue"] == "Proceedings of the 3rd Workshop on Coastal Texts"
    assert entry["venue_acronym"] is None


@pytest.mark.parametrize(
    "journal", ["Rev. Phys. Appl. (Paris)", "J. Chim. Phys. (Paris)", "Ann. Phys. (Berlin)"]
)
def test_a_city_in_parentheses_stays_in_an_abbreviated_journals_name(journal):
    entry = read_one(
        f"[4] Anna Brandt. Mesures de bruit dans les amplificateurs à transistors. {journal}, "
        "3(2):145–152, 1969."
    )
    assert entry["venue"] == journal
    assert entry["venue_acronym"] is None
    assert (entry["volume"], entry["number"], entry["pages"]) == ("3", "2", "145–152")


def test_a_volume_with_letters_before_its_issue_is_no_part_of_the_journal():
    entry = read_one(
        "[7] Piotr K. Nowak. Shielding of cable bundles at high frequencies. IEEE Trans. Electromagn. "
        "Compat., EMC-22(4):210–218, November 1980."
    )
    assert entry["venue"] == "IEEE Trans. Electromagn. Compat."
    assert (entry["volume"], entry["number"], entry["pages"]) == ("EMC-22", "4", "210–218")
    assert (entry["year"], entry["month"]) == (1980, 11)


def test_a_hyphenated_volume_before_its_issue_is_no_part_of_the_venue():
    entry = read_one(
        "[9] Harbour Standards Board. Testing of mooring lines – part 5-2: Load cycles. MARINE TEST "
        "SERIES, 5-2(03), 2011."
    )
    assert entry["venue"] == "MARINE TEST SERIES"
    assert (entry["volume"], entry["number"]) == ("5-2", "03")


def test_a_reports_kind_with_its_year_after_a_semicolon_is_no_venue():
    entry = read_one(
        "Okafor, L., Brandt, A.. Tidal records of the northern harbours. Technical Report; 2016. URL: "
        "https://example.org/reports/tides.pdf."
    )
    assert entry["title"] == "Tidal records of the northern harbours"
    assert entry["venue"] is None
    assert entry["year"] == 2016


def test_a_dated_report_with_no_names_is_still_read():
    entry = read_one(
        "Harbour Board, . Annual review of the harbour works and the coastal defences (2014-2016). "
        "Technical Report; 2017. URL: www.example.org/reports."
    )
    assert entry["year"] == 2017
    assert entry["venue"] is None
    assert "Annual review of the harbour works" in entry["title"]


def test_arxiv_e_prints_printed_before_the_identifier_is_the_venue_as_printed():
    entry = read_one(
        "[3] A. Brandt and L. Okafor, “Tidal resonance in narrow harbours,” ArXiv e-prints (2019), "
        "arXiv:1905.01234 [physics.flu-dyn]."
    )
    assert (entry["venue"], entry["venue_canonical"], entry["type"]) == (
        "ArXiv e-prints",
        "arXiv",
        "preprint",
    )


def test_an_arxiv_preprint_mark_names_arxiv():
    entry = read_one(
        "A. Brandt, L. Okafor. Tidal resonance in narrow harbours. arXiv preprint arXiv:1905.01234, 2019."
    )
    assert entry["venue"] == "arXiv"


@pytest.mark.parametrize("local", ["Porto Alegre", "SciELO Brasil", "Editora Harbour"])
def test_an_abnt_journals_place_or_publisher_before_its_volume_is_no_part_of_it(local):
    entry = read_one(
        f"BRANDT, A.; OKAFOR, L. Marés e portos: uma revisão. Revista de Estudos Costeiros, {local}, v. 12, "
        "n. 3, p. 45–67, 2019."
    )
    assert entry["venue"] == "Revista de Estudos Costeiros"
    assert (entry["volume"], entry["number"], entry["pages"]) == ("12", "3", "45–67")


def test_an_abnt_journal_of_one_word_before_a_comma_keeps_its_name():
    entry = read_one("BRANDT, A. Marés e portos. Ciência, Tecnologia Costeira, v. 4, p. 1–9, 2018.")
    assert entry["venue"] == "Ciência, Tecnologia Costeira"


def test_a_meetings_spaced_day_range_after_its_place_is_no_part_of_its_name_nor_a_volume():
    entry = read_one(
        "4. Brandt, A., Okafor, L.: Tidal sorting in layered harbours. In: The 12th Annual Symposium on "
        "Harbour Engineering, HARB ’19, Kiel, Germany - May 3 - 5, 2019. pp. 101–112 (2019)"
    )
    assert entry["venue"] == "The 12th Annual Symposium on Harbour Engineering"
    assert entry["venue_acronym"] == "HARB"
    assert (entry["volume"], entry["pages"], entry["year"]) == (None, "101–112", 2019)


@pytest.mark.parametrize("name", ["Harbour tide tables", "Tidekit - Welcome"])
def test_an_acm_web_page_with_its_key_text_before_its_title_has_no_venue_and_no_author(name):
    entry = read_one(
        f"{name} 2018. {name}. https://tides.example.org/. (2018). [Online; accessed 14-March-2018]."
    )
    assert (entry["title"], entry["authors"], entry["venue"], entry["year"]) == (name, [], None, 2018)
