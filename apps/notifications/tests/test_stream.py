"""The live stats stream, driven through the project's ASGI application as daphne would."""

import asyncio
import json
import threading
from datetime import timedelta
from typing import Any

import pytest
from asgiref.sync import async_to_sync
from asgiref.testing import ApplicationCommunicator
from channels.db import database_sync_to_async
from django.db import connection, transaction
from django.utils import timezone

from apps.accounts.choices import UserType
from apps.accounts.services import ClientInfo, session_open
from apps.accounts.tests.factories import UserFactory
from apps.notifications.kinds import ANNOUNCEMENT
from apps.notifications.models import StreamEvent
from apps.notifications.relay import Subscriber, hub
from apps.notifications.services import notify, stats_changed
from apps.notifications.stream import STATS_PATH
from apps.notifications.topics import COMPANY, RENTALS, WALLET
from config.asgi import application

CLIENT = ClientInfo(ip="127.0.0.1", user_agent="pytest")
WAIT = 5


def scope(
    token: str | None, *, accept="text/event-stream", language="en", last_event_id=None, query=b""
) -> dict[str, Any]:
    headers = [(b"accept", accept.encode()), (b"accept-language", language.encode())]
    if token:
        headers.append((b"authorization", f"Bearer {token}".encode()))
    if last_event_id is not None:
        headers.append((b"last-event-id", str(last_event_id).encode()))
    return {
        "type": "http",
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": STATS_PATH,
        "raw_path": STATS_PATH.encode(),
        "query_string": query,
        "headers": headers,
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 8000),
    }


def parse_events(text: str) -> list[dict[str, str]]:
    events = []
    for block in text.split("\n\n"):
        fields: dict[str, str] = {}
        for line in block.splitlines():
            if line.startswith(":"):
                fields["comment"] = line[1:].strip()
            elif ": " in line:
                name, value = line.split(": ", 1)
                fields[name] = value
        if fields:
            events.append(fields)
    return events


class Stream:
    def __init__(self, **kwargs: Any) -> None:
        self.communicator = ApplicationCommunicator(application, scope(**kwargs))
        self.buffer = ""

    async def open(self) -> dict[str, Any]:
        await self.communicator.send_input({"type": "http.request", "body": b"", "more_body": False})
        return await self.communicator.receive_output(WAIT)

    async def next_event(self) -> dict[str, str]:
        while "\n\n" not in self.buffer:
            message = await self.communicator.receive_output(WAIT)
            self.buffer += message["body"].decode()
        block, self.buffer = self.buffer.split("\n\n", 1)
        return parse_events(block + "\n\n")[0]

    async def next_data(self) -> tuple[dict[str, str], dict[str, Any]]:
        event = await self.next_event()
        while "data" not in event:
            event = await self.next_event()
        return event, json.loads(event["data"])

    async def close(self) -> None:
        await self.communicator.send_input({"type": "http.disconnect"})
        await self.communicator.wait(WAIT)


def token_for(user, user_type=UserType.USER) -> str:
    return session_open(user=user, client=CLIENT, user_type=user_type, sme_id="user").token


@database_sync_to_async
def announce(user, title="Hello", **kwargs):
    return notify(recipients=[user], kind=ANNOUNCEMENT, title={"en": title, "zh": f"{title} 中文"}, **kwargs)[0]


@pytest.fixture(params=["database", "channel_layer"])
def relay(request, settings):
    """Both ways events travel: the database relay (embedded default) and the channel layer
    (in-memory here, Redis when REDIS_URL is set, as in CI)."""
    settings.STREAM_RELAY = request.param
    settings.STREAM_POLL_SECONDS = 0.05
    return request.param


def run(scenario):
    async_to_sync(scenario)()


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("user_type", "token_kind", "status", "error"),
    [
        (None, "none", 401, "not_authenticated"),
        (None, "garbage", 401, "token_invalid"),
        (UserType.ADMIN, "valid", 403, "permission_denied"),
        (UserType.MEMBER, "valid", 403, "permission_denied"),
    ],
)
def test_only_signed_in_individuals_may_open_it(user_type, token_kind, status, error):
    user = UserFactory.create()
    token = {"none": None, "garbage": "not-a-token", "valid": token_for(user, user_type or UserType.USER)}[token_kind]

    async def scenario():
        stream = Stream(token=token, language="zh")
        start = await stream.open()
        body = await stream.communicator.receive_output(WAIT)
        assert start["status"] == status
        answer = json.loads(body["body"])
        assert answer["code"] == status and answer["error"] == error
        assert answer["msg"] and answer["msg"].isascii() is False  # translated: Chinese

    run(scenario)


@pytest.mark.django_db(transaction=True)
def test_a_revoked_session_cannot_open_it():
    from apps.accounts.models import AuthSession

    user = UserFactory.create()
    token = token_for(user)
    AuthSession.objects.filter(user=user).update(revoked_at="2026-01-01T00:00:00Z")

    async def scenario():
        start = await Stream(token=token).open()
        assert start["status"] == 401

    run(scenario)


