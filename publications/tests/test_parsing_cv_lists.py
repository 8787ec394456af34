"""Publication lists copied out of a CV typeset with LaTeX, as a PDF viewer's copy gives them:
items wrapped over lines, numbers or bullets, headings over the items (invented lists)."""

from publications.parsing import parse
from publications.tests.parsing_helpers import entry_dicts, read_fields


def test_a_given_first_name_list_keeps_its_last_family_name_before_a_comma_and_the_title():
    # "C. Verdi, Mapping …": the initials of the last name are no inverted pair's with "Bianchi".
    text = (
        "Publications\n"
        "A. Rossi, B. Bianchi, C. Verdi, Mapping urban heat islands with satellite thermal imagery, "
        "Scientific Reports, 2020\n"
        "D. Neri, A. Rossi, M. Galli, Rainfall extremes over the Po valley in a warming climate, "
        "Climate Dynamics, 2018\n"
    )
    assert read_fields(text) == [
        (
            "Mapping urban heat islands with satellite thermal imagery",
            ["A. Rossi", "B. Bianchi", "C. Verdi"],
            2020,
        ),
        (
            "Rainfall extremes over the Po valley in a warming climate",
            ["D. Neri", "A. Rossi", "M. Galli"],
            2018,
        ),
    ]


def test_names_after_a_quoted_title_end_with_a_family_name_not_the_venues_first_word():
    text = (
        '"Static Analysis of Tablet Firmware", D. Chen, B. Moreau, C. Park, C. Lindqvist, '
        "Mobile Security Technologies 2014\n"
        '"Side Channels in Browser Extensions", T. Lindqvist, K. Osei, Network Security Symposium 2013\n'
    )
    entries = parse(text).entries
    assert [entry.authors for entry in entries] == [
        ["D. Chen", "B. Moreau", "C. Park", "C. Lindqvist"],
        ["T. Lindqvist", "K. Osei"],
    ]
    assert entries[0].venue == "Mobile Security Technologies"


def test_an_inverted_name_list_is_still_read_in_pairs():
    text = (
        "Rossi, A., Bianchi, B., Verdi, C. (2020). Mapping urban heat islands with satellite thermal "
        "imagery. Scientific Reports, 10, 1204.\n"
        "Neri, D., Galli, M. (2018). Rainfall extremes over the Po valley. Climate Dynamics, 51, 77–90.\n"
    )
    assert read_fields(text) == [
        (
            "Mapping urban heat islands with satellite thermal imagery",
            ["A. Rossi", "B. Bianchi", "C. Verdi"],
            2020,
        ),
        ("Rainfall extremes over the Po valley", ["D. Neri", "M. Galli"], 2018),
    ]


def test_a_journal_followed_by_only_a_doi_and_a_date_is_no_part_of_the_title():
    # An itemize copied out of a PDF: each item wrapped, the journal before a bare DOI and a date.
    text = (
        "Pubblicazioni\n"
        "L. Ferri, M. Conti & A. Greco, G. Marino, Seasonal drift of wearable heart rate sensors in\n"
        "elderly patients, Blood Transfusion, 10.1234/bt.2021.0042 (2021 Aug 3)\n"
        "A. Greco, L. Ferri, P. Russo, Sparse coding of retinal images for early screening of\n"
        "glaucoma, Entropy, 10.1234/e23070811 (2021 June 11)\n"
    )
    entries = parse(text).entries
    assert [(entry.title, entry.venue, entry.year) for entry in entries] == [
        ("Seasonal drift of wearable heart rate sensors in elderly patients", "Blood Transfusion", 2021),
        ("Sparse coding of retinal images for early screening of glaucoma", "Entropy", 2021),
    ]


def test_a_journal_followed_by_a_status_word_is_no_part_of_the_title():
    text = (
        "1. K. Osei, T. Lindqvist, Rupture models for the northern segment of a strike-slip fault, "
        "Tectonic Letters, in press, 2024.\n"
        "2. T. Lindqvist, K. Osei, Slip rates from offset river terraces in a humid climate, "
        "Quaternary Studies, submitted.\n"
    )
    entries = parse(text).entries
    assert [(entry.title, entry.venue) for entry in entries] == [
        ("Rupture models for the northern segment of a strike-slip fault", "Tectonic Letters"),
        ("Slip rates from offset river terraces in a humid climate", "Quaternary Studies"),
    ]


def test_a_title_case_title_keeps_its_last_comma_part():
    # A title in title case may close with capitalised words of its own: nothing is cut from it.
    text = "K. Osei, T. Lindqvist, Fault Mapping in the Rift Valley, Part Two, 2021.\n"
    assert parse(text).entries[0].title == "Fault Mapping in the Rift Valley, Part Two"


