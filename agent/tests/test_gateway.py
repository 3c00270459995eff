"""The gateway on loopback in front of a small app on loopback: a request passes only with a
key that opens the app now, as a Bearer header or once as `?key=` (then a cookie), and the
app never sees the key."""

import http.client
import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from zcompute_agent.gateway import Gateway, KeyCache, Upstream

APP_ID = 12
KEY = "zk-renter"


class Echo(BaseHTTPRequestHandler):
    """The app: answers what it was asked, as JSON."""

    def log_message(self, *args):
        return

    def _answer(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = json.dumps(
            {
                "method": self.command,
                "path": self.path,
                "headers": {name.lower(): value for name, value in self.headers.items()},
                "body": self.rfile.read(length).decode() if length else "",
            }
        ).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = _answer


def serve(server):
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    return server


@pytest.fixture
def app():
    server = serve(ThreadingHTTPServer(("127.0.0.1", 0), Echo))
    yield server
    server.shutdown()
    server.server_close()


class Keys:
    """The server's `agent/access/verify`, as the test sets it."""

    def __init__(self):
        self.valid = {(APP_ID, KEY)}
        self.asked = 0
        self.away = False

    def verify(self, app_id, key):
        self.asked += 1
        if self.away:
            raise ConnectionError("the server is away")
        return (app_id, key) in self.valid


@pytest.fixture
def keys():
    return Keys()


@pytest.fixture
def gateway(app, keys):
    running = {APP_ID: Upstream("127.0.0.1", app.server_address[1])}
    server = Gateway(("127.0.0.1", 0), keys=KeyCache(keys.verify, ttl=0.3), upstream=running.get)
    serve(server)
    yield server
    server.shutdown()
    server.server_close()


def gateway_to(upstream, keys):
    """A gateway in front of one app, served on loopback."""
    return serve(Gateway(("127.0.0.1", 0), keys=KeyCache(keys.verify), upstream=lambda _: upstream))


def ask(gateway, path, *, method="GET", headers=None, body=None):
    connection = http.client.HTTPConnection("127.0.0.1", gateway.server_address[1], timeout=5)
    connection.request(method, path, body=body, headers=headers or {})
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response, data


def test_no_key_no_entry(gateway, keys):
    response, body = ask(gateway, f"/{APP_ID}/")
    assert response.status == 401 and b"key is needed" in body
    assert keys.asked == 0


def test_a_key_that_does_not_open_the_app_is_refused(gateway, keys):
    assert ask(gateway, f"/{APP_ID}/", headers={"Authorization": "Bearer zk-other"})[0].status == 403
    assert ask(gateway, "/13/", headers={"Authorization": f"Bearer {KEY}"})[0].status == 403  # another app's


def test_a_bearer_key_reaches_the_app_which_sees_neither_the_key_nor_the_prefix(gateway):
    response, body = ask(
        gateway,
        f"/{APP_ID}/v1/chat?stream=1",
        method="POST",
        headers={"Authorization": f"Bearer {KEY}", "Content-Type": "application/json", "Cookie": "session=s1"},
        body=b'{"q": 1}',
    )
    assert response.status == 200
    seen = json.loads(body)
    assert (seen["method"], seen["path"], seen["body"]) == ("POST", "/v1/chat?stream=1", '{"q": 1}')
    assert "authorization" not in seen["headers"]
    assert seen["headers"]["cookie"] == "session=s1"  # the app's own cookie passes
    assert seen["headers"]["x-forwarded-prefix"] == f"/{APP_ID}"


def test_an_app_that_serves_under_its_path_gets_the_whole_path(app, keys):
    kept = Upstream("127.0.0.1", app.server_address[1], keep_prefix=True)
    server = gateway_to(kept, keys)
    try:
        response, body = ask(server, f"/{APP_ID}/lab?x=1", headers={"Authorization": f"Bearer {KEY}"})
        assert response.status == 200 and json.loads(body)["path"] == f"/{APP_ID}/lab?x=1"
    finally:
        server.shutdown()
        server.server_close()


def test_with_the_key_in_a_cookie_the_app_keeps_its_own_cookies_and_authorization(gateway):
    headers = {"Cookie": f"theme=dark; zc_key_{APP_ID}={KEY}; session=s1", "Authorization": "Basic YTpi"}
    response, body = ask(gateway, f"/{APP_ID}/", headers=headers)
    seen = json.loads(body)["headers"]
    assert response.status == 200
    assert seen["cookie"] == "theme=dark; session=s1" and seen["authorization"] == "Basic YTpi"
    own_token = {"Cookie": f"zc_key_{APP_ID}={KEY}", "Authorization": "Bearer the-apps-own-token"}
    response, body = ask(gateway, f"/{APP_ID}/api", headers=own_token)
    assert response.status == 200 and json.loads(body)["headers"]["authorization"] == "Bearer the-apps-own-token"


def test_a_browser_trades_the_key_in_the_address_for_a_cookie_of_the_apps_path(gateway):
    response, _ = ask(gateway, f"/{APP_ID}/notebooks/?key={KEY}&tab=1")
    assert response.status == 303
    assert response.getheader("Location") == f"/{APP_ID}/notebooks/?tab=1"
    cookie = response.getheader("Set-Cookie")
    assert cookie.startswith(f"zc_key_{APP_ID}={KEY};")
    assert f"Path=/{APP_ID}/" in cookie and "HttpOnly" in cookie and "SameSite=Lax" in cookie
    assert "Secure" not in cookie  # served over plain HTTP here
    response, body = ask(gateway, f"/{APP_ID}/notebooks/?tab=1", headers={"Cookie": f"zc_key_{APP_ID}={KEY}"})
    assert response.status == 200 and json.loads(body)["path"] == "/notebooks/?tab=1"


def test_a_wrong_key_in_the_address_sets_no_cookie(gateway):
    response, _ = ask(gateway, f"/{APP_ID}/?key=zk-wrong")
    assert response.status == 403 and response.getheader("Set-Cookie") is None


def test_the_app_root_without_its_slash_is_redirected_with_its_query(gateway):
    response, _ = ask(gateway, f"/{APP_ID}?key={KEY}")
    assert response.status == 308 and response.getheader("Location") == f"/{APP_ID}/?key={KEY}"


def test_a_revoked_key_stops_working_once_the_cached_answer_expires(gateway, keys):
    bearer = {"Authorization": f"Bearer {KEY}"}
    assert ask(gateway, f"/{APP_ID}/", headers=bearer)[0].status == 200
    assert ask(gateway, f"/{APP_ID}/", headers=bearer)[0].status == 200
    assert keys.asked == 1  # the second answer came from the cache
    keys.valid.clear()  # the server revoked it
    time.sleep(0.35)
    assert ask(gateway, f"/{APP_ID}/", headers=bearer)[0].status == 403
    assert keys.asked == 2


def test_a_cache_is_never_kept_longer_than_five_seconds(keys):
    assert KeyCache(keys.verify, ttl=60).ttl == 5.0


def test_a_forgotten_app_is_asked_again(keys):
    cache = KeyCache(keys.verify)
    cache.opens(APP_ID, KEY)
    cache.forget(APP_ID)
    cache.opens(APP_ID, KEY)
    assert keys.asked == 2


def test_when_the_server_cannot_be_asked_nothing_passes_and_nothing_is_kept(gateway, keys):
    keys.away = True
    response, _ = ask(gateway, f"/{APP_ID}/", headers={"Authorization": f"Bearer {KEY}"})
    assert response.status == 503 and response.getheader("Retry-After") == "5"
    keys.away = False
    assert ask(gateway, f"/{APP_ID}/", headers={"Authorization": f"Bearer {KEY}"})[0].status == 200


def test_an_app_that_is_not_running_answers_502(gateway, keys):
    keys.valid.add((14, KEY))
    assert ask(gateway, "/14/", headers={"Authorization": f"Bearer {KEY}"})[0].status == 502


def test_a_path_without_an_app_is_404(gateway):
    for path in ("/", "/favicon.ico", "/abc/", "/-1/"):
        assert ask(gateway, path)[0].status == 404, path


def test_an_app_that_does_not_answer_is_502(keys):
    closed = ThreadingHTTPServer(("127.0.0.1", 0), Echo)
    port = closed.server_address[1]
    closed.server_close()  # nothing listens there now
    server = serve(
        Gateway(("127.0.0.1", 0), keys=KeyCache(keys.verify), upstream=lambda _: Upstream("127.0.0.1", port))
    )
    try:
        assert ask(server, f"/{APP_ID}/", headers={"Authorization": f"Bearer {KEY}"})[0].status == 502
    finally:
        server.shutdown()
        server.server_close()


class Upgrading(BaseHTTPRequestHandler):
    """An app that takes a WebSocket handshake and then echoes what it is sent, upper-cased."""

    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        return

    def do_GET(self):
        assert self.headers["Upgrade"] == "websocket" and "authorization" not in {h.lower() for h in self.headers}
        self.send_response(101, "Switching Protocols")
        self.send_header("Upgrade", "websocket")
        self.send_header("Connection", "Upgrade")
        self.end_headers()
        self.wfile.flush()
        while data := self.connection.recv(1024):
            self.connection.sendall(data.upper())


def test_a_websocket_is_tunnelled_to_the_app_once_its_key_opens_it(keys):
    app = serve(ThreadingHTTPServer(("127.0.0.1", 0), Upgrading))
    server = serve(
        Gateway(
            ("127.0.0.1", 0),
            keys=KeyCache(keys.verify),
            upstream=lambda _: Upstream("127.0.0.1", app.server_address[1]),
        )
    )
    try:
        with socket.create_connection(("127.0.0.1", server.server_address[1]), timeout=5) as client:
            handshake = (
                f"GET /{APP_ID}/api/kernels/1/channels HTTP/1.1\r\nHost: box\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nAuthorization: Bearer {KEY}\r\n\r\n"
            )
            client.sendall(handshake.encode())
            answer = b""
            while b"\r\n\r\n" not in answer:
                answer += client.recv(1024)
            assert answer.startswith(b"HTTP/1.1 101")
            client.sendall(b"ping")
            assert client.recv(1024) == b"PING"
        with socket.create_connection(("127.0.0.1", server.server_address[1]), timeout=5) as stranger:
            stranger.sendall(f"GET /{APP_ID}/ws HTTP/1.1\r\nHost: box\r\nUpgrade: websocket\r\n\r\n".encode())
            assert stranger.recv(1024).startswith(b"HTTP/1.1 401")
    finally:
        for running in (server, app):
            running.shutdown()
            running.server_close()
