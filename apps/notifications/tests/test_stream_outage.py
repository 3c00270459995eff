"""The stream opened while the database is away answers 503 `service_unavailable` with
`Retry-After` and leaves nothing of itself in the hub; once the database is back it opens.
(In process; `apps/common/tests/test_database_outage.py` cuts a real PostgreSQL away.)"""

import json

import pytest
from django.db import OperationalError

from apps.accounts.tests.factories import UserFactory
from apps.common.exceptions import RETRY_AFTER_SECONDS
from apps.notifications import relay, stream
from apps.notifications.relay import hub

from .test_stream import WAIT, Stream, run, token_for


async def _gone(*_args: object) -> object:
    raise OperationalError("server closed the connection unexpectedly")


async def _assert_unavailable(opened: Stream) -> None:
    start = await opened.open()
    body = json.loads((await opened.communicator.receive_output(WAIT))["body"])
    assert start["status"] == 503
    assert (b"retry-after", str(RETRY_AFTER_SECONDS).encode()) in start["headers"]
    assert (body["code"], body["error"]) == (503, "service_unavailable")


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("failing", ["the relay's start", "the first event"])
def test_a_stream_opened_without_the_database_answers_503_and_leaves_no_subscriber(monkeypatch, settings, failing):
    settings.STREAM_RELAY = "database"
    settings.STREAM_POLL_SECONDS = 0.05
    token = token_for(UserFactory.create())

    async def scenario() -> None:
        with monkeypatch.context() as away:
            if failing == "the relay's start":
                away.setattr(relay, "_newest_event_id", _gone)
            else:
                away.setattr(stream, "_first_event", _gone)
            await _assert_unavailable(Stream(token=token))
            assert hub.stream_count == 0
        back = Stream(token=token)
        assert (await back.open())["status"] == 200
        assert hub.stream_count == 1
        await back.close()

    run(scenario)
