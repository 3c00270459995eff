"""The desktop client's hand-over to its web view: `session/fork` with the handed access
token, and the one-time code (`session/handoff`, `session/handoff/redeem`)."""

from datetime import timedelta

import pytest
import time_machine
from django.core.cache import cache
from django.utils import timezone
from rest_framework.test import APIClient

from apps.accounts.models import AuthSession
from apps.accounts.services.handoff import handoff_key
from apps.common.role_matrix import matrix_covers
from conftest import open_session

API = "/api/iam/v1"
KINDS = ["individual", "owner", "member"]


def bearer(token: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


def redeem(code: str):
    return APIClient().post(f"{API}/session/handoff/redeem", {"code": code}, format="json")


def refused(response) -> bool:
    return response.status_code == 400 and response.json()["error"] == "code_invalid"


def refreshed(refresh_token: str):
    return APIClient().get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {refresh_token}")


@pytest.mark.django_db
@pytest.mark.parametrize("kind", KINDS)
def test_fork_opens_the_web_views_own_session_with_the_same_identity(personas, kind):
    persona = personas[kind]
    handed = open_session(persona)
    AuthSession.objects.update(reauthenticated_at=timezone.now())
    response = bearer(handed.token).post(f"{API}/session/fork")
    assert response.status_code == 200, response.json()
    assert response["Cache-Control"] == "no-store"
    forked = response.json()["data"]
    assert (forked["userType"], forked["smeId"]) == (persona.user_type, persona.sme_id)
    assert forked["refresh_token"] != handed.refresh_token
    rows = AuthSession.objects.filter(user=persona.user)
    assert rows.count() == 2
    new = rows.get(reauthenticated_at__isnull=True)
    assert (new.user_type, new.sme_id) == (persona.user_type, persona.sme_id)
    # Its own refresh family: the desktop and the web view refresh independently.
    assert refreshed(forked["refresh_token"]).status_code == 200
    assert refreshed(handed.refresh_token).status_code == 200
    profile = bearer(forked["token"]).get(f"{API}/account/profile")
    assert profile.status_code == 200 and profile.json()["data"]["name"] == persona.user.name


@pytest.mark.django_db
def test_an_access_token_forks_once(individual):
    handed = open_session(individual)
    assert bearer(handed.token).post(f"{API}/session/fork").status_code == 200
    again = bearer(handed.token).post(f"{API}/session/fork")
    assert again.status_code == 401 and again.json()["error"] == "token_invalid"
    assert AuthSession.objects.count() == 2


def signed_out(refresh_token: str) -> None:
    assert APIClient().post(f"{API}/logout", {"refresh_token": refresh_token}, format="json").status_code == 200


@pytest.mark.django_db
def test_forks_and_forks_of_forks_end_with_the_sign_in_they_came_from(individual):
    desktop = open_session(individual)
    web = bearer(desktop.token).post(f"{API}/session/fork").json()["data"]
    deeper = bearer(web["token"]).post(f"{API}/session/fork").json()["data"]
    assert bearer(deeper["token"]).get(f"{API}/account/profile").status_code == 200
    signed_out(desktop.refresh_token)
    for session in (web, deeper):
        assert bearer(session["token"]).get(f"{API}/account/profile").status_code == 401
        assert refreshed(session["refresh_token"]).status_code == 401
    assert not AuthSession.objects.filter(revoked_at__isnull=True).exists()


@pytest.mark.django_db
def test_a_fork_that_switches_identity_stays_in_the_family(owner):
    desktop = open_session(owner)
    web = bearer(desktop.token).post(f"{API}/session/fork").json()["data"]
    switched = bearer(web["token"]).post(f"{API}/switch", {"sme_id": "user"}, format="json")
    assert switched.status_code == 200, switched.json()
    signed_out(desktop.refresh_token)
    assert bearer(switched.json()["data"]["token"]).get(f"{API}/account/profile").status_code == 401


@pytest.mark.django_db
def test_a_fork_signing_out_leaves_the_desktop_signed_in(individual):
    desktop = open_session(individual)
    web = bearer(desktop.token).post(f"{API}/session/fork").json()["data"]
    signed_out(web["refresh_token"])
    assert bearer(desktop.token).get(f"{API}/account/profile").status_code == 200


@pytest.mark.django_db
def test_a_fork_never_outlives_its_sign_in_by_refreshing(individual):
    desktop = open_session(individual)
    web = bearer(desktop.token).post(f"{API}/session/fork").json()["data"]
    root = AuthSession.objects.get(family__isnull=True)
    with time_machine.travel(timezone.now() + timedelta(days=1)):
        renewed = refreshed(web["refresh_token"]).json()["data"]
    assert AuthSession.objects.get(family=root).expires_at == root.expires_at
    with time_machine.travel(root.expires_at + timedelta(seconds=1)):
        assert refreshed(renewed["refresh_token"]).status_code == 401


@pytest.mark.django_db
def test_fork_needs_an_open_session(anon, individual):
    assert anon.post(f"{API}/session/fork").status_code == 401
    handed = open_session(individual)
    AuthSession.objects.update(revoked_at=timezone.now())
    assert bearer(handed.token).post(f"{API}/session/fork").status_code == 401
    assert bearer(handed.refresh_token).post(f"{API}/session/fork").status_code == 401


@pytest.mark.django_db
@pytest.mark.parametrize("kind", KINDS)
def test_a_handoff_code_opens_a_session_of_the_same_identity_once(personas, kind):
    persona = personas[kind]
    desktop = open_session(persona)
    issued = bearer(desktop.token).post(f"{API}/session/handoff")
    assert issued.status_code == 200 and issued["Cache-Control"] == "no-store"
    code = issued.json()["data"]["code"]
    assert len(code) >= 32
    redeemed = redeem(code)
    assert redeemed.status_code == 200, redeemed.json()
    assert redeemed["Cache-Control"] == "no-store"
    session = redeemed.json()["data"]
    assert (session["userType"], session["smeId"]) == (persona.user_type, persona.sme_id)
    assert AuthSession.objects.filter(user=persona.user, reauthenticated_at__isnull=True).count() == 2
    assert refused(redeem(code))


@pytest.mark.django_db
def test_a_handoff_code_is_stored_hashed_and_lasts_sixty_seconds(individual):
    desktop = open_session(individual)
    code = bearer(desktop.token).post(f"{API}/session/handoff").json()["data"]["code"]
    entry = cache.get(handoff_key(code))
    assert entry["session"] == AuthSession.objects.get(user=individual.user).pk
    assert code not in handoff_key(code) and code not in str(entry)
    with time_machine.travel(timezone.now() + timedelta(seconds=61)):
        assert refused(redeem(code))


@pytest.mark.django_db
def test_a_handoff_code_dies_with_its_session(individual):
    desktop = open_session(individual)
    code = bearer(desktop.token).post(f"{API}/session/handoff").json()["data"]["code"]
    APIClient().post(f"{API}/logout", {"refresh_token": desktop.refresh_token}, format="json")
    assert refused(redeem(code))


@pytest.mark.django_db
def test_handoff_needs_a_session_and_redeem_a_valid_code(anon):
    assert anon.post(f"{API}/session/handoff").status_code == 401
    for body in ({}, {"code": ""}, {"code": "x" * 5000}, {"code": ["a"]}):
        response = anon.post(f"{API}/session/handoff/redeem", body, format="json")
        assert response.status_code == 400, response.json()
    assert AuthSession.objects.count() == 0


HANDOFF_CALLS = [("POST", f"{API}/session/fork"), ("POST", f"{API}/session/handoff")]
matrix_covers([*HANDOFF_CALLS, ("POST", f"{API}/session/handoff/redeem")])


@pytest.mark.django_db
@pytest.mark.parametrize("role", ["individual", "owner", "member", "outsider", "anonymous"])
def test_role_matrix(client_for, personas, role):
    """Anyone signed in hands over their own session; the redeemer gets the code's session,
    whoever calls (the web view has no session yet)."""
    persona = personas.get(role)
    api = client_for(persona)
    statuses = [api.post(path).status_code for _method, path in HANDOFF_CALLS]
    assert statuses == ([200, 200] if persona else [401, 401])
    if persona is None:
        return
    code = api.post(f"{API}/session/handoff").json()["data"]["code"]
    redeemed = client_for(personas["outsider"] if role != "outsider" else personas["individual"]).post(
        f"{API}/session/handoff/redeem", {"code": code}, format="json"
    )
    assert redeemed.status_code == 200
    token = redeemed.json()["data"]["token"]
    assert bearer(token).get(f"{API}/account/profile").json()["data"]["name"] == persona.user.name
