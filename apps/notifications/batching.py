"""Coalesced look-ups for the event loop: many streams opening at once share one read."""

import asyncio
from collections.abc import Awaitable, Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Batcher(Generic[K, V]):
    """`await batcher.get(key)` joins the batch that has not started reading yet (or starts
    one); a batch reads all its keys with one call of `load(keys)`, which answers every key,
    and asks arriving while it reads join the next batch, so an answer is never older than
    its ask. A failed read fails every ask of its batch."""

    def __init__(self, load: Callable[[frozenset[K]], Awaitable[dict[K, V]]]) -> None:
        self._load = load
        self._loop: asyncio.AbstractEventLoop | None = None
        self._waiting: dict[K, asyncio.Future[V]] | None = None
        self._reading: set[asyncio.Task[None]] = set()

    async def get(self, key: K) -> V:
        loop = asyncio.get_running_loop()
        if self._loop is not loop:  # a new event loop (tests, restarts)
            self._loop, self._waiting = loop, None
        if self._waiting is None:
            self._waiting = {}
            task = asyncio.ensure_future(self._read(self._waiting))
            self._reading.add(task)
            task.add_done_callback(self._reading.discard)
        future = self._waiting.get(key)
        if future is None:
            future = self._waiting[key] = loop.create_future()
        # One ask going away (its client left) must not cancel the read the others wait on.
        return await asyncio.shield(future)

    async def _read(self, batch: dict[K, asyncio.Future[V]]) -> None:
        await asyncio.sleep(0)  # every ask made in this turn of the loop joins
        self._waiting = None
        try:
            found = await self._load(frozenset(batch))
        except asyncio.CancelledError:
            for future in batch.values():
                future.cancel()
            raise
        except Exception as exc:
            for future in batch.values():
                future.set_exception(exc)
            return
        for key, future in batch.items():
            future.set_result(found[key])
