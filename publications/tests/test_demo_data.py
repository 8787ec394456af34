from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.db.models import Count

from publications import freshness
from publications.derived import search_text_for
from publications.importing import Action, plan_import
from publications.models import Author, Authorship, Publication, Venue, VenueAlias
from publications.parsing import parse
from publications.tests.factories import make_author, make_publication

pytestmark = pytest.mark.django_db

SIZE = 200


def generate(*args: str) -> None:
    call_command("generate_demo_data", "--publications", str(SIZE), *args, stdout=StringIO())


def snapshot() -> list[tuple]:
    """The generated content, without ids or timestamps (which depend on the database's sequences)."""
    rows = Publication.objects.order_by("doi", "title", "year").values_list(
        "title", "year", "month", "type", "doi", "venue__short_name", "search_text", "highlight"
    )
    authors = Authorship.objects.order_by("publication__doi", "publication__title", "position").values_list(
        "author__display_name", "name_as_written", "position"
    )
    return [*rows, *authors]


def test_the_same_seed_generates_the_same_publications_and_another_seed_does_not():
    generate("--seed", "7")
    first = snapshot()
    generate("--seed", "7", "--clear")
    assert snapshot() == first
    generate("--seed", "8", "--clear")
    assert snapshot() != first


def test_generated_data_has_the_shape_of_a_department_portal():
    version_before = freshness.current().version
    generate("--seed", "1")

    assert Publication.objects.count() == SIZE
    per_paper = Publication.objects.annotate(n=Count("authorships")).values_list("n", flat=True)
    assert min(per_paper) >= 3
    assert max(per_paper) <= 8
    assert Author.objects.count() == 80
    assert Author.objects.filter(is_member=True).exists()
    assert not Author.objects.filter(authorships__isnull=True).exists(), "every author has a publication"
    # Zipf-like: the most productive author has many times the median's output.
    counts = sorted(Author.objects.annotate(n=Count("authorships")).values_list("n", flat=True))
    assert counts[-1] >= 5 * counts[len(counts) // 2]
    assert Venue.objects.count() == 30
    with_aliases = Venue.objects.filter(aliases__isnull=False).distinct().count()
    assert with_aliases >= 27, "venues come with the spellings that resolve to them"
    assert VenueAlias.objects.count() > Venue.objects.count()
    dois = list(Publication.objects.exclude(doi="").values_list("doi", flat=True))
    assert len(dois) > SIZE // 2
    assert all(doi == doi.lower() for doi in dois)
    assert Publication.objects.filter(highlight=True).exists() or SIZE < 100
    assert Publication.objects.exclude(abstract="").count() > SIZE // 2
    years = Publication.objects.values_list("year", flat=True)
    assert min(years) >= 1996
    assert max(years) <= 2025
    assert freshness.current().version > version_before


def test_search_text_is_what_the_site_itself_would_store():
    generate("--seed", "3")
    for publication in Publication.objects.select_related("venue").order_by("id")[:40]:
        assert publication.search_text == search_text_for(publication)


def test_accented_author_names_are_found_by_their_folded_spelling():
    generate("--seed", "1")
    accented = Author.objects.filter(display_name__regex=r"[^\x00-\x7f]").first()
    assert accented is not None
    found = Publication.objects.search(accented.family_name.encode("ascii", "ignore").decode() or "x")
    assert found.exists()


def test_clear_removes_only_the_demo_data():
    author = make_author(display_name="Real Person")
    real = make_publication(title="A real paper kept through clearing", authors=[author])
    generate("--seed", "1")
    generate("--seed", "2", "--clear")
    assert Publication.objects.count() == SIZE + 1
    call_command("generate_demo_data", "--publications", "1", "--clear", stdout=StringIO())
    assert Publication.objects.count() == 2
    assert Publication.objects.filter(pk=real.pk).exists()
    assert Authorship.objects.filter(publication=real, author=author).exists()


def test_a_second_run_without_clear_is_refused():
    generate("--seed", "1")
    with pytest.raises(CommandError, match="--clear"):
        generate("--seed", "1")


def test_the_import_service_recognises_demo_publications_and_their_authors():
    generate("--seed", "1")
    stored = Publication.objects.exclude(doi="").filter(artifact_of=None).order_by("id").first()
    people = [a.author for a in stored.authorships.select_related("author").order_by("position")]
    authors = " and ".join(f"{person.family_name}, {person.given_name}" for person in people)
    bibtex = (
        f"@article{{demo,\n  title = {{{stored.title}}},\n  author = {{{authors}}},\n"
        f"  journal = {{{stored.venue.name}}},\n  year = {{{stored.year}}},\n  doi = {{{stored.doi}}}\n}}\n"
    )
    result = parse(bibtex)
    plan = plan_import(result.entries, format=result.format)

    (decision,) = plan.decisions
    assert decision.target_id == stored.pk
    assert decision.action in (Action.SAME, Action.UPDATE)
    assert not plan.authors.new_people
