"""A list reads alike: an entry read unlike the rest of its list is read again in the list's shape."""

from publications.parsing import parse
from publications.parsing.consistency import Shape, align_to_lines, harmonise, shape_of
from publications.parsing.labelling.reader import read_entry_by_labels
from publications.parsing.records import ParsedEntry
from publications.tests.parsing_helpers import first_entry, read_fields_and_venue

# Names, title, journal with its volume and pages, year in parentheses; the fourth entry writes no
# volume, and read alone its title runs on into the journal's name.
PHYSICS_LIST = "\n".join(
    [
        "1. A. Novak, B. Horvat and C. Lindqvist, "
        "Charge Transport in Layered Oxide Films, Physical Review B 101, 035105 (2020)",
        "2. D. Moreau, A. Novak and E. Okafor, Spin Waves in Frustrated Kagome Magnets, "
        "Nano Letters 19, 1 (2019)",
        "3. A. Novak and F. Iyer, Thermal Conductance of Molecular Junctions, "
        "Journal of Chemical Physics 150, 104701 (2019)",
        "4. G. Santos, A. Novak and H. Brandt, Phonon Drag in Twisted Bilayer Graphene, Nano Letters (2018)",
        "5. I. Petrov and A. Novak, Electron Pairing in Doped Cuprate Ladders, "
        "Physical Review Letters 122, 117001 (2017)",
    ]
)

# The same style; read alone, the fourth entry's title stops at "in" and its last words join the venue.
CUT_SHORT_LIST = "\n".join(
    [
        "1. A. Novak, B. Horvat and C. Lindqvist, "
        "Charge Transport in Layered Oxide Films, Physical Review B 101, 035105 (2020)",
        "2. D. Moreau, A. Novak and E. Okafor, Spin Waves in Frustrated Kagome Magnets, "
        "Nano Letters 19, 1 (2019)",
        "3. A. Novak and F. Iyer, Thermal Conductance of Molecular Junctions, "
        "Journal of Chemical Physics 150, 104701 (2019)",
        "4. G. Santos, K. Iyer, A. Novak, "
        "Strain-tuned Rashba Splitting and Spin Figure of Merit in Gold Wires, "
        "Journal of Chemical Physics (2018)",
        "5. I. Petrov and A. Novak, Electron Pairing in Doped Cuprate Ladders, "
        "Physical Review Letters 122, 117001 (2017)",
    ]
)

# Five styles, one entry each, the misread line among them: no style has a majority.
MIXED_LIST = "\n".join(
    [
        "Novak, A., & Horvat, "
        "B. (2019). Charge transport in layered oxide films. Physical Review B, 101(3), 035105.",
        "[2] D. Moreau and E. Okafor, "
        '"Spin waves in frustrated kagome magnets," Nano Lett., vol. 19, no. 1, pp. 1-8, 2019.',
        "Thermal conductance of molecular junctions. Iyer F, Novak A. J Chem Phys. 2019;150:104701.",
        "G. Santos, K. Iyer, A. Novak, "
        "Strain-tuned Rashba Splitting and Spin Figure of Merit in Gold Wires, "
        "Journal of Chemical Physics (2018)",
        "Petrov, "
        "Ivan. Electron Pairing in Doped Cuprate Ladders. Cambridge: Cambridge University Press, 2017.",
    ]
)

# Title, a colon, then names without middle initials: the reader takes every list's names for the
# title's last words alike, so the misreading is the majority's and nothing is read again.
MISREAD_ALIKE_LIST = "\n".join(
    [
        "1. Spectral bounds for damped wave operators: Tomas Lindqvist and Ana Ruiz, "
        "J. Math. Phys. 60, 081501, 2019",
        "",
        "2. Resonances of open quantum graphs: Ana Ruiz, "
        "Eva Lindgren and Tomas Lindqvist, Ann. Henri Poincaré 21, 1123-1160, 2020",
        "",
        "3. Navier–Stokes regularity for thin rotating films: Tomas Lindqvist, "
        "Ben Okafor and Ana Ruiz, Phys. Fluids 31, 104101, 2018",
        "",
        "4. Scattering phases in a twisted waveguide: Ben Okafor and Tomas Lindqvist, "
        "Proc. R. Soc. A 477, 20210012, 2021",
        "",
        "5. Eigenvalue asymptotics of thin tubes: Tomas Lindqvist, Comm. Math. Phys. 380, 1-40, 2017",
    ]
)

