from datetime import timedelta
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils import timezone

from apps.common.errors import ApplicationError

from ...choices import INSTALL_UNDER_WAY
from ...models import InstalledApp
from ...services import app_install_fail, app_install_retry


class Command(BaseCommand):
    help = (
        "Support for installs: list the stuck ones (installing longer than --minutes), retry one "
        "(--retry ID) or give one up (--fail ID)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        group = parser.add_mutually_exclusive_group()
        group.add_argument("--retry", type=int, metavar="ID", help="install this installed app again")
        group.add_argument("--fail", type=int, metavar="ID", help="mark this stuck install failed")
        parser.add_argument("--minutes", type=int, default=10, help="stuck means installing this long (default 10)")

    def handle(self, *args: Any, retry: int | None, fail: int | None, minutes: int, **options: Any) -> None:
        if retry is not None:
            installed_id, service, wanted = retry, app_install_retry, "a stuck or failed install"
        elif fail is not None:
            installed_id, service, wanted = fail, app_install_fail, "a stuck install"
        else:
            self._list(minutes)
            return
        if not InstalledApp.objects.filter(id=installed_id).exists():
            raise CommandError(f"No installed app has the id {installed_id}.")
        try:
            installed = service(installed_app_id=installed_id)
        except ApplicationError as exc:
            status = (exc.data or {}).get("status") if isinstance(exc.data, dict) else None
            raise CommandError(f"Installed app {installed_id} is {status}, not {wanted}.") from exc
        self.stdout.write(f"Installed app {installed_id} is now {installed.status}.")

    def _list(self, minutes: int) -> None:
        cutoff = timezone.now() - timedelta(minutes=minutes)
        stuck = (
            InstalledApp.objects.filter(status__in=INSTALL_UNDER_WAY, updated_at__lt=cutoff)
            .select_related("app", "device__owner_user")
            .order_by("updated_at")
        )
        if not stuck:
            self.stdout.write(f"No install has been running for more than {minutes} minutes.")
            return
        for installed in stuck:
            owner = installed.device.owner_user.name if installed.device.owner_user else "-"
            self.stdout.write(
                f"{installed.id}\t{installed.app.slug}\t{installed.device.device_id}\t{owner}\t"
                f"since {installed.updated_at:%Y-%m-%d %H:%M}"
            )
