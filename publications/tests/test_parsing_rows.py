"""A list's rows read by the roles of their pieces, where the rows write their fields in an order
the entry reader has no rule for."""

from publications.parsing import parse
from publications.parsing.rows import column_roles, read_row, read_rows

# A venue's badge and the year before the title, names without stops after it, a link label last.
BADGE_ROWS = "\n".join(
    [
        "Publications",
        "GRL 2023 Soil moisture memory in boreal catchments, M Lindqvist, T Okafor, 詳細",
        "WRR 2022 Snowmelt timing under warming scenarios, T Okafor, IB Barrow, M Lindqvist, 詳細",
        "Hydrology 2021 Groundwater recharge in glaciated valleys, revisited, I Barrow, M Lindqvist, 詳細",
        "HESS 2020 A field guide to peatland drainage, M Lindqvist, P Arne, 詳細",
    ]
)


def test_badge_and_year_before_the_title_read_in_every_row():
    entries = parse(BADGE_ROWS).entries
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in entries] == [
        ("Soil moisture memory in boreal catchments", ["M Lindqvist", "T Okafor"], 2023, "GRL"),
        ("Snowmelt timing under warming scenarios", ["T Okafor", "IB Barrow", "M Lindqvist"], 2022, "WRR"),
        (
            "Groundwater recharge in glaciated valleys, revisited",
            ["I Barrow", "M Lindqvist"],
            2021,
            "Hydrology",
        ),
        ("A field guide to peatland drainage", ["M Lindqvist", "P Arne"], 2020, "HESS"),
    ]


def test_rows_read_lines_as_entries_and_leave_no_warning_of_them():
    result = parse(BADGE_ROWS)
    assert not [issue for issue in result.issues if "not read as a publication" in issue.message]


def test_the_pieces_of_a_row_take_their_roles_in_any_order():
    row = read_row(
        "Snowmelt timing under warming scenarios\tWater Resources Research\tT Okafor, I Barrow\t2022"
    )
    assert row is not None
    assert (row.order, row.title, row.names, row.year, row.venue) == (
        "TVAY",
        "Snowmelt timing under warming scenarios",
        "T Okafor, I Barrow",
        2022,
        "Water Resources Research",
    )
    row = read_row("2021. Ines Barrow, Marta Lindqvist. Groundwater recharge in glaciated valleys")
    assert row is not None
    assert (row.order, row.title, row.names, row.year) == (
        "YAT",
        "Groundwater recharge in glaciated valleys",
        "Ines Barrow, Marta Lindqvist",
        2021,
    )


def test_a_row_without_a_year_or_a_run_of_names_has_no_reading():
    assert read_row("Soil moisture memory in boreal catchments, M Lindqvist, T Okafor") is None  # no year
    assert read_row("GRL 2023 Soil moisture memory in boreal catchments, M Lindqvist") is None  # one name
    assert read_row("GRL 2023 Soil, M Lindqvist, T Okafor") is None  # a title of one word


def test_a_list_whose_rows_follow_no_one_order_has_no_reading():
    texts = [
        "GRL 2023 Soil moisture memory in boreal catchments, M Lindqvist, T Okafor",
        "Snowmelt timing under warming scenarios\tWater Resources Research\tT Okafor, I Barrow\t2022",
        "2021. Ines Barrow, Marta Lindqvist. Groundwater recharge in glaciated valleys",
        "A field guide to peatland drainage, 2020, M Lindqvist, P Arne",
    ]
    assert read_rows(texts) == {}


def test_only_the_rows_in_the_lists_order_are_read():
    texts = [
        "GRL 2023 Soil moisture memory in boreal catchments, M Lindqvist, T Okafor",
        "WRR 2022 Snowmelt timing under warming scenarios, T Okafor, I Barrow",
        "HESS 2020 A field guide to peatland drainage, M Lindqvist, P Arne",
        "2021. Ines Barrow, Marta Lindqvist. Groundwater recharge in glaciated valleys",
    ]
    assert sorted(read_rows(texts)) == [0, 1, 2]
    assert read_rows(texts[:2]) == {}  # two rows make no list's order


