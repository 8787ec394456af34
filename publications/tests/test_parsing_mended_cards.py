"""Cards whose lines each hold one field, read by what the list's cards share."""

from publications.parsing import parse

# Title / names / an affiliation line / venue with the year: the affiliation line reads like the
# start of another entry, and the reader cut the cards there.
CARDS_WITH_AFFILIATION_LINES = "\n".join(
    [
        "Published",
        "Tidal heating of icy moons in resonant chains",
        "Marta Lindqvist, Tomas Okafor, Ines Barrow.",
        "Lund Observatory, University of Oslo, Instituto de Astrofisica de Canarias (IAC).",
        "Icarus, 2022, Volume 371, p.114-129.",
        "",
        "A census of cold debris discs around nearby M dwarfs",
        "Tomas Okafor, Paul Arne, Marta Lindqvist.",
        "Lund Observatory, Universidad de Chile, Max Planck Institute for Astronomy (MPIA).",
        "The Astronomical Journal, 2020, Volume 160, Issue 1, p.1-12.",
        "",
        "Dust grain growth in protoplanetary rings",
        "Paul Arne, Marta Lindqvist, Ines Barrow.",
        "University of Oslo, Lund Observatory, Kapteyn Astronomical Institute.",
        "Astronomy and Astrophysics, 2019, Volume 630, p.22-31.",
    ]
)


def test_cards_with_an_affiliation_line_are_read_whole():
    entries = parse(CARDS_WITH_AFFILIATION_LINES).entries
    assert [(entry.title, entry.authors, entry.year) for entry in entries] == [
        (
            "Tidal heating of icy moons in resonant chains",
            ["Marta Lindqvist", "Tomas Okafor", "Ines Barrow"],
            2022,
        ),
        (
            "A census of cold debris discs around nearby M dwarfs",
            ["Tomas Okafor", "Paul Arne", "Marta Lindqvist"],
            2020,
        ),
        ("Dust grain growth in protoplanetary rings", ["Paul Arne", "Marta Lindqvist", "Ines Barrow"], 2019),
    ]


# Title / a broken link copied as text / names / venue: the link's line stands between the title
# and the names.
CARDS_WITH_BROKEN_LINK_LINES = "\n".join(
    [
        "Pubblicazioni",
        "",
        "Le cisterne romane della valle del Sangro.",
        "Articolo, pag. 41, 2021](wp-content/uploads/2021/03/cisterne.pdf)",
        "L. Marchetti, G. Rossi, P. Conti.",
        "Quaderni di idraulica antica 12, Roma, 2021.",
        "",
        "Acquedotti medievali in Abruzzo.",
        "Atti convegno, 202](wp-content/uploads/2020/05/acquedotti.pdf)0",
        "G. Rossi, L. Marchetti.",
        "Società di storia patria, Chieti, 2020.",
        "",
        "Pozzi e fontane nei borghi montani.",
        "Contributo, 2019](wp-content/uploads/2019/11/pozzi.pdf)",
        "P. Conti, G. Rossi, L. Marchetti.",
        "Ed. Tinari, Lanciano, 2019.",
    ]
)


def test_cards_with_a_link_line_above_their_names_name_their_authors():
    entries = parse(CARDS_WITH_BROKEN_LINK_LINES).entries
    assert [(entry.title, entry.authors, entry.year) for entry in entries] == [
        ("Le cisterne romane della valle del Sangro", ["L. Marchetti", "G. Rossi", "P. Conti"], 2021),
        ("Acquedotti medievali in Abruzzo", ["G. Rossi", "L. Marchetti"], 2020),
        ("Pozzi e fontane nei borghi montani", ["P. Conti", "G. Rossi", "L. Marchetti"], 2019),
    ]


# A whole citation a card, its buttons on the line under it: the buttons' capitalised words read
# like a line of names, but the card is a citation and its buttons, not a title over its names.
CITATIONS_OVER_BUTTONS = "\n".join(
    [
        "Ana Ruiz, Tom Berg, Li Wei (2021). Gut microbes shape host metabolism. Cell Reports.",
        "PDF Cite DOI",
        "",
        "Ana Ruiz, Mei Lin (2020). Bile acids and the ageing liver. Hepatology.",
        "PDF Cite Code DOI",
        "",
        "Tom Berg, Ana Ruiz (2019). A census of intestinal phages. Nature Microbiology.",
        "PDF Cite DOI",
        "",
        "Li Wei, Ana Ruiz, Tom Berg (2018). Host control of commensal growth. Cell Host & Microbe.",
        "Cite DOI",
    ]
)


def test_cards_of_a_citation_over_its_buttons_are_read_as_citations():
    entries = parse(CITATIONS_OVER_BUTTONS).entries
    assert [(entry.title, entry.authors, entry.year) for entry in entries] == [
        ("Gut microbes shape host metabolism", ["Ana Ruiz", "Tom Berg", "Li Wei"], 2021),
        ("Bile acids and the ageing liver", ["Ana Ruiz", "Mei Lin"], 2020),
        ("A census of intestinal phages", ["Tom Berg", "Ana Ruiz"], 2019),
        ("Host control of commensal growth", ["Li Wei", "Ana Ruiz", "Tom Berg"], 2018),
    ]


