"""Two real server processes (daphne, on loopback): a change made through one reaches a
stream held by the other, over Redis (CI) and over the embedded database relay."""

import json
import queue
import threading

import pytest
import requests

from apps.accounts.choices import UserType
from apps.accounts.services import ClientInfo, session_open
from apps.accounts.tests.factories import UserFactory
from apps.common.testing import live_server
from apps.notifications.kinds import ANNOUNCEMENT
from apps.notifications.services import notify

STATS = "/api/iam/v1/notifications/stats"
DELIVERY_TIMEOUT = 10


def server(relay: str, **extra: str):
    # Without Redis, the in-memory channel layer, which cannot cross processes.
    return live_server(
        {
            "STREAM_RELAY": relay,
            "STREAM_POLL_SECONDS": "0.1",
            **({"REDIS_URL": None} if relay == "database" else {}),
            **extra,
        }
    )


def follow(base: str, token: str, into: "queue.Queue[dict]", stop: threading.Event) -> None:
    headers = {"Accept": "text/event-stream", "Authorization": f"Bearer {token}"}
    try:
        with requests.get(base + STATS, headers=headers, stream=True, timeout=(5, 30)) as response:
            assert response.headers["Content-Type"].startswith("text/event-stream")
            for line in response.iter_lines():
                if line.startswith(b"data: "):
                    into.put(json.loads(line.removeprefix(b"data: ")))
    except requests.RequestException:
        if not stop.is_set():  # ended by the test stopping the server: expected
            raise


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("relay", [pytest.param("channel_layer", marks=pytest.mark.redis), "database"])
def test_a_change_through_one_process_reaches_a_stream_held_by_another(relay):
    user = UserFactory.create()
    token = session_open(
        user=user, client=ClientInfo(ip="127.0.0.1", user_agent="pytest"), user_type=UserType.USER, sme_id="user"
    ).token
    first, second = notify(recipients=[user, user], kind=ANNOUNCEMENT, title={"en": "a"}, body={"en": "b"})
    events: queue.Queue[dict] = queue.Queue()
    stop = threading.Event()
    with server(relay) as holder, server(relay) as writer:
        reader = threading.Thread(target=follow, args=(holder, token, events, stop), daemon=True)
        reader.start()
        assert events.get(timeout=DELIVERY_TIMEOUT)["unread"] == 2
        response = requests.put(
            f"{writer}/api/iam/v1/notifications/{first.id}/read",
            headers={"Authorization": f"Bearer {token}"},
            timeout=10,
        )
        assert response.status_code == 200
        assert events.get(timeout=DELIVERY_TIMEOUT)["unread"] == 1
        # A change from outside any server process (a Celery worker, a command) arrives too.
        notify(recipients=[user], kind=ANNOUNCEMENT, title={"en": "from a worker"})
        latest = events.get(timeout=DELIVERY_TIMEOUT)
        assert latest["unread"] == 2 and latest["recent"][0]["title"] == "from a worker"
        stop.set()
    assert second.id


def lines_of(base: str, token: str, into: "queue.Queue[bytes]") -> None:
    """Every line a stream sends, until it ends."""
    headers = {"Accept": "text/event-stream", "Authorization": f"Bearer {token}"}
    try:
        with requests.get(base + STATS, headers=headers, stream=True, timeout=(5, 30)) as response:
            for line in response.iter_lines():
                into.put(line)
    except requests.RequestException:
        pass
    into.put(b"<closed>")


def first_data(lines: "queue.Queue[bytes]") -> None:
    while not lines.get(timeout=DELIVERY_TIMEOUT).startswith(b"data: "):
        pass


@pytest.mark.redis
@pytest.mark.django_db(transaction=True)
def test_the_stream_limit_holds_across_processes():
    """Two streams per person: a third, opened through another process, evicts the oldest."""
    user = UserFactory.create()
    token = session_open(
        user=user, client=ClientInfo(ip="127.0.0.1", user_agent="pytest"), user_type=UserType.USER, sme_id="user"
    ).token
    streams: list[queue.Queue[bytes]] = [queue.Queue() for _ in range(3)]
    with (
        server("channel_layer", STREAMS_PER_PERSON="2") as first,
        server("channel_layer", STREAMS_PER_PERSON="2") as second,
    ):
        for base, lines in zip((first, first, second), streams, strict=True):
            threading.Thread(target=lines_of, args=(base, token, lines), daemon=True).start()
            first_data(lines)
        seen = []
        while (line := streams[0].get(timeout=DELIVERY_TIMEOUT)) != b"<closed>":
            seen.append(line)
        assert b"event: evicted" in seen
        for lines in streams[1:]:
            assert b"event: evicted" not in list(lines.queue)
