"""Helpers every app's thin views share."""

from typing import Any

from drf_spectacular.utils import OpenApiParameter
from rest_framework import serializers

from .converters import ID_MAX

# The paging query of every list (answers {items, total}).
PAGING = [OpenApiParameter("offset", int), OpenApiParameter("limit", int)]


class IdField(serializers.IntegerField):
    """A row's id in a body or query (a path takes `<id:...>`): out of the 64-bit id range
    it is a 400 `validation_error`, not a database error."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(min_value=1, max_value=ID_MAX, **kwargs)


def validated(serializer_class: type[serializers.Serializer], data: Any) -> dict[str, Any]:
    """`data` checked by `serializer_class`; a 400 `validation_error` with field messages if not."""
    form = serializer_class(data=data)
    form.is_valid(raise_exception=True)
    return dict(form.validated_data)
