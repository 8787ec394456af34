"""Russian (GOST) references: names with spaced Cyrillic initials ("Иванов И. И."), the title up
to " // " whatever its periods, the journal before its "Т." (volume), "Вып." or "№" (issue) and
"С." (pages), and a statement of responsibility ("Title / И. И. Иванов, П. П. Сидоров // …"); an
edition ("3-е изд.", "(2-е изд., испр.)") is neither the title's nor a venue."""

import pytest

from publications.parsing import parse
from publications.tests.parsing_helpers import assert_fields, read_one

GOST = [
    (
        "Петров А. Б. Новые данные о раскопках. Предв. отчёт о сезоне 1990 г. // Вестник археологии. "
        "Т. 4. Москва, 1992.",
        "Новые данные о раскопках. Предв. отчёт о сезоне 1990 г",
        ["А. Б. Петров"],
        1992,
        "Вестник археологии",
    ),
    (
        "Иванов И. И., Сидоров П. П. Исследование свойств сплавов // Металлургия. 2001. № 3. С. 12–18.",
        "Исследование свойств сплавов",
        ["И. И. Иванов", "П. П. Сидоров"],
        2001,
        "Металлургия",
    ),
    (
        "Иванов И. И. Исследование свойств сплавов / И. И. Иванов, П. П. Сидоров // Металлургия. 2001. "
        "№ 3. С. 12–18.",
        "Исследование свойств сплавов",
        ["И. И. Иванов", "П. П. Сидоров"],
        2001,
        "Металлургия",
    ),
    (
        "Сидоров П.П. Городища Камского края // Известия общества. Казань, 1929. Т. 12. Вып. 3-4.",
        "Городища Камского края",
        ["П.П. Сидоров"],
        1929,
        "Известия общества",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), GOST)
def test_a_gost_reference_gives_its_fields(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_gost_labels_give_volume_issue_and_pages():
    entry = parse(
        "Петров А. Б. Новые данные о раскопках // Вестник археологии. Т. 4. Вып. 2. Москва, 1992. С. 51–56."
    ).entries[0]
    assert (entry.volume, entry.number, entry.pages) == ("4", "2", "51–56")


def test_a_gost_et_al_marks_the_list_truncated():
    entry = parse(
        "Васильев В. А. и др. Судовой комплекс для навигации // Морской транспорт. 1991. С. 51–56."
    ).entries[0]
    assert (entry.authors, entry.authors_truncated, entry.venue) == (
        ["В. А. Васильев"],
        True,
        "Морской транспорт",
    )


@pytest.mark.parametrize(
    "edition",
    ["(2-е изд., испр. и доп.).", ". 3-е изд."],
)
def test_an_edition_is_neither_the_title_nor_a_venue(edition):
    entry = parse(
        f"Смирнов О.Н., Орлов Г.И. Системы связи для речных судов{edition} СПб: Наука, 2003. 390 с."
    ).entries[0]
    assert (entry.title, entry.venue, entry.publisher, entry.year) == (
        "Системы связи для речных судов",
        None,
        "Наука",
        2003,
    )


# An older year written as a sentence of its own after the journal ends the journal's name.
@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Смирнов А., Орлов В. Древности Приморья // Записки общества. 1894. Т. 13. С. 5-9.",
            "Записки общества",
        ),
        ("Moreau, A. Notes sur un temple. Revue du Gard. 1894. T. 13. P. 5-9.", "Revue du Gard"),
    ],
)
def test_an_older_year_after_the_journal_ends_its_name(text, venue):
    entry = parse(text).entries[0]
    assert (entry.venue, entry.year, entry.volume, entry.pages) == (venue, 1894, "13", "5–9")


def test_an_older_number_inside_the_journal_name_stays():
    entry = parse("Moreau, A. Notes sur un temple. Revue 1894 du Gard, 13, 5-9, 1902.").entries[0]
    assert entry.venue == "Revue 1894 du Gard"


def test_pages_labelled_str_close_the_venue_and_are_read():
    # "стр." (Russian, Bulgarian "pages") as "С." and "pp.".
    entry = read_one(
        'Орлов А.А., Белов Б.Б. Наблюдения болидов // сборник трудов конференции "Небо-2016", '
        "стр.101-106, 2016."
    )
    assert (entry["venue"], entry["pages"], entry["year"]) == (
        'сборник трудов конференции "Небо-2016"',
        "101–106",
        2016,
    )


# The statement of responsibility names every author; the heading before the title names the
# first only, and a book's imprint area may follow the names in place of a host.
GOST_RESPONSIBILITY = [
    (
        "Morrow, Helen J. Gesture traces as a second password / Helen J. Morrow, Tomas Ekberg, Rui Salgado "
        "// Journal of Device Security. — 2022. — Vol. 14, no. 3. — Pp. 201–219. DOI: 10.1000/jds.2022.14.",
        "Gesture traces as a second password",
        ["Helen J. Morrow", "Tomas Ekberg", "Rui Salgado"],
        2022,
        "Journal of Device Security",
    ),
    (
        # More than three authors: no heading, the title first.
        "Typing rhythm under stress / Ada Quill, Pavel Orlik, Mina Sato, Jon Berg // Proceedings of the "
        "Workshop on Usable Keys. — 2019. — Pp. 5–12.",
        "Typing rhythm under stress",
        ["Ada Quill", "Pavel Orlik", "Mina Sato", "Jon Berg"],
        2019,
        "Proceedings of the Workshop on Usable Keys",
    ),
    (
        "Ларин К. А. Методы распознавания почерка / Ларин К. А., Зуева Н. П. // Вычислительные системы. "
        "— 2015. — С. 40–52.",
        "Методы распознавания почерка",
        ["К. А. Ларин", "Н. П. Зуева"],
        2015,
        "Вычислительные системы",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), GOST_RESPONSIBILITY)
def test_a_gost_statement_of_responsibility_names_every_author(text, title, authors, year, venue):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"]) == (title, authors, year, venue)


def test_a_gost_book_takes_its_names_before_the_imprint_area():
    entry = read_one(
        "Holt, Marian K. Learning from Sequences / Marian K. Holt, Ivo Brandt. — Northgate Press, 2011."
    )
    assert (entry["title"], entry["authors"], entry["year"]) == (
        "Learning from Sequences",
        ["Marian K. Holt", "Ivo Brandt"],
        2011,
    )


def test_a_spaced_slash_in_a_title_is_no_statement_of_responsibility():
    entry = read_one(
        "Okafor, A. Input / output scheduling for sensor grids. Journal of Grids 12, 4–9 (2018)."
    )
    assert entry["authors"] == ["A. Okafor"]
    assert entry["title"].startswith("Input / output scheduling")
