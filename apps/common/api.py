"""Helpers every app's thin views share."""

from typing import Any

from drf_spectacular.utils import OpenApiParameter
from rest_framework import serializers

# The paging query of every list (answers {items, total}).
PAGING = [OpenApiParameter("offset", int), OpenApiParameter("limit", int)]


def validated(serializer_class: type[serializers.Serializer], data: Any) -> dict[str, Any]:
    """`data` checked by `serializer_class`; a 400 `validation_error` with field messages if not."""
    form = serializer_class(data=data)
    form.is_valid(raise_exception=True)
    return dict(form.validated_data)
