"""An economist's CV pasted as text: quoted titles with the co-authors in a note ("(with A. Ruiz)",
"[with A. Ruiz]") where the CV's owner is never written, sections of working papers and work in
progress whose items are undated or dated alone, a status where the venue would be ("Revise and
Resubmit at Journal of …"), and the notes the CV prints under an item ("Presented at: …",
"Media coverage: …"), which belong to it (invented people and works)."""

from publications.parsing import parse
from publications.parsing.lines import CV_ITEM_NOTE_REASON, ignore_reason
from publications.parsing.records import LineKind

ECONOMIST_CV = (
    "Publications\n"
    '"Minimum Wages and Teen Employment: Evidence from County Borders" (with A. Ruiz and B. '
    "Cole), American Economic Review, 2021, 111(3), 845–880.\n"
    '"Bank Runs in Small Towns" (with D. Harlan), Journal of Finance, 2019, 74(2), 512–548.\n'
    "Media coverage: New York Times, VoxEU\n"
    "Working Papers\n"
    '"Credit Constraints and Firm Exit" (with A. Ruiz), Revise and Resubmit at Journal of '
    "Political Economy\n"
    "Presented at: NBER Summer Institute 2022, SED 2022\n"
    '"Housing Wealth and Labor Supply" [with B. Cole], 2023\n'
    "Slides\n"
    '"Tariffs and Local Prices", 2022\n'
    "Work in Progress\n"
    '"Sectoral Shocks and Migration" (with C. Duarte)\n'
    '"Firm Networks in Rural Kenya"\n'
)


def _read(text):
    return [
        (entry.title, entry.authors, entry.year, entry.venue, entry.status.value, entry.section)
        for entry in parse(text).entries
    ]


def test_an_economists_cv_reads_each_item_with_its_notes_and_status():
    assert _read(ECONOMIST_CV) == [
        (
            "Minimum Wages and Teen Employment: Evidence from County Borders",
            ["A. Ruiz", "B. Cole"],
            2021,
            "American Economic Review",
            "published",
            "Publications",
        ),
        ("Bank Runs in Small Towns", ["D. Harlan"], 2019, "Journal of Finance", "published", "Publications"),
        # The year of a meeting it was presented at is no year of the paper's.
        (
            "Credit Constraints and Firm Exit",
            ["A. Ruiz"],
            None,
            "Journal of Political Economy",
            "under review",
            "Working Papers",
        ),
        ("Housing Wealth and Labor Supply", ["B. Cole"], 2023, None, "published", "Working Papers"),
        ("Tariffs and Local Prices", [], 2022, None, "published", "Working Papers"),
        ("Sectoral Shocks and Migration", ["C. Duarte"], None, None, "in preparation", "Work in Progress"),
        ("Firm Networks in Rural Kenya", [], None, None, "in preparation", "Work in Progress"),
    ]


def test_the_notes_under_an_economists_item_are_left_out_with_their_reason():
    accounts = {account.line: account for account in parse(ECONOMIST_CV).lines}
    for line in (4, 7):
        assert (accounts[line].kind, accounts[line].reason) == (LineKind.IGNORED, CV_ITEM_NOTE_REASON)


def test_a_note_of_where_a_paper_was_presented_or_who_covered_it_is_no_entry():
    for text in (
        "Media coverage: The Economist, Marketplace (NPR)",
        "Press coverage: Financial Times",
        "Featured in: VoxEU, Bloomberg",
        "Seminar presentations: Stanford, LSE, Chicago Fed",
        "Presented at: NBER Summer Institute 2022, SED 2022",
        "Presented at: Stanford, Berkeley, Chicago Fed, Minneapolis Fed",
    ):
        assert ignore_reason(text) == CV_ITEM_NOTE_REASON, text
    # A talk's meeting, its town and date after it, is the talk's venue.
    assert (
        ignore_reason("Presented at: 9th European Conference on Wind Engineering, Delft, June 2021.") is None
    )
    assert ignore_reason("Presented at: Annual Meeting of the Nordic Geographers, Oslo, Norway, 2019") is None


def test_a_co_author_note_in_square_brackets_names_the_co_authors():
    text = (
        "Working Papers\n"
        '"Housing Wealth and Labor Supply" [with B. Cole and K. Osei], 2023\n'
        '"Credit Lines in Downturns" [joint with H. Nakamura], 2022\n'
    )
    assert [(entry.title, entry.authors, entry.year) for entry in parse(text).entries] == [
        ("Housing Wealth and Labor Supply", ["B. Cole", "K. Osei"], 2023),
        ("Credit Lines in Downturns", ["H. Nakamura"], 2022),
    ]


def test_two_quoted_items_under_a_heading_are_an_entry_each_whatever_their_length():
    text = (
        "Working Papers\n"
        '"Credit Constraints and Firm Exit" (with A. Ruiz), Revise and Resubmit at Journal of '
        "Political Economy\n"
        '"Tariffs and Local Prices", 2022\n'
        "Work in Progress\n"
        '"Sectoral Shocks and Migration" (with C. Duarte)\n'
        '"Firm Networks in Rural Kenya"\n'
    )
    assert [(entry.line_start, entry.line_end, entry.title) for entry in parse(text).entries] == [
        (2, 2, "Credit Constraints and Firm Exit"),
        (3, 3, "Tariffs and Local Prices"),
        (5, 5, "Sectoral Shocks and Migration"),
        (6, 6, "Firm Networks in Rural Kenya"),
    ]
