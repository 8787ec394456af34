"""A heading an entry took in, found by its words: "Publications" under an item, "II. Aufsätze"
under a numbered one, "Work in progress:" over one; it heads the entries after it."""

from publications.parsing import parse

# A one-line preprint, then three-line items (names / title / venue with the year): the next
# section's heading stands under the preprint.
PREPRINT_THEN_PUBLICATIONS = "\n".join(
    [
        "Preprints",
        "A Lindqvist, T Okafor, I Barrow. Spin waves in a dipolar gas of erbium arXiv:2501.01234 (2025)",
        "Publications",
        "P Arne, A Lindqvist,",
        "Tunnelling of fermion pairs in a shaken optical lattice",
        "Physical Review A 108, 023301 (2023)",
        "T Okafor, P Arne, I Barrow,",
        "Thermometry of a cold gas by its noise",
        "Nature Physics 17.1200-05 (2021)",
        "I Barrow, A Lindqvist,",
        "Quantum gas microscopy of a tilted chain",
        "Physical Review Letters 126.100401 (2020)",
    ]
)


def test_a_heading_under_an_item_heads_the_items_after_it():
    entries = parse(PREPRINT_THEN_PUBLICATIONS).entries
    assert [entry.section for entry in entries] == ["Preprints"] + ["Publications"] * 3
    assert "Publications" not in entries[0].raw
    assert entries[0].year == 2025


# A numbered list in German: the second part's heading closes the first part's last item.
NUMBERED_PARTS = "\n".join(
    [
        "1. Die Haftung des Notars im Grundbuchverfahren. Berlin: Verlag Beispiel 2001, 210 S.",
        "2. Grenzen der Vertragsfreiheit im Mietrecht. Köln: Verlag Muster 2005, 180 S.",
        "3. Das Recht der Bürgschaft. München: Verlag Probe 2009, 240 S.",
        "II. Aufsätze",
        "1. Zur Form des Grundstückskaufs, in: Juristische Rundschau 2011, S. 12-19.",
        "2. Die Bürgschaft auf erstes Anfordern, in: Zeitschrift für Privatrecht 2013, S. 40-48.",
    ]
)


def test_a_numbered_heading_in_another_language_under_an_item_is_a_heading():
    entries = parse(NUMBERED_PARTS).entries
    assert len(entries) == 5
    assert all("Aufsätze" not in entry.raw for entry in entries)
    assert [entry.section for entry in entries[3:]] == ["II. Aufsätze"] * 2


# Quoted titles over venue lines; the next part's heading, closed by a colon, over its first item.
WORK_IN_PROGRESS_OVER_AN_ITEM = "\n".join(
    [
        '"Wages and the cycle in small open economies" (with Ana Ruiz)',
        "Journal of Post Keynesian Economics, vol. 40, n. 2, pp. 200-220, 2018",
        "",
        '"Demand-led growth reconsidered" (with Paul Arne)',
        "Review of Political Economy, vol. 31, n. 1, pp. 1-20, 2019",
        "",
        '"Fiscal rules and public investment" (with Ana Ruiz)',
        "Metroeconomica, vol. 72, n. 3, pp. 500-521, 2021",
        "",
        "Work in progress:",
        '"Does trade make firms patient?" (with Tomas Okafor)',
        "",
        '"Local banks and regional growth" (with Ines Barrow)',
    ]
)


def test_a_heading_with_a_colon_over_an_item_heads_the_items_under_it():
    entries = parse(WORK_IN_PROGRESS_OVER_AN_ITEM).entries
    assert len(entries) == 5
    assert all("Work in progress" not in entry.raw for entry in entries)
    assert [entry.section for entry in entries[3:]] == ["Work in progress"] * 2


# The same list without blank lines, a row of links under each item: the heading is a status
# alone, and the works under it are in that state.
WORK_IN_PROGRESS_BETWEEN_LINKED_ITEMS = "\n".join(
    [
        '"Wages and the cycle in small open economies" (with Ana Ruiz)',
        "Journal of Post Keynesian Economics, vol. 40, n. 2, pp. 200-220, 2018",
        "[Paper]",
        '"Fiscal rules and public investment" (with Ana Ruiz)',
        "Metroeconomica, vol. 72, n. 3, pp. 500-521, 2021",
        "[Paper]",
        "Work in progress:",
        '"Does trade make firms patient?" (with Tomas Okafor)',
        "[Paper] - [Slides]",
        '"Local banks and regional growth" (with Ines Barrow)',
        "[Paper - Slides]",
    ]
)


def test_a_status_alone_over_items_is_their_heading_and_their_state():
    entries = parse(WORK_IN_PROGRESS_BETWEEN_LINKED_ITEMS).entries
    assert [(entry.section, entry.status) for entry in entries] == [
        (None, "published"),
        (None, "published"),
        ("Work in progress", "in preparation"),
        ("Work in progress", "in preparation"),
    ]
    assert all("Work in progress" not in entry.raw for entry in entries)


# Cards whose last line is the journal alone: a venue line, the list's way, not a heading.
CARDS_WITH_A_BARE_JOURNAL = "\n".join(
    [
        "Tidal heating of icy moons",
        "Marta Lindqvist, Tomas Okafor (2022)",
        "Science",
        "",
        "Dust grain growth in rings",
        "Paul Arne, Ines Barrow (2020)",
        "Science",
        "",
        "A census of cold debris discs",
        "Tomas Okafor, Paul Arne (2019)",
        "Science",
    ]
)


def test_a_bare_journal_closing_every_card_stays_the_venue():
    entries = parse(CARDS_WITH_A_BARE_JOURNAL).entries
    assert len(entries) == 3
    assert all(entry.raw.endswith("Science") for entry in entries)
