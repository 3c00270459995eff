"""Values as the API writes them, for dict builders that answer without a serializer pass:
each writes what the matching DRF field writes, so a builder's answer is what its schema
serializer would write (`test_answer_shapes.py` renders real rows through both)."""

from collections.abc import Iterable
from datetime import datetime
from decimal import Decimal
from typing import Any

from django.utils import timezone, translation
from rest_framework import serializers

_COINS = serializers.DecimalField(max_digits=12, decimal_places=2)


def api_time(value: datetime | None) -> str | None:
    """A stored (aware) time in ISO 8601 in the current time zone, UTC as `Z`, as DRF's
    DateTimeField writes it (without its per-call checks, which lists pay for every row);
    None stays None."""
    if value is None:
        return None
    text = value.astimezone(timezone.get_current_timezone()).isoformat()
    return text[:-6] + "Z" if text.endswith("+00:00") else text


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


def request_language() -> str:
    """ "zh" when the caller reads Chinese (Accept-Language zh, zh-*), else "en": which of a
    row's `_zh` / `_en` texts an answer carries."""
    return "zh" if (translation.get_language() or "").startswith("zh") else "en"
