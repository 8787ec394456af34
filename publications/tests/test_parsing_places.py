"""Places of publication and a book's imprint (``parsing.places``)."""

import pytest

from publications.parsing import parse
from publications.parsing.places import (
    Imprint,
    closing_imprint,
    closing_imprint_sentence,
    imprint_start,
    is_place,
    read_imprint,
)


@pytest.mark.parametrize(
    "text",
    [
        "Paris",
        "Cambridge, MA",
        "Berlin/Boston",
        "Frankfurt/M",
        "М.",
        "Rio de Janeiro",
        "Atlanta, Ga.",
        "Boston, Mass.",
    ],
)
def test_places_of_publication_are_known(text):
    assert is_place(text)


@pytest.mark.parametrize(
    "text", ["Cátedra", "José", "Clarendon Press", "L", "Journal of Things", "Boston, Mass. Hist."]
)
def test_other_words_are_no_places(text):
    assert not is_place(text)


@pytest.mark.parametrize(
    ("text", "imprint"),
    [
        ("Madrid: Cátedra", Imprint("Cátedra")),
        ("Chêne, Paris", Imprint("Chêne")),
        ("Leiden, Brill", Imprint("Brill")),
        ("Cambridge, MA: MIT Press", Imprint("MIT Press")),
        ("Praha", Imprint(None)),
        ("Tucson: University of Arizona Press", Imprint("University of Arizona Press")),
        ("Le Puy, France: Éditions du Velay", Imprint("Éditions du Velay")),
        ("Lyon: Éd. de l’Aube", Imprint("Éd. de l’Aube")),
        ("Nouvelles villes du nord, Lyon : Éditions du Rhône", None),
        ("Journal of Maritime History, Paris", None),
        ("Les liens de vassalité et les immunités, Bruxelles", None),
        # A place the list lacks after a house named with a publisher's word, or joined to a known one.
        ("Harbour Press, Kirkwall", Imprint("Harbour Press")),
        ("Atlanta, Ga.: Society of Harbour Studies", Imprint("Society of Harbour Studies")),
        ("Rostock, Hinstorff Verlag", None),  # before the house: the end of a title ("Coastal Towns")
        (
            "Amsterdam/ Philadelphie, John Benjamins Publishing Company",
            Imprint("John Benjamins Publishing Company"),
        ),
        ("Faith, Hope", None),
        ("Coastal erosion in the north, Harbour Press", None),
        ("Harbour Press, Orkney Press", None),
        # German houses that write their name in lower case.
        ("Heidelberg : hafen.verlag GmbH", Imprint("hafen.verlag GmbH")),
        ("Bielefeld: kaimauer Verlag", Imprint("kaimauer Verlag")),
        ("Kiel: harbour life", None),
    ],
)
def test_an_imprint_is_a_place_and_a_publisher_in_either_order(text, imprint):
    assert read_imprint(text) == imprint


def test_the_imprint_closing_a_citation_starts_at_its_separator():
    text = "The Canopy: Faith, Hope, Charity, Farnham: Ashgate, 2012."
    assert text[imprint_start(text) :] == ", Farnham: Ashgate, 2012."
    assert imprint_start("Title, Phys. Rev. 12, 2003") is None
    cited = "Les ports du Ponant, Paris, Gallimard, 1990, p. 12-30."
    assert cited[imprint_start(cited) :] == ", Paris, Gallimard, 1990, p. 12-30."
    assert imprint_start("Title, Phys. Rev. 12, 2003, pp. 1-9") is None


def test_imprint_start_with_a_bound_is_none_past_it() -> None:
    text = "A. Lindqvist, Harbour Towns, Farnham: Ashgate, 2012."
    start = imprint_start(text)
    assert start is not None
    assert imprint_start(text, at_most=start) == start
    assert imprint_start(text, at_most=start - 1) is None
    assert imprint_start("Title (Bilthoven, 1973)", at_most=-1) is None


def test_a_place_the_list_lacks_before_the_year_in_a_closing_parenthesis_is_the_imprint():
    text = "Notes on the viol in the age of Marais (Zeewolde, 1975)"
    assert text[imprint_start(text) :] == "(Zeewolde, 1975)"
    assert imprint_start("Notes on the viol (Part two, 1975)") is None  # no place: a lowercase word
    entry = parse(f"H. Roe: {text}").entries[0]
    assert (entry.title, entry.authors, entry.year, entry.venue) == (
        "Notes on the viol in the age of Marais",
        ["H. Roe"],
        1975,
        None,
    )


