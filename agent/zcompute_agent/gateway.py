"""The box's one gateway port: `/{app_id}/...` goes to that app's container (published on
127.0.0.1 only) when the request carries a key that opens the app now: `Authorization:
Bearer <key>` (API clients), or once `?key=<key>` on a page, which is exchanged for an HttpOnly
cookie scoped to `/{app_id}/` and a redirect to the same address without it (browsers). Keys
are checked with the server (`agent/access/verify`); an answer is kept at most
`CACHE_SECONDS`, so a revoked or ended rental's key stops working within that time of the
server's revoke. The app sees the rest of the path from its own root, its own cookies and
authorization, but not the gateway's key; WebSocket upgrades are tunnelled to it."""

import contextlib
import http.client
import logging
import re
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from http.cookies import SimpleCookie
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, urlencode, urlsplit

log = logging.getLogger(__name__)

CACHE_SECONDS = 5.0
CACHE_MAX = 4096
UPSTREAM_TIMEOUT = 300.0
MAX_BODY = 64 * 1024**2
COOKIE = "zc_key_{app_id}"
PATH = re.compile(r"^/(\d{1,18})(/.*)?$")
# Hop-by-hop headers (RFC 9110 7.6.1) and the ones the gateway answers for itself.
HOP = frozenset(
    {"connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade", "host"}
)


def _without_key_cookie(header: str, app_id: int) -> str:
    name = COOKIE.format(app_id=app_id)
    kept = [part.strip() for part in header.split(";") if part.strip() and part.split("=", 1)[0].strip() != name]
    return "; ".join(kept)


def _pump(source: socket.socket, sink: socket.socket) -> None:
    """Copies bytes from one socket to the other until one side closes, then closes both ways."""
    try:
        while data := source.recv(65536):
            sink.sendall(data)
    except OSError:
        pass
    finally:
        for end in (source, sink):
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)


class KeyCache:
    """`verify(app_id, key)` answers, each kept `ttl` seconds; a server that cannot be reached
    answers nothing (None) and nothing is kept."""

    def __init__(self, verify: Callable[[int, str], bool], ttl: float = CACHE_SECONDS) -> None:
        self.verify = verify
        self.ttl = min(ttl, CACHE_SECONDS)
        self.answers: dict[tuple[int, str], tuple[float, bool]] = {}
        self.lock = threading.Lock()

    def opens(self, app_id: int, key: str) -> bool | None:
        now = time.monotonic()
        with self.lock:
            kept = self.answers.get((app_id, key))
        if kept is not None and now - kept[0] < self.ttl:
            return kept[1]
        try:
            valid = self.verify(app_id, key)
        except Exception as exc:
            log.warning("gateway: could not check a key for app %s: %s", app_id, type(exc).__name__)
            return None
        with self.lock:
            if len(self.answers) >= CACHE_MAX:
                self.answers.clear()
            self.answers[(app_id, key)] = (now, valid)
        return valid

    def forget(self, app_id: int) -> None:
        with self.lock:
            for entry in [entry for entry in self.answers if entry[0] == app_id]:
                del self.answers[entry]


@dataclass(frozen=True)
class Upstream:
    """Where an app answers on this machine; `keep_prefix`: it serves under `/{app id}/`
    itself, so the gateway forwards the whole path."""

    host: str
    port: int
    keep_prefix: bool = False


