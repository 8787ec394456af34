"""A researcher's own CV and publication page pasted as free text: co-author notes in place of
the author list (the page owner is not written), title-first mathematics lists with dotted
journal abbreviations, and contribution or corresponding-author marks after a name."""

import pytest

from publications.parsing import parse
from publications.parsing.lines import ignore_reason, is_link_line
from publications.parsing.names import author_list_end
from publications.parsing.records import InputFormat, LineKind
from publications.parsing.reference import read_reference
from publications.parsing.sections import person_heading

from .parsing_helpers import assert_fields, read_one


def _only_entry(text):
    result = parse(text)
    assert result.format == InputFormat.CITATIONS
    assert len(result.entries) == 1, [entry.title for entry in result.entries]
    return result.entries[0]


def _marks(entry):
    return [(name.display, name.equal_contribution, name.corresponding) for name in entry.author_names]


# ---------------------------------------------------------------- marks after a name or an initial


def test_a_mark_after_the_last_initial_of_an_inverted_list_stays_with_the_names():
    entry = _only_entry(
        "Lindgren, P., Adeyemi, T., Castillo, R. & Moreau, J.* Lipid flipping by a eukaryotic "
        "scramblase in native membranes. Nat. Chem. Biol. 18, 733–741 (2021)."
    )
    assert entry.authors == ["P. Lindgren", "T. Adeyemi", "R. Castillo", "J. Moreau"]
    assert entry.title == "Lipid flipping by a eukaryotic scramblase in native membranes"
    assert entry.venue == "Nat. Chem. Biol."
    assert entry.year == 2021
    assert _marks(entry)[-1] == ("J. Moreau", True, False)


def test_a_mark_between_a_family_name_and_its_period_ends_the_list_there():
    entry = _only_entry(
        "P. Lindgren*, T. Adeyemi, J. Moreau#. Lipid flipping by a scramblase. Nature 601, 88–93 (2023)."
    )
    assert entry.authors == ["P. Lindgren", "T. Adeyemi", "J. Moreau"]
    assert entry.title == "Lipid flipping by a scramblase"
    assert entry.venue == "Nature"
    assert entry.year == 2023
    assert _marks(entry) == [
        ("P. Lindgren", True, False),
        ("T. Adeyemi", False, False),
        ("J. Moreau", True, False),
    ]


def test_marks_written_after_a_space_are_the_names_marks():
    entry = _only_entry(
        "P. Lindgren †, T. Adeyemi ‡, J. Moreau ✉. Lipid flipping by a scramblase. "
        "Cell 185, 1022–1035 (2022)."
    )
    assert entry.authors == ["P. Lindgren", "T. Adeyemi", "J. Moreau"]
    assert entry.title == "Lipid flipping by a scramblase"
    assert entry.year == 2022
    assert _marks(entry)[-1] == ("J. Moreau", False, True)


def test_a_corresponding_mark_after_the_last_initial_and_a_space_is_no_part_of_the_title():
    entry = _only_entry(
        "Lindgren, P. §, Adeyemi, T. & Moreau, J. ✉ Lipid flipping by a scramblase. "
        "Science 379, 512–518 (2023)."
    )
    assert entry.authors == ["P. Lindgren", "T. Adeyemi", "J. Moreau"]
    assert entry.title == "Lipid flipping by a scramblase"
    assert entry.venue == "Science"
    assert _marks(entry) == [
        ("P. Lindgren", True, False),
        ("T. Adeyemi", False, False),
        ("J. Moreau", False, True),
    ]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Okafor, T., Lund, B. & Reyes, C.* Title", "Okafor, T., Lund, B. & Reyes, C.*"),
        ("T. Okafor*, B. Lund, C. Reyes#. Title", "T. Okafor*, B. Lund, C. Reyes#."),
        ("T. Okafor †, B. Lund ‡, C. Reyes ✉. Title", "T. Okafor †, B. Lund ‡, C. Reyes ✉."),
        ("Okafor, T. §, Lund, B. & Reyes, C. ✉ Title", "Okafor, T. §, Lund, B. & Reyes, C. ✉"),
    ],
)
def test_the_author_list_ends_after_the_marks_of_its_names(text, names):
    assert text[: author_list_end(text)] == names


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Okafor, T., Lund, B. & Reyes, C. M.✉ Title", "Okafor, T., Lund, B. & Reyes, C. M.✉"),
        ("Okafor, T., Lund, B., Reyes, C. M.* Title", "Okafor, T., Lund, B., Reyes, C. M.*"),
        ("Reyes, C. M.✉✱, Okafor, T.✱, Lund, B.✉ Title", "Reyes, C. M.✉✱, Okafor, T.✱, Lund, B.✉"),
    ],
)
def test_a_mark_after_a_names_second_initial_keeps_both_initials(text, names):
    assert text[: author_list_end(text)] == names


def test_a_members_bold_after_an_initial_is_no_mark_that_ends_the_names():
    # "**Okafor, T.**": the page sets its member in bold; the names go on to the last one, read by
    # the rules alone as by the whole parser.
    text = (
        "**Okafor, T.**, Lindqvist, M., Barrow, I. and Arne, P. K., “Tidal Mixing over Seamounts”, "
        "_Ocean Dynamics_, vol. 7, pp. 1--9, Jan. 2022."
    )
    entry, _ = read_reference(text)
    assert entry.authors == ["T. Okafor", "M. Lindqvist", "I. Barrow", "P. K. Arne"]
    assert entry.title == "Tidal Mixing over Seamounts"


