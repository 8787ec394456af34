"""Segmentation (publications.parsing.segmentation): line features, a line labeller trained on a
sample, and the committed model segmenting pastes through parse()."""

import random

from publications.parsing import parse
from publications.parsing.formats import citations
from publications.parsing.formats.citations import _heads_numbered_items
from publications.parsing.lines import Line
from publications.parsing.segmentation import HEADINGS, LineLabel, label_lines
from publications.parsing.segmentation.continuation import (
    closes_open_quote,
    opens_no_reference,
    stops_inside,
    too_little_for_a_reference,
)
from publications.parsing.segmentation.features import line_features
from publications.parsing.segmentation.linewidth import stops_short
from publications.parsing.segmentation.wrapping import names_go_on
from publications.parsing.training.lines import entry_spans, gold_documents, train
from publications.parsing.training.pastes import hyphenated_wrap, synthetic_documents


def test_line_features_describe_noise_shapes_markers_and_neighbours():
    lines = [
        "[3] A. Rossi, B. Chen, Title of it, Phys. Rev. B 104, 045112 (2021).",
        "PMID: 30412345",
        "",
        "2021",
    ]
    first, pmid, blank, year = line_features(lines)
    assert "marker=bracket-number" in first and "name-start=initials" in first and "year-at-end" in first
    assert "noise=pmid" in pmid and "-1:marker=bracket-number" in pmid
    assert blank[1] == "blank"
    assert "heading=year" in year and "prev:after-blank" in year


def test_line_features_find_each_mark_in_either_case_and_only_after_a_word_boundary():
    def marks(line: str) -> set[str]:
        (features,) = line_features([line])
        return set(features) & {"quote", "url", "pages", "volume", "in", "et-al"}

    assert marks("Okonjo, T. et al. Harbour silt, Vol. 7, pp. 12–19. In: Notes. DOI: 10.1/x") == {
        "et-al",
        "volume",
        "pages",
        "in",
        "url",
    }
    assert marks("In Coastal Notes, see HTTPS://example.org or WWW.example.org") == {"in", "url"}
    assert marks("Okonjo, T. Le limon, Dans Actes du colloque") == {"in"}
    assert marks("Okonjo, T. El limo. En Actas, doi.org/10.1/x") == {"in", "url"}
    assert marks("Okonjo, T., “Harbour silt,” Tidal Lett. 12(3), no. 4, volume 2") == {"quote", "volume"}
    # Inside a word a mark is none: "photodoi:", "Sweet al", "invol.", "Casino.", "A12-19".
    assert marks("Okonjo photodoi: Sweet al cases invol. Casino. A12-19 Din mare") == set()


def test_a_line_labeller_trained_on_a_sample_segments_held_back_pastes(tmp_path):
    held_back_name = "lab-page"
    training = [document for name, document in gold_documents() if name != held_back_name]
    training += synthetic_documents(60, seed=1)
    model = train(tmp_path / "lines.crfsuite", training, max_iterations=40)

    held_back = [document for name, document in gold_documents() if name == held_back_name]
    held_back += synthetic_documents(12, seed=2)
    right = total = 0
    for lines, labels in held_back:
        predicted = [label for label, _ in label_lines(lines, path=model)]
        gold = entry_spans(labels)
        right += len(gold & entry_spans(predicted))
        total += len(gold)
    assert total > 100
    assert right / total >= 0.9, f"{right} of {total} entries segmented right"


REFERENCES_ONE_A_LINE = "\n".join(
    [
        "Kim, J. H.; Lopez, M. A.; Osei, K. Cobalt-Catalysed Hydroamination of Dienes. "
        "J. Am. Chem. Soc. 2021, 143, 5120–5127.",
        "A. Rossi, B. K. Chen, and T. Müller, Ultrafast melting of charge order in TiSe2, "
        "Phys. Rev. B 104, 045112 (2021).",
        "M. Dubois, J. Martin, Apprentissage fédéré pour la santé, "
        "Revue d'Intelligence Artificielle, juin 2022.",
        "Allen, R. and Smith, T. (2004). Wages in the past. In R. Allen and T. Smith (eds.), "
        "Living Standards in the Past, pp. 277–306.",
        "Müller, H. und Schmidt, K. (2019): Maschinelles Lernen. "
        "In: Weber, K. (Hrsg.), Handbuch KI, S. 12–20.",
        "García, J. y López, M. (2020). Redes neuronales en medicina. "
        "Revista Española de Salud 12(3), 45–60.",
        "Zhang, Y., Li, X. & Wang, Z. Deep learning for protein structure. Nature 596, 583–589 (2021).",
    ]
)

