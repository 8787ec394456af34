"""Free-text references in the styles of many fields, one pasted at a time: the title, the
authors, the year and the venue (and the type where the style says it) each as written."""

import pytest

from publications.parsing import parse
from publications.parsing.names import author_list_end, split_authors
from publications.parsing.records import PublicationType
from publications.tests.parsing_helpers import assert_fields, read_one

# Physics and chemistry: "Authors, Title, Abbrev. Journal volume, pages (year)."
PHYSICS = [
    (
        "[1] H. Okafor, L. Brandt, and S. Müller, Anomalous Hall response of kagome metals, "
        "Phys. Rev. B 104, 115142 (2021).",
        "Anomalous Hall response of kagome metals",
        ["H. Okafor", "L. Brandt", "S. Müller"],
        2021,
        "Phys. Rev. B",
    ),
    (
        "[2] T. Yamada and K. Ivanova, Catalytic cycles, ligand design, and selectivity in gold "
        "chemistry, Angew. Chem. Int. Ed. 60, 2301 (2021).",
        "Catalytic cycles, ligand design, and selectivity in gold chemistry",
        ["T. Yamada", "K. Ivanova"],
        2021,
        "Angew. Chem. Int. Ed.",
    ),
    (
        "3. D. Fischer and A. Gomez, Stable isotopes, tracers, and metabolism, "
        "J. Am. Chem. Soc. 142, 11234–11240 (2020).",
        "Stable isotopes, tracers, and metabolism",
        ["D. Fischer", "A. Gomez"],
        2020,
        "J. Am. Chem. Soc.",
    ),
    (
        "4. M. Brenner and Q. Liu, Lattice, gauge, and matter fields at finite density, "
        "Nucl. Phys. B 912, 45 (2016).",
        "Lattice, gauge, and matter fields at finite density",
        ["M. Brenner", "Q. Liu"],
        2016,
        "Nucl. Phys. B",
    ),
    (
        "5. Okafor, H. and Brandt, L., Hydrodynamic electron flow in graphene, "
        "Phys. Rev. Lett. 120, 016801 (2018).",
        "Hydrodynamic electron flow in graphene",
        ["H. Okafor", "L. Brandt"],
        2018,
        "Phys. Rev. Lett.",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), PHYSICS)
def test_physics_reference_ends_its_names_at_and_and_keeps_the_dotted_journal_whole(
    text, title, authors, year, venue
):
    entry = assert_fields(text, title, authors, year, venue)
    assert entry["type"] == PublicationType.JOURNAL


def test_a_proceedings_that_is_a_journal_keeps_its_final_initials_and_is_a_journal():
    entry = assert_fields(
        "7. R. Haddad and P. Lindgren, Spectral gaps of random regular graphs, "
        "Proc. Natl. Acad. Sci. U.S.A. 117, 1234 (2019).",
        "Spectral gaps of random regular graphs",
        ["R. Haddad", "P. Lindgren"],
        2019,
        "Proc. Natl. Acad. Sci. U.S.A.",
    )
    assert entry["type"] == PublicationType.JOURNAL


# Humanities books: the imprint (place and publisher) is no venue; the publisher is kept.
BOOKS = [
    (
        "Halvorsen, Kari, The Salt Roads: Trade, Faith, and Empire in the North Sea, "
        "Aldershot: Grayling, 2014.",
        "The Salt Roads: Trade, Faith, and Empire in the North Sea",
        ["Kari Halvorsen"],
        2014,
        "Grayling",
    ),
    (
        "Halvorsen, Kari, The Herring Towns of the Baltic (Oxford: Clarendon Press, 2011).",
        "The Herring Towns of the Baltic",
        ["Kari Halvorsen"],
        2011,
        "Clarendon Press",
    ),
    (
        "Marta Delgado, Las ciudades del agua, Cátedra, Madrid, 2009.",
        "Las ciudades del agua",
        ["Marta Delgado"],
        2009,
        "Cátedra",
    ),
    (
        "Nowicki Tomasz, Historia miast portowych, Ossolineum, Wrocław 1999.",
        "Historia miast portowych",
        ["Nowicki Tomasz"],
        1999,
        "Ossolineum",
    ),
    (
        "Pieter de Graaf, De Hollandse handelsvloot, Leiden, Sijthoff, 1987.",
        "De Hollandse handelsvloot",
        ["Pieter de Graaf"],
        1987,
        "Sijthoff",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "publisher"), BOOKS)
def test_book_imprint_after_the_title_is_its_place_and_publisher_not_a_venue(
    text, title, authors, year, publisher
):
    entry = assert_fields(text, title, authors, year, None)
    assert entry["publisher"] == publisher
    assert entry["type"] == PublicationType.BOOK


def test_book_with_a_place_alone_has_no_venue():
    entry = assert_fields(
        "Kučera, Pavel, Dějiny pražských mostů, Praha 1962.",
        "Dějiny pražských mostů",
        ["Pavel Kučera"],
        1962,
        None,
    )
    assert entry["publisher"] is None


