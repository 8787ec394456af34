"""Free-text references whose names meet the title with little to mark the change, one pasted at a
time: a title opening with a one-letter word after inverted given names, a title right after the last
family name of a list written initials first. The title, the authors, the year and the venue each as
written."""

import pytest

from publications.parsing.names import split_authors
from publications.parsing.reference import read_reference
from publications.tests.parsing_helpers import assert_fields, read_one

# "Family, Given I., A title …": the one-letter word opens the title; it is no initial.
ONE_LETTER_WORD_TITLES = [
    (
        "DVOŘÁK, Karel J., Z dějin městských škol, Brno 1962.",
        "Z dějin městských škol",
        ["Karel J. DVOŘÁK"],
        1962,
        None,
    ),
    (
        "Halvorsen, Ingrid, A history of the northern fisheries, Bergen 1987.",
        "A history of the northern fisheries",
        ["Ingrid Halvorsen"],
        1987,
        None,
    ),
    (
        "Kowalczyk, Piotr M., O pochodzeniu nazw rzecznych, Kraków 1974.",
        "O pochodzeniu nazw rzecznych",
        ["Piotr M. Kowalczyk"],
        1974,
        None,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), ONE_LETTER_WORD_TITLES)
def test_a_one_letter_word_after_given_names_opens_the_title(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_an_initial_before_a_particle_stays_a_name():
    assert_fields(
        "Lindgren, S., K de Vries, and P. Aalto, Tidal mixing in shallow bays. Estuaries 12, 101-109, 1999.",
        "Tidal mixing in shallow bays",
        ["S. Lindgren", "K de Vries", "P. Aalto"],
        1999,
        "Estuaries",
    )


# "I. Family, I.I. Family and I. Family, Title, …": a family name before "and" and the next initial
# goes on to the last name; the initials before it are no inverted pair's.
INITIALS_FIRST_LISTS = [
    (
        "P. Lindqvist, K.E. Marsh, T.J. Oduya and R. Vance, Slow light in coupled ring resonators, "
        "Opt. Express 19 (2011) 2210-2219.",
        "Slow light in coupled ring resonators",
        ["P. Lindqvist", "K.E. Marsh", "T.J. Oduya", "R. Vance"],
        2011,
        "Opt. Express",
    ),
    (
        "S. Achebe, M.A.K. Dlamini and F. Oyelaran, Soil moisture under maize canopies, "
        "Agric. Water Manage. 88 (2007) 41-50.",
        "Soil moisture under maize canopies",
        ["S. Achebe", "M.A.K. Dlamini", "F. Oyelaran"],
        2007,
        "Agric. Water Manage.",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), INITIALS_FIRST_LISTS)
def test_a_name_before_and_goes_on_to_the_last_name(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


# "I.I. Family, I. Family (2021) Title, Journal, …": a family name before the year in parentheses
# closes the names; the initial before it is the last name's, not the given half of "Family, I.".
YEAR_IN_PARENTHESES_AFTER_INITIALS_FIRST = [
    (
        "B.C. Dorn, L. Mayer (2021) Improved Moving Squares for Reliability, Journal of Methods, 18(1), "
        "2050024.",
        "Improved Moving Squares for Reliability",
        ["B.C. Dorn", "L. Mayer"],
        2021,
        "Journal of Methods",
    ),
    (
        "T.K. Osei, R. Lund, M. Varga (2018). Damping of Tall Masts in Gusty Wind. Wind and Structures, 27, "
        "1-12.",
        "Damping of Tall Masts in Gusty Wind",
        ["T.K. Osei", "R. Lund", "M. Varga"],
        2018,
        "Wind and Structures",
    ),
]


@pytest.mark.parametrize(
    ("text", "title", "authors", "year", "venue"), YEAR_IN_PARENTHESES_AFTER_INITIALS_FIRST
)
def test_a_family_name_before_a_year_in_parentheses_closes_the_names(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_an_inverted_pair_before_a_year_in_parentheses_stays_inverted():
    assert_fields(
        "Dorn, B. C., Mayer, L. (2021). Improved Moving Squares for Reliability. Journal of Methods, 18(1), "
        "2050024.",
        "Improved Moving Squares for Reliability",
        ["B. C. Dorn", "L. Mayer"],
        2021,
        "Journal of Methods",
    )


def test_a_section_letter_run_into_the_volume_ends_the_title():
    # "Phys. Rev. B28 (2011)": the journal's section letter written against its volume; the rule
    # reader itself ends the title there.
    entry, _ = read_reference(
        "A. Moreau, T. Ndlovu and C. Park, Edge states in folded graphene ribbons, Phys. Rev. B28 (2011) "
        "1197-1204."
    )
    assert (entry.title, entry.authors, entry.year) == (
        "Edge states in folded graphene ribbons",
        ["A. Moreau", "T. Ndlovu", "C. Park"],
        2011,
    )
    assert entry.venue.startswith("Phys. Rev.")


# A magazine's byline after the title, the parts separated by semicolons: "Title by Names, MD; Journal".
BYLINES = [
    (
        "Sleep and Memory in Older Adults by Marta K. Oduya, MD; Geriatric Practice Today; Vol. 9, No.3, "
        "p.14; May/June 2016",
        "Sleep and Memory in Older Adults",
        ["Marta K. Oduya"],
        2016,
        "Geriatric Practice Today",
    ),
    (
        "Caring for the Caregiver by Lena Borg, RN, and Tom Akers, PhD; Nursing Outlook Weekly; Vol. 12, "
        "No.1, p.8; January 2019",
        "Caring for the Caregiver",
        ["Lena Borg", "Tom Akers"],
        2019,
        "Nursing Outlook Weekly",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), BYLINES)
def test_a_byline_after_the_title_gives_the_names(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


# A project's list of the papers that use it: "Title by I. Family, … and I. Family, Month Year.",
# the byline closed by the date, no venue.
DATED_BYLINES = [
    (
        "Adaptive Meshes for Coupled Porous Flow by R. Okafor, D. Lund and E. Varga, June 2021.",
        "Adaptive Meshes for Coupled Porous Flow",
        ["R. Okafor", "D. Lund", "E. Varga"],
        2021,
        None,
    ),
    (
        "Meshy: Spline Tools in Python by K.A. Okafor and E.H. van Lund, January 2020.",
        "Meshy: Spline Tools in Python",
        ["K.A. Okafor", "E.H. van Lund"],
        2020,
        None,
    ),
    (
        "Eddy Currents in Moving Conductors by L.M. Varga, 2019.",
        "Eddy Currents in Moving Conductors",
        ["L.M. Varga"],
        2019,
        None,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), DATED_BYLINES)
def test_a_byline_closed_by_its_date_gives_the_names(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_by_before_words_without_initials_is_no_dated_byline():
    entry, _ = read_reference("Routing by Agreement in Small Networks, June 2021.")
    assert entry.authors == []
    assert entry.title.startswith("Routing by Agreement in Small Networks")


def test_by_inside_a_title_without_names_is_no_byline():
    assert_fields(
        "Written by the sea: coastal memoirs; Journal of Shore Studies; 2019",
        "Written by the sea: coastal memoirs",
        [],
        2019,
        "Journal of Shore Studies",
    )


# "Given Family, I. Family: Title": the colon closes the names, after the last one's initial and
# family name; an inverted "Family, I." pair stays whole before a one-word title and its colon.
NAMES_CLOSED_BY_A_COLON = [
    (
        "Hanna Vogel, K. Brenner: Lernen im Wechsel der Jahreszeiten. Zeitschrift für Schulpraxis"
        " 14 (1988) 3, 210-224",
        "Lernen im Wechsel der Jahreszeiten",
        ["Hanna Vogel", "K. Brenner"],
        1988,
        "Zeitschrift für Schulpraxis",
    ),
    (
        "1994: Ute Marquardt, P. Lindner, R. Sommer: Schulwege im ländlichen Raum. In: Pädagogische Rundschau"
        " 7/1994, S. 301-315",
        "Schulwege im ländlichen Raum",
        ["Ute Marquardt", "P. Lindner", "R. Sommer"],
        1994,
        "Pädagogische Rundschau",  # the issue of the year, "7/1994", is no part of it
    ),
    (
        "Smith, J. Robotics: a survey of methods. Journal of Machines 4 (2001): 1-20.",
        "Robotics: a survey of methods",
        ["J. Smith"],
        2001,
        "Journal of Machines",
    ),
    (
        "Van Dijk, T. Racism: a study of the press. Media Quarterly 9 (1991): 33-50.",
        "Racism: a study of the press",
        ["T. Van Dijk"],
        1991,
        "Media Quarterly",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), NAMES_CLOSED_BY_A_COLON)
def test_a_colon_after_an_initial_and_a_family_name_closes_the_names(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


# "A. R. Family, Word, Word, and Word: subtitle": after whole names written given name first, a lone
# word opens the title; an inverted "Family, Given" pair is no such word.
LONE_WORD_AFTER_WHOLE_NAMES = [
    (
        # (The book the pages are in, "Kings and Councils. Acta IX", follows the title's comma.)
        "A. R. Falk, Wealth and Wisdom: the Politics of a River Kingdom, Kings and Councils. Acta IX,"
        " Westport, 1988, 31-52",
        "Wealth and Wisdom: the Politics of a River Kingdom",
        ["A. R. Falk"],
        1988,
        "Kings and Councils. Acta IX",
    ),
    (
        "L. M. Daniel, Counting, Weighing, and Measuring: Numbers in the Medieval Market. Journal of"
        " Trade History 12 (2001): 40-66.",
        "Counting, Weighing, and Measuring: Numbers in the Medieval Market",
        ["L. M. Daniel"],
        2001,
        "Journal of Trade History",
    ),
    (
        "Okafor, Chidi, Rivers: a history of the delta trade, Lagos 1996.",
        "Rivers: a history of the delta trade",
        ["Chidi Okafor"],
        1996,
        None,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), LONE_WORD_AFTER_WHOLE_NAMES)
def test_a_lone_word_after_whole_names_opens_the_title(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


# "et alii" and "and al." are written for "et al.": the list ends there, cut short.
OTHER_SPELLINGS_OF_ET_AL = [
    (
        "Vasseur et alii, Les jardins ouvriers du Nord. Histoire et usages, Lille, Presses du Septentrion,"
        " 2011.",
        "Les jardins ouvriers du Nord. Histoire et usages",
        ["Vasseur"],
        2011,
        None,
    ),
    (
        "Moreau C, Lenoir B and al. Grain storage pits in the Neolithic. Journal of Field Archaeology"
        " 12 (2004): 40-52.",
        "Grain storage pits in the Neolithic",
        ["C Moreau", "B Lenoir"],
        2004,
        "Journal of Field Archaeology",
    ),
    ("Okafor and Al Smith, Trade winds, Lagos, 1999.", "Trade winds", ["Okafor", "Al Smith"], 1999, None),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), OTHER_SPELLINGS_OF_ET_AL)
def test_et_alii_and_and_al_cut_the_list_short_like_et_al(text, title, authors, year, venue):
    entry = assert_fields(text, title, authors, year, venue)
    assert entry["authors_truncated"] == ("Al Smith" not in authors)


# "et alii" or "et alia" with no stop of its own, the title straight after it: read as "et al." with
# its point, which closes the names.
@pytest.mark.parametrize("marker", ["et alii", "et alia"])
def test_et_alii_without_a_stop_before_the_title_ends_the_names(marker):
    entry = assert_fields(
        f"Okafor A, Lindqvist B {marker} Reading habits of rural pupils. J Educ Res. 2014;12:33-41.",
        "Reading habits of rural pupils",
        ["A Okafor", "B Lindqvist"],
        2014,
        "J Educ Res",
    )
    assert entry["authors_truncated"]


# "et al." in other languages: German "u.a." / "u. a.", French "et coll.", Dutch "e.a.", Spanish
# "y otros" / "y cols.", Portuguese "e outros", and "et al" without its period or "and others": the
# list ends there, cut short, and the marker is neither a name nor the title.
ET_AL_IN_OTHER_LANGUAGES = [
    (
        "Brandt, K., Vogel, M. u.a. (2015): Lernen im Wandel der Zeit. Zeitschrift für Pädagogik 61, 12-30.",
        "Lernen im Wandel der Zeit",
        ["K. Brandt", "M. Vogel"],
        2015,
        "Zeitschrift für Pädagogik",
    ),
    (
        "Brandt, K., Vogel, M. u. a. (2015): Lernen im Wandel der Zeit. Zeitschrift für Pädagogik 61, 12-30.",
        "Lernen im Wandel der Zeit",
        ["K. Brandt", "M. Vogel"],
        2015,
        "Zeitschrift für Pädagogik",
    ),
    (
        "Moreau P, Lefevre J, et coll. Les pratiques de soins en milieu rural. Rev Prat. 2012;62:45-50.",
        "Les pratiques de soins en milieu rural",
        ["P Moreau", "J Lefevre"],
        2012,
        "Rev Prat",
    ),
    (
        "Jansen, P., de Vries, K. e.a. (2009). Leren in de klas. Pedagogische Studiën, 86, 1-15.",
        "Leren in de klas",
        ["P. Jansen", "K. de Vries"],
        2009,
        "Pedagogische Studiën",
    ),
    (
        "García M, López R, y otros. Evaluación del aprendizaje escolar. Rev Educ. 2010;35:10-20.",
        "Evaluación del aprendizaje escolar",
        ["M García", "R López"],
        2010,
        "Rev Educ",
    ),
    (
        "García M, López R, y cols. Evaluación del aprendizaje escolar. Rev Educ. 2010;35:10-20.",
        "Evaluación del aprendizaje escolar",
        ["M García", "R López"],
        2010,
        "Rev Educ",
    ),
    (
        "Souza A, Lima B, e outros. Avaliação da leitura escolar. Rev Bras Educ. 2011;16:5-18.",
        "Avaliação da leitura escolar",
        ["A Souza", "B Lima"],
        2011,
        "Rev Bras Educ",
    ),
    (
        "Okafor A, Lindqvist B, et al Reading habits of rural pupils. J Educ Res. 2014;12:33-41.",
        "Reading habits of rural pupils",
        ["A Okafor", "B Lindqvist"],
        2014,
        "J Educ Res",
    ),
    (
        "Okafor, A., Lindqvist, B., and others (2014). Reading habits of rural pupils."
        " Journal of Educational Research, 12, 33-41.",
        "Reading habits of rural pupils",
        ["A. Okafor", "B. Lindqvist"],
        2014,
        "Journal of Educational Research",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), ET_AL_IN_OTHER_LANGUAGES)
def test_et_al_in_other_languages_ends_the_author_list(text, title, authors, year, venue):
    entry = assert_fields(text, title, authors, year, venue)
    assert entry["authors_truncated"]


# Given name first, the marker straight before the colon that closes the names (German
# "Author u. a.: Title, Journal 12/3 (2015), S. 1–9.", its other spellings alike).
@pytest.mark.parametrize("marker", ["u. a.", "u.a.", "y otros", "et alii", "e.a."])
def test_et_al_in_other_languages_before_a_colon_ends_the_names(marker):
    entry = read_one(
        f"Katrin Brandt {marker}: Lernen im Wandel der Zeit, Zeitschrift für Pädagogik 61/2 (2015), S. 12–30."
    )
    assert entry["authors"] == ["Katrin Brandt"]
    assert entry["authors_truncated"]
    assert entry["title"] == "Lernen im Wandel der Zeit"
    assert entry["venue"] == "Zeitschrift für Pädagogik"


# "et al." run together, with a stray point, or with the year glued on: the list ends there, cut
# short, as at "et al.".
GLUED_ET_AL = [
    (
        "Okafor A, Lindqvist B, Haugen C etal. Reading habits of rural pupils. J Educ Res. 2014;12:33-41.",
        "Reading habits of rural pupils",
        ["A Okafor", "B Lindqvist", "C Haugen"],
        2014,
        "J Educ Res",
    ),
    (
        "Okafor A, Lindqvist B, Haugen C etal.2014. Reading habits of rural pupils. J Educ Res 12: 33-41.",
        "Reading habits of rural pupils",
        ["A Okafor", "B Lindqvist", "C Haugen"],
        2014,
        "J Educ Res",
    ),
    (
        "Okafor, A., Lindqvist, B., et.al. (2014). Reading habits of rural pupils. Journal of Rural"
        " Education, 12, 33-41.",
        "Reading habits of rural pupils",
        ["A. Okafor", "B. Lindqvist"],
        2014,
        "Journal of Rural Education",
    ),
    (
        "Okafor A, Lindqvist B, et al.2014. Reading habits of rural pupils. J Educ Res 12: 33-41.",
        "Reading habits of rural pupils",
        ["A Okafor", "B Lindqvist"],
        2014,
        "J Educ Res",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), GLUED_ET_AL)
def test_et_al_written_together_ends_the_author_list(text, title, authors, year, venue):
    entry = assert_fields(text, title, authors, year, venue)
    assert entry["authors_truncated"]


# "etal" inside a word or a title is no "et al.".
def test_etal_inside_a_title_stays_in_it():
    entry = read_one("Okafor A, Lindqvist B. Metal etal mixtures in ore. J Geol Res. 2014;12:33-41.")
    assert entry["title"] == "Metal etal mixtures in ore"
    assert entry["authors"] == ["A Okafor", "B Lindqvist"]
    assert not entry["authors_truncated"]


# A name written with the non-breaking hyphen (U+2011) or the hyphen U+2010 is read as a name written
# with "-": the list goes on after it; the name and the raw text keep the hyphen as pasted.
@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Marie\u2011Claire Fontaine and Paul Okonkwo. 2016. Tidal marsh sediments."
            " Coastal Studies 9: 1-12.",
            ["Marie\u2011Claire Fontaine", "Paul Okonkwo"],
        ),
        (
            "Lindgren\u2010Holm, K., Okonkwo, P. (2016). Tidal marsh sediments. Coastal Studies, 9, 1-12.",
            ["K. Lindgren\u2010Holm", "P. Okonkwo"],
        ),
    ],
)
def test_a_name_with_another_hyphen_is_read_with_its_coauthors(text, authors):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == ("Tidal marsh sediments", authors, 2016)
    assert entry["raw"] == text


# The words that spell "et al." in a language are also words of its titles: there they stay.
@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Ruiz, Ana. Ficciones y otros relatos del puerto. Lima: Ediciones del Sur, 2003.",
            "Ficciones y otros relatos del puerto",
        ),
        (
            "Lopes, Rita. Sopa e outros pratos da serra. Porto: Edições Norte, 2008.",
            "Sopa e outros pratos da serra",
        ),
    ],
)
def test_words_of_et_al_inside_a_title_stay_in_it(text, title):
    entry = read_one(text)
    assert entry["title"] == title
    assert not entry["authors_truncated"]