REFERENCES_WRAPPED = """\
Abrams, B. A. and P. Iossifov. 2006. “Does the Fed contribute to a political
  business cycle?” Public Choice 129(3-4):249–262.
Acemoglu, D., S. Johnson, A. Kermani, J. Kwak and T. Mitton. 2016. The value of
  connections in turbulent times: Evidence from the United States. Journal of
  Financial Economics 121(2):368–391.
Adolph, C. 2013. Bankers, bureaucrats, and central bank politics: The myth of
  neutrality. Cambridge University Press.
Alesina, A. and L. H. Summers. 1993. “Central bank independence and
  macroeconomic performance: some comparative evidence.” Journal of Money,
  Credit and Banking 25(2):151–162.
"""


def test_references_one_a_line_come_out_one_entry_each():
    result = parse(REFERENCES_ONE_A_LINE)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [(n, n) for n in range(1, 8)]


def test_long_lines_ending_on_a_journals_name_are_one_reference_each_not_wrapped_text():
    # Copied from a browser, each reference one line (longer than any page wraps), ending on its
    # journal's name without a stop as a database's export writes it.
    names = "Okafor, TJ, Lindqvist, M, Barrow, I, Arne, P, Moreau, A, Qadir, R, Wen, L"
    text = "\n".join(
        [
            "2019",
            f"Cryo-EM structure of a membrane transporter in the outward-open state. (2019) {names}. "
            "Journal of molecular biology",
            f"Flexible hinges of a viral capsid resolved at near-atomic resolution. (2019) {names}. "
            "Structure (London, England : 1993)",
            f"Lipid nanodiscs stabilise a channel in its closed conformation for imaging. (2019) {names}. "
            "The EMBO journal",
            f"Subtomogram averaging of the flagellar axoneme in motile parasites. (2019) {names}. "
            "Proceedings of the National Academy of Sciences of the United States of America",
        ]
    )
    result = parse(text)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [(n, n) for n in range(2, 6)]
    assert [entry.year for entry in result.entries] == [2019] * 4


def test_a_short_citation_after_a_finished_one_is_not_swallowed_by_an_unsure_join():
    # The model alone calls the fourth line a continuation (about 0.7); the rules see a finished
    # citation followed by an author list, and an unsure model does not overrule them.
    text = (
        "Jane Doe. Energy-aware placement. In Proc. SC, 2020. doi:10.1145/5000004.5000004\n"
        "Olu Ade, Jane Doe. Graphs on GPUs. In Proc. PPoPP, 2022.\n"
        "Ali Khan, Olu Ade, Mei Lin. Compilers for tensors. In Proc. ICS, 2022.\n"
        "Mei Lin. A survey of surveys. Journal of Things, 13(1):1-30, 2022.\n"
        "Jane Doe, Mei Lin. Storage for science. In Proc. SC, 2019.\n"
    )
    result = parse(text)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [(n, n) for n in range(1, 6)]
    assert result.entries[3].title == "A survey of surveys"


def test_references_wrapped_with_a_hanging_indent_come_out_one_entry_each():
    result = parse(REFERENCES_WRAPPED)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [
        (1, 2),
        (3, 5),
        (6, 7),
        (8, 10),
    ]
    assert result.entries[1].year == 2016


CARDS_WITH_NOISE = """\
Publications

Learning Dexterous Grasping from Human Videos. A. Kumar*, B. Chen*, C. Lopez. CoRL 2023.
(* equal contribution)
[PDF] [Code] [Project]
PMID: 30412345
Sandboxing Untrusted Plugins in Browsers. R. Iyer, M. Tan, L. Ortiz. NDSS 2023.
Cited by 12
12 2021
"""


def test_noise_lines_between_entries_are_ignored_not_swallowed():
    result = parse(CARDS_WITH_NOISE)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [(3, 5), (7, 7)]
    ignored = {account.line for account in result.lines if account.kind == "ignored"}
    assert {6, 8, 9} <= ignored


LAB_CARDS = """\
2023

Learning Dexterous Grasping from Human Videos
A. Kumar*, B. Chen*, C. Lopez
(* equal contribution)
CoRL 2023 (Oral) [PDF] [Code] [Project]

Sandboxing Untrusted Plugins in Browsers
R. Iyer, M. Tan, L. Ortiz
Network and Distributed System Security Symposium 2023

2022

Cobalt-Catalysed Hydroamination of Dienes
J. H. Kim, M. A. Lopez, K. Osei
J. Am. Chem. Soc. 2022, 143, 5120–5127.
PMID: 30412345
PMCID: PMC6123456
"""


def test_cards_keep_their_equal_contribution_note_and_venue_and_identifier_lines_are_noise():
    result = parse(LAB_CARDS)
    first, second, third = result.entries
    assert (first.line_start, first.line_end, first.venue, first.year) == (3, 6, "CoRL", 2023)
    assert (second.line_start, second.line_end) == (8, 10)
    assert (third.line_start, third.line_end, third.section) == (14, 16, "2022")
    accounts = {account.line: account for account in result.lines}
    assert accounts[17].kind == "ignored" and accounts[18].kind == "ignored"


