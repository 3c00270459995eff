from datetime import timedelta

import pytest
from django.utils import timezone

from apps.devices.choices import DeviceStatus
from apps.devices.models import DeviceStatusChange
from apps.devices.services import device_heartbeat

from ..models import DeviceReliability
from ..services import reliability_rollup, uptime
from .helpers import API, rentable_app

pytestmark = pytest.mark.django_db
ON, OFF = DeviceStatus.ONLINE, DeviceStatus.OFFLINE


def test_uptime_counts_the_online_share_of_the_window_from_the_first_known_status():
    now = timezone.now()
    day = timedelta(days=1)
    timeline = [(now - 10 * day, ON), (now - 2 * day, OFF), (now - day, ON)]
    assert uptime(timeline, start=now - day, now=now) == 1.0
    assert uptime(timeline, start=now - 7 * day, now=now) == round(6 / 7, 4)
    # Known for 10 days only: a 30-day window is judged over those 10.
    assert uptime(timeline, start=now - 30 * day, now=now) == 0.9
    assert uptime([(now, ON)], start=now - day, now=now) == 0.0


def _log(device, status, at):
    DeviceStatusChange.objects.create(device=device, old_status="", new_status=status, created_at=at)


def test_the_rollup_writes_one_row_per_device_and_the_list_sorts_by_it(anon, individual):
    now = timezone.now()
    steady = rentable_app(individual.actor)
    flaky = rentable_app(individual.actor)
    DeviceStatusChange.objects.all().delete()
    _log(steady.device, ON, now - timedelta(days=40))
    _log(flaky.device, ON, now - timedelta(days=40))
    _log(flaky.device, OFF, now - timedelta(hours=12))
    _log(flaky.device, ON, now - timedelta(hours=6))
    assert reliability_rollup(now=now) == 2
    assert reliability_rollup(now=now) == 2  # again: the same rows, updated
    assert DeviceReliability.objects.count() == 2
    row = DeviceReliability.objects.get(device=flaky.device)
    assert (row.uptime_1d, row.uptime_7d, row.uptime_30d) == (0.75, round(1 - 0.25 / 7, 4), round(1 - 0.25 / 30, 4))
    assert row.failed_rentals == 0
    answer = anon.get(f"{API}/market/applications", {"sort": "reliability"}).json()["data"]
    assert [item["installed_app_id"] for item in answer["items"]] == [steady.id, flaky.id]
    assert answer["items"][1]["reliability"] == {
        "uptime_1d": 0.75,
        "uptime_7d": row.uptime_7d,
        "uptime_30d": row.uptime_30d,
        "failed_rentals": 0,
    }


def test_heartbeats_write_no_history(individual):
    installed = rentable_app(individual.actor)
    before = DeviceStatusChange.objects.count()
    device_heartbeat(device=installed.device, status=ON, usage={"cpu": 5})
    assert DeviceStatusChange.objects.count() == before
