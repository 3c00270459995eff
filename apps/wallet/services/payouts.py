"""Payouts: a person withdraws earned coins to a payout account of theirs. A request reserves
its `amount` at once (a hold, `payout:<id>`); staff approve or reject it in the admin; an
approved payout goes to the payout provider, and its outcome pays it out (the hold is spent:
the amount less the fee to the provider's clearing account, the fee to the platform) or
fails it (the hold is released). The person may cancel while it is `requested`.

`requested` -> `approved` -> `paid` | `failed`; `requested` -> `rejected` | `cancelled`."""

from datetime import timedelta
from decimal import Decimal

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from apps.accounts.models import User
from apps.accounts.services import users_lock
from apps.common.errors import ApplicationError, field_error
from apps.common.money import percent_of
from apps.common.render import api_coins
from apps.common.secrets import decrypt
from apps.common.statemachine import StateMachine
from apps.notifications.services import notify, stats_changed
from apps.notifications.topics import WALLET

from ..choices import EntryType, PayoutStatus, TransactionKind
from ..models import Payout, PayoutAccount, PayoutLog, payout_id_new
from ..notification_kinds import WALLET_PAYOUT_FAILED, WALLET_PAYOUT_PAID, WALLET_PAYOUT_REJECTED
from ..providers.payouts import payout_provider
from ..selectors import payout_options
from .holds import hold_spend, wallet_hold_place, wallet_hold_release
from .ledger import Line, fingerprint, ledger_open, platform_account, positive_amount, wallet_accounts_of

S = PayoutStatus
PAYOUTS: StateMachine[Payout] = StateMachine(
    model=Payout,
    table={
        S.REQUESTED: frozenset({S.APPROVED, S.REJECTED, S.CANCELLED}),
        S.APPROVED: frozenset({S.PAID, S.FAILED}),
        S.PAID: frozenset(),
        S.REJECTED: frozenset(),
        S.CANCELLED: frozenset(),
        S.FAILED: frozenset(),
    },
    log_model=PayoutLog,
    subject_field="payout",
    events=(lambda payout, old: stats_changed(user_ids=[payout.user_id], topics={WALLET}),),
)
REASON_MAX = 300


def reference_of(payout: Payout) -> str:
    """What the payout's hold and ledger rows name it by."""
    return f"payout:{payout.pk}"


def _account_of(user: User, account_id: str) -> PayoutAccount:
    account = PayoutAccount.objects.filter(user=user, pk=account_id, removed_at__isnull=True).first()
    if account is None:
        raise field_error("payout_account_id", _("Choose one of your payout accounts."))
    return account


@transaction.atomic
def payout_request(*, user: User, amount: Decimal, payout_account_id: str) -> Payout:
    """Asks to withdraw `amount` to one of the person's payout accounts and reserves it.
    Refused: below `PAYOUT_MIN` or not in whole cents (400), while another request is open
    (409 `payout_open_exists`), past the day's limit (409 `payout_day_limit`), more than is
    withdrawable (409 `payout_not_withdrawable`)."""
    amount = positive_amount(amount)
    if amount < settings.PAYOUT_MIN:
        raise field_error("amount", _("Withdraw at least %(min)s coins.") % {"min": api_coins(settings.PAYOUT_MIN)})
    account = _account_of(user, payout_account_id)
    users_lock(user_ids=[user.pk])
    options = payout_options(user=user)
    if options.open_payout_id is not None:
        raise ApplicationError("payout_open_exists", data={"id": options.open_payout_id})
    if amount > options.left_today:
        raise ApplicationError("payout_day_limit", data={"left": api_coins(options.left_today)})
    if amount > options.withdrawable:
        raise ApplicationError("payout_not_withdrawable", data={"withdrawable": api_coins(options.withdrawable)})
    payout_id = payout_id_new()
    reference = f"payout:{payout_id}"
    hold = wallet_hold_place(user=user, amount=amount, idempotency_key=f"{reference}:reserve", reference=reference)
    try:
        with transaction.atomic():
            payout = Payout.objects.create(
                id=payout_id,
                user=user,
                account=account,
                account_label=str(account),
                amount=amount,
                fee=percent_of(amount, settings.PAYOUT_FEE_PERCENT),
                hold=hold,
            )
    except IntegrityError as error:  # another request opened meanwhile (the constraint holds one)
        raise ApplicationError("payout_open_exists") from error
    PAYOUTS.log(payout, old="", actor=user)
    return payout


def _release(payout: Payout) -> None:
    wallet_hold_release(hold=payout.hold, idempotency_key=f"{reference_of(payout)}:release")


@transaction.atomic
def payout_cancel(*, user: User, payout_id: str) -> Payout:
    """The person takes back their request while it is `requested`; its coins are released."""
    payout = Payout.objects.filter(user=user, pk=payout_id).first()
    if payout is None:
        raise ApplicationError("not_found")
    moved = PAYOUTS.move(payout, to=S.CANCELLED, actor=user, reason="cancelled")
    _release(moved)
    return moved


