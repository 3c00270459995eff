from collections.abc import Mapping
from typing import Any

from rest_framework import serializers

from apps.common.answers import answer_of
from apps.common.api import IdField
from apps.common.money import CoinsInput, CoinsOutput
from apps.common.render import api_coins, api_time
from apps.common.text import PasswordText
from apps.installs.api.serializers import AiApiInfoSerializer, GatewayInfoSerializer, SshInfoSerializer
from apps.installs.selectors import AiApiInfo, GatewayInfo, SshInfo
from apps.store.choices import AppDisplayType

from .. import services
from ..choices import DisputeReason, DisputeStatus, EndReason, FailReason, RentalRole, RentalStatus
from ..models import Dispute, Rental
from ..services import dispute_refusal
from ..services.machine import reason_label

MAX_HOURS = 10000


class RentalCreateSerializer(serializers.Serializer):
    listing_id = IdField(help_text="The market listing to rent")
    price_per_hour = CoinsInput(
        help_text="The price per hour the renter saw and agreed to (409 `price_changed` when it is no longer current)"
    )
    max_hours = serializers.IntegerField(
        min_value=1, max_value=MAX_HOURS, required=False, allow_null=True, help_text="End it after this many hours"
    )
    password = PasswordText(
        required=False, help_text="The current password, when the first hold is above `REAUTH_SPEND_ABOVE`"
    )


class RentalFilterSerializer(serializers.Serializer):
    role = serializers.ChoiceField(choices=RentalRole.choices, default=RentalRole.RENTER)
    status = serializers.ChoiceField(choices=RentalStatus.choices, required=False)


class RentalEarningsFilterSerializer(serializers.Serializer):
    installed_app_id = IdField(help_text="One of the caller's installed apps")


class RentalAppSerializer(serializers.Serializer):
    installed_app_id = serializers.IntegerField()
    app_id = serializers.IntegerField(help_text="The store's app")
    name = serializers.CharField(help_text="In the caller's language")
    icon = serializers.CharField()
    display_type = serializers.ChoiceField(choices=AppDisplayType.choices)


class RentalChargeSerializer(serializers.Serializer):
    period = serializers.IntegerField(help_text="0 for the first billing period")
    seconds = serializers.IntegerField(help_text="Billed seconds so far at the period's close")
    amount = CoinsOutput(help_text="What the period cost the renter")
    income = CoinsOutput(help_text="What the provider earned of it (the amount less the platform fee)")
    refunded = serializers.BooleanField()
    created_at = serializers.DateTimeField()


class RentalSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    role = serializers.ChoiceField(choices=RentalRole.choices, help_text="The caller's side of it")
    status = serializers.ChoiceField(choices=RentalStatus.choices)
    reason = serializers.ChoiceField(
        choices=[*EndReason.choices, *FailReason.choices], allow_blank=True, help_text="Why it ended or failed"
    )
    reason_text = serializers.CharField(help_text="The reason in the caller's language; empty while it runs")
    app = RentalAppSerializer()
    listing_id = serializers.IntegerField(allow_null=True)
    renter_name = serializers.CharField()
    provider_name = serializers.CharField()
    price_per_hour = CoinsOutput(help_text="Copied when it started")
    max_hours = serializers.IntegerField(allow_null=True)
    billed_seconds = serializers.IntegerField()
    cost = CoinsOutput(help_text="Charged so far (to the renter)")
    income = CoinsOutput(allow_null=True, help_text="Earned so far (the provider's view; null for the renter)")
    paid_until = serializers.DateTimeField(allow_null=True)
    runway_seconds = serializers.IntegerField(
        allow_null=True, help_text="The renter's: how long it can go on at the current price and balance"
    )
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    ended_at = serializers.DateTimeField(allow_null=True)


class DisputeSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    rental_id = serializers.IntegerField()
    role = serializers.ChoiceField(choices=RentalRole.choices, help_text="The caller's side of it")
    app_name = serializers.CharField(help_text="In the caller's language")
    renter_name = serializers.CharField()
    provider_name = serializers.CharField()
    status = serializers.ChoiceField(choices=DisputeStatus.choices)
    reason = serializers.ChoiceField(choices=DisputeReason.choices)
    reason_text = serializers.CharField(help_text="The reason in the caller's language")
    text = serializers.CharField(help_text="The renter's account")
    answer = serializers.CharField(allow_blank=True, help_text="The provider's answer; empty until answered")
    answered_at = serializers.DateTimeField(allow_null=True)
    refund = CoinsOutput(allow_null=True, help_text="What the resolution refunded (0.00 for nothing); null before")
    resolution = serializers.CharField(allow_blank=True, help_text="Support's words on the resolution")
    resolved_at = serializers.DateTimeField(allow_null=True)
    can_answer = serializers.BooleanField()
    can_withdraw = serializers.BooleanField()
    created_at = serializers.DateTimeField()


