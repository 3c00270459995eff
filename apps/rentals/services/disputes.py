"""Disputes: a renter's complaint about a rental, while it runs and for
`DISPUTE_WINDOW_HOURS` after it ended; the provider may answer; staff resolve it with a
refund (full, partial or none) taken back from the provider's income and the platform's fee
in the proportion the rental paid them. Both sides are told at each step.

`open` -> `answered` -> `resolved` | `withdrawn`; `open` -> `resolved` | `withdrawn`."""

from datetime import datetime, timedelta
from decimal import Decimal

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Sum
from django.utils import timezone
from django.utils.translation import gettext as _

from apps.accounts.models import User
from apps.common.errors import ApplicationError, field_error
from apps.common.money import is_coins, quantize
from apps.common.render import api_coins
from apps.common.statemachine import StateMachine
from apps.notifications.services import stats_changed
from apps.notifications.topics import RENTALS, WALLET
from apps.wallet.services import wallet_refund_income

from ..choices import OPEN_DISPUTE_STATUSES, DisputeReason, DisputeStatus
from ..models import Dispute, DisputeLog, Rental
from ..notification_kinds import DISPUTE_ANSWERED, DISPUTE_OPENED, DISPUTE_RESOLVED, DISPUTE_WITHDRAWN
from .machine import tell

S = DisputeStatus
DISPUTES: StateMachine[Dispute] = StateMachine(
    model=Dispute,
    table={
        S.OPEN: frozenset({S.ANSWERED, S.RESOLVED, S.WITHDRAWN}),
        S.ANSWERED: frozenset({S.RESOLVED, S.WITHDRAWN}),
        S.RESOLVED: frozenset(),
        S.WITHDRAWN: frozenset(),
    },
    log_model=DisputeLog,
    subject_field="dispute",
    lock=lambda: Dispute.objects.select_related("rental__installed_app__app", "rental__renter", "rental__provider"),
    events=(
        lambda dispute, old: stats_changed(
            user_ids=[dispute.rental.renter_id, dispute.rental.provider_id], topics={RENTALS, WALLET}
        ),
    ),
)
TEXT_MAX = 2000
RESOLUTION_MAX = 300


def _text(text: str, *, field: str) -> str:
    text = text.strip()
    if not text:
        raise field_error(field, _("Say what happened; the other side and support read it."))
    if len(text) > TEXT_MAX:
        raise field_error(field, _("Keep it to at most 2000 characters."))
    return text


def dispute_refusal(rental: Rental, *, now: datetime | None = None) -> str | None:
    """Why the rental's renter may not open a dispute now (an error code), or None: it never
    started, it ended more than `DISPUTE_WINDOW_HOURS` ago, or one is under way."""
    if rental.started_at is None:
        return "dispute_nothing_charged"
    window = timedelta(hours=settings.DISPUTE_WINDOW_HOURS)
    if rental.ended_at is not None and (now or timezone.now()) - rental.ended_at > window:
        return "dispute_window_closed"
    if rental.disputes.filter(status__in=OPEN_DISPUTE_STATUSES).exists():
        return "dispute_open_exists"
    return None


def dispute_refundable(rental: Rental) -> Decimal:
    """What a resolution may still give back: the rental's charges less earlier refunds."""
    refunded = rental.disputes.filter(status=S.RESOLVED).aggregate(total=Sum("refund"))["total"] or Decimal(0)
    return max(Decimal(0), quantize(rental.charged - refunded))