# A reference list copied from the end of a paper: one reference a paragraph, wrapped at a
# width, blank lines between. The third paragraph's last line is its year alone, and the fourth
# paragraph's second line opens like a numbered item ("48. No. 3."): both continue their paragraph.
REFERENCES_AS_PARAGRAPHS = """\
Halvorsen, K. and Mbeki, T. (2014). Seasonal variation in the foraging range
of urban foxes: evidence from twelve cities. Journal of Applied Ecology 51,
233-241.

Oyelaran, F., Castellanos, M., Petit, J.-L., Nakagawa, H. and Lindqvist, S.
Measuring the persistence of informal credit networks in rural markets.
World Development 102, 18-31 (2018).

Baumann, Ute: Die Rezeption der antiken Tragödie im Theater der Weimarer
Republik. In: Studien zur Theatergeschichte, hg. von R. Stein, Bern
2011

Ivanova E. V., Sokolov P. A. Thermal stability of layered perovskite films
48. No. 3. P. 211-219. Russian Journal of Physical Chemistry, 2019.

Ferreira da Silva, M. and Osei, K. A survey of graph partitioning for
distributed stream processing systems. ACM Computing Surveys 53, 1-36,
2020.
"""


def test_references_pasted_as_wrapped_paragraphs_come_out_one_entry_each():
    result = parse(REFERENCES_AS_PARAGRAPHS)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [
        (1, 3),
        (5, 7),
        (9, 11),
        (13, 14),
        (16, 18),
    ]
    assert result.entries[2].year == 2011
    assert not result.issues or all(issue.field != "year" for issue in result.issues)


def test_a_hanging_indent_keeps_a_year_alone_on_a_continuation_line():
    text = (
        "Halvorsen, K. and Mbeki, T. Seasonal variation in the foraging range of urban\n"
        "    foxes: evidence from twelve cities. Journal of Applied Ecology 51, 233-241,\n"
        "    2014.\n"
        "Lindqvist, S. Measuring the persistence of informal credit networks in rural\n"
        "    markets. World Development 102, 18-31, 2018.\n"
        "Nakagawa, H. Thermal stability of layered perovskite films under cycling.\n"
        "    Russian Journal of Physical Chemistry 48, 211-219, 2019.\n"
    )
    result = parse(text)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [(1, 3), (4, 5), (6, 7)]
    assert [entry.year for entry in result.entries] == [2014, 2018, 2019]


def test_a_numbered_list_wrapped_without_blank_lines_keeps_its_wrapped_lines():
    # Entries wrapped over two or three lines outnumber the numbered lines; a wrapped line that
    # opens with a number out of sequence ("48. No. 3.") or like a heading stays in its entry.
    text = (
        "1. Ivanova E. V., Sokolov P. A. Thermal stability of layered perovskite films //\n"
        "Russian Journal of Physical Chemistry. 2019. Vol.\n"
        "48. No. 3. P. 211-219.\n"
        "2. Halvorsen, K. and Mbeki, T. Seasonal variation in the foraging range of urban\n"
        "Foxes and Badgers in Twelve Northern Cities\n"
        "Journal of Applied Ecology 51, 233-241 (2014).\n"
        "3. Lindqvist, S. Measuring the persistence of informal credit networks. World\n"
        "Development 102, 18-31 (2018).\n"
    )
    result = parse(text)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [(1, 3), (4, 6), (7, 8)]


def test_numbers_with_a_dash_mark_entries_only_when_they_count_up():
    numbered = (
        "1- Halvorsen K, Mbeki T. Seasonal variation in the foraging range of urban foxes. "
        "J Appl Ecol. 2014;51:233-41.\n"
        "2- Lindqvist S. Measuring the persistence of informal credit networks. World Dev. 2018;102:18-31.\n"
        "3- Nakagawa H, Osei K. Thermal stability of layered perovskite films. "
        "Russ J Phys Chem. 2019;48:211-9.\n"
    )
    result = parse(numbered)
    assert [entry.authors[0] for entry in result.entries] == ["K Halvorsen", "S Lindqvist", "H Nakagawa"]
    assert result.entries[0].title == "Seasonal variation in the foraging range of urban foxes"
    # Titles that open with a number and a dash do not count 1, 2, 3: they keep their number.
    chemistry = (
        "3-Aminopyridine complexes of copper. K. Osei, L. Ruiz. Inorg. Chem. 2019.\n\n"
        "4-Hydroxy acids in soil. M. Tan, P. Novak. Soil Biol. Biochem. 2020.\n\n"
        "2-D materials for batteries. P. Novak, K. Osei. Nature Energy 2021.\n"
    )
    assert [entry.title for entry in parse(chemistry).entries] == [
        "3-Aminopyridine complexes of copper",
        "4-Hydroxy acids in soil",
        "2-D materials for batteries",
    ]


