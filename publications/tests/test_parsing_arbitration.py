"""An entry's two readings weighed, the rules' and the field labeller's: in the entry and in its list."""

import pytest

from publications.parsing import parse
from publications.parsing.consistency import harmonise
from publications.parsing.labelling import reader
from publications.parsing.records import ParsedEntry

# An owner's list of book reviews: the reviewed book's title, its editors or author after it, the
# journal and the year. The list names no author of its own (the reviewer is the page's owner).
REVIEWS = [
    ("Review of Harbour Towns of the North Sea, 1700-1850", "Maritime History Review 12", 2016),
    ("Review of Salt, Ships and Credit in Early Modern Bergen", "Nordic Economic Journal 31", 2017),
    ("Review of Lighthouses and the Making of a Coast", "Coastal Studies Quarterly 8", 2018),
    ("Review of Fishing Villages under the Crown", "Maritime History Review 15", 2019),
]
EDITED = "Review of Ports and Their Hinterlands, edited by Ana Ruiz and Ben Cole"


def _review_items(names_confidence: float) -> tuple[list[tuple[ParsedEntry, list[str]]], ParsedEntry]:
    """The list as read, its fifth entry read by the labeller with the book's editors as its
    authors; and the rules' reading of that entry, which names no one."""
    items = []
    for title, venue, year in REVIEWS:
        entry = ParsedEntry(title=title, venue=venue.rsplit(" ", 1)[0], year=year)
        items.append((entry, [f"{title}, {venue} ({year})."]))
    line = f"{EDITED}, Maritime History Review 16 (2020)."
    labellers = ParsedEntry(
        title="Review of Ports and Their Hinterlands",
        authors=["Ana Ruiz", "Ben Cole"],
        venue="Maritime History Review",
        year=2020,
    )
    labellers.field_confidence = {"title": 0.9, "authors": names_confidence, "venue": 0.9}
    items.append((labellers, [line]))
    rules = ParsedEntry(title=EDITED, venue="Maritime History Review", year=2020)
    return items, rules


def test_names_the_labeller_read_give_way_to_the_rules_reading_of_none_in_a_list_that_names_no_one():
    items, rules = _review_items(names_confidence=0.85)

    chosen = harmonise(items, [], rules_standing=lambda lines: rules)

    assert list(chosen) == [4]
    assert chosen[4].authors == []
    assert chosen[4].title == EDITED


def test_names_the_labeller_is_all_but_certain_of_stand_against_the_list():
    items, rules = _review_items(names_confidence=0.98)

    assert harmonise(items, [], rules_standing=lambda lines: rules) == {}


def test_another_readers_reading_of_no_names_does_not_drop_sound_names():
    # Only the entry reader's own reading with the rules standing may drop the names: a reading
    # of none by another reader (the rules' alone) leaves an item with its co-authors as read.
    items, rules = _review_items(names_confidence=0.85)

    assert harmonise(items, [lambda lines: rules]) == {}


def test_the_rules_reading_fits_a_list_of_comma_closed_titles_with_its_title_quoted():
    # The fifth entry quotes its title, which opens with a name's possessive; the labeller read
    # that name as the author. The rules' reading fits the list but for the quotes closing its title.
    items, _ = _review_items(names_confidence=0.85)
    line = "“Ana Ruiz’s Harbour Ledgers, 1620-1680,” Maritime History Review 16 (2020)."
    labellers = ParsedEntry(
        title="Harbour Ledgers, 1620-1680", authors=["Ana Ruiz’s"], venue="Maritime History Review", year=2020
    )
    labellers.field_confidence = {"title": 0.9, "authors": 0.85}
    items[4] = (labellers, [line])
    rules = ParsedEntry(
        title="Ana Ruiz’s Harbour Ledgers, 1620-1680", venue="Maritime History Review", year=2020
    )

    chosen = harmonise(items, [], rules_standing=lambda lines: rules)

    assert chosen[4] is rules


def test_the_rules_standing_reading_is_read_only_where_no_other_reading_fits_the_list():
    # The fifth entry read with its journal run into the title and no names: the title cut where
    # the list's titles end fits the list, and the entry is not read again.
    items, rules = _review_items(names_confidence=0.85)
    items[4] = (ParsedEntry(title=f"{EDITED}, Maritime History Review", year=2020), items[4][1])
    asked = []

    def rules_standing(lines: list[str]) -> ParsedEntry:
        asked.append(lines)
        return rules

    chosen = harmonise(items, [], rules_standing=rules_standing)

    assert chosen[4].venue == "Maritime History Review"
    assert asked == []


