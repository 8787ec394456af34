import json

import pytest
from django.db import connection

from publications.tests.outages import unreachable_database


@pytest.mark.django_db
def test_healthz_reports_ok_when_the_database_answers(client):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert json.loads(response.content) == {"status": "ok", "database": "ok"}
    assert "no-store" in response["Cache-Control"] or "max-age=0" in response["Cache-Control"]


@pytest.mark.django_db(transaction=True)
def test_healthz_answers_503_when_the_database_is_unreachable(client):
    with unreachable_database():
        response = client.get("/healthz")
    assert response.status_code == 503
    assert json.loads(response.content) == {"status": "unavailable", "database": "unavailable"}


@pytest.mark.django_db(transaction=True)
def test_healthz_recovers_once_the_database_is_back(client):
    with unreachable_database():
        assert client.get("/healthz").status_code == 503
    assert client.get("/healthz").status_code == 200
    assert connection.is_usable()


@pytest.mark.django_db
def test_healthz_refuses_writes(client):
    assert client.post("/healthz").status_code == 405
