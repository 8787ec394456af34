"""A book's editors in the languages of pasted reference lists are no part of its name, nor of the
chapter's title: Vancouver's single "editor" after the names ("In: Lind A and Roe B, editor. Book"),
Bulgarian "В: Name (ред.), Book", Italian "in : A., B. ed., Book", French "Sous la direction de …"
and Russian or Bulgarian "Под ред. …" after a book's title; nor is ISBD's statement of
responsibility after the title (" / Name ; Под ред. на …") or its place and house with a spaced
colon ("София : Наука")."""

import pytest

from publications.parsing.tail import parse_tail
from publications.tests.parsing_helpers import assert_fields, read_one


def test_a_single_editor_mark_after_a_containers_names_leaves_the_book_as_venue():
    entry = assert_fields(
        "Harrow P. Anxious minds at school. In: Olsen R and Pike M, editor. Mental Health in Schools: "
        "planning and practice. London, Meridian Press; 2009. pp. 20-31.",
        "Anxious minds at school",
        ["P Harrow"],
        2009,
        "Mental Health in Schools: planning and practice",
    )
    assert entry["type"] == "chapter"


def test_a_bulgarian_container_with_its_editor_mark():
    assert_fields(
        "Иван Петров, Мария Иванова. 2017. Бележки върху превода на поезия, В: Петър Стоянов (ред.), "
        "Преводът днес: въпроси и посоки, 120-131. София: Изток-Запад",
        "Бележки върху превода на поезия",
        ["Иван Петров", "Мария Иванова"],
        2017,
        "Преводът днес: въпроси и посоки",
    )


def test_a_polish_lowercase_w_colon_after_a_comma_opens_the_container():
    entry = read_one(
        "K. Nowicka, Szkoła i rodzina w małym mieście: studium przypadku, w: J. Wrona, T. Bąk (red.), "
        "Edukacja lokalna: konteksty i praktyki, Kraków: Wydawnictwo Akademickie, 2021."
    )
    assert (entry["title"], entry["authors"], entry["year"]) == (
        "Szkoła i rodzina w małym mieście: studium przypadku",
        ["K. Nowicka"],
        2021,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Hanna Vogt, Brücken und Fähren am Niederrhein, in: „Rheinische Blätter” 1998, Heft 4, S. 55-70.",
        "Vogt, H., Brücken und Fähren am Niederrhein, in: „Rheinische Blätter” 1998, Heft 4, S. 55-70.",
    ],
)
def test_a_container_mark_after_a_comma_before_a_low_opening_quote(text):
    # German and Polish typography open a quoted journal's name low: „Name”.
    entry = read_one(text)
    assert entry["title"] == "Brücken und Fähren am Niederrhein"
    assert "Rheinische Blätter" in entry["venue"]


def test_italian_editors_with_ed_after_a_spaced_in_colon():
    entry = read_one(
        "Roma F. (2004) : La città antica e il suo territorio, in : Bianchi C., Verdi L. ed., Una terra "
        "di fiumi, p. 101-120."
    )
    assert (entry["title"], entry["venue"]) == ("La città antica e il suo territorio", "Una terra di fiumi")


@pytest.mark.parametrize(
    "text",
    [
        "Lind, Ada. Archives of the northern coast. Sous la direction de Paul Moreau. Paris : Éditions du "
        "Port, 2011.",
        "Lind, Ada. Archives of the northern coast. Édité par Paul Moreau. Paris : Éditions du Port, 2011.",
    ],
)
def test_a_french_editors_sentence_ends_the_books_title(text):
    assert_fields(text, "Archives of the northern coast", ["Ada Lind"], 2011, None)


def test_isbd_statement_of_responsibility_and_editors_end_the_title():
    assert_fields(
        "Петров, Иван. Книгата и читателят : Очерци / Иван Петров ; Под ред. на Тодор Колев. - София : "
        "Наука, 1960. - 120 с.",
        "Книгата и читателят : Очерци",
        ["Иван Петров"],
        1960,
        None,
    )
    assert_fields(
        "Соколов А.В. Теория чтения / Под ред. В.И. Орлова. - М.: Наука, 1985. - 200 с.",
        "Теория чтения",
        ["А.В. Соколов"],
        1985,
        None,
    )