def test_with_the_rules_standing_the_labellers_reading_is_not_weighed(monkeypatch):
    def never(*args, **kwargs):
        raise AssertionError("the labeller's reading was weighed against the rules'")

    monkeypatch.setattr(reader, "_labeller_wins", never)
    entry, _ = reader.read_entry(
        ["Ruiz, A. and Cole, B. (2019). Tidal mills of the Atlantic coast. Journal of Mill Studies, 4."],
        rules_stand=True,
    )

    assert entry.title == "Tidal mills of the Atlantic coast"


@pytest.mark.parametrize(
    ("rule", "model", "confidence", "reason"),
    [
        (
            ParsedEntry(
                title="Tidal mills of the Atlantic coast", venue="Journal of Mill Studies", year=2019
            ),
            ParsedEntry(
                title="Tidal mills of the Atlantic coast",
                authors=["Ana Ruiz"],
                venue="Journal of Mill Studies",
                year=2019,
            ),
            {"authors": 0.9, "title": 0.9},
            "names missed",
        ),
        (
            ParsedEntry(
                title="Tidal mills of the Atlantic coast, Journal of Mill Studies", authors=["Ana Ruiz"]
            ),
            ParsedEntry(
                title="Tidal mills of the Atlantic coast",
                authors=["Ana Ruiz"],
                venue="Journal of Mill Studies",
            ),
            {"authors": 0.9, "title": 0.9, "venue": 0.9},
            "venue in title",
        ),
        (
            ParsedEntry(
                title="Tidal mills of the Atlantic coast", authors=["Ana Ruiz"], year=2019, venue="Journal"
            ),
            ParsedEntry(
                title="Tidal mills of the Atlantic coast", authors=["Ana Ruiz"], year=2019, venue="Journal"
            ),
            {"authors": 0.9, "title": 0.9, "venue": 0.9},
            None,
        ),
    ],
)
def test_the_test_the_rules_reading_fails_is_named(rule, model, confidence, reason):
    model.field_confidence = confidence

    assert reader._implausible_because(rule, model) == reason
    assert reader._implausible(rule, model) is (reason is not None)


def test_a_list_of_references_reads_as_before_with_the_rules_standing_reading_at_hand():
    # Every entry is in the list's shape: no other reading is looked for.
    text = "\n".join(
        [
            "Ruiz, A. (2019). Tidal mills of the Atlantic coast. Journal of Mill Studies, 4, 1-20.",
            "Cole, B. (2020). Windmills and grain prices in Flanders. Rural History Review, 11, 33-51.",
            "Lindqvist, M. (2018). Water rights on the river Ljusnan. Scandinavian Law Review, 7, 88-97.",
        ]
    )

    entries = parse(text).entries

    assert [entry.authors for entry in entries] == [["A. Ruiz"], ["B. Cole"], ["M. Lindqvist"]]
    assert [entry.year for entry in entries] == [2019, 2020, 2018]


@pytest.mark.parametrize(
    "title",
    [
        "– Zugriff: 03.02.2015",  # DIN 1505: the day a web page was read
        "Disponível em: https://github.com/example/tidewatch/",  # ABNT: the words before the link
        "Accessed 3 February 2015",
    ],
)
def test_an_access_note_read_as_the_title_leaves_the_rules_reading_standing(title):
    # "[cor] Corvus Harbour Monitor. http://…, 2014. – Zugriff: …": a labeller that takes the page's
    # name for a body's has only the access note left for the title; that reading is no publication.
    rule = ParsedEntry(title="Corvus Harbour Monitor", year=2014)
    model = ParsedEntry(title=title, authors=["Corvus Harbour Monitor"], year=2014)
    model.field_confidence = {"authors": 0.9, "title": 0.9}

    assert not reader._labeller_reading_stands(
        rule, model, f"Corvus Harbour Monitor. {title}", names_read=False
    )


def test_a_title_that_only_mentions_access_stands():
    model = ParsedEntry(
        title="Accessible harbours: access notes for tidal ports", authors=["Ana Ruiz"], year=2014
    )

    assert reader._plausible(model)


