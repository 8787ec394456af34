"""Books cited in the humanities' comma style, one pasted at a time: the imprint that closes the
citation (a house named "Éditions …", a series after it, a city in another language's spelling, a
year before 1950, the pages cited after it) ends the title and is no venue; an edited book's volume is
no venue either. The title, the authors, the year and the
publisher each as written."""

import pytest

from publications.parsing import parse
from publications.parsing.reference import read_reference
from publications.tests.parsing_helpers import read_one

BOOKS = [
    (
        # A house whose name holds a journal's word, then its series in guillemets.
        "LEBRUN, Odile, Les phares du Ponant : une histoire, Éditions de la Revue maritime, "
        "collection « Mers et marins », 1934.",
        "Les phares du Ponant : une histoire",
        ["Odile LEBRUN"],
        1934,
        "Éditions de la Revue maritime",
    ),
    (
        "DUCHAMP, Henri, Le vin des coteaux, Éditions de la Nouvelle revue agricole, 1951.",
        "Le vin des coteaux",
        ["Henri DUCHAMP"],
        1951,
        "Éditions de la Nouvelle revue agricole",
    ),
    (
        "Fenwick, Arthur, The river trade of the north, Londres, Hachette, 1912.",
        "The river trade of the north",
        ["Arthur Fenwick"],
        1912,
        "Hachette",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "publisher"), BOOKS)
def test_the_imprint_closing_a_book_ends_its_title(text, title, authors, year, publisher):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"]) == (title, authors, year, None)
    assert entry["publisher"] == publisher


def test_a_year_before_1950_closing_an_imprint_is_no_volume():
    # "Venise" (Venice in French) is a place; "1562" is the year, which the rule reader leaves to the
    # early-year rule, not a volume that would keep the imprint in the venue.
    entry, _ = read_reference("BARBIERI Tommaso, Viaggio di due mercanti nel Levante, Venise, Giolito, 1562.")
    assert (entry.title, entry.authors, entry.venue, entry.volume, entry.publisher) == (
        "Viaggio di due mercanti nel Levante",
        ["BARBIERI Tommaso"],
        None,
        None,
        "Giolito",
    )


def test_a_note_after_the_imprints_year_leaves_the_title_alone():
    entry = read_one(
        "G. Hartley, Rivers under pressure, Melbourne University Press 1977 (extracts: pp. 1-25, 173-199)."
    )
    assert (entry["title"], entry["authors"], entry["year"]) == (
        "Rivers under pressure",
        ["G. Hartley"],
        1977,
    )


# The pages cited after the imprint's year: the imprint still ends the title and is no venue.
PAGES_AFTER_IMPRINT = [
    (
        "Jean Moreau, Les ports du Ponant au Moyen Âge, Paris, Gallimard, 1990, p. 12-30.",
        "Gallimard",
        "12–30",
    ),
    ("Anna Brandt, Hafen und Stadt im Mittelalter, Berlin, Springer, 2001, S. 45-67.", "Springer", "45–67"),
    ("Pavol Novák, Dějiny města a kraje, Praha, Academia 2004, zejm. s. 276–277.", "Academia", "276–277"),
]


@pytest.mark.parametrize(("text", "publisher", "pages"), PAGES_AFTER_IMPRINT)
def test_the_pages_cited_after_the_imprint_leave_the_title_and_the_venue(text, publisher, pages):
    entry = read_one(text)
    assert (entry["title"], entry["venue"], entry["publisher"], entry["pages"], entry["type"]) == (
        text.split(", ")[1],
        None,
        publisher,
        pages,
        "book",
    )


# A place the list lacks after a house named with a publisher's word, or joined to a place it knows,
# is the imprint's place.
UNLISTED_PLACES = [
    "Anna Brandt, Hafen und Stadt, Hinstorff Verlag, Rostock, 2001.",
    "Anna Brandt, Hafen und Stadt, Berlin/Rostock, Hinstorff Verlag, 2001.",
]


@pytest.mark.parametrize("text", UNLISTED_PLACES)
def test_a_place_the_list_lacks_beside_a_house_ends_the_title(text):
    entry = read_one(text)
    assert (entry["title"], entry["venue"], entry["publisher"], entry["year"], entry["type"]) == (
        "Hafen und Stadt",
        None,
        "Hinstorff Verlag",
        2001,
        "book",
    )


def test_vietnamese_nxb_names_a_publisher():
    entry = read_one("Trần Văn An (2005), Lịch sử cảng biển, Nxb Giáo dục")
    assert (entry["title"], entry["authors"], entry["year"], entry["publisher"], entry["venue"]) == (
        "Lịch sử cảng biển",
        ["Trần Văn An"],
        2005,
        "Nxb Giáo dục",
        None,
    )


