"""Lists whose entries look alike: a line that ends a reference over a line that opens one with its
names parts two entries, however long the line above runs; a short heading over an item is no
part of it, while a note of the item's kind under it is."""

from publications.parsing import parse

MARKED_AUTHORS = "\n".join(
    [
        "2021",
        "Okafor N, Kiani-Pouya A, Brandt L, Li L, Tahir A, Yu M, Hedrich R, Varga I (2021) Drought tolerance"
        " of quinoa leaves and the salt glands on their surface. Plant Journal, 105(3):112-129."
        " [PMID: 33012345][Citations]",
        "Moreau A#, Lv W#, Li Y#, Nie P, Lu J, Geng Y*, Sato H*, Song L* (2021) Easing the effect of quinoa"
        " saponins on seed set in rice. PNAS, 118(9):e2012345118. [PMID: 33612345][Citations]",
        "Duarte I#, Aguilar E#, Bradai M, Xue H, Wang H, Rosas-Diaz T, Tang W, Wolf S, Zhang H, Xu L,"
        " Lozano-Duran R (2021) A viral protein that hijacks the host silencing machinery. Cell Reports,"
        " 34(2):108601. [PMID: 33412345][Citations]",
        "Niu Q#, Song Z#, Tang K, Chen L, Wang L, Ban T, Guo Z, Kim C, Zhang H, Duan C, Zhang H, Zhu J-K,"
        " Du J*, Lang Z* (2021) A histone H3K4me1-specific reader protein is required for small RNA"
        " accumulation and DNA methylation at a subset of loci targeted by the silencing pathway. Nature"
        " Communications, 12(1):3367. [PMID: 34012345][Citations]",
        "Kral M#, Zhou X#, Luo J, Lv S, Liu R, Du X, Jia B, Yuan F, Zhang H, and Du J* (2021) Recognition of"
        " H3K9me1 by a maize methylation factor. J Integr Plant Biol, 63(6):1091-1096."
        " [PMID: 33912345][Citations]",
        "",
        "2020",
        "Lee S#, Park J#, Kim C, Du J* (2020) Structure of a plant chromatin remodeller. Cell Research,"
        " 30(4):331-340. [PMID: 32012345][Citations]",
        "",
    ]
)


def test_a_long_reference_over_the_next_one_stays_apart_from_it():
    result = parse(MARKED_AUTHORS)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [
        (2, 2),
        (3, 3),
        (4, 4),
        (5, 5),
        (6, 6),
        (9, 9),
    ]
    assert result.entries[4].title == "Recognition of H3K9me1 by a maize methylation factor"
    assert result.entries[4].authors[0] == "M Kral"


def test_a_note_under_a_one_line_reference_stays_with_it():
    text = """Brandt, M. (2019). Rivers of the north. Journal of Water, 12, 1-20.
Okafor, N. and Lanza, P. (2018). Salt roads. Trade History, 3, 44-60.
Varga, I. (2017). A study of ferries. Boats Quarterly, 9, 10-19.
Selected as the editor's choice of the issue, with a commentary (2017).
Kral, M. (2016). Bridges and fairs. Journal of Towns, 4, 5-9.
Sands, I. (2015). Weekly markets. Markets Review, 2, 1-8.
"""
    result = parse(text)
    assert len(result.entries) == 5
    assert all("editor's choice" not in entry.title for entry in result.entries)


TOPIC_OVER_AN_ITEM = """Blinding

Who knew what in the trial? Hiding allocation from surgeons. Okafor N, Brandt L. Trials 2002: 13(2); 11-12.

Blinding in trials: hiding who got what. Sands I, Grimes D. The Lancet 2002: 359(9307); 696-700.

Allocation concealment in surgical trials: a survey. Kral M, Lanza P, Varga I. BMJ 1999: 318; 12-15.

Observational evidence and its limits.
A comparison of cohort studies and randomized, controlled trials. K. Hoff. Medicine 2000: 342; 1878-86.

Surrogate end points revisited: what the trials tell us. I. Varga. Trials Quarterly 2004: 1(3); 341-347.
"""


def test_a_topic_heading_over_an_item_is_no_part_of_it():
    result = parse(TOPIC_OVER_AN_ITEM)
    fourth = result.entries[3]
    assert (fourth.line_start, fourth.line_end) == (10, 10)
    assert fourth.title == "A comparison of cohort studies and randomized, controlled trials"
    assert next(account for account in result.lines if account.line == 9).kind.value == "heading"


def test_a_note_of_the_items_kind_under_it_stays_with_it():
    text = """Okafor, N. Methods for mapping small proteins. Journal of Binding 8, 194-201 (2016).

Brandt, L. High throughput methods for reading RNA binding. Northfield University (2017).
Ph.D. Dissertation.

Varga, I. The function of kringle proteins in plaques. Journal of Plaques 3, 11-19 (2015).

Kral, M. Salt bridges in small enzymes. Enzyme Letters 12, 40-44 (2014).

Sands, I. Copper in the active site. Metal Letters 2, 1-9 (2013).
"""
    second = parse(text).entries[1]
    assert (second.line_start, second.line_end) == (3, 4)
    assert second.type.value == "thesis"


def test_a_note_over_the_first_numbered_item_is_no_part_of_it():
    # A reading list: a line introducing it, then items numbered down, each a title over its
    # names and journal and a note.
    text = """Literature
Summaries of papers presented at journal club by Tomas
6. Copper catalysed coupling of aryl halides with amines
Walker J. F.; Morgan C. A. et al. J. Am. Chem. Soc. 2021, 143, 1201-1209. 10.1021/jacs.1c01234
see meeting notes

5. Nickel hydrides in alkene isomerisation
Brandt M. et al. Angew. Chem. Int. Ed. 2020, 59, 4410-4415. 10.1002/anie.202001234
see meeting notes

4. Light driven decarboxylation of amino acids
Chen L. et al. J. Am. Chem. Soc. 2019, 141, 77-81. 10.1021/jacs.9b01234
see meeting notes
"""
    result = parse(text)
    assert [entry.title for entry in result.entries] == [
        "Copper catalysed coupling of aryl halides with amines",
        "Nickel hydrides in alkene isomerisation",
        "Light driven decarboxylation of amino acids",
    ]
    assert [entry.line_start for entry in result.entries] == [3, 7, 11]
