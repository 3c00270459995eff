from collections.abc import Sequence
from typing import Any

from rest_framework.pagination import LimitOffsetPagination
from rest_framework.response import Response


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