def test_a_title_closed_by_a_stop_keeps_its_last_comma_part():
    # The comma-separated CV shape only: after a stop, the capitalised words close the title.
    text = (
        "Nordwind Devices. NW210 - Sensor Hub with 4 or 8 Channels, 12-bit ADC, low power, USB and CAN. "
        "2022.\n"
    )
    assert parse(text).entries[0].title == (
        "NW210 - Sensor Hub with 4 or 8 Channels, 12-bit ADC, low power, USB and CAN"
    )


def test_bibtex_others_printed_as_a_word_ends_the_author_list_before_the_title():
    # A bibliography style that prints BibTeX's "and others" as the name "Others", with no point.
    text = (
        "Publications\n"
        "[1] Lindqvist, P., Haddad, G., Moreau, J. & Others Methylation clocks in alveolar macrophages. "
        "Scientific\nReports. 9, 1-12 (2020)\n"
        "[2] Castillo, R. & Moreau, J. Two authors and no marker. BMC Genomics. 21, 1-9 (2021)\n"
        "[3] Zhu, K., Novak, P. and Others Gold nanoparticles for immune evasion. Nanoscale. 13, "
        "2341-2350 (2021)\n"
    )
    entries = parse(text).entries
    assert read_fields(text) == [
        ("Methylation clocks in alveolar macrophages", ["P. Lindqvist", "G. Haddad", "J. Moreau"], 2020),
        ("Two authors and no marker", ["R. Castillo", "J. Moreau"], 2021),
        ("Gold nanoparticles for immune evasion", ["K. Zhu", "P. Novak"], 2021),
    ]
    assert [entry.authors_truncated for entry in entries] == [True, False, True]


def test_a_title_opening_with_others_after_a_full_stop_keeps_it():
    text = (
        "Publications\nRoe, K. Others in the archive: a history of minor voices. Past & Present 240 (2018)\n"
    )
    assert read_fields(text) == [("Others in the archive: a history of minor voices", ["K. Roe"], 2018)]


# moderncv's \cventry{year}{title}{journal}{volume}{pages}{names}: the year in the margin, the title
# and journal on the first line, the names on a line of their own under them.
CVENTRY_CARDS = (
    "Publications\n"
    "2022 Glacier melt and river temperature in the Tatra Mountains, Journal of Hydrology, 610, 127–140.\n"
    "K. Nowak, T. Wiśniewski\n"
    "2020 Sediment transport in braided rivers after floods, Geomorphology, 352, 1–14.\n"
    "P. Zielinski, K. Nowak, M. Lewandowska\n"
    "2017 Groundwater recharge under a changing snow cover, Hydrological Processes, 31, 880–894.\n"
    "K. Nowak\n"
)


def test_cventry_cards_under_margin_years_keep_their_names_line():
    assert read_fields(CVENTRY_CARDS) == [
        (
            "Glacier melt and river temperature in the Tatra Mountains",
            ["K. Nowak", "T. Wiśniewski"],
            2022,
        ),
        (
            "Sediment transport in braided rivers after floods",
            ["P. Zielinski", "K. Nowak", "M. Lewandowska"],
            2020,
        ),
        ("Groundwater recharge under a changing snow cover", ["K. Nowak"], 2017),
    ]
    assert [entry.venue for entry in parse(CVENTRY_CARDS).entries] == [
        "Journal of Hydrology",
        "Geomorphology",
        "Hydrological Processes",
    ]


def test_cventry_cards_with_the_journal_on_a_line_of_its_own_keep_all_three_lines():
    text = (
        "Journal articles\n"
        "2022 Glacier melt and river temperature in the Tatra Mountains\n"
        "Journal of Hydrology, 610, 127–140.\n"
        "K. Nowak, T. Wiśniewski\n"
        "2020 Sediment transport in braided rivers after floods\n"
        "Geomorphology, 352, 1–14.\n"
        "P. Zielinski, K. Nowak\n"
        "2017 Groundwater recharge under a changing snow cover\n"
        "Hydrological Processes, 31, 880–894.\n"
        "K. Nowak, M. Lewandowska\n"
    )
    entries = parse(text).entries
    assert [(e.title, e.authors, e.year, e.venue) for e in entries] == [
        (
            "Glacier melt and river temperature in the Tatra Mountains",
            ["K. Nowak", "T. Wiśniewski"],
            2022,
            "Journal of Hydrology",
        ),
        (
            "Sediment transport in braided rivers after floods",
            ["P. Zielinski", "K. Nowak"],
            2020,
            "Geomorphology",
        ),
        (
            "Groundwater recharge under a changing snow cover",
            ["K. Nowak", "M. Lewandowska"],
            2017,
            "Hydrological Processes",
        ),
    ]
    assert [(e.line_start, e.line_end) for e in entries] == [(2, 4), (5, 7), (8, 10)]


