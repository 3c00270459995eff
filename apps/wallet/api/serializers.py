from collections.abc import Sequence
from dataclasses import asdict
from datetime import date
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from django.conf import settings
from django.utils import timezone
from django.utils.translation import gettext as _
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.accounts.models import User
from apps.common.answers import answer_of
from apps.common.money import CoinsInput, CoinsOutput
from apps.common.render import api_coins, api_time
from apps.common.text import PlainText

from ..choices import VISIBLE_TYPES, DepositStatus, EntryType
from ..hooks import Purpose, purposes_named
from ..models import LedgerEntry
from ..selectors import ZERO, WalletState

CURRENCY = "coin"
SUMMARY_DAYS_MAX = 366


class WalletSerializer(serializers.Serializer):
    balance = CoinsOutput(help_text="available + reserved")
    available = CoinsOutput(help_text="What the person may spend; negative in debt.")
    reserved = CoinsOutput(help_text="Held for running purchases.")
    debt = CoinsOutput(help_text="How far available is below zero; 0.00 when not.")
    currency = serializers.CharField()
    low_balance_threshold = CoinsOutput(
        allow_null=True, help_text="Below this available balance the person is told; null: never."
    )


class WalletUpdateSerializer(serializers.Serializer):
    low_balance_threshold = CoinsInput(min_value=0, allow_null=True)


TIME_ZONE_MAX = 64


