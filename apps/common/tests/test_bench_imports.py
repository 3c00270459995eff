"""The benches in `bench/` and the scripts in `scripts/` (the scale-out journey, the fuzz
run) import the product inside their functions (after configuring Django), so a renamed or
moved name would only show when someone runs them: every name they import from the
project must exist."""

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def _project_imports() -> list[tuple[str, str, str]]:
    found = []
    for path in sorted([*ROOT.glob("bench/*.py"), *ROOT.glob("scripts/*.py")]):
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] in {"apps", "config"}:
                found += [(f"{path.parent.name}/{path.name}", node.module, alias.name) for alias in node.names]
    return found


def test_the_benches_import_the_project():
    assert {bench for bench, _module, _name in _project_imports()} >= {
        "bench/lists.py",
        "bench/stream_fanout.py",
        "scripts/scale_test.py",
    }


@pytest.mark.parametrize(("bench", "module", "name"), _project_imports())
def test_every_name_a_bench_imports_exists(bench, module, name):
    assert hasattr(importlib.import_module(module), name), f"{bench}: {module}.{name} is gone"
