from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from ...models import Order


class Command(BaseCommand):
    help = "Show an order: its demand, both sides, what was offered, state and reason, hold, rental and log."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("order_id", type=int)

    def handle(self, *args: Any, order_id: int, **options: Any) -> None:
        order = (
            Order.objects.select_related("demand__owner", "demand__app", "provider", "device", "installed_app__app")
            .select_related("hold", "rental")
            .filter(pk=order_id)
            .first()
        )
        if order is None:
            raise CommandError(f"No order {order_id}.")
        demand, write = order.demand, self.stdout.write
        write(f"order {order.pk}: {order.status}  reason {order.reason or '-'}  price {order.price_per_hour}/h")
        write(f"demand {demand.pk} {demand.name!r} ({demand.status}) by {demand.owner} (id {demand.owner_id})")
        write(
            f"  wants {demand.gpu_count} GPU(s) of {demand.vram_bytes} B ({demand.gpu_model or '-'}), "
            f"{demand.cpu_cores} cores, {demand.memory_bytes} B memory, {demand.disk_bytes} B disk, "
            f"tier {demand.tier or '-'}, app {demand.app.slug if demand.app else '-'}, "
            f"within {demand.max_km or '-'} km, at most {demand.price_per_hour}/h for {demand.hours} h"
        )
        write(f"provider {order.provider} (id {order.provider_id}) offers a {order.kind}")
        if order.device is not None:
            write(f"  device {order.device.device_id} {order.device.name!r} ({order.device.status})")
        if order.installed_app is not None:
            app = order.installed_app
            write(f"  installed app {app.pk} {app.app.slug} ({app.status})")
        if order.hold is not None:
            hold = order.hold
            write(f"hold {hold.pk}: {hold.status}, placed {hold.placed}, captured {hold.captured}")
        if order.rental is not None:
            rental = order.rental
            write(f"rental {rental.pk}: {rental.status}  reason {rental.reason or '-'}  charged {rental.charged}")
        write("log (oldest first):")
        for entry in order.log.order_by("created_at", "id"):
            moved = f"{entry.old_status or '-'} -> {entry.new_status}"
            write(f"  {entry.created_at:%Y-%m-%d %H:%M:%S}  {moved}  {entry.reason}")
