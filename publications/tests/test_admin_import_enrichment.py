"""The import preview's optional lookup step: entries with a DOI, arXiv id or PubMed id filled in
from Crossref, arXiv and PubMed (recorded answers from a local server, see ``recorded_services``),
reviewed per row, then imported on confirmation."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission, User

from publications.models import ImportJob, Publication
from publications.tests.recorded_services import SLOW_DOI
from publications.tests.test_admin_import import IMPORT_URL, confirm_data

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("recorded_services")]

FILL = "Fill missing fields from DOI / arXiv / PubMed"
PASTE = """@article{lecun2015,
  author = {LeCun, Yann and Bengio, Yoshua and Hinton, Geoffrey},
  title = {Deep learning},
  doi = {10.1038/nature14539},
  pages = {436--444},
}

@misc{vaswani2017,
  author = {Vaswani, Ashish and Shazeer, Noam},
  title = {Attention Is All You Need},
  eprint = {1706.03762},
  archiveprefix = {arXiv},
}

@article{lecun2015pubmed,
  author = {LeCun, Yann},
  title = {Deep learning, as PubMed lists it},
  pmid = {26017442},
}
"""


def preview(client, text: str = PASTE):
    response = client.post(IMPORT_URL, {"text": text, "format": "", "_preview": "Preview"})
    assert response.status_code == 200
    return response


def run_fill(client, page, **row_changes):
    """Press the fill button on a preview page (its rows posted as they are, or changed)."""
    data = confirm_data(page, **row_changes)
    del data["_confirm"]
    response = client.post(IMPORT_URL, {**data, "_fill": FILL})
    assert response.status_code == 200
    return response


def confirm(client, page, **row_changes):
    response = client.post(IMPORT_URL, confirm_data(page, **row_changes))
    assert response.status_code == 302
    return response


def messages_of(response) -> str:
    return " ".join(str(message) for message in response.context["messages"])


def cell_text(response, line: int) -> str:
    rows = {row.decision.line: row for row in response.context["rows"]}
    return " ".join(f"{label} {value}" for label, value in rows[line].filled)


def test_the_preview_offers_the_step_and_looks_nothing_up_before_it_is_asked(admin_client):
    page = preview(admin_client)

    assert FILL in page.content.decode()
    assert all(not row.lookup for row in page.context["rows"])


def test_the_step_fills_each_entry_from_its_service_shows_the_source_and_confirm_imports_it(admin_client):
    page = run_fill(admin_client, preview(admin_client))

    html = page.content.decode()
    assert "Use what Crossref filled in:" in html
    assert "Use what arXiv filled in:" in html
    assert "Use what PubMed filled in:" in html
    assert "Looked up 3 entries: 3 filled in" in messages_of(page)
    rows = page.context["rows"]
    crossref, arxiv, pubmed = (dict(row.filled) for row in rows)
    assert (crossref["venue"], crossref["volume"], crossref["year"]) == ("Nature", "521", "2015")
    assert arxiv["year"] == "2017" and arxiv["abstract"].startswith("The dominant sequence transduction")
    assert pubmed["issue"] == "7553" and "DOI" not in pubmed
    # Looking up writes no publication: the draft keeps what was filled until confirmation.
    assert not Publication.objects.exists()

    confirm(admin_client, page)

    article = Publication.objects.get(title="Deep learning")
    assert (article.venue_name, article.volume, article.number, article.year, article.month) == (
        "Nature",
        "521",
        "7553",
        2015,
        5,
    )
    assert article.publisher == "Springer Science and Business Media LLC"
    preprint = Publication.objects.get(title="Attention Is All You Need")
    assert (preprint.year, preprint.month, preprint.url) == (2017, 6, "https://arxiv.org/abs/1706.03762")
    assert preprint.abstract.startswith("The dominant sequence transduction models")
    # PubMed gave the third entry the first one's DOI: left out, and said, so that the entry
    # imports as the preview shows it (a publication of its own), with its PubMed id.
    assert "DOI 10.1038/nature14539 left out: the entry on line 1 has it." in html
    from_pubmed = Publication.objects.get(title="Deep learning, as PubMed lists it")
    assert (from_pubmed.pmid, from_pubmed.doi, from_pubmed.venue_name, from_pubmed.pages) == (
        "26017442",
        "",
        "Nature",
        "436-44",
    )


def test_a_pasted_value_is_never_overwritten_and_a_value_typed_after_the_lookup_wins(admin_client):
    page = run_fill(admin_client, preview(admin_client), **{"0": {"year": 2014}})

    filled = dict(page.context["rows"][0].filled)
    assert "pages" not in filled  # pasted as 436--444
    assert "year" not in filled  # typed by the admin before the lookup

    confirm(admin_client, page, **{"1": {"year": 2016}})

    assert Publication.objects.get(title="Deep learning").pages == "436--444"
    assert Publication.objects.get(title="Deep learning").year == 2014
    assert Publication.objects.get(title="Attention Is All You Need").year == 2016


def test_unticking_a_row_imports_it_without_what_was_filled_in(admin_client):
    page = run_fill(admin_client, preview(admin_client))

    confirm(admin_client, page, **{"1": {"keep_filled": False}})

    preprint = Publication.objects.get(title="Attention Is All You Need")
    assert (preprint.year, preprint.abstract, preprint.url) == (None, "", "")
    assert Publication.objects.get(title="Deep learning").volume == "521"


def test_turning_the_page_and_back_keeps_what_was_filled_and_the_choice_to_use_it(admin_client):
    page = run_fill(admin_client, preview(admin_client))
    data = {**confirm_data(page, **{"1": {"keep_filled": False}}), "_page": "1"}
    del data["_confirm"]

    again = admin_client.post(IMPORT_URL, data)

    rows = again.context["rows"]
    assert dict(rows[0].filled)["volume"] == "521"
    assert rows[1].form["keep_filled"].value() is False
    assert rows[1].filled  # kept, to tick again


def test_an_unknown_identifier_says_so_on_its_row_and_the_others_still_import(admin_client):
    text = PASTE.replace("10.1038/nature14539", "10.9999/not-registered").replace("26017442", "999999999")
    page = run_fill(admin_client, preview(admin_client, text))

    html = page.content.decode()
    assert "Crossref does not know this identifier (404)." in html
    assert "PubMed does not know this identifier." in html
    assert "Looked up 3 entries: 1 filled in, 0 with nothing to add, 2 not found or not answered." in (
        messages_of(page)
    )
    # Asked once: a second run asks nobody again.
    assert "No entry on this page has a DOI" in messages_of(run_fill(admin_client, page))

    confirm(admin_client, page)

    assert Publication.objects.count() == 3
    assert Publication.objects.get(title="Deep learning").volume == ""
    assert Publication.objects.get(title="Attention Is All You Need").year == 2017


def test_offline_the_step_says_it_cannot_reach_the_service_and_the_import_still_confirms(
    admin_client, settings
):
    settings.ENRICHMENT_CROSSREF_URL = "http://127.0.0.1:9/crossref"  # the discard port: nothing listens
    settings.ENRICHMENT_PUBMED_URL = "http://127.0.0.1:9/pubmed"

    page = run_fill(admin_client, preview(admin_client))

    said = messages_of(page)
    assert "Could not reach Crossref" in said and "Could not reach PubMed" in said
    assert "Could not reach Crossref" in page.content.decode()  # on its row too
    assert dict(page.context["rows"][1].filled)["year"] == "2017"  # arXiv answered

    # Back online, the rows that were not answered are asked again; arXiv's is not.
    settings.ENRICHMENT_CROSSREF_URL = settings.ENRICHMENT_ARXIV_URL.replace("/arxiv", "/crossref")
    again = run_fill(admin_client, page)
    assert "Looked up 2 entries: 1 filled in" in messages_of(again)  # PubMed is still offline

    confirm(admin_client, again)
    assert Publication.objects.count() == 3
    assert Publication.objects.get(title="Deep learning").volume == "521"


def test_a_service_that_does_not_answer_in_time_is_reported_and_nothing_is_lost(admin_client):
    page = preview(admin_client, PASTE.replace("10.1038/nature14539", SLOW_DOI))
    page = run_fill(admin_client, page, **{"2": {"title": "Deep learning, as typed"}})

    assert "Crossref did not answer within 0.5 s" in messages_of(page)
    assert page.context["rows"][2].form["title"].value() == "Deep learning, as typed"

    confirm(admin_client, page)
    assert Publication.objects.filter(title="Deep learning, as typed").exists()
    assert Publication.objects.get(title="Deep learning").volume == ""


def test_a_view_only_user_cannot_run_the_step(client, admin_client):
    page = preview(admin_client)
    viewer = User.objects.create_user("viewer", password="x", is_staff=True)
    viewer.user_permissions.set(Permission.objects.filter(codename="view_publication"))
    client.force_login(viewer)
    data = confirm_data(page)
    del data["_confirm"]

    response = client.post(IMPORT_URL, {**data, "_fill": FILL})

    assert response.status_code == 403
    assert not any(row for row in ImportJob.objects.get().decisions.values())
