from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from apps.accounts.api.base import ApiView
from apps.accounts.authentication import request_actor
from apps.common.api import PAGING, validated
from apps.common.pagination import each, paged, paginated
from apps.common.render import request_language

from .. import selectors, services
from ..kinds import rendered
from .serializers import (
    DeliveryPreferenceSerializer,
    MarkedReadSerializer,
    NotificationFilterSerializer,
    NotificationSerializer,
    NotificationStatsSerializer,
)


class NotificationStatsView(ApiView):
    @extend_schema(
        responses=NotificationStatsSerializer,
        operation_id="notifications_stats",
        description="The caller's notification figures. Individuals may ask for "
        "`Accept: text/event-stream` on the same path to receive them live as server-sent events.",
    )
    def get(self, request: Request) -> Response:
        stats = selectors.notification_stats(actor=request_actor(request), language=request_language())
        return Response(NotificationStatsSerializer(stats).data)


class NotificationListView(ApiView):
    @extend_schema(
        parameters=[NotificationFilterSerializer, *PAGING],
        responses=paged(NotificationSerializer),
        operation_id="notifications_list",
    )
    def get(self, request: Request) -> Response:
        query = validated(NotificationFilterSerializer, request.query_params)
        notifications = selectors.notification_list(actor=request_actor(request), read_filter=query["filter"])
        language = request_language()
        return paginated(request, self, notifications, each(lambda item: rendered(item, language=language)))


class NotificationReadView(ApiView):
    unverified_may = True

    @extend_schema(request=None, responses=NotificationSerializer, operation_id="notifications_read")
    def put(self, request: Request, notification_id: int) -> Response:
        notification = services.notification_mark_read(actor=request_actor(request), notification_id=notification_id)
        return Response(rendered(notification, language=request_language()))


class NotificationReadAllView(ApiView):
    unverified_may = True

    @extend_schema(request=None, responses=MarkedReadSerializer, operation_id="notifications_read_all")
    def post(self, request: Request) -> Response:
        return Response({"marked": services.notification_mark_all_read(actor=request_actor(request))})


class DeliveryPreferenceView(ApiView):
    @extend_schema(responses=DeliveryPreferenceSerializer, operation_id="notifications_preferences_get")
    def get(self, request: Request) -> Response:
        return Response({"outside": selectors.delivery_outside(user=request_actor(request).user)})

    @extend_schema(
        request=DeliveryPreferenceSerializer,
        responses=DeliveryPreferenceSerializer,
        operation_id="notifications_preferences_update",
        description="Whether notices that need action about money (low balance, a rental ended for lack of funds, a "
        "cloud machine stopped unpaid, a withdrawal paid, rejected or failed, a dispute opened or resolved) also go "
        "out by e-mail (or SMS to a person with only a phone). The person's, in every identity.",
    )
    def patch(self, request: Request) -> Response:
        data = validated(DeliveryPreferenceSerializer, request.data)
        outside = services.delivery_outside_set(user=request_actor(request).user, outside=data["outside"])
        return Response({"outside": outside})
