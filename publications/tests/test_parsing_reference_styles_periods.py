"""Free-text references whose fields are separated by periods: a title with a subtitle sentence
before the journal ("Title. Subtitle. Journal 12: 3–4"), a title holding an acronym written
with periods ("the U.S."), the sentences after a title that are no subtitle (a thesis, a
publisher, names), and a journal's year and pages separated by spaces only."""

import pytest

from publications.tests.parsing_helpers import assert_fields, read_one

SUBTITLE_BEFORE_JOURNAL = [
    (
        "Lindqvist, M. (1998). La ville en mouvement : le cas de Lyon. Note de synthèse. Revue de "
        "géographie urbaine, 33-51.",
        "La ville en mouvement : le cas de Lyon. Note de synthèse",
        ["M. Lindqvist"],
        1998,
        "Revue de géographie urbaine",
    ),
    (
        "Brandt L. Die Stadt im Wandel. Stadtgeschichte und Moderne. Zeitschrift für Stadtforschung "
        "(2001) 12: 3–4.",
        "Die Stadt im Wandel. Stadtgeschichte und Moderne",
        ["L Brandt"],
        2001,
        "Zeitschrift für Stadtforschung",
    ),
    (
        "Okafor, H. A., The Kainji basin, Niger, Nigeria. Subsurface mapping and groundwater reserves. "
        "Nigerian Geological Survey Bulletin 17, 1-40. 1988.",
        "The Kainji basin, Niger, Nigeria. Subsurface mapping and groundwater reserves",
        ["H. A. Okafor"],
        1988,
        "Nigerian Geological Survey Bulletin",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), SUBTITLE_BEFORE_JOURNAL)
