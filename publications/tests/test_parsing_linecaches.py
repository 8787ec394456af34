"""The line caches: sized for a long paste, emptied after one, and never changing a reading."""

from publications.parsing import parse
from publications.parsing.linecaches import LINE_CACHE_SIZE
from publications.parsing.sections import heading_text


def _lines(count: int) -> str:
    return "\n\n".join(f"Invented heading number {n}" for n in range(count))


def test_a_long_paste_leaves_its_lines_out_of_the_caches():
    parse(_lines(6000))
    assert heading_text.cache_info().currsize <= 4096
    assert heading_text.cache_info().maxsize == LINE_CACHE_SIZE


def test_a_short_paste_keeps_its_lines_cached():
    heading_text.cache_clear()
    parse(_lines(20))
    assert heading_text.cache_info().currsize > 0


def test_the_same_reading_with_cold_and_warm_caches():
    text = "Publications\n\nA. Writer and B. Reader. An invented title. Journal of Examples 3, 1-9 (2020).\n"
    heading_text.cache_clear()
    cold = parse(text).to_dict()
    assert parse(text).to_dict() == cold


def test_the_functions_asked_of_a_line_in_several_passes_are_cached_for_a_whole_paste():
    # A member's name (scanned, then made a heading), a heading-like line and a left-out line are
    # each asked of a paste's lines by more than one pass: each different line is read once.
    from publications.parsing.lines import ignore_reason
    from publications.parsing.sections import looks_like_heading, person_heading

    for cached in (person_heading, looks_like_heading, ignore_reason):
        assert cached.cache_info().maxsize == LINE_CACHE_SIZE


def test_a_member_heading_reads_the_same_cached():
    text = (
        "Invented Person\n"
        "An invented title on tides (Harbour Press 2019).\n"
        "Another invented study of reefs (Harbour Press 2020).\n"
    )
    cold = parse(text).to_dict()
    assert parse(text).to_dict() == cold


def test_the_tests_a_list_asks_of_each_venue_and_name_piece_are_cached_for_a_whole_paste():
    # A list names the same journals entry after entry, and its names' reading asks the same tests
    # of each piece, as itself and as the piece after another.
    from publications.parsing.labelling.reader import _venue_worth_a_second_reading
    from publications.parsing.names import _family_and_initials, _particle_family

    for cached in (_venue_worth_a_second_reading, _family_and_initials, _particle_family):
        assert cached.cache_info().maxsize == LINE_CACHE_SIZE


def test_a_list_of_one_venue_reads_the_same_cached():
    text = (
        "1. Quill, T. A., van der Brook, M. Invented estuaries. Journal of Invented Tides 4, 1-9 (2019).\n"
        "2. Fenwick, R. & de la Marsh, P. Invented reefs. Journal of Invented Tides 5, 10-19 (2020).\n"
        "3. Quill, T. A. Invented shoals. Journal of Invented Tides 6, 20-29 (2021).\n"
    )
    cold = parse(text).to_dict()
    assert parse(text).to_dict() == cold


def test_each_reader_of_a_tail_gets_its_own_copy():
    from publications.parsing.tail import parse_tail

    first = parse_tail("Journal of Invented Tides 4, 1-9 (2019).")
    first.venue = "changed"
    first.years.append(1900)
    second = parse_tail("Journal of Invented Tides 4, 1-9 (2019).")
    assert second.venue == "Journal of Invented Tides"
    assert second.years == [2019]


def test_a_line_shape_is_kept_for_a_whole_paste():
    # The grouping asks the shape of every line, then again of each group's lines: a cache smaller
    # than a long paste's different lines would make each of them anew.
    from publications.parsing.segmentation.shapes import line_shape

    assert line_shape.cache_info().maxsize == LINE_CACHE_SIZE
    lines = [f"invented line {n}" for n in range(20_000)]
    line_shape.cache_clear()
    for line in lines:
        line_shape(line)
    line_shape(lines[0])
    assert line_shape.cache_info().hits == 1


def test_emptying_every_cache_leaves_no_reading_of_a_paste_behind():
    # A timing empties the caches first so that it reads its paste cold: a cache of a line's
    # features or of a name's reading kept from an earlier paste of the same text would make a
    # repeated timing measure the cache.
    from publications.parsing.linecaches import empty_grown_line_caches
    from publications.parsing.names import looks_like_name
    from publications.parsing.segmentation.features import own_features
    from publications.parsing.segmentation.shapes import line_shape

    parse(
        "Publications\n\n"
        "1. Quill, T. A. and Fenwick, R. Invented estuaries. Journal of Invented Tides 4, 1-9 (2019).\n"
        "2. Marsh, P. Invented reefs. Journal of Invented Tides 5, 10-19 (2020).\n"
    )
    empty_grown_line_caches(past=0)
    for cached in (own_features, line_shape, looks_like_name):
        assert cached.cache_info().currsize == 0
