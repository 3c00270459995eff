from datetime import timedelta

import pytest
import time_machine

from apps.accounts.models import AuthSession, OutboundMessage, User
from apps.accounts.tests.factories import PASSWORD, UserFactory
from apps.accounts.tests.helpers import found, six_digits

API = "/api/iam/v1"
PHONE = "+8613900000001"


def last_sms_code(phone: str = PHONE) -> str:
    message = OutboundMessage.objects.filter(channel="sms", to=phone).first()
    assert message is not None
    return six_digits(message.body)


def last_link_token(mailoutbox, path: str) -> str:
    return found(rf"{path}\?token=([\w-]+)", mailoutbox[-1].body)


@pytest.fixture
def send_sms(anon, django_capture_on_commit_callbacks):
    def send(phone: str = "13900000001", ip: str = "10.1.1.1"):
        with django_capture_on_commit_callbacks(execute=True):
            return anon.post(f"{API}/login/mobile/sms-code/send", {"phone": phone}, REMOTE_ADDR=ip)

    return send


@pytest.mark.django_db
class TestSmsSignIn:
    def test_first_sign_in_creates_the_account_without_a_password(self, anon, send_sms):
        response = send_sms()
        assert response.status_code == 200
        assert response.json()["data"] == {"resend_after": 60, "expires_in": 300}
        code = last_sms_code()
        verify = anon.post(f"{API}/login/mobile/sms-code/verify", {"phone": "+86 139 0000 0001", "code": code})
        assert verify.status_code == 200, verify.json()
        user = User.objects.get(phone_number=PHONE)
        assert not user.has_usable_password()
        token = verify.json()["data"]["token"]
        profile = anon.get(f"{API}/account/profile", HTTP_AUTHORIZATION=f"Bearer {token}").json()["data"]
        assert profile["password_set"] is False and profile["phone_number"] == PHONE

    def test_existing_account_signs_in_and_the_code_works_once(self, anon, send_sms):
        UserFactory.create(name="phoneuser", phone_number=PHONE)
        send_sms()
        code = last_sms_code()
        assert anon.post(f"{API}/login/mobile/sms-code/verify", {"phone": PHONE, "code": code}).status_code == 200
        again = anon.post(f"{API}/login/mobile/sms-code/verify", {"phone": PHONE, "code": code})
        assert again.status_code == 400 and again.json()["error"] == "code_invalid"
        assert User.objects.count() == 1

    def test_codes_are_stored_hashed(self, send_sms):
        send_sms()
        from apps.accounts.models import VerificationCode

        assert last_sms_code() not in VerificationCode.objects.get().code_hash

    def test_code_expires_after_five_minutes(self, anon, send_sms):
        send_sms()
        code = last_sms_code()
        with time_machine.travel(timedelta(minutes=5, seconds=1)):
            response = anon.post(f"{API}/login/mobile/sms-code/verify", {"phone": PHONE, "code": code})
        assert response.json()["error"] == "code_invalid"

    def test_resend_no_sooner_than_sixty_seconds(self, send_sms):
        assert send_sms().status_code == 200
        too_soon = send_sms()
        assert too_soon.status_code == 429 and too_soon.json()["error"] == "code_resend_too_soon"
        assert 0 < too_soon.json()["data"]["retry_after"] <= 60
        with time_machine.travel(timedelta(seconds=61)):
            assert send_sms().status_code == 200

    def test_a_new_code_replaces_the_old_one(self, anon, send_sms):
        send_sms()
        first = last_sms_code()
        with time_machine.travel(timedelta(seconds=61)):
            send_sms()
            second = last_sms_code()
            if first != second:
                old = anon.post(f"{API}/login/mobile/sms-code/verify", {"phone": PHONE, "code": first})
                assert old.json()["error"] == "code_invalid"
            assert anon.post(f"{API}/login/mobile/sms-code/verify", {"phone": PHONE, "code": second}).status_code == 200

    def test_five_wrong_tries_use_the_code_up(self, anon, send_sms):
        send_sms()
        code = last_sms_code()
        wrong = f"{(int(code) + 1) % 10**6:06d}"
        for _ in range(5):
            assert anon.post(f"{API}/login/mobile/sms-code/verify", {"phone": PHONE, "code": wrong}).status_code == 400
        right = anon.post(f"{API}/login/mobile/sms-code/verify", {"phone": PHONE, "code": code})
        assert right.status_code in (400, 429)
        assert AuthSession.objects.count() == 0

    def test_sends_are_throttled_per_number_and_per_address(self, send_sms):
        for minute in range(10):
            with time_machine.travel(timedelta(minutes=2 * minute)):
                assert send_sms(ip=f"10.2.0.{minute}").status_code == 200
        with time_machine.travel(timedelta(minutes=21)):
            assert send_sms(ip="10.2.0.99").json()["error"] == "too_many_requests"
        for n in range(30):
            assert send_sms(phone=f"1370000{n:04d}", ip="10.3.3.3").status_code == 200
        assert send_sms(phone="13911112222", ip="10.3.3.3").json()["error"] == "too_many_requests"
        assert send_sms(phone="13911112222", ip="10.3.3.4").status_code == 200

    @pytest.mark.parametrize("phone", ["", "123", "not a phone", "+1 202 555 01"])
    def test_phone_is_validated(self, anon, phone):
        response = anon.post(f"{API}/login/mobile/sms-code/send", {"phone": phone})
        assert response.status_code == 400 and list(response.json()["data"]) == ["phone"]

    @pytest.mark.parametrize("code", ["12345", "1234567", "abcdef"])
    def test_code_format_is_validated(self, anon, code):
        response = anon.post(f"{API}/login/mobile/sms-code/verify", {"phone": PHONE, "code": code})
        assert response.status_code == 400 and list(response.json()["data"]) == ["code"]

    def test_any_region_is_accepted(self, anon, send_sms):
        assert send_sms(phone="+1 202 555 0143").status_code == 200
        assert OutboundMessage.objects.filter(to="+12025550143").exists()


