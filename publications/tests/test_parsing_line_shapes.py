"""Line shapes (publications.parsing.segmentation.shapes): the entries of one list look alike, and
parse() regroups lines by that: lines shaped as the paste's whole references that the grouping
joined are entries each, cards that alternate a title line and a dated line are one entry each,
and undated items one under another are entries each (publications.parsing.segmentation.undated)."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from publications.parsing import parse
from publications.parsing.formats import citations
from publications.parsing.segmentation import features
from publications.parsing.segmentation.shapes import (
    alike_entry_starts,
    card_pairs,
    holds_no_reference_look,
    line_shape,
    line_shapes,
    note_lines,
    paste_shapes,
    references_look_alike,
    unlike_the_list,
)
from publications.parsing.segmentation.undated import UndatedLists, names_first

BADGE_LINES = [
    "OCE 2024 Wave-driven sediment transport over a reef flat under storm forcing, M Okafor, L Brandt",
    "JGR 2023 Long-term shoreline change along a barrier island chain from satellite imagery, L Brandt",
    "CSR 2023 Seasonal stratification and mixing in a shallow estuary under changing discharge, T Varga",
]

# Long lines that end on a link label, as a wrapped paragraph's lines end mid-sentence: the layout
# reads the paste as text wrapped at a width, and joins its lines.
LINKED_ROWS = "\n".join(
    [
        "Papers",
        "Latest work on coastal dynamics",
        "M. Okafor, L. Brandt, T. Varga (2024) Wave-driven sediment transport over a reef flat under"
        " storm forcing and tidal phase, Coastal Engineering 181, 查看全文",
        "L. Brandt, M. Okafor (2023) Long-term shoreline change along a barrier island chain derived"
        " from satellite imagery and surveys, Marine Geology 445, 查看全文",
        "T. Varga, M. Okafor, L. Brandt (2023) Seasonal stratification and mixing in a shallow estuary"
        " under changing river discharge, Estuaries 44, 查看全文",
        "M. Okafor, T. Varga (2022) Grain size sorting on tidal flats: observations from a macrotidal"
        " embayment over two decades, Sedimentology 67, 查看全文",
    ]
)

READING_LIST = """Reading list
Coastal processes
Wave-driven sediment transport over a reef flat under storm forcing.
Okafor, M. A., Brandt, L., & Varga, T. (2021). Journal of Coastal Research, 37(2), 201–215.
Long-term shoreline change along a barrier island chain.
Brandt, L., Okafor, M. A., Silva, E., & Moreau, C. (2020). Marine Geology, 421, 106090.
Estuaries
Seasonal stratification and mixing in a shallow estuary.
Varga, T., & Okafor, M. A. (2022).Estuarine, Coastal and Shelf Science, 265, 107712.
Grain size sorting on tidal flats: observations from a macrotidal embayment.
Moreau, C., Varga, T., & Brandt, L. (2019). Sedimentology, 66(4), 1400–1421.
"""


def test_a_line_shape_tells_its_opening_length_commas_and_year_place():
    assert line_shape(BADGE_LINES[0]) == "badge/mid/few/inside"
    assert line_shape("[4]\tOkafor, M., Brandt, L. Title of the work. Journal 12, 1-9, 2021.") == (
        "marker-bracket-number/mid/many/end"
    )
    assert line_shape("Okafor, M. A., & Brandt, L. (2021). Journal of Coastal Research, 37(2), 201–215.") == (
        "name/mid/many/inside"
    )
    assert line_shape("Wave-driven sediment transport over a reef flat.") == "upper/mid/0/none"
    assert line_shape("   ") == ""


def test_lines_shaped_as_the_paste_s_references_open_entries_of_their_own():
    paste = paste_shapes(line_shapes(["Papers", *BADGE_LINES]))
    assert alike_entry_starts(["Papers", *BADGE_LINES], line_shapes(["Papers", *BADGE_LINES]), paste) == [
        1,
        2,
        3,
    ]


# A table copied as text: its cells parted by tabs, rows of any length.
TABLE_ROWS = [
    "2024\tM Okafor, L Brandt\tWave-driven sediment transport over a reef flat\tCoastal Engineering",
    "2023\tL Brandt\tShoreline change\tMarine Geology",
    "2023\tT Varga, M Okafor, L Brandt\tSeasonal stratification and mixing in a shallow estuary\tEstuaries",
]


def test_a_tables_rows_are_shaped_by_their_cells_and_open_entries_each():
    assert line_shape(TABLE_ROWS[1]).startswith("cells-4/")
    assert line_shape("[4]\tOkafor, M. Title of the work. Journal 12, 2021.").startswith("marker-")
    paste = paste_shapes(line_shapes(["Papers", *TABLE_ROWS]))
    assert alike_entry_starts(["Papers", *TABLE_ROWS], line_shapes(["Papers", *TABLE_ROWS]), paste) == [
        1,
        2,
        3,
    ]


# A group's own works one a line, without names: the title, its year in parentheses, the venue.
DATED_TITLE_LINES = [
    "Preprints",
    "",
    "Reef fish counts from diver video with small vision models (2025). bioRxiv. PDF https://doi.org/10.1/x1",
    "Benchmarking small models for reef fish classification (2025). SSRN 1234567. PDF",
    "Prompting language models for ecological statistics (2025). EcoEvoRxiv. PDF",
    "Grazing and kelp decline along the southern coast (2024). Marine Ecology Notes 7(3): 431–443.",
]


def test_a_title_closed_by_its_year_in_parentheses_opens_its_line():
    assert line_shape(DATED_TITLE_LINES[4]) == "dated-title/mid/0/inside"
    assert line_shape("Wave-driven sediment transport (over a reef flat).") == "upper/mid/0/none"
    assert line_shape("Annals of Coastal Statistics 47 (2019), 1–30.").startswith("upper/")


def test_title_first_lines_dated_in_parentheses_are_an_entry_each():
    entries = parse("\n".join(DATED_TITLE_LINES)).entries
    assert [(entry.title, entry.year) for entry in entries] == [
        ("Reef fish counts from diver video with small vision models", 2025),
        ("Benchmarking small models for reef fish classification", 2025),
        ("Prompting language models for ecological statistics", 2025),
        ("Grazing and kelp decline along the southern coast", 2024),
    ]
    assert [entry.authors for entry in entries] == [[], [], [], []]


def test_a_wrapped_reference_whose_line_opens_with_a_dated_title_is_not_split():
    wrapped = [
        "Okafor, M. A., Brandt, L., Varga, T., Silva, E., Moreau, C., Iyer, R., Novak, P., and Chen, B.",
        "Wave-driven sediment transport (2021). Reprinted in Coastal Research, 37(2), 201–215, with a note",
        "on the storm forcing of reef flats.",
    ]
    assert alike_entry_starts(wrapped, line_shapes(wrapped), paste_shapes(line_shapes(wrapped * 3))) == []


def test_a_shape_fewer_than_three_lines_of_the_paste_have_splits_nothing():
    paste = paste_shapes(line_shapes(BADGE_LINES[:2]))
    assert alike_entry_starts(BADGE_LINES[:2], line_shapes(BADGE_LINES[:2]), paste) == []


def test_a_wrapped_reference_s_lines_are_not_split():
    wrapped = [
        "Okafor, M. A., Brandt, L., Varga, T., Silva, E., Moreau, C., Iyer, R., Novak, P., and Chen, B.",
        "(2021). Wave-driven sediment transport over a reef flat under storm forcing. Journal of",
        "Coastal Research, 37(2), 201–215.",
    ]
    assert alike_entry_starts(wrapped, line_shapes(wrapped), paste_shapes(line_shapes(wrapped * 3))) == []


def test_reference_lines_the_layout_joined_are_entries_each():
    result = citations.parse(LINKED_ROWS)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [
        (3, 3),
        (4, 4),
        (5, 5),
        (6, 6),
    ]
    assert [entry.year for entry in result.entries] == [2024, 2023, 2023, 2022]
    assert result.entries[1].authors == ["L. Brandt", "M. Okafor"]


def test_cards_of_a_title_over_a_dated_names_line_pair_up_under_their_headings():
    assert card_pairs(line_shapes(READING_LIST.splitlines())) == [(2, 3), (4, 5), (7, 8), (9, 10)]
    result = citations.parse(READING_LIST)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [
        (3, 4),
        (5, 6),
        (8, 9),
        (10, 11),
    ]
    first = result.entries[0]
    assert first.title == "Wave-driven sediment transport over a reef flat under storm forcing"
    assert first.authors == ["M. A. Okafor", "L. Brandt", "T. Varga"]
    assert first.year == 2021
    assert result.entries[2].title == "Seasonal stratification and mixing in a shallow estuary"


def test_a_dated_line_over_its_title_pairs_the_other_way_round():
    lines = [
        "Okafor, M. A., & Brandt, L. (2021). Journal of Coastal Research, 37(2), 201–215.",
        "Wave-driven sediment transport over a reef flat under storm forcing.",
        "Brandt, L., & Silva, E. (2020). Marine Geology, 421, 106090.",
        "Long-term shoreline change along a barrier island chain.",
        "Varga, T., & Okafor, M. A. (2022). Sedimentology, 66(4), 1400–1421.",
        "Seasonal stratification and mixing in a shallow estuary.",
    ]
    assert card_pairs(line_shapes(lines)) == [(0, 1), (2, 3), (4, 5)]


def test_fewer_than_three_cards_or_runs_that_disagree_pair_nothing():
    lines = READING_LIST.splitlines()
    assert card_pairs(line_shapes(lines[:6])) == []  # two cards
    dated_first = [lines[3], lines[2], lines[5], lines[4]]
    assert card_pairs(line_shapes([*lines[:6], "", *dated_first])) == []


def test_a_list_of_one_reference_a_line_is_left_as_it_is():
    lines = [
        "Okafor, M. A., & Brandt, L. (2021). Wave-driven sediment transport. Coastal Research, 37(2).",
        "Brandt, L., & Silva, E. (2020). Long-term shoreline change. Marine Geology, 421, 106090.",
        "Varga, T., & Okafor, M. A. (2022). Seasonal stratification and mixing. Sedimentology, 66(4), 14–21.",
    ]
    assert card_pairs(line_shapes(lines)) == []
    assert alike_entry_starts(lines[:1], line_shapes(lines[:1]), paste_shapes(line_shapes(lines))) == []
    result = citations.parse("\n".join(lines))
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [(1, 1), (2, 2), (3, 3)]


def test_a_journal_line_under_a_title_is_not_read_as_names_first():
    text = """Selected papers
