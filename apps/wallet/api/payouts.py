"""Withdrawals: payout accounts, what may be withdrawn, requests and their cancelling. Adding
or removing an account and every request need a verified account and a recent
re-authentication (or the current `password` in the body)."""

from typing import Any

from django.conf import settings
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response

from apps.accounts.permissions import RequireRecentAuth, RequireVerifiedAccount
from apps.common.answers import answer_of
from apps.common.api import PAGING, validated
from apps.common.limits import per_person_limit
from apps.common.money import CoinsInput, CoinsOutput
from apps.common.pagination import paged, paginated
from apps.common.render import api_coins, api_time
from apps.common.text import NameText, PasswordText, PlainText

from .. import selectors, services
from ..choices import PayoutAccountKind, PayoutStatus
from ..models import Payout, PayoutAccount
from .serializers import CURRENCY
from .views import BillingView


class PayoutAccountSerializer(serializers.Serializer):
    id = serializers.CharField()
    kind = serializers.ChoiceField(choices=PayoutAccountKind.choices)
    holder_name = serializers.CharField()
    bank = serializers.CharField(allow_blank=True, help_text="The card's bank; empty for Alipay.")
    account = serializers.CharField(help_text="Masked: `**** 1234`, `ab***@example.com`, `+86138****1234`.")
    created_at = serializers.DateTimeField()


class PayoutAccountCreateSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=PayoutAccountKind.choices)
    holder_name = NameText(max_length=50)
    account = PlainText(max_length=60, help_text="Alipay: an e-mail address or phone; bank card: its number.")
    bank = PlainText(max_length=50, required=False, allow_blank=True, default="", help_text="Bank cards only.")
    password = PasswordText(required=False, help_text="Instead of a recent re-authentication.")


class PayoutOptionsSerializer(serializers.Serializer):
    currency = serializers.CharField()
    withdrawable = CoinsOutput(help_text="Income settled for PAYOUT_SETTLE_HOURS, less payouts, at most available.")
    settling = CoinsOutput(help_text="Income younger than the settling window: withdrawable later.")
    settle_hours = serializers.IntegerField()
    min = CoinsOutput()
    max_per_day = CoinsOutput()
    left_today = CoinsOutput(help_text="What the last 24 hours' requests leave of max_per_day.")
    fee_percent = serializers.DecimalField(max_digits=5, decimal_places=2, coerce_to_string=True)
    accounts_max = serializers.IntegerField()
    open_payout_id = serializers.CharField(allow_null=True, help_text="The request under way, if any.")


class PayoutCreateSerializer(serializers.Serializer):
    amount = CoinsInput()
    payout_account_id = PlainText(max_length=20)
    password = PasswordText(required=False, help_text="Instead of a recent re-authentication.")


class PayoutAccountRefSerializer(serializers.Serializer):
    id = serializers.CharField()
    kind = serializers.ChoiceField(choices=PayoutAccountKind.choices)
    name = serializers.CharField(help_text="The account as it read when the request was made.")


class PayoutSerializer(serializers.Serializer):
    id = serializers.CharField()
    amount = CoinsOutput(help_text="Reserved when requested.")
    fee = CoinsOutput()
    net = CoinsOutput(help_text="What reaches the account: amount less fee.")
    status = serializers.ChoiceField(choices=PayoutStatus.choices)
    reason = serializers.CharField(allow_blank=True, help_text="Why it was rejected or failed.")
    account = PayoutAccountRefSerializer()
    can_cancel = serializers.BooleanField()
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()
    paid_at = serializers.DateTimeField(allow_null=True)


@answer_of(PayoutAccountSerializer)
def payout_account_item(account: PayoutAccount) -> dict[str, Any]:
    return {
        "id": account.id,
        "kind": account.kind,
        "holder_name": account.holder_name,
        "bank": account.bank,
        "account": account.masked,
        "created_at": api_time(account.created_at),
    }


@answer_of(PayoutSerializer)
def payout_item(payout: Payout) -> dict[str, Any]:
    return {
        "id": payout.id,
        "amount": api_coins(payout.amount),
        "fee": api_coins(payout.fee),
        "net": api_coins(payout.net),
        "status": payout.status,
        "reason": payout.reason,
        "account": {"id": payout.account_id, "kind": payout.account.kind, "name": payout.account_label},
        "can_cancel": services.PAYOUTS.can(payout, PayoutStatus.CANCELLED),
        "created_at": api_time(payout.created_at),
        "updated_at": api_time(payout.updated_at),
        "paid_at": api_time(payout.paid_at) if payout.paid_at else None,
    }