def test_a_subtitle_sentence_before_the_journal_belongs_to_the_title(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


DOTTED_ACRONYMS = [
    (
        "Okafor, H. 2004. Coastal erosion in the U.S. Gulf states. Journal of Coastal Research 12: 33–41.",
        "Coastal erosion in the U.S. Gulf states",
        "Journal of Coastal Research",
    ),
    (
        "Okafor, H. 2004. The market for homes in the U.K. housing estates. Housing Studies 12: 33–41.",
        "The market for homes in the U.K. housing estates",
        "Housing Studies",
    ),
    (
        "Okafor, H. 2004. Coastal erosion in the U.S. Journal of Coastal Research 12: 33–41.",
        "Coastal erosion in the U.S",
        "Journal of Coastal Research",
    ),
]


@pytest.mark.parametrize(("text", "title", "venue"), DOTTED_ACRONYMS)
def test_an_acronym_with_periods_ends_the_title_only_before_the_venue(text, title, venue):
    assert_fields(text, title, ["H. Okafor"], 2004, venue)


TAXONOMIC_RANKS = [
    (
        "A. Rossi & D. Neri, Rooting depth under drought of Oryza sativa subsp. japonica, Plants, "
        "10.3390/plants7654321 (2019 Jan 9)",
        "Rooting depth under drought of Oryza sativa subsp. japonica",
        "Plants",
    ),
    (
        "Rossi, A., Neri, D. 2019. Leaf rust on Triticum aestivum var. durum. Plant Pathology 12: 33–41.",
        "Leaf rust on Triticum aestivum var. durum",
        "Plant Pathology",
    ),
]


@pytest.mark.parametrize(("text", "title", "venue"), TAXONOMIC_RANKS)
def test_a_taxonomic_ranks_abbreviation_never_ends_the_title(text, title, venue):
    # "subsp.", "ssp." and "var." always precede the name of the rank: no sentence ends there.
    assert_fields(text, title, ["A. Rossi", "D. Neri"], 2019, venue)


def test_a_dotted_acronym_opening_the_venue_stays_in_the_venue():
    assert_fields(
        "Brandt, K. J., Lima, J. B., Origin of the Fenwick basin, Ohio. U.S. Geological Survey "
        "Professional Paper 450-E, pp. E20-E22. 1963.",
        "Origin of the Fenwick basin, Ohio",
        ["K. J. Brandt", "J. B. Lima"],
        1963,
        "U.S. Geological Survey Professional Paper 450-E",
    )


NO_SUBTITLE = [
    "Lindqvist, M. (1998). La ville en mouvement. PhD thesis. Université de Lyon, 2004.",
    "Lindqvist, M. (1998). La ville en mouvement. Les Presses du Réel. Dijon, 2004.",
    "Lindqvist, M. (1998). La ville en mouvement. Anna Brandt and Bruno Lima. Revue de géographie, 33-51.",
]


@pytest.mark.parametrize("text", NO_SUBTITLE)
def test_a_thesis_a_publisher_or_names_after_the_title_are_no_subtitle(text):
    assert read_one(text)["title"] == "La ville en mouvement"


# A book's title of two or three sentences, then its publisher, place and year, with no journal:
# the sentence after the title's first stop is the title's, not a venue.
BOOK_TITLE_OF_SENTENCES = [
    (
        "Ferraro L., Costa P., Il mare d'inverno. Nel porto di Ancona. Una storia di pescatori, Adriatica, "
        "Ancona 2017.",
        "Il mare d'inverno. Nel porto di Ancona. Una storia di pescatori",
        ["L. Ferraro", "P. Costa"],
        2017,
    ),
    (
        "Ruiz P., Bajo la lluvia. Historias del barrio obrero. Memorias de Vallecas, Cátedra, Madrid 2004.",
        "Bajo la lluvia. Historias del barrio obrero. Memorias de Vallecas",
        ["P Ruiz"],
        2004,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year"), BOOK_TITLE_OF_SENTENCES)
def test_a_book_title_of_several_sentences_is_not_cut_at_its_stop(text, title, authors, year):
    assert_fields(text, title, authors, year, None)


# Where stops part the fields, or the sentence after the title is an imprint or a publisher before
# its place, the title ends at its stop.
TITLE_ENDS_AT_ITS_STOP = [
    (
        "MORENO, Lucía. Casas de barro: técnica y memoria. Villa de Leyva: Taller Andino, 2015. "
        "ISBN 9781234567897",
        "Casas de barro: técnica y memoria",
    ),
    (
        "Harbour Council (2019). Tidal Energy Roadmap. Harbour Council Secretariat, Lisbon.",
        "Tidal Energy Roadmap",
    ),
]


@pytest.mark.parametrize(("text", "title"), TITLE_ENDS_AT_ITS_STOP)
def test_an_imprint_or_a_publisher_after_the_title_stays_out_of_it(text, title):
    assert read_one(text)["title"] == title


QUESTION_OR_EXCLAMATION = [
    (
        "Marta Nowak, Can Cities Breathe? Air Quality Rights in Municipal Law and a Proposal for Reform, "
        "14 Urban Law Review 201 (2015-2016).",
        "Can Cities Breathe? Air Quality Rights in Municipal Law and a Proposal for Reform",
        ["Marta Nowak"],
        2015,
        "Urban Law Review",
    ),
    (
        "Marta Nowak, Who Owns the River? Water rights and the public trust in Scots law, 3 Journal of "
        "Water and the Law 45 (2012).",
        "Who Owns the River? Water rights and the public trust in Scots law",
        ["Marta Nowak"],
        2012,
        "Journal of Water and the Law",
    ),
    (
        "Okafor, H. (2004). Who owns the river? Water rights in the delta. Journal of African Law 12: 33–41.",
        "Who owns the river? Water rights in the delta",
        ["H. Okafor"],
        2004,
        "Journal of African Law",
    ),
    (
        "Okafor, H. (2004). Stop the dams! Journal of African Law 12: 33–41.",
        "Stop the dams!",
        ["H. Okafor"],
        2004,
        "Journal of African Law",
    ),
    # A subtitle of capitalised words after the question, then a journal with a word of its own.
    (
        "Lindqvist, M. 2011. Whose Harbour Is It? Fishing Rights and Coastal Memory. "
        "Maritime History Review 19 (2): 45-67.",
        "Whose Harbour Is It? Fishing Rights and Coastal Memory",
        ["M. Lindqvist"],
        2011,
        "Maritime History Review",
    ),
    # A subtitle written as a sentence, then a meeting whose name opens with an ordinal.
    (
        "Brandt, K., Moreau, R. (2020) Louder or longer? How the length of a song bout changes what "
        "listeners remember of it. 12th Nordic Birdsong Meeting, Tromsø, Norway.",
        "Louder or longer? How the length of a song bout changes what listeners remember of it",
        ["K. Brandt", "R. Moreau"],
        2020,
        "12th Nordic Birdsong Meeting",
    ),
    # After the question, a venue's sentence followed by its year and volume, Vancouver style.
    (
        "Santos G, Petrov I. Does the tide turn twice? Coastal Change Weekly Digest. 2019;12(3):40-44.",
        "Does the tide turn twice?",
        ["G Santos", "I Petrov"],
        2019,
        "Coastal Change Weekly Digest",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), QUESTION_OR_EXCLAMATION)
def test_a_title_ending_in_a_question_or_exclamation_keeps_its_subtitle(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


# A journal with its volume, year and pages separated by spaces only.
PAGES_AFTER_THE_YEAR = ["2004 1023-1047", "33 2004 1023-1047"]


@pytest.mark.parametrize("numbers", PAGES_AFTER_THE_YEAR)
def test_four_digit_pages_after_the_year_are_pages_not_years(numbers):
    text = (
        f"Okafor, H., Brandt, L. Coastal erosion and sediment budgets. Journal of Coastal Research {numbers}."
    )
    entry = assert_fields(
        text,
        "Coastal erosion and sediment budgets",
        ["H. Okafor", "L. Brandt"],
        2004,
        "Journal of Coastal Research",
    )
    assert entry["pages"] == "1023–1047"


def test_a_subtitle_before_a_journal_whose_numbers_come_after_a_comma():
    assert_fields(
        "Brandt, Hans: Die Ethik der Städte. Stadtplanung in Niedersachsen. Zeitschrift des Verbandes für "
        "Stadtplanung, LV Niedersachsen (1998) 2, 15-28.",
        "Die Ethik der Städte. Stadtplanung in Niedersachsen",
        ["Hans Brandt"],
        1998,
        "Zeitschrift des Verbandes für Stadtplanung, LV Niedersachsen",
    )


ABBREVIATED_JOURNAL_THEN_COMMA = [
    (
        "Okoro, T. N., and Lind, P.: Seasonal drift of coastal sediment plumes, Estuar. Coast. Res., 41, "
        "220-231, 2011.",
        "Seasonal drift of coastal sediment plumes",
        ["T. N. Okoro", "P. Lind"],
        2011,
        "Estuar. Coast. Res.",
    ),
    (
        "Varga, P. and Soto, L., Grain size of river terraces, Quat. Geol. Rev., 7, 101-119. 1994.",
        "Grain size of river terraces",
        ["P. Varga", "L. Soto"],
        1994,
        "Quat. Geol. Rev.",
    ),
    (
        # No punctuation between the title and the journal.
        "Kline A.B., Moss R.T. (2008) Early screening for kidney disease in rural clinics in the north "
        "Clin. Nephrol. Pract., 12 (3), 40-48",
        "Early screening for kidney disease in rural clinics in the north",
        ["A.B. Kline", "R.T. Moss"],
        2008,
        "Clin. Nephrol. Pract.",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), ABBREVIATED_JOURNAL_THEN_COMMA)
def test_an_abbreviated_journal_then_a_comma_is_the_venue_whole(text, title, authors, year, venue):
    """The title ends before the journal's first abbreviated word, not at its period ("…, Geophys"
    in the title and "Res. Lett." as the venue); the names end at the colon after the last initial."""
    assert_fields(text, title, authors, year, venue)


# A journal known by its volume and pages alone, no venue's word in its name ("Lithos 126, 198-211"):
# the sentences between the title and it are the title's, a part's number among them.
SUBTITLE_BEFORE_A_NUMBERED_JOURNAL = [
    (
        "Moreau P, Lind K (2010) The decline of river towns. Part II. Linking trade with population. "
        "Inland Waters and Policy 13, 18– 27.",
        "The decline of river towns. Part II. Linking trade with population",
        ["P Moreau", "K Lind"],
        2010,
        "Inland Waters and Policy",
    ),
    (
        "Moreau, Pierre (1968) Links between river trade and town growth. Part I. Journal of Inland "
        "History 9(3): 437-453.",
        "Links between river trade and town growth. Part I",
        ["Pierre Moreau"],
        1968,
        "Journal of Inland History",
    ),
    (
        "Moreau, P. 2011. Salt marshes of the north. Their birds and their grasses. Marsh Ecology 1: "
        "342-344.",
        "Salt marshes of the north. Their birds and their grasses",
        ["P. Moreau"],
        2011,
        "Marsh Ecology",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), SUBTITLE_BEFORE_A_NUMBERED_JOURNAL)
def test_subtitle_sentences_before_a_journal_known_by_its_numbers_are_the_titles(
    text, title, authors, year, venue
):
    assert_fields(text, title, authors, year, venue)


# A second sentence of the title, closed by a period or a question mark, before a journal known by
# its numbers: Vancouver's "Journal. Year;Volume(Issue):Pages" as well as APA's and Springer's.
SUBTITLE_BEFORE_A_DATED_JOURNAL = [
    (
        "Okafor MG. Essays on the history of tides. Where does the record of tides begin? Oceanus. "
        "1962;41(3):211–9.",
        "Essays on the history of tides. Where does the record of tides begin?",
        ["MG Okafor"],
        "Oceanus",
    ),
    (
        "Okafor MG. Tides of the north. Records from the harbour gauges. Journal of Ocean History. "
        "1962 Mar;41(3):211–9.",
        "Tides of the north. Records from the harbour gauges",
        ["MG Okafor"],
        "Journal of Ocean History",
    ),
    (
        "Okafor, M. G. (1962). Essays on the history of tides. Where does the record of tides begin? "
        "Oceanus, 41(3), 211–219.",
        "Essays on the history of tides. Where does the record of tides begin?",
        ["M. G. Okafor"],
        "Oceanus",
    ),
    (
        "Okafor MG (1962) Essays on the history of tides. Where does the record of tides begin? Oceanus "
        "41:211–219",
        "Essays on the history of tides. Where does the record of tides begin?",
        ["MG Okafor"],
        "Oceanus",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "venue"), SUBTITLE_BEFORE_A_DATED_JOURNAL)
def test_a_second_title_sentence_before_a_journal_and_its_numbers_stays_in_the_title(
    text, title, authors, venue
):
    assert_fields(text, title, authors, 1962, venue)


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        # A word alone before the numbered journal may be the journal's own name.
        (
            "Moreau P (2000) Borders of the river trade. Nepenthe. Views from the North 1(3): 533–79.",
            "Borders of the river trade",
            "Nepenthe. Views from the North",
        ),
        # No volume and pages after the name: the sentence after the title is the venue.
        (
            "Moreau P (2000) Borders of the river trade. Views from the North and the South. Harbour Press.",
            "Borders of the river trade",
            "Views from the North and the South",
        ),
    ],
)
def test_a_sentence_is_no_subtitle_without_a_numbered_journal_after_it(text, title, venue):
    entry = read_one(text)
    assert (entry["title"], entry["venue"]) == (title, venue)


def test_names_run_on_to_a_year_take_no_subtitle():
    """A title sentence closed by a year is the names' date read too early: nothing is added to it."""
    entry = read_one(
        "Valente ROA, Vettori CA 2008. Priority areas for forest conservation. Forest Ecology and "
        "Management 256: 1408-1417."
    )
    assert entry["title"] == "Priority areas for forest conservation"


# A book's subtitle sentence before its imprint and year is the title's, not a venue.
@pytest.mark.parametrize(
    ("text", "publisher"),
    [
        ("Lindqvist, M. La ville en mouvement. Une histoire des quais. Paris: Gallimard, 1998.", "Gallimard"),
        ("Lindqvist, M. (1998). La ville en mouvement. Une histoire des quais. Lyon 1998.", None),
    ],
)
def test_a_books_subtitle_before_its_imprint_belongs_to_the_title(text, publisher):
    entry = read_one(text)
    assert (entry["title"], entry["venue"], entry["publisher"], entry["type"]) == (
        "La ville en mouvement. Une histoire des quais",
        None,
        publisher,
        "book",
    )


def test_a_journal_before_an_imprint_stays_the_venue():
    entry = read_one("Lindqvist, M. La ville en mouvement. Revue des quais. Paris: Gallimard, 1998.")
    assert (entry["title"], entry["venue"]) == ("La ville en mouvement", "Revue des quais")


def test_a_country_closing_a_title_before_a_journal_is_no_abbreviated_journal_word():
    # "…, Namibia. Tectonophysics 612": a country written out, then the title's period; the words
    # after it are the journal, not "Namibia. Tectonophysics" abbreviated like "Geol. Mag.".
    namibia = read_one(
        "Okafor, B.T., Lindqvist, M. & Varga, P. 2014. Basaltic dykes of the Kaoko belt, northwest "
        "Namibia. Tectonophysics 612, 45-60"
    )
    assert namibia["title"] == "Basaltic dykes of the Kaoko belt, northwest Namibia"
    assert namibia["venue"] == "Tectonophysics"
    peru = read_one(
        "Quispe, T. (2016). Glacier retreat in the Cordillera Blanca, Peru. Cryosphere 10, 118-131."
    )
    assert peru["title"] == "Glacier retreat in the Cordillera Blanca, Peru"
    assert peru["venue"] == "Cryosphere"
    kenya = read_one("Mwangi, J. 2009. Soil carbon under smallholder maize, Kenya. Geoderma 151, 12-20.")
    assert (kenya["title"], kenya["venue"]) == ("Soil carbon under smallholder maize, Kenya", "Geoderma")


def test_an_abbreviated_journal_after_a_titles_comma_still_ends_the_title():
    magazine = read_one("Okafor, B.T. 2014. Basaltic dykes of the Kaoko belt, Geol. Mag. 126, 45-60")
    assert (magazine["title"], magazine["venue"]) == ("Basaltic dykes of the Kaoko belt", "Geol. Mag.")
    letters = read_one("Varga, P. 2003. Ice cover on northern lakes, Geophys. Res. Lett., 30, 1055")
    assert (letters["title"], letters["venue"]) == ("Ice cover on northern lakes", "Geophys. Res. Lett.")


# A place after the title's comma closes the title, the place table knowing it or not: a word in
# full, longer than an abbreviation, before a journal named in full. The first words of an
# abbreviated journal after a comma stay the journal's.
@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Moreau, P., & Lind, K. (2019). Bean yields in the district of Tamsalu, Laanemaa. "
            "Acta Agraria Baltica 29, e1984.",
            "Bean yields in the district of Tamsalu, Laanemaa",
            "Acta Agraria Baltica",
        ),
        (
            "Moreau, P., & Lind, K. (2019). Bean yields in the northern delta, Palaeogeogr. Palaeoclimatol. "
            "Palaeoecol. 29, 45-60.",
            "Bean yields in the northern delta",
            "Palaeogeogr. Palaeoclimatol. Palaeoecol.",
        ),
        (
            "Moreau, P., & Lind, K. (2019). Bean yields in the northern delta, Geol. Mag. 29, 45-60.",
            "Bean yields in the northern delta",
            "Geol. Mag.",
        ),
    ],
)
def test_a_place_in_full_after_the_titles_comma_closes_the_title(text, title, venue):
    assert_fields(text, title, ["P. Moreau", "K. Lind"], 2019, venue)


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Halvorsen, K. E., and Mbatha, T. (2004). Settling Velocities of Fine Dust over Coastal "
            "Wetlands. J. Coast. Res., 20(2):311-319.",
            "Settling Velocities of Fine Dust over Coastal Wetlands",
            "J. Coast. Res.",
        ),
        (
            "Quispe, R., and Lindqvist, M. (2011). Heavy Metal Loads in Street Dust Sampled in Izmir, "
            "Turkey. Environ. Monit., 151(4):62-71.",
            "Heavy Metal Loads in Street Dust Sampled in Izmir, Turkey",
            "Environ. Monit.",
        ),
        (
            "Okafor, B. T. (1999). Ozone Uptake by Broadleaf Forest around Lake Superior. "
            "Atmos. Chem., 41(7):2201-2210.",
            "Ozone Uptake by Broadleaf Forest around Lake Superior",
            "Atmos. Chem.",
        ),
    ],
)
def test_a_whole_word_before_an_abbreviated_journal_is_the_titles_last(text, title, venue):
    # "… Lake Superior. Atmos. Chem., 41": an abbreviated journal opens after "Superior.", so
    # "Superior." is the title's last word, not the journal's first.
    entry = read_one(text)
    assert (entry["title"], entry["venue"]) == (title, venue)


