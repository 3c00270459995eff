"""Holds: coins reserved from a person's wallet for a running purchase, captured in parts
(to the platform, or to a payee less the platform fee) and released when it ends."""

from decimal import Decimal

from django.conf import settings
from django.db import transaction

from apps.accounts.models import User
from apps.common.errors import ApplicationError
from apps.common.money import percent_of
from apps.common.render import api_coins
from apps.common.statemachine import StateMachine

from ..choices import EntryType, HoldStatus, TransactionKind
from ..models import Account, Hold, HoldLog, LedgerTransaction
from .ledger import Line, fingerprint, ledger_open, ledger_write, platform_account, positive_amount, wallet_accounts_of

S = HoldStatus
HOLDS: StateMachine[Hold] = StateMachine(
    model=Hold,
    table={S.OPEN: frozenset({S.CAPTURED, S.RELEASED}), S.CAPTURED: frozenset(), S.RELEASED: frozenset()},
    log_model=HoldLog,
    subject_field="hold",
)


def payee_lines(*, payee: User, amount: Decimal, fee: Decimal | None = None) -> list[Line]:
    """`payee` earns `amount` as income and pays the platform fee of it (`fee` when the
    caller computed it, as rentals do on their cumulative income)."""
    wallet, _ = wallet_accounts_of(user=payee)
    return income_lines(wallet=wallet, platform=platform_account(), amount=amount, fee=fee)


def income_lines(*, wallet: Account, platform: Account, amount: Decimal, fee: Decimal | None) -> list[Line]:
    if fee is None:
        fee = percent_of(amount, settings.PLATFORM_FEE_PERCENT)
    return [
        Line(wallet, amount, EntryType.INCOME),
        Line(wallet, -fee, EntryType.FEE),
        Line(platform, fee, EntryType.FEE),
    ]


def place_digest(*, user_id: int, amount: Decimal, reference: str, company_id: str | None) -> str:
    return fingerprint(op="hold_place", user=user_id, amount=amount, reference=reference, company=company_id)


def capture_digest(*, hold: Hold, amount: Decimal, payee: User | None, fee: Decimal | None, reference: str) -> str:
    arguments = {"fee": fee} if fee is not None else {}
    payee_id = payee.pk if payee else None
    return fingerprint(op="hold_capture", hold=hold.pk, amount=amount, payee=payee_id, reference=reference, **arguments)


def release_digest(hold: Hold) -> str:
    return fingerprint(op="hold_release", hold=hold.pk)


def place_lines(*, wallet: Account, held: Account, amount: Decimal) -> list[Line]:
    return [Line(wallet, -amount, EntryType.HOLD, guarded=True), Line(held, amount, EntryType.HOLD)]


def capture_lines(
    *, held: Account, platform: Account, amount: Decimal, payee_wallet: Account | None, fee: Decimal | None
) -> list[Line]:
    """`amount` spent from the hold account `held`: to the platform, or to the payee whose
    wallet is `payee_wallet` as income less the fee."""
    spent = Line(held, -amount, EntryType.CHARGE)
    if payee_wallet is None:
        return [spent, Line(platform, amount, EntryType.CHARGE)]
    return [spent, *income_lines(wallet=payee_wallet, platform=platform, amount=amount, fee=fee)]


def release_lines(*, wallet: Account, held: Account, rest: Decimal) -> list[Line]:
    return [Line(held, -rest, EntryType.RELEASE), Line(wallet, rest, EntryType.RELEASE)]


@transaction.atomic
def wallet_hold_place(
    *, user: User, amount: Decimal, idempotency_key: str, reference: str, company_id: str | None = None
) -> Hold:
    """Reserves `amount` of the person's available coins (409 `wallet_insufficient_funds`
    when they are not there); answers the open hold."""
    amount = positive_amount(amount)
    txn, created = ledger_open(
        kind=TransactionKind.HOLD_PLACE,
        idempotency_key=idempotency_key,
        digest=place_digest(user_id=user.pk, amount=amount, reference=reference, company_id=company_id),
        reference=reference,
        company_id=company_id,
    )
    if not created:
        return txn.placed_hold
    wallet, held = wallet_accounts_of(user=user)
    hold = Hold.objects.create(
        user=user, placed=amount, reference=reference, company_id=company_id or "", placement=txn
    )
    HOLDS.log(hold, old="")
    ledger_write(txn, place_lines(wallet=wallet, held=held, amount=amount))
    return hold


def _open_hold(hold: Hold) -> Hold:
    locked = Hold.objects.select_for_update().get(pk=hold.pk)
    if locked.status != HoldStatus.OPEN:
        raise HOLDS.refusal(locked)
    return locked


@transaction.atomic
def wallet_hold_capture(
    *,
    hold: Hold,
    amount: Decimal,
    idempotency_key: str,
    payee: User | None = None,
    fee: Decimal | None = None,
    reference: str,
) -> LedgerTransaction:
    """Spends `amount` of the hold: to the platform, or with a `payee` to them as `income`
    less the platform fee (`PLATFORM_FEE_PERCENT` of `amount`, or `fee` when given, as
    `fee`), in one transaction. A hold captured to its last coin is `captured`; more than it
    has left is 409 `wallet_hold_exceeded`."""
    amount = positive_amount(amount)
    txn, created = ledger_open(
        kind=TransactionKind.HOLD_CAPTURE,
        idempotency_key=idempotency_key,
        digest=capture_digest(hold=hold, amount=amount, payee=payee, fee=fee, reference=reference),
        reference=reference,
        company_id=hold.company_id,
        hold=hold,
    )
    if not created:
        return txn
    _, held = wallet_accounts_of(user=hold.user)
    payee_wallet = wallet_accounts_of(user=payee)[0] if payee is not None else None
    lines = capture_lines(held=held, platform=platform_account(), amount=amount, payee_wallet=payee_wallet, fee=fee)
    hold_spend(hold=hold, txn=txn, amount=amount, lines=lines)
    return txn


def hold_spend(*, hold: Hold, txn: LedgerTransaction, amount: Decimal, lines: list[Line]) -> None:
    """Writes `txn`'s `lines`, which spend `amount` of the open `hold` (more than it has left is
    409 `wallet_hold_exceeded`); a hold spent to its last coin is `captured`."""
    locked = _open_hold(hold)
    if amount > locked.remaining:
        raise ApplicationError("wallet_hold_exceeded", data={"remaining": api_coins(locked.remaining)})
    ledger_write(txn, lines)
    locked.captured += amount
    locked.save(update_fields=["captured"])
    if locked.remaining == 0:
        HOLDS.move(locked, to=HoldStatus.CAPTURED, reason="captured")
    hold.refresh_from_db()


@transaction.atomic
def wallet_hold_release(*, hold: Hold, idempotency_key: str) -> Hold:
    """Gives what is left of an open hold back to the wallet; answers the `released` hold."""
    txn, created = ledger_open(
        kind=TransactionKind.HOLD_RELEASE,
        idempotency_key=idempotency_key,
        digest=release_digest(hold),
        reference=hold.reference,
        company_id=hold.company_id,
        hold=hold,
    )
    if not created:
        return Hold.objects.get(pk=hold.pk)
    locked = _open_hold(hold)
    rest = locked.remaining
    wallet, held = wallet_accounts_of(user=locked.user)
    ledger_write(txn, release_lines(wallet=wallet, held=held, rest=rest))
    return HOLDS.move(locked, to=HoldStatus.RELEASED, changes={"released": locked.released + rest})
