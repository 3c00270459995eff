"""Security headers on every kind of answer, the frame rules of the app's pages (the desktop
client embeds `/pc-web`), pages without inline scripts, and `check --deploy` clean in
production."""

import os
import re
import subprocess
import sys

import pytest
from asgiref.sync import async_to_sync
from django.conf import settings as django_settings
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from apps.accounts.tests.factories import UserFactory
from apps.common.testing import image_bytes
from apps.notifications.tests.test_stream import Stream, token_for

CLIENT_ORIGIN = "https://client.example"
# A <script> without src, an event handler attribute, a javascript: address.
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)[^>]*>|<[^>]+\son[a-z]+\s*=|javascript:", re.IGNORECASE)


def csp(response) -> dict[str, list[str]]:
    directives = [part.strip().split() for part in response["Content-Security-Policy"].split(";")]
    return {name: sources for name, *sources in directives}


def assert_protected(response, *, framed_by: str | None = None) -> None:
    policy = csp(response)
    assert policy["script-src"] == ["'self'"], "no inline or evaluated scripts"
    assert policy["object-src"] == ["'none'"] and policy["base-uri"] == ["'self'"]
    assert "blob:" in policy["worker-src"], "the map's workers"
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"] in ("same-origin", "no-referrer")
    if framed_by is None:
        assert policy["frame-ancestors"] == ["'none'"] and response["X-Frame-Options"] == "DENY"
    else:
        assert policy["frame-ancestors"] == [framed_by] and "X-Frame-Options" not in response


@pytest.fixture
def web(settings):
    settings.WHITENOISE_USE_FINDERS = True  # static files from the apps, as nothing is collected in tests
    return Client()


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/", 200),  # a page of the app
        ("/no/such/page", 404),
        ("/api/health", 200),
        ("/api/iam/v1/auth/options", 200),  # API JSON
        ("/api/iam/v1/account/profile", 401),  # API errors
        ("/api/no/such/call", 404),
        ("/admin/login/", 200),
        ("/static/admin/css/base.css", 200),
        ("/api/docs/", 200),
    ],
)
def test_every_kind_of_answer_carries_the_headers(web, path, status):
    response = web.get(path)
    assert response.status_code == status
    assert_protected(response)


@pytest.mark.django_db
def test_uploads_and_refusals_carry_them_too(client_for, individual, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    api = client_for(individual)
    refused = api.generic("POST", "/api/iam/v1/friends/tags", "{" * (settings.REQUEST_MAX_BYTES + 1))
    assert refused.status_code == 413
    assert_protected(refused)
    avatar = {"avatar": SimpleUploadedFile("a.png", image_bytes())}
    url = api.put("/api/iam/v1/account/profile/avatar", avatar, format="multipart").json()["data"]["avatar_url"]
    media = Client().get(url)
    assert media.status_code == 200
    assert_protected(media)


@pytest.mark.django_db(transaction=True)
def test_the_stats_stream_carries_them():
    """Its answers are made outside Django: a refusal and an open stream."""
    token = token_for(UserFactory.create())

    async def starts():
        answers = []
        for sent in (None, token):
            stream = Stream(token=sent)
            answers.append(await stream.open())
            await stream.close()
        return answers

    for start, status in zip(async_to_sync(starts)(), (401, 200), strict=True):
        headers = {name.decode(): value.decode() for name, value in start["headers"]}
        assert start["status"] == status
        assert "frame-ancestors 'none'" in headers["content-security-policy"]
        assert headers["x-content-type-options"] == "nosniff" and headers["x-frame-options"] == "DENY"


@pytest.mark.django_db
@pytest.mark.parametrize("origins", [[], [CLIENT_ORIGIN]])
def test_only_the_configured_client_may_frame_the_apps_pages(web, settings, origins):
    settings.EMBEDDING_ORIGINS = origins
    framed_by = origins[0] if origins else None
    for path in ("/pc-web", "/pc-web/"):  # the page table's row, trailing slash or not
        handoff = web.get(f"{path}?token=t&refresh_token=r&redirect=/app")
        assert handoff.status_code == 200
        assert_protected(handoff, framed_by=framed_by)
        assert handoff["Referrer-Policy"] == "no-referrer" and "no-store" in handoff["Cache-Control"], path
    page = web.get("/app")
    assert_protected(page, framed_by=framed_by)
    assert page["Referrer-Policy"] == "same-origin" and "no-store" not in page.get("Cache-Control", "")
    assert_protected(web.get("/api/iam/v1/auth/options"))  # the API is never framed
    assert_protected(web.get("/admin/login/"))


@pytest.mark.django_db
def test_a_remote_map_style_may_be_loaded(web, settings):
    settings.MAP_STYLE_URL = "https://tiles.example/styles/dark.json?key=1"
    settings.CSP_MAP_ORIGINS = ["https://glyphs.example"]
    policy = csp(web.get("/nearby/map"))
    for directive in ("connect-src", "img-src"):
        assert policy[directive][-2:] == ["https://glyphs.example", "https://tiles.example"]


@pytest.mark.django_db
def test_pages_the_server_renders_have_no_inline_scripts(web):
    staff = UserFactory.create(is_staff=True, is_superuser=True)
    web.force_login(staff)
    for path in [
        "/",
        "/admin/",
        "/admin/accounts/user/",
        "/admin/accounts/user/add/",
        f"/admin/accounts/user/{staff.pk}/change/",
        "/api/docs/",
    ]:
        response = web.get(path)
        assert response.status_code == 200, path
        html = response.content.decode()
        assert "<script" in html, path
        assert INLINE_SCRIPT.findall(html) == [], path


def test_the_production_settings_pass_the_deployment_check():
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.prod",
        "DJANGO_SECRET_KEY": "k" + "".join(chr(ord("a") + (i * 7) % 26) + str(i % 10) for i in range(40)),
        "SITE_URL": "https://z.example",
        "PAYMENT_SANDBOX_ALLOWED": "1",
        "DJANGO_ALLOWED_HOSTS": "z.example",
    }
    for name in ("DJANGO_DEBUG", "DJANGO_SECURE_COOKIES", "DJANGO_HSTS_SECONDS"):
        env.pop(name, None)
    run = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        env=env,
        capture_output=True,
        text=True,
        cwd=django_settings.BASE_DIR,
    )
    issues = set(re.findall(r"\(([a-z_]+\.[WE]\d+)\)", run.stdout + run.stderr))
    if not (django_settings.BASE_DIR / "frontend" / "dist").exists():
        # The backend tests run before the bundle is built (a deployment always has it).
        issues.discard("staticfiles.W004")
    else:
        assert run.returncode == 0, run.stdout + run.stderr
    assert issues == set(), run.stdout + run.stderr