@pytest.mark.parametrize("house", ["Pearson", "Elsevier"])
def test_a_book_whose_title_opens_with_a_journals_name_has_its_house_and_no_venue(house):
    entry = read_one(
        f"RAMOS, S.; RAMOS, S.; NOVAIS, P. Artificial Intelligence: A Harbour Approach. {house}, 2020. "
        f"({house} series in artificial intelligence). ISBN 9780134610000. Disponível em: "
        "https://books.example.com/books?id=abcDEF."
    )
    assert (entry["title"], entry["venue"]) == ("Artificial Intelligence: A Harbour Approach", None)


@pytest.mark.parametrize(
    ("text", "editors"),
    [
        (
            "In Marine Invertebrate Bioassays, A. L. Brandt, Jr. and J. Lima, Jr., eds. Philadelphia: "
            "Harbour Press.",
            "A. L. Brandt, Jr. and J. Lima, Jr.",
        ),
        (
            "In Marine Invertebrate Bioassays, A. L. Brandt and J. Lima, eds. Harbour Press, 2001.",
            "A. L. Brandt and J. Lima",
        ),
        (
            "In: Van der Berg, A., Lind, B. (eds.), Coastal Economies. Berlin: Springer, pp. 3-9.",
            "Van der Berg, A., Lind, B.",
        ),
    ],
)
def test_a_books_name_before_editors_written_initials_first_is_no_editor(text, editors):
    assert parse_tail(text).editors == editors


def test_a_town_and_its_abbreviated_region_after_the_book_are_its_place():
    assert_fields(
        "Brandt, Paula: Gender in der Hafenpädagogik, in: Anna Vogt, Otto Weber (Hrsg.): Handbuch Hafen und "
        "Bildung, Bad Heilbrunn/Obb. (Klinkhardt) 2008, S. 101-120.",
        "Gender in der Hafenpädagogik",
        ["Paula Brandt"],
        2008,
        "Handbuch Hafen und Bildung",
    )


@pytest.mark.parametrize(
    "text",
    [
        # Indonesian (CSL's id-ID locale): "dalam:" opens the container, "dan" joins the last name.
        "[6] Wirawan, A., Lestari, S., Halim, R. dan Putri, D., Tidal drift of harbour sediments, dalam: "
        "International Conference on Coastal Engineering, hal. 120–131, 2015.",
        "Wirawan, A., Lestari, S. dan Halim, R., Tidal drift of harbour sediments, dalam: Proceedings of "
        "the Coastal Engineering Conference, hal. 120–131, 2015.",
    ],
)
def test_the_indonesian_word_opening_a_container_is_no_part_of_the_title(text):
    entry = read_one(text)
    assert entry["title"] == "Tidal drift of harbour sediments"
    assert entry["year"] == 2015
    assert "Coastal Engineering" in entry["venue"]


def test_a_title_ending_in_a_small_word_without_a_comma_keeps_it():
    entry = read_one(
        "Wirawan, A. and Lestari, S. (2015). What the tide brings in. "
        "Journal of Coastal Research, 31, 120-131."
    )
    assert entry["title"] == "What the tide brings in"


@pytest.mark.parametrize(
    "text",
    [
        "R. Conti, Archivi notarili in rete, in M. Serra (ed.), Carte e codici. Studi sul notariato "
        "(“Carte e codici”, Padova 3 marzo 2020), 11-29.",
        "R. Conti, Archives notariales en ligne, dans M. Serra (dir.), Chartes et codes. Études "
        "(“Chartes et codes”, Lyon 3 mars 2020), 11-29.",
    ],
)
def test_a_meeting_quoted_inside_the_container_after_a_comma_in_is_no_title(text):
    entry = read_one(text)
    assert entry["authors"] == ["R. Conti"]
    assert entry["title"] in ("Archivi notarili in rete", "Archives notariales en ligne")


def test_a_subtitle_sentence_runs_on_to_the_comma_before_the_container():
    entry = read_one(
        "Brandt, Paula: Hafenbücher. Eine Auswertung der Zollregister norddeutscher Städte des 16. "
        "Jahrhunderts, in: Vogt, Anna (Hrsg.): Handel und Hafen, Kiel 2020, S. 11–40."
    )
    assert entry["title"] == (
        "Hafenbücher. Eine Auswertung der Zollregister norddeutscher Städte des 16. Jahrhunderts"
    )
    assert entry["venue"].startswith("Handel und Hafen")
