"""Personas shared by every app's tests: an individual, a company owner with a member, and
an outsider. `client_for(persona)` is an API client signed in as that persona, speaking the
persona's user type (the owner and member act through their company identity)."""

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from rest_framework.test import APIClient

from apps.accounts.choices import UserType
from apps.accounts.models import User
from apps.accounts.services import ClientInfo, SessionTokens, session_open
from apps.accounts.tests.factories import UserFactory

TEST_CLIENT = ClientInfo(ip="127.0.0.1", user_agent="pytest")


@dataclass
class Persona:
    user: User
    user_type: str
    sme_id: str = "user"


@pytest.fixture
def individual(db) -> Persona:
    return Persona(UserFactory.create(name="individual"), UserType.USER)


@pytest.fixture
def owner(db) -> Persona:
    return Persona(UserFactory.create(name="owner"), UserType.ADMIN, sme_id="1")


@pytest.fixture
def member(db) -> Persona:
    return Persona(UserFactory.create(name="member"), UserType.MEMBER, sme_id="1")


@pytest.fixture
def outsider(db) -> Persona:
    return Persona(UserFactory.create(name="outsider"), UserType.USER)


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
