"""Lab-page cards the free-text and line-block readers must read right: a co-author line under
the title on a page owner's list, a venue tag before the title, award lines above or under a
card, link labels, equal-contribution notes, year lines above a group of cards, abstracts and
citation counts under a card, teaser images and badges, blank lines inside a card."""

from publications.parsing import parse
from publications.parsing.cardlines import record_card_lines
from publications.parsing.cards import (
    ABSTRACT_REASON,
    SUBJECTS_REASON,
    abstract_of,
    award_opens_card,
    is_abstract_paragraph,
    is_abstract_snippet,
)
from publications.parsing.fields import award_of_line
from publications.parsing.kindbadges import without_closing_kind
from publications.parsing.lines import Line, blank_separated_blocks, numbered_lines
from publications.parsing.records import LineKind
from publications.parsing.tail import parse_tail
from publications.tests.parsing_helpers import fields_and_venue_of


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
    assert fields_and_venue_of(parse(CO_AUTHOR_LINES)) == [
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
    assert fields_and_venue_of(parse(TITLE_WRAPPED_BEFORE_WITH)) == [
        (
            "Robust Estimation of Sparse Covariance with Deep Priors",
            ["A. Varga", "L. Moreno"],
            2019,
            "Journal of Multivariate Analysis",
        )
    ]


TAGGED_TITLES = """Outstanding Paper Award
EMNLP 2023 Retrieval-Augmented Parsing of Legal Contracts.
R. Okafor, T. Lindgren.
Conference on Empirical Methods in Natural Language Processing, 2023.

TACL'22 Multilingual Entity Linking at Scale.
T. Lindgren, S. Haddad, R. Okafor.
Transactions of the Association for Computational Linguistics, 2022.
Oral
"""


def test_a_venue_tag_before_the_title_is_the_venue_acronym_and_award_lines_join_their_card():
    result = parse(TAGGED_TITLES)
    assert fields_and_venue_of(result) == [
        (
            "Retrieval-Augmented Parsing of Legal Contracts",
            ["R. Okafor", "T. Lindgren"],
            2023,
            "Conference on Empirical Methods in Natural Language Processing",
        ),
        (
            "Multilingual Entity Linking at Scale",
            ["T. Lindgren", "S. Haddad", "R. Okafor"],
            2022,
            "Transactions of the Association for Computational Linguistics",
        ),
    ]
    assert [entry.venue_acronym for entry in result.entries] == ["EMNLP", "TACL"]
    assert [entry.award for entry in result.entries] == ["Outstanding Paper Award", "Oral"]
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [(1, 4), (6, 9)]


BLOCK_CARDS = """CVPR 2023 Neural Radiance Caching for Dynamic Scenes
M. Oduya, K. Brandt, S. Iqbal
IEEE/CVF Conference on Computer Vision and Pattern Recognition

Best Paper Honorable Mention
SIGGRAPH 2022 Differentiable Hair Rendering
K. Brandt, M. Oduya
ACM Transactions on Graphics

Spotlight
IROS'21 Tactile Servoing for Cable Routing
S. Iqbal, M. Oduya
IEEE/RSJ International Conference on Intelligent Robots and Systems

Equivariant Flows for Crystal Generation
M. Oduya, S. Iqbal
NeurIPS'20
🏆 Best Student Paper Finalist
"""


def test_cards_of_three_lines_keep_their_tags_and_award_lines_above_or_under_them():
    result = parse(BLOCK_CARDS)
    assert fields_and_venue_of(result) == [
        (
            "Neural Radiance Caching for Dynamic Scenes",
            ["M. Oduya", "K. Brandt", "S. Iqbal"],
            2023,
            "IEEE/CVF Conference on Computer Vision and Pattern Recognition",
        ),
        ("Differentiable Hair Rendering", ["K. Brandt", "M. Oduya"], 2022, "ACM Transactions on Graphics"),
        (
            "Tactile Servoing for Cable Routing",
            ["S. Iqbal", "M. Oduya"],
            2021,
            "IEEE/RSJ International Conference on Intelligent Robots and Systems",
        ),
        ("Equivariant Flows for Crystal Generation", ["M. Oduya", "S. Iqbal"], 2020, "NeurIPS"),
    ]
    assert [entry.venue_acronym for entry in result.entries] == ["CVPR", "SIGGRAPH", "IROS", "NeurIPS"]
    assert [entry.award for entry in result.entries] == [
        None,
        "Best Paper Honorable Mention",
        "Spotlight",
        "Best Student Paper Finalist",
    ]
    assert set(_kinds(result).values()) == {LineKind.ENTRY}


LINK_LABELS_AND_YEARS = """2024

Sparse Attention for Long Protein Sequences
A. Kumar*, J. Berg*, S. Ito
* Equal contribution
NeurIPS 2024
[PDF] [Code] [Slides]

Graph Priors for Molecular Docking
J. Berg, S. Ito
ICML 2024
PDF | Code | BibTeX

2023

Contrastive Pretraining of Enzyme Embeddings
S. Ito, A. Kumar
Bioinformatics, 2023
Paper · Code · Video
Cited by 12
"""


def test_link_labels_notes_and_counts_under_cards_grouped_under_year_lines_are_no_entries():
    result = parse(LINK_LABELS_AND_YEARS)
    assert fields_and_venue_of(result) == [
        ("Sparse Attention for Long Protein Sequences", ["A. Kumar", "J. Berg", "S. Ito"], 2024, "NeurIPS"),
        ("Graph Priors for Molecular Docking", ["J. Berg", "S. Ito"], 2024, "ICML"),
        ("Contrastive Pretraining of Enzyme Embeddings", ["S. Ito", "A. Kumar"], 2023, "Bioinformatics"),
    ]
    assert [name.equal_contribution for name in result.entries[0].author_names] == [True, True, False]
    kinds = _kinds(result)
    assert kinds[1] == kinds[14] == LineKind.HEADING
    assert kinds[20] == LineKind.IGNORED


ABSTRACTS = """Fast Solvers for Stiff Chemical Kinetics
M. Okonkwo, D. Lind
SIAM Journal on Scientific Computing, 2022.
Abstract: We present a family of implicit solvers for stiff chemical kinetics that exploit
sparsity in the Jacobian. Our solvers run ten times faster than standard codes on large mechanisms.

Adaptive Meshes for Reacting Flows
D. Lind, M. Okonkwo
Combustion and Flame, 2021.
Abstract: Adaptive refinement near flame fronts cuts the cost of reacting flow simulation.
"""


def test_an_abstract_under_a_card_is_its_abstract_and_never_an_entry():
    result = parse(ABSTRACTS)
    assert fields_and_venue_of(result) == [
        (
            "Fast Solvers for Stiff Chemical Kinetics",
            ["M. Okonkwo", "D. Lind"],
            2022,
            "SIAM Journal on Scientific Computing",
        ),
        ("Adaptive Meshes for Reacting Flows", ["D. Lind", "M. Okonkwo"], 2021, "Combustion and Flame"),
    ]
    assert result.entries[0].abstract.startswith("We present a family of implicit solvers")
    assert result.entries[0].abstract.endswith("on large mechanisms.")
    assert (
        result.entries[1].abstract
        == "Adaptive refinement near flame fronts cuts the cost of reacting flow simulation."
    )


def test_an_abstract_under_a_card_of_the_free_text_reader_is_its_abstract():
    text = """Learning Rates for Kernel Ridge Regression
P. Lindqvist and A. Mwangi
Journal of Machine Learning Research 22 (2021)
Abstract: Optimal rates hold under a source condition that we weaken here.

Random Features and Their Limits
A. Mwangi and P. Lindqvist
Annals of Statistics 48 (2020)
"""
    result = parse(text)
    assert fields_and_venue_of(result) == [
        (
            "Learning Rates for Kernel Ridge Regression",
            ["P. Lindqvist", "A. Mwangi"],
            2021,
            "Journal of Machine Learning Research",
        ),
        ("Random Features and Their Limits", ["A. Mwangi", "P. Lindqvist"], 2020, "Annals of Statistics"),
    ]
    assert result.entries[0].abstract == "Optimal rates hold under a source condition that we weaken here."
    assert result.entries[1].abstract is None


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
    assert fields_and_venue_of(result) == [
        ("Robust Visual Odometry in Low Light", ["T. Nakamura", "E. Rossi", "F. Adeyemi"], 2022, "ECCV"),
        ("Self-Supervised Depth from Event Cameras", ["E. Rossi", "T. Nakamura"], 2021, "IROS"),
    ]
    kinds = _kinds(result)
    assert kinds[1] == kinds[7] == LineKind.IGNORED


BLANK_INSIDE_CARDS = """Neural Fields for Ocean Currents

K. Larsen, B. Amadi, P. Chen
Journal of Physical Oceanography, 2023.

Eddy Detection with Transformers

B. Amadi, K. Larsen
Ocean Modelling, 2022.
"""


def test_a_blank_line_inside_a_card_does_not_split_it():
    assert fields_and_venue_of(parse(BLANK_INSIDE_CARDS)) == [
        (
            "Neural Fields for Ocean Currents",
            ["K. Larsen", "B. Amadi", "P. Chen"],
            2023,
            "Journal of Physical Oceanography",
        ),
        ("Eddy Detection with Transformers", ["B. Amadi", "K. Larsen"], 2022, "Ocean Modelling"),
    ]


def test_a_venue_acronym_with_a_two_digit_year_gives_the_year():
    tail = parse_tail("ICLR'19")
    assert (tail.venue_acronym, tail.year) == ("ICLR", 2019)
    assert parse_tail("Rock'n'Roll Studies 12").year is None


AWARDS_HEADING = """Best Paper Awards
- A. Smith and B. Jones. Learning to Walk on Ice. In ICRA, 2020.
- C. Brown. Grasping in Clutter. In IROS, 2021.

Outstanding Papers
M. Osei. Fair Ranking under Uncertainty. In SIGIR, 2019.
"""


def test_a_heading_naming_awards_over_a_list_stays_its_heading_and_gives_no_entry_an_award():
    result = parse(AWARDS_HEADING)
    assert [(entry.title, entry.award, entry.section) for entry in result.entries] == [
        ("Learning to Walk on Ice", None, "Best Paper Awards"),
        ("Grasping in Clutter", None, "Best Paper Awards"),
        ("Fair Ranking under Uncertainty", None, "Outstanding Papers"),
    ]


FULL_NAME_CARDS = """Publications

1. Learning Terrain Costs for Legged Walkers
Marta Quell, Jonas Brandt, and Ilse Varga
International Conference on Intelligent Robots and Systems (IROS), October 2020
[bibtex] [code]

2. Planning Under Contact Uncertainty with Sampled Modes
Jonas Brandt and Ilse Varga
International Conference on Robotics and Automation (ICRA), May 2017
[bibtex] [gif]

3. Safe Stopping Interventions for Aerial Flights
Ilse Varga, Tomasz Wren*, and Jonas Brandt*
ICRA 2019 Workshop on "Resilient Aerial Robotic Systems", Spotlight Talk
[bibtex]

4. Grasping Soft Fruit with Tactile Servoing
Jonas Brandt and Ilse Varga
International Conference on Intelligent Robots and Systems (IROS), October 2018
[bibtex]
"""


def test_a_card_author_line_in_full_names_gives_the_authors_and_leaves_the_title_whole():
    result = parse(FULL_NAME_CARDS)
    assert [(title, authors, year) for title, authors, year, _ in fields_and_venue_of(result)] == [
        ("Learning Terrain Costs for Legged Walkers", ["Marta Quell", "Jonas Brandt", "Ilse Varga"], 2020),
        ("Planning Under Contact Uncertainty with Sampled Modes", ["Jonas Brandt", "Ilse Varga"], 2017),
        (
            "Safe Stopping Interventions for Aerial Flights",
            ["Ilse Varga", "Tomasz Wren", "Jonas Brandt"],
            2019,
        ),
        ("Grasping Soft Fruit with Tactile Servoing", ["Jonas Brandt", "Ilse Varga"], 2018),
    ]


def test_venue_lines_of_one_conference_in_different_years_are_no_running_head():
    result = parse(FULL_NAME_CARDS)
    venues = [entry.venue for entry in result.entries]
    assert venues[0] == venues[3] == "International Conference on Intelligent Robots and Systems"
    assert not [issue for issue in result.issues if "page header" in issue.message]


def test_a_card_author_line_with_initials_without_periods_gives_the_authors():
    text = """Selected Publications:

Germanium detectors for light dark matter
SM Grove, Y Hallberg, K Inzaghi, N Kurtz, T Lund
Physical Review D 103 (7), 075002

Scattering rates from the dielectric response
Y Hallberg, Y Kahane, N Kurtz, BV Lehner
Physical review letters 127 (15), 151802
"""
    result = parse(text)
    assert [(entry.title, entry.authors) for entry in result.entries] == [
        (
            "Germanium detectors for light dark matter",
            ["SM Grove", "Y Hallberg", "K Inzaghi", "N Kurtz", "T Lund"],
        ),
        ("Scattering rates from the dielectric response", ["Y Hallberg", "Y Kahane", "N Kurtz", "BV Lehner"]),
    ]


BADGED_CARDS = """2023

NeurIPS 2023
Diffusion Policies for Dexterous Reorientation
Mira Holt, Jonas Brandt, Ilse Varga
Paper | Code | BibTeX

ICLR 2023 (Spotlight)
Compositional Skill Learning from Play
Jonas Brandt, Ilse Varga
Paper | Project

2022

Tactile Servoing on Soft Fruit
by J. Brandt and I. Varga
In: Proceedings of the Conference on Robot Learning (CoRL), 2022
Abstract | PDF | BibTeX
"""


def test_a_venue_badge_line_above_a_card_gives_its_venue_year_and_award():
    result = parse(BADGED_CARDS)
    assert [(e.title, e.authors, e.year, e.venue_acronym, e.award) for e in result.entries[:2]] == [
        (
            "Diffusion Policies for Dexterous Reorientation",
            ["Mira Holt", "Jonas Brandt", "Ilse Varga"],
            2023,
            "NeurIPS",
            None,
        ),
        ("Compositional Skill Learning from Play", ["Jonas Brandt", "Ilse Varga"], 2023, "ICLR", "Spotlight"),
    ]


def test_a_card_author_line_opening_with_by_gives_the_authors():
    entry = parse(BADGED_CARDS).entries[2]
    assert (entry.title, entry.authors, entry.year) == (
        "Tactile Servoing on Soft Fruit",
        ["J. Brandt", "I. Varga"],
        2022,
    )


def test_both_card_readers_share_the_rule_for_an_award_line_over_a_link_row():
    text = """Tide Gauges from Phone Sensors
R. Amadi, T. Kovac
Ocean Engineering, 2022

Best Paper Award
[PDF] [Code]

Salt Wedges in Small Estuaries
T. Kovac, R. Amadi
Estuarine Science, 2021
"""
    result = parse(text)
    assert [(entry.title, entry.award) for entry in result.entries] == [
        ("Tide Gauges from Phone Sensors", None),
        ("Salt Wedges in Small Estuaries", None),
    ]
    assert _kinds(result)[5] == LineKind.IGNORED  # an award of no card, not a heading


def test_an_award_line_opens_a_card_only_over_its_first_line():
    assert award_opens_card("Salt Wedges in Small Estuaries", after_gap=True)
    assert not award_opens_card("Salt Wedges in Small Estuaries", after_gap=False)
    for following in ("", "[PDF] [Code]", "1. Kovac, T. Salt wedges. Estuarine Science, 2021."):
        assert not award_opens_card(following, after_gap=True)


def test_an_abstract_paragraph_gives_its_text_without_the_label():
    lines = [Line(4, "Abstract: Tides carry salt"), Line(5, "  far upstream.")]
    assert abstract_of(lines) == "Tides carry salt far upstream."
    assert abstract_of([Line(4, "Salt wedges.")]) is None


VENUE_FIRST_CARDS = """Selected work
Marine Ecology Letters (2021) 14: 201–209
Tidal mixing shapes the foraging of shore crabs
Okafor, R.*, Brandt, L.*, & Varga, T.
Commentary in Coastal Science Today
Ines Halloran & Piet Moreau
Journal of Estuaries (2019) 8(2), 33-41
Sediment plumes after winter storms
Brandt, L., Okafor, R., & Varga, T.
Handbook of Shore Biology (2017)
Burrowing as a response to heat
Varga, T., & Okafor, R.
* Equal contribution
"""


def test_cards_written_venue_first_take_the_venue_and_year_above_their_title():
    result = parse(VENUE_FIRST_CARDS)
    assert [(e.title, e.authors, e.year, e.venue) for e in result.entries] == [
        (
            "Tidal mixing shapes the foraging of shore crabs",
            ["R. Okafor", "L. Brandt", "T. Varga"],
            2021,
            "Marine Ecology Letters",
        ),
        (
            "Sediment plumes after winter storms",
            ["L. Brandt", "R. Okafor", "T. Varga"],
            2019,
            "Journal of Estuaries",
        ),
        ("Burrowing as a response to heat", ["T. Varga", "R. Okafor"], 2017, "Handbook of Shore Biology"),
    ]
    first = result.entries[0]
    assert first.raw.splitlines()[0] == "Marine Ecology Letters (2021) 14: 201–209"
    assert (
        first.raw.splitlines()[-1] == "Ines Halloran & Piet Moreau"
    )  # a commentary on the card is the card's


def test_cards_written_title_first_keep_the_venue_line_under_their_authors():
    text = """Selected work
Tidal mixing shapes the foraging of shore crabs
Okafor, R., Brandt, L., & Varga, T.
Marine Ecology Letters (2021) 14: 201–209
Sediment plumes after winter storms
Brandt, L., Okafor, R., & Varga, T.
Journal of Estuaries (2019) 8(2), 33-41
"""
    assert [(e.title, e.year, e.venue) for e in parse(text).entries] == [
        ("Tidal mixing shapes the foraging of shore crabs", 2021, "Marine Ecology Letters"),
        ("Sediment plumes after winter storms", 2019, "Journal of Estuaries"),
    ]


CRAB_ABSTRACT = (
    "Shore crabs forage along the edge of the tide, where the water mixes with the river. Here, we "
    "show that the mixing of the water sets when and where the crabs feed, and how far they travel "
    "from their burrows. We tracked crabs over three summers and measured salinity at each site. The "
    "crabs fed most where the mixing was strongest."
)
PLUME_ABSTRACT = (
    "Winter storms carry sediment from the river into the estuary, and the plumes they leave can last "
    "for weeks. We measured the plumes from a boat and from the shore, and we found that their size "
    "depends on the wind as much as on the river. This changes how we think about the estuary in winter."
)
TITLE_VENUE_NAMES_CARDS = f"""Selected Publications

Tidal mixing shapes the foraging of shore crabs in estuaries
Marine Ecology Letters 2022
Okafor R, Brandt L, Varga TK, Duarte I
{CRAB_ABSTRACT}
[pubmed] [pdf] [Mar Ecol Lett]

Sediment plumes after winter storms
Journal of Estuaries 2020
Brandt L, Okafor R
{PLUME_ABSTRACT}
[pubmed] [pdf] [J Estuaries]
"""


def test_cards_with_names_under_the_venue_line_and_an_abstract_below_read_the_names():
    result = parse(TITLE_VENUE_NAMES_CARDS)
    assert fields_and_venue_of(result) == [
        (
            "Tidal mixing shapes the foraging of shore crabs in estuaries",
            ["R Okafor", "L Brandt", "TK Varga", "I Duarte"],
            2022,
            "Marine Ecology Letters",
        ),
        ("Sediment plumes after winter storms", ["L Brandt", "R Okafor"], 2020, "Journal of Estuaries"),
    ]
    assert result.entries[0].abstract.startswith("Shore crabs forage along the edge of the tide")
    assert "Shore crabs" not in result.entries[0].raw  # the abstract is no line of the citation


def test_an_abstract_paragraph_is_running_prose_and_no_citation_is():
    assert is_abstract_paragraph(CRAB_ABSTRACT)
    citation = (
        "Okafor R, Brandt L, Varga TK, Duarte I, Moreau P, Halloran I, Novak J, Silva R, Ruiz A, Lin E, "
        "Cole B, Tan W, Iyer S, Ortiz M, Wei L, Chen Y, Kim J, Park S, Lee H, Gren M. Tidal mixing shapes "
        "the foraging of shore crabs in estuaries. Mar Ecol Lett. 2022;14(2):201-9."
    )
    assert not is_abstract_paragraph(citation)


VENUE_LINE_WITH_ITS_AWARD = """Publications

Sediment transport in shallow estuaries
T. Varnell, B. Oskarsen, K. Lindqvist
CVPR 2021, Best Paper Award

Tidal mixing over a rough bed
B. Oskarsen, T. Varnell
ICCV 2019
"""


def test_a_cards_venue_line_naming_its_award_keeps_both():
    first, second = parse(VENUE_LINE_WITH_ITS_AWARD).entries
    assert (first.title, first.venue, first.year, first.award) == (
        "Sediment transport in shallow estuaries",
        "CVPR",
        2021,
        "Best Paper Award",
    )
    assert (second.venue, second.year, second.award) == ("ICCV", 2019, None)
    assert award_of_line("Best Paper Award, CVPR 2021") == "Best Paper Award"  # an award line of its own


# A profile's cards (Academia.edu): the title, "by" and the names in full, one of them opening with
# a capital and an apostrophe, the venue and year, the counts under them.
PROFILE_CARDS_APOSTROPHE_NAMES = """Peat accumulation rates in blanket bogs after drain blocking
by Siobhan O'Donnell, Marek Kowalczyk, and Aoife D'Arcy
Mires and Peat, 2022
88 Views
Download (PDF)

Water table recovery in restored upland peatlands
by Marek Kowalczyk and Siobhan O'Donnell
Ecohydrology, 2020
41 Views
"""


def test_a_cards_names_after_by_may_open_with_a_capital_and_an_apostrophe():
    result = parse(PROFILE_CARDS_APOSTROPHE_NAMES)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        (
            "Peat accumulation rates in blanket bogs after drain blocking",
            ["Siobhan O'Donnell", "Marek Kowalczyk", "Aoife D'Arcy"],
            2022,
        ),
        ("Water table recovery in restored upland peatlands", ["Marek Kowalczyk", "Siobhan O'Donnell"], 2020),
    ]


