"""Reference lists copied out of the PDF of a paper: the running heads and feet of the journals'
pages between the references (ACM's ``acmart``, Elsevier's, Springer's ``llncs``), a DOI that the
copy parts after its prefix, soft hyphens, and words hyphenated at a line's end (invented lists)."""

from publications.parsing import parse
from publications.parsing.text import rejoin_broken_words, written_words


def test_a_compound_broken_at_its_hyphen_keeps_it_where_the_text_writes_both_halves():
    text = (
        "Long-range dependencies in document retrieval\n"
        "Sparse attention for long-\ndocument classification\n"
        "Community-based screening of acquired infections\n"
        "Pneumonia in community-\nacquired cases\n"
        "Multi-task learning of multi-\nple objectives\n"
        "The international survey\nof inter-\nnational trade\n"
    )
    lines = text.split("\n")
    words = written_words(text)
    assert rejoin_broken_words(lines[1:3], words) == ["Sparse attention for long-document", "classification"]
    assert rejoin_broken_words(lines[4:6], words) == ["Pneumonia in community-acquired", "cases"]
    assert rejoin_broken_words(lines[6:8], words) == ["Multi-task learning of multiple", "objectives"]
    assert rejoin_broken_words(lines[9:11], words) == ["of international", "trade"]


def test_a_reference_list_keeps_the_hyphen_of_a_compound_broken_at_a_line_end():
    text = (
        "References\n"
        "1. Okafor N, Lindqvist B. Community-based screening for tuberculosis in rural clinics.\n"
        "Int J Tuberc Lung Dis. 2019;23(4):411-8.\n"
        "2. Petrov I, Achebe O, Lund K. Antimicrobial resistance patterns in community-\n"
        "acquired pneumonia. Clin Infect Dis. 2020;71(5):1234-42.\n"
        "3. Whitmore A, Sanchez R. Risk factors for acquired resistance in adults. Lancet Infect\n"
        "Dis. 2018;18(2):101-10.\n"
    )
    assert [entry.title for entry in parse(text).entries] == [
        "Community-based screening for tuberculosis in rural clinics",
        "Antimicrobial resistance patterns in community-acquired pneumonia",
        "Risk factors for acquired resistance in adults",
    ]


def test_a_word_the_list_writes_hyphenated_in_an_earlier_reference_keeps_its_hyphen_at_a_break():
    text = (
        "References\n"
        "[1] R. Iyer and M. Tan, “Cross-validation of sparse attention models,” IEEE Trans.\n"
        "Knowl. Data Eng., vol. 33, no. 4, pp. 1123–1131, 2021.\n"
        "[2] L. Brandt and P. Oduya, “Nested cross-\n"
        "validation for flow estimation,” IEEE Trans. Image Process., vol. 29, pp. 455–467,\n"
        "2020.\n"
        "[3] S. Halvorsen, “Robust models for noisy sensor networks,” IEEE Sens. J., vol. 18,\n"
        "no. 4, pp. 88–97, 2018.\n"
    )
    assert [entry.title for entry in parse(text).entries] == [
        "Cross-validation of sparse attention models",
        "Nested cross-validation for flow estimation",
        "Robust models for noisy sensor networks",
    ]
