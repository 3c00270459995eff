"""Requests the API cannot or will not read answer the envelope with a 4xx, never a 500 or
an HTML page: bodies too large, bodies with too many fields, malformed bodies."""

import json

import pytest
import requests
from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.common.testing import live_server

TOO_LARGE = json.dumps({"account": "a" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 1), "password": "x"})
TOO_MANY_FIELDS = "&".join(f"f{i}=1" for i in range(settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 1))
FORM = "application/x-www-form-urlencoded"


def assert_too_large(response, language="en"):
    assert response.status_code == 413
    assert response.json()["error"] == "payload_too_large"
    assert response.json()["msg"] == {"en": "The request is too large.", "zh": "请求内容过大。"}[language]


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/api/iam/v1/login/password", "/api/cim/v1/agent/heartbeat", "/admin/login/"])
def test_a_body_over_the_limit_answers_413(anon, path):
    assert_too_large(anon.generic("POST", path, TOO_LARGE, content_type="application/json"))
    assert_too_large(anon.generic("POST", path, "x", content_type="text/plain", CONTENT_LENGTH="1048577"))


@pytest.mark.django_db
def test_an_upload_over_the_limit_answers_413_in_the_callers_language(client_for, individual, settings):
    settings.UPLOAD_MAX_BYTES = 10_000
    api = client_for(individual)
    path = "/api/iam/v1/account/profile/avatar"
    body = {"avatar": SimpleUploadedFile("a.png", b"x" * 10_000)}
    assert_too_large(api.put(path, body, format="multipart", HTTP_ACCEPT_LANGUAGE="zh"), "zh")
    small = api.put(path, {"avatar": SimpleUploadedFile("a.png", b"x" * 9_000)}, format="multipart")
    assert small.status_code == 400 and small.json()["error"] == "validation_error"


@pytest.mark.django_db
def test_a_form_with_too_many_fields_answers_400(anon, client_for, individual):
    tag = client_for(individual).post("/api/iam/v1/friends/tags", {"name": "Work"}, format="json").json()["data"]
    for client, method, path in [
        (anon, "POST", "/api/cim/v1/agent/register"),
        (client_for(individual), "PUT", f"/api/iam/v1/friends/tags/{tag['id']}"),
    ]:
        response = client.generic(method, path, TOO_MANY_FIELDS, content_type=FORM)
        assert response.status_code == 400, path
        assert response.json()["error"] == "too_many_fields"


@pytest.mark.django_db
def test_the_served_app_answers_unreadable_requests_in_the_envelope():
    """Through the real server (daphne), which reads the request before Django does."""
    verify = "/api/iam/v1/forget-password/email/verify"
    with live_server() as base:
        calls = [
            # Multipart bodies with no part: the server itself used to answer a bare 400.
            (verify, "--b--\r\n", "multipart/form-data; boundary=b", 400, "validation_error"),
            (verify, "garbage", "multipart/form-data; boundary=b", 400, "validation_error"),
            ("/api/iam/v1/login/password", TOO_LARGE, "application/json", 413, "payload_too_large"),
            ("/api/cim/v1/agent/register", TOO_MANY_FIELDS, FORM, 400, "too_many_fields"),
            ("/api/no/such/path", "{}", "application/json", 404, "not_found"),
        ]
        for path, body, content_type, status, code in calls:
            response = requests.post(base + path, data=body, headers={"Content-Type": content_type}, timeout=30)
            assert (response.status_code, response.headers["Content-Type"]) == (status, "application/json"), path
            assert response.json()["error"] == code, path


@pytest.mark.django_db
def test_the_served_app_refuses_large_bodies_without_keeping_them():
    """A body over its limit answers 413, uploads included; a chunked body (no length, so the
    limit cannot be checked first) is cut at the limit, never read, and never a 500."""
    avatar = "/api/iam/v1/account/profile/avatar"
    with live_server({"UPLOAD_MAX_BYTES": "200000", "REQUEST_MAX_BYTES": "100000"}) as base:
        upload = requests.put(base + avatar, files={"avatar": ("a.png", b"x" * 200_000)}, timeout=30)
        assert upload.status_code == 413 and upload.json()["error"] == "payload_too_large"
        heartbeat = requests.post(base + "/api/cim/v1/agent/heartbeat", data="{" * 100_001, timeout=30)
        assert heartbeat.status_code == 413 and heartbeat.json()["error"] == "payload_too_large"
        chunked = requests.post(
            base + "/api/iam/v1/login/password",
            data=(b"x" * 65_536 for _ in range(64)),
            headers={"Content-Type": "application/json"},
            timeout=30,
        )
        assert chunked.status_code == 400 and chunked.json()["error"] == "validation_error"
        assert requests.get(base + "/api/health", timeout=30).ok
