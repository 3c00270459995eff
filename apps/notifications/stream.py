"""The live notification stats: `GET /api/iam/v1/notifications/stats` with
`Accept: text/event-stream` streams the caller's stats as server-sent events.

Only signed-in individuals (user type `user`) may open it. The first event carries
`retry: 1000` and the current stats (also on a reconnect with `Last-Event-ID`), with every
topic, or with `?since_ms=N` (how long ago the client's page loaded, at most
`SINCE_MS_LIMIT`) the topics of the person's changes since then, so a page that has just
read its data does not read it again (docs/decisions/0067); every event
has an `id:` (the newest stream event of the person); a comment line every
`STREAM_HEARTBEAT_SECONDS` keeps proxies from closing an idle stream. The stream ends when
its access token expires, so the client reconnects with a fresh one. A person holds at
most `STREAMS_PER_PERSON` streams (across every server process with Redis, `fleet.py`; else
per process): a new one evicts the oldest, which
gets a last `event: evicted` (its client waits until its tab is focused again) and ends.
A stream whose sign-in session ends gets a last `event: ended` within
`STREAM_SESSION_CHECK_SECONDS` (its client does not reconnect).

Opening is cheap, so that one process opens thousands at once: the access token's
signature is checked in the event loop, and the opens waiting together share one read of
their sessions and one of their first stats (per person and language).
"""

import asyncio
import json
import re
import time
import uuid
from collections.abc import Awaitable, Callable, Mapping
from datetime import timedelta
from typing import Any
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from django.conf import settings
from django.utils import timezone, translation
from rest_framework_simplejwt.exceptions import TokenError

from apps.accounts.choices import UserType
from apps.accounts.selectors import sessions_still_open
from apps.accounts.tokens import SessionAccessToken
from apps.common.envelope import envelope
from apps.common.errors import error_entry
from apps.common.exceptions import DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS, database_unavailable_log
from apps.common.security import asgi_security_headers

from .batching import Batcher
from .relay import Subscriber, hub, stats_payload
from .selectors import recent_topics, stream_positions
from .topics import STREAM_TOPICS

STATS_PATH = "/api/iam/v1/notifications/stats"
FIRST_RETRY_MS = 1000
# A page older than this re-reads every topic when its stream opens.
SINCE_MS_LIMIT = 10 * 60 * 1000
# Before the page loaded, as well: a change committed after the page's read may carry a time
# from before it (its transaction's start), and the client's clock says when it sent.
SINCE_SLACK = timedelta(seconds=10)

Scope = dict[str, Any]
Receive = Callable[[], Awaitable[Mapping[str, Any]]]
Send = Callable[[Mapping[str, Any]], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


def _header(scope: Scope, name: bytes) -> str:
    for key, value in scope.get("headers", []):
        if key.lower() == name:
            return value.decode("latin-1")
    return ""


def wants_stats_stream(scope: Scope) -> bool:
    return (
        scope["type"] == "http"
        and scope.get("method") == "GET"
        and scope.get("path") == STATS_PATH
        and "text/event-stream" in _header(scope, b"accept")
    )


def _language(scope: Scope) -> str:
    return "zh" if _header(scope, b"accept-language").strip().lower().startswith("zh") else "en"


def sse_event(*, event_id: int, data: dict[str, Any], retry: int | None = None) -> bytes:
    lines = [f"retry: {retry}"] if retry is not None else []
    lines += [f"id: {event_id}", "data: " + json.dumps(data, ensure_ascii=False, separators=(",", ":"))]
    return ("\n".join(lines) + "\n\n").encode()


async def _refuse(send: Send, code: str, language: str) -> None:
    status, message = error_entry(code)
    with translation.override("zh-hans" if language == "zh" else "en"):
        body = json.dumps(envelope(status=status, msg=str(message), error=code)).encode()
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        *asgi_security_headers(),
    ]
    if status == 401:
        headers.append((b"www-authenticate", b'Bearer realm="api"'))
    if status == 503:
        headers.append((b"retry-after", str(RETRY_AFTER_SECONDS).encode()))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


@database_sync_to_async
def _read_sessions(session_ids: frozenset[uuid.UUID]) -> dict[uuid.UUID, tuple[int, str] | None]:
    """Each session's person and user type; None for one that is not open."""
    found = sessions_still_open(session_ids=session_ids)
    return {session_id: found.get(session_id) for session_id in session_ids}


@database_sync_to_async
def _read_first_events(keys: frozenset[tuple[int, str]]) -> dict[tuple[int, str], tuple[int, dict[str, Any]]]:
    languages: dict[int, set[str]] = {}
    for user_id, language in keys:
        languages.setdefault(user_id, set()).add(language)
    positions = stream_positions(user_ids=languages)
    first: dict[tuple[int, str], tuple[int, dict[str, Any]]] = {}
    for user_id, wanted in languages.items():
        for language, stats in stats_payload(user_id, tuple(sorted(wanted))).items():
            # Whatever happened while the client was away: every page re-reads its data.
            first[user_id, language] = (positions[user_id], {**stats, "topics": list(STREAM_TOPICS)})
    return first


