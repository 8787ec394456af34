"""Reference lists ordered by year, the year written before the names ("2004. Name, A. Title",
"(1999) Name, A.", "2012 Name A., …") or before a title with no names ("1990: Title. Journal"):
the year is the entry's, not a list number nor part of the title; so is a bare year between the names
and the title ("Roe L., M. Lind 2005 Title"), and an author-date key's before the names it stands for
("Marchal 1961 : MARCHAL P. — Title")."""

import pytest

from publications.parsing import parse
from publications.parsing.labelling import read_entry
from publications.parsing.reference import read_reference
from publications.tests.parsing_helpers import assert_fields, read_one

YEAR_FIRST = [
    (
        "2004. Okafor, H. and Brandt, L. Coastal erosion and sediment budgets. Journal of Coastal "
        "Research 12: 33–41.",
        "Coastal erosion and sediment budgets",
        ["H. Okafor", "L. Brandt"],
        2004,
        "Journal of Coastal Research",
    ),
    (
        "(1999) Okafor, H., Brandt, L. Coastal erosion and sediment budgets. Journal of Coastal "
        "Research 12: 33–41.",
        "Coastal erosion and sediment budgets",
        ["H. Okafor", "L. Brandt"],
        1999,
        "Journal of Coastal Research",
    ),
    (
        "1990: Coastal erosion and sediment budgets. Journal of Coastal Research 12: 33–41.",
        "Coastal erosion and sediment budgets",
        [],
        1990,
        "Journal of Coastal Research",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), YEAR_FIRST)
