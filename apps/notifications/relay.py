"""Carries "this person's stats changed" from whichever process made the change (a request,
the Celery worker, beat) to the server processes holding that person's streams.

Each change is a `StreamEvent` row; its id is the event id the streams send. How the rows
reach the streams depends on the channel layer:

- `STREAM_RELAY = "channel_layer"` (Redis): the publisher sends the event to the person's
  group; every server process holding one of their streams is in that group with one
  channel of its own, and fans the event out to its local streams.
- `STREAM_RELAY = "database"` (the embedded default, whose in-memory channel layer does not
  cross processes): one task per server process follows the table and fans out locally.

Either way a process computes the new stats once per person and change, not once per
stream, and each stream keeps only the newest stats it has not sent yet.

Every `STREAM_SESSION_CHECK_SECONDS` one query per process reads which of its streams'
sign-in sessions are still open; the streams of the others (signed out, password changed,
revoked, person deactivated) end with `event: ended`.
"""

import asyncio
import itertools
import logging
import uuid
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from channels.layers import BaseChannelLayer, get_channel_layer
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from apps.accounts.models import User
from apps.accounts.selectors import sessions_still_open

from .fleet import streams_hold, streams_release
from .models import StreamEvent
from .selectors import notification_stats_by_language
from .topics import topics_list, topics_split

logger = logging.getLogger(__name__)

# Re-read this many ids behind the newest seen: ids taken by transactions that committed
# late (PostgreSQL sequences are not commit-ordered) are still picked up.
LOOKBACK = 100
BATCH = 1000
# A stream's last event before it ends: another stream of the person took its place (its
# client waits until its tab is focused again), or its sign-in session ended.
EVICTED = b'event: evicted\ndata: {"reason":"stream_limit"}\n\n'
ENDED = b'event: ended\ndata: {"reason":"session_ended"}\n\n'


def group_name(user_id: int) -> str:
    return f"notification-stats.{user_id}"


def _channel_layer() -> BaseChannelLayer:
    layer = get_channel_layer()
    if layer is None:
        raise ImproperlyConfigured('STREAM_RELAY is "channel_layer" but CHANNEL_LAYERS has no default layer.')
    return layer


def relay_publish(*, events: Iterable[tuple[int, int, str]]) -> None:
    """Sends (event id, user id, topics) to the people's groups when the channel layer
    crosses processes; with the database relay the rows themselves are the message."""
    if settings.STREAM_RELAY != "channel_layer":
        return
    layer = _channel_layer()

    async def send_all() -> None:
        for event_id, user_id, topics in events:
            await layer.group_send(
                group_name(user_id), {"type": "stats.changed", "id": event_id, "user_id": user_id, "topics": topics}
            )

    async_to_sync(send_all)()


_opened = itertools.count()


@dataclass(eq=False)
class Subscriber:
    """One open stream: the newest stats waiting to be sent with the union of the topics of
    the events they stand for, and the id last sent."""

    user_id: int
    language: str
    session_id: uuid.UUID | None = None
    # The stream's name in the fleet-wide record of each person's streams (`fleet.py`).
    key: str = field(default_factory=lambda: uuid.uuid4().hex)
    last_id: int = 0
    final: bytes = b""
    opened: int = field(default_factory=lambda: next(_opened))
    pending: tuple[int, dict[str, Any]] | None = None
    pending_topics: frozenset[str] = frozenset()
    wake: asyncio.Event = field(default_factory=asyncio.Event)

    def offer(self, event_id: int, stats: dict[str, Any], topics: frozenset[str]) -> None:
        if event_id <= self.last_id:
            return
        self.pending_topics |= topics
        if self.pending is None or event_id > self.pending[0]:
            self.pending = (event_id, stats)
        self.wake.set()

    def end(self, final: bytes) -> None:
        """Ends the stream after one last event."""
        self.final = final
        self.wake.set()

    def take(self) -> tuple[int, dict[str, Any]] | None:
        """The stats to send next (with their `topics`), if any; marks them sent."""
        self.wake.clear()
        pending, self.pending = self.pending, None
        topics, self.pending_topics = self.pending_topics, frozenset()
        if pending is None or pending[0] <= self.last_id:
            return None
        self.last_id = pending[0]
        return pending[0], {**pending[1], "topics": topics_list(topics)}


