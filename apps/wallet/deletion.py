"""The wallet's part in deleting an account: debt and reserved coins block it; a positive
balance blocks it unless the person gives it up (`forfeit_balance`), and then the deletion
moves it to the platform in its own transaction (`wallet_erase`)."""

from django.utils.translation import gettext as _

from apps.accounts.deletion import Blocker
from apps.accounts.models import User
from apps.common.render import api_coins

from .selectors import wallet_state
from .services import wallet_forfeit


def wallet_blocker(user: User) -> Blocker | None:
    state = wallet_state(user=user)
    if state.debt > 0:
        return Blocker(
            code="wallet_debt",
            message=_("Your wallet is %(debt)s coins in debt; top it up first.") % {"debt": api_coins(state.debt)},
        )
    if state.reserved > 0:
        return Blocker(
            code="wallet_reserved",
            message=_("%(reserved)s coins are reserved for running purchases or a withdrawal; let them finish first.")
            % {"reserved": api_coins(state.reserved)},
        )
    if state.available > 0:
        return Blocker(
            code="wallet_balance",
            message=_("Your wallet still holds %(balance)s coins; spend them or give them up.")
            % {"balance": api_coins(state.available)},
            waiver="forfeit_balance",
        )
    return None


def wallet_erase(user: User) -> None:
    """In the deletion: what the person gave up goes to the platform (a person who never had
    a wallet gets none made now)."""
    if wallet_state(user=user).available > 0:
        wallet_forfeit(user=user)
