import threading
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import pytest
import time_machine
from django.db import connection
from rest_framework.test import APIClient

from apps.accounts.models import AuthSession, SignInAttempt, SignInThrottle, User
from apps.accounts.tests.factories import PASSWORD, UserFactory
from apps.common.role_matrix import matrix_covers
from conftest import open_session

API = "/api/iam/v1"
SIGNUP = {
    "name": "newcomer",
    "email": "NewComer@Example.com",
    "password": "Kite7harbor9",
    "confirm_password": "Kite7harbor9",
    "agreement": True,
}


# The calls that sign people up and in: whoever calls, signed in or not, gets the same answer
# (here to a body they refuse, so nothing is made).
PUBLIC_CALLS: list[tuple[str, str, dict | None, int, str | None]] = [
    ("get", "auth/options", None, 200, None),
    ("post", "register", {}, 400, "validation_error"),
    ("post", "login/password", {}, 400, "validation_error"),
    ("post", "login/mobile/sms-code/send", {}, 400, "validation_error"),
    ("post", "login/mobile/sms-code/verify", {}, 400, "validation_error"),
    ("post", "login/email/code/send", {}, 400, "validation_error"),
    ("post", "login/email/code/verify", {}, 400, "validation_error"),
    ("get", "login/wechat/url", None, 400, "wechat_not_configured"),
    ("post", "login/wechat", {}, 400, "validation_error"),
    ("post", "forget-password/email/send", {}, 400, "validation_error"),
    ("post", "forget-password/email/verify", {}, 400, "validation_error"),
]
SESSION_CALLS = [("get", "refresh"), ("post", "logout")]
# Verifying an e-mail takes the account's own session (DECISIONS 2).
SIGNED_IN_CALLS = [("post", "register/email/verify")]
matrix_covers(
    [(method, path) for method, path, *_answer in PUBLIC_CALLS] + SESSION_CALLS + SIGNED_IN_CALLS, prefix=f"{API}/"
)
PERSONAS = ["individual", "owner", "member", "outsider", None]


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path", "body", "expected", "error"), PUBLIC_CALLS)
@pytest.mark.parametrize("persona", PERSONAS)
def test_sign_up_and_sign_in_answer_everyone_alike(client_for, personas, persona, method, path, body, expected, error):
    response = getattr(client_for(personas[persona] if persona else None), method)(f"{API}/{path}", body, format="json")
    assert response.status_code == expected and response.json()["code"] == expected
    assert response.json().get("error") == error


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path"), SIGNED_IN_CALLS)
@pytest.mark.parametrize("persona", PERSONAS)
def test_verifying_an_address_takes_a_session_of_any_user_type(client_for, personas, persona, method, path):
    response = getattr(client_for(personas[persona] if persona else None), method)(f"{API}/{path}", {}, format="json")
    expected = (400, "validation_error") if persona else (401, "not_authenticated")
    assert (response.status_code, response.json().get("error")) == expected


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path"), SESSION_CALLS)
@pytest.mark.parametrize("persona", PERSONAS)
def test_refresh_and_sign_out_take_the_sessions_refresh_token(anon, personas, persona, method, path):
    """Every user type refreshes and ends its own session; without a refresh token nothing happens."""
    refresh_token = open_session(personas[persona]).refresh_token if persona else ""
    if method == "get":
        response = anon.get(f"{API}/{path}", HTTP_AUTHORIZATION=f"Bearer {refresh_token}")
    else:
        response = anon.post(f"{API}/{path}", {"refresh_token": refresh_token}, format="json")
    expected = 200 if persona else {"get": 401, "post": 400}[method]
    assert response.status_code == expected, response.json()
    if not persona:
        assert response.json()["error"] == {"get": "not_authenticated", "post": "validation_error"}[method]


def login(client: APIClient, account: str, password: str = PASSWORD, ip: str = "10.0.0.1"):
    return client.post(f"{API}/login/password", {"account": account, "password": password}, REMOTE_ADDR=ip)


def assert_session(body: dict) -> None:
    assert body["code"] == 200
    session = body["data"]
    assert set(session) == {"token", "refresh_token", "access_token_expire", "smeId", "userType"}
    assert session["smeId"] == "user" and session["userType"] == "user"
    assert session["access_token_expire"] - time.time() == pytest.approx(7200, abs=30)


