"""The document cookie (docs/decisions/0065): it names its session's person to the drawing of
documents only while the session is open, and to nothing else."""

from datetime import timedelta

import pytest
from django.test import RequestFactory
from django.utils import timezone
from rest_framework.test import APIClient

from apps.accounts.documents import DOCUMENT_COOKIE, document_person
from apps.accounts.models import AuthSession
from apps.accounts.services.sessions import sessions_end
from apps.accounts.tests.factories import PASSWORD
from conftest import as_individual, open_session

API = "/api/iam/v1"
pytestmark = pytest.mark.django_db


def signed_in(persona) -> tuple[APIClient, dict]:
    """A browser that signed in with a password: it keeps the answer's cookies."""
    browser = APIClient()
    answer = browser.post(f"{API}/login/password", {"account": persona.user.email, "password": PASSWORD}, format="json")
    assert answer.status_code == 200, answer.json()
    return browser, answer.json()["data"]


def person_of(cookie: str):
    request = RequestFactory().get("/wallet")
    request.COOKIES[DOCUMENT_COOKIE] = cookie
    return document_person(request)


def test_it_names_the_person_of_an_open_session(individual, outsider):
    browser, _ = signed_in(individual)
    assert person_of(browser.cookies[DOCUMENT_COOKIE].value) == individual.user
    other, _ = signed_in(outsider)
    assert person_of(other.cookies[DOCUMENT_COOKIE].value) == outsider.user, "each its own"


def test_signing_out_removes_it_and_ends_what_it_names(individual):
    browser, tokens = signed_in(individual)
    cookie = browser.cookies[DOCUMENT_COOKIE].value
    out = browser.post(f"{API}/logout", {"refresh_token": tokens["refresh_token"]}, format="json")
    assert out.status_code == 200
    assert out.cookies[DOCUMENT_COOKIE].value == "" and out.cookies[DOCUMENT_COOKIE]["max-age"] == 0
    assert person_of(cookie) is None, "a copy kept from before names no one"


@pytest.mark.parametrize("end", ["everywhere", "expired", "deactivated"])
def test_it_names_no_one_once_its_session_is_over(individual, end):
    browser, _ = signed_in(individual)
    cookie = browser.cookies[DOCUMENT_COOKIE].value
    if end == "everywhere":
        sessions_end(user=individual.user)
    elif end == "expired":
        AuthSession.objects.update(expires_at=timezone.now() - timedelta(seconds=1))
    else:
        individual.user.is_active = False
        individual.user.save(update_fields=["is_active"])
    assert person_of(cookie) is None


def test_a_forged_or_altered_cookie_names_no_one(individual):
    session = AuthSession.objects.get(id=open_session(individual).session_id)
    assert person_of(str(session.id)) is None, "an unsigned session id"
    browser, _ = signed_in(individual)
    value = browser.cookies[DOCUMENT_COOKIE].value
    assert person_of(value[:-1] + ("A" if value[-1] != "A" else "B")) is None
    assert person_of("") is None and person_of("not:a-session") is None


def test_a_company_identity_names_no_one(owner):
    browser = APIClient()
    browser.credentials(HTTP_AUTHORIZATION=f"Bearer {open_session(as_individual(owner)).token}")
    switched = browser.post(f"{API}/switch", {"sme_id": owner.sme_id}, format="json")
    assert switched.status_code == 200, switched.json()
    assert person_of(switched.cookies[DOCUMENT_COOKIE].value) is None, "documents draw no company's figures"
    browser.credentials(HTTP_AUTHORIZATION=f"Bearer {switched.json()['data']['token']}")
    back = browser.post(f"{API}/switch", {"sme_id": "user"}, format="json")
    assert person_of(back.cookies[DOCUMENT_COOKIE].value) == owner.user


def test_the_api_never_reads_it(individual):
    browser, _ = signed_in(individual)
    assert browser.cookies[DOCUMENT_COOKIE].value
    assert browser.get(f"{API}/account/profile").status_code == 401, "the cookie alone is no credential"