def test_a_heavy_asterisk_marks_equal_contribution():
    entry = _only_entry(
        "Reyes, C. M.✉✱, Okafor, T.✱ & Lund, B.✉ Lipid flipping by a scramblase. Cell 185, 1022–1035 (2022)."
    )
    assert entry.authors == ["C. M. Reyes", "T. Okafor", "B. Lund"]
    assert entry.title == "Lipid flipping by a scramblase"
    assert _marks(entry) == [
        ("C. M. Reyes", True, True),
        ("T. Okafor", True, False),
        ("B. Lund", False, True),
    ]


def test_a_mark_stands_where_the_comma_between_two_full_names_was_left_out():
    entry = _only_entry(
        "Petra Lindgren* Tomas van Adeyemi*, Jana Moreau and Ola Reyes (2021). Lipid flipping by a "
        "scramblase. Frontiers in Cell Biology 9:1123."
    )
    assert entry.authors == ["Petra Lindgren", "Tomas van Adeyemi", "Jana Moreau", "Ola Reyes"]
    assert _marks(entry)[:2] == [("Petra Lindgren", True, False), ("Tomas van Adeyemi", True, False)]


def test_superscript_digits_after_names_are_no_part_of_them():
    entry = _only_entry(
        "P. Lindgren¹, T. Adeyemi², J. Moreau¹. Lipid flipping by a scramblase. Cell 185, 1022–1035 (2022)."
    )
    assert entry.authors == ["P. Lindgren", "T. Adeyemi", "J. Moreau"]
    assert entry.title == "Lipid flipping by a scramblase"


# ------------------------------------------------------------ economics CVs: a quoted title, then co-authors

ECONOMICS_CV = "\n".join(
    [
        '"Mortgage Rates and Household Mobility," with Tomas Lindqvist, Review of Financial '
        "Studies, 2021, 34(7), 3311-3350.",
        '"Tariffs and Regional Wage Growth," (with Ines Moreau and Piotr Zielinski), '
        "Quarterly Journal of Economics, 2019, 134(2), 901-948.",
        '"Credit Lines in Downturns" (with H. Nakamura). Journal of Monetary Economics, '
        "118(3), 2022: 455–490.",
        '"Exchange Rate Pass-Through in Commodity Exporters" (joint with S. Okafor and D. '
        "Varga), Econometrica 89 (2021), 1201–1244.",
        '"Housing Supply and Local Inflation," with Tomas Lindqvist, NBER Working Paper 30517, 2022.',
    ]
)


def test_an_economics_cv_gives_the_coauthors_written_after_the_quoted_title():
    result = parse(ECONOMICS_CV)
    assert [(e.title, e.authors, e.year, e.venue) for e in result.entries] == [
        ("Mortgage Rates and Household Mobility", ["Tomas Lindqvist"], 2021, "Review of Financial Studies"),
        (
            "Tariffs and Regional Wage Growth",
            ["Ines Moreau", "Piotr Zielinski"],
            2019,
            "Quarterly Journal of Economics",
        ),
        ("Credit Lines in Downturns", ["H. Nakamura"], 2022, "Journal of Monetary Economics"),
        (
            "Exchange Rate Pass-Through in Commodity Exporters",
            ["S. Okafor", "D. Varga"],
            2021,
            "Econometrica",
        ),
        ("Housing Supply and Local Inflation", ["Tomas Lindqvist"], 2022, "NBER Working Paper"),
    ]
    assert result.entries[1].volume == "134"
    assert result.entries[3].pages == "1201–1244"


def test_a_bare_coauthor_note_ends_before_a_journal_whose_name_reads_like_a_name():
    entry = _only_entry(
        '"Sovereign Spreads and Bank Lending," with Marta Oliveira, American Economic Journal, '
        "2020, 12(1), 77-110."
    )
    assert entry.authors == ["Marta Oliveira"]
    assert entry.title == "Sovereign Spreads and Bank Lending"
    assert entry.venue == "American Economic Journal"
    assert entry.year == 2020


def test_a_quoted_title_with_its_authors_in_front_keeps_them():
    entry = _only_entry(
        'M. Oliveira and T. Lindqvist, "Sovereign Spreads and Bank Lending," Econometrica, 2020.'
    )
    assert entry.authors == ["M. Oliveira", "T. Lindqvist"]
    assert entry.title == "Sovereign Spreads and Bank Lending"


def test_a_coauthor_note_after_an_unquoted_title_gives_the_coauthors():
    entry = _only_entry(
        "Pension Reform and Labor Supply (with G. Haddad), Journal of Public Economics 204 (2021), 88–119."
    )
    assert entry.title == "Pension Reform and Labor Supply"
    assert entry.authors == ["G. Haddad"]
    assert entry.venue == "Journal of Public Economics"
    assert entry.year == 2021


def test_an_author_list_before_a_title_keeps_the_with_note_in_the_title():
    entry = _only_entry(
        "Haddad, G. Pension reform (with evidence from Chile). Journal of Public Economics 204 (2021)."
    )
    assert entry.authors == ["G. Haddad"]
    assert entry.title.startswith("Pension reform")


@pytest.mark.parametrize(
    "text, title, authors",
    [
        (
            "Linking Seasonal Rainfall, Storage and Selling Strategies, and Household Income: A Panel "
            "Study of Kenyan Farms with B. Ann Carter, Dana Field, and Evan Grey (2017). Journal of "
            "Rural Studies, 9(1): 5-27.",
            "Linking Seasonal Rainfall, Storage and Selling Strategies, and Household Income: A Panel "
            "Study of Kenyan Farms",
            ["B. Ann Carter", "Dana Field", "Evan Grey"],
        ),
        (
            "Crop Insurance, Credit and Storage: Evidence from Kenya with Dana Field and Evan Grey "
            "(2017). Journal of Rural Studies, 9(1): 5-27.",
            "Crop Insurance, Credit and Storage: Evidence from Kenya",
            ["Dana Field", "Evan Grey"],
        ),
    ],
)
def test_title_words_before_a_bare_with_note_are_no_author_list(text, title, authors):
    assert_fields(text, title, authors, 2017, "Journal of Rural Studies")


