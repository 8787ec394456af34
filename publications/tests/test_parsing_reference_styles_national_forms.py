"""More of the national citation standards' forms: Ukrainian initials ("Т. І. Шевченко"); a single
name whose initial keeps its stop before the colon closing the names ("Kowalski J.:"); a journal's
sentence after the title told by its labelled volume and issue ("t. 90, nr 4"); a house named alone
after the title ("Wydawnictwo Naukowe PWN"); ISBD's designation of the material ("[Электронный
ресурс]"), also after a journal's name ("Revue [En ligne]"); the day a page was read in square
brackets ("[cit. 2021-03-12]"); the kinds of thesis of
GOST, ABNT, Turkish and Dutch lists, and the Spanish one's mark after the title; and the editors of
a Polish or Italian book after its name ("red. A. Name", "[w:] Book, pod red.", "a cura di A. Name")."""

import pytest

from publications.parsing.records import PublicationType
from publications.tests.parsing_helpers import assert_fields, read_one

NATIONAL_FORMS = [
    # DSTU 8302 / GOST 7.1: the Ukrainian capital "І" is an initial like any other.
    (
        "Гончаренко О. В., Мельник Т. І. Кінетика сушіння зернових культур // Вісник аграрної науки. "
        "2018. № 2. С. 55–61.",
        "Кінетика сушіння зернових культур",
        ["О. В. Гончаренко", "Т. І. Мельник"],
        2018,
        "Вісник аграрної науки",
    ),
    # PN-ISO 690 with the colon closing the names: the journal's sentence, its volume and issue labelled.
    (
        "Zawadzki J., Ostrowska A.: Drgania własne kładek dla pieszych. Inżynieria i Budownictwo, 2019, "
        "t. 75, nr 4, s. 22–29.",
        "Drgania własne kładek dla pieszych",
        ["J. Zawadzki", "A. Ostrowska"],
        2019,
        "Inżynieria i Budownictwo",
    ),
    # DIN 1505's colon after one name: its initial keeps its stop.
    (
        "Brandner K.: Analyse der Auenböden. Zeitschrift für Bodenkunde, Jg. 12, H. 3, S. 22–29, 2019.",
        "Analyse der Auenböden",
        ["K. Brandner"],
        2019,
        "Zeitschrift für Bodenkunde",
    ),
    # GOST 7.1: the designation of the material after the title.
    (
        "Захарченко О. П. Цифровая экономика приграничного региона [Электронный ресурс] // Экономика "
        "и управление. 2020. № 4. URL: http://example.ru/article/123 (дата обращения: 12.03.2021).",
        "Цифровая экономика приграничного региона",
        ["О. П. Захарченко"],
        2020,
        "Экономика и управление",
    ),
    # ČSN ISO 690: the day the page was read is no date of the work's.
    (
        "VESELÝ, Jan. Digitální archivy obcí [online]. Praha: Academia, 2019 [cit. 2021-03-12]. "
        "Dostupné z: https://example.cz/archiv",
        "Digitální archivy obcí",
        ["Jan VESELÝ"],
        2019,
        None,
    ),
    # Czech chapter: the editor after "In:", a university as the house.
    (
        "HAVLÍČKOVÁ, Eva. Sociální sítě a dospívající. In: KOPECKÝ, Martin, ed. Média a veřejnost. Brno: "
        "Masarykova univerzita, 2017, s. 45–62.",
        "Sociální sítě a dospívající",
        ["Eva HAVLÍČKOVÁ"],
        2017,
        "Média a veřejnost",
    ),
    # PN-ISO 690 chapter: the editor after the book's name.
    (
        "Lewicka K.: Modelowanie procesów magazynowych. W: Zarządzanie łańcuchem dostaw, red. P. Kamiński, "
        "Wydawnictwo UŁ, Łódź 2018, s. 45–60.",
        "Modelowanie procesów magazynowych",
        ["K. Lewicka"],
        2018,
        "Zarządzanie łańcuchem dostaw",
    ),
    # Polish footnote style: "[w:]" and "pod red." after the book's name.
    (
        "Lewicka K., Modelowanie procesów magazynowych, [w:] Logistyka miejska, pod red. P. Kamińskiego, "
        "Wydawnictwo UŁ, Łódź 2018, s. 45–60.",
        "Modelowanie procesów magazynowych",
        ["K Lewicka"],
        2018,
        "Logistyka miejska",
    ),
    # Italian: "a cura di" unbracketed after the book's name.
    (
        "Esposti G., Il paesaggio agrario collinare, in Territori e comunità, a cura di A. Conti, "
        "FrancoAngeli, Milano 2018, pp. 45-67.",
        "Il paesaggio agrario collinare",
        ["G Esposti"],
        2018,
        "Territori e comunità",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), NATIONAL_FORMS)
