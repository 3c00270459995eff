from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.accounts.selectors import user_by_account

from ...selectors import devices_owned_by


class Command(BaseCommand):
    help = "List a person's devices (account: e-mail, phone or name)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("account")

    def handle(self, *args: Any, account: str, **options: Any) -> None:
        user = user_by_account(account)
        if user is None:
            raise CommandError(f"No account matches {account!r}.")
        devices = list(devices_owned_by(user=user).order_by("id"))
        if not devices:
            self.stdout.write(f"{user.name} has no devices.")
            return
        self.stdout.write(f"{'id':>6}  {'device ID':<14}  {'kind':<12}  {'status':<10}  last seen")
        for device in devices:
            seen = device.last_seen_at.isoformat(timespec="seconds") if device.last_seen_at else "never"
            self.stdout.write(f"{device.id:>6}  {device.device_id:<14}  {device.kind:<12}  {device.status:<10}  {seen}")
