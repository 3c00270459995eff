"""Disputes as the renter and the provider see them: opening one on a rental (an order's on
its rental, in `apps.demands`), the list, one with its thread, the provider's answer, the
renter's withdrawal. Staff resolve them in the admin."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response

from apps.accounts.models import User
from apps.common.api import PAGING, validated
from apps.common.limits import per_person_limit
from apps.common.pagination import paged, paginated
from apps.common.render import request_language
from apps.common.text import PlainText

from .. import selectors, services
from ..choices import DisputeReason, RentalRole
from ..models import Dispute
from ..services.disputes import TEXT_MAX
from .serializers import DisputeSerializer, dispute_item
from .views import RentalsView

DisputeLimit = per_person_limit("dispute_open", "DISPUTE_OPEN_RATE")


class DisputeCreateSerializer(serializers.Serializer):
    reason = serializers.ChoiceField(choices=DisputeReason.choices)
    text = PlainText(max_length=TEXT_MAX, multiline=True, help_text="What happened, for the provider and support")


class DisputeAnswerSerializer(serializers.Serializer):
    text = PlainText(max_length=TEXT_MAX, multiline=True)


class DisputeFilterSerializer(serializers.Serializer):
    role = serializers.ChoiceField(choices=RentalRole.choices, default=RentalRole.RENTER)


class DisputesView(RentalsView):
    def answer(self, user: User, dispute: Dispute) -> Response:
        return Response(dispute_item(dispute, user_id=user.pk, language=request_language()))


class RentalDisputeCreateView(DisputesView):
    throttle_classes = [DisputeLimit]

    @extend_schema(
        request=DisputeCreateSerializer,
        responses=DisputeSerializer,
        operation_id="rentals_dispute",
        description="The renter disputes a rental that started, while it runs or within DISPUTE_WINDOW_HOURS of "
        "its end (409 `dispute_window_closed`), one at a time (409 `dispute_open_exists`); the provider is told.",
    )
    def post(self, request: Request, id: int) -> Response:
        data = validated(DisputeCreateSerializer, request.data)
        user = self.caller(request)
        dispute = services.dispute_open(user=user, rental_id=id, reason=data["reason"], text=data["text"])
        return self.answer(user, selectors.dispute_for(user=user, dispute_id=dispute.pk))


class DisputeListView(DisputesView):
    @extend_schema(
        parameters=[DisputeFilterSerializer, *PAGING],
        responses=paged(DisputeSerializer),
        operation_id="disputes_list",
        description="The disputes of the caller's rentals as renter, or (role=provider) of the rentals of their apps.",
    )
    def get(self, request: Request) -> Response:
        query = validated(DisputeFilterSerializer, request.query_params)
        user, language = self.caller(request), request_language()
        disputes = selectors.disputes_of(user=user, role=query["role"])
        return paginated(
            request, self, disputes, lambda page: [dispute_item(d, user_id=user.pk, language=language) for d in page]
        )


class DisputeDetailView(DisputesView):
    @extend_schema(responses=DisputeSerializer, operation_id="disputes_get")
    def get(self, request: Request, id: int) -> Response:
        user = self.caller(request)
        return self.answer(user, selectors.dispute_for(user=user, dispute_id=id))


class DisputeAnswerView(DisputesView):
    @extend_schema(
        request=DisputeAnswerSerializer,
        responses=DisputeSerializer,
        operation_id="disputes_answer",
        description="The provider answers an open dispute, once; the renter is told.",
    )
    def post(self, request: Request, id: int) -> Response:
        user = self.caller(request)
        selectors.dispute_for(user=user, dispute_id=id)
        data = validated(DisputeAnswerSerializer, request.data)
        dispute = services.dispute_answer(user=user, dispute_id=id, text=data["text"])
        return self.answer(user, selectors.dispute_for(user=user, dispute_id=dispute.pk))


class DisputeWithdrawView(DisputesView):
    @extend_schema(request=None, responses=DisputeSerializer, operation_id="disputes_withdraw")
    def post(self, request: Request, id: int) -> Response:
        user = self.caller(request)
        dispute = services.dispute_withdraw(user=user, dispute_id=id)
        return self.answer(user, selectors.dispute_for(user=user, dispute_id=dispute.pk))
