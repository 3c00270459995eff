"""The checks before an order exists: the requirement checker field by field, the other
rules in their order, publishing's own rules and the expiry sweep."""

from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from functools import partial
from typing import Any

import pytest
from django.test import override_settings
from django.utils import timezone, translation

from apps.accounts.deletion import account_erase_everywhere
from apps.common.errors import ApplicationError
from apps.devices.choices import DeviceStatus, DeviceTier
from apps.devices.tests.helpers import GIB
from apps.installs.tests.helpers import ai_app, app_at
from apps.listings.tests.helpers import SHANGHAI
from apps.wallet.tests.helpers import fund

from ..choices import DemandStatus, OrderReason, OrderStatus
from ..models import Demand, Order
from ..services import demand_withdraw, demands_expire, install_config, order_accept, order_offer
from .helpers import demand_of, gpu_box, running_app

pytestmark = pytest.mark.django_db


@pytest.fixture
def provider(make_persona):
    return make_persona("individual", name="provider")


def refusal(call: Callable[[], object]) -> Any:
    """The refusal `call` raises (its `data` read as the API answers it)."""
    with pytest.raises(ApplicationError) as refused:
        call()
    return refused.value


# What the box lacks -> the requirement it fails (the demand: 1 GPU of 16 GiB, 4 cores, 8 GiB,
# 50 GiB of disk, within 50 km of Beijing, 3.60 an hour).
MISMATCHES: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {
    "cpu_cores": ({"cpu_cores": 2}, {}),
    "memory_bytes": ({"memory_bytes": 4 * GIB}, {}),
    "disk_bytes": ({"disk_bytes": 20 * GIB}, {}),
    "gpu_count": ({"gpus": [{"name": "RTX 3060", "passthrough": True, "vram_bytes": 12 * GIB}]}, {}),
    "tier": ({"tier": DeviceTier.STANDARD}, {"tier": DeviceTier.HIGH}),
    "distance_km": ({"lng": SHANGHAI[0], "lat": SHANGHAI[1]}, {}),
    "price_per_hour": ({}, {"price": Decimal("3.61")}),
}


@pytest.mark.parametrize("requirement", list(MISMATCHES))
def test_each_unmet_requirement_is_named(requirement, individual, provider):
    device, asked = MISMATCHES[requirement]
    demand = demand_of(individual.user, tier=asked.get("tier", ""))
    installed = running_app(provider.actor, **device)
    error = refusal(
        lambda: order_offer(
            provider=provider.user,
            demand_id=demand.pk,
            installed_app_id=installed.pk,
            price_per_hour=asked.get("price"),
        )
    )
    assert error.code == "order_requirements_unsatisfied"
    assert str(error.message) == "Order requirements not satisfied, cannot take order."
    assert [item["requirement"] for item in error.data["unsatisfied"]] == [requirement]
    assert not Order.objects.exists()


def test_a_box_without_a_gpu_misses_the_gpus_and_the_tier_in_both_languages(individual, provider):
    demand = demand_of(individual.user, tier=DeviceTier.HIGH)
    installed = running_app(provider.actor, gpus=[], tier=DeviceTier.BASIC)
    with translation.override("zh-hans"):
        error = refusal(lambda: order_offer(provider=provider.user, demand_id=demand.pk, installed_app_id=installed.pk))
        assert str(error.message) != "Order requirements not satisfied, cannot take order."
        messages = [item["message"] for item in error.data["unsatisfied"]]
    assert [item["requirement"] for item in error.data["unsatisfied"]] == ["gpu_count", "tier"]
    assert all(message and not message.startswith(("GPUs", "tier")) for message in messages)


def test_a_device_without_a_location_misses_the_distance(individual, provider):
    demand = demand_of(individual.user)
    installed = running_app(provider.actor, lng=None, lat=None)
    error = refusal(lambda: order_offer(provider=provider.user, demand_id=demand.pk, installed_app_id=installed.pk))
    assert error.data["unsatisfied"][0] | {"message": ""} == {
        "requirement": "distance_km",
        "required": 50,
        "offered": None,
        "message": "",
    }


def test_the_rules_after_the_requirements(individual, provider):
    app = ai_app()
    demand = demand_of(individual.user)
    # requirements first: an offline box that does not fit is told what does not fit
    offline = running_app(provider.actor, gpus=[])
    offline.device.status = DeviceStatus.OFFLINE
    offline.device.save()
    error = refusal(lambda: order_offer(provider=provider.user, demand_id=demand.pk, installed_app_id=offline.pk))
    assert error.code == "order_requirements_unsatisfied"
    offline.device.gpus = gpu_box(provider.actor).gpus
    offline.device.save()
    error = refusal(lambda: order_offer(provider=provider.user, demand_id=demand.pk, installed_app_id=offline.pk))
    assert (error.code, str(error.message)) == ("device_offline", "Cannot launch when offline or on network error.")
    error = refusal(
        lambda: order_offer(provider=provider.user, demand_id=demand.pk, device_id=gpu_box(provider.actor).pk)
    )
    assert error.code == "demand_names_no_app"
    stopped = app_at("stopped", provider.actor, device=gpu_box(provider.actor))
    assert refusal(
        lambda: order_offer(provider=provider.user, demand_id=demand.pk, installed_app_id=stopped.pk)
    ).code == ("order_app_not_running")
    assert refusal(
        lambda: order_offer(provider=individual.user, demand_id=demand.pk, installed_app_id=offline.pk)
    ).code == ("demand_own")
    with_app = demand_of(individual.user, app_id=app.pk)
    small = gpu_box(provider.actor, cpu_cores=1)
    assert refusal(lambda: order_offer(provider=provider.user, demand_id=with_app.pk, device_id=small.pk)).code == (
        "order_requirements_unsatisfied"
    )
    tiny_disk = gpu_box(provider.actor, disk_bytes=50 * GIB, memory_bytes=8 * GIB, cpu_cores=4)
    app.min_disk_bytes = 60 * GIB
    app.save()
    assert refusal(lambda: order_offer(provider=provider.user, demand_id=with_app.pk, device_id=tiny_disk.pk)).code == (
        "requirements_not_met"
    )
    assert not Order.objects.exists()