@pytest.mark.django_db
class TestEmailVerification:
    def test_sign_up_sends_a_link_that_verifies_once(self, anon, mailoutbox, django_capture_on_commit_callbacks):
        with django_capture_on_commit_callbacks(execute=True):
            session = anon.post(
                f"{API}/register",
                {
                    "name": "mailer",
                    "email": "mailer@example.com",
                    "password": "Kite7harbor9",
                    "confirm_password": "Kite7harbor9",
                    "agreement": True,
                    "next": "/market/details?id=5",
                },
                format="json",
            ).json()["data"]
        assert mailoutbox[-1].to == ["mailer@example.com"]
        # The link goes on to where the person was going.
        assert "/email-verified?token=" in mailoutbox[-1].body
        assert "&redirect=%2Fmarket%2Fdetails%3Fid%3D5" in mailoutbox[-1].body
        token = last_link_token(mailoutbox, "/email-verified")
        signed_in = {"HTTP_AUTHORIZATION": f"Bearer {session['token']}"}
        response = anon.post(f"{API}/register/email/verify", {"token": token}, **signed_in)
        assert response.status_code == 200 and response.json()["data"] == {"email": "mailer@example.com"}
        assert User.objects.get(name="mailer").email_verified
        again = anon.post(f"{API}/register/email/verify", {"token": token}, **signed_in)
        assert again.json()["error"] == "link_invalid"
        # The session that verified goes on.
        assert anon.get(f"{API}/account/profile", **signed_in).status_code == 200

    @pytest.mark.parametrize("elsewhere", ["//evil.example/x", "https://evil.example/", "/\\evil.example", "market"])
    def test_sign_up_goes_on_only_to_a_path_of_this_site(self, anon, elsewhere):
        body = {
            "name": "mailer",
            "email": "mailer@example.com",
            "password": "Kite7harbor9",
            "confirm_password": "Kite7harbor9",
            "agreement": True,
            "next": elsewhere,
        }
        response = anon.post(f"{API}/register", body, format="json")
        assert response.status_code == 400 and "next" in response.json()["data"]
        assert not User.objects.filter(name="mailer").exists()

    @pytest.fixture
    def individual(self, individual):
        """The persona before it verified its address."""
        User.objects.filter(pk=individual.user.pk).update(email_verified=False)
        return individual

    def test_link_expires(self, anon, mailoutbox, django_capture_on_commit_callbacks, client_for, individual):
        with django_capture_on_commit_callbacks(execute=True):
            client_for(individual).post(f"{API}/register/email/resend")
        token = last_link_token(mailoutbox, "/email-verified")
        with time_machine.travel(timedelta(days=3, minutes=1)):
            answer = client_for(individual).post(f"{API}/register/email/verify", {"token": token})
            assert answer.json()["error"] == "link_invalid"

    def test_resend_waits_a_minute_and_needs_sign_in(self, anon, client_for, individual):
        api = client_for(individual)
        assert api.post(f"{API}/register/email/resend").status_code == 200
        assert api.post(f"{API}/register/email/resend").json()["error"] == "code_resend_too_soon"
        assert anon.post(f"{API}/register/email/resend").status_code == 401

    def test_emails_follow_the_language(self, client_for, individual, mailoutbox, django_capture_on_commit_callbacks):
        with django_capture_on_commit_callbacks(execute=True):
            client_for(individual).post(f"{API}/register/email/resend", HTTP_ACCEPT_LANGUAGE="zh")
        assert mailoutbox[-1].subject == "请确认您的邮箱地址"
        assert "/email-verified?token=" in mailoutbox[-1].body


