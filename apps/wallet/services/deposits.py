"""Deposits: a person asks to pay in coins through the configured payment provider; the
provider's event credits the wallet once. `pending` moves to `paid`, `failed`, `expired`
(after `DEPOSIT_PENDING_MINUTES`) or `review` (the paid amount differs); a late payment
still credits an `expired` or `failed` deposit (logged); `paid` is final, and staff undo a
credit with a separate `deposit_reversal` transaction (at most one per deposit)."""

import logging
from datetime import timedelta
from decimal import Decimal

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from apps.accounts.models import User
from apps.accounts.services import users_lock
from apps.common.errors import ApplicationError, field_error
from apps.common.render import api_coins
from apps.common.statemachine import StateMachine
from apps.notifications.services import notify, stats_changed
from apps.notifications.topics import WALLET

from ..choices import DepositStatus, EntryType, EventStatus, TransactionKind
from ..models import Deposit, DepositLog, LedgerTransaction, ProviderEvent
from ..notification_kinds import WALLET_DEPOSIT_PAID
from ..providers import Event, payment_provider
from .ledger import Line, clearing_account, fingerprint, ledger_post, wallet_accounts_of

logger = logging.getLogger(__name__)
S = DepositStatus
# Rentals follow every move inside its transaction (coins credited renew short holds).
# Followers: docs/flows.md, `manage.py followers`.
DEPOSITS: StateMachine[Deposit] = StateMachine(
    model=Deposit,
    table={
        S.PENDING: frozenset({S.PAID, S.FAILED, S.EXPIRED, S.REVIEW}),
        S.EXPIRED: frozenset({S.PAID, S.REVIEW}),
        S.FAILED: frozenset({S.PAID, S.REVIEW}),
        S.REVIEW: frozenset({S.PAID, S.FAILED}),
        S.PAID: frozenset(),
    },
    log_model=DepositLog,
    subject_field="deposit",
    events=(lambda deposit, old: stats_changed(user_ids=[deposit.user_id], topics={WALLET}),),
)


def _check_amount(amount: Decimal) -> None:
    if not settings.DEPOSIT_MIN <= amount <= settings.DEPOSIT_MAX:
        raise field_error(
            "amount",
            _("Deposit between %(min)s and %(max)s coins.")
            % {"min": api_coins(settings.DEPOSIT_MIN), "max": api_coins(settings.DEPOSIT_MAX)},
        )


@transaction.atomic
def deposit_create(*, user: User, amount: Decimal, method: str) -> Deposit:
    """A pending deposit of `amount` by `method` (one of the provider's), with the address
    where the person pays. At most `DEPOSIT_PENDING_MAX` may wait at once (429
    `deposit_pending_limit`)."""
    _check_amount(amount)
    provider = payment_provider()
    if method not in {choice.id for choice in provider.methods()}:
        raise field_error("method", _("Choose one of the offered payment methods."))
    users_lock(user_ids=[user.pk])
    if Deposit.objects.filter(user=user, status=S.PENDING).count() >= settings.DEPOSIT_PENDING_MAX:
        raise ApplicationError("deposit_pending_limit", data={"max": settings.DEPOSIT_PENDING_MAX})
    now = timezone.now()
    deposit = Deposit.objects.create(
        user=user,
        amount=amount,
        provider=provider.name,
        method=method,
        created_at=now,
        expires_at=now + timedelta(minutes=settings.DEPOSIT_PENDING_MINUTES),
    )
    deposit.pay_url = provider.create_payment(deposit)
    deposit.save(update_fields=["pay_url"])
    DEPOSITS.log(deposit, old="", actor=user)
    return deposit


def _credit(deposit: Deposit, *, actor: User | None) -> Deposit:
    wallet, _held = wallet_accounts_of(user=deposit.user)
    ledger_post(
        kind=TransactionKind.DEPOSIT,
        idempotency_key=f"deposit:{deposit.pk}",
        digest=fingerprint(op="deposit", deposit=deposit.pk, amount=deposit.amount),
        lines=[
            Line(clearing_account(deposit.provider), -deposit.amount, EntryType.DEPOSIT),
            Line(wallet, deposit.amount, EntryType.DEPOSIT),
        ],
        reference=f"deposit:{deposit.pk}",
        deposit=deposit,
    )
    late = deposit.status in {S.EXPIRED, S.FAILED}
    moved = DEPOSITS.move(
        deposit, to=S.PAID, actor=actor, reason="late_payment" if late else "paid", changes={"paid_at": timezone.now()}
    )
    notify(
        recipients=[deposit.user],
        kind=WALLET_DEPOSIT_PAID,
        params={"amount": api_coins(deposit.amount)},
        topics={WALLET},
    )
    return moved


