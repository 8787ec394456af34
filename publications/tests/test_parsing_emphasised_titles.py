"""Titles a markdown CV or lab page emphasises with their stop inside the emphasis ("**Title.**",
"*Title?*", "__Title.__"): the stop closes the title, the venue follows it."""

from publications.parsing import parse

STOP_INSIDE_BOLD = "\n".join(
    [
        "1. Vidal R, Ekström J. **Coupled tide and surge modelling for a shallow bay.** Ocean Model."
        " 2023;181:102–115.",
        "2. Ekström J, Vidal R. *Seasonal stratification in a fjord with a sill.* J Mar Syst."
        " 2022;228:103–111.",
        "3. Vidal R, Ekström J. __Wind setup over intertidal flats.__ Estuar Coast Shelf Sci."
        " 2021;250:107–119.",
        "4. Ekström, J., & Vidal, R. (2020). **Tracing river plumes with drifting buoys.** Continental"
        " Shelf Research, 199, 104–118.",
    ]
)


def test_a_full_stop_inside_an_emphasised_title_closes_the_title_before_the_venue():
    entries = parse(STOP_INSIDE_BOLD).entries
    assert [entry.title for entry in entries] == [
        "Coupled tide and surge modelling for a shallow bay",
        "Seasonal stratification in a fjord with a sill",
        "Wind setup over intertidal flats",
        "Tracing river plumes with drifting buoys",
    ]
    assert [entry.venue for entry in entries] == [
        "Ocean Model",
        "J Mar Syst",
        "Estuar Coast Shelf Sci",
        "Continental Shelf Research",
    ]
    assert [entry.year for entry in entries] == [2023, 2022, 2021, 2020]


def test_a_question_mark_inside_an_emphasised_title_stays_with_the_title():
    text = "1. Vidal R, Ekström J. **Do Sills Control Fjord Renewal?** Ocean Model. 2023;181:102–115."
    (entry,) = parse(text).entries
    assert entry.title == "Do Sills Control Fjord Renewal?"
    assert entry.venue == "Ocean Model"


def test_an_owners_bold_name_with_its_initials_point_is_left_as_written():
    text = "1. **Vidal R.**, Ekström J. Wind setup over intertidal flats. Ocean Model. 2021;170:101–109."
    (entry,) = parse(text).entries
    assert entry.title == "Wind setup over intertidal flats"
    assert entry.authors == ["R Vidal", "J Ekström"]


# ASA and Chicago set a reviewed book's title in italics, as they set the journal's: the italic
# span after "Review of" is the review's title, not its venue.
REVIEWS_WITH_ITALIC_BOOKS = "\n".join(
    [
        "Book Reviews",
        "Lindqvist, Anna. 2019. Review of *Cities of Strangers: Migration and Belonging*, by Tomas"
        " Grell. *Contemporary Sociology* 48(2):210–212.",
        "Lindqvist, Anna, and Paul Okafor. 2016. Review of *The Quiet Ballot*, by Maria Duarte."
        " *American Journal of Sociology* 121(5):1601–1603.",
    ]
)


def test_a_reviewed_books_italic_title_is_part_of_the_reviews_title():
    entries = parse(REVIEWS_WITH_ITALIC_BOOKS).entries
    assert [(entry.title, entry.venue, entry.year) for entry in entries] == [
        (
            "Review of Cities of Strangers: Migration and Belonging, by Tomas Grell",
            "Contemporary Sociology",
            2019,
        ),
        ("Review of The Quiet Ballot, by Maria Duarte", "American Journal of Sociology", 2016),
    ]