def test_a_list_read_soundly_keeps_its_readings():
    # Names, title, journal and volume, year: every row also reads by its pieces ("ATVY"), and the
    # entry reader's sound readings stand (the venue apart from its volume).
    text = "\n".join(
        [
            "M. Lindqvist, T. Okafor, Soil moisture memory, revisited, Journal of Hydrology 12, 2023.",
            "T. Okafor, I. Barrow, Snowmelt timing under warming, Water Resources Research 40, 2022.",
            "I. Barrow, M. Lindqvist, Groundwater recharge in glacial valleys, Hydrology Letters 8, 2021.",
        ]
    )
    assert len(read_rows(text.splitlines())) == 3
    entries = parse(text).entries
    assert [(entry.title, entry.authors, entry.year, entry.venue, entry.volume) for entry in entries] == [
        (
            "Soil moisture memory, revisited",
            ["M. Lindqvist", "T. Okafor"],
            2023,
            "Journal of Hydrology",
            "12",
        ),
        ("Snowmelt timing under warming", ["T. Okafor", "I. Barrow"], 2022, "Water Resources Research", "40"),
        (
            "Groundwater recharge in glacial valleys",
            ["I. Barrow", "M. Lindqvist"],
            2021,
            "Hydrology Letters",
            "8",
        ),
    ]


# A table copied as text: one row a line, its cells parted by tabs, the year first.
YEAR_FIRST_TABLE = "\n".join(
    [
        "Publications",
        "2023\tMarta Lindqvist, Tomas Okafor\tSoil moisture memory in boreal catchments"
        "\tJournal of Hydrology",
        "2022\tTomas Okafor, Ines Barrow, Marta Lindqvist\tSnowmelt timing under warming scenarios"
        "\tWater Letters",
        "2021\tInes Barrow, Marta Lindqvist\tGroundwater recharge in glaciated valleys"
        "\tHydrological Processes",
        "2020\tMarta Lindqvist, Paul Arne\tA field guide to peatland drainage\tEcohydrology",
    ]
)

# The same table with its columns in another order: title, venue, names, year.
TITLE_FIRST_TABLE = "\n".join(
    [
        "Soil moisture memory in boreal catchments\tJournal of Hydrology\tM Lindqvist, T Okafor\t2023",
        "Snowmelt timing under warming scenarios\tWater Letters\tT Okafor, I Barrow, M Lindqvist\t2022",
        "Groundwater recharge in glaciated valleys\tHydrological Processes\tI Barrow, M Lindqvist\t2021",
        "A field guide to peatland drainage\tEcohydrology\tM Lindqvist, P Arne\t2020",
    ]
)


def test_a_tables_rows_are_entries_read_by_its_columns():
    full = ["Marta Lindqvist", "Tomas Okafor", "Ines Barrow", "Paul Arne"]
    short = ["M Lindqvist", "T Okafor", "I Barrow", "P Arne"]
    for text, (lindqvist, okafor, barrow, arne) in ((YEAR_FIRST_TABLE, full), (TITLE_FIRST_TABLE, short)):
        entries = parse(text).entries
        assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in entries] == [
            ("Soil moisture memory in boreal catchments", [lindqvist, okafor], 2023, "Journal of Hydrology"),
            ("Snowmelt timing under warming scenarios", [okafor, barrow, lindqvist], 2022, "Water Letters"),
            (
                "Groundwater recharge in glaciated valleys",
                [barrow, lindqvist],
                2021,
                "Hydrological Processes",
            ),
            ("A field guide to peatland drainage", [lindqvist, arne], 2020, "Ecohydrology"),
        ]


def test_a_table_column_of_venues_is_not_run_into_the_titles():
    # Read row by row, the venue a name could be ("Hydrological Processes") joins the title.
    readings = read_rows(TITLE_FIRST_TABLE.splitlines())
    assert {reading.order for reading in readings.values()} == {"TVAY"}
    assert readings[2].title == "Groundwater recharge in glaciated valleys"
    assert readings[2].venue == "Hydrological Processes"


def test_a_tables_column_of_inverted_names_with_initials_is_its_names():
    text = "\n".join(
        [
            "Year\tTitle\tAuthors\tJournal\tCitations",
            "2024\tTidal mixing beneath ice shelves\tHallgren, K. M., Oduya, P. T.\tOcean Letters\t3",
            "2023\tMeltwater plumes in narrow fjords\tOduya, P. T.\tJournal of Glaciology\t0",
            "2022\tBasal melt and the grounding line\tVance, R., Hallgren, K. M., Oduya, P. T."
            "\tThe Cryosphere\t12",
        ]
    )
    entries = parse(text).entries
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in entries] == [
        ("Tidal mixing beneath ice shelves", ["K. M. Hallgren", "P. T. Oduya"], 2024, "Ocean Letters"),
        ("Meltwater plumes in narrow fjords", ["P. T. Oduya"], 2023, "Journal of Glaciology"),
        (
            "Basal melt and the grounding line",
            ["R. Vance", "K. M. Hallgren", "P. T. Oduya"],
            2022,
            "The Cryosphere",
        ),
    ]


