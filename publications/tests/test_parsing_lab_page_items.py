"""What researchers' and labs' publication pages print with their items: praise quoted from reviews
under a book, a library's semicolon-separated names before a bare year, a status closing an item."""

from publications.parsing import parse
from publications.parsing.lines import QUOTED_REVIEW_REASON, ignore_reason
from publications.parsing.records import Status

BOOK_WITH_REVIEWS = "\n\n".join(
    [
        "Publications",
        "On coastal towns",
        "The Harbour and the Hinterland: Trade in a Northern Port (book, Eastwick Press 2018).",
        "“a lively and carefully argued study … essential reading” (Maritime Review; review by Ada Brenner)",
        "“fresh archival work … of use to historians of shipping” (Port Studies; reviewed by Tomas Lind)",
        "“Salt and Timber: The Account Books of a Coastal Merchant”, in Ports of the North Sea, edited by"
        " K. Olsen and P. Marsh (Bergen: Fjordvik, 2014), 55–78.",
    ]
)


def test_reviews_quoted_under_a_book_are_no_entries_and_are_said_to_be_left_out():
    result = parse(BOOK_WITH_REVIEWS)
    titles = [entry.title for entry in result.entries]
    assert len(titles) == 2
    assert titles[0].startswith("The Harbour and the Hinterland")
    assert titles[1] == "Salt and Timber: The Account Books of a Coastal Merchant"
    left_out = [issue.line for issue in result.issues if QUOTED_REVIEW_REASON in issue.message]
    assert left_out == [7, 9]


def test_a_quoted_title_with_a_parenthesis_of_its_own_is_no_review():
    assert ignore_reason("“Wages and Harbours” (with Ada Brenner)") is None
    assert ignore_reason("“Wages and Harbours” (Maritime History Review, 2018)") is None
    assert ignore_reason("“a fine book” (Port Studies; review by A. Brenner)") == QUOTED_REVIEW_REASON


LIBRARY_BIBLIOGRAPHY = "\n\n".join(
    [
        "Berg, Ingrid; Dahl, Helene; Moen, Knut 2022. Om vinter i fjellet. Nordlyd. DOI: 10.1234/ab.56",
        "Hagen, Per; Lunde Sørli, Marit 2020. Gamle kart og nye spørsmål. Heimen. DOI: 10.1234/cd.91",
    ]
)


def test_semicolon_separated_inverted_names_before_a_bare_year_keep_the_last_given_name():
    entries = parse(LIBRARY_BIBLIOGRAPHY).entries
    assert [entry.authors for entry in entries] == [
        ["Ingrid Berg", "Helene Dahl", "Knut Moen"],
        ["Per Hagen", "Marit Lunde Sørli"],
    ]
    assert [entry.year for entry in entries] == [2022, 2020]
    assert [entry.title for entry in entries] == [
        "Om vinter i fjellet",
        "Gamle kart og nye spørsmål",
    ]
    assert [entry.venue for entry in entries] == ["Nordlyd", "Heimen"]


def test_a_status_sentence_closing_an_item_leaves_the_title_and_venue_apart():
    (journal,) = parse(
        "Berg I, Dahl H, Moen K. Winter Storms: A Hidden Cause of Injury in Children. Pediatrics. In press."
    ).entries
    assert journal.title == "Winter Storms: A Hidden Cause of Injury in Children"
    assert journal.venue == "Pediatrics"
    assert journal.status == Status.IN_PRESS
    (pending,) = parse(
        "Berg, I., K. Moen, and H. Dahl. 2025. WXYZ: Modeling Frozen Ground Heat Flow. Under Review."
    ).entries
    assert pending.title == "WXYZ: Modeling Frozen Ground Heat Flow"
    assert pending.status == Status.UNDER_REVIEW
    assert pending.year == 2025


