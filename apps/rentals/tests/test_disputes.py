"""Disputes: a renter's complaint while a rental runs or within the window after it, the
provider's answer, staff's refund from the provider's income and the platform's fee in the
proportion they were taken (debt when the provider spent it), the income held from
withdrawal meanwhile, and who may see or do what."""

from datetime import timedelta
from decimal import Decimal

import pytest
import time_machine
from django.utils import timezone

from apps.accounts.tests.factories import UserFactory
from apps.common.errors import ApplicationError
from apps.common.role_matrix import matrix_covers
from apps.notifications.models import Notification
from apps.wallet.models import Account
from apps.wallet.selectors import payout_options, wallet_state
from apps.wallet.services import wallet_charge

from ..choices import DisputeStatus, EndReason
from ..models import DisputeLog
from ..services import (
    dispute_answer,
    dispute_open,
    dispute_resolve,
    dispute_withdraw,
    rental_settle,
    rental_stop,
    rentals_bill,
)
from .helpers import assert_reconciles, available, market_app, rented, seconds_after

pytestmark = pytest.mark.django_db
API = "/api/rmp/v1"


@pytest.fixture(autouse=True)
def _short_periods(settings):
    settings.RENTAL_BILLING_SECONDS = 60
    settings.PLATFORM_FEE_PERCENT = Decimal(10)


@pytest.fixture
def billed(individual, outsider):
    """outsider rents individual's app at 36 coins an hour; three periods billed: 1.80 charged,
    0.18 of it the platform's fee, 1.62 the provider's income."""
    rental = rented(outsider.user, market_app(individual.actor, price="36.00"))
    for period in (1, 2, 3):
        rentals_bill(now=seconds_after(rental, 60 * period))
    rental.refresh_from_db()
    assert (rental.charged, rental.fee) == (Decimal("1.80"), Decimal("0.18"))
    return rental


def open_one(rental, **changes):
    fields = {"reason": "not_working", "text": "It never answered."} | changes
    return dispute_open(user=rental.renter, rental_id=rental.pk, **fields)


def told(user, kind: str) -> int:
    return Notification.objects.filter(recipient=user, kind=kind).count()


def test_the_renter_disputes_the_provider_answers_staff_refund_in_proportion(billed, make_persona):
    staff = make_persona("individual").user
    renter_before, provider_before = available(billed.renter), available(billed.provider)
    platform = Account.objects.get(key="platform_revenue")
    platform_before = platform.balance

    dispute = open_one(billed)
    assert dispute.status == DisputeStatus.OPEN and told(billed.provider, "dispute_opened") == 1
    answered = dispute_answer(user=billed.provider, dispute_id=dispute.pk, text="It ran; see the logs.")
    assert (answered.status, answered.answer) == (DisputeStatus.ANSWERED, "It ran; see the logs.")
    assert told(billed.renter, "dispute_answered") == 1

    resolved = dispute_resolve(dispute=dispute, staff=staff, refund=Decimal("1.00"), resolution="Half worked.")
    assert (resolved.status, resolved.refund, resolved.resolution) == (
        DisputeStatus.RESOLVED,
        Decimal("1.00"),
        "Half worked.",
    )
    # 1.62 of 1.80 was the provider's: 0.90 of the refund; the platform's fee 0.10.
    assert available(billed.renter) - renter_before == Decimal("1.00")
    assert provider_before - available(billed.provider) == Decimal("0.90")
    platform.refresh_from_db()
    assert platform_before - platform.balance == Decimal("0.10")
    assert told(billed.renter, "dispute_resolved") == told(billed.provider, "dispute_resolved") == 1
    assert list(DisputeLog.objects.filter(dispute=dispute).values_list("new_status", flat=True)) == [
        "open",
        "answered",
        "resolved",
    ]
    assert_reconciles()


