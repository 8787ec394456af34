"""Importing the two seed pages into an empty database gives exactly the expected data.

The expectations are the shared gold file, copied to tests/data/seeds/seeds-expected.json.
"""

from __future__ import annotations

from collections import Counter

import pytest

from publications.exports import EXPORTERS, ExportFormat
from publications.importing import Action
from publications.models import Author, Authorship, Publication, PublicationType
from publications.tests.importing_helpers import SEEDS_EXPECTED, import_seeds, import_text, row_counts

pytestmark = pytest.mark.django_db


def _author_of_spelling(name: str) -> set[int]:
    return set(Authorship.objects.filter(name_as_written=name).values_list("author_id", flat=True))


def test_seed_pages_give_the_expected_publications_papers_and_datasets(seeded):
    assert Publication.objects.listed().count() == SEEDS_EXPECTED["publication_count"]
    assert Publication.objects.count() == SEEDS_EXPECTED["paper_count"] + SEEDS_EXPECTED["dataset_count"]
    datasets = Publication.objects.filter(type=PublicationType.DATASET).select_related("artifact_of__venue")
    assert datasets.count() == SEEDS_EXPECTED["dataset_count"]
    links = sorted([d.title, str(d.artifact_of.venue)] for d in datasets)
    assert links == sorted(SEEDS_EXPECTED["dataset_links"])
    for dataset in datasets:
        assert dataset.artifact_of.title == dataset.title


def test_seed_pages_give_the_expected_number_of_distinct_authors(seeded):
    assert Author.objects.count() == SEEDS_EXPECTED["distinct_author_count"]


def test_every_identity_cluster_is_one_author_named_by_its_canonical_spelling(seeded):
    for identity in SEEDS_EXPECTED["author_identities"]:
        authors = set().union(*(_author_of_spelling(v) for v in identity["variants"]))
        assert len(authors) == 1, identity["canonical"]
        author = Author.objects.get(pk=authors.pop())
        assert author.display_name == identity["canonical"]
        assert set(author.aliases.values_list("name", flat=True)) <= set(identity["variants"])
        counts = Counter(author.authorships.values_list("name_as_written", flat=True))
        assert counts == Counter(identity["occurrences_in_entries"]), identity["canonical"]


def test_similar_names_of_different_people_stay_different_authors(seeded):
    for first, second in SEEDS_EXPECTED["distinct_similar"]:
        one, other = _author_of_spelling(first), _author_of_spelling(second)
        assert one and other, (first, second)
        assert not one & other, (first, second)
    for family, people in SEEDS_EXPECTED["same_family_distinct_people"].items():
        ids = [frozenset(_author_of_spelling(name)) for name in people]
        assert len(set(ids)) == len(people), family


def test_initials_without_a_written_out_name_stay_their_own_author(seeded):
    for name in SEEDS_EXPECTED["unmerged_initials_forms"]:
        authors = _author_of_spelling(name)
        assert len(authors) == 1, name
        assert Author.objects.get(pk=authors.pop()).display_name == name


def test_paper_counts_per_person_match(seeded):
    for name, count in SEEDS_EXPECTED["person_paper_counts"].items():
        author = Author.objects.get(display_name=name)
        assert Publication.objects.listed().by_author(author).count() == count, name


def test_venue_year_type_and_status_counts_match(seeded):
    listed = Publication.objects.listed().select_related("venue")
    assert Counter(str(p.venue) for p in listed) == Counter(SEEDS_EXPECTED["venue_counts"])
    assert Counter(str(p.year) for p in listed) == Counter(SEEDS_EXPECTED["year_counts"])
    assert Counter(p.status for p in listed) == Counter(SEEDS_EXPECTED["status_counts"])
    all_types = Counter(Publication.objects.values_list("type", flat=True))
    assert all_types == Counter(SEEDS_EXPECTED["type_counts_all_entries"])


def test_highlights_awards_and_dois_match(seeded):
    assert Publication.objects.highlighted().count() == SEEDS_EXPECTED["highlight_count"]
    awards = sorted([p.title, p.award] for p in Publication.objects.exclude(award=""))
    assert awards == sorted(SEEDS_EXPECTED["awards"])
    dois = sorted([p.title, p.doi] for p in Publication.objects.exclude(doi=""))
    assert dois == sorted(SEEDS_EXPECTED["dois"])


def test_highlight_order_follows_the_order_of_the_paste(seeded):
    orders = list(
        Publication.objects.highlighted().order_by("highlight_order").values_list("highlight_order", "title")
    )
    assert [order for order, _ in orders] == list(range(1, SEEDS_EXPECTED["highlight_count"] + 1))
    assert orders[0][1].startswith("Crafter")


def test_importing_both_seed_pages_again_adds_no_row_to_any_table(seeded):
    before = row_counts()
    reports = import_seeds()
    assert row_counts() == before
    assert all(
        report.batch is None and report.counts["skipped"] == len(report.plan.decisions) for report in reports
    )


def test_every_imported_publication_has_accent_folded_search_text(seeded):
    publication = Publication.objects.get(title__startswith="Derm")
    assert "derm" in publication.search_text
    assert "chengzhong xu" in publication.search_text
    assert "isca" in publication.search_text.split()
    assert not Publication.objects.filter(search_text="").exists()


def test_importing_the_bibtex_export_of_the_seeded_site_adds_no_row_to_any_table(seeded):
    exporter = EXPORTERS[ExportFormat.BIBTEX]
    text = "".join(exporter.stream(Publication.objects.with_listing_relations().order_by("pk")))
    before = row_counts()
    report = import_text(text)
    assert [d.describe() for d in report.plan.decisions if d.action != Action.SAME] == []
    assert row_counts() == before