# OSF Preprints' search list: the title, "Contributors: …", the server and dates, the abstract's
# first words cut off with an ellipsis and the preprint's subjects, unlabelled.
PREPRINT_CARDS = "\n".join(
    [
        "Social media use and sleep quality in adolescents: a preregistered replication",
        "Contributors: Hanna Lindqvist, Tomás Ferreira, Amara Okonjo",
        "PsyArXiv | Date created: 2022-03-14 | Last edited: 2022-05-02",
        "We tested whether evening social media use predicts poorer sleep quality in a large sample of "
        "adolescents, following the original study's materials and analysis plan as closely as we could…",
        "Psychology, Social and Behavioral Sciences, Developmental Psychology",
        "",
        "Teacher expectations and the gender gap in mathematics",
        "Contributors: Jonas Weber, Aiko Tanaka",
        "EdArXiv | Date created: 2021-09-30 | Last edited: 2021-10-11",
        "Drawing on classroom observations from three school districts, we examine how teachers' "
        "expectations shape the participation of girls in mathematics lessons and whether…",
        "Education, Social and Behavioral Sciences",
        "",
        "Open data practices in comparative politics",
        "Contributors: Leila Haddad, Piotr Nowak, Sven Olsen",
        "SocArXiv | Date created: 2020-11-05 | Last edited: 2021-01-19",
        "We survey the replication materials of articles published in six leading journals and find that "
        "the share of articles with usable data has grown, although code is still often missing…",
        "Social and Behavioral Sciences Political Science",
    ]
)


