"""Cards written a paragraph each (a title, a venue line and a names line between blank lines):
where most of a paste's paragraphs are one entry each, a paragraph the grouping cut in pieces
(a names line under the venue taken for the next entry's start) is one card too; a paragraph
holding two whole references, a paragraph longer than the list's cards and one with a heading
inside keep their own reading."""

from publications.parsing import parse

PARAGRAPH_CARDS = """Pubblicazioni

Wells and cisterns of the upper valley: a survey of the old water works.
Marta Conti, Luca Bassi, P. Renzi.
Quaderni di idrologia storica 12, Ed. Lago, Pisa, 2021.

Underground channels of the northern plain.
Articolo, pag. 112, 2019
R. Gallo, M. Conti, T. Serra, A. Rinaldi.
Società idrologica, Roma, 2019.

The springs of Monte Alto.
Poster, Workshop on Rural Hydraulics, Siena, 2018.
M. Conti, R. Gallo, L. Bassi.

Old mills of the river valley: study and restoration of the historic water works.
Seminario, Centro Studi Acque (PI) 2017.
M. Conti, Institute of Water History - PISA (Italy).

Irrigation terraces in the hill country.
Contributo in volume, Atti del convegno di Siena, Ed. Lago, Siena, 2016.
L. Bassi, M. Conti.

Aqueducts and towns: a comparative study.
Articolo, pag. 45, 2015
T. Serra, M. Conti, P. Renzi.
Rivista di storia urbana, Firenze, 2015.

Fountains of the old town.
Articolo, pag. 9, 2014
P. Renzi, L. Bassi.
Bollettino storico, Lucca, 2014.
"""


def _non_blank(text: str) -> set[int]:
    return {number for number, line in enumerate(text.splitlines(), 1) if line.strip()}


def test_each_paragraph_of_a_card_list_is_one_entry():
    result = parse(PARAGRAPH_CARDS)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [
        (3, 5),
        (7, 10),
        (12, 14),
        (16, 18),
        (20, 22),
        (24, 27),
        (29, 32),
    ]
    assert result.entries[3].title.startswith("Old mills of the river valley")
    assert result.entries[3].year == 2017
    assert {account.line for account in result.lines} == _non_blank(PARAGRAPH_CARDS)


WRAPPED_REFERENCES = """Brandt, M., Okafor, N., & Lanza, P. (2021). Rivers of the north and the making of
borderland towns. Journal of Water, 12, 1-20.

Lanza, P., Moreau, C., & Okafor, N. (2020). Salt roads and river towns in the early modern
period. Trade History, 3, 44-60.

Okafor N. Ferries and fords. J Water 2019;11:5-9.
Brandt M. Mills and water rights. Valley Hist 2019;23:39-52.

Moreau, C., Brandt, M., & Lanza, P. (2018). Bridges of the delta: a study of the crossings
of the lower river. Journal of Water, 10, 77-90.

Lanza, P., Okafor, N., & Brandt, M. (2017). The weekly fair and the market towns of the
valley. Trade History, 2, 1-15.
"""


def test_two_references_in_one_paragraph_stay_apart():
    result = parse(WRAPPED_REFERENCES)
    assert [entry.title for entry in result.entries] == [
        "Rivers of the north and the making of borderland towns",
        "Salt roads and river towns in the early modern period",
        "Ferries and fords",
        "Mills and water rights",
        "Bridges of the delta: a study of the crossings of the lower river",
        "The weekly fair and the market towns of the valley",
    ]
    assert {account.line for account in result.lines} == _non_blank(WRAPPED_REFERENCES)


def test_a_heading_over_a_card_in_its_paragraph_stays_a_heading():
    text = PARAGRAPH_CARDS.replace("The springs of Monte Alto.\n", "Posters\nThe springs of Monte Alto.\n")
    result = parse(text)
    titles = [entry.title for entry in result.entries]
    assert "Posters" not in titles
    assert any(title.startswith("The springs of Monte Alto") for title in titles)
    assert {account.line for account in result.lines} == _non_blank(text)
