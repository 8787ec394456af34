"""Chapters cited in the Chicago style: the editors named after the book with the mark before them
("In Book, ed. A. Name and B. Name, 116-132." or with the pages after a period), and a translator's
sentence after the editors ("Edited by …. Translated by …."), are no part of the book's name; nor are
the editors before it with their mark ("In: Lind M, Roe K, editors. Book.", "In: Name (szerk) Book") or
cut short by "et al.", a translator between commas after it, or a series after its house; nor MLA's
editors' sentence after it ("Book. Ed. A. Name. Place: House"), French "Édité par" before it, SBL's
chapter pages before it ("Pages 25–38 in Book. Edited by A. Name.") or a series after its editors, nor
AAA's editors' sentence after it ("In Book. A. Name, eds. Pp. 125–142.")."""

import pytest

from publications.parsing.reference import read_reference
from publications.tests.parsing_helpers import read_one

# The rule reader gives the pages as written; they are normalised ("116–132") when the entry is
# finished (``classify.finish_entry``), as ``read_one`` shows.

CHAPTERS = [
    (
        'Okafor, Ada. 1994. "Harbour Talk of Teenage Girls." In Coastal Performances, ed. Mary Brandt, '
        "A.C. Lima, and Laurel Sutton. 116-132. Berkeley: Harbour Group.",
        "Coastal Performances",
        ["Mary Brandt", "A.C. Lima", "Laurel Sutton"],
        "116-132",
    ),
    (
        'Okafor, Ada. "Harbour Talk of Teenage Girls." In Coastal Performances, ed. Mary Brandt and Laurel '
        "Sutton, 116-132. Berkeley: Harbour Press, 1994.",
        "Coastal Performances",
        ["Mary Brandt", "Laurel Sutton"],
        "116-132",
    ),
    (
        'Okafor, Ada. "Harbour Talk of Teenage Girls." In Coastal Performances, edited by Mary Brandt and '
        "Laurel Sutton, 116-132. Berkeley: Harbour Press, 1994.",
        "Coastal Performances",
        ["Mary Brandt", "Laurel Sutton"],
        "116-132",
    ),
]


@pytest.mark.parametrize(("text", "book", "editors", "pages"), CHAPTERS)
def test_the_editors_named_after_the_book_end_its_name(text, book, editors, pages):
    entry, hint = read_reference(text)
    assert (entry.title, entry.venue, entry.editors, entry.pages, str(hint)) == (
        "Harbour Talk of Teenage Girls",
        book,
        editors,
        pages,
        "chapter",
    )


def test_a_translators_sentence_after_the_editors_is_no_part_of_the_book():
    entry, _ = read_reference(
        'Lindqvist, M. "Harbour Talk." In Collected Writings. Edited by Günter Brandt. Translated by Doug '
        "Thompson. New York: Harbour Press, 2006, 11–17."
    )
    assert (entry.title, entry.venue, entry.publisher) == (
        "Harbour Talk",
        "Collected Writings",
        "Harbour Press",
    )


# MLA writes the editors' mark as a sentence after the book's name: "Book. Ed. A. Name. Place: House".
MLA_EDITORS = [
    (
        'Okafor, Ada. "Harbour Talk of Teenage Girls." Coastal Performances in Three Ports. Ed. Mary Brandt. '
        "Berkeley: Harbour Press, 1994. 116-132.",
        ["Mary Brandt"],
    ),
    (
        'Okafor, Ada. "Harbour Talk of Teenage Girls." Coastal Performances in Three Ports. Ed. M. L. Brandt '
        "and Laurel Sutton. Berkeley: Harbour Press, 1994. 116-132.",
        ["M. L. Brandt", "Laurel Sutton"],
    ),
]


@pytest.mark.parametrize(("text", "editors"), MLA_EDITORS)
def test_an_editors_sentence_after_the_book_ends_its_name(text, editors):
    entry, hint = read_reference(text)
    assert (entry.title, entry.venue, entry.editors, entry.publisher, str(hint)) == (
        "Harbour Talk of Teenage Girls",
        "Coastal Performances in Three Ports",
        editors,
        "Harbour Press",
        "chapter",
    )


def test_sbl_pages_before_the_book_and_a_series_after_its_editors_leave_the_books_name():
    entry, hint = read_reference(
        "Lindqvist, Maja. “Harbour Talk.” Pages 25–38 in Collected Essays on the Northern Ports. Edited by "
        "Anna Brandt. Harbour Studies 12. Kirkwall: Orkney Press, 2008."
    )
    assert (entry.venue, entry.editors, entry.pages, entry.publisher, entry.year, str(hint)) == (
        "Collected Essays on the Northern Ports",
        ["Anna Brandt"],
        "25–38",
        "Orkney Press",
        2008,
        "chapter",
    )


