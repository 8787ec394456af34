"""Exports read back by their real readers: bibtexparser 2 and our importer, rispy, citeproc-py, csv."""

from __future__ import annotations

import csv
import io
import json
import re
from io import StringIO

import bibtexparser
import pytest
import rispy
from bibtexparser.middlewares import LatexDecodingMiddleware
from citeproc import Citation, CitationItem, CitationStylesBibliography, CitationStylesStyle, formatter
from citeproc.source.json import CiteProcJSON
from django.core.management import call_command
from django.db import connection
from django.http import StreamingHttpResponse
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from publications import parsing
from publications.exports import EXPORTERS, ExportFormat, csl
from publications.exports.bibtex import KeyRegistry
from publications.exports.common import one_line, page_range, person_named
from publications.exports.rows import ROW_FIELDS, ExportRow, ExportVenue, export_rows, export_texts
from publications.exports.table import COLUMNS, neutralise
from publications.models import Publication, PublicationStatus, PublicationType
from publications.tests.factories import make_author, make_publication, make_venue
from publications.tests.importing_helpers import import_seeds, import_text, row_counts
from publications.tests.listing_helpers import make_full_publications
from publications.tests.test_admin_writes import post_change
from publications.web import rendering
from publications.web.models import StoredEntry
from publications.web.stored_entries import export_column, stored_export_text

pytestmark = pytest.mark.django_db

# LaTeX's specials without braces and backslashes, which our own reader drops as markup.
SPECIALS_TITLE = '50% of $x$ & #1_a ~ ^ </script> "quoted"'
TRICKY_TITLE = 'Braces {unbalanced and 50% of $x$ & #1_a ~ ^ \\ </script> "quoted"'


def body(response) -> str:
    assert isinstance(response, StreamingHttpResponse)
    return b"".join(response.streaming_content).decode()


@pytest.fixture
def tricky():
    venue = make_venue(short_name="SC", slug="sc", name="Supercomputing & {Storage}")
    authors = [
        make_author(display_name="Paul Erdős", given_name="Paul", family_name="Erdős"),
        make_author(display_name="Pat O'Brien", given_name="Pat", family_name="O'Brien"),
        make_author(display_name="Ian T. Foster", given_name="Ian T.", family_name="Foster"),
    ]
    first = make_publication(
        title=TRICKY_TITLE,
        authors=authors,
        venue=venue,
        venue_name="Proceedings of SC'23",
        year=2023,
        month=11,
        pages="1–13",
        doi="10.1145/3581784.3607054",
        url="https://example.org/a%20b",
        award="Best Paper",
        highlight=True,
        bibtex_key="erdos2023braces",
    )
    second = make_publication(
        title="Braces {unbalanced and more",
        authors=authors[:1],
        venue=venue,
        year=2023,
        type=PublicationType.JOURNAL,
        volume="37",
        number="6",
        pages="1400-1411",
        status=PublicationStatus.TO_APPEAR,
        bibtex_key="erdos2023braces",
    )
    return first, second


def test_bibtex_export_parses_with_bibtexparser_with_unique_keys_and_exact_text(client, tricky):
    response = client.get("/export/bibtex/")
    assert response["Content-Type"] == "application/x-bibtex; charset=utf-8"
    text = body(response)
    library = bibtexparser.parse_string(text, append_middleware=[LatexDecodingMiddleware()])
    assert library.failed_blocks == []
    keys = [entry.key for entry in library.entries]
    assert sorted(keys) == ["erdos2023braces", "erdos2023bracesa"]
    by_type = {entry.entry_type: entry for entry in library.entries}
    first = by_type["inproceedings"]
    assert first["booktitle"] == "Supercomputing & {Storage}"
    assert first["author"] == "Erdős, Paul and O'Brien, Pat and Foster, Ian T."
    assert first["pages"] == "1\u201313"  # the decoder reads BibTeX's "--" as an en dash
    assert first["doi"] == "10.1145/3581784.3607054"
    assert "Braces {unbalanced and 50% of $x$ & #1_a" in first["title"]
    raw = bibtexparser.parse_string(text)
    assert [entry["url"] for entry in raw.entries if "url" in entry] == ["https://example.org/a%20b"]


