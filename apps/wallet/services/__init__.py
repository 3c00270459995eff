"""Writes for the wallet, by section: `ledger` (the one write path: idempotency keys, locked
balances, zero-sum entries, low-balance and debt notices, the `wallet` stream topic),
`holds`, `movements`, `deposits` (a state machine, `DEPOSITS`) and `preferences`.

For the features that spend and earn (rentals, cloud machines), each movement takes an
`idempotency_key`: the same key again answers the first result and moves nothing; the same
key with other arguments is 409 `wallet_idempotency_conflict`. Amounts are `Decimal` coins
with at most 2 decimals. A spend the wallet cannot cover is 409 `wallet_insufficient_funds`
and changes nothing. `company_id` (the public id of a company the person owns) marks a
movement made for that company; it shows in the person's transactions.

- `wallet_hold_place(*, user, amount, idempotency_key, reference, company_id=None) -> Hold`:
  reserves coins of `available` (they show as `reserved`).
- `wallet_hold_capture(*, hold, amount, idempotency_key, payee=None, fee=None, reference) -> LedgerTransaction`:
  spends part of an open hold: to the platform (`charge`), or with `payee` to them as
  `income` less the platform fee `PLATFORM_FEE_PERCENT` (`fee`; or the `fee` given, which
  rentals compute on their cumulative income). More than is left is 409
  `wallet_hold_exceeded`; the last coin captured makes the hold `captured`.
- `wallet_hold_release(*, hold, idempotency_key) -> Hold`: gives what is left back; `released`.
- `wallet_holds_renew(*, renewals: Sequence[Renewal]) -> list[Hold | None]`: for a batch (a
  billing pass), each hold's capture to a payee, its release and the next hold, the same
  movements as the three above one after another, with each account locked and moved once;
  a renewal that cannot go ahead as asked (a key used, a hold not open or short, the person
  left with less than `spare`) is left out (None) with that person's later ones.
- `wallet_charge(*, user, amount, idempotency_key, reference, allow_debt=False, company_id=None)`:
  a spend straight from `available` (into debt only with `allow_debt`).
- `wallet_income_credit(*, user, amount, idempotency_key, reference, company_id=None)`: pays the
  person from the platform's revenue as `income`, less the platform fee.
- `wallet_adjust(*, user, amount, reason, staff, idempotency_key, refund=False)`: staff's
  correction (signed, may create debt) or refund (positive), with a required reason the
  person sees and a notification.
- `wallet_refund_income(*, renter, payee, amount, payee_share, idempotency_key, reference)`:
  a dispute's refund, from the payee's income (`payee_share`, into debt if need be) and the
  platform's fee (the rest), in one transaction.
- `wallet_forfeit(*, user)`: gives the available balance up to the platform (account
  deletion).
- `deposit_create`, `deposit_event_receive` (the sandbox's), `deposit_event_accept` (a real
  provider's, always acknowledged), `deposit_event_replay`, `deposit_mark_failed`,
  `deposit_reverse`, `deposits_expire`: deposits through the payment provider.
- `payout_account_add`, `payout_account_remove`: where withdrawals go.
- `payout_request`, `payout_cancel` (the person), `payout_approve`, `payout_reject` (staff),
  `payout_send`, `payout_settle`, `payouts_resend` (the payout provider's side): withdrawals,
  a state machine (`PAYOUTS`)."""

from .deposits import (
    DEPOSITS,
    deposit_create,
    deposit_event_accept,
    deposit_event_receive,
    deposit_event_replay,
    deposit_mark_failed,
    deposit_reverse,
    deposits_expire,
)
from .holds import HOLDS, wallet_hold_capture, wallet_hold_place, wallet_hold_release
from .ledger import wallet_accounts_of
from .movements import wallet_adjust, wallet_charge, wallet_forfeit, wallet_income_credit, wallet_refund_income
from .payout_accounts import payout_account_add, payout_account_remove
from .payouts import (
    PAYOUTS,
    payout_approve,
    payout_cancel,
    payout_reject,
    payout_request,
    payout_send,
    payout_settle,
    payouts_resend,
)
from .preferences import wallet_threshold_set
from .renewals import Renewal, wallet_holds_renew

__all__ = [
    "DEPOSITS",
    "HOLDS",
    "PAYOUTS",
    "Renewal",
    "deposit_create",
    "deposit_event_accept",
    "deposit_event_receive",
    "deposit_event_replay",
    "deposit_mark_failed",
    "deposit_reverse",
    "deposits_expire",
    "payout_account_add",
    "payout_account_remove",
    "payout_approve",
    "payout_cancel",
    "payout_reject",
    "payout_request",
    "payout_send",
    "payout_settle",
    "payouts_resend",
    "wallet_accounts_of",
    "wallet_adjust",
    "wallet_charge",
    "wallet_forfeit",
    "wallet_hold_capture",
    "wallet_hold_place",
    "wallet_hold_release",
    "wallet_holds_renew",
    "wallet_income_credit",
    "wallet_refund_income",
    "wallet_threshold_set",
]