@pytest.mark.django_db(transaction=True)
def test_first_event_has_retry_id_and_the_current_stats(relay):
    user = UserFactory.create()
    token = token_for(user)

    async def scenario():
        for n in range(4):
            await announce(user, title=f"N{n}")
        stream = Stream(token=token)
        start = await stream.open()
        assert start["status"] == 200
        assert (b"content-type", b"text/event-stream; charset=utf-8") in start["headers"]
        event, stats = await stream.next_data()
        assert event["retry"] == "1000"
        assert int(event["id"]) > 0
        assert stats["unread"] == 4 and stats["total"] == 4
        assert [item["title"] for item in stats["recent"]] == ["N3", "N2", "N1"]
        assert stats["topics"] == ["notifications", "wallet", "rentals", "orders", "company"]
        await stream.close()

    run(scenario)


@pytest.mark.django_db(transaction=True)
def test_a_change_reaches_every_open_stream_of_the_person_and_no_one_else(relay):
    user, other = UserFactory.create(), UserFactory.create()
    tokens = [token_for(user), token_for(user), token_for(other)]

    async def scenario():
        mine = [Stream(token=tokens[0]), Stream(token=tokens[1], language="zh")]
        theirs = Stream(token=tokens[2])
        for stream in [*mine, theirs]:
            await stream.open()
            await stream.next_data()
        await announce(user, title="Fresh")
        (event_en, stats_en), (event_zh, stats_zh) = [await stream.next_data() for stream in mine]
        assert stats_en["unread"] == 1 and stats_en["recent"][0]["title"] == "Fresh"
        assert stats_zh["recent"][0]["title"] == "Fresh 中文"
        assert event_en["id"] == event_zh["id"] and "retry" not in event_en
        assert stats_en["topics"] == stats_zh["topics"] == ["notifications"]
        with pytest.raises(asyncio.TimeoutError):
            await asyncio.wait_for(theirs.next_data(), timeout=0.5)
        for stream in [*mine, theirs]:
            await stream.close()
        assert hub.stream_count == 0

    run(scenario)


@pytest.mark.django_db(transaction=True)
def test_nothing_is_sent_before_the_change_commits(relay):
    user = UserFactory.create()
    token = token_for(user)
    written, release = threading.Event(), threading.Event()

    def write_and_hold() -> None:
        try:
            with transaction.atomic():
                notify(recipients=[user], kind=ANNOUNCEMENT, title={"en": "Late"})
                written.set()
                release.wait(WAIT)
        finally:
            connection.close()

    async def scenario():
        stream = Stream(token=token)
        await stream.open()
        await stream.next_data()
        reader = asyncio.ensure_future(stream.next_data())
        writer = threading.Thread(target=write_and_hold)
        writer.start()
        assert await asyncio.to_thread(written.wait, WAIT)
        await asyncio.sleep(0.5)
        assert not reader.done()  # written but not committed: nothing yet
        release.set()
        await asyncio.to_thread(writer.join, WAIT)
        _event, stats = await asyncio.wait_for(reader, WAIT)
        assert stats["unread"] == 1
        await stream.close()

    run(scenario)


@pytest.mark.django_db(transaction=True)
def test_reconnect_with_last_event_id_gets_the_current_stats_at_once(relay):
    user = UserFactory.create()
    token = token_for(user)

    async def scenario():
        stream = Stream(token=token)
        await stream.open()
        first, _stats = await stream.next_data()
        await stream.close()
        await announce(user)
        await announce(user)
        again = Stream(token=token, last_event_id=first["id"])
        await again.open()
        event, stats = await again.next_data()
        assert int(event["id"]) > int(first["id"]) and stats["unread"] == 2
        await again.close()

    run(scenario)


@pytest.mark.django_db(transaction=True)
def test_heartbeats_are_comments(settings):
    settings.STREAM_HEARTBEAT_SECONDS = 0.1
    token = token_for(UserFactory.create())

    async def scenario():
        stream = Stream(token=token)
        await stream.open()
        await stream.next_data()
        assert await stream.next_event() == {"comment": "keep-alive"}
        await stream.close()

    run(scenario)


@pytest.mark.django_db(transaction=True)
def test_the_stream_ends_when_its_access_token_expires(monkeypatch):
    from apps.accounts.tokens import SessionAccessToken

    monkeypatch.setattr(SessionAccessToken, "lifetime", timedelta(seconds=2))
    token = token_for(UserFactory.create())

    async def scenario():
        stream = Stream(token=token)
        await stream.open()
        await stream.next_data()
        last = await stream.communicator.receive_output(WAIT)
        assert last == {"type": "http.response.body", "body": b"", "more_body": False}
        await stream.communicator.wait(WAIT)

    run(scenario)