@pytest.mark.django_db
class TestRegister:
    def test_signs_up_and_answers_a_session(self, anon):
        response = anon.post(f"{API}/register", SIGNUP, format="json")
        assert response.status_code == 200, response.json()
        assert_session(response.json())
        user = User.objects.get(name="newcomer")
        assert user.email == "newcomer@example.com"
        assert user.check_password("Kite7harbor9")
        token = response.json()["data"]["token"]
        profile = anon.get(f"{API}/account/profile", HTTP_AUTHORIZATION=f"Bearer {token}").json()["data"]
        assert profile["name"] == "newcomer" and profile["password_set"] is True

    @pytest.mark.parametrize(
        ("change", "field"),
        [
            ({"name": "ab"}, "name"),
            ({"name": "x" * 51}, "name"),
            ({"name": "me@here"}, "name"),
            ({"name": "13800000009"}, "name"),
            ({"email": "not-an-email"}, "email"),
            ({"email": "a" * 250 + "@x.com"}, "email"),
            ({"email": ""}, "email"),
            ({"password": "abcd12345", "confirm_password": "abcd12345"}, "password"),  # 9: below the sign-up 10
            ({"password": "abcdefgh1234567", "confirm_password": "abcdefgh1234567"}, None),  # 15 is fine
            ({"password": "abcdefgh12345678", "confirm_password": "abcdefgh12345678"}, "password"),
            ({"password": "abcdefghijkl", "confirm_password": "abcdefghijkl"}, "password"),
            ({"password": "123456789012", "confirm_password": "123456789012"}, "password"),
            ({"password": "abcde12345", "confirm_password": "abcde12345"}, "password"),  # too common
            ({"confirm_password": "Kite7harbor8"}, "confirm_password"),
            ({"agreement": False}, "agreement"),
        ],
    )
    def test_validation(self, anon, change, field):
        response = anon.post(f"{API}/register", {**SIGNUP, **change}, format="json")
        if field is None:
            assert response.status_code == 200
            return
        body = response.json()
        assert response.status_code == 400
        assert body["code"] == 400 and body["error"] == "validation_error"
        assert list(body["data"]) == [field]
        assert User.objects.count() == 0

    def test_passwords_dont_match_message(self, anon):
        body = anon.post(f"{API}/register", {**SIGNUP, "confirm_password": "other12345"}, format="json").json()
        assert body["data"]["confirm_password"] == ["Passwords don't match."]

    def test_messages_follow_accept_language(self, anon):
        body = anon.post(
            f"{API}/register", {**SIGNUP, "confirm_password": "x"}, format="json", HTTP_ACCEPT_LANGUAGE="zh-CN"
        ).json()
        assert body["data"]["confirm_password"] == ["两次输入的密码不一致。"]
        assert body["msg"] == "部分字段无效，请检查后重试。"  # noqa: RUF001

    @pytest.mark.parametrize("change", [{"email": "TAKEN@example.com"}, {"name": "Taken"}])
    def test_taken_name_or_email_is_refused_case_insensitively(self, anon, change):
        UserFactory(name="taken", email="taken@example.com")
        response = anon.post(f"{API}/register", {**SIGNUP, **change}, format="json")
        assert response.status_code == 400
        assert list(response.json()["data"]) == list(change)
        assert User.objects.count() == 1

    def test_sign_ups_are_rate_limited_per_address(self, anon, monkeypatch):
        from rest_framework.throttling import ScopedRateThrottle

        monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {"register": "2/hour"})
        for n in range(2):
            anon.post(f"{API}/register", {**SIGNUP, "name": f"user{n}x", "email": f"u{n}@example.com"})
        response = anon.post(f"{API}/register", SIGNUP, format="json")
        assert response.status_code == 429
        assert response.json()["error"] == "too_many_requests"
        assert int(response["Retry-After"]) > 0
        assert User.objects.count() == 2

    def test_missing_fields_and_bad_json(self, anon):
        body = anon.post(f"{API}/register", {}, format="json").json()
        assert set(body["data"]) == {"name", "email", "password", "confirm_password", "agreement"}
        bad = anon.post(f"{API}/register", "{not json", content_type="application/json")
        assert bad.status_code == 400 and bad.json()["error"] == "malformed_request"


