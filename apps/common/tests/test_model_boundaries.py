"""An app's public surface is its services and selectors: no app queries another app's
models directly (importing a model for a type or a foreign key is fine)."""

import ast
from pathlib import Path

APPS = Path(__file__).resolve().parents[2]
OUTSIDE_THE_CONTRACT = {"demo"}  # the demo seed writes every app's rows, as tests do


def _foreign_queries(path: Path, own_app: str) -> list[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    foreign: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("apps."):
            parts = node.module.split(".")
            if len(parts) >= 3 and parts[2] == "models" and parts[1] != own_app:
                foreign.update({alias.asname or alias.name: parts[1] for alias in node.names})
    return [
        f"{path}:{node.lineno} {node.value.id}.{node.attr} ({foreign[node.value.id]})"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and node.attr in {"objects", "_default_manager", "_base_manager"}
        and isinstance(node.value, ast.Name)
        and node.value.id in foreign
    ]


def test_no_app_queries_another_apps_models():
    found = []
    for app in sorted(p for p in APPS.iterdir() if (p / "apps.py").exists() and p.name not in OUTSIDE_THE_CONTRACT):
        for path in app.rglob("*.py"):
            if {"tests", "migrations"} & set(path.relative_to(app).parts):
                continue
            found += _foreign_queries(path, app.name)
    assert found == [], "query through the owning app's selectors or services instead:\n" + "\n".join(found)


def test_the_check_sees_a_foreign_query(tmp_path):
    module = tmp_path / "sample.py"
    module.write_text("from apps.accounts.models import User\n\nUser.objects.filter(is_active=True)\n")
    assert len(_foreign_queries(module, "friends")) == 1
    assert _foreign_queries(module, "accounts") == []
