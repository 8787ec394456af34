"""Lab-page cards the free-text and line-block readers must read right: a co-author line under
the title on a page owner's list, teaser images and badges."""

from publications.parsing import parse
from publications.parsing.records import LineKind
from publications.parsing.tail import parse_tail


def _fields(result):
    return [(entry.title, entry.authors, entry.year, entry.venue) for entry in result.entries]


def _kinds(result):
    return {account.line: account.kind for account in result.lines}


CO_AUTHOR_LINES = """Moduli of Tropical Curves
joint with L. Ferreira, K. Osei, and M. Dubois
Compositio Mathematica 158 (2022), 1–44.

Sur les fibrés de Higgs
avec C. Moreau
Annales de l'Institut Fourier 71 (2021), 233–270.

Über quadratische Formen
mit H. Becker und T. Vogel
Mathematische Annalen 380 (2021), 101–130.

Curvas algebraicas sobre cuerpos finitos
(con J. Ortega)
Revista Matemática Iberoamericana 36 (2020), 45–70.

Spectral Methods for Community Detection
with L. Moreno
Annals of Statistics 47 (2019), 1–30.
"""


def test_a_co_author_line_gives_the_authors_and_stays_out_of_the_title():
    assert _fields(parse(CO_AUTHOR_LINES)) == [
        (
            "Moduli of Tropical Curves",
            ["L. Ferreira", "K. Osei", "M. Dubois"],
            2022,
            "Compositio Mathematica",
        ),
        ("Sur les fibrés de Higgs", ["C. Moreau"], 2021, "Annales de l'Institut Fourier"),
        ("Über quadratische Formen", ["H. Becker", "T. Vogel"], 2021, "Mathematische Annalen"),
        (
            "Curvas algebraicas sobre cuerpos finitos",
            ["J. Ortega"],
            2020,
            "Revista Matemática Iberoamericana",
        ),
        ("Spectral Methods for Community Detection", ["L. Moreno"], 2019, "Annals of Statistics"),
    ]


TITLE_WRAPPED_BEFORE_WITH = """Robust Estimation of Sparse Covariance
with Deep Priors
A. Varga, L. Moreno
Journal of Multivariate Analysis, 2019.
"""


def test_a_title_wrapped_before_with_keeps_its_end_when_the_card_has_an_author_line():
    assert _fields(parse(TITLE_WRAPPED_BEFORE_WITH)) == [
        (
            "Robust Estimation of Sparse Covariance with Deep Priors",
            ["A. Varga", "L. Moreno"],
            2019,
            "Journal of Multivariate Analysis",
        )
    ]


IMAGES_AND_BADGES = """![teaser](images/teaser_fold.png)
Robust Visual Odometry in Low Light
T. Nakamura, E. Rossi, F. Adeyemi
ECCV 2022 ![Oral](https://img.shields.io/badge/Oral-red)
[Paper](https://arxiv.org/abs/2207.01234) [Code](https://github.com/lab/vo)

![teaser](images/teaser_depth.png)
Self-Supervised Depth from Event Cameras
E. Rossi, T. Nakamura
IROS 2021
[Paper](https://arxiv.org/abs/2108.04321)
"""


def test_teaser_images_and_badges_are_neither_entries_nor_venue_text():
    result = parse(IMAGES_AND_BADGES)
    assert _fields(result) == [
        ("Robust Visual Odometry in Low Light", ["T. Nakamura", "E. Rossi", "F. Adeyemi"], 2022, "ECCV"),
        ("Self-Supervised Depth from Event Cameras", ["E. Rossi", "T. Nakamura"], 2021, "IROS"),
    ]
    kinds = _kinds(result)
    assert kinds[1] == kinds[7] == LineKind.IGNORED


def test_a_venue_acronym_with_a_two_digit_year_gives_the_year():
    tail = parse_tail("ICLR'19")
    assert (tail.venue_acronym, tail.year) == ("ICLR", 2019)
    assert parse_tail("Rock'n'Roll Studies 12").year is None
