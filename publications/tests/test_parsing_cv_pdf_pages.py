"""Publication lists copied out of the PDF of a LaTeX CV (moderncv, the res class, ``etaremune``,
``thebibliography``, biblatex's ``\\fullcite``): the pages' heads and feet between the items, margin
years, labels on lines of their own and numbered section headings (invented lists)."""

import pytest

from publications.parsing import parse
from publications.parsing.records import LineKind
from publications.parsing.segmentation.pagelines import PAGE_LINE_REASON, page_line_reason
from publications.parsing.text import with_pdf_glyphs_read
from publications.tests.parsing_helpers import read_fields


def _ignored(text: str) -> dict[int, str]:
    return {account.line: account.reason for account in parse(text).lines if account.kind == LineKind.IGNORED}


def _every_line_accounted(text: str) -> bool:
    accounted = {account.line for account in parse(text).lines}
    return accounted == {number for number, line in enumerate(text.splitlines(), start=1) if line.strip()}


@pytest.mark.parametrize(
    "line",
    [
        "3 / 7",
        "Page 2 of 5",
        "– 4 –",
        "Seite 2 von 4",
        "G. Almeida 4/9",
        "Tove Brandvik 3 of 7",
        "Jane Okafor — Curriculum Vitae 3",
        "Curriculum Vitae — Marta Quispe 4",
        "Lena Voss – CV – Page 2",
        "Last updated: March 2024 2",
        "Rahel Tesfu Curriculum Vitae",
    ],
)
def test_a_cv_page_head_or_foot_that_says_what_it_is_is_one(line):
    assert page_line_reason(line) == PAGE_LINE_REASON


@pytest.mark.parametrize(
    "line",
    [
        "3",  # a reference's pages wrapped alone
        "Marta Quispe",  # a wrapped line of names
        "New Journal of Physics 20",
        "Chemistry of Materials, 31(9), 3322–3331.",
        "Journal Articles",
        "2021",
        "Physical Review A 107.4 (2023), p. 042601.",
        "Vol. 12, pp. 1–3",
        "12/2020",
    ],
)
def test_a_line_of_a_reference_or_a_heading_is_no_page_head(line):
    assert page_line_reason(line) is None


ETAREMUNE_WITH_FOOTER = (
    "Refereed Journal Articles\n"
    "12. Okafor, J., Lindqvist, P. and Rauch, H. (2021). Thermal drift in coupled resonator arrays.\n"
    "Journal of Applied Acoustics, 48(3), 211–229.\n"
    "11. Okafor, J. and Hennessy, R. (2020). A note on spectral gaps for damped\n"
    "oscillators. Physical Review E, 101, 042118.\n"
    "Jane Okafor — Curriculum Vitae 3\n"
    "10. Tansley, B. and Okafor, J. (2019). Localised modes in quasi-periodic lattices. New Journal\n"
    "of Physics, 20, 083015.\n"
    "Conference Papers\n"
    "9. Okafor, J. (2018). Adaptive beamforming with sparse arrays. In Proceedings of the\n"
    "International Conference on Acoustics, Speech and Signal Processing, pp. 1120–1124.\n"
)


def test_a_numbered_down_list_reads_past_a_footer_between_its_items():
    assert read_fields(ETAREMUNE_WITH_FOOTER) == [
        ("Thermal drift in coupled resonator arrays", ["J. Okafor", "P. Lindqvist", "H. Rauch"], 2021),
        ("A note on spectral gaps for damped oscillators", ["J. Okafor", "R. Hennessy"], 2020),
        ("Localised modes in quasi-periodic lattices", ["B. Tansley", "J. Okafor"], 2019),
        ("Adaptive beamforming with sparse arrays", ["J. Okafor"], 2018),
    ]


def test_the_footer_is_left_out_with_a_warning_and_heads_no_section():
    result = parse(ETAREMUNE_WITH_FOOTER)
    assert _ignored(ETAREMUNE_WITH_FOOTER) == {6: PAGE_LINE_REASON}
    assert any(issue.line == 6 and PAGE_LINE_REASON in issue.message for issue in result.issues)
    assert [entry.section for entry in result.entries] == ["Refereed Journal Articles"] * 3 + [
        "Conference Papers"
    ]
    assert [entry.type for entry in result.entries][-1] == "conference"
    assert _every_line_accounted(ETAREMUNE_WITH_FOOTER)


