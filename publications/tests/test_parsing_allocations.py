"""The collector's pace while a paste is read (publications.parsing.allocations)."""

import gc
import threading

from publications.parsing import parse
from publications.parsing.allocations import YOUNG_THRESHOLD, rare_collections


def test_the_young_generation_is_collected_rarely_inside_and_as_before_after():
    before = gc.get_threshold()
    with rare_collections():
        assert gc.get_threshold()[0] == max(before[0], YOUNG_THRESHOLD)
        assert gc.get_threshold()[1:] == before[1:]
        with rare_collections():
            assert gc.get_threshold()[0] == max(before[0], YOUNG_THRESHOLD)
        assert gc.get_threshold()[0] == max(before[0], YOUNG_THRESHOLD)
    assert gc.get_threshold() == before


def test_the_thresholds_come_back_after_a_failure_and_after_readings_in_threads():
    before = gc.get_threshold()
    try:
        with rare_collections():
            raise ValueError("a reader failed")
    except ValueError:
        pass
    assert gc.get_threshold() == before
    threads = [
        threading.Thread(target=parse, args=("A. Author. A title. J. Tests, 2020.\n" * 50,)) for _ in range(4)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert gc.get_threshold() == before


def test_a_process_that_switched_collection_off_keeps_it_off():
    before = gc.get_threshold()
    gc.set_threshold(0)
    try:
        with rare_collections():
            assert gc.get_threshold()[0] == 0
        assert gc.get_threshold()[0] == 0
    finally:
        gc.set_threshold(*before)