def test_a_table_without_names_gives_entries_naming_no_one():
    # One author's page: title, journal, citation and year, and titles that read like names.
    text = "\n".join(
        [
            "Title\tJournal\tCitation\tYear",
            "Civic Trust and Public Reason\tHarbour Law Review\t12(2):101-140\t2019",
            "Lawful Disobedience\tJournal of Civic Philosophy\t8:33-61\t2018",
            "Property, Power and the Commons\tNorthfield Law Journal\t40(1):1-52\t2017",
        ]
    )
    entries = parse(text).entries
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in entries] == [
        ("Civic Trust and Public Reason", [], 2019, "Harbour Law Review"),
        ("Lawful Disobedience", [], 2018, "Journal of Civic Philosophy"),
        ("Property, Power and the Commons", [], 2017, "Northfield Law Journal"),
    ]


def test_a_tables_year_written_in_its_venue_cells_is_the_year():
    text = "\n".join(
        [
            "Conference\tTitle\tAuthors",
            "SOSP 2023\tFast Recovery for Replicated Logs: Lessons and Limits\tMina Okafor, Lucas Brandt",
            "NSDI 2022\tA Scheduler for Bursty Serverless Loads\tLucas Brandt, Aiko Tanabe, Mina Okafor",
            "EuroSys 2021\tCaching Without Coordination\tAiko Tanabe, Mina Okafor",
        ]
    )
    entries = parse(text).entries
    assert [(entry.title, entry.year, entry.venue) for entry in entries] == [
        ("Fast Recovery for Replicated Logs: Lessons and Limits", 2023, "SOSP"),
        ("A Scheduler for Bursty Serverless Loads", 2022, "NSDI"),
        ("Caching Without Coordination", 2021, "EuroSys"),
    ]
    assert [entry.authors for entry in entries] == [
        ["Mina Okafor", "Lucas Brandt"],
        ["Lucas Brandt", "Aiko Tanabe", "Mina Okafor"],
        ["Aiko Tanabe", "Mina Okafor"],
    ]


def test_lines_with_one_tab_are_no_table():
    texts = [
        "2023\tLindqvist M, Okafor T. Soil moisture memory in boreal catchments. J Hydrol.",
        "2022\tOkafor T, Barrow I. Snowmelt timing under warming scenarios. Water Res.",
        "2021\tBarrow I, Lindqvist M. Groundwater recharge in glaciated valleys. Hydrol Process.",
    ]
    assert all(reading.order != "YATV" for reading in read_rows(texts).values())


def test_a_books_imprint_is_not_taken_into_its_title():
    # Every row reads by its pieces as names, title, year ("New York: Lark Press" runs into the
    # title there); the entry reader's shorter titles, and the publishers it reads, stand.
    text = "\n".join(
        [
            "Marta Lindqvist, Tomas Okafor. Peatland futures. New York: Lark Press, 2019. ISBN 9780000000011",
            "Ines Barrow, Paul Arne. Valleys of ice. London: Heron Books, 2017. ISBN 9780000000028",
            "Paul Arne, Ines Barrow. Drainage and discontents. Boston: Fen Press, 2015. ISBN 9780000000035",
        ]
    )
    assert {reading.order for reading in read_rows(text.splitlines()).values()} == {"ATY"}
    entries = parse(text).entries
    assert [(entry.title, entry.year, entry.publisher) for entry in entries] == [
        ("Peatland futures", 2019, "Lark Press"),
        ("Valleys of ice", 2017, "Heron Books"),
        ("Drainage and discontents", 2015, "Fen Press"),
    ]


def test_inverted_names_cut_at_their_commas_are_no_run_of_names():
    assert read_row("LINDQVIST, Marta, OKAFOR, Tomas. Peatland futures. New York: Lark Press, 2019") is None


# Tables copied with their header rows: the header names what each column holds.
HEADED_TABLE_INVERTED_NAMES = "\n".join(
    [
        "Refereed articles",
        "Year\tTitle\tAuthors\tJournal\tCitations\tLinks",
        "2024\tTidal mixing over seamounts\tOkafor, T. J., Lindqvist, M., Barrow, I.\tOcean Dynamics\t12",
        "2023\tInternal waves in a stratified fjord\tLindqvist, M., Arne, P.\tJournal of Fjord Science\t3",
        "2021\tSeamount wakes and eddies\tBarrow, I.\tDeep-Sea Letters\t0",
    ]
)

