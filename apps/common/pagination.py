from collections.abc import Callable, Sequence
from typing import Any

from django.db.models import QuerySet
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.serializers import Serializer
from rest_framework.views import APIView


class OffsetPagination(LimitOffsetPagination):
    """`?offset=&limit=` answering {items, total} inside the envelope's data."""

    default_limit = 20
    max_limit = 100

    def get_paginated_response(self, data: Sequence[Any]) -> Response:
        return Response({"items": data, "total": self.count})

    def get_paginated_response_schema(self, schema: dict[str, Any]) -> dict[str, Any]:
        return {
            "type": "object",
            "required": ["items", "total"],
            "properties": {"items": schema, "total": {"type": "integer"}},
        }


def paginated(
    request: Request,
    view: APIView,
    items: Sequence[Any] | QuerySet[Any],
    serializer_class: type[Serializer],
    shape: Callable[[Any], Any] = lambda item: item,
) -> Response:
    """One page of `items` (`?offset=&limit=`) as `{items, total}`: each item of the page is
    shaped by `shape` (a model to the API's dict) and written by `serializer_class`."""
    paginator = OffsetPagination()
    page = paginator.paginate_queryset(items, request, view=view) or []
    return paginator.get_paginated_response(list(serializer_class([shape(item) for item in page], many=True).data))
