from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from django.db.models import QuerySet
from rest_framework import serializers
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.serializers import Serializer
from rest_framework.views import APIView


class OffsetPagination(LimitOffsetPagination):
    """The `?offset=&limit=` of every list (see `paginated()`)."""

    default_limit = 20
    max_limit = 100


@cache
def paged(serializer_class: type[Serializer]) -> type[Serializer]:
    """The serializer describing one page of `serializer_class` items, `{items, total}`: what
    a list view declares as its response schema for what `paginated()` answers."""
    name = serializer_class.__name__.removesuffix("Serializer")
    fields = {"items": serializer_class(many=True), "total": serializers.IntegerField()}
    return type(f"Paged{name}Serializer", (serializers.Serializer,), fields)


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
    return Response({"items": render(page), "total": paginator.count})


def page_window(request: Request) -> tuple[int, int]:
    """The `?offset=&limit=` of a list that pages itself, as `paginated()` reads them."""
    paginator = OffsetPagination()
    return paginator.get_offset(request), paginator.get_limit(request) or paginator.default_limit


def each(shape: Callable[[Any], dict[str, Any]]) -> Callable[[Sequence[Any]], list[dict[str, Any]]]:
    """A page renderer for rows that need nothing fetched: `shape` renders each on its own."""
    return lambda page: [shape(item) for item in page]
