"""Each answer's shape declared once. Lists answer through dict builders, which write a page
several times faster than a serializer pass (`bench/lists.py`); the schema documents the same
answers with serializers. `@answer_of(SomeSerializer)` binds a builder to the serializer that
documents what it writes: `apps/common/tests/test_answer_shapes.py` renders real rows
through every builder of this registry and its serializer, and fails on any public function
of an `apps/*/api/serializers.py` module that writes an answer and is not registered here
(`docs/decisions/0052-answers.md`)."""

from collections.abc import Callable
from typing import Any, TypeVar

from django.core.exceptions import ImproperlyConfigured
from rest_framework import serializers

Builder = TypeVar("Builder", bound=Callable[..., Any])

# Builder -> the serializer describing one answer it writes (for a builder of a list, one item).
ANSWERS: dict[Callable[..., Any], type[serializers.Serializer]] = {}


def answer_of(serializer_class: type[serializers.Serializer]) -> Callable[[Builder], Builder]:
    """Registers the decorated builder as writing what `serializer_class` describes."""

    def register(builder: Builder) -> Builder:
        if builder in ANSWERS:
            raise ImproperlyConfigured(f"{builder.__qualname__} is registered twice")
        ANSWERS[builder] = serializer_class
        return builder

    return register
