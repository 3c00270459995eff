"""Check in the first seconds of `make test` (and `make check`, `make e2e`) that what its later
steps need is on this machine: Python 3.11+ (the venv is made from `python3`), Node 20.19+,
gettext's msgfmt when the Chinese messages must be compiled, and Chromium's headless shell for
the end-to-end step (`CHROMIUM_PATH`, else /usr/bin/chromium-headless-shell: Debian's build of
what Playwright runs headless, lighter than the whole browser on a 2-core machine).

Run as root where apt-get exists, it installs Chromium and gettext from Debian's packages (as
`.ci/run` does); otherwise, and for Python and Node, it prints one line per missing tool naming
what to install and exits 1. Nothing is written when all is present.

Usage: preflight.py [python] [node] [gettext] [chromium]   (all four when none is named)"""

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PO = ROOT / "locale/zh_Hans/LC_MESSAGES/django.po"
MO = PO.with_suffix(".mo")
PYTHON = (3, 11)
NODE = (20, 19)
CHROMIUM = "/usr/bin/chromium-headless-shell"


def _version(command: str) -> tuple[int, ...] | None:
    """The first dotted version `command --version` prints, or None when it is not there."""
    if not shutil.which(command):
        return None
    try:
        printed = subprocess.run([command, "--version"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    match = re.search(r"(\d+)\.(\d+)", printed)
    return (int(match[1]), int(match[2])) if match else None


def _python() -> bool:
    found = _version("python3")
    return found is not None and found >= PYTHON


def _node() -> bool:
    found = _version("node")
    return found is not None and found >= NODE


def _gettext() -> bool:
    # Only `manage.py compilemessages` runs msgfmt, and make runs it only for a stale .mo.
    compiled = MO.exists() and MO.stat().st_mtime >= PO.stat().st_mtime
    return compiled or shutil.which("msgfmt") is not None


def _chromium() -> bool:
    return os.access(os.environ.get("CHROMIUM_PATH") or CHROMIUM, os.X_OK)


# need: (is it there, the Debian package that brings it or None, the line naming what to install)
NEEDS: dict[str, tuple[Callable[[], bool], str | None, str]] = {
    "python": (_python, None, "install Python 3.11 (python3 on PATH makes the venv)"),
    "node": (_node, None, "install Node.js 20.19 or newer (node on PATH)"),
    "gettext": (_gettext, "gettext", "install gettext: apt-get install gettext (msgfmt compiles the messages)"),
    "chromium": (
        _chromium,
        "chromium-headless-shell",
        "install Chromium: apt-get install chromium-headless-shell (or set CHROMIUM_PATH)",
    ),
}


def _apt_install(packages: list[str]) -> None:
    """Debian's packages, as `.ci/run` installs them; the package lists are fetched on a miss."""
    print(f"preflight: apt-get install {' '.join(packages)}", flush=True)
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    install = ["apt-get", "install", "-y", "-qq", "--no-install-recommends", *packages]
    if subprocess.run(install, env=env, stdout=subprocess.DEVNULL).returncode != 0:
        subprocess.run(["apt-get", "update", "-qq"], env=env, stdout=subprocess.DEVNULL)
        subprocess.run(install, env=env, stdout=subprocess.DEVNULL)


def main(names: list[str]) -> int:
    unknown = [name for name in names if name not in NEEDS]
    if unknown:
        print(f"preflight: unknown need {', '.join(unknown)}; known: {', '.join(NEEDS)}", file=sys.stderr)
        return 2
    missing = [name for name in names or NEEDS if not NEEDS[name][0]()]
    packages = [package for name in missing if (package := NEEDS[name][1])]
    if packages and os.geteuid() == 0 and shutil.which("apt-get"):
        _apt_install(packages)
        missing = [name for name in missing if not NEEDS[name][0]()]
    for name in missing:
        print(NEEDS[name][2], file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
