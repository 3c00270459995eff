"""Add up the JUnit XML files of every suite and print `N passed, N failed, N skipped`.

Usage: test_summary.py [folder] [exit status of the run]"""

import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def main(folder: str, status: int) -> int:
    passed = failed = skipped = 0
    for report in sorted(Path(folder).glob("*.xml")):
        for case in ET.parse(report).getroot().iter("testcase"):
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
