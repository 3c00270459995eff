"""Pre-hijacking: someone registers with another person's e-mail address before its owner
does. Until the address is verified the account cannot collect other sign-in methods; only
the account itself, signed in, verifies it (so the owner of the address cannot, and it stays
unverified); when the owner takes it back by a password reset every session ends and every
method the owner did not add goes."""

import pytest
from allauth.socialaccount.models import SocialAccount

from apps.accounts.choices import TokenPurpose
from apps.accounts.models import AuthSession, User
from apps.accounts.tests.factories import UserFactory
from apps.accounts.tests.helpers import reauthenticated
from apps.accounts.verification import email_token_issue
from conftest import Persona, open_session

from .test_wechat import wechat  # noqa: F401  (the fake WeChat fixture)

API = "/api/iam/v1"
PHONE = "+8613900000077"


@pytest.fixture
def registrant(db) -> Persona:
    """An account whose only identifier is a never-verified e-mail address."""
    return Persona(UserFactory.create(name="squatter", email="victim@example.com", email_verified=False), "user")


def squatted(user: User) -> None:
    """A phone and a WeChat the registrant attached (before this rule existed)."""
    User.objects.filter(pk=user.pk).update(phone_number=PHONE)
    SocialAccount.objects.create(user=user, provider="weixin", uid="SQUATTER-WX")


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("post", "account/link/mobile/sms-code/send", {"phone": PHONE}),
        ("post", "account/link/mobile/sms-code/verify", {"phone": PHONE, "code": "123456"}),
        ("get", "account/link/wechat", None),
        ("post", "account/link/wechat", {"code": "CODE", "state": "S"}),
        ("post", "account/set-password", {"password": "Newpass2026x", "confirm_password": "Newpass2026x"}),
    ],
)
def test_an_unverified_account_cannot_collect_methods(client_for, registrant, wechat, method, path, body):  # noqa: F811
    api = reauthenticated(client_for(registrant))
    response = getattr(api, method)(f"{API}/{path}", body, format="json")
    assert response.status_code == 403, response.json()
    assert response.json()["error"] == "account_unverified"
    assert "verify" in response.json()["msg"].lower()
    zh = getattr(api, method)(f"{API}/{path}", body, format="json", HTTP_ACCEPT_LANGUAGE="zh-hans")
    assert zh.json()["msg"] != response.json()["msg"]
    user = User.objects.get(pk=registrant.user.pk)
    assert user.phone_number is None and not SocialAccount.objects.exists()


@pytest.mark.django_db
def test_it_may_replace_the_unverified_address(client_for, registrant, django_capture_on_commit_callbacks):
    api = reauthenticated(client_for(registrant))
    with django_capture_on_commit_callbacks(execute=True):
        response = api.post(f"{API}/account/link/email/code/send", {"email": "mine@example.com"}, format="json")
    assert response.status_code == 200, response.json()


@pytest.mark.django_db
@pytest.mark.parametrize("kind", ["individual", "owner", "member"])
def test_a_verified_account_still_links_a_phone(client_for, personas, kind, django_capture_on_commit_callbacks):
    api = reauthenticated(client_for(personas[kind]))
    with django_capture_on_commit_callbacks(execute=True):
        response = api.post(f"{API}/account/link/mobile/sms-code/send", {"phone": PHONE}, format="json")
    assert response.status_code == 200, response.json()


@pytest.mark.django_db
def test_a_phone_makes_an_account_verified(client_for, registrant, django_capture_on_commit_callbacks):
    User.objects.filter(pk=registrant.user.pk).update(phone_number="+8613900000088")
    api = reauthenticated(client_for(registrant))
    with django_capture_on_commit_callbacks(execute=True):
        response = api.post(f"{API}/account/link/mobile/sms-code/send", {"phone": PHONE}, format="json")
    assert response.status_code == 200, response.json()


@pytest.mark.django_db
def test_only_the_account_signed_in_verifies_its_link(anon, registrant, individual):
    """The address's owner cannot verify a squatter's account (they do not know its password), so
    it stays unverified and can do nothing that needs a verified account; the owner takes it
    back by a password reset."""
    user = registrant.user
    squatter = open_session(registrant)
    owner = open_session(individual)
    raw = email_token_issue(purpose=TokenPurpose.VERIFY_EMAIL, user=user, email="victim@example.com")
    verify = f"{API}/register/email/verify"
    assert anon.post(verify, {"token": raw}, format="json").status_code == 401
    elsewhere = anon.post(verify, {"token": raw}, format="json", HTTP_AUTHORIZATION=f"Bearer {owner.token}")
    assert (elsewhere.status_code, elsewhere.json()["error"]) == (403, "link_other_account")
    assert not User.objects.get(pk=user.pk).email_verified
    # The link is not used up by a refusal: the account itself still verifies with it.
    verified = anon.post(verify, {"token": raw}, format="json", HTTP_AUTHORIZATION=f"Bearer {squatter.token}")
    assert verified.json()["data"] == {"email": "victim@example.com"}
    assert User.objects.get(pk=user.pk).email_verified


@pytest.mark.django_db
def test_the_owner_resetting_drops_what_they_did_not_add(anon, registrant):
    user = registrant.user
    squatted(user)
    open_session(registrant)
    raw = email_token_issue(purpose=TokenPurpose.RESET_PASSWORD, user=user, email="victim@example.com")
    body = {"token": raw, "password": "Newpass2026x", "confirm_password": "Newpass2026x"}
    assert anon.post(f"{API}/forget-password/email/verify", body, format="json").status_code == 200
    user.refresh_from_db()
    assert user.email_verified and user.phone_number is None and user.check_password("Newpass2026x")
    assert not SocialAccount.objects.filter(user=user).exists()
    assert not AuthSession.objects.filter(user=user, revoked_at__isnull=True).exists()


@pytest.mark.django_db
def test_a_verified_address_keeps_its_methods_on_reset(anon, individual):
    user = individual.user
    User.objects.filter(pk=user.pk).update(phone_number=PHONE)
    raw = email_token_issue(purpose=TokenPurpose.RESET_PASSWORD, user=user, email=user.email)
    body = {"token": raw, "password": "Newpass2026x", "confirm_password": "Newpass2026x"}
    assert anon.post(f"{API}/forget-password/email/verify", body, format="json").status_code == 200
    user.refresh_from_db()
    assert user.phone_number == PHONE and user.email_verified


@pytest.mark.django_db
def test_verifying_ends_no_session_and_keeps_every_method(anon, individual):
    session = open_session(individual)
    other = open_session(individual)
    user = individual.user
    User.objects.filter(pk=user.pk).update(phone_number=PHONE, email_verified=False)
    raw = email_token_issue(purpose=TokenPurpose.VERIFY_EMAIL, user=user, email=user.email)
    verified = anon.post(
        f"{API}/register/email/verify", {"token": raw}, format="json", HTTP_AUTHORIZATION=f"Bearer {session.token}"
    )
    assert verified.status_code == 200
    for kept in (session, other):
        assert anon.get(f"{API}/account/profile", HTTP_AUTHORIZATION=f"Bearer {kept.token}").status_code == 200
    user.refresh_from_db()
    assert user.phone_number == PHONE and user.email_verified
    assert AuthSession.objects.filter(revoked_at__isnull=True).count() == 2
