"""Renewing many holds at once (a billing pass): for each, a capture to a payee less the fee,
the release of what is left and the next hold, written as `wallet_hold_capture`,
`wallet_hold_release` and `wallet_hold_place` would write them one after another (the same
transactions under the same keys and fingerprints, the same entries, hold rows and logs),
but with every account locked and moved once and every kind of row inserted in bulk."""

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from django.db import transaction

from apps.accounts.models import User

from ..choices import AccountKind, HoldStatus, TransactionKind
from ..models import Account, Hold, LedgerTransaction
from .holds import (
    HOLDS,
    capture_digest,
    capture_lines,
    place_digest,
    place_lines,
    release_digest,
    release_lines,
)
from .ledger import Line, accounts_lock, ledger_write_many, platform_account, positive_amount, wallet_accounts_of


@dataclass(frozen=True)
class Renewal:
    """`charge` of the open `hold` captured to `payee` (`fee` of it to the platform), what is
    left released, and a new hold of `amount` placed for the same person; each movement under
    its own key. Done only when the person keeps at least `spare` available after it."""

    hold: Hold
    charge: Decimal
    fee: Decimal
    payee: User
    amount: Decimal
    spare: Decimal
    reference: str
    capture_key: str
    release_key: str
    place_key: str


def _accounts(people: dict[int, User]) -> dict[tuple[int, str], Account]:
    """Both accounts of each person, read in one query (made for whoever has none yet)."""
    found = {(a.owner_id, a.kind): a for a in Account.objects.filter(owner_id__in=people) if a.owner_id is not None}
    for pk, user in people.items():
        if (pk, AccountKind.WALLET) not in found or (pk, AccountKind.HOLD) not in found:
            found[pk, AccountKind.WALLET], found[pk, AccountKind.HOLD] = wallet_accounts_of(user=user)
    return found


def _chosen(renewals: Sequence[Renewal], holds: dict[int, Hold], available: dict[int, Decimal]) -> list[bool]:
    """Which renewals go ahead: not one whose key was used, whose hold is not open or short
    of its charge, or that leaves its person less than `spare`; nor any later one of a person
    left out before, so the caller can do theirs one by one in order."""
    keys = [key for r in renewals for key in (r.capture_key, r.release_key, r.place_key)]
    used = set(LedgerTransaction.objects.filter(idempotency_key__in=keys).values_list("idempotency_key", flat=True))
    stopped: set[int] = set()
    chosen = []
    for r in renewals:
        hold = holds.get(r.hold.pk)
        person = r.hold.user_id
        after = available[person] + hold.remaining - r.charge - r.amount if hold is not None else Decimal(0)
        go = (
            hold is not None
            and person not in stopped
            and hold.status == HoldStatus.OPEN
            and r.charge <= hold.remaining
            and after >= r.spare
            and not used & {r.capture_key, r.release_key, r.place_key}
        )
        if go:
            available[person] = after
        else:
            stopped.add(person)
        chosen.append(go)
    return chosen


@transaction.atomic
def wallet_holds_renew(*, renewals: Sequence[Renewal]) -> list[Hold | None]:
    """Renews each hold as `Renewal` says, in order, in one transaction: answers each new hold,
    or None for a renewal left out (see `_chosen`), which moved nothing. Any other refusal
    (an amount or a charge that is not coins, funds gone meanwhile) refuses the whole batch."""
    for r in renewals:
        positive_amount(r.amount)
        if r.charge:  # a negative one would release more than the hold has left
            positive_amount(r.charge, field="charge")
    rows = Hold.objects.select_for_update(of=("self",)).select_related("user")
    holds = {hold.pk: hold for hold in rows.filter(pk__in=[r.hold.pk for r in renewals]).order_by("pk")}
    people = {hold.user_id: hold.user for hold in holds.values()} | {r.payee.pk: r.payee for r in renewals}
    accounts = _accounts(people)
    platform = platform_account()
    locked = accounts_lock([*accounts.values(), platform])
    available = {person: locked[accounts[person, AccountKind.WALLET].pk].balance for person in people}
    chosen = _chosen(renewals, holds, available)

    txns: list[LedgerTransaction] = []
    lines: list[list[Line]] = []
    captured: dict[int, dict[str, Decimal]] = {}
    released: dict[int, dict[str, Decimal]] = {}
    placements: list[tuple[Renewal, LedgerTransaction]] = []
    for r, go in zip(renewals, chosen, strict=True):
        if not go:
            continue
        hold = holds[r.hold.pk]
        wallet, held = accounts[hold.user_id, AccountKind.WALLET], accounts[hold.user_id, AccountKind.HOLD]
        rest = hold.remaining - r.charge
        if r.charge > 0:
            digest = capture_digest(hold=hold, amount=r.charge, payee=r.payee, fee=r.fee, reference=r.reference)
            txns.append(_txn(TransactionKind.HOLD_CAPTURE, r.capture_key, digest, r.reference, hold=hold))
            payee = accounts[r.payee.pk, AccountKind.WALLET]
            lines.append(capture_lines(held=held, platform=platform, amount=r.charge, payee_wallet=payee, fee=r.fee))
        if r.charge > 0 and rest == 0:
            captured[hold.pk] = {"captured": hold.captured + r.charge}
        else:
            digest = release_digest(hold)
            txns.append(_txn(TransactionKind.HOLD_RELEASE, r.release_key, digest, hold.reference, hold=hold))
            lines.append(release_lines(wallet=wallet, held=held, rest=rest))
            released[hold.pk] = {"captured": hold.captured + r.charge, "released": hold.released + rest}
        # As `wallet_hold_place` is asked for the next hold: for the same company, if any.
        company = hold.company_id or None
        digest = place_digest(user_id=hold.user_id, amount=r.amount, reference=r.reference, company_id=company)
        placements.append((r, _txn(TransactionKind.HOLD_PLACE, r.place_key, digest, r.reference, company=company)))
        txns.append(placements[-1][1])
        lines.append(place_lines(wallet=wallet, held=held, amount=r.amount))

    LedgerTransaction.objects.bulk_create(txns)
    new_holds = Hold.objects.bulk_create(
        Hold(
            user_id=holds[r.hold.pk].user_id,
            placed=r.amount,
            reference=r.reference,
            company_id=holds[r.hold.pk].company_id,
            placement=txn,
        )
        for r, txn in placements
    )
    HOLDS.log_model._default_manager.bulk_create([HOLDS.log_row(hold, old="") for hold in new_holds])
    ledger_write_many(list(zip(txns, lines, strict=True)))
    if captured:
        HOLDS.move_many(captured, to=HoldStatus.CAPTURED, reason="captured", changes=captured)
    if released:
        HOLDS.move_many(released, to=HoldStatus.RELEASED, changes=released)
    placed = iter(new_holds)
    return [next(placed) if go else None for go in chosen]


def _txn(
    kind: str, key: str, digest: str, reference: str, *, hold: Hold | None = None, company: str | None = None
) -> LedgerTransaction:
    """A transaction as `ledger_open` makes it: a capture or release names its hold."""
    company_id = hold.company_id if hold is not None else company or ""
    return LedgerTransaction(
        kind=kind, idempotency_key=key, fingerprint=digest, reference=reference, company_id=company_id, hold=hold
    )