def test_bare_numbers_mark_entries_when_they_count_up_again_under_each_heading():
    text = """Top papers of the group

1 Novak, R. et al. Strain Engineering of Layered Magnets. Advanced Functional Materials 33, 1-9 (2023).

2 Okafor, H. et al. Excitons in Twisted Bilayers. Physical Review B 105, 1-9 (2022).

3 Marsh, T. et al. Ion Transport in Membranes. Nano Letters 21, 44-50 (2021).


2021 (Summary of 2020: 12 papers at Nature Materials, Nano Letters and others)

1            Quell, M. et al. Thermal Transport in Thin Films. Journal of Applied Physics 130, 1-8 (2020).

2            Brandt, J. et al. Defects in Monolayers. ACS Nano 14, 3-9 (2020).
"""
    result = parse(text)
    assert [(entry.authors, entry.title, entry.year) for entry in result.entries] == [
        (["R. Novak"], "Strain Engineering of Layered Magnets", 2023),
        (["H. Okafor"], "Excitons in Twisted Bilayers", 2022),
        (["T. Marsh"], "Ion Transport in Membranes", 2021),
        (["M. Quell"], "Thermal Transport in Thin Films", 2020),
        (["J. Brandt"], "Defects in Monolayers", 2020),
    ]
    assert all(entry.authors_truncated for entry in result.entries)


def test_a_pdf_column_wraps_at_its_width_and_breaks_long_lower_case_words_with_a_hyphen():
    text = "Okafor, N. Recharge in semiarid floodplains and groundwater-fed wetlands. Hydrology Letters 4."
    assert hyphenated_wrap(text, 38, "  ", kept=4) == [
        "Okafor, N. Recharge in semiarid flood-",
        "  plains and groundwater-fed wetlands.",
        "  Hydrology Letters 4.",
    ]
    assert hyphenated_wrap(text, 44) == [
        "Okafor, N. Recharge in semiarid floodplains",
        "and groundwater-fed wetlands. Hydrology",
        "Letters 4.",
    ]
    assert hyphenated_wrap(text, 38, rng=random.Random(1)) == hyphenated_wrap(text, 38, rng=random.Random(1))


def _spans(text):
    return [(entry.line_start, entry.line_end, entry.authors) for entry in parse(text).entries]


def test_a_reference_whose_line_breaks_inside_an_author_name_stays_one_entry():
    given_first = """A. Okafor, B.
Lindqvist, and C. Moreau. Tidal mixing in shallow estuaries. Journal of Coastal Research 31, 2015.
D. Brandt and E. Kovac. Salt wedges revisited. Estuarine Science 12, 2018.
F. Haddad, G.
Ortiz, H. Novak, and I. Petrov. Sediment plumes under ice. Marine Geology 401, 2019.
"""
    assert _spans(given_first) == [
        (1, 2, ["A. Okafor", "B. Lindqvist", "C. Moreau"]),
        (3, 3, ["D. Brandt", "E. Kovac"]),
        (4, 5, ["F. Haddad", "G. Ortiz", "H. Novak", "I. Petrov"]),
    ]
    family_first = """Okafor, A.,
Lindqvist, B., and Moreau, C. (2015). Tidal mixing in shallow estuaries. J. Coast. Res., 31, 10-20.
Brandt, D., and Kovac, E. (2018). Salt wedges revisited. Estuarine Science, 12, 1-9.
Haddad, F., Ortiz, G.,
Novak, H., and Petrov, I. (2019). Sediment plumes under ice. Marine Geology, 401, 5-15.
"""
    assert _spans(family_first) == [
        (1, 2, ["A. Okafor", "B. Lindqvist", "C. Moreau"]),
        (3, 3, ["D. Brandt", "E. Kovac"]),
        (4, 5, ["F. Haddad", "G. Ortiz", "H. Novak", "I. Petrov"]),
    ]


def test_where_names_break_off_at_a_lines_end_and_go_on_below():
    assert names_go_on("A. Okafor, B.", "Lindqvist, and C. Moreau. Tidal mixing.")
    assert names_go_on("Haddad, F., Ortiz, G.,", "Novak, H. (2019). Sediment plumes.")
    assert names_go_on("Amara Okafor, Bruno Lindqvist, Chloe", "Moreau, Dana Brandt")
    assert names_go_on("F. Haddad and", "G. Ortiz. Sediment plumes.")
    assert not names_go_on("Okafor, N.", "Okafor, N., Brandt, D. (2019). Tides.")  # a member's name
    assert not names_go_on("Okafor, Amara", "Tidal mixing")
    assert not names_go_on("A. Okafor, B. Lindqvist", "Tidal mixing")
    assert not names_go_on("Brandt, D., Kovac, E., & Ortiz, G.", "Haddad, F. (2019). Plumes.")
    assert not names_go_on("Tidal mixing in shallow estuaries, and", "Salt wedges")
    # After names written given name first, a name written family name first starts a new list.
    assert not names_go_on("Okafor, Amara, Dana Brandt, and", "Kovac, Emil. 2019. Salt wedges.")
    assert names_go_on("Okafor, Amara, Dana Brandt, and", "Emil Kovac. 2019. Salt wedges.")
    # Initials of two letters at the end ("Moreau, S. C., and") close a name written family name
    # first: the list goes on with the next such name.
    assert names_go_on("Lee, S.-M., Brandt, U., Moreau, S. C., and", "Haddad, T. M. (2001). Dry plumes.")
    # A given name with its initial, or initials written without periods, ends a name's given half.
    assert names_go_on("Ravi J. Sen, Hana K.", "Ito, Lena Moreau")
    assert names_go_on("F Holm, NA Varga, T", "Lind, Q Okafor")
    assert not names_go_on("Sen, Ravi K.", "Tidal mixing")


