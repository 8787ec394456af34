"""The words publication headings are made of, in the languages lists come in: a line that holds
one (the line labeller's heading-word feature) and a line made only of them (a heading an entry
took in, a heading where a name would stand)."""

import pytest

from publications.parsing.headingwords import (
    has_publication_word,
    is_cjk_heading,
    is_heading_words,
    names_other_section,
    reads_as_heading,
)
from publications.parsing.sections import person_heading
from publications.parsing.sections import reads_as_heading as reads_as_numbered_heading
from publications.parsing.segmentation.features import own_features

HEADINGS_IN_SEVERAL_LANGUAGES = [
    "Selected Papers",
    "Peer reviewed journal articles",
    "Zeitschriftenaufsätze",
    "Beiträge in Sammelbänden",
    "Chapitres d'ouvrages",
    "Artículos en revistas",
    "Artigos em periódicos",
    "Capítulos de livros",
    "Articoli su riviste",
    "Pubblicazioni scelte",
]


@pytest.mark.parametrize("heading", HEADINGS_IN_SEVERAL_LANGUAGES)
def test_a_heading_in_any_listed_language_holds_a_publication_word(heading):
    assert has_publication_word(heading)
    assert "heading-word" in own_features(heading)


@pytest.mark.parametrize(
    "line",
    ["Talks", "Sonstiges", "Machine learning", "Maria Ferreira", "Ondas de spin em gases frios"],
)
def test_a_line_without_a_word_naming_publications_has_none(line):
    assert not has_publication_word(line)
    assert "heading-word" not in own_features(line)


@pytest.mark.parametrize(
    "heading",
    [
        "Recent Highlights",
        "Various",
        "Book Chapters",
        "Aufsätze",
        "Konferenzbeiträge",
        "Libri",
        "Periódicos",
        "Tesi",
    ],
)
def test_a_line_made_only_of_heading_words_in_any_listed_language_is_heading_words(heading):
    assert is_heading_words(heading)
    assert reads_as_heading(heading)


@pytest.mark.parametrize(
    "heading",
    [
        "Work in progress",
        "Livros e capítulos",
        "Articoli di riviste",
        "Revues et ouvrages",
        "II. Kommentierungen",
        "Minha Dissertação de Mestrado",
        "Υπό κρίση και υπό προετοιμασία",
        "ΥΠΟ ΚΡΙΣΗ ΚΑΙ ΥΠΟ ΠΡΟΕΤΟΙΜΑΣΙΑ",
    ],
)
def test_heading_words_joined_by_linking_words_read_as_a_heading(heading):
    assert reads_as_numbered_heading(heading)


@pytest.mark.parametrize("line", ["and of the", "de la", "Marta Lindqvist", "Spin waves in erbium"])
def test_linking_words_alone_and_other_words_do_not_read_as_a_heading(line):
    assert not reads_as_heading(line)
    assert not is_heading_words(line)


@pytest.mark.parametrize("heading", ["Livros Publicados", "Artículos de Revisión", "Capitoli di Libri"])
def test_a_heading_of_heading_words_in_another_language_is_no_persons_name(heading):
    assert person_heading(heading) is None


def test_a_persons_name_is_still_a_persons_heading():
    assert person_heading("Marta Lindqvist") == "Marta Lindqvist"


@pytest.mark.parametrize(
    "heading", ["Δημοσιεύσεις σε εξέλιξη", "ΠΡΩΤΟΣ ΣΥΓΓΡΑΦΕΑΣ", "Όλες", "Πρώτος συγγραφέας και δημοσιευμένες"]
)
def test_greek_headings_and_tabs_of_a_publication_page_read_as_a_heading(heading):
    assert reads_as_heading(heading)


@pytest.mark.parametrize(
    "heading", ["Teaching", "Funding", "Encadrement", "Lehrtätigkeit", "Premios y distinciones", "获奖情况"]
)
def test_a_heading_of_a_cv_section_listing_no_works_names_one(heading):
    assert names_other_section(heading)


@pytest.mark.parametrize(
    "heading",
    ["Publications", "Awards", "Research Projects", "Ensino de ciências", "发表论文", "Marta Lindqvist"],
)
def test_a_publication_heading_a_topic_or_a_name_names_no_such_section(heading):
    assert not names_other_section(heading)


@pytest.mark.parametrize("heading", ["发表论文", "获奖情况", "研究業績"])
def test_a_short_chinese_or_japanese_line_of_section_words_is_a_heading(heading):
    assert is_cjk_heading(heading)


@pytest.mark.parametrize(
    "line", ["省级青年科技奖 2019", "基于稀疏特征的足式机器人建图方法研究与实现综述报告", "张伟"]
)
def test_a_chinese_line_with_a_digit_a_long_one_or_a_name_is_no_heading(line):
    assert not is_cjk_heading(line)
