"""Names with no stop before the title ("Okafor T, Lindqvist BA Thermal transport …", "World
Health Organization Markets and …"), as some Vancouver-like styles print them: the names end at
their shape (a family name and a run of initials without stops; a body's name closed by the word
heading it), not at the last comma."""

import pytest

from publications.parsing import parse
from publications.parsing.reference import _citation_parts

# A Vancouver-like list whose style writes no stop between the names and the title.
UNSTOPPED_LIST = "\n\n".join(
    (
        "(1)Okafor T, Brandt L, Lindqvist BA Thermal transport in layered oxides. "
        "Journal of Applied Physics. 2011;45(2):10-22.",
        "(2)Ruiz M, de la Vega HA, Kowalczyk J-PM Coastal erosion after storms. "
        "Coastal Engineering. 2004;12:5-20.",
        "(3)Ito K, van den Berg P Soil carbon under pasture. Geoderma. 2012;55:90-7.",
        "(4)World Health Organization Markets for malaria nets in rural districts. Lancet. 2016;100:652-80.",
        "(5)Deutsche Forschungsgemeinschaft Verteilte Archive der Hochschulen. "
        "Historische Zeitschrift. 1997;202:109-29.",
    )
)


def _read(text: str) -> list[tuple[list[str], str, int | None, str | None]]:
    return [(e["authors"], e["title"], e["year"], e.get("venue")) for e in parse(text).to_dict()["entries"]]


@pytest.mark.parametrize(
    ("index", "authors", "title", "year", "venue"),
    [
        (
            0,
            ["T Okafor", "L Brandt", "BA Lindqvist"],
            "Thermal transport in layered oxides",
            2011,
            "Journal of Applied Physics",
        ),
        (
            1,
            ["M Ruiz", "HA de la Vega", "J-PM Kowalczyk"],
            "Coastal erosion after storms",
            2004,
            "Coastal Engineering",
        ),
        (2, ["K Ito", "P van den Berg"], "Soil carbon under pasture", 2012, "Geoderma"),
        (3, ["World Health Organization"], "Markets for malaria nets in rural districts", 2016, "Lancet"),
        (
            4,
            ["Deutsche Forschungsgemeinschaft"],
            "Verteilte Archive der Hochschulen",
            1997,
            "Historische Zeitschrift",
        ),
    ],
)
def test_names_without_a_stop_before_the_title_end_at_their_shape(index, authors, title, year, venue):
    assert _read(UNSTOPPED_LIST)[index] == (authors, title, year, venue)


def test_a_stopped_list_keeps_its_title():
    # The names closed by a stop: the title is read as written, an acronym at its head kept.
    authors_text, title, _, _ = _citation_parts(
        "Okafor T, Brandt L. Sleep EEG patterns in infants. Sleep. 2011;4:1-9."
    )
    assert (authors_text.strip(" ."), title.strip(" .")) == (
        "Okafor T, Brandt L",
        "Sleep EEG patterns in infants",
    )


def test_a_title_opening_with_a_bodys_name_after_the_names_stays_whole():
    _, title, _, _ = _citation_parts(
        "Okafor T, Brandt L. World Health Organization Guidelines in practice. Lancet. 2011;4:1-9."
    )
    assert title.strip(" .") == "World Health Organization Guidelines in practice"
