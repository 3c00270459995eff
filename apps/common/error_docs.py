"""`docs/api/errors.md`, written from the error catalogue (`manage.py docs_errors`)."""

from pathlib import Path

from django.apps import apps
from django.conf import settings
from django.utils import translation

from .errors import AGENT_ERROR_CODES, ERROR_CODES

ERRORS_PAGE = Path("docs") / "api" / "errors.md"
COMMAND = ".venv/bin/python manage.py docs_errors"

HEADER = f"""# Error codes

<!-- Generated from the error catalogue by `{COMMAND}`; do not edit by hand. -->

Every failure the API answers carries one of these codes in `error`, with `code` equal to the
HTTP status and `msg` the message in the caller's language (the English one below); `data`
holds field errors or the details the area's page names. Each app declares its codes in its
own `errors.py` and registers them from its `AppConfig.ready()`; `apps/common/errors.py` keeps
the contract's generic ones. A code registered twice stops the start-up. To add a code, declare
it in the app that answers it and run `{COMMAND}`. See [the API contract](README.md).
"""

AGENT_HEADER = """## Agent error codes

What an agent may send as `code` in a failed command's result
([the agent protocol](agent.md); `apps/devices/agent_errors.py`). A code this server does not
know reads as `unknown`.
"""


def _package(label: str) -> str:
    """`apps/store` for the app label `market`: the docs name packages, not labels."""
    return apps.get_app_config(label).name.replace(".", "/")


def _cell(text: object) -> str:
    return str(text).replace("|", "\\|")


def error_catalogue_markdown() -> str:
    """The page's text: the API's codes by HTTP status, then the agent's codes."""
    with translation.override("en"):
        api_rows = [
            f"| `{code}` | {status} | {_cell(message)} | `{_package(ERROR_CODES.owner(code))}` |"
            for code, (status, message) in sorted(ERROR_CODES.items(), key=lambda item: (item[1][0], item[0]))
        ]
        agent_rows = [f"| `{code}` | {_cell(meaning)} |" for code, meaning in sorted(AGENT_ERROR_CODES.items())]
    return "\n".join(
        [
            HEADER,
            "| Code | HTTP | Message (English) | App |",
            "|---|---|---|---|",
            *api_rows,
            "",
            AGENT_HEADER,
            "| Code | Meaning |",
            "|---|---|",
            *agent_rows,
            "",
        ]
    )


def errors_page_path() -> Path:
    return Path(settings.BASE_DIR) / ERRORS_PAGE