def test_a_preprint_cards_abstract_cut_off_and_its_subject_tags_stay_inside_the_card():
    result = parse(PREPRINT_CARDS)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        (
            "Social media use and sleep quality in adolescents: a preregistered replication",
            ["Hanna Lindqvist", "Tomás Ferreira", "Amara Okonjo"],
            2022,
        ),
        ("Teacher expectations and the gender gap in mathematics", ["Jonas Weber", "Aiko Tanaka"], 2021),
        ("Open data practices in comparative politics", ["Leila Haddad", "Piotr Nowak", "Sven Olsen"], 2020),
    ]
    first, second, third = result.entries
    assert first.abstract.startswith("We tested whether evening social media use")
    assert first.keywords == ["Psychology", "Social and Behavioral Sciences", "Developmental Psychology"]
    assert second.keywords == ["Education", "Social and Behavioral Sciences"]
    assert third.keywords == ["Social and Behavioral Sciences Political Science"]
    assert all("Sciences" not in (entry.venue or "") for entry in result.entries)
    reasons = {account.line: account.reason for account in result.lines}
    assert (reasons[4], reasons[5]) == (ABSTRACT_REASON, SUBJECTS_REASON)
    assert (first.line_start, first.line_end) == (1, 3)


# The same list with a card that prints one subject alone, no abstract above it.
PREPRINT_CARDS_ONE_SUBJECT = "\n".join(
    [
        "Household water storage and child health",
        "Contributors: Amara Nwosu, Jonas Lindgren",
        "SocArXiv | Date created: 2019-11-02 | Last edited: 2020-02-10",
        "We surveyed households in three peri-urban settlements on how they store drinking water and how "
        "often their children fall ill, and found that covered containers…",
        "Social and Behavioral Sciences, Public Health",
        "",
        "Rainwater harvesting among smallholders",
        "Contributors: Kwame Asante, Jonas Lindgren",
        "PsyArXiv | Date created: 2018-03-14 | Last edited: 2018-09-01",
        "Education",
        "",
        "Groundwater governance in growing towns",
        "Contributors: Kwame Asante, Li Wei, Jonas Lindgren",
        "MetaArXiv | Date created: 2017-06-21 | Last edited: 2017-07-02",
        "Town councils rarely meter private boreholes; we compare how three towns license wells and what "
        "that does to the water table as the towns grow over a decade of…",
        "Psychology",
    ]
)


