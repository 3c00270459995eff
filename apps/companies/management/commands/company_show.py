from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from ...selectors import company_overview


class Command(BaseCommand):
    help = "Show a company (by id or name): owner, members, devices, apps and allocations."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("company", help="The company id or its name.")

    def handle(self, *args: Any, company: str, **options: Any) -> None:
        overview = company_overview(id_or_name=company)
        if overview is None:
            raise CommandError(f"No company has the id or name {company!r}.")
        found = overview.company
        archived = f", archived {found.archived_at:%Y-%m-%d %H:%M}" if found.archived_at else ""
        self.stdout.write(f"{found.name} ({found.id}), network {found.network_id}{archived}")
        self.stdout.write(f"owner: {found.owner.name} <{found.owner.email or found.owner.phone_number or '-'}>")
        self.stdout.write("members:")
        for membership in overview.members:
            self.stdout.write(f"  {membership.user.name}  {membership.role}  joined {membership.joined_at:%Y-%m-%d}")
        self.stdout.write("devices:")
        for device in overview.devices:
            self.stdout.write(f"  {device.device_id}  {device.name}  {device.kind}  {device.status}")
        self.stdout.write("apps:")
        for installed in overview.apps:
            self.stdout.write(
                f"  {installed.pk}  {installed.app.slug}  on {installed.device.device_id}  {installed.status}"
            )
        self.stdout.write("allocations:")
        for allocation in overview.allocations:
            app, box = allocation.installed_app, allocation.device
            if app is not None:
                what = f"app {app.pk} {app.app.slug} on {app.device.device_id}"
            else:
                what = f"device {box.pk} {box.device_id} {box.name}" if box else ""
            self.stdout.write(f"  {allocation.member.name}  {what}  since {allocation.assigned_at:%Y-%m-%d}")
