"""The sign-in lock-out per (account, address) pair, the account-wide ceiling that asks for
a code sign-in, the e-mail code sign-in, and the throttled current-password check."""

from datetime import timedelta

import pytest
import time_machine
from django.core.management import call_command

from apps.accounts.models import OutboundMessage, SignInThrottle, User
from apps.accounts.services.lockout import address_key
from apps.accounts.tests.factories import PASSWORD, UserFactory
from apps.accounts.tests.helpers import six_digits

API = "/api/iam/v1"
BAD = "bad-pass-01"


def login(client, account: str, password: str = PASSWORD, ip: str = "10.0.0.1"):
    return client.post(f"{API}/login/password", {"account": account, "password": password}, REMOTE_ADDR=ip)


@pytest.fixture
def email_code(anon, mailoutbox, django_capture_on_commit_callbacks):
    """Ask for an e-mail sign-in code; answers the response and the code mailed ("" if none)."""

    def send(email: str, ip: str = "10.0.0.1") -> tuple[object, str]:
        before = len(mailoutbox)
        with django_capture_on_commit_callbacks(execute=True):
            response = anon.post(f"{API}/login/email/code/send", {"email": email}, REMOTE_ADDR=ip)
        codes = [m.body for m in mailoutbox[before:] if "verification code" in m.body]
        return response, six_digits(codes[0]) if codes else ""

    return send


def email_login(client, email: str, code: str, ip: str = "10.0.0.1"):
    return client.post(f"{API}/login/email/code/verify", {"email": email, "code": code}, REMOTE_ADDR=ip)


@pytest.mark.parametrize(
    ("ip", "key"),
    [
        ("10.0.0.1", "10.0.0.1"),
        ("2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"),
        ("2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"),
        ("::ffff:10.0.0.7", "10.0.0.7"),
        ("unknown", "unknown"),
    ],
)
def test_an_address_is_an_ipv4_address_or_an_ipv6_64(ip, key):
    assert address_key(ip) == key


@pytest.mark.django_db
class TestPairLockOut:
    def test_five_failures_lock_the_pair_not_the_owner_elsewhere(self, anon):
        UserFactory(name="alice")
        for _ in range(5):
            assert login(anon, "alice", BAD, ip="10.0.0.9").status_code == 400
        locked = login(anon, "alice", ip="10.0.0.9")  # even the right password, from there
        assert locked.status_code == 429 and locked.json()["error"] == "too_many_attempts"
        assert 0 < locked.json()["data"]["retry_after"] <= 15 * 60 + 1
        assert login(anon, "alice", ip="10.0.0.10").status_code == 200  # the owner, elsewhere
        with time_machine.travel(timedelta(minutes=16)):
            assert login(anon, "alice", ip="10.0.0.9").status_code == 200

    def test_one_ipv6_64_is_one_address(self, anon):
        UserFactory(name="alice")
        for n in range(5):
            login(anon, "alice", BAD, ip=f"2001:db8:0:7::{n + 1}")
        assert login(anon, "alice", ip="2001:db8:0:7:ffff::1").status_code == 429
        assert login(anon, "alice", ip="2001:db8:0:8::1").status_code == 200

    def test_the_pair_counts_the_person_whichever_account_string_is_used(self, anon):
        UserFactory(name="alice", email="alice@example.com")
        for account in ["alice", "alice@example.com", "ALICE", "alice", "Alice@Example.com"]:
            login(anon, account, BAD)
        assert login(anon, "alice@example.com").status_code == 429

    def test_the_ceiling_asks_for_a_code_sign_in_instead_of_locking(self, anon, settings):
        settings.SIGNIN_THROTTLE = {**settings.SIGNIN_THROTTLE, "ACCOUNT_CEILING": 8}
        UserFactory(name="alice")
        for n in range(8):  # eight addresses, never five from one
            assert login(anon, "alice", BAD, ip=f"10.0.1.{n}").status_code == 400
        refused = login(anon, "alice", ip="10.0.2.1")
        assert refused.status_code == 429 and refused.json()["error"] == "signin_code_required"
        assert refused.json()["msg"] == "Too many failed sign-ins on this account; sign in with a code instead."
        unknown = [login(anon, "nobody", BAD, ip=f"10.0.3.{n}") for n in range(9)][-1]
        assert unknown.json()["error"] == "signin_code_required"  # an unknown account answers alike

    def test_signin_unlock_lifts_the_pairs_and_the_ceiling(self, anon, settings):
        settings.SIGNIN_THROTTLE = {**settings.SIGNIN_THROTTLE, "ACCOUNT_CEILING": 6}
        alice = UserFactory.create(name="alice")
        for n in range(6):
            login(anon, "alice", BAD, ip="10.0.0.9" if n < 5 else "10.0.0.8")
        call_command("signin_unlock", "alice")
        assert not SignInThrottle.objects.filter(key__startswith=f"user:{alice.pk}").exists()
        assert login(anon, "alice", ip="10.0.0.9").status_code == 200


