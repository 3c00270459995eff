from collections.abc import Callable, Sequence
from typing import Any

from django.db.models import QuerySet
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.request import Request
from rest_framework.response import Response
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
    render: Callable[[Sequence[Any]], list[dict[str, Any]]],
) -> Response:
    """One page of `items` (`?offset=&limit=`) as `{items, total}`: `render` turns the page's
    rows into the API's dicts at once, so it fetches what the whole page needs in one go."""
    paginator = OffsetPagination()
    page = paginator.paginate_queryset(items, request, view=view) or []
    return paginator.get_paginated_response(render(page))


def each(shape: Callable[[Any], dict[str, Any]]) -> Callable[[Sequence[Any]], list[dict[str, Any]]]:
    """A page renderer for rows that need nothing fetched: `shape` renders each on its own."""
    return lambda page: [shape(item) for item in page]
