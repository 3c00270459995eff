"""`scripts/preflight.py`, the first step of `make test`, against a faked PATH: each tool it looks
for is a small shell script in a folder of the test's own, and CHROMIUM_PATH points into it."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
PREFLIGHT = ROOT / "scripts/preflight.py"


def _tool(folder: Path, name: str, body: str) -> Path:
    path = folder / name
    path.write_text(f"#!/bin/sh\n{body}\n")
    path.chmod(0o755)
    return path


@pytest.fixture
def tools(tmp_path: Path) -> Path:
    """A PATH holding Python 3.11.7, Node 20.19.0 and a Chromium, and nothing else."""
    folder = tmp_path / "bin"
    folder.mkdir()
    _tool(folder, "python3", 'echo "Python 3.11.7"')
    _tool(folder, "node", "echo v20.19.0")
    _tool(folder, "chromium", "exit 0")
    return folder


def _preflight(tools: Path, *needs: str, chromium: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PATH": str(tools), "CHROMIUM_PATH": str(chromium or tools / "chromium")}
    return subprocess.run([sys.executable, str(PREFLIGHT), *needs], env=env, capture_output=True, text=True)


def test_all_present_passes_silently(tools):
    done = _preflight(tools, "python", "node", "chromium")

    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


def test_a_missing_chromium_stops_with_one_line_naming_what_to_install(tools, tmp_path):
    done = _preflight(tools, chromium=tmp_path / "no-chromium")

    assert done.returncode == 1
    assert done.stderr == "install Chromium: apt-get install chromium-headless-shell (or set CHROMIUM_PATH)\n"


@pytest.mark.parametrize(
    ("tool", "version", "line"),
    [
        ("node", "v20.18.3", "install Node.js 20.19 or newer (node on PATH)\n"),
        ("node", None, "install Node.js 20.19 or newer (node on PATH)\n"),
        ("python3", "Python 3.10.12", "install Python 3.11 (python3 on PATH makes the venv)\n"),
    ],
)
def test_an_old_or_missing_runtime_is_named(tools, tool, version, line):
    if version is None:
        (tools / tool).unlink()
    else:
        _tool(tools, tool, f'echo "{version}"')

    done = _preflight(tools)

    assert (done.returncode, done.stderr) == (1, line)


def test_only_the_named_needs_are_checked(tools, tmp_path):
    done = _preflight(tools, "python", "node", chromium=tmp_path / "no-chromium")

    assert done.returncode == 0


@pytest.mark.skipif(os.geteuid() != 0, reason="installs only as root")
def test_as_root_it_installs_chromium_with_apt_get(tools, tmp_path):
    chromium = tmp_path / "installed-chromium"
    calls = tmp_path / "apt-get.calls"
    # The fake apt-get logs its arguments and "installs" Chromium where CHROMIUM_PATH points.
    _tool(tools, "apt-get", f'echo "$@" >> {calls}\nprintf "#!/bin/sh\\n" > {chromium}\n/bin/chmod 755 {chromium}')

    done = _preflight(tools, "chromium", chromium=chromium)

    assert (done.returncode, done.stderr) == (0, "")
    assert calls.read_text() == "install -y -qq --no-install-recommends chromium-headless-shell\n"
