"""`scripts/serve.py` gives its processes its own address as `SITE_URL` when none is set, so
the links it mails open on the server that sent them (DECISIONS item 13)."""

import importlib.util
from pathlib import Path

import pytest

SERVE = Path(__file__).resolve().parents[3] / "scripts" / "serve.py"


@pytest.fixture(scope="module")
def site_address():
    spec = importlib.util.spec_from_file_location("serve", SERVE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.site_address


@pytest.mark.parametrize(
    ("host", "port", "expected"),
    [
        ("127.0.0.1", "8123", "http://127.0.0.1:8123"),
        ("0.0.0.0", "8000", "http://127.0.0.1:8000"),
        ("::", "9000", "http://127.0.0.1:9000"),
        ("::1", "9000", "http://[::1]:9000"),
        ("box.local", "80", "http://box.local:80"),
    ],
)
def test_unset_anywhere_it_is_the_served_address(site_address, tmp_path, host, port, expected):
    dotenv = tmp_path / ".env"
    dotenv.write_text("DJANGO_SECRET_KEY=x\nSITE_URL=\n")
    assert site_address(host, port, environ={}, dotenv=dotenv) == expected
    assert site_address(host, port, environ={"SITE_URL": ""}, dotenv=tmp_path / "none") == expected


def test_a_set_address_is_kept(site_address, tmp_path):
    dotenv = tmp_path / ".env"
    assert site_address("127.0.0.1", "8123", environ={"SITE_URL": "https://z.example"}, dotenv=dotenv) is None
    dotenv.write_text("SITE_URL='https://z.example'\n")
    assert site_address("127.0.0.1", "8123", environ={}, dotenv=dotenv) is None
