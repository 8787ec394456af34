"""Family names opened by a particle elided in small letters ("d'Avella", "dell'Orto", "de' Medici")
are names: to the name reading, to the author list's end and to the line labeller's features."""

import pytest

from publications.parsing import parse
from publications.parsing.names import author_list_end, looks_like_name
from publications.parsing.segmentation.features import name_start, own_features


@pytest.mark.parametrize(
    "piece",
    ["d'Ascoli", "d’Ascoli", "dell'Erba", "dall’Olmo", "degl'Uberti", "de' Bardi", "Lucia d’Ascoli"],
)
def test_a_family_name_opened_by_an_elided_particle_looks_like_a_name(piece):
    assert looks_like_name(piece)


@pytest.mark.parametrize("piece", ["d'une", "l'Aube", "d'", "de'", "dell'acqua fresca"])
def test_elided_words_of_a_sentence_are_no_name(piece):
    assert not looks_like_name(piece)


def test_capitalised_elided_names_still_read_as_names():
    assert looks_like_name("D'Ascoli")
    assert looks_like_name("Dell’Erba")


@pytest.mark.parametrize(
    "names",
    [
        "Kowal, P., Brandt, E., d’Ascoli, R., & Moreau, T.",
        "Kowal, P., dell'Erba, S. and Moreau, T.",
        "Tomas Kowal, Ilaria de' Bardi, Marco Ferri",
    ],
)
def test_the_author_list_runs_past_an_elided_particle(names):
    text = names + " (2019). Drift of alpine lakes. Journal of Limnology, 4, 11–19."
    assert text[: author_list_end(text)].rstrip(" ,") == names


@pytest.mark.parametrize(
    "line, opening",
    [
        ("d’Ascoli, R., Kowal, P. (2019). Drift of alpine lakes.", "inverted"),
        ("de' Bardi, I. and Moreau, T. 2020. Lakes.", "inverted"),
        ("R. d'Ascoli and P. Kowal. Drift of alpine lakes.", "initials"),
        ("dell'Erba SM. Drift of alpine lakes. Hydrobiologia.", "vancouver"),
    ],
)
def test_a_line_opening_with_an_elided_particle_name_starts_with_a_name(line, opening):
    assert name_start(line) == opening
    assert "name-start=" + opening in own_features(line)


def test_a_line_opening_with_an_elided_word_of_a_sentence_starts_with_no_name():
    assert name_start("d'une part, les lacs alpins") is None
    assert name_start("l'Aube, Paris") is None


# References opening with such names, one a line.
ELIDED_FIRST = (
    "d’Ascoli, R., Kowal, P., & Moreau, T. (2020). Nitrogen pulses after snowmelt. "
    "Freshwater Biology, 65(4), 700–712.\n"
    "dell'Erba, S., & Kowal, P. (2019). Diatoms of high lakes. Hydrobiologia, 830, 33–47.\n"
    "de' Bardi, I., Moreau, T., & Kowal, P. (2018). Sediment cores of a glacial lake. "
    "Quaternary Science, 12, 5–19.\n"
)


def test_references_opening_with_elided_particle_names_keep_their_names_titles_and_venues():
    entries = parse(ELIDED_FIRST).entries
    assert [entry.authors for entry in entries] == [
        ["R. d’Ascoli", "P. Kowal", "T. Moreau"],
        ["S. dell'Erba", "P. Kowal"],
        ["I. de' Bardi", "T. Moreau", "P. Kowal"],
    ]
    assert [entry.title for entry in entries] == [
        "Nitrogen pulses after snowmelt",
        "Diatoms of high lakes",
        "Sediment cores of a glacial lake",
    ]
    assert [entry.venue for entry in entries] == ["Freshwater Biology", "Hydrobiologia", "Quaternary Science"]
