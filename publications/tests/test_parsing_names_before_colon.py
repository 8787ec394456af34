"""Names closed by a colon before the title ("Name: Title, in: …", the German humanities' order):
a body's name, or a person's name whose particles ("van der", "von der", "de la") read like a
title's first words ("der", "die" being German articles), stays the author where the labeller
reads the whole run as the title."""

import pytest

from publications.parsing import parse
from publications.parsing.labelling import reader
from publications.parsing.records import ParsedEntry

# A list in the Vancouver order with a colon after the names and no stop after the title: the
# rules cannot tell where the title ends, the labeller can, but reads the names as the title's.
COLON_LIST = """1. Okafor L, Lindqvist B: Coastal erosion after storms. Coast Eng Res 2010;25:59–62

2. Deutsche Hafenbau Gesellschaft: Verfahren die Schleusen Prüfung Wasserbau Mitt 2012;61:4–9

3. Ida van der Meulen: Die Ordnung der Archive im Wandel Arch Z 1999;268:33–71

4. Greta von der Lahn, Marek van den Brink: Das Wasser der Städte Stadtforsch Z 2004;12:5–20
"""


def _read(text: str) -> list[tuple[list[str], str, int | None]]:
    return [(e["authors"], e["title"], e["year"]) for e in parse(text).to_dict()["entries"]]


def test_a_body_before_the_colon_stays_the_author():
    assert _read(COLON_LIST)[1][:1] == (["Deutsche Hafenbau Gesellschaft"],)


@pytest.mark.parametrize(
    ("index", "authors", "title_opening"),
    [
        (2, ["Ida van der Meulen"], "Die Ordnung der Archive"),
        (3, ["Greta von der Lahn", "Marek van den Brink"], "Das Wasser der Städte"),
    ],
)
def test_a_name_with_particles_before_the_colon_keeps_them(index, authors, title_opening):
    names, title, year = _read(COLON_LIST)[index]
    assert names == authors
    assert title.startswith(title_opening)
    assert year in (1999, 2004)


def test_a_german_body_and_colon_then_in():
    text = (
        "Kulturstiftung der Länder: Sammeln die Museen Ordnung, in: Kunstchronik 202, 1977, 109–129.\n\n"
        "Greta von der Lahn: Die Ordnung der Archive, in: Archivalische Zeitschrift 88, 2006, 101–118.\n"
    )
    entries = _read(text)
    assert entries[0][0] == ["Kulturstiftung der Länder"]
    assert entries[0][1].startswith("Sammeln die Museen Ordnung")
    assert entries[1][:2] == (["Greta von der Lahn"], "Die Ordnung der Archive")


def _entries(rule_authors: list[str], model_title: str) -> tuple[ParsedEntry, ParsedEntry]:
    rule = ParsedEntry(raw="", authors=rule_authors, title="whatever the rules read")
    model = ParsedEntry(raw="", authors=[], title=model_title)
    return rule, model


def test_only_certain_names_leave_the_labellers_title():
    # "Deep Learning" may be a title's first words as well as a name: it stays in the title.
    assert reader._title_after_rules_names(*_entries(["Deep Learning"], "Deep Learning: A Survey")) is None
    assert (
        reader._title_after_rules_names(*_entries(["Ida van der Meulen"], "Ida van der Meulen: Die Titel"))
        == "Die Titel"
    )
    # Words before the colon other than the rules' names: the readings differ otherwise.
    other_words = _entries(["Ida van der Meulen"], "Ida van der Meulen und Rat: Titel")
    assert reader._title_after_rules_names(*other_words) is None


# Chemistry's and Polish notes' styles print a body's name, then a comma, then the title: where
# the rules run the title on past a one-word journal, the labeller's reading (the title cut at the
# journal) is taken, and its title must not open with the body.
COMMA_LIST = """1. T. Okafor, L. Brandt and M. Ruiz, Grain drying in closed silos, Joule, 12 (2004) 44–51.

2. World Meteorological Organization, Frost days across the Alps, Joule, 31 (2001) 210–215.

3. K. Ito and P. Varga, Soil carbon under pasture, Joule, 55 (2012) 90–97.
"""


def test_a_body_before_a_comma_stays_the_author():
    assert _read(COMMA_LIST)[1] == (["World Meteorological Organization"], "Frost days across the Alps", 2001)


def test_only_a_bodys_name_before_a_comma_leaves_the_labellers_title():
    assert (
        reader._title_after_rules_names(
            *_entries(["European Space Agency"], "European Space Agency, Die Titel")
        )
        == "Die Titel"
    )
    # A person's name before a comma may be the title's head ("Ada Lovelace, Her Life").
    assert (
        reader._title_after_rules_names(*_entries(["Ida van der Meulen"], "Ida van der Meulen, Die Titel"))
        is None
    )