def test_a_year_before_the_entry_is_its_year(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_a_list_ordered_by_year_gives_each_entry_its_year():
    text = (
        "2004. Okafor, H. and Brandt, L. Coastal erosion and sediment budgets. Journal of Coastal "
        "Research 12: 33–41.\n\n"
        "2004. Lima, B. Salt marsh dynamics. Estuaries 9: 1–12.\n\n"
        "2006. Okafor, H. Dune migration on the delta. Journal of Coastal Research 14: 3–21.\n"
    )
    read = [(entry.title, entry.year) for entry in parse(text).entries]
    assert read == [
        ("Coastal erosion and sediment budgets", 2004),
        ("Salt marsh dynamics", 2004),
        ("Dune migration on the delta", 2006),
    ]


def test_a_list_number_past_1900_gives_way_to_the_year_written_in_the_entry():
    entry = parse(
        "1999. Hendricks, Janet Wall. Rivers of Memory: Oral History on the Niger. Ibadan: University "
        "Press, 1993."
    ).entries[0]
    assert (entry.title, entry.authors, entry.year) == (
        "Rivers of Memory: Oral History on the Niger",
        ["Janet Wall Hendricks"],
        1993,
    )


def test_a_title_that_opens_with_a_year_keeps_it_when_the_work_is_dated_elsewhere():
    entry = parse("2001: A Space Odyssey. Directed by S. Kubrick. Metro-Goldwyn-Mayer, 1968.").entries[0]
    assert entry.title.startswith("2001: A Space Odyssey")


def test_a_bare_year_of_the_nineteenth_century_after_the_names_ends_them():
    entry = parse(
        "Okafor, Helen A., and Bruno K. Lima 1891 History of Lagos County, Nigeria. Delta Press, Lagos."
    ).entries[0]
    assert (entry.title, entry.authors, entry.year) == (
        "History of Lagos County, Nigeria",
        ["Helen A. Okafor", "Bruno K. Lima"],
        1891,
    )


def test_a_month_alone_after_a_reports_title_is_no_venue():
    entry = parse(
        "Harbour Authority of Lagos (HAL). 2004. Dredging Plans for the Outer Harbour. February. "
        "http://www.example.org/plans.htm."
    ).entries[0]
    assert (entry.title, entry.year, entry.month, entry.venue) == (
        "Dredging Plans for the Outer Harbour",
        2004,
        2,
        None,
    )


# A year-first list written all in lower case: the names are still a family name and its initials.
LOWERCASE_YEAR_FIRST = [
    (
        "2009 okoro c.n., bello t. coastal erosion along the niger delta. journal of african geography "
        "12 (3) 45-60",
        "coastal erosion along the niger delta",
        ["C.N. Okoro", "T. Bello"],
        2009,
        "journal of african geography",
    ),
    (
        "2017 lindqvist k. les ports fluviaux de la gaule romaine et leurs entrepôts "
        "(3 vol : texte, planches)",
        "les ports fluviaux de la gaule romaine et leurs entrepôts (3 vol : texte, planches)",
        ["K Lindqvist"],
        2017,
        None,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), LOWERCASE_YEAR_FIRST)
def test_a_lowercase_year_first_entry_gives_names_title_and_year(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


# Such a list writes the pages between the title and the journal, unpunctuated, and the volume last.
LOWERCASE_PAGES_BETWEEN = [
    (
        "2011 okoro c., bello t. un quai romain du port de Lattes (Hérault) 30-34 bulletin de l association "
        "des archéologues du Languedoc 39",
        "un quai romain du port de Lattes (Hérault)",
        "bulletin de l association des archéologues du Languedoc",
        "30–34",
        "39",
    ),
    (
        "2006 lindqvist k. les entrepôts de la ville antique 15-68 mémoires de la société archéologique du "
        "Rhône LXIX",
        "les entrepôts de la ville antique",
        "mémoires de la société archéologique du Rhône",
        "15–68",
        "LXIX",
    ),
]


@pytest.mark.parametrize(("text", "title", "venue", "pages", "volume"), LOWERCASE_PAGES_BETWEEN)
def test_a_lowercase_year_first_entry_puts_the_pages_between_title_and_journal(
    text, title, venue, pages, volume
):
    entry = parse(text).entries[0]
    assert (entry.title, entry.venue, entry.pages, entry.volume) == (title, venue, pages, volume)


def test_a_lowercase_year_first_entry_keeps_its_year_before_a_meetings_year():
    entry = parse(
        "2013 okoro c., bello t. la parure en verre du port (Gironde) 72-79 bulletin de l AFAV 27e "
        "rencontres à Bordeaux, 2012"
    ).entries[0]
    assert (entry.title, entry.year) == ("la parure en verre du port (Gironde)", 2013)


def test_a_bare_year_between_the_names_and_the_title_is_the_year():
    entry = read_one(
        "Okafor L. et R. Brandt, M. Lind, J-B. Moreau 2005 L'analyse des ports du nord : un cadre "
        "théorique pour penser les côtes. Natures Côtes Sociétés 13: 3-9."
    )
    assert (entry["title"], entry["year"]) == (
        "L'analyse des ports du nord : un cadre théorique pour penser les côtes",
        2005,
    )


# "Family, Given 2016. Title": an inverted name given in full, then a bare year, closes the names;
# so it does where the family name opens with its particles.
@pytest.mark.parametrize(
    ("text", "authors", "year"),
    [
        (
            "van der Linde, Marta Sofia 2016. Tides of the northern delta. PhD thesis. University of Oslo.",
            ["Marta Sofia van der Linde"],
            2016,
        ),
    ],
)
def test_a_bare_year_after_an_inverted_name_with_particles_closes_the_names(text, authors, year):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == ("Tides of the northern delta", authors, year)


CITATION_KEYS = [
    (
        "Marchal 1961 : MARCHAL P. — Un atelier de potier à Vireux, Revue du Nord-Est, 9, 1961, p. 12-19.",
        "Un atelier de potier à Vireux",
        ["P MARCHAL"],
        1961,
        "Revue du Nord-Est",
    ),
    (
        "Sauvé 1912 : SAUVE L. — Fouilles du camp de la Pierre, Bulletin de la Société des Amis du Vieux "
        "Toul, IV, 1912, p. 55-59.",
        "Fouilles du camp de la Pierre",
        ["L SAUVE"],
        1912,
        "Bulletin de la Société des Amis du Vieux Toul, IV",
    ),
    (
        "Roca, 1981 — ROCA (J.), « Monedes romanes a Puigcerdà » dans Ceretania, n°2, Girona, p. 30-41",
        "Monedes romanes a Puigcerdà",
        ["J. ROCA"],
        1981,
        "Ceretania",
    ),
    # The key of several authors ("Name, Name", "Name et alii"), of a family name opened by its
    # particle, of a body; the names that follow written out, given names first.
    (
        "Okafor et alii 2003 : Chidi Okafor, Petra Lind, Jonas Weber, « Les silos à grains du Sahel »,"
        " Revue de géographie alpine, 41, 2, p. 12-30.",
        "Les silos à grains du Sahel",
        ["Chidi Okafor", "Petra Lind", "Jonas Weber"],
        2003,
        "Revue de géographie alpine",
    ),
    (
        "Okafor, van der Lind 2003 : Chidi Okafor, Petra van der Lind, « Les silos à grains du Sahel »,"
        " Revue de géographie alpine, 41, p. 12-30.",
        "Les silos à grains du Sahel",
        ["Chidi Okafor", "Petra van der Lind"],
        2003,
        "Revue de géographie alpine",
    ),
    (
        "de la Fuente 2003 : Marta de la Fuente, « Les silos à grains du Sahel », Revue de géographie"
        " alpine, 41, p. 12-30.",
        "Les silos à grains du Sahel",
        ["Marta de la Fuente"],
        2003,
        "Revue de géographie alpine",
    ),
    (
        "Sahel Grain Storage Council 2003 : Sahel Grain Storage Council, « Les silos à grains du"
        " Sahel », Revue de géographie alpine, 41, p. 12-30.",
        "Les silos à grains du Sahel",
        ["Sahel Grain Storage Council"],
        2003,
        "Revue de géographie alpine",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), CITATION_KEYS)
def test_an_author_date_key_before_the_names_gives_its_year_and_is_no_part_of_the_entry(
    text, title, authors, year, venue
):
    assert_fields(text, title, authors, year, venue)


def test_a_name_and_a_year_before_a_title_are_no_key_unless_the_names_repeat_it():
    entry = read_one("Marchal 1961 : Le port de Vireux. Revue du Nord-Est 9, 1961, p. 12-19.")
    assert entry["title"].startswith("Marchal 1961")


# An author-date label (the family names and year the text cites the work by) printed before the
# reference, bracketed or bare, at times glued to the names: the label repeats the names and year.
AUTHOR_DATE_LABELS = [
    (
        "(Okafor et al., 2021) Okafor, C., Lindqvist, B., Mbeki, T. (2021). Grain storage in humid "
        "climates. Journal of Food Engineering, 12(3), 44–59.",
        "Grain storage in humid climates",
        ["C. Okafor", "B. Lindqvist", "T. Mbeki"],
        2021,
        "Journal of Food Engineering",
    ),
    (
        "(Okafor and Lindqvist 2019) Okafor, C., Lindqvist, B. (2019). Soil moisture under drip "
        "irrigation. Agricultural Water Management, 8, 1–9.",
        "Soil moisture under drip irrigation",
        ["C. Okafor", "B. Lindqvist"],
        2019,
        "Agricultural Water Management",
    ),
    (
        "[Halvorsen et al., 2018] Halvorsen, K., Tamura, Y., Ribeiro, P.: ‘Sparse sensing of river "
        "flow’; Water Research, 44, 2 (2018), 100–122.",
        "Sparse sensing of river flow",
        ["K. Halvorsen", "Y. Tamura", "P. Ribeiro"],
        2018,
        "Water Research",
    ),
    (
        "Brennecke 2017a Brennecke, M. (2017a). Coastal dunes and their plants. Marine Ecology, 5, 3–8.",
        "Coastal dunes and their plants",
        ["M. Brennecke"],
        2017,
        "Marine Ecology",
    ),
    (
        "BRENNECKE 2016 BRENNECKE M., « Les dunes côtières », Revue d'écologie, 12, 2016, p. 3-8.",
        "Les dunes côtières",
        ["M BRENNECKE"],
        2016,
        "Revue d'écologie",
    ),
    (
        "Okafor et al. 2020Okafor C., Lindqvist B. & Mbeki T., « Grain storage in dry climates », "
        "Food Chemistry, 106/9, 2020, p. 100-122.",
        "Grain storage in dry climates",
        ["C. Okafor", "B. Lindqvist", "T. Mbeki"],
        2020,
        "Food Chemistry",
    ),
    (
        "Okafor & Lindqvist 2022Okafor C. & Lindqvist B., « Grain storage revisited », Food Chemistry, "
        "12, 2022, p. 1-22.",
        "Grain storage revisited",
        ["C. Okafor", "B. Lindqvist"],
        2022,
        "Food Chemistry",
    ),
    # An abbreviation list's "label = reference" (classics' and archaeology's journals).
    (
        "Halvorsen et al. 2011 = Halvorsen, K. et al., Drift of river sediments, Food Chemistry 14/2 "
        "(2011), 22–31.",
        "Drift of river sediments",
        ["K. Halvorsen"],
        2011,
        "Food Chemistry",
    ),
    (
        "Moretti 1998 = Moretti, L., Le anfore del porto, Food Chemistry 50 (1998), 101–130.",
        "Le anfore del porto",
        ["L. Moretti"],
        1998,
        "Food Chemistry",
    ),
    (
        "de Vries et al. 1989de Vries H., Tanaka H. & Osei G., « Growth of protein crystals », "
        "Food Chemistry, 4, 1989, p. 9-12.",
        "Growth of protein crystals",
        ["H. de Vries", "H. Tanaka", "G. Osei"],
        1989,
        "Food Chemistry",
    ),
    # The label glued to names written given name first, or to a reference whose only year it holds.
    (
        "Halvorsen et al. 2011K. Halvorsen, Y. Tamura, P. Ribeiro, « Drift of river sediments », "
        "Food Chemistry 14/2, 2011, 22‑31.",
        "Drift of river sediments",
        ["K. Halvorsen", "Y. Tamura", "P. Ribeiro"],
        2011,
        "Food Chemistry",
    ),
    (
        "van der Meer et al. 2014van der Meer J., Tamura Y. et Osei G., « Sediments of the delta », "
        "Food Chemistry, 14, 2 : 22‑31.",
        "Sediments of the delta",
        ["J. van der Meer", "Y. Tamura", "G. Osei"],
        2014,
        "Food Chemistry",
    ),
    # The label closed by a comma, the family names in capitals, a particle after the initials.
    (
        "Halvorsen, van den Bosch & Ribeiro 2011, HALVORSEN K., BOSCH T. van den, RIBEIRO P., Drift "
        "of river sediments, Food Chemistry, 14, 2, 2011, p. 22–31.",
        "Drift of river sediments",
        ["K. HALVORSEN", "T. van den BOSCH", "P. RIBEIRO"],
        2011,
        "Food Chemistry",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), AUTHOR_DATE_LABELS)
def test_an_author_date_label_before_the_reference_is_no_part_of_its_names(text, title, authors, year, venue):
    entry = assert_fields(text, title, authors, year, venue)
    assert entry["venue_acronym"] is None


def test_an_author_date_label_is_looked_for_once_and_what_was_found_handed_on():
    # The entry reader looks for the label and hands the rules' reader what it found: nothing left
    # where it took the label off the first line, or where a label over two lines ends (the rules
    # take it off their joined text). Told there is none, the rules' reader does not look again.
    body = "Okafor, C. and Lindqvist, P. (2019). Braided channels of the north. Coastal Letters 3, 1-9."
    for lines in (["Okafor & Lindqvist 2019 " + body], ["(Okafor and", "Lindqvist 2019) " + body]):
        entry, _ = read_entry(lines)
        assert (entry.authors, entry.title, entry.year) == (
            ["C. Okafor", "P. Lindqvist"],
            "Braided channels of the north",
            2019,
        )
    text = "Okafor 2019 " + body
    assert read_reference(text)[0].authors == ["C. Okafor", "P. Lindqvist"]
    assert read_reference(text, label_end=len("Okafor 2019 "))[0].authors == ["C. Okafor", "P. Lindqvist"]
    assert read_reference(text, label_end=0)[0].title.startswith("Okafor, C. and Lindqvist")


@pytest.mark.parametrize(
    "text",
    [
        "[Smith19] Smith, J., Carter, A.: Learning to rank documents. In: Proc. SIGIR, pp. 1–10 (2019)",
        "[SGC+21] Smith, J., Gupta, R., Carter, A., Dorn, K.: Learning to rank documents. In: Proc. "
        "SIGIR, pp. 1–10 (2021)",
    ],
)
def test_an_alphabetic_label_before_the_names_is_no_part_of_them(text):
    entry = read_one(text)
    assert entry["authors"][:2] == ["J. Smith", "R. Gupta" if "SGC" in text else "A. Carter"]
    assert entry["title"] == "Learning to rank documents"


@pytest.mark.parametrize(
    ("text", "authors", "year"),
    [
        (
            "O'Neill et al. 1999 : K. A. O'Neill, J. Lund, D. Marsh, F. Berg, The harbour of grain, "
            "in Colloque des ports (Working Notes), 1999.",
            ["K. A. O'Neill", "J. Lund", "D. Marsh", "F. Berg"],
            1999,
        ),
        (
            "de Wit & Tan 1989, WIT H. de, TAN M., The harbour of grain, Cambridge, Routledge, 1989.",
            ["H. de WIT", "M. TAN"],
            1989,
        ),
    ],
)
def test_a_label_whose_first_name_the_reference_writes_with_its_initials_first_is_no_part_of_it(
    text, authors, year
):
    # French archaeology's styles: the label names the first author by the family name, and the
    # reference writes that name with its initials before it, or with its particle after it.
    entry = read_one(text)
    assert (entry["authors"], entry["title"], entry["year"]) == (authors, "The harbour of grain", year)


def test_a_name_and_a_year_before_a_title_opening_with_that_word_are_no_label():
    # "Lyon's" is no name list that "Lyon 1990" could label: the name before the year is the author.
    entry = read_one("Lyon 1990 Lyon's harbour and its trade. Revue du Nord-Est 9, 1990, p. 12-19.")
    assert (entry["authors"], entry["title"]) == (["Lyon"], "Lyon's harbour and its trade")


# "(2016). TITLE. ISSN 2011 - 4572 . Journal.": a serial's number between the title and the venue.
SERIAL_NUMBERS = """DUARTE LIMA, R.
(2016). LA ENSEÑANZA DE LAS FRACCIONES EN LA ESCUELA RURAL. ISSN 2011 - 4572 . Revista de Estudios Andinos.
(2014). MODELOS PARA EL AULA. ISBN: 978-612-4011-22-5 . Editorial Sierra Alta.
"""


def test_an_issn_or_isbn_number_gives_no_year_and_no_venue():
    entries = parse(SERIAL_NUMBERS).entries
    assert [(entry.year, entry.venue) for entry in entries][:1] == [(2016, "Revista de Estudios Andinos")]
    assert entries[1].year == 2014
    assert all("4572" not in (entry.venue or "") and "978" not in (entry.title or "") for entry in entries)


def test_only_a_labelled_number_of_a_serials_length_is_left_out():
    # A number too short for an ISSN, and a report's number with no ISSN label, are read as written.
    entry = parse("Okafor, H. (2019). Tide tables. Coastal Notes, ISSN: 1201, 4–9.\n").entries[0]
    assert (entry.year, entry.pages) == (2019, "4–9")
    entry = parse("Okafor, H. (2019). Tide tables 2011-4572. Coastal Notes, 4–9.\n").entries[0]
    assert entry.title == "Tide tables 2011-4572"


# A reading list dated to the day, the month and day after the year and a comma before the names.
DATED_TO_THE_DAY = [
    (
        "2019 March 4, Ruth Okafor, Lena K. Brandt, Tomas Varga, Ines Halloran, Piet Moreau, Anna Lind, "
        "Karl J. Vik, and Sara Holm. Tidal mixing shapes the foraging of shore crabs. Coastal Letters.",
        "Tidal mixing shapes the foraging of shore crabs",
        [
            *("Ruth Okafor", "Lena K. Brandt", "Tomas Varga", "Ines Halloran"),
            *("Piet Moreau", "Anna Lind", "Karl J. Vik", "Sara Holm"),
        ],
        2019,
    ),
    (
        "2018 October 30, Lena Brandt and Tomas Varga. Can drifters map a plume?. bioRxiv:123456.",
        "Can drifters map a plume?",
        ["Lena Brandt", "Tomas Varga"],
        2018,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year"), DATED_TO_THE_DAY)
def test_a_date_to_the_day_before_the_names_gives_the_year_and_leaves_the_names_whole(
    text, title, authors, year
):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (title, authors, year)


@pytest.mark.parametrize("family", ["May", "August"])
def test_a_family_name_that_is_a_months_word_after_a_leading_year_stays_a_name(family):
    entry = read_one(
        f"2015 {family}, T., Brandt, L. Tidal mixing in shallow estuaries. Coastal Letters, 12, 40-52."
    )
    assert (entry["title"], entry["authors"], entry["year"]) == (
        "Tidal mixing in shallow estuaries",
        [f"T. {family}", "L. Brandt"],
        2015,
    )


def test_a_year_among_the_titles_words_leaves_the_year_before_it_the_date():
    text = "\n".join(
        [
            "Opinion pieces",
            "2020: Crowdfunding and the new campaigns. The Daily Courier.",
            "2019: Where the money for the elections of 2018 came from. The Daily Courier.",
            "2018: The past and future of campaign spending. The Daily Courier.",
        ]
    )
    entries = parse(text).entries
    assert [(entry.title, entry.year) for entry in entries] == [
        ("Crowdfunding and the new campaigns", 2020),
        ("Where the money for the elections of 2018 came from", 2019),
        ("The past and future of campaign spending", 2018),
    ]


def test_a_year_and_a_colon_before_a_title_holding_a_year_is_the_date():
    entry = parse("2019: Harbour trade in the decades after 1850. Maritime History 12: 1-20.").entries[0]
    assert (entry.title, entry.year) == ("Harbour trade in the decades after 1850", 2019)


@pytest.mark.parametrize("opening", ["“", '"', "«"])
def test_a_year_before_a_quoted_title_is_the_date_and_no_name(opening):
    closing = {"“": "”", '"': '"', "«": "»"}[opening]
    entry = read_one(
        f"2019 {opening}Harbour Trades and Their Guilds,{closing} 12th Annual Meeting of the Maritime "
        "History Society, Lisbon (March 4-6)"
    )
    assert (entry["title"], entry["authors"], entry["year"]) == ("Harbour Trades and Their Guilds", [], 2019)


def test_a_year_before_a_co_author_note_and_a_quoted_title_leaves_the_co_authors():
    entry = read_one(
        "2021 With Amara Okafor, “Harbour Trades and Their Guilds,” 12th Annual Meeting of the "
        "Maritime History Society, Lisbon (March 4-6)"
    )
    assert (entry["title"], entry["authors"], entry["year"]) == (
        "Harbour Trades and Their Guilds",
        ["Amara Okafor"],
        2021,
    )


def test_a_year_among_a_meetings_words_leaves_the_year_before_the_item_the_date():
    text = (
        "Conference Papers\n\n"
        "2019 “Harbour Strikes and the Dockers’ Press,” Labour Movements after 1945, University of "
        "Leeds (May 3-5)\n\n"
        "2018 “Rural Cooperatives and the Politics of Milk,” Agrarian History Seminar, King’s "
        "College, London\n\n"
        "2017 “Housing Protest in Glasgow,” Urban Protest since 1968, University of Glasgow (October 12)\n"
    )
    entries = parse(text).entries
    assert [(entry.title, entry.year) for entry in entries] == [
        ("Harbour Strikes and the Dockers’ Press", 2019),
        ("Rural Cooperatives and the Politics of Milk", 2018),
        ("Housing Protest in Glasgow", 2017),
    ]


def test_a_year_after_a_comma_still_dates_an_item_with_a_year_before_it():
    entry = parse("1999. Okafor, H. Coastal erosion and sediment budgets, Maritime Notes 4, 1993.").entries[0]
    assert entry.year == 1993


def test_a_label_taken_off_a_reference_without_a_title_leaves_its_year():
    # A paper cited by its meeting alone ("vol., 1991, 38‑62"): the year of the label stands.
    entry = read_one(
        "Lund et alii 1991 : Eva Ji-Hoon Lund et alii, West Coast Conference on Formal Grain, "
        "vol., 1991, 38‑62."
    )
    assert (entry["authors"], entry["authors_truncated"], entry["year"]) == (["Eva Ji-Hoon Lund"], True, 1991)
