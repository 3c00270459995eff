"""Linking answers alike whether the address is taken (its owner gets a notice instead of a
code), and an address that is replaced or unlinked gets a notice."""

import pytest

from apps.accounts.models import OutboundMessage, User, VerificationCode
from apps.accounts.tests.helpers import reauthenticated, six_digits

API = "/api/iam/v1"
SEND = {"mobile": "account/link/mobile/sms-code/send", "email": "account/link/email/code/send"}
VERIFY = {"mobile": "account/link/mobile/sms-code/verify", "email": "account/link/email/code/verify"}
TAKEN = {"mobile": ("phone", "13700000009", "+8613700000009"), "email": ("email", "taken@example.com", None)}
FREE = {"mobile": ("phone", "13700000010", "+8613700000010"), "email": ("email", "free@example.com", None)}


def messages_to(address: str) -> list[str]:
    return list(OutboundMessage.objects.filter(to=address).order_by("id").values_list("body", flat=True))


@pytest.mark.django_db
@pytest.mark.parametrize("way", ["mobile", "email"])
def test_linking_answers_alike_and_the_owner_of_a_taken_address_gets_a_notice(
    way, client_for, individual, outsider, settings, django_capture_on_commit_callbacks
):
    settings.EMAIL_BACKEND = "apps.accounts.messaging.OutboxEmailBackend"  # keep e-mails in the outbox
    field, taken, taken_stored = TAKEN[way]
    User.objects.filter(pk=outsider.user.pk).update(
        **{"phone_number" if way == "mobile" else "email": taken_stored or taken}
    )
    api = reauthenticated(client_for(individual))
    answers = []
    for address in [taken, FREE[way][1]]:
        with django_capture_on_commit_callbacks(execute=True):
            answers.append(api.post(f"{API}/{SEND[way]}", {field: address}, format="json"))
    assert answers[0].status_code == answers[1].status_code == 200
    assert answers[0].json() == answers[1].json()
    assert answers[0]["Cache-Control"] == answers[1]["Cache-Control"] == "no-store"
    assert VerificationCode.objects.filter(target=taken_stored or taken).count() == 1  # the same bookkeeping
    again = api.post(f"{API}/{SEND[way]}", {field: taken}, format="json")
    assert again.json()["error"] == "code_resend_too_soon"

    (notice,) = messages_to(taken_stored or taken)
    assert "someone tried to link" in notice.lower()
    assert not any(word.isdigit() and len(word) == 6 for word in notice.split())
    six_digits(messages_to(FREE[way][2] or FREE[way][1])[0])  # the free address got its code

    for code in ["000000", "123456"]:
        refused = api.post(f"{API}/{VERIFY[way]}", {field: taken, "code": code}, format="json")
        assert refused.status_code == 400 and refused.json()["error"] == "code_invalid"
    assert User.objects.get(pk=individual.user.pk).phone_number is None


@pytest.fixture
def linked(individual):
    user = individual.user
    user.phone_number, user.email, user.email_verified = "+8613700000001", "old@example.com", True
    user.save()
    return individual


def link(api, way: str, address: str, capture) -> None:
    field = "phone" if way == "mobile" else "email"
    with capture(execute=True):
        assert api.post(f"{API}/{SEND[way]}", {field: address}, format="json").status_code == 200
    stored = f"+86{address}" if way == "mobile" else address
    code = six_digits(messages_to(stored)[-1])
    response = api.post(f"{API}/{VERIFY[way]}", {field: address, "code": code}, format="json")
    assert response.status_code == 200, response.json()


@pytest.mark.django_db
class TestOldAddressNotice:
    @pytest.fixture(autouse=True)
    def _outbox(self, settings):
        settings.EMAIL_BACKEND = "apps.accounts.messaging.OutboxEmailBackend"

    def test_a_replaced_phone_gets_a_notice(self, client_for, linked, django_capture_on_commit_callbacks):
        with django_capture_on_commit_callbacks(execute=True):
            link(reauthenticated(client_for(linked)), "mobile", "13700000002", django_capture_on_commit_callbacks)
        (notice,) = messages_to("+8613700000001")
        assert "removed from your account" in notice

    def test_a_replaced_verified_email_gets_a_notice(self, client_for, linked, django_capture_on_commit_callbacks):
        with django_capture_on_commit_callbacks(execute=True):
            link(reauthenticated(client_for(linked)), "email", "new@example.com", django_capture_on_commit_callbacks)
        (notice,) = messages_to("old@example.com")
        assert "removed from your Z Compute account" in notice

    def test_an_unverified_old_email_gets_nothing(self, client_for, linked, django_capture_on_commit_callbacks):
        User.objects.filter(pk=linked.user.pk).update(email_verified=False)
        with django_capture_on_commit_callbacks(execute=True):
            link(reauthenticated(client_for(linked)), "email", "new@example.com", django_capture_on_commit_callbacks)
        assert messages_to("old@example.com") == []

    @pytest.mark.parametrize(("way", "old"), [("mobile", "+8613700000001"), ("email", "old@example.com")])
    def test_an_unlinked_address_gets_a_notice(self, client_for, linked, way, old, django_capture_on_commit_callbacks):
        with django_capture_on_commit_callbacks(execute=True):
            assert reauthenticated(client_for(linked)).post(f"{API}/account/unlink/{way}").status_code == 200
        (notice,) = messages_to(old)
        assert "removed" in notice

    def test_the_notice_is_translated(self, client_for, linked, django_capture_on_commit_callbacks):
        api = reauthenticated(client_for(linked))
        with django_capture_on_commit_callbacks(execute=True):
            api.post(f"{API}/account/unlink/mobile", HTTP_ACCEPT_LANGUAGE="zh-hans")
        (notice,) = messages_to("+8613700000001")
        assert "Z Compute" in notice and "removed" not in notice
