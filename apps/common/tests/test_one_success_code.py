"""One success code: every success answers HTTP 200 with `code` 200, as the spec's client
rule says ("any other non-200 code rejects"). The schema documents no other 2xx, and no code
under apps/ sets one (`docs/decisions/0052-answers.md`)."""

import ast
import re
from pathlib import Path

from django.conf import settings
from drf_spectacular.generators import SchemaGenerator

OTHER_SUCCESS = re.compile(r"^HTTP_2(0[1-9]|[1-9]\d)_")


def other_successes(source: str) -> list[int]:
    """The lines of `source` that set a success status other than 200: a `status=` or
    `status_code` of 201-299, or any of DRF's `HTTP_2xx_*` names but `HTTP_200_OK`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Name | ast.Attribute | ast.alias):
            named = {ast.Name: "id", ast.Attribute: "attr", ast.alias: "name"}[type(node)]
            if OTHER_SUCCESS.match(vars(node)[named]):
                found.append(node.lineno)
        values = []
        if isinstance(node, ast.Call):
            values = [keyword.value for keyword in node.keywords if keyword.arg in ("status", "status_code")]
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(getattr(target, "id", getattr(target, "attr", "")) == "status_code" for target in targets):
                values = [node.value] if node.value is not None else []
        found += [
            value.lineno
            for value in values
            if isinstance(value, ast.Constant) and isinstance(value.value, int) and 200 < value.value < 300
        ]
    return sorted(found)


def test_every_operation_documents_its_success_as_200():
    schema = SchemaGenerator().get_schema(request=None, public=True)
    documented = {
        f"{method.upper()} {path}": sorted(status for status in operation["responses"] if str(status).startswith("2"))
        for path, operations in schema["paths"].items()
        for method, operation in operations.items()
    }
    assert len(documented) > 100
    assert {operation: codes for operation, codes in documented.items() if codes != ["200"]} == {}


def test_no_code_under_apps_answers_another_success_status():
    root = Path(settings.BASE_DIR) / "apps"
    modules = [
        path
        for path in root.rglob("*.py")
        if "tests" not in path.relative_to(root).parts and "migrations" not in path.relative_to(root).parts
    ]
    assert len(modules) > 100
    found = {str(path.relative_to(root)): lines for path in modules if (lines := other_successes(path.read_text()))}
    assert found == {}


def test_the_scan_notices_every_way_of_setting_another_success():
    source = """
from rest_framework import status
from rest_framework.status import HTTP_204_NO_CONTENT
ok = Response(data, status=200)
created = Response(data, status=201)
made = Response(data, status=status.HTTP_201_CREATED)
empty = HttpResponse(status=HTTP_204_NO_CONTENT)
response.status_code = 202
refused = Response(data, status=409)
"""
    assert other_successes(source) == [3, 5, 6, 7, 8]
