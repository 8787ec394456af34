"""Where a venue opens after the title, in shapes the venue was lost in: a journal named with a
small letter before a capital ("eLife", "mBio", "iScience") after a comma; a meeting whose topic
is a journal's name ("Asian Conference on Machine Learning" is no title ending "Asian Conference
on" before the journal "Machine Learning"); and GB/T 7714's "//" glued to the title before the
proceedings ("Title//Conference on …")."""

import pytest

from publications.tests.parsing_helpers import assert_fields, read_one


@pytest.mark.parametrize(
    "text",
    [
        "Okafor, N., Brandt, H. and Sato, Y. (2009) Sparse coding of river networks, {j}, 33: 1201–1210.",
        "Okafor, N., H. Brandt, and Y. Sato, 2009, Sparse coding of river networks, {j}, 33, 1201–1210, "
        "doi: 10.5555/x.2009.1.",
        "Okafor, N., Brandt, H. and Sato, Y. (2009). Sparse coding of river networks, {j} 33: 1201–1210.",
        "Okafor, N., Brandt, H., Sato, Y., Sparse coding of river networks, {j} 33 (2009) 1201–1210.",
    ],
)
@pytest.mark.parametrize("journal", ["eLife", "mBio", "iScience"])
def test_a_journal_opening_with_a_small_letter_after_a_comma_is_the_venue(text, journal):
    assert_fields(
        text.format(j=journal),
        "Sparse coding of river networks",
        ["N. Okafor", "H. Brandt", "Y. Sato"],
        2009,
        journal,
    )


@pytest.mark.parametrize(
    "meeting",
    [
        "Asian Conference on Machine Learning",
        "Baltic Workshop on Signal Processing",
        "Nordic Symposium on Pattern Recognition",
    ],
)
@pytest.mark.parametrize(
    "text",
    [
        "Santos H., Rossi L. (1979) Planning methods for protein catalysts, In {m}, pp. 640–656.",
        "[18] SANTOS H, ROSSI L. Planning methods for protein catalysts//{m}. 1979: 640-656.",
    ],
)
def test_a_meeting_named_for_a_journal_is_the_whole_venue(meeting, text):
    entry = assert_fields(
        text.format(m=meeting),
        "Planning methods for protein catalysts",
        ["H. Santos", "L. Rossi"] if "(1979)" in text else ["H SANTOS", "L ROSSI"],
        1979,
        meeting,
    )
    assert entry["title"] == "Planning methods for protein catalysts"


def test_a_journal_named_after_a_titles_small_word_still_ends_the_title():
    assert_fields(
        "Okafor N, Brandt H (2009) Sparse coding of river networks in Machine Learning 33:1201–1210.",
        "Sparse coding of river networks in",
        ["N Okafor", "H Brandt"],
        2009,
        "Machine Learning",
    )


@pytest.mark.parametrize(
    "text",
    [
        "[6] MOREAU P, BROWN T. Grid storage outlook for northern regions//Asian Conference on "
        "Computer Vision. Cambridge, 2010: 520-547.",
        "[6] MOREAU P, BROWN T. Grid storage outlook for northern regions//Asian Conference on "
        "Computer Vision. 2010: 520-547.",
    ],
)
def test_gbt_double_slash_glued_to_the_title_opens_the_proceedings(text):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (
        "Grid storage outlook for northern regions",
        ["P MOREAU", "T BROWN"],
        2010,
    )
    assert entry["venue"].rstrip(".") == "Asian Conference on Computer Vision"


def test_a_link_double_slash_is_no_container():
    assert_fields(
        "Okafor, N. (2009). Sparse coding of river networks. Journal of Applied Ecology, 33, 1201–1210. "
        "https://doi.org/10.5555/jae.2009.1",
        "Sparse coding of river networks",
        ["N. Okafor"],
        2009,
        "Journal of Applied Ecology",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Okafor, N., Brandt, H., dkk. 2010. Sparse coding of river networks. Dalam Asian Conference on "
        "Computer Vision (hlm. 520–547). Cambridge.",
        "Okafor N, Brandt H. 2010. Sparse coding of river networks. Di dalam: Asian Conference on Computer "
        "Vision. Springer. hlm. 520–547.",
    ],
)
def test_the_indonesian_in_before_the_proceedings_is_no_part_of_the_venue(text):
    entry = read_one(text)
    assert (entry["title"], entry["year"], entry["venue"]) == (
        "Sparse coding of river networks",
        2010,
        "Asian Conference on Computer Vision",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Quispe A and Lindqvist B (2014) Grid storage outlook for northern regions. p. 55–60. In Baltic "
        "Symposium on Hydrology.",
        "Quispe A and Lindqvist B (2014) Grid storage outlook for northern regions. pp. 55–60. In: Baltic "
        "Symposium on Hydrology.",
        "Quispe A and Lindqvist B (2014) Grid storage outlook for northern regions. pp. 55–60, In: Baltic "
        "Symposium on Hydrology.",
    ],
)
def test_the_pages_before_the_proceedings_in_mark_are_no_part_of_the_venue(text):
    assert_fields(
        text,
        "Grid storage outlook for northern regions",
        ["A Quispe", "B Lindqvist"],
        2014,
        "Baltic Symposium on Hydrology",
    )
