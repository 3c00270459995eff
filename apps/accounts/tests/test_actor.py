"""The Actor: built from the session (person, user type, company), its company asked of the
registered resolver only for a company identity."""

import pytest

from apps.accounts.actor import Actor, register_company_resolver, unregister_company_resolver
from apps.accounts.authentication import session_for_access_token
from apps.accounts.models import AuthSession
from conftest import open_session

from .helpers import companies_exist


def session_of(persona) -> AuthSession:
    found = session_for_access_token(open_session(persona).token)
    assert found is not None
    return found[0]


@pytest.mark.django_db
def test_the_actor_is_the_sessions_person_and_user_type(personas):
    for persona in personas.values():
        actor = session_of(persona).actor
        assert actor == Actor(user=persona.user, user_type=persona.user_type, company_id=None)
        assert actor == persona.actor


@pytest.mark.django_db
def test_an_identity_that_names_no_company_acts_personally(owner, member):
    """Before companies exist no identity names one; with a resolver, an unknown one still does not."""
    assert (owner.sme_id, session_of(owner).actor.company_id) == ("1", None)
    with companies_exist("2"):
        assert session_of(owner).actor.company_id is None
        assert session_of(member).actor.company_id is None


@pytest.mark.django_db
def test_a_registered_resolver_names_the_company(individual, owner, member):
    asked: list[str] = []

    def resolve(sme_id: str) -> str | None:
        asked.append(sme_id)
        return f"company-{sme_id}"

    register_company_resolver(resolve)
    try:
        assert session_of(owner).actor == Actor(user=owner.user, user_type="admin", company_id="company-1")
        assert session_of(member).actor.company_id == "company-1"
        assert session_of(individual).actor.company_id is None  # the personal identity is never asked about
        assert asked == ["1", "1"]
    finally:
        unregister_company_resolver(resolve)
    assert session_of(owner).actor.company_id is None


@pytest.mark.django_db
def test_a_session_builds_its_actor_once(owner):
    calls: list[str] = []

    def resolve(sme_id: str) -> str | None:
        calls.append(sme_id)
        return sme_id

    register_company_resolver(resolve)
    try:
        session = session_of(owner)
        assert session.actor is session.actor
        assert calls == ["1"]
    finally:
        unregister_company_resolver(resolve)