# A name written in full, then a title with a colon subtitle: the words before the colon open the
# title (a thing's name, or a particle with no given name before it), they are no second name; two
# names in full closed by a colon stay two names.
@pytest.mark.parametrize(
    ("text", "title", "authors", "year", "venue"),
    [
        (
            "Ana L. Ruiz, Becoming Modern: Cities and Markets in Colonial Lima, Stanford University Press,"
            " 2011.",
            "Becoming Modern: Cities and Markets in Colonial Lima",
            ["Ana L. Ruiz"],
            2011,
            None,
        ),
        (
            "Ana L. Ruiz, Lima Connections: Cities and Markets, 1600-1750, Stanford University Press, 2011.",
            "Lima Connections: Cities and Markets, 1600-1750",
            ["Ana L. Ruiz"],
            2011,
            None,
        ),
        (
            "Pieter Jansen, De Haven: van stad tot wereldhaven, Archis, No. 3, 2004, 12-19.",
            "De Haven: van stad tot wereldhaven",
            ["Pieter Jansen"],
            2004,
            "Archis",
        ),
        (
            "Hanna Vogel, Klaus Brenner: Die Schule im Wandel. Weinheim: Beltz 2001.",
            "Die Schule im Wandel",
            ["Hanna Vogel", "Klaus Brenner"],
            2001,
            None,
        ),
    ],
)
def test_a_title_with_a_colon_subtitle_after_a_name_in_full_is_the_title(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


# "Family, I. I., Title": the second initial and its comma still belong to the name.
@pytest.mark.parametrize(
    ("text", "title", "authors", "year", "venue"),
    [
        (
            "Lindqvist, E. M., Harbour Lights, The Courier, 4 mars 1971, p. 12",
            "Harbour Lights",
            ["E. M. Lindqvist"],
            1971,
            "The Courier",
        ),
        (
            "Okonjo, T. A., Market Day, The Observer, 2 June 1979, p. 9",
            "Market Day",
            ["T. A. Okonjo"],
            1979,
            "The Observer",
        ),
    ],
)
def test_initials_before_a_comma_end_the_name_not_open_the_title(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


VANCOUVER_NAME_THEN_TITLE_WORD_AND_COMMA = [
    (
        "Durand P. Villes, marchés et frontières. Lyon: Éd. de l’Aube; 2011. 180 p.",
        "Villes, marchés et frontières",
        ["P Durand"],
        2011,
        None,
    ),
    (
        "3. Okafor HA, Brandt LK. Rivers, deltas and the towns beside them. Le Puy, France: Éditions "
        "du Velay; 2009. 212 p.",
        "Rivers, deltas and the towns beside them",
        ["HA Okafor", "LK Brandt"],
        2009,
        None,
    ),
]


@pytest.mark.parametrize(
    ("text", "title", "authors", "year", "venue"), VANCOUVER_NAME_THEN_TITLE_WORD_AND_COMMA
)
def test_a_lone_word_and_a_comma_after_a_vancouver_name_open_the_title(text, title, authors, year, venue):
    """ "Family I. Word, lowercase …": the next name would be "Family I"; and the book's place with its
    country before the publisher is its imprint, no venue."""
    assert_fields(text, title, authors, year, venue)


FAMILY_AND_GIVEN_NAME_CLOSED_BY_A_YEAR_OR_A_COLON = [
    (
        "Lindqvist, Dirk 1988. Cognitive grammar and the history of words. In: A. Roe (ed.) Topics in "
        "linguistics. Amsterdam: Benjamins. 1-20.",
        "Cognitive grammar and the history of words",
        ["Dirk Lindqvist"],
        1988,
        "Topics in linguistics",
    ),
    (
        "Hale, Dard: Papermaking. The history of an old craft. New York 1978.",
        "Papermaking. The history of an old craft",
        ["Dard Hale"],
        1978,
        None,
    ),
]


@pytest.mark.parametrize(
    ("text", "title", "authors", "year", "venue"), FAMILY_AND_GIVEN_NAME_CLOSED_BY_A_YEAR_OR_A_COLON
)
def test_a_given_name_without_initials_ends_the_names_at_a_bare_year_or_a_colon(
    text, title, authors, year, venue
):
    assert_fields(text, title, authors, year, venue)


# French bibliographies: "Family (I.), Title", the initials in parentheses after the family name.
BRACKETED_INITIALS = [
    (
        "Durand (P.), Les moulins du Nord, Revue du Nord, 12, 1990, p. 5-36.",
        "Les moulins du Nord",
        ["P. Durand"],
        1990,
        "Revue du Nord",
    ),
    (
        "Durand (P.) et Lemoine (A.-M.), Les moulins du Nord, Revue du Nord, 12, 1990, p. 5-36.",
        "Les moulins du Nord",
        ["P. Durand", "A.-M. Lemoine"],
        1990,
        "Revue du Nord",
    ),
    (
        "Le Goff (J.) : Les moulins du Nord et leurs meuniers, Cahiers de Normandie, 4, 2006, p. 1-9.",
        "Les moulins du Nord et leurs meuniers",
        ["J. Le Goff"],
        2006,
        "Cahiers de Normandie",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), BRACKETED_INITIALS)
def test_initials_in_parentheses_after_the_family_name(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


# Elsevier's list of names written initials first, the last family name right before the title with
# no punctuation between them: the title opens after that family name.
UNPUNCTUATED_LAST_NAME = [
    (
        "K.I. Okafor, M.L. Brandt, R.A. Lima, P.G. Osei Coastal erosion in the northern delta: a field "
        "survey Mar. Geol. Res., 6 (2005), pp. 207-215",
        "Coastal erosion in the northern delta: a field survey",
        ["K.I. Okafor", "M.L. Brandt", "R.A. Lima", "P.G. Osei"],
        2005,
        "Mar. Geol. Res.",
    ),
    (
        "A. Okafor, M. Brandt-Lima Harbour towns of the north. Marine Geology, 6 (2005), pp. 207-215",
        "Harbour towns of the north",
        ["A. Okafor", "M. Brandt-Lima"],
        2005,
        "Marine Geology",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), UNPUNCTUATED_LAST_NAME)
def test_the_last_family_name_before_an_unpunctuated_title_ends_the_names(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_a_last_name_of_initials_before_its_family_name_and_a_period_is_unchanged():
    entry, _ = read_reference(
        "A. Okafor, M. J. Brandt. Harbour towns of the north. Marine Geology, 6 (2005) 9-15."
    )
    assert (entry.title, entry.authors) == ("Harbour towns of the north", ["A. Okafor", "M. J. Brandt"])


# Spanish double surnames with the second cut to its initial, then the given names' initials
# written together ("Ordóñez T. R.C."): the initial belongs to the family name, in every one-word
# "Family X. Y." name of that list.
def test_a_second_surnames_initial_stays_with_the_family_name():
    entry = read_one(
        "(2016) Ordóñez T. R.C., Villalba R. G., Quintero H. C., Ibarra L V.G. Antioxidant activity of"
        " river plants. Rev Biol Trop. 2016;3(4):488-98."
    )
    assert entry["authors"] == ["R.C. Ordóñez T.", "G. Villalba R.", "C. Quintero H.", "V.G. Ibarra L"]
    assert entry["title"] == "Antioxidant activity of river plants"


# Without a name in that form, "Family X. Y." is a family name and two initials; after two surnames
# written out the initial is a given name.
@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Villalba R. G., Quintero H. C. (2016). Antioxidant activity of river plants. Rev Biol Trop"
            " 3: 48-98.",
            ["R. G. Villalba", "H. C. Quintero"],
        ),
        (
            "Villalba Ruiz M, Ordóñez T. R.C. (2016). Antioxidant activity of river plants. Rev Biol Trop"
            " 3: 48-98.",
            ["M Villalba Ruiz", "R.C. Ordóñez T."],
        ),
    ],
)
def test_initials_after_a_family_name_are_given_names_without_the_spanish_form(text, authors):
    entry = read_one(text)
    assert (entry["title"], entry["authors"]) == ("Antioxidant activity of river plants", authors)


# A hyphenated initial ("J.-P." for Jean-Pierre) is one given name, not two written together: "Moreau
# A. J.-P." (French lists put the family name first, then the initials with their stops) is no
# second surname's initial before the given names, so every name of the list keeps its family name.
def test_a_hyphenated_initial_is_no_sign_of_a_second_surname():
    entry = read_one(
        "Moreau A. J.-P., Lefort B. C., Nkemelu D. 2011 : Erosion des berges sableuses, in Actes du"
        " colloque de géomorphologie, p. 12-30."
    )
    assert entry["authors"] == ["A. J.-P. Moreau", "B. C. Lefort", "D. Nkemelu"]
    assert entry["title"] == "Erosion des berges sableuses"


# "Family, I.; Family, I.; & Family, I.": the "&" after the last semicolon joins the last name; a
# name that opens with "and" stays whole.
@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Okafor, S.L.; Lindqvist, M.C.; & Haugen, M.A., 2011. Accuracy of tide gauges. Coastal Studies"
            " 9: 1-12.",
            ["S.L. Okafor", "M.C. Lindqvist", "M.A. Haugen"],
        ),
        (
            "Okafor, S.L.; Andersson, M.C. (2011). Accuracy of tide gauges. Coastal Studies 9: 1-12.",
            ["S.L. Okafor", "M.C. Andersson"],
        ),
    ],
)
def test_an_ampersand_after_the_last_semicolon_joins_the_last_name(text, authors):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == ("Accuracy of tide gauges", authors, 2011)


