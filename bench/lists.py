"""How fast the devices, installed-apps, notifications and store lists answer a page of 20
rows, against a hand-written `values()` + `JsonResponse` view for the same rows (the same
content: the store baseline also fetches latest versions and labels) behind the
same middleware, authentication and permissions, in one server process and one run.

Starts one daphne process on loopback (its own SQLite file unless DATABASE_URL is set) whose
URLs are the product's plus the hand-written views, fills one person's lists with 20 rows
each, then drives the same number of client threads at each pair in alternating rounds
(so that a busy machine slows both alike).

    .venv/bin/python bench/lists.py [--clients 4] [--seconds 1.5] [--rounds 5]

Prints, for each list and its hand-written view, the pages per second and the server's CPU
time per page, and the list's ratio on each: the CPU ratio (pages one CPU second serves,
list over hand-written view) holds steady on a busy machine, the rate ratio does not.
Everything stays on 127.0.0.1 and every loop is bounded by time.
"""

import argparse
import itertools
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import requests

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from agent_heartbeats import cpu_seconds, drive, free_port, wait_healthy  # noqa: E402

ROWS = 20
# The lists: the product's path and the hand-written view's path.
LISTS = {
    "devices": ("/api/cim/v1/devices", "/api/bench/devices"),
    "installed apps": ("/api/cim/v1/apps", "/api/bench/apps"),
    "notifications": ("/api/iam/v1/notifications", "/api/bench/notifications"),
    "store apps": ("/api/rmp/v1/store/apps", "/api/bench/store/apps"),
}


def configure() -> None:
    os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-key-not-a-secret-0123456789abcdef")
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings.dev"
    os.environ.setdefault("DJANGO_DEBUG", "false")  # as in production: no query log
    os.environ["CELERY_TASK_ALWAYS_EAGER"] = "true"

    import django

    django.setup()


def hand_written_urls() -> list[Any]:
    """The baseline: one query for the page's rows as dicts, one for the total, no per-row work."""
    from django.db.models import OuterRef, Subquery
    from django.http import JsonResponse
    from django.urls import path
    from rest_framework.permissions import AllowAny
    from rest_framework.views import APIView

    from apps.common.permissions import IndividualsAndOwners
    from apps.devices.models import Device
    from apps.installs.choices import AppStatus
    from apps.installs.models import InstalledApp
    from apps.notifications.models import Notification
    from apps.store.models import App, AppVersion

    def page(rows: Any) -> JsonResponse:
        items = list(rows[:ROWS])
        return JsonResponse({"code": 200, "msg": "OK", "data": {"items": items, "total": rows.count()}})

    class Devices(APIView):
        permission_classes = [IndividualsAndOwners]

        def get(self, request: Any) -> JsonResponse:
            rows = Device.objects.filter(owner_user=request.user, owner_company_id=None).values(
                "id",
                "device_id",
                "name",
                "kind",
                "status",
                "tier",
                "cpu_cores",
                "memory_bytes",
                "disk_bytes",
                "gpus",
                "usage",
                "lng",
                "lat",
                "last_seen_at",
                "created_at",
                "plan__name",
                "plan__price_per_hour",
            )
            return page(rows)

    class Apps(APIView):
        permission_classes = [IndividualsAndOwners]

        def get(self, request: Any) -> JsonResponse:
            rows = (
                InstalledApp.objects.filter(
                    owner_user=request.user,
                    owner_company_id=None,
                    device__owner_user=request.user,
                    device__owner_company_id=None,
                )
                .exclude(status=AppStatus.NOT_INSTALL)
                .values(
                    "id",
                    "app_id",
                    "app__slug",
                    "app__name_en",
                    "app__icon",
                    "app__display_type",
                    "device_id",
                    "device__device_id",
                    "device__name",
                    "device__kind",
                    "device__status",
                    "version",
                    "status",
                    "sharing_mode",
                    "rentable",
                    "price_per_hour",
                    "start_after_install",
                    "lite_space_id",
                    "installed_at",
                    "created_at",
                    "updated_at",
                )
            )
            return page(rows)

    class Notifications(APIView):
        def get(self, request: Any) -> JsonResponse:
            rows = Notification.objects.filter(recipient=request.user).values(
                "id", "kind", "params", "title", "body", "link", "read_at", "created_at"
            )
            return page(rows)

    class StoreApps(APIView):
        authentication_classes: list[Any] = []
        permission_classes = [AllowAny]

        def get(self, request: Any) -> JsonResponse:
            # The same content as the store's answer: each app's latest version and its labels.
            latest = AppVersion.objects.filter(app=OuterRef("pk"), is_latest=True).values("version")[:1]
            rows = (
                App.objects.filter(published=True)
                .annotate(latest_version=Subquery(latest))
                .order_by("-created_at", "-id")
                .values(
                    "id",
                    "slug",
                    "name_en",
                    "summary_en",
                    "display_type",
                    "icon",
                    "min_cpu_cores",
                    "min_memory_bytes",
                    "min_disk_bytes",
                    "min_gpu_vram_bytes",
                    "latest_version",
                )
            )
            items = list(rows[:ROWS])
            links = App.labels.through.objects.filter(app_id__in=[item["id"] for item in items])
            labels: dict[int, list[dict[str, Any]]] = {}
            for app_id, slug, name in links.order_by("label__position").values_list(
                "app_id", "label__slug", "label__name_en"
            ):
                labels.setdefault(app_id, []).append({"slug": slug, "name": name})
            for item in items:
                item["labels"] = labels.get(item["id"], [])
            return JsonResponse({"code": 200, "msg": "OK", "data": {"items": items, "total": rows.count()}})

    views = {"devices": Devices, "installed apps": Apps, "notifications": Notifications, "store apps": StoreApps}
    return [path(LISTS[name][1].removeprefix("/"), view.as_view()) for name, view in views.items()]


