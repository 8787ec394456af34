"""Property-based tests: the parser and the import planner on generated text.

For any text: ``parse`` returns (never raises), within a time linear in the input, with every
non-blank line accounted for once and only database-safe years and months; planning an import
of what it found does not raise either.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from publications.importing import Action, apply_import, plan_import
from publications.models import MAX_YEAR, MIN_YEAR, ImportBatchStatus, Publication
from publications.parsing import parse
from publications.parsing.records import ParseResult
from publications.tests.parsing_helpers import non_blank_line_numbers, timed_parse

# Pieces that steer generated text into each reader's paths: BibTeX, RIS, CSL-JSON, LaTeX,
# dblp/Scholar markers, citations with years, DOIs, URLs, bullets, and the odd characters.
FRAGMENTS = [
    "@article{", "@inproceedings{key,", "@string{a = b}", "title = {", "author = {", " and ", "}", "{",
    "year = {2021}", "month = {mar}", ",\n", "TY  - JOUR\n", "AU  - Doe, Jane\n", "ER  - \n", "PY  - 2020\n",
    '[{"title": "T", "author": [{"family": "Doe"}], "issued": {"date-parts": [[2020]]}}]',
    "\\item ", "\\textbf{", "\\emph{", "\\section{Papers}", "[c12]\n", "\t12\t2019\n",
    "J. Doe, A. Smith, and B. Jones. ", "Doe, J., & Smith, A. (2021). ", '"A title," ', "In Proc. SC, ",
    "2021.", "(2019)", "2021--2022", "in press", "vol. 12, no. 3, pp. 1-10", "doi:10.1145/3458817.3476170",
    "https://example.org/paper.pdf", "arXiv:2101.00001", "- ", "* ", "\u2022 ", "1. ", "[3] ",
    "Best Paper Award", "Journal Articles\n", "Conference Papers\n", "\n", "\n\n", "\x00", "\x0c", "\u2028",
    "\u200b", "\u202e", "\U0001f600", "\u00e9", "\\'e", "<script>", "</script>", "=cmd", "\"'`\u201c\u201d",
]  # fmt: skip

texts = st.one_of(
    st.text(max_size=400),
    st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=12), max_size=60).map("".join),
)

PROPERTY_SETTINGS = settings(
    max_examples=150, deadline=2000, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)


@pytest.fixture(scope="module", autouse=True)
def parser_loaded():
    """The first parse in a process loads the trained models, lexicons and venue table once (about
    0.2 s on a quiet machine, several times that under load): a cost of the process, not of the
    input, which the time bounds below are about."""
    parse("J. Doe. A title. In Proc. SC, 2021.")


def check_result(text: str, result: ParseResult) -> None:
    accounted = [account.line for account in result.lines]
    assert sorted(accounted) == sorted(non_blank_line_numbers(text))
    for entry in result.entries:
        assert entry.year is None or MIN_YEAR <= entry.year <= MAX_YEAR
        assert entry.month is None or 1 <= entry.month <= 12
        assert isinstance(entry.title, str)


@PROPERTY_SETTINGS
@given(texts)
def test_parse_never_raises_and_accounts_for_every_non_blank_line(text):
    result, seconds = timed_parse(text)
    assert seconds < 0.5 + len(text) * 1e-3
    check_result(text, result)


@PROPERTY_SETTINGS
@given(st.lists(st.sampled_from(FRAGMENTS), min_size=1, max_size=30).map("".join), st.integers(1, 40))
def test_repeating_any_input_costs_time_proportional_to_its_length(unit, repeats):
    text = unit * repeats
    result, seconds = timed_parse(text)
    assert seconds < 0.5 + len(text) * 1e-3
    check_result(text, result)


@PROPERTY_SETTINGS
@given(st.binary(max_size=600))
def test_any_bytes_decoded_with_replacement_parse_cleanly(data):
    text = data.decode("utf-8", errors="replace")
    check_result(text, parse(text))


DB_PROPERTY_SETTINGS = settings(
    max_examples=100,
    deadline=5000,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    derandomize=True,
)


@pytest.mark.django_db
@DB_PROPERTY_SETTINGS
@given(texts)
def test_planning_an_import_of_anything_parsed_never_raises_and_decides_every_entry(text):
    result = parse(text)
    plan = plan_import(result.entries, format=result.format, issues=result.issues)
    assert len(plan.decisions) == len(result.entries)
    for decision in plan.decisions:
        assert decision.action in set(Action)
        if decision.action == Action.ERROR:
            assert decision.error
        assert decision.describe()


@pytest.mark.django_db
@settings(DB_PROPERTY_SETTINGS, max_examples=40)
@given(st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=12), max_size=60).map("".join))
def test_applying_any_plan_writes_everything_or_nothing_and_never_fails(text):
    result = parse(text)
    plan = plan_import(result.entries, format=result.format, issues=result.issues)
    before = Publication.objects.count()
    report = apply_import(plan, raw_text=text, format=result.format)
    assert Publication.objects.count() == before + len(report.created)
    if report.batch is not None:
        assert report.batch.status == ImportBatchStatus.APPLIED
