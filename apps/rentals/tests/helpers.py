"""Shared by the rentals tests: a provider's app on the market, a renter with coins (through
the wallet's real deposit path), the box answering through the agent protocol, and the
ledger checked with `wallet_reconcile`'s own function."""

from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

from django.db.models import F

from apps.accounts.models import User
from apps.devices.choices import CommandType
from apps.devices.models import AgentCommand
from apps.devices.services import command_result
from apps.installs.models import InstalledApp
from apps.installs.tests.helpers import ai_app
from apps.listings.models import Listing
from apps.listings.tests.helpers import rentable_app
from apps.wallet.models import LedgerTransaction
from apps.wallet.selectors import ledger_differences, wallet_state
from apps.wallet.tests.helpers import fund

from ..models import Rental
from ..services import rental_start

API = "/api/rmp/v1"
# 3.60 coins an hour is a tenth of a cent a second, so rounding shows.
PRICE = "3.60"


def market_app(provider: Any, *, price: str = PRICE, ai: bool = True) -> InstalledApp:
    """A running app on an online box, rented out by `provider` (an Actor) at `price`."""
    return rentable_app(provider, app=ai_app() if ai else None, price=price)


def listing_id(installed: InstalledApp) -> int:
    return Listing.objects.get(installed_app=installed).pk


def rent_body(installed: InstalledApp) -> dict[str, object]:
    """What the rent dialog sends: the listing and the price it showed."""
    return {"listing_id": listing_id(installed), "price_per_hour": str(installed.price_per_hour)}


def configure_command(installed: InstalledApp) -> AgentCommand:
    return AgentCommand.objects.filter(
        app_id=installed.pk, type=CommandType.CONFIGURE, status__in=["pending", "sent"]
    ).latest("id")


def box_answers(installed: InstalledApp, *, success: bool = True) -> None:
    """The provider's box answers the access command (the agent protocol's result call)."""
    command_result(device=installed.device, command_id=configure_command(installed).pk, success=success, detail="")


def rented(renter: User, installed: InstalledApp, *, coins: str = "100", max_hours: int | None = None) -> Rental:
    """`renter` funds their wallet, rents the app and the box opens access: ongoing."""
    if coins:
        fund(renter, coins)
    rental = rental_start(
        renter=renter, listing_id=listing_id(installed), price_per_hour=installed.price_per_hour, max_hours=max_hours
    )
    box_answers(installed)
    rental.refresh_from_db()
    return rental


def available(user: User) -> Decimal:
    return wallet_state(user=user).available


def reserved(user: User) -> Decimal:
    return wallet_state(user=user).reserved


def held(rental: Rental) -> Decimal:
    """What the rental's current hold placed."""
    assert rental.hold is not None
    return rental.hold.placed


def assert_reconciles() -> None:
    assert ledger_differences() == ([], [])


def due(rental: Rental, seconds: int) -> None:
    """Dates the rental back `seconds` (its start, its period, what it paid until)."""
    times = ("created_at", "started_at", "period_started_at", "accounted_at", "paid_until")
    Rental.objects.filter(pk=rental.pk).update(**{name: F(name) - timedelta(seconds=seconds) for name in times})


def charges(rental: Rental) -> int:
    """The rental's charge transactions in the ledger (one per billed period)."""
    return LedgerTransaction.objects.filter(idempotency_key__startswith=f"rental:{rental.pk}:charge:").count()


def seconds_after(rental: Rental, seconds: int) -> datetime:
    assert rental.started_at is not None
    return rental.started_at + timedelta(seconds=seconds)
