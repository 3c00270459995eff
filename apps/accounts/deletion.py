"""Deleting an account. What stands in its way: each feature that owns something a person
must release first (devices, rentals, wallet debt, company memberships) registers a check
from its AppConfig.ready(); `account_blockers` asks them all. A blocker the person may lift
by saying so names its `waiver`, a flag of the delete call (the wallet's positive balance:
`forfeit_balance`); the feature's eraser then settles it in the deletion. What it erases: each feature
that keeps personal data of the person (friends, notifications) registers an eraser, which
`account_delete` runs in its transaction before it scrubs the account row itself."""

from collections.abc import Callable
from dataclasses import dataclass

from .models import User


@dataclass(frozen=True)
class Blocker:
    code: str
    message: str
    waiver: str = ""


DeletionCheck = Callable[[User], Blocker | None]
_checks: list[DeletionCheck] = []


def register_deletion_check(check: DeletionCheck) -> DeletionCheck:
    if check not in _checks:
        _checks.append(check)
    return check


def unregister_deletion_check(check: DeletionCheck) -> None:
    _checks.remove(check)


def account_blockers(*, user: User, waivers: frozenset[str] = frozenset()) -> list[Blocker]:
    """What stands in the way, leaving out the blockers the person waived (`waivers`)."""
    found = [blocker for check in _checks if (blocker := check(user)) is not None]
    return [blocker for blocker in found if not blocker.waiver or blocker.waiver not in waivers]


AccountEraser = Callable[[User], None]
_erasers: list[AccountEraser] = []


def register_account_eraser(eraser: AccountEraser) -> AccountEraser:
    if eraser not in _erasers:
        _erasers.append(eraser)
    return eraser


def account_erase_everywhere(*, user: User) -> None:
    for eraser in _erasers:
        eraser(user)
