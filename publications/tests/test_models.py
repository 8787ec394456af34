import pytest
from django.db import IntegrityError, transaction

from publications.models import Author, Authorship, Publication, Tag
from publications.tests.factories import make_author, make_publication, make_venue

pytestmark = pytest.mark.django_db


def test_two_publications_cannot_share_a_doi():
    make_publication(doi="10.1145/3581784.3607084")
    with pytest.raises(IntegrityError), transaction.atomic():
        make_publication(doi="10.1145/3581784.3607084")


def test_many_publications_may_have_no_doi():
    make_publication(doi="")
    make_publication(doi="")
    assert Publication.objects.filter(doi="").count() == 2


def test_a_doi_is_stored_in_lower_case_only():
    with pytest.raises(IntegrityError), transaction.atomic():
        make_publication(doi="10.1109/TPDS.2022.3161187")


def test_two_authors_cannot_hold_the_same_position_on_a_publication():
    first, second = make_author(), make_author()
    publication = make_publication(authors=[first])
    with pytest.raises(IntegrityError), transaction.atomic():
        Authorship.objects.create(publication=publication, author=second, position=1)


@pytest.mark.parametrize("year", [1200, 2500])
def test_a_year_outside_the_sane_range_is_refused(year):
    with pytest.raises(IntegrityError), transaction.atomic():
        make_publication(year=year)


@pytest.mark.parametrize("month", [0, 13])
def test_a_month_outside_one_to_twelve_is_refused(month):
    with pytest.raises(IntegrityError), transaction.atomic():
        make_publication(month=month)


def test_a_publication_cannot_be_its_own_artifact():
    publication = make_publication()
    publication.artifact_of = publication
    with pytest.raises(IntegrityError), transaction.atomic():
        publication.save()


def test_listings_leave_out_artifacts_but_keep_their_papers():
    paper = make_publication(title="Heet")
    make_publication(title="Heet", type="dataset", artifact_of=paper)
    assert list(Publication.objects.listed()) == [paper]
    assert paper.artifacts.count() == 1


def test_the_search_vector_is_computed_by_the_database():
    publication = make_publication(title="Burst buffers")
    Publication.objects.filter(pk=publication.pk).update(search_text="fine grained policy driven io sharing")
    assert Publication.objects.filter(search_vector="sharing").get() == publication


def test_by_author_lists_each_publication_once():
    author = make_author()
    venue = make_venue(short_name="SC")
    publication = make_publication(authors=[author], venue=venue)
    assert list(Publication.objects.by_author(author)) == [publication]
    assert list(Publication.objects.in_venue(venue)) == [publication]


def test_the_most_frequent_coauthors_come_with_the_number_of_all_of_them_in_one_query(
    django_assert_num_queries,
):
    member = make_author(display_name="Zhao Zhang", is_member=True)
    often = make_author(display_name="Ian Foster")
    able = make_author(display_name="Bea Able")
    zed = make_author(display_name="Cy Zed")
    make_publication(authors=[member, often, zed])
    make_publication(authors=[often, member, able])

    with django_assert_num_queries(1):
        first_two = Author.objects.most_frequent_coauthors_of(member, 2)
    everyone = Author.objects.most_frequent_coauthors_of(member, 10)
    nobody = Author.objects.most_frequent_coauthors_of(make_author(), 10)

    assert [(person, person.shared_count) for person in first_two.people] == [(often, 2), (able, 1)]
    assert first_two.total == 3
    assert everyone.people == [often, able, zed]
    assert everyone.total == 3
    assert nobody == ([], 0)


def test_the_most_frequent_coauthors_are_the_first_of_all_coauthors_ties_artifacts_and_repeats_included():
    member = make_author(display_name="Zhao Zhang", is_member=True)
    people = [make_author(display_name=f"Person Number{n}", is_member=n == 2) for n in range(7)]
    for n in range(9):
        paper = make_publication(authors=[member, *people[n % 5 : n % 5 + 3]])
    # The same person twice on one paper shares one publication; an artifact shares none.
    Authorship.objects.create(publication=paper, author=people[0], position=9)
    only_on_an_artifact = make_author(display_name="Data Steward")
    make_publication(authors=[member, only_on_an_artifact], artifact_of=paper)

    everyone = [(person.slug, person.shared_count) for person in Author.objects.coauthors_of(member)]
    assert len({count for _, count in everyone}) < len(everyone)  # ties to break
    assert only_on_an_artifact.slug not in dict(everyone)
    for limit in range(1, len(everyone) + 2):
        frequent = Author.objects.most_frequent_coauthors_of(member, limit)
        assert [(person.slug, person.shared_count) for person in frequent.people] == everyone[:limit]
        assert frequent.total == len(everyone)
        assert [person.is_member for person in frequent.people] == [
            Author.objects.get(slug=slug).is_member for slug, _ in everyone[:limit]
        ]