MARGIN_YEARS = (
    "Journal Articles\n"
    "2022 Lindqvist, P., Okafor, J., and Rauch, H. Coherent backscattering from layered\n"
    "sediments. Journal of the Acoustical Society of America, 151(2):1034–1045.\n"
    "Varga, E. and Okafor, J. Granular chains under cyclic loading. Physical Review E,\n"
    "105:014902.\n"
    "2019 Hennessy, R., Okafor, J., Tansley, B., and Mwangi, N. Inverse problems for\n"
    "Time-reversal mirrors. SIAM Journal on Applied Mathematics, 79(4):1502–1528.\n"
    "J. Okafor 2/5\n"
    "2018 Okafor, J. Dispersion relations in periodic waveguides. Wave Motion, 80:55–70.\n"
)


def test_a_margin_year_opens_an_item_and_dates_the_items_under_it_that_print_none():
    assert read_fields(MARGIN_YEARS) == [
        (
            "Coherent backscattering from layered sediments",
            ["P. Lindqvist", "J. Okafor", "H. Rauch"],
            2022,
        ),
        ("Granular chains under cyclic loading", ["E. Varga", "J. Okafor"], 2022),
        (
            "Inverse problems for Time-reversal mirrors",
            ["R. Hennessy", "J. Okafor", "B. Tansley", "N. Mwangi"],
            2019,
        ),
        ("Dispersion relations in periodic waveguides", ["J. Okafor"], 2018),
    ]
    assert _ignored(MARGIN_YEARS) == {8: PAGE_LINE_REASON}
    assert _every_line_accounted(MARGIN_YEARS)


def test_a_page_break_between_margin_dated_items_joins_none_of_them():
    text = (
        "Refereed articles\n"
        "2020 T. Okonkwo and J. Whitfield. A primal–dual analysis of greedy scheduling. In\n"
        "Proceedings of the 31st ACM-SIAM Symposium on Discrete Algorithms, pages 455–470.\n"
        "T. Okonkwo — CV — page 3 of 8\n"
        "2019 T. Okonkwo, S. Barranco, and A. Reinholt. Submodular maximisation under matroid\n"
        "constraints. Mathematical Programming, 178:1–36.\n"
    )
    assert [entry.title for entry in parse(text).entries] == [
        "A primal–dual analysis of greedy scheduling",
        "Submodular maximisation under matroid constraints",
    ]
    assert _ignored(text) == {4: PAGE_LINE_REASON}


def test_an_items_number_on_a_line_of_its_own_opens_the_item_below():
    text = (
        "Journal Publications\n"
        "14.\n"
        "Varga, E., Okoro, C., and Lindqvist, M. (2022). Electrochemical stability of layered\n"
        "cathodes at high voltage. Journal of Power Sources, 521, 230941.\n"
        "13.\n"
        "Okoro, C. and Varga, E. (2021). In situ imaging of dendrite growth. Nature Energy, 6,\n"
        "1012–1020.\n"
        "– 3 –\n"
        "12.\n"
        "Varga, E. (2020). Solid electrolyte interphases: a review. Chemical Reviews, 120(14),\n"
        "6820–6877.\n"
    )
    entries = parse(text).entries
    assert [(entry.title, entry.year, entry.line_start) for entry in entries] == [
        ("Electrochemical stability of layered cathodes at high voltage", 2022, 3),
        ("In situ imaging of dendrite growth", 2021, 6),
        ("Solid electrolyte interphases: a review", 2020, 10),
    ]
    assert [entry.pages for entry in entries[1:]] == ["1012–1020", "6820–6877"]
    ignored = _ignored(text)
    assert ignored[8] == PAGE_LINE_REASON
    assert {ignored[2], ignored[5], ignored[9]} == {"the list number of the item below, on a line of its own"}
    assert _every_line_accounted(text)