@pytest.mark.django_db
class TestPasswordLogin:
    @pytest.mark.parametrize("account", ["alice", "ALICE", "alice@example.com", "13800000001", "+86 138 0000 0001"])
    def test_signs_in_with_name_email_or_phone(self, anon, account):
        UserFactory(name="alice", email="alice@example.com", phone_number="+8613800000001")
        response = login(anon, account)
        assert response.status_code == 200
        assert_session(response.json())
        assert SignInAttempt.objects.filter(outcome="success").count() == 1

    def test_wrong_password_and_unknown_account_answer_the_same(self, anon):
        UserFactory(name="alice")
        wrong = login(anon, "alice", "wrong-pass1")
        unknown = login(anon, "nobody", "wrong-pass1")
        assert wrong.status_code == unknown.status_code == 400
        assert wrong.json() == unknown.json()
        assert wrong.json()["error"] == "invalid_credentials"
        assert wrong.json()["msg"] == "Account or password incorrect."

    def test_inactive_user_cannot_sign_in(self, anon):
        UserFactory(name="alice", is_active=False)
        assert login(anon, "alice").json()["error"] == "invalid_credentials"

    # The lock-out per (account, address) pair, the IPv6 /64 and the ceiling: test_lockout.py.

    @pytest.mark.parametrize("account", ["a" * 254, "\u0130" * 254])
    def test_the_longest_unknown_account_is_counted_and_locks(self, anon, account):
        """Found by the fuzz run: the key `name:<account>` outgrew its 254-character column
        (PostgreSQL answered a DataError, a 500); "\u0130" doubles when lower-cased."""
        for _ in range(5):
            response = login(anon, account, "bad-pass-01")
            assert response.status_code == 400 and response.json()["error"] == "invalid_credentials"
        assert all(len(key) <= 254 for key in SignInThrottle.objects.values_list("key", flat=True))
        assert login(anon, account, "bad-pass-01").status_code == 429

    def test_locking_one_account_never_locks_another(self, anon):
        UserFactory(name="alice")
        UserFactory(name="bobby")
        for _ in range(6):
            login(anon, "alice", "bad-pass-01", ip="10.0.0.9")
        assert login(anon, "alice", ip="10.0.0.9").status_code == 429
        assert login(anon, "bobby", ip="10.0.0.9").status_code == 200

    def test_address_locks_after_many_failures_across_accounts(self, anon):
        UserFactory(name="bobby")
        for n in range(20):
            login(anon, f"guess{n}", "bad-pass-01", ip="10.0.0.66")
        assert login(anon, "bobby", ip="10.0.0.66").status_code == 429
        assert login(anon, "bobby", ip="10.0.0.67").status_code == 200

    def test_success_resets_the_pair_counter(self, anon):
        UserFactory(name="alice")
        for _ in range(4):
            login(anon, "alice", "bad-pass-01")
        assert login(anon, "alice").status_code == 200
        for _ in range(4):
            login(anon, "alice", "bad-pass-01")
        assert login(anon, "alice").status_code == 200