def test_aaa_editors_a_sentence_after_the_book_and_pp_pages_leave_its_name():
    entry, hint = read_reference(
        "Okafor, Ada 2008 Harbour Talk of Teenage Girls. In Coastal Performances in Three Ports. M. Brandt "
        "and L. da Sutton, eds. Pp. 125–142. Berkeley: Harbour Press."
    )
    assert (entry.venue, entry.editors, entry.pages, entry.publisher, str(hint)) == (
        "Coastal Performances in Three Ports",
        ["M. Brandt", "L. da Sutton"],
        "125–142",
        "Harbour Press",
        "chapter",
    )


def test_a_journals_abbreviated_int_ed_is_no_editor():
    entry, _ = read_reference(
        "A. Roe, B. Lima, Ring strain in bowl-shaped hydrocarbons, Angew. Chem. Int. Ed. 43 (2004) 5477"
    )
    assert (entry.venue, entry.editors, entry.volume) == ("Angew. Chem. Int. Ed.", [], "43")


def test_edite_par_names_the_editors_before_the_book():
    entry, hint = read_reference(
        "Moreau, J. et A. Roe. «Les quais de Nantes au XIXe siècle.» Édité par L. Brandt et K. Osei. "
        "Ports et marchands II (1994): 71-95."
    )
    assert (entry.title, entry.venue, entry.editors, entry.pages, str(hint)) == (
        "Les quais de Nantes au XIXe siècle",
        "Ports et marchands II",
        ["L. Brandt", "K. Osei"],
        "71-95",
        "chapter",
    )


def test_a_house_after_the_sentence_ed_is_no_editor():
    entry, _ = read_reference("Moreau, Jean. Les ports du Ponant. Ed. Ouest, Rennes, 2009.")
    assert entry.editors == []


EDITORS_BEFORE_THE_BOOK = [
    (
        # Vancouver: the editors, then "editors." after a comma.
        "Okafor A. Coastal erosion. In: Lindqvist M, Brandt K, editors. Shorelines of the north: a "
        "handbook. New York: Harbour Press; 2005. p. 203-214.",
        "Coastal erosion",
        "Shorelines of the north: a handbook",
        "203-214",
    ),
    (
        # Hungarian "(szerk)", and the pages after the imprint's sentence.
        "Okafor, Ada 1988. Coastal erosion. In: Mária Lindqvist (szerk) Shorelines of the north. "
        "Amsterdam: Harbour Press. 647–677.",
        "Coastal erosion",
        "Shorelines of the north",
        "647–677",
    ),
]


@pytest.mark.parametrize(("text", "title", "book", "pages"), EDITORS_BEFORE_THE_BOOK)
def test_the_editors_before_the_book_and_their_mark_are_no_part_of_it(text, title, book, pages):
    entry, hint = read_reference(text)
    assert (entry.title, entry.venue, entry.pages, entry.publisher, str(hint)) == (
        title,
        book,
        pages,
        "Harbour Press",
        "chapter",
    )


def test_a_translator_between_commas_editors_cut_short_and_a_series_after_the_house_leave_the_book():
    entry, _ = read_reference(
        "Ada Lindqvist, ‘The Harbour at Night’, Coastal Essays, trans. Mark Brandt, ed. by Lena Okafor "
        "(London: Tidewater Press, 1970)"
    )
    assert (entry.title, entry.venue, entry.publisher) == (
        "The Harbour at Night",
        "Coastal Essays",
        "Tidewater Press",
    )
    entry, hint = read_reference(
        "Moreau K., 1994, « Les ports du nord », In : A. Lindqvist et al., Histoire des côtes, Paris, "
        "Éditions du Port, Coll. Rivages, p. 38-52."
    )
    assert (entry.title, entry.venue, entry.publisher, str(hint)) == (
        "Les ports du nord",
        "Histoire des côtes",
        "Éditions du Port",
        "chapter",
    )


# After "In" a capital "The" opens the book's own title; the running text's "the" is no part of it.
@pytest.mark.parametrize(
    ("container", "venue"),
    [
        ("In The Oxford History of Ports", "The Oxford History of Ports"),
        ("in the Proceedings of the Harbour Workshop", "Proceedings of the Harbour Workshop"),
    ],
)
def test_the_article_after_in_stays_only_when_the_title_writes_it(container, venue):
    entry = read_one(
        f'Moreau, Paul. "Ports and Trade." {container}, edited by Anna Lind, 264-290. New York: Harbour '
        "Press, 1997."
    )
    assert entry["venue"] == venue