def test_a_cards_author_line_wrapped_over_several_lines_without_blank_lines_keeps_the_cards_apart():
    text = """Tidal Mixing in Shallow Estuaries
Amara Okafor, Bruno Lindqvist, Chloe
Moreau, Dana Brandt, Emil Kovac, Farah
Haddad
Journal of Coastal Research 2015
Salt Wedges Revisited under Ice
T. Holm, J. Okafor, N. Brandt, P.
Varga, Q. Lind
Estuarine Science 2018
Brackish Water Notes
Hana K. Ito, Ravi M.
Sen, Lena P. Moreau
Coastal Letters 2020
"""
    spans = [(1, 5), (6, 9), (10, 13)]
    for read in (parse, citations.parse):
        entries = read(text).entries
        assert [(entry.line_start, entry.line_end) for entry in entries] == spans
        assert [entry.authors for entry in entries] == [
            ["Amara Okafor", "Bruno Lindqvist", "Chloe Moreau", "Dana Brandt", "Emil Kovac", "Farah Haddad"],
            ["T. Holm", "J. Okafor", "N. Brandt", "P. Varga", "Q. Lind"],
            ["Hana K. Ito", "Ravi M. Sen", "Lena P. Moreau"],
        ]


def test_lines_that_cannot_open_a_reference_are_told_from_those_that_can():
    for rest in (
        "role of wind forcing. J Coast Res. 2019;35(2):101-15.",
        "45(2), 103-109.",
        "403-423. Amsterdam: Rodopi.",
        "pp. 7-19.",
        "In: Tanaka R, editor. Estuaries of the world.",
        "(Eds.), Estuaries of the world (pp. 7-19).",
        "& Lindqvist, B. (2019). Tidal mixing.",
    ):
        assert opens_no_reference(rest), rest
    for opening in (
        "van der Berg, H. (2012). Tidal flats.",
        "de la Cruz, M. 2010. Salt marshes.",
        "mRNA decay in estuarine bacteria. Microbiology. 2014.",
        "Okafor A, Lindqvist B. Tidal mixing.",
        "Marine Geology 412: 45-60.",
    ):
        assert not opens_no_reference(opening), opening
    assert stops_inside("Okafor A. Tidal mixing in shallow estuaries and the")
    assert stops_inside("Brandt D, Moreau C, Okafor A &")
    assert not stops_inside("Okafor A. Tidal mixing. Vitamin A")
    assert closes_open_quote("Haddad F. “Salinity fronts on a broad", "shelf.” Estuar Coast Shelf Sci.")
    assert not closes_open_quote("Haddad F. “Salinity fronts.” Sci.", "Okafor A. “Tides,” Nature.")
    assert too_little_for_a_reference("Grand Rapids: Eerdmans, 1999.")
    assert too_little_for_a_reference("Hamakua District Development Council.")
    assert not too_little_for_a_reference("Okafor A. Tidal mixing.")
    assert not too_little_for_a_reference("Berlin, I. 1958. Two concepts of liberty. Clarendon Press.")


def test_a_heading_of_any_kind_the_labeller_reads_heads_the_numbered_items_below_it():
    # The labeller may take an unnumbered line between numbered items for a type's heading as
    # well as for another heading: either way it heads the items below, after a finished item.
    finished = [Line(7, "2. K. Sato and H. Tanaka, Sketching for least squares, Numer. Algorithms, 2020.")]
    unfinished = [Line(7, "2. K. Sato and H. Tanaka, Sketching for least squares, in: Proceedings of the")]
    for label in HEADINGS:
        assert _heads_numbered_items(label, finished, blank_before=True), label
        assert not _heads_numbered_items(label, finished, blank_before=False), label
        assert not _heads_numbered_items(label, unfinished, blank_before=True), label
    for label in (LineLabel.START, LineLabel.CONTINUATION, LineLabel.NOISE, None):
        assert not _heads_numbered_items(label, finished, blank_before=True), label


def _entry_lines(text: str) -> list[tuple[int, int]]:
    return [(entry.line_start, entry.line_end) for entry in parse(text).entries]


