"""A work in preparation or under review on the public pages: filtered by its status, labelled as
such, and nowhere presented as published (listing, detail, exports, metadata)."""

from __future__ import annotations

import json
import re

import pytest
from django.urls import reverse

from publications import parsing
from publications.models import Publication, PublicationStatus
from publications.tests.factories import make_author, make_publication
from publications.tests.importing_helpers import import_text

pytestmark = pytest.mark.django_db


@pytest.fixture
def draft():
    make_publication(title="Published tidal records", year=2024, authors=[make_author()])
    return make_publication(
        title="Tidal records still being written",
        year=2026,
        status=PublicationStatus.IN_PREPARATION,
        authors=[make_author(display_name="Ines Moreau", given_name="Ines", family_name="Moreau")],
    )


def page(client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, url
    if response.streaming:
        return b"".join(response.streaming_content).decode()
    return response.content.decode()


def test_the_status_filter_offers_in_preparation_and_under_review_and_selects_by_them(client, draft):
    make_publication(title="Tidal records with the referees", status=PublicationStatus.UNDER_REVIEW)
    listing = page(client, "/")
    assert 'value="in preparation"> In preparation' in listing
    assert 'value="under review"> Under review' in listing
    chosen = page(client, "/?status=in+preparation")
    assert "Tidal records still being written" in chosen
    assert "Published tidal records" not in chosen
    assert "Tidal records with the referees" not in chosen
    reviewed = page(client, "/?status=under+review")
    assert "Tidal records with the referees" in reviewed
    assert "Tidal records still being written" not in reviewed


def test_a_work_in_preparation_is_labelled_so_in_the_listing_and_on_its_detail_page(client, draft):
    assert '<span class="status">in preparation</span>' in page(client, "/?status=in+preparation")
    detail = page(client, draft.get_absolute_url())
    assert re.search(r"<dt>Status</dt><dd>In preparation</dd>", detail)


def test_a_work_in_preparation_is_no_published_work_in_its_metadata_or_exports(client, draft):
    detail = page(client, draft.get_absolute_url())
    (block,) = re.findall(r'<script type="application/ld\+json">(.*?)</script>', detail, re.DOTALL)
    data = json.loads(block)
    assert "datePublished" not in data
    assert data["dateCreated"] == "2026"
    assert data["creativeWorkStatus"] == "In preparation"
    export = reverse("publications:publication-export", args=[draft.pk, "bibtex"])
    assert "pubstate = {inpreparation}" in page(client, export)
    ris = reverse("publications:publication-export", args=[draft.pk, "ris"])
    assert "N1  - In preparation" in page(client, ris)


@pytest.mark.parametrize(
    ("status", "pubstate"),
    [
        (PublicationStatus.IN_PRESS, "inpress"),
        (PublicationStatus.FORTHCOMING, "forthcoming"),
        (PublicationStatus.SUBMITTED, "submitted"),
        (PublicationStatus.ACCEPTED, "accepted"),
        (PublicationStatus.UNDER_REVIEW, "under review"),
        (PublicationStatus.TO_APPEAR, "to appear"),
    ],
)
def test_bibtex_writes_biblatex_pubstate_keys_and_reads_every_status_back(client, status, pubstate):
    work = make_publication(title="Sandbar migration under storms", year=2026, status=status)
    exported = page(client, reverse("publications:publication-export", args=[work.pk, "bibtex"]))
    assert f"pubstate = {{{pubstate}}}" in exported
    (entry,) = parsing.parse(exported).entries
    assert entry.status == status


def test_a_biblatex_file_with_pubstate_keys_imports_each_work_in_its_state(client):
    text = (
        "@article{moreau2026a, author = {Moreau, Ines}, title = {Dune fields of the coast},"
        " journal = {Coastal Letters}, year = {2026}, pubstate = {inpress}}\n"
        "@article{moreau2026b, author = {Moreau, Ines}, title = {Inlets of the north},"
        " year = {2026}, pubstate = {inpreparation}}\n"
    )
    import_text(text)
    assert Publication.objects.get(title="Dune fields of the coast").status == PublicationStatus.IN_PRESS
    assert Publication.objects.get(title="Inlets of the north").status == PublicationStatus.IN_PREPARATION


def test_an_item_in_preparation_is_imported_in_preparation_and_never_as_published(client):
    text = (
        "• K. Moreau and L. Ortega. “Slow drift of coastal sandbars.” In preparation.\n"
        "• K. Moreau. “Tidal inlets of the north.” Under review.\n"
        "• K. Moreau. “Salt marsh accretion.” In Proceedings of SC, 2023.\n"
    )
    import_text(text)
    statuses = dict(Publication.objects.values_list("title", "status"))
    assert statuses == {
        "Slow drift of coastal sandbars": PublicationStatus.IN_PREPARATION,
        "Tidal inlets of the north": PublicationStatus.UNDER_REVIEW,
        "Salt marsh accretion": PublicationStatus.PUBLISHED,
    }
    drafts = page(client, "/?status=in+preparation")
    assert "Slow drift of coastal sandbars" in drafts
    assert "Salt marsh accretion" not in drafts
