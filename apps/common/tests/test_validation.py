"""The field rules shared with the web app (`frontend/src/config/validation.json`): every case of
`validation-cases.json` through the real API serializers and through `field_problem`, the
reading the client copies. The web app runs the same cases through its validators
(`src/components/form/validationCases.test.ts`)."""

import json
import re
import sys
from collections.abc import Callable
from typing import Any

import pytest
from django.conf import settings
from rest_framework import serializers

from apps.accounts.api.serializers import (
    EmailCodeSerializer,
    EmailSerializer,
    PhoneSerializer,
    ProfileInfoSerializer,
    RegisterSerializer,
    SetPasswordSerializer,
)
from apps.common.text import SINGLE_LINE
from apps.common.validation import FIELD_RULES, TRIMMED_CHARACTERS, field_problem
from apps.companies.api.serializers import ApplySerializer, CompanyCreateSerializer
from apps.devices.api.serializers import DeviceUpdateSerializer
from apps.friends.api.serializers import FriendTagWriteSerializer, FriendUpdateSerializer

CASES = json.loads((settings.BASE_DIR / "frontend" / "src" / "config" / "validation-cases.json").read_text())["cases"]

# Each rule's field in the API: the serializer, its body around the value, and the error's key.
SERIALIZERS: dict[str, tuple[type[serializers.Serializer], Callable[[str], dict[str, Any]], str]] = {
    "password": (SetPasswordSerializer, lambda value: {"password": value, "confirm_password": value}, "password"),
    "signUpPassword": (
        RegisterSerializer,
        lambda value: {
            "name": "case-person",
            "email": "case@example.com",
            "password": value,
            "confirm_password": value,
            "agreement": True,
        },
        "password",
    ),
    "name": (ProfileInfoSerializer, lambda value: {"name": value}, "name"),
    "alias": (FriendUpdateSerializer, lambda value: {"alias": value}, "alias"),
    "companyName": (CompanyCreateSerializer, lambda value: {"name": value}, "name"),
    "deviceName": (DeviceUpdateSerializer, lambda value: {"name": value}, "name"),
    "tagName": (FriendTagWriteSerializer, lambda value: {"name": value}, "name"),
    "companyId": (ApplySerializer, lambda value: {"sme_id": value}, "sme_id"),
    "email": (EmailSerializer, lambda value: {"email": value}, "email"),
    "phone": (PhoneSerializer, lambda value: {"phone": value}, "phone"),
    "code": (EmailCodeSerializer, lambda value: {"email": "case@example.com", "code": value}, "code"),
}


def label(case: dict[str, Any]) -> str:
    return f"{case['field']}:{case['value']!r}"


def test_every_rule_has_cases_both_ways_and_an_api_field():
    assert set(SERIALIZERS) == set(FIELD_RULES)
    for field in FIELD_RULES:
        outcomes = {case["valid"] for case in CASES if case["field"] == field}
        assert outcomes == {True, False}, field


@pytest.mark.parametrize("case", CASES, ids=label)
def test_the_api_takes_exactly_the_valid_cases(case):
    serializer_class, body, key = SERIALIZERS[case["field"]]
    serializer = serializer_class(data=body(case["value"]))
    serializer.is_valid()
    assert (key not in serializer.errors) == case["valid"], serializer.errors


@pytest.mark.parametrize("case", CASES, ids=label)
def test_the_shared_reading_matches_each_case(case):
    """What the client sees too; a case only the server can judge (`serverOnly`) passes it."""
    expected = case["valid"] or "serverOnly" in case
    assert (field_problem(case["field"], case["value"]) is None) == expected


def test_the_patterns_avoid_what_python_and_javascript_read_differently():
    patterns = [
        pattern
        for rule in FIELD_RULES.values()
        for pattern in (rule.must_be, rule.must_not_be, *rule.must_contain)
        if pattern
    ]
    assert patterns
    for pattern in patterns:
        re.compile(pattern)
        # Unicode-wide in Python, ASCII in JavaScript; anchors and flags differ too.
        assert not re.search(r"\\[dDwWsSbBAZz]|\(\?[aiLmsux]|^\^|\$$", pattern), pattern


def test_the_trimmed_characters_are_pythons_whitespace():
    """The client trims these, as `str.strip()` (DRF) does here."""
    trimmed = re.compile(f"[{TRIMMED_CHARACTERS}]")
    assert {c for c in map(chr, range(sys.maxunicode + 1)) if trimmed.fullmatch(c)} == {
        c for c in map(chr, range(sys.maxunicode + 1)) if c.isspace()
    }


def test_single_line_texts_refuse_the_shared_control_characters():
    line = re.compile(SINGLE_LINE)
    assert [code for code in range(0x200) if not line.match(chr(code))] == [*range(0x20), *range(0x7F, 0xA0)]
