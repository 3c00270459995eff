"""A loopback TCP proxy a test turns off and on, to make a server unreachable (the database
outage test) without stopping the server itself."""

import contextlib
import socket
import threading
from types import TracebackType

from .servers import free_port

CONNECT_TIMEOUT = 5
CHUNK = 65536


class TcpProxy:
    """Forwards `127.0.0.1:<port>` to `target`. `off()` closes the listener and every
    connection through it (clients see them reset, new ones refused); `on()` listens again on
    the same port. Its threads end with the connections; use it as a context manager."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self.port = free_port()
        self._listener: socket.socket | None = None
        self._sockets: set[socket.socket] = set()
        self._lock = threading.Lock()

    def __enter__(self) -> "TcpProxy":
        self.on()
        return self

    def __exit__(self, *_exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        self.off()

    def on(self) -> None:
        if self._listener is not None:
            return
        self._listener = socket.create_server(("127.0.0.1", self.port))
        threading.Thread(target=self._accept, args=(self._listener,), daemon=True).start()

    def off(self) -> None:
        listener, self._listener = self._listener, None
        if listener is not None:
            _close(listener)
        with self._lock:
            open_sockets, self._sockets = self._sockets, set()
        for each in open_sockets:
            _close(each)

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _address = listener.accept()
            except OSError:
                return  # the listener was closed
            try:
                upstream = socket.create_connection(self.target, timeout=CONNECT_TIMEOUT)
            except OSError:
                _close(client)
                continue
            upstream.settimeout(None)
            with self._lock:
                if self._listener is not listener:  # turned off meanwhile
                    _close(client)
                    _close(upstream)
                    return
                self._sockets |= {client, upstream}
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            with contextlib.suppress(OSError):
                while data := source.recv(CHUNK):
                    sink.sendall(data)
        finally:
            with self._lock:
                self._sockets -= {source, sink}
            _close(source)
            _close(sink)


def _close(each: socket.socket) -> None:
    """Closes at once: a shutdown first wakes a thread blocked on it (`accept`, `recv`)."""
    with contextlib.suppress(OSError):
        each.shutdown(socket.SHUT_RDWR)
    each.close()