def test_bibtex_export_reads_back_through_our_own_parser_with_the_same_values(client, tricky):
    Publication.objects.filter(pk=tricky[0].pk).update(title=SPECIALS_TITLE)
    result = parsing.parse(body(client.get("/export/bibtex/")))
    by_title = {entry.title: entry for entry in result.entries}
    assert set(by_title) == {SPECIALS_TITLE, "Braces unbalanced and more"}
    first, second = by_title[SPECIALS_TITLE], by_title["Braces unbalanced and more"]
    assert first.authors == ["Paul Erdős", "Pat O'Brien", "Ian T. Foster"]
    assert first.year == 2023 and first.month == 11
    assert first.highlight and first.award == "Best Paper"
    assert first.pages == "1--13" or first.pages == "1–13"
    assert second.status == "to appear"
    assert second.volume == "37" and second.number == "6"


def test_exported_seed_bibtex_reimports_as_zero_new_rows(client):
    import_seeds()
    before = row_counts()
    text = body(client.get("/export/bibtex/"))
    assert text.count("\n@") + text.startswith("@") == Publication.objects.listed().count()
    report = import_text(text, source_name="export.bib")
    assert report.created == []
    after = row_counts()
    after.pop("publications.ImportBatch")
    before.pop("publications.ImportBatch")
    assert {k: v for k, v in after.items() if k != "publications.ImportChange"} == {
        k: v for k, v in before.items() if k != "publications.ImportChange"
    }


def test_key_registry_makes_keys_unique_case_insensitively():
    keys = KeyRegistry()
    assert [keys.unique(k) for k in ("a", "A", "a", "b")] == ["a", "Aa", "ab", "b"]


def test_ris_export_parses_with_rispy(client, tricky):
    response = client.get("/export/ris/")
    assert response["Content-Type"] == "application/x-research-info-systems; charset=utf-8"
    entries = rispy.loads(body(response))
    assert len(entries) == 2
    by_title = {entry["title"]: entry for entry in entries}
    first = by_title[TRICKY_TITLE]
    assert first["type_of_reference"] == "CPAPER"
    assert first["authors"] == ["Erdős, Paul", "O'Brien, Pat", "Foster, Ian T."]
    assert first["start_page"] == "1" and first["end_page"] == "13"
    assert first["doi"] == "10.1145/3581784.3607054"
    assert first["year"] == "2023"
    second = by_title["Braces {unbalanced and more"]
    assert second["type_of_reference"] == "JOUR"
    assert second["volume"] == "37" and second["number"] == "6"


def test_reference_managers_get_family_names_first_or_the_one_name_a_person_is_shown_by():
    # RIS's AU and COinS's rft.au both list an author this way.
    assert person_named("Ian T. Foster", "Ian T.", "Foster").family_first == "Foster, Ian T."
    assert person_named("Ian Foster", "", "").family_first == "Foster, Ian"
    assert person_named("Plato", "", "").family_first == "Plato"


def test_csl_json_export_renders_with_citeproc(client, tricky):
    response = client.get("/export/csl-json/")
    assert response["Content-Type"] == "application/vnd.citationstyles.csl+json; charset=utf-8"
    items = json.loads(body(response))
    assert {item["type"] for item in items} == {"paper-conference", "article-journal"}
    source = CiteProcJSON(items)
    style = CitationStylesStyle("harvard-cite-them-right", validate=False)
    bibliography = CitationStylesBibliography(style, source, formatter.plain)
    for item in items:
        bibliography.register(Citation([CitationItem(item["id"])]))
    rendered = "\n".join(str(entry) for entry in bibliography.bibliography())
    assert "Braces {unbalanced and more" in rendered
    assert "Erdős" in rendered
    assert "2023" in rendered


def _listing_items(publications) -> list[str]:
    """The CSL-JSON export's text of each publication, one per line as the export writes them."""
    text = "".join(EXPORTERS[ExportFormat.CSL_JSON].module.render(publications))
    assert text.startswith("[\n") and text.endswith("\n]\n")
    return text[2:-3].split(",\n") if publications else []


def test_csl_json_listing_items_are_the_encoders_text_of_each_item(tricky):
    rows = list(export_rows(Publication.objects.order_by("pk")))
    encoder = json.JSONEncoder(ensure_ascii=False)
    assert _listing_items(rows) == [encoder.encode(csl.item(row)) for row in rows]


_ODD_TEXT = st.text(
    st.characters(codec="utf-8", exclude_categories=["Cs"])
    | st.sampled_from(list('"\\\n\t\x00\x7f\u2028 {}-\u2013')),
    max_size=12,
)


