"""Safe defaults for `make run`: DEBUG off unless asked for, no technical error pages, and
built files compressed and cached for a year under their hashed names."""

import gzip
import os
import subprocess
import sys

import pytest
from django.conf import settings as django_settings
from django.test import Client

PRINT_DEBUG = "import django; django.setup(); from django.conf import settings; print(settings.DEBUG)"
HASHED = "bundles/main.0123456789abcdef0123.js"
UNHASHED = "bundles/service-worker.js"


@pytest.mark.parametrize(
    ("switch", "expected"),
    [({}, "False"), ({"DEBUG": "1"}, "True"), ({"DJANGO_DEBUG": "true"}, "True"), ({"DEBUG": "0"}, "False")],
)
def test_the_development_settings_run_with_debug_off_unless_asked(switch, expected):
    env = {key: value for key, value in os.environ.items() if key not in {"DEBUG", "DJANGO_DEBUG"}}
    env.update(DJANGO_SETTINGS_MODULE="config.settings.dev", DJANGO_SECRET_KEY="x" * 50, **switch)
    run = subprocess.run(
        [sys.executable, "-c", PRINT_DEBUG],
        env=env,
        capture_output=True,
        text=True,
        cwd=django_settings.BASE_DIR,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == expected


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/media/avatars/nobody.png", "/static/bundles/gone.0123456789abcdef0123.js"])
def test_a_missing_file_answers_the_apps_own_404_page(client, settings, tmp_path, path):
    settings.MEDIA_ROOT = str(tmp_path)
    response = client.get(path)
    assert response.status_code == 404
    body = response.content.decode()
    assert '<div id="root"></div>' in body
    assert "Traceback" not in body and "URLconf" not in body


@pytest.mark.django_db
def test_an_api_path_still_answers_the_envelope(client):
    response = client.get("/api/no/such/thing")
    assert response.status_code == 404 and response.json()["error"] == "not_found"


@pytest.fixture
def built(settings, tmp_path):
    """A build as webpack leaves it (hashed names, `.gz` and `.br` beside them), served as
    `make run` serves it: found in place, read once at start."""
    script = b"console.log('hello');\n" * 200
    (tmp_path / "bundles").mkdir()
    for name in (HASHED, UNHASHED):
        (tmp_path / name).write_bytes(script)
        (tmp_path / f"{name}.gz").write_bytes(gzip.compress(script))
    settings.STATICFILES_DIRS = [tmp_path]
    settings.STATIC_ROOT = None  # nothing collected
    settings.WHITENOISE_USE_FINDERS = True
    settings.WHITENOISE_AUTOREFRESH = False
    return script


@pytest.mark.django_db
def test_a_hashed_bundle_is_sent_compressed_and_immutable(built):
    response = Client().get(f"/static/{HASHED}", HTTP_ACCEPT_ENCODING="gzip, deflate, br")
    assert response.status_code == 200
    assert response["Content-Encoding"] == "gzip"
    assert response["Cache-Control"] == "max-age=31536000, public, immutable"
    assert gzip.decompress(response.getvalue()) == built


@pytest.mark.django_db
def test_an_unhashed_file_is_not_cached_for_a_year(built):
    response = Client().get(f"/static/{UNHASHED}", HTTP_ACCEPT_ENCODING="gzip")
    assert response.status_code == 200 and response["Content-Encoding"] == "gzip"
    assert "immutable" not in response["Cache-Control"] and "31536000" not in response["Cache-Control"]
    plain = Client().get(f"/static/{UNHASHED}")
    assert "Content-Encoding" not in plain and plain.getvalue() == built