@pytest.mark.django_db
class TestPasswordReset:
    def request_reset(self, anon, django_capture_on_commit_callbacks, email: str):
        with django_capture_on_commit_callbacks(execute=True):
            return anon.post(f"{API}/forget-password/email/send", {"email": email})

    def test_reset_sets_the_password_and_ends_every_session(self, anon, mailoutbox, django_capture_on_commit_callbacks):
        user = UserFactory.create(name="forgetful", email="forgetful@example.com")
        old = anon.post(f"{API}/login/password", {"account": "forgetful", "password": PASSWORD}).json()["data"]
        assert self.request_reset(anon, django_capture_on_commit_callbacks, "Forgetful@Example.com").status_code == 200
        token = last_link_token(mailoutbox, "/reset-password")
        body = {"token": token, "password": "Newpass2026x", "confirm_password": "Newpass2026x"}
        assert anon.post(f"{API}/forget-password/email/verify", body).status_code == 200
        user.refresh_from_db()
        assert user.check_password("Newpass2026x") and user.email_verified
        assert anon.get(f"{API}/account/profile", HTTP_AUTHORIZATION=f"Bearer {old['token']}").status_code == 401
        assert anon.post(f"{API}/forget-password/email/verify", body).json()["error"] == "link_invalid"

    def test_reset_lifts_the_lock_outs_of_the_person(self, anon, mailoutbox, django_capture_on_commit_callbacks):
        UserFactory.create(name="forgetful", email="forgetful@example.com")
        for _ in range(5):
            anon.post(
                f"{API}/login/password", {"account": "forgetful", "password": "wrong-pass-1"}, REMOTE_ADDR="10.0.0.9"
            )
        self.request_reset(anon, django_capture_on_commit_callbacks, "forgetful@example.com")
        token = last_link_token(mailoutbox, "/reset-password")
        body = {"token": token, "password": "Newpass2026x", "confirm_password": "Newpass2026x"}
        assert anon.post(f"{API}/forget-password/email/verify", body).status_code == 200
        signin = {"account": "forgetful", "password": "Newpass2026x"}
        assert anon.post(f"{API}/login/password", signin, REMOTE_ADDR="10.0.0.9").status_code == 200

    def test_same_answer_for_unknown_addresses_and_no_mail(self, anon, mailoutbox, django_capture_on_commit_callbacks):
        UserFactory.create(name="known", email="known@example.com")
        known = self.request_reset(anon, django_capture_on_commit_callbacks, "known@example.com")
        unknown = self.request_reset(anon, django_capture_on_commit_callbacks, "nobody@example.com")
        assert known.json() == unknown.json()
        assert [m.to for m in mailoutbox] == [["known@example.com"]]

    def test_reset_link_expires_after_an_hour_and_checks_the_password_rule(
        self, anon, mailoutbox, django_capture_on_commit_callbacks
    ):
        UserFactory.create(name="known", email="known@example.com")
        self.request_reset(anon, django_capture_on_commit_callbacks, "known@example.com")
        token = last_link_token(mailoutbox, "/reset-password")
        weak = anon.post(
            f"{API}/forget-password/email/verify", {"token": token, "password": "short1", "confirm_password": "short1"}
        )
        assert list(weak.json()["data"]) == ["password"]
        with time_machine.travel(timedelta(minutes=61)):
            late = anon.post(
                f"{API}/forget-password/email/verify",
                {"token": token, "password": "Newpass2026x", "confirm_password": "Newpass2026x"},
            )
        assert late.json()["error"] == "link_invalid"

    def test_a_garbage_token(self, anon):
        body = {"token": "nope", "password": "Newpass2026x", "confirm_password": "Newpass2026x"}
        assert anon.post(f"{API}/forget-password/email/verify", body).json()["error"] == "link_invalid"