def test_a_line_with_room_for_the_next_lines_first_word_was_not_wrapped():
    assert stops_short("Counselling across the lifespan. Hillside Books", "P. Haddad and T. Ortiz.", 70)
    assert not stops_short("shallow estuaries and the role of wind forcing. Journal of", "Coastal", 70)
    # A proportional typeface fits more narrow letters on a line: room to spare is asked for.
    assert not stops_short("x" * 62, "Word", 70)
    assert not stops_short("One field a line", "Another", 30)


def test_an_author_year_list_wrapped_flush_ends_a_reference_at_a_line_that_stops_short():
    # "… Ross-on-Wye: Hillside Books" fills most of the width but had room for "P.": the
    # reference ended there, though it closes on no period and the next opens with initials.
    text = (
        "Okafor, A., Lindqvist, B. and Moreau, C. (2019). Tidal mixing in\n"
        "shallow estuaries and the role of wind forcing. Journal of Coastal\n"
        "Research 35(2), 101-115.\n"
        "Brandt, L. (2004). Listening to clients: a study of counselling in\n"
        "rural practices. In M. Silva & R. Novak (Eds.) Counselling across\n"
        "the lifespan (pp. 21-40). Ross-on-Wye: Hillside Books\n"
        "P. Haddad and T. Ortiz. On the stability of layered perovskite\n"
        "films under repeated heating. Journal of Materials Science 41,\n"
        "233-241, 2006.\n"
        "Kowalczyk, M. and Reyes, J. (2011). Seasonal variation in the\n"
        "foraging range of urban foxes. Journal of Applied Ecology 48(3),\n"
        "512-520.\n"
    )
    assert _entry_lines(text) == [(1, 3), (4, 6), (7, 9), (10, 12)]


def test_an_author_year_list_wrapped_flush_ends_a_reference_at_a_count_of_its_pages():
    # A book's extent closes its reference ("212 p." in ISO 690 and AFNOR, "318 S." in DIN 1505):
    # the letter after the number is no initial of a name broken off at the line's end.
    text = (
        "Moreau, Claire & DURAND, Paul, 1998. Les jardins du port : une\n"
        "histoire des quais de Lisbonne et de Porto. Seuil. 212 p.\n"
        "Lindqvist, B.; Okafor, A.; Brandt, M.; Silva, E.; & Novak, T.,\n"
        "2010. Measured savings of heat pump water heaters in cold\n"
        "climates. Centre for Energy Studies, Halifax.\n"
        "Brandt, Lena, 2004. Die Brücken der Stadt: Bauten und Bauherren\n"
        "im neunzehnten Jahrhundert. Hillside, Berlin. 318 S.\n"
        "Haddad, P. and Ortiz, T., 2006. On the stability of layered\n"
        "perovskite films. Journal of Materials Science 41, 233-241.\n"
    )
    assert _entry_lines(text) == [(1, 2), (3, 5), (6, 7), (8, 9)]


def test_an_author_year_list_wrapped_flush_keeps_its_in_lines_and_a_number_after_vol():
    # "In Haddad, P.; …" reads like names, and "2. Northbridge, …" like an item's number, but a
    # list that numbers nothing wraps them from the line above.
    text = (
        "Okafor, A., Lindqvist, B. and Moreau, C. 2019. Tidal mixing in shallow estuaries.\n"
        "In Haddad, P.; Ortiz, T.; and Novak, R., eds., Studies of Coastal Processes and\n"
        "Sediments. Boston: Harbour Press. 47-73.\n"
        "Kowalczyk, M. and Reyes, J. 2011. Seasonal variation in the foraging range of urban\n"
        "foxes and badgers in twelve northern cities. Journal of Applied Ecology 48(3):\n"
        "512-520.\n"
        "Brandt, L. 2004. Measuring the persistence of informal credit networks in villages.\n"
        "World Development 102: 18-31.\n"
        "Silva, E. 1995. Asymptotic methods for layered media. In Handbook of Wave Physics,\n"
        "R. Novak, M. Kowalczyk, and A. Okafor, Eds., vol.\n"
        "2. Northbridge, 1995, pp. 1063-1129.\n"
        "Haddad, P. 2008. A survey of coastal sediment transport under storm conditions and\n"
        "tides. Marine Geology 412: 45-60.\n"
    )
    assert _entry_lines(text) == [(1, 3), (4, 6), (7, 8), (9, 11), (12, 13)]


