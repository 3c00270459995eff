"""Re-authentication (`account/reauth`) and the `RequireRecentAuth` gate on sign-in method
changes and account deletion."""

from datetime import timedelta

import pytest
import time_machine

from apps.accounts.models import OutboundMessage, User
from apps.accounts.tests.factories import PASSWORD
from apps.accounts.tests.helpers import reauthenticated, six_digits

API = "/api/iam/v1"
NEW = {"password": "Setpass2026", "confirm_password": "Setpass2026"}

# Every gated call, with a body that passes validation where the gate lets it through.
GATED: list[tuple[str, str, dict | None]] = [
    ("post", "account/set-password", NEW),
    ("post", "account/link/mobile/sms-code/send", {"phone": "13700000020"}),
    ("post", "account/link/mobile/sms-code/verify", {"phone": "13700000020", "code": "000000"}),
    ("post", "account/link/email/code/send", {"email": "x@example.com"}),
    ("post", "account/link/email/code/verify", {"email": "x@example.com", "code": "000000"}),
    ("get", "account/link/wechat", None),
    ("post", "account/link/wechat", {"code": "c", "state": "s"}),
    ("post", "account/unlink/email", None),
    ("post", "account/unlink/mobile", None),
    ("post", "account/unlink/wechat", None),
    ("delete", "account", None),
]


def error_of(response) -> str | None:
    return response.json().get("error")


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path", "body"), GATED)
@pytest.mark.parametrize("persona", ["individual", "owner", "member"])
def test_every_user_type_needs_a_recent_re_authentication(client_for, personas, persona, method, path, body):
    api = client_for(personas[persona])
    refused = getattr(api, method)(f"{API}/{path}", body, format="json")
    assert refused.status_code == 403 and error_of(refused) == "reauth_required"
    assert refused.json()["msg"] and refused.json()["data"] == {"method": "password"}
    passed = getattr(reauthenticated(api), method)(f"{API}/{path}", body, format="json")
    assert passed.status_code not in (401, 403, 500), passed.json()


@pytest.mark.django_db
def test_signing_in_does_not_open_the_window(anon, individual):
    token = anon.post(f"{API}/login/password", {"account": "individual", "password": PASSWORD}).json()["data"]["token"]
    response = anon.post(f"{API}/account/unlink/email", HTTP_AUTHORIZATION=f"Bearer {token}")
    assert error_of(response) == "reauth_required"


@pytest.mark.django_db
def test_the_window_lasts_five_minutes_and_only_for_its_session(client_for, individual):
    api = reauthenticated(client_for(individual))
    other = client_for(individual)
    with time_machine.travel(timedelta(minutes=4, seconds=50)):
        assert api.post(f"{API}/account/link/email/code/send", {"email": "a@example.com"}).status_code == 200
        assert error_of(other.post(f"{API}/account/link/email/code/send", {"email": "b@example.com"})) == (
            "reauth_required"
        )
    with time_machine.travel(timedelta(minutes=5, seconds=10)):
        assert error_of(api.post(f"{API}/account/unlink/email")) == "reauth_required"


@pytest.mark.django_db
def test_the_current_password_in_the_body_passes_without_opening_the_window(client_for, individual):
    api = client_for(individual)
    wrong = api.delete(f"{API}/account", {"password": "not-it"}, format="json")
    assert wrong.status_code == 403 and error_of(wrong) == "reauth_required"
    assert User.objects.get(pk=individual.user.pk).deleted_at is None
    other = client_for(individual)
    right = other.post(f"{API}/account/unlink/email", {"password": PASSWORD}, format="json")
    assert right.status_code == 200 and right.json()["data"]["email"] is None
    assert error_of(other.post(f"{API}/account/unlink/mobile")) == "reauth_required"
    assert api.delete(f"{API}/account", {"password": PASSWORD}, format="json").status_code == 200
    assert User.objects.get(pk=individual.user.pk).deleted_at is not None


@pytest.mark.django_db
def test_a_wrong_password_is_refused_and_attempts_are_limited(client_for, individual, settings):
    settings.REAUTH_RATE = "3/hour"
    api = client_for(individual)
    wrong = api.post(f"{API}/account/reauth", {"password": "not-it"}, format="json")
    assert wrong.status_code == 400 and list(wrong.json()["data"]) == ["password"]
    assert error_of(api.post(f"{API}/account/unlink/email", {"password": "not-it"}, format="json")) == (
        "reauth_required"
    )
    assert api.post(f"{API}/account/reauth", {"password": PASSWORD}, format="json").status_code == 200
    limited = api.post(f"{API}/account/reauth", {"password": PASSWORD}, format="json")
    assert limited.status_code == 429 and error_of(limited) == "too_many_requests"
    assert 0 < limited.json()["data"]["retry_after"] <= 3600


@pytest.mark.django_db
def test_signed_out_callers_get_401(anon):
    assert anon.post(f"{API}/account/reauth", {"password": PASSWORD}, format="json").status_code == 401
    assert anon.delete(f"{API}/account", {"password": PASSWORD}, format="json").status_code == 401


@pytest.mark.django_db
def test_a_person_without_a_password_re_authenticates_with_a_code(
    client_for, individual, django_capture_on_commit_callbacks
):
    user = individual.user
    user.set_unusable_password()
    user.phone_number = "+8613700000021"
    user.save()
    api = client_for(individual)
    refused = api.post(f"{API}/account/set-password", NEW).json()
    assert refused["error"] == "reauth_required" and refused["data"] == {"method": "code"}
    with django_capture_on_commit_callbacks(execute=True):
        sent = api.post(f"{API}/account/reauth/code/send")
    assert sent.status_code == 200 and sent["Cache-Control"] == "no-store"
    message = OutboundMessage.objects.filter(to="+8613700000021").first()
    assert message is not None
    code = six_digits(message.body)
    wrong = api.post(f"{API}/account/reauth", {"code": "000000" if code != "000000" else "111111"}, format="json")
    assert error_of(wrong) == "code_invalid"
    assert api.post(f"{API}/account/reauth", {"code": code}, format="json").status_code == 200
    assert api.post(f"{API}/account/set-password", NEW).json()["data"]["password_set"] is True


@pytest.mark.django_db
def test_no_code_without_a_phone_or_verified_address(client_for, individual):
    user = individual.user
    user.set_unusable_password()
    user.email_verified = False
    user.save()
    response = client_for(individual).post(f"{API}/account/reauth/code/send")
    assert response.status_code == 409 and error_of(response) == "reauth_code_unavailable"


def test_a_spend_without_a_session_is_refused_above_the_threshold_only(settings):
    from decimal import Decimal

    from rest_framework.request import Request
    from rest_framework.test import APIRequestFactory

    from apps.accounts.permissions import reauth_for_spend
    from apps.common.errors import ApplicationError

    settings.REAUTH_SPEND_ABOVE = Decimal("100.00")
    request = Request(APIRequestFactory().post("/", {}, format="json"))
    reauth_for_spend(request, None, amount=Decimal("100.00"))
    with pytest.raises(ApplicationError) as refused:
        reauth_for_spend(request, None, amount=Decimal("100.01"))
    assert refused.value.code == "reauth_required"
