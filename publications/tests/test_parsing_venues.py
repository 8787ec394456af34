"""Venue knowledge: canonical names, keys, the table's own consistency."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from publications.parsing.venues import (
    VenueInfo,
    VenueKind,
    all_venues,
    canonical_venue,
    comma_name_start,
    key_conflicts,
    lookup,
    split_venue,
    venue_key,
)

DATA = Path(__file__).parent / "data" / "formats"
MAJOR_VENUES = [
    "SC",
    "ICS",
    "HPDC",
    "IPDPS",
    "CLUSTER",
    "ICPP",
    "PPoPP",
    "EuroSys",
    "OSDI",
    "SOSP",
    "NSDI",
    "ATC",
    "ASPLOS",
    "ISCA",
    "MICRO",
    "Middleware",
    "SoCC",
    "MLSys",
    "PEARC",
    "eScience",
    "ISC",
    "CCGrid",
    "Euro-Par",
    "BigData",
    "FGCS",
    "TPDS",
    "JPDC",
    "TOCS",
    "Computer",
    "NeurIPS",
    "ICML",
    "ICLR",
    "AAAI",
    "IJCAI",
    "KDD",
    "CVPR",
    "ICCV",
    "ECCV",
    "WACV",
    "BMVC",
    "ACL",
    "EMNLP",
    "NAACL",
    "COLING",
    "SIGIR",
    "WWW",
    "SIGMOD",
    "VLDB",
    "ICDE",
    "CIDR",
    "STOC",
    "FOCS",
    "SODA",
    "ICALP",
    "CCC",
    "MFCS",
    "FSTTCS",
    "STACS",
    "ECCC",
    "ICSE",
    "FSE",
    "ASE",
    "ICSA",
    "ECSA",
    "TOMM",
    "TMM",
    "TPAMI",
    "IJCV",
    "TIP",
    "ICASSP",
    "EUSIPCO",
    "Nature",
    "Science",
    "PNAS",
    "arXiv",
    "bioRxiv",
]


@pytest.mark.parametrize("tag", ["SC", "sc", "SC'23", "SC’21", "SC25", "SC 2024", "[SC’08]"])
def test_sc_tags_with_edition_years_resolve_to_sc(tag):
    assert canonical_venue(None, tag.strip("[]")) == "SC"


@pytest.mark.parametrize(
    "name",
    [
        "Proceedings of the International Conference for High Performance Computing, Networking, "
        "Storage and Analysis",
        "International Conference for High-Performance Computing, Networking, Storage, and Analysis",
        "SC’08: Proceedings of the 2008 ACM/IEEE Conference on Supercomputing",
        "Proceedings of the International Conference on High Performance Computing, Networking, Storage and "
        "Analysis",
    ],
)
def test_full_names_of_the_supercomputing_conference_resolve_to_sc(name):
    assert canonical_venue(name, None) == "SC"


def test_the_acm_international_conference_on_supercomputing_is_ics_not_sc():
    assert (
        canonical_venue("Proceedings of the 39th ACM International Conference on Supercomputing", None)
        == "ICS"
    )
    assert canonical_venue("International Conference on Supercomputing", None) == "ICS"


def test_isc_high_performance_is_not_confused_with_sc():
    assert canonical_venue("International Conference on High Performance Computing", None) == "ISC"


@pytest.mark.parametrize(
    "name",
    ["CoRR", "arXiv", "ArXiv", "CoRR abs/2302.06984", "arXiv preprint arXiv:2101.01234", "arXiv e-prints"],
)
def test_corr_and_arxiv_spellings_resolve_to_arxiv(name):
    assert canonical_venue(name, None) == "arXiv"


@pytest.mark.parametrize(
    ("venue", "acronym", "expected"),
    [
        ("Proc. IEEE Conf. Comput. Vis. Pattern Recognit.", "CVPR", "CVPR"),
        ("Proc. IEEE Conf. Comput. Vis. Pattern Recognit. Workshops", "CVPRW", "CVPR Workshops"),
        ("CVPR Workshop", "CVPR", "CVPR Workshops"),
        ("NeuRIPS Workshop on Gaze Meets ML", None, "NeurIPS Workshops"),
        ("Proc. of IEEE Int. Conference on Acoustics, Speech, and Signal Processing", None, "ICASSP"),
        ("Nat. Commun.", None, "Nature Communications"),
        ("ACM Trans. Comput. Theory", None, "TOCT"),
        ("Electron. Colloquium Comput. Complex.", None, "ECCC"),
        ("Parallel & distributed processing, IEEE 27th international symposium on", "IPDPS", "IPDPS"),
        ("Parallel & distributed processing, IEEE 27th international symposium on", None, "IPDPS"),
        ("Eighth Conference on Machine Learning and Systems", None, "MLSys"),
        ("Advances in Neural Information Processing Systems 36", None, "NeurIPS"),
        ("XXXIV International Scientific Conference trans&MOTAUTO", None, "trans&MOTAUTO"),
        ("Ecography — HAL", None, "Ecography"),
        ("Proceedings of Semantics and Linguistic Theory", None, "SALT"),
    ],
)
def test_abbreviated_and_decorated_names_resolve(venue, acronym, expected):
    assert canonical_venue(venue, acronym) == expected


def test_a_known_full_name_wins_over_a_conflicting_acronym():
    venue = (
        "Proceedings of the 4th International Conference on Natural Language Processing for Digital "
        "Humanities, Miami: Association for Computational Linguistics"
    )
    assert canonical_venue(venue, "ACL") == "NLP4DH"


@pytest.mark.parametrize("name", ["Journal of Foo Studies", "IEEE Transactions on Nothing", "Dataset", ""])
def test_unknown_venues_give_none(name):
    assert canonical_venue(name, None) is None
    assert canonical_venue(None, None) is None


def test_every_venue_canonical_of_the_gold_annotations_is_reproduced():
    cases = json.loads((DATA / "venue_cases.json").read_text(encoding="utf-8"))
    wrong = [
        (case["venue"], case["acronym"], case["canonical"], canonical_venue(case["venue"], case["acronym"]))
        for case in cases
        if (canonical_venue(case["venue"], case["acronym"]) or "").casefold()
        != (case["canonical"] or "").casefold()
    ]
    assert wrong == []


def test_every_spelling_in_the_table_finds_its_own_venue():
    assert key_conflicts() == ()
    for venue in all_venues():
        for spelling in venue.spellings:
            assert lookup(spelling) is venue, (spelling, venue.canonical)


def test_the_table_covers_the_major_venues_of_computing():
    canonicals = {venue.canonical for venue in all_venues()}
    for expected in MAJOR_VENUES:
        assert expected in canonicals, expected
    assert {
        "PLoS ONE",
        "Nature Methods",
        "Nature Communications",
        "npj Computational Materials",
    } <= canonicals


def test_lookup_returns_the_venue_with_its_kind():
    venue = lookup("Proc. VLDB Endow.")
    assert isinstance(venue, VenueInfo)
    assert venue.canonical == "VLDB"
    assert lookup("CoRR").kind is VenueKind.PREPRINT_SERVER
    assert lookup("IEEE Transactions on Parallel and Distributed Systems").kind is VenueKind.JOURNAL
    assert lookup("no such venue anywhere") is None


def test_venue_key_ignores_case_accents_punctuation_editions_and_proceedings_wrappers():
    assert venue_key("Proc. of the 28th European Signal Processing Conference") == venue_key(
        "european signal processing conference"
    )
    assert venue_key("IEEE 10th International Conference on e-Science") == venue_key(
        "IEEE International Conference on eScience 2014"
    )
    assert venue_key("Pomorski Zbornik") == venue_key("Pomorski zbornik")
    assert venue_key("Scientific Conférence") == venue_key("Scientific Conference")
    assert venue_key("International Conference for HPC") != venue_key("International Conference on HPC")


@pytest.mark.parametrize(
    ("written", "booktitle", "expected"),
    [
        (
            "Proceedings of Semantics and Linguistic Theory (SALT 28)",
            True,
            ("Proceedings of Semantics and Linguistic Theory", "SALT"),
        ),
        (
            "Proceedings of North East Linguistic Society (NELS) 44",
            True,
            ("Proceedings of North East Linguistic Society", "NELS"),
        ),
        ("Sinn und Bedeutung 21", True, ("Sinn und Bedeutung", None)),
        ("CCC", True, ("CCC", "CCC")),
        (
            "Proceedings of the 37th International Conference on Machine Learning, ICML 2020, Virtual Event",
            True,
            ("Proceedings of the 37th International Conference on Machine Learning", "ICML"),
        ),
        ("Nat. Commun.", False, ("Nat. Commun.", None)),
        ("Journal of Things (Online)", False, ("Journal of Things (Online)", None)),
    ],
)
def test_split_venue_moves_a_trailing_acronym_out_and_drops_edition_numbers(written, booktitle, expected):
    assert split_venue(written, booktitle=booktitle) == expected


def test_pathological_venue_strings_do_not_hang():
    # A guard against catastrophic backtracking, not a speed measurement (bench/parse_speed.py is):
    # a quadratic pattern would take minutes on these strings.
    hostile = ["(" * 50_000, "A," * 50_000, "SC" * 50_000 + "!", "Workshop " * 20_000, "é" * 100_000]
    start = time.process_time()
    for text in hostile:
        canonical_venue(text, text[:1000])
        split_venue(text, booktitle=True)
    assert time.process_time() - start < 15.0


def test_a_known_name_holding_commas_is_found_where_it_ends():
    text = "Counting walks on sparse lattices, Automata, Languages and Programming 41 (2014)"
    assert comma_name_start(text, text.index("41")) == text.index("Automata")
    assert comma_name_start(text, text.index("Languages") - 2) is None  # "…, Automata": no such name
    assert comma_name_start("Unknown, Comma, Venue 12", 20) is None