def test_a_year_in_brackets_after_a_title_and_before_the_journal_is_the_items_year():
    # "Title (2023). Journal 6: 380–390. PDF": a page listing its works by title, naming no one.
    text = "\n".join(
        [
            "Journal Articles",
            "",
            "Restoring coastal wetlands with oyster reefs (2024). Ocean Letters 7(3): 431–443. PDF",
            "",
            "Reducing global pressures with seaweed farming (2023). Nature Climate Change 6: 380–390. PDF",
            "",
            "Salt marsh carbon under rising seas (2021). Coastal Research 12: 55–61. PDF",
        ]
    )
    entries = parse(text).entries
    assert [(entry.title, entry.year) for entry in entries] == [
        ("Restoring coastal wetlands with oyster reefs", 2024),
        ("Reducing global pressures with seaweed farming", 2023),
        ("Salt marsh carbon under rising seas", 2021),
    ]


def test_a_quoted_title_closing_on_a_bracketed_year_keeps_it():
    entries = parse(
        "“Harbour Strikes in Valparaíso (1903) and Iquique (1907)”, Revista de Historia 12, 2004."
    ).entries
    assert [(entry.title, entry.year) for entry in entries] == [
        ("Harbour Strikes in Valparaíso (1903) and Iquique (1907)", 2004)
    ]


# Portuguese and Spanish group pages credit the group's member after the citation in place of its
# authors: "Autoria do Prof. X" (the member wrote it), "Coautoria da Profa. X" (with others unnamed).
CREDITED_MEMBERS = "\n\n".join(
    [
        "Produção do grupo",
        "Anais de eventos",
        "2023",
        "(i) Crédito Rural e Produtividade no Semiárido: Uma Análise Espacial. Em Anais do XXI Encontro"
        " Regional de Economia. Autoria do Prof. Marcos Lima.",
        "(ii) Does Rainfall Shape School Attendance? Evidence From the Northeast. Em Anais do XLI Encontro"
        " Nacional de Economia. Coautoria da Profa. Ana Paula Rocha.",
        "(iii) Política Fiscal e Ciclos Eleitorais nos Municípios Pós-Pandemia da COVID-19. Em Anais do II"
        " ECOREG. Coautoria do Prof. Ítalo Barros.",
    ]
)


def test_a_closing_credit_of_the_groups_member_names_the_author():
    entries = parse(CREDITED_MEMBERS).entries
    assert [(entry.title, entry.authors, entry.authors_truncated, entry.year) for entry in entries] == [
        ("Crédito Rural e Produtividade no Semiárido: Uma Análise Espacial", ["Marcos Lima"], False, 2023),
        (
            "Does Rainfall Shape School Attendance? Evidence From the Northeast",
            ["Ana Paula Rocha"],
            True,
            2023,
        ),
        (
            "Política Fiscal e Ciclos Eleitorais nos Municípios Pós-Pandemia da COVID-19",
            ["Ítalo Barros"],
            True,
            2023,
        ),
    ]
    assert entries[0].venue == "Anais do XXI Encontro Regional de Economia"


def test_a_spanish_credit_of_the_groups_member_names_the_author():
    [entry] = parse(
        "Redes de riego en el valle alto. En Actas del IV Congreso de Hidrología. Autoría del Dr. Luis Gil."
    ).entries
    assert (entry.title, entry.authors, entry.authors_truncated) == (
        "Redes de riego en el valle alto",
        ["Luis Gil"],
        False,
    )


def test_authorship_inside_a_title_is_no_credit():
    [entry] = parse(
        "Lima, M. (2020). Autoria do texto e autoria da obra. Revista de Letras, 12, 1–9."
    ).entries
    assert (entry.title, entry.authors) == ("Autoria do texto e autoria da obra", ["M. Lima"])


# A page that writes the journal first, then the names and the year in APA's way.
JOURNAL_FIRST = "\n\n".join(
    [
        "Peer-reviewed papers",
        "Land Use Policy. Okafor et al. (2023). Smallholder water access and crop choice in the western"
        " delta. Download",
        "Ecological Economics. Brandt et al. (2022). Pricing wetland services for coastal villages in"
        " eastern Ghana. Download.",
        "Energy. Mensah et al. (2021). Charcoal, gas and the kitchens of northern towns. Download",
    ]
)