def test_a_short_title_before_a_house_stays_the_title():
    entry = read_one("Brandt, A. (2001), Coastal Towns, Harbour Press.")
    assert (entry["title"], entry["publisher"], entry["venue"]) == ("Coastal Towns", "Harbour Press", None)


def test_a_chapters_book_before_its_place_and_pages_stays_the_venue():
    entry, _ = read_reference(
        "MOREAU J., « Les quais de Nantes », dans Roe A. (éd.), Ports et marchands, Nantes, 1994, p. 71-95."
    )
    assert (entry.title, entry.venue, entry.publisher, entry.pages) == (
        "Les quais de Nantes",
        "Ports et marchands",
        None,
        "71-95",  # as written: normalised when the entry is finished,
    )


def test_an_edited_books_volume_is_no_venue():
    entry, hint = read_reference(
        "Lindqvist, Maja 2004. Collected Harbour Letters: A Chronological Edition. Vol. 3. Ed. Anna Brandt "
        "et al. Bloomington: Harbour UP."
    )
    assert (entry.title, entry.venue, entry.volume, entry.publisher, str(hint)) == (
        "Collected Harbour Letters: A Chronological Edition",
        None,
        "3",
        "Harbour UP",
        "book",
    )


@pytest.mark.parametrize(
    "text, volume",
    [
        ("Okafor, Ada. The Coast and Its Birds. Volume 2. Ed. Lena Brandt. Bergen: Harbour Press, 2012", "2"),
        ("Brandt, Lena. Die Vögel der Küste. Band 3. Hg. Ada Okafor. Bremen: Hafen Verlag, 2015.", "3"),
    ],
)
def test_an_edited_books_volume_labelled_in_a_whole_word_is_no_venue(text, volume):
    entry = read_one(text)
    assert (entry["venue"], entry["volume"]) == (None, volume)


def test_a_bracketed_note_after_the_closing_year_is_no_venue_nor_year():
    entry = read_one(
        "ROSSI Marco, Viaggio di tre mercanti del Levante, Venezia, Giolito, 1557 "
        "[copy at the city library, shelf 8-BL-293; reprinted 1584]."
    )
    assert (entry["title"], entry["year"], entry["venue"], entry["publisher"]) == (
        "Viaggio di tre mercanti del Levante",
        1557,
        None,
        "Giolito",
    )


def test_a_city_the_list_lacks_is_a_place_before_its_state_code_and_a_colon():
    entry = read_one(
        "Okafor, A. 2010. Tidal records of the western reef. Pearl Harbor, HI: Coastal Works Command, "
        "Pacific."
    )
    assert (entry["title"], entry["venue"], entry["publisher"]) == (
        "Tidal records of the western reef",
        None,
        "Coastal Works Command, Pacific",
    )


@pytest.mark.parametrize(
    ("text", "title", "publisher"),
    [
        # The year written after the names, the imprint closing the citation without one.
        (
            "Okafor H., Brandt K., 2001, Les ports de la Gaule, Presses polytechniques et universitaires "
            "romandes, Paris.",
            "Les ports de la Gaule",
            "Presses polytechniques et universitaires romandes",
        ),
        (
            "Okafor, H. (2001). Harbours of the north, Routledge, London.",
            "Harbours of the north",
            "Routledge",
        ),
    ],
)
def test_an_imprint_closing_a_citation_dated_earlier_ends_its_title(text, title, publisher):
    entry = read_one(text)
    assert (entry["title"], entry["year"], entry["venue"], entry["publisher"]) == (
        title,
        2001,
        None,
        publisher,
    )


def test_a_place_left_alone_before_a_series_note_is_no_venue():
    # The series' number ("Heft 12") kept the place from reading as the book's imprint.
    entry = read_one(
        "Lindemann, Karl: Wege der Schulreform in Hessen. Bonn 1991, Reha-Verlag, (Heft 12 der Schriftenreihe"
        " Lernziel Integration)"
    )
    assert (entry["title"], entry["authors"], entry["year"]) == (
        "Wege der Schulreform in Hessen",
        ["Karl Lindemann"],
        1991,
    )
    assert entry["venue"] is None
    assert entry["type"] == "book"