APA_LINE = (
    "Novak, A., & Horvat, B. (2019). Charge transport in layered oxide films. "
    "Physical Review B, 101(3), 035105."
)


def test_a_title_run_into_its_venue_is_cut_where_the_lists_titles_end():
    entry = parse(PHYSICS_LIST).entries[3]
    assert entry.title == "Phonon Drag in Twisted Bilayer Graphene"
    assert entry.venue == "Nano Letters"
    assert entry.authors == ["G. Santos", "A. Novak", "H. Brandt"]
    assert entry.year == 2018


def test_the_entry_alone_keeps_the_reading_it_has_on_its_own():
    # No list, no style to read it by: the reader's reading stands (the title runs on).
    entry = first_entry(PHYSICS_LIST.splitlines()[3])
    assert entry.title.startswith("Phonon Drag in Twisted Bilayer Graphene, Nano Letters")
    assert entry.venue is None


def test_a_title_cut_short_is_read_again_at_the_marks_of_the_lists_shape():
    alone = first_entry(CUT_SHORT_LIST.splitlines()[3])
    assert alone.title == "Strain-tuned Rashba Splitting and Spin Figure of Merit"
    entry = parse(CUT_SHORT_LIST).entries[3]
    assert entry.title == "Strain-tuned Rashba Splitting and Spin Figure of Merit in Gold Wires"
    assert entry.venue == "Journal of Chemical Physics"
    assert entry.authors == ["G. Santos", "K. Iyer", "A. Novak"]


def test_entries_read_in_the_lists_shape_keep_their_readings():
    in_list = read_fields_and_venue(PHYSICS_LIST)
    alone = [read_fields_and_venue(line)[0] for line in PHYSICS_LIST.splitlines()]
    assert [reading for index, reading in enumerate(in_list) if index != 3] == [
        reading for index, reading in enumerate(alone) if index != 3
    ]


def test_a_list_of_mixed_styles_reads_each_entry_as_it_reads_alone():
    assert read_fields_and_venue(MIXED_LIST) == [
        read_fields_and_venue(line)[0] for line in MIXED_LIST.splitlines()
    ]
    assert parse(MIXED_LIST).entries[3].title == "Strain-tuned Rashba Splitting and Spin Figure of Merit"


def test_a_list_misread_alike_is_not_read_again_in_its_misreading():
    # Titles that end in names are no sound readings: they give the list no shape to follow.
    paragraphs = [paragraph for paragraph in MISREAD_ALIKE_LIST.split("\n\n") if paragraph.strip()]
    assert read_fields_and_venue(MISREAD_ALIKE_LIST) == [
        read_fields_and_venue(paragraph)[0] for paragraph in paragraphs
    ]


def test_the_shape_of_a_reading_is_its_fields_order_and_marks_in_the_text():
    line = APA_LINE
    entry = first_entry(line)
    assert shape_of(entry, line) == Shape(order="AYTV", names_end=",", title_end=".")
    quoted = 'D. Moreau and E. Okafor, "Spin waves in frustrated kagome magnets," Nano Lett., vol. 19, 2019.'
    assert shape_of(first_entry(quoted), quoted) == Shape(order="ATVY", names_end=",", title_end="quote")


def test_a_reading_whose_title_is_not_in_the_text_has_no_shape():
    line = APA_LINE
    entry = first_entry(line)
    entry.title = "A title the text does not hold"
    assert shape_of(entry, line) is None


