"""Notices that need action about money reach people outside the console: by e-mail to a
verified address, by SMS to a person with only a phone, in both languages with a link, unless
they chose the console only; other notices stay in the console."""

from dataclasses import dataclass

import pytest
from django.core import mail

from apps.accounts.models import OutboundMessage
from apps.accounts.tests.factories import UserFactory
from apps.friends.notification_kinds import FRIEND_REQUEST
from apps.notifications.services import notify
from apps.wallet.notification_kinds import WALLET_PAYOUT_REJECTED

pytestmark = pytest.mark.django_db
API = "/api/iam/v1"
PARAMS = {"amount": "50.00", "net": "50.00", "reason": "The name differs.", "name": "kim"}


@dataclass(frozen=True)
class Sent:
    channel: str
    to: str
    subject: str
    body: str


@pytest.fixture
def sent(django_capture_on_commit_callbacks):
    """Notifies and runs what the commit queues (the delivery tasks); answers every e-mail
    and SMS sent so far."""

    def run(user, kind=WALLET_PAYOUT_REJECTED, **options):
        with django_capture_on_commit_callbacks(execute=True):
            notify(recipients=[user], kind=kind, params=PARAMS, **options)
        mails = [Sent("email", message.to[0], str(message.subject), str(message.body)) for message in mail.outbox]
        texts = [Sent("sms", sms.to, "", sms.body) for sms in OutboundMessage.objects.order_by("id")]
        return mails + texts

    return run


def test_a_money_notice_goes_by_e_mail_in_both_languages_with_its_link(sent, settings):
    person = UserFactory.create()
    [message] = sent(person)
    assert (message.channel, message.to) == ("email", person.email)
    assert message.subject == "Your withdrawal was rejected / 您的提现被拒绝"
    assert "rejected: The name differs. The coins are back in your wallet." in message.body
    assert "您提现 50.00 金币的申请被拒绝" in message.body
    assert f"{settings.SITE_URL}/wallet/withdraw" in message.body


def test_a_person_with_only_a_phone_gets_an_sms(sent):
    person = UserFactory.create(email=None, email_verified=False, phone_number="+8613812345678")
    [sms] = sent(person)
    assert (sms.channel, sms.to) == ("sms", "+8613812345678")
    assert sms.body.startswith("Z Compute: Your request to withdraw 50.00 coins was rejected")


def test_nothing_goes_to_an_unverified_address_or_for_a_console_only_person(sent, client_for, make_persona):
    assert sent(UserFactory.create(email_verified=False)) == []
    persona = make_persona("individual")
    client = client_for(persona)
    assert client.get(f"{API}/notifications/preferences").json()["data"] == {"outside": True}
    assert client.patch(f"{API}/notifications/preferences", {"outside": False}, format="json").json()["data"] == {
        "outside": False
    }
    assert sent(persona.user) == []
    assert client.get(f"{API}/notifications/preferences").json()["data"] == {"outside": False}
    bad = client.patch(f"{API}/notifications/preferences", {"outside": "maybe"}, format="json")
    assert bad.status_code == 400


def test_other_notices_stay_in_the_console_unless_the_sender_says(sent):
    person = UserFactory.create()
    assert sent(person, kind=FRIEND_REQUEST) == []
    assert len(sent(person, kind=FRIEND_REQUEST, outside=True)) == 1
    assert len(sent(person, outside=False)) == 1  # the one before, nothing new


def test_the_notices_that_go_outside_are_the_money_ones_that_need_action():
    from apps.notifications.kinds import NOTIFICATION_KINDS

    outside = sorted(name for name, kind in NOTIFICATION_KINDS.items() if kind.outside)
    assert outside == [
        "dispute_opened",
        "dispute_resolved",
        "wallet_debt",
        "wallet_low_balance",
        "wallet_payout_failed",
        "wallet_payout_paid",
        "wallet_payout_rejected",
        "zcloud_unpaid",
    ]


def test_a_rental_ended_for_lack_of_funds_reaches_the_renter_outside(
    individual, outsider, settings, django_capture_on_commit_callbacks
):
    from apps.rentals.choices import EndReason
    from apps.rentals.services import rental_settle, rental_stop
    from apps.rentals.tests.helpers import market_app, rented

    settings.RENTAL_BILLING_SECONDS = 60
    for reason, expected in ((EndReason.RENTER_ENDED, 0), (EndReason.INSUFFICIENT_FUNDS, 1)):
        mail.outbox.clear()
        rental = rented(outsider.user, market_app(individual.actor))
        with django_capture_on_commit_callbacks(execute=True):
            rental_stop(rental.pk, reason=reason)
            rental_settle(rental_id=rental.pk)
        ended = [message for message in mail.outbox if "rental ended" in message.subject]
        assert len(ended) == expected, reason
