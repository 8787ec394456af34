"""Only absolute http(s) URLs become links; the common plain ones are recognised without splitting."""

from __future__ import annotations

import pytest

from publications.links import http_url


@pytest.mark.parametrize(
    "value",
    ["https://lab.example.net/papers/rivers-2019.pdf", "HTTP://Example.COM", "http://h:8080/a?b=c#d",
     "https://example.org/a%20b", "https://[2001:db8::7]/report", "https://example.org/ü"],
)  # fmt: skip
def test_an_http_url_is_kept_as_stored(value):
    assert http_url(value) == value


def test_surrounding_whitespace_is_dropped():
    assert http_url("  https://example.org/x \n") == "https://example.org/x"


@pytest.mark.parametrize(
    "value",
    ["", None, "javascript:alert(1)", "ftp://example.org/f", "https://", "http:///path", "https://?q=1",
     "https://#top", "https://[2001:db8::7/report", "https://exa]mple.org", "https://example.org/a b",
     "https://example.org/\x00", "mailto:someone@example.org", "//example.org/no-scheme"],
)  # fmt: skip
def test_anything_else_is_no_link(value):
    assert http_url(value) == ""
