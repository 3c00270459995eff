"""A real Celery worker process killed (SIGKILL, `CRASH_AT`) in the middle of a rental's
step leaves a state the next run completes, with one ledger transaction per period."""

import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection, transaction
from django.db.models import F

from apps.wallet.models import LedgerTransaction
from config.celery import app

from ..choices import EndReason, RentalStatus
from ..models import Rental, RentalCharge
from ..services import ending, rental_stop, rentals_bill, rentals_sweep
from .helpers import assert_reconciles, market_app, rented

# The test settings run tasks eagerly; this one goes to the worker through the broker.
pytestmark = pytest.mark.filterwarnings("ignore::celery.exceptions.AlwaysEagerIgnored")
WORKER_TIMEOUT = 90
TIMES = ("created_at", "started_at", "period_started_at", "accounted_at", "paid_until")


def _options(broker: Path) -> dict[str, object]:
    return {
        "data_folder_in": str(broker / "queue"),
        "data_folder_out": str(broker / "queue"),
        "processed_folder": str(broker / "processed"),
        "control_folder": str(broker / "control"),
        "store_processed": False,
    }


def _killed_worker(tmp_path: Path, *, step: str, task: str, args: tuple[object, ...] = ()) -> int:
    """Queues `task` on a filesystem broker and runs a real worker on it with `CRASH_AT=step`;
    answers its exit status."""
    broker = tmp_path / "broker"
    for folder in ("queue", "processed", "control"):
        (broker / folder).mkdir(parents=True)
    with app.connection_for_write(url="filesystem://", transport_options=_options(broker)) as conn:
        app.send_task(task, args=args, connection=conn)
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.dev",
        "DJANGO_SECRET_KEY": settings.SECRET_KEY,
        "DATABASE_URL": f"sqlite:///{connection.settings_dict['NAME']}",
        "CELERY_BROKER_URL": "filesystem://",
        "CELERY_FILESYSTEM_DIR": str(broker),
        "RENTAL_BILLING_SECONDS": str(settings.RENTAL_BILLING_SECONDS),
        "CRASH_AT": step,
    }
    command = [sys.executable, "-m", "celery", "-A", "config", "worker", "-P", "solo", "--without-mingle"]
    command += ["--without-gossip", "--without-heartbeat", "--loglevel", "WARNING"]
    worker = subprocess.run(command, env=env, cwd=settings.BASE_DIR, timeout=WORKER_TIMEOUT, capture_output=True)
    return worker.returncode


def _due(rental: Rental, seconds: int) -> None:
    """Dates the rental back so that its first period is over now."""
    Rental.objects.filter(pk=rental.pk).update(**{name: F(name) - timedelta(seconds=seconds) for name in TIMES})


def _charges(rental: Rental) -> int:
    return LedgerTransaction.objects.filter(idempotency_key__startswith=f"rental:{rental.pk}:charge:").count()


@pytest.fixture
def ongoing(settings, make_persona, individual):
    if connection.vendor != "sqlite":
        pytest.skip("the worker shares the test database file (SQLite)")
    settings.RENTAL_BILLING_SECONDS = 60
    provider = make_persona("individual", name="provider")
    return rented(individual.user, market_app(provider.actor, price="36.00"))


@pytest.mark.django_db(transaction=True)
def test_a_worker_killed_mid_billing_leaves_the_period_to_the_next_pass(tmp_path, ongoing):
    _due(ongoing, 61)
    assert _killed_worker(tmp_path, step="rental_charge_captured", task="rentals.bill") == -9
    assert _charges(ongoing) == 0 and not RentalCharge.objects.exists()  # the capture died with its transaction
    assert rentals_bill() == 1
    assert rentals_bill() == 0
    assert _charges(ongoing) == 1 and RentalCharge.objects.filter(rental=ongoing, period=0).count() == 1
    assert_reconciles()


@pytest.mark.django_db(transaction=True)
def test_a_worker_killed_between_the_ending_steps_is_finished_by_the_sweep(tmp_path, monkeypatch, ongoing):
    _due(ongoing, 30)
    monkeypatch.setattr(ending, "_settle_later", lambda rental_id: None)  # the killed worker settles it
    with transaction.atomic():
        rental_stop(ongoing.pk, reason=EndReason.RENTER_ENDED)
    assert _killed_worker(tmp_path, step="rental_post_done", task="rentals.settle", args=(ongoing.pk,)) == -9
    ongoing.refresh_from_db()
    assert ongoing.status == RentalStatus.END_RENTAL_ONGOING  # charged, not yet released
    rentals_sweep()
    ongoing.refresh_from_db()
    assert (ongoing.status, ongoing.reason) == (RentalStatus.ENDED, EndReason.RENTER_ENDED)
    assert _charges(ongoing) == 1
    assert_reconciles()
