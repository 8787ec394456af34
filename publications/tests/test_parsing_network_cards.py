"""A research network's profile (ResearchGate) copied as text: each card's kind, title, date and
venue, and names parted by middle dots, with the counters and buttons between cards."""

from publications.parsing import parse
from publications.parsing.lines import DATABASE_CONTROLS_REASON
from publications.parsing.networkcards import NETWORK_CARD_REASON, network_cards
from publications.parsing.records import LineKind, PublicationType

PROFILE = """\
Research items (3)

Article
Full-text available
Sediment pulses in braided rivers
March 2021 · Water Resources Research 57(4)
Mara Okafor · Lena Brandt · Tomas Ruiz
Request full-text
Conference Paper
Gravel sorting in flume experiments
Jan 2020 · Conference: EGU General Assembly 2020
Lena Brandt · Mara Okafor
123 Reads
14 Citations
Chapter
Bedload tracers in mountain streams
June 2019 · In book: Handbook of Fluvial Processes
Mara Okafor
2 Recommendations
"""


def test_each_card_of_a_network_profile_is_one_entry_with_its_names_date_and_venue():
    result = parse(PROFILE)
    assert [
        (entry.authors, entry.title, entry.year, entry.venue, entry.type) for entry in result.entries
    ] == [
        (
            ["Mara Okafor", "Lena Brandt", "Tomas Ruiz"],
            "Sediment pulses in braided rivers",
            2021,
            "Water Resources Research",
            PublicationType.JOURNAL,
        ),
        (
            ["Lena Brandt", "Mara Okafor"],
            "Gravel sorting in flume experiments",
            2020,
            "EGU General Assembly",
            PublicationType.CONFERENCE,
        ),
        (
            ["Mara Okafor"],
            "Bedload tracers in mountain streams",
            2019,
            "Handbook of Fluvial Processes",
            PublicationType.CHAPTER,
        ),
    ]
    accounts = {account.line: account for account in result.lines}
    for line in (6, 7, 11, 12, 17, 18):
        assert (accounts[line].kind, accounts[line].reason) == (LineKind.IGNORED, NETWORK_CARD_REASON), line
    for line in (4, 8, 13, 14, 19):
        assert (accounts[line].kind, accounts[line].reason) == (LineKind.IGNORED, DATABASE_CONTROLS_REASON), (
            line
        )
    assert {accounts[line].kind for line in (3, 9, 15)} == {LineKind.HEADING}


def test_a_dated_line_under_a_title_with_no_kind_above_opens_no_card():
    texts = ["Publications", "Sediment pulses in braided rivers", "March 2021", "Mara Okafor · Lena Brandt"]
    assert network_cards(texts) == ({}, set())


CROSSREF = """\
Coral reef resilience under repeated marine heatwaves
JOURNAL ARTICLE published 14 June 2022 in Global Change Biology
Volume 28, Issue 12
Authors: Tomasz Wierzbicki, Ana Lúcia Ferreira, Kofi Mensah
https://doi.org/10.1111/gcb.16234
Actions

Working memory load and the attentional blink
PROCEEDINGS ARTICLE published 2019 in Annual Meeting of the Cognitive Science Society
Authors: Hannah Ostrowski, Dario Fontana
https://doi.org/10.1234/cogsci.2019.55
Actions Cite Search in Google Scholar
"""


def test_each_crossref_search_result_is_one_entry_with_its_names_date_venue_and_doi():
    result = parse(CROSSREF)
    assert [(e.authors, e.title, e.year, e.venue, e.doi) for e in result.entries] == [
        (
            ["Tomasz Wierzbicki", "Ana Lúcia Ferreira", "Kofi Mensah"],
            "Coral reef resilience under repeated marine heatwaves",
            2022,
            "Global Change Biology",
            "10.1111/gcb.16234",
        ),
        (
            ["Hannah Ostrowski", "Dario Fontana"],
            "Working memory load and the attentional blink",
            2019,
            "Annual Meeting of the Cognitive Science Society",
            "10.1234/cogsci.2019.55",
        ),
    ]


LINKEDIN = """\
Publications

Sediment pulses in braided rivers
Water Resources Research · Mar 14, 2021
Show publication
Mara Okafor, Lena Brandt, Tomas Ruiz

Gravel sorting in flume experiments
EGU General Assembly · Jan 2020
Authors: Lena Brandt, Mara Okafor
Other authors

Bedload tracers in mountain streams
Earth Surface Dynamics · 2019
Show publication
Mara Okafor and Kofi Mensah
Other authors
"""