@pytest.mark.django_db
class TestRefreshAndLogout:
    def session(self, anon):
        UserFactory(name="alice")
        return login(anon, "alice").json()["data"]

    def test_refresh_rotates_and_the_old_token_dies(self, anon):
        first = self.session(anon)
        response = anon.get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {first['refresh_token']}")
        assert response.status_code == 200
        assert_session(response.json())
        second = response.json()["data"]
        assert second["refresh_token"] != first["refresh_token"]
        assert anon.get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {second['refresh_token']}").status_code == 200
        again = anon.get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {first['refresh_token']}")
        assert again.status_code == 401 and again.json()["error"] == "token_reused"

    @pytest.mark.parametrize("header", ["", "Bearer", "Bearer garbage", "Token x"])
    def test_refresh_refuses_missing_or_bad_tokens(self, anon, header):
        response = anon.get(f"{API}/refresh", HTTP_AUTHORIZATION=header)
        assert response.status_code == 401 and response.json()["code"] == 401

    def test_access_token_is_not_a_refresh_token_and_vice_versa(self, anon):
        session = self.session(anon)
        assert anon.get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {session['token']}").status_code == 401
        profile = anon.get(f"{API}/account/profile", HTTP_AUTHORIZATION=f"Bearer {session['refresh_token']}")
        assert profile.status_code == 401

    def test_refresh_token_expires_after_its_lifetime(self, anon):
        session = self.session(anon)
        with time_machine.travel(timedelta(days=14, minutes=1)):
            response = anon.get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {session['refresh_token']}")
        assert response.status_code == 401

    def test_access_token_expires_after_two_hours(self, anon):
        session = self.session(anon)
        auth = {"HTTP_AUTHORIZATION": f"Bearer {session['token']}"}
        with time_machine.travel(timedelta(minutes=119)):
            assert anon.get(f"{API}/account/profile", **auth).status_code == 200
        with time_machine.travel(timedelta(minutes=121)):
            assert anon.get(f"{API}/account/profile", **auth).status_code == 401

    def test_logout_revokes_refresh_and_access(self, anon):
        session = self.session(anon)
        response = anon.post(f"{API}/logout", {"refresh_token": session["refresh_token"]}, format="json")
        assert response.status_code == 200 and response.json()["data"] is None
        assert anon.get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {session['refresh_token']}").status_code == 401
        assert anon.get(f"{API}/account/profile", HTTP_AUTHORIZATION=f"Bearer {session['token']}").status_code == 401
        assert AuthSession.objects.get().revoked_at is not None

    def test_logout_ends_only_that_session(self, anon):
        first = self.session(anon)
        second = login(anon, "alice").json()["data"]
        anon.post(f"{API}/logout", {"refresh_token": first["refresh_token"]}, format="json")
        assert anon.get(f"{API}/account/profile", HTTP_AUTHORIZATION=f"Bearer {second['token']}").status_code == 200

    def test_logout_with_a_bad_token(self, anon):
        response = anon.post(f"{API}/logout", {"refresh_token": "nope"}, format="json")
        assert response.status_code == 401


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("round_", range(3))
def test_sixteen_concurrent_refreshes_of_one_token_exactly_one_succeeds(round_):
    UserFactory(name="alice")
    refresh_token = login(APIClient(), "alice").json()["data"]["refresh_token"]
    barrier = threading.Barrier(16)

    def redeem(_n: int) -> int:
        try:
            barrier.wait()
            return APIClient().get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {refresh_token}").status_code
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=16) as pool:
        statuses = list(pool.map(redeem, range(16)))
    assert statuses.count(200) == 1
    assert statuses.count(401) == 15
    # The losers presented a token that is no longer current: reuse, which ends the session.
    assert AuthSession.objects.get().revoked_reason == "token_reused"


@pytest.mark.django_db
def test_reusing_a_refresh_token_ends_the_session(anon):
    UserFactory(name="alice")
    first = login(anon, "alice").json()["data"]
    second = anon.get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {first['refresh_token']}").json()["data"]
    reused = anon.get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {first['refresh_token']}")
    assert reused.status_code == 401 and reused.json()["error"] == "token_reused"
    session = AuthSession.objects.get()
    assert session.revoked_at is not None and session.revoked_reason == "token_reused"
    # Neither the thief's nor the owner's tokens work any more.
    current = anon.get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {second['refresh_token']}")
    assert current.status_code == 401 and current.json()["error"] == "token_reused"
    profile = anon.get(f"{API}/account/profile", HTTP_AUTHORIZATION=f"Bearer {second['token']}")
    assert profile.status_code == 401 and profile.json()["error"] == "token_reused"


@pytest.mark.django_db
def test_reuse_in_one_session_leaves_the_others_open(anon):
    UserFactory(name="alice")
    first = login(anon, "alice").json()["data"]
    other = login(anon, "alice").json()["data"]
    anon.get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {first['refresh_token']}")
    anon.get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {first['refresh_token']}")
    assert anon.get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {other['refresh_token']}").status_code == 200


@pytest.mark.django_db
def test_refresh_refused_once_the_user_is_deactivated(anon):
    user = UserFactory.create(name="alice")
    refresh_token = login(anon, "alice").json()["data"]["refresh_token"]
    User.objects.filter(pk=user.pk).update(is_active=False)
    assert anon.get(f"{API}/refresh", HTTP_AUTHORIZATION=f"Bearer {refresh_token}").status_code == 401
