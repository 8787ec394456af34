"""A journal's name after a colon that closes a reference's title: the title's stop kept before the
colon ("Title.: Journal 12, 3–9"), or the geologists' "Title: Journal, v. 12, p. 3–9"; and a colon
that opens a subtitle, which stays in the title."""

import pytest

from publications.tests.parsing_helpers import read_one

COLON_JOURNALS = [
    (
        "Halvorsen, K., Okafor, B.T. 2011: Seed dispersal by ants in dry oak woodland.: Flora Borealis 48, "
        "211–230.",
        "Seed dispersal by ants in dry oak woodland",
        "Flora Borealis",
    ),
    (
        "3. Lindqvist M. et al.: Bone density after long-term steroid use.: Zeitschrift für "
        "Orthopädie 27. 45–52 (2009)",
        "Bone density after long-term steroid use",
        "Zeitschrift für Orthopädie",
    ),
    (
        "Marsh, T.R., and Quill, A., 2003, Tidal channels in a Permian delta: facies and sequence: "
        "Sedimentary Basin Letters, v. 71, p. 402–419.",
        "Tidal channels in a Permian delta: facies and sequence",
        "Sedimentary Basin Letters",
    ),
]


@pytest.mark.parametrize(("text", "title", "venue"), COLON_JOURNALS)
def test_a_journal_after_the_colon_closing_the_title_ends_it(text, title, venue):
    entry = read_one(text)
    assert entry["title"] == title
    assert entry["venue"] == venue


def test_a_subtitle_after_a_colon_stays_in_the_title():
    entry = read_one(
        "Brandt, L. (2015). River terraces: A Field Guide. Journal of Fluvial Studies, 12(3), 44–60."
    )
    assert entry["title"] == "River terraces: A Field Guide"
    assert entry["venue"] == "Journal of Fluvial Studies"


def test_a_subtitle_closed_by_a_stop_before_the_journal_stays_in_the_title():
    entry = read_one(
        "NORDIC FOREST AGENCY. Ciclos de Agua en Bosques Boreales: Modelos de América. Science, "
        "v. 88, p. 12–30, 2004."
    )
    assert entry["title"] == "Ciclos de Agua en Bosques Boreales: Modelos de América"
    assert entry["venue"] == "Science"