def test_names_with_initials_before_a_title_and_a_bare_with_stay_the_authors():
    entry = read_one(
        "Haddad, G. Pension Reform and Savings with Ana Ruiz (2021). Journal of Public Economics."
    )
    assert entry["authors"] == ["G. Haddad"]
    assert entry["title"].startswith("Pension Reform and Savings")


@pytest.mark.parametrize(
    "note, authors",
    [
        ("(z J. Kowalski i A. Nowak)", ["J. Kowalski", "A. Nowak"]),  # Polish
        ("(s P. Dvořák a J. Novák)", ["P. Dvořák", "J. Novák"]),  # Czech
        ("(met J. de Vries en P. Smit)", ["J. de Vries", "P. Smit"]),  # Dutch
        ("(med K. Lind och A. Berg)", ["K. Lind", "A. Berg"]),  # Swedish
        ("(com M. Silva e J. Costa)", ["M. Silva", "J. Costa"]),  # Portuguese
        ("(amb L. Puig)", ["L. Puig"]),  # Catalan
    ],
)
def test_a_coauthor_note_in_another_language_gives_the_coauthors(note, authors):
    entry = _only_entry(
        f"Przepływy wezbraniowe w zlewniach górskich {note}, Przegląd Geofizyczny 61 (2016), 45–67."
    )
    assert entry.title == "Przepływy wezbraniowe w zlewniach górskich"
    assert entry.authors == authors
    assert entry.venue == "Przegląd Geofizyczny"
    assert entry.year == 2016


def test_a_bracketed_short_word_note_before_the_title_gives_the_coauthors():
    entry = _only_entry("(z T. Wiśniewski) Modele opadów ekstremalnych, Gospodarka Wodna 12 (2018), 101–110.")
    assert entry.title == "Modele opadów ekstremalnych"
    assert entry.authors == ["T. Wiśniewski"]
    assert entry.year == 2018


def test_a_short_word_without_brackets_stays_in_the_title():
    entry = _only_entry("Haddad, G. Fale i prądy z dna morza. Oceanologia 60 (2018), 12–30.")
    assert entry.authors == ["G. Haddad"]
    assert entry.title == "Fale i prądy z dna morza"


def test_a_status_after_the_coauthor_note_and_the_title_is_read():
    entry = _only_entry(
        "(with R. Castillo and M. Sandoval) Mixing times of random walks on buildings, submitted."
    )
    assert entry.title == "Mixing times of random walks on buildings"
    assert entry.authors == ["R. Castillo", "M. Sandoval"]
    assert entry.status == "submitted"


# ------------------------------------------------------------ mathematics lists: "(with …)", dotted journals

MATHEMATICS_LIST = "\n".join(
    [
        "1. (with K. Haddad) Ergodicity of horocycle flows on infinite surfaces, Ergodic "
        "Theory Dynam. Systems 41 (2021), 1890–1925. arXiv:1911.04321",
        "2. Quasiconformal extensions of circle maps, Comment. Math. Helv. 95 (2020), no. 3, 511–546.",
        "3. (with L. Moreno and T. Eriksen) Entropy of billiards in polygons, preprint "
        "(2024), arXiv:2402.01876.",
        "4. Small eigenvalues of Laplacians on covers, Ann. of Math. 194 (2021), 1001–1058.",
    ]
)


def test_a_mathematics_list_reads_the_coauthor_note_before_the_title_and_the_dotted_journal():
    result = parse(MATHEMATICS_LIST)
    assert [(e.title, e.authors, e.year, e.venue) for e in result.entries] == [
        (
            "Ergodicity of horocycle flows on infinite surfaces",
            ["K. Haddad"],
            2021,
            "Ergodic Theory Dynam. Systems",
        ),
        ("Quasiconformal extensions of circle maps", [], 2020, "Comment. Math. Helv."),
        ("Entropy of billiards in polygons", ["L. Moreno", "T. Eriksen"], 2024, "arXiv"),
        ("Small eigenvalues of Laplacians on covers", [], 2021, "Ann. of Math."),
    ]
    published, _, preprint, annals = result.entries
    assert published.arxiv_id == "1911.04321"
    assert published.type == "journal"
    assert preprint.arxiv_id == "2402.01876"
    assert preprint.type == "preprint"
    assert annals.pages == "1001–1058"


def test_a_range_of_four_digit_pages_after_the_year_is_pages_not_years():
    entry = _only_entry("Rational points on cubic threefolds, Duke Math. J. 171 (2022), 2210–2264.")
    assert entry.title == "Rational points on cubic threefolds"
    assert entry.authors == []
    assert entry.year == 2022
    assert entry.venue == "Duke Math. J."
    assert entry.pages == "2210–2264"


def test_a_span_of_years_without_a_year_before_it_stays_a_span():
    entry = _only_entry("Okafor, S. Annual survey of coastal erosion. Report, Marine Institute, 2019–2021.")
    assert entry.year == 2021
    assert entry.pages is None