def stats_payload(user_id: int, languages: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """The person's stats as the stream sends them, in each of `languages`."""
    from .api.serializers import NotificationStatsSerializer

    by_language = notification_stats_by_language(user=User(id=user_id), languages=languages)
    return {language: NotificationStatsSerializer(stats).data for language, stats in by_language.items()}


_stats_for = database_sync_to_async(stats_payload)


@database_sync_to_async
def _open_session_ids(session_ids: list[uuid.UUID]) -> set[uuid.UUID]:
    still_open: set[uuid.UUID] = set()
    for start in range(0, len(session_ids), BATCH):
        still_open.update(sessions_still_open(session_ids=session_ids[start : start + BATCH]))
    return still_open


@database_sync_to_async
def _newest_event_id() -> int:
    return StreamEvent.objects.order_by("-id").values_list("id", flat=True).first() or 0


@database_sync_to_async
def _events_after(position: int) -> list[tuple[int, int, str]]:
    rows = StreamEvent.objects.filter(id__gt=position).order_by("id").values_list("id", "user_id", "topics")
    return list(rows[:BATCH])


class StreamHub:
    """The streams this server process holds, by person, and the one task that feeds them."""

    def __init__(self) -> None:
        self._reset()

    def _reset(self) -> None:
        self.loop: asyncio.AbstractEventLoop | None = None
        self.lock = asyncio.Lock()
        self.subscribers: dict[int, set[Subscriber]] = {}
        self.follower: asyncio.Task[None] | None = None
        self.starting: asyncio.Future[int] | None = None
        self.session_watch: asyncio.Task[None] | None = None
        self.channel_name: str | None = None

    @property
    def stream_count(self) -> int:
        return sum(len(subscribers) for subscribers in self.subscribers.values())

    async def subscribe(self, *, user_id: int, language: str, session_id: uuid.UUID) -> Subscriber:
        """A new stream for the person. One past `STREAMS_PER_PERSON` in this process
        evicts the person's oldest stream (ended with `EVICTED`); with Redis, one past it
        across every process evicts the oldest wherever it is held."""
        if self.loop is not asyncio.get_running_loop():  # a new event loop (tests, restarts)
            self._reset()
            self.loop = asyncio.get_running_loop()
        subscriber = Subscriber(user_id=user_id, language=language, session_id=session_id)
        by_database = settings.STREAM_RELAY != "channel_layer"
        start = await self._newest_event_id_to_follow() if by_database else 0
        async with self.lock:
            if self.session_watch is None:
                self.session_watch = asyncio.ensure_future(self._watch_sessions())
            if by_database and (self.follower is None or self.follower.done()):
                self.follower = asyncio.ensure_future(self._follow_database(start))
            held = self.subscribers.get(user_id, set())
            while len(held) >= settings.STREAMS_PER_PERSON:
                oldest = min(held, key=lambda each: each.opened)
                held.discard(oldest)
                oldest.end(EVICTED)
            first_of_person = user_id not in self.subscribers
            self.subscribers.setdefault(user_id, set()).add(subscriber)
            if settings.STREAM_RELAY == "channel_layer":
                layer = _channel_layer()
                if self.channel_name is None:
                    # One channel per process while it holds streams; it joins the group
                    # of each person with a stream here.
                    self.channel_name = await layer.new_channel("notification-stats")
                    self.follower = asyncio.ensure_future(self._follow_channel_layer(self.channel_name))
                if first_of_person:
                    await layer.group_add(group_name(user_id), self.channel_name)
        if settings.STREAM_RELAY == "channel_layer":
            for stream in await streams_hold(user_id=user_id, stream=subscriber.key):
                await _channel_layer().group_send(
                    group_name(user_id), {"type": "stream.evict", "user_id": user_id, "evict": stream}
                )
        return subscriber

    def _evict(self, *, user_id: int, stream: str) -> None:
        """Ends the person's stream `stream` if this process holds it."""
        for subscriber in list(self.subscribers.get(user_id, ())):
            if subscriber.key == stream and not subscriber.final:
                subscriber.end(EVICTED)

    async def _newest_event_id_to_follow(self) -> int:
        """Where a database follower that is not running yet starts: the newest event now,
        before the stream reads its first stats, so anything published later reaches it;
        read before subscribing, so that a database it cannot reach leaves no subscriber
        behind. Streams opening together share the read, and so go on together."""
        if self.follower is not None and not self.follower.done():
            return 0
        if self.starting is None or self.starting.done():
            self.starting = asyncio.ensure_future(_newest_event_id())
        return await asyncio.shield(self.starting)

    async def unsubscribe(self, subscriber: Subscriber) -> None:
        if settings.STREAM_RELAY == "channel_layer":
            await streams_release(user_id=subscriber.user_id, stream=subscriber.key)
        async with self.lock:
            subscribers = self.subscribers.get(subscriber.user_id, set())
            subscribers.discard(subscriber)
            if subscribers:
                return
            self.subscribers.pop(subscriber.user_id, None)
            if settings.STREAM_RELAY == "channel_layer":
                layer = get_channel_layer()
                if layer is not None and self.channel_name:
                    await layer.group_discard(group_name(subscriber.user_id), self.channel_name)
                if not self.subscribers:
                    self.channel_name = None  # the next stream opens a new channel
            if not self.subscribers:
                # Nobody to feed: stop receiving (or polling) until the next stream, while
                # this loop still runs, rather than leave it to the loop's shutdown.
                for task in (self.follower, self.session_watch):
                    if task is not None:
                        task.cancel()
                self.follower = self.session_watch = None

    async def dispatch(self, changes: dict[int, tuple[int, frozenset[str]]]) -> None:
        """Computes each changed person's stats once and offers them to their streams, with
        the topics of the person's events: `changes` maps a person to their newest event id
        and the union of its events' topics."""
        for user_id, (event_id, topics) in changes.items():
            subscribers = self.subscribers.get(user_id)
            if not subscribers:
                continue
            languages = tuple(sorted({subscriber.language for subscriber in subscribers}))
            stats = await _stats_for(user_id, languages)
            for subscriber in list(subscribers):
                subscriber.offer(event_id, stats[subscriber.language], topics)

    async def _watch_sessions(self) -> None:
        while True:
            await asyncio.sleep(settings.STREAM_SESSION_CHECK_SECONDS)
            held = [subscriber for subscribers in self.subscribers.values() for subscriber in subscribers]
            try:
                still_open = await _open_session_ids(list({each.session_id for each in held if each.session_id}))
            except Exception:  # the database away: the streams carry on until it is back
                logger.exception("stream relay: checking the streams' sessions failed")
                continue
            for subscriber in held:
                if subscriber.session_id not in still_open and not subscriber.final:
                    subscriber.end(ENDED)

    async def _follow_channel_layer(self, channel_name: str) -> None:
        layer = _channel_layer()
        while True:
            try:
                message = await layer.receive(channel_name)
                if "evict" in message:
                    self._evict(user_id=int(message["user_id"]), stream=str(message["evict"]))
                    continue
                topics = topics_split(message.get("topics", ""))
                await self.dispatch({int(message["user_id"]): (int(message["id"]), topics)})
            except asyncio.CancelledError:
                raise
            except Exception:  # a lost connection or a failed read must not end every stream here
                logger.exception("stream relay: receiving or dispatching an event failed")
                await asyncio.sleep(1)

    async def _follow_database(self, start: int) -> None:
        position = start
        seen: deque[int] = deque(maxlen=BATCH + LOOKBACK)
        while True:
            try:
                after = await _events_after(position - LOOKBACK)
                rows = [row for row in after if row[0] > start and row[0] not in seen]
            except Exception:
                logger.exception("stream relay: reading events failed")
                rows = []
            if rows:
                seen.extend(event_id for event_id, _user, _topics in rows)
                position = max(position, rows[-1][0])
                changes: dict[int, tuple[int, frozenset[str]]] = {}
                for event_id, user_id, topics in rows:
                    newest, known = changes.get(user_id, (0, frozenset()))
                    changes[user_id] = (max(event_id, newest), known | topics_split(topics))
                try:
                    await self.dispatch(changes)
                except Exception:  # the database gone: the next change after it sends current stats
                    logger.exception("stream relay: dispatching events failed")
            if len(rows) < BATCH:
                await asyncio.sleep(settings.STREAM_POLL_SECONDS)


hub = StreamHub()