# Cards without blank lines between them, under month headings: a numbered title in capitals, a
# line of names (family name first), a line of the year and a catalogue code. The list's cards
# read right give the shape the others are read in: a card right under its heading (its names
# written in full), and one whose
# title holds numbers like years.
NUMBERED_CARDS_UNDER_MONTHS = "\n".join(
    [
        "2021-03",
        "1. TIDAL LOCKING OF SHORT-PERIOD ROCKY PLANETS AROUND COOL DWARFS",
        "Okafor, Tomas A., Lindqvist, Marta E.",
        "2021, refereed (2021Icar..301..112O)",
        "2021-02",
        "1. THE DIMMING OF HD 91040 FROM 2011.50 TO 2019.25 SEEN BY TWO SURVEYS",
        "Barrow, Ines K., Arne, Paul, Okafor, Tomas A., et al.",
        "2021, refereed (2021MNRAS.500.1203B)",
        "2. DUST RINGS IN THE DEBRIS DISC OF A YOUNG SOLAR ANALOGUE",
        "Lindqvist, M., Barrow, I., Arne, P.",
        "2021, refereed (2021MNRAS.500.2291L)",
        "3. A CENSUS OF WIDE BINARIES AMONG NEARBY WHITE DWARFS",
        "Arne, P., Okafor, T.",
        "2021, refereed (2021AJ....161...77A)",
        "4. PERIOD SPACINGS OF GRAVITY MODES IN SLOWLY ROTATING STARS",
        "Okafor, T., Barrow, I., Lindqvist, M., et al.",
        "2021, refereed (2021ApJ...907...12O)",
    ]
)


def test_cards_without_blank_lines_are_read_in_the_shape_of_their_list():
    entries = parse(NUMBERED_CARDS_UNDER_MONTHS).entries
    assert [(entry.title.casefold(), entry.authors[:1], entry.year) for entry in entries] == [
        ("tidal locking of short-period rocky planets around cool dwarfs", ["Tomas A. Okafor"], 2021),
        ("the dimming of hd 91040 from 2011.50 to 2019.25 seen by two surveys", ["Ines K. Barrow"], 2021),
        ("dust rings in the debris disc of a young solar analogue", ["M. Lindqvist"], 2021),
        ("a census of wide binaries among nearby white dwarfs", ["P. Arne"], 2021),
        ("period spacings of gravity modes in slowly rotating stars", ["T. Okafor"], 2021),
    ]


# Wrapped references whose second line holds only names are no cards: each is read as the
# reference it is, its names from its first line.
WRAPPED_REFERENCES_WITH_A_LINE_OF_NAMES = "\n".join(
    [
        "1. Okafor, T., Lindqvist, M., Barrow, I., Arne, P., Rossi, G., Conti, P., Marchetti, L.,",
        "Berg, T., Ruiz, A. (2021). Tidal locking of rocky planets. Icarus, 301, 112-120.",
        "2. Barrow, I., Arne, P. (2020). Dust rings in young discs. The Astronomical Journal, 160,",
        "1-12.",
        "3. Lindqvist, M., Okafor, T., Arne, P., Rossi, G., Conti, P., Marchetti, L., Berg, T.,",
        "Ruiz, A., Barrow, I. (2019). White dwarf binaries. Astronomy and Astrophysics, 630, 22-31.",
    ]
)


def test_wrapped_references_are_not_read_as_cards():
    entries = parse(WRAPPED_REFERENCES_WITH_A_LINE_OF_NAMES).entries
    assert [(entry.title, len(entry.authors), entry.year) for entry in entries] == [
        ("Tidal locking of rocky planets", 9, 2021),
        ("Dust rings in young discs", 2, 2020),
        ("White dwarf binaries", 9, 2019),
    ]


# Cards of three lines without blank lines between them, the names first: a line of names closed
# by a comma, the title, the venue with its year (and its labels). A title opening with a word that reads as a
# family name ("Hubbard …") is read, as the list's other cards are, from the line under the names.
NAMES_FIRST_CARDS = "\n".join(
    [
        "Publications",
        "T Okafor, M Lindqvist, KRA Barrow, P Arne,",
        "Tidal locking of short-period rocky planets",
        "Physical Review A 109, 013318 (2024) [Editors’ Suggestion]",
        "H-J Lindqvist, E Garcia-Lopez-Ruiz, ML Arne, KRA Barrow,",
        "Hubbard chains in optical lattices at finite temperature",
        "Physical Review Letters 129.123201 (2022) [In the News]",
        "P Arne, T Okafor,",
        "Dust rings in the debris disc of a young solar analogue",
        "Nature Physics 18.1356-61 (2022)",
        "KRA Barrow, M Lindqvist, T Okafor,",
        "Period spacings of gravity modes in slowly rotating stars",
        "Science Advances 11, eadt1691 (2021) [In the News]",
    ]
)