class Sensitive(BillingView):
    """Writes here move money out or change where it goes: they `confirm` a verified account
    and a recent re-authentication (after a missing row's 404)."""

    def confirm(self, request: Request) -> None:
        for check in (RequireVerifiedAccount(), RequireRecentAuth()):
            check.has_permission(request, self)


class PayoutAccountListView(Sensitive):
    @extend_schema(responses=PayoutAccountSerializer(many=True), operation_id="payout_accounts_list")
    def get(self, request: Request) -> Response:
        return Response([payout_account_item(a) for a in selectors.payout_accounts_of(user=self.caller(request))])

    @extend_schema(
        request=PayoutAccountCreateSerializer, responses=PayoutAccountSerializer, operation_id="payout_account_create"
    )
    def post(self, request: Request) -> Response:
        self.confirm(request)
        data = validated(PayoutAccountCreateSerializer, request.data)
        data.pop("password", None)
        return Response(payout_account_item(services.payout_account_add(user=self.caller(request), **data)))


class PayoutAccountDetailView(Sensitive):
    @extend_schema(request=None, responses={200: None}, operation_id="payout_account_delete")
    def delete(self, request: Request, account_id: str) -> Response:
        selectors.payout_account_of(user=self.caller(request), account_id=account_id)
        self.confirm(request)
        services.payout_account_remove(user=self.caller(request), account_id=account_id)
        return Response(None)


class PayoutOptionsView(BillingView):
    @extend_schema(responses=PayoutOptionsSerializer, operation_id="payout_options")
    def get(self, request: Request) -> Response:
        options = selectors.payout_options(user=self.caller(request))
        return Response(
            {
                "currency": CURRENCY,
                "withdrawable": api_coins(options.withdrawable),
                "settling": api_coins(options.settling),
                "settle_hours": settings.PAYOUT_SETTLE_HOURS,
                "min": api_coins(settings.PAYOUT_MIN),
                "max_per_day": api_coins(settings.PAYOUT_MAX_PER_DAY),
                "left_today": api_coins(options.left_today),
                "fee_percent": f"{settings.PAYOUT_FEE_PERCENT:.2f}",
                "accounts_max": settings.PAYOUT_ACCOUNTS_MAX,
                "open_payout_id": options.open_payout_id,
            }
        )


PayoutCreateLimit = per_person_limit("payout_create", "PAYOUT_CREATE_RATE")


class PayoutListView(Sensitive):
    def get_throttles(self) -> list[Any]:
        return [PayoutCreateLimit()] if self.request.method == "POST" else []

    @extend_schema(parameters=PAGING, responses=paged(PayoutSerializer), operation_id="payouts_list")
    def get(self, request: Request) -> Response:
        payouts = selectors.payouts_of(user=self.caller(request)).select_related("account")
        return paginated(request, self, payouts, lambda page: [payout_item(payout) for payout in page])

    @extend_schema(
        request=PayoutCreateSerializer,
        responses=PayoutSerializer,
        operation_id="payout_create",
        description="Reserves `amount` at once; staff review it, then the payout provider sends it.",
    )
    def post(self, request: Request) -> Response:
        self.confirm(request)
        data = validated(PayoutCreateSerializer, request.data)
        payout = services.payout_request(
            user=self.caller(request), amount=data["amount"], payout_account_id=data["payout_account_id"]
        )
        return Response(payout_item(payout))


class PayoutDetailView(BillingView):
    @extend_schema(responses=PayoutSerializer, operation_id="payout_get")
    def get(self, request: Request, payout_id: str) -> Response:
        return Response(payout_item(selectors.payout_of(user=self.caller(request), payout_id=payout_id)))


class PayoutCancelView(BillingView):
    unverified_may = True  # it stops or withdraws what the person has

    @extend_schema(request=None, responses=PayoutSerializer, operation_id="payout_cancel")
    def post(self, request: Request, payout_id: str) -> Response:
        return Response(payout_item(services.payout_cancel(user=self.caller(request), payout_id=payout_id)))