# A table copied from a bibliography service: names inverted with initials, one author alone in a
# row, a column of citation counts.
INVERTED_NAMES_TABLE = "\n".join(
    [
        "Refereed Publications",
        "Year\tTitle\tAuthors\tJournal\tCitations",
        "2023\tSoil moisture memory in boreal catchments\tLindqvist, M. T., Okafor, T.\tJournal of Hydrology"
        "\t12",
        "2022\tSnowmelt timing under warming scenarios\tOkafor, T., Barrow, I. K., Lindqvist, M. T."
        "\tWater Letters\t3",
        "2021\tGroundwater recharge in glaciated valleys\tBarrow, I. K.\tHydrological Processes\t0",
        "2020\tA field guide to peatland drainage\tLindqvist, M. T., Arne, P.\tEcohydrology\t41",
    ]
)

# A conference's badge and year in one cell, before the title and the names.
BADGE_CELL_TABLE = "\n".join(
    [
        "Papers",
        "Conference\tTitle\tAuthors",
        "ICSE 2024\tFlaky tests in continuous integration pipelines\tMarta Lindqvist, Tomas Okafor",
        "FSE 2023\tRefactoring legacy build scripts at scale\tInes Barrow, Paul Arne, Tomas Okafor",
        "ICSE 2023\tA study of code review comments on tests\tPaul Arne, Marta Lindqvist",
        "ASE 2022\tMutation testing for configuration files\tTomas Okafor, Ines Barrow",
    ]
)


def test_a_tables_header_row_names_its_columns_and_is_no_entry():
    result = parse(HEADED_TABLE_INVERTED_NAMES)
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in result.entries] == [
        (
            "Tidal mixing over seamounts",
            ["T. J. Okafor", "M. Lindqvist", "I. Barrow"],
            2024,
            "Ocean Dynamics",
        ),
        (
            "Internal waves in a stratified fjord",
            ["M. Lindqvist", "P. Arne"],
            2023,
            "Journal of Fjord Science",
        ),
        ("Seamount wakes and eddies", ["I. Barrow"], 2021, "Deep-Sea Letters"),
    ]
    assert all(entry.section == "Refereed articles" for entry in result.entries)


def test_a_venue_cell_gives_the_year_where_the_header_names_no_year_column():
    text = "\n".join(
        [
            "Conference\tTitle\tAuthors",
            "OSDI 2024\tLog-structured caches for tiny devices\tRana Qadir, Li Wen, Tomás Ferreira",
            "EuroSys 2024\tA study of cold starts: causes and cures\tLi Wen, Ada Moreau",
        ]
    )
    entries = parse(text).entries
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in entries] == [
        ("Log-structured caches for tiny devices", ["Rana Qadir", "Li Wen", "Tomás Ferreira"], 2024, "OSDI"),
        ("A study of cold starts: causes and cures", ["Li Wen", "Ada Moreau"], 2024, "EuroSys"),
    ]


def test_a_members_own_table_without_an_authors_column_names_no_one():
    # Two tables, each under its own header: a venue never runs into the title beside it.
    text = "\n".join(
        [
            "Books",
            "Title\tPublisher\tYear",
            "Justice in the Commons\tHarbour University Press\t2018",
            "Articles",
            "Title\tJournal\tCitation\tYear",
            "Duties of Care, Reconsidered\tCoastal Law Review\t41(2):101-140\t2020",
            "Public Reason and Private Goods\tJournal of Applied Philosophy Studies\t12:9-33\t2019",
        ]
    )
    entries = parse(text).entries
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in entries] == [
        ("Justice in the Commons", [], 2018, None),
        ("Duties of Care, Reconsidered", [], 2020, "Coastal Law Review"),
        ("Public Reason and Private Goods", [], 2019, "Journal of Applied Philosophy Studies"),
    ]


def test_column_roles_reads_only_a_row_of_column_words():
    assert column_roles("Year\tTitle\tAuthors\tJournal\tCitations") == ("Y", "T", "A", "V", "")
    assert column_roles("Título ▼\tAutores\tAño") == ("T", "A", "Y")
    assert column_roles("Title\tCitations") is None  # no field beside the title's
    assert column_roles("Tidal mixing\tOcean Dynamics\t2024") is None
    assert column_roles("Year Title Authors") is None  # no cells


