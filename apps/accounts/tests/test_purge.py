from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from apps.accounts.models import AuthSession
from apps.accounts.tasks import purge_expired
from conftest import open_session


@pytest.mark.django_db
def test_purge_removes_ended_sessions_only(individual, outsider):
    open_session(individual)
    open_session(outsider)
    AuthSession.objects.filter(user=outsider.user).update(revoked_at=timezone.now())
    with time_machine.travel(timedelta(days=2)):
        assert purge_expired.delay().get() == 1
    assert list(AuthSession.objects.values_list("user__name", flat=True)) == ["individual"]