def test_the_labellers_reading_alone_is_read_from_the_entry_lines():
    entry = read_entry_by_labels([APA_LINE])
    assert entry is not None
    assert entry.title == "Charge transport in layered oxide films"
    assert entry.year == 2019
    assert [name.family for name in entry.author_names] == ["Novak", "Horvat"]


# An owner's list of cards naming no authors; one card names its co-author in a note.
OWNERS_CARDS = "\n\n".join(
    [
        "1. Spectral bounds for damped wave operators\nJournal of Mathematical Physics, 2019",
        "2. Resonances of open quantum graphs\nAnnals of Physics, 2020",
        "3. Scattering phases in twisted waveguides (with Ana Ruiz)\n"
        "Proceedings of the Royal Society A, 2021",
        "4. Eigenvalue asymptotics of thin tubes\nCommunications in Mathematical Physics, 2017",
        "5. Waves in thin curved domains\nJournal of Spectral Theory, 2016",
    ]
)


def test_a_card_naming_its_coauthor_keeps_the_name_in_a_list_that_names_none():
    entries = parse(OWNERS_CARDS).entries
    assert [entry.authors for entry in entries] == [[], [], ["Ana Ruiz"], [], []]
    assert entries[2].title == "Scattering phases in twisted waveguides"
    assert entries[2].venue == "Proceedings of the Royal Society A"


# Nature's style: names, title and its stop, journal abbreviated with stops, volume, pages, year.
# The third title closes with its own question mark, which stands for the list's stop.
QUESTION_TITLE_LIST = "\n".join(
    [
        "1. Novak, A., Horvat, B. & Lindqvist, C. Glacier retreat in the southern Andes. "
        "J. Glaciol. 61, 101–112 (2015).",
        "2. Moreau, D. & Okafor, E. Soil moisture memory in semi-arid basins. "
        "Water Resour. Res. 52, 4431–4450 (2016).",
        "3. Iyer, F., Santos, G. & Novak, A. Will the monsoon shift north, and how fast? "
        "Geophys. Res. Lett. 44, 6163–6172 (2017).",
        "4. Petrov, I. & Brandt, H. Snow drought across mountain ranges. Nat. Clim. Change 7, 22–29 (2018).",
        "5. Okafor, E. & Novak, A. River ice break-up in a warmer north. Hydrol. Process. 33, 77–90 (2019).",
    ]
)


def test_a_title_closed_by_its_question_mark_is_closed_as_the_list_closes_titles():
    entries = parse(QUESTION_TITLE_LIST).entries

    assert [entry.title for entry in entries][2] == "Will the monsoon shift north, and how fast?"
    assert entries[2].venue == "Geophys. Res. Lett."
    assert [entry.venue for entry in entries] == [
        "J. Glaciol.",
        "Water Resour. Res.",
        "Geophys. Res. Lett.",
        "Nat. Clim. Change",
        "Hydrol. Process.",
    ]


def test_a_title_run_into_the_venue_is_cut_at_its_last_comma_where_the_lists_venues_hold_none():
    # The fourth reading ran the journal into a title that holds commas of its own: of the cuts
    # at the list's comma, the last leaves a venue like the list's, with no comma in it.
    lines = [
        "A. Okafor and B. Lindqvist, Coupled Inductors for Buck Converters, Power Electronics Letters, 2022.",
        "B. Lindqvist and C. Moreau, Stacked Regulators for Server Processors, Energy Conversion, 2022.",
        "C. Moreau and A. Okafor, Loss Analysis of Power Processing, Power Electronics Letters, 2021.",
        "A. Okafor and C. Moreau, Highly Porous, Durable, and Stable Films for Solar Modules, "
        "Advanced Energy Materials, 2022.",
    ]
    readings = [
        ParsedEntry(title="Coupled Inductors for Buck Converters", venue="Power Electronics Letters"),
        ParsedEntry(title="Stacked Regulators for Server Processors", venue="Energy Conversion"),
        ParsedEntry(title="Loss Analysis of Power Processing", venue="Power Electronics Letters"),
        ParsedEntry(
            title="Highly Porous, Durable, and Stable Films for Solar Modules, Advanced Energy Materials"
        ),
    ]
    names = [["A. Okafor", "B. Lindqvist"], ["B. Lindqvist", "C. Moreau"], ["C. Moreau", "A. Okafor"]]
    for reading, authors, year in zip(
        readings, [*names, ["A. Okafor", "C. Moreau"]], [2022, 2022, 2021, 2022], strict=True
    ):
        reading.authors, reading.year = authors, year
    chosen = harmonise([(reading, [line]) for reading, line in zip(readings, lines, strict=True)], [])
    assert (chosen[3].title, chosen[3].venue) == (
        "Highly Porous, Durable, and Stable Films for Solar Modules",
        "Advanced Energy Materials",
    )


