"""Every answer that carries session tokens is never kept by a cache (`Cache-Control:
no-store`) and sets the document cookie of its session (docs/decisions/0065), whichever way
the session was opened."""

import pytest
from rest_framework.test import APIClient

from apps.accounts.documents import DOCUMENT_COOKIE
from apps.accounts.models import OutboundMessage
from apps.accounts.tests.factories import PASSWORD
from apps.accounts.tests.helpers import six_digits
from conftest import open_session

from .test_wechat import state_of, wechat  # noqa: F401  (the fake WeChat fixture)

API = "/api/iam/v1"


def assert_no_store(response) -> None:
    assert response.status_code == 200, response.json()
    assert response.json()["data"]["refresh_token"]
    assert response["Cache-Control"] == "no-store"
    assert_document_cookie(response)


def assert_document_cookie(response) -> None:
    cookie = response.cookies[DOCUMENT_COOKIE]
    assert cookie.value and cookie["httponly"] and cookie["samesite"] == "Lax" and cookie["path"] == "/"
    assert cookie["expires"], "it lasts as long as its session, not only the browser's"


@pytest.mark.django_db
def test_register_password_and_refresh_answers(anon):
    registered = anon.post(
        f"{API}/register",
        {
            "name": "newbie",
            "email": "newbie@example.com",
            "password": PASSWORD,
            "confirm_password": PASSWORD,
            "agreement": True,
        },
        format="json",
    )
    assert_no_store(registered)
    login = anon.post(f"{API}/login/password", {"account": "newbie", "password": PASSWORD}, format="json")
    assert_no_store(login)
    refresh_token = login.json()["data"]["refresh_token"]
    assert_no_store(anon.get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {refresh_token}"))


@pytest.mark.django_db
def test_sms_sign_in_answer(anon, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        anon.post(f"{API}/login/mobile/sms-code/send", {"phone": "13900000001"})
    code = six_digits(OutboundMessage.objects.get(channel="sms").body)
    assert_no_store(anon.post(f"{API}/login/mobile/sms-code/verify", {"phone": "13900000001", "code": code}))


@pytest.mark.django_db
def test_wechat_sign_in_answer(anon, wechat):  # noqa: F811
    url = anon.get(f"{API}/login/wechat/url").json()["data"]["url"]
    assert_no_store(anon.post(f"{API}/login/wechat", {"code": "CODE", "state": state_of(url)}))


@pytest.mark.django_db
def test_identity_switch_and_company_delete_answers(owner):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {open_session(owner).token}")
    switched = client.post(f"{API}/switch", {"sme_id": "user"}, format="json")
    assert_no_store(switched)
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {open_session(owner).token}")
    deleted = client.delete(f"{API}/sme", {"password": PASSWORD}, format="json")
    assert_no_store(deleted)


@pytest.mark.django_db
def test_leaving_a_company_answer(member):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {open_session(member).token}")
    left = client.post(f"{API}/sme/leave", {"sme_id": member.sme_id}, format="json")
    assert left.status_code == 200, left.json()
    assert left.json()["data"]["session"]["refresh_token"] and left["Cache-Control"] == "no-store"
    assert_document_cookie(left)
