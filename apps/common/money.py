"""Coins: `Decimal` with two places, never floats. `quantize` is the rounding rule (half up
to 0.01) every amount the platform computes goes through, but a rental period's hold
(`period_price`, up); `CoinsField` is how a
model stores coins and `CoinsInput` how a request gives them (more than two decimals is a
validation error, never rounded silently)."""

from decimal import ROUND_HALF_UP, ROUND_UP, Decimal
from typing import Any

from django.conf import settings
from django.db import models
from rest_framework import serializers

from .errors import ApplicationError

CENT = Decimal("0.01")
MAX_DIGITS = 14
# Amounts must stay below this to fit a coins column (14 digits, 2 of them decimals).
COINS_LIMIT = Decimal(10) ** (MAX_DIGITS - 2)


def quantize(value: Decimal | int | str) -> Decimal:
    return Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)


def cost_of(price: Decimal, seconds: int) -> Decimal:
    """What `seconds` of billed time cost at `price` per hour, rounded to the cent."""
    return quantize(price * seconds / 3600)


def period_price(price: Decimal) -> Decimal:
    """One rental billing period (`RENTAL_BILLING_SECONDS`) at `price` per hour: a rental's hold.

    Rounded up to the cent and never 0.00 (DECISIONS item 6): a hold covers what the period
    may cost, and a listing's price is above 0, so even the cheapest listing can be rented.
    """
    exact = Decimal(price) * int(settings.RENTAL_BILLING_SECONDS) / 3600
    return max(CENT, exact.quantize(CENT, rounding=ROUND_UP))


def price_agreed(*, agreed: Decimal, current: Decimal) -> None:
    """Whether the price a person agreed to is still the current one (DECISIONS item 6): 409
    `price_changed` with the current price in `data.price_per_hour` when it is not, so that
    nobody starts paying a price they did not see."""
    if Decimal(agreed) != Decimal(current):
        raise ApplicationError("price_changed", data={"price_per_hour": f"{quantize(current)}"})


def is_coins(value: Decimal) -> bool:
    """Whether `value` is an amount of coins a column holds: finite, whole cents, in range."""
    return value.is_finite() and value == quantize(value) and abs(value) < COINS_LIMIT


def coins_text(amount: Decimal) -> str:
    """`amount` as the client writes coins (`formatCoins` in `frontend/src/features/wallet/money.ts`):
    thousands grouped by commas, two decimals, `-` when negative; the same in both languages."""
    cents = int(quantize(amount) * 100)
    whole, fraction = divmod(abs(cents), 100)
    return f"{'-' if cents < 0 else ''}{whole:,}.{fraction:02d}"


def percent_of(amount: Decimal, percent: Decimal | int | str) -> Decimal:
    return quantize(amount * Decimal(percent) / 100)


class CoinsField(models.DecimalField):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("max_digits", MAX_DIGITS)
        kwargs.setdefault("decimal_places", 2)
        super().__init__(*args, **kwargs)

    def deconstruct(self) -> Any:
        name, _path, args, kwargs = super().deconstruct()
        return name, "django.db.models.DecimalField", args, kwargs


class CoinsInput(serializers.DecimalField):
    """An amount of coins in a request: a string or number with at most two decimals."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(max_digits=MAX_DIGITS, decimal_places=2, **kwargs)


class CoinsOutput(serializers.DecimalField):
    """An amount of coins in an answer: a string with exactly two decimals."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(max_digits=MAX_DIGITS, decimal_places=2, coerce_to_string=True, **kwargs)