1. Wave-driven sediment transport over a reef flat under storm forcing
Journal of Coastal Research. Vol. 37 (2021), No. 2, 201–215.
2. Long-term shoreline change along a barrier island chain
Marine Geology. Vol. 421 (2020), 106090.
"""
    result = citations.parse(text)
    assert [entry.authors for entry in result.entries] == [[], []]
    assert result.entries[0].title == "Wave-driven sediment transport over a reef flat under storm forcing"


def test_paste_shapes_count_the_lines_of_each_shape_and_leave_blank_lines_out():
    assert paste_shapes(line_shapes([*BADGE_LINES, "", "Papers"])) == Counter(
        {"badge/mid/few/inside": 3, "upper/short/0/none": 1}
    )


NOTED_LIST = """Outreach
Okafor, M. A., Brandt, L., & Varga, T. (2021). Waves on reef flats, explained. Ocean Letters, 3(2), 20–31.
Role: wrote the first draft and drew the figures.
Brandt, L., & Okafor, M. A. (2020). Reading a shoreline from space. Coastal Notes, 12, 4–9.
Role: checked the figures.
Varga, T., Okafor, M. A., & Silva, E. (2019). Estuaries for beginners. Science in School, 8(1), 44–52.
Role: main writer.
Silva, E., & Okafor, M. A. (2018). Sand on the move. Young Scientists, 2, 10–15.
"""


def test_labelled_notes_under_references_go_with_the_reference_above():
    assert note_lines(NOTED_LIST.splitlines(), line_shapes(NOTED_LIST.splitlines())) == [2, 4, 6]
    result = citations.parse(NOTED_LIST)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [
        (2, 3),
        (4, 5),
        (6, 7),
        (8, 8),
    ]
    assert [entry.year for entry in result.entries] == [2021, 2020, 2019, 2018]
    assert result.entries[2].authors == ["T. Varga", "M. A. Okafor", "E. Silva"]


def test_a_note_closing_a_card_keeps_the_card_whole():
    text = """Publications