def test_a_preprint_cards_one_subject_alone_is_its_keyword_not_a_heading():
    result = parse(PREPRINT_CARDS_ONE_SUBJECT)
    assert [(entry.title, entry.year, entry.section) for entry in result.entries] == [
        ("Household water storage and child health", 2019, None),
        ("Rainwater harvesting among smallholders", 2018, None),
        ("Groundwater governance in growing towns", 2017, None),
    ]
    assert [entry.keywords for entry in result.entries] == [
        ["Social and Behavioral Sciences", "Public Health"],
        ["Education"],
        ["Psychology"],
    ]
    assert LineKind.HEADING not in _kinds(result).values()


# Dimensions' result list: title, names, the journal's details and year, the abstract cut short.
DIMENSIONS_RESULTS = "\n".join(
    [
        "Flood frequency under a changing climate in Alpine catchments",
        "Anna Rossi, Lukas Berger, Mara Okafor",
        "Journal of Hydrology, 598, 126345 (2021)",
        "Recent decades have seen more frequent floods in many Alpine catchments, and we ask whether the "
        "shift can be traced to changes in snowmelt timing rather than in heavy rainfall…",
        "",
        "Trends in heavy precipitation over the Alps since 1950",
        "Mara Okafor, Anna Rossi",
        "International Journal of Climatology, 38, 1201-1219 (2018)",
        "We analyse station records of daily precipitation across the Alpine region and find that trends in "
        "heavy precipitation differ strongly between the northern and the southern side of the…",
    ]
)

