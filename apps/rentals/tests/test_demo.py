from decimal import Decimal

import pytest
from django.core.management import call_command

from ..choices import EndReason, RentalStatus
from ..models import Rental
from .helpers import assert_reconciles


@pytest.mark.django_db
def test_seed_demo_has_an_ended_and_an_ongoing_rental_off_the_market_that_reconcile():
    call_command("seed_demo")
    call_command("seed_demo")
    rentals = Rental.objects.filter(order__isnull=True).order_by("id").select_related("renter", "provider")
    assert [(r.renter.name, r.provider.name, r.status, r.reason) for r in rentals] == [
        ("alice", "bob", RentalStatus.ENDED, EndReason.RENTER_ENDED),
        ("dave", "bob", RentalStatus.RENTAL_ONGOING, ""),
    ]
    assert (rentals[0].billed_seconds, rentals[0].charged) == (3600, Decimal("2.40"))
    assert_reconciles()
