"""Copies of subject databases' result pages and citation formats as lab pages paste them: the
links and counters under each record (INSPIRE's "cite" / "claim" / "21 citations", Web of
Science's "Related records", Semantic Scholar's "TLDR" / "PDF") are no records."""

import pytest

from publications.parsing import parse
from publications.parsing.lines import DATABASE_CONTROLS_REASON, ignore_reason


@pytest.mark.parametrize(
    "line",
    [
        "#1",
        "cite",
        "claim",
        "reference search",
        "21 citations",
        "1 citation",
        "Citation 7",
        "Related records",
        "Free Full Text from Publisher",
        "Full Text at Publisher",
        "Show abstract",
        "PDF",
        "TLDR",
        "Downloads 1,204 (32,450)",
        "Item in Clipboard",
    ],
)
def test_a_database_records_links_and_counters_are_its_controls(line):
    assert ignore_reason(line) == DATABASE_CONTROLS_REASON


@pytest.mark.parametrize(
    "line",
    [
        "Claim processing in distributed ledgers",
        "PDF parsing for citation graphs. J. Doc. Eng. 4 (2019) 1-9.",
        "Related records linkage across registries",
    ],
)
def test_a_title_opening_with_a_control_word_is_no_control(line):
    assert ignore_reason(line) is None


WEB_OF_SCIENCE_RESULTS = """1
Mechanochemical synthesis of porous coordination polymers for carbon capture
Haddad, N; Varga, E and Lund, T
Jul 2023 | CHEMISTRY OF MATERIALS 35 (14) , pp.5521-5533
Free Full Text from Publisher
Related records
12
Citations
58
References
2
Ligand exchange kinetics in zirconium frameworks
Varga, E and Haddad, N
2021 | INORGANIC CHEMISTRY 60 (2) , pp.1200-1211
Related records
7
Citations
44
References
"""


def test_a_web_of_science_results_page_makes_no_record_of_its_links():
    result = parse(WEB_OF_SCIENCE_RESULTS)
    assert [entry.title for entry in result.entries] == [
        "Mechanochemical synthesis of porous coordination polymers for carbon capture",
        "Ligand exchange kinetics in zirconium frameworks",
    ]
    accounts = {account.line: account for account in result.lines}
    assert accounts[5].reason == DATABASE_CONTROLS_REASON
    assert accounts[6].reason == DATABASE_CONTROLS_REASON


SEMANTIC_SCHOLAR = """Mechanochemical synthesis of porous coordination polymers for carbon capture
Nadia Haddad, Eszter Varga, Tomas Lund
Chemistry of Materials
14 July 2023
TLDR
A solvent-free route to porous polymers matches solution synthesis in carbon uptake. Expand
12
PDF
Save
Defect engineering of metal-organic frameworks for water harvesting
Tomas Lund, Nadia Haddad, +2 authors, Eszter Varga
ACS Applied Materials and Interfaces
1 November 2019
21
PDF
Save
"""


def test_a_semantic_scholar_summary_label_opens_no_record():
    result = parse(SEMANTIC_SCHOLAR)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Mechanochemical synthesis of porous coordination polymers for carbon capture", 2023),
        ("Defect engineering of metal-organic frameworks for water harvesting", 2019),
    ]
    assert result.entries[0].authors == ["Nadia Haddad", "Eszter Varga", "Tomas Lund"]