@answer_of(DisputeSerializer)
def dispute_item(dispute: Dispute, *, user_id: int, language: str) -> dict[str, Any]:
    rental = dispute.rental
    app = rental.installed_app.app
    provider_side = rental.provider_id == user_id and rental.renter_id != user_id
    still_open = services.DISPUTES.can(dispute, DisputeStatus.WITHDRAWN)
    return {
        "id": dispute.pk,
        "rental_id": rental.pk,
        "role": RentalRole.PROVIDER if provider_side else RentalRole.RENTER,
        "app_name": (app.name_zh if language == "zh" else "") or app.name_en,
        "renter_name": rental.renter.name,
        "provider_name": rental.provider.name,
        "status": dispute.status,
        "reason": dispute.reason,
        "reason_text": str(DisputeReason(dispute.reason).label),
        "text": dispute.text,
        "answer": dispute.answer,
        "answered_at": api_time(dispute.answered_at),
        "refund": api_coins(dispute.refund) if dispute.refund is not None else None,
        "resolution": dispute.resolution,
        "resolved_at": api_time(dispute.resolved_at),
        "can_answer": provider_side and services.DISPUTES.can(dispute, DisputeStatus.ANSWERED),
        "can_withdraw": not provider_side and still_open,
        "created_at": api_time(dispute.created_at),
    }


class RentalDetailSerializer(RentalSerializer):
    charges = RentalChargeSerializer(many=True, help_text="One per billing period, oldest first")
    dispute = DisputeSerializer(allow_null=True, help_text="Its latest dispute, with the thread; null if none")
    can_dispute = serializers.BooleanField(help_text="Whether the caller (its renter) may open a dispute now")


class RentalEarningsSerializer(serializers.Serializer):
    installed_app_id = serializers.IntegerField()
    income = CoinsOutput(help_text="Earned from all its rentals: the charges less the platform fee")
    rentals = serializers.IntegerField(help_text="How many rentals it has had")
    current = RentalSerializer(allow_null=True, help_text="The rental running now, if any")


class RentalAccessSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=["gateway", "ai_api", "ssh"])
    gateway = GatewayInfoSerializer(allow_null=True)
    ai_api = AiApiInfoSerializer(allow_null=True)
    ssh = SshInfoSerializer(allow_null=True)


@answer_of(RentalSerializer)
def rental_item(rental: Rental, *, user_id: int, language: str, runway: int | None) -> dict[str, Any]:
    app = rental.installed_app.app
    provider_side = rental.provider_id == user_id and rental.renter_id != user_id
    return {
        "id": rental.pk,
        "role": RentalRole.PROVIDER if provider_side else RentalRole.RENTER,
        "status": rental.status,
        "reason": rental.reason,
        "reason_text": reason_label(rental.reason) if rental.reason else "",
        "app": {
            "installed_app_id": rental.installed_app_id,
            "app_id": app.pk,
            "name": (app.name_zh if language == "zh" else "") or app.name_en,
            "icon": app.icon,
            "display_type": app.display_type,
        },
        "listing_id": rental.listing_id,
        "renter_name": rental.renter.name,
        "provider_name": rental.provider.name,
        "price_per_hour": api_coins(rental.price_per_hour),
        "max_hours": rental.max_hours,
        "billed_seconds": rental.billed_seconds,
        "cost": api_coins(rental.charged),
        "income": api_coins(rental.income) if provider_side else None,
        "paid_until": api_time(rental.paid_until),
        "runway_seconds": runway,
        "created_at": api_time(rental.created_at),
        "started_at": api_time(rental.started_at),
        "ended_at": api_time(rental.ended_at),
    }


def _charges(rental: Rental) -> list[dict[str, Any]]:
    return [
        {
            "period": charge.period,
            "seconds": charge.seconds,
            "amount": api_coins(charge.amount),
            "income": api_coins(charge.amount - charge.fee),
            "refunded": charge.refunded_at is not None,
            "created_at": api_time(charge.created_at),
        }
        for charge in rental.charges.all()
    ]


@answer_of(RentalDetailSerializer)
def rental_detail(
    rental: Rental, *, user_id: int, language: str, runway: int | None, dispute: Dispute | None
) -> dict[str, Any]:
    """A rental with its charges and latest `dispute`; expects the relations of
    `selectors.rental_for`."""
    item = rental_item(rental, user_id=user_id, language=language, runway=runway)
    return {
        **item,
        "charges": _charges(rental),
        "dispute": dispute_item(dispute, user_id=user_id, language=language) if dispute else None,
        "can_dispute": item["role"] == RentalRole.RENTER and dispute_refusal(rental) is None,
    }


@answer_of(RentalAccessSerializer)
def access_item(info: SshInfo | AiApiInfo | GatewayInfo) -> Mapping[str, Any]:
    empty = {"gateway": None, "ai_api": None, "ssh": None}
    if isinstance(info, GatewayInfo):
        return {**empty, "kind": "gateway", "gateway": GatewayInfoSerializer(info).data}
    if isinstance(info, AiApiInfo):
        return {**empty, "kind": "ai_api", "ai_api": AiApiInfoSerializer(info).data}
    return {**empty, "kind": "ssh", "ssh": SshInfoSerializer(info).data}