# Title, names and journal each on a line of their own; read alone, the second and fifth entries'
# first given name ("Miguel") joins the title's last line and the name loses it.
FIELDS_ON_LINES_LIST = "\n".join(
    [
        "Selected articles",
        "Coastal wetland loss and the resilience of estuarine fish nurseries",
        "Miguel Angel Quintero-Vidal, Tomas Herrero-Lasa, Lucia Benavent-Roig.",
        "Estuarine Ecology (Open Access)",
        "Tidal mixing controls nitrate export from salt marsh creeks: A Multi-Site Comparison Study",
        "Miguel Angel Quintero-Vidal, Pablo Ortuno-Sala, Elena Castells-Mir et al.",
        "Marine Chemistry (Open Access)",
        "Seagrass meadows as sediment traps under rising sea levels.",
        "Jorge Albiol-Pons, Miguel Angel Quintero-Vidal, Nuria Sanz-Bellot.",
        "Journal of Coastal Research (Link)",
        "Microplastic burial rates in Mediterranean lagoon sediments",
        "Sara Monzo-Ferrer, Tomas Herrero-Lasa, Miguel Angel Quintero-Vidal.",
        "Environmental Pollution (Link)",
        "A regional model of oyster reef recovery after dredging.",
        "Miguel Angel Quintero-Vidal, Lucia Benavent-Roig, Jorge Albiol-Pons et al.",
        "Coastal Management (Open Access)",
    ]
)


def test_a_title_run_across_its_line_into_the_names_line_is_read_as_the_list_lays_its_lines():
    entries = parse(FIELDS_ON_LINES_LIST).entries
    titles = [entry.title for entry in entries]
    assert (
        "Tidal mixing controls nitrate export from salt marsh creeks: A Multi-Site Comparison Study" in titles
    )
    assert "A regional model of oyster reef recovery after dredging" in titles
    for entry in entries:
        assert not entry.title.endswith("Miguel")
        if entry.authors:
            assert "Angel Quintero-Vidal" not in entry.authors
    second = next(entry for entry in entries if entry.title.startswith("Tidal mixing"))
    assert second.authors == ["Miguel Angel Quintero-Vidal", "Pablo Ortuno-Sala", "Elena Castells-Mir"]
    assert second.authors_truncated
    assert second.venue.startswith("Marine Chemistry")


def test_entries_not_laid_out_on_lines_alike_are_not_read_by_lines():
    # Three layouts, none a majority: the readings stand as read.
    items = [
        (
            ParsedEntry(title="Coastal wetland loss", authors=["Ana Ruiz"]),
            ["Coastal wetland loss", "Ana Ruiz", "Estuarine Ecology"],
        ),
        (
            ParsedEntry(title="Tidal mixing in creeks Ben", authors=["Cole"]),
            ["Estuarine Ecology", "Tidal mixing in creeks", "Ben Cole"],
        ),
        (
            ParsedEntry(title="Seagrass meadows", authors=["Ana Ruiz"]),
            ["Ana Ruiz", "Seagrass meadows"],
        ),
    ]
    assert align_to_lines(items) == {}


