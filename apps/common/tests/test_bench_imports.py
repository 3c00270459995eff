"""The benches in `bench/` import the product inside their functions (after configuring
Django), so a renamed or moved name would only show when someone runs them: every name
they import from the project must exist."""

import ast
import importlib
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[3] / "bench"


def _project_imports() -> list[tuple[str, str, str]]:
    found = []
    for path in sorted(BENCH.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] in {"apps", "config"}:
                found += [(path.name, node.module, alias.name) for alias in node.names]
    return found


def test_the_benches_import_the_project():
    assert {bench for bench, _module, _name in _project_imports()} >= {"lists.py", "stream_fanout.py"}


@pytest.mark.parametrize(("bench", "module", "name"), _project_imports())
def test_every_name_a_bench_imports_exists(bench, module, name):
    assert hasattr(importlib.import_module(module), name), f"bench/{bench}: {module}.{name} is gone"
