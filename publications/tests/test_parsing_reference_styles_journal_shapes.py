"""A journal's name abbreviated as ISO 4 abbreviates it is known by its shape, not by a list of its
words: a run of capitalised cuts with their stops, a whole word or two and small words among them
("Geochim. Cosmochim. Acta", "Zool. J. Linn. Soc.", "Trans. Amer. Math. Soc.", "Herpetol. Monogr.").
Such a name is one venue after a title (Elsevier's numbers, Springer's, the AMS's and APS's orders,
Nature's), after a title's comma before its volume (Copernicus), and alone after the names (Elsevier's
numbers without titles). All references are invented."""

import pytest

from publications.parsing import venues
from publications.tests.parsing_helpers import read_one


@pytest.mark.parametrize(
    "name",
    [
        "Geochim. Cosmochim. Acta",
        "Biogeosci. Discuss.",
        "Phys. Chem. Chem. Phys.",
        "Zool. J. Linn. Soc.",
        "Trans. Amer. Math. Soc.",
        "Proc. R. Soc. Lond. B",
        "Hered. Cancer Clin. Pract.",
        "Ber. Dtsch. Chem. Ges.",
    ],
)
def test_a_run_of_cuts_with_their_stops_has_a_journals_shape(name):
    assert venues.abbreviated_journal(name)


@pytest.mark.parametrize(
    "text",
    [
        "J. R.",  # initials alone: a name's
        "Tovar J. Brandt K.",  # names with their initials
        "Coastal Wetlands. Journal",  # a title's sentence, then a whole word
        "Contributed equally. J. Chem.",  # a clause in small letters
        "Nature",
        "of Geochim. Cosmochim.",  # no name opens with a small word
        "Laos. Acta Geographica Sinica.",  # a sentence's stop, then a name written out
    ],
)
def test_initials_titles_and_whole_words_have_no_journals_shape(text):
    assert not venues.abbreviated_journal(text)


TITLE = "Tidal pumping of nitrate in salt marsh creeks"

TITLED = [
    # Elsevier's numbered style with titles.
    ("[4] M. Ferrante, O. Tovar, {title}, {journal} 48 (2016) 210–224.", "Mon. Not. R. Astron. Soc."),
    ("[4] M. Ferrante, O. Tovar, {title}, {journal} 48 (2016) 210–224.", "Z. Anorg. Allg. Chem."),
    # Springer's basic author-date style, and its mathematics and physics style.
    ("Ferrante M, Tovar O (2016) {title}. {journal} 48:210–224", "Palaeogeogr. Palaeoclimatol. Palaeoecol."),
    ("Ferrante, M., Tovar, O.: {title}. {journal} 48, 210–224 (2016)", "Astron. Nachr."),
    # The AMS's order, the year in brackets after the volume, and APS's, the year last.
    ("M. Ferrante and O. Tovar, {title}, {journal} 48 (2016), 210–224.", "Z. Anorg. Allg. Chem."),
    ("M. Ferrante and O. Tovar, {title}, {journal} 48, 210 (2016).", "Mon. Not. R. Astron. Soc."),
    # Nature's.
    ("Ferrante, M. & Tovar, O. {title}. {journal} 48, 210–224 (2016).", "Astron. Nachr."),
]


@pytest.mark.parametrize(("template", "journal"), TITLED)
def test_an_abbreviated_journal_of_words_no_list_holds_is_one_venue_after_the_title(template, journal):
    entry = read_one(template.format(title=TITLE, journal=journal))
    assert (entry["title"], entry["venue"], entry["volume"]) == (TITLE, journal, "48")


@pytest.mark.parametrize("journal", ["Br. J. Cancer", "Fluid Dyn. Res.", "Phil. Trans. R. Soc. A"])
def test_copernicus_ends_the_title_at_the_comma_before_an_abbreviated_journal(journal):
    # Copernicus (and AGU): the journal between commas, then the volume, the pages and the year.
    entry = read_one(f"Ferrante, M. and Tovar, O.: {TITLE}, {journal}, 48, 210–224, 2016.")
    assert (entry["title"], entry["venue"], entry["volume"]) == (TITLE, journal, "48")


def test_a_place_and_its_stop_after_the_titles_comma_stay_in_the_title():
    entry = read_one(
        "Ferrante, M., and Tovar, O. (2016). Nitrate in creeks near Izmir, Turkey. "
        "Environ. Pollut., 48(3):210-224."
    )
    assert (entry["title"], entry["venue"]) == ("Nitrate in creeks near Izmir, Turkey", "Environ. Pollut.")


@pytest.mark.parametrize("journal", ["J. Chem. Phys.", "Geochim. Cosmochim. Acta", "Zool. J. Linn. Soc."])
def test_elsevier_without_titles_reads_the_journal_before_its_volume_and_bracketed_year(journal):
    # elsevier-without-titles: the names, then the journal, its volume, the year in brackets, the pages.
    entry = read_one(f"[7] M. Ferrante, O. Tovar, {journal} 48 (2016) 210–224.")
    assert (entry["authors"], entry["title"], entry["venue"], entry["volume"], entry["year"]) == (
        ["M. Ferrante", "O. Tovar"],
        "",
        journal,
        "48",
        2016,
    )


def test_a_list_cut_by_et_al_before_a_title_keeps_the_title_whole():
    # Elsevier's numbers with titles share the numbers of the style without them: the title after
    # "et al." is no title-less citation's.
    entry = read_one(
        "[9] Osei, D., F.S. Lind, O.M. Roe, et al. Routing of freight by rail, IEEE Trans. Netw. Serv. 44 "
        "(2016) 821–836."
    )
    assert (entry["authors_truncated"], entry["title"], entry["venue"]) == (
        True,
        "Routing of freight by rail",
        "IEEE Trans. Netw. Serv.",
    )
