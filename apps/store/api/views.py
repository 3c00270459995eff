from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response

from apps.accounts.api.base import ApiView
from apps.common.api import PAGING, validated
from apps.common.errors import ApplicationError
from apps.common.pagination import paged, paginated
from apps.common.render import request_language

from .. import selectors
from .serializers import (
    StoreAppDetailSerializer,
    StoreAppFilterSerializer,
    StoreAppSerializer,
    StoreGroupSerializer,
    app_detail,
    app_summaries,
    store_group_items,
)


class StoreView(ApiView):
    """The app store is public: no sign-in, and a token sent along is not looked at."""

    authentication_classes: list[Any] = []
    permission_classes = [AllowAny]


class StoreAppListView(StoreView):
    @extend_schema(
        parameters=[StoreAppFilterSerializer, *PAGING],
        responses=paged(StoreAppSerializer),
        operation_id="store_apps_list",
        auth=[],
        description="Published apps, newest first, in the caller's language. An unknown `type` is a 400 "
        "`validation_error`; an unknown label finds nothing.",
    )
    def get(self, request: Request) -> Response:
        query = validated(StoreAppFilterSerializer, request.query_params)
        apps = selectors.store_apps(label=query.get("label"), display_type=query.get("type"), q=query["q"])
        language = request_language()
        return paginated(request, self, apps, lambda page: app_summaries(page, language=language))


class StoreGroupListView(StoreView):
    @extend_schema(
        responses=StoreGroupSerializer(many=True),
        operation_id="store_groups_list",
        auth=[],
        description="The store's front page: each label by position with its newest published apps (at most 8); "
        "labels without published apps are left out. Not paged.",
    )
    def get(self, request: Request) -> Response:
        return Response(store_group_items(selectors.store_groups(), language=request_language()))


class StoreAppDetailView(StoreView):
    @extend_schema(
        responses=StoreAppDetailSerializer,
        operation_id="store_apps_retrieve",
        auth=[],
        description="A published app's page: description, screenshots, versions (newest first) and the install "
        "form's schema. Unpublished or unknown apps answer 404 `not_found`.",
    )
    def get(self, request: Request, id: int) -> Response:
        app = selectors.store_app(app_id=id)
        if app is None:
            raise ApplicationError("not_found")
        return Response(app_detail(app, language=request_language()))