def test_an_imprint_or_a_journal_line_under_a_full_line_that_ended_like_a_reference_goes_on():
    # "Concord, Vermont: …" and "J. Biol. Chem., 1996, …" open like names after a line that fills
    # the width and ends with a stop, but alone they would be no reference: no title after them.
    text = (
        "Okafor, A., Lindqvist, B. and Moreau, C. (2019). Tidal mixing in\n"
        "shallow estuaries and the role of wind forcing over a full year.\n"
        "Haddad, Tomas (1913). A History of Northbridge College, 1815-1909.\n"
        "Concord, Vermont: The Hillside Press.\n"
        "Kowalczyk, M. and Reyes, J. (2011). Seasonal variation in the\n"
        "foraging range of urban foxes. Journal of Applied Ecology 48(3),\n"
        "512-520.\n"
        "Silva, E. and Novak, R. Expression of a mismatch-specific enzyme.\n"
        "J. Biol. Chem., 1996, 271, 12767-12774.\n"
        "Brandt, L. (2004). Measuring the persistence of informal credit\n"
        "networks in rural villages. World Development 102, 18-31.\n"
    )
    assert _entry_lines(text) == [(1, 2), (3, 4), (5, 7), (8, 9), (10, 11)]


def test_a_year_opening_a_wrapped_line_of_a_numbered_list_is_no_items_number():
    # "2006." after a finished line is no jump ahead in the numbering: the items after it keep
    # their own numbers.
    text = (
        "1. Okafor, A., Lindqvist, B. (2019). Tidal mixing in shallow estuaries.\n"
        "   Journal of Coastal Research 35(2), 101-115.\n"
        "2. Kowalczyk M, Reyes J, Haddad P, Ortiz T, Novak RJ.\n"
        "   2006. Seasonal variation in the foraging range of urban foxes.\n"
        "   Journal of Applied Ecology 48(3), 512-520.\n"
        "3. Brandt, L. (2004). Measuring the persistence of informal credit\n"
        "   networks. World Development 102, 18-31.\n"
        "4. Silva, E. (1995). Asymptotic methods for layered media. Wave\n"
        "   Physics 12, 10-29.\n"
        "5. Haddad, P. (2008). A survey of coastal sediment transport. Marine\n"
        "   Geology 412, 45-60.\n"
    )
    assert _entry_lines(text) == [(1, 2), (3, 5), (6, 7), (8, 9), (10, 11)]


def test_under_a_hanging_indent_an_indented_line_that_reads_as_a_whole_reference_goes_on():
    text = (
        "Okafor, A. (1973). Tidal mixing in shallow estuaries, (B. Lindqvist, Trans.).\n"
        "    Harbourtown, NE: Northbridge University Press. (Original work published 1949)\n"
        "Kowalczyk, M. and Reyes, J. (2011). Seasonal variation in the foraging range of\n"
        "    urban foxes. Journal of Applied Ecology 48(3), 512-520.\n"
        "Brandt, L. (2004). Measuring the persistence of informal credit networks in rural\n"
        "    villages. World Development 102, 18-31.\n"
        "Silva, E. (1995). Asymptotic methods for layered media. Journal of Wave Physics.\n"
        "    Harbourtown, NE: Northbridge University Press. (Second edition 1999)\n"
        "Haddad, P. (2008). A survey of coastal sediment transport under storm conditions.\n"
        "    Marine Geology 412, 45-60.\n"
    )
    assert _entry_lines(text) == [(1, 2), (3, 4), (5, 6), (7, 8), (9, 10)]


def test_a_numbered_items_wrapped_line_of_names_and_year_stays_in_the_item():
    # Items whose wrapped lines alternate a dated line and a capitalised one look like cards; a
    # line of names under an item's line that stops after a comma is the item's all the same.
    text = (
        "1) Okafor, A. (2019). Tidal mixing in shallow estuaries and the\n"
        "Role of Wind Forcing. Harbourtown Northbridge Press.\n"
        "2) Lindqvist, B. (2004). Measuring the persistence of informal\n"
        "Credit Networks. Rural Development Review 12.\n"
        "3) Moreau, C. (1995). Asymptotic methods for layered media and\n"
        "Their Numerical Treatment. Wave Physics 12.\n"
        "4) Brandt, L., Silva, E., Reyes, J., Kowalczyk, M.,\n"
        "Haddad-Ortiz, P., Novak, R., & Tanaka, S. (2012). Clinical\n"
        "Experience of a Stimulator for Dropped Foot. Annual Meeting\n"
        "of the Society for Rehabilitation. Northbridge, Canada.\n"
        "5) Haddad, P. (2008). A survey of coastal sediment transport\n"
        "Under Storm Conditions. Marine Geology 412.\n"
        "6) Tanaka, S. (2011). Seasonal variation in the foraging range\n"
        "Of Urban Foxes. Journal of Applied Ecology 48.\n"
    )
    assert _entry_lines(text) == [(1, 2), (3, 4), (5, 6), (7, 10), (11, 12), (13, 14)]