# Family name and initial, then the title after a comma; the single authors' stop is the initial's.
STOPPED_INITIALS_LIST = "\n".join(
    [
        "Bellandi R., Morvillo T., Il porto e la città, Laterza, Bari 2014.",
        "Castagnoli P., Le reti del credito, il Mulino, Bologna 2011.",
        "Deriu L., Pace F., Sanna M., Comunità e frontiere, Carocci, Roma 2016.",
        "Ferrante G., Sulle isole minori, Einaudi, Torino 2009.",
        "Guarneri S., Lotti A., Memorie di pescatori, Donzelli, Roma 2018.",
    ]
)


def test_a_lone_initial_keeps_its_stop_where_the_list_stops_its_initials():
    authors = [entry.authors for entry in parse(STOPPED_INITIALS_LIST).entries]
    assert ["P. Castagnoli"] in authors
    assert ["G. Ferrante"] in authors
    assert ["L. Deriu", "F. Pace", "M. Sanna"] in authors


def test_a_stop_before_the_year_in_a_list_without_stops_closes_the_names():
    # "Lind KM, Okafor B. 2019.": the entry writes its initials without stops, as Vancouver does.
    text = "\n".join(
        [
            "Lind KM, Okafor B. 2019. Root traits of dryland shrubs. Plant Ecology 12: 1-9.",
            "Okafor B, Lind KM, Sato T. 2018. Fungal partners of desert grasses. Oecologia 7: 3-8.",
            "Sato, T., & Lind, K. M. (2017). Soil crusts and seedling survival. Ecology, 4, 1-5.",
            "Moreau, A. P., & Sato, T. (2016). Shrub islands in arid basins. Ecosphere, 2, 9-12.",
            "Lind, K. M., Sato, T. (2015). Rain pulses and root growth. Oikos, 3, 4-8.",
        ]
    )
    authors = [entry.authors for entry in parse(text).entries]
    assert ["KM Lind", "B Okafor"] in authors


def test_a_subtitle_sentence_is_not_cut_off_as_the_venue_a_list_writes_after_its_titles():
    # The list's titles end at a stop before the journal; the fourth entry's second sentence,
    # opened by an article and a word in lower case, is its subtitle, not a venue.
    text = "\n".join(
        [
            "Moreno Ruiz, A. (2015). Revistas académicas del sur. Panorama y prospectiva. Ciencia y "
            "Sociedad, 22(1), 105-113.",
            "Lind, K. (2015). Catálogos. Perfil de una base de datos. Biblioteca Universitaria, 18(1), 5-12.",
            "Okafor, B. (2014). Indicadores sobre revistas: más allá del impacto. Ibersid, 8, 71-82.",
            "Moreno Ruiz, A. (2013). Estudio del uso de catálogos en bibliotecas públicas. El caso de la "
            "red de bibliotecas RBP. Informe de servicio social (Licenciatura). México, Distrito Federal, "
            "Universidad del Puerto.",
            "Lind, K., & Okafor, B. (2012). Bases de datos de revistas: una mirada atrás. Aslib Proceedings, "
            "64(1), 32-45.",
            "Okafor, B. (2011). Análisis de la producción sistemática. Acta Biológica, 16(1), 1-10.",
        ]
    )
    titles = [entry.title for entry in parse(text).entries]
    assert (
        "Estudio del uso de catálogos en bibliotecas públicas. El caso de la red de bibliotecas RBP" in titles
    )