def test_journal_abbreviations_with_capitals_accents_or_a_series_end_the_title_at_the_comma():
    for journal in (
        "Publ. Math. IHÉS 131 (2020)",
        "Ann. Sci. Éc. Norm. Supér. (4) 53 (2020)",
        "Trans. Amer. Math. Soc. 373 (2020)",
    ):
        entry = _only_entry(f"Harmonic measure on Julia sets, {journal}, 145–198.")
        assert entry.title == "Harmonic measure on Julia sets", journal
        assert entry.authors == [], journal
        assert entry.year == 2020, journal


def test_a_paper_under_revision_at_a_journal_has_that_journal_as_its_venue():
    for status in ("revise and resubmit at", "R&R at", "under review at", "submitted to", "submitted to the"):
        entry = _only_entry(f'"Minimum Wages and Firm Entry," with Sofia Brandt, {status} Econometrica.')
        assert entry.title == "Minimum Wages and Firm Entry", status
        assert entry.authors == ["Sofia Brandt"], status
        assert entry.venue == "Econometrica", status
        assert entry.status == ("submitted" if status.startswith("submitted") else "under review"), status


def test_four_digit_pages_after_the_year_and_a_colon_are_pages():
    entry = _only_entry(
        '"Search Frictions in Rental Markets" (with P. Duarte). Economic Journal, 131(8), 2021: 3001–3036.'
    )
    assert entry.year == 2021
    assert entry.pages == "3001–3036"
    assert entry.venue == "Economic Journal"


def test_a_submitted_paper_of_the_owner_alone_is_a_publication():
    entry = _only_entry("Spectral rigidity of convex billiards, submitted (2024).")
    assert entry.title == "Spectral rigidity of convex billiards"
    assert entry.authors == []
    assert entry.venue is None
    assert entry.year == 2024
    assert entry.status == "submitted"


CV_WITH_TWO_SECTIONS = "\n".join(
    [
        "Refereed Articles",
        "",
        '1. "Bank Capital and Credit Booms," with Henrik Aalto, Journal of Monetary Economics, 2020,',
        "   115(1), 44-61.",
        '2. "Informal Credit in Rural Markets," (with Amara Diallo and Kenji Mori), Journal of',
        "   Development Economics, 2022, 154(3), 1-29.",
        '3. "Remittances and Household Saving" (with K. Mori). World Bank Economic Review, 37(2),',
        "   2023: 310–338.",
        "",
        "Working Papers",
        "",
        '"Credit Registries and Small Firms," with Henrik Aalto, CEPR Discussion Paper 17210,',
        "2023.",
        "",
        '"Microfinance Rates and Default," with Amara Diallo, revise and resubmit at Economic',
        "Journal.",
    ]
)


def test_the_unnumbered_section_after_a_numbered_one_is_split_at_its_blank_lines():
    result = parse(CV_WITH_TWO_SECTIONS)
    assert [(e.title, e.authors, e.year) for e in result.entries] == [
        ("Bank Capital and Credit Booms", ["Henrik Aalto"], 2020),
        ("Informal Credit in Rural Markets", ["Amara Diallo", "Kenji Mori"], 2022),
        ("Remittances and Household Saving", ["K. Mori"], 2023),
        ("Credit Registries and Small Firms", ["Henrik Aalto"], 2023),
        ("Microfinance Rates and Default", ["Amara Diallo"], None),
    ]
    assert result.entries[4].venue == "Economic Journal"
    assert result.entries[4].status == "under review"


def test_a_coauthor_note_closing_the_entry_gives_the_coauthors():
    for text in (
        "Heights of torsion points, Compos. Math. 158 (2022), 301–344 (with V. Kallio).",
        "Heights of torsion points. Compos. Math. 158 (2022), 301–344. Joint with V. Kallio.",
        '"Heights of Torsion Points," Compositio Mathematica, 2022, 301-344 (joint with Veikko Kallio).',
    ):
        entry = _only_entry(text)
        assert entry.title.casefold().startswith("heights of torsion points"), text
        assert [name.split()[-1] for name in entry.authors] == ["Kallio"], text
        assert entry.year == 2022, text
        assert entry.venue in ("Compos. Math.", "Compositio Mathematica"), text


def test_a_closing_bare_with_before_no_initials_is_no_coauthor_note():
    entry = _only_entry("Osei, K. Learning to rank. Neural Computation 33 (2021), 1–20, with Appendix.")
    assert entry.authors == ["K. Osei"]
    assert entry.title == "Learning to rank"


def test_a_paper_in_a_series_of_working_papers_is_a_preprint():
    for series in ("NBER Working Paper 31877", "CEPR Discussion Paper 18120", "IZA Discussion Papers 16002"):
        entry = _only_entry(f'"Commuting Costs and Female Labor Supply," with Rosa Lindahl, {series}, 2023.')
        assert entry.venue == series.rsplit(" ", 1)[0], series
        assert entry.type == "preprint", series
        assert entry.authors == ["Rosa Lindahl"], series


MARKDOWN_PAGE = "\n".join(
    [
        '- "Port Congestion and Export Prices," with [Ana Ribeiro](https://example.org/ribeiro), '
        "*Journal of International Economics*, 2021, 131(2), 103-129. [PDF](port.pdf)",
        "- (with [V. Kallio](https://example.org/kallio), B. Osei, and C. Nyberg) Heights on K3 surfaces, "
        "*Algebra Number Theory* 16 (2022), 1201–1240.",
    ]
)


def test_coauthors_linked_on_a_markdown_page_are_read_without_their_links():
    result = parse(MARKDOWN_PAGE)
    assert [(e.title, e.authors, e.year, e.venue) for e in result.entries] == [
        ("Port Congestion and Export Prices", ["Ana Ribeiro"], 2021, "Journal of International Economics"),
        ("Heights on K3 surfaces", ["V. Kallio", "B. Osei", "C. Nyberg"], 2022, "Algebra Number Theory"),
    ]