_TEXT_FIELDS = [
    name
    for name in ROW_FIELDS
    if name not in {"id", "year", "month", "type", "status", "highlight", "venue_id"}
]


@hypothesis_settings(max_examples=300, deadline=None)
@given(
    values=st.fixed_dictionaries(dict.fromkeys(_TEXT_FIELDS, _ODD_TEXT)),
    year=st.none() | st.integers(0, 2100),
    month=st.none() | st.integers(1, 12),
    kind=st.sampled_from([*PublicationType.values, "unknown"]),
    status=st.sampled_from(PublicationStatus.values),
    venue=st.none() | st.tuples(_ODD_TEXT, _ODD_TEXT),
    names=st.lists(st.tuples(_ODD_TEXT, _ODD_TEXT, _ODD_TEXT), max_size=3),
)
def test_csl_json_listing_text_matches_the_encoder_on_odd_values(
    values, year, month, kind, status, venue, names
):
    fields = dict.fromkeys(ROW_FIELDS, "") | values
    fields |= {"id": 7, "year": year, "month": month, "type": kind, "status": status, "highlight": False}
    fields["venue_id"] = 3 if venue else None
    people = [person_named(*name) for name in names]
    row = ExportRow(
        **fields, venue=ExportVenue(*venue) if venue else None, export_people=people, export_tags=[]
    )
    (text,) = _listing_items([row])
    assert text == json.JSONEncoder(ensure_ascii=False).encode(csl.item(row))


@pytest.mark.parametrize(
    ("pages", "expected"),
    [
        ("1--13", ("1", "13")),
        ("1 \u2013 13", ("1", "13")),
        ("12", ("12", "")),
        # A NUL in the stored text is the text's own, not the mark of where the range was split.
        ("0\r\x00", ("0 \x00", "")),
        ("3\x00-9", ("3\x00", "9")),
    ],
)
def test_page_range_splits_at_the_first_dash_only(pages, expected):
    assert page_range(pages) == expected


def test_csv_export_neutralises_formulas(client):
    make_publication(
        title='=HYPERLINK("http://evil")', award="+1 cmd", authors=[make_author(display_name="@Sum")]
    )
    response = client.get("/export/csv/")
    rows = list(csv.reader(io.StringIO(body(response))))
    assert rows[0][:3] == ["id", "title", "authors"]
    assert rows[1][1] == '\'=HYPERLINK("http://evil")'
    assert rows[1][2] == "'@Sum"
    assert neutralise("-2+3") == "'-2+3"
    assert neutralise("Plain") == "Plain"


def test_exports_follow_the_listing_filters(client):
    make_full_publications(3)
    make_publication(title="Not at SC", year=2023)
    for fmt in ExportFormat:
        text = body(client.get(f"/export/{fmt}/?venue=SC&highlight=true"))
        assert "Scaling study number 0" in text and "Scaling study number 2" in text
        assert "Scaling study number 1" not in text and "Not at SC" not in text


def test_single_publication_export_and_bad_requests(client, tricky):
    publication = tricky[0]
    response = client.get(f"/publications/{publication.pk}/export/bibtex/")
    assert response.status_code == 200
    assert "erdos2023braces" in body(response)
    assert 'filename="publication-' in response["Content-Disposition"]
    assert client.get(f"/publications/{publication.pk}/export/docx/").status_code == 404
    assert client.get("/export/docx/").status_code == 404
    assert client.get("/export/bibtex/?year=abc").status_code == 400
    assert client.post("/export/bibtex/").status_code == 405


def test_every_format_has_an_entry_for_one_publication(tricky):
    for exporter in EXPORTERS.values():
        assert exporter.entry(Publication.objects.with_listing_relations().get(pk=tricky[0].pk))


@pytest.mark.parametrize("fmt", list(ExportFormat))
def test_streamed_export_is_the_text_of_the_publications_with_their_relations_prefetched(client, tricky, fmt):
    """The listing export reads light rows; the single-publication export reads model instances."""
    call_command("generate_demo_data", "--publications", "300", "--seed", "3", stdout=StringIO())
    publications = Publication.objects.listed().with_listing_relations().in_display_order()
    expected = "".join(EXPORTERS[fmt].module.render(publications))
    assert body(client.get(f"/export/{fmt}/")) == expected
    assert body(client.get(f"/export/{fmt}/?q=braces")) == "".join(
        EXPORTERS[fmt].module.render(
            Publication.objects.listed().with_listing_relations().search("braces").in_relevance_order()
        )
    )


