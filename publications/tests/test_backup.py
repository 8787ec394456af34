"""Nothing lost: `export_all` then `import_all` into an empty database gives the same site."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.core.management import CommandError, call_command
from django.db import connection

from publications.backup import BIBTEX_FILE, JSON_FILE, MODELS, model_label
from publications.importing import apply_import, plan_import
from publications.models import (
    Author,
    AuthorAlias,
    ImportBatch,
    PersonRole,
    Publication,
    PublicationType,
    Tag,
    Venue,
    VenueAlias,
)
from publications.parsing import InputFormat, parse
from publications.tests.factories import make_publication

SAMPLES = sorted((Path(settings.BASE_DIR) / "samples").glob("*.txt"))


def build_site() -> None:
    """The sample lists through the import service, then everything an admin adds by hand."""
    editor = get_user_model().objects.create_user("editor", is_staff=True)
    for path in SAMPLES:
        text = path.read_text(encoding="utf-8")
        result = parse(text)
        plan = plan_import(result.entries, format=result.format, issues=result.issues)
        apply_import(plan, user=editor, raw_text=text, format=result.format, source_name=path.name)
    papers = list(Publication.objects.order_by("pk"))
    assert len(papers) > 20
    authors = list(Author.objects.order_by("pk"))
    profiles = [
        (PersonRole.PI, "Dept. of Computing", 2008, None, "0000-0002-1825-0097"),
        (PersonRole.PHD_STUDENT, "Institute of Data", 2021, None, ""),
        (PersonRole.ALUMNI, "", 2014, 2019, "0000-0002-1694-233X"),
    ]
    for author, (role, affiliation, start, end, orcid) in zip(authors[:3], profiles, strict=True):
        author.is_member = True
        author.homepage = f"https://example.org/~{author.slug}"
        author.display_name_locked = True
        author.role, author.affiliation, author.orcid = role, affiliation, orcid
        author.start_year, author.end_year = start, end
        author.save()
    AuthorAlias.objects.create(author=authors[0], name="Nick Name", key="nicknamemanual")
    venue = Venue.objects.order_by("pk").first()
    venue.url = "https://example.org/venue"
    venue.save()
    VenueAlias.objects.create(
        venue=venue, name="The Venue Nobody Spells Right", key="thevenuenobodyspellsright"
    )
    systems = Tag.objects.create(name="Systems & HPC", slug="systems-hpc")
    learning = Tag.objects.create(name="Machine learning", slug="machine-learning")
    for order, paper in enumerate(papers[:4], start=1):
        paper.highlight = True
        paper.highlight_order = order
        paper.award = "Best Paper Award" if order == 1 else paper.award
        paper.code_url = f"https://github.com/example/repo{order}"
        paper.slides_url = f"https://example.org/slides{order}.pdf"
        paper.note = f"private note {order}"
        paper.save()
        paper.tags.add(systems, learning)
    make_publication(
        title="The dataset of the first paper", type=PublicationType.DATASET, artifact_of=papers[0]
    )
    preprint = make_publication(title="The preprint of the second paper", type=PublicationType.PREPRINT)
    preprint.published_version = papers[1]
    preprint.save()


def snapshot() -> dict[str, list[dict]]:
    """Every row of every exported model and of the tag links, as plain values."""
    tables = {model_label(model): model._default_manager.order_by("pk") for model in MODELS}
    data = {label: [dict(row) for row in rows.values()] for label, rows in tables.items()}
    links = Publication.tags.through.objects.order_by("publication_id", "tag_id")
    data["tag links"] = list(links.values("publication_id", "tag_id"))
    # Users are not part of the export; import history names them, whatever their ids.
    usernames = dict(get_user_model().objects.values_list("pk", "username"))
    for row in data[model_label(ImportBatch)]:
        for name in ("created_by_id", "reverted_by_id"):
            row[name] = usernames.get(row[name])
    return data


def rendered_pages(client) -> dict[str, str]:
    cache.clear()
    urls = ["/?per_page=all", "/authors/", "/people/", "/venues/", "/api/publications/?per_page=all"]
    urls += ["/api/authors/?per_page=1000"]
    # Every row is compared by value; pages are compared for a sample that covers each kind.
    urls += [publication.get_absolute_url() for publication in Publication.objects.order_by("pk")[::7]]
    urls += [author.get_absolute_url() for author in Author.objects.order_by("pk")[::15]]
    urls += [author.get_absolute_url() for author in Author.objects.exclude(role="")]
    urls += [venue.get_absolute_url() for venue in Venue.objects.order_by("pk")[::5]]
    pages = {}
    for url in urls:
        response = client.get(url)
        assert response.status_code == 200, url
        pages[url] = response.content.decode()
    return pages


def export_to(outdir: Path) -> None:
    call_command("export_all", str(outdir), stdout=StringIO())


def empty_the_database() -> None:
    """Truncate every table, inside the test's transaction (which rolls it all back afterwards)."""
    with connection.cursor() as cursor:
        cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")  # TRUNCATE refuses pending deferred checks
    call_command("flush", "--noinput", verbosity=0)
    with connection.cursor() as cursor:
        cursor.execute("SET CONSTRAINTS ALL DEFERRED")
    cache.clear()