def test_a_national_form_gives_its_fields(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_a_house_named_alone_after_the_title_is_no_subtitle():
    entry = assert_fields(
        "Wolański M.: Teoria sterowania napędów. Wydawnictwo Naukowe PWN, Warszawa 2017.",
        "Teoria sterowania napędów",
        ["M. Wolański"],
        2017,
        None,
    )
    assert entry["publisher"] == "Wydawnictwo Naukowe PWN"


JOURNALS_OF_A_MEDIUM = [
    # ISO 690's French form: the medium in brackets after the journal's name.
    (
        "Marchand P. et Roux L. - Les moulins du bocage normand, Annales de géographie rurale [En ligne], "
        "41, 2 : 77-90.",
        "Annales de géographie rurale",
    ),
    # GOST 7.1: the electronic resource after the journal's name, before its date.
    (
        "Соколов И. В. Мельницы северных рек // Вестник сельской истории [Электронный ресурс]. 2019. № 4. "
        "С. 12–20.",
        "Вестник сельской истории",
    ),
]


@pytest.mark.parametrize(("text", "venue"), JOURNALS_OF_A_MEDIUM)
def test_the_medium_after_a_journal_is_no_word_of_its_name(text, venue):
    assert read_one(text)["venue"] == venue


READING_DATES = [
    (
        "Novotny J. Digital archives of small towns [Internet]. Prague: Academia; 2019 [cited 2021 Mar 12]. "
        "Available from: https://example.cz/archiv",
        "Digital archives of small towns",
        2019,
    ),
    # GB/T 7714: the day of citing in brackets after the work's own date in parentheses.
    (
        "黄立. 县域城镇化进程研究[EB/OL]. (2020-05-12)[2021-03-01]. http://www.example.cn/a/1.html.",
        "县域城镇化进程研究",
        2020,
    ),
]


@pytest.mark.parametrize(("text", "title", "year"), READING_DATES)
def test_the_day_a_page_was_read_is_no_year(text, title, year):
    entry = read_one(text)
    assert (entry["title"], entry["year"]) == (title, year)


THESES = [
    (
        "Орешкин Д. С. Экология городских почв : дис. ... канд. биол. наук : 03.02.08. М., 2017. 180 с.",
        "Экология городских почв",
    ),
    (
        "Орешкин Д. С. Экология городских почв : автореф. дис. ... канд. биол. наук. М., 2017. 24 с.",
        "Экология городских почв",
    ),
    (
        "Çelikkaya, H. (2017). Kentsel dönüşüm ve sosyal etkileri (Yayımlanmamış doktora tezi). Ankara "
        "Üniversitesi, Ankara.",
        "Kentsel dönüşüm ve sosyal etkileri",
    ),
    (
        "Janssens, P. (2018). Waterbeheer in de veenpolder (Proefschrift). Universiteit Utrecht.",
        "Waterbeheer in de veenpolder",
    ),
    (
        "MARTINHO, Carla Beatriz. Modelagem de escoamentos turbulentos em dutos. 2015. 150 f. Tese "
        "(Doutorado em Engenharia Mecânica) – Escola Politécnica, Universidade de São Paulo, São Paulo, "
        "2015.",
        "Modelagem de escoamentos turbulentos em dutos",
    ),
]


@pytest.mark.parametrize(("text", "title"), THESES)
def test_a_national_thesis_mark_ends_the_title_and_gives_the_type(text, title):
    entry = read_one(text)
    assert (entry["title"], entry["type"]) == (title, PublicationType.THESIS)


def test_a_spanish_thesis_mark_in_parentheses_ends_the_title():
    entry = read_one(
        "Moreira, L. (2017). Dinámica de poblaciones de aves esteparias (Tesis doctoral). Universidad de "
        "Sevilla."
    )
    assert entry["title"] == "Dinámica de poblaciones de aves esteparias"
