"""The schema-driven fuzz run: schemathesis over the live OpenAPI schema, against a real daphne
process on loopback with a freshly seeded database. Every answer must be no server error
(5xx) and one the schema describes (status, content type and body). Each pass writes a JUnit
report `fuzz-<pass>.xml` into the results folder, which `scripts/test_summary.py` counts with
the other suites.

The passes run in order, so the calls that end or change the session cannot sabotage the
others: `person` (alice, an individual) and `owner` (bob in Demo Co's identity) call
everything a signed-in caller calls but those; `agent` calls the device-agent protocol with a
registered device's ID and secret; `session-enders` comes last (sign-out, switching identity,
changing the password, deleting the account). The per-person rate limits are raised for the
run, so the calls behind them are tested rather than refused with 429.

Usage: fuzz.py [--results DIR] [--seed N] [--examples N]
Uses DATABASE_URL when set (it is flushed and seeded, as the end-to-end run does), else a
fresh SQLite file var/fuzz.sqlite3.
"""

import argparse
import json
import os
import re
import secrets
import signal
import subprocess
import sys
import time
from contextlib import nullcontext
from pathlib import Path

import django
import requests

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")
django.setup()

from apps.common.testing import live_server  # noqa: E402 (needs the settings above)
from apps.demo.management.commands.seed_demo import DEMO_PASSWORD  # noqa: E402

PERSON = "alice@demo.local"
OWNER = "bob@demo.local"
RATES = [
    "REGISTER_RATE",
    "EMAIL_SEND_RATE",
    "DEVICE_BIND_RATE",
    "REAUTH_RATE",
    "AVATAR_UPLOAD_RATE",
    "ZCLOUD_CREATE_RATE",
    "COMPANY_CREATE_RATE",
    "COMPANY_INVITE_RATE",
    "COMPANY_APPLY_RATE",
    "DEPOSIT_CREATE_RATE",
    "RENTAL_CREATE_RATE",
    "DEMAND_CREATE_RATE",
    "ORDER_OFFER_RATE",
]
CEILINGS = ["DEPOSIT_PENDING_MAX", "DEMAND_OPEN_MAX"]
CHECKS = "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"
# POST logout, POST switch, PUT account/password, DELETE account: the only calls on their paths.
SESSION_ENDERS = ["/api/iam/v1/logout", "/api/iam/v1/switch", "/api/iam/v1/account/password", "/api/iam/v1/account"]
AGENT_PATHS = "^/api/cim/v1/agent/"
# Calls on one object get the id of one of the caller's own (the first of the list beside it), so
# their bodies reach the logic behind the object check; the other passes' ids are guesses.
KNOWN_IDS = {
    "/api/cim/v1/apps": "/api/cim/v1/apps/{id}",
    "/api/cim/v1/devices": "/api/cim/v1/devices/{id}",
    "/api/iam/v1/notifications": "/api/iam/v1/notifications/{notification_id}",
    "/api/iam/v1/friends": "/api/iam/v1/friends/{friendship_id}",
    "/api/iam/v1/friends/requests?direction=incoming": "/api/iam/v1/friends/requests/{request_id}",
    "/api/iam/v1/friends/tags": "/api/iam/v1/friends/tags/{tag_id}",
    "/api/rmp/v1/rentals": "/api/rmp/v1/rentals/{id}",
    "/api/rmp/v1/market/applications": "/api/rmp/v1/market/applications/{id}",
    "/api/rmp/v1/store/apps": "/api/rmp/v1/store/apps/{id}",
}


def manage(env: dict[str, str], *args: str) -> None:
    subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)


def data(response: requests.Response) -> dict:
    response.raise_for_status()
    return response.json()["data"]


def sign_in(base: str, account: str) -> str:
    body = {"account": account, "password": DEMO_PASSWORD}
    return data(requests.post(f"{base}/api/iam/v1/login/password", json=body, timeout=30))["token"]


def as_company_owner(base: str, account: str) -> str:
    """The access token of `account` switched to the first company it owns."""
    headers = {"Authorization": f"Bearer {sign_in(base, account)}"}
    companies = data(requests.get(f"{base}/api/iam/v1/sme", headers=headers, timeout=30))["items"]
    owned = next(company["id"] for company in companies if company["role"] == "owner")
    switched = requests.post(f"{base}/api/iam/v1/switch", json={"sme_id": owned}, headers=headers, timeout=30)
    return data(switched)["token"]


def register_agent(base: str, token: str) -> tuple[str, str]:
    body = {
        "registration_token": token,
        "serial": "fuzz-agent",
        "kind": "zbox",
        "resources": {"cpu_cores": 8, "memory_bytes": 2**34, "disk_bytes": 2**40, "gpus": []},
    }
    answer = data(requests.post(f"{base}/api/cim/v1/agent/register", json=body, timeout=30))
    return answer["device_id"], answer["device_secret"]