def test_a_journal_abbreviation_closing_the_citation_keeps_its_period_and_is_a_journal():
    entry = _only_entry("(with F. Lindahl) Zeros of random polynomials, to appear in Israel J. Math.")
    assert entry.title == "Zeros of random polynomials"
    assert entry.authors == ["F. Lindahl"]
    assert entry.venue == "Israel J. Math."
    assert entry.status == "to appear"
    assert entry.type == "journal"


def test_a_quoted_title_without_its_own_comma_before_a_coauthor_note_stays_the_title():
    entry = _only_entry(
        '"Wage Floors and Automation" with Ines Moreau, Journal of Labor Economics, 2022, 40(1), 1-38.'
    )
    assert entry.title == "Wage Floors and Automation"
    assert entry.authors == ["Ines Moreau"]
    assert entry.venue == "Journal of Labor Economics"


def test_a_cv_year_written_before_the_names_starts_the_entry_and_gives_its_year():
    text = """2023 Holt M, Brandt J, Varga I. Diffusion policies for reorientation. Sci Robot 8: 1-9.
2022 Brandt J, Varga I. Tactile servoing on soft fruit. IEEE Robot Autom Lett 7: 4410-4417.
(2021) Brandt J. Soft grippers for fruit picking. Soft Robotics 8: 10-17.
"""
    result = parse(text)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("Diffusion policies for reorientation", ["M Holt", "J Brandt", "I Varga"], 2023),
        ("Tactile servoing on soft fruit", ["J Brandt", "I Varga"], 2022),
        ("Soft grippers for fruit picking", ["J Brandt"], 2021),
    ]


def test_a_quoted_title_to_appear_with_no_year_and_no_names_is_a_publication():
    """The owner's paper not out yet: its quoted title and its status are a citation's, undated."""
    text = (
        "“Wave breaking on sloping beaches,” with B. Poe, Journal of Coastal Flows 12 (2019), 33–51.\n\n"
        "“Sparse grids for coastal flows” (to appear).\n\n"
        "“Tidal mixing in narrow estuaries,” Estuarine Dynamics 7 (2021), 101–120.\n"
    )
    entries = parse(text).entries
    assert [entry.title for entry in entries] == [
        "Wave breaking on sloping beaches",
        "Sparse grids for coastal flows",
        "Tidal mixing in narrow estuaries",
    ]
    assert entries[1].year is None and entries[1].status == "to appear"


def test_an_undated_line_of_words_with_no_status_is_still_no_publication():
    result = parse(
        "“Sparse grids for coastal flows.”\n\nA. Roe, Tidal mixing, Estuarine Dynamics 7 (2021).\n"
    )
    assert [entry.title for entry in result.entries] == ["Tidal mixing"]


# ---------------------------------------------------------------- a résumé's jobs and degrees

RESUME_PAGE = """Publications
2022
K. Nakamura, J. Okonkwo. Tidal Sediment Maps from Sparse Sonar Sweeps. Workshop on Underwater Sensing, 2022.
Experience
Research Assistant, Kelp Institute, 2019 - 2021
Ocean Robotics Lab, Bergen
Master Thesis, 2018
Harbour Survey Company AS
Design of a low-power sonar logger for moored buoys
Education
Ph.D. Student, 2021 - present
Computer Science, University of Tromsø
Bachelor of Science, 2013 - 2016
Marine Engineering, University of Gdańsk
"""


def test_a_resumes_jobs_and_degrees_are_noise_not_publications():
    result = parse(RESUME_PAGE)
    assert [entry.title for entry in result.entries] == ["Tidal Sediment Maps from Sparse Sonar Sweeps"]
    accounts = {account.line: account for account in result.lines}
    # Every line is accounted for: the job and degree lines and the lines under them are noise.
    assert set(accounts) == {n for n, line in enumerate(RESUME_PAGE.splitlines(), 1) if line.strip()}
    for number in (5, 7, 11, 13):
        assert accounts[number].kind == LineKind.IGNORED
        assert "résumé's job or degree" in accounts[number].reason
    for number in (6, 8, 9, 12, 14):
        assert accounts[number].kind == LineKind.IGNORED


@pytest.mark.parametrize(
    ("text", "title", "kind"),
    [
        (
            "J. Okonkwo. Sparse Coding for Sonar Echoes. PhD thesis, University of Tromsø, 2019.",
            "Sparse Coding for Sonar Echoes",
            "thesis",
        ),
        (
            "Okonkwo, J. Sonar logging on moored buoys. Master Thesis, 2019.",
            "Sonar logging on moored buoys",
            "thesis",
        ),
        (
            "Okonkwo, J. (2019). Thesis Writing for Engineers, 2019. Kelp Press.",
            "Thesis Writing for Engineers, 2019",
            "book",
        ),
    ],
)
def test_a_thesis_entry_is_not_a_resumes_degree(text, title, kind):
    entry = _only_entry(text)
    assert (entry.title, entry.authors, entry.year, entry.type) == (title, ["J. Okonkwo"], 2019, kind)


def test_a_title_with_a_role_word_and_a_year_is_not_a_resume_line():
    # Small title words ("for", "the") are no role's: the line keeps its year as an entry's.
    assert ignore_reason("Thesis Writing for Young Engineers, 2019") is None
    assert ignore_reason("Master Thesis, 2019") is not None
    assert ignore_reason("Senior Developer, Fjord Data AS, 2020 - today") is not None
    # A place with a single year is a thesis entry's venue line, not a degree's dates.
    assert ignore_reason("PhD thesis, University of Tromsø, 2019") is None