# An owner's list of books, each title first and naming no one; two titles open with a head of two
# capitalised words and a colon, which read alone is taken for a name ("by Harbour Lights").
OWNERS_BOOKS = "\n\n".join(
    [
        "Salt Roads of the Northern Coast. Kirkwall: Orkney House Press, 2015.",
        "Harbour Lights: Trade, Weather, and Memory. Aberdeen: Granite Books, 2012.",
        "The Whaling Stations of Shetland. Lerwick: Sound Press, 2010.",
        "Ferry Crossings: Island Journeys in the Long Nineteenth Century, ed. with T. Brand. "
        "Oban: Western Isles Press, 2008.",
        "Fishing Villages in Transition. Wick: Caithness Press, 2006.",
        "A Coastal History of Net Making. Thurso: Pentland Press, 2004.",
        "Lighthouse Keepers of the Pentland Firth. Stromness: Hoy Press, 2002.",
        "The Herring Boom Remembered. Peterhead: Buchan Books, 2000.",
    ]
)


def test_a_titles_head_before_a_colon_is_no_name_in_a_list_that_writes_no_names_first():
    entries = parse(OWNERS_BOOKS).entries

    assert [entry.title for entry in entries][1] == "Harbour Lights: Trade, Weather, and Memory"
    assert entries[3].title == "Ferry Crossings: Island Journeys in the Long Nineteenth Century"
    assert [entry.authors for entry in entries] == [[]] * 8
    assert [entry.year for entry in entries] == [2015, 2012, 2010, 2008, 2006, 2004, 2002, 2000]


# A reading list written title first, the names after the title in two conventions; one title
# opens with a head and a colon and closes with its question mark.
TITLE_THEN_NAMES = "\n\n".join(
    [
        "Bedside ultrasound in the emergency room: who reads the scan? Okafor E, Lindqvist M. "
        "Emerg Med J 2011: 28(4); 301-305.",
        "Pragmatic trials in primary care. M. Lindqvist, R. Moreau. BMJ 2013: 346(1); 12-15. "
        "Available in html format",
        "Randomised Versus Registry Evidence: What's the Case for Trusting Either? R. Moreau. "
        "Lancet 2015: 385(9); 77-79. Available in html format or pdf format",
        "Reporting harms in surgical trials. G. Santos. Ann Surg 2018: 267(3); 410-415.",
        "Blinding the outcome assessors: does it matter? Petrov I, Santos G. JAMA 2016: 315(2); 140-141.",
    ]
)


def test_a_titles_head_before_a_colon_goes_back_on_the_title_and_the_names_after_it_are_read():
    entries = parse(TITLE_THEN_NAMES).entries

    assert entries[2].title == "Randomised Versus Registry Evidence: What's the Case for Trusting Either?"
    assert entries[2].authors == ["R. Moreau"]
    assert entries[2].year == 2015


# A list of names first, "Name: Title" (the dblp style): the names before the colon stand.
NAMES_COLON_TITLE = "\n\n".join(
    [
        "Ana Ruiz, Ben Cole: Sparse Attention for Long Documents. ACL 2021.",
        "Marta Lindqvist: Streaming Joins over Sliding Windows. VLDB 2020.",
        "Tomas Okafor, Ana Ruiz: Learned Indexes in Practice. SIGMOD 2019.",
        "Ines Barrow: Cost Models for Cloud Query Engines. ICDE 2018.",
    ]
)


def test_names_before_a_colon_stand_in_a_list_that_writes_its_names_first():
    entries = parse(NAMES_COLON_TITLE).entries

    assert [entry.authors for entry in entries] == [
        ["Ana Ruiz", "Ben Cole"],
        ["Marta Lindqvist"],
        ["Tomas Okafor", "Ana Ruiz"],
        ["Ines Barrow"],
    ]
    assert entries[1].title == "Streaming Joins over Sliding Windows"


