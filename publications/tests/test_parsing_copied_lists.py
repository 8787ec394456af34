"""Whole publication lists as a visitor copies them from a page, each in a shape of its own: the
entries found, and each entry's title, authors and year as written (invented lists)."""

from publications.parsing import parse
from publications.tests.parsing_helpers import read_fields


def test_a_dash_in_place_of_the_names_repeats_the_names_of_the_entry_above():
    text = (
        "Okonkwo, Adaeze, and Lars Tveit. 2014. “Harbour Towns and Their Debts.” Journal of Maritime "
        "History 12(3): 44–61.\n\n"
        "———. 2016. “Salt, Credit, and the Coastal Trade.” Economic History Review 40(1): 3–20.\n\n"
        "Tveit, Lars. 2018. “The Pilots’ Guild.” Nordic History Quarterly 7(2): 101–19.\n\n"
        "———. “Ships Without Owners.” Scandinavian Journal of History 5(1): 1–17.\n"
    )
    assert read_fields(text) == [
        ("Harbour Towns and Their Debts", ["Adaeze Okonkwo", "Lars Tveit"], 2014),
        ("Salt, Credit, and the Coastal Trade", ["Adaeze Okonkwo", "Lars Tveit"], 2016),
        ("The Pilots’ Guild", ["Lars Tveit"], 2018),
        ("Ships Without Owners", ["Lars Tveit"], None),
    ]


def test_pubmed_citations_one_a_line_each_closed_by_a_bare_link_label_are_entries_of_their_own():
    text = (
        "Related papers\n"
        "Moreau C, Iqbal S, Tanaka H. Cortical thickness in ageing twins: a longitudinal study of forty "
        "families. Neuroimage. 2019 Mar 1;188:112-121. doi: 10.1016/j.neuroimage.2018.11.020. Epub 2018 "
        "Nov 30. PMID: 30500001. link\n"
        "Iqbal S, Moreau C. White matter tracts and reading speed in adolescents with and without "
        "dyslexia. Hum Brain Mapp. 2020 Jun;41(9):2410-2424. Epub 2020 Feb 11. PMID: 32000002; PMCID: "
        "PMC7200003.link\n"
        "Tanaka H, Moreau C, Iqbal S, Olsen K. Hippocampal volume after sleep deprivation in young adults "
        "measured at seven tesla. Nature Communications. 2021 Jul 6;12(1):4101. PMID: 34200004. link\n"
    )
    assert read_fields(text) == [
        (
            "Cortical thickness in ageing twins: a longitudinal study of forty families",
            ["C Moreau", "S Iqbal", "H Tanaka"],
            2019,
        ),
        (
            "White matter tracts and reading speed in adolescents with and without dyslexia",
            ["S Iqbal", "C Moreau"],
            2020,
        ),
        (
            "Hippocampal volume after sleep deprivation in young adults measured at seven tesla",
            ["H Tanaka", "C Moreau", "S Iqbal", "K Olsen"],
            2021,
        ),
    ]


def test_pubmed_details_give_journal_issue_date_volume_issue_and_pages_not_the_online_date():
    (entry,) = parse(
        "Moreau C, Iqbal S. Cortical thickness in ageing twins. Neuroimage. 2019 Mar 1;188:112-121. "
        "doi: 10.1016/j.neuroimage.2018.11.020. Epub 2018 Nov 30. PMID: 30500001.\n"
    ).entries
    assert (entry.venue, entry.year, entry.month, entry.volume, entry.pages, entry.doi) == (
        "Neuroimage",
        2019,
        3,
        "188",
        "112–121",
        "10.1016/j.neuroimage.2018.11.020",
    )
    (entry,) = parse(
        "Tanaka H, Olsen K. Sleep and memory. Nature Communications. 2021 Jul 6;12(1):4101. PMID: 34200004.\n"
    ).entries
    assert (entry.venue, entry.year, entry.month, entry.volume, entry.number, entry.article_number) == (
        "Nature Communications",
        2021,
        7,
        "12",
        "1",
        "4101",
    )


def test_an_owners_cards_give_title_co_authors_and_venue_line_with_file_links_kept_in_the_card():
    text = (
        "Publications\n\n"
        "Pricing rules in sequential auctions, and when bidders learn them\n"
        "Accepted, Journal of Auction Theory, 2022\n"
        "Manuscript: pricing_rules.pdf\n\n"
        "Which regulations should be tested first\n"
        "(joint with Ilse Varga and Tomas Lind)\n"
        "Review of Regulatory Studies, 2020\n"
        "Manuscript: regulations.pdf\n"
        "Supplement: regulations_appendix.pdf\n"
    )
    result = parse(text)
    assert read_fields(text) == [
        ("Pricing rules in sequential auctions, and when bidders learn them", [], 2022),
        ("Which regulations should be tested first", ["Ilse Varga", "Tomas Lind"], 2020),
    ]
    first, second = result.entries
    assert (first.venue, first.status) == ("Journal of Auction Theory", "accepted")
    assert second.venue == "Review of Regulatory Studies"
    assert second.raw.endswith("Supplement: regulations_appendix.pdf")