@transaction.atomic
def _receive(*, provider: str, event: Event, replay: bool = False, actor: User | None = None) -> tuple[Deposit, bool]:
    """Acts on `event` once (a delivery again of a known event id acts no more); answers the
    deposit and whether the event's paid amount differed from it."""
    deposit = Deposit.objects.select_for_update().filter(pk=event.deposit_id, provider=provider).first()
    if deposit is None:
        raise ApplicationError("not_found")
    mismatch = event.status == EventStatus.PAID and event.amount != deposit.amount
    if not replay:
        try:
            with transaction.atomic():
                ProviderEvent.objects.create(
                    provider=provider,
                    event_id=event.event_id,
                    deposit=deposit,
                    status=event.status,
                    amount=event.amount,
                    raw_body=event.raw_body,
                )
        except IntegrityError:
            return deposit, mismatch
    if event.status == EventStatus.FAILED:
        if deposit.status == S.PENDING:
            deposit = DEPOSITS.move(deposit, to=S.FAILED, actor=actor, reason="provider_failed")
        return deposit, False
    if mismatch:
        if DEPOSITS.can(deposit, S.REVIEW):
            deposit = DEPOSITS.move(
                deposit, to=S.REVIEW, actor=actor, reason="amount_mismatch", reason_params={"paid": str(event.amount)}
            )
        return deposit, True
    if deposit.status == S.PAID or (deposit.status == S.REVIEW and not replay):
        return deposit, False
    return _credit(deposit, actor=actor), False


def deposit_event_receive(*, provider: str, event: Event) -> Deposit:
    """The provider's webhook: credits a paid deposit once, however often the event comes; an
    amount that differs puts the deposit in `review` and answers 409
    `deposit_amount_mismatch` (after the review is recorded)."""
    deposit, mismatch = _receive(provider=provider, event=event)
    if mismatch:
        raise ApplicationError("deposit_amount_mismatch")
    return deposit


def deposit_event_accept(*, provider: str, event: Event) -> Deposit | None:
    """A real provider's notice, always to be acknowledged: credited once as above; a
    differing amount leaves the deposit in `review` for staff; a deposit the wallet does
    not know is logged and answers None."""
    try:
        return _receive(provider=provider, event=event)[0]
    except ApplicationError as error:
        if error.code != "not_found":
            raise
        logger.warning("%s notice %s for an unknown deposit %s", provider, event.event_id, event.deposit_id)
        return None


def deposit_event_replay(*, deposit: Deposit, staff: User) -> Deposit:
    """Staff: acts on the provider's last event for the deposit again (after fixing what made
    it fail); the credit still happens at most once."""
    last = deposit.events.order_by("-received_at", "-id").first()
    if last is None:
        raise ApplicationError("not_found")
    event = Event(
        deposit_id=deposit.pk, event_id=last.event_id, status=last.status, amount=last.amount, raw_body=last.raw_body
    )
    return _receive(provider=deposit.provider, event=event, replay=True, actor=staff)[0]


def deposit_mark_failed(*, deposit: Deposit, staff: User) -> Deposit:
    return DEPOSITS.move(deposit, to=S.FAILED, actor=staff, reason="staff")


@transaction.atomic
def deposit_reverse(*, deposit: Deposit, staff: User, reason: str) -> LedgerTransaction:
    """Staff: takes a paid deposit's coins back (a chargeback); it may take the wallet into
    debt. At most once per deposit."""
    if not reason.strip():
        raise field_error("reason", _("Give a reason; the person will see it."))
    locked = Deposit.objects.select_for_update().get(pk=deposit.pk)
    if locked.status != S.PAID:
        raise DEPOSITS.refusal(locked)
    wallet, _held = wallet_accounts_of(user=locked.user)
    txn = ledger_post(
        kind=TransactionKind.DEPOSIT_REVERSAL,
        idempotency_key=f"deposit_reversal:{locked.pk}",
        digest=fingerprint(op="deposit_reversal", deposit=locked.pk),
        lines=[
            Line(wallet, -locked.amount, EntryType.DEPOSIT_REVERSAL),
            Line(clearing_account(locked.provider), locked.amount, EntryType.DEPOSIT_REVERSAL),
        ],
        reference=f"deposit:{locked.pk}",
        deposit=locked,
        created_by=staff,
        reason=reason.strip(),
    )
    DEPOSITS.log(locked, old=S.PAID, actor=staff, reason="reversed")
    return txn


def deposits_expire() -> int:
    """Beat: pending deposits past `expires_at` become `expired`, unless their provider says
    they were paid or failed meanwhile (a lost notice), which is acted on instead; answers
    how many expired."""
    expired = 0
    provider = payment_provider()
    for deposit in Deposit.objects.filter(status=S.PENDING, expires_at__lte=timezone.now()):
        told = provider.query(deposit) if deposit.provider == provider.name else None
        if told is not None:
            deposit_event_accept(provider=provider.name, event=told)
            continue
        try:
            DEPOSITS.move(deposit, to=S.EXPIRED, reason="expired")
        except ApplicationError:
            continue  # paid or failed meanwhile
        expired += 1
    return expired