def test_a_csv_export_matching_nothing_is_the_header_line(client):
    assert body(client.get("/export/csv/?year=1900")) == ",".join(COLUMNS) + "\r\n"


def test_only_the_formats_that_write_abstracts_read_them(client):
    make_publication(title="With an abstract", abstract="We measure the cost of reading abstracts.")
    rows = Publication.objects.listed()
    assert [row.abstract for row in export_rows(rows)] == ["We measure the cost of reading abstracts."]
    assert [row.abstract for row in export_rows(rows, abstracts=False)] == [""]
    assert "AB  - We measure the cost of reading abstracts." in body(client.get("/export/ris/"))
    assert '"abstract": "We measure the cost of reading abstracts."' in body(client.get("/export/csl-json/"))
    for fmt in ("bibtex", "csv"):
        assert "We measure" not in body(client.get(f"/export/{fmt}/"))


@pytest.mark.django_db(transaction=True)
def test_export_rows_read_ahead_in_many_batches_in_their_own_transaction_and_stop_when_left():
    """Outside a transaction (as in production), batches are fetched ahead by a thread."""
    call_command("generate_demo_data", "--publications", "60", "--seed", "3", stdout=StringIO())
    publications = Publication.objects.listed().in_display_order()
    expected = list(publications.values_list("pk", "title"))
    assert [(row.pk, row.title) for row in export_rows(publications, fetch_size=7)] == expected
    assert not connection.in_atomic_block
    rows = export_rows(publications, fetch_size=7)
    assert next(rows).pk == expected[0][0]
    rows.close()  # the client went away after the first entry
    assert not connection.in_atomic_block
    assert [row.pk for row in export_rows(publications.filter(pk=expected[-1][0]))] == [expected[-1][0]]


@pytest.mark.parametrize(
    "text",
    ["plain title", " leading", "trailing ", "two  spaces", "tab\there", "line\nbreak", "no\xa0break",
     "wide\u3000space", "\u2028", "", "x", "\x1fseparator", "  \n  "],
)  # fmt: skip
def test_one_line_is_whitespace_collapsed_to_single_spaces(text):
    assert one_line(text) == re.sub(r"\s+", " ", text).strip()


# the data version (ETag), then the ids with their stored texts (all of them stored)
EXPORT_STORED_QUERIES = 1 + 1
# ... none stored: then every person's and tag's names, and the rows with their venues
EXPORT_QUERIES = EXPORT_STORED_QUERIES + 2 + 1


@pytest.mark.parametrize("stored", [False, True])
@pytest.mark.parametrize("count", [1, 30])
@pytest.mark.parametrize("fmt", list(ExportFormat))
def test_export_query_count_is_constant(client, django_assert_num_queries, count, fmt, stored):
    make_full_publications(count)
    if stored:
        assert rendering.fill_stored_entries() == count
    with django_assert_num_queries(EXPORT_STORED_QUERIES if stored else EXPORT_QUERIES):
        text = body(client.get(f"/export/{fmt}/"))
    assert "Scaling study number" in text


@pytest.mark.parametrize("fmt", list(ExportFormat))
def test_an_export_of_stored_texts_is_the_export_formatted_from_the_rows(client, tricky, fmt):
    """Stored or not, for every row or some: the same bytes, keys made unique across both."""
    call_command("generate_demo_data", "--publications", "300", "--seed", "3", stdout=StringIO())
    make_publication(title="Braces {unbalanced, again", authors=[make_author(display_name="Paul Erdős")],
                     year=2023, bibtex_key="erdos2023braces")  # fmt: skip
    queries = [f"/export/{fmt}/", f"/export/{fmt}/?q=braces", f"/export/{fmt}/?year=2023"]
    formatted = [body(client.get(query)) for query in queries]
    assert rendering.fill_stored_entries() == Publication.objects.listed().count()
    assert [body(client.get(query)) for query in queries] == formatted
    # One of three entries under the same key formatted, the others stored; a third of the rest.
    StoredEntry.objects.filter(publication=tricky[0]).delete()
    StoredEntry.objects.filter(
        publication_id__in=Publication.objects.order_by("?").values("pk")[:100]
    ).delete()
    assert [body(client.get(query)) for query in queries] == formatted
    if fmt == ExportFormat.BIBTEX:
        assert [formatted[1].count("{erdos2023braces" + suffix + ",") for suffix in ("", "a", "b")] == [
            1,
            1,
            1,
        ]


