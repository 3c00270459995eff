"""The install-form schema subset: `schema_check` for staff's schemas, `config_validate` for
what people submit."""

from typing import Any

import pytest
from django.core.exceptions import ValidationError
from django.utils import translation

from apps.common.errors import ApplicationError
from apps.demo.catalogue import APPS
from apps.store.config_schema import config_validate, schema_check, schema_localized, schema_problems

SCHEMA: dict[str, Any] = {
    "type": "object",
    "title": {"en": "Settings", "zh": "设置"},
    "properties": {
        "password": {"type": "string", "title": "Password", "format": "password", "minLength": 8, "maxLength": 12},
        "port": {"type": "integer", "default": 8080, "minimum": 1024, "maximum": 65535},
        "ratio": {"type": "number", "default": 0.5, "minimum": 0, "maximum": 1},
        "model": {"type": "string", "enum": ["small", "large"], "default": "small"},
        "gpu": {"type": "boolean", "default": False},
        "note": {"type": "string"},
    },
    "required": ["password"],
}


@pytest.mark.parametrize("entry", APPS, ids=[entry["slug"] for entry in APPS])
def test_the_seed_schemas_pass(entry):
    schema_check(entry["schema"])


def test_a_good_schema_and_the_smallest_one_pass():
    schema_check(SCHEMA)
    schema_check({"type": "object"})
    schema_check({"type": "object", "properties": {}, "required": []})


def prop(**spec):
    return {"type": "object", "properties": {"field": spec}}


@pytest.mark.parametrize(
    "schema",
    [
        None,
        [],
        "object",
        {"type": "array"},
        {"properties": {}},
        {"type": "object", "additionalProperties": False},
        {"type": "object", "title": 3},
        {"type": "object", "properties": []},
        {"type": "object", "properties": {"bad name": {"type": "string"}}},
        {"type": "object", "properties": {"field": "string"}},
        prop(),
        prop(type="array"),
        prop(type="string", pattern="^a"),
        prop(type="string", title={"fr": "Nom"}),
        prop(type="string", description=["x"]),
        prop(type="integer", format="password"),
        prop(type="string", format="email"),
        prop(type="string", minimum=1),
        prop(type="integer", minLength=1),
        prop(type="integer", minimum="1"),
        prop(type="integer", maximum=True),
        prop(type="integer", minimum=10, maximum=5),
        prop(type="string", minLength=-1),
        prop(type="string", maxLength=2.5),
        prop(type="string", minLength=5, maxLength=4),
        prop(type="string", enum=[]),
        prop(type="string", enum="ab"),
        prop(type="string", enum=["a", "a"]),
        prop(type="integer", enum=[1, "2"]),
        prop(type="integer", default="80"),
        prop(type="integer", default=5, minimum=10),
        prop(type="string", default="c", enum=["a", "b"]),
        prop(type="string", default="ab", minLength=3),
        {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["b"]},
        {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a", "a"]},
        {"type": "object", "properties": {"a": {"type": "string"}}, "required": "a"},
    ],
)
def test_malformed_schemas_are_refused(schema):
    with pytest.raises(ValidationError) as refused:
        schema_check(schema)
    assert refused.value.messages and all(isinstance(message, str) for message in refused.value.messages)


def test_problems_are_translated():
    with translation.override("zh-hans"):
        problems = schema_problems({"type": "array"})
    assert problems == ['结构必须是一个 "type": "object" 的对象。']


def field_errors(config, schema=SCHEMA, language="en"):
    with translation.override(language), pytest.raises(ApplicationError) as refused:
        config_validate(schema=schema, config=config)
    assert refused.value.code == "validation_error"
    return refused.value.data


def test_defaults_are_filled_in_and_values_kept():
    assert config_validate(schema=SCHEMA, config={"password": "secret12"}) == {
        "password": "secret12",
        "port": 8080,
        "ratio": 0.5,
        "model": "small",
        "gpu": False,
    }
    full = {"password": "secret12", "port": 1024, "ratio": 1, "model": "large", "gpu": True, "note": ""}
    assert config_validate(schema=SCHEMA, config=full) == full
    assert config_validate(schema=SCHEMA, config={"password": "secret12", "port": None})["port"] == 8080
    assert config_validate(schema={"type": "object"}, config={}) == {}


@pytest.mark.parametrize(
    ("config", "field", "message"),
    [
        ({}, "password", "This field is required."),
        ({"password": None}, "password", "This field is required."),
        ({"password": 12345678}, "password", "Enter a text."),
        ({"password": "short"}, "password", "Enter at least 8 characters."),
        ({"password": "much-too-long-password"}, "password", "Enter at most 12 characters."),
        ({"password": "secret12", "port": "8080"}, "port", "Enter a whole number."),
        ({"password": "secret12", "port": 8080.5}, "port", "Enter a whole number."),
        ({"password": "secret12", "port": True}, "port", "Enter a whole number."),
        ({"password": "secret12", "port": 80}, "port", "Enter a value of at least 1024."),
        ({"password": "secret12", "port": 70000}, "port", "Enter a value of at most 65535."),
        ({"password": "secret12", "ratio": "half"}, "ratio", "Enter a number."),
        ({"password": "secret12", "ratio": 1.5}, "ratio", "Enter a value of at most 1."),
        ({"password": "secret12", "model": "huge"}, "model", "Choose one of: small, large."),
        ({"password": "secret12", "gpu": "yes"}, "gpu", "Enter true or false."),
        ({"password": "secret12", "gpu": 1}, "gpu", "Enter true or false."),
        ({"password": "secret12", "colour": "red"}, "colour", "This field is not known."),
        ({"password": "secret12", "note": "x" * 1001}, "note", "Enter at most 1000 characters."),
        ({"password": "secret12", "note": "a\x1b[2Jb"}, "note", "Remove the control characters from this text."),
        ({"password": "secret\n1"}, "password", "Remove the control characters from this text."),
    ],
)
def test_each_rule(config, field, message):
    assert field_errors(config) == {f"config.{field}": [message]}


def test_every_error_at_once_and_in_chinese():
    errors = field_errors({"port": 1, "model": "huge"}, language="zh-hans")
    assert errors == {
        "config.password": ["该字段为必填项。"],
        "config.port": ["请输入不小于 1024 的值。"],
        "config.model": ["请从以下选项中选择：small, large。"],  # noqa: RUF001
    }


def test_a_config_must_be_an_object():
    assert field_errors(["password"]) == {"config": ["Enter an object of settings."]}


def test_localized_titles():
    zh = schema_localized(SCHEMA, language="zh")
    assert zh["title"] == "设置" and zh["properties"]["password"]["title"] == "Password"
    assert schema_localized(SCHEMA, language="en")["title"] == "Settings"
    assert SCHEMA["title"] == {"en": "Settings", "zh": "设置"}


def test_the_form_keeps_its_order_whatever_order_the_database_gives_the_keys():
    """PostgreSQL's jsonb answers an object's keys shortest first; the saved `order` puts the
    form back as written."""
    shuffled = {**SCHEMA, "properties": dict(sorted(SCHEMA["properties"].items(), key=lambda item: len(item[0])))}
    saved = {**shuffled, "order": list(SCHEMA["properties"])}
    schema_check(saved)
    localized = schema_localized(saved, language="en")
    assert list(localized["properties"]) == list(SCHEMA["properties"])
    assert "order" not in localized
    assert schema_problems({**SCHEMA, "order": ["password"]}) == ['"order" must list every property once.']
