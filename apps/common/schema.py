"""drf-spectacular post-processing: describe every answer as the envelope it really is."""

from typing import Any

ERROR_ENVELOPE = {
    "type": "object",
    "required": ["code", "msg", "error", "data"],
    "properties": {
        "code": {"type": "integer", "description": "Equal to the HTTP status."},
        "msg": {"type": "string", "description": "A translated, human-readable message."},
        "error": {
            "type": "string",
            "description": "A stable machine code from the error catalogue (docs/api/errors.md).",
        },
        "data": {
            "type": "object",
            "nullable": True,
            "additionalProperties": True,
            "description": "Field errors ({field: [message]}) or details, when there are any.",
        },
    },
}


def _wrap(schema: dict[str, Any] | None) -> dict[str, Any]:
    data = schema if schema is not None else {"type": "object", "nullable": True}
    return {
        "type": "object",
        "required": ["code", "msg", "data"],
        "properties": {"code": {"type": "integer"}, "msg": {"type": "string"}, "data": data},
    }


def wrap_in_envelope(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    result.setdefault("components", {}).setdefault("schemas", {})["ErrorEnvelope"] = ERROR_ENVELOPE
    for operations in result.get("paths", {}).values():
        for operation in operations.values():
            responses = operation.get("responses", {})
            for status, response in responses.items():
                if not str(status).startswith("2"):
                    continue
                content = response.setdefault("content", {})
                media = content.setdefault("application/json", {})
                media["schema"] = _wrap(media.get("schema"))
            responses["default"] = {
                "description": "Failure",
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorEnvelope"}}},
            }
    return result
