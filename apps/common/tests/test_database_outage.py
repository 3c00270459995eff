"""The database unreachable for a while: calls answer the envelope's 503
`service_unavailable` with `Retry-After` (not a traceback, not a 500) and work resumes
without a restart. In process through a database that refuses every query; across
processes (PostgreSQL) through a loopback proxy the test turns off and on, to a real daphne
process and a real Celery worker."""

import json
from collections.abc import Iterator
from typing import Any

import pytest
import requests
from django.db import InterfaceError, OperationalError, connection
from django.db.utils import ConnectionHandler
from django.http import HttpResponse
from django.test import RequestFactory
from django.utils import translation

from apps.common.middleware import ApiErrorEnvelopeMiddleware
from apps.common.testing import live_server
from apps.common.testing import test_database_url as database_url
from apps.common.testing.proxy import TcpProxy
from apps.common.testing.workers import WorkerBroker
from apps.rentals.models import RentalCharge
from apps.rentals.tests.helpers import assert_reconciles, charges, due, market_app, rented
from conftest import open_session

STATS = "/api/iam/v1/notifications/stats"
UNAVAILABLE_EN = "The service is briefly unavailable; please try again in a moment."


def _chinese(text: str) -> str:
    with translation.override("zh-hans"):
        translated = translation.gettext(text)
    assert translated != text, "not translated"
    return translated


TIMEOUT = 10
PERIOD = 60


def _refuse(*_args: Any) -> None:
    raise OperationalError("server closed the connection unexpectedly")


def _assert_unavailable(response: Any, message: str = UNAVAILABLE_EN) -> None:
    assert response.status_code == 503, response.content
    assert response.headers["Retry-After"] == "5"
    assert json.loads(response.content) == {"code": 503, "msg": message, "data": None, "error": "service_unavailable"}


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "zh-hans"])
def test_an_api_call_without_its_database_answers_503_in_the_callers_language(client_for, individual, language):
    message = UNAVAILABLE_EN if language == "en" else _chinese(UNAVAILABLE_EN)
    client = client_for(individual)
    with connection.execute_wrapper(_refuse):
        _assert_unavailable(client.get(STATS, HTTP_ACCEPT_LANGUAGE=language), message)
    assert client.get(STATS).status_code == 200  # the next call, the database back, works


@pytest.mark.parametrize("error", [OperationalError, InterfaceError])
def test_a_plain_view_without_its_database_answers_503(error):
    middleware = ApiErrorEnvelopeMiddleware(lambda request: HttpResponse())
    with translation.override("zh-hans"):
        api = middleware.process_exception(RequestFactory().get("/api/health"), error("gone"))
        page = middleware.process_exception(RequestFactory().get("/devices"), error("gone"))
    assert api is not None and isinstance(page, HttpResponse)
    _assert_unavailable(api, _chinese(UNAVAILABLE_EN))
    assert (page.status_code, page["Retry-After"], page.content.decode()) == (503, "5", _chinese(UNAVAILABLE_EN))
    assert middleware.process_exception(RequestFactory().get("/api/health"), ValueError("a bug")) is None


@pytest.fixture
def proxy() -> Iterator[TcpProxy]:
    db = connection.settings_dict
    with TcpProxy((db["HOST"] or "127.0.0.1", int(db["PORT"] or 5432))) as running:
        yield running


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_a_server_answers_503_while_its_database_is_away_and_200_after(proxy, individual):
    token = open_session(individual).token
    headers = {"Authorization": f"Bearer {token}"}
    with live_server({"DATABASE_URL": database_url(port=proxy.port)}) as base:
        assert requests.get(f"{base}{STATS}", headers=headers, timeout=TIMEOUT).status_code == 200

        proxy.off()
        _assert_unavailable(requests.get(f"{base}{STATS}", headers=headers, timeout=TIMEOUT))
        stream = requests.get(
            f"{base}{STATS}", headers={**headers, "Accept": "text/event-stream"}, timeout=TIMEOUT, stream=True
        )
        _assert_unavailable(stream)
        assert requests.get(f"{base}/api/health", timeout=TIMEOUT).status_code == 200  # no database needed

        proxy.on()
        assert requests.get(f"{base}{STATS}", headers=headers, timeout=TIMEOUT).status_code == 200
        with requests.get(
            f"{base}{STATS}", headers={**headers, "Accept": "text/event-stream"}, timeout=TIMEOUT, stream=True
        ) as stream:
            assert stream.status_code == 200
            assert next(stream.iter_lines()).startswith(b"retry: ")


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_a_task_that_meets_the_outage_is_left_to_the_next_beat_run(proxy, tmp_path, settings, make_persona):
    settings.RENTAL_BILLING_SECONDS = PERIOD
    renter = make_persona("individual", name="renter")
    rental = rented(renter.user, market_app(make_persona("individual", name="provider").actor, price="36.00"))
    due(rental, PERIOD + 1)
    env = {"RENTAL_BILLING_SECONDS": str(PERIOD), "DATABASE_URL": database_url(port=proxy.port)}
    broker = WorkerBroker(tmp_path / "broker", env=env)
    with broker.worker() as worker:
        proxy.off()
        broker.send("rentals.bill")
        broker.wait(worker, until=lambda: "OperationalError" in broker.log())
        assert charges(rental) == 0

        proxy.on()
        broker.send("rentals.bill")  # beat's next run, to the same worker
        broker.wait(worker, until=lambda: charges(rental) == 1)
    assert RentalCharge.objects.filter(rental=rental).count() == 1
    assert_reconciles()


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_a_kept_connection_broken_while_idle_is_replaced_at_the_next_request(proxy):
    """With `DATABASE_CONN_MAX_AGE` above 0 a connection outlives its request; the project's
    database settings (`CONN_HEALTH_CHECKS`) make the next request replace it if it broke."""
    kept = ConnectionHandler(
        {"default": {**connection.settings_dict, "HOST": "127.0.0.1", "PORT": proxy.port, "CONN_MAX_AGE": 60}}
    )["default"]
    try:
        with kept.cursor() as cursor:
            cursor.execute("SELECT 1")
        kept.close_if_unusable_or_obsolete()  # the end of a request (`close_old_connections`)
        assert kept.connection is not None  # kept for the next one
        proxy.off()
        proxy.on()
        kept.close_if_unusable_or_obsolete()  # the start of the next request
        with kept.cursor() as cursor:
            cursor.execute("SELECT 1")
            assert cursor.fetchone() == (1,)
    finally:
        kept.close()
