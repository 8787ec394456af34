"""Web pages in a reference list (DIN 1505 and others): a page named before its link, with no author
("Corvus. http://…, 2014. – Zugriff: 28.12.2014"), is an entry whose title is that name; the day the
page was read ("– Zugriff: …", "Accessed …") neither dates it nor names a venue, nor does the month
the page is dated in ("…, Juni 2014"); a given name's particle before the colon stays in the name
("Ostrowski, Lena von: Title"). A report names its institution after the title's slash ("Title /
Harbour Institute of Technology. 2012. – Forschungsbericht"), and the closing note of its kind is no
venue."""

from publications.parsing import parse
from publications.parsing.tail import parse_tail
from publications.tests.parsing_helpers import assert_fields, read_one

DIN_WEB_PAGES = """\
[Bri14] Brightway – Der smarte Fahrradhelm mit Blinker.
          http://www.example-helm.de/produkte/brightway.html, Juni 2014. – Zugriff: 12.11.2014
[cor] Corvus. http://corvus.example.io/, . – Zugriff: 03.02.2015
[dyn14] Dynamo. http://www.dynamo-rad.example.com/, 2014. – Zugriff: 28.12.2014
[Mei13] Meier, Paula: Radverkehr in der Stadt. In: Verkehr und Technik 12 (2013), S. 33–40
[Ost14] Ostrowski, Lena von: Neue Ampeln für Radfahrer in Kiel.
          http://www.kiel-rad.example.de/ampeln, März 2014. – Zugriff: 20.12.2014
"""


def test_din_web_pages_are_entries_named_before_their_links():
    entries = parse(DIN_WEB_PAGES).to_dict()["entries"]
    assert [(entry["title"], entry["authors"], entry["year"], entry["venue"]) for entry in entries] == [
        ("Brightway – Der smarte Fahrradhelm mit Blinker", [], 2014, None),
        ("Corvus", [], None, None),
        ("Dynamo", [], 2014, None),
        ("Radverkehr in der Stadt", ["Paula Meier"], 2013, "Verkehr und Technik"),
        ("Neue Ampeln für Radfahrer in Kiel", ["Lena von Ostrowski"], 2014, None),
    ]


def test_the_day_a_page_was_read_does_not_date_it():
    assert_fields("Corvus. http://corvus.example.io/. Accessed 3 February 2015", "Corvus", [], None, None)


def test_a_body_and_the_pages_name_before_a_quoted_link():
    entry = read_one(
        "[13] HarbourGo. Planning en cascade des projets.\n"
        '     "https://www.harbourgo.example.com/planning.htm", 2020.'
    )
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"]) == (
        "Planning en cascade des projets",
        ["HarbourGo"],
        2020,
        None,
    )


def test_a_link_is_never_the_title_of_an_abnt_reference():
    assert_fields(
        "SOUZA, R. M. d. Tidewatch: A Harbour Monitor. 2023. https://github.com/example/tidewatch/. "
        "Disponível em: https://github.com/example/tidewatch/. Acesso em: 12 maio 2024.",
        "Tidewatch: A Harbour Monitor",
        ["R. M. d. SOUZA"],
        2023,
        None,
    )


def test_din_closing_note_of_a_reports_kind_is_no_venue():
    entry = read_one(
        "[RLK12] Roe, Anna ; Lind, Karl: HarbourSense: Phones for Cooperative Harbour Traffic Advisories / "
        "Harbour Institute of Technology. 2012. – Forschungsbericht"
    )
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"]) == (
        "HarbourSense: Phones for Cooperative Harbour Traffic Advisories",
        ["Anna Roe", "Karl Lind"],
        2012,
        None,
    )
    assert entry["publisher"] == "Harbour Institute of Technology"
    assert parse_tail(". 2012. – Diplomarbeit").type_hint == "thesis"