def test_a_roman_numbered_section_heading_under_a_full_line_opens_the_next_section():
    text = (
        "I. Peer-Reviewed Journal Articles\n"
        "[a1] Nakagawa, S., Dufresne, C., & Kowalczyk, A. (2023). Sleep spindles predict memory\n"
        "consolidation in older adults. Neurobiology of Aging, 121, 44–57.\n"
        "II. Book Chapters\n"
        "[b1] Nakagawa, S. (2020). Memory and sleep across the lifespan. In R. Almeida & T. Wong\n"
        "(Eds.), Handbook of Cognitive Aging (pp. 233–251). Oxford University Press.\n"
        "III. Conference Presentations\n"
        "[c1] Nakagawa, S., & Kowalczyk, A. (2022, April). Slow oscillations and associative memory.\n"
        "Paper presented at the Cognitive Neuroscience Society Annual Meeting, San Francisco, CA.\n"
    )
    entries = parse(text).entries
    assert [(entry.line_start, entry.line_end, entry.section) for entry in entries] == [
        (2, 3, "I. Peer-Reviewed Journal Articles"),
        (5, 6, "II. Book Chapters"),
        (8, 9, "III. Conference Presentations"),
    ]
    assert [entry.type for entry in entries] == ["journal", "chapter", "conference"]


def test_lettered_labels_and_a_name_and_page_footer_inside_a_section():
    text = (
        "A. Journal Articles\n"
        "J2. G. Almeida and T. Lindqvist, “Mode filtering with vertical line arrays,” Journal of the\n"
        "Acoustical Society of America, vol. 149, no. 5, pp. 3310–3322, 2021.\n"
        "B. Conference Papers\n"
        "C11. R. Oduya, G. Almeida, and T. Lindqvist, “Low-rank covariance estimation for towed\n"
        "arrays,” in Proc. ICASSP, Barcelona, Spain, 2020, pp. 4402–4406.\n"
        "G. Almeida 4/9\n"
        "C10. G. Almeida, “Source depth discrimination with modal phase,” in Proc. Underwater\n"
        "Acoustics Conference, Crete, Greece, 2019, pp. 211–218.\n"
    )
    entries = parse(text).entries
    assert [(entry.title, entry.year, entry.type) for entry in entries] == [
        ("Mode filtering with vertical line arrays", 2021, "journal"),
        ("Low-rank covariance estimation for towed arrays", 2020, "conference"),
        ("Source depth discrimination with modal phase", 2019, "conference"),
    ]
    assert entries[1].line_end == 6
    assert _ignored(text) == {7: PAGE_LINE_REASON}


def test_a_footer_inside_a_fullcite_list_is_left_out_of_the_item_it_interrupts():
    text = (
        "Selected Publications\n"
        "[1] Ingrid Solvang, Pavel Novak, and Rafael Mendes. “Hydrodynamic instabilities in thin\n"
        "liquid films”. In: Journal of Fluid Mechanics 912 (2021), A14.\n"
        "[2] Pavel Novak and Ingrid Solvang. “Marangoni flows near contact lines”. In: Physical\n"
        "Ingrid Solvang – CV – Page 2\n"
        "Review Fluids 5.6 (2020), p. 064002.\n"
    )
    entries = parse(text).entries
    assert [(entry.title, entry.authors, entry.year) for entry in entries] == [
        (
            "Hydrodynamic instabilities in thin liquid films",
            ["Ingrid Solvang", "Pavel Novak", "Rafael Mendes"],
            2021,
        ),
        ("Marangoni flows near contact lines", ["Pavel Novak", "Ingrid Solvang"], 2020),
    ]
    assert "CV" not in (entries[1].venue or "")
    assert _ignored(text) == {5: PAGE_LINE_REASON}


def test_a_margin_year_before_a_title_first_item_is_read_off_its_title():
    # moderncv's \cventry{2022}{Title}{names}{journal}: the year in the margin, the title first.
    text = (
        "Journal articles\n"
        "2022 Sparse recovery of transient sources in shallow water, G. Almeida, T. Lindqvist, and\n"
        "M. Abara, IEEE Journal of Oceanic Engineering, 47(2):412–425.\n"
        "2021 Mode filtering with vertical line arrays, T. Lindqvist and G. Almeida, Journal of the\n"
        "Acoustical Society of America, 149(5):3310–3322.\n"
        "2020 Matched-field tracking in range-dependent environments, G. Almeida, IEEE Signal\n"
        "Processing Letters, 27:1800–1804.\n"
    )
    # (the year is read off each item's first line; how the names after a title are told from it
    # is the reader's concern, not the margin's)
    entries = parse(text).entries
    assert [(entry.line_start, entry.line_end, entry.year) for entry in entries] == [
        (2, 3, 2022),
        (4, 5, 2021),
        (6, 7, 2020),
    ]
    assert not any(entry.title.startswith("20") for entry in entries)
    assert entries[0].title == "Sparse recovery of transient sources in shallow water"


