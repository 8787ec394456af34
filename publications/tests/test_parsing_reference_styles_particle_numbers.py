"""Reference lists as Vancouver styles number them, a bare number before each reference ("7 de
Boer H, …"): a reference whose first family name opens with a lower-case particle is an entry of
its own. And Elsevier's Harvard styles, which put the container after "in:" (", in: Symposium on
…", ". In: Workshop on …"): the "in" closes no title."""

import pytest

from publications.parsing import parse
from publications.parsing.labelling.labels import Label
from publications.parsing.labelling.reader import _title_closes_before_its_in
from publications.parsing.labelling.tokens import tokenize

BARE_NUMBERED = [
    "1 Halvorsen I, Duarte M. Coastal sediment budgets of shallow bays. Estuar Coast Res. 2011;14:41–58.",
    "2 Okonkwo T, Brandt V, et al.. Sparse graph partitioning for streaming loads. Distributed Storage "
    "Conference. Berlin 2019:210–24.",
    "3 Marchetti L, Achebe N. Adaptive filters with bounded memory. Signal Recovery Letters. 2004;7:77–90.",
    "4 de Boer H, ten Brink JL, Osei K. Harbour wave estimation over shallow basins. Oslo: Fjord Press 1993.",
    "5 Lindqvist S. Measuring urban heat with low-cost sensors. Urban Climate Notes. 2015;3:1–9.",
    "6 Rossi T, Mensah K. Freight routing on sparse graphs. Transport Letters. 2008;12:33–40.",
    "7 Lindberg SM-J. Ice cover records of northern lakes. 2016.",
    "8 Achebe N, Duarte M. Tidal mixing in narrow straits. Ocean Dynamics Letters. 2001;5:14–22.",
    "9 Brandt V. Soil moisture from passive radar. Remote Sensing Notes. 2012;9:100–12.",
]
YEARS = [2011, 2019, 2004, 1993, 2015, 2008, 2016, 2001, 2012]


@pytest.mark.parametrize("separator", ["\n\n", "\n"])
def test_a_bare_number_before_a_particle_opens_a_reference(separator):
    entries = parse(separator.join(BARE_NUMBERED)).entries
    assert [entry.year for entry in entries] == YEARS
    assert entries[3].author_names[0].family == "de Boer"
    assert entries[3].title == "Harbour wave estimation over shallow basins"
    assert entries[6].title == "Ice cover records of northern lakes"


def test_a_day_of_a_month_opening_a_wrapped_line_opens_no_reference():
    text = "\n".join(
        [
            "1 Halvorsen I, Duarte M. Sediment budgets of shallow bays. Estuar Coast Res. 2011;14:41–58.",
            "2 Okonkwo T, Brandt V. Relatório técnico sobre a bacia, publicado em",
            "12 de Março de 2019. Lisboa: Instituto da Água 2019.",
            "3 Marchetti L, Achebe N. Adaptive filters with bounded memory. Signal Lett. 2004;7:77–90.",
            "4 di Salvo G, von Arnim R. Quantum dots for sensing arrays. Sensor Physics. 1999;88:88–97.",
        ]
    )
    entries = parse(text).entries
    assert [entry.year for entry in entries] == [2011, 2019, 2004, 1999]
    assert "12 de Março" in entries[1].raw


IN_AFTER_TITLES = [
    (
        "Kowalczyk, P., ten Brink, H., Osei, K., Lindqvist, S., 1993. Layered Harbour Wave Estimation of "
        "Shallow Basins, in: Symposium on Coastal Engineering Practice. pp. 112–130.",
        "Layered Harbour Wave Estimation of Shallow Basins",
        "Symposium on Coastal Engineering Practice",
    ),
    (
        "Kowalczyk, P., ten Brink, H., Osei, K. and Lindqvist, S., 1993. Layered Harbour Wave Estimation of "
        "Shallow Basins. In: Symposium on Coastal Engineering Practice. pp.112–130.",
        "Layered Harbour Wave Estimation of Shallow Basins",
        "Symposium on Coastal Engineering Practice",
    ),
]


@pytest.mark.parametrize(("text", "title", "venue"), IN_AFTER_TITLES)
def test_the_in_before_a_container_closes_no_title(text, title, venue):
    entry = parse(text).entries[0]
    assert (entry.title, entry.venue) == (title, venue)


def test_the_labellers_in_at_a_titles_end_goes_to_the_container():
    tokens = tokenize(["Title Words, in: Meeting Name. pp. 1–2."])
    texts = [token.text for token in tokens]
    at = texts.index("in")
    labels = [str(Label.TITLE)] * (at + 2) + [str(Label.CONTAINER)] * (len(tokens) - at - 2)
    repaired = _title_closes_before_its_in(tokens, labels)
    assert repaired[: at - 1] == labels[: at - 1]
    assert repaired[at] == repaired[at + 1] == Label.CONTAINER


def test_an_in_inside_a_title_stays_there():
    # "in:" after no comma or stop ("Trends in: a survey") is the title's own word.
    tokens = tokenize(["Trends in: A Survey. Meeting Name. pp. 1–2."])
    texts = [token.text for token in tokens]
    stop = texts.index("Meeting")
    labels = [str(Label.TITLE)] * stop + [str(Label.CONTAINER)] * (len(tokens) - stop)
    assert _title_closes_before_its_in(tokens, labels) == labels