def test_a_numbered_owners_list_reads_title_line_over_journal_line():
    text = (
        "1. Torsion in the cohomology of twisted flag varieties\n"
        "Journal of Pure Algebra. Vol. 41 (2021), No. 2, 101—130.\n"
        "[Final preprint. 22 pages. March 3, 2020]\n\n"
        "2. A note on generic splitting fields\n"
        "(joint with Nadia Petrova)\n"
        "Bulletin of Algebraic Geometry. Vol. 9 (2019), 55—61.\n"
    )
    assert read_fields(text) == [
        ("Torsion in the cohomology of twisted flag varieties", [], 2021),
        ("A note on generic splitting fields", ["Nadia Petrova"], 2019),
    ]


def test_an_owners_card_whose_journal_wraps_onto_the_year_line_keeps_its_title_line_whole():
    text = (
        "Publications\n\n"
        "Tidal loading of coastal dikes from long-term gauge records\n"
        "Journal of Waterway Safety and Hydraulic Structures,\n"
        "Part B: Coastal Works, 2021\n"
        "Read Article →\n\n"
        "Pore pressure memory in reclaimed clay layers\n"
        "Acta Geomechanica Nordica 14, 201–219 (2023)\n"
        "Read Article →\n\n"
        "Settlement forecasts for embankments on soft peat\n"
        "Soilrisk: Assessment and Control of Hazards for Built Structures\n"
        "and Foundations, 2019\n"
        "Read Article →\n"
    )
    assert read_fields(text) == [
        ("Tidal loading of coastal dikes from long-term gauge records", [], 2021),
        ("Pore pressure memory in reclaimed clay layers", [], 2023),
        ("Settlement forecasts for embankments on soft peat", [], 2019),
    ]
    first, _, third = parse(text).entries
    assert first.venue == "Journal of Waterway Safety and Hydraulic Structures, Part B: Coastal Works"
    assert third.venue == "Soilrisk: Assessment and Control of Hazards for Built Structures and Foundations"


def test_a_comma_left_out_between_initials_and_the_next_family_name_still_parts_the_names():
    text = (
        "Almeida, R. C., Souza Lima, P. Rocha, T. H., Barros, F. (2021). Open data in municipal health "
        "records. Revista Brasileira de Informática, 14(2), 33-48.\n"
    )
    assert read_fields(text) == [
        (
            "Open data in municipal health records",
            ["R. C. Almeida", "P. Souza Lima", "T. H. Rocha", "F. Barros"],
            2021,
        )
    ]


def test_a_family_name_with_particles_before_initials_with_periods_is_one_name():
    text = (
        "(2020) Ortega-Ruiz M.A., Villa de la Cruz J.L. y Serrano-Paz R.J. Cadmium in river sediments of "
        "the Bajío. Revista de Química Ambiental. 12(1): 5-19.\n"
    )
    assert read_fields(text) == [
        (
            "Cadmium in river sediments of the Bajío",
            ["M.A. Ortega-Ruiz", "J.L. Villa de la Cruz", "R.J. Serrano-Paz"],
            2020,
        )
    ]


def test_a_german_list_of_books_with_series_and_review_lines_reads_each_book_by_its_own_year():
    text = (
        "1. Die Haftung des Spediteurs im internationalen Seefrachtrecht des neunzehnten Jahrhunderts "
        "(= Schriften zum Handelsrecht, Bd. 41). Berlin: Beispielverlag 1991. (Dissertation)\n"
        "Besprochen von Anna Vogt, in: ZHR 157 (1993), S. 210-212\n"
        "2. Vertragsfreiheit und Verbraucherschutz im europäischen Binnenmarkt der Gegenwart "
        "(= Studien zum Privatrecht, Bd. 12). Tübingen: Musterverlag 1999.\n"
        "Besprochen von Paul Roth, in: NJW 2001, S. 88 f.\n"
    )
    result = parse(text)
    assert [(e.title, e.year, e.venue) for e in result.entries] == [
        (
            "Die Haftung des Spediteurs im internationalen Seefrachtrecht des neunzehnten Jahrhunderts",
            1991,
            "Schriften zum Handelsrecht",
        ),
        (
            "Vertragsfreiheit und Verbraucherschutz im europäischen Binnenmarkt der Gegenwart",
            1999,
            "Studien zum Privatrecht",
        ),
    ]
    assert result.entries[0].raw.endswith("S. 210-212")