class Gateway(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(
        self,
        address: tuple[str, int],
        *,
        keys: KeyCache,
        upstream: Callable[[int], Upstream | None],
        secure_cookies: bool = False,
    ) -> None:
        super().__init__(address, GatewayHandler)
        self.keys = keys
        self.upstream = upstream
        self.secure_cookies = secure_cookies

    def serve_in_background(self) -> threading.Thread:
        thread = threading.Thread(target=self.serve_forever, name="gateway", daemon=True)
        thread.start()
        return thread


class GatewayHandler(BaseHTTPRequestHandler):
    server: Gateway
    protocol_version = "HTTP/1.1"
    server_version = "zcompute-gateway"

    def log_message(self, format: str, *args: object) -> None:
        # The query may hold a key: only the method, the app and the status are logged.
        return

    def _plain(self, status: int, text: str, headers: dict[str, str] | None = None) -> None:
        body = (text + "\n").encode()
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _handle(self) -> None:
        target = urlsplit(self.path)
        match = PATH.match(target.path)
        if match is None:
            self._plain(404, "No app here: the address is /<app id>/...")
            return
        app_id, rest = int(match.group(1)), match.group(2)
        if rest is None:  # `/12` -> `/12/`, so the cookie's path and the app's relative links hold
            self._plain(
                308, "See the app's page.", {"Location": f"/{app_id}/" + (f"?{target.query}" if target.query else "")}
            )
            return
        query = parse_qsl(target.query, keep_blank_values=True)
        from_query = next((value for name, value in query if name == "key"), None)
        # A browser's cookie comes before a Bearer header, which is then the app's own.
        cookie, bearer = self._cookie(app_id), self._bearer()
        key = from_query or cookie or bearer
        if not key:
            self._plain(401, "A key is needed: Authorization: Bearer <key>, or ?key=<key> once in a browser.")
            return
        valid = self.server.keys.opens(app_id, key)
        if valid is None:
            self._plain(503, "The key could not be checked now; try again shortly.", {"Retry-After": "5"})
            return
        if not valid:
            self._plain(403, "This key does not open this app (now).")
            return
        if from_query is not None:
            self._exchange(app_id, rest, key, [(name, value) for name, value in query if name != "key"])
            return
        upstream = self.server.upstream(app_id)
        if upstream is None:
            self._plain(502, "The app is not running on this box.")
            return
        address = (upstream.host, upstream.port)
        headers = self._upstream_headers(app_id, address, key_in_header=not cookie)
        path = f"/{app_id}{rest}" if upstream.keep_prefix else rest
        target_path = path + (f"?{target.query}" if target.query else "")
        if self.headers.get("Upgrade", "").lower() == "websocket":
            self._tunnel(address, target_path, headers)
        else:
            self._forward(address, target_path, headers)

    def _bearer(self) -> str:
        value = self.headers.get("Authorization", "")
        return value[7:].strip() if value[:7].lower() == "bearer " else ""

    def _cookie(self, app_id: int) -> str:
        cookie = SimpleCookie()
        try:
            cookie.load(self.headers.get("Cookie", ""))
        except Exception:
            return ""
        morsel = cookie.get(COOKIE.format(app_id=app_id))
        return morsel.value if morsel else ""

    def _exchange(self, app_id: int, rest: str, key: str, query: list[tuple[str, str]]) -> None:
        """`?key=` once: the key becomes a cookie for this app's path, and the browser comes back
        without it in the address (and its history)."""
        flags = "; Secure" if self.server.secure_cookies else ""
        cookie = f"{COOKIE.format(app_id=app_id)}={key}; Path=/{app_id}/; HttpOnly; SameSite=Lax{flags}"
        location = f"/{app_id}{rest}" + (f"?{urlencode(query)}" if query else "")
        self._plain(303, "Signed in to the app.", {"Set-Cookie": cookie, "Location": location})

    def _upstream_headers(self, app_id: int, address: tuple[str, int], *, key_in_header: bool) -> dict[str, str]:
        """The request's headers for the app: without the hop-by-hop ones, and without the
        gateway's key (the Bearer header that carried it, the app's key cookie); the app's own
        cookies and authorization pass."""
        headers = {}
        for name, value in self.headers.items():
            lower = name.lower()
            if lower in HOP or lower == "content-length" or (lower == "authorization" and key_in_header):
                continue
            if lower == "cookie":
                value = _without_key_cookie(value, app_id)
                if not value:
                    continue
            headers[name] = value
        headers["Host"] = f"{address[0]}:{address[1]}"
        headers["X-Forwarded-Prefix"] = f"/{app_id}"
        return headers

    def _forward(self, address: tuple[str, int], path: str, headers: dict[str, str]) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        if length > MAX_BODY:
            self._plain(413, "The request body is too large.")
            return
        body = self.rfile.read(length) if length else None
        connection = http.client.HTTPConnection(*address, timeout=UPSTREAM_TIMEOUT)
        try:
            connection.request(self.command, path, body=body, headers={**headers, "Connection": "close"})
            answer = connection.getresponse()
        except OSError:
            connection.close()
            self._plain(502, "The app did not answer.")
            return
        try:
            self._relay(answer)
        finally:
            connection.close()

    def _tunnel(self, address: tuple[str, int], path: str, headers: dict[str, str]) -> None:
        """A WebSocket: the handshake goes to the app and, once it answers 101, bytes flow both
        ways until either side closes."""
        try:
            upstream = socket.create_connection(address, timeout=10)
        except OSError:
            self._plain(502, "The app did not answer.")
            return
        lines = [f"{self.command} {path} HTTP/1.1", *(f"{name}: {value}" for name, value in headers.items())]
        lines += ["Connection: Upgrade", f"Upgrade: {self.headers['Upgrade']}"]
        self.close_connection = True
        with upstream:
            try:
                upstream.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
                answer = b""
                while b"\r\n\r\n" not in answer and len(answer) < 65536:
                    chunk = upstream.recv(4096)
                    if not chunk:
                        break
                    answer += chunk
            except OSError:
                self._plain(502, "The app did not answer.")
                return
            self.wfile.write(answer)
            self.wfile.flush()
            if not answer.startswith((b"HTTP/1.1 101", b"HTTP/1.0 101")):
                return
            upstream.settimeout(None)
            self.connection.settimeout(None)
            back = threading.Thread(target=_pump, args=(upstream, self.connection), daemon=True)
            back.start()
            _pump(self.connection, upstream)
            back.join(timeout=5)

    def _relay(self, answer: http.client.HTTPResponse) -> None:
        self.send_response(answer.status, answer.reason)
        for name, value in answer.getheaders():
            if name.lower() not in HOP and name.lower() != "content-length":
                self.send_header(name, value)
        self.send_header("Connection", "close")
        self.close_connection = True
        length = answer.getheader("Content-Length")
        if length is not None and self.command != "HEAD":
            self.send_header("Content-Length", length)
        self.end_headers()
        if self.command == "HEAD":
            return
        while chunk := answer.read1(64 * 1024):
            self.wfile.write(chunk)
            self.wfile.flush()

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = _handle
