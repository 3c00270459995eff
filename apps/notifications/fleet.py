"""How many live streams one person holds across every server process, when Redis carries
the streams (`STREAM_RELAY = "channel_layer"`): one sorted set per person, each open stream a
member scored by when it opened. A stream past `STREAMS_PER_PERSON` evicts the person's
oldest ones wherever they are held (their processes hear it through the person's group).
Entries of a process that died go once they are older than an access token, which no
stream outlives. Redis away, each process still keeps its own limit."""

import asyncio
import logging
import time

from django.conf import settings
from redis.asyncio import Redis
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)

_clients: dict[asyncio.AbstractEventLoop, Redis] = {}


def _client() -> Redis:
    """One client per event loop (a client's connections belong to the loop they opened on)."""
    loop = asyncio.get_running_loop()
    client = _clients.get(loop)
    if client is None:
        for stale in [each for each in _clients if each.is_closed()]:
            _clients.pop(stale)
        client = _clients[loop] = Redis.from_url(settings.REDIS_URL)
    return client


def _key(user_id: int) -> str:
    return f"notification-streams:{user_id}"


def _lifetime() -> int:
    return int(settings.ACCESS_TOKEN_LIFETIME.total_seconds()) + 60


async def streams_hold(*, user_id: int, stream: str) -> list[str]:
    """Records a new stream of the person; answers their oldest streams past
    `STREAMS_PER_PERSON` (taken off the record: whoever holds them ends them). Without
    Redis (an in-memory channel layer) nothing is recorded."""
    if not settings.REDIS_URL:
        return []
    key, now = _key(user_id), time.time()
    try:
        async with _client().pipeline(transaction=True) as pipe:
            pipe.zremrangebyscore(key, 0, now - _lifetime())
            pipe.zadd(key, {stream: now})
            pipe.zrange(key, 0, -1)
            pipe.expire(key, _lifetime())
            _removed, _added, members, _expiry = await pipe.execute()
        excess = [member.decode() for member in members[: max(0, len(members) - settings.STREAMS_PER_PERSON)]]
        if excess:
            await _client().zrem(key, *excess)
        return excess
    except (RedisError, OSError):
        logger.exception("stream limit: recording a stream failed; this process's own limit holds")
        return []


async def streams_release(*, user_id: int, stream: str) -> None:
    if not settings.REDIS_URL:
        return
    try:
        await _client().zrem(_key(user_id), stream)
    except (RedisError, OSError):
        logger.exception("stream limit: forgetting a stream failed; it lapses with its token")