def test_a_thesis_cards_closing_line_is_not_a_resumes_degree():
    # A title line, the student's names, then "Master Thesis, 2019": the card's last line, so the
    # card stays an entry with its year, and the card under it is read as before.
    text = (
        "Low-Power Sonar Logging on Moored Buoys\n"
        "Jonas Okonkwo\n"
        "Master Thesis, 2019\n"
        "\n"
        "Tidal Sediment Maps from Sparse Sonar Sweeps\n"
        "Kenji Nakamura, Jonas Okonkwo\n"
        "Workshop on Underwater Sensing 2022\n"
    )
    result = parse(text)
    assert [(entry.line_start, entry.line_end, entry.year) for entry in result.entries] == [
        (1, 3, 2019),
        (5, 7, 2022),
    ]
    accounts = {account.line: account for account in result.lines}
    assert accounts[3].kind != LineKind.IGNORED


# ---------------------------------------------------------------- an economist's cards
# Title line / venue, status or series line with the co-authors in a "(with …)" note / link labels.
ECONOMIST_CARDS = """Tariffs and Firm Entry in Small Open Economies
Journal of International Economics, 2019 (with P. Novak)
PDF | Published Version | Replication

Revise and Resubmit

Credit Booms and Household Leverage
R&R, Review of Economic Dynamics (with A. Ruiz and K. Osei)
PDF | BibTeX

The Wage Curve Revisited
Submitted to Labour Economics (with L. Brandt)
PDF

Working Papers

Inflation Expectations of Small Firms
NBER Working Paper No. 31234 (with M. Okafor)
PDF | Slides | RePEc
"""


def test_an_economists_cards_read_title_venue_line_and_coauthor_note_above_the_link_labels():
    result = parse(ECONOMIST_CARDS)
    assert [(e.title, e.authors, e.year, e.venue, e.status.value) for e in result.entries] == [
        (
            "Tariffs and Firm Entry in Small Open Economies",
            ["P. Novak"],
            2019,
            "Journal of International Economics",
            "published",
        ),
        (
            "Credit Booms and Household Leverage",
            ["A. Ruiz", "K. Osei"],
            None,
            "Review of Economic Dynamics",
            "under review",
        ),
        ("The Wage Curve Revisited", ["L. Brandt"], None, "Labour Economics", "submitted"),
        ("Inflation Expectations of Small Firms", ["M. Okafor"], None, "NBER Working Paper", "published"),
    ]
    sections = [entry.section for entry in result.entries]
    assert sections[1:] == ["Revise and Resubmit", "Revise and Resubmit", "Working Papers"]


def test_a_short_line_opening_with_an_article_is_no_persons_heading():
    # A short title alone on its line ("The Wage Curve Revisited") names no member; a name opening
    # with letters of an article ("Theo", "Ana") still does.
    assert person_heading("The Wage Curve Revisited") is None
    assert person_heading("A Dual Theory") is None
    assert person_heading("Theo van Dijk") == "Theo van Dijk"
    assert person_heading("Ana Ruiz") == "Ana Ruiz"


def test_a_row_of_bar_separated_labels_with_a_known_link_is_a_link_line():
    assert is_link_line("PDF | Published Version | Replication")
    assert is_link_line("Slides | Online Appendix | Data")
    # No known link's label, or a number, a sentence or a venue among them: no row of links.
    assert not is_link_line("Trade | Tariffs and Firms")
    assert not is_link_line("PDF | Journal of Trade 12, 2019")


def test_labels_separated_by_dashes_inside_brackets_are_a_link_line():
    assert is_link_line("[Paper - Slides - Replication files ]")
    assert is_link_line("[ Paper - Online appendix ]")
    assert is_link_line("[Paper] - [Slides]")
    # Without brackets, or with a title, a number or no known link's label inside: no row of links.
    assert not is_link_line("Code - Data Models for Small Firms")
    assert not is_link_line("[Trade - Tariffs and Firms]")
    assert not is_link_line("[Paper - Journal of Trade 12, 2019]")


# Quoted title with the co-authors in a "(with …)" note / venue line / links in one bracket.
DASHED_LINK_CARDS = """"Tariff shocks and regional wages" (with Lena Hartmann)
Journal of Regional Science, Vol. 61, Issue 2, pp. 210–233, 2021
[Paper - Slides - Replication files ]
"Credit supply and small-firm hiring" (with Tomas Ortiz)
Economic Inquiry, vol.58, n.3, pp.1120-1141, 2020
[Paper]
Work in progress:
"Minimum wages and commuting" (with Ada Brenner and Jonas Falk)
[Paper] - [Slides]
"""


def test_a_dashed_link_line_stays_with_its_card_and_the_next_card_keeps_its_coauthors():
    result = parse(DASHED_LINK_CARDS)
    assert [(e.title, e.authors, e.year) for e in result.entries] == [
        ("Tariff shocks and regional wages", ["Lena Hartmann"], 2021),
        ("Credit supply and small-firm hiring", ["Tomas Ortiz"], 2020),
        ("Minimum wages and commuting", ["Ada Brenner", "Jonas Falk"], None),
    ]
    assert not is_link_line("Credit Booms and Household Leverage: Evidence | PDF")


def test_an_owners_books_naming_only_their_imprint_are_publications():
    result = parse(
        "Books\n\n"
        "Tidal Harbours of the Baltic. Oxford: Clarendon Press, 2010.\n\n"
        "The Salt Roads of Lüneburg. Cambridge: Cambridge University Press (under contract).\n"
    )
    assert [(e.title, e.authors, e.year, e.publisher, e.status.value) for e in result.entries] == [
        ("Tidal Harbours of the Baltic", [], 2010, "Clarendon Press", "published"),
        # "Under contract" with its publisher: a book still to come.
        ("The Salt Roads of Lüneburg", [], None, "Cambridge University Press", "forthcoming"),
    ]