def test_each_publication_of_a_linkedin_profile_is_one_entry_with_its_publisher_date_and_names():
    result = parse(LINKEDIN)
    assert [(entry.authors, entry.title, entry.year, entry.venue) for entry in result.entries] == [
        (
            ["Mara Okafor", "Lena Brandt", "Tomas Ruiz"],
            "Sediment pulses in braided rivers",
            2021,
            "Water Resources Research",
        ),
        (["Lena Brandt", "Mara Okafor"], "Gravel sorting in flume experiments", 2020, "EGU General Assembly"),
        (
            ["Mara Okafor", "Kofi Mensah"],
            "Bedload tracers in mountain streams",
            2019,
            "Earth Surface Dynamics",
        ),
    ]
    accounts = {account.line: account for account in result.lines}
    for line in (4, 5, 6, 9, 10, 11, 14, 15, 16, 17):
        assert (accounts[line].kind, accounts[line].reason) == (LineKind.IGNORED, NETWORK_CARD_REASON), line


def test_a_linkedin_profile_copied_whole_shows_each_title_and_date_line_twice_and_is_read_once():
    # The page prints each text twice, once for the eye and once for screen readers, and a copy of
    # the whole page keeps both.
    doubled = (
        "Publications\n"
        "Sediment pulses in braided rivers\nSediment pulses in braided rivers\n"
        "Water Resources Research · Mar 2021\nWater Resources Research · Mar 2021\n"
        "Show publication\nMara Okafor, Lena Brandt\n"
        "Gravel sorting in flume experiments\nGravel sorting in flume experiments\n"
        "EGU General Assembly · Jan 2020\nEGU General Assembly · Jan 2020\n"
        "Lena Brandt, Mara Okafor\n"
    )
    assert [(entry.authors, entry.title, entry.year) for entry in parse(doubled).entries] == [
        (["Mara Okafor", "Lena Brandt"], "Sediment pulses in braided rivers", 2021),
        (["Lena Brandt", "Mara Okafor"], "Gravel sorting in flume experiments", 2020),
    ]


def test_one_publisher_and_date_line_over_names_opens_no_linkedin_card():
    texts = [
        "Sediment pulses in braided rivers",
        "Water Resources Research · 2021",
        "Mara Okafor, Lena Brandt",
    ]
    assert network_cards(texts) == ({}, set())


CROSSREF_KINDS = """\
Groundwater recharge beneath irrigated terraces
BOOK CHAPTER published 2017 in Handbook of Dryland Hydrology
Authors: Selin Arslan, Piotr Zawadzki
https://doi.org/10.5678/hdh.2017.12
Actions

Nitrate pathways in karst aquifers
DISSERTATION published 9 March 2020
Authors: Ingeborg Haugen
https://doi.org/10.5678/diss.2020.3
Actions Cite Search in Google Scholar

A field guide to spring ecology
BOOK published 2015
Authors: Piotr Zawadzki, Selin Arslan
https://doi.org/10.5678/book.2015.8

Tracer tests in fractured chalk
POSTED CONTENT published 2 July 2023
Authors: Selin Arslan
https://doi.org/10.5678/pc.2023.41
"""


def test_a_crossref_cards_kind_types_its_entry_a_chapter_a_thesis_a_book_or_a_preprint():
    result = parse(CROSSREF_KINDS)
    assert [(e.title, e.venue, e.type) for e in result.entries] == [
        (
            "Groundwater recharge beneath irrigated terraces",
            "Handbook of Dryland Hydrology",
            PublicationType.CHAPTER,
        ),
        ("Nitrate pathways in karst aquifers", None, PublicationType.THESIS),
        ("A field guide to spring ecology", None, PublicationType.BOOK),
        ("Tracer tests in fractured chalk", None, PublicationType.PREPRINT),
    ]


CROSSREF_BODY = """\
Sea level budgets for small island states
JOURNAL ARTICLE published 2011 in Ocean Policy Review
Volume 7
Authors: UNEP
https://doi.org/10.5678/opr.2011.7
Actions
"""


def test_a_crossref_card_by_a_body_under_its_acronym_is_read_with_the_body_as_author():
    [entry] = parse(CROSSREF_BODY).entries
    assert (entry.authors, entry.title, entry.year, entry.venue, entry.volume) == (
        ["UNEP"],
        "Sea level budgets for small island states",
        2011,
        "Ocean Policy Review",
        "7",
    )
