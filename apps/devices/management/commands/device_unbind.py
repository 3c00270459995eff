from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.common.errors import ApplicationError

from ... import device_id as device_ids
from ...models import Device
from ...services import device_force_unbind


class Command(BaseCommand):
    help = "Unbind a box or server group from its owner by its device ID (asks first unless --yes)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("device_id")
        parser.add_argument("--yes", action="store_true", help="Do not ask for confirmation.")

    def handle(self, *args: Any, device_id: str, yes: bool, **options: Any) -> None:
        canonical = device_ids.normalise(device_id)
        device = Device.objects.select_related("owner_user").filter(device_id=canonical).first() if canonical else None
        if device is None:
            raise CommandError(f"No device has the ID {device_id!r}.")
        if device.owner_user is None:
            self.stdout.write(f"{device.device_id} is not bound to anyone.")
            return
        if not yes:
            answer = input(f"Unbind {device.device_id} ({device.name}) from {device.owner_user.name}? [y/N] ")
            if answer.strip().lower() not in ("y", "yes"):
                self.stdout.write("Nothing changed.")
                return
        owner = device.owner_user.name
        try:
            device_force_unbind(device_id=device.id)
        except ApplicationError as exc:
            raise CommandError(str(exc.message)) from exc
        self.stdout.write(f"{device.device_id} unbound from {owner}.")
