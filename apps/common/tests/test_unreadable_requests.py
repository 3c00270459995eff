"""Requests the API cannot or will not read answer the envelope with a 4xx, never a 500 or
an HTML page: bodies too large, bodies with too many fields, malformed bodies."""

import json

import pytest
import requests
from django.conf import settings

from apps.common.testing import live_server

TOO_LARGE = json.dumps({"account": "a" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 1), "password": "x"})
TOO_MANY_FIELDS = "&".join(f"f{i}=1" for i in range(settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 1))
FORM = "application/x-www-form-urlencoded"


@pytest.mark.django_db
def test_a_body_over_the_upload_limit_answers_413(anon):
    response = anon.generic("POST", "/api/iam/v1/login/password", TOO_LARGE, content_type="application/json")
    assert response.status_code == 413
    assert response.json()["error"] == "payload_too_large"


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
    verify = "/api/iam/v1/register/email/verify"
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
