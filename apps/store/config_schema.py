"""The install form of an app, described by a small subset of JSON Schema, and the check of
a submitted configuration against it (no dependency: the subset is small and the messages
must be ours, translated).

The subset: the schema is `{"type": "object", "properties": {...}, "required": [...]}` (plus
an optional `title` and `description`, and `order`, the property names in the form's order:
PostgreSQL's jsonb keeps an object's keys in its own order, so whatever writes a schema (the
admin's form, the starter catalogue) writes it through `schema_ordered`). Each property has
a `type` (`string`, `integer`, `number` or `boolean`) and optionally `title` and `description` (a string, or
`{"en": …, "zh": …}`), `default`, `enum` (a non-empty list of distinct values of the
property's type), `minimum` / `maximum` (numbers), `minLength` / `maxLength` (strings),
`format: "password"` (a hint to mask the field) and `readOnly: true` (set at install, never
changed afterwards). Unknown keys are refused, so typos show.
A text value is at most `maxLength` (else TEXT_MAX) characters, on one line, without
control characters.
"""

import math
import re
from typing import Any

from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _

from apps.common.errors import ApplicationError
from apps.common.text import CONTROL_CHARACTERS_MESSAGE, has_control_characters

TYPES = ("string", "integer", "number", "boolean")
SCHEMA_KEYS = {"type", "properties", "required", "title", "description", "order"}
PROPERTY_KEYS = {
    "type",
    "title",
    "description",
    "default",
    "enum",
    "minimum",
    "maximum",
    "minLength",
    "maxLength",
    "format",
    "readOnly",
}
TEXT_KEYS = ("title", "description")
FORMATS = ("password",)
# A text value's length when its property sets no maxLength.
TEXT_MAX = 1000
NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,63}$")
LANGUAGES = ("en", "zh")


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _is_of_type(value: Any, kind: str) -> bool:
    if kind == "string":
        return isinstance(value, str)
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "number":
        return _is_number(value)
    return isinstance(value, bool)


def _is_text(value: Any) -> bool:
    if isinstance(value, str):
        return True
    return (
        isinstance(value, dict)
        and bool(value)
        and all(key in LANGUAGES and isinstance(text, str) for key, text in value.items())
    )


def _property_problems(name: str, spec: Any) -> list[str]:
    if not isinstance(spec, dict):
        return [_("Property %(name)s must be an object.") % {"name": name}]
    problems = []
    unknown = sorted(set(spec) - PROPERTY_KEYS)
    if unknown:
        problems.append(
            _("Property %(name)s has unsupported keys: %(keys)s.") % {"name": name, "keys": ", ".join(unknown)}
        )
    kind = spec.get("type")
    if kind not in TYPES:
        problems.append(
            _("Property %(name)s needs a type among %(types)s.") % {"name": name, "types": ", ".join(TYPES)}
        )
        return problems
    for key in TEXT_KEYS:
        if key in spec and not _is_text(spec[key]):
            problems.append(
                _('The %(key)s of property %(name)s must be a text or {"en": …, "zh": …}.') % {"key": key, "name": name}
            )
    if "readOnly" in spec and not isinstance(spec["readOnly"], bool):
        problems.append(_("The readOnly of property %(name)s must be true or false.") % {"name": name})
    if "format" in spec and (kind != "string" or spec["format"] not in FORMATS):
        problems.append(_("Property %(name)s has an unsupported format.") % {"name": name})
    for low, high, allowed, check in (
        ("minimum", "maximum", ("integer", "number"), _is_number),
        ("minLength", "maxLength", ("string",), lambda v: _is_of_type(v, "integer") and v >= 0),
    ):
        for key in (low, high):
            if key in spec and (kind not in allowed or not check(spec[key])):
                problems.append(_("Property %(name)s has an invalid %(key)s.") % {"name": name, "key": key})
        if check(spec.get(low)) and check(spec.get(high)) and spec[low] > spec[high]:
            problems.append(
                _("Property %(name)s: %(low)s is above %(high)s.") % {"name": name, "low": low, "high": high}
            )
    if "enum" in spec:
        enum = spec["enum"]
        if (
            not isinstance(enum, list)
            or not enum
            or not all(_is_of_type(value, kind) for value in enum)
            or len({repr(value) for value in enum}) != len(enum)
        ):
            problems.append(
                _("The enum of property %(name)s must be a non-empty list of distinct values of its type.")
                % {"name": name}
            )
    if not problems and "default" in spec and _value_problem(spec["default"], spec) is not None:
        problems.append(_("The default of property %(name)s does not fit its own rules.") % {"name": name})
    return problems


