"""Lists that write their entries one a line: a line that ends a reference over a line that opens
one with its names parts two entries, however long the line above runs."""

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
