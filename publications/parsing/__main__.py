"""Command line: ``python -m publications.parsing FILE [--format F]`` prints one JSON object."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from . import parse
from .records import InputFormat


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m publications.parsing", description=__doc__)
    parser.add_argument("file", type=Path, help="text file to parse ('-' for standard input)")
    parser.add_argument("--format", choices=[f.value for f in InputFormat], default=None)
    args = parser.parse_args(argv)
    if str(args.file) == "-":
        text = sys.stdin.read()
    else:
        text = args.file.read_bytes().decode("utf-8", errors="replace")
    result = parse(text, args.format)
    json.dump(result.to_dict(), sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
