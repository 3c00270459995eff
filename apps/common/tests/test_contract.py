import re

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.test import Client
from django.utils.translation import gettext_lazy as _

from apps.common.errors import ERROR_CODES, ApplicationError

NOT_FOUND = {"code": 404, "msg": "The requested resource does not exist.", "data": None, "error": "not_found"}


def test_unknown_api_path_answers_404_envelope(client):
    for path in ["/api/nope", "/api", "/api/iam/v1/nothing/here"]:
        response = client.get(path)
        assert response.status_code == 404
        assert response.json() == NOT_FOUND


@pytest.mark.parametrize("method", ["get", "post", "put", "patch", "delete", "head", "options"])
@pytest.mark.parametrize("path", ["/api/nope", "/api", "/api/cim/v1/devices/null,null", "/api/iam/v1/login/password/"])
def test_unknown_api_path_answers_404_envelope_whatever_the_method(method, path):
    # A browser-like client: CSRF is enforced, as for a real caller.
    response = getattr(Client(enforce_csrf_checks=True), method)(path)
    assert response.status_code == 404
    if method != "head":
        assert response.json() == NOT_FOUND


def test_404_message_is_translated(client):
    response = client.get("/api/nope", HTTP_ACCEPT_LANGUAGE="zh")
    assert response.json()["msg"] == "请求的资源不存在。"


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("method", "path"),
    [("get", "/api/iam/v1/login/password"), ("delete", "/api/iam/v1/login/password"), ("post", "/api/health")],
)
def test_wrong_method_on_a_known_path_answers_405_envelope(method, path):
    response = getattr(Client(enforce_csrf_checks=True), method)(path)
    assert response.status_code == 405 and response.json()["error"] == "method_not_allowed"
    assert method.upper() not in response["Allow"]


@pytest.mark.django_db
def test_a_format_other_than_json_answers_406_envelope(client):
    response = client.get("/api/iam/v1/auth/options", HTTP_ACCEPT="application/xml")
    assert (response.status_code, response["Content-Type"]) == (406, "application/json")
    assert response.json()["error"] == "not_acceptable"


def test_host_not_allowed_answers_400_envelope_under_api(client):
    response = client.get("/api/iam/v1/auth/options", HTTP_HOST="evil.example")
    assert response.status_code == 400
    assert response.json()["error"] == "malformed_request"


def test_schema_and_docs_are_served(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json")
    assert schema.status_code == 200
    paths = schema.json()["paths"]
    assert "/api/iam/v1/login/password" in paths
    ok = paths["/api/iam/v1/account/profile"]["get"]["responses"]["200"]["content"]["application/json"]["schema"]
    assert set(ok["properties"]) == {"code", "msg", "data"}
    assert client.get("/api/docs/").status_code == 200


@pytest.mark.parametrize(
    "path", ["/", "/auth/signin", "/account", "/devices/apps/42", "/app-store/7/config", "/pc-web", "/m/market"]
)
def test_spa_pages_are_served(client, path):
    response = client.get(path)
    assert response.status_code == 200
    assert b'<div id="root">' in response.content


@pytest.mark.parametrize("path", ["/nowhere", "/devices/unknown/deep", "/accounts"])
def test_unknown_pages_answer_404_with_the_spa(client, path):
    response = client.get(path)
    assert response.status_code == 404
    assert b'<div id="root">' in response.content


@pytest.mark.parametrize(("path", "target"), [("/m", "/m/market"), ("/front", "/market")])
def test_redirects(client, path, target):
    response = client.get(path)
    assert response.status_code == 302 and response["Location"] == target


def test_application_error_refuses_unknown_codes():
    with pytest.raises(KeyError):
        ApplicationError("no_such_code")


def test_each_app_registers_its_own_error_codes_and_a_code_registered_twice_fails():
    assert {"not_found", "invalid_credentials", "already_friends", "device_offline", "lite_space_full"} <= set(
        ERROR_CODES
    )
    with pytest.raises(ImproperlyConfigured, match="'not_found' of friends is already registered by common"):
        ERROR_CODES.register(app="friends", entries={"not_found": (404, _("The requested resource does not exist."))})
    assert ERROR_CODES["not_found"][0] == 404


def test_health_answers_without_sign_in_or_database(client):
    response = client.get("/api/health")  # no django_db mark: any query would fail the test
    assert response.status_code == 200
    assert response.json() == {"code": 200, "msg": "OK", "data": {"status": "ok"}}


HUGE_ID = 58399353436181413888


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("get", f"/api/cim/v1/apps?device_id={HUGE_ID}", None),
        ("get", f"/api/cim/v1/apps/install-targets?app_id={HUGE_ID}", None),
        ("get", f"/api/iam/v1/friends?tag={HUGE_ID}", None),
        ("post", "/api/cim/v1/apps/install", {"device_id": HUGE_ID, "app_id": HUGE_ID}),
        ("post", "/api/cim/v1/devices/zcloud", {"plan_id": HUGE_ID, "name": "box"}),
        ("post", "/api/iam/v1/friends/tags", {"name": "Work", "friend_ids": [HUGE_ID]}),
    ],
)
def test_an_id_beyond_64_bits_in_a_query_or_body_answers_400(client_for, individual, method, path, body):
    response = getattr(client_for(individual), method)(path, body, format="json")
    assert response.status_code == 400
    assert response.json()["error"] == "validation_error"


@pytest.mark.django_db
def test_an_id_beyond_64_bits_in_any_path_answers_404_envelope(client_for, individual):
    paths = client_for(None).get("/api/schema/?format=json").json()["paths"]
    with_ids = {path: operations for path, operations in paths.items() if "{" in path}
    assert len(with_ids) > 10
    client = client_for(individual)
    for path, operations in with_ids.items():
        url = re.sub(r"\{\w+\}", str(HUGE_ID), path)
        for method in operations:
            response = getattr(client, method)(url)
            assert (response.status_code, response.json()) == (404, NOT_FOUND), f"{method} {url}"


@pytest.mark.django_db
def test_every_paged_list_is_described_as_the_page_it_answers(client_for, individual):
    schema = client_for(None).get("/api/schema/?format=json").json()
    components = schema["components"]["schemas"]
    client = client_for(individual)
    paged = 0
    for path, operations in schema["paths"].items():
        operation = operations.get("get")
        if operation is None or "{" in path or path.endswith(("/schema/", "/docs/")):
            continue
        response = client.get(path)
        if response.status_code != 200 or not response["Content-Type"].startswith("application/json"):
            continue
        data = response.json()["data"]
        described = operation["responses"]["200"]["content"]["application/json"]["schema"]["properties"]["data"]
        if isinstance(data, dict) and set(data) == {"items", "total"}:
            paged += 1
            page = components[described["$ref"].rsplit("/", 1)[-1]]
            assert set(page["required"]) == {"items", "total"}, path
            assert page["properties"]["items"]["type"] == "array", path
            assert {"offset", "limit"} <= {parameter["name"] for parameter in operation["parameters"]}, path
    assert paged == 19