# Names written given name first, a middle initial among them, the last joined by ", and": the list
# ends at the period after the last family name, and a title opening with "A" keeps it.
GIVEN_NAMES_FIRST_WITH_INITIALS = [
    (
        "Lund, Peter K., Maria Holm, Sara E. Berg, and Jonas T. Vik. A Social History of the Fjords. "
        "Bergen: Harbour Press, 2005.",
        "A Social History of the Fjords",
        ["Peter K. Lund", "Maria Holm", "Sara E. Berg", "Jonas T. Vik"],
    ),
    (
        "Lund, Peter K., Sara E. Berg, and Jonas T. Vik. The Fjords. Bergen: Harbour Press, 2005.",
        "The Fjords",
        ["Peter K. Lund", "Sara E. Berg", "Jonas T. Vik"],
    ),
]


@pytest.mark.parametrize(("text", "title", "authors"), GIVEN_NAMES_FIRST_WITH_INITIALS)
def test_given_names_first_with_initials_end_at_the_last_family_name(text, title, authors):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (title, authors, 2005)
    rules, _ = read_reference(text)  # the rule reader alone, not only the labeller's reading
    assert (rules.title, rules.authors) == (title, authors)


def test_the_last_names_initial_after_and_stays_a_name():
    entry = read_one("Lund, P. K., Berg, S. E. and Vik, J. T. A social history of the fjords. Bergen, 2005.")
    assert entry["authors"] == ["P. K. Lund", "S. E. Berg", "J. T. Vik"]
    assert entry["title"] == "A social history of the fjords"