@pytest.mark.django_db
def test_export_then_restore_into_an_empty_database_gives_the_same_site(client, tmp_path):
    build_site()
    before = snapshot()
    pages_before = rendered_pages(client)
    export_to(tmp_path)

    empty_the_database()
    assert not Publication.objects.exists()
    get_user_model().objects.create_user("editor", is_staff=True)
    out = StringIO()
    call_command("import_all", str(tmp_path), stdout=out)

    after = snapshot()
    for label in before:
        assert len(after[label]) == len(before[label]), label
        assert after[label] == before[label], label
    assert rendered_pages(client) == pages_before
    batches = len(before[model_label(ImportBatch)])
    assert batches == len(SAMPLES)
    assert ImportBatch.objects.filter(created_by__username="editor").count() == batches
    assert "Restored" in out.getvalue()
    highest = max(row["id"] for row in before[model_label(Publication)])
    assert make_publication(title="Written after the restore").pk > highest


@pytest.mark.django_db
def test_the_export_holds_every_publication_in_bibtex_and_every_row_in_json(tmp_path):
    build_site()
    export_to(tmp_path)
    bibtex = (tmp_path / BIBTEX_FILE).read_text(encoding="utf-8")
    result = parse(bibtex, InputFormat.BIBTEX)
    assert len(result.entries) == Publication.objects.count()
    assert {e.title for e in result.entries} >= set(Publication.objects.values_list("title", flat=True)[:5])
    document = json.loads((tmp_path / JSON_FILE).read_text(encoding="utf-8"))
    assert document["counts"][model_label(Publication)] == Publication.objects.count()
    assert len(document["objects"]) == sum(document["counts"].values())


@pytest.mark.django_db
def test_restoring_into_a_database_with_data_is_refused_and_changes_nothing(tmp_path):
    build_site()
    export_to(tmp_path)
    count = Publication.objects.count()
    with pytest.raises(CommandError, match="already holds publication data"):
        call_command("import_all", str(tmp_path), stdout=StringIO())
    assert Publication.objects.count() == count


@pytest.mark.django_db
def test_a_damaged_export_is_refused_with_a_clear_message_and_nothing_is_written(tmp_path):
    (tmp_path / JSON_FILE).write_text('{"format": "something else"}', encoding="utf-8")
    with pytest.raises(CommandError, match="not a groupsite export"):
        call_command("import_all", str(tmp_path), stdout=StringIO())
    (tmp_path / JSON_FILE).write_text('{"format": "groupsite-export", "version": 1, "count', encoding="utf-8")
    with pytest.raises(CommandError, match="not valid JSON"):
        call_command("import_all", str(tmp_path), stdout=StringIO())
    assert not Publication.objects.exists()


@pytest.mark.django_db
def test_a_restore_that_fails_half_way_leaves_the_database_empty(tmp_path):
    build_site()
    export_to(tmp_path)
    path = tmp_path / JSON_FILE
    document = json.loads(path.read_text(encoding="utf-8"))
    authorships = [obj for obj in document["objects"] if obj["model"] == "publications.authorship"]
    authorships[-1]["fields"]["position"] = authorships[-2]["fields"]["position"]
    authorships[-1]["fields"]["publication"] = authorships[-2]["fields"]["publication"]
    path.write_text(json.dumps(document), encoding="utf-8")
    empty_the_database()
    with pytest.raises(Exception, match="authorship_unique_position"):
        call_command("import_all", str(tmp_path), stdout=StringIO())
    for model in MODELS:
        assert not model._default_manager.exists(), model


@pytest.mark.django_db
def test_the_bibtex_alone_rebuilds_every_publication_through_the_import_service(tmp_path):
    build_site()
    titles = set(Publication.objects.values_list("title", flat=True))
    dois = set(Publication.objects.exclude(doi="").values_list("doi", flat=True))
    export_to(tmp_path)
    empty_the_database()
    out = StringIO()
    call_command("import_all", str(tmp_path), "--from-bibtex", stdout=out)
    assert "created" in out.getvalue()
    assert set(Publication.objects.values_list("title", flat=True)) == titles
    assert set(Publication.objects.exclude(doi="").values_list("doi", flat=True)) == dois
