"""An asyncio HTTP/1.1 client for tests and benches that hold many connections to a loopback
server at once (hundreds of event streams, hundreds of simulated boxes), which threads of
`requests` cannot do cheaply: keep-alive JSON calls and server-sent event streams.

It speaks only what daphne answers: `Content-Length` or chunked bodies, and `text/event-stream`
events (`id`, `event`, `data` lines; comments skipped). Every read is bounded by `timeout`.
"""

import asyncio
import codecs
import json
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass
from typing import Any

READ_TIMEOUT = 30.0


@dataclass(frozen=True)
class Answer:
    status: int
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


@dataclass(frozen=True)
class SseEvent:
    id: str
    event: str
    data: Any


def _request_head(method: str, path: str, headers: Mapping[str, str], length: int | None) -> bytes:
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1"]
    lines += [f"{name}: {value}" for name, value in headers.items()]
    if length is not None:
        lines.append(f"Content-Length: {length}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


async def _read_head(reader: asyncio.StreamReader) -> tuple[int, dict[str, str]]:
    status_line = await reader.readline()
    if not status_line:
        raise ConnectionResetError("the server closed the connection")
    status = int(status_line.split()[1])
    headers: dict[str, str] = {}
    while (line := await reader.readline()) not in (b"\r\n", b"\n", b""):
        name, _sep, value = line.decode("latin-1").partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers


async def _chunk_size(reader: asyncio.StreamReader) -> int:
    line = await reader.readline()
    if not line:
        raise ConnectionResetError("the server closed the connection inside a chunked body")
    return int(line.split(b";")[0], 16)


async def _body_pieces(reader: asyncio.StreamReader, headers: Mapping[str, str]) -> AsyncIterator[bytes]:
    if headers.get("transfer-encoding", "").lower() == "chunked":
        while size := await _chunk_size(reader):
            yield await reader.readexactly(size)
            await reader.readexactly(2)
        await reader.readline()
    elif "content-length" in headers:
        yield await reader.readexactly(int(headers["content-length"]))
    else:  # delimited by the connection's end
        while piece := await reader.read(65536):
            yield piece


class Connection:
    """One keep-alive connection to `127.0.0.1:port`, opened on first use and again after the
    server closed it. Calls on one connection go one at a time."""

    def __init__(self, port: int, *, timeout: float = READ_TIMEOUT) -> None:
        self.port = port
        self.timeout = timeout
        self._streams: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None

    async def request(
        self, method: str, path: str, *, headers: Mapping[str, str] | None = None, json_body: Any = None
    ) -> Answer:
        body = b"" if json_body is None else json.dumps(json_body).encode()
        head = {**(headers or {}), **({"Content-Type": "application/json"} if json_body is not None else {})}
        return await asyncio.wait_for(self._exchange(method, path, head, body), self.timeout)

    async def _exchange(self, method: str, path: str, headers: Mapping[str, str], body: bytes) -> Answer:
        reused = self._streams is not None
        try:
            return await self._once(method, path, headers, body)
        except (ConnectionError, asyncio.IncompleteReadError):
            self.close()
            if not reused:
                raise
            return await self._once(method, path, headers, body)  # the server dropped an idle connection

    async def _once(self, method: str, path: str, headers: Mapping[str, str], body: bytes) -> Answer:
        if self._streams is None:
            self._streams = await asyncio.open_connection("127.0.0.1", self.port)
        reader, writer = self._streams
        writer.write(_request_head(method, path, headers, len(body) if body or method != "GET" else None) + body)
        await writer.drain()
        status, answer_headers = await _read_head(reader)
        content = b"".join([piece async for piece in _body_pieces(reader, answer_headers)])
        if answer_headers.get("connection", "").lower() == "close":
            self.close()
        return Answer(status, content)

    def close(self) -> None:
        if self._streams is not None:
            self._streams[1].close()
            self._streams = None


async def sse_events(
    port: int, path: str, *, headers: Mapping[str, str], timeout: float = READ_TIMEOUT
) -> AsyncIterator[SseEvent]:
    """The events of one `GET path` stream until the server ends it; raises `ConnectionError`
    when it cannot connect or the answer is not a stream, `TimeoutError` when nothing (not
    even a comment) arrives for `timeout` seconds."""
    reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), timeout)
    try:
        writer.write(_request_head("GET", path, {"Accept": "text/event-stream", **headers}, None))
        await writer.drain()
        status, answer_headers = await asyncio.wait_for(_read_head(reader), timeout)
        if status != 200 or not answer_headers.get("content-type", "").startswith("text/event-stream"):
            raise ConnectionError(f"not a stream: {status}")
        buffer = ""
        decoder = codecs.getincrementaldecoder("utf-8")()  # a piece may end inside a character
        pieces = _body_pieces(reader, answer_headers)
        while True:
            try:
                piece = await asyncio.wait_for(anext(pieces), timeout)
            except (StopAsyncIteration, asyncio.IncompleteReadError):
                return
            buffer += decoder.decode(piece)
            *blocks, buffer = buffer.replace("\r\n", "\n").split("\n\n")
            for block in blocks:
                if event := _parse(block):
                    yield event
    finally:
        writer.close()


def _parse(block: str) -> SseEvent | None:
    fields: dict[str, list[str]] = {}
    for line in block.split("\n"):
        if line and not line.startswith(":"):
            name, _sep, value = line.partition(":")
            fields.setdefault(name, []).append(value.removeprefix(" "))
    if "data" not in fields:
        return None
    return SseEvent(
        id=fields.get("id", [""])[-1],
        event=fields.get("event", ["message"])[-1],
        data=json.loads("\n".join(fields["data"])),
    )
