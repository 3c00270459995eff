"""`scripts/test_summary.py`: each suite's time beside its budget and an "over budget" line for
a suite or a run past its budget, which never fails the run."""

import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
SUMMARY = ROOT / "scripts/test_summary.py"


def _report(folder: Path, name: str, seconds: float, *cases: str) -> None:
    body = "".join(f'<testcase name="t{index}">{case}</testcase>' for index, case in enumerate(cases))
    (folder / f"{name}.xml").write_text(f'<testsuite name="{name}" time="{seconds}">{body}</testsuite>')


def _summary(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SUMMARY), str(folder), *args], capture_output=True, text=True)


def test_a_suite_and_a_run_over_budget_are_named_without_failing(tmp_path):
    _report(tmp_path, "pytest", 100.0, "", "<skipped/>")
    _report(tmp_path, "e2e", 420.0, "", "<failure/>")
    (tmp_path / "started").write_text(str(time.time() - 20 * 60))

    done = _summary(tmp_path, "1", "--run", "test")

    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert "  e2e        420.0 s      2 tests  budget 300 s" in lines
    assert "over budget: e2e took 420 s, its budget is 300 s" in lines
    assert not any(line.startswith("over budget: pytest") for line in lines)
    assert any(line.startswith("over budget: make test took 12") for line in lines)
    assert lines[-1] == "2 passed, 1 failed, 1 skipped"


def test_a_suites_parts_add_up_and_a_failed_step_counts_as_a_failure(tmp_path):
    _report(tmp_path, "fuzz-person", 400.0, "")
    _report(tmp_path, "fuzz-owner", 300.0, "")

    done = _summary(tmp_path, "2", "--run", "ci", "--started", str(time.time() - 60))

    lines = done.stdout.splitlines()
    assert "  fuzz       700.0 s      2 tests  budget 600 s" in lines
    assert "over budget: fuzz took 700 s, its budget is 600 s" in lines
    assert not any(line.startswith("over budget: .ci/run") for line in lines)
    assert lines[-1] == "2 passed, 1 failed, 0 skipped"


def test_a_suites_kept_wall_time_stands_for_its_reports_summed_time(tmp_path):
    """vitest's report sums its workers' times; the Makefile keeps its wall time beside it."""
    _report(tmp_path, "vitest", 228.0, "")
    (tmp_path / "vitest.seconds").write_text("123\n")

    lines = _summary(tmp_path).stdout.splitlines()
    assert "  vitest     123.0 s      1 tests  budget 180 s" in lines
    assert not any(line.startswith("over budget") for line in lines)