@pytest.mark.parametrize(
    ("text", "title", "year"),
    [
        ("Harbour chapels of the northern coast (2012)", "Harbour chapels of the northern coast", 2012),
        ("Pieśni ludowe Kurpiów (2010)", "Pieśni ludowe Kurpiów", 2010),
    ],
)
def test_a_year_in_brackets_closing_a_title_with_nothing_after_it_dates_the_work(text, title, year):
    entry, _ = read_reference(text)
    assert (entry.title, entry.year) == (title, year)


def test_a_line_with_neither_names_nor_imprint_is_still_no_publication():
    assert parse("Books\n\nTidal Harbours of the Baltic and their towns.\n").entries == []


@pytest.mark.parametrize(
    ("closing", "status"),
    [
        ("(Submitted)", "submitted"),
        ("(in press)", "in press"),
        ("[under review]", "under review"),
        ("(no prelo)", "in press"),
        ("(en prensa)", "in press"),
    ],
)
def test_a_status_in_brackets_closing_the_title_is_the_status(closing, status):
    entry = _only_entry(
        f"K. Haddad and L. Moreno. A damped iteration for nonlinear eigenproblems {closing}. "
        "arXiv:2301.01234."
    )
    assert (entry.title, entry.authors) == (
        "A damped iteration for nonlinear eigenproblems",
        ["K. Haddad", "L. Moreno"],
    )
    assert entry.status == status


def test_brackets_saying_more_than_a_status_stay_in_the_title():
    entry = _only_entry(
        "K. Haddad and L. Moreno. Peer review under pressure (a case study). Research Policy, 12, "
        "4-19 (2020)."
    )
    assert entry.title == "Peer review under pressure (a case study)"


def test_under_contract_in_a_title_is_no_status():
    text = "Okafor, A. (2015). Dock labour under contract in colonial ports. Maritime History, 12, 4-19."
    [entry] = parse(text).entries
    assert (entry.title, entry.status.value) == ("Dock labour under contract in colonial ports", "published")


def test_a_card_run_onto_one_line_reads_its_title_status_venue_and_coauthor_note_before_its_links():
    text = (
        "Credit Booms and Household Leverage R&R, Review of Economic Dynamics (with A. Ruiz and K. Osei) "
        "PDF | Slides"
    )
    [entry] = parse(text).entries
    assert (entry.title, entry.authors, entry.venue) == (
        "Credit Booms and Household Leverage",
        ["A. Ruiz", "K. Osei"],
        "Review of Economic Dynamics",
    )


# Year headings over lists numbered anew under each year; the items print no year of their own.
YEARS_NUMBERED_ANEW = """2021
1. Okafor, Ruth Ada, Brandt, L, Varga, T. (2021). Root architecture of drought-tolerant sorghum. Crop Letters.
2. Brandt, L., Okafor, Ruth Ada, Sato, H., Duarte, I. Genomic prediction of grain weight in dry sites. pdf
2020
1. Okafor, Ruth Ada, Sato, H. Seed dormancy in wild relatives of pearl millet. Crop Letters. pdf
"""


def test_a_year_over_an_item_numbered_anew_heads_the_items_under_it():
    entries = parse(YEARS_NUMBERED_ANEW).entries
    assert [(entry.year, entry.section) for entry in entries] == [
        (2021, "2021"),
        (2021, "2021"),
        (2020, "2020"),
    ]
    assert "2020" not in entries[1].raw


def test_a_year_closing_a_wrapped_item_stays_with_it():
    # The year under the item goes on with it when no item numbered 1 follows.
    text = (
        "1. Okafor, R. Root architecture of drought-tolerant sorghum lines in dry savanna sites. Crops\n"
        "2021\n"
        "2. Brandt, L. Seed dormancy in wild relatives of pearl millet. Crop Letters, 2020.\n"
    )
    entries = parse(text).entries
    assert [entry.year for entry in entries] == [2021, 2020]
    assert entries[0].raw.endswith("2021")


STUDENT_THESES_UNDER_A_KIND_HEADING = """Related Work
Osei K, Brandt L. Staffing the Night Shift. Poster presentation at the Nursing Meeting. Boston, MA. June 2020.
Student theses
Hana Osei MSPH, Rural Clinic Staffing in the Coastal Counties, May 2019.
Dissertation
"Tides and Tempers: Coastal Towns in the Long Nineteenth Century." Harbour University, 2020.
"""


def test_a_kind_heading_right_under_a_finished_entry_opens_its_section():
    result = parse(STUDENT_THESES_UNDER_A_KIND_HEADING)
    assert [
        (entry.title, entry.authors, entry.year, entry.type, entry.section) for entry in result.entries
    ] == [
        ("Staffing the Night Shift", ["K Osei", "L Brandt"], 2020, "conference", "Related Work"),
        ("Rural Clinic Staffing in the Coastal Counties", ["Hana Osei"], 2019, "thesis", "Student theses"),
        (
            "Tides and Tempers: Coastal Towns in the Long Nineteenth Century",
            [],
            2020,
            "thesis",
            "Dissertation",
        ),
    ]