def test_someone_elses_device_or_app_is_not_found(individual, provider, outsider):
    demand = demand_of(individual.user, app_id=ai_app().pk)
    theirs = running_app(outsider.actor)
    offer = partial(order_offer, provider=provider.user, demand_id=demand.pk)
    assert refusal(partial(offer, installed_app_id=theirs.pk)).code == "not_found"
    assert refusal(partial(offer, device_id=theirs.device_id)).code == "not_found"


def test_a_busy_app_and_a_second_offer_are_refused(individual, provider, make_persona):
    fund(individual.user, "100")
    installed = running_app(provider.actor)
    first = demand_of(individual.user)
    order = order_offer(provider=provider.user, demand_id=first.pk, installed_app_id=installed.pk)
    again = refusal(lambda: order_offer(provider=provider.user, demand_id=first.pk, installed_app_id=installed.pk))
    assert again.code == "order_already_offered"
    order_accept(demander=individual.user, order_id=order.pk, price_per_hour=order.price_per_hour)
    other = make_persona("individual", name="other")
    second = demand_of(other.user)
    assert refusal(
        lambda: order_offer(provider=provider.user, demand_id=second.pk, installed_app_id=installed.pk)
    ).code == ("app_busy")


def test_an_app_with_required_fields_without_defaults_cannot_be_installed_for_an_order(individual, provider):
    app = ai_app(
        config_schema={
            "type": "object",
            "properties": {"model": {"type": "string"}, "password": {"type": "string", "format": "password"}},
            "required": ["model", "password"],
        }
    )
    error = refusal(lambda: install_config(app))
    assert (error.code, error.data) == ("order_app_needs_config", {"fields": ["model"]})
    demand = demand_of(individual.user, app_id=app.pk)
    error = refusal(
        lambda: order_offer(provider=provider.user, demand_id=demand.pk, device_id=gpu_box(provider.actor).pk)
    )
    assert error.code == "order_app_needs_config"


def test_publishing_checks_the_fields_together_and_limits_open_demands(individual):
    error = refusal(lambda: demand_of(individual.user, gpu_count=0, lng=None, max_km=None, app_id=999999))
    assert set(error.data) == {"vram_bytes", "lng", "app_id"}
    error = refusal(lambda: demand_of(individual.user, lng=None, lat=None))
    assert set(error.data) == {"max_km"}
    with override_settings(DEMAND_OPEN_MAX=2):
        demand_of(individual.user)
        demand_of(individual.user)
        error = refusal(lambda: demand_of(individual.user))
    assert (error.code, error.status, error.data) == ("demand_open_limit", 429, {"max": 2})
    assert Demand.objects.count() == 2


@override_settings(DEMAND_OPEN_DAYS=7)
def test_the_sweep_expires_open_demands_past_their_time_and_fails_their_offers(individual, provider):
    demand = demand_of(individual.user)
    fresh = demand_of(individual.user)
    withdrawn = demand_of(individual.user)
    order = order_offer(provider=provider.user, demand_id=demand.pk, installed_app_id=running_app(provider.actor).pk)
    demand_withdraw(owner=individual.user, demand_id=withdrawn.pk)
    assert demand.expires_at - demand.created_at == timedelta(days=7)
    Demand.objects.filter(pk__in=[demand.pk, withdrawn.pk]).update(expires_at=timezone.now() - timedelta(seconds=1))
    assert demands_expire() == 1
    assert demands_expire() == 0
    statuses = dict(Demand.objects.values_list("pk", "status"))
    assert statuses == {
        demand.pk: DemandStatus.EXPIRED,
        fresh.pk: DemandStatus.OPEN,
        withdrawn.pk: DemandStatus.WITHDRAWN,
    }
    order.refresh_from_db()
    assert (order.status, order.reason) == (OrderStatus.FAILED, OrderReason.DEMAND_EXPIRED)
    error = refusal(
        lambda: order_offer(
            provider=provider.user, demand_id=demand.pk, installed_app_id=running_app(provider.actor).pk
        )
    )
    assert error.code == "demand_not_open"


def test_deleting_an_account_withdraws_its_demands_and_cancels_its_offers(individual, provider, make_persona):
    demand = demand_of(individual.user)
    other = demand_of(make_persona("individual", name="other").user)
    theirs = order_offer(
        provider=individual.user, demand_id=other.pk, installed_app_id=running_app(individual.actor).pk
    )
    offered = order_offer(provider=provider.user, demand_id=demand.pk, installed_app_id=running_app(provider.actor).pk)
    account_erase_everywhere(user=individual.user)
    demand.refresh_from_db()
    theirs.refresh_from_db()
    offered.refresh_from_db()
    assert demand.status == DemandStatus.WITHDRAWN
    assert (theirs.status, theirs.reason) == (OrderStatus.FAILED, OrderReason.CANCELLED)
    assert (offered.status, offered.reason) == (OrderStatus.FAILED, OrderReason.DEMAND_WITHDRAWN)
