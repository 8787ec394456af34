"""A style's labels printed with no value after them ("vol. , ", "traduit par , ", "p. .") drop
out before the fields are read; labels that carry a value stay."""

import pytest

from publications.parsing.text import without_empty_labels
from publications.tests.parsing_helpers import entry_dicts


def test_empty_translator_label_leaves_the_title():
    paste = (
        "Ilves K., Marrow P., 2003, Lichen cover on northern granite, traduit par , Tartu, Ormet.\n\n"
        "Okonjo B., Ilves K., 2011, « Salt marsh fungi in winter », Revue des marais, traduit par , "
        "p. 41-58.\n\n"
        "Marrow P., 2019, Field notes on dune grasses, traduit par , Lyon, Perdrix."
    )
    found = entry_dicts(paste)
    assert not any("traduit" in (entry[field] or "") for entry in found for field in ("title", "venue"))
    assert [entry["title"] for entry in found][1:] == [
        "Salt marsh fungi in winter",
        "Field notes on dune grasses",
    ]
    assert found[1]["venue"] == "Revue des marais"


def test_empty_edition_volume_and_page_labels_leave_the_venue():
    paste = (
        "Quill, R.; Ebbe, T. 2012. “Drift of pollen over lakes”. edn, vol. 14, Journal of Lake Pollen, "
        "vols. , p., : 201–219.\n\n"
        "Ebbe, T. 2017. “Moss mats and frost”. edn, vol. 3, Journal of Lake Pollen, vols. , p., : 7–19."
    )
    found = entry_dicts(paste)
    assert all(entry["venue"] != "edn" for entry in found)
    assert [entry["pages"] for entry in found] == ["201–219", "7–19"]


@pytest.mark.parametrize(
    ("printed", "read"),
    [
        ("Journal of Lake Pollen, vols. , p., : 201–219.", "Journal of Lake Pollen, 201–219."),
        ("Dune grasses, traduit par , Lyon, Perdrix.", "Dune grasses, Lyon, Perdrix."),
        ("Moss Notes. p. .", "Moss Notes."),
        ("Moss Hefte, S. .", "Moss Hefte,"),
        ("Title. edn, vol. 3, Journal", "Title. vol. 3, Journal"),
        ("Frost. In: . Proceedings of the Moss Meeting", "Frost. In: Proceedings of the Moss Meeting"),
        ("Journal of Lake Pollen, vols. , no. 52, p.", "Journal of Lake Pollen, no. 52,"),
        ("UNEP, . Dune grasses. Report; 2010.", "UNEP. Dune grasses. Report; 2010."),
        ("[4] Moss Survey Office, . Dune grasses.", "[4] Moss Survey Office. Dune grasses."),
    ],
)
def test_label_with_no_value_drops_out(printed, read):
    assert without_empty_labels(printed) == read


@pytest.mark.parametrize(
    "text",
    [
        "Journal of Lake Pollen, vol. 3, p. 12.",
        "Frost. In: Proceedings of the Moss Meeting, pp. 4–9.",
        "Moss Meeting, , In, Moss Symposium, Leiden, 2011, pp, 33–41.",
        "Moss Hefte, Bd. 4, S. 12–19.",
        "QUILL, R.; EBBE, S.; ROOS, T. Dune grasses.",
        "Quill, R., Ebbe, S., & Roos, T. (2001). Dune grasses.",
        "Dune grasses. 2nd edn, Lyon: Perdrix.",
        "Dune grasses, translated by P. Marrow, Lyon.",
        "Quill, R., Ebbe, S., Roos, T. Dune grasses, vol. 3.",
    ],
)
def test_label_with_a_value_stays(text):
    assert without_empty_labels(text) == text


def test_long_runs_of_labels_read_in_linear_time():
    line = "Title, vols. , p., : 1–2. " * 4000  # 100 KB on one line
    assert without_empty_labels(line).count("vols.") == 0
    lines = "\n".join(["Title, vol. , p. ."] * 100_000)
    assert "vol." not in without_empty_labels(lines).replace("\n", " ")


def test_empty_editors_after_a_small_in_leave_the_host():
    paste = (
        "Quill, R. & Ebbe, T. 2012. Drift of pollen over lakes, in: . Meeting on Lake Pollen. Leiden.\n\n"
        "Ebbe, T. 2017. Moss mats and frost, in: . Proceedings of the Frost Symposium."
    )
    found = entry_dicts(paste)
    assert [entry["title"] for entry in found] == ["Drift of pollen over lakes", "Moss mats and frost"]
    assert found[1]["venue"] == "Proceedings of the Frost Symposium"
    assert without_empty_labels("Frost, in: . Proceedings of the Moss Meeting") == (
        "Frost, In: Proceedings of the Moss Meeting"
    )


def test_a_page_label_closing_the_reference_leaves_the_venue():
    paste = (
        "Quill, R.; Ebbe, T. 2012. “Drift of pollen over lakes”. edn, vol. 14, Journal of Lake Pollen, "
        "vols. , no. 58211, p."
    )
    assert entry_dicts(paste)[0]["venue"] == "Journal of Lake Pollen"


def test_a_page_label_closing_a_line_keeps_the_pages_on_the_next():
    assert without_empty_labels("Journal of Lake Pollen, vol. 3, pp.", closing=False).endswith("pp.")
    found = entry_dicts(
        "Quill, R. and Ebbe, T. Drift of pollen over lakes. Journal of Lake Pollen, vol. 3, pp.\n"
        "  201–219, 2012."
    )
    assert found[0]["pages"] == "201–219"


def test_a_bodys_empty_given_names_leave_its_name_and_the_title():
    entry = entry_dicts("UNEP, . Coastal outlook for the Gulf of Guinea. Technical Report; 2011.")[0]
    assert (entry["authors"], entry["title"], entry["year"]) == (
        ["UNEP"],
        "Coastal outlook for the Gulf of Guinea",
        2011,
    )
