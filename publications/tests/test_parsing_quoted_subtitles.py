"""A quotation right after a title's head and its colon is the title's subtitle ("Words and their
adjectives: “Per is so fine”"), not the title itself: the title keeps its head, and the names
before it stay whole, whether the year closing them is in parentheses (APA, Springer) or bare and
closed by a stop (a library's bibliography: "Berg, Ingrid; Moen, Knut 2019. Title")."""

from publications.tests.parsing_helpers import entry_dicts


def test_bare_year_list_keeps_its_last_name_before_a_title_with_a_quoted_subtitle():
    entries = entry_dicts(
        "Holm, Ingrid; Aas, Helene; Berg, Lars 2022. Om ord og adjektiv: «Per er så fin». Nordlyd. "
        "DOI: 10.1234/abc.1\n\n"
        "Berg, Lars 2021. Om vind og vær i nord. Klima."
    )
    assert entries[0]["authors"] == ["Ingrid Holm", "Helene Aas", "Lars Berg"]
    assert entries[0]["title"] == "Om ord og adjektiv: «Per er så fin»"
    assert entries[0]["venue"] == "Nordlyd"


def test_apa_title_keeps_its_quoted_subtitle():
    entries = entry_dicts(
        "Holm, I., & Aas, H. (2022). Words and their adjectives: “Per is so fine”. "
        "Linguistic Notes, 4, 1–9.\n\n"
        "Berg, L. (2021). Wind and weather up north. Climate Letters, 3, 10–12."
    )
    assert entries[0]["authors"] == ["I. Holm", "H. Aas"]
    assert entries[0]["title"] == "Words and their adjectives: “Per is so fine”"


def test_springer_title_keeps_its_quoted_subtitle():
    entries = entry_dicts(
        "Holm I, Aas H (2022) Words and their adjectives: “Per is so fine”. Linguist Notes 4:1–9\n\n"
        "Berg L (2021) Wind and weather up north. Clim Lett 3:10–12"
    )
    assert entries[0]["authors"] == ["I Holm", "H Aas"]
    assert entries[0]["title"] == "Words and their adjectives: “Per is so fine”"