def test_cards_opening_with_their_names_read_their_titles_under_them():
    entries = parse(NAMES_FIRST_CARDS).entries
    assert [(entry.title, entry.authors[:1], entry.year) for entry in entries] == [
        ("Tidal locking of short-period rocky planets", ["T Okafor"], 2024),
        ("Hubbard chains in optical lattices at finite temperature", ["H-J Lindqvist"], 2022),
        ("Dust rings in the debris disc of a young solar analogue", ["P Arne"], 2022),
        ("Period spacings of gravity modes in slowly rotating stars", ["KRA Barrow"], 2021),
    ]


# Cards of two lines without blank lines between them: the title, then the names with the year in
# brackets and the venue after it. The last card under a heading was cut a line late (its title
# left out, the next heading taken in); it is moved back onto its own two lines.
TITLE_OVER_NAMES_YEAR_VENUE = "\n".join(
    [
        "Reviews",
        "Tidal locking of short-period rocky planets around cool dwarfs.",
        "Okafor, T., Lindqvist, M., & Barrow, I. (2022).Icarus, 371, 114.",
        "Dust rings in the debris disc of a young solar analogue.",
        "Arne, P., & Okafor, T. (2021). The Astronomical Journal, 160(1), 12.",
        "Period spacings of gravity modes in slowly rotating stars.",
        "Barrow, I., Arne, P., & Lindqvist, M. (2020).Astronomy and Astrophysics, 630, 22.",
        "Tracking wide binaries with wrist sensors after launch: A randomized, controlled study.",
        "Lindqvist de Vries, M., Okafor, T., Barrow, I., & Arne, P. (2019).Icarus, 12(4), 6938.",
        "Others",
        "Rings and gaps in young discs: a study of ten discs. Arne, P., & Okafor, T. (2018). Icarus, 9, 1.",
    ]
)


def test_a_card_cut_a_line_late_is_moved_onto_its_own_lines():
    entries = parse(TITLE_OVER_NAMES_YEAR_VENUE).entries
    assert [(entry.title, entry.authors[:1], entry.year) for entry in entries] == [
        ("Tidal locking of short-period rocky planets around cool dwarfs", ["T. Okafor"], 2022),
        ("Dust rings in the debris disc of a young solar analogue", ["P. Arne"], 2021),
        ("Period spacings of gravity modes in slowly rotating stars", ["I. Barrow"], 2020),
        (
            "Tracking wide binaries with wrist sensors after launch: A randomized, controlled study",
            ["M. Lindqvist de Vries"],
            2019,
        ),
        ("Rings and gaps in young discs: a study of ten discs", ["P. Arne"], 2018),
    ]


LAB_CARDS = """Selected papers

Tidal rhythms in the foraging of shore crabs
Marine Biology 2023
Okonkwo T, Brandt L, Varga I
We tracked shore crabs over two tidal cycles and found foraging locked to the ebb.
[pubmed] [pdf]

Salinity shifts reshape the gut flora of estuarine fish
Ecology Letters 2022
Brandt L, Okonkwo T
Across a salinity gradient the gut flora of three fish species changed in step.
[pubmed] [pdf]

Burrow density and sediment oxygen in mudflats
Oikos 2021
Varga I, Okonkwo T, Brandt L, Ruiz A
Burrows raise oxygen in the upper sediment where they are dense.
[pubmed] [pdf]

Shell thickness of periwinkles along a wave exposure gradient
Journal of Ecology 2020
Ruiz A, Okonkwo T
Shells were thicker on exposed shores.
[pubmed] [pdf]
"""


def test_a_cards_last_lines_left_out_are_read_with_its_title_and_venue_lines():
    from publications.parsing.cardlines import mend_cards
    from publications.parsing.lines import blank_separated_blocks, numbered_lines
    from publications.parsing.records import ParsedEntry

    lines = [line for line in numbered_lines(LAB_CARDS) if line.number > 1]
    cards = [
        (3, "Tidal rhythms in the foraging of shore crabs"),
        (9, "Salinity shifts reshape the gut flora of estuarine fish"),
        (15, "Burrow density and sediment oxygen in mudflats"),
    ]
    entries = [
        ParsedEntry(title=title, authors=["T Okonkwo"], year=2020, line_start=start, line_end=start + 4)
        for start, title in cards
    ]
    # The fourth card's title and venue lines left out as noise, its last lines an item read as none.
    item = ParsedEntry(title="Shells were thicker on exposed shores", line_start=23, line_end=25)
    taken_in = mend_cards(lines, blank_separated_blocks(lines), entries, [item])
    assert taken_in == [item]
    assert (item.title, item.authors, item.year) == (
        "Shell thickness of periwinkles along a wave exposure gradient",
        ["A Ruiz", "T Okonkwo"],
        2020,
    )
    assert (item.line_start, item.line_end) == (21, 25)