def test_margin_years_before_names_still_read_the_names_as_the_entry_start():
    text = (
        "Publications\n"
        "2022 K. Nowak, T. Wiśniewski, Glacier melt and river temperature, Journal of Hydrology, 610.\n"
        "2020 P. Zielinski, K. Nowak, Sediment transport in braided rivers, Geomorphology, 352.\n"
        "2017 K. Nowak, Groundwater recharge under a changing snow cover, Hydrological Processes, 31.\n"
    )
    assert read_fields(text) == [
        ("Glacier melt and river temperature", ["K. Nowak", "T. Wiśniewski"], 2022),
        ("Sediment transport in braided rivers", ["P. Zielinski", "K. Nowak"], 2020),
        ("Groundwater recharge under a changing snow cover", ["K. Nowak"], 2017),
    ]


# LaTeX numbers \section and \subsection ("3 Publications", "3.1 Journal articles"): in a PDF copy
# the numbers stay before the words, in a list that etaremune numbers downwards.
NUMBERED_SECTIONS = (
    "3 Publications\n"
    "3.1 Journal articles\n"
    "4. K. Nowak, T. Wiśniewski. Glacier melt and river temperature. Journal of Hydrology, 610:127–140, "
    "2022.\n"
    "3. K. Nowak. Groundwater recharge under snow. Hydrological Processes, 31:880–894, 2017.\n"
    "3.2 Conference papers\n"
    "2. K. Nowak, M. Lewandowska. Snowmelt timing from backscatter. In Proceedings of IGARSS, 2021.\n"
    "1. K. Nowak. Runoff regimes in small Carpathian basins. In EGU General Assembly, Vienna, 2019.\n"
    "4 Teaching\n"
    "Hydrology I (lecture), University of Warsaw, 2019–2023.\n"
    "Field methods in geomorphology, University of Warsaw, 2018.\n"
)


def test_numbered_latex_sections_head_their_items_and_end_the_last_one():
    entries = parse(NUMBERED_SECTIONS).entries
    assert [(e.title, e.year, e.section) for e in entries] == [
        ("Glacier melt and river temperature", 2022, "3.1 Journal articles"),
        ("Groundwater recharge under snow", 2017, "3.1 Journal articles"),
        ("Snowmelt timing from backscatter", 2021, "3.2 Conference papers"),
        ("Runoff regimes in small Carpathian basins", 2019, "3.2 Conference papers"),
    ]
    assert entries[-1].line_end == 7  # the teaching section is none of its lines


def test_a_bare_numbered_list_still_reads_its_numbers_as_item_numbers():
    text = (
        "Publications\n"
        "1 Nowak K, Wiśniewski T. Glacier melt and river temperature. J Hydrol. 2022;610:127-40.\n"
        "2 Zielinski P, Nowak K. Sediment transport in braided rivers. Geomorphology. 2020;352:1-14.\n"
        "3 Nowak K. Groundwater recharge under snow. Hydrol Process. 2017;31:880-94.\n"
    )
    assert read_fields(text) == [
        ("Glacier melt and river temperature", ["K Nowak", "T Wiśniewski"], 2022),
        ("Sediment transport in braided rivers", ["P Zielinski", "K Nowak"], 2020),
        ("Groundwater recharge under snow", ["K Nowak"], 2017),
    ]


def test_a_cv_section_heading_of_two_capitalised_words_is_no_persons_name():
    # "Panels Organized", "Courses Taught": an academic CV's sections, not a member's name over items.
    text = (
        "Panels Organized\n\n"
        "2021 With Ines Duarte, “Border Regimes and Migrant Labour in Postwar Europe,” 45th Annual "
        "Conference of the Social History Society, Lisbon (June 2-4)\n\n"
        "2019 With Tomas Berg, “Archives of Displacement after 1945,” 43rd Annual Conference of the "
        "Social History Society, Belfast (June 5-7)\n"
    )
    entries = parse(text).entries
    assert [(e.authors, e.year) for e in entries] == [(["Ines Duarte"], 2021), (["Tomas Berg"], 2019)]
    assert [e.section for e in entries] == ["Panels Organized", "Panels Organized"]


# A CV lists its fellowships and grants with the funder and the years held: no work of the
# person's, whatever the years in brackets make of a line.
FELLOWSHIPS_THEN_BOOKS = (
    "RESEARCH FELLOWSHIPS:\n"
    "Harbour Institute for Maritime Studies at Villa Nord (2004-05)\n"
    "Bergen Archive/Nordic Academy Exchange (2001)\n"
    "Council for Coastal History (1998-99)\n"
    "Scandinavian Academy in Venice (1990-91)\n"
    "BOOKS:\n"
    "The Ledger and the Tide: Merchants and Credit in Early Modern Bergen (Fjord University Press, 2006).\n"
    '"Salt, Herring and Credit in the Hanseatic Ports," Journal of Maritime History 12 (2003), 45-67.\n'
)


