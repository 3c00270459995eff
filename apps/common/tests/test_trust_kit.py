"""The trust kit through HTTP: per-person limits, no-store answers, the image pixel limit
and site_url() for links (never the request's Host)."""

import io
import os
import subprocess
import sys

import pytest
from django.conf import settings as django_settings
from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image

from apps.devices.tests.helpers import RESOURCES, TOKEN, cloud_customer, cloud_order
from apps.installs.tests.helpers import installed_app

IAM = "/api/iam/v1"
CIM = "/api/cim/v1"


def png(size=(32, 32)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (10, 20, 30)).save(buffer, format="PNG")
    return buffer.getvalue()


def upload_avatar(api, content: bytes):
    return api.put(
        f"{IAM}/account/profile/avatar", {"avatar": SimpleUploadedFile("a.png", content)}, format="multipart"
    )


def assert_no_store(response):
    assert response.status_code == 200, response.json()
    assert response["Cache-Control"] == "no-store" and response["Pragma"] == "no-cache"


@pytest.mark.django_db
class TestPerPersonLimit:
    def test_avatar_uploads_per_person(self, client_for, individual, outsider, settings, tmp_path):
        settings.MEDIA_ROOT, settings.AVATAR_UPLOAD_RATE = tmp_path, "2/hour"
        api = client_for(individual)
        assert [upload_avatar(api, png()).status_code for _ in range(2)] == [200, 200]
        limited = upload_avatar(client_for(individual), png())  # another session, the same person
        assert limited.status_code == 429 and limited.json()["error"] == "too_many_requests"
        assert 3500 <= limited.json()["data"]["retry_after"] <= 3600
        assert upload_avatar(client_for(outsider), png()).status_code == 200

    def test_zcloud_machines_per_person(self, client_for, individual, owner, settings):
        settings.ZCLOUD_CREATE_RATE = "1/day"
        cloud_customer(individual.user)
        cloud_customer(owner.user)
        body = cloud_order()
        api = client_for(individual)
        assert api.post(f"{CIM}/devices/zcloud", body, format="json").status_code == 200
        limited = api.post(f"{CIM}/devices/zcloud", body, format="json")
        assert limited.status_code == 429 and limited.json()["data"]["retry_after"] > 3600
        assert client_for(owner).post(f"{CIM}/devices/zcloud", body, format="json").status_code == 200


@pytest.mark.django_db
class TestNoStore:
    def test_ssh_and_ai_api_answers(self, client_for, individual):
        installed = installed_app(individual.actor)
        api = client_for(individual)
        assert_no_store(api.get(f"{CIM}/apps/{installed.id}/ssh"))
        assert_no_store(api.get(f"{CIM}/apps/{installed.id}/ai-api"))
        assert_no_store(api.post(f"{CIM}/apps/{installed.id}/ai-api/rotate"))
        assert "no-store" not in api.get(f"{CIM}/apps/{installed.id}").get("Cache-Control", "")

    def test_agent_registration(self, anon, settings):
        settings.AGENT_REGISTRATION_TOKEN = TOKEN
        body = {"registration_token": TOKEN, "serial": "SN-NS", "kind": "zbox", "resources": RESOURCES}
        assert_no_store(anon.post(f"{CIM}/agent/register", body, format="json"))

    def test_one_time_code_answers(self, anon, client_for, individual):
        assert_no_store(anon.post(f"{IAM}/login/mobile/sms-code/send", {"phone": "13700000030"}))
        api = client_for(individual)
        body = {"phone": "13700000031", "password": "Passw0rd2026"}
        assert_no_store(api.post(f"{IAM}/account/link/mobile/sms-code/send", body, format="json"))


@pytest.mark.django_db
def test_images_over_the_pixel_limit_are_refused(client_for, individual, settings, tmp_path):
    settings.MEDIA_ROOT, settings.IMAGE_MAX_PIXELS = tmp_path, 100 * 100
    api = client_for(individual)
    refused = upload_avatar(api, png(size=(101, 100)))
    assert refused.status_code == 400 and "10000 pixels" in refused.json()["data"]["avatar"][0]
    assert upload_avatar(api, png(size=(100, 100))).status_code == 200


@pytest.mark.django_db
def test_e_mail_links_use_site_url_never_the_host(anon, settings, mailoutbox, django_capture_on_commit_callbacks):
    settings.SITE_URL = "https://z.example"
    body = {
        "name": "newcomer",
        "email": "new@example.com",
        "password": "Passw0rd2026",
        "confirm_password": "Passw0rd2026",
        "agreement": True,
    }
    with django_capture_on_commit_callbacks(execute=True):
        registered = anon.post(f"{IAM}/register", body, format="json", HTTP_X_FORWARDED_HOST="evil.example")
        assert registered.status_code == 200, registered.json()
        anon.post(f"{IAM}/forget-password/email/send", {"email": "new@example.com"})
    assert "https://z.example/email-verified?token=" in mailoutbox[0].body
    assert "https://z.example/reset-password?token=" in mailoutbox[1].body
    assert "testserver" not in mailoutbox[0].body + mailoutbox[1].body


@pytest.mark.parametrize(
    ("module", "site_url", "expected"),
    [
        ("config.settings.dev", "", "http://127.0.0.1:8000"),
        ("config.settings.test", "", "http://127.0.0.1:8000"),
        ("config.settings.prod", "", None),
        ("config.settings.prod", "https://z.example/", "https://z.example"),
    ],
)
def test_site_url_defaults_to_loopback_and_production_needs_it(module, site_url, expected):
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": module,
        "DJANGO_SECRET_KEY": "x" * 50,
        "SITE_URL": site_url,
        "PAYMENT_SANDBOX_ALLOWED": "1",
    }
    run = subprocess.run(
        [
            sys.executable,
            "-c",
            "import django; django.setup(); from django.conf import settings; print(settings.SITE_URL)",
        ],
        env=env,
        capture_output=True,
        text=True,
        cwd=django_settings.BASE_DIR,
    )
    if expected is None:
        assert run.returncode != 0 and "SITE_URL must be set" in run.stderr
    else:
        assert run.returncode == 0, run.stderr
        assert run.stdout.strip() == expected
