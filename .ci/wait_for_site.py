"""Wait until URL answers 200 with TEXT in its page (exit 0), or give up after ten minutes (exit 1)."""

import sys
import time
import urllib.request

TIMEOUT_SECONDS = 600


def page_has_text(url: str, text: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status == 200 and text in response.read().decode()
    except OSError:
        return False


def main(url: str, text: str) -> None:
    deadline = time.monotonic() + TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        if page_has_text(url, text):
            sys.stdout.write(f"{url} answers 200 with {text!r}\n")
            return
        time.sleep(2)
    sys.exit(f"{url} did not answer 200 with {text!r} within {TIMEOUT_SECONDS} s")


if __name__ == "__main__":
    main(*sys.argv[1:])
