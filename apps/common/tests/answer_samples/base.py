"""The samples' registry: for each registered builder, real answers it writes."""

from collections.abc import Callable
from typing import Any

from django.utils import translation

from conftest import Persona

# Builder -> real answers it writes, for the persona (a list builder's lists joined).
SAMPLES: dict[Callable[..., Any], Callable[[Persona], list[Any]]] = {}


def sample(builder: Callable[..., Any]) -> Callable[[Callable[[Persona], list[Any]]], Callable[[Persona], list[Any]]]:
    def register(make: Callable[[Persona], list[Any]]) -> Callable[[Persona], list[Any]]:
        SAMPLES[builder] = make
        return make

    return register


def both_languages(render: Callable[[str], Any]) -> list[Any]:
    """What `render` writes for an English and a Chinese reader (a builder of a list: joined)."""
    written = []
    for language in ("en", "zh"):
        with translation.override(language):
            answer = render(language)
        written += answer if isinstance(answer, list) else [answer]
    return written