def test_a_journal_abbreviated_in_full_still_ends_an_unpunctuated_title():
    entry = read_one(
        "A. Okafor, B. Lindqvist Outcomes of a nurse-led clinic for asthma in adults Fam. Pract., "
        "31 (2) (2014), pp. 112-118"
    )
    assert (entry["title"], entry["venue"]) == (
        "Outcomes of a nurse-led clinic for asthma in adults",
        "Fam. Pract.",
    )


def test_a_journal_the_rules_read_with_its_volume_and_pages_is_not_taken_for_an_imprint():
    # Where the labeller reads no container, a venue the rules read before a volume and pages
    # ("Lithos 126, 198-211") is a journal's name, not a book's imprint to drop.
    entry = read_one(
        "Smyth, A.R., Okafor, Q.G., Hall, R., Lind, P.D., Varga, P.J. & Soto, D.N. 2011. A Toba-scale "
        "eruption in the Early Miocene: The Merapi eruption, Central Java, Indonesia. Lithos 126, 198-211"
    )
    assert (entry["venue"], entry["volume"], entry["pages"]) == ("Lithos", "126", "198–211")


def test_the_labellers_title_ending_inside_a_parenthesis_does_not_replace_the_rules():
    entry = read_one(
        "Varga E, Okafor HM, Lindqvist G, et al. Late relapse with dasatinib or bosutinib in chronic "
        "lymphoid leukemia: 5-year follow-up from a randomized phase 3 trial (DASCORE). Blood. Feb 12 "
        "2016;127(6): 801-809."
    )
    assert entry["title"].endswith("phase 3 trial (DASCORE)")
    assert entry["venue"] == "Blood"


