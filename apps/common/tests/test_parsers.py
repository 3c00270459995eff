"""Deeply nested bodies are refused as malformed (400, in the envelope) before the JSON decoder
recurses, on every call that reads a body: a person's, an agent's, a payment provider's."""

import pytest

from apps.common.parsers import MAX_JSON_DEPTH, json_nested_too_deep
from apps.devices.tests.helpers import make_device

NESTED = b"[" * 1000 + b"]" * 1000


def test_depth_counts_brackets_outside_strings_only():
    assert not json_nested_too_deep("[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH)
    assert json_nested_too_deep("[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1))
    assert not json_nested_too_deep('{"text": "' + "[{" * 500 + '"}')
    assert not json_nested_too_deep('["\\"' + "[" * 100 + '"]')
    assert json_nested_too_deep('["\\\\"' + ", [" * 100 + "]" * 100 + "]")


@pytest.mark.django_db
@pytest.mark.parametrize(
    "path",
    [
        "/api/iam/v1/friends/tags",
        "/api/rmp/v1/demands",
        "/api/cim/v1/agent/heartbeat",
        "/api/cim/v1/agent/register",
        "/api/iam/v1/login/password",
        "/api/billing/v1/payments/sandbox/webhook",
    ],
)
def test_a_thousand_nested_arrays_answer_400_in_the_envelope(client_for, individual, path):
    box = make_device(individual.actor)  # the heartbeat's caller: a box with its secret
    headers = {"HTTP_X_DEVICE_ID": box.device_id, "HTTP_X_DEVICE_SECRET": "s3cret"}
    response = client_for(individual).post(path, NESTED, content_type="application/json", **headers)
    assert response.status_code == 400, response.content[:300]
    body = response.json()
    assert body["code"] == 400 and body["error"] in {"malformed_request", "payment_signature_invalid"}
    assert "Traceback" not in response.content.decode()