def test_a_list_whose_titles_close_by_two_marks_still_has_a_shape_to_cut_a_title_run_into_its_venue():
    # "Name, Year. Title, Venue, Place.": most entries read in that order, one with its title closed
    # by a stop; no one shape has a majority, the order and names do. The two entries whose title
    # ran on into the venue are cut where the list's titles end.
    def read(names: str, title: str, venue: str, closing: str = ",") -> tuple[ParsedEntry, list[str]]:
        entry = ParsedEntry(title=title, authors=[names.split(",")[0]], year=2013, venue=venue)
        return entry, [f"{names}, 2013. {title}{closing} {venue}."]

    def run_on(names: str, title: str, venue: str) -> tuple[ParsedEntry, list[str]]:
        entry = ParsedEntry(title=f"{title}, {venue}", authors=[names.split(",")[0]], year=2013)
        return entry, [f"{names}, 2013. {title}, {venue}."]

    items = [
        read(
            "Novak, A. B.",
            "Borehole temperature records of the ice sheet",
            "Polar Data Workshop, Boulder, Colorado",
        ),
        read(
            "Horvat, C. D.",
            "Seasonal drainage of supraglacial lakes",
            "Conference on Polar Hydrology, Tromso, Norway",
        ),
        read("Lind, E. F.", "Regional melt hazard assessment", "Cryosphere Symposium, Bergen, Norway"),
        read(
            "Reis, P. Q.",
            "Ice maps from proxy data",
            "Workshop on Polar Instruments, Ushuaia, Argentina",
            ".",
        ),
        run_on(
            "Okafor, G. H.",
            "Polar ice monitoring network data status",
            "Cryosphere Data Workshop, Boulder, Colorado",
        ),
        run_on(
            "Sato, L. M.",
            "Quantifying coastal risk from ice shelf collapse",
            "Glacier Risk Workshop, Bergen, Norway",
        ),
    ]
    chosen = harmonise(items, [])
    assert sorted(chosen) == [4, 5]
    assert chosen[4].title == "Polar ice monitoring network data status"
    assert chosen[4].venue.startswith("Cryosphere Data Workshop")
    assert chosen[5].title == "Quantifying coastal risk from ice shelf collapse"


# Names, year, title and now and then a journal of a word or two after it: most entries name no
# venue, so the list's shape ends with the title.
MOSTLY_UNPLACED_LIST = """Bibliography

Holm, Sigrid 2023. Reading old medical words with language tools. Folkemål.

Aasen, Marit 2021. Gender and adjectives in written Norwegian.

Lie, Kari; Berg, Ingrid 2021. Topic models for local history writing.

Dahl, Tore 2020. Careful researchers and eager journalists. Pressehistorie.

Holm, Sigrid; Aasen, Marit 2020. The literary geography of a northern novelist.

Strand, Ola 2019. Subject placement in modern written Norwegian over a century.

Berg, Ingrid 2019. A corpus of letters from emigrants. Nordisk Bokvennen.

Lie, Kari 2018. Dialect words in farm diaries.

Strand, Ola; Lie, Kari 2018. Counting place names in old maps.
"""


def test_a_short_venue_after_the_title_stays_the_venue_where_most_of_the_list_names_none():
    entries = parse(MOSTLY_UNPLACED_LIST).entries
    assert [(entry.title, entry.venue) for entry in entries if entry.year in (2023, 2020, 2019)] == [
        ("Reading old medical words with language tools", "Folkemål"),
        ("Careful researchers and eager journalists", "Pressehistorie"),
        ("The literary geography of a northern novelist", None),
        ("Subject placement in modern written Norwegian over a century", None),
        ("A corpus of letters from emigrants", "Nordisk Bokvennen"),
    ]


# An owner's list written title first, the co-authors after the title; one title opens with a
# series of capitalised noun phrases parted by commas, its last item after "and" ("Trust Games,
# Moral Hazards, and Reciprocity"), which read alone gives the first items as two names.
OWNERS_SERIES_TITLE = "\n\n".join(
    [
        "Trust Games, Moral Hazards, and Reciprocity: Evidence from Village Markets. "
        "Accepted, Journal of Rural Studies.",
        "Sectoral Wage Gaps and Gender in Coastal Towns (2022). Journal of Farm Economics, 105(2), 434-452.",
        "Spatially Varied Effects of a Rural Jobs Scheme (2019). Journal of Rural Economics, 136: 151-7.",
        "Moving up or Staying Put? Informal Work in Delta Towns (2020). World Development, 102(1): 32-53.",
        "Seasonal Prices in Remote Markets with Lena Frost (2018). Food Policy, 54(10): 173-185.",
    ]
)


