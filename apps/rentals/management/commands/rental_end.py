from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.common.errors import ApplicationError

from ...choices import EndReason
from ...models import Rental
from ...services import rental_end_staff, rental_settle


class Command(BaseCommand):
    help = "End a rental with a reason (default: staff) and settle it now."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("rental_id", type=int)
        parser.add_argument("--reason", choices=EndReason.values, default=EndReason.STAFF)

    def handle(self, *args: Any, rental_id: int, reason: str, **options: Any) -> None:
        if not Rental.objects.filter(pk=rental_id).exists():
            raise CommandError(f"No rental {rental_id}.")
        try:
            rental_end_staff(rental_id=rental_id, reason=reason)
        except ApplicationError as error:
            raise CommandError(f"rental {rental_id}: {error.message} {error.data or ''}") from None
        rental_settle(rental_id=rental_id)
        rental = Rental.objects.get(pk=rental_id)
        self.stdout.write(f"rental {rental_id}: {rental.status} ({rental.reason}), charged {rental.charged}")