# Chapters: "In:" / "in" containers with editors marked "(ed.)", "(dir.)", "Hg."; the imprint after
# the container's title is its publisher, not part of the venue.
CHAPTERS = [
    (
        "Lindqvist, S. 2011. Harbour tolls in the Hanseatic towns. In: Berg K. (ed.). Trade and Towns. "
        "Uppsala: Almqvist & Wiksell; 45-67.",
        "Harbour tolls in the Hanseatic towns",
        ["S. Lindqvist"],
        2011,
        "Trade and Towns",
        ["K Berg"],
    ),
    (
        "Moreau, Jeanne, 2004 : Les moulins de la Loire. In Paul Girard et Anne Leroy (dir.), "
        "Les rivières de France, Tours, 2004.",
        "Les moulins de la Loire",
        ["Jeanne Moreau"],
        2004,
        "Les rivières de France",
        ["Paul Girard", "Anne Leroy"],
    ),
    (
        "Schulte, Anna: Stadtluft macht frei. In: Krankheit und Stadt. Beiträge zur Geschichte. "
        "Hg. Otto Brandt, Lena Hoff. Göttingen 2013, 101–120.",
        "Stadtluft macht frei",
        ["Anna Schulte"],
        2013,
        "Krankheit und Stadt. Beiträge zur Geschichte",
        ["Otto Brandt", "Lena Hoff"],
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue", "editors"), CHAPTERS)
def test_chapter_container_is_the_venue_without_its_editors_or_imprint(
    text, title, authors, year, venue, editors
):
    entry = assert_fields(text, title, authors, year, venue)
    assert entry["editors"] == editors
    assert entry["type"] == PublicationType.CHAPTER


def test_a_report_published_by_a_centre_in_a_place_has_no_venue():
    entry = assert_fields(
        "Okoro, Grace. 2010. Fishing Rights in West Africa. Lagos: Centre for Maritime Law, "
        "University of Lagos.",
        "Fishing Rights in West Africa",
        ["Grace Okoro"],
        2010,
        None,
    )
    assert entry["publisher"] == "Centre for Maritime Law, University of Lagos"


# Family names in capitals ("DUPONT, J."), joined by "et"; a "Family, Given" name in capitals.
def test_family_names_in_capitals_are_names_not_initials():
    assert_fields(
        "BERTIN, C., FAURE, P. et ROCHE, A. (2009) Les sols alluviaux de la Garonne. "
        "Revue de Géographie Alpine, 97(2), 45-60.",
        "Les sols alluviaux de la Garonne",
        ["C. BERTIN", "P. FAURE", "A. ROCHE"],
        2009,
        "Revue de Géographie Alpine",
    )


def test_an_inverted_name_in_capitals_with_a_given_name_is_one_person():
    entry = assert_fields(
        "KESSLER, Hannah. Die Flüsse Mitteleuropas. Stuttgart: Kohlhammer, 2001.",
        "Die Flüsse Mitteleuropas",
        ["Hannah KESSLER"],
        2001,
        None,
    )
    assert entry["publisher"] == "Kohlhammer"


# Vancouver "Family Initials", "et al." endings and author-date years with a letter.
OTHER_NAME_FORMS = [
    (
        "Mensah K, Brandt L, Novak P. Coastal erosion after winter storm surges. "
        "J Coast Res. 2015;31(4):812-20.",
        "Coastal erosion after winter storm surges",
        ["K Mensah", "L Brandt", "P Novak"],
        2015,
        "J Coast Res",
    ),
    (
        "Moreira, T. (2019a). Coastal dunes as sediment archives. Geomorphology, 330, 1–14.",
        "Coastal dunes as sediment archives",
        ["T. Moreira"],
        2019,
        "Geomorphology",
    ),
    (
        "Moreira, T., Haddad, R., et al. (2020b). Storm layers in lagoon cores. Marine Geology, 421, 106090.",
        "Storm layers in lagoon cores",
        ["T. Moreira", "R. Haddad"],
        2020,
        "Marine Geology",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), OTHER_NAME_FORMS)
def test_vancouver_names_et_al_and_lettered_years_are_read(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


# Bodies as authors, in author-date styles.
BODIES = [
    (
        "Coastal Monitoring Agency (CMA). 2004. Survey of trawl stocks in the northern gulf. Report 12.",
        "Survey of trawl stocks in the northern gulf",
        ["Coastal Monitoring Agency (CMA)"],
        2004,
    ),
    (
        "Office Régional de la Pêche (ORP) (2011). Bilan des ressources halieutiques du golfe. "
        "Rapport annuel.",
        "Bilan des ressources halieutiques du golfe",
        ["Office Régional de la Pêche (ORP)"],
        2011,
    ),
    (
        "World Meteorological Organization. (2018). Guidelines on coastal flood warnings. Geneva: WMO Press.",
        "Guidelines on coastal flood warnings",
        ["World Meteorological Organization"],
        2018,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year"), BODIES)
def test_a_body_before_the_year_is_the_author(text, title, authors, year):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (title, authors, year)


# What follows a title and is no part of it: an edition, a thesis, a link.
TITLE_ENDS = [
    (
        "Rahimi, Leila. Old Persian Commentary Survey 2nd ed. Baker, 1995.",
        "Old Persian Commentary Survey",
        ["Leila Rahimi"],
        1995,
    ),
    (
        "Okafor, B. (1980). Manuel de la pêche côtière (3ème éd.). Paris : Masson.",
        "Manuel de la pêche côtière",
        ["B. Okafor"],
        1980,
    ),
    ("Wrona Jan, Logika formalna, wyd. 2, PWN, Warszawa 1974.", "Logika formalna", ["Wrona Jan"], 1974),
    (
        "A. Mbeki, Power Amplifiers in GaN Technologies, Ph.D. dissertation, University of Cape Town (2004)",
        "Power Amplifiers in GaN Technologies",
        ["A. Mbeki"],
        2004,
    ),
    (
        "Kaur, D. & Osei, M. (2015). Facing the Challenge of Online Abuse, "
        "https://www.example.org/blog/2015/01/facing-challenge",
        "Facing the Challenge of Online Abuse",
        ["D. Kaur", "M. Osei"],
        2015,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year"), TITLE_ENDS)
def test_the_title_ends_before_an_edition_a_thesis_or_a_link(text, title, authors, year):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (title, authors, year)
    assert entry["venue"] != "2nd" and "wyd" not in (entry["venue"] or "")


# Edited books: the editors in front, marked "(eds)", "(Hrsg.)", "(éd.)", are the names read.
EDITED_BOOKS = [
    (
        "Brandt, H., and E. Okafor, (eds) Coastal Towns in Early Modern Europe (New York, 2004)",
        "Coastal Towns in Early Modern Europe",
        ["H. Brandt", "E. Okafor"],
        2004,
    ),
    (
        "Ulrike Hoffmann (Hrsg.): Umgang mit Vielfalt in der Schule. Bad Heilbrunn: Klinkhardt 2010.",
        "Umgang mit Vielfalt in der Schule",
        ["Ulrike Hoffmann"],
        2010,
    ),
    (
        "Silva, Rui & Novak, Petra (éd.), Les ports de la Méditerranée, Paris, Karthala, 2004.",
        "Les ports de la Méditerranée",
        ["Rui Silva", "Petra Novak"],
        2004,
    ),
    (
        "Mercier A., Lambert M., 2004, Les réseaux de la mer, 2ème édition, Paris, Armand Colin.",
        "Les réseaux de la mer",
        ["A. Mercier", "M. Lambert"],
        2004,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year"), EDITED_BOOKS)
def test_editors_in_front_and_inverted_names_are_the_names_of_the_book(text, title, authors, year):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"]) == (title, authors, year, None)


# Humanities articles written with commas: "Author, Title, dans/in Journal, volume, year, pages", and
# "Author, Title, Journal, Volume 60 / t. XII, year".
COMMA_ARTICLES = [
    (
        "Bianchi E., Cippo iscritto dal territorio di Ancona, dans Picus, 18, 1998, p. 242-245.",
        "Cippo iscritto dal territorio di Ancona",
        ["E Bianchi"],
        1998,
        "Picus",
    ),
    (
        "Tarigan, R., Sagala, S., Urban planning in the post-oil era, Cities, Volume 60, Part A, "
        "February 2017, Pages 246–259",
        "Urban planning in the post-oil era",
        ["R. Tarigan", "S. Sagala"],
        2017,
        "Cities",
    ),
    (
        "L. Moreau, Monnaies trouvées aux environs de Lyon, Revue numismatique, t. XII, 1867, p. 290-306.",
        "Monnaies trouvées aux environs de Lyon",
        ["L. Moreau"],
        1867,
        "Revue numismatique",
    ),
    (
        "Krüger, Jutta: Das Zusammenleben in der Schule, in: Vogel R. u.a. (Hrsg.): Gemeinsam leben - "
        "gemeinsam lernen, Frankfurt/M. 1984, S. 298-317.",
        "Das Zusammenleben in der Schule",
        ["Jutta Krüger"],
        1984,
        "Gemeinsam leben - gemeinsam lernen",
    ),
    (
        "Rossi M., 2004, « La pesca nel Mediterraneo », dans Bianchi G., Verdi L. (dir.), Mari e uomini, "
        "Roma, Carocci, p. 54-75.",
        "La pesca nel Mediterraneo",
        ["M Rossi"],
        2004,
        "Mari e uomini",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), COMMA_ARTICLES)
def test_a_container_after_a_comma_ends_the_title(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


# APA dates with a day, and undated works.
def test_a_year_with_its_day_after_the_author_is_the_year_and_not_the_title():
    assert_fields(
        "Anonymous. (2010, June 17). Harbour council comment. The Coastal Post, p. 37.",
        "Harbour council comment",
        ["Anonymous"],
        2010,
        "The Coastal Post",
    )


def test_an_undated_work_has_no_year_and_its_mark_is_no_title():
    entry = read_one("Ferrand, R. (s.d.). Le programme d'enrichissement. Document en ligne.")
    assert (entry["title"], entry["authors"], entry["year"]) == (
        "Le programme d'enrichissement",
        ["R. Ferrand"],
        None,
    )


# Inverted lists joined by "and" / "et" end with their last complete pair.
INVERTED_LISTS = [
    (
        "Lemaire, F., et Dubois, J., Manuel de droit maritime, Bruxelles, Larcier, 2014.",
        "Manuel de droit maritime",
        ["F. Lemaire", "J. Dubois"],
        2014,
        None,
    ),
    (
        "Smith, J., Jones, K., and Brown, L., Ocean Mixing Revisited, Journal of Marine Research, "
        "vol. 12, 2003.",
        "Ocean Mixing Revisited",
        ["J. Smith", "K. Jones", "L. Brown"],
        2003,
        "Journal of Marine Research",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), INVERTED_LISTS)
def test_an_inverted_list_ends_with_its_last_pair(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_the_given_name_of_an_inverted_pair_before_and_goes_on_with_the_list():
    text = "Kovář, Jan and Novák, Petr, Dějiny husitství, in: Zákon a Písmo, Praha 2009, 27-42."
    assert text[: author_list_end(text)] == "Kovář, Jan and Novák, Petr,"


# What follows a venue and is no part of it: access notes, broken links, a book's count of pages.
VENUE_ENDS = [
    (
        'Ferrand, John. 2012. "Paper Harbours". Coastal Review. Online: '
        "http://www.coastalreview.example/ferrand (accessed 12 June 2012).",
        "Paper Harbours",
        ["John Ferrand"],
        2012,
        "Coastal Review",
    ),
    (
        "Moulin, P. (2000). Les ports oubliés de France. Cahiers internationaux de géographie, 125-159. "
        "http: //www.example.org/moulin",
        "Les ports oubliés de France",
        ["P. Moulin"],
        2000,
        "Cahiers internationaux de géographie",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), VENUE_ENDS)
def test_access_notes_and_links_are_no_part_of_the_venue(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_a_quoted_chapter_title_with_an_apostrophe_in_the_book_title_and_its_pages_first():
    entry = assert_fields(
        "Cooper, John M., ‘Aristotle on Harbours’ (301-340) in Amélie Rorty (ed.), Essays on "
        "Aristotle’s Ethics, Berkeley: University of California Press, 1980.",
        "Aristotle on Harbours",
        ["John M. Cooper"],
        1980,
        "Essays on Aristotle’s Ethics",
    )
    assert (entry["pages"], entry["editors"], entry["publisher"]) == (
        "301–340",
        ["Amélie Rorty"],
        "University of California Press",
    )


# GOST (Russian) references: "Title // Container. Place, Year."; French series and Roman volumes.
def test_gost_slashes_end_the_title_and_open_the_container():
    assert_fields(
        "Петров И.А. Исследования Казанского городища // Казанский археологический вестник. "
        "Казань, 2000. Вып. 2.",
        "Исследования Казанского городища",
        ["И.А. Петров"],
        2000,
        "Казанский археологический вестник",
    )


def test_a_series_and_a_roman_volume_after_the_journal_are_no_part_of_it():
    assert_fields(
        "E. DURAND, Des Gaulois et de leurs ports, Mémoire de l'Institut des provinces, 2° série, "
        "t. I, 1863.",
        "Des Gaulois et de leurs ports",
        ["E. DURAND"],
        1863,
        "Mémoire de l'Institut des provinces",
    )


def test_an_apa_list_with_an_ellipsis_before_the_last_author_is_read_whole():
    entry = assert_fields(
        "Mensah, G. C., Rossi, M. W., Brandt, A., Gray, I., Osei, C., Lindqvist, R., ... & Novak, S. "
        "(2010). Food security and coastal fisheries to 2050. Marine Policy, 34, 1–10.",
        "Food security and coastal fisheries to 2050",
        ["G. C. Mensah", "M. W. Rossi", "A. Brandt", "I. Gray", "C. Osei", "R. Lindqvist", "S. Novak"],
        2010,
        "Marine Policy",
    )
    assert entry["authors_truncated"]


# Pages cut the middle of a long list with an ellipsis and no "&", spaced or not, glued to the comma
# or not: the names after it are the list's last ones and the list is marked as cut.
ELLIPSIS_BEFORE_A_NAME = [
    "Okafor, T., Brandt, L., Mensah, K., . . . Lindqvist, P., van Dijk, R. (2019). Groundwater "
    "recharge in upland catchments. Hydrology Letters, 7, 112.",
    "Okafor, T., Brandt, L., Mensah, K., … Lindqvist, P., van Dijk, R. (2019). Groundwater "
    "recharge in upland catchments. Hydrology Letters, 7, 112.",
    "Okafor, T., Brandt, L., Mensah, K.,... Lindqvist, P., van Dijk, R. (2019). Groundwater "
    "recharge in upland catchments. Hydrology Letters, 7, 112.",
]


@pytest.mark.parametrize("text", ELLIPSIS_BEFORE_A_NAME)
def test_an_ellipsis_before_a_name_leaves_names_out_and_ends_no_list(text):
    entry = assert_fields(
        text,
        "Groundwater recharge in upland catchments",
        ["T. Okafor", "L. Brandt", "K. Mensah", "P. Lindqvist", "R. van Dijk"],
        2019,
        "Hydrology Letters",
    )
    assert entry["authors_truncated"]


def test_an_ellipsis_in_a_title_leaves_the_names_whole():
    entry = assert_fields(
        "Okafor, T., & Brandt, L. (2019). Rain, wells, ... and the upland farmer. Hydrology Letters, 7, 112.",
        "Rain, wells, ... and the upland farmer",
        ["T. Okafor", "L. Brandt"],
        2019,
        "Hydrology Letters",
    )
    assert not entry["authors_truncated"]


# ISBD and GOST areas separated by ".-" / ". -": the title, then the imprint, then the count of pages.
ISBD = [
    (
        "Петров И.Н. Численные методы в гидрологии.- М.: Наука, 1973.- 312 с.",
        "Численные методы в гидрологии",
        ["И.Н. Петров"],
        1973,
        "Наука",
    ),
    (
        "Dupuis, Marc. Les ports de l'Atlantique. - Paris : Seuil, 1999. - 300 p.",
        "Les ports de l'Atlantique",
        ["Marc Dupuis"],
        1999,
        "Seuil",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "publisher"), ISBD)
def test_isbd_areas_give_the_title_and_the_imprint(text, title, authors, year, publisher):
    entry = assert_fields(text, title, authors, year, None)
    assert (entry["publisher"], entry["volume"]) == (publisher, None)


def test_a_title_opening_with_word_and_word_is_not_a_given_name():
    text = (
        "F. Marchetti, J.-P. Roux, and B. Halvorsen, Outdoor and Indoor Scene Analysis "
        "(Lecture Notes in Computer Science). Springer, 2012."
    )
    assert text[: author_list_end(text)] == "F. Marchetti, J.-P. Roux, and B. Halvorsen,"


def test_russian_et_al_ends_the_names_and_marks_them_truncated():
    entry = assert_fields(
        "Сидоров В.А. и др. Судовой комплекс для определения уклонений // Морская промышленность. "
        "Сер. Навигация. 1991. Вып. 2. С. 51–56.",
        "Судовой комплекс для определения уклонений",
        ["В.А. Сидоров"],
        1991,
        "Морская промышленность. Сер. Навигация",
    )
    assert entry["authors_truncated"]


def test_a_report_published_by_a_long_named_centre_after_its_place_has_no_venue():
    entry = assert_fields(
        "Ackroyd, Lena. 2003. Careers at Sea. Leeds: Centre for the Study of Law and Policy in Europe, "
        "University of Leeds.",
        "Careers at Sea",
        ["Lena Ackroyd"],
        2003,
        None,
    )
    assert entry["publisher"] == "Centre for the Study of Law and Policy in Europe, University of Leeds"


def test_a_chicago_chapter_keeps_its_book_editors_pages_and_publisher_apart():
    entry = assert_fields(
        "Lindgren, Sara. “Salt and Silver.” In Baltic Trade Routes, edited by Karl Berg and Anna Holm, "
        "45–67. Uppsala: Almqvist & Wiksell, 2011.",
        "Salt and Silver",
        ["Sara Lindgren"],
        2011,
        "Baltic Trade Routes",
    )
    assert (entry["editors"], entry["publisher"], entry["type"]) == (
        ["Karl Berg", "Anna Holm"],
        "Almqvist & Wiksell",
        PublicationType.CHAPTER,
    )


def test_a_french_name_with_its_initials_in_parentheses_and_a_book_with_a_place_alone():
    entry = assert_fields(
        "Morvan (J.), Les ports bretons, Rennes, 2008.", "Les ports bretons", ["J. Morvan"], 2008, None
    )
    assert entry["type"] == PublicationType.BOOK


def test_a_bare_year_between_the_names_and_a_capitalised_title_is_the_year():
    assert_fields(
        "Ashby, W. B. 1953 The Ground-Water Resources of Rhode Island. RI Development Council "
        "Geological Bulletin 6.",
        "The Ground-Water Resources of Rhode Island",
        ["W. B. Ashby"],
        1953,
        "RI Development Council Geological Bulletin",
    )


def test_a_spanish_undated_entry_and_its_retrieval_note():
    entry = read_one(
        "Real Academia Gallega. (s. f.). Internet [artículo nuevo]. En Diccionario de la lengua gallega. "
        "Recuperado de http://example.org/dicionario"
    )
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"]) == (
        "Internet [artículo nuevo]",
        ["Real Academia Gallega"],
        None,
        "Diccionario de la lengua gallega",
    )


# French and Swiss author-date lists: "FAMILY I., FAMILY I., 2020. – Title", "Family I. I." names.
def test_family_then_initials_names_and_a_dash_after_the_year():
    assert_fields(
        "OKAFOR M., RUIZ D., 2020. – Imagerie radar des côtes. Revue de Télédétection, 24 : 45-60.",
        "Imagerie radar des côtes",
        ["M. OKAFOR", "D. RUIZ"],
        2020,
        "Revue de Télédétection",
    )


def test_family_names_followed_by_dotted_initials_are_turned_round():
    names, _ = split_authors("Brandt S. G., Nuttall C., Mensah P. K., Combe R. and Willard P.")
    assert [name.display for name in names] == [
        "S. G. Brandt",
        "C. Nuttall",
        "P. K. Mensah",
        "R. Combe",
        "P. Willard",
    ]


# Editors' marks of many languages before a chapter's book.
EDITOR_MARKS = [
    (
        "Rinaldi, M. (2010), La pesca nel Tirreno, in G. Bianchi (a cura di), Mari e uomini, Roma, Carocci, "
        "pp. 54-75.",
        "La pesca nel Tirreno",
        ["M. Rinaldi"],
        2010,
        "Mari e uomini",
        ["G. Bianchi"],
    ),
    (
        "Sousa, R. (2012). O porto de Setúbal. In: P. Costa (org.), História dos portos, Lisboa: Colibri, "
        "p. 33-51.",
        "O porto de Setúbal",
        ["R. Sousa"],
        2012,
        "História dos portos",
        ["P. Costa"],
    ),
    (
        "Jansen, P. (2008). De haven van Vlissingen. In: K. de Vries (red.), Nederlandse havens (pp. 12-30). "
        "Amsterdam: Boom.",
        "De haven van Vlissingen",
        ["P. Jansen"],
        2008,
        "Nederlandse havens",
        ["K. de Vries"],
    ),
    (
        "Moreno, L. (2014). El puerto de Huelva. En M. López (coord.), Puertos de España (pp. 101-120). "
        "Madrid: Síntesis.",
        "El puerto de Huelva",
        ["L. Moreno"],
        2014,
        "Puertos de España",
        ["M. López"],
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue", "editors"), EDITOR_MARKS)
def test_editors_marks_of_many_languages_before_the_book(text, title, authors, year, venue, editors):
    entry = assert_fields(text, title, authors, year, venue)
    assert (entry["editors"], entry["type"]) == (editors, PublicationType.CHAPTER)


def test_abnt_volume_number_and_pages_labels_end_the_journal():
    entry = assert_fields(
        "MOREIRA, D.; GOMES, A. Isótopos estáveis no metabolismo. Química Nova, v. 43, n. 2, "
        "p. 123-130, 2020.",
        "Isótopos estáveis no metabolismo",
        ["D. MOREIRA", "A. GOMES"],
        2020,
        "Química Nova",
    )
    assert (entry["volume"], entry["number"], entry["pages"]) == ("43", "2", "123–130")


# A translator or a book series after the title belongs to neither the title nor the venue.
def test_a_translator_after_the_title_is_no_part_of_it_nor_a_venue():
    entry = assert_fields(
        "Lefort, Jean. The Seminar on Harbours, Book II, translated by A. Smith. New York: Norton, 1998.",
        "The Seminar on Harbours, Book II",
        ["Jean Lefort"],
        1998,
        None,
    )
    assert entry["publisher"] == "Norton"


def test_a_book_series_after_the_title_is_no_venue():
    entry = assert_fields(
        "Morel, F., et Colin, J., Manuel de droit maritime, Collection de la Faculté de droit de Liège, "
        "Bruxelles, Larcier, 2014.",
        "Manuel de droit maritime",
        ["F. Morel", "J. Colin"],
        2014,
        None,
    )
    assert (entry["publisher"], entry["type"]) == ("Larcier", PublicationType.BOOK)


def test_a_body_with_its_acronym_in_parentheses_is_not_turned_round():
    names, _ = split_authors("Environmental Agency, United States (EPA)")
    assert [name.display for name in names] == ["Environmental Agency", "United States (EPA)"]


def test_an_italian_journal_in_guillemets_after_an_unquoted_title():
    assert_fields(
        "Esposito K., Romano L. (2020), Energia dalle maree, «Rivista di Energia», 15, pp. 100-110.",
        "Energia dalle maree",
        ["K. Esposito", "L. Romano"],
        2020,
        "Rivista di Energia",
    )


def test_a_law_review_cited_by_volume_journal_and_page():
    entry = assert_fields(
        "Karen Mills, Worth the Paper: Human Rights and the Sea, 12 Harv. Envtl. L. Rev. 66 (2010).",
        "Worth the Paper: Human Rights and the Sea",
        ["Karen Mills"],
        2010,
        "Harv. Envtl. L. Rev.",
    )
    assert (entry["volume"], entry["pages"]) == ("12", "66")


def test_editors_named_inside_a_parenthesis_after_the_book():
    entry = assert_fields(
        "Baumgart, Petra: Die Zunft der Fischer. In: Hafen und Stadt (Hrsg. Klaus Vogel), Kiel 1999, 12-30.",
        "Die Zunft der Fischer",
        ["Petra Baumgart"],
        1999,
        "Hafen und Stadt",
    )
    assert (entry["editors"], entry["type"]) == (["Klaus Vogel"], PublicationType.CHAPTER)


def test_a_year_before_the_names_orders_the_list_and_is_the_year():
    entry = assert_fields(
        "1987: Volker Brandt: Das Recht auf Teilhabe. In: Leben in der Stadt. Bericht über eine Tagung, "
        "Wien 1987, S. 17-21.",
        "Das Recht auf Teilhabe",
        ["Volker Brandt"],
        1987,
        "Leben in der Stadt. Bericht über eine Tagung",
    )
    assert entry["pages"] == "17–21"


# Comma-separated humanities books: a subtitle after the title's period runs to the next comma.
SUBTITLES = [
    (
        "Weber Tomasz, Śladami dawnych portów. Z historii żeglugi bałtyckiej, Wydawnictwo Morskie, "
        "Gdańsk 1970.",
        "Śladami dawnych portów. Z historii żeglugi bałtyckiej",
        ["Weber Tomasz"],
        1970,
    ),
    (
        "Otto Brenner, Fama et memoria. Herrschaft und Hafen im späten Mittelalter, Göttingen, 1995.",
        "Fama et memoria. Herrschaft und Hafen im späten Mittelalter",
        ["Otto Brenner"],
        1995,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year"), SUBTITLES)
def test_a_subtitle_after_the_period_belongs_to_the_title_in_comma_styles(text, title, authors, year):
    assert_fields(text, title, authors, year, None)


def test_a_sentence_naming_an_institution_after_the_title_is_not_a_subtitle():
    entry = read_one(
        "Holt, M. H., Structural features of Kansas. Kansas Geological Survey and Water Resources, "
        "Report of Investigations no. 49, 99 p. 1971."
    )
    assert entry["title"] == "Structural features of Kansas"


# A title opening with one capitalised word and a comma after a list of whole names.
SINGLE_WORD_TITLES = [
    (
        "[1] H. Okafor, L. Brandt, Topology, disorder, and transport in kagome metals, "
        "Rev. Mod. Phys. 95, 015003 (2023).",
        "Topology, disorder, and transport in kagome metals",
        ["H. Okafor", "L. Brandt"],
    ),
    (
        "[2] H. Okafor, Superconductivity, magnetism, and strain, Nat. Phys. 17, 123 (2021).",
        "Superconductivity, magnetism, and strain",
        ["H. Okafor"],
    ),
    (
        "[3] Okafor H., Brandt L., Topology, disorder, and transport, Rev. Mod. Phys. 93 (2021) 025002.",
        "Topology, disorder, and transport",
        ["H. Okafor", "L. Brandt"],
    ),
]


@pytest.mark.parametrize(("text", "title", "authors"), SINGLE_WORD_TITLES)
def test_a_lone_word_after_whole_names_opens_the_title(text, title, authors):
    entry = read_one(text)
    assert (entry["title"], entry["authors"]) == (title, authors)


@pytest.mark.parametrize(
    ("journal", "numbers"),
    [("J. Phys.: Conf. Ser.", "2207, 012031 (2022)"), ("J. Phys.: Condens. Matter", "35, 245601 (2023)")],
)
def test_a_colon_inside_an_abbreviated_journal_after_the_titles_comma_ends_the_title(journal, numbers):
    entry = read_one(
        f"4. H. Okafor and L. Brandt, Phonon lifetimes in layered tellurides, {journal} {numbers}."
    )
    assert (entry["title"], entry["venue"]) == ("Phonon lifetimes in layered tellurides", journal)


def test_a_physics_citation_without_a_title_is_reported_not_given_a_made_up_title():
    result = parse("1. D. Fischer, A. Gomez, and M. Lee, Phys. Rev. Lett. 125, 117201 (2020).")
    [entry] = result.entries
    assert (entry.title, entry.authors, entry.venue, entry.volume, entry.article_number, entry.year) == (
        "",
        ["D. Fischer", "A. Gomez", "M. Lee"],
        "Phys. Rev. Lett.",
        "125",
        "117201",
        2020,
    )
    issues = [(issue.line, issue.message, issue.field) for issue in result.issues]
    assert issues == [(1, "no title found", "title")]


def test_a_family_name_before_its_initials_still_goes_on_with_the_list():
    text = "Holt J F., Dietz, R. S., Earth's impact craters (abstract). Lunar Science, v. XXIII, 1992."
    assert text[: author_list_end(text)] == "Holt J F., Dietz, R. S.,"


def test_a_publisher_after_a_series_in_parentheses_is_no_subtitle():
    entry = read_one(
        "[14] F. Marchetti, J.-P. Roux, and B. Halvorsen, Outdoor Scene Analysis "
        "(Lecture Notes in Computer Science). Springer Berlin Heidelberg, Apr. 2012."
    )
    assert entry["title"] == "Outdoor Scene Analysis"


def test_a_german_book_with_a_colon_after_the_name_keeps_its_subtitle():
    entry = assert_fields(
        "Weiss, Johanna: Die Stadt am Strom. Eine Geschichte, Berlin: Suhrkamp 2005.",
        "Die Stadt am Strom. Eine Geschichte",
        ["Johanna Weiss"],
        2005,
        None,
    )
    assert entry["publisher"] == "Suhrkamp"


def test_a_chemistry_citation_without_a_title_is_reported_not_given_a_made_up_title():
    result = parse("2. D. Fischer and A. Gomez, Chem. Sci., 2020, 11, 1234–1240.")
    [entry] = result.entries
    assert (entry.title, entry.authors, entry.venue, entry.volume, entry.pages, entry.year) == (
        "",
        ["D. Fischer", "A. Gomez"],
        "Chem. Sci.",
        "11",
        "1234–1240",
        2020,
    )
    issues = [(issue.line, issue.message, issue.field) for issue in result.issues]
    assert issues == [(1, "no title found", "title")]


def test_an_imprint_in_parentheses_closing_a_book_is_its_publisher():
    entry = assert_fields(
        "Moreno K (2014) Coastal Food Security in the Andes (Harbour Verlag, Germany).",
        "Coastal Food Security in the Andes",
        ["K Moreno"],
        2014,
        None,
    )
    assert (entry["publisher"], entry["type"]) == ("Harbour Verlag", PublicationType.BOOK)


def test_a_preprint_server_after_the_titles_period_is_the_venue_not_a_subtitle():
    assert_fields(
        "Ana Ruiz, Karl Holm: Scheduling Tasks on Many-Core Chips. ArXiv e-prints, pp. 1-30. ArXiv. 2017.",
        "Scheduling Tasks on Many-Core Chips",
        ["Ana Ruiz", "Karl Holm"],
        2017,
        "ArXiv e-prints",
    )


def test_a_subtitle_of_words_before_the_place_stays_in_the_title():
    assert_fields(
        "Lindqvist, Ingrid, Salt and silver. Merchants of the northern ports, Bergen, 1995.",
        "Salt and silver. Merchants of the northern ports",
        ["Ingrid Lindqvist"],
        1995,
        None,
    )


# A year inside a proceedings' name is part of the name as printed; the canonical venue is found
# all the same.
YEAR_INSIDE_THE_NAME = [
    (
        "[4] L. Brandt and K. Osei. Adaptive joins over skewed streams. In Proceedings of the 2019 ACM "
        "SIGMOD International Conference on Management of Data, pages 311–324, 2019.",
        "Adaptive joins over skewed streams",
        ["L. Brandt", "K. Osei"],
        2019,
        "Proceedings of the 2019 ACM SIGMOD International Conference on Management of Data",
        "SIGMOD",
    ),
    (
        "Osei, K., Brandt, L.: Weak memory and lock-free stacks. In: CONCUR 2015 - Concurrency Theory, "
        "pp. 88–102. Springer (2015)",
        "Weak memory and lock-free stacks",
        ["K. Osei", "L. Brandt"],
        2015,
        "CONCUR 2015 - Concurrency Theory",
        "CONCUR",
    ),
    (
        '[7] M. Duarte, "Outlier scores for sparse sensor grids," in 2011 Eleventh IEEE International '
        "Conference on Data Mining, 2011, pp. 55-64.",
        "Outlier scores for sparse sensor grids",
        ["M. Duarte"],
        2011,
        "2011 Eleventh IEEE International Conference on Data Mining",
        "ICDM",
    ),
    (
        "12. Lindqvist I. Gaze traces as passwords // Proceedings of the 2022 5th International Conference "
        "on Pattern Recognition Systems. 2022. P. 40–47.",
        "Gaze traces as passwords",
        ["I Lindqvist"],
        2022,
        "Proceedings of the 2022 5th International Conference on Pattern Recognition Systems",
        None,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue", "canonical"), YEAR_INSIDE_THE_NAME)
def test_a_year_inside_a_proceedings_name_stays_in_the_venue(text, title, authors, year, venue, canonical):
    entry = assert_fields(text, title, authors, year, venue)
    if canonical:
        assert entry["venue_canonical"] == canonical


def test_the_year_and_month_of_an_issue_after_a_journal_are_no_part_of_its_name():
    assert_fields(
        'H. Okafor and A. Ruiz, "Bile acid profiles in early fibrosis," Hepatology Reports, 2021 Mar-Apr.',
        "Bile acid profiles in early fibrosis",
        ["H. Okafor", "A. Ruiz"],
        2021,
        "Hepatology Reports",
    )


# A book's tail that is only its publisher (after the number of its edition, or GOST's dash): the
# publisher, no venue.
PUBLISHER_ALONE = [
    (
        "[Hol14] Holm, Karl: Document Stores: A Field Guide. 2. O’Reilly Media, Inc., 2014. – ISBN "
        "978–1–111–22222–3",
        "Document Stores: A Field Guide",
        ["Karl Holm"],
        2014,
        "O’Reilly Media, Inc",
    ),
    (
        "7. Brandt, Lena M. Kernel Methods for Sensor Data / Lena M. Brandt. — Springer, 2009.",
        "Kernel Methods for Sensor Data",
        ["Lena M. Brandt"],
        2009,
        "Springer",
    ),
    (
        "Ruiz, Ana: Forecasting in practice: a handbook for analysts. Springer Science & Business "
        "Media, 2003.",
        "Forecasting in practice: a handbook for analysts",
        ["Ana Ruiz"],
        2003,
        "Springer Science & Business Media",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "publisher"), PUBLISHER_ALONE)
def test_a_publisher_alone_after_the_title_is_its_publisher(text, title, authors, year, publisher):
    entry = assert_fields(text, title, authors, year, None)
    assert (entry["publisher"], entry["type"]) == (publisher, PublicationType.BOOK)


def test_a_venue_acronym_that_is_also_a_publisher_stays_the_venue():
    assert_fields(
        "K. Osei and L. Brandt. 2018. Tagging code-switched tweets. In ACL. 112–120.",
        "Tagging code-switched tweets",
        ["K. Osei", "L. Brandt"],
        2018,
        "ACL",
    )


def test_an_isbn_joined_by_dashes_gives_no_pages_or_volume():
    entry = assert_fields(
        "[Ruiz12] Ruiz, Ana: Streaming Systems. Heidelberg : Delta Verlag, 2012. – ISBN 978–3–12345–678–9",
        "Streaming Systems",
        ["Ana Ruiz"],
        2012,
        None,
    )
    assert (entry["publisher"], entry["pages"], entry["volume"]) == ("Delta Verlag", None, None)


# Google Scholar's inverted meeting names, exported into ACM's style: the whole name, its year
# inside, is the venue; the canonical venue is found from the name turned round.
SCHOLAR_INVERTED = [
    (
        "James Ruiz, Karl Holm, and Ana Lee. 2013. Communication-avoiding sparse kernels. In Parallel & "
        "Distributed Processing (IPDPS), 2013 IEEE 27th International Symposium on. IEEE, 261–272.",
        "Communication-avoiding sparse kernels",
        ["James Ruiz", "Karl Holm", "Ana Lee"],
        2013,
        "Parallel & Distributed Processing, 2013 IEEE 27th International Symposium on",
        "IPDPS",
    ),
    (
        "James Ruiz and Ana Lee. 2015. Distributed matrix sketches with spark. In Big Data (Big Data), "
        "2015 IEEE International Conference on. IEEE, 2327–2336.",
        "Distributed matrix sketches with spark",
        ["James Ruiz", "Ana Lee"],
        2015,
        "Big Data (Big Data), 2015 IEEE International Conference on",
        "BigData",
    ),
    (
        "James Ruiz and Ana Lee. 1992. A scalable solver for banded systems. In Frontiers of Massively "
        "Parallel Computation, 1992., Fourth Symposium on the. IEEE, 120–127.",
        "A scalable solver for banded systems",
        ["James Ruiz", "Ana Lee"],
        1992,
        "Frontiers of Massively Parallel Computation, 1992., Fourth Symposium on the",
        None,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue", "canonical"), SCHOLAR_INVERTED)
def test_a_scholar_inverted_meeting_name_is_the_whole_venue(text, title, authors, year, venue, canonical):
    entry = assert_fields(text, title, authors, year, venue)
    assert entry["type"] == PublicationType.CONFERENCE
    if canonical:
        assert entry["venue_canonical"] == canonical