@extend_schema_field({"type": "string", "maxLength": TIME_ZONE_MAX, "pattern": "^[A-Za-z0-9_+/-]+$"})
class TimeZoneField(serializers.Field):
    """An IANA time zone name, read as a `ZoneInfo`."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(
            required=False, help_text="IANA time zone, e.g. Asia/Shanghai (default: the server's)", **kwargs
        )

    def to_internal_value(self, data: Any) -> ZoneInfo:
        try:
            if not isinstance(data, str) or len(data) > TIME_ZONE_MAX:
                raise ValueError(data)
            return ZoneInfo(data)
        except (ZoneInfoNotFoundError, ValueError) as error:
            raise serializers.ValidationError(_("Unknown time zone.")) from error

    def to_representation(self, value: Any) -> str:
        return str(value)


def query_zone(data: dict[str, Any]) -> Any:
    return data.get("tz") or timezone.get_default_timezone()


# Days a filter may name: any ledger row's, with room for every time zone's offset.
FIRST_DAY, LAST_DAY = date(2000, 1, 1), date(2999, 12, 31)


class DayField(serializers.DateField):
    def to_internal_value(self, value: Any) -> date:
        day = super().to_internal_value(value)
        if not FIRST_DAY <= day <= LAST_DAY:
            raise serializers.ValidationError(
                _("Enter a day between %(first)s and %(last)s.") % {"first": FIRST_DAY, "last": LAST_DAY}
            )
        return day


class TransactionFilterSerializer(serializers.Serializer):
    type = serializers.ListField(
        child=serializers.ChoiceField(choices=[(t, EntryType(t).label) for t in VISIBLE_TYPES]),
        required=False,
        help_text="Repeat for several types.",
    )
    date_from = DayField(required=False, help_text="First day (YYYY-MM-DD, in tz), inclusive")
    date_to = DayField(required=False, help_text="Last day (YYYY-MM-DD, in tz), inclusive")
    reference = PlainText(max_length=100, required=False, help_text="One purchase's movements only, e.g. `rental:<id>`")
    tz = TimeZoneField()

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        start: date | None = attrs.get("date_from")
        end: date | None = attrs.get("date_to")
        if start and end and start > end:
            raise serializers.ValidationError({"date_to": [_("The last day cannot be before the first.")]})
        return attrs


class PurposeSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=[("rental", "rental")], help_text="What `id` names")
    id = serializers.IntegerField()
    title = serializers.CharField(help_text="The app rented")
    party = serializers.CharField(help_text="The other party's display name")


class TransactionSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    type = serializers.ChoiceField(choices=[(t, EntryType(t).label) for t in VISIBLE_TYPES])
    amount = CoinsOutput(help_text="Signed: what it did to the balance.")
    balance_after = CoinsOutput(help_text="The balance right after it.")
    reference = serializers.CharField(allow_blank=True, help_text="e.g. deposit:<id>, rental:<id>")
    description = serializers.CharField()
    purpose = PurposeSerializer(
        allow_null=True, help_text="The rental it was for, with the app and the other party; else null."
    )
    company = serializers.CharField(allow_null=True, help_text="The owned company it was for, else null.")
    created_at = serializers.DateTimeField()


class SummaryQuerySerializer(serializers.Serializer):
    days = serializers.IntegerField(min_value=1, max_value=SUMMARY_DAYS_MAX, default=30)
    tz = TimeZoneField()


class SummaryDaySerializer(serializers.Serializer):
    date = serializers.DateField()
    balance = CoinsOutput(help_text="At the end of the day.")
    income = CoinsOutput()
    spending = CoinsOutput(help_text="The day's negative movements, as a positive number.")


class SpendingByTypeSerializer(serializers.Serializer):
    type = serializers.ChoiceField(choices=[(t, EntryType(t).label) for t in VISIBLE_TYPES])
    amount = CoinsOutput()


class WalletSummarySerializer(serializers.Serializer):
    currency = serializers.CharField()
    days = SummaryDaySerializer(many=True)
    spending_by_type = SpendingByTypeSerializer(many=True)


class DepositMethodSerializer(serializers.Serializer):
    id = serializers.CharField()
    name = serializers.CharField()


class DepositOptionsSerializer(serializers.Serializer):
    currency = serializers.CharField()
    min = CoinsOutput()
    max = CoinsOutput()
    presets = serializers.ListField(child=CoinsOutput())
    methods = DepositMethodSerializer(many=True)


class DepositCreateSerializer(serializers.Serializer):
    amount = CoinsInput()
    method = PlainText(max_length=40)


class DepositSerializer(serializers.Serializer):
    id = serializers.CharField()
    amount = CoinsOutput()
    method = serializers.CharField()
    status = serializers.ChoiceField(choices=DepositStatus.choices)
    pay_url = serializers.CharField(help_text="Where the browser goes to pay.")
    created_at = serializers.DateTimeField()
    expires_at = serializers.DateTimeField()
    paid_at = serializers.DateTimeField(allow_null=True)


@answer_of(DepositOptionsSerializer)
def deposit_options(methods: list[Any]) -> dict[str, Any]:
    return {
        "currency": CURRENCY,
        "min": api_coins(settings.DEPOSIT_MIN),
        "max": api_coins(settings.DEPOSIT_MAX),
        "presets": [api_coins(preset) for preset in settings.DEPOSIT_PRESETS],
        "methods": [{"id": method.id, "name": str(method.name)} for method in methods],
    }


@answer_of(WalletSerializer)
def wallet_item(state: WalletState) -> dict[str, Any]:
    threshold = state.low_balance_threshold
    return {
        "balance": api_coins(state.balance),
        "available": api_coins(state.available),
        "reserved": api_coins(state.reserved),
        "debt": api_coins(state.debt),
        "currency": CURRENCY,
        "low_balance_threshold": api_coins(threshold) if threshold is not None else None,
    }


def _description(entry: LedgerEntry) -> str:
    reason = entry.transaction.reason
    texts = {
        EntryType.DEPOSIT: _("Coins deposited"),
        EntryType.DEPOSIT_REVERSAL: _("Deposit reversed: %(reason)s"),
        EntryType.CHARGE: _("Paid for a purchase"),
        EntryType.INCOME: _("Earned from a sale"),
        EntryType.FEE: _("Platform fee"),
        EntryType.REFUND: _("Refund: %(reason)s"),
        EntryType.ADJUSTMENT: _("Adjusted by support: %(reason)s"),
        EntryType.FORFEIT: _("Balance given up when the account was deleted"),
        EntryType.PAYOUT: _("Withdrawn to %(reason)s"),
    }
    text = texts.get(EntryType(entry.entry_type), "")
    return text % {"reason": reason} if "%(reason)s" in text else text


@answer_of(TransactionSerializer)
def transaction_items(entries: Sequence[LedgerEntry], *, user: User, language: str) -> list[dict[str, Any]]:
    """A page of the statement, each row naming what it was for (one question to the apps above)."""
    references = sorted({entry.transaction.reference for entry in entries if entry.transaction.reference})
    named: dict[str, Purpose] = {}
    for answer in purposes_named.fire(user=user, references=references, language=language):
        named.update(answer)
    return [_transaction_item(entry, purpose=named.get(entry.transaction.reference)) for entry in entries]


def _transaction_item(entry: LedgerEntry, *, purpose: Purpose | None) -> dict[str, Any]:
    return {
        "id": entry.id,
        "type": entry.entry_type,
        "amount": api_coins(entry.amount),
        # Set on every entry of a person's account (only platform accounts have none).
        "balance_after": api_coins(entry.person_balance_after or ZERO),
        "reference": entry.transaction.reference,
        "description": _description(entry),
        "purpose": asdict(purpose) if purpose else None,
        "company": entry.transaction.company_id or None,
        "created_at": api_time(entry.created_at),
    }
