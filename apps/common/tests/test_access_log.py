"""The web server's access log never shows a token: `config.asgi` masks the values of
token-carrying query parameters before daphne's access logger writes the line."""

import io

import pytest
from daphne.access import AccessLogGenerator
from daphne.server import Server

import config.asgi  # noqa: F401  (installs the redaction, as daphne's start-up does)
from apps.common.access_log import redacted_uri

SECRETS = ["AT.secret", "RT.secret", "CODE123", "STATE456", "VERIFY789"]


def logged(path: str, protocol: str = "http", action: str = "complete") -> str:
    stream = io.StringIO()
    # Built, never run: nothing listens.
    server = Server(
        application=None, endpoints=["tcp:port=0:interface=127.0.0.1"], action_logger=AccessLogGenerator(stream)
    )
    details = {"path": path, "status": 200, "method": "GET", "client": "127.0.0.1:5000", "size": 10}
    server.log_action(protocol, action, details)
    return stream.getvalue()


@pytest.mark.parametrize(
    "path",
    [
        "/pc-web?token=AT.secret&refresh_token=RT.secret&expire=1&redirect=%2Fdevices",
        "/pc-web?code=CODE123&lang=zh",
        "/auth/wechat/callback?code=CODE123&state=STATE456",
        "/email-verified?token=VERIFY789",
        "/reset-password?token=VERIFY789",
        "/iam/v1/sme/join?token=VERIFY789",
        "/api/x?access_token=AT.secret",
        "/pc-web?TOKEN=AT.secret&Refresh_Token=RT.secret",
    ],
)
def test_the_access_log_masks_token_values(path):
    line = logged(path)
    assert '"GET ' in line and " 200 " in line
    assert not any(secret in line for secret in SECRETS), line
    assert "=***" in line


def test_other_parameters_and_websocket_lines():
    line = logged("/pc-web?token=AT.secret&redirect=%2Fdevices&lang=zh")
    assert "/pc-web?token=***&redirect=%2Fdevices&lang=zh" in line
    assert "AT.secret" not in logged("/ws?token=AT.secret", protocol="websocket", action="connecting")


@pytest.mark.parametrize(
    ("uri", "expected"),
    [
        ("/plain", "/plain"),
        ("/a?x=1&tokens=2", "/a?x=1&tokens=2"),
        ("/a?token", "/a?token"),
        ("/a?token=", "/a?token=***"),
        ("/a?code=1;token=2", "/a?code=***;token=***"),
        ("b'/a?\\xff=1&token=2'", "b'/a?\\xff=1&token=***'"),
    ],
)
def test_redacted_uri(uri, expected):
    assert redacted_uri(uri) == expected