# Europe PMC's result list: title, names, "Journal. year;volume:pages", the abstract cut short.
EUROPE_PMC_RESULTS = "\n".join(
    [
        "Chronic stress alters hippocampal plasticity in adolescent rats.",
        "Rodrigues D, Jacinto L, Sousa N",
        "Neurobiology of Stress. 2020;12:100213",
        "Chronic stress during adolescence is known to shape the developing brain, and here we examined how "
        "repeated restraint changes synaptic plasticity in the dorsal hippocampus of male and female...",
        "",
        "Sex differences in the recovery from early life adversity.",
        "Jacinto L, Rodrigues D",
        "Frontiers in Behavioral Neuroscience. 2019;13:45",
        "Early life adversity leaves lasting traces on stress responses, yet whether males and females "
        "recover alike after the adversity ends has rarely been tested in the same cohort of...",
    ]
)


def test_a_search_results_abstract_cut_off_with_an_ellipsis_is_its_abstract_and_no_field():
    dimensions = parse(DIMENSIONS_RESULTS)
    assert [(entry.title, entry.authors, entry.year) for entry in dimensions.entries] == [
        (
            "Flood frequency under a changing climate in Alpine catchments",
            ["Anna Rossi", "Lukas Berger", "Mara Okafor"],
            2021,
        ),
        ("Trends in heavy precipitation over the Alps since 1950", ["Mara Okafor", "Anna Rossi"], 2018),
    ]
    assert "floods" not in (dimensions.entries[0].venue or "")
    assert dimensions.entries[0].abstract.startswith("Recent decades have seen")
    europe_pmc = parse(EUROPE_PMC_RESULTS)
    assert [(entry.title, entry.year, entry.venue) for entry in europe_pmc.entries] == [
        ("Chronic stress alters hippocampal plasticity in adolescent rats", 2020, "Neurobiology of Stress"),
        (
            "Sex differences in the recovery from early life adversity",
            2019,
            "Frontiers in Behavioral Neuroscience",
        ),
    ]
    assert europe_pmc.entries[1].abstract.startswith("Early life adversity leaves lasting traces")
    reasons = {account.line: account.reason for account in europe_pmc.lines}
    assert reasons[4] == reasons[9] == ABSTRACT_REASON


