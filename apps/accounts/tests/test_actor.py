"""The Actor: built from the session (person, user type, company), its company asked of the
registered resolvers only for a company identity; the companies app registers the real one."""

import pytest
from django.utils import timezone

from apps.accounts.actor import Actor, register_company_resolver, unregister_company_resolver
from apps.accounts.authentication import session_for_access_token
from apps.accounts.models import AuthSession
from apps.companies.models import Company
from conftest import Persona, open_session


def session_of(persona) -> AuthSession:
    found = session_for_access_token(open_session(persona).token)
    assert found is not None
    return found[0]


@pytest.mark.django_db
def test_the_actor_is_the_sessions_person_user_type_and_company(personas):
    for name, persona in personas.items():
        actor = session_of(persona).actor
        company = persona.sme_id if name in ("owner", "member") else None
        assert actor == Actor(user=persona.user, user_type=persona.user_type, company_id=company)
        assert actor == persona.actor


@pytest.mark.django_db
def test_an_identity_that_names_no_company_of_the_person_acts_personally(owner, outsider):
    """An unknown id, someone else's company and an archived one name no company."""
    assert session_of(Persona(outsider.user, "admin", sme_id="NOPE0-00000")).actor.company_id is None
    assert session_of(Persona(outsider.user, "admin", sme_id=owner.sme_id)).actor.company_id is None
    Company.objects.filter(id=owner.sme_id).update(archived_at=timezone.now())
    assert session_of(owner).actor.company_id is None


@pytest.mark.django_db
def test_a_registered_resolver_is_asked_what_the_others_did_not_name(individual, owner, outsider):
    asked: list[tuple[str, int]] = []

    def resolve(sme_id: str, user) -> str | None:
        asked.append((sme_id, user.pk))
        return f"company-{sme_id}"

    register_company_resolver(resolve)
    try:
        assert session_of(owner).actor.company_id == owner.sme_id  # named by the companies app
        stranger = Persona(outsider.user, "admin", sme_id="1")
        assert session_of(stranger).actor == Actor(user=outsider.user, user_type="admin", company_id="company-1")
        assert session_of(individual).actor.company_id is None  # the personal identity is never asked about
        assert asked == [("1", outsider.user.pk)]
    finally:
        unregister_company_resolver(resolve)
    assert session_of(stranger).actor.company_id is None


@pytest.mark.django_db
def test_a_session_builds_its_actor_once(owner, django_assert_num_queries):
    session = session_of(owner)
    with django_assert_num_queries(1):
        assert session.actor is session.actor
