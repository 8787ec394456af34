"""Filling a publication from its DOI, arXiv id or PMID, against recorded answers served over real HTTP.

A local HTTP server (a thread of this test process, on 127.0.0.1) answers as Crossref, arXiv and
PubMed do, from the files in ``tests/data/enrichment/``; the client's base URLs point at it
through the settings. Nothing here reaches the network.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from publications.models import Publication, PublicationType
from publications.tests.factories import make_publication
from publications.tests.recorded_services import SLOW_DOI

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def services(recorded_services):
    return recorded_services


def enrich(admin_client, publication: Publication) -> str:
    url = reverse("admin:publications_publication_enrich", args=[publication.pk])
    response = admin_client.post(url, follow=True)
    assert response.status_code == 200
    return " ".join(str(message) for message in response.context["messages"])


def stored(publication: Publication) -> dict:
    return Publication.objects.filter(pk=publication.pk).values().get()


def test_the_change_page_offers_the_fill_button(admin_client):
    publication = make_publication(doi="10.1038/nature14539")
    page = admin_client.get(reverse("admin:publications_publication_change", args=[publication.pk]))
    assert reverse("admin:publications_publication_enrich", args=[publication.pk]) in page.content.decode()
    assert "Fill empty fields from DOI / arXiv / PMID" in page.content.decode()


def test_a_doi_fills_only_the_empty_fields_from_crossref_and_says_which(admin_client, client):
    publication = make_publication(title="Deep learning", doi="10.1038/nature14539", year=None, pages="1-2")

    message = enrich(admin_client, publication)

    row = stored(publication)
    assert (row["year"], row["month"], row["venue_name"], row["volume"], row["number"]) == (
        2015,
        5,
        "Nature",
        "521",
        "7553",
    )
    assert row["publisher"] == "Springer Science and Business Media LLC"
    assert row["pages"] == "1-2"  # not empty: kept as the admin wrote it
    assert row["title"] == "Deep learning"
    assert message.startswith("Filled from Crossref:")
    assert "year (2015)" in message and "volume (521)" in message and "pages" not in message
    # The venue as written is searchable at once.
    assert "Deep learning" in client.get("/?q=nature").content.decode()


def test_filling_again_changes_nothing_and_says_so(admin_client):
    publication = make_publication(doi="10.1038/nature14539", year=None)
    enrich(admin_client, publication)
    before = stored(publication)

    message = enrich(admin_client, publication)

    assert "no field was changed" in message
    assert stored(publication) == before


def test_an_arxiv_id_fills_date_abstract_and_link_from_arxiv(admin_client):
    publication = make_publication(
        title="Attention Is All You Need", arxiv_id="1706.03762", type=PublicationType.PREPRINT, year=None
    )

    message = enrich(admin_client, publication)

    row = stored(publication)
    assert (row["year"], row["month"]) == (2017, 6)
    assert row["abstract"].startswith("The dominant sequence transduction models")
    assert row["url"] == "https://arxiv.org/abs/1706.03762"
    assert message.startswith("Filled from arXiv:")


def test_a_pmid_fills_journal_volume_and_doi_from_pubmed(admin_client):
    publication = make_publication(title="Deep learning", pmid="26017442", year=None)

    message = enrich(admin_client, publication)

    row = stored(publication)
    assert (row["venue_name"], row["volume"], row["number"], row["pages"]) == (
        "Nature",
        "521",
        "7553",
        "436-44",
    )
    assert (row["doi"], row["year"], row["month"]) == ("10.1038/nature14539", 2015, 5)
    assert message.startswith("Filled from PubMed:")


@pytest.mark.parametrize(
    ("identifiers", "expected"),
    [
        ({"doi": "10.9999/not-registered"}, "Crossref does not know this identifier (404)."),
        ({"arxiv_id": "2999.99999"}, "arXiv does not know this identifier."),
        ({"pmid": "999999999"}, "PubMed does not know this identifier."),
        ({}, "no DOI, arXiv id or PubMed id to look up"),
    ],
    ids=["crossref-404", "arxiv-unknown", "pubmed-unknown", "no-identifier"],
)
def test_an_identifier_the_service_does_not_know_changes_nothing_and_says_so(
    admin_client, identifiers, expected
):
    publication = make_publication(year=None, **identifiers)
    before = stored(publication)

    assert expected in enrich(admin_client, publication)
    assert stored(publication) == before


def test_a_service_that_does_not_answer_in_time_changes_nothing_and_says_so(admin_client):
    publication = make_publication(doi=SLOW_DOI, year=None)
    before = stored(publication)

    message = enrich(admin_client, publication)

    assert "Crossref did not answer within 0.5 s" in message
    assert stored(publication) == before


def test_offline_the_admin_says_it_cannot_reach_the_service_and_the_page_still_works(admin_client, services):
    services.ENRICHMENT_CROSSREF_URL = "http://127.0.0.1:9/crossref"  # the discard port: nothing listens
    publication = make_publication(doi="10.1038/nature14539", year=None)
    before = stored(publication)

    message = enrich(admin_client, publication)

    assert "Could not reach Crossref" in message and "nothing was changed" in message
    assert stored(publication) == before
    change = admin_client.get(reverse("admin:publications_publication_change", args=[publication.pk]))
    assert change.status_code == 200


def test_staff_without_the_change_permission_cannot_fill(client):
    from django.contrib.auth.models import Permission, User

    user = User.objects.create_user("viewer", password="x", is_staff=True)
    user.user_permissions.set(Permission.objects.filter(codename="view_publication"))
    client.force_login(user)
    publication = make_publication(doi="10.1038/nature14539", year=None)

    response = client.post(reverse("admin:publications_publication_enrich", args=[publication.pk]))

    assert response.status_code == 403
    assert stored(publication)["year"] is None
