"""Each answer's shape is declared once: every dict builder is registered with the serializer
that documents its answer (`apps/common/answers.py`). Real rows rendered by each registered
builder must come out of its serializer unchanged, and be plain JSON already; every builder
of an `apps/*/api/serializers.py` module must be registered, and every registered builder
has real rows in `answer_samples/`."""

import importlib
import inspect
import json
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any, get_origin
from zoneinfo import ZoneInfo

import pytest
from django.conf import settings
from django.utils import timezone
from rest_framework import serializers

from apps.common.answers import ANSWERS
from apps.common.render import api_coins, api_time
from apps.devices.api import serializers as devices

from .answer_samples import SAMPLES


def name(builder: Callable[..., Any]) -> str:
    return f"{builder.__module__.removeprefix('apps.')}.{builder.__name__}"


def answer_modules() -> list[Any]:
    root = Path(settings.BASE_DIR)
    paths = sorted(root.glob("apps/*/api/serializers.py"))
    return [importlib.import_module(".".join(path.relative_to(root).with_suffix("").parts)) for path in paths]


def writes_an_answer(function: Callable[..., Any]) -> bool:
    """Whether a function returns what could be an answer (a dict or a list): any but the
    helpers returning text, fields or values (a missing return annotation counts)."""
    returned = inspect.signature(function).return_annotation
    return returned is inspect.Signature.empty or (get_origin(returned) or returned) in (dict, list, Mapping, Sequence)


MODULES = answer_modules()  # registers every builder before the tests are collected
BUILDERS = sorted(ANSWERS, key=name)


def test_every_builder_of_an_api_serializers_module_is_registered_and_every_registered_one_has_rows():
    found = {
        function
        for module in MODULES
        for function_name, function in vars(module).items()
        if callable(function)
        and not inspect.isclass(function)
        and getattr(function, "__module__", None) == module.__name__
        and not function_name.startswith("_")
        and writes_an_answer(function)
    }
    assert len(found) > 30
    assert sorted(map(name, found - set(ANSWERS))) == [], "register each with @answer_of(ItsSerializer)"
    assert sorted(map(name, set(ANSWERS) - set(SAMPLES))) == [], "give each real rows in SAMPLES"
    assert sorted(map(name, set(SAMPLES) - set(ANSWERS))) == [], "a sample of a builder that is not registered"
    assert {builder for builder in ANSWERS if builder.__module__.endswith(".api.serializers")} == found


@pytest.mark.django_db
@pytest.mark.parametrize("builder", BUILDERS, ids=map(name, BUILDERS))
def test_a_builder_answers_what_its_schema_serializer_describes(builder, individual):
    built = SAMPLES[builder](individual)
    assert built, "render real rows"
    assert json.loads(json.dumps(built)) == built, "a builder answers plain JSON values"
    assert json.loads(json.dumps(ANSWERS[builder](built, many=True).data)) == built


@pytest.mark.django_db
@pytest.mark.parametrize("change", [{"price_per_hour": "5.5"}, {"gpu_memory_bytes": "0"}, {"bandwidth": 100}], ids=str)
def test_the_comparison_notices_a_differing_format_or_field(change, individual):
    built = SAMPLES[devices.plan_item](individual)
    built[0] |= change
    assert json.loads(json.dumps(ANSWERS[devices.plan_item](built, many=True).data)) != built


@pytest.mark.parametrize("zone", ["UTC", "Asia/Shanghai"])
def test_times_and_coins_are_written_as_drf_writes_them(zone):
    """A serializer passes a string through unchanged, so the builders' own times and coins
    are compared with DRF's fields here."""
    moments = [
        datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC),
        datetime(2026, 1, 2, 3, 4, 5, 678901, tzinfo=UTC),
        datetime(2026, 6, 30, 23, 59, 59, tzinfo=ZoneInfo("America/New_York")),
    ]
    with timezone.override(ZoneInfo(zone)):
        assert [api_time(moment) for moment in moments] == [
            serializers.DateTimeField().to_representation(moment) for moment in moments
        ]
    amounts = [Decimal("0"), Decimal("1.5"), Decimal("12.34"), Decimal("99999.99")]
    coins = serializers.DecimalField(max_digits=12, decimal_places=2)
    assert [api_coins(amount) for amount in amounts] == [coins.to_representation(amount) for amount in amounts]
    assert api_time(None) is None
