"""The box's one gateway port: `/{app_id}/...` goes to that app's container (published on
127.0.0.1 only) when the request carries a key that opens the app now: `Authorization:
Bearer <key>` (API clients), or once `?key=<key>` on a page, which is exchanged for an HttpOnly
cookie scoped to `/{app_id}/` and a redirect to the same address without it (browsers). Keys
are checked with the server (`agent/access/verify`); an answer is kept at most
`CACHE_SECONDS`, so a revoked or ended rental's key stops working within that time of the
server's revoke. The app sees the rest of the path from its own root; the key does not reach
it."""

import http.client
import logging
import re
import threading
import time
from collections.abc import Callable
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


class Gateway(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(
        self,
        address: tuple[str, int],
        *,
        keys: KeyCache,
        upstream: Callable[[int], tuple[str, int] | None],
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
        key = from_query or self._bearer() or self._cookie(app_id)
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
        address = self.server.upstream(app_id)
        if address is None:
            self._plain(502, "The app is not running on this box.")
            return
        self._forward(address, rest, target.query)

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

    def _forward(self, address: tuple[str, int], rest: str, query: str) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        if length > MAX_BODY:
            self._plain(413, "The request body is too large.")
            return
        body = self.rfile.read(length) if length else None
        headers = {
            name: value
            for name, value in self.headers.items()
            if name.lower() not in HOP and name.lower() not in ("authorization", "cookie", "content-length")
        }
        headers["Host"] = f"{address[0]}:{address[1]}"
        headers["X-Forwarded-Prefix"] = f"/{self.path.split('/')[1]}"
        headers["Connection"] = "close"
        connection = http.client.HTTPConnection(*address, timeout=UPSTREAM_TIMEOUT)
        try:
            connection.request(self.command, rest + (f"?{query}" if query else ""), body=body, headers=headers)
            answer = connection.getresponse()
        except OSError:
            connection.close()
            self._plain(502, "The app did not answer.")
            return
        try:
            self._relay(answer)
        finally:
            connection.close()

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