def test_more_by_the_authors_are_their_other_listed_publications_newest_first():
    member, often, rarely, stranger = (make_author(display_name=name) for name in ("A A", "B B", "C C", "D"))
    paper = make_publication(title="The paper", year=2020, authors=[member, rarely])
    others = [
        make_publication(title=f"Other {year}", year=year, month=month, authors=authors)
        for year, month, authors in (
            (2024, None, [often, member]),
            (2022, 5, [rarely]),
            (2022, 11, [member, rarely]),
            (2019, 1, [member]),
            (None, None, [rarely]),
            (2023, 2, [stranger]),
        )
    ]
    make_publication(title="Its dataset", year=2025, authors=[member], artifact_of=paper)
    newest_first = [others[0], others[2], others[1], others[3], others[4]]
    for limit in (1, 3, 5, 10):
        assert Publication.objects.more_by_authors_of(paper, limit) == newest_first[:limit]
    assert Publication.objects.more_by_authors_of(others[5], 5) == []


def shown_on_its_page(publication: Publication) -> dict:
    """What a publication's page shows of it and of others, as plain values."""
    columns = [
        field.attname for field in Publication._meta.concrete_fields if field.attname != "search_vector"
    ]
    return {
        "row": [getattr(publication, name) for name in columns],
        "venue": publication.venue and (publication.venue.short_name, publication.venue.name),
        "authors": [
            (a.position, a.author.display_name, a.author.slug) for a in publication.authorships.all()
        ],
        "published": publication.published_version
        and (publication.published_version.title, str(publication.published_version.venue)),
        "accompanies": publication.artifact_of and publication.artifact_of.title,
        "artifacts": [(artifact.title, artifact.url) for artifact in publication.artifacts.all()],
        "tags": [tag.name for tag in publication.tags.all()],
        "preprints": [(preprint.title, preprint.year) for preprint in publication.preprints.all()],
    }


def test_a_publication_read_for_its_page_holds_its_relations_without_another_query(django_assert_num_queries):
    member, other = make_author(display_name="A A"), make_author(display_name="B B")
    sc = make_venue(short_name="SC", name="Supercomputing")
    published = make_publication(
        title="Journal version", year=2024, venue=make_venue(short_name="", name="J")
    )
    paper = make_publication(
        title="Preprint", year=2023, venue=sc, authors=[other, member], published_version=published
    )
    dataset = make_publication(
        title="Data", type="dataset", artifact_of=paper, url="https://zenodo.org/records/1"
    )
    paper.tags.add(Tag.objects.create(name="Systems", slug="systems"))
    make_publication(title="Earlier", year=2019, authors=[member])
    shown = {}
    for publication in (paper, published, dataset):
        with django_assert_num_queries(1):
            read = Publication.objects.detail_of(publication.pk)
            shown[publication] = shown_on_its_page(read)
            more = [(by.title, by.venue) for by in read.more_by_authors]
        # The same as the relations queried one by one.
        assert shown[publication] == shown_on_its_page(Publication.objects.get(pk=publication.pk))
        assert more == [(by.title, by.venue) for by in Publication.objects.more_by_authors_of(read, 5)]
    assert shown[paper]["authors"] == [(1, "B B", other.slug), (2, "A A", member.slug)]
    assert shown[paper]["venue"] == ("SC", "Supercomputing")
    assert shown[paper]["published"] == ("Journal version", "J")
    assert shown[paper]["artifacts"] == [("Data", "https://zenodo.org/records/1")]
    assert shown[paper]["tags"] == ["Systems"]
    assert shown[published]["preprints"] == [("Preprint", 2023)]
    assert shown[dataset]["accompanies"] == "Preprint"
    assert Publication.objects.detail_of(dataset.pk + 1000) is None
