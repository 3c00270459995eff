"""The open-session read every authenticated request makes (`session_for_access_token`) runs
a statement compiled once: it must give exactly what the ORM query it stands for gives."""

import pytest
from django.db.models import Model
from django.utils import timezone

from apps.accounts.authentication import session_for_access_token
from apps.accounts.models import AuthSession
from conftest import open_session


def values(instance: Model) -> dict:
    return {field.attname: getattr(instance, field.attname) for field in type(instance)._meta.concrete_fields}


@pytest.mark.django_db
def test_the_session_and_its_person_read_as_the_orm_reads_them(django_assert_num_queries, individual, owner):
    individual.user.last_login = timezone.now()
    individual.user.save()
    for persona in (individual, owner):
        token = open_session(persona).token
        with django_assert_num_queries(1):
            found = session_for_access_token(token)
            assert found is not None
            session, expires = found
            person = session.user  # read with the session
        expected = AuthSession.objects.select_related("user").get(id=session.id)
        assert values(session) == values(expected)
        assert values(person) == values(expected.user)
        assert expires > timezone.now().timestamp()
        assert not session._state.adding and session._state.db == "default"


@pytest.mark.django_db
def test_a_revoked_session_or_an_inactive_person_has_no_session(individual, outsider):
    revoked = open_session(individual).token
    AuthSession.objects.filter(user=individual.user).update(revoked_at=timezone.now())
    assert session_for_access_token(revoked) is None
    inactive = open_session(outsider).token
    outsider.user.is_active = False
    outsider.user.save()
    assert session_for_access_token(inactive) is None
    assert session_for_access_token("not-a-token") is None
