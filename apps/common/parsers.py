"""Request bodies read with a bound on nesting: Python's JSON decoder recurses once per level,
so a body of a thousand nested arrays would exhaust the stack (a 500) before any validation.
A body nested deeper than `MAX_JSON_DEPTH` is refused first, as a malformed request (400)."""

import codecs
import json
from collections.abc import Mapping
from typing import Any

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser
from rest_framework.utils.json import strict_constant

# No call of the API nests deeper than a handful of levels (a demand's requirements, an app's
# runtime section); this leaves room and stays far below the decoder's recursion limit.
MAX_JSON_DEPTH = 32


def json_nested_too_deep(text: str, *, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether `text` opens more than `limit` arrays or objects inside each other (brackets in
    strings do not count). Linear; a body with few brackets is answered without a scan."""
    if text.count("[") + text.count("{") <= limit:
        return False
    depth, in_string, escaped = 0, False, False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > limit:
                return True
        elif char in "]}":
            depth -= 1
    return False


def json_loads_bounded(text: str, **options: Any) -> Any:
    """`json.loads`, but a ValueError for a body nested deeper than `MAX_JSON_DEPTH`."""
    if json_nested_too_deep(text):
        raise ValueError(f"nested deeper than {MAX_JSON_DEPTH} levels")
    return json.loads(text, **options)


class BoundedJSONParser(JSONParser):
    """DRF's JSON parser behind the depth bound (the request's body size is bounded already)."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Mapping[str, Any] | None = None) -> Any:
        encoding = (parser_context or {}).get("encoding", "utf-8")
        try:
            text = codecs.getreader(encoding)(stream).read()
            return json_loads_bounded(text, parse_constant=strict_constant if self.strict else None)
        except ValueError as exc:
            raise ParseError(f"JSON parse error - {exc}") from exc