def test_under_a_hanging_indent_an_indented_line_of_names_and_year_is_no_cards_first_line():
    # Dated lines over capitalised ones read like cards (names and year over a title); the
    # indented wrapped rest of a long author list is its reference's all the same, and so is
    # the short journal line under its title.
    text = (
        "Okafor, A. and B. Lindqvist. 2019. Tidal mixing in shallow estuaries and the\n"
        "       Role of Wind Forcing. Coastal Research 35: 101-115.\n"
        "Kowalczyk, M. and J. Reyes. 2011. Seasonal variation in the foraging range of\n"
        "       Urban Foxes and Badgers. Applied Ecology 48: 512-520.\n"
        "Brandt, L., E. Silva, R. Novak, P. Haddad, S. Tanaka, T. Ortiz, C. Moreau,\n"
        "       M.R. Kowalczyk, J.D. Reyes, A.B. Okafor, L.K. Lindqvist. 2007.\n"
        "       Relationships among dimensions of plant trait variation in seven forests.\n"
        "       Annals of Botany 99: 1003-1015.\n"
        "Silva, E. and R. Novak. 1995. Asymptotic methods for layered media and their\n"
        "       Numerical Treatment in Wave Physics. Wave Physics 12: 10-29.\n"
        "Haddad, P. and S. Tanaka. 2008. A survey of coastal sediment transport under\n"
        "       Storm Conditions and Spring Tides. Marine Geology 412: 45-60.\n"
    )
    assert _entry_lines(text) == [(1, 2), (3, 4), (5, 8), (9, 10), (11, 12)]


def test_an_authors_running_head_without_numbers_beside_page_numbers_is_left_out():
    text = (
        "Okafor, A., Lindqvist, B. and Moreau, C. (2019). Tidal mixing in\n"
        "    shallow estuaries and the role of wind forcing over a year.\n"
        "    Journal of Coastal Research 35(2), 101-115.\n"
        "Kowalczyk, M. and Reyes, J. (2011). Seasonal variation in the foraging\n"
        "14\n"
        "OKAFOR AND LINDQVIST\n"
        "    range of urban foxes and badgers in twelve northern cities.\n"
        "    Journal of Applied Ecology 48(3), 512-520.\n"
        "Brandt, L. (2004). Measuring the persistence of informal credit\n"
        "    networks in rural villages of the northern highlands. World\n"
        "    Development 102, 18-31.\n"
        "Silva, E. and Novak, R. (1995). Asymptotic methods for layered media\n"
        "    and their numerical treatment in wave physics. Journal of Wave\n"
        "OKAFOR AND LINDQVIST\n"
        "    Physics 12, 10-29.\n"
        "Haddad, P. and Tanaka, S. (2008). A survey of coastal sediment\n"
        "    transport under storm conditions and spring tides. Marine Geology\n"
        "    412, 45-60.\n"
        "15\n"
        "Ortiz, T. (2016). Informal credit and the timing of harvests in upland\n"
        "    farming communities over two decades. Journal of Rural Studies 44,\n"
        "    77-90.\n"
    )
    result = parse(text)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [
        (1, 3),
        (4, 8),
        (9, 11),
        (12, 15),
        (16, 18),
        (20, 22),
    ]
    assert "OKAFOR" not in result.entries[1].raw and "OKAFOR" not in result.entries[3].raw


def test_page_numbers_are_found_past_a_references_pages_alone_on_a_line():
    # "549", the end of a page range wrapped onto a line of its own, does not count up with the
    # page numbers 7 and 8, which are left out all the same.
    text = (
        '[1] A. Okafor and B. Lindqvist, "Tidal mixing in estuaries," J. Coast. Res., vol. 35, pp. 101-\n'
        "549\n"
        '[2] M. Kowalczyk and J. Reyes, "Seasonal variation in the foraging range of urban foxes," J. Appl.\n'
        "Ecol., vol. 48, no. 3, pp. 512-520, 2011.\n"
        '[3] L. Brandt, "Measuring the persistence of informal credit networks," World Dev., vol. 102,\n'
        "pp. 18-31, 2004.\n"
        '[4] E. Silva and R. Novak, "Asymptotic methods for layered media and their numerical\n'
        "7\n"
        'treatment," J. Wave Phys., vol. 12, pp. 10-29, 1995.\n'
        '[5] P. Haddad and S. Tanaka, "A survey of coastal sediment transport under storm\n'
        'conditions," Mar. Geol., vol. 412, pp. 45-60, 2008.\n'
        '[6] T. Ortiz, "Informal credit and the timing of harvests in upland farming communities,"\n'
        "J. Rural Stud., vol. 44, pp. 77-90, 2016.\n"
        '[7] R. Novak, "Wave breaking over sandbars," Coast. Eng., vol. 9, pp. 1-12, 2001.\n'
        '[8] S. Tanaka, "Salt marsh accretion under rising seas," Estuaries, vol. 30, pp.\n'
        "8\n"
        "201-214, 2007.\n"
        '[9] C. Moreau, "Sediment budgets of tidal inlets," Mar. Geol., vol. 390, pp. 5-19, 2017.\n'
    )
    result = parse(text)
    assert len(result.entries) == 9
    assert result.entries[3].title == "Asymptotic methods for layered media and their numerical treatment"
    assert [issue.line for issue in result.issues if issue.message == "left out: a page number"] == [8, 16]
