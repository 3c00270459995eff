from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone
from rest_framework.test import APIClient

from apps.accounts.models import AuthSession, EmailToken, OutboundMessage, SignInAttempt, VerificationCode
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


@pytest.mark.django_db
def test_purge_keeps_what_the_privacy_policy_says_for_as_long_as_it_says(settings, django_capture_on_commit_callbacks):
    """Sign-up and an SMS code leave an audit row, a link, a code and an outbox copy: the
    code and the link go a day after they expire, the outbox after 30 days, the audit after 180."""
    settings.SIGNIN_AUDIT_DAYS, settings.OUTBOX_DAYS = 180, 30
    api = APIClient()
    body = {"name": "kept", "email": "kept@example.com", "agreement": True}
    body |= {"password": "Kite7harbo", "confirm_password": "Kite7harbo"}
    assert api.post("/api/iam/v1/register", body, format="json").status_code == 200
    with django_capture_on_commit_callbacks(execute=True):  # the SMS goes out after the commit
        sent = api.post("/api/iam/v1/login/mobile/sms-code/send", {"phone": "+8613800138000"}, format="json")
    assert sent.status_code == 200
    kept = (SignInAttempt, EmailToken, VerificationCode, OutboundMessage)
    assert all(model.objects.exists() for model in kept)

    def left_after(days: int) -> set[str]:
        with time_machine.travel(timedelta(days=days)):
            purge_expired.delay().get()
        return {model.__name__ for model in kept if model.objects.exists()}

    assert left_after(2) == {"EmailToken", "SignInAttempt", "OutboundMessage"}  # the link lasts 3 days
    assert left_after(5) == {"SignInAttempt", "OutboundMessage"}
    assert left_after(31) == {"SignInAttempt"}
    assert left_after(181) == set()