@pytest.mark.parametrize(
    ("text", "title", "authors", "year"),
    [
        (
            "Mira Castell, The Harbour Diaries, trans. Owen Pryce (Cardiff, 1994) p. 12-30",
            "The Harbour Diaries",
            ["Mira Castell"],
            1994,
        ),
        (
            "Johann Weber, Die Insel im Norden, Trad fr. par M. Lenoir. Paris : Gallimard, 1999.",
            "Die Insel im Norden",
            ["Johann Weber"],
            1999,
        ),
    ],
)
def test_a_translator_after_trans_or_trad_fr_par_ends_the_title_and_is_no_venue(text, title, authors, year):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"]) == (title, authors, year, None)


def test_trans_opening_a_journal_name_is_no_translator():
    entry = read_one("R. Osei, A note on rings, Trans. Amer. Math. Soc. 12 (1990), 1-10.")
    assert (entry["title"], entry["venue"]) == ("A note on rings", "Trans. Amer. Math. Soc.")


@pytest.mark.parametrize(
    ("text", "title", "authors", "year", "publisher"),
    [
        (
            "Lindqvist, Erik, Havets städer, Stockholm : Norstedt, 2005. Traduction de : [Cities of the Sea,"
            " London : Harbour Books, 1998].",
            "Havets städer",
            ["Erik Lindqvist"],
            2005,
            "Norstedt",
        ),
        (
            "Okafor, Chidi, Les villes du fleuve, Paris : Seuil, 2011. Translation of: Cities of the River,"
            " Lagos : Delta Press, 2004.",
            "Les villes du fleuve",
            ["Chidi Okafor"],
            2011,
            "Seuil",
        ),
    ],
)
def test_a_closing_note_on_the_work_translated_leaves_the_edition_alone(
    text, title, authors, year, publisher
):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"]) == (title, authors, year, None)
    assert entry["publisher"] == publisher


def test_the_imprint_after_a_books_series_or_question_is_no_part_of_the_venue():
    """ "Title. Series. Place: House Pub. Co., Year." and "In: Eds (Hrsg.): Book? Place und Place Year":
    the book's imprint follows a period or the question mark that ends the book's title."""
    entry, _ = read_reference(
        "Lindqvist, A. Marta. The Harbour Letters. The Northern Coastal Commentary. Port Kembla: Tidewater "
        "Pub. Co., 1981."
    )
    assert (entry.title, entry.venue, entry.publisher) == (
        "The Harbour Letters",
        "The Northern Coastal Commentary",
        "Tidewater Pub. Co",
    )
    entry, _ = read_reference(
        "1991: Ada Brandt: Kinder am Hafen. In: K. Moreau (Hrsg.): Die Stadt am Wasser - ein neuer "
        "Anfang? Weinheim und Basel 1991, S. 10-19"
    )
    assert (entry.title, entry.venue) == ("Kinder am Hafen", "Die Stadt am Wasser - ein neuer Anfang?")


# A house whose name opens with a lower-case article ("il Mulino", "la Découverte") before or after
# the city closes the title like any house; lower-case words after the article are no house.
@pytest.mark.parametrize(
    ("text", "title", "publisher"),
    [
        ("Ferri L., Il porto e la città, il Gabbiano, Genova 2011.", "Il porto e la città", "il Gabbiano"),
        ("Ferri L., Il porto e la città, Genova, il Gabbiano, 2011.", "Il porto e la città", "il Gabbiano"),
        ("Morel A., La ville et le port, la Boussole, Marseille 2011.", "La ville et le port", "la Boussole"),
        ("Ferri L., Il porto e la città, il molo, Genova 2011.", "Il porto e la città, il molo", None),
    ],
)
def test_a_house_named_with_a_lower_case_article_closes_the_title(text, title, publisher):
    entry = read_one(text)
    assert (entry["title"], entry["year"], entry["publisher"]) == (title, 2011, publisher)


@pytest.mark.parametrize(
    ("text", "title", "publisher"),
    [
        (
            "Wells, A. (1990). The last surveyor. The memoirs of John Hale. Canberra: ANU Press.",
            "The last surveyor. The memoirs of John Hale",
            "ANU Press",
        ),
        (
            "Okafor, B. 2011. Rivers without bridges? Travel and trade on the lower Niger. "
            "Oxford, Clarendon Press.",
            "Rivers without bridges? Travel and trade on the lower Niger",
            "Clarendon Press",
        ),
    ],
)
def test_a_subtitle_before_an_imprint_without_its_year_is_the_titles(text, title, publisher):
    entry = read_one(text)
    assert (entry["title"], entry["venue"], entry["publisher"]) == (title, None, publisher)


