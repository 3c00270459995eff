"""Lighthouse's mobile preset on the first pages a phone opens, as production serves them.

Installs Lighthouse 12.2.3 on demand into `var/bench-tools` (never into the frontend's
packages), starts one daphne process on 127.0.0.1:8791 as production runs (`DEBUG` off, the
built bundle with its precompressed files and year-long cache headers; its own SQLite file
unless DATABASE_URL is set), seeds the demo data with `make run`'s 300 market listings and
runs Lighthouse (through `lighthouse.mjs`, in Debian's Chromium headless shell, the
end-to-end tests' browser) on each page three times: `/`, `/auth/signin` and `/market` signed
out, `/app` and `/wallet` signed in as alice (a fresh sign-in each run), every run with a
phone's User-Agent (so the phone rule sends a signed-out phone from `/` and `/market` to
`/m/market`) and a fresh browser profile (an empty cache).

    .venv/bin/python bench/lighthouse.py [--runs 3] [--port 8791] [--path /market ...] [--detail] [--reports DIR]

Prints per page the medians of performance, accessibility, LCP, TBT, CLS, the DOM's
elements and the machine's speed as Lighthouse measured it before each run (its
`benchmarkIndex`: the preset's 4x is calibrated on 1,500-2,000, and a slower moment lowers
every main-thread figure), and whether the page meets the targets (performance at least 90,
accessibility 100, CLS under 0.1); `--detail` adds each run's line with what Lighthouse says would save
time, `--reports DIR` keeps each run's whole report. Needs `make build` first. Everything stays on 127.0.0.1.
"""

import argparse
import json
import logging
import os
import shutil
import statistics
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from agent_heartbeats import prepare_django, start_server, wait_healthy  # noqa: E402
from first_load import sign_in  # noqa: E402

from apps.common.testing.servers import stop_process  # noqa: E402

VERSION = "12.2.3"
TOOLS = ROOT / "var" / "bench-tools"
PAGES = [("/", False), ("/auth/signin", False), ("/market", False), ("/app", True), ("/wallet", True)]
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# A real phone's browser (Chrome on a Pixel 7), so the client's phone rule applies.
PHONE = (
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/131.0.0.0 Mobile Safari/537.36"
)


def install() -> None:
    """Lighthouse `VERSION` in `TOOLS`, installed there unless it already is."""
    manifest = TOOLS / "node_modules" / "lighthouse" / "package.json"
    if manifest.exists() and json.loads(manifest.read_text())["version"] == VERSION:
        return
    npm = shutil.which("npm") or "npm"
    TOOLS.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [npm, "install", "--prefix", str(TOOLS), "--no-audit", "--no-fund", f"lighthouse@{VERSION}"], check=True
    )


def lighthouse(base: str, path: str, signed_in: dict | None, args: argparse.Namespace, run: int) -> dict:
    report = args.reports / f"{path.strip('/').replace('/', '-') or 'root'}-{run}.json" if args.reports else None
    options = {
        "base": base,
        "path": path,
        **(signed_in or {}),
        "report": str(report) if report else None,
        "tools": str(TOOLS),
        "chromium": args.chromium,
        "flags": FLAGS,
        "userAgent": PHONE,
    }
    node = shutil.which("node") or "node"
    # Once more when a run fails: on a busy machine Chromium's protocol now and then times out.
    for _attempt in range(2):
        done = subprocess.run(
            [node, str(ROOT / "bench" / "lighthouse.mjs"), json.dumps(options)],
            capture_output=True,
            text=True,
            check=False,
            timeout=300,
        )
        if done.returncode == 0:
            return json.loads(done.stdout)
    raise SystemExit(f"Lighthouse failed on {path}:\n{done.stderr[-2000:]}")


def report(results: dict[str, list[dict]], runs: int) -> bool:
    print(f"Lighthouse {VERSION}, mobile preset, phone User-Agent, median of {runs} runs")
    # `speed`: Lighthouse's benchmarkIndex (its 4x is calibrated on 1,500-2,000; lower is slower).
    print(
        f"{'page':<14}{'opens':<14}{'perf':>5}{'a11y':>6}{'LCP':>8}{'TBT':>8}{'CLS':>7}{'DOM':>6}{'speed':>7}  targets"
    )
    met = True
    for path, lines in results.items():

        def median(key: str, lines: list = lines) -> float:
            return statistics.median(line[key] for line in lines)

        perf, a11y, cls = median("performance"), median("accessibility"), median("cls")
        misses = [
            name for name, ok in (("perf<90", perf >= 90), ("a11y<100", a11y == 100), ("CLS>=0.1", cls < 0.1)) if not ok
        ]
        met = met and not misses
        opens = urlsplit(lines[0]["finalUrl"]).path
        print(
            f"{path:<14}{opens:<14}{perf:>5.0f}{a11y:>6.0f}{median('lcp') / 1000:>7.2f}s{median('tbt'):>6.0f}ms"
            f"{cls:>7.3f}{median('dom'):>6.0f}{median('speed'):>7.0f}"
            f"  {'pass' if not misses else 'FAIL ' + ', '.join(misses)}"
        )
    return met


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3, choices=range(1, 11), metavar="1..10")
    parser.add_argument("--port", type=int, default=8791)
    parser.add_argument("--path", action="append", help="only these pages (default: all five)")
    parser.add_argument("--detail", action="store_true", help="print each run's figures and opportunities")
    parser.add_argument("--reports", type=Path, help="write each run's whole JSON report into this folder")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium-headless-shell"))
    args = parser.parse_args()
    if not (ROOT / "frontend" / "webpack-stats.json").exists():
        raise SystemExit("no bundle: run `make build` first")
    pages = [(path, signed_in) for path, signed_in in PAGES if not args.path or path in args.path]
    install()
    if args.reports:
        args.reports.mkdir(parents=True, exist_ok=True)

    prepare_django()
    from django.core.management import call_command

    logging.disable(logging.WARNING)  # the seed's eager tasks log each run
    call_command("seed_demo", market=300, stdout=open(os.devnull, "w"))  # noqa: SIM115
    logging.disable(logging.NOTSET)
    server = start_server(args.port)
    base = f"http://127.0.0.1:{args.port}"
    results: dict[str, list[dict]] = {}
    try:
        wait_healthy(base, server)
        for path, signed_in in pages:
            for run in range(1, args.runs + 1):
                # A fresh session each run: the last run's client may have rotated its tokens.
                line = lighthouse(base, path, sign_in(base) if signed_in else None, args, run)
                results.setdefault(path, []).append(line)
                if args.detail:
                    print(json.dumps(line), flush=True)
    finally:
        stop_process(server)
    sys.exit(0 if report(results, args.runs) else 1)


if __name__ == "__main__":
    main()