# Vancouver names, then the year bare and closed by a period: the last name keeps its initials.
def test_vancouver_names_before_a_bare_year_keep_the_last_initials():
    text = "Lund RO, Vik CA 2008. Priority areas for fjord conservation. Coastal Management 256: 1408-1417."
    entry = read_one(text)
    assert (entry["authors"], entry["year"], entry["title"]) == (
        ["RO Lund", "CA Vik"],
        2008,
        "Priority areas for fjord conservation",
    )
    rules, _ = read_reference(text)
    assert rules.authors == ["RO Lund", "CA Vik"]


def test_a_year_inside_the_title_after_vancouver_names_stays_the_titles():
    entry = read_one("Lund RO, Vik CA. Fjord trade in 2008. Coastal Management 256: 1408-1417, 2010.")
    assert (entry["authors"], entry["year"], entry["title"]) == (
        ["RO Lund", "CA Vik"],
        2010,
        "Fjord trade in 2008",
    )


# Before a quoted title, a day or a kind of work ("art.") after the names is no name.
WORDS_BEFORE_A_QUOTED_TITLE = [
    (
        "Ingrid Halvorsen, 14 mars 2012 : « Les ports du nord », conférence à l'université de Caen.",
        "Les ports du nord",
        ["Ingrid Halvorsen"],
        2012,
    ),
    (
        "Kowalczyk Piotr, art. « Rivière », in: Lund Per (ed.), Dictionnaire, Seuil, Paris 1995, 12-19.",
        "Rivière",
        ["Kowalczyk Piotr"],
        1995,
    ),
]


