"""References written to national citation standards, one a paragraph: the word joining the last two
names in Italian, Portuguese ("e"), Polish ("i") and Spanish ("y"); ISO 690's family names in
capitals before a given name written out ("RODRÍGUEZ PÉREZ, Luis."); the Spanish and Portuguese
issue labels ("núm.", "n.º"); an Italian journal in guillemets after "in"; GOST 7.0.100's cut list
("[и др.]") and edition area ("2-е изд., перераб. и доп."); DIN 1505's "Hrsg. v." and ISBD's series
area after a book's imprint ("(Reihe ; Bd. 45)"); GB/T 7714's "等"."""

import pytest

from publications.parsing import parse
from publications.tests.parsing_helpers import assert_fields, read_one

NATIONAL = [
    # Italian: "e" before the last name.
    (
        "Ferrari, G. e Romano, S. Analisi sismica degli edifici storici. Ingegneria Strutturale, 2018, "
        "24(2), pp. 101-119.",
        "Analisi sismica degli edifici storici",
        ["G. Ferrari", "S. Romano"],
        2018,
        "Ingegneria Strutturale",
    ),
    # Italian: the journal in guillemets after "in".
    (
        "Rossi M., Bianchi L. (2020), Dinamiche urbane e mobilità sostenibile, in «Rivista di Economia "
        "Territoriale», 12, 3, pp. 45-67.",
        "Dinamiche urbane e mobilità sostenibile",
        ["M. Rossi", "L. Bianchi"],
        2020,
        "Rivista di Economia Territoriale",
    ),
    # Portuguese (NP 405): "e" before the last name, "n.º" for the issue.
    (
        "Santos, M. e Costa, R. (2019). Avaliação da qualidade da água em rios urbanos. Revista Portuguesa "
        "de Ciências Ambientais, 8(2), 45-60.",
        "Avaliação da qualidade da água em rios urbanos",
        ["M. Santos", "R. Costa"],
        2019,
        "Revista Portuguesa de Ciências Ambientais",
    ),
    (
        "Almeida, J. A., Ribeiro, P. e Sousa, C. Modelação de incêndios florestais. Silva Lusitana, 2021, "
        "vol. 29, n.º 1, pp. 1-22.",
        "Modelação de incêndios florestais",
        ["J. A. Almeida", "P. Ribeiro", "C. Sousa"],
        2021,
        "Silva Lusitana",
    ),
    # Polish: "i" before the last name, the family name first.
    (
        "Wiśniewska M. i Zieliński P. Analiza stateczności skarp. Inżynieria Morska i Geotechnika, 2020, "
        "t. 41, nr 2, s. 112–120.",
        "Analiza stateczności skarp",
        ["M. Wiśniewska", "P. Zieliński"],
        2020,
        "Inżynieria Morska i Geotechnika",
    ),
    # Czech (ČSN ISO 690): "a" before the last name.
    (
        "Novák, J. a Svoboda, P. Vliv klimatu na zemědělství. Geografie, 2018, roč. 123, č. 2, s. 45–60.",
        "Vliv klimatu na zemědělství",
        ["J. Novák", "P. Svoboda"],
        2018,
        "Geografie",
    ),
    # UNE-ISO 690: family names in capitals, "y" before the last name, "núm." for the issue.
    (
        "GARCÍA LÓPEZ, M. y FERNÁNDEZ RUIZ, J. Modelización hidrológica de cuencas mediterráneas. Revista "
        "de Ingeniería Hidráulica, 2020, vol. 14, núm. 2, pp. 33-51.",
        "Modelización hidrológica de cuencas mediterráneas",
        ["M. GARCÍA LÓPEZ", "J. FERNÁNDEZ RUIZ"],
        2020,
        "Revista de Ingeniería Hidráulica",
    ),
    # ISO 690: a family name of two words in capitals, the given name written out.
    (
        "RODRÍGUEZ PÉREZ, Luis. Historia económica de Castilla. Valladolid: Editorial Universitaria, 2016.",
        "Historia económica de Castilla",
        ["Luis RODRÍGUEZ PÉREZ"],
        2016,
        None,
    ),
    # GOST 7.0.100: a title first, the names after the slash cut by "[и др.]".
    (
        "Оптические свойства тонких плёнок / Е. П. Смирнова, Г. А. Волков, Р. И. Зайцев [и др.] // "
        "Известия вузов. Физика. – 2020. – Т. 63, № 4. – С. 12–20.",
        "Оптические свойства тонких плёнок",
        ["Е. П. Смирнова", "Г. А. Волков", "Р. И. Зайцев"],
        2020,
        "Известия вузов. Физика",
    ),
    # GOST 7.0.100: a book's edition area names what was revised; no venue.
    (
        "Морозов, П. Л. Теория нелинейных колебаний : учебное пособие / П. Л. Морозов, А. А. Белов. – "
        "2-е изд., перераб. и доп. – Москва : Наука, 2018. – 320 с.",
        "Теория нелинейных колебаний : учебное пособие",
        ["П. Л. Морозов", "А. А. Белов"],
        2018,
        None,
    ),
    # GOST 7.1: the series area closing a book's imprint.
    (
        "Морозов П. Л. Теория нелинейных колебаний. М. : Наука, 2018. 320 с. (Библиотека физика ; вып. 5).",
        "Теория нелинейных колебаний",
        ["П. Л. Морозов"],
        2018,
        None,
    ),
    # DIN 1505: "Hrsg. v." after a book's title, the series in brackets after the imprint.
    (
        "Schulz, Markus: Regionalentwicklung im ländlichen Raum. Hrsg. v. Institut für Landeskunde. "
        "Leipzig : Selbstverlag, 2012 (Forschungen zur Landeskunde ; Bd. 45)",
        "Regionalentwicklung im ländlichen Raum",
        ["Markus Schulz"],
        2012,
        None,
    ),
    # GB/T 7714: the list cut by "等".
    (
        "林健, 周敏, 吴强, 等. 城市热岛效应的遥感研究[J]. 地理学报, 2019, 74(5): 901-915.",
        "城市热岛效应的遥感研究",
        ["林健", "周敏", "吴强"],
        2019,
        "地理学报",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), NATIONAL)