@pytest.mark.django_db(transaction=True)
def test_plain_requests_to_the_same_path_answer_json():
    token = token_for(UserFactory.create(), UserType.ADMIN)

    async def scenario():
        stream = Stream(token=token, accept="application/json")
        start = await stream.open()
        assert start["status"] == 200
        body = b""
        while True:
            message = await stream.communicator.receive_output(WAIT)
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        assert json.loads(body)["data"]["unread"] == 0

    run(scenario)


@pytest.mark.django_db(transaction=True)
def test_a_stream_past_the_limit_evicts_the_persons_oldest(settings):
    settings.STREAMS_PER_PERSON = 2
    user, other = UserFactory.create(), UserFactory.create()
    token, other_token = token_for(user), token_for(other)

    async def scenario():
        oldest, newer, theirs = Stream(token=token), Stream(token=token), Stream(token=other_token)
        for stream in [oldest, newer, theirs]:
            assert (await stream.open())["status"] == 200
            await stream.next_data()
        newest = Stream(token=token)
        assert (await newest.open())["status"] == 200
        await newest.next_data()
        evicted = await oldest.next_event()
        assert evicted["event"] == "evicted" and json.loads(evicted["data"]) == {"reason": "stream_limit"}
        assert await oldest.communicator.receive_output(WAIT) == {
            "type": "http.response.body",
            "body": b"",
            "more_body": False,
        }
        await announce(user, title="Still here")
        for stream in [newer, newest]:
            _event, stats = await stream.next_data()
            assert stats["recent"][0]["title"] == "Still here"
        await oldest.communicator.wait(WAIT)
        for stream in [newer, newest, theirs]:
            await stream.close()
        assert hub.stream_count == 0

    run(scenario)


@pytest.mark.django_db(transaction=True)
def test_each_event_says_which_pages_it_concerns(relay):
    user = UserFactory.create()
    token = token_for(user)

    @database_sync_to_async
    def company_changed():
        with transaction.atomic():
            stats_changed(user_ids=[user.pk], topics=(COMPANY,))

    async def scenario():
        stream = Stream(token=token)
        await stream.open()
        await stream.next_data()
        await company_changed()
        _event, stats = await stream.next_data()
        assert stats["topics"] == ["company"]
        await announce(user, title="Joined", topics=(COMPANY,))
        _event, stats = await stream.next_data()
        assert stats["topics"] == ["notifications", "company"]
        await stream.close()

    run(scenario)


@pytest.mark.django_db(transaction=True)
def test_a_page_that_has_just_read_its_data_is_told_only_what_changed_since_it_loaded(relay):
    user, other = UserFactory.create(), UserFactory.create()
    token = token_for(user)

    @database_sync_to_async
    def changed(person, topics, *, ago: timedelta):
        with transaction.atomic():
            stats_changed(user_ids=[person.pk], topics=topics)
        newest = StreamEvent.objects.filter(user_id=person.pk).latest("id")
        StreamEvent.objects.filter(pk=newest.pk).update(created_at=timezone.now() - ago)

    async def first_topics(query: bytes) -> list[str]:
        stream = Stream(token=token, query=query)
        await stream.open()
        _event, stats = await stream.next_data()
        await stream.close()
        assert "unread" in stats, "the stats come all the same"
        return stats["topics"]

    async def scenario():
        await changed(user, (COMPANY,), ago=timedelta(minutes=5))
        await changed(other, (WALLET,), ago=timedelta(seconds=1))
        assert await first_topics(b"since_ms=60000") == [], "older than the page, or someone else's"
        assert await first_topics(b"since_ms=400000") == ["company"]
        await changed(user, (WALLET, RENTALS), ago=timedelta(seconds=2))
        assert await first_topics(b"since_ms=0") == ["wallet", "rentals"], "within the slack"
        every = ["notifications", "wallet", "rentals", "orders", "company"]
        unknowns = (b"", b"since_ms=abc", b"since_ms=-5", b"since_ms=600001", b"since_ms=1e3", b"since_ms=%C2%B2")
        for unknown in (*unknowns, b"since_ms=" + b"9" * 5000):
            assert await first_topics(unknown) == every, unknown

    run(scenario)


def test_coalesced_events_send_the_newest_stats_with_every_topic():
    subscriber = Subscriber(user_id=1, language="en", last_id=10)
    subscriber.offer(11, {"unread": 1}, frozenset({"notifications"}))
    subscriber.offer(12, {"unread": 2}, frozenset({"company"}))
    subscriber.offer(9, {"unread": 0}, frozenset({"wallet"}))  # already sent: ignored
    assert subscriber.take() == (12, {"unread": 2, "topics": ["notifications", "company"]})
    assert subscriber.take() is None
    subscriber.offer(13, {"unread": 3}, frozenset({"wallet"}))
    assert subscriber.take() == (13, {"unread": 3, "topics": ["wallet"]})


def test_unknown_topics_are_refused():
    with pytest.raises(ValueError):
        stats_changed(user_ids=[1], topics=("weather",))
