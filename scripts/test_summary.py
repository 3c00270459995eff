"""Add up the JUnit XML files of every suite: each suite's time and test count beside its
budget, the run's wall time beside the run's budget (DECISIONS.md item 9), one "over budget"
line per suite or run over its budget, then `N passed, N failed, N skipped` as the last line.

The budgets inform; they decide nothing: the exit status is always 0. `docs/testing-suites.md`
holds the measured times.

Usage: test_summary.py [folder] [exit status of the run] [--run check|test|ci] [--started EPOCH]
(the run's clock starts at --started, else at the `started` file `make clean-results` writes)"""

import argparse
import time
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

# Seconds, on the 2-core machine from a fresh clone. A suite's reports are `<suite>[-<part>].xml`.
SUITE_BUDGETS = {"pytest": 240, "vitest": 180, "e2e": 300, "scale": 300, "agent": 300, "fuzz": 600}
RUN_BUDGETS = {"check": 8 * 60, "test": 15 * 60, "ci": 35 * 60}
RUN_NAMES = {"check": "make check", "test": "make test", "ci": ".ci/run"}


def _seconds(root: ET.Element) -> float:
    """A report's run time: its own `time`, else the sum of its suites'."""
    if root.get("time"):
        return float(root.get("time", 0))
    return sum(float(suite.get("time", 0)) for suite in root.iter("testsuite"))


def _wall_seconds(folder: Path, suite: str, reported: float) -> float:
    """A suite's wall time when its run kept one (`<suite>.seconds`: vitest's report sums its
    workers' times, the fuzz run's reports their overlapping passes), else what its reports
    say."""
    kept = folder / f"{suite}.seconds"
    return float(kept.read_text()) if kept.exists() else reported


def _over(name: str, seconds: float, budget: int | None) -> str | None:
    if budget is None or seconds <= budget:
        return None
    return f"over budget: {name} took {seconds:.0f} s, its budget is {budget} s"


def main(folder: Path, status: int, run: str | None, started: float | None) -> int:
    passed = failed = skipped = 0
    seconds: dict[str, float] = defaultdict(float)
    tests: dict[str, int] = defaultdict(int)
    for report in sorted(folder.glob("*.xml")):
        root = ET.parse(report).getroot()
        suite = report.stem.split("-")[0]
        seconds[suite] += _seconds(root)
        for case in root.iter("testcase"):
            tests[suite] += 1
            if case.find("failure") is not None or case.find("error") is not None:
                failed += 1
            elif case.find("skipped") is not None:
                skipped += 1
            else:
                passed += 1
    overs = []
    for suite, reported in seconds.items():
        took = _wall_seconds(folder, suite, reported)
        budget = SUITE_BUDGETS.get(suite)
        within = f"  budget {budget} s" if budget else ""
        print(f"  {suite:<8} {took:>7.1f} s  {tests[suite]:>5} tests{within}")
        overs.append(_over(suite, took, budget))
    stamp = folder / "started"
    if started is None and stamp.exists():
        started = float(stamp.read_text())
    if run and started is not None:
        took = time.time() - started
        print(f"  {RUN_NAMES[run]}: {took / 60:.1f} min, budget {RUN_BUDGETS[run] // 60} min")
        overs.append(_over(RUN_NAMES[run], took, RUN_BUDGETS[run]))
    for line in filter(None, overs):
        print(line)
    if status and not failed:
        failed = 1  # a check outside the suites (lint, types, build) failed
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", nargs="?", default="var/test-results", type=Path)
    parser.add_argument("status", nargs="?", default=0, type=int)
    parser.add_argument("--run", choices=RUN_BUDGETS)
    parser.add_argument("--started", type=float)
    args = parser.parse_args()
    raise SystemExit(main(args.folder, args.status, args.run, args.started))