def test_a_national_reference_gives_its_fields(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


@pytest.mark.parametrize(
    "text",
    [
        "Оптические свойства тонких плёнок / Е. П. Смирнова, Г. А. Волков, Р. И. Зайцев [и др.] // "
        "Известия вузов. Физика. – 2020. – Т. 63, № 4. – С. 12–20.",
        "林健, 周敏, 吴强, 等. 城市热岛效应的遥感研究[J]. 地理学报, 2019, 74(5): 901-915.",
    ],
)
def test_a_cut_list_is_marked_truncated(text):
    assert read_one(text)["authors_truncated"] is True


@pytest.mark.parametrize(
    ("text", "number"),
    [
        (
            "GARCÍA, M. Modelización hidrológica de cuencas mediterráneas. Revista de Ingeniería Hidráulica, "
            "2020, vol. 14, núm. 2, pp. 33-51.",
            "2",
        ),
        (
            "Almeida, J. A. Modelação de incêndios florestais. Silva Lusitana, 2021, vol. 29, n.º 1, "
            "pp. 1-22.",
            "1",
        ),
    ],
)
def test_spanish_and_portuguese_issue_labels_give_the_issue(text, number):
    assert parse(text).entries[0].number == number


# Portuguese family names of two joined by "e" ("Sousa e Silva", "COSTA E SILVA"), first or after
# another name, before the year (APA), the title (NP 405) or a given name written out (ABNT).
PORTUGUESE_JOINED_FAMILY_NAMES = [
    (
        "Sousa e Silva, J. (2019). Modelação hidrológica de bacias urbanas. Lisboa: Edições Colibri.",
        "Modelação hidrológica de bacias urbanas",
        ["J. Sousa e Silva"],
    ),
    (
        "Pereira, M. A., Melo e Castro, R. Redes neurais aplicadas à previsão de vazões. Revista Brasileira "
        "de Recursos Hídricos, 2020, 25(3), 45-58.",
        "Redes neurais aplicadas à previsão de vazões",
        ["M. A. Pereira", "R. Melo e Castro"],
    ),
    (
        "COSTA E SILVA, Joana. Arquitetura moderna em Brasília. São Paulo: Perspectiva, 2017.",
        "Arquitetura moderna em Brasília",
        ["Joana COSTA E SILVA"],
    ),
]


@pytest.mark.parametrize(("text", "title", "authors"), PORTUGUESE_JOINED_FAMILY_NAMES)
def test_a_portuguese_family_name_joined_by_e_is_one_name_before_the_title(text, title, authors):
    entry = read_one(text)
    assert (entry["title"], entry["authors"]) == (title, authors)


# DIN 1505 and ISO 690 lists often write a book's series area without the semicolon before its
# number: the series is neither the venue nor the book's volume.
UNPARTED_SERIES = [
    (
        "Schneider, M.: Verifikation nebenläufiger Programme. Berlin : Springer, 2019 (Lecture Notes in "
        "Computer Science 11562)",
        "Springer",
    ),
    (
        "SCHNEIDER, Markus. Verifikation nebenläufiger Programme. Berlin: Springer, 2019. (Lecture Notes in "
        "Computer Science 11562). ISBN 978-3-030-25540-4.",
        "Springer",
    ),
    (
        "Wagner, K.: Grundlagen der Hydrologie. 2. Aufl. Stuttgart : Teubner, 2015 (Teubner Studienbücher "
        "Wasserwirtschaft 12)",
        "Teubner",
    ),
    (
        "Lehmann, A.: Ökonomie der Bildung. Wiesbaden : Springer VS, 2018 (Studien zur Bildungsforschung "
        "Bd. 45)",
        "Springer VS",
    ),
]


@pytest.mark.parametrize(("text", "publisher"), UNPARTED_SERIES)
def test_a_series_without_its_semicolon_closing_a_book_is_no_venue_or_volume(text, publisher):
    entry = read_one(text)
    assert (entry["venue"], entry["volume"], entry["publisher"], entry["type"]) == (
        None,
        None,
        publisher,
        "book",
    )