def test_staff_need_not_wait_and_refund_no_more_than_was_charged(billed, make_persona):
    staff = make_persona("individual").user
    dispute = open_one(billed)
    with pytest.raises(ApplicationError) as too_much:
        dispute_resolve(dispute=dispute, staff=staff, refund=Decimal("1.81"), resolution="All.")
    assert too_much.value.code == "validation_error"
    with pytest.raises(ApplicationError):
        dispute_resolve(dispute=dispute, staff=staff, refund=Decimal("0.001"), resolution="All.")
    dispute_resolve(dispute=dispute, staff=staff, refund=Decimal("1.80"), resolution="All of it.")
    second = open_one(billed)  # a second complaint may follow a resolved one; nothing is left to give
    with pytest.raises(ApplicationError):
        dispute_resolve(dispute=second, staff=staff, refund=Decimal("0.01"), resolution="More.")
    dispute_resolve(dispute=second, staff=staff, refund=Decimal("0"), resolution="Nothing more.")
    assert_reconciles()


def test_a_refund_past_what_the_provider_has_leaves_them_in_debt(billed, make_persona):
    staff = make_persona("individual").user
    # The provider spends everything they have.
    wallet_charge(
        user=billed.provider, amount=available(billed.provider), idempotency_key="spend", reference="zcloud:1"
    )
    dispute = open_one(billed)
    dispute_resolve(dispute=dispute, staff=staff, refund=Decimal("1.80"), resolution="Refunded in full.")
    assert wallet_state(user=billed.provider).debt == Decimal("1.62")
    assert told(billed.provider, "wallet_debt") == 1
    assert_reconciles()


def test_one_open_dispute_and_only_within_the_window(billed, settings):
    dispute = open_one(billed)
    with pytest.raises(ApplicationError) as twice:
        open_one(billed)
    assert twice.value.code == "dispute_open_exists"
    dispute_withdraw(user=billed.renter, dispute_id=dispute.pk)
    assert told(billed.provider, "dispute_withdrawn") == 1
    rental_stop(billed.pk, reason=EndReason.RENTER_ENDED, at=seconds_after(billed, 200))
    rental_settle(rental_id=billed.pk)
    billed.refresh_from_db()
    later = billed.ended_at + timedelta(hours=settings.DISPUTE_WINDOW_HOURS)
    with time_machine.travel(later - timedelta(minutes=1)):
        again = open_one(billed, reason="access_failed")
    dispute_withdraw(user=billed.renter, dispute_id=again.pk)
    with time_machine.travel(later + timedelta(minutes=1)), pytest.raises(ApplicationError) as closed:
        open_one(billed)
    assert closed.value.code == "dispute_window_closed"


def test_only_the_renter_disputes_only_the_provider_answers(billed, outsider, individual):
    stranger = UserFactory.create()
    for user in (billed.provider, stranger):
        with pytest.raises(ApplicationError) as refused:
            dispute_open(user=user, rental_id=billed.pk, reason="other", text="Mine?")
        assert refused.value.code == "not_found"
    dispute = open_one(billed)
    for user in (billed.renter, stranger):
        with pytest.raises(ApplicationError) as refused:
            dispute_answer(user=user, dispute_id=dispute.pk, text="No.")
        assert refused.value.code == "not_found"
    with pytest.raises(ApplicationError) as refused:
        dispute_withdraw(user=billed.provider, dispute_id=dispute.pk)
    assert refused.value.code == "not_found"
    with pytest.raises(ApplicationError) as blank:
        open_one(billed, text="   ")
    assert blank.value.code == "validation_error"


def test_disputed_income_is_not_withdrawable_until_resolved(billed, settings, make_persona):
    settings.PAYOUT_SETTLE_HOURS = 0
    with time_machine.travel(timezone.now() + timedelta(seconds=1)):
        assert payout_options(user=billed.provider).withdrawable == Decimal("1.62")
        dispute = open_one(billed)
        assert payout_options(user=billed.provider).withdrawable == Decimal("0.00")
        dispute_resolve(
            dispute=dispute, staff=make_persona("individual").user, refund=Decimal("0.50"), resolution="Part."
        )
        # 0.45 of the refund came out of the income.
        assert payout_options(user=billed.provider).withdrawable == Decimal("1.17")


# --- the calls ---