def test_an_issues_months_after_the_journal_are_no_part_of_its_name():
    entry = read_one(
        "Mensah, K. and Soto, L. 1991. Transport of Solvents In Groundwater. Hazardous Waste Review "
        "July/August, 1991: 39-64."
    )
    assert entry["venue"] == "Hazardous Waste Review"


@pytest.mark.parametrize(
    "details",
    ["45. Jg., H. 2, S. 112–130", "Jg. 45, Heft 2, S. 112–130"],
)
def test_a_german_journals_jahrgang_and_heft_are_its_volume_and_issue(details):
    entry = read_one(
        f"Brandt, H. (2012): Der Hafen als Raum. In: Zeitschrift für Küstenforschung, {details}."
    )
    assert (entry["venue"], entry["volume"], entry["number"], entry["pages"]) == (
        "Zeitschrift für Küstenforschung",
        "45",
        "2",
        "112–130",
    )


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Okafor, A. (2019). Redes de apoyo y migración rural en Bolivia. Alteridades. Revista de "
            "Estudios Andinos, 41, 1-27.",
            "Redes de apoyo y migración rural en Bolivia",
            "Alteridades. Revista de Estudios Andinos",
        ),
        (
            "Lindqvist, M., & Okafor, A. (2020). Ports and cities. A century of dredging. Meridian. "
            "Journal of Coastal History, 12(3), 44-61.",
            "Ports and cities. A century of dredging",
            "Meridian. Journal of Coastal History",
        ),
    ],
)
def test_a_journal_named_by_one_word_before_its_description_is_the_venue(text, title, venue):
    entry = read_one(text)
    assert (entry["title"], entry["venue"]) == (title, venue)


