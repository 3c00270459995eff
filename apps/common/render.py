"""Values as the API writes them, for dict builders that answer without a serializer pass:
each is the matching DRF field's own representation, so a builder's answer is what its
schema serializer would write (a test renders real rows through both)."""

from datetime import datetime
from decimal import Decimal

from rest_framework import serializers

_TIME = serializers.DateTimeField()
_COINS = serializers.DecimalField(max_digits=12, decimal_places=2)


def api_time(value: datetime | None) -> str | None:
    """A time in ISO 8601 (UTC as `Z`); None stays None."""
    return _TIME.to_representation(value) if value is not None else None


def api_coins(value: Decimal) -> str:
    """An amount of coins with two decimals, as a string."""
    return _COINS.to_representation(value)
