"""The admin site's sign-in goes through the API's lock-out (the authentication backend and
the `user_login_failed` receiver), so every Django login is counted."""

import pytest
from django.contrib.auth import authenticate
from django.test import Client, RequestFactory

from apps.accounts.models import SignInThrottle
from apps.accounts.tests.factories import PASSWORD, UserFactory

BAD = "bad-pass-01"


def admin_login(password: str, ip: str) -> bool:
    """Whether the admin's sign-in form lets staff in from `ip`."""
    web = Client(REMOTE_ADDR=ip)
    web.post("/admin/login/?next=/admin/", {"username": "staffer", "password": password})
    return web.get("/admin/").status_code == 200


@pytest.mark.django_db
def test_five_wrong_admin_passwords_lock_the_pair_and_leave_another_address_free():
    UserFactory(name="staffer", is_staff=True, is_superuser=True)
    for _ in range(5):
        assert not admin_login(BAD, "10.0.5.1")
    assert not admin_login(PASSWORD, "10.0.5.1")  # the right password, refused from there
    assert admin_login(PASSWORD, "10.0.5.2")
    assert SignInThrottle.objects.get(scope="pair").locked_until is not None


@pytest.mark.django_db
def test_admin_failures_count_on_the_same_keys_as_the_api(anon):
    UserFactory(name="staffer", is_staff=True)
    for _ in range(3):
        admin_login(BAD, "10.0.5.3")
    for _ in range(2):
        anon.post("/api/iam/v1/login/password", {"account": "staffer", "password": BAD}, REMOTE_ADDR="10.0.5.3")
    locked = anon.post(
        "/api/iam/v1/login/password", {"account": "staffer", "password": PASSWORD}, REMOTE_ADDR="10.0.5.3"
    )
    assert locked.status_code == 429


@pytest.mark.django_db
def test_a_refusal_while_locked_is_not_one_more_failure():
    UserFactory(name="staffer", is_staff=True)
    for _ in range(5):
        admin_login(BAD, "10.0.5.4")
    row = SignInThrottle.objects.get(scope="pair")
    admin_login(BAD, "10.0.5.4")
    assert SignInThrottle.objects.get(pk=row.pk).failures == row.failures


@pytest.mark.django_db
def test_a_login_without_a_request_still_checks_the_password():
    user = UserFactory(name="staffer")
    assert authenticate(None, username="staffer", password=PASSWORD) == user
    assert authenticate(RequestFactory().get("/"), username="staffer", password=BAD) is None
