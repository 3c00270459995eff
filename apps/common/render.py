"""Values as the API writes them, for dict builders that answer without a serializer pass:
each is the matching DRF field's own representation, so a builder's answer is what its
schema serializer would write (a test renders real rows through both)."""

from collections.abc import Iterable
from datetime import datetime
from decimal import Decimal
from typing import Any

from rest_framework import serializers

_TIME = serializers.DateTimeField()
_COINS = serializers.DecimalField(max_digits=12, decimal_places=2)


def api_time(value: datetime | None) -> str | None:
    """A time in ISO 8601 (UTC as `Z`); None stays None."""
    return _TIME.to_representation(value) if value is not None else None


def api_coins(value: Decimal) -> str:
    """An amount of coins with two decimals, as a string."""
    return _COINS.to_representation(value)


def model_row(obj: Any, columns: Iterable[str]) -> dict[str, Any]:
    """`obj`'s `columns` as `values(*columns)` gives them (`a__b` follows a relation), so one
    builder renders a fetched model and a list's rows alike."""
    row = {}
    for column in columns:
        value = obj
        for name in column.split("__"):
            value = getattr(value, name) if value is not None else None
        row[column] = value
    return row