def test_german_editors_joined_by_u_are_no_part_of_the_book():
    entry = read_one(
        "Georg Brandt: Schulen am Hafen - Beispiel Kiel In: Lund, W. u. Vik, U. (Hrsg.): Theorie und Praxis "
        "der Häfen. Kiel: Hafen Verlag 1978, 355-388"
    )
    assert (entry["title"], entry["venue"], entry["editors"]) == (
        "Schulen am Hafen - Beispiel Kiel",
        "Theorie und Praxis der Häfen",
        ["W. Lund", "U. Vik"],
    )


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Okafor, B. T. (1981). Heat Loss from Rooftop Collectors, in Proceedings of the World "
            "Congress on Building Physics, Berlin, Germany, March 3-7, 1981. Delta Press, pp. 40-47.",
            "Proceedings of the World Congress on Building Physics",
        ),
        (
            "Okafor, B. T. (1981). Heat Loss from Rooftop Collectors, in Proceedings of the World "
            "Congress on Building Physics, Chiapas, Mexico, March 3-7, 1981. Delta Press, pp. 40-47.",
            "Proceedings of the World Congress on Building Physics",
        ),
        (
            "Lindqvist, M. 2003. Tidal mixing in fjords. In: Proceedings of the Nordic Hydrology "
            "Conference, Bergen, Norway, 12-14 June, pp. 101-110.",
            "Proceedings of the Nordic Hydrology Conference",
        ),
        (
            "Varga, P. (1999). Grain storage in the valley. In Agrarian Histories of the Danube, "
            "Cambridge, MA, pp. 12-30.",
            "Agrarian Histories of the Danube",
        ),
    ],
)
def test_the_place_and_days_of_a_meeting_or_book_are_no_part_of_its_name(text, venue):
    assert read_one(text)["venue"] == venue


IN_MARKS_OF_OTHER_LANGUAGES = [
    (
        "Ibarra, M. (2019). La plaza como frontera. En: J. Olmos y L. Ruiz (eds.), Estudios del barrio "
        "(pp. 45-67). Quito: Abya-Yala.",
        "La plaza como frontera",
        "Estudios del barrio",
        ["J. Olmos", "L. Ruiz"],
    ),
    (
        "Tavares, A. (2015). Escolas e bairros. Em: Anais do VII Encontro de Pedagogia. Recife: UFPE, "
        "p. 10-20.",
        "Escolas e bairros",
        "Anais do VII Encontro de Pedagogia",
        [],
    ),
    (
        "Zielinski, J. (2011). Rzeka i miasto. W: A. Wrona (red.), Studia nad regionem (s. 33-50). "
        "Lublin: Werset.",
        "Rzeka i miasto",
        "Studia nad regionem",
        ["A. Wrona"],
    ),
    (
        "Marchand, L. (2009). Le quai et la ville. Dans : P. Roussel (dir.), Les ports fluviaux (p. 5-20). "
        "Rennes : PUR.",
        "Le quai et la ville",
        "Les ports fluviaux",
        ["P. Roussel"],
    ),
]


@pytest.mark.parametrize(("text", "title", "book", "editors"), IN_MARKS_OF_OTHER_LANGUAGES)
def test_the_in_mark_of_other_languages_opens_the_book_after_the_title(text, title, book, editors):
    # "En:", "Em:", "W:", "Dans :": the container's mark with its colon, as "In:" in English.
    entry, _ = read_reference(text)
    assert (entry.title, entry.venue, entry.editors) == (title, book, editors)


def test_a_chapters_pages_before_the_in_mark_close_no_title():
    entry, _ = read_reference(
        "(2018) Okafor, A., Lind, B. The Cane Toad as a Sentinel of Polluted Wetlands in Ghana, 55-94 pp, "
        "En: K. Mensah (ed): Amphibians: Ecology and Conservation. Delta Science Publishers."
    )
    assert entry.title == "The Cane Toad as a Sentinel of Polluted Wetlands in Ghana"


@pytest.mark.parametrize(
    ("text", "book", "editors"),
    [
        (
            "TAVARES, A. Escolas e bairros. In: MOURA, B.; FARIAS, C. (Orgs.). Educação e cidade. Recife: "
            "UFPE, 2015. p. 10-20.",
            "Educação e cidade",
            ["B. MOURA", "C. FARIAS"],
        ),
        (
            "Tavares, A. (2015). Escolas e bairros. In: Moura, B. (Org.). Educação e cidade. Recife: UFPE. "
            "p. 10-20.",
            "Educação e cidade",
            ["B. Moura"],
        ),
    ],
)
def test_abnts_capitalised_org_mark_names_the_editors_before_the_book(text, book, editors):
    entry = read_one(text)
    assert (entry["venue"], entry["editors"]) == (book, editors)


@pytest.mark.parametrize(
    "text",
    [
        "Lind, Ana. 2012. «Harbour talk». En Coastal towns and their debts, editado por Carla Moe y Bo Roe, "
        "21-50. Madrid: Nordverlag.",
        "Lind, Ana. 2012. «Harbour talk». En Coastal towns and their debts, editado por Carla Moe, 21-50. "
        "Madrid: Nordverlag.",
    ],
)
def test_spanish_editado_por_names_the_editors_after_the_book_not_part_of_it(text):
    entry = read_one(text)
    assert (entry["title"], entry["venue"], entry["pages"]) == (
        "Harbour talk",
        "Coastal towns and their debts",
        "21–50",
    )


def test_an_articles_editor_named_in_spanish_before_the_journal_is_no_part_of_it():
    entry = read_one(
        "Lind, Ana, y Bo Roe. 2014. «The harbour microscope». Editado por Carla Moe. Harbour Biology 9 (6): "
        "e98781."
    )
    assert (entry["title"], entry["venue"], entry["volume"]) == (
        "The harbour microscope",
        "Harbour Biology",
        "9",
    )