def test_an_abstract_snippet_is_running_prose_cut_off_and_no_title_or_names_cut_so_are():
    snippet = (
        "We combine sparse altimetry with a simple flow model to infer the timing of surges across the "
        "Karakoram, and find that surge onset precedes…"
    )
    assert is_abstract_snippet(snippet)
    assert is_abstract_paragraph(snippet)
    assert not is_abstract_snippet(
        "Sparse Priors for Glacier Mapping from Optical Imagery in High Mountain Asia…"
    )
    assert not is_abstract_snippet(
        "M. Okafor, L. Brandt, J. Varga, A. Rossi, K. Osei, T. Nakamura, E. Moreau, …"
    )
    assert not is_abstract_paragraph(snippet.removesuffix("…"))  # (one sentence, uncut, is no abstract)


# Records under a labelled row of their terms: SSRN's "Keywords:", EPrints' "Subjects:", bepress
# Digital Commons' "Disciplines:".
LABELLED_SUBJECTS = "\n".join(
    [
        "Okafor, M., Brandt, L. (2019). Glacier surge dynamics inferred from sparse satellite altimetry. "
        "Journal of Glaciology, 65(251), 345–358.",
        "Keywords: glacier surges; altimetry; Karakoram; ice dynamics",
        "",
        "Brandt, L., Okafor, M. (2021). Debris cover and the mass balance of Himalayan glaciers. "
        "The Cryosphere, 15, 1201–1219.",
        "Subjects: Earth Sciences, Glaciology, Remote Sensing",
        "",
        "Varga, J., Rossi, A. (2017). A regional inventory of rock glaciers in the Alps. "
        "Geomorphology, 290, 11–24.",
        "Disciplines: Geomorphology | Physical Geography",
    ]
)