_sessions = Batcher(_read_sessions)
_first_events = Batcher(_read_first_events)


async def _authenticate(authorization: str) -> tuple[str | None, int, uuid.UUID | None, int]:
    """(refusal code or None, user id, session id, token expiry)."""
    scheme, _sep, raw = authorization.partition(" ")
    if scheme != "Bearer" or not raw.strip():
        return "not_authenticated", 0, None, 0
    try:
        token = SessionAccessToken(raw.strip())  # type: ignore[arg-type]
        session_id = uuid.UUID(str(token.get("sid")))
    except (TokenError, ValueError):
        return "token_invalid", 0, None, 0
    found = await _sessions.get(session_id)
    if found is None:
        return "token_invalid", 0, None, 0
    user_id, user_type = found
    if user_type != UserType.USER:
        return "permission_denied", 0, None, 0
    return None, user_id, session_id, int(token["exp"])


def _since_ms(scope: Scope) -> int | None:
    """`?since_ms=`, when it is a whole number of milliseconds within `SINCE_MS_LIMIT`."""
    raw = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("since_ms", [""])[0]
    # ASCII digits only, and few: `str.isdigit` takes "²", which `int` refuses, as it does a
    # number of thousands of digits.
    if not re.fullmatch(r"[0-9]{1,7}", raw):
        return None
    return int(raw) if int(raw) <= SINCE_MS_LIMIT else None


_recent_topics = database_sync_to_async(recent_topics)


async def _first_event(user_id: int, language: str, since_ms: int | None) -> tuple[int, dict[str, Any]]:
    """The stream's first event: asked after subscribing, so nothing published since is lost."""
    position, stats = await _first_events.get((user_id, language))
    if since_ms is None:
        return position, stats
    since = timezone.now() - timedelta(milliseconds=since_ms) - SINCE_SLACK
    return position, {**stats, "topics": await _recent_topics(user_id=user_id, since=since)}


async def stats_stream(scope: Scope, receive: Receive, send: Send) -> None:
    """Opens the stream; a database it cannot reach while opening answers 503
    `service_unavailable` (the client retries), not an error page."""
    language = _language(scope)
    try:
        refusal, user_id, session_id, expires = await _authenticate(_header(scope, b"authorization"))
        subscriber = (
            None
            if refusal or session_id is None
            else await hub.subscribe(user_id=user_id, language=language, session_id=session_id)
        )
    except DATABASE_UNAVAILABLE as exc:
        database_unavailable_log(exc)
        refusal, subscriber = "service_unavailable", None
    if subscriber is None:
        await _refuse(send, refusal or "service_unavailable", language)
        return
    try:
        try:
            position, stats = await _first_event(user_id, language, _since_ms(scope))
        except DATABASE_UNAVAILABLE as exc:
            database_unavailable_log(exc)
            await _refuse(send, "service_unavailable", language)
            return
        subscriber.last_id = position
        await send(
            {
                "type": "http.response.start",
                "status": 200,
                "headers": [
                    (b"content-type", b"text/event-stream; charset=utf-8"),
                    (b"cache-control", b"no-cache"),
                    (b"x-accel-buffering", b"no"),
                    *asgi_security_headers(),
                ],
            }
        )
        await _send(send, sse_event(event_id=position, data=stats, retry=FIRST_RETRY_MS))
        await _pump(subscriber, receive, send, expires_at=expires)
    finally:
        await hub.unsubscribe(subscriber)


async def _send(send: Send, chunk: bytes) -> None:
    await send({"type": "http.response.body", "body": chunk, "more_body": True})


async def _pump(subscriber: Subscriber, receive: Receive, send: Send, *, expires_at: int) -> None:
    """Sends new stats as they come and heartbeats in between, until the client goes away
    or the access token expires."""
    gone = asyncio.ensure_future(_disconnected(receive))
    try:
        while not gone.done():
            remaining = expires_at - time.time()
            if remaining <= 0:
                break
            woken = asyncio.ensure_future(subscriber.wake.wait())
            done, _pending = await asyncio.wait(
                {gone, woken},
                timeout=min(settings.STREAM_HEARTBEAT_SECONDS, remaining),
                return_when=asyncio.FIRST_COMPLETED,
            )
            woken.cancel()
            if gone in done:
                break
            if subscriber.final:
                await _send(send, subscriber.final)
                break
            update = subscriber.take()
            if update is not None:
                await _send(send, sse_event(event_id=update[0], data=update[1]))
            elif not done and time.time() < expires_at:
                await _send(send, b": keep-alive\n\n")
        if not gone.done():
            await send({"type": "http.response.body", "body": b"", "more_body": False})
    finally:
        gone.cancel()


async def _disconnected(receive: Receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass


def with_stats_stream(django_app: ASGIApp) -> ASGIApp:
    """Routes stream requests to `stats_stream` and everything else to Django."""

    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        if wants_stats_stream(scope):
            await stats_stream(scope, receive, send)
        else:
            await django_app(scope, receive, send)

    return app