@pytest.mark.django_db
class TestEmailCodeSignIn:
    def test_a_verified_address_signs_in_with_a_code_past_the_ceiling(self, anon, settings, email_code):
        settings.SIGNIN_THROTTLE = {**settings.SIGNIN_THROTTLE, "ACCOUNT_CEILING": 3}
        UserFactory(name="alice", email="alice@example.com", email_verified=True)
        for n in range(3):
            login(anon, "alice", BAD, ip=f"10.0.1.{n}")
        assert login(anon, "alice").json()["error"] == "signin_code_required"
        sent, code = email_code("alice@example.com")
        assert sent.status_code == 200 and sent["Cache-Control"] == "no-store"
        assert sent.json()["data"] == {"resend_after": 60, "expires_in": 300}
        signed_in = email_login(anon, "Alice@Example.com", code)
        assert signed_in.status_code == 200, signed_in.json()
        assert signed_in["Cache-Control"] == "no-store"
        assert set(signed_in.json()["data"]) == {"token", "refresh_token", "access_token_expire", "smeId", "userType"}

    def test_the_send_answers_alike_and_an_unverified_account_gets_the_reset_link(self, anon, mailoutbox, email_code):
        UserFactory(name="alice", email="alice@example.com", email_verified=True)
        UserFactory(name="bobby", email="bobby@example.com", email_verified=False)
        answers = [email_code(email)[0] for email in ["alice@example.com", "bobby@example.com", "nobody@example.com"]]
        assert {(a.status_code, a.content) for a in answers} == {(200, answers[0].content)}
        assert [m.to for m in mailoutbox] == [["alice@example.com"], ["bobby@example.com"]]
        assert "/reset-password?token=" in mailoutbox[1].body and not six_digits_in(mailoutbox[1].body)
        again, _code = email_code("nobody@example.com")
        assert again.status_code == 429 and again.json()["error"] == "code_resend_too_soon"

    def test_wrong_codes_lock_the_pair_but_not_the_owner_elsewhere(self, anon, email_code):
        UserFactory(name="alice", email="alice@example.com", email_verified=True)
        _sent, code = email_code("alice@example.com")
        wrong = "000000" if code != "000000" else "111111"
        for _ in range(5):
            assert email_login(anon, "alice@example.com", wrong, ip="10.0.0.9").json()["error"] == "code_invalid"
        locked = email_login(anon, "alice@example.com", code, ip="10.0.0.9")
        assert locked.status_code == 429 and locked.json()["error"] == "too_many_attempts"

    def test_an_unverified_or_unknown_address_never_signs_in(self, anon):
        UserFactory(name="bobby", email="bobby@example.com", email_verified=False)
        for email in ["bobby@example.com", "nobody@example.com"]:
            assert email_login(anon, email, "123456").json()["error"] == "code_invalid"

    def test_an_sms_sign_in_counts_on_the_same_pair(self, anon, django_capture_on_commit_callbacks):
        alice = UserFactory.create(name="alice", phone_number="+8613900000001")
        for _ in range(5):
            login(anon, "alice", BAD, ip="10.0.0.9")
        with django_capture_on_commit_callbacks(execute=True):
            anon.post(f"{API}/login/mobile/sms-code/send", {"phone": "13900000001"}, REMOTE_ADDR="10.0.0.9")
        code = six_digits(OutboundMessage.objects.get(channel="sms").body)
        body = {"phone": "13900000001", "code": code}
        assert anon.post(f"{API}/login/mobile/sms-code/verify", body, REMOTE_ADDR="10.0.0.9").status_code == 429
        assert anon.post(f"{API}/login/mobile/sms-code/verify", body, REMOTE_ADDR="10.0.0.8").status_code == 200
        assert SignInThrottle.objects.filter(scope="pair", key=f"user:{alice.pk}|10.0.0.9").exists()


def six_digits_in(text: str) -> bool:
    return any(word.isdigit() and len(word) == 6 for word in text.replace(".", " ").split())


@pytest.mark.django_db
def test_the_current_password_check_on_password_change_is_throttled(client_for, individual, settings):
    settings.REAUTH_RATE = "3/hour"
    client = client_for(individual)
    body = {"current_password": BAD, "password": "Kite7harbor9", "confirm_password": "Kite7harbor9"}
    answers = [client.put(f"{API}/account/password", body, format="json") for _ in range(4)]
    assert [a.status_code for a in answers] == [400, 400, 400, 429]
    assert User.objects.get(pk=individual.user.pk).check_password(PASSWORD)
