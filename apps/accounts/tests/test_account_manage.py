from datetime import timedelta

import pytest
import time_machine
from allauth.socialaccount.models import SocialAccount
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from PIL import Image

from apps.accounts.deletion import Blocker, register_deletion_check, unregister_deletion_check
from apps.accounts.models import AuthSession, OutboundMessage, User
from apps.accounts.selectors import user_by_account
from apps.accounts.tests.factories import PASSWORD
from apps.accounts.tests.helpers import reauthenticated, six_digits
from apps.common.role_matrix import matrix_covers
from apps.common.testing import image_bytes

API = "/api/iam/v1"

# Every call of this issue that needs a signed-in caller, with a harmless body.
SIGNED_IN_CALLS: list[tuple[str, str, dict | None]] = [
    ("post", "account/set-password", {}),
    ("put", "account/profile/info", {}),
    ("put", "account/password", {}),
    ("post", "account/link/mobile/sms-code/send", {}),
    ("post", "account/link/mobile/sms-code/verify", {}),
    ("post", "account/link/email/code/send", {}),
    ("post", "account/link/email/code/verify", {}),
    ("post", "account/unlink/email", None),
    ("post", "account/check", None),
    ("post", "register/email/resend", None),
    ("get", "account/link/wechat", None),
    ("post", "account/link/wechat", {}),
    ("put", "account/profile/avatar", {}),
    ("post", "account/reauth", {}),
    ("post", "account/reauth/code/send", None),
    ("post", "account/unlink/mobile", None),
    ("post", "account/unlink/wechat", None),
    ("delete", "account", None),
]
matrix_covers([(method, f"{API}/{path}") for method, path, _body in SIGNED_IN_CALLS])


@pytest.mark.parametrize(("method", "path", "body"), SIGNED_IN_CALLS)
@pytest.mark.parametrize("persona", ["individual", "owner", "member", "outsider", None])
def test_permission_matrix(client_for, personas, persona, method, path, body):
    client = reauthenticated(client_for(personas[persona])) if persona else client_for(None)
    response = getattr(client, method)(f"{API}/{path}", body, format="json")
    if persona is None:
        assert response.status_code == 401
    else:  # every person manages their own account, whatever identity they act as
        assert response.status_code not in (401, 403, 404, 500)


def profile(client) -> dict:
    return client.get(f"{API}/account/profile").json()["data"]


@pytest.mark.django_db
class TestProfileAndPasswords:
    def test_rename(self, client_for, individual, outsider):
        api = client_for(individual)
        assert api.put(f"{API}/account/profile/info", {"name": "renamed"}).json()["data"]["name"] == "renamed"
        taken = api.put(f"{API}/account/profile/info", {"name": "OUTSIDER"})
        assert taken.status_code == 400 and list(taken.json()["data"]) == ["name"]
        short = api.put(f"{API}/account/profile/info", {"name": "ab"})
        assert short.status_code == 400

    def test_change_password_needs_the_current_one_and_ends_other_sessions(self, client_for, individual, anon):
        api = client_for(individual)
        other = client_for(individual)
        wrong = api.put(
            f"{API}/account/password",
            {"current_password": "nope", "password": "Brandnew2026", "confirm_password": "Brandnew2026"},
        )
        assert list(wrong.json()["data"]) == ["current_password"]
        ok = api.put(
            f"{API}/account/password",
            {"current_password": PASSWORD, "password": "Brandnew2026", "confirm_password": "Brandnew2026"},
        )
        assert ok.status_code == 200
        assert api.get(f"{API}/account/profile").status_code == 200
        assert other.get(f"{API}/account/profile").status_code == 401
        assert (
            anon.post(f"{API}/login/password", {"account": "individual", "password": "Brandnew2026"}).status_code == 200
        )

    @pytest.mark.parametrize("password", ["short1", "abcdefghijk", "1234567890", "abcdefgh12345678"])
    def test_new_password_rule(self, client_for, individual, password):
        response = client_for(individual).put(
            f"{API}/account/password",
            {"current_password": PASSWORD, "password": password, "confirm_password": password},
        )
        assert response.status_code == 400 and "password" in response.json()["data"]

    def test_set_password_only_when_none(self, client_for, individual):
        api = reauthenticated(client_for(individual))
        body = {"password": "Setpass2026", "confirm_password": "Setpass2026"}
        assert api.post(f"{API}/account/set-password", body).json()["error"] == "password_already_set"
        individual.user.set_unusable_password()
        individual.user.save()
        assert api.post(f"{API}/account/set-password", body).json()["data"]["password_set"] is True