def serve(port: int) -> None:
    """The server process: the product's URLs plus the hand-written views, on loopback."""
    configure()
    from daphne.cli import CommandLineInterface
    from django.conf import settings

    import config.urls

    global urlpatterns
    urlpatterns = [*hand_written_urls(), *config.urls.urlpatterns]
    settings.ROOT_URLCONF = __name__
    CommandLineInterface().run(["-b", "127.0.0.1", "-p", str(port), "config.asgi:application"])


def fill() -> str:
    """One person with 20 rows in each list (devices with a plan and server machines, apps
    brought to running by their agents' answers, both kinds of notification, published
    apps with labels); answers the person's access token."""
    from apps.accounts.actor import actor_for
    from apps.accounts.choices import UserType
    from apps.accounts.services import ClientInfo, session_open
    from apps.accounts.tests.factories import UserFactory
    from apps.devices.choices import DeviceKind
    from apps.devices.models import DeviceServer, Plan
    from apps.devices.tests.helpers import make_device
    from apps.friends.notification_kinds import FRIEND_REQUEST
    from apps.installs.tests.helpers import box, installed_app, server_app
    from apps.notifications.kinds import ANNOUNCEMENT
    from apps.notifications.services import notify
    from apps.store.tests.helpers import make_app, make_label

    person = UserFactory.create(name="bench")
    owner = actor_for(user=person, user_type=UserType.USER)
    plan = Plan.objects.filter(active=True).first()
    for n in range(ROWS):
        if n % 4 == 0:
            group = make_device(owner, kind=DeviceKind.SERVER_GROUP, name=f"group {n}")
            for m in range(2):
                DeviceServer.objects.create(
                    device=group, name=f"s{m}", cpu_cores=8, memory_bytes=2**34, disk_bytes=2**40
                )
        else:
            make_device(owner, kind=DeviceKind.ZCLOUD if n % 4 == 1 and plan else DeviceKind.ZBOX, plan=plan)
    labels = (make_label("ai", position=1), make_label("tools", position=2))
    for n in range(ROWS):
        installed_app(owner, app=server_app(), device=box(owner, name=f"box {n}"))
        make_app(labels=labels[: n % 3], versions=("1.0", "1.1"))
        if n % 2:
            notify(recipients=[person], kind=FRIEND_REQUEST, params={"name": f"friend {n}"})
        else:
            notify(
                recipients=[person],
                kind=ANNOUNCEMENT,
                title={"en": "Maintenance", "zh": "维护"},
                body={"en": f"Tonight {n}", "zh": f"今晚 {n}"},
            )
    client = ClientInfo(ip="127.0.0.1", user_agent="bench")
    return session_open(user=person, client=client, user_type=UserType.USER, sme_id="user").token


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=4, choices=range(1, 33), metavar="1..32")
    parser.add_argument("--seconds", type=float, default=1.5, help="per round and view")
    parser.add_argument("--rounds", type=int, default=5, choices=range(1, 21), metavar="1..20")
    parser.add_argument("--serve", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve)
        return
    seconds = min(max(args.seconds, 0.5), 60.0)

    workdir = Path(tempfile.mkdtemp(prefix="zc-bench-"))
    os.environ.setdefault("DATABASE_URL", f"sqlite:///{workdir / 'bench.sqlite3'}")
    configure()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    token = fill()
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, __file__, "--serve", str(port)],
        cwd=ROOT,
        env=os.environ.copy(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    headers = {"Authorization": f"Bearer {token}", "Accept-Language": "en"}
    # Per list, for the list and its hand-written view: pages, wall seconds, server CPU seconds.
    totals = {name: [[0, 0.0, 0.0], [0, 0.0, 0.0]] for name in LISTS}
    try:
        wait_healthy(base, server)
        for name, pair in LISTS.items():
            for url in pair:
                answer = requests.get(f"{base}{url}", headers=headers, timeout=10).json()["data"]
                if len(answer["items"]) != ROWS:
                    raise SystemExit(f"{url} answered {len(answer['items'])} rows, not {ROWS}")
            for _round in range(args.rounds):
                for side, url in enumerate(pair):
                    pages = itertools.count()

                    def call(session: requests.Session, _n: int, url: str = url, pages=pages) -> requests.Response:
                        next(pages)
                        return session.get(f"{base}{url}", headers=headers, timeout=10)

                    cpu, started = cpu_seconds(server.pid), time.monotonic()
                    drive(call, args.clients, seconds)
                    total = totals[name][side]
                    total[0] += next(pages)
                    total[1] += time.monotonic() - started
                    total[2] += cpu_seconds(server.pid) - cpu
    finally:
        server.terminate()
        server.wait(10)

    print(f"server: one daphne process on 127.0.0.1:{port}; {ROWS} rows a page, {args.clients} client threads")
    for name, sides in totals.items():
        (rate, cpu), (bare_rate, bare_cpu) = ((pages / wall, cpu / pages * 1000) for pages, wall, cpu in sides)
        print(
            f"{name}: {rate:.0f} pages/s, {cpu:.1f} ms CPU a page; hand-written values() view {bare_rate:.0f} "
            f"pages/s, {bare_cpu:.1f} ms CPU a page; ratio {bare_cpu / cpu:.2f} by CPU, {rate / bare_rate:.2f} by rate"
        )


if __name__ == "__main__":
    main()