@pytest.mark.parametrize(
    ("text", "head", "imprint"),
    [
        (
            "Die Brücke im Tal. Zur Geschichte der Brücken. Würzburg",
            "Die Brücke im Tal. Zur Geschichte der Brücken",
            Imprint(None),
        ),
        ("Die Flüsse. Berlin: Hinstorff Verlag", "Die Flüsse", Imprint("Hinstorff Verlag")),
        ("Essays on tides. London, Macmillan.", "Essays on tides", Imprint("Macmillan")),
    ],
)
def test_a_title_whose_last_sentence_is_a_place_closes_with_the_imprint(text, head, imprint):
    assert closing_imprint(text) == (head, imprint)


@pytest.mark.parametrize(
    ("text", "head", "imprint"),
    [
        # The imprint set off by commas alone: a place, or a town and its house, then the year or pages.
        ("Les jardins du port, Lisbon, 2011, 212 p.", "Les jardins du port", Imprint(None)),
        ("Les jardins du port, Sète, Acte Marin, 2011", "Les jardins du port", Imprint("Acte Marin")),
        # A house named by its word after a colon, where the place would stand, or after a place.
        (
            "The Tides of Home: A History of Harbours: Harbour University Press",
            "The Tides of Home: A History of Harbours",
            Imprint("Harbour University Press"),
        ),
        (
            "The Tides of Home, New York: Harbour University Press",
            "The Tides of Home",
            Imprint("Harbour University Press"),
        ),
    ],
)
def test_an_imprint_after_commas_or_a_house_after_a_colon_closes_the_title(text, head, imprint):
    assert closing_imprint(text) == (head, imprint)


@pytest.mark.parametrize(
    "text",
    [
        "Storms of the north sea, Manitoba, Canada",  # a place with no year or pages after it
        "Storms of the north sea, Tides, Winds, 2011",  # capitalised words, no town and house
        "Harbours: A History of Printing Presses",  # a subtitle's wording, no house's name
    ],
)
def test_a_title_closing_on_a_place_or_a_subtitle_keeps_it(text):
    assert closing_imprint(text) is None


def test_the_imprint_as_a_sentence_of_its_own_is_cut_alone_where_only_that_shape_is_asked_for():
    assert closing_imprint_sentence("Die Flüsse. Berlin: Hinstorff Verlag") == (
        "Die Flüsse",
        Imprint("Hinstorff Verlag"),
    )
    # After a comma, a place and years may be the title's own: not asked for, not cut.
    assert closing_imprint_sentence("Harbour families in hard times, Montreal, 1860-1885") is None
    assert closing_imprint_sentence("The Tides of Home: A History: Harbour University Press") is None


@pytest.mark.parametrize(
    "text",
    [
        "Die Brücke im Tal. Neue Folge",  # no place
        "Die Brücke im Tal. Harbour Press",  # a name alone may be the title's own
        "Letters to Anna H. Würzburg",  # the period of an initial ends no sentence
        "A winter in Paris",  # one sentence: the place is the title's
        "Die Brücke im Tal",
    ],
)
def test_a_title_whose_last_sentence_names_no_place_keeps_it(text):
    assert closing_imprint(text) is None


@pytest.mark.parametrize(
    ("text", "title", "authors"),
    [
        (
            # The names read wrong by the rules (a double family name before a colon), the place
            # read on into the title or as the venue by the labeller.
            "Carlos M. Ruiz Díaz: Die Brücke im Tal, aber nicht am Fluss. Zur Geschichte der Brücken "
            "im Süden Bayerns. Würzburg 2011.",
            "Die Brücke im Tal, aber nicht am Fluss. Zur Geschichte der Brücken im Süden Bayerns",
            ["Carlos M. Ruiz Díaz"],
        ),
        (
            "Luisa P. García Soto: Das Haus am See, aber nicht im Wald. Zur Deutung des Hauses bei "
            "Thomas Manns. Leipzig 2009.",
            "Das Haus am See, aber nicht im Wald. Zur Deutung des Hauses bei Thomas Manns",
            ["Luisa P. García Soto"],
        ),
    ],
)
def test_a_books_place_after_its_title_is_neither_title_nor_venue(text, title, authors):
    entry = parse(text).entries[0]
    assert (entry.title, entry.authors, entry.venue) == (title, authors, None)