def test_the_lines_under_a_fellowships_heading_are_no_entries():
    entries = parse(FELLOWSHIPS_THEN_BOOKS).entries
    assert [(e.title, e.year) for e in entries] == [
        ("The Ledger and the Tide: Merchants and Credit in Early Modern Bergen", 2006),
        ("Salt, Herring and Credit in the Hanseatic Ports", 2003),
    ]


def test_the_lines_under_a_grants_heading_are_no_entries():
    text = FELLOWSHIPS_THEN_BOOKS.replace("RESEARCH FELLOWSHIPS:", "Grants")
    assert [e.year for e in parse(text).entries] == [2006, 2003]


# The sections of a CV that list no works, in the languages CVs come in: (heading, an item under it).
SECTIONS_LISTING_NO_WORKS = [
    ("Supervision", "Irene Sato, MSc thesis, 2020."),
    ("Honors and Awards", "Early Career Prize, Lakes Society, 2016."),
    ("Encadrement", "Lucie Marchand, stage de master, 2020."),
    ("Enseignement", "Statistique appliquée, Université de Rennes, 2017."),
    ("Drittmittel", "DFG-Sachbeihilfe „Seen im Wandel“, 2019-2022."),
    ("Docencia", "Limnología, Universidad de Cuyo, 2017."),
    ("Orientações", "Rita Moura, dissertação de mestrado, Universidade do Porto, 2021."),
    ("Premi e riconoscimenti", "Premio Giovani Limnologi, Associazione Italiana, 2016."),
    ("Didattica", "Ecologia delle acque, corso di laurea magistrale, Università di Pavia, 2018."),
]


def test_the_items_of_a_cv_section_listing_no_works_are_left_out_with_their_reason():
    for heading, item in SECTIONS_LISTING_NO_WORKS:
        text = (
            "Publications\n\n"
            "Okoro, N., Vidal, E. (2019). Ice cover and lake warming. Limnology Letters, 12(3), 44-59.\n\n"
            f"{heading}\n\n{item}\n"
        )
        result = parse(text)
        assert [entry.title for entry in result.entries] == ["Ice cover and lake warming"], heading
        accounts = {account.line: account for account in result.lines}
        assert accounts[5].kind == "heading", heading
        assert accounts[7].reason == f"item under non-publication heading {heading!r}", heading


def test_a_chinese_cvs_prizes_section_is_a_heading_over_no_works():
    # "获奖情况" (prizes) over two prize lines, then "发表论文" (papers published) over the papers.
    text = (
        "获奖情况\n"
        "省级青年科技奖 2019\n"
        "全国大学生机器人竞赛二等奖 2015\n"
        "发表论文\n"
        "[1] Zhang W, Chen L, Wu H. Sparse feature mapping for legged robots. "
        "Robotics Letters, 2018, 12(3): 100-110.\n"
        "[2] Chen L, Zhang W. Terrain-aware gait planning. Journal of Field Robotics, "
        "2017, 9(2): 55-70.\n"
    )
    result = parse(text)
    assert [(entry.title, entry.section) for entry in result.entries] == [
        ("Sparse feature mapping for legged robots", "发表论文"),
        ("Terrain-aware gait planning", "发表论文"),
    ]
    kinds = {account.line: account.kind for account in result.lines}
    assert (kinds[1], kinds[2], kinds[3], kinds[4]) == ("heading", "ignored", "ignored", "heading")


def test_a_title_before_a_known_venue_whose_name_holds_commas_ends_before_the_whole_name():
    # "…, Automata, Languages and Programming 41 (2014)": the venue table names the proceedings
    # whole, so the title's last comma is the one before "Automata", not before "Languages".
    text = (
        "R. Okafor and T. Lindgren, Counting walks on sparse lattices, "
        "Automata, Languages and Programming 41 (2014), 233–245.\n"
        "T. Lindgren, Cyclic codes over small rings, "
        "Asilomar Conference on Signals, Systems, and Computers 39 (2012), no. 2, 101–118.\n"
    )
    assert [(entry["title"], entry["venue"]) for entry in entry_dicts(text)] == [
        ("Counting walks on sparse lattices", "Automata, Languages and Programming"),
        ("Cyclic codes over small rings", "Asilomar Conference on Signals, Systems, and Computers"),
    ]


def test_a_title_whose_own_last_words_hold_commas_keeps_them_before_an_unknown_venue():
    # Only the venue table's names move the cut: a title's own serial list stays the title's.
    assert [
        entry["title"]
        for entry in entry_dicts("R. Okafor, Rivers, Lakes and Deltas, Hydrology Letters 12 (2019), 1–9.\n")
    ] == ["Rivers, Lakes and Deltas"]