def test_the_calls_from_both_sides(client_for, individual, outsider, billed):
    renter, provider = client_for(outsider), client_for(individual)
    detail = renter.get(f"{API}/rentals/{billed.pk}").json()["data"]
    assert (detail["can_dispute"], detail["dispute"]) == (True, None)
    made = renter.post(
        f"{API}/rentals/{billed.pk}/disputes", {"reason": "not_as_described", "text": "No GPU."}, format="json"
    )
    assert made.status_code == 200, made.json()
    dispute = made.json()["data"]
    assert (dispute["status"], dispute["role"], dispute["can_withdraw"], dispute["can_answer"]) == (
        "open",
        "renter",
        True,
        False,
    )
    assert renter.get(f"{API}/rentals/{billed.pk}").json()["data"]["dispute"]["id"] == dispute["id"]
    assert renter.get(f"{API}/rentals/{billed.pk}").json()["data"]["can_dispute"] is False
    theirs = provider.get(f"{API}/disputes?role=provider").json()["data"]
    assert theirs["total"] == 1 and theirs["items"][0]["can_answer"] is True
    assert provider.get(f"{API}/disputes").json()["data"]["total"] == 0  # as a renter: none
    answered = provider.post(f"{API}/disputes/{dispute['id']}/answer", {"text": "It has one."}, format="json")
    assert answered.json()["data"]["answer"] == "It has one."
    again = provider.post(f"{API}/disputes/{dispute['id']}/answer", {"text": "Twice."}, format="json")
    assert (again.status_code, again.json()["error"]) == (409, "transition_not_allowed")
    assert renter.post(f"{API}/disputes/{dispute['id']}/withdraw").json()["data"]["status"] == "withdrawn"


# The calls, and what each persona gets: `individual` provides the rental, `outsider` rents
# it ({rental}, {dispute} theirs); a stranger of the rental is 404, company identities 403.
CALLS = {
    "open": ("post", "rentals/{rental}/disputes", {"reason": "other", "text": "It was slow."}),
    "list": ("get", "disputes", None),
    "get": ("get", "disputes/{dispute}", None),
    "answer": ("post", "disputes/{dispute}/answer", {"text": "It was not."}),
    "withdraw": ("post", "disputes/{dispute}/withdraw", None),
}
matrix_covers([(method, path) for method, path, _body in CALLS.values()], prefix=f"{API}/")
MATRIX = {
    "outsider": {"open": 409, "list": 200, "get": 200, "answer": 404, "withdraw": 200},  # one is open already
    "individual": {"open": 404, "list": 200, "get": 200, "answer": 200, "withdraw": 404},
    "stranger": {"open": 404, "list": 200, "get": 404, "answer": 404, "withdraw": 404},
    "owner": dict.fromkeys(CALLS, 403),
    "member": dict.fromkeys(CALLS, 403),
    None: dict.fromkeys(CALLS, 401),
}


@pytest.mark.parametrize("who", list(MATRIX))
@pytest.mark.parametrize("call", list(CALLS))
def test_permission_matrix(who, call, personas, make_persona, client_for, billed):
    dispute = open_one(billed)
    persona = {**personas, "stranger": make_persona("individual")}[who] if who else None
    method, path, body = CALLS[call]
    url = f"{API}/{path.format(rental=billed.pk, dispute=dispute.pk)}"
    response = getattr(client_for(persona), method)(url, body, format="json")
    assert response.status_code == MATRIX[who][call], response.json()
    if who == "member":
        assert response.json()["error"] == "member_not_allowed"


def test_staff_resolve_in_the_admin_with_a_refund_and_words(billed):
    from django.test import Client
    from django.urls import reverse

    staff = Client()
    staff.force_login(UserFactory.create(is_staff=True, is_superuser=True))
    dispute = open_one(billed)
    changelist = reverse("admin:rentals_dispute_changelist")
    form = staff.post(changelist, {"action": "resolve", "_selected_action": [dispute.pk]})
    assert "1.80 refundable" in form.content.decode() and 'name="amount"' in form.content.decode()
    body = {"action": "resolve", "_selected_action": [dispute.pk], "apply": "1", "reason": "Refunded half."}
    staff.post(changelist, {**body, "amount": "9"})  # more than was charged: refused, nothing moves
    dispute.refresh_from_db()
    assert dispute.status == DisputeStatus.OPEN
    staff.post(changelist, {**body, "amount": "0.90"})
    dispute.refresh_from_db()
    assert (dispute.status, dispute.refund, dispute.resolution) == (
        DisputeStatus.RESOLVED,
        Decimal("0.90"),
        "Refunded half.",
    )
    assert staff.get(reverse("admin:rentals_dispute_change", args=[dispute.pk])).status_code == 200
    assert_reconciles()
