"""People: profiles (role, affiliation, ORCID, years), the people page by role, a member's page, the API."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.urls import reverse

from publications.models import Author, PersonRole
from publications.tests.factories import make_author, make_publication
from publications.validators import orcid_check_digit, validate_orcid

# ORCID's own documented examples: Josiah Carberry, and an iD whose check character is X.
VALID_ORCIDS = ["0000-0002-1825-0097", "0000-0001-5109-3700", "0000-0002-1694-233X"]


def make_principal(**profile) -> Author:
    """The group's principal investigator, a member since 2010 with an ORCID iD."""
    return make_author(
        display_name="Pat Principal",
        is_member=True,
        role=PersonRole.PI,
        start_year=2010,
        orcid="0000-0002-1825-0097",
        **profile,
    )


@pytest.mark.parametrize("orcid", VALID_ORCIDS)
def test_valid_orcid_ids_pass(orcid):
    validate_orcid(orcid)


def test_the_check_character_follows_iso_7064_mod_11_2():
    assert orcid_check_digit("000000021825009") == "7"
    assert orcid_check_digit("000000021694233") == "X"


@pytest.mark.parametrize(
    ("orcid", "message"),
    [
        ("0000-0002-1825-0098", "check digit does not match"),
        ("0000-0002-1852-0097", "check digit does not match"),
        ("0000000218250097", "four groups of four digits"),
        ("https://orcid.org/0000-0002-1825-0097", "four groups of four digits"),
        ("0000-0002-1825-009x", "four groups of four digits"),
    ],
)
def test_mistyped_orcid_ids_are_refused_with_a_reason(orcid, message):
    with pytest.raises(ValidationError, match=message):
        validate_orcid(orcid)


@pytest.mark.django_db
def test_admin_form_refuses_a_bad_orcid_and_keeps_the_person_unchanged(admin_client):
    author = make_author(display_name="Ada Lovelace")
    url = reverse("admin:publications_author_change", args=[author.pk])
    data = {
        "display_name": "Ada Lovelace",
        "given_name": "Ada",
        "family_name": "Lovelace",
        "slug": author.slug,
        "is_member": "on",
        "role": PersonRole.POSTDOC,
        "orcid": "0000-0002-1825-0098",
        "aliases-TOTAL_FORMS": "0",
        "aliases-INITIAL_FORMS": "0",
    }

    response = admin_client.post(url, data)

    assert response.status_code == 200
    assert "check digit does not match" in response.content.decode()
    author.refresh_from_db()
    assert author.orcid == "" and author.role == ""

    data["orcid"] = "0000-0002-1825-0097"
    data.update(affiliation="Dept. of Computing", start_year="2019", end_year="2023")
    assert admin_client.post(url, data).status_code == 302
    author.refresh_from_db()
    assert (author.orcid, author.role, author.affiliation, author.start_year, author.end_year) == (
        "0000-0002-1825-0097",
        PersonRole.POSTDOC,
        "Dept. of Computing",
        2019,
        2023,
    )


@pytest.mark.django_db
def test_a_person_cannot_leave_before_joining():
    with pytest.raises(IntegrityError), transaction.atomic():
        make_author(start_year=2022, end_year=2020)


@pytest.mark.django_db
def test_people_page_groups_members_by_role_and_lists_alumni_last(client):
    make_author(display_name="Zoe Student", is_member=True, role=PersonRole.PHD_STUDENT)
    make_author(display_name="Pat Principal", is_member=True, role=PersonRole.PI, affiliation="CS Dept.")
    make_author(
        display_name="Alex Former", is_member=True, role=PersonRole.ALUMNI, start_year=2015, end_year=2020
    )
    make_author(display_name="Nora Norole", is_member=True)
    make_author(display_name="Carl Collaborator")

    page = client.get(reverse("publications:people")).content.decode()

    headings = ["Principal investigator", "PhD student", "Group members", "Alumni"]
    positions = [page.index(f">{heading}</h2>") for heading in headings]
    assert positions == sorted(positions)
    assert page.index("Pat Principal") < page.index("Zoe Student") < page.index("Nora Norole")
    assert page.index("Nora Norole") < page.index("Alex Former")
    assert "CS Dept." in page and "2015–2020" in page
    assert "Carl Collaborator" not in page


@pytest.mark.django_db
def test_a_members_page_shows_their_profile(client):
    author = make_principal(affiliation="Institute of <Things>", homepage="https://pat.example.org/")
    make_publication(authors=[author])

    page = client.get(author.get_absolute_url()).content.decode()

    assert "Principal investigator" in page
    assert "Institute of &lt;Things&gt;" in page
    assert "since 2010" in page
    assert "https://orcid.org/0000-0002-1825-0097" in page
    assert 'href="https://pat.example.org/"' in page


@pytest.mark.django_db
def test_the_api_gives_each_persons_profile(client):
    make_principal(affiliation="CS Dept.")

    [person] = client.get(reverse("publications:api-author-list")).json()["results"]

    assert person["role"] == "pi" and person["role_label"] == "Principal investigator"
    assert person["affiliation"] == "CS Dept."
    assert (person["start_year"], person["end_year"]) == (2010, None)
    assert person["orcid"] == "0000-0002-1825-0097"


@pytest.mark.django_db
def test_people_page_takes_the_same_number_of_queries_for_one_and_many(client, django_assert_num_queries):
    from django.core.cache import cache

    make_author(is_member=True, role=PersonRole.PI)
    with django_assert_num_queries(3) as one:
        client.get(reverse("publications:people"))
    for role in PersonRole.values * 3:
        make_author(is_member=True, role=role)
    cache.clear()
    with django_assert_num_queries(len(one.captured_queries)):
        client.get(reverse("publications:people"))
    assert Author.objects.on_people_page().count() == 1 + 3 * len(PersonRole.values)
