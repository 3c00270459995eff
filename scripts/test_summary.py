"""Add up the JUnit XML files of every suite: each suite's time and test count, then
`N passed, N failed, N skipped` as the last line.

Usage: test_summary.py [folder] [exit status of the run]"""

import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def _seconds(root: ET.Element) -> float:
    """A report's run time: its own `time`, else the sum of its suites'."""
    if root.get("time"):
        return float(root.get("time", 0))
    return sum(float(suite.get("time", 0)) for suite in root.iter("testsuite"))


def main(folder: str, status: int) -> int:
    passed = failed = skipped = 0
    for report in sorted(Path(folder).glob("*.xml")):
        root = ET.parse(report).getroot()
        print(f"  {report.stem:<8} {_seconds(root):>7.1f} s  {sum(1 for _ in root.iter('testcase'))} tests")
        for case in root.iter("testcase"):
            if case.find("failure") is not None or case.find("error") is not None:
                failed += 1
            elif case.find("skipped") is not None:
                skipped += 1
            else:
                passed += 1
    if status and not failed:
        failed = 1  # a check outside the suites (lint, types, build) failed
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 0


if __name__ == "__main__":
    args = sys.argv[1:]
    sys.exit(main(args[0] if args else "var/test-results", int(args[1]) if len(args) > 1 else 0))
