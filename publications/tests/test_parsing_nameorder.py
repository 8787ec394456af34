"""A list's names read "Family Given" where the list shows that it writes them so."""

import re
from itertools import product

from publications.parsing import parse
from publications.parsing.nameorder import _initial_order
from publications.parsing.records import PersonName

# Cards: title / "Family Given" names without commas inside a name / venue. One name carries an
# initial after its written-out given name, which says the order.
FAMILY_FIRST_CARDS = "\n".join(
    [
        "Published",
        "Tidal heating of icy moons in resonant chains",
        "Lindqvist Marta, Okafor Tomas, Barrow Ines K.",
        "Icarus, 2022, Volume 371, p.114-129.",
        "",
        "A census of cold debris discs around nearby M dwarfs",
        "Okafor Tomas, Arne Paul, Lindqvist Marta",
        "The Astronomical Journal, 2020, Volume 160, id.12.",
        "",
        "Dust grain growth in protoplanetary rings",
        "Arne Paul, Lindqvist Marta",
        "Astronomy & Astrophysics, 2019, Volume 630, id.A7.",
    ]
)


def test_names_of_a_list_written_family_first_are_turned_round():
    entries = parse(FAMILY_FIRST_CARDS).entries
    assert [entry.authors for entry in entries] == [
        ["Marta Lindqvist", "Tomas Okafor", "Ines K. Barrow"],
        ["Tomas Okafor", "Paul Arne", "Marta Lindqvist"],
        ["Paul Arne", "Marta Lindqvist"],
    ]
    assert entries[0].author_names[0].family == "Lindqvist"


# "Given Family" names, one item copying its last names in Vancouver style: "Godin B" says
# nothing of the list's order, and no name is written "Family Given I.".
GIVEN_FIRST_WITH_A_VANCOUVER_ITEM = "\n".join(
    [
        "1. Marta Lindqvist, Tomas Okafor and Ines Barrow (2021). Seed dormancy in alpine grasses. "
        "Plant Biology 5:12.",
        "",
        "2. Tomas Okafor, Marta Lindqvist, Arne B, Barrow I. (2020). Nitrate signalling in barley roots. "
        "Plant Science 3:44.",
        "",
        "3. Paul Arne and Marta Lindqvist (2019). Germination under salt stress. Seed Research 7:101.",
    ]
)


def test_names_of_a_given_first_list_stay_as_written():
    entries = parse(GIVEN_FIRST_WITH_A_VANCOUVER_ITEM).entries
    assert entries[0].authors == ["Marta Lindqvist", "Tomas Okafor", "Ines Barrow"]
    assert entries[2].authors == ["Paul Arne", "Marta Lindqvist"]


# Items of one list in several forms: Vancouver names that say "Kaya" is a family name, an item
# of "Given Family" names, and items copied from a CV system that write "Family Given" names,
# shown by a known family name or one in capitals written first.
ITEMS_WRITTEN_FAMILY_FIRST = "\n".join(
    [
        "Kaya M, Demir A, Berg L (2015). Soil moisture feedbacks on summer rainfall. "
        "Journal of Hydrology 12:101-110.",
        "",
        "Metin Kaya, Deniz Arslan (2016). Snow cover trends in the eastern highlands. "
        "Climate Research 8:22-30.",
        "",
        "Yilmaz Ayse, Kaya Metin (2018). Groundwater recharge under irrigated maize. "
        "Water Resources 14:55-61.",
        "",
        "Tekin Burak, Yilmaz Ayse, KAYA Metin (2019). Drought indices for semi-arid basins. "
        "Hydrology Letters 3:9-17.",
        "",
        "OZTURK Selin, Arslan Deniz (2020). River ice break-up dates from satellite images. "
        "Remote Sensing Notes 5:1-9.",
        "",
        "Aksoy Deniz, Tekin Burak (2021). Evaporation from shallow reservoirs. Lake Science 2:40-48.",
    ]
)


def test_items_that_show_family_first_names_are_turned_round():
    entries = parse(ITEMS_WRITTEN_FAMILY_FIRST).entries
    assert [entry.authors for entry in entries] == [
        ["M Kaya", "A Demir", "L Berg"],
        ["Metin Kaya", "Deniz Arslan"],
        ["Ayse Yilmaz", "Metin Kaya"],
        ["Burak Tekin", "Ayse Yilmaz", "Metin KAYA"],
        # The items that show nothing but a first name, or nothing at all, are read as the
        # list's other such items are.
        ["Selin OZTURK", "Deniz Arslan"],
        ["Deniz Aksoy", "Burak Tekin"],
    ]
    assert entries[3].author_names[2].family == "KAYA"


