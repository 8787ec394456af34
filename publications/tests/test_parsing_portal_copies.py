"""Copies of a research information system's public portal (Elsevier Pure's research-output list)
as a browser gives them: per record a title line, a line of names, date and "In: Journal. volume,
issue, p. pages", then the kind the portal gives the record ("Research output: Contribution to
journal › Article › peer-review") and its badges ("Open Access", "File"), under year headings.
Each record is read once with its fields; the kind line is no record's text."""

from publications.parsing import parse
from publications.parsing.lines import DATABASE_FIELD_REASON, ignore_reason
from publications.parsing.records import LineKind, PublicationType

PURE_RESEARCH_OUTPUT = """Research output per year

2021

Adaptive sampling of coastal sediment plumes with autonomous surface vessels
Lindqvist, H., Okafor, C. N. & Marchetti, G., 1 Mar 2021, In: Journal of Marine Systems. 215, 3, p. 45-67.
Research output: Contribution to journal › Article › peer-review

Open Access
File

Grain-size sorting in tidal inlets under storm forcing
Okafor, C. N. & Brandvold, E., 15 Jun 2021, In: Coastal Engineering Letters. 254, 107341.
Research output: Contribution to journal › Article › peer-review

Open Access

A framework for participatory monitoring of small estuaries
Marchetti, G. & Tavares, R., 2021, Proceedings of Coastal Dynamics. Aagaard, T. (ed.). Delft: IAHR, p. 112-120
Research output: Chapter in Book/Report/Conference proceeding › Conference contribution › peer-review

2020

Sediment budgets of Baltic lagoons revisited
Brandvold, E., Lindqvist, H., Okafor, C. N. & Tavares, R., Nov 2020, In: Shelf Research. 210, 14 p., 104263.
Research output: Contribution to journal › Article › peer-review

2019

Wave-driven resuspension on a mixed sand-mud flat
Okafor, C. N., Lindqvist, H. & Wendt, P., Aug 2019, In: Marine Geology. 414, p. 1-14 14 p.
Research output: Contribution to journal › Article › peer-review
"""


def test_a_portals_kind_line_is_a_field_of_the_record_above_not_text():
    for line in (
        "Research output: Contribution to journal › Article › peer-review",
        "Research output: Chapter in Book/Report/Conference proceeding › Chapter › Academic",
        "Research output: Book/Report › Book › Academic",
        "Research output: Contribution to conference › Poster",
    ):
        assert ignore_reason(line) == DATABASE_FIELD_REASON, line
    # A title that speaks of research output is no such line.
    assert ignore_reason("Research output and funding: evidence from Nordic universities") is None


def test_each_record_of_a_pure_research_output_list_is_read_with_its_fields():
    result = parse(PURE_RESEARCH_OUTPUT)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Adaptive sampling of coastal sediment plumes with autonomous surface vessels", 2021),
        ("Grain-size sorting in tidal inlets under storm forcing", 2021),
        ("A framework for participatory monitoring of small estuaries", 2021),
        ("Sediment budgets of Baltic lagoons revisited", 2020),
        ("Wave-driven resuspension on a mixed sand-mud flat", 2019),
    ]
    journals = [entry.venue for entry in result.entries if entry.type == PublicationType.JOURNAL]
    assert journals == [
        "Journal of Marine Systems",
        "Coastal Engineering Letters",
        "Shelf Research",
        "Marine Geology",
    ]
    assert result.entries[1].authors == ["C. N. Okafor", "E. Brandvold"]
    assert result.entries[3].authors == [
        "E. Brandvold",
        "H. Lindqvist",
        "C. N. Okafor",
        "R. Tavares",
    ]
    assert not any("Research output" in f"{entry.title} {entry.venue}" for entry in result.entries)
    kinds = [account for account in result.lines if account.reason == DATABASE_FIELD_REASON]
    assert kinds and all(account.kind == LineKind.IGNORED for account in kinds)