def test_a_labelled_row_of_keywords_or_subjects_under_an_entry_is_its_keywords():
    result = parse(LABELLED_SUBJECTS)
    assert [(entry.title, entry.year, entry.venue) for entry in result.entries] == [
        ("Glacier surge dynamics inferred from sparse satellite altimetry", 2019, "Journal of Glaciology"),
        ("Debris cover and the mass balance of Himalayan glaciers", 2021, "The Cryosphere"),
        ("A regional inventory of rock glaciers in the Alps", 2017, "Geomorphology"),
    ]
    assert [entry.keywords for entry in result.entries] == [
        ["glacier surges", "altimetry", "Karakoram", "ice dynamics"],
        ["Earth Sciences", "Glaciology", "Remote Sensing"],
        ["Geomorphology", "Physical Geography"],
    ]
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [(1, 1), (4, 4), (7, 7)]
    reasons = {account.line: account.reason for account in result.lines}
    assert reasons[2] == reasons[5] == reasons[8] == SUBJECTS_REASON


SNIPPETS_UNDER_HEADINGS = "\n".join(
    [
        "Journal Articles",
        "",
        "Glacier surge dynamics inferred from sparse satellite altimetry",
        "Mara Okafor, Lena Brandt",
        "Journal of Glaciology, 2019",
        "We combine sparse altimetry with a simple flow model to infer the timing of surges across the "
        "Karakoram, and find that surge onset precedes…",
        "Conference Papers",
        "",
        "Debris cover and the mass balance of Himalayan glaciers",
        "Lena Brandt, Mara Okafor",
        "EGU General Assembly, 2021",
        "Thin debris enhances melt while thick debris insulates the ice beneath, and we quantify both "
        "regimes from repeated field surveys over four…",
        "Machine Learning, Remote Sensing",
    ]
)


def test_a_heading_under_a_cards_abstract_stays_a_heading_and_tags_closing_a_card_are_its_keywords():
    result = parse(SNIPPETS_UNDER_HEADINGS)
    assert [(entry.title, entry.year, entry.section) for entry in result.entries] == [
        ("Glacier surge dynamics inferred from sparse satellite altimetry", 2019, "Journal Articles"),
        ("Debris cover and the mass balance of Himalayan glaciers", 2021, "Conference Papers"),
    ]
    assert [entry.keywords for entry in result.entries] == [[], ["Machine Learning", "Remote Sensing"]]
    assert _kinds(result)[7] == LineKind.HEADING