# A "Given Family" list whose one item opens with a name that reads as family first, "Kaya" being
# a family name elsewhere: alone, a first name says too little to turn it round.
INVERTED_FIRST_NAME = "\n".join(
    [
        "Kaya M, Demir A (2015). Soil moisture feedbacks on summer rainfall. "
        "Journal of Hydrology 12:101-110.",
        "",
        "Kaya Metin, Anna Berg and Deniz Arslan (2016). Snow cover trends in the eastern highlands. "
        "Climate Research 8:22-30.",
        "",
        "Lena Berg, Paul Arne (2018). Groundwater recharge under irrigated maize. Water Resources 14:55-61.",
    ]
)


def test_a_first_name_alone_that_reads_family_first_stays_as_written():
    entries = parse(INVERTED_FIRST_NAME).entries
    assert entries[1].authors == ["Kaya Metin", "Anna Berg", "Deniz Arslan"]
    assert entries[2].authors == ["Lena Berg", "Paul Arne"]


# A "Given Family" list one of whose given names ("Marco") is a family name elsewhere in it.
GIVEN_NAME_ALSO_A_FAMILY_NAME = "\n".join(
    [
        "Ana Kaya, Lena Berg (2015). Soil moisture feedbacks on summer rainfall. Hydrology 12:101-110.",
        "",
        "Kaya A, Berg L, Marco E (2016). Snow cover trends in the eastern highlands. Climate 8:22-30.",
        "",
        "Lena Berg, Marco Patel (2018). Groundwater recharge under irrigated maize. Water 14:55-61.",
        "",
        "Paul Arne, Marco Lund (2019). Drought indices for semi-arid basins. Hydrology Letters 3:9-17.",
    ]
)


def test_a_given_name_that_is_a_family_name_elsewhere_does_not_turn_an_item_round():
    entries = parse(GIVEN_NAME_ALSO_A_FAMILY_NAME).entries
    assert entries[2].authors == ["Lena Berg", "Marco Patel"]
    assert entries[3].authors == ["Paul Arne", "Marco Lund"]


def _order_by_pattern(family: str, parts: list[str], raw: str) -> str:
    """The written order as a pattern made for the name finds it."""
    initials = r"\.?\s*".join(re.escape(part) for part in parts)
    if re.search(rf"(?<!\w){re.escape(family)}\s+{initials}\.?(?!\w)", raw):
        return "after"
    if re.search(rf"(?<!\w){initials}\.?\s+{re.escape(family)}(?!\w)", raw):
        return "before"
    return ""


def test_the_written_order_of_a_name_is_found_as_its_pattern_finds_it():
    # The order is looked for by hand, not with a pattern made for each name: both agree on
    # invented writings of names with initials, stops and spaces in every place, a name whose
    # parts open with a stop or are a stop alone (". K.", "J. .K") and a family name with white
    # space about it among them.
    pieces = ["Arne", "P.", "P", "K.", "J.-P.", " ", "  ", ".", ",", "x", "\n", "_", "é"]
    names = [
        ("Arne", "P."),
        ("Arne", "P. K."),
        ("Arne", "J.-P."),
        ("Barrow", "Ines K."),
        ("de Arne", "PK"),
        ("Arne", ". K."),
        ("Arne", "J. .K"),
        (" Arne", "P."),
        ("Arne ", "P."),
    ]
    orders = set()
    for family, given in names:
        person = PersonName(display=f"{given} {family}", given=given, family=family)
        parts = [part.rstrip(".") for part in given.split()]
        for written in product([*pieces, family, given], repeat=3):
            raw = "".join(written)
            order = _initial_order(person, raw)
            assert order == _order_by_pattern(family, parts, raw), (family, given, raw)
            orders.add(order)
    assert orders == {"", "after", "before"}


# A Chicago list one item of which types its inverted first name without the comma: the list
# writes the same person "Okafor, Tomas" elsewhere, which says "Okafor" is the family name.
INVERTED_NAME_TYPED_WITHOUT_ITS_COMMA = "\n".join(
    [
        "Lindqvist, Marta, Tomas Okafor et Ines Barrow. 2021. « Les graines des prairies alpines ». "
        "Revue Botanique 5.",
        "",
        "Okafor, Tomas. 2020. « Signaux du nitrate dans les racines ». Sciences des Plantes 3.",
        "",
        "Okafor Tomas, Marta Lindqvist et Paul Arne. 2019. « Germination et salinité ». Semences 7.",
        "",
        "Arne, Paul et Ines Barrow. 2018. « Dormance des bourgeons ». Botanique Appliquée 2.",
    ]
)


def test_a_name_the_list_writes_inverted_elsewhere_is_read_so_without_its_comma():
    entries = parse(INVERTED_NAME_TYPED_WITHOUT_ITS_COMMA).entries
    assert entries[2].authors == ["Tomas Okafor", "Marta Lindqvist", "Paul Arne"]
    assert entries[2].author_names[0].family == "Okafor"
    # The names written given first stay as written.
    assert entries[0].authors == ["Marta Lindqvist", "Tomas Okafor", "Ines Barrow"]