Waves on reef flats and what they carry ashore over a season
Okafor, M. and Brandt, L., Journal of Coastal Research 37, 2021
Preprint: reef_waves.pdf

Reading a shoreline from space with two decades of images
Brandt, L. and Silva, E., Marine Geology 421, 2020
Preprint: shoreline.pdf

Estuaries for beginners and the people who teach them
Varga, T. and Okafor, M., Science in School 8, 2019
Preprint: estuaries.pdf
"""
    result = citations.parse(text)
    assert note_lines(text.splitlines(), line_shapes(text.splitlines())) == [4, 8, 12]
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [(3, 5), (7, 9), (11, 13)]
    assert result.entries[0].title == "Waves on reef flats and what they carry ashore over a season"


def test_unlabelled_lines_under_references_are_not_notes():
    lines = NOTED_LIST.replace("Role: ", "").splitlines()
    assert note_lines(lines, line_shapes(lines)) == []


def test_a_date_alone_under_a_title_line_is_no_card_s_dated_line():
    lines = [
        "Vitamins and muscle physiology in children",
        "Okafor, M.; Brandt, L.",
        "Special Paper of the Coastal Society",
        "2012",
        "",
        "Sediment transport under storms",
        "Varga, T.",
        "Journal of Coastal Research",
        "2010",
        "",
        "Shoreline change on barrier islands",
        "Brandt, L.",
        "Marine Geology",
        "2009",
    ]
    assert card_pairs(line_shapes(lines)) == []


def test_a_numbered_list_that_starts_again_under_a_heading_it_misses_keeps_its_items_apart():
    # The numbers run down, then start again at [4] under a heading the rules do not know: out of
    # sequence, the items would be taken for the wrapped rest of the last item above.
    text = "\n".join(
        [
            "原著論文",
            "[3]\tOkafor A., Brandt L., and Varga T.. Wave-driven sediment transport over a reef flat."
            " Coastal Engineering. 104290. (2022).",
            "[2]\tOkafor A. and Brandt L.. Long-term shoreline change along a barrier island chain."
            " Marine Geology. 106750. (2021).",
            "[1]\tOkafor A. and Silva E.. Seasonal stratification in a shallow estuary. Estuaries and"
            " Coasts. 1021. (2020).",
            "日本語論文",
            "[4]\t岡田亜麻、ブラント玲奈. 礁原上の波による土砂輸送の定量化. 海岸工学論文集,"
            " 第68巻, 12-19. (2021).",
            "[3]\t岡田亜麻. 堡礁島における長期的な汀線変化. 地形学雑誌. 第40巻. (2020)."
            " 京都大学学術情報リポジトリ.",
            "[2]\t岡田亜麻、シルバ恵. 浅い河口の成層と混合. 水文・水資源学会誌. (2019).",
        ]
    )
    result = citations.parse(text)
    assert [entry.line_start for entry in result.entries] == [2, 3, 4, 6, 7, 8]
    assert [entry.year for entry in result.entries] == [2022, 2021, 2020, 2021, 2020, 2019]
    assert result.entries[4].title == "堡礁島における長期的な汀線変化"


COUNTED_LIST = [
    "Outreach",
    "Count: 4 items (2 in journals, 2 elsewhere)",
    "Okafor, M. A., Brandt, L., & Varga, T. (2021). Waves on reef flats. Ocean Letters, 3(2), 20–31.",
    "Brandt, L., & Okafor, M. A. (2020). Reading a shoreline from space. Coastal Notes, 12, 4–9.",
    "Other is any article in a magazine for teachers and pupils, not in a journal with peer review.",
    "Varga, T., & Okafor, M. A. (2019). Estuaries for beginners. Science in School, 8(1), 44–52.",
    "Okafor, M. A., & Silva, E. (in press). Sand on the move. Young Scientists.",
]


def test_lines_without_a_year_or_names_are_unlike_a_list_of_dated_references():
    paste = paste_shapes(line_shapes(COUNTED_LIST))
    assert unlike_the_list(line_shapes(COUNTED_LIST[1:2]), paste)
    assert unlike_the_list(line_shapes(COUNTED_LIST[4:5]), paste)
    assert not unlike_the_list(line_shapes(COUNTED_LIST[6:7]), paste)  # (no year, but names: an entry)
    assert not unlike_the_list(line_shapes(COUNTED_LIST[1:3]), paste)  # (a group with a reference in it)
    result = citations.parse("\n".join(COUNTED_LIST))
    assert [entry.line_start for entry in result.entries] == [3, 4, 6, 7]


def test_unlike_the_list_is_a_group_without_a_reference_look_in_a_paste_of_alike_references():
    paste = paste_shapes(line_shapes(COUNTED_LIST))
    assert references_look_alike(paste)
    assert not references_look_alike(paste_shapes(line_shapes(COUNTED_LIST[:4])))  # (two references only)
    assert holds_no_reference_look(line_shapes(COUNTED_LIST[1:2]))
    assert not holds_no_reference_look(line_shapes(COUNTED_LIST[1:3]))
    for start in range(len(COUNTED_LIST)):
        group = line_shapes(COUNTED_LIST[start : start + 2])
        expected = holds_no_reference_look(group) and references_look_alike(paste)
        assert unlike_the_list(group, paste) == expected


def test_a_line_without_a_year_in_a_list_of_titles_first_is_not_unlike_it():
    lines = [
        "Waves on reef flats, explained. M. Okafor and L. Brandt. Ocean Letters 3, 2021.",
        "Reading a shoreline from space. L. Brandt. Coastal Notes 12, 2020.",
        "Estuaries for beginners. T. Varga and M. Okafor. Science in School 8, 2019.",
        "Sand on the move. M. Okafor and E. Silva. Young Scientists, submitted.",
    ]
    assert not unlike_the_list(line_shapes(lines[3:]), paste_shapes(line_shapes(lines)))


def test_a_paste_of_few_references_has_no_look_to_be_unlike():
    lines = [COUNTED_LIST[1], *COUNTED_LIST[2:4]]
    assert not unlike_the_list(line_shapes(lines[:1]), paste_shapes(line_shapes(lines)))


def test_a_wrapped_line_that_looks_like_a_reference_under_another_wrapped_line_is_not_split():
    references = [
        "Okafor MA, Brandt L, Varga T, Silva E, Moreau C, Iyer R, Novak P, Chen B,",
        "Kim D, Lee J, Park S et al. 2007. Wave climate projections. In: Smith A,",
        "Jones B, eds. Coastal change 2007: the physical basis. Cambridge Univ.",
        "Press, pp. 1-20.",
        "",
        "Brandt L, Okafor MA. 2010. Long-term shoreline change along a barrier",
        "island chain. Marine Geology 421: 106-120.",
        "",
        "Varga T, Okafor MA, Silva E. 2012. Seasonal stratification in a shallow",
        "estuary. Estuaries and Coasts 44: 1021-1039.",
        "",
        "Silva E, Okafor MA. 2015. Sand on the move over two decades of tidal",
        "flats. Sedimentology 67: 2011-2030.",
    ]
    assert (
        alike_entry_starts(references[:4], line_shapes(references[:4]), paste_shapes(line_shapes(references)))
        == []
    )
    result = citations.parse("\n".join(references))
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [
        (1, 4),
        (6, 7),
        (9, 10),
        (12, 13),
    ]


def test_a_title_over_its_names_line_is_read_names_and_date_first():
    title = "Wave-driven sediment transport over a reef flat."
    names = "Okafor, M. A., & Varga, T. (2022).Coastal Research, 22(18), 6938."
    assert citations._names_line_first([title, names]) == (
        "Okafor, M. A., & Varga, T. (2022). Wave-driven sediment transport over a reef flat."
        " Coastal Research, 22(18), 6938."
    )
    assert citations._names_line_first([title, "Coastal Research. Vol. 22 (2022), 6938."]) is None
    assert citations._names_line_first([title, names, "PDF"]) is None


WORKING_PAPERS_WITHOUT_YEARS = """Publications
2021. "Ports and Patronage." Coastal Politics Review 14(2): 33-58.
2019. "Dredging the Vote." with Kofi Osei. Harbour Studies 9(1): 1-22.
Working Papers
“Tariff Shocks and Local Elections.” with Lena Brandt Under review
“Who Owns the Waterfront? Evidence from Municipal Records.” Under review
“Ferries, Bridges and the Commuter Vote.” with Ada Moreau and Paul Arne Draft available
“Shipping Lanes as Public Goods” In preparation
"""


def test_undated_items_with_quoted_titles_one_under_another_are_an_entry_each():
    entries = parse(WORKING_PAPERS_WITHOUT_YEARS).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(n, n) for n in (2, 3, 5, 6, 7, 8)]
    assert [entry.title for entry in entries][2:] == [
        "Tariff Shocks and Local Elections",
        "Who Owns the Waterfront? Evidence from Municipal Records",
        "Ferries, Bridges and the Commuter Vote",
        "Shipping Lanes as Public Goods",
    ]
    assert {entry.section for entry in entries[2:]} == {"Working Papers"}


def test_a_cards_quoted_title_over_its_names_is_no_undated_item():
    texts = [
        "“Nah, that is fine!” A study of reminders in shared calendars",
        "Ada Moreau (Harbour University), Paul Arne (Coast College)",
        "",
        "“Is it on?” Microphone etiquette in hybrid meetings",
        "Lena Brandt (Harbour University)",
        "",
        "“Just one more”: Notifications and the evening scroll",
        "Kofi Osei (Coast College), Ada Moreau (Harbour University)",
    ]
    assert UndatedLists(texts, line_shapes(texts)).entry_lines() == ([], [], [])


READING_LIST_WITHOUT_YEARS = "\n".join(
    [
        "COASTAL PROCESSES",
        "Back to top",
        "Wave setup on steep reefs during tropical storms. Okafor TJ, Lindqvist M, Barrow I, Reef science.",
        "Sediment bypassing at engineered inlets: a field comparison. Arne P, Moreau A, Estuarine science.",
        "Longshore drift reversal under shifting monsoon winds. Qadir R, Wen L, Okafor TJ, Marine geology.",
        "Dune recovery after overwash, measured by repeat lidar surveys. Brandt L, Osei K, Geomorphology.",
    ]
)


def test_undated_title_first_items_one_under_another_are_an_entry_each():
    entries = parse(READING_LIST_WITHOUT_YEARS).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(n, n) for n in range(3, 7)]
    assert [entry.title for entry in entries] == [
        "Wave setup on steep reefs during tropical storms",
        "Sediment bypassing at engineered inlets: a field comparison",
        "Longshore drift reversal under shifting monsoon winds",
        "Dune recovery after overwash, measured by repeat lidar surveys",
    ]


def test_a_paragraph_of_prose_is_no_undated_item():
    texts = [
        "Our group studies coastal change. We combine field surveys, numerical models, and remote sensing.",
        "The lab moved in 2019. Since then, we have grown to ten members, with students, and postdocs.",
        "Funding comes from several agencies. Collaborators include universities, agencies, and NGOs.",
    ]
    assert UndatedLists(texts, line_shapes(texts)).entry_lines() == ([], [], [])


UNDATED_CARDS = """Publications
Scientific publications
Tidal mixing over rough seamounts: a field and model comparison
Tomas Okafor, Marta Lindqvist, Ines Barrow
Ocean Dynamics (Link - Open Access)
Internal waves in a stratified fjord under seasonal ice
Marta Lindqvist, Paul Arne
Journal of Fjord Science (Link)
seamountr: a package to grid bathymetry around isolated peaks
Ines Barrow, Ada Moreau, Tomas Okafor
The R Journal (Link)
Wakes and eddies behind seamounts in a rotating tank
Paul Arne, Kofi Osei, Marta Lindqvist, Ines Barrow
Experiments in Fluids (Link - Open Access)
"""


def test_cards_of_title_names_and_venue_that_date_nothing_are_an_entry_each():
    entries = parse(UNDATED_CARDS).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(3, 5), (6, 8), (9, 11), (12, 14)]
    assert [(entry.title, entry.authors[0], entry.year) for entry in entries] == [
        ("Tidal mixing over rough seamounts: a field and model comparison", "Tomas Okafor", None),
        ("Internal waves in a stratified fjord under seasonal ice", "Marta Lindqvist", None),
        ("seamountr: a package to grid bathymetry around isolated peaks", "Ines Barrow", None),
        ("Wakes and eddies behind seamounts in a rotating tank", "Paul Arne", None),
    ]


def test_dated_cards_are_no_undated_cards():
    texts = [
        "Tidal mixing over rough seamounts",
        "Tomas Okafor, Marta Lindqvist",
        "Ocean Dynamics, 2021",
        "Internal waves in a stratified fjord",
        "Marta Lindqvist, Paul Arne",
        "Journal of Fjord Science, 2020",
        "Wakes and eddies behind seamounts",
        "Paul Arne, Kofi Osei",
        "Experiments in Fluids, 2019",
    ]
    assert UndatedLists(texts, line_shapes(texts)).entry_lines()[1] == []


PAPERS_WITH_STATUSES_FOR_YEARS = """Papers in progress
Kim, A., & Osei, K. Tidal mixing in shallow bays. In preparation.
Brandt, L. Salt wedges in tidal rivers. Under review.
Okafor, A., Brandt, L. Sediment plumes after winter storms. Revise & Resubmit at Journal of Hydrology.
Varga, T., Kim, A. Groundwater seepage along sandy beaches. Submitted.
"""


def test_undated_items_whose_status_stands_where_the_year_would_are_an_entry_each():
    entries = parse(PAPERS_WITH_STATUSES_FOR_YEARS).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(n, n) for n in range(2, 6)]
    assert [(entry.title, entry.authors, entry.year) for entry in entries] == [
        ("Tidal mixing in shallow bays", ["A. Kim", "K. Osei"], None),
        ("Salt wedges in tidal rivers", ["L. Brandt"], None),
        ("Sediment plumes after winter storms", ["A. Okafor", "L. Brandt"], None),
        ("Groundwater seepage along sandy beaches", ["T. Varga", "A. Kim"], None),
    ]
    assert [entry.status for entry in entries][1:] == ["under review", "under review", "submitted"]


def test_names_and_a_title_without_a_status_after_them_are_no_undated_items():
    texts = [
        "Kim, A., & Osei, K. Tidal mixing in shallow bays and estuaries.",
        "Brandt, L. Salt wedges in tidal rivers of the northern coast.",
        "Okafor, A., Brandt, L. Sediment plumes after winter storms.",
    ]
    assert UndatedLists(texts, line_shapes(texts)).entry_lines() == ([], [], [])


def test_undated_title_first_items_are_read_with_their_names_and_venue():
    # Titles first, then names written family name and initials, then the journal: the names
    # are read as the authors however many they are, the journal not among them.
    entries = parse(
        "\n".join(
            [
                "ESTUARIES",
                "Salt intrusion in dredged channels. Okafor TJ, van der Berg LHV, Qadir R, Estuaries.",
                "Tidal pumping of fine sediment into harbours. Lindqvist M, Arne P, Coastal research.",
                "Wave damping over seagrass meadows. Brandt L, Osei K, Moreau A, Wen L, Marine geology.",
            ]
        )
    ).entries
    assert [(entry.title, entry.authors) for entry in entries] == [
        ("Salt intrusion in dredged channels", ["TJ Okafor", "LHV van der Berg", "R Qadir"]),
        ("Tidal pumping of fine sediment into harbours", ["M Lindqvist", "P Arne"]),
        ("Wave damping over seagrass meadows", ["L Brandt", "K Osei", "A Moreau", "L Wen"]),
    ]


def test_a_title_its_names_follow_is_written_names_first_for_the_reader():
    assert names_first("Tidal pumping in harbours. Lindqvist M, Arne P, Journal of coastal research.") == (
        "Lindqvist M, Arne P. Tidal pumping in harbours. Journal of coastal research."
    )
    assert names_first("Tidal pumping in harbours. Ada Moreau, Paul Arne") == (
        "Ada Moreau, Paul Arne. Tidal pumping in harbours."
    )
    assert names_first("Dune recovery, measured by lidar. Brandt L, Osei K, Geomorphology.") == (
        "Brandt L, Osei K. Dune recovery, measured by lidar. Geomorphology."
    )
    assert names_first("Tidal pumping in harbours. Journal of coastal research.") == (
        "Tidal pumping in harbours. Journal of coastal research."
    )


def test_an_undated_card_s_line_of_names_gives_its_authors_and_leaves_the_title_whole():
    # A names line closing on "et al." looks like no author line to the card rules; the list's
    # cycle of title, names and venue lines says it is one.
    entries = parse(
        "Publications\n"
        "Tidal Mixing over Rough Seamounts: A Field and Model Comparison\n"
        "Tomas Okafor, Marta Lindqvist, Ines Barrow et al.\n"
        "Ocean Dynamics (Link - Open Access)\n"
        "Internal Waves in a Stratified Fjord under Seasonal Ice: A Mooring Study\n"
        "Marta Lindqvist, Paul Arne, Kofi Osei et al.\n"
        "Journal of Fjord Science (Link)\n"
        "Wakes and Eddies behind Seamounts in a Rotating Tank\n"
        "Paul Arne, Kofi Osei, Marta Lindqvist et al.\n"
        "Experiments in Fluids (Link - Open Access)\n"
    ).entries
    assert [(entry.title, entry.authors, entry.authors_truncated) for entry in entries] == [
        (
            "Tidal Mixing over Rough Seamounts: A Field and Model Comparison",
            ["Tomas Okafor", "Marta Lindqvist", "Ines Barrow"],
            True,
        ),
        (
            "Internal Waves in a Stratified Fjord under Seasonal Ice: A Mooring Study",
            ["Marta Lindqvist", "Paul Arne", "Kofi Osei"],
            True,
        ),
        (
            "Wakes and Eddies behind Seamounts in a Rotating Tank",
            ["Paul Arne", "Kofi Osei", "Marta Lindqvist"],
            True,
        ),
    ]


# Lines that open with a name in each form ``name_start`` reads, then the same lines without their
# commas and full stops.
_NAME_OPENINGS = st.one_of([st.from_regex(pattern) for _, pattern in features._NAME_STARTS])


@given(line=_NAME_OPENINGS)
@settings(max_examples=300, deadline=None)
def test_no_name_opening_holds_no_comma_or_stop(line):
    """Each form ``name_start`` reads holds a comma or a full stop, so a line with neither opens with
    no name of those forms: the line shapes need not try them on it."""
    assert features.name_start(line) is not None
    assert features.name_start(line.replace(",", " ").replace(".", " ")) is None


def test_a_line_without_stops_is_shaped_as_it_was():
    """Titles and headings (no comma, no stop) keep their openings; names keep theirs."""
    assert line_shape("Title 12345").startswith("upper/")
    assert line_shape("van der Berg J Title").startswith("name/")
    assert line_shape("Okafor, R. Title").startswith("name/")
    assert line_shape("R. Okafor Title").startswith("name/")
    assert line_shape("Okafor RB. Title").startswith("name/")