@transaction.atomic
def payout_approve(*, payout: Payout, staff: User) -> Payout:
    """Staff approve a request; it goes to the payout provider once this commits."""
    moved = PAYOUTS.move(payout, to=S.APPROVED, actor=staff, reason="approved")
    from ..tasks import send_payout  # the tasks module imports the services

    transaction.on_commit(lambda: send_payout.delay(moved.pk))
    return moved


@transaction.atomic
def payout_reject(*, payout: Payout, staff: User, reason: str) -> Payout:
    """Staff refuse a request with a reason the person reads; its coins are released."""
    reason = reason.strip()
    if not reason:
        raise field_error("reason", _("Give a reason; the person will see it."))
    if len(reason) > REASON_MAX:
        raise field_error("reason", _("Keep the reason to at most 300 characters."))
    moved = PAYOUTS.move(payout, to=S.REJECTED, actor=staff, reason="rejected", changes={"reason": reason})
    _release(moved)
    _tell(moved, WALLET_PAYOUT_REJECTED)
    return moved


def _tell(payout: Payout, kind: str) -> None:
    params = {"amount": api_coins(payout.amount), "net": api_coins(payout.net), "reason": payout.reason}
    notify(recipients=[payout.user], kind=kind, params=params, topics={WALLET})


def _pay(payout: Payout, *, provider: str, reference: str) -> Payout:
    """Spends the payout's hold: the amount less the fee to the provider's clearing account
    (the money that left), the fee to the platform."""
    _, held = wallet_accounts_of(user=payout.user)
    txn, created = ledger_open(
        kind=TransactionKind.PAYOUT,
        idempotency_key=f"{reference_of(payout)}:paid",
        digest=fingerprint(op="payout", payout=payout.pk, amount=payout.amount, fee=payout.fee),
        reference=reference_of(payout),
        hold=payout.hold,
        reason=payout.account_label,
    )
    if created:
        clearing = platform_account(key=f"payout_clearing:{provider}")
        lines = [
            Line(held, -payout.net, EntryType.PAYOUT),
            Line(clearing, payout.net, EntryType.PAYOUT),
            Line(held, -payout.fee, EntryType.FEE),
            Line(platform_account(), payout.fee, EntryType.FEE),
        ]
        hold_spend(hold=payout.hold, txn=txn, amount=payout.amount, lines=lines)
    moved = PAYOUTS.move(
        payout,
        to=S.PAID,
        reason="paid",
        changes={"paid_at": timezone.now(), "provider": provider, "provider_reference": reference},
    )
    _tell(moved, WALLET_PAYOUT_PAID)
    return moved


@transaction.atomic
def payout_settle(*, payout_id: str, paid: bool, provider: str, reference: str = "", reason: str = "") -> Payout:
    """The provider's outcome for an approved payout: paid (the coins leave) or failed (they
    are released, `reason` shown to the person). A payout no longer approved is left as it is."""
    payout = Payout.objects.select_for_update().select_related("hold").get(pk=payout_id)
    if payout.status != S.APPROVED:
        return payout
    if paid:
        return _pay(payout, provider=provider, reference=reference)
    moved = PAYOUTS.move(
        payout,
        to=S.FAILED,
        reason="provider_failed",
        changes={"reason": reason[:REASON_MAX], "provider": provider, "provider_reference": reference},
    )
    _release(moved)
    _tell(moved, WALLET_PAYOUT_FAILED)
    return moved


def payout_send(*, payout_id: str) -> Payout:
    """Asks the payout provider to pay an approved payout (outside any transaction: it may
    take seconds), then settles it by the answer; `pending` leaves it approved, to be asked
    again by `payouts_resend`."""
    payout = Payout.objects.select_related("account").get(pk=payout_id)
    if payout.status != S.APPROVED:
        return payout
    provider = payout_provider()
    outcome = provider.send(payout, account_number=decrypt(payout.account.account_sealed))
    if outcome.status == "pending":
        Payout.objects.filter(pk=payout.pk, status=S.APPROVED).update(
            provider=provider.name, provider_reference=outcome.reference, updated_at=timezone.now()
        )
        return payout
    return payout_settle(
        payout_id=payout.pk,
        paid=outcome.status == "paid",
        provider=provider.name,
        reference=outcome.reference,
        reason=outcome.reason,
    )


def payouts_resend() -> list[str]:
    """Beat: the approved payouts not settled `PAYOUT_RESEND_MINUTES` after their last change
    (the provider said `pending`, or the send was lost); answers their ids, to send again."""
    stale = timezone.now() - timedelta(minutes=settings.PAYOUT_RESEND_MINUTES)
    return list(Payout.objects.filter(status=S.APPROVED, updated_at__lt=stale).values_list("id", flat=True))