# "Title: Given I. Family and Given Family, Journal, Volume, Article, Year": the names after the
# title and a colon, in full, one at least with its initials.
NAMES_AFTER_TITLE_COLON = [
    (
        "Tidal mixing in shallow estuaries: Ruth A. Okafor and Lena Brandt, "
        "Coast. Sci. Lett., 12, 204511, 2021",
        "Tidal mixing in shallow estuaries",
        ["Ruth A. Okafor", "Lena Brandt"],
        2021,
    ),
    (
        "Sediment plumes after winter storms: Lena Brandt, Tomas K. Varga, and Ruth Okafor, "
        "Mar. Geol. Rev. 7, 88-97, 2019",
        "Sediment plumes after winter storms",
        ["Lena Brandt", "Tomas K. Varga", "Ruth Okafor"],
        2019,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year"), WORDS_BEFORE_A_QUOTED_TITLE)
def test_words_no_name_holds_before_a_quoted_title_leave_the_names(text, title, authors, year):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (title, authors, year)
    rules, _ = read_reference(text)
    assert rules.authors == authors


def test_a_word_after_the_year_that_closes_the_names_is_no_name():
    text = "Halvorsen Ingrid, Berg Per (2007), La « politique du nord ». Genèse et usages, Bergen, Nord."
    rules, _ = read_reference(text)
    assert (rules.authors, rules.year) == (["Halvorsen Ingrid", "Berg Per"], 2007)


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Ingrid Halvorsen et Per Lund, « Les ports du nord », Revue nordique, 2004, 12-19.",
            ["Ingrid Halvorsen", "Per Lund"],
        ),
        ("Vik, J., & Lund, P. (2011). « Les fjords ». Revue nordique, 4, 1-9.", ["J. Vik", "P. Lund"]),
    ],
)
def test_names_alone_before_a_quoted_title_all_stay(text, authors):
    rules, _ = read_reference(text)
    assert rules.authors == authors