def test_a_series_of_capitalised_phrases_opening_a_title_is_no_list_of_names_in_a_title_first_list():
    entries = parse(OWNERS_SERIES_TITLE).entries

    assert entries[0].title == "Trust Games, Moral Hazards, and Reciprocity: Evidence from Village Markets"
    assert entries[0].authors == []
    assert entries[0].venue == "Journal of Rural Studies"
    assert [entry.authors for entry in entries[1:]] == [[], [], [], ["Lena Frost"]]


# The same opening in a list that writes its names first ("Ana Ruiz, Ben Cole, and …"): the names
# before the title stand.
NAMES_FIRST_SERIES = "\n\n".join(
    [
        "Ana Ruiz, Ben Cole, and Lena Frost. Trade and Credit in Delta Villages. Food Policy, 2021.",
        "Marta Lindqvist and Tomas Okafor. Informal Work in Coastal Towns. World Development, 2020.",
        "Ines Barrow, Ana Ruiz, and Ben Cole. Seasonal Prices in Remote Markets. Food Policy, 2019.",
        "Tomas Okafor. Savings Groups after Floods. Journal of Rural Studies, 2018.",
    ]
)


def test_names_parted_by_commas_and_and_stand_in_a_list_that_writes_its_names_first():
    entries = parse(NAMES_FIRST_SERIES).entries

    assert [entry.authors for entry in entries] == [
        ["Ana Ruiz", "Ben Cole", "Lena Frost"],
        ["Marta Lindqvist", "Tomas Okafor"],
        ["Ines Barrow", "Ana Ruiz", "Ben Cole"],
        ["Tomas Okafor"],
    ]
    assert entries[0].title == "Trade and Credit in Delta Villages"


def test_a_reading_that_drops_the_titles_head_is_not_taken_to_fit_the_list():
    # The fourth entry names no journal, only its publisher; another reading fits the list's shape
    # but cuts "Maren t ostrova:" off the title and reads it as nothing: the words would be lost.
    lines = [
        "Ruiz A, Lind B. Coupled inductors for buck converters. Power Electronics Letters. 2022.",
        "Lind B, Moreau C. Stacked regulators for server processors. Energy Conversion. 2022.",
        "Moreau C, Ruiz A. Loss analysis of power processing. Power Electronics Letters. 2021.",
        "Ruiz A, Moreau C. Maren t ostrova: Engineer and teacher of power electronics. Harbour Press; 2020.",
    ]
    readings = [
        ParsedEntry(title="Coupled inductors for buck converters", venue="Power Electronics Letters"),
        ParsedEntry(title="Stacked regulators for server processors", venue="Energy Conversion"),
        ParsedEntry(title="Loss analysis of power processing", venue="Power Electronics Letters"),
        ParsedEntry(
            title="Maren t ostrova: Engineer and teacher of power electronics", publisher="Harbour Press"
        ),
    ]
    names = [["A Ruiz", "B Lind"], ["B Lind", "C Moreau"], ["C Moreau", "A Ruiz"], ["A Ruiz", "C Moreau"]]
    for reading, authors, year in zip(readings, names, [2022, 2022, 2021, 2020], strict=True):
        reading.authors, reading.year = authors, year

    def headless(entry_lines):
        return ParsedEntry(
            title="Engineer and teacher of power electronics",
            authors=["A Ruiz", "C Moreau"],
            venue="Harbour Press",
            year=2020,
        )

    items = [(reading, [line]) for reading, line in zip(readings, lines, strict=True)]
    assert 3 not in harmonise(items, [headless])
