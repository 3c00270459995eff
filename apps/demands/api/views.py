"""Demands and orders under /api/rmp/v1, for individuals only (a company member gets 403
`member_not_allowed`, a company owner's identity 403 `permission_denied`, as renting)."""

from collections.abc import Sequence
from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from apps.accounts.api.base import ApiView
from apps.accounts.authentication import request_session
from apps.accounts.models import User
from apps.accounts.permissions import reauth_for_spend
from apps.common.api import PAGING, validated
from apps.common.errors import ApplicationError
from apps.common.limits import per_person_limit
from apps.common.money import period_price
from apps.common.pagination import paged, paginated
from apps.common.render import request_language
from apps.rentals import selectors as rental_selectors
from apps.rentals import services as rental_services
from apps.rentals.api.disputes import DisputeCreateSerializer, DisputeLimit
from apps.rentals.api.serializers import DisputeSerializer, dispute_item
from apps.rentals.api.views import Renters

from .. import selectors, services
from ..choices import OrderRole, OrderStatus
from ..models import Demand, Order
from .serializers import (
    DemandCreateSerializer,
    DemandDetailSerializer,
    DemandFilterSerializer,
    DemandSerializer,
    OfferCreateSerializer,
    OrderAcceptSerializer,
    OrderDetailSerializer,
    OrderFilterSerializer,
    OrderSerializer,
    demand_detail,
    demand_item,
    order_detail,
    order_item,
)


class DemandsView(ApiView):
    permission_classes = [Renters]

    def caller(self, request: Request) -> User:
        return request_session(request).user

    def demand_answer(self, user: User, demand: Demand) -> dict[str, Any]:
        offers = selectors.demand_offers(demand=demand)
        if demand.owner_id != user.pk:
            offers = [order for order in offers if order.provider_id == user.pk]
        matching = selectors.demand_matching_listings(demand=demand)
        return demand_detail(demand, user_id=user.pk, language=request_language(), offers=offers, matching=matching)

    def order_answer(self, user: User, order_id: int) -> dict[str, Any]:
        order = selectors.order_for(user=user, order_id=order_id)
        moves = selectors.order_timeline(order=order)
        return order_detail(order, user_id=user.pk, language=request_language(), moves=moves)


class DemandListView(DemandsView):
    def get_throttles(self) -> list[Any]:
        if self.request.method == "POST":
            return [per_person_limit("demand_create", "DEMAND_CREATE_RATE")()]
        return []

    @extend_schema(
        parameters=[DemandFilterSerializer, *PAGING],
        responses=paged(DemandSerializer),
        operation_id="demands_list",
        description="The demand board: open demands, newest first (`mine=true`: the caller's own in every "
        "status). `near` adds `distance_km`; with `max_km` only demands whose point is within it.",
    )
    def get(self, request: Request) -> Response:
        query = validated(DemandFilterSerializer, request.query_params)
        user = self.caller(request)
        demands = selectors.demands_board(user=user, query=selectors.DemandFilter(**query))
        language, near = request_language(), query.get("near")

        def render(page: Sequence[Demand]) -> list[dict[str, Any]]:
            return [demand_item(demand, user_id=user.pk, language=language, near=near) for demand in page]

        return paginated(request, self, demands, render)

    @extend_schema(
        request=DemandCreateSerializer,
        responses=DemandDetailSerializer,
        operation_id="demands_create",
        description="Publishes a demand until `DEMAND_OPEN_DAYS` from now; providers whose free listings fit are "
        "told. 400 when fields do not go together (video memory without a GPU, half a point, a range without a "
        "point); 429 `demand_open_limit` (`data.max`).",
    )
    def post(self, request: Request) -> Response:
        data = validated(DemandCreateSerializer, request.data)
        user = self.caller(request)
        demand = services.demand_publish(owner=user, **data)
        return Response(self.demand_answer(user, demand))


class DemandDetailView(DemandsView):
    @extend_schema(
        responses=DemandDetailSerializer,
        operation_id="demands_get",
        description="A demand with its offers (every offer for its owner, a provider's own for anyone else) and "
        "the market listings that already satisfy it. Not open: only its owner and those who offered see it; "
        "withdrawn: only its owner (404 otherwise).",
    )
    def get(self, request: Request, id: int) -> Response:
        user = self.caller(request)
        return Response(self.demand_answer(user, selectors.demand_for(user=user, demand_id=id)))


class DemandWithdrawView(DemandsView):
    unverified_may = True  # it stops or withdraws what the person has

    @extend_schema(
        request=None,
        responses=DemandDetailSerializer,
        operation_id="demands_withdraw",
        description="The owner takes an open demand off the board; its waiting offers fail. 409 "
        "`transition_not_allowed` once taken, withdrawn or expired.",
    )
    def post(self, request: Request, id: int) -> Response:
        user = self.caller(request)
        demand = services.demand_withdraw(owner=user, demand_id=id)
        return Response(self.demand_answer(user, demand))