def test_a_possessive_after_a_name_opens_the_title():
    entry = read_one("Ingrid Halvorsen, Sailor’s Almanac (1994), Bergen, Nord.")
    assert (entry["authors"], entry["year"]) == (["Ingrid Halvorsen"], 1994)
    assert entry["title"].startswith("Sailor’s Almanac")


def test_an_apostrophe_inside_family_names_keeps_them():
    entry = read_one("Anna O’Shea, Tomas D'Souza, Rivers of the north, Oslo, 2001.")
    assert (entry["authors"], entry["title"]) == (["Anna O’Shea", "Tomas D'Souza"], "Rivers of the north")


@pytest.mark.parametrize(("text", "title", "authors", "year"), NAMES_AFTER_TITLE_COLON)
def test_names_after_a_title_and_a_colon_are_the_authors(text, title, authors, year):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (title, authors, year)
    rules, _ = read_reference(text)
    assert (rules.title, rules.authors) == (title, authors)


# A subtitle after the colon reads like names of two words only where nothing marks them as names.
@pytest.mark.parametrize(
    "subtitle",
    [
        "Economic Growth and Social Change",
        "Theory and Practice",
        "Lisbon and Porto",
        "Ocean Letters and Marine Policy",
    ],
)
def test_a_subtitle_of_capitalised_words_after_the_colon_stays_the_titles(subtitle):
    rules, _ = read_reference(f"Fishing towns of the Atlantic coast: {subtitle}, Harbour Press, 2018")
    assert rules.title.endswith(subtitle) and rules.authors == []