@pytest.mark.parametrize("fmt", list(ExportFormat))
def test_a_stored_text_is_written_for_the_publication_alone(tricky, fmt):
    rendering.fill_stored_entries()
    exporter = EXPORTERS[fmt]
    for stored in StoredEntry.objects.all():
        publication = Publication.objects.with_listing_relations().get(pk=stored.publication_id)
        assert getattr(stored, export_column(fmt)) == exporter.listing_text(publication)
        written = "".join(exporter.module.render(export_rows(Publication.objects.filter(pk=publication.pk))))
        assert exporter.listing_text(publication) in written


def test_an_admin_edit_reaches_the_export_stored_or_not(admin_client, client, tricky):
    rendering.fill_stored_entries()
    first = tricky[0]
    post_change(admin_client, first, title="Retitled after the fill")
    assert not StoredEntry.objects.filter(publication=first).exists()
    for fmt in ExportFormat:
        assert "Retitled after the fill" in body(client.get(f"/export/{fmt}/"))
    rendering.fill_stored_entries()
    for fmt in ExportFormat:
        assert "Retitled after the fill" in body(client.get(f"/export/{fmt}/"))


@pytest.mark.parametrize("stored", [0, 5, 40])
def test_export_texts_read_the_rows_without_a_stored_text_in_their_batch(stored):
    """Batches of 7: the rows lacking a stored text are read whole, in order, beside the others."""
    make_full_publications(40)
    publications = Publication.objects.listed().in_display_order()
    expected = list(EXPORTERS[ExportFormat.RIS].module.render(export_rows(publications)))
    rendering.fill_stored_entries()
    kept = publications.order_by("?").values("pk")[:stored]
    StoredEntry.objects.exclude(publication_id__in=kept).delete()
    assert StoredEntry.objects.count() == min(stored, publications.count())
    texts = list(export_texts(publications, stored_export_text(ExportFormat.RIS), fetch_size=7))
    assert sum(isinstance(text, str) for text in texts) == StoredEntry.objects.count()
    assert list(EXPORTERS[ExportFormat.RIS].module.render(texts)) == expected


# every person's and tag's names, then the rows (inside the test's transaction, no BEGIN)
EXPORT_ROWS_QUERIES = 2 + 1


@pytest.mark.parametrize("count", [1, 40])
def test_export_rows_take_the_same_queries_in_one_batch_as_in_many(django_assert_num_queries, count):
    """Rows streamed in batches of 7 (40 rows: 6 batches) read no more than one row does."""
    make_full_publications(count)
    with django_assert_num_queries(EXPORT_ROWS_QUERIES):
        rows = list(export_rows(Publication.objects.listed().in_display_order(), fetch_size=7))
    assert sorted(row.title for row in rows) == sorted(f"Scaling study number {n}" for n in range(count))
    assert all(len(row.export_people) == 3 and row.export_tags == ["Systems"] for row in rows)


def test_a_formatted_bibliography_of_a_listing_in_any_style_as_html_and_text(client):
    sc = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    zhang = make_author(display_name="Zhao Zhang", given_name="Zhao", family_name="Zhang")
    make_publication(title="In the selection", venue=sc, year=2023, authors=[zhang], pages="101--112")
    make_publication(title="Another <b>year</b>", venue=sc, year=2019, authors=[zhang])
    page = client.get("/export/bibliography/?style=ieee&year=2023")
    assert page.status_code == 200 and page["Content-Type"].startswith("text/html")
    html_text = page.content.decode()
    assert "Z. Zhang, “In the selection”" in html_text and "101–112" in html_text
    assert "Another" not in html_text
    text = client.get("/export/bibliography/text/?style=apa").content.decode()
    assert client.get("/export/bibliography/text/?style=apa")["Content-Type"].startswith("text/plain")
    assert "Zhang, Z. (2023). In the selection. <i>" not in text
    assert "Zhang, Z. (2023). In the selection. Supercomputing, 101–112." in text
    assert "Another <b>year</b>" in text  # plain text keeps the characters as they are
    escaped = client.get("/export/bibliography/?style=apa").content.decode()
    assert "Another &lt;b&gt;year&lt;/b&gt;" in escaped


def test_an_unknown_citation_style_is_a_clear_400(client):
    response = client.get("/export/bibliography/?style=nope")
    assert response.status_code == 400
    assert "no such citation style" in response.content.decode()