@pytest.mark.parametrize(
    "text",
    [
        "Wells, A. (1990). The last surveyor. Penguin Modern Classics. London: Penguin.",  # a series
        "Wells, A. (1990). The last surveyor. Translated by John Hale. Oxford: Clarendon Press.",
        "Wells, A. (1990). The last surveyor. Journal of Surveys. Oxford: Clarendon Press.",
    ],
)
def test_a_sentence_before_an_imprint_that_is_no_subtitle_stays_out_of_the_title(text):
    assert read_one(text)["title"] == "The last surveyor"


@pytest.mark.parametrize(
    ("text", "title", "authors", "publisher"),
    [
        # A book named after a person: its title reads as a name and ran into the names.
        (
            "K. Bauer, Robert Altman, Rivages-Cinéma, Paris, 1993",
            "Robert Altman",
            ["K. Bauer"],
            "Rivages-Cinéma",
        ),
        ("Fowler, Thomas Hardy, Macmillan, London, 1961", "Thomas Hardy", ["Fowler"], "Macmillan"),
    ],
)
def test_a_title_read_as_a_name_before_the_imprint_is_the_title(text, title, authors, publisher):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["publisher"]) == (title, authors, publisher)


@pytest.mark.parametrize(
    ("text", "title", "authors"),
    [
        (
            "K. Bauer, Le cinéma de Robert Altman, Paris, Rivages, 1993",
            "Le cinéma de Robert Altman",
            ["K. Bauer"],
        ),
        ("Bauer, K., Le cinéma américain, Paris, 1993.", "Le cinéma américain", ["K. Bauer"]),
    ],
)
def test_a_title_before_the_imprint_stays_the_title(text, title, authors):
    entry = read_one(text)
    assert (entry["title"], entry["authors"]) == (title, authors)


def test_a_given_name_alone_before_the_imprint_is_no_title():
    # Names written family name first, then the imprint: no title is written.
    entries = parse("Hale, John, Oxford, Clarendon Press, 1990.").entries
    assert [entry.title for entry in entries] != ["John"]


# Author-date books whose publisher follows the title after a colon, with no place before it: the
# house's name, closed by the word that marks one, is the publisher and no part of the title.
HOUSE_AFTER_A_COLON = [
    (
        "Okafor, Ada. 2011. The Tides of Home: A History of Harbours: Harbour University Press.",
        "The Tides of Home: A History of Harbours",
        "Harbour University Press",
    ),
    (
        "Lund, Karl. 1999. Reading 1922: A Return to the Harbour: University of Harbour Press.",
        "Reading 1922: A Return to the Harbour",
        "University of Harbour Press",
    ),
    (
        "Brandt, Lena. 2004. Die Häfen der Ostsee: Brandt & Holm Verlag.",
        "Die Häfen der Ostsee",
        "Brandt & Holm Verlag",
    ),
]


@pytest.mark.parametrize(("text", "title", "publisher"), HOUSE_AFTER_A_COLON)
def test_a_house_after_a_colon_closing_the_title_is_the_publisher(text, title, publisher):
    entry = read_one(text)
    assert (entry["title"], entry["publisher"], entry["venue"]) == (title, publisher, None)


@pytest.mark.parametrize(
    "text",
    [
        "Lund, Karl. 1999. Freedom of the Press: A History of Printing Presses.",
        "Lund, Karl. 1999. Freedom of the Press: The Rise of Printing Presses.",
    ],
)
def test_a_subtitle_ending_in_a_house_word_stays_the_titles(text):
    entry = read_one(text)
    assert entry["title"] == text.split("1999. ")[1].rstrip(".")
    assert entry["publisher"] is None


# A meeting's town and country with the year in parentheses after its name (MHRA, OSCOLA and the
# physics styles print "(Place, Country, Year)"): the venue is the meeting's name alone, no part of
# the parenthesis left open behind it.
TOWN_AND_COUNTRY_IN_PARENTHESES = [
    "Lindqvist, A., and E. Moser, ‘Winter Floods of Small Rivers’, in Nordic Hydrology Conference "
    "(Oslo, Norway, 2013).",
    "A. Lindqvist and E. Moser, ‘Winter Floods of Small Rivers’, in Nordic Hydrology Conference "
    "(Bergen, Bergen, 2013), pp. 4–9.",
]


@pytest.mark.parametrize("text", TOWN_AND_COUNTRY_IN_PARENTHESES)
def test_a_meetings_town_and_country_in_parentheses_are_no_part_of_its_name(text):
    entry = read_one(text)
    assert (entry["title"], entry["year"], entry["venue"]) == (
        "Winter Floods of Small Rivers",
        2013,
        "Nordic Hydrology Conference",
    )