@pytest.mark.parametrize(
    ("rules_title", "labellers_title"),
    [
        # Before the subtitle's colon: the subtitle read as the venue.
        ("Tidal mills: Selected papers from the Harbour Symposium", "Tidal mills"),
        # Inside an abbreviation: "U." of "U.S.".
        ("Salt marshes of the U.S. Gulf Coast", "Salt marshes of the U."),
        # Inside a word: "Harbour@" of "Harbour@Kiel".
        ("Tides and Mills | Ana Ruiz | Harbour@Kiel", "Tides and Mills | Ana Ruiz | Harbour@"),
        # On a word a phrase goes on after.
        ("Review of B. Cole (2015)", "Review of"),
    ],
)
def test_a_labellers_title_cut_where_no_title_ends_leaves_the_rules_reading_standing(
    rules_title, labellers_title
):
    rule = ParsedEntry(title=rules_title, authors=["Ana Ruiz"], year=2016)
    model = ParsedEntry(title=labellers_title, authors=["Ana Ruiz"], venue="Mill Studies", year=2016)
    model.field_confidence = {"authors": 0.99, "title": 0.99, "venue": 0.9}
    body = f"Ruiz, A. (2016). {rules_title}. Mill Studies 4: 1-20."

    assert not reader._labeller_reading_stands(rule, model, body, names_read=False)


def test_a_labellers_title_that_ends_before_the_journal_the_rules_ran_into_it_stands():
    rule = ParsedEntry(
        title="Tidal mills of the Atlantic coast. Mill Studies", authors=["Ana Ruiz"], year=2016
    )
    model = ParsedEntry(
        title="Tidal mills of the Atlantic coast", authors=["Ana Ruiz"], venue="Mill Studies", year=2016
    )
    model.field_confidence = {"authors": 0.99, "title": 0.99, "venue": 0.9}
    body = "Ruiz, A. (2016). Tidal mills of the Atlantic coast. Mill Studies 4: 1-20."

    assert reader._labeller_reading_stands(rule, model, body, names_read=False)


def test_title_head_after_names_joined_by_and_opens_the_title():
    # "…, and Moreau, C., TIDE-DB: Title": the list ends at the name its "and" joins; the acronym
    # before the colon is the title's head, not one more name.
    text = (
        "1. Rossi, A., Chen, B., and Moreau, C., TIDE-DB: A database of tidal records of the north sea, "
        "Coastal Science, 2019.\n"
        "2. Novak, E., and Patel, D., Sediment budgets of alpine lakes, Limnology Letters, 2020.\n"
    )
    first = parse(text).entries[0]
    assert first.authors == ["A. Rossi", "B. Chen", "C. Moreau"]
    assert first.title.startswith("TIDE-DB: A database of tidal records")


# "Family I I-I Year Title": a physics style's name, its initials after the family name, which the
# labeller may read as the date's words before the year.
INITIALS_AFTER_FAMILY = (
    "di Marco S M-J 2009 Dynamics of Inference in Markets PhD thesis (University of London)"
)


def test_initials_the_labeller_read_as_the_date_stay_with_their_name():
    entry = parse(INITIALS_AFTER_FAMILY).entries[0]
    assert entry.authors == ["S M-J di Marco"]
    assert entry.title == "Dynamics of Inference in Markets"
    assert entry.year == 2009


def test_initials_stay_with_their_name_in_a_list_of_any_length():
    # The list's other items read alike, ten and more of them, as a list of one.
    others = [
        f"Lindqvist P and Okafor N {2000 + n} Noise in cryogenic amplifier chain number {n} "
        f"PhD thesis (University of Leeds)"
        for n in range(1, 13)
    ]
    for count in (1, 9, 10, 12):
        entries = parse("\n\n".join([*others[:count], INITIALS_AFTER_FAMILY])).entries
        read = [entry for entry in entries if "di Marco" in (entry.raw or "")]
        assert [entry.authors for entry in read] == [["S M-J di Marco"]], count


def test_a_labellers_name_the_rules_read_otherwise_is_no_dropped_initial():
    rule = ParsedEntry(title="Tidal mills", authors=["S M-J di Marco"], year=2009)
    model = ParsedEntry(title="Tidal mills", authors=["Marco"], year=2009)
    assert reader._initials_dropped(rule, model) is False
    model = ParsedEntry(title="Tidal mills", authors=["di Marco"], year=2009)
    assert reader._initials_dropped(rule, model) is True
    rule = ParsedEntry(title="Tidal mills", authors=["Sofia di Marco"], year=2009)
    assert reader._initials_dropped(rule, model) is False
