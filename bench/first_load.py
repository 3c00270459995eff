"""The first signed-in load of a page in Chromium, cold, on loopback and on a slow 4G profile.

Starts one daphne process on loopback as production runs (`DEBUG` off, the built bundle with
its precompressed files; its own SQLite file unless DATABASE_URL is set), seeds the demo data,
signs alice in through the API and hands her session to `first_load.mjs`, which opens the
page in Chromium (Debian's, through the frontend's playwright-core) in a new context each run,
so with an empty cache, the session already stored as a returning person has it:

- loopback: no throttle;
- slow 4G: Lighthouse's figures through Chromium's DevTools throttle (150 ms round trip,
  1.6 Mbit/s down, 750 kbit/s up), with the CPU slowed `--cpu` times (default 1; Lighthouse
  uses 4 for a middling phone).

    .venv/bin/python bench/first_load.py [--path /app] [--runs 3] [--cpu 1] [--waterfall]

Prints for each profile the median over the runs of the requests the page made until it was
usable, their bytes on the wire (all, and JavaScript's) and the JavaScript unpacked, the first
contentful paint and the time until the page is usable (with the fastest and slowest run):
its `h1` shown with the navigation, its data rendered (a row or the empty state) and no
loader, skeleton or busy region left. `--waterfall` adds one run's requests with their start
and end in ms (the later ones too). Needs `make build` first. Everything stays on 127.0.0.1.
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

import requests

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from agent_heartbeats import free_port, prepare_django, start_server, wait_healthy  # noqa: E402

from apps.common.testing.servers import stop_process  # noqa: E402

ACCOUNT = "alice@demo.local"
MBIT = 1_000_000 / 8  # bytes a second
SLOW_4G = {"name": "slow 4G", "latency": 150, "down": 1.6 * MBIT, "up": 0.75 * MBIT}
# The page is usable: its title, the navigation and its data shown, nothing still loading.
USABLE = """() => {
  const title = document.querySelector('h1');
  if (!title || !title.textContent.trim()) return false;
  if (!document.querySelector('nav [role="menuitem"]')) return false;
  if (!document.querySelector('[data-row-key], .ant-empty')) return false;
  const loading = '[aria-busy="true"], .ant-spin-spinning, .ant-skeleton, [role="status"][aria-label]';
  if (document.querySelector(loading)) return false;
  return performance.now();
}"""


def sign_in(base: str) -> dict:
    """What a browser keeps of alice's sign-in: the session the client stores and the cookies
    the answer sets (the document cookie, which lets the server draw her figures)."""
    from apps.demo.management.commands.seed_demo import DEMO_PASSWORD

    answer = requests.post(
        f"{base}/api/iam/v1/login/password", json={"account": ACCOUNT, "password": DEMO_PASSWORD}, timeout=10
    )
    answer.raise_for_status()
    return {"session": answer.json()["data"], "cookies": dict(answer.cookies)}


def measure(base: str, signed_in: dict, args: argparse.Namespace) -> dict:
    options = {
        "base": base,
        "path": args.path,
        **signed_in,
        "runs": args.runs,
        "chromium": args.chromium,
        "usable": USABLE,
        "profiles": [{"name": "loopback", "cpu": 1}, {**SLOW_4G, "cpu": args.cpu}],
    }
    node = shutil.which("node") or "node"
    done = subprocess.run(
        [node, str(ROOT / "bench" / "first_load.mjs"), json.dumps(options)],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    if done.returncode != 0:
        raise SystemExit(f"the browser run failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout)


def report(results: dict, args: argparse.Namespace) -> None:
    print(f"first signed-in load of {args.path} as alice, cold cache, median of {args.runs} runs")
    print(
        f"{'profile':<16}{'requests':>9}{'on the wire':>14}{'JS wire':>11}{'JS unpacked':>13}{'FCP':>9}{'usable':>9}"
        f"  {'(fastest-slowest)'}"
    )
    for name, runs in results.items():
        label = f"{name} (CPU {args.cpu}x)" if name != "loopback" and args.cpu > 1 else name

        def median(key: str, runs: list = runs) -> float:
            return statistics.median(run[key] for run in runs)

        print(
            f"{label:<16}{median('requests'):>9.0f}{median('wireBytes') / 1024:>10.0f} KiB"
            f"{median('scriptWireBytes') / 1024:>7.0f} KiB{median('scriptBytes') / 1024:>9.0f} KiB"
            f"{median('fcpMs') / 1000:>8.2f}s{median('usableMs') / 1000:>8.2f}s"
            f"  ({min(run['usableMs'] for run in runs) / 1000:.2f}-{max(run['usableMs'] for run in runs) / 1000:.2f}s)"
        )
    if args.waterfall:
        for name, runs in results.items():
            print(f"\n{name}, first run: start-end ms, KiB on the wire, type, path")
            for request in runs[0]["waterfall"]:
                end = request.get("end")
                print(
                    f"{request['at']:>6}-{end if end is not None else '…':<6}{request['wire'] / 1024:>7.1f} "
                    f"{request['type']:<10} {request['url']}"
                )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--path", default="/app", help="the page to load (default /app, where sign-in lands)")
    parser.add_argument("--runs", type=int, default=3, choices=range(1, 21), metavar="1..20")
    parser.add_argument(
        "--cpu", type=int, default=1, choices=range(1, 9), metavar="1..8", help="CPU slowdown on slow 4G"
    )
    parser.add_argument("--waterfall", action="store_true", help="list one run's requests")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium-headless-shell"))
    args = parser.parse_args()
    if not (ROOT / "frontend" / "webpack-stats.json").exists():
        raise SystemExit("no bundle: run `make build` first")

    prepare_django()
    from django.core.management import call_command

    logging.disable(logging.WARNING)  # the seed's eager tasks log each run
    call_command("seed_demo", stdout=open(os.devnull, "w"))  # noqa: SIM115
    logging.disable(logging.NOTSET)
    port = free_port()
    server = start_server(port)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(base, server)
        report(measure(base, sign_in(base), args), args)
    finally:
        stop_process(server)


if __name__ == "__main__":
    main()