def test_a_one_word_title_before_a_journal_stays_the_title():
    entry = read_one("Okafor, A. (2019). Resilience. Journal of Coastal History, 12(3), 44-61.")
    assert (entry["title"], entry["venue"]) == ("Resilience", "Journal of Coastal History")


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "(2019) Okafor B.A., Lind K. Heavy metals in river crabs from Tampico, Mexico. A follow-up study "
            "after 6 years. En Crustacean Biology. Harbour Press. ISBN 978-1-23456-789-0.",
            "Heavy metals in river crabs from Tampico, Mexico. A follow-up study after 6 years",
        ),
        (
            "Moreno Ruiz, Ana (2016). Estudio del uso de catálogos en bibliotecas públicas. El caso de la "
            "red de bibliotecas RBP. Informe de servicio social (Licenciatura). México, Distrito Federal, "
            "Universidad del Puerto.",
            "Estudio del uso de catálogos en bibliotecas públicas. El caso de la red de bibliotecas RBP",
        ),
    ],
)
def test_a_subtitle_sentence_opened_by_an_article_goes_on_the_title(text, title):
    # A venue's name writes its words capitalised; "A follow-up study …" is the title's prose.
    assert read_one(text)["title"] == title


def test_a_venue_opened_by_an_article_and_capitalised_words_still_ends_the_title():
    entry = read_one("Lind, K. (2018). Tidal mixing in estuaries. The Coastal Review. 12: 3-9.")
    assert entry["title"] == "Tidal mixing in estuaries"


