"""The tests' and benches' loopback client reads a stream whose pieces split a character."""

import asyncio
import json

from apps.common.testing.loopback_client import sse_events


def test_a_stream_piece_that_ends_inside_a_character_still_reads():
    event = f"id: 7\ndata: {json.dumps({'title': '消息'}, ensure_ascii=False)}\n\n".encode()
    cut = event.index("消".encode()) + 1  # inside the character's three bytes

    async def serve(_reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        # No Content-Length and no chunks: the body ends with the connection, read in pieces.
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\n" + event[:cut])
        await writer.drain()
        await asyncio.sleep(0.05)
        writer.write(event[cut:])
        await writer.drain()
        writer.close()

    async def read() -> list:
        server = await asyncio.start_server(serve, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        async with server:
            return [item async for item in sse_events(port, "/stream", headers={}, timeout=5)]

    [got] = asyncio.run(read())
    assert (got.id, got.data) == ("7", {"title": "消息"})
