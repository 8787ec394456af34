"""References in more languages, one a paragraph: the word joining the last two names in Turkish
("ve") and Greek ("και"); initials in the capitals of Latin's other letters, of Greek and of Cyrillic
keeping their stop; Turkish and Scandinavian journal details ("Cilt 29, Sayı 2, ss. 123-140",
"116. årg.", "årg. 59"); a closing note on the work's language ("(In Japanese)", "[in Korean]",
"(in Russian with English summary)")."""

import pytest

from publications.parsing import parse
from publications.tests.parsing_helpers import assert_fields


@pytest.mark.parametrize(
    ("text", "title", "authors", "year", "venue"),
    [
        (
            "Yılmaz, A. ve Demir, B. (2019). Türkiye'de kentsel dönüşüm süreçleri. Planlama Dergisi, "
            "29(2), 123-140.",
            "Türkiye'de kentsel dönüşüm süreçleri",
            ["A. Yılmaz", "B. Demir"],
            2019,
            "Planlama Dergisi",
        ),
        (
            "Kaya, M., Çelik, H. ve Aydın, S. (2020). Deprem sonrası yapı performansı. Teknik Dergi, "
            "31(4), 10123-10145.",
            "Deprem sonrası yapı performansı",
            ["M. Kaya", "H. Çelik", "S. Aydın"],
            2020,
            "Teknik Dergi",
        ),
        (
            "Παπαδόπουλος, Γ. και Νικολάου, Μ. (2019). Η οικονομική κρίση στην Ελλάδα. Επιθεώρηση "
            "Κοινωνικών Ερευνών, 152, 45-67.",
            "Η οικονομική κρίση στην Ελλάδα",
            ["Γ. Παπαδόπουλος", "Μ. Νικολάου"],
            2019,
            "Επιθεώρηση Κοινωνικών Ερευνών",
        ),
    ],
)
def test_turkish_and_greek_words_join_the_last_two_names(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        ("Kowalski Ł., Nowak Ś.", ["Ł. Kowalski", "Ś. Nowak"]),
        ("Иванов И., Петров П.", ["И. Иванов", "П. Петров"]),
        ("Παπαδόπουλος Γ., Νικολάου Μ. και Γεωργίου Κ.", ["Γ. Παπαδόπουλος", "Μ. Νικολάου", "Κ. Γεωργίου"]),
    ],
)
def test_an_initial_in_other_capitals_keeps_its_stop(names, expected):
    (entry,) = parse(f"{names} (2020). Tytuł pracy naukowej. Czasopismo Naukowe, 30, 12-35.").entries
    assert entry.authors == expected


def test_a_polish_last_initial_before_the_year_keeps_its_stop():
    (entry,) = parse(
        "Kowalski, Ł. i Nowak, Ś. (2019). Zmiany klimatu w Polsce. Przegląd Geograficzny, 91, 1-9."
    ).entries
    assert entry.authors == ["Ł. Kowalski", "Ś. Nowak"]


@pytest.mark.parametrize(
    ("text", "venue", "numbers"),
    [
        (
            "Yılmaz, A. (2019). Türkiye'de kentsel dönüşüm. Planlama Dergisi, Cilt 29, Sayı 2, ss. 123-140.",
            "Planlama Dergisi",
            ("29", "2", "123–140"),
        ),
        (
            "Öztürk, E. (2018). Osmanlı'da vakıf sistemi. Vakıflar Dergisi, Sayı 49, s. 45-78.",
            "Vakıflar Dergisi",
            (None, "49", "45–78"),
        ),
        (
            "Nielsen, P. (2016). Dansk landbrugs historie. Historisk Tidsskrift, 116. årg., s. 1-30.",
            "Historisk Tidsskrift",
            ("116", None, "1–30"),
        ),
        (
            "Hansen, K. og Olsen, L. (2018). Byutvikling i Norge. Tidsskrift for samfunnsforskning, "
            "årg. 59, nr. 2, s. 123-145.",
            "Tidsskrift for samfunnsforskning",
            ("59", "2", "123–145"),
        ),
    ],
)
def test_turkish_and_scandinavian_labels_give_volume_issue_and_pages(text, venue, numbers):
    (entry,) = parse(text).entries
    assert entry.venue == venue
    assert (entry.volume, entry.number, entry.pages) == numbers