@transaction.atomic
def dispute_open(*, user: User, rental_id: int, reason: str, text: str) -> Dispute:
    """The renter disputes their rental: one that started, while it runs or within
    `DISPUTE_WINDOW_HOURS` of its end (409 `dispute_window_closed`), one open at a time (409
    `dispute_open_exists`). Someone else's rental is a 404."""
    rental = (
        Rental.objects.select_for_update(of=("self",))
        .select_related("installed_app__app", "renter", "provider")
        .filter(renter=user, pk=rental_id)
        .first()
    )
    if rental is None:
        raise ApplicationError("not_found")
    if reason not in DisputeReason.values:
        raise field_error("reason", _("Choose one of the reasons."))
    text = _text(text, field="text")
    refusal = dispute_refusal(rental)
    if refusal is not None:
        data = {"hours": settings.DISPUTE_WINDOW_HOURS} if refusal == "dispute_window_closed" else None
        raise ApplicationError(refusal, data=data)
    try:
        with transaction.atomic():
            dispute = Dispute.objects.create(rental=rental, reason=reason, text=text)
    except IntegrityError as error:  # opened meanwhile
        raise ApplicationError("dispute_open_exists") from error
    DISPUTES.log(dispute, old="", actor=user)
    tell(rental, recipient=rental.provider, kind=DISPUTE_OPENED)
    return dispute


def _dispute_of(*, user: User, dispute_id: int, side: str) -> Dispute:
    dispute = Dispute.objects.filter(**{f"rental__{side}": user}, pk=dispute_id).first()
    if dispute is None:
        raise ApplicationError("not_found")
    return dispute


@transaction.atomic
def dispute_answer(*, user: User, dispute_id: int, text: str) -> Dispute:
    """The provider answers an open dispute, once; the renter is told."""
    dispute = _dispute_of(user=user, dispute_id=dispute_id, side="provider")
    text = _text(text, field="text")
    moved = DISPUTES.move(
        dispute, to=S.ANSWERED, actor=user, reason="answered", changes={"answer": text, "answered_at": timezone.now()}
    )
    tell(moved.rental, recipient=moved.rental.renter, kind=DISPUTE_ANSWERED)
    return moved


@transaction.atomic
def dispute_withdraw(*, user: User, dispute_id: int) -> Dispute:
    """The renter takes back their dispute before it is resolved; the provider is told."""
    dispute = _dispute_of(user=user, dispute_id=dispute_id, side="renter")
    moved = DISPUTES.move(dispute, to=S.WITHDRAWN, actor=user, reason="withdrawn")
    tell(moved.rental, recipient=moved.rental.provider, kind=DISPUTE_WITHDRAWN)
    return moved


@transaction.atomic
def dispute_resolve(*, dispute: Dispute, staff: User, refund: Decimal, resolution: str) -> Dispute:
    """Staff decide an open or answered dispute (without waiting for an answer): `refund`
    coins back to the renter (0 for none; at most what the rental charged less earlier
    refunds), from the provider's income and the platform's fee in the proportion the
    rental paid them, in one ledger movement; `resolution` is what both sides read."""
    resolution = resolution.strip()
    if not resolution:
        raise field_error("resolution", _("Give the resolution; both sides will read it."))
    if len(resolution) > RESOLUTION_MAX:
        raise field_error("resolution", _("Keep the resolution to at most 300 characters."))
    refund = Decimal(refund)
    locked = Dispute.objects.select_for_update(of=("self",)).get(pk=dispute.pk)
    DISPUTES.check(locked, S.RESOLVED)
    rental = Rental.objects.select_for_update(of=("self",)).get(pk=locked.rental_id)
    refundable = dispute_refundable(rental)
    if not is_coins(refund) or not 0 <= refund <= refundable:
        raise field_error(
            "refund",
            _("Refund between 0 and %(max)s coins, with at most 2 decimals.") % {"max": api_coins(refundable)},
        )
    if refund > 0:
        share = quantize(refund * (rental.charged - rental.fee) / rental.charged)
        wallet_refund_income(
            renter=rental.renter,
            payee=rental.provider,
            amount=refund,
            payee_share=share,
            idempotency_key=f"dispute:{locked.pk}:refund",
            reference=f"rental:{rental.pk}",
            reason=resolution,
        )
    moved = DISPUTES.move(
        locked,
        to=S.RESOLVED,
        actor=staff,
        reason="resolved",
        changes={"refund": refund, "resolution": resolution, "resolved_at": timezone.now()},
    )
    for person in (moved.rental.renter, moved.rental.provider):
        tell(moved.rental, recipient=person, kind=DISPUTE_RESOLVED, amount=api_coins(refund), resolution=resolution)
    return moved