# DBLP's form, "Given Family, Given I. Family: Title. Venue Year: pages": a middle initial before
# the last family name.
NAMES_CLOSED_BY_A_COLON = [
    (
        "Marta Lindqvist, Tomas Okafor, Ines K. Barrow: Snowmelt Timing under Warming. WSDM 2019: 12-20",
        "Snowmelt Timing under Warming",
        ["Marta Lindqvist", "Tomas Okafor", "Ines K. Barrow"],
        2019,
        "WSDM",
    ),
    (
        "Paul Arne, Chi-Wen Okafor, Ravi J. Lindqvist: Sparse Joins over Streams. VLDB 2011: 88-99",
        "Sparse Joins over Streams",
        ["Paul Arne", "Chi-Wen Okafor", "Ravi J. Lindqvist"],
        2011,
        "VLDB",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), NAMES_CLOSED_BY_A_COLON)
def test_names_closed_by_a_colon_keep_their_last_name_out_of_the_title(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_a_title_first_reference_gives_names_without_the_titles_stop():
    entry = read_one(
        "Reducing the cost of walking with a soft exosuit. Okafor T, Lindqvist M, Barrow IK, Arne P, "
        "Science (New York, N.Y.)."
    )
    assert entry["authors"] == ["T Okafor", "M Lindqvist", "IK Barrow", "P Arne"]


# The word joining the last two names in Scandinavian ("og", "och") or Indonesian ("dan") lists,
# before an inverted name whose initial carries an accent: the list goes on to that name.
@pytest.mark.parametrize(
    "text",
    [
        "[6] Okoro, H., Lind, C.F., Ivanova, R.Y., Mercier, L. og Baptiste, É.M., Sediment budgets of tidal"
        " inlets, Journal of Coastal Research, 12, s. 88–105, 2019.",
        "[8] Okoro, H., Lind, C.F., Ivanova-Sáez, R.Y., Mercier, L. och Baptiste, É.M., Sediment budgets of"
        " tidal inlets, Journal of Coastal Research, 12, s. 88–105, 2019.",
        "[7] Okoro, H., Lind, C.F., Ivanova, R.Y., Mercier, L. dan Baptiste, É.M., Sediment budgets of tidal"
        " inlets, dalam: Journal of Coastal Research, 12, hal. 88–105, 2019.",
    ],
)
def test_a_joining_word_of_another_language_before_an_accented_initial(text):
    entry = read_one(text)
    assert entry["authors"][-2:] == ["L. Mercier", "É.M. Baptiste"]
    assert entry["title"] == "Sediment budgets of tidal inlets"


# Chicago inverts the first author's name alone; the names after it stand given name first, the
# last joined by "and". Where commas (not periods) close the list, it goes on past the first pair.
CHICAGO_FIRST_NAME_INVERTED = [
    (
        "Okafor, Chidi, Marta van der Linde and Pavel Brandt, Tides of the northern delta, in Coastal"
        " Studies Review, 2011.",
        "Tides of the northern delta",
        ["Chidi Okafor", "Marta van der Linde", "Pavel Brandt"],
        2011,
        "Coastal Studies Review",
    ),
    (
        "Lindqvist, Maren, Ana Sofia Ruiz, Tomas Ek and Pavel Brandt, Salt marshes and their birds,"
        " Oslo 1998.",
        "Salt marshes and their birds",
        ["Maren Lindqvist", "Ana Sofia Ruiz", "Tomas Ek", "Pavel Brandt"],
        1998,
        None,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), CHICAGO_FIRST_NAME_INVERTED)
def test_names_after_a_first_inverted_pair_go_on_to_the_last_joined_name(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_a_first_inverted_pair_before_a_title_with_and_keeps_its_title():
    entry = read_one("Okafor, Chidi, Rivers and Lakes of the Delta, Lagos 1996.")
    assert entry["authors"] == ["Chidi Okafor"]
    assert entry["title"] == "Rivers and Lakes of the Delta"


# The first, inverted name of such a list may write its family name's particles after the given
# name ("Heuvel, Ingrid van den"): the piece is that name's given half, the list goes on.
PARTICLES_AFTER_THE_FIRST_GIVEN_NAME = [
    (
        "Heuvel, Ingrid van den, Tomas Ek, and Marta Osei. 2001. Tides of the North. Oslo: Nordlyd.",
        "Tides of the North",
        ["Ingrid van den Heuvel", "Tomas Ek", "Marta Osei"],
        2001,
    ),
    (
        "Linde, Marta van der, and Pavel Brandt. Salt Marshes and Their Birds. Leiden: Brill, 1998.",
        "Salt Marshes and Their Birds",
        ["Marta van der Linde", "Pavel Brandt"],
        1998,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year"), PARTICLES_AFTER_THE_FIRST_GIVEN_NAME)
def test_particles_after_the_first_given_name_keep_the_list_going(text, title, authors, year):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (title, authors, year)


# A family name opening with its particle, written first and given a whole given name after its
# comma ("von Holt, Karl"; ISO 690 and ABNT in capitals, "DA COSTA, Rui"): the given name is the
# pair's, not a title's first word after a name written in full.
PARTICLED_FAMILY_NAMES_WRITTEN_FIRST = [
    (
        "DA COSTA, Rui. A study of coastal fog. Marine Weather. 2009. Vol. 3, p. 10–20.",
        "A study of coastal fog",
        ["Rui DA COSTA"],
        2009,
        "Marine Weather",
    ),
    (
        "von Holt, Karl. Glacier retreat in the Alps. Ice Review. 2004. Vol. 8, p. 1–9.",
        "Glacier retreat in the Alps",
        ["Karl von Holt"],
        2004,
        "Ice Review",
    ),
    (
        "KLEIN, Otto and DE LA FUENTE, Irene. Winter floods of small rivers. "
        "In : Hydrology Days. Berlin : Springer, 2001. p. 5–9.",
        "Winter floods of small rivers",
        ["Otto KLEIN", "Irene DE LA FUENTE"],
        2001,
        "Hydrology Days",
    ),
    (
        "Riva, Luca, and van den Bosch, Eva. Soil moisture in alpine meadows. "
        "Alpine Ecology. 2015. Vol. 2, p. 3–8.",
        "Soil moisture in alpine meadows",
        ["Luca Riva", "Eva van den Bosch"],
        2015,
        "Alpine Ecology",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), PARTICLED_FAMILY_NAMES_WRITTEN_FIRST)
def test_a_particled_family_name_written_first_keeps_its_given_name(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


# ISO 690 and ABNT write every family name in capitals before its given names; the last, joined by
# "and", may be of two words with no particle ("MARTÍN PÉREZ, Élise"): it is a family name written
# first, and the word after its comma is its given name, not the title's first. Names in capitals
# written given name first, in a list not so opened, still close it at the comma after the last.
CAPITALS_FAMILY_NAMES_OF_TWO_WORDS_LAST = [
    (
        "OKAFOR, Nneka, HALL, Brian and SANTOS LIMA, Beatriz. Salt marsh carbon budgets. "
        "Coastal Letters. 2018. Vol. 6, p. 40–52.",
        "Salt marsh carbon budgets",
        ["Nneka OKAFOR", "Brian HALL", "Beatriz SANTOS LIMA"],
        2018,
        "Coastal Letters",
    ),
    (
        "VARGA, Ilona and KOVÁCS NAGY, Péter Pál. Dry summers on the plain. Puszta Studies. "
        "2011. Vol. 2, p. 7–19.",
        "Dry summers on the plain",
        ["Ilona VARGA", "Péter Pál KOVÁCS NAGY"],
        2011,
        "Puszta Studies",
    ),
]


@pytest.mark.parametrize(
    ("text", "title", "authors", "year", "venue"), CAPITALS_FAMILY_NAMES_OF_TWO_WORDS_LAST
)
def test_a_last_family_name_of_two_words_in_capitals_keeps_its_given_name(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_names_in_capitals_written_given_name_first_close_the_list_at_the_comma_after_the_last():
    entry = read_one(
        "N. OKAFOR and B. HALL DIAZ, Salt marsh carbon budgets, Coastal Letters 6 (2018), 40–52."
    )
    assert (entry["title"], entry["authors"], entry["year"]) == (
        "Salt marsh carbon budgets",
        ["N. OKAFOR", "B. HALL DIAZ"],
        2018,
    )


# Chicago (and APSA, the linguists' unified style) turn the first name alone round; a first
# family name of two words keeps the one word after its comma as its given name where the names
# after it are written given name first and the last is joined by "and" or "&", or the list is cut
# by "et al.".
TWO_WORD_FAMILY_NAME_TURNED_ROUND_FIRST = [
    (
        "Ruiz Blanco, Marta, and Ingrid Berg. 2019. “Tides of the North.” Nordic Hydrology 4: 1–9.",
        ["Marta Ruiz Blanco", "Ingrid Berg"],
    ),
    (
        "Ruiz Blanco, Marta, Tomas Ek, and Ingrid Berg. 2019. “Tides of the North.” Nordic Hydrology 4: 1–9.",
        ["Marta Ruiz Blanco", "Tomas Ek", "Ingrid Berg"],
    ),
    (
        "Ruiz Blanco, Marta & Ingrid Berg. 2019. Tides of the North. Nordic Hydrology 4. 1–9.",
        ["Marta Ruiz Blanco", "Ingrid Berg"],
    ),
    (
        "Ruiz Blanco, Marta, Tomas Ek, Ingrid Berg, et al. 2019. “Tides of the North.” "
        "Nordic Hydrology 4: 1–9.",
        ["Marta Ruiz Blanco", "Tomas Ek", "Ingrid Berg"],
    ),
]


@pytest.mark.parametrize(("text", "authors"), TWO_WORD_FAMILY_NAME_TURNED_ROUND_FIRST)
def test_a_two_word_family_name_turned_round_first_keeps_its_given_name(text, authors):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == ("Tides of the North", authors, 2019)


# Styles that turn every name round and write the given names out (the AMS's, some French and
# German author-date styles) join the last pair with "and" or "&"; a family name of two words
# ("Le Gall") is still one half of a pair.
INVERTED_PAIRS_JOINED_BY_AND = [
    (
        "Okafor, Chidi, Le Gall, Marta, and Lindahl, Rune, Harbour walls and their builders, Journal "
        "of Coastal Studies 41 (2011) 210–233.",
        ["Chidi Okafor", "Marta Le Gall", "Rune Lindahl"],
    ),
    (
        "Le Gall, Marta, Okafor, Chidi and Lindahl, Rune (2011) Harbour walls and their builders, "
        "Journal of Coastal Studies, 41, pp. 210–233.",
        ["Marta Le Gall", "Chidi Okafor", "Rune Lindahl"],
    ),
]


@pytest.mark.parametrize(("text", "authors"), INVERTED_PAIRS_JOINED_BY_AND)
def test_inverted_pairs_with_given_names_written_out_stay_pairs_up_to_the_last(text, authors):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (
        "Harbour walls and their builders",
        authors,
        2011,
    )


def test_a_list_of_family_names_joined_by_and_is_no_list_of_pairs():
    names, _ = split_authors("Achtibat, Hatefi, Dreyer, and Lapuschkin")
    assert [name.display for name in names] == ["Achtibat", "Hatefi", "Dreyer", "Lapuschkin"]


def test_particles_after_the_given_names_close_a_pair_of_such_a_list():
    for text in (
        "Le Gall, Marta, Braun, Min-Jun von, Okafor, Chidi, et al.",
        "Le Gall, Marta, Braun, Min-Jun von, and Okafor, Chidi",
    ):
        names, _ = split_authors(text)
        assert [name.display for name in names] == ["Marta Le Gall", "Min-Jun von Braun", "Chidi Okafor"]