@pytest.mark.parametrize(
    ("text", "title", "publisher"),
    [
        (
            "Yamamoto, I. 2015. Nihon keizaishi nyūmon [Introduction to Japanese economic history]. Tokyo: "
            "Iwanami Shoten. (In Japanese)",
            "Nihon keizaishi nyūmon",
            "Iwanami Shoten",
        ),
        (
            "Yamamoto, I. 2015. Introduction to Japanese economic history. Tokyo: Iwanami Shoten "
            "(in Japanese).",
            "Introduction to Japanese economic history",
            "Iwanami Shoten",
        ),
        (
            "Ivanov, I. I. (2015). Economic development of Siberia. Moscow: Nauka. (In Russian with English "
            "summary)",
            "Economic development of Siberia",
            "Nauka",
        ),
        (
            "Schmidt, H. 2012. Stadtplanung in Berlin [Urban planning in Berlin]. Berlin: Springer. "
            "In German.",
            "Stadtplanung in Berlin",
            "Springer",
        ),
    ],
)
def test_a_note_on_the_language_after_a_book_is_no_part_of_its_publisher(text, title, publisher):
    (entry,) = parse(text).entries
    assert (entry.title, entry.publisher, entry.type) == (title, publisher, "book")


def test_a_note_on_the_language_after_a_journal_leaves_its_fields():
    (entry,) = parse(
        "Kim, C. (2018). Urban regeneration policy in Korea. Journal of Korea Planning Association, "
        "53(2), 45-60. [In Korean]"
    ).entries
    assert (entry.venue, entry.volume, entry.number, entry.pages) == (
        "Journal of Korea Planning Association",
        "53",
        "2",
        "45–60",
    )


@pytest.mark.parametrize(
    ("text", "title", "authors", "year", "venue"),
    [
        (
            "NOVÁK, Jan a Petr SVOBODA. Název článku o krajině. Geografie. 2018, roč. 123, č. 2, s. 45–67.",
            "Název článku o krajině",
            ["Jan NOVÁK", "Petr SVOBODA"],
            2018,
            "Geografie",
        ),
        (
            "NOVÁK, Jan, Petr SVOBODA a Karel DVOŘÁK. Vývoj osídlení v Čechách. Geografie. 2018, roč. 123, "
            "č. 2, s. 45–67.",
            "Vývoj osídlení v Čechách",
            ["Jan NOVÁK", "Petr SVOBODA", "Karel DVOŘÁK"],
            2018,
            "Geografie",
        ),
        (
            "KOWALSKI, Jan i Anna NOWAK. Zmiany klimatu w Polsce. Przegląd Geograficzny. 2019, t. 91, nr 2, "
            "s. 12–35.",
            "Zmiany klimatu w Polsce",
            ["Jan KOWALSKI", "Anna NOWAK"],
            2019,
            "Przegląd Geograficzny",
        ),
        (
            "ROSSI, Mario e Luca BIANCHI. Il paesaggio urbano. Rivista Geografica Italiana. 2017, vol. 124, "
            "n. 3, p. 201–220.",
            "Il paesaggio urbano",
            ["Mario ROSSI", "Luca BIANCHI"],
            2017,
            "Rivista Geografica Italiana",
        ),
    ],
)
def test_iso_690_local_word_joins_a_name_given_first(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_a_roman_numeral_after_the_local_word_is_no_family_name():
    (entry,) = parse("NOVÁK, Jan. Praha a Karel IV. Praha: Academia, 2016. ISBN 978-80-200-1234-5.").entries
    assert entry.authors == ["Jan NOVÁK"]
    assert entry.title == "Praha a Karel IV"


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Иванов И. И. и Петров П. П. Название статьи // Журнал прикладной химии. 2019. Т. 5, № 2. "
            "С. 10–20.",
            ["И. И. Иванов", "П. П. Петров"],
        ),
        (
            "Иванов, И. И. и Петров, П. П. Название статьи // Журнал прикладной химии. 2019. Т. 5, № 2. "
            "С. 10–20.",
            ["И. И. Иванов", "П. П. Петров"],
        ),
        (
            "Иванов И. И., Сидоров А. А. и Петров П. П. Название статьи // Журнал прикладной химии. 2019. "
            "Т. 5, № 2. С. 10–20.",
            ["И. И. Иванов", "А. А. Сидоров", "П. П. Петров"],
        ),
    ],
)
def test_russian_word_joins_the_last_two_names(text, authors):
    assert_fields(text, "Название статьи", authors, 2019, "Журнал прикладной химии")


