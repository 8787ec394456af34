"""The parser against the hostile-input catalogue (tests/data/hostile) and generated monsters.

Whatever it is given, ``parse`` returns: no exception, time proportional to the input, every
non-blank line accounted for, and only values the database accepts (years and months in range).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from publications.models import MAX_YEAR, MIN_YEAR
from publications.parsing import parse
from publications.parsing.records import LineKind, ParseResult
from publications.parsing.segmentation.model import MAX_LINES
from publications.tests.parsing_helpers import non_blank_line_numbers, timed_parse

HOSTILE_DIR = Path(__file__).parent / "data" / "hostile"
MANIFEST = json.loads((HOSTILE_DIR / "manifest.json").read_text(encoding="utf-8"))
CASES = MANIFEST["files"]


def read_case(case: dict) -> str:
    raw = (HOSTILE_DIR / case["file"]).read_bytes()
    return raw.decode("utf-8", errors="replace" if case.get("decode") == "replace" else "strict")


def time_budget(text: str) -> float:
    """CPU seconds a parse may take: generous, but linear in the input size."""
    return 2.0 + len(text.encode("utf-8", errors="replace")) * 20e-6


def assert_sound(text: str, result: ParseResult) -> None:
    """The invariants every parse result keeps, whatever the input."""
    accounted = [account.line for account in result.lines]
    assert set(accounted) == non_blank_line_numbers(text), "every non-blank line is accounted for, once"
    assert len(accounted) == len(set(accounted))
    assert all(account.kind in set(LineKind) for account in result.lines)
    line_count = max(len(text.splitlines()), 1)
    for entry in result.entries:
        assert entry.year is None or MIN_YEAR <= entry.year <= MAX_YEAR, entry.year
        assert entry.month is None or 1 <= entry.month <= 12, entry.month
        assert 1 <= entry.line_start <= entry.line_end <= line_count
    for issue in result.issues:
        assert 1 <= issue.line <= line_count, issue


def test_the_manifest_describes_every_file_in_the_catalogue_and_nothing_else():
    listed = {case["file"] for case in CASES}
    present = {path.name for path in HOSTILE_DIR.iterdir() if path.name != "manifest.json"}
    assert listed == present
    assert all(case["what"] for case in CASES)


@pytest.mark.parametrize("case", CASES, ids=[case["file"] for case in CASES])
def test_each_catalogued_input_parses_without_error_within_its_time_budget(case):
    text = read_case(case)
    result, seconds = timed_parse(text)
    assert seconds < time_budget(text)
    assert_sound(text, result)
    low, high = case["entries"]
    assert low <= len(result.entries) <= high, [entry.title for entry in result.entries]
    if case.get("issues"):
        assert result.issues, "broken input is reported, not silently accepted"
        assert all(issue.message for issue in result.issues)


def test_month_names_in_other_languages_are_read_or_left_empty_never_guessed_wrong():
    case = next(case for case in CASES if case["file"] == "foreign-months.bib")
    result = parse(read_case(case))
    assert [entry.month for entry in result.entries] == case["months"]


def test_a_year_range_keeps_one_of_its_years_and_impossible_years_are_dropped():
    result = parse(read_case(next(case for case in CASES if case["file"] == "odd-years.txt")))
    by_title = {entry.title: entry for entry in result.entries}
    assert by_title["A paper spanning years"].year in {2021, 2022}
    assert by_title["Far future"].year is None
    assert by_title["Year zero"].year is None


def test_invalid_utf8_in_an_uploaded_file_still_yields_its_valid_lines():
    case = next(case for case in CASES if case["file"] == "invalid-utf8.txt")
    titles = [entry.title for entry in parse(read_case(case)).entries]
    assert any("Valid line after the broken one" in title for title in titles)


def test_emoji_and_right_to_left_text_survive_parsing_unchanged():
    emoji = parse(read_case(next(case for case in CASES if case["file"] == "emoji.txt")))
    # Both emoji of the first citation come out unchanged, whichever field holds them.
    read = [" ".join([entry.title, entry.venue or "", *entry.authors]) for entry in emoji.entries]
    assert any("\U0001f600" in fields and "\U0001f680" in fields for fields in read)
    rtl = parse(read_case(next(case for case in CASES if case["file"] == "rtl-zero-width.txt")))
    assert any("\u0645\u062d\u0645\u062f" in entry.title + " ".join(entry.authors) for entry in rtl.entries)


GENERATED = {
    "a 1 MB single line without spaces": lambda: "x" * (1 << 20),
    "a 1 MB single line of words": lambda: ("Lorem ipsum, dolor sit. " * 50_000)[: 1 << 20],
    "a 1 MB line of names and years with no title": lambda: ("Okafor, A. 2019. " * 70_000)[: 1 << 20],
    "200 KB of author-year references run on in one line": lambda: (
        "Okafor, A. 2019. Tidal mixing in estuaries. Journal 3: 1-5. " * 4000
    )[:200_000],
    "200 KB of words with years glued to them in one line": lambda: ("Actes du colloque1998, " * 10_000)[
        :200_000
    ],
    "100,000 bullets": lambda: "\n".join(f"- item {number}" for number in range(100_000)),
    "100,000 bare bullet characters": lambda: "\n".join("\u2022" for _ in range(100_000)),
    "a citation with 1,000 authors": lambda: (
        ", ".join(f"A. Author{number}" for number in range(1000)) + ". A crowded paper. In Proc. SC, 2021."
    ),
    "a BibTeX entry with 1,000 authors": lambda: (
        "@article{crowd, title={A crowded paper}, author={"
        + " and ".join(f"Author{number}, Ann" for number in range(1000))
        + "}, journal={Journal of Things}, year={2020}}"
    ),
    "a 100 KB title": lambda: "A. Author. " + "Very long title words " * 5000 + ". In Proc. SC, 2021.",
    "5,000 nested braces": lambda: "@article{k, title={" + "{" * 5000 + "x" + "}" * 5000 + "}, year={2020}}",
    "100,000 at-signs": lambda: "@" * 100_000,
    "10,000 BibTeX entries": lambda: "\n".join(
        f"@article{{k{number}, title={{Title {number}}}, author={{Doe, Jane}}, journal={{J}}, year={{2020}}}}"
        for number in range(10_000)
    ),
    "form feeds, vertical tabs and Unicode line separators": lambda: (
        "A. Author. First\x0cpaper. In SC, 2020.\x0bB. Author. Second\u2028paper. In ICS, 2021.\u2029"
        "C. Author. Third\x1cpaper\x1d\x1e\x85. In SC, 2019.\r\nD. Author. Fourth. In SC, 2018.\r"
    ),
    "BibTeX with form feeds and Unicode line separators": lambda: (
        "@article{a,\x0c title={T\u2028x}, year={2020}}\n\n@article{b, title={U}, year={2021}}\n"
    ),
    "RIS with form feeds and Unicode line separators": lambda: (
        "TY  - JOUR\nTI  - T\x0cx\u2028y\nPY  - 2020\nER  - \n"
    ),
}


@pytest.mark.parametrize("make_text", GENERATED.values(), ids=GENERATED.keys())
def test_generated_monsters_parse_in_time_and_account_for_every_line(make_text):
    text = make_text()
    result, seconds = timed_parse(text)
    assert seconds < time_budget(text), f"{seconds:.1f}s for {len(text):,} characters"
    assert_sound(text, result)


def test_a_thousand_authors_are_all_kept():
    result = parse(GENERATED["a BibTeX entry with 1,000 authors"]())
    assert len(result.entries) == 1
    assert len(result.entries[0].authors) == 1000


def test_hundreds_of_lines_with_no_break_between_entries_are_reported_not_read_as_one_entry():
    # Longer than the line labeller takes, so the rules alone group the lines.
    lines = "a\n1\n" * (MAX_LINES // 2 + 1)
    reference = "A. Rossi, B. Chen. Ultrafast melting of charge order. Phys. Rev. B 104, 045112 (2021).\n"
    result = parse(lines + "\n" + reference)
    assert [entry.title for entry in result.entries] == ["Ultrafast melting of charge order"]
    assert any("too long for one entry" in issue.message and issue.line == 1 for issue in result.issues)
    unread = [account for account in result.lines if account.kind == LineKind.IGNORED]
    assert len(unread) == MAX_LINES + 2 and {account.reason for account in unread} == {
        "too long for one entry"
    }