def schema_problems(schema: Any) -> list[str]:
    """Everything wrong with `schema` as an install-form schema (empty when it is fine)."""
    if not isinstance(schema, dict) or schema.get("type") != "object":
        return [_('The schema must be an object with "type": "object".')]
    problems = []
    unknown = sorted(set(schema) - SCHEMA_KEYS)
    if unknown:
        problems.append(_("The schema has unsupported keys: %(keys)s.") % {"keys": ", ".join(unknown)})
    for key in TEXT_KEYS:
        if key in schema and not _is_text(schema[key]):
            problems.append(_('The schema\'s %(key)s must be a text or {"en": …, "zh": …}.') % {"key": key})
    properties = schema.get("properties", {})
    if not isinstance(properties, dict):
        return [*problems, _('"properties" must be an object.')]
    for name, spec in properties.items():
        if not NAME.match(name):
            problems.append(_("%(name)s is not a valid property name.") % {"name": name})
        problems.extend(_property_problems(name, spec))
    order = schema.get("order", list(properties))
    if not isinstance(order, list) or sorted(map(str, order)) != sorted(properties):
        problems.append(_('"order" must list every property once.'))
    required = schema.get("required", [])
    if (
        not isinstance(required, list)
        or not all(isinstance(name, str) and name in properties for name in required)
        or len(set(required)) != len(required)
    ):
        problems.append(_('"required" must list distinct names of properties.'))
    return problems


def schema_ordered(schema: Any) -> Any:
    """`schema` with its `order` written down: the names it already orders that are still
    properties, then the new properties in the order given."""
    if not isinstance(schema, dict) or not isinstance(schema.get("properties"), dict):
        return schema
    properties = schema["properties"]
    order = schema.get("order")
    kept = [name for name in order if name in properties] if isinstance(order, list) else []
    return {**schema, "order": list(dict.fromkeys([*kept, *properties]))}


def schema_check(schema: Any) -> None:
    """Raises a ValidationError listing what is wrong with `schema` (the admin form shows it)."""
    problems = schema_problems(schema)
    if problems:
        raise ValidationError(problems)


def _value_problem(value: Any, spec: dict[str, Any]) -> str | None:
    kind = spec["type"]
    if not _is_of_type(value, kind):
        return {
            "string": _("Enter a text."),
            "integer": _("Enter a whole number."),
            "number": _("Enter a number."),
            "boolean": _("Enter true or false."),
        }[kind]
    if "enum" in spec and value not in spec["enum"]:
        return _("Choose one of: %(choices)s.") % {"choices": ", ".join(str(choice) for choice in spec["enum"])}
    if "minimum" in spec and value < spec["minimum"]:
        return _("Enter a value of at least %(limit)s.") % {"limit": spec["minimum"]}
    if "maximum" in spec and value > spec["maximum"]:
        return _("Enter a value of at most %(limit)s.") % {"limit": spec["maximum"]}
    if kind != "string":
        return None
    if "minLength" in spec and len(value) < spec["minLength"]:
        return _("Enter at least %(limit)s characters.") % {"limit": spec["minLength"]}
    if len(value) > spec.get("maxLength", TEXT_MAX):
        return _("Enter at most %(limit)s characters.") % {"limit": spec.get("maxLength", TEXT_MAX)}
    if has_control_characters(value):
        return str(CONTROL_CHARACTERS_MESSAGE)
    return None


def config_validate(*, schema: dict[str, Any], config: Any) -> dict[str, Any]:
    """The configuration `config` checked against `schema` (assumed to pass `schema_check`),
    with the defaults of missing fields filled in. Raises `validation_error` with the
    messages per field (`config.<field>`); a field the schema does not know is refused."""
    if not isinstance(config, dict):
        raise ApplicationError("validation_error", data={"config": [_("Enter an object of settings.")]})
    properties: dict[str, dict[str, Any]] = schema.get("properties", {})
    required = set(schema.get("required", []))
    errors: dict[str, list[str]] = {}
    cleaned: dict[str, Any] = {}
    for name in config:
        if name not in properties:
            errors[f"config.{name}"] = [_("This field is not known.")]
    for name, spec in properties.items():
        value = config.get(name)
        if value is None:
            if "default" in spec:
                cleaned[name] = spec["default"]
            elif name in required:
                errors[f"config.{name}"] = [_("This field is required.")]
            continue
        problem = _value_problem(value, spec)
        if problem is not None:
            errors[f"config.{name}"] = [problem]
        else:
            cleaned[name] = value
    if errors:
        raise ApplicationError("validation_error", data=errors)
    return cleaned


def schema_localized(schema: dict[str, Any], *, language: str) -> dict[str, Any]:
    """The schema with every `{"en": …, "zh": …}` title and description resolved to `language`
    and its properties in the form's order (the `order` itself left out)."""

    def pick(node: dict[str, Any]) -> dict[str, Any]:
        out = dict(node)
        for key in TEXT_KEYS:
            text = out.get(key)
            if isinstance(text, dict):
                out[key] = text.get(language) or text.get("en") or next(iter(text.values()), "")
        return out

    localized = pick(schema)
    localized.pop("order", None)
    properties = schema.get("properties")
    if isinstance(properties, dict):
        order = schema_ordered(schema)["order"]
        localized["properties"] = {name: pick(properties[name]) for name in order}
    return localized