def config(base: str, name: str, token: str | None) -> Path:
    """schemathesis's settings for one pass: no cache between runs (a run replays nothing from
    an earlier one, so a seed gives the same run) and, signed in, the caller's own ids."""
    lines = ["[cache]", "enabled = false"]
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    for listing, path in KNOWN_IDS.items() if token else []:
        answer = requests.get(f"{base}{listing}", headers=headers, timeout=30)
        items = answer.json()["data"]["items"] if answer.ok else []
        if items:
            parameter = re.findall(r"\{(\w+)\}", path)[-1]
            lines += ["", "[[operations]]", f"include-path-regex = {json.dumps('^' + re.escape(path))}"]
            lines.append(f"parameters = {{ {parameter} = {json.dumps(items[0]['id'])} }}")
    written = ROOT / "var" / f"fuzz-{name}.toml"
    written.write_text("\n".join(lines) + "\n")
    return written


def schemathesis(
    base: str, name: str, results: Path, args: argparse.Namespace, token: str | None, *options: str
) -> list[str]:
    """The command of one pass; signed in with `token` when given."""
    return [
        sys.executable,
        "-m",
        "schemathesis.cli",
        "--config-file",
        str(config(base, name, token)),
        "run",
        f"{base}/api/schema/?format=json",
        "--url",
        base,
        "--checks",
        CHECKS,
        "--phases",
        "examples,coverage,fuzzing",
        "--max-examples",
        str(args.examples),
        "--seed",
        str(args.seed),
        "--generation-database",
        "none",
        "--workers",
        "1",
        "--request-timeout",
        "30",
        "--no-color",
        "--report",
        "junit",
        "--report-junit-path",
        str(results / f"fuzz-{name}.xml"),
        *(["--header", f"Authorization: Bearer {token}"] if token else []),
        *options,
    ]


def run_passes(passes: dict[str, list[str]], results: Path) -> list[int]:
    """Runs the passes side by side, each printing into its own log, then prints the logs in
    order; answers their exit statuses."""
    logs = {name: results / f"fuzz-{name}.log" for name in passes}
    running = {}
    for name, command in passes.items():
        with logs[name].open("w") as log:
            running[name] = subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    statuses = [process.wait() for process in running.values()]
    for name, path in logs.items():
        print(f"--- fuzz pass '{name}'\n{path.read_text()}", flush=True)
    return statuses


def stop(_signum: int, _frame: object) -> None:
    raise SystemExit(1)  # unwinds: the pass under way and the server are stopped too


def main() -> int:
    signal.signal(signal.SIGTERM, stop)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--results", default=str(ROOT / "var" / "test-results"))
    parser.add_argument("--seed", type=int, default=20261124)
    parser.add_argument("--examples", type=int, default=10, help="at most this many generated cases per call")
    args = parser.parse_args()
    results = Path(args.results)
    results.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()

    sqlite = ROOT / "var" / "fuzz.sqlite3"
    for leftover in sqlite.parent.glob(sqlite.name + "*"):
        leftover.unlink()
    agent_token = secrets.token_urlsafe(24)
    env = {
        **os.environ,
        "PYTHONUNBUFFERED": "1",
        "DJANGO_SETTINGS_MODULE": "config.settings.dev",
        "DJANGO_DEBUG": "false",
        "DATABASE_URL": os.environ.get("DATABASE_URL") or f"sqlite:///{sqlite}",
        "CELERY_FILESYSTEM_DIR": str(ROOT / "var" / "fuzz-broker"),
        "AGENT_REGISTRATION_TOKEN": agent_token,
        **dict.fromkeys(RATES, "100000/hour"),
        **dict.fromkeys(CEILINGS, "100000"),
    }
    manage(env, "migrate", "--noinput", "-v0")
    manage(env, "flush", "--noinput")
    manage(env, "seed_demo")

    # On PostgreSQL the two signed-in passes run side by side, each against its own server (one
    # daphne process serves its views on one thread): 2 cores halve the run. SQLite keeps
    # them apart, one writer at a time.
    side_by_side = not env["DATABASE_URL"].startswith("sqlite")
    with live_server(env) as base, live_server(env) if side_by_side else nullcontext(base) as second:
        person, owner = sign_in(base, PERSON), as_company_owner(base, OWNER)
        device_id, secret = register_agent(base, agent_token)
        agent = ["--header", f"X-Device-Id: {device_id}", "--header", f"X-Device-Secret: {secret}"]
        others = [
            *(option for path in SESSION_ENDERS for option in ("--exclude-path", path)),
            *("--exclude-path-regex", AGENT_PATHS),
        ]
        signed_in = {
            "person": schemathesis(base, "person", results, args, person, *others),
            "owner": schemathesis(second, "owner", results, args, owner, *others),
        }
        agent_only = ("--include-path-regex", AGENT_PATHS)
        only_enders = [option for path in SESSION_ENDERS for option in ("--include-path", path)]
        groups = [signed_in] if side_by_side else [{name: command} for name, command in signed_in.items()]
        groups.append({"agent": schemathesis(base, "agent", results, args, None, *agent, *agent_only)})
        groups.append({"session-enders": schemathesis(base, "session-enders", results, args, person, *only_enders)})
        statuses = [status for group in groups for status in run_passes(group, results)]
    took = time.monotonic() - started
    # The passes' reports sum their times, which overlap: the summary reads the wall time.
    (results / "fuzz.seconds").write_text(f"{took:.1f}\n")
    print(f"fuzz run: {took:.0f} s", flush=True)
    return 1 if any(statuses) else 0


if __name__ == "__main__":
    sys.exit(main())