@pytest.mark.django_db
class TestAvatar:
    def upload(self, client, content: bytes, name="a.png"):
        return client.put(
            f"{API}/account/profile/avatar", {"avatar": SimpleUploadedFile(name, content)}, format="multipart"
        )

    @pytest.mark.parametrize("fmt", ["PNG", "JPEG", "WEBP", "GIF"])
    def test_images_are_re_encoded(self, client_for, individual, fmt, settings, tmp_path):
        settings.MEDIA_ROOT = tmp_path
        response = self.upload(client_for(individual), image_bytes(fmt=fmt), name="photo.bin")
        assert response.status_code == 200, response.json()
        url = response.json()["data"]["avatar_url"]
        assert url.endswith(".webp")
        individual.user.refresh_from_db()
        with Image.open(individual.user.avatar.path) as stored:
            assert stored.format == "WEBP"
        served = Client().get(url)
        assert served.status_code == 200 and served["Content-Type"] == "image/webp"

    def test_large_images_are_scaled_down(self, client_for, individual, settings, tmp_path):
        settings.MEDIA_ROOT = tmp_path
        self.upload(client_for(individual), image_bytes(size=(2000, 1000)))
        individual.user.refresh_from_db()
        with Image.open(individual.user.avatar.path) as stored:
            assert max(stored.size) == 512

    def test_other_formats_are_refused(self, client_for, individual):
        response = self.upload(client_for(individual), image_bytes(fmt="BMP"), name="x.png")
        assert response.status_code == 400


def code_in(message: OutboundMessage | None) -> str:
    assert message is not None
    return six_digits(message.body)


@pytest.mark.django_db
class TestLinking:
    def test_link_and_unlink_a_phone(self, client_for, individual, django_capture_on_commit_callbacks):
        api = reauthenticated(client_for(individual))
        with django_capture_on_commit_callbacks(execute=True):
            assert api.post(f"{API}/account/link/mobile/sms-code/send", {"phone": "13700000007"}).status_code == 200
        code = code_in(OutboundMessage.objects.filter(to="+8613700000007").first())
        linked = api.post(f"{API}/account/link/mobile/sms-code/verify", {"phone": "13700000007", "code": code})
        assert linked.json()["data"]["phone_number"] == "+8613700000007"
        assert api.post(f"{API}/account/unlink/mobile").json()["data"]["phone_number"] is None

    def test_a_login_code_cannot_link_and_a_code_is_bound_to_its_requester(
        self, client_for, individual, outsider, anon, django_capture_on_commit_callbacks
    ):
        with django_capture_on_commit_callbacks(execute=True):
            reauthenticated(client_for(individual)).post(
                f"{API}/account/link/mobile/sms-code/send", {"phone": "13700000008"}
            )
        code = code_in(OutboundMessage.objects.filter(to="+8613700000008").first())
        stolen = reauthenticated(client_for(outsider)).post(
            f"{API}/account/link/mobile/sms-code/verify", {"phone": "13700000008", "code": code}
        )
        assert stolen.json()["error"] == "code_invalid"
        login = anon.post(f"{API}/login/mobile/sms-code/verify", {"phone": "13700000008", "code": code})
        assert login.json()["error"] == "code_invalid"

    def test_link_an_email(self, client_for, individual, mailoutbox, django_capture_on_commit_callbacks):
        api = reauthenticated(client_for(individual))
        with django_capture_on_commit_callbacks(execute=True):
            api.post(f"{API}/account/link/email/code/send", {"email": "New@Example.com"})
        code = six_digits(mailoutbox[-1].body)
        data = api.post(f"{API}/account/link/email/code/verify", {"email": "new@example.com", "code": code}).json()
        assert data["data"]["email"] == "new@example.com" and data["data"]["email_verified"] is True

    def test_the_last_way_to_sign_in_cannot_be_unlinked(self, client_for, individual):
        api = reauthenticated(client_for(individual))
        user = individual.user
        user.set_unusable_password()
        user.phone_number, user.email = "+8613700000010", None
        user.save()
        response = api.post(f"{API}/account/unlink/mobile")
        assert response.status_code == 409 and response.json()["error"] == "last_sign_in_method"
        SocialAccount.objects.create(user=user, provider="weixin", uid="wx-1")
        assert api.post(f"{API}/account/unlink/mobile").status_code == 200
        assert api.post(f"{API}/account/unlink/wechat").json()["error"] == "last_sign_in_method"


