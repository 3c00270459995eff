from collections.abc import Sequence
from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from apps.accounts.api.base import ApiView
from apps.accounts.authentication import request_actor, request_session
from apps.accounts.models import User
from apps.accounts.permissions import reauth_for_spend
from apps.common.api import PAGING, validated
from apps.common.limits import per_person_limit
from apps.common.money import period_price
from apps.common.pagination import paged, paginated
from apps.common.permissions import IndividualsOnly
from apps.common.render import api_coins, request_language
from apps.common.responses import no_store
from apps.listings.selectors import listing_on_market

from .. import selectors, services
from ..choices import RentalRole, RentalStatus
from ..models import Rental
from .serializers import (
    RentalAccessSerializer,
    RentalCreateSerializer,
    RentalDetailSerializer,
    RentalEarningsFilterSerializer,
    RentalEarningsSerializer,
    RentalFilterSerializer,
    RentalSerializer,
    access_item,
    rental_detail,
    rental_item,
)

CreateLimit = per_person_limit("rental_create", "RENTAL_CREATE_RATE")


class Renters(IndividualsOnly):
    """Renting is for individuals: a company member gets 403 `member_not_allowed`, a company
    owner's identity 403 `permission_denied`."""

    refusal_codes = {"member": "member_not_allowed"}


class RentalsView(ApiView):
    permission_classes = [Renters]

    def caller(self, request: Request) -> User:
        return request_session(request).user

    def detail(self, user: User, rental_id: int) -> dict[str, Any]:
        rental = selectors.rental_for(user=user, rental_id=rental_id)
        runway = selectors.rental_runways(user=user, rentals=[rental]).get(rental.pk)
        dispute = selectors.rental_disputes(rentals=[rental]).get(rental.pk)
        return rental_detail(rental, user_id=user.pk, language=request_language(), runway=runway, dispute=dispute)


class RentalListView(RentalsView):
    def get_throttles(self) -> list[Any]:
        if self.request.method == "POST":
            return [CreateLimit()]
        return []

    @extend_schema(
        parameters=[
            OpenApiParameter("role", str, enum=RentalRole.values, description="renter (default) or provider"),
            OpenApiParameter("status", str, enum=RentalStatus.values),
            *PAGING,
        ],
        responses=paged(RentalSerializer),
        operation_id="rentals_list",
    )
    def get(self, request: Request) -> Response:
        query = validated(RentalFilterSerializer, request.query_params)
        user = self.caller(request)
        rentals = selectors.rentals_of(user=user, role=query["role"], status=query.get("status", ""))
        language = request_language()

        def render(page: Sequence[Rental]) -> list[dict[str, Any]]:
            runways = selectors.rental_runways(user=user, rentals=list(page))
            return [rental_item(r, user_id=user.pk, language=language, runway=runways.get(r.pk)) for r in page]

        return paginated(request, self, rentals, render)

    @extend_schema(
        request=RentalCreateSerializer,
        responses=RentalDetailSerializer,
        operation_id="rentals_create",
        description="Rents a listed app: one billing period's price is held and the provider's box opens the "
        "renter's own access (`pre_rental_ongoing`, then `rental_ongoing`). 409 `listing_gone`, `app_busy`, "
        "`rental_own_listing`, `rental_insufficient_funds` (`data.required`), `price_changed` (`data.price_per_hour`: "
        "the current price, when it differs from the `price_per_hour` sent). A first hold above "
        "`REAUTH_SPEND_ABOVE` needs a recent re-authentication or the current `password` in the body "
        "(403 `reauth_required`).",
    )
    def post(self, request: Request) -> Response:
        data = validated(RentalCreateSerializer, request.data)
        user = self.caller(request)
        listing = listing_on_market(listing_id=data["listing_id"])
        if listing is not None:
            reauth_for_spend(request, self, amount=period_price(listing.price_per_hour))
        rental = services.rental_start(
            renter=user,
            listing_id=data["listing_id"],
            price_per_hour=data["price_per_hour"],
            max_hours=data.get("max_hours"),
        )
        return Response(self.detail(user, rental.pk))


class RentalEarningsView(RentalsView):
    @extend_schema(
        parameters=[OpenApiParameter("installed_app_id", int, required=True)],
        responses=RentalEarningsSerializer,
        operation_id="rentals_earnings",
        description="For the provider's installed-app page: what the app earned from rentals and who rents "
        "it now. Another person's app is 404.",
    )
    def get(self, request: Request) -> Response:
        query = validated(RentalEarningsFilterSerializer, request.query_params)
        actor = request_actor(request)
        earnings = selectors.rental_earnings(actor=actor, installed_app_id=query["installed_app_id"])
        current = earnings.current
        return Response(
            {
                "installed_app_id": query["installed_app_id"],
                "income": api_coins(earnings.income),
                "rentals": earnings.rentals,
                "current": current
                and rental_item(current, user_id=actor.user.pk, language=request_language(), runway=None),
            }
        )


class RentalDetailView(RentalsView):
    @extend_schema(responses=RentalDetailSerializer, operation_id="rentals_get")
    def get(self, request: Request, id: int) -> Response:
        return Response(self.detail(self.caller(request), id))


class RentalAccessView(RentalsView):
    @extend_schema(
        responses=RentalAccessSerializer,
        operation_id="rentals_access",
        description="The renter's own access while the rental is ongoing (409 `rental_not_ongoing` otherwise): "
        "the app's address on its box's gateway with their key when it is reached that way, else an AI app's base "
        "URL and API key, else SSH. The provider gets 403.",
    )
    def get(self, request: Request, id: int) -> Response:
        info = selectors.rental_access(user=self.caller(request), rental_id=id)
        return no_store(Response(access_item(info)))


class RentalEndView(RentalsView):
    unverified_may = True  # it stops or withdraws what the person has

    @extend_schema(
        request=None,
        responses=RentalDetailSerializer,
        operation_id="rentals_end",
        description="The renter ends the rental: the time so far is charged, access is withdrawn at once.",
    )
    def post(self, request: Request, id: int) -> Response:
        user = self.caller(request)
        services.rental_end(renter=user, rental_id=id)
        return Response(self.detail(user, id))
