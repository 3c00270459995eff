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
    """The serializer of one page of `serializer_class` items, `{items, total}`: what
    `paginated()` answers with, and what a list view declares as its response schema."""
    name = serializer_class.__name__.removesuffix("Serializer")
    fields = {"items": serializer_class(many=True), "total": serializers.IntegerField()}
    return type(f"Paged{name}Serializer", (serializers.Serializer,), fields)


def paginated(
    request: Request,
    view: APIView,
    items: Sequence[Any] | QuerySet[Any],
    serializer_class: type[Serializer],
    shape: Callable[[Any], Any] = lambda item: item,
) -> Response:
    """One page of `items` (`?offset=&limit=`) written by `paged(serializer_class)`: each
    item of the page is shaped by `shape` (a model to the API's dict)."""
    paginator = OffsetPagination()
    page = paginator.paginate_queryset(items, request, view=view) or []
    return Response(paged(serializer_class)({"items": [shape(item) for item in page], "total": paginator.count}).data)