def test_a_tables_column_of_inverted_names_with_initials_is_its_authors():
    entries = parse(INVERTED_NAMES_TABLE).entries
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in entries] == [
        (
            "Soil moisture memory in boreal catchments",
            ["M. T. Lindqvist", "T. Okafor"],
            2023,
            "Journal of Hydrology",
        ),
        (
            "Snowmelt timing under warming scenarios",
            ["T. Okafor", "I. K. Barrow", "M. T. Lindqvist"],
            2022,
            "Water Letters",
        ),
        ("Groundwater recharge in glaciated valleys", ["I. K. Barrow"], 2021, "Hydrological Processes"),
        ("A field guide to peatland drainage", ["M. T. Lindqvist", "P. Arne"], 2020, "Ecohydrology"),
    ]


def test_a_tables_cell_of_a_badge_and_a_year_gives_the_year_and_the_venue():
    entries = parse(BADGE_CELL_TABLE).entries
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in entries] == [
        (
            "Flaky tests in continuous integration pipelines",
            ["Marta Lindqvist", "Tomas Okafor"],
            2024,
            "ICSE",
        ),
        (
            "Refactoring legacy build scripts at scale",
            ["Ines Barrow", "Paul Arne", "Tomas Okafor"],
            2023,
            "FSE",
        ),
        ("A study of code review comments on tests", ["Paul Arne", "Marta Lindqvist"], 2023, "ICSE"),
        ("Mutation testing for configuration files", ["Tomas Okafor", "Ines Barrow"], 2022, "ASE"),
    ]


def test_a_header_cell_left_empty_over_the_numbers_keeps_its_column():
    assert column_roles("\tTitle\tAuthor/Co-Author") == ("", "T", "A")
    assert column_roles("#\tPaper\tJournal/Conference") == ("", "T", "V")
    assert column_roles("\tTitle\tAuthor/Pages") is None  # the slashed words name two fields


# Year headings over tables copied one row a line: a header with an empty cell over the numbers,
# then "N<TAB>Title<TAB>one member's name".
NUMBERED_TABLES_UNDER_YEARS = "\n".join(
    [
        "Chemistry",
        "",
        "2023",
        "",
        "\tTitle\tAuthor/Co-Author",
        "1\tCatalytic cycles of iron pincer complexes in water\tMarta Lindqvist",
        "2\tSolvent effects on proton transfer rates\tTomas V Okafor",
        "3\tA benchmark of dispersion corrections for stacked dimers\tInes Barrow",
        "",
        "2022",
        "",
        "\tTitle\tAuthor/Co-Author",
        "1\tMachine-learned potentials for molten salts\tPaul Arne",
        "2\tExcited-state dynamics of small chromophores\tMarta Lindqvist",
    ]
)


def test_numbered_rows_under_a_header_and_year_headings_are_read_by_its_columns():
    entries = parse(NUMBERED_TABLES_UNDER_YEARS).entries
    assert [(entry.title, entry.authors, entry.year) for entry in entries] == [
        ("Catalytic cycles of iron pincer complexes in water", ["Marta Lindqvist"], 2023),
        ("Solvent effects on proton transfer rates", ["Tomas V Okafor"], 2023),
        ("A benchmark of dispersion corrections for stacked dimers", ["Ines Barrow"], 2023),
        ("Machine-learned potentials for molten salts", ["Paul Arne"], 2022),
        ("Excited-state dynamics of small chromophores", ["Marta Lindqvist"], 2022),
    ]


# A CV typed in a word processor: the year and the item's number set by tab stops before each
# whole citation, which no column of fields divides.
YEARS_AND_NUMBERS_BEFORE_CITATIONS = "\n".join(
    [
        "2022\t3.\tHalvorsen, K., Mbeki, T. R., & Ostrowska, D. Tidal mixing in shallow fjords. "
        "Estuarine Studies, 41(2), 77-90.",
        "2020\t2.\tMbeki, T. R., & Lindgren, P. A survey of benthic oxygen sensors. "
        "Marine Instruments, 12, 5-19.",
        "2018\t1.\tOstrowska, D., Halvorsen, K., & Quispe, A. Salinity fronts after spring floods. "
        "Coastal Dynamics Letters, 9(4), 201-214.",
    ]
)


def test_years_and_numbers_in_columns_before_whole_citations_leave_the_citations_to_be_read():
    entries = parse(YEARS_AND_NUMBERS_BEFORE_CITATIONS).entries
    assert [(entry.title, entry.authors[:1]) for entry in entries] == [
        ("Tidal mixing in shallow fjords", ["K. Halvorsen"]),
        ("A survey of benthic oxygen sensors", ["T. R. Mbeki"]),
        ("Salinity fronts after spring floods", ["D. Ostrowska"]),
    ]
