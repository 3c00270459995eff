import csv
from typing import Any

from django.conf import settings
from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response

from apps.accounts.api.base import ApiView
from apps.accounts.authentication import request_session
from apps.accounts.models import User
from apps.common.api import PAGING, validated
from apps.common.errors import ApplicationError
from apps.common.limits import per_person_limit
from apps.common.pagination import paged, paginated
from apps.common.permissions import IndividualsOnly
from apps.common.render import api_coins, request_language

from .. import selectors, services
from ..providers import payment_provider
from .serializers import (
    CURRENCY,
    DepositCreateSerializer,
    DepositOptionsSerializer,
    DepositSerializer,
    SummaryQuerySerializer,
    TransactionFilterSerializer,
    TransactionSerializer,
    WalletSerializer,
    WalletSummarySerializer,
    WalletUpdateSerializer,
    deposit_options,
    query_zone,
    transaction_items,
    wallet_item,
)

EXPORT_COLUMNS = ("created_at", "type", "amount", "balance_after", "reference", "description", "for", "with")


class BillingView(ApiView):
    """The wallet is an individual's: company owner and member identities get 403."""

    permission_classes = [IndividualsOnly]

    def caller(self, request: Request) -> User:
        return request_session(request).user


class WalletView(BillingView):
    @extend_schema(responses=WalletSerializer, operation_id="wallet_get")
    def get(self, request: Request) -> Response:
        return Response(wallet_item(selectors.wallet_state(user=self.caller(request))))

    @extend_schema(
        request=WalletUpdateSerializer,
        responses=WalletSerializer,
        operation_id="wallet_update",
        description="Sets the low-balance threshold (null: no low-balance notices).",
    )
    def patch(self, request: Request) -> Response:
        data = validated(WalletUpdateSerializer, request.data)
        user = self.caller(request)
        services.wallet_threshold_set(user=user, threshold=data["low_balance_threshold"])
        return Response(wallet_item(selectors.wallet_state(user=user)))


def _filtered(request: Request, user: User) -> Any:
    query = validated(TransactionFilterSerializer, request.query_params)
    return selectors.transactions_of(
        user=user,
        zone=query_zone(query),
        types=query.get("type"),
        date_from=query.get("date_from"),
        date_to=query.get("date_to"),
        reference=query.get("reference", ""),
    )


class TransactionListView(BillingView):
    @extend_schema(
        parameters=[TransactionFilterSerializer, *PAGING],
        responses=paged(TransactionSerializer),
        operation_id="wallet_transactions_list",
        description="The movements of the caller's balance, newest first (holds never show).",
    )
    def get(self, request: Request) -> Response:
        user = self.caller(request)
        language = request_language()
        return paginated(
            request, self, _filtered(request, user), lambda page: transaction_items(page, user=user, language=language)
        )


class TransactionExportView(BillingView):
    @extend_schema(
        parameters=[TransactionFilterSerializer],
        responses={(200, "text/csv"): OpenApiResponse(OpenApiTypes.STR)},
        operation_id="wallet_transactions_export",
        description="The same filters as the list, as a CSV file (at most WALLET_EXPORT_MAX rows, newest first).",
    )
    def get(self, request: Request) -> HttpResponse:
        entries = _filtered(request, self.caller(request))[: settings.WALLET_EXPORT_MAX]
        response = HttpResponse(content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = 'attachment; filename="transactions.csv"'
        writer = csv.writer(response)
        writer.writerow(EXPORT_COLUMNS)
        for row in transaction_items(list(entries), user=self.caller(request), language=request_language()):
            purpose = row["purpose"] or {"title": "", "party": ""}
            writer.writerow([*(row[column] for column in EXPORT_COLUMNS[:-2]), purpose["title"], purpose["party"]])
        return response


class WalletSummaryView(BillingView):
    @extend_schema(
        parameters=[SummaryQuerySerializer],
        responses=WalletSummarySerializer,
        operation_id="wallet_summary",
        description="Day by day in tz, oldest first and ending today, for the charts.",
    )
    def get(self, request: Request) -> Response:
        query = validated(SummaryQuerySerializer, request.query_params)
        summary = selectors.wallet_summary(user=self.caller(request), days=query["days"], zone=query_zone(query))
        return Response(
            {
                "currency": CURRENCY,
                "days": [
                    {
                        "date": day["date"].isoformat(),
                        **{name: api_coins(day[name]) for name in ("balance", "income", "spending")},
                    }
                    for day in summary["days"]
                ],
                "spending_by_type": [
                    {"type": row["type"], "amount": api_coins(row["amount"])} for row in summary["spending_by_type"]
                ],
            }
        )


class DepositOptionsView(BillingView):
    @extend_schema(responses=DepositOptionsSerializer, operation_id="deposit_options")
    def get(self, request: Request) -> Response:
        return Response(deposit_options(payment_provider().methods()))


class DepositListView(BillingView):
    throttle_classes = [per_person_limit("deposit_create", "DEPOSIT_CREATE_RATE")]

    @extend_schema(
        request=DepositCreateSerializer,
        responses=DepositSerializer,
        operation_id="deposit_create",
        description="A pending deposit and where to pay it (`pay_url`).",
    )
    def post(self, request: Request) -> Response:
        data = validated(DepositCreateSerializer, request.data)
        deposit = services.deposit_create(user=self.caller(request), amount=data["amount"], method=data["method"])
        return Response(DepositSerializer(deposit).data)


class DepositDetailView(BillingView):
    @extend_schema(responses=DepositSerializer, operation_id="deposit_get")
    def get(self, request: Request, deposit_id: str) -> Response:
        deposit = selectors.deposit_of(user=self.caller(request), deposit_id=deposit_id)
        return Response(DepositSerializer(deposit).data)


class PaymentWebhookView(ApiView):
    """The payment provider's call: no session; the provider's signature vouches for it."""

    permission_classes = [AllowAny]
    authentication_classes: list[Any] = []

    @extend_schema(exclude=True)
    def post(self, request: Request, provider: str) -> Response | HttpResponse:
        chosen = payment_provider()
        if provider != chosen.name:
            raise ApplicationError("not_found")
        event = chosen.parse_event(request.body, request.headers)
        if chosen.refusals_acknowledged:
            # The provider retries until it reads its acknowledgement: whatever the wallet
            # does with the notice (credit, review, nothing), it is told it was received.
            if event is not None:
                services.deposit_event_accept(provider=chosen.name, event=event)
            return HttpResponse(chosen.acknowledgement(), content_type="text/plain")
        if event is None:
            raise ApplicationError("malformed_request")
        deposit = services.deposit_event_receive(provider=chosen.name, event=event)
        return Response({"deposit_id": deposit.id, "status": deposit.status})
