"""Every API operation of the schema is called by a role-matrix test with a row for each caller
it must answer: individual, company owner, member, outsider and anonymous; the device-agent
protocol an agent, anonymous and a signed-in person (`apps/common/role_matrix.py`)."""

import importlib
from pathlib import Path

from django.conf import settings
from drf_spectacular.generators import SchemaGenerator

from apps.common.role_matrix import AGENT_ROLES, COVERED, PERSON_ROLES, Operation, gaps, matrix_covers

METHODS = {"get", "post", "put", "patch", "delete"}


def schema_operations() -> list[Operation]:
    schema = SchemaGenerator().get_schema(request=None, public=True)
    return [
        Operation(method.upper(), path, AGENT_ROLES if "/agent/" in path else PERSON_ROLES)
        for path, operations in schema["paths"].items()
        for method in operations
        if method in METHODS
    ]


def import_every_test_module() -> None:
    """The matrices declare their calls when imported; a run of one app's tests alone has not
    imported the others."""
    root = Path(settings.BASE_DIR)
    for module in sorted(root.glob("apps/*/tests/test_*.py")):
        importlib.import_module(".".join(module.relative_to(root).with_suffix("").parts))


def test_every_operation_has_a_role_matrix_with_every_role():
    import_every_test_module()
    assert gaps(schema_operations(), COVERED) == {"uncovered": [], "roles": [], "unknown": []}


def test_a_new_call_without_a_matrix_fails_and_a_placeholder_is_only_a_parameter():
    operations = [
        Operation("GET", "/api/x/v1/things", PERSON_ROLES),
        Operation("GET", "/api/x/v1/things/{id}", PERSON_ROLES),
        Operation("GET", "/api/x/v1/things/export", PERSON_ROLES),
        Operation("POST", "/api/x/v1/agent/beat", AGENT_ROLES),
    ]
    covered: dict[tuple[str, str], set[str]] = {}
    covered[("GET", "/api/x/v1/things/{thing}")] = set(PERSON_ROLES)
    covered[("GET", "/api/x/v1/things/7")] = set(PERSON_ROLES - {"member"})
    covered[("GET", "/api/x/v1/things/{thing}/gone")] = set(PERSON_ROLES)
    covered[("POST", "/api/x/v1/agent/beat")] = set(AGENT_ROLES)
    assert gaps(operations, covered) == {
        "uncovered": ["GET /api/x/v1/things", "GET /api/x/v1/things/export"],
        "roles": [],
        "unknown": ["GET /api/x/v1/things/{thing}/gone"],
    }
    covered = {("GET", "/api/x/v1/things/export"): set(PERSON_ROLES - {"anonymous"})}
    assert gaps(operations[2:3], covered)["roles"] == ["GET /api/x/v1/things/export: ['anonymous']"]


def test_a_declaration_drops_the_query_and_adds_the_prefix():
    before = dict(COVERED)
    try:
        matrix_covers([("get", "zz-test/things?page=2")], roles={"agent"}, prefix="/api/zz/")
        assert COVERED[("GET", "/api/zz/zz-test/things")] == {"agent"}
    finally:
        COVERED.clear()
        COVERED.update(before)
