"""The field rules the web app checks too (`frontend/src/config/validation.json`), read by both
sides: lengths, patterns and character classes for passwords, names, aliases, company names
and ids, e-mail addresses, phone numbers and codes. `field_problem` is the server's reading,
`frontend/src/config/validation.ts` the client's, line for line; the shared cases
(`validation-cases.json`) run through both (`apps/common/tests/test_validation.py` and
`src/components/form/validationCases.test.ts`).

The patterns are written in the part of the regex language Python's `re` and JavaScript's
`u` regexes read alike: no `\\d`, `\\w`, `\\s`, `\\b` (Unicode-wide in Python, ASCII in
JavaScript), no anchors or flags: `mustBe` / `mustNotBe` match the whole value, `mustContain`
anywhere."""

import json
import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from django.conf import settings

RULES_FILE = settings.BASE_DIR / "frontend" / "src" / "config" / "validation.json"

TextKind = Literal["plain", "name", "password"]
# Why a value is refused, in the order they are checked; each side words them its own way.
Problem = Literal["required", "control", "invisible", "length", "forbidden", "composition", "format"]


@dataclass(frozen=True)
class FieldRule:
    text: TextKind
    min: int = 0
    max: int | None = None
    optional: bool = False
    upper_case: bool = False
    must_be: str | None = None
    must_not_be: str | None = None
    must_contain: tuple[str, ...] = ()
    must_not_contain: tuple[str, ...] = ()
    digits: tuple[int, int] | None = None


def _rule(row: dict[str, Any]) -> FieldRule:
    digits = row.get("digits")
    return FieldRule(
        text=row["text"],
        min=row.get("min", 0),
        max=row.get("max"),
        optional=row.get("optional", False),
        upper_case=row.get("upperCase", False),
        must_be=row.get("mustBe"),
        must_not_be=row.get("mustNotBe"),
        must_contain=tuple(row.get("mustContain", ())),
        must_not_contain=tuple(row.get("mustNotContain", ())),
        digits=(digits["min"], digits["max"]) if digits else None,
    )


_RULES = json.loads(RULES_FILE.read_text())
FIELD_RULES: dict[str, FieldRule] = {name: _rule(row) for name, row in _RULES["fields"].items()}
# The characters no single-line text holds (C0, DEL, C1), as a character class's inside.
CONTROL_CHARACTERS: str = _RULES["text"]["control"]
# What `str.strip()` removes (Python's whitespace), which the client trims alike.
TRIMMED_CHARACTERS: str = _RULES["text"]["trim"]
INVISIBLE_CATEGORIES: frozenset[str] = frozenset(_RULES["text"]["invisibleCategories"])
_CONTROL = re.compile(f"[{CONTROL_CHARACTERS}]")
_DIGIT = re.compile("[0-9]")


def length_bounds(field: str) -> tuple[int, int]:
    """A rule's least and most characters (for model fields and messages)."""
    rule = FIELD_RULES[field]
    if rule.max is None:
        raise ValueError(f"{field} has no maximum length")
    return rule.min, rule.max


def has_invisible_characters(text: str) -> bool:
    return any(unicodedata.category(character) in INVISIBLE_CATEGORIES for character in text)


@cache
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


def field_value(field: str, raw: str) -> str:
    """The value as the server keeps it: trimmed (not a password), a name NFKC-normalised,
    an id upper-cased."""
    rule = FIELD_RULES[field]
    value = raw if rule.text == "password" else raw.strip()
    if rule.text == "name":
        value = unicodedata.normalize("NFKC", value)
    return value.upper() if rule.upper_case else value


def field_problem(field: str, raw: str) -> Problem | None:
    """Why `raw` is not a valid `field`, or None."""
    rule = FIELD_RULES[field]
    value = field_value(field, raw)
    if not value:
        return None if rule.optional else "required"
    if _CONTROL.search(value):
        return "control"
    if rule.text == "name" and has_invisible_characters(value):
        return "invisible"
    if len(value) < rule.min or (rule.max is not None and len(value) > rule.max):
        return "length"
    if any(part in value for part in rule.must_not_contain) or (
        rule.must_not_be and _compiled(rule.must_not_be).fullmatch(value)
    ):
        return "forbidden"
    if not all(_compiled(pattern).search(value) for pattern in rule.must_contain):
        return "composition"
    if rule.must_be and not _compiled(rule.must_be).fullmatch(value):
        return "format"
    if rule.digits and not rule.digits[0] <= len(_DIGIT.findall(value)) <= rule.digits[1]:
        return "format"
    return None