@pytest.mark.django_db
class TestDeletion:
    def test_check_and_delete(self, client_for, individual, anon):
        api = reauthenticated(client_for(individual))
        assert api.post(f"{API}/account/check").json()["data"] == {"deletable": True, "blockers": []}
        assert api.delete(f"{API}/account").status_code == 200
        gone = User.objects.get(pk=individual.user.pk)  # the row stays for others' history
        assert gone.name.startswith("deleted-") and gone.deleted_at is not None
        assert (gone.email, gone.phone_number, gone.avatar.name, gone.is_active) == (None, None, "", False)
        assert not gone.has_usable_password()
        assert not AuthSession.objects.filter(revoked_at__isnull=True).exists()
        assert api.get(f"{API}/account/profile").status_code == 401
        assert anon.post(f"{API}/login/password", {"account": "individual", "password": PASSWORD}).status_code == 400

    def test_deleting_frees_the_addresses_and_ends_every_way_in(self, client_for, individual):
        user = individual.user
        User.objects.filter(pk=user.pk).update(
            email="gone@example.com", email_verified=True, phone_number="+8613800000009"
        )
        SocialAccount.objects.create(user=user, provider="weixin", uid="wx-gone")
        assert reauthenticated(client_for(individual)).delete(f"{API}/account").status_code == 200
        assert not SocialAccount.objects.filter(user=user).exists()
        # nobody finds the old account by its address, number or new name; the old ones are free
        assert user_by_account("gone@example.com") is None and user_by_account("+8613800000009") is None
        assert user_by_account(User.objects.get(pk=user.pk).name) is None
        assert not User.objects.filter(name__iexact="individual").exists()

    def test_a_registered_check_blocks_deletion(self, client_for, individual, outsider):
        def has_devices(user: User) -> Blocker | None:
            if user.pk == individual.user.pk:
                return Blocker("account_has_devices", "Unlink your devices first.")
            return None

        register_deletion_check(has_devices)
        try:
            api = reauthenticated(client_for(individual))
            check = api.post(f"{API}/account/check").json()["data"]
            assert check == {
                "deletable": False,
                "blockers": [{"code": "account_has_devices", "message": "Unlink your devices first.", "waiver": ""}],
            }
            refused = api.delete(f"{API}/account")
            assert refused.status_code == 409 and refused.json()["error"] == "account_not_deletable"
            assert refused.json()["data"]["blockers"][0]["code"] == "account_has_devices"
            assert User.objects.get(pk=individual.user.pk).deleted_at is None
            assert reauthenticated(client_for(outsider)).delete(f"{API}/account").status_code == 200
        finally:
            unregister_deletion_check(has_devices)


@pytest.mark.django_db
def test_expired_link_codes_fail(client_for, individual, django_capture_on_commit_callbacks):
    api = reauthenticated(client_for(individual))
    with django_capture_on_commit_callbacks(execute=True):
        api.post(f"{API}/account/link/mobile/sms-code/send", {"phone": "13700000011"})
    code = code_in(OutboundMessage.objects.filter(to="+8613700000011").first())
    with time_machine.travel(timedelta(minutes=6)):
        response = reauthenticated(api).post(
            f"{API}/account/link/mobile/sms-code/verify", {"phone": "13700000011", "code": code}
        )
    assert response.json()["error"] == "code_invalid"
