"""Real answers of the devices' and installed apps' builders."""

from typing import Any

from apps.devices.api import serializers as devices
from apps.devices.choices import DeviceKind, DeviceStatus
from apps.devices.models import DeviceServer, DeviceStatusChange, Plan
from apps.devices.selectors import device_list, device_rows, plans_active
from apps.devices.tests.helpers import GIB, make_device
from apps.installs.api import serializers as installs
from apps.installs.models import LiteSpace
from apps.installs.selectors import access_of, installed_app_allowed_actions, installed_app_get, installed_app_list
from apps.installs.tests.helpers import ai_app, box, installed_app, lite_app, server_app
from conftest import Persona

from .base import both_languages, sample


def _devices(owner: Persona) -> None:
    plan = Plan.objects.filter(active=True).first()
    usage = {"cpu": 1.5, "memory": 2.0, "disk": 3.0, "gpu": None}
    make_device(owner.actor, kind=DeviceKind.ZCLOUD, plan=plan, lng=116.4, lat=39.9, usage=usage)
    group = make_device(owner.actor, kind=DeviceKind.SERVER_GROUP, status=DeviceStatus.OFFLINE, last_seen_at=None)
    DeviceServer.objects.create(device=group, name="s1", cpu_cores=4, memory_bytes=GIB, disk_bytes=GIB, gpus=[])


@sample(devices.device_items)
def device_page(owner: Persona) -> list[Any]:
    _devices(owner)
    return devices.device_items(list(device_rows(device_list(actor=owner.actor))))


@sample(devices.device_item)
def device_answers(owner: Persona) -> list[Any]:
    _devices(owner)
    return [devices.device_item(device) for device in device_list(actor=owner.actor)]


@sample(devices.device_detail)
def device_details(owner: Persona) -> list[Any]:
    make_device(owner.actor, kind=DeviceKind.SERVER_GROUP)
    device = make_device(owner.actor)
    DeviceStatusChange.objects.create(device=device, old_status="", new_status=DeviceStatus.ONLINE)
    DeviceStatusChange.objects.create(device=device, old_status=DeviceStatus.ONLINE, new_status=DeviceStatus.OFFLINE)
    return [devices.device_detail(shown) for shown in device_list(actor=owner.actor)]


@sample(devices.plan_item)
def plans(_owner: Persona) -> list[Any]:
    return [devices.plan_item(plan) for plan in plans_active()]


def _holding(owner: Persona, status: str) -> dict[str, Any]:
    allowed = installed_app_allowed_actions(actor=owner.actor, status=status)
    return {"access": access_of(owner.actor), "allowed_actions": allowed}


@sample(installs.installed_item)
def installed_apps(owner: Persona) -> list[Any]:
    installed_app(owner.actor, app=ai_app())
    installed_app(owner.actor, app=server_app(), running=False)
    rows = installed_app_list(actor=owner.actor)
    return both_languages(lambda _: [installs.installed_item(row, **_holding(owner, row["status"])) for row in rows])


@sample(installs.installed_detail)
def installed_app_details(owner: Persona) -> list[Any]:
    shown = [installed_app(owner.actor, app=ai_app()), installed_app(owner.actor, app=lite_app(), running=False)]
    got = [installed_app_get(actor=owner.actor, installed_app_id=app.id) for app in shown]
    return [installs.installed_detail(each, **_holding(owner, each.status)) for each in got]


@sample(installs.lite_space_item)
def lite_spaces(owner: Persona) -> list[Any]:
    device = box(owner.actor)
    installed_app(owner.actor, app=lite_app(), device=device)
    installed_app(owner.actor, app=lite_app(), device=device, running=False)
    installed_app(owner.actor, app=lite_app())
    return [installs.lite_space_item(space) for space in LiteSpace.objects.select_related("device")]
