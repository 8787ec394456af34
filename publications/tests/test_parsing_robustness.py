"""parse() never raises, never hangs and accounts for every non-blank line, on any text."""

from hypothesis import given, settings
from hypothesis import strategies as st

from publications.tests.parsing_helpers import timed_parse

PIECES = [
    "• ",
    "[12] ",
    "1. ",
    "\\item ",
    "“",
    "”",
    '"',
    "'",
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    "**",
    "*",
    "_",
    "et al.",
    " and ",
    ", ",
    ". ",
    "2021",
    "In Proc. ",
    "vol. 3",
    "pp. 1-9",
    "doi:10.1/x",
    "\n",
    "\n\n",
    "Smith, J.",
    "A. B. Jones",
    "Title of a Paper",
    "@article{",
    "TY  - ",
    "\t",
    "<li>",
    "&amp;",
    "%",
]


def check(text: str) -> None:
    result, seconds = timed_parse(text)
    assert seconds < 2.0
    accounted = {account.line for account in result.lines}
    expected = {number for number, line in enumerate(text.splitlines(), start=1) if line.strip()}
    assert expected <= accounted
    result.to_dict()


@settings(max_examples=200, deadline=800)
@given(st.text(max_size=400))
def test_random_text_is_parsed_without_error(text):
    check(text)


@settings(max_examples=200, deadline=800)
@given(st.lists(st.sampled_from(PIECES), max_size=60).map("".join))
def test_citation_like_fragments_are_parsed_without_error(text):
    check(text)


def test_pathological_inputs_finish_quickly():
    for text in ("[" * 100_000, "{" * 100_000, "“a” " * 50_000, ("Smith, J. and Doe, K. " * 20_000)):
        check(text)
