"""References run together in one paragraph (a copy that lost its line breaks): split where a
new author list and its year follow the end of a reference, kept whole otherwise."""

from publications.parsing import parse
from publications.parsing.records import LineKind
from publications.parsing.segmentation.runon import reference_starts

RUN_ON_LINE = (
    "Okafor, A. and Lindqvist, B. 2019. Tidal mixing in shallow estuaries. Journal of Coastal "
    "Research 35(2): 101-115. Moreau, C., Brandt, D. and Silva, E. 2020. Sediment transport under "
    "storm surges. Marine Geology 412: 45-60. Novak, P. 2018. A model of salt wedge intrusion. "
    "Estuaries and Coasts 41: 7-19. van der Berg, H. 2021. Seasonal stratification in a fjord. "
    "Continental Shelf Research 220: 104-118."
)


def test_an_author_year_bibliography_run_on_in_one_line_becomes_one_entry_a_reference():
    result = parse(f"References\n\n{RUN_ON_LINE}\n")
    assert [entry.title for entry in result.entries] == [
        "Tidal mixing in shallow estuaries",
        "Sediment transport under storm surges",
        "A model of salt wedge intrusion",
        "Seasonal stratification in a fjord",
    ]
    assert [entry.year for entry in result.entries] == [2019, 2020, 2018, 2021]
    assert result.entries[1].authors == ["C. Moreau", "D. Brandt", "E. Silva"]
    assert result.entries[3].venue == "Continental Shelf Research"
    assert {(entry.line_start, entry.line_end) for entry in result.entries} == {(3, 3)}
    assert [(account.line, account.kind) for account in result.lines] == [
        (1, LineKind.HEADING),
        (3, LineKind.ENTRY),
    ]


RUN_ON_WRAPPED = """\
Achterberg, R., & Mbeki, T. (2016). Lichen cover on basalt flows. Journal of
Vegetation Science, 27(3), 455–467. https://doi.org/10.1000/jvs.2016.031 Bakshi,
N. (2018). Frost heave under gravel roads. Cold Regions Science and Technology,
151, 1–9. ———. (2020). Frost heave revisited. Cold Regions Science and
Technology, 170, 102–115.

Castellanos, R. (2015). Wind-driven upwelling off a cape. Ocean Dynamics, 65,
33–48.
"""


def test_references_run_on_through_a_wrapped_paragraph_are_cut_where_each_starts():
    entries = parse(RUN_ON_WRAPPED).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(1, 2), (2, 4), (4, 5), (7, 8)]
    achterberg, bakshi, again, castellanos = entries
    assert achterberg.title == "Lichen cover on basalt flows"
    assert achterberg.doi == "10.1000/jvs.2016.031"
    assert bakshi.title == "Frost heave under gravel roads" and bakshi.year == 2018
    assert bakshi.venue == "Cold Regions Science and Technology"
    assert again.title == "Frost heave revisited" and again.year == 2020
    assert castellanos.title == "Wind-driven upwelling off a cape"


def test_names_and_a_year_inside_one_reference_do_not_cut_it():
    for reference in (
        # the editors of the book a chapter is in
        "Okafor, A. 2019. Tidal mixing. In Lindqvist, B. and Moreau, C. 2020. Estuaries of the "
        "world. Springer, Berlin, 45-60.",
        # a reprint, and a review of another book
        "Novak, P. 1998. Salt wedges. Estuaries 21: 3-9. Reprinted in Haddad, F. 2004. Classic "
        "papers in estuarine science. Wiley, Hoboken.",
        "Silva, E. 2012. Review of Brandt, D. 2011. Storm surges. Marine Policy 36: 12-13.",
        # a publisher and a place before the year, at the end
        "Tanaka, R. 2016. Estuaries of the world, volume 2. Second edition. Springer, Berlin, 2016.",
        # a date after the publisher's name
        "Ortiz, G. 2009. Reading the tides: a field guide. Coastal Press. Harbour Books, July 2009. "
        "Revised with new maps.",
        # initials at a line's end, and a number before a period
        "Barg, J. J., J. Jones, and R. J. Robertson. Describing breeding territories. Auk 122 "
        "(2005): 3-10. Revised 2006.",
    ):
        assert reference_starts(reference) == [], reference
        assert len(parse(reference).entries) == 1, reference


def test_a_paragraph_of_references_without_a_year_after_their_names_stays_whole():
    run_on = (
        "Okafor, Amara. Tidal Mixing in Shallow Estuaries. Berlin: Springer, 2019. Lindqvist, "
        "Bruno. Sediment and Storm. Oxford: Clarendon Press, 2020. Moreau, Claire. Salt Wedges. "
        "Paris: Seuil, 2018."
    )
    assert reference_starts(run_on) == []
    assert len(parse(run_on).entries) == 1


def test_each_reference_run_on_needs_a_title_after_its_year():
    # "Novak, P. 2018." with nothing of a title after it is no reference of its own.
    run_on = (
        "Okafor, A. and Lindqvist, B. 2019. Tidal mixing in shallow estuaries. Journal of Coastal "
        "Research 35(2): 101-115. Novak, P. 2018."
    )
    assert reference_starts(run_on) == []
