"""The cyclic garbage collector's pace while a paste is read.

Reading a paste allocates a few container objects per line (lines, their facts, the line
accounts) and keeps nearly all of them until the result is built, so the collector's default
pace (a young-generation pass every 700 allocations, a full pass whenever the heap has grown by a
quarter) walks the same live objects again and again: a third of the time of a megabyte of short
lines. ``rare_collections`` lets the young generation fill up to ``YOUNG_THRESHOLD`` objects
while any paste is being read, then puts the process's thresholds back.

Cannot handle: a caller that changes the thresholds itself while a paste is being read gets its
setting replaced when the last reading ends.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

YOUNG_THRESHOLD = 100_000
_LOCK = threading.Lock()
_readers = 0
_saved: tuple[int, ...] = ()


@contextmanager
def rare_collections() -> Iterator[None]:
    """Run the body with the young generation collected at most every ``YOUNG_THRESHOLD``
    allocations (never more often than the process's own setting); nests and is thread-safe."""
    global _readers, _saved
    with _LOCK:
        if _readers == 0:
            _saved = gc.get_threshold()
            young, *older = _saved
            if young:  # 0: collection switched off by the process, left so
                gc.set_threshold(max(young, YOUNG_THRESHOLD), *older)
        _readers += 1
    try:
        yield
    finally:
        with _LOCK:
            _readers -= 1
            if _readers == 0:
                gc.set_threshold(*_saved)