def test_a_kind_heading_under_a_dated_entry_ending_on_its_publisher_opens_its_section():
    # The book's line ends on its publisher, without a stop: dated, it is finished all the same.
    text = "\n".join(
        [
            "Books",
            "2021. Harbours and Hinterlands: Trade after the Crisis (with Lena Brandt and Kofi Osei)"
            " Coastal University Press",
            "Journal Articles",
            '2019. "Tariffs and the Port Vote." Electoral Review 12(3): 40-61.',
            '2017. "Who Pays for Dredging?" with Kofi Osei. Policy Quarterly 8(1): 1-20.',
        ]
    )
    result = parse(text)
    assert {account.line: account.kind for account in result.lines}[3] == LineKind.HEADING
    assert [(entry.line_start, entry.year, entry.section) for entry in result.entries][-2:] == [
        (4, 2019, "Journal Articles"),
        (5, 2017, "Journal Articles"),
    ]


def test_a_venue_line_naming_a_kind_under_a_title_line_stays_with_its_entry():
    text = """"Wage floors and teen employment" (with B. Ruiz)
Journal of Labor Studies, vol.12, pp. 1-20, 2018
"Commuting zones revisited" (with K. Osei)
Journal of Urban Studies, vol.3, pp. 5-9, 2016
"""
    assert [(entry.title, entry.year, entry.venue) for entry in parse(text).entries] == [
        ("Wage floors and teen employment", 2018, "Journal of Labor Studies"),
        ("Commuting zones revisited", 2016, "Journal of Urban Studies"),
    ]


# A co-author note worded as the page owner's part ("co-author with", "co-authored with", a kind of
# work before "with") after an unquoted title, or before a quoted one.
WORDED_COAUTHOR_NOTES = [
    (
        "Tidal Courts as a Coordination Game (co-author with Ana Ruiz), Harbour Law Review "
        "94(3):751-816, 2016.",
        "Tidal Courts as a Coordination Game",
        ["Ana Ruiz"],
    ),
    (
        "2017. The logic of tidal priming and coastal judgments (commentary article, with Marta Lindqvist "
        "and Ben Cole). Behavioral and Coastal Sciences, 40.",
        "The logic of tidal priming and coastal judgments",
        ["Marta Lindqvist", "Ben Cole"],
    ),
    (
        "Co-authored with Karl M. Holm, “The Eye of the Harbour: Visual Literacy Among Dock Clerks.” "
        "In The Port Market. Edited by Ana Ruiz. Kirkwall: Harbour Press, 2003.",
        "The Eye of the Harbour: Visual Literacy Among Dock Clerks",
        ["Karl M. Holm"],
    ),
]


@pytest.mark.parametrize(("text", "title", "authors"), WORDED_COAUTHOR_NOTES)
def test_a_co_author_note_worded_as_the_owners_part_gives_the_co_authors(text, title, authors):
    entry = _only_entry(text)
    assert (entry.title, entry.authors) == (title, authors)


def test_a_tables_title_cell_closed_by_a_co_author_note_gives_the_co_authors():
    text = "\n".join(
        [
            "Title\tJournal\tCitation\tYear",
            "Harbour Courts and Trade (co-author with Ana Ruiz)\tHarbour Law Review\t94(3):751-816\t2016",
            "Salt Roads of the North\tCoastal Law Journal\t12:1-9\t2014",
            "Tides (Revisited)\tCoastal Law Journal\t13:4-8\t2013",
        ]
    )
    assert [(entry.title, entry.authors) for entry in parse(text).entries] == [
        ("Harbour Courts and Trade", ["Ana Ruiz"]),
        ("Salt Roads of the North", []),
        ("Tides (Revisited)", []),
    ]


@pytest.mark.parametrize(
    ("text", "title", "authors"),
    [
        (
            "Tidal Mixing in Shallow Estuaries with Amara Okafor (2020). Coastal Letters, 53(4): 605-616.",
            "Tidal Mixing in Shallow Estuaries",
            ["Amara Okafor"],
        ),
        (
            # A title holding "with": the note is the last "with" before the year.
            "Protecting Harbours from Storms with Sea Walls with Amara Okafor and Lena Brandt (2020). "
            "Coastal Letters, Volume 147, 105624.",
            "Protecting Harbours from Storms with Sea Walls",
            ["Amara Okafor", "Lena Brandt"],
        ),
    ],
)
def test_a_co_author_note_without_brackets_before_the_year_names_the_co_authors(text, title, authors):
    entry = _only_entry(text)
    assert (entry.title, entry.authors, entry.year) == (title, authors, 2020)


def test_a_title_ending_in_with_and_a_single_word_before_the_year_keeps_it():
    entry = _only_entry(
        "Mapping reef habitats with Sonar. (2011) Okafor, A., Brandt, L. Coastal Letters 12: 1-9."
    )
    assert entry.title == "Mapping reef habitats with Sonar"


OWNERS_PART_HEADINGS = """As first author

Lindqvist, Maren and Okafor, Tunde (2021). "Tidal heating of icy moons revisited". Icarus 360, 114-130.

Lindqvist, Maren, Okafor, Tunde and Brandt, Lea (2019). "A survey of cold debris disks". ApJ 880, 12.

As co-author

Okafor, Tunde et al. (2022). "Dust lanes in edge-on spiral galaxies". MNRAS 510, 44-61.

Brandt, Lea et al. (2020). "Radial velocity jitter of young suns". A&J 159, 201.
"""


def test_items_under_a_heading_naming_the_owners_part_are_kept():
    # "As co-author" says what part the owner had in the items under it; a heading of
    # co-authors alone lists people, not papers.
    titles = [entry.title for entry in parse(OWNERS_PART_HEADINGS).entries]
    assert titles == [
        "Tidal heating of icy moons revisited",
        "A survey of cold debris disks",
        "Dust lanes in edge-on spiral galaxies",
        "Radial velocity jitter of young suns",
    ]
