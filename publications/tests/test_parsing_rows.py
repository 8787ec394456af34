"""A list's rows read by the roles of their pieces, where the rows write their fields in an order
the entry reader has no rule for."""

from publications.parsing import parse
from publications.parsing.rows import read_row, read_rows

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
