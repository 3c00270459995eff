"""Every text the API takes has a maximum length and refuses control characters: the rule
(`apps.common.text.PlainText`), and the schema walk that fails on a new text field without it."""

from collections.abc import Iterator
from typing import Any

import pytest
from rest_framework import serializers

from apps.common.text import PasswordText, PlainText

# Strings whose format bounds what they hold (each checked by its own field's parser).
FORMATTED = {"email", "uri", "binary", "date", "date-time", "decimal"}


class Sample(serializers.Serializer):
    line = PlainText(max_length=10, required=False)
    text = PlainText(max_length=50, multiline=True, required=False)
    password = PasswordText(required=False)


def errors(**data: str) -> dict[str, Any]:
    sample = Sample(data=data)
    return {} if sample.is_valid() else sample.errors


@pytest.mark.parametrize("control", ["\x00", "\x07", "\x1b", "\x7f", "\x85", "\x9b"])
def test_control_characters_are_refused_everywhere(control):
    for field in ("line", "text", "password"):
        assert field in errors(**{field: f"ab{control}cd"}), (field, control)


def test_a_single_line_refuses_line_breaks_and_tabs_a_multi_line_text_keeps_them():
    for control in "\n\r\t":
        assert "line" in errors(line=f"a{control}b")
    sample = Sample(data={"line": "  spaced  ", "text": "one\r\n\ttwo\n", "password": " pass word "})
    assert sample.is_valid(), sample.errors
    assert sample.validated_data == {"line": "spaced", "text": "one\r\n\ttwo", "password": " pass word "}


def test_texts_are_bounded_and_unicode_is_welcome():
    assert "line" in errors(line="x" * 11)
    assert "password" in errors(password="x" * 129)
    assert errors(line="你好 🌍 café", text="第一行\n第二行") == {}


@pytest.mark.django_db
def test_a_control_character_answers_a_translated_field_error(client_for, individual):
    api = client_for(individual)
    for language, message in [
        ("en", "Remove the control characters from this text."),
        ("zh", "请删除文本中的控制字符。"),
    ]:
        response = api.post(
            "/api/iam/v1/friends/tags", {"name": "Work\x1b[31m"}, format="json", HTTP_ACCEPT_LANGUAGE=language
        )
        assert response.status_code == 400
        assert response.json()["data"] == {"name": [message]}
    assert api.post("/api/iam/v1/friends/tags", {"name": "  Work  "}, format="json").json()["data"]["name"] == "Work"


def _strings(schema: dict[str, Any], components: dict[str, Any], trail: str, seen: frozenset[str]) -> Iterator:
    """(where, schema) of every string a request schema holds, through references and nesting."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        if name not in seen:
            yield from _strings(components[name], components, trail, seen | {name})
        return
    for key in ("allOf", "oneOf", "anyOf"):
        for part in schema.get(key, []):
            yield from _strings(part, components, trail, seen)
    for name, part in schema.get("properties", {}).items():
        yield from _strings(part, components, f"{trail}.{name}", seen)
    if isinstance(schema.get("additionalProperties"), dict):
        yield from _strings(schema["additionalProperties"], components, f"{trail}.*", seen)
    if "items" in schema:
        yield from _strings(schema["items"], components, f"{trail}[]", seen)
    if schema.get("type") == "string" and schema.get("maxLength") != 0:  # not a blank text's empty option
        yield trail, schema


@pytest.mark.django_db
def test_every_text_the_api_takes_has_a_maximum_length_and_refuses_control_characters(client_for):
    """Request bodies and query strings alike. A text field needs `max_length`; use
    `PlainText` (or `PasswordText`), whose pattern shows in the schema, or an enum or format."""
    schema = client_for(None).get("/api/schema/?format=json").json()
    components = schema["components"]["schemas"]
    found: list[tuple[str, dict[str, Any]]] = []
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            where = f"{method.upper()} {path}"
            for content_type, content in operation.get("requestBody", {}).get("content", {}).items():
                found.extend(_strings(content["schema"], components, f"{where} {content_type}", frozenset()))
            for parameter in operation.get("parameters", []):
                if parameter["in"] == "query":
                    found.extend(
                        _strings(parameter["schema"], components, f"{where} ?{parameter['name']}", frozenset())
                    )
    assert len(found) > 100
    free = [
        (where, string) for where, string in found if "enum" not in string and string.get("format") not in FORMATTED
    ]
    unbounded = [where for where, string in free if "maxLength" not in string]
    unchecked = [where for where, string in free if "pattern" not in string]
    assert unbounded == [], "text without a maximum length"
    assert unchecked == [], f"text that takes control characters: use PlainText: {unchecked}"
