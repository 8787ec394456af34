"""A paste reads the same whatever the process read before it and whatever its hash seed."""

import json
import os
import subprocess
import sys
from pathlib import Path

from publications.parsing import parse
from publications.parsing.linecaches import empty_grown_line_caches

ROOT = Path(__file__).resolve().parents[2]

# "Title, inCongress …", quoted titles and numbered entries: shapes whose reading goes through the
# cached readers of names, tails and labellings.
_PASTE = (
    "Publications\n\n"
    "1. Quill TA, Fenwick R: Invented tides of the northern shelf, inCongress on Invented Estuaries. "
    "Edited by Marsh P. Harbour, Invented Press, 2019, pp 1-9\n\n"
    "2. Fenwick R, de la Marsh P: Invented reefs and their keepers. "
    "Am J Invented Psychiatry 2020; 12:10-19\n\n"
    '3. T. A. Quill, "Invented shoals," in Proc. Invented Conf. on Tides (ICIT), 2021, pp. 20-29.\n'
)
_OTHER = (
    "Quill, T. A., van der Brook, M. (2018). Invented currents. Journal of Invented Tides, 4(2), 1-9.\n\n"
    "Fenwick, R. (2017). In Congress of Invented Harbours (pp. 3-8). Invented Press.\n"
)


def test_a_paste_reads_the_same_before_and_after_another():
    empty_grown_line_caches(past=0)
    first = parse(_PASTE).to_dict()
    parse(_OTHER)
    again = parse(_PASTE).to_dict()
    empty_grown_line_caches(past=0)
    parse(_OTHER)
    after_other_cold = parse(_PASTE).to_dict()
    assert again == first
    assert after_other_cold == first


def _reading_under_hash_seed(seed: str) -> str:
    script = (
        "import json, sys\n"
        "from publications.parsing import parse\n"
        "print(json.dumps(parse(sys.stdin.read()).to_dict(), sort_keys=True, default=str))\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", script],
        input=_OTHER + "\n\n" + _PASTE,
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return done.stdout


def test_a_paste_reads_the_same_under_any_hash_seed():
    readings = {seed: _reading_under_hash_seed(seed) for seed in ("1", "2", "3")}
    assert json.loads(readings["1"])["entries"]
    assert readings["1"] == readings["2"] == readings["3"]