def test_a_journal_written_before_the_names_is_the_venue_not_a_name():
    entries = parse(JOURNAL_FIRST).entries
    assert [(entry.title, entry.authors, entry.authors_truncated, entry.year) for entry in entries] == [
        ("Smallholder water access and crop choice in the western delta", ["Okafor"], True, 2023),
        ("Pricing wetland services for coastal villages in eastern Ghana", ["Brandt"], True, 2022),
        ("Charcoal, gas and the kitchens of northern towns", ["Mensah"], True, 2021),
    ]
    assert [entry.venue for entry in entries[1:]] == ["Ecological Economics", "Energy"]


def test_a_title_sentence_before_apa_names_is_left_as_read():
    [entry] = parse("Okafor, C., & Brandt, L. (2020). Tidal mixing. Estuary Letters, 4, 1–9.").entries
    assert (entry.title, entry.authors, entry.year) == ("Tidal mixing", ["C. Okafor", "L. Brandt"], 2020)


def test_a_title_sentence_before_a_one_word_journal_and_its_year_is_no_journal_written_first():
    card = "\n".join(
        [
            "2022",
            "",
            "Lena M. Brandt, Chidi A. Okafor, Maria Lindqvist & Tomas J. Varga.",
            "Layered inhibition shapes sparse coding in the olfactory bulb.",
            "Neuron (2022). DOI: 10.1000/neuron.2022.1",
            "",
            "Chidi A. Okafor, Maria Lindqvist & Tomas J. Varga.",
            "Slow waves gate memory replay in sleeping mice.",
            "Neuron (2022). DOI: 10.1000/neuron.2022.2",
        ]
    )
    entries = parse(card).entries
    assert [(entry.title, entry.venue) for entry in entries] == [
        ("Layered inhibition shapes sparse coding in the olfactory bulb", "Neuron"),
        ("Slow waves gate memory replay in sleeping mice", "Neuron"),
    ]


def test_a_citation_whose_title_opens_with_a_page_links_words_is_read():
    # "Export", "Co-authors", "Cited by" alone are a profile page's links and counters; a whole
    # citation that opens with such a word is an item like the others.
    text = """Publications

Lee, A. (2019). Trade and Growth in Small Economies. Journal of Trade, 12, 1-9.
Export Promotion Agencies and Firm Growth. Lee, A. and B. Ortiz. Journal of Trade 13 (2020): 4-19.
Lee, A. (2021). Tariffs Today. Journal of Trade, 14, 2-9.
Cited by 12
"""
    assert [(entry.title, entry.year) for entry in parse(text).entries] == [
        ("Trade and Growth in Small Economies", 2019),
        ("Export Promotion Agencies and Firm Growth", 2020),
        ("Tariffs Today", 2021),
    ]
    assert ignore_reason("Export citation") == ignore_reason("Cited by 12") == "page navigation text"


# A bulleted list, one long line an item, a bare year over each year's items and no blank line
# between (as a document's list pastes).
BULLETS_UNDER_UNSPACED_YEARS = """\
2021
• M. Okafor, L. Brandt. Adaptive meshing for tidal flat morphodynamics. Coastal Eng., 171(2), 33-41 (2021).
2019
• S. Ivanova, L. Brandt. A note on sediment settling in estuaries. Marine Geology, 250, 107-131 (2019).
2018
• S. Ivanova. Tidal heating of icy moons. Icarus, 310, 10-19 (2018).
"""


def test_a_bare_year_between_finished_bulleted_items_heads_the_next():
    result = parse(BULLETS_UNDER_UNSPACED_YEARS)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Adaptive meshing for tidal flat morphodynamics", 2021),
        ("A note on sediment settling in estuaries", 2019),
        ("Tidal heating of icy moons", 2018),
    ]
