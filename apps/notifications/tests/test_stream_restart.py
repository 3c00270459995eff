"""A daphne process restarted under 100 open streams: each client reconnects with its last
event id, gets the current stats once (with what happened while the server was down), and
sees every later notification announced exactly once, none lost and none repeated."""

import asyncio
import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from django.db import connection

from apps.accounts.choices import UserType
from apps.accounts.services import ClientInfo, session_open
from apps.accounts.tests.factories import UserFactory
from apps.common.testing import free_port, live_server
from apps.common.testing.loopback_client import sse_events
from apps.notifications.kinds import ANNOUNCEMENT
from apps.notifications.services import notify
from apps.notifications.stream import STATS_PATH

STREAMS = 100
WAIT = 60.0
RECONNECT_POLL = 0.2


@dataclass
class Client:
    """One person's tab: every event it got, split into the first event of each connection
    (the stats as they are) and the rest (each announcing the newest notification)."""

    user_id: int
    token: str
    last_event_id: str = ""
    connections: int = 0
    event_ids: list[int] = field(default_factory=list)
    snapshots: list[dict] = field(default_factory=list)
    announced: list[int] = field(default_factory=list)

    async def follow(self, port: int) -> None:
        """Holds the stream, reconnecting with `Last-Event-ID` whenever it ends or cannot open."""
        while True:
            headers = {"Authorization": f"Bearer {self.token}", "Accept-Language": "en"}
            if self.last_event_id:
                headers["Last-Event-ID"] = self.last_event_id
            first = True
            with contextlib.suppress(ConnectionError, OSError, TimeoutError):
                async for event in sse_events(port, STATS_PATH, headers=headers):
                    if first:
                        self.connections += 1
                        self.snapshots.append(event.data)
                        first = False
                    else:
                        self.announced.append(event.data["recent"][0]["id"])
                    self.event_ids.append(int(event.id))
                    self.last_event_id = event.id
            await asyncio.sleep(RECONNECT_POLL)


async def until(check: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + WAIT
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting until {what}")
        await asyncio.sleep(0.05)


def announce(users: list, title: str) -> dict[int, int]:
    """One notification to each person (one stream event each); their ids by person."""
    try:
        created = notify(recipients=users, kind=ANNOUNCEMENT, title={"en": title})
    finally:
        connection.close()  # made in a worker thread of the event loop
    return {item.recipient_id: item.id for item in created}


async def restart_journey(users: list, clients: list[Client], env: dict[str, str | None]) -> list[dict[int, int]]:
    port = free_port()
    rounds: list[dict[int, int]] = []

    async def announced_to_all(title: str) -> None:
        made = await asyncio.to_thread(announce, users, title)
        rounds.append(made)
        await until(lambda: all(made[c.user_id] in c.announced for c in clients), f"every stream had {title}")

    server = live_server(env, port=port)
    await asyncio.to_thread(server.__enter__)
    followers = [asyncio.ensure_future(client.follow(port)) for client in clients]
    try:
        await until(lambda: all(c.connections == 1 for c in clients), "every stream opened")
        await announced_to_all("before 1")
        await announced_to_all("before 2")

        await asyncio.to_thread(server.__exit__, None, None, None)
        # While the server is down: the clients keep trying; this must reach them on reconnecting.
        rounds.append(await asyncio.to_thread(announce, users, "while down"))
        server = live_server(env, port=port)
        await asyncio.to_thread(server.__enter__)
        await until(lambda: all(c.connections == 2 for c in clients), "every stream reconnected")

        await announced_to_all("after 1")
        await announced_to_all("after 2")
    finally:
        for follower in followers:
            follower.cancel()
        await asyncio.gather(*followers, return_exceptions=True)
        await asyncio.to_thread(server.__exit__, None, None, None)
    return rounds


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("relay", [pytest.param("channel_layer", marks=pytest.mark.redis), "database"])
def test_streams_reconnect_after_a_restart_without_losing_or_repeating_a_notification(relay):
    users = UserFactory.create_batch(STREAMS)
    clients = [
        Client(
            user_id=user.id,
            token=session_open(
                user=user, client=ClientInfo(ip="127.0.0.1", user_agent="pytest"), user_type=UserType.USER
            ).token,
        )
        for user in users
    ]
    env: dict[str, str | None] = {"STREAM_RELAY": relay, "STREAM_POLL_SECONDS": "0.1"}
    if relay == "database":
        env["REDIS_URL"] = None  # the in-memory channel layer, which cannot cross processes
    before_1, before_2, while_down, after_1, after_2 = asyncio.run(restart_journey(users, clients, env))

    for client in clients:
        mine = client.user_id
        first, after_restart = client.snapshots
        assert first["unread"] == 0
        # The stats once on reconnecting, with the notification made while the server was down.
        assert after_restart["unread"] == 3
        assert [item["id"] for item in after_restart["recent"]] == [
            while_down[mine],
            before_2[mine],
            before_1[mine],
        ]
        # Every other notification announced exactly once, in order; nothing sent twice.
        assert client.announced == [before_1[mine], before_2[mine], after_1[mine], after_2[mine]]
        assert client.event_ids == sorted(set(client.event_ids))
        assert client.connections == 2
