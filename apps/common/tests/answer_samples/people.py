"""Real answers of the notifications', friends', companies' and wallet's builders."""

from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

from django.conf import settings
from django.test import override_settings
from django.utils import timezone

from apps.accounts.models import User
from apps.accounts.tests.factories import UserFactory
from apps.companies import services as company_services
from apps.companies.api import serializers as companies
from apps.companies.models import Application, Company, Invitation, MemberRecord, Membership
from apps.companies.selectors import allocation_list, company_list
from apps.companies.selectors import company_costs as company_costs_of
from apps.companies.tests.helpers import invitation
from apps.friends.api import serializers as friends
from apps.friends.notification_kinds import FRIEND_REQUEST
from apps.friends.selectors import friend_list, friend_request_list, tag_list
from apps.friends.tests.helpers import ask, befriend, tag
from apps.installs.tests.helpers import ai_app, box, installed_app
from apps.notifications.kinds import ANNOUNCEMENT, rendered
from apps.notifications.selectors import notification_list, notification_stats
from apps.notifications.services import notify
from apps.rentals.services import rentals_bill
from apps.rentals.tests.helpers import market_app, rented, seconds_after
from apps.wallet.api import payouts as withdrawals
from apps.wallet.api import serializers as wallet
from apps.wallet.models import Payout
from apps.wallet.providers import payment_provider
from apps.wallet.selectors import payout_accounts_of, transactions_of, wallet_state
from apps.wallet.services import (
    payout_account_add,
    payout_approve,
    payout_reject,
    payout_request,
    payout_send,
    wallet_income_credit,
    wallet_threshold_set,
)
from apps.wallet.tests.helpers import earn, fund
from conftest import USER_TYPES, Persona, persona_identity

from .base import both_languages, sample


@sample(rendered)
def notifications(persona: Persona) -> list[Any]:
    reader, company = persona.user, persona.actor.company_id
    notify(recipients=[reader], kind=FRIEND_REQUEST, params={"name": "kim"}, company_id=company)
    notify(recipients=[reader], kind=ANNOUNCEMENT, title={"en": "Hi"}, body={"en": "There"}, company_id=company)
    shown = list(notification_list(actor=persona.actor))
    return both_languages(lambda language: [rendered(item, language=language) for item in shown])


@sample(notification_stats)
def notification_counts(persona: Persona) -> list[Any]:
    notifications(persona)
    ask(UserFactory.create(), persona.user)
    return both_languages(lambda language: notification_stats(actor=persona.actor, language=language))


@sample(friends.friend_item)
def friend_rows(persona: Persona) -> list[Any]:
    owner = persona.user
    tag(owner, "close", befriend(owner, UserFactory.create(avatar="avatars/kim.png")))
    befriend(owner, UserFactory.create())
    return [friends.friend_item(friendship) for friendship in friend_list(user=owner)]


@sample(friends.friend_request_item)
def friend_requests(persona: Persona) -> list[Any]:
    viewer = persona.user
    ask(UserFactory.create(), viewer, "hello")
    ask(viewer, UserFactory.create())
    return [friends.friend_request_item(request, viewer=viewer) for request in friend_request_list(user=viewer)]


@sample(friends.tag_item)
def tags(persona: Persona) -> list[Any]:
    owner = persona.user
    tag(owner, "close", befriend(owner, UserFactory.create()), befriend(owner, UserFactory.create()))
    tag(owner, "empty")
    return [friends.tag_item(each) for each in tag_list(user=owner)]


def _company(person: Any) -> Company:
    """A company `person` owns, with a member (an avatar) and a member record."""
    company = company_services.company_create(user=person, name="Mine Co")
    joiner = UserFactory.create(avatar="avatars/kim.png")
    Membership.objects.create(company=company, user=joiner)
    MemberRecord.objects.create(company=company, member=joiner, kind="join", actor=joiner)
    MemberRecord.objects.create(company=company, member=joiner, kind="removal", read_at=timezone.now())
    return company


@sample(companies.company_item)
def company_rows(persona: Persona) -> list[Any]:
    _company(persona.user)
    Membership.objects.create(company=_company(UserFactory.create()), user=persona.user)
    return [companies.company_item(membership) for membership in company_list(user=persona.user)]


@sample(companies.member_item)
def company_members(persona: Persona) -> list[Any]:
    company = _company(persona.user)
    return [companies.member_item(membership) for membership in company.memberships.select_related("user")]


@sample(companies.invitation_item)
def company_invitations(persona: Persona) -> list[Any]:
    company = _company(persona.user)
    invitation(company, raw="one")
    invitation(company, raw="two", invitee=UserFactory.create(), expires_at=timezone.now())
    return [companies.invitation_item(each) for each in Invitation.objects.select_related("company", "inviter")]


def _applications(persona: Persona) -> None:
    """The persona applied to two companies: waiting on one, declined by the other."""
    now = timezone.now()
    Application.objects.create(company=_company(UserFactory.create()), applicant=persona.user, expires_at=now)
    Application.objects.create(
        company=_company(UserFactory.create()),
        applicant=persona.user,
        status="declined",
        expires_at=now,
        decided_at=now,
    )