# OSF Preprints' search list again, its cards' names lines of one person or an organisation under
# short, capitalised titles: lines the line labeller alone takes for noise or headings.
PREPRINTS_OF_ONE_CONTRIBUTOR = "\n".join(
    [
        "Community Gardens and Neighbourhood Trust",
        "Contributors: Helena Marsh, Tobias Lindgren, Ayumi Sato",
        "PsyArXiv | Date created: 2022-03-14 | Last edited: 2022-09-02",
        "We surveyed residents of twelve neighbourhoods before and after community gardens opened, and we "
        "ask whether trust in neighbours rose where the gardens were used most often by…",
        "Psychology Social and Behavioral Sciences",
        "",
        "Screen Time Measurement Protocols",
        "Contributors: Rafael Lindqvist",
        "SocArXiv | Date created: 2021-11-05 | Last edited: 2022-01-19",
        "Social and Behavioral Sciences Psychology",
        "",
        "Ventilation Guidance for Schools",
        "Contributors: OECD",
        "EdArXiv | Date created: 2021-06-30 | Last edited: 2021-07-11",
        "Education Medicine and Health Sciences",
        "",
        "Reading Habits of Rural Pupils",
        "Contributors: Lena Hoffmann, Marco Bianchi",
        "EdArXiv | Date created: 2019-04-22 | Last edited: 2019-05-01",
        "Education Psychology",
        "",
        "Open Survey Data Archives",
        "Contributors: Deutsche Forschungsgemeinschaft",
        "MetaArXiv | Date created: 2018-02-11 | Last edited: 2018-03-01",
        "We describe how research data in the social sciences are archived and shared across institutes, "
        "and which obstacles remain for the reuse of survey data in secondary…",
        "Psychology Education",
    ]
)


def test_a_preprint_card_naming_one_contributor_or_an_organisation_is_read_whole():
    result = parse(PREPRINTS_OF_ONE_CONTRIBUTOR)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        (
            "Community Gardens and Neighbourhood Trust",
            ["Helena Marsh", "Tobias Lindgren", "Ayumi Sato"],
            2022,
        ),
        ("Screen Time Measurement Protocols", ["Rafael Lindqvist"], 2021),
        ("Ventilation Guidance for Schools", ["OECD"], 2021),
        ("Reading Habits of Rural Pupils", ["Lena Hoffmann", "Marco Bianchi"], 2019),
        ("Open Survey Data Archives", ["Deutsche Forschungsgemeinschaft"], 2018),
    ]
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [
        (1, 3),
        (7, 9),
        (12, 14),
        (17, 19),
        (22, 24),
    ]
    assert result.entries[-1].abstract.startswith("We describe how research data")


def test_record_cards_are_known_in_a_list_written_so_and_only_there():
    lines = numbered_lines(PREPRINTS_OF_ONE_CONTRIBUTOR)
    found = record_card_lines(blank_separated_blocks(lines))
    assert sorted(found) == [1, 2, 3, 7, 8, 9, 12, 13, 14, 17, 18, 19, 22, 23, 24]
    # Two such cards among paragraphs of other kinds make no list of record cards.
    mixed = numbered_lines(
        "\n".join(
            [
                "Teaching",
                "Glaciology I, Introduction to Remote Sensing",
                "",
                *PREPRINTS_OF_ONE_CONTRIBUTOR.split("\n")[6:15],
                "",
                "Service",
                "Reviewer for three journals; member of the faculty board",
                "",
                "Talks",
                "Invited seminar at the University of Bergen, 2023",
            ]
        )
    )
    assert record_card_lines(blank_separated_blocks(mixed)) == frozenset()


def test_a_record_cards_names_of_one_contributor_are_no_words_of_its_venue():
    result = parse(PREPRINTS_OF_ONE_CONTRIBUTOR)
    second, third = result.entries[1:3]
    assert (second.venue, third.venue) == ("SocArXiv", "EdArXiv")
    assert not (result.entries[4].venue or "").startswith("Deutsche")


# Dimensions' result list as its cards print without their abstracts: title, names, then the
# year, the source title and the publication type ("2021, Journal of Hydrology - Article").
YEAR_FIRST_SOURCE_CARDS = "\n".join(
    [
        "Snowmelt timing and spring floods in small Alpine basins",
        "Anna Rossi, Lukas Berger, Mara Okafor",
        "2021, Journal of Hydrology - Article",
        "",
        "Groundwater recharge under irrigated maize in the Po valley",
        "Lukas Berger, Giada Conti",
        "2019, Agricultural Water Management - Article",
    ]
)


def test_a_cards_source_line_opening_with_its_year_dates_the_card():
    result = parse(YEAR_FIRST_SOURCE_CARDS)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Snowmelt timing and spring floods in small Alpine basins", 2021),
        ("Groundwater recharge under irrigated maize in the Po valley", 2019),
    ]
    alone = parse("\n".join(YEAR_FIRST_SOURCE_CARDS.split("\n")[:3]))
    assert [(entry.title, entry.year) for entry in alone.entries] == [
        ("Snowmelt timing and spring floods in small Alpine basins", 2021)
    ]
    assert alone.entries[0].venue.startswith("Journal of Hydrology")


def test_the_publication_type_closing_a_source_line_after_a_dash_is_no_word_of_the_venue():
    result = parse(YEAR_FIRST_SOURCE_CARDS)
    venues = [entry.venue for entry in result.entries]
    assert venues == ["Journal of Hydrology", "Agricultural Water Management"]
    assert without_closing_kind("Remote Sensing Symposium - Proceeding Paper") == "Remote Sensing Symposium"
    assert without_closing_kind("Science - Technology - Society") == "Science - Technology - Society"