def test_russian_word_in_a_title_after_the_names_stays_in_it():
    (entry,) = parse("Иванов И. И. Россия и Европа в XIX веке. М.: Наука, 2015. 320 с.").entries
    assert entry.authors == ["И. И. Иванов"]
    assert entry.title == "Россия и Европа в XIX веке"


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Müller, H. (2015). Die Stadt im 20. Jahrhundert. Zeitschrift für Stadtgeschichte, 12(3), 45-67.",
            "Die Stadt im 20. Jahrhundert",
            "Zeitschrift für Stadtgeschichte",
        ),
        (
            "Schmidt, K. (2015). Der Wahlkampf zum 3. Mal betrachtet. Politische Vierteljahresschrift, "
            "59(2), 201-220.",
            "Der Wahlkampf zum 3. Mal betrachtet",
            "Politische Vierteljahresschrift",
        ),
        (
            "Weber, M. (2015). Reformen des 19. und 20. Jahrhunderts. Historische Zeitschrift, 290(1), 1-30.",
            "Reformen des 19. und 20. Jahrhunderts",
            "Historische Zeitschrift",
        ),
    ],
)
def test_a_german_ordinal_stop_does_not_end_the_title(text, title, venue):
    (entry,) = parse(text).entries
    assert (entry.title, entry.venue, entry.year) == (title, venue, 2015)


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "HORÁK, Pavel. Proměny venkova ve 20. století. Český lid. 2015, roč. 102, č. 3, s. 301-320.",
            "Proměny venkova ve 20. století",
            "Český lid",
        ),
        (
            "HORÁK, Pavel. Mlýny v 18. a 19. století na Moravě. Vlastivědný věstník. 2015, roč. 67, s. 11.",
            "Mlýny v 18. a 19. století na Moravě",
            "Vlastivědný věstník",
        ),
        (
            "KRAJČÍ, Peter. Banské mestá v 16. storočí. Historický časopis. 2015, roč. 63, č. 1, s. 5-28.",
            "Banské mestá v 16. storočí",
            "Historický časopis",
        ),
    ],
)
def test_a_czech_or_slovak_ordinal_stop_does_not_end_the_title(text, title, venue):
    (entry,) = parse(text).entries
    assert (entry.title, entry.venue, entry.year) == (title, venue, 2015)


def test_a_czech_edition_number_after_the_title_still_ends_it():
    (entry,) = parse("HORÁK, Pavel. Dějiny mlynářství. 2. vyd. Brno: Host, 2015.").entries
    assert (entry.title, entry.publisher) == ("Dějiny mlynářství", "Host")


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Brandt, Otto: Der Streik im Hafen. Eine Chronik. In: Archiv für Sozialgeschichte 31 (1991), "
            "S. 5-40.",
            "Der Streik im Hafen. Eine Chronik",
        ),
        (
            "Brandt, Otto: Lotsen an der Elbe. Zur Geschichte eines Berufs. In: Archiv für "
            "Sozialgeschichte 31 (1991), S. 5-40.",
            "Lotsen an der Elbe. Zur Geschichte eines Berufs",
        ),
    ],
)
def test_a_german_subtitle_sentence_before_in_stays_in_the_title(text, title):
    (entry,) = parse(text).entries
    assert (entry.title, entry.venue, entry.year) == (title, "Archiv für Sozialgeschichte", 1991)


def test_an_edition_number_after_the_title_still_ends_it():
    (entry,) = parse("Müller, Hans: Geschichte der Stadt. 2. Aufl. Berlin: De Gruyter, 2015.").entries
    assert (entry.title, entry.publisher) == ("Geschichte der Stadt", "De Gruyter")