def test_cards_of_title_then_full_names_with_a_year_tag_and_a_row_of_link_labels():
    text = (
        "2021\n"
        "2021 Gut microbiota after bariatric surgery in adolescents, Lucía Prado, Tomás Ibarra, "
        "Rocío Vega de la Torre, and Ana M. Soler\n"
        "Obesity Reviews, 2021 Mar 22(3): 301-312\n"
        "| doi | pubmed |\n"
        "2021 Liver fat and sleep in shift workers, Tomás Ibarra, Lucía Prado\n"
        "Journal of Hepatology Research, 2021\n"
        "| doi |\n"
    )
    assert read_fields(text) == [
        (
            "Gut microbiota after bariatric surgery in adolescents",
            ["Lucía Prado", "Tomás Ibarra", "Rocío Vega de la Torre", "Ana M. Soler"],
            2021,
        ),
        ("Liver fat and sleep in shift workers", ["Tomás Ibarra", "Lucía Prado"], 2021),
    ]
    assert [entry.venue for entry in parse(text).entries] == [
        "Obesity Reviews",
        "Journal of Hepatology Research",
    ]


def test_an_author_list_wrapped_over_two_lines_is_not_read_as_a_title_and_names():
    text = (
        "Amara Osei, Bjorn Lind, Carla Ruiz, Dmitri Volkov,\n"
        "Elena Marsh. 2019. Tidal energy in narrow straits. Marine Energy Letters 4(2): 11-19.\n"
    )
    assert read_fields(text) == [
        (
            "Tidal energy in narrow straits",
            ["Amara Osei", "Bjorn Lind", "Carla Ruiz", "Dmitri Volkov", "Elena Marsh"],
            2019,
        )
    ]


def test_a_titles_stop_glued_to_the_venue_after_it_ends_the_title():
    # dblp's copies glue the title's stop to the venue: "Title.OSDI 2004: 137-150".
    text = (
        "Marta Lindqvist, Tomas Okafor: Replicated Logs for Geo-distributed Stores.OSDI 2014: 137-150\n"
        "Ines Barrow, Paul Arne: The Heron Storage Engine Project.IEEE Trans. Knowl. Data Eng. "
        "2(1): 44-62 (1999)\n"
        "Tomas Okafor, Ines Barrow: Caching without coordination.EuroSys 2011: 265-274\n"
    )
    assert read_fields(text) == [
        ("Replicated Logs for Geo-distributed Stores", ["Marta Lindqvist", "Tomas Okafor"], 2014),
        ("The Heron Storage Engine Project", ["Ines Barrow", "Paul Arne"], 1999),
        ("Caching without coordination", ["Tomas Okafor", "Ines Barrow"], 2011),
    ]
    assert parse(text).entries[1].venue == "IEEE Trans. Knowl. Data Eng."


def test_a_links_capitals_after_a_stop_are_no_glued_stop():
    [entry] = parse(
        "Okafor, T. (2019). Harbour records online. Maritime Data, 3, 1-9. "
        "https://archive.example.org/Harbour.Records\n"
    ).entries
    assert [link.url for link in entry.links] == ["https://archive.example.org/Harbour.Records"]


def test_lines_of_zero_width_spaces_part_the_entries_as_blank_lines_do():
    # A site builder's text editor keeps each empty paragraph as a zero-width space (Wix does),
    # which the copy keeps: each such line is a blank line to the reader.
    blank = "\u200b"
    text = "\n".join(
        [
            "Publications",
            blank,
            "Tidal mixing in shallow estuaries",
            "R. Okafor, L. Brandt, M. Santos",
            "Estuarine Dynamics, 14(2), 101-119",
            "Read Paper",
            blank,
            "Sediment plumes after spring floods",
            "L. Brandt,\u00a0T. Ishikawa",
            "Journal of Coastal Research, 31, 55-70",
            blank,
            "Salt wedges and their seasonal reach",
            "M. Santos, R. Okafor",
            "Marine Geology, 402, 9-24",
            "PDF",
            blank,
        ]
    )
    assert [(title, authors) for title, authors, _year in read_fields(text)] == [
        ("Tidal mixing in shallow estuaries", ["R. Okafor", "L. Brandt", "M. Santos"]),
        ("Sediment plumes after spring floods", ["L. Brandt", "T. Ishikawa"]),
        ("Salt wedges and their seasonal reach", ["M. Santos", "R. Okafor"]),
    ]


def test_a_zero_width_space_inside_a_word_is_no_break_in_it():
    text = (
        "Okafor, R., & Brandt, L. (2019). Tidal mixing in shal\u200blow estuaries. "
        "Estuarine Dynamics, 14(2), 101-119.\n"
    )
    assert read_fields(text) == [("Tidal mixing in shallow estuaries", ["R. Okafor", "L. Brandt"], 2019)]