@sample(companies.application_item)
def company_applications(persona: Persona) -> list[Any]:
    _applications(persona)
    return [companies.application_item(each) for each in Application.objects.select_related("applicant")]


@sample(companies.my_application_item)
def my_applications(persona: Persona) -> list[Any]:
    _applications(persona)
    return [companies.my_application_item(each) for each in Application.objects.select_related("company")]


@sample(companies.record_item)
def member_records(persona: Persona) -> list[Any]:
    _company(persona.user)
    rows = MemberRecord.objects.select_related("company", "member", "actor")
    return [companies.record_item(record) for record in rows]


@sample(companies.allocation_item)
def allocations(_persona: Persona) -> list[Any]:
    """A member given a device and an app on another device (with a Chinese name)."""
    boss = UserFactory.create()
    owner = Persona(boss, USER_TYPES["owner"], sme_id=persona_identity(kind="owner", user=boss))
    member = UserFactory.create()
    persona_identity(kind="member", user=member, company=owner.sme_id)
    given = [("device", box(owner.actor).id), ("app", installed_app(owner.actor, app=ai_app(name_zh="应用")).id)]
    for resource_type, resource_id in given:
        company_services.resource_assign(
            actor=owner.actor, member_id=member.pk, resource_type=resource_type, resource_id=resource_id
        )
    shown = list(allocation_list(actor=owner.actor))
    return both_languages(lambda _: [companies.allocation_item(allocation) for allocation in shown])


@sample(companies.costs_item)
def company_costs(_persona: Persona) -> list[Any]:
    """An owner's wallet paying for their company, and paid for it."""
    boss = UserFactory.create()
    owner = Persona(boss, USER_TYPES["owner"], sme_id=persona_identity(kind="owner", user=boss))
    fund(boss, "30")
    wallet_income_credit(
        user=boss, amount=Decimal("2.5"), idempotency_key="p", reference="device:1", company_id=owner.sme_id
    )
    costs = company_costs_of(actor=owner.actor, zone=ZoneInfo("Asia/Shanghai"), days=30)
    return both_languages(lambda _: companies.costs_item(costs))


@sample(wallet.transaction_items)
def wallet_rows(persona: Persona) -> list[Any]:
    person = persona.user
    fund(person, "30")
    # A reference naming no rental of the person's, and a rental they provided, billed once.
    wallet_income_credit(
        user=person, amount=Decimal("5"), idempotency_key="p", reference="rental:0", company_id="ABCDE-12345"
    )
    rental = rented(UserFactory.create(), market_app(persona.actor, price="36.00"))
    rentals_bill(now=seconds_after(rental, settings.RENTAL_BILLING_SECONDS))
    withdrawn(person, "10")
    rows = list(transactions_of(user=person, zone=ZoneInfo("Asia/Shanghai")))
    return both_languages(lambda language: wallet.transaction_items(rows, user=person, language=language))


def withdrawn(person: User, amount: str) -> Payout:
    """A paid withdrawal of `amount` from income old enough, with a fee."""
    earn(person, str(Decimal(amount) * 2))
    account = payout_account_add(
        user=person, kind="bank_card", holder_name="Li Lei", account="6222021234567894", bank="ICBC"
    )
    with override_settings(PAYOUT_FEE_PERCENT=Decimal("1")):
        payout = payout_request(user=person, amount=Decimal(amount), payout_account_id=account.pk)
    payout_approve(payout=payout, staff=person)
    return payout_send(payout_id=payout.pk)


@sample(withdrawals.payout_account_item)
def payout_accounts(persona: Persona) -> list[Any]:
    person = persona.user
    payout_account_add(user=person, kind="alipay", holder_name="李雷", account="li.lei@example.com")
    payout_account_add(user=person, kind="alipay", holder_name="李雷", account="13812345678")
    payout_account_add(user=person, kind="bank_card", holder_name="Li Lei", account="4000000000020000", bank="ICBC")
    return [withdrawals.payout_account_item(account) for account in payout_accounts_of(user=person)]


@sample(withdrawals.payout_item)
def payouts(persona: Persona) -> list[Any]:
    person, staff = persona.user, UserFactory.create()
    paid = withdrawn(person, "20")
    earn(person, "50")
    account = payout_accounts_of(user=person).first()
    assert account is not None
    rejected = payout_reject(
        payout=payout_request(user=person, amount=Decimal("12.5"), payout_account_id=account.pk),
        staff=staff,
        reason="The holder's name differs.",
    )
    requested = payout_request(user=person, amount=Decimal("10"), payout_account_id=account.pk)
    return [withdrawals.payout_item(payout) for payout in (paid, rejected, requested)]


@sample(wallet.wallet_item)
def wallets(persona: Persona) -> list[Any]:
    other = UserFactory.create()
    fund(other, "3")
    wallet_threshold_set(user=other, threshold=None)
    return [wallet.wallet_item(wallet_state(user=user)) for user in (persona.user, other)]


@sample(wallet.deposit_options)
def deposit_options(_persona: Persona) -> list[Any]:
    return both_languages(lambda _: wallet.deposit_options(payment_provider().methods()))
