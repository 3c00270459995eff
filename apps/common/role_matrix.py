"""Which API operations the role-matrix tests cover. A matrix module declares the calls its
rows make with `matrix_covers(...)`, beside the list that drives them, and which callers the
rows are; `apps/common/tests/test_role_matrix.py` imports every test module and fails when an
operation of the OpenAPI schema has no matrix, or one without every role it needs."""

from collections.abc import Iterable
from dataclasses import dataclass

PERSON_ROLES = frozenset({"individual", "owner", "member", "outsider", "anonymous"})
AGENT_ROLES = frozenset({"agent", "anonymous", "individual"})

# (METHOD, path as the matrix calls it) -> the roles of its rows.
COVERED: dict[tuple[str, str], set[str]] = {}


def matrix_covers(calls: Iterable[tuple[str, str]], *, roles: Iterable[str] = PERSON_ROLES, prefix: str = "") -> None:
    """Records that a matrix calls each `(method, path)` (`prefix` + path; `{placeholders}`
    and a query are fine) with a row for every one of `roles`."""
    for method, path in calls:
        COVERED.setdefault((method.upper(), prefix + path.split("?")[0]), set()).update(roles)


@dataclass(frozen=True)
class Operation:
    method: str
    path: str  # the schema's template, e.g. /api/iam/v1/friends/{friendship_id}
    roles: frozenset[str]


def _matches(called: str, template: str) -> int | None:
    """How many segments `called` names literally where `template` has them too, or None when
    it is not a call of `template`. A placeholder only stands for a parameter."""
    called_parts, template_parts = called.strip("/").split("/"), template.strip("/").split("/")
    if len(called_parts) != len(template_parts):
        return None
    literal = 0
    for part, pattern in zip(called_parts, template_parts, strict=True):
        if pattern.startswith("{"):
            continue
        if part != pattern:
            return None
        literal += 1
    return literal


def operation_of(method: str, called: str, operations: Iterable[Operation]) -> Operation | None:
    """The operation a matrix's call is of: the one whose literal segments it matches most."""
    candidates = [(op, _matches(called, op.path)) for op in operations if op.method == method]
    found = [(literal, op) for op, literal in candidates if literal is not None]
    return max(found, key=lambda pair: pair[0])[1] if found else None


def gaps(operations: Iterable[Operation], covered: dict[tuple[str, str], set[str]]) -> dict[str, list[str]]:
    """What is missing: `uncovered` operations, operations whose matrices lack `roles`, and
    `unknown` declared calls that are no operation of the schema."""
    operations = list(operations)
    roles: dict[Operation, set[str]] = {}
    unknown = []
    for (method, called), called_roles in covered.items():
        operation = operation_of(method, called, operations)
        if operation is None:
            unknown.append(f"{method} {called}")
        else:
            roles.setdefault(operation, set()).update(called_roles)
    return {
        "uncovered": sorted(f"{op.method} {op.path}" for op in operations if op not in roles),
        "roles": sorted(
            f"{op.method} {op.path}: {sorted(op.roles - roles[op])}"
            for op in operations
            if op in roles and not op.roles <= roles[op]
        ),
        "unknown": sorted(unknown),
    }
