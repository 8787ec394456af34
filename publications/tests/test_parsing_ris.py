"""The RIS reader on a real export and on the format's awkward corners."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from publications.parsing.formats import ris
from publications.parsing.records import LineKind, PublicationType, Status
from publications.tests.parsing_helpers import assert_export_matches_gold


def only(text: str):
    result = ris.parse(text)
    assert len(result.entries) == 1, result.issues
    return result.entries[0]


def record(*lines: str) -> str:
    return "\n".join(("TY  - JOUR", *lines, "ER  - ")) + "\n"


def test_a_real_ris_export_matches_its_gold_annotations():
    fields = ("venue", "venue_canonical", "type", "doi", "pages", "article_number", "volume", "number")
    assert_export_matches_gold(ris.parse, "09_oses-materials-ris", fields)


def test_inverted_names_are_turned_round_and_kept_in_order():
    entry = only(
        record("AU  - Oses, Corey", "AU  - Buongiorno Nardelli, Marco", "A1  - van de Walle, Axel", "TI  - T")
    )
    assert entry.authors == ["Corey Oses", "Marco Buongiorno Nardelli", "Axel van de Walle"]


def test_start_and_end_pages_are_joined_and_a_lone_start_page_is_an_article_number():
    ranged = only(record("TI  - T", "SP  - 1211", "EP  - 1224"))
    assert (ranged.pages, ranged.article_number) == ("1211-1224", None)
    single = only(record("TI  - T", "SP  - e202205129"))
    assert (single.pages, single.article_number) == (None, "e202205129")


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("JOUR", PublicationType.JOURNAL),
        ("CONF", PublicationType.CONFERENCE),
        ("CPAPER", PublicationType.CONFERENCE),
        ("BOOK", PublicationType.BOOK),
        ("CHAP", PublicationType.CHAPTER),
        ("THES", PublicationType.THESIS),
        ("DATA", PublicationType.DATASET),
        ("RPRT", PublicationType.OTHER),
        ("GEN", PublicationType.OTHER),
    ],
)
def test_type_codes_map_to_publication_types(code, expected):
    entry = only(f"TY  - {code}\nAU  - Doe, Jane\nTI  - Title\nPY  - 2020\nER  -\n")
    assert entry.type is expected


def test_a_record_on_arxiv_is_a_preprint_whatever_its_type_code():
    entry = only(record("TI  - T", "JO  - arXiv", "UR  - https://arxiv.org/abs/2401.00001", "PY  - 2024"))
    assert entry.type is PublicationType.PREPRINT
    assert entry.arxiv_id == "2401.00001"
    assert entry.venue_canonical == "arXiv"


def test_chapters_take_the_book_title_as_venue_and_editors_stay_out_of_the_authors():
    entry = only(
        "TY  - CHAP\nAU  - Toher, Cormac\nA2  - Andreoni, Wanda\nTI  - Automated computation\n"
        "T2  - Handbook of Materials Modeling\nPB  - Springer\nSP  - 1\nEP  - 28\nPY  - 2018\nER  -\n"
    )
    assert entry.authors == ["Cormac Toher"]
    assert entry.editors == ["Wanda Andreoni"]
    assert (entry.venue, entry.publisher, entry.pages) == (
        "Handbook of Materials Modeling",
        "Springer",
        "1-28",
    )


def test_dates_give_year_and_month_and_dois_are_bare_and_lower_case():
    entry = only(
        record("TI  - T", "DA  - 2022/08/15/", "PY  - 2022", "DO  - https://doi.org/10.1039/D5MH00356C")
    )
    assert (entry.year, entry.month, entry.doi) == (2022, 8, "10.1039/d5mh00356c")


def test_in_press_records_carry_the_status():
    assert only("TY  - INPR\nTI  - T\nPY  - 2025\nER  -\n").status is Status.IN_PRESS


def test_wrapped_values_continue_on_untagged_lines():
    entry = only(record("TI  - A title that an editor", "   wrapped onto a second line", "PY  - 2020"))
    assert entry.title == "A title that an editor wrapped onto a second line"


def test_a_missing_er_is_reported_and_both_records_are_kept():
    result = ris.parse("TY  - JOUR\nTI  - First\nPY  - 2020\nTY  - JOUR\nTI  - Second\nPY  - 2021\nER  -\n")
    assert [entry.title for entry in result.entries] == ["First", "Second"]
    assert any(issue.line == 1 and "ER" in issue.message for issue in result.issues)


def test_text_outside_records_is_reported_with_its_line():
    result = ris.parse("Exported from my library\n\n" + record("AU  - Doe, Jane", "TI  - T", "PY  - 2020"))
    assert result.issues[0].line == 1
    kinds = {account.line: account.kind for account in result.lines}
    assert kinds[1] is LineKind.IGNORED
    assert all(kinds[number] is LineKind.ENTRY for number in range(3, 8))


def test_each_record_keeps_its_raw_text_and_line_span():
    text = "\nTY  - JOUR\nTI  - T\nPY  - 2020\nER  - \n"
    entry = only(text)
    assert (entry.line_start, entry.line_end) == (2, 5)
    assert entry.raw == "TY  - JOUR\nTI  - T\nPY  - 2020\nER  - "


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(["TY  - JOUR", "ER  -", "AU  - Doe, J", "TI  - x", "SP  - 1", "PY  - 20", "junk", ""])
    )
)
def test_any_sequence_of_lines_is_read_without_raising_and_every_line_is_accounted_for(lines):
    text = "\n".join(lines)
    result = ris.parse(text)
    non_blank = {number for number, line in enumerate(text.split("\n"), start=1) if line.strip()}
    assert {account.line for account in result.lines} == non_blank