def test_a_wrapped_line_that_opens_with_a_proceedings_year_goes_on_with_its_item():
    text = (
        "Refereed Publications\n"
        "D. Achterberg, F. Moreau, and P. Iyer. Learning invariant features for sonar imagery. In\n"
        "2023 IEEE International Conference on Acoustics, Speech and Signal Processing, pages 1–5.\n"
        "F. Moreau and D. Achterberg. A benchmark for seabed classification. In Proceedings of\n"
        "2022 IEEE/CVF Winter Conference on Applications of Computer Vision, pages 2211–2220.\n"
        "D. Achterberg. Self-supervised pretraining for acoustic images. In Proceedings of the\n"
        "2021 International Joint Conference on Neural Networks, pages 88–95.\n"
    )
    assert [(entry.title, entry.year) for entry in parse(text).entries] == [
        ("Learning invariant features for sonar imagery", 2023),
        ("A benchmark for seabed classification", 2022),
        ("Self-supervised pretraining for acoustic images", 2021),
    ]


def test_a_pdfs_ligatures_and_loose_accents_are_read_as_the_letters_they_print():
    # TeX's older font encoding copies an accent as a glyph of its own before a dotless i.
    text = (
        "Publications\n"
        "[1] M¨uller, J., Garc´ıa, A., and Sch¨onberg, P. (2021). Eﬃcient estimation of ﬂow ﬁelds in\n"
        "porous media. Water Resources Research, 57(3), e2020WR028.\n"
        "[2] ˇCech, T., Dvoˇr´ak, M., and Franc¸ois, F. (2019). Fast solvers for elliptic problems. SIAM\n"
        "Journal on Scientific Computing, 41(2), A1–A20.\n"
    )
    entries = parse(text).entries
    assert read_fields(text) == [
        (
            "Efficient estimation of flow fields in porous media",
            ["J. Müller", "A. García", "P. Schönberg"],
            2021,
        ),
        ("Fast solvers for elliptic problems", ["T. Čech", "M. Dvořák", "F. François"], 2019),
    ]
    assert entries[0].raw.startswith("[1] M¨uller")  # the raw text stays as pasted


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("Garc´ıa", "García"),
        ("Franc¸ois", "François"),
        ("Pe˜na", "Peña"),
        ("Eﬃcient ﬂow", "Efficient flow"),
        ("`code` and ``quotes''", "`code` and ``quotes''"),
        ("Sumner`a", "Sumner`a"),  # a backquote for an apostrophe, no grave accent
        ("plain", "plain"),
    ],
)
def test_pdf_glyphs_read(written, read):
    assert with_pdf_glyphs_read(written) == read


def test_a_references_last_line_that_reads_like_a_name_and_page_foot_is_kept_in_it():
    # "Springer, p. 214" ends the reference above, which stopped after a comma: no page's foot,
    # and the reference under it is not read into this one.
    text = (
        "Lindqvist, T. and Okafor, A. 2011. Rotation curves of faint dwarf galaxies. Monthly\n"
        "Notices of the Royal Astronomical Society, 412, 1533-1547.\n"
        "Moreau C., Tanaka R., 2004, in ‘Star Formation in Nearby Clouds’, eds. Brandt J.,\n"
        "Ortiz L., Moreau C., ASSL,\n"
        "Springer, p. 214\n"
        "Brandt, J. (2009). Magnetic braking of young stars. The Astrophysical Journal, 699,\n"
        "1001-1012.\n"
    )
    entries = parse(text).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(1, 2), (3, 5), (6, 7)]
    assert _ignored(text) == {}


def test_a_page_number_alone_inside_a_reference_stopped_after_a_comma_is_still_left_out():
    text = (
        "Lindqvist, T. and Okafor, A. 2011. Rotation curves of faint dwarf galaxies. Monthly\n"
        "Notices of the Royal Astronomical Society, 412, 1533-1547.\n"
        "Moreau C., Tanaka R., 2004, in ‘Star Formation in Nearby Clouds’, eds. Brandt J.,\n"
        "Page 3 of 8\n"
        "Ortiz L., Moreau C., ASSL, Springer, 214-220.\n"
        "Brandt, J. (2009). Magnetic braking of young stars. The Astrophysical Journal, 699,\n"
        "1001-1012.\n"
    )
    entries = parse(text).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(1, 2), (3, 5), (6, 7)]
    assert _ignored(text) == {4: PAGE_LINE_REASON}
