import pytest

pytestmark = pytest.mark.django_db


def test_the_home_page_answers(client):
    response = client.get("/")
    assert response.status_code == 200


def test_the_admin_shows_its_login_page_to_visitors(client):
    response = client.get("/admin/", follow=True)
    assert response.status_code == 200
    assert b"Log in" in response.content
