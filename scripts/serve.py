"""Start the web server (daphne), a Celery worker and Celery beat together; Ctrl-C stops all.
With `--simulate N` a few virtual device agents run beside them (`manage.py simulate_devices`),
so the device pages are alive in the demo; with `--simulate-market` the market's demo boxes
(`seed_demo --market N`) heartbeat on their long interval (`manage.py simulate_market`).

Used by `make run` and by the end-to-end tests. If any of them exits, the others are
stopped too and this script exits with its status.
"""

import argparse
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
# Connections waiting to be accepted. Twisted's default of 50 leaves a burst of opens (every
# tab's stream reconnecting after a restart) to the kernel's SYN retries, a minute for the
# last of 5,000; the kernel caps it at net.core.somaxconn.
LISTEN_BACKLOG = 4096


def web_command(host: str, port: str) -> list[str]:
    """daphne serving the app on host:port (`make run`, the end-to-end tests, the stream bench)."""
    interface = host.replace(":", "\\:")  # an IPv6 address, in Twisted's endpoint syntax
    endpoint = f"tcp:port={port}:interface={interface}:backlog={LISTEN_BACKLOG}"
    return [str(BIN / "daphne"), "-e", endpoint, "config.asgi:application"]


def site_address(host: str, port: str, *, environ: dict[str, str], dotenv: Path) -> str | None:
    """The `SITE_URL` to give the processes when it is set neither in the environment nor in
    `.env`: this server's own address, so the links it mails open on it on any `PORT`
    (DECISIONS item 13). None when one is set."""
    if environ.get("SITE_URL"):
        return None
    if dotenv.exists():
        for line in dotenv.read_text().splitlines():
            key, _, value = line.partition("=")
            if key.strip() == "SITE_URL" and value.strip().strip("'\""):
                return None
    reachable = "127.0.0.1" if host in ("", "0.0.0.0", "::") else host
    return f"http://{f'[{reachable}]' if ':' in reachable else reachable}:{port}"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
    parser.add_argument("--port", default=os.environ.get("PORT", "8000"))
    parser.add_argument("--simulate", type=int, default=0, help="run this many virtual device agents")
    parser.add_argument("--simulate-owner", help="bind the virtual devices to this account")
    parser.add_argument("--simulate-market", action="store_true", help="keep the market's demo boxes online")
    args = parser.parse_args()

    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    env.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")
    if own := site_address(args.host, str(args.port), environ=env, dotenv=ROOT / ".env"):
        env["SITE_URL"] = own
    concurrency = env.get("CELERY_CONCURRENCY", "2")
    commands = {
        "web": web_command(args.host, str(args.port)),
        "worker": [str(BIN / "celery"), "-A", "config", "worker", "-l", "INFO", "-c", concurrency],
        "beat": [str(BIN / "celery"), "-A", "config", "beat", "-l", "INFO"],
    }
    if args.simulate:
        commands["devices"] = [
            sys.executable,
            "manage.py",
            "simulate_devices",
            "--count",
            str(args.simulate),
            "--base-url",
            f"http://127.0.0.1:{args.port}",
            *(["--owner", args.simulate_owner] if args.simulate_owner else []),
        ]
    if args.simulate_market:
        commands["market"] = [sys.executable, "manage.py", "simulate_market"]
    children = {name: subprocess.Popen(cmd, cwd=ROOT, env=env) for name, cmd in commands.items()}
    print(f"Serving on http://{args.host}:{args.port}/ with a Celery worker and beat. Ctrl-C stops all.", flush=True)

    stopping = False

    def stop(_signum: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    status = 0
    while not stopping:
        exited = [(name, child.returncode) for name, child in children.items() if child.poll() is not None]
        if exited:
            name, status = exited[0]
            print(f"{name} exited with status {status}; stopping the rest.", file=sys.stderr, flush=True)
            break
        time.sleep(0.5)
    for child in children.values():
        if child.poll() is None:
            child.send_signal(signal.SIGTERM)
    deadline = time.monotonic() + 10
    for child in children.values():
        try:
            child.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            child.kill()
    return status


if __name__ == "__main__":
    sys.exit(main())
