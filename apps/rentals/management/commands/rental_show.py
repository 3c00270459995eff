from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from ...models import Rental


class Command(BaseCommand):
    help = "Show a rental: parties, state and reason, billing, its charges and its log."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("rental_id", type=int)

    def handle(self, *args: Any, rental_id: int, **options: Any) -> None:
        rental = (
            Rental.objects.select_related("renter", "provider", "installed_app__app", "hold")
            .filter(pk=rental_id)
            .first()
        )
        if rental is None:
            raise CommandError(f"No rental {rental_id}.")
        write = self.stdout.write
        write(f"rental {rental.pk}: {rental.installed_app.app.name_en} (installed app {rental.installed_app_id})")
        write(f"renter {rental.renter} (id {rental.renter_id})  provider {rental.provider} (id {rental.provider_id})")
        write(f"status {rental.status}  reason {rental.reason or '-'}  price {rental.price_per_hour}/h")
        write(f"max hours {rental.max_hours or '-'}  created {rental.created_at:%Y-%m-%d %H:%M:%S}")
        write(f"started {rental.started_at or '-'}  ended {rental.ended_at or '-'}")
        write(
            f"period {rental.period}  billed {rental.billed_seconds} s  charged {rental.charged}  fee {rental.fee}  "
            f"paid until {rental.paid_until or '-'}  billable {rental.billable}"
        )
        if rental.hold is not None:
            hold = rental.hold
            write(f"hold {hold.pk}: {hold.status}, placed {hold.placed}, captured {hold.captured}")
        write("charges:")
        for charge in rental.charges.all():
            refunded = f"  refunded {charge.refunded_at:%Y-%m-%d %H:%M}" if charge.refunded_at else ""
            write(f"  period {charge.period}: {charge.seconds} s  {charge.amount}  fee {charge.fee}{refunded}")
        write("log (oldest first):")
        for entry in rental.log.order_by("created_at", "id"):
            moved = f"{entry.old_status or '-'} -> {entry.new_status}"
            write(f"  {entry.created_at:%Y-%m-%d %H:%M:%S}  {moved}  {entry.reason}")