def test_a_stop_inside_a_quoted_name_the_title_holds_ends_no_title():
    entry = read_one(
        "Ferreira Luna, P. (2019) Teacher's guide “Biology 1. Cells. Lower Secondary Series”, 2nd ed. "
        "Editorial Norte. ISBN: 978-1-23456-789-0."
    )
    assert (entry["title"], entry["authors"], entry["year"]) == (
        "Teacher's guide “Biology 1. Cells. Lower Secondary Series”",
        ["P. Ferreira Luna"],
        2019,
    )


@pytest.mark.parametrize("country", ["USA", "UK", "Mexico"])
def test_a_country_closing_the_title_before_a_journal_and_its_volume_stays_in_the_title(country):
    entry = read_one(
        "Okafor, L., Brandt, K., and Ruiz, R., 2017, Deformation of the hills: implications for hazard "
        f"in central Ohio, {country}. Journal of Field Geology, vol. 130, no. 3-4, p. 411-437."
    )
    assert (entry["title"], entry["venue"]) == (
        f"Deformation of the hills: implications for hazard in central Ohio, {country}",
        "Journal of Field Geology",
    )


def test_an_encyclopedia_after_the_titles_stop_is_the_venue_not_a_subtitle():
    entry = read_one(
        "Okafor B and Lind A. Measuring Coastal Change with Drones. Encyclopedia of Ocean Sciences. "
        "Volume 3: 101-110. (2019)."
    )
    assert entry["title"] == "Measuring Coastal Change with Drones"
    assert entry["venue"].startswith("Encyclopedia of Ocean Sciences")


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Lind, A. (2019) Geometría II. Cuaderno para docentes. Serie Aula. Ediciones Norte.",
            "Geometría II. Cuaderno para docentes",
        ),
        ("Lind, A. (2019) Geometría III. Serie Aula. Ediciones Norte. ISBN: 978-1-23.", "Geometría III"),
        (
            "Roe, A. (2001). Outcomes of trials in phase IV. Journal of Trials, 3, 4-5.",
            "Outcomes of trials in phase IV",
        ),
    ],
)
def test_a_parts_number_in_roman_numerals_closes_no_title_before_more_of_it(text, title):
    assert read_one(text)["title"] == title
