from datetime import timedelta
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser
from django.db.models import Q
from django.utils import timezone

from ...choices import ENDING, RentalStatus
from ...models import Rental


class Command(BaseCommand):
    help = (
        "List rentals in a transitional state longer than expected: opening access past twice the command "
        "deadline, or ending (or failed) for longer than --minutes (default 10). Exits 1 when there is one."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--minutes", type=int, default=10)

    def handle(self, *args: Any, minutes: int, **options: Any) -> None:
        now = timezone.now()
        opening = now - timedelta(seconds=2 * settings.DEVICE_COMMAND_TIMEOUT_SECONDS)
        stuck = list(
            Rental.objects.filter(
                Q(status=RentalStatus.PRE_RENTAL_ONGOING, created_at__lte=opening)
                | Q(status__in=ENDING, updated_at__lte=now - timedelta(minutes=minutes))
            )
        )
        for rental in stuck:
            self.stdout.write(
                f"rental {rental.pk}: {rental.status} since {rental.updated_at:%Y-%m-%d %H:%M:%S}  "
                f"reason {rental.reason or '-'}  renter {rental.renter_id}  provider {rental.provider_id}"
            )
        if stuck:
            raise SystemExit(1)
        self.stdout.write("No rental is stuck.")
