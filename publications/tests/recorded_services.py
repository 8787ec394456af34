"""Crossref, arXiv and PubMed as a local HTTP server answering from recorded responses.

The server (a thread of the test process, on 127.0.0.1) answers from the files in
``tests/data/enrichment/`` as the services do; the ``recorded_services`` fixture (conftest) points the
enrichment client's base URLs at it through the settings. Nothing reaches the network.
"""

from __future__ import annotations

import contextlib
import time
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

RECORDED = Path(__file__).parent / "data" / "enrichment"
SLOW_DOI = "10.5555/slow"


class RecordedServices(BaseHTTPRequestHandler):
    """Crossref under /crossref, arXiv under /arxiv, PubMed under /pubmed."""

    def do_GET(self) -> None:
        url = urlsplit(self.path)
        query = parse_qs(url.query)
        if url.path == f"/crossref/works/{SLOW_DOI}":
            time.sleep(2)
            self.answer(200, "crossref-10.1038-nature14539.json", "application/json")
        elif url.path == "/crossref/works/10.1038/nature14539":
            self.answer(200, "crossref-10.1038-nature14539.json", "application/json")
        elif url.path.startswith("/crossref/works/"):
            self.answer(404, "crossref-404.txt", "text/plain")
        elif url.path == "/arxiv/query":
            known = query.get("id_list") == ["1706.03762"]
            self.answer(200, "arxiv-1706.03762.xml" if known else "arxiv-unknown.xml", "application/atom+xml")
        elif url.path == "/pubmed/esummary.fcgi":
            known = query.get("id") == ["26017442"]
            self.answer(200, "pubmed-26017442.json" if known else "pubmed-unknown.json", "application/json")
        else:
            self.send_error(404)

    def answer(self, status: int, name: str, content_type: str) -> None:
        body = (RECORDED / name).read_bytes()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        # The client may have given up waiting (the timeout test).
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            self.wfile.write(body)

    def log_message(self, *args) -> None:
        pass