class OfferCreateView(DemandsView):
    throttle_classes = [per_person_limit("order_offer", "ORDER_OFFER_RATE")]

    @extend_schema(
        request=OfferCreateSerializer,
        responses=OrderDetailSerializer,
        operation_id="demands_offer",
        description="Takes a demand with one of the caller's devices (the demand must name an app, which is "
        "installed on it once accepted) or running installed apps: a `pending` order. 409 "
        "`order_requirements_unsatisfied` (`data.unsatisfied`), then `device_offline` (the spec's launch "
        "message), `app_busy`, `order_app_not_running`, `demand_names_no_app`, `requirements_not_met`, "
        "`app_already_installed`, `order_app_needs_config`, `order_already_offered`, `demand_own`, "
        "`demand_not_open`.",
    )
    def post(self, request: Request, id: int) -> Response:
        data = validated(OfferCreateSerializer, request.data)
        user = self.caller(request)
        order = services.order_offer(provider=user, demand_id=id, **data)
        return Response(self.order_answer(user, order.pk))


class OrderListView(DemandsView):
    @extend_schema(
        parameters=[
            OpenApiParameter("role", str, enum=OrderRole.values, description="demander or provider; both if left out"),
            OpenApiParameter("status", str, enum=OrderStatus.values),
            *PAGING,
        ],
        responses=paged(OrderSerializer),
        operation_id="orders_list",
    )
    def get(self, request: Request) -> Response:
        query = validated(OrderFilterSerializer, request.query_params)
        user = self.caller(request)
        orders = selectors.orders_of(user=user, role=query.get("role", ""), status=query.get("status", ""))
        language = request_language()

        def render(page: Sequence[Order]) -> list[dict[str, Any]]:
            return [order_item(order, user_id=user.pk, language=language) for order in page]

        return paginated(request, self, orders, render)


class OrderDetailView(DemandsView):
    @extend_schema(responses=OrderDetailSerializer, operation_id="orders_get")
    def get(self, request: Request, id: int) -> Response:
        return Response(self.order_answer(self.caller(request), id))


class OrderAcceptView(DemandsView):
    @extend_schema(
        request=OrderAcceptSerializer,
        responses=OrderDetailSerializer,
        operation_id="orders_accept",
        description="The demander takes the offer: one billing period is held, the other offers fail, the demand "
        "is taken; an installed app's order is `confirmed` with its rental at once, a device's is `accepted` until "
        "the box takes up the install, then `processing` until the app runs. 409 `rental_insufficient_funds` "
        "(`data.required`), `price_changed` (`data.price_per_hour`), `app_busy`, `device_offline`, `demand_not_open`, "
        "`transition_not_allowed`; the provider "
        "gets 403. A first hold above `REAUTH_SPEND_ABOVE` needs a recent re-authentication or the current "
        "`password` in the body (403 `reauth_required`).",
    )
    def post(self, request: Request, id: int) -> Response:
        user = self.caller(request)
        order = selectors.order_for(user=user, order_id=id)
        data = validated(OrderAcceptSerializer, request.data)
        if order.demand.owner_id == user.pk:
            reauth_for_spend(request, self, amount=period_price(order.price_per_hour))
        services.order_accept(demander=user, order_id=id, price_per_hour=data["price_per_hour"])
        return Response(self.order_answer(user, id))


class OrderDeclineView(DemandsView):
    unverified_may = True  # it stops or withdraws what the person has

    @extend_schema(
        request=None,
        responses=OrderDetailSerializer,
        operation_id="orders_decline",
        description="The demander turns a pending offer down (`failed`, reason `declined`); the provider gets 403.",
    )
    def post(self, request: Request, id: int) -> Response:
        user = self.caller(request)
        services.order_decline(demander=user, order_id=id)
        return Response(self.order_answer(user, id))


class OrderCancelView(DemandsView):
    unverified_may = True  # it stops or withdraws what the person has

    @extend_schema(
        request=None,
        responses=OrderDetailSerializer,
        operation_id="orders_cancel",
        description="The provider withdraws an offer that is pending, accepted or being prepared (`failed`, reason "
        "`cancelled`; the demander's hold goes back and the demand is open again); the demander gets 403.",
    )
    def post(self, request: Request, id: int) -> Response:
        user = self.caller(request)
        services.order_cancel(provider=user, order_id=id)
        return Response(self.order_answer(user, id))


class OrderDisputeCreateView(DemandsView):
    throttle_classes = [DisputeLimit]

    @extend_schema(
        request=DisputeCreateSerializer,
        responses=DisputeSerializer,
        operation_id="orders_dispute",
        description="The demander disputes the order's rental (the same rules as `rentals/{id}/disputes`); an order "
        "that never started a rental is 409 `dispute_nothing_charged`.",
    )
    def post(self, request: Request, id: int) -> Response:
        user = self.caller(request)
        order = selectors.order_for(user=user, order_id=id)
        if order.demand.owner_id != user.pk:  # only the demander, who pays, disputes
            raise ApplicationError("not_found")
        data = validated(DisputeCreateSerializer, request.data)
        if order.rental_id is None:
            raise ApplicationError("dispute_nothing_charged")
        dispute = rental_services.dispute_open(
            user=user, rental_id=order.rental_id, reason=data["reason"], text=data["text"]
        )
        shown = rental_selectors.dispute_for(user=user, dispute_id=dispute.pk)
        return Response(dispute_item(shown, user_id=user.pk, language=request_language()))
