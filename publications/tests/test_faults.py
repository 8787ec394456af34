"""Faults: what visitors and admins see when the database goes away, and what failed writes leave."""

import pytest

from publications.middleware import DATABASE_UNAVAILABLE_MESSAGE
from publications.tests.factories import make_author, make_publication
from publications.tests.outages import unreachable_database

OUTAGE_URLS = ["/", "/publications/1/"]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("url", OUTAGE_URLS)
def test_pages_answer_503_with_a_plain_message_when_the_database_is_unreachable(client, url):
    with unreachable_database():
        response = client.get(url)
    assert response.status_code == 503
    assert response["Content-Type"].startswith("text/plain")
    assert response["Retry-After"]
    text = response.content.decode()
    assert text == DATABASE_UNAVAILABLE_MESSAGE
    assert "Traceback" not in text
    assert "OperationalError" not in text


@pytest.mark.django_db(transaction=True)
def test_a_publication_page_answers_503_during_an_outage_and_200_after_it(client):
    publication = make_publication(authors=[make_author()])
    url = publication.get_absolute_url()
    with unreachable_database():
        assert client.get(url).status_code == 503
    response = client.get(url)
    assert response.status_code == 200
    assert publication.title in response.content.decode()


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("url", ["/admin/", "/admin/publications/publication/"])
def test_a_logged_in_admin_gets_the_503_message_during_an_outage(client, admin_user, url):
    client.force_login(admin_user)
    with unreachable_database():
        response = client.get(url)
    assert response.status_code == 503
    assert response.content.decode() == DATABASE_UNAVAILABLE_MESSAGE


@pytest.mark.django_db(transaction=True)
def test_an_admin_login_attempt_during_an_outage_is_a_503_not_a_crash(client):
    with unreachable_database():
        response = client.post("/admin/login/", {"username": "someone", "password": "whatever"})
    assert response.status_code == 503
