"""Personas shared by every app's tests: an individual, a company owner with a member, and
an outsider, each with the `Actor` its sessions act as. `client_for(persona)` is an API client
signed in as that persona, speaking the persona's user type (the owner and member act through
their company identity). Every test makes the people who own or act through `make_persona`
(or the fixtures below, made by it), so the companies issue changes personas in one place:
`persona_identity`."""

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from rest_framework.test import APIClient

from apps.accounts.actor import Actor, actor_for
from apps.accounts.choices import PERSONAL_IDENTITY, UserType
from apps.accounts.models import User
from apps.accounts.services import ClientInfo, SessionTokens, session_open
from apps.accounts.tests.factories import UserFactory

TEST_CLIENT = ClientInfo(ip="127.0.0.1", user_agent="pytest")


@dataclass
class Persona:
    user: User
    user_type: str
    sme_id: str = PERSONAL_IDENTITY

    @property
    def actor(self) -> Actor:
        """Who this persona's sessions act as (the same as `AuthSession.actor`)."""
        return actor_for(user=self.user, user_type=self.user_type, sme_id=self.sme_id)


def persona_identity(*, kind: str, user: User, company: str | None = None) -> str:
    """The identity (a session's `sme_id`) a new persona of `kind`, person `user`, acts
    through: the personal one for an individual; for an owner a new company it owns; for a
    member a membership of `company` (an owner persona's company)."""
    from apps.companies.choices import Role
    from apps.companies.models import Company, Membership

    if kind == "individual":
        return PERSONAL_IDENTITY
    if kind == "owner":
        owned = Company.objects.create(name=f"{user.name} Co", owner=user)
        Membership.objects.create(company=owned, user=user, role=Role.OWNER)
        return owned.id
    if company is None:
        raise ValueError("a member persona needs its company: make_persona('member', company=owner)")
    Membership.objects.create(company_id=company, user=user, role=Role.MEMBER)
    return company


def as_individual(persona: Persona) -> Persona:
    """The same person acting through their personal identity."""
    return Persona(persona.user, UserType.USER)


PersonaFactory = Callable[..., Persona]
USER_TYPES = {"individual": UserType.USER, "owner": UserType.ADMIN, "member": UserType.MEMBER}


@pytest.fixture
def make_persona(db) -> PersonaFactory:
    """`make_persona(kind, name=None, company=None)`: a new person of `kind`: `individual`,
    `owner` (of a new company) or `member` (of `company`, an owner persona's company)."""

    def make(kind: str, *, name: str | None = None, company: Persona | None = None) -> Persona:
        user = UserFactory.create(**({"name": name} if name else {}))
        identity = persona_identity(kind=kind, user=user, company=company.sme_id if company else None)
        return Persona(user, USER_TYPES[kind], sme_id=identity)

    return make


@pytest.fixture
def individual(make_persona) -> Persona:
    return make_persona("individual", name="individual")


@pytest.fixture
def owner(make_persona) -> Persona:
    return make_persona("owner", name="owner")


@pytest.fixture
def member(make_persona, owner) -> Persona:
    return make_persona("member", name="member", company=owner)


@pytest.fixture
def outsider(make_persona) -> Persona:
    return make_persona("individual", name="outsider")


@pytest.fixture
def personas(individual, owner, member, outsider) -> dict[str, Persona]:
    return {"individual": individual, "owner": owner, "member": member, "outsider": outsider}


def open_session(persona: Persona) -> SessionTokens:
    return session_open(user=persona.user, client=TEST_CLIENT, user_type=persona.user_type, sme_id=persona.sme_id)


@pytest.fixture(autouse=True)
def _fresh_cache():
    from django.core.cache import cache

    cache.clear()
    yield


@pytest.fixture
def anon() -> APIClient:
    return APIClient()


@pytest.fixture
def client_for(db) -> Callable[[Persona | None], APIClient]:
    def make(persona: Persona | None) -> APIClient:
        client = APIClient()
        if persona is not None:
            client.credentials(HTTP_AUTHORIZATION=f"Bearer {open_session(persona).token}")
        return client

    return make


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    from django.conf import settings

    reasons = {
        "redis": None if settings.REDIS_URL else "needs Redis: set REDIS_URL (CI starts one)",
        "postgres": None
        if settings.DATABASES["default"]["ENGINE"].endswith("postgresql")
        else "needs PostgreSQL: set DATABASE_URL (CI starts one)",
    }
    for item in items:
        for marker, reason in reasons.items():
            if reason and item.get_closest_marker(marker):
                item.add_marker(pytest.mark.skip(reason=reason))
