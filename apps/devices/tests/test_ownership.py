"""Ownership: a personal actor sees its person's devices without a company, a company actor
only its company's devices, whoever its person is; what an actor binds or orders is owned the
same way."""

import pytest

from apps.devices.choices import DeviceKind
from apps.devices.models import Device
from apps.devices.selectors import device_list, devices_of, devices_owned_by
from conftest import as_individual

from .helpers import API, cloud_customer, cloud_order, make_device


def company_device(company_id: str, owner_user, **fields) -> Device:
    """A company's device, its owner columns written directly."""
    device = make_device(None, **fields)
    Device.objects.filter(id=device.id).update(owner_user=owner_user, owner_company_id=company_id)
    device.refresh_from_db()
    return device


def listed(api) -> list[int]:
    return [item["id"] for item in api.get(f"{API}/devices").json()["data"]["items"]]


@pytest.mark.django_db
class TestScopes:
    def test_a_personal_scope_leaves_out_the_persons_company_rows(self, client_for, individual):
        mine = make_device(individual.actor)
        theirs = company_device("co-9", individual.user)
        assert list(devices_of(actor=individual.actor)) == [mine]
        assert list(device_list(actor=individual.actor)) == [mine]
        api = client_for(individual)
        assert listed(api) == [mine.id]
        assert api.get(f"{API}/devices/{theirs.id}").status_code == 404
        assert api.post(f"{API}/devices/{theirs.id}/unbind").status_code == 404
        assert Device.objects.get(id=theirs.id).owner_company_id == "co-9"
        # the person's own staff view and account checks still see both
        assert set(devices_owned_by(user=individual.user)) == {mine, theirs}

    def test_a_company_scope_holds_only_its_companys_rows(self, client_for, owner, member):
        personal = make_device(as_individual(owner).actor)
        ours = company_device(owner.sme_id, member.user)  # whoever its person is
        company_device("2", owner.user)
        assert owner.actor.company_id == owner.sme_id
        assert list(devices_of(actor=owner.actor)) == [ours]
        api = client_for(owner)
        assert listed(api) == [ours.id]
        assert api.get(f"{API}/devices/{ours.id}").status_code == 200
        assert api.get(f"{API}/devices/{personal.id}").status_code == 404
        assert list(devices_of(actor=as_individual(owner).actor)) == [personal]


@pytest.mark.django_db
class TestWrites:
    def test_a_company_binds_and_orders_company_devices(self, client_for, owner, django_capture_on_commit_callbacks):
        free = make_device(None)
        cloud_customer(owner.user)
        api = client_for(owner)
        assert api.post(f"{API}/devices/bind", {"device_id": free.device_id}, format="json").status_code == 200
        order = cloud_order()
        with django_capture_on_commit_callbacks(execute=True):
            ordered = api.post(f"{API}/devices/zcloud", order, format="json")
        assert ordered.status_code == 200, ordered.json()
        rows = Device.objects.order_by("id").values_list("kind", "owner_user", "owner_company_id")
        company = owner.sme_id
        assert list(rows) == [(DeviceKind.ZBOX, owner.user.id, company), (DeviceKind.ZCLOUD, owner.user.id, company)]
        assert sorted(listed(api)) == sorted(Device.objects.values_list("id", flat=True))
        again = api.post(f"{API}/devices/bind", {"device_id": free.device_id}, format="json")
        assert again.json()["error"] == "device_already_yours"
        # the same person acting personally: someone else's device, as any other
        personally = client_for(as_individual(owner))
        again = personally.post(f"{API}/devices/bind", {"device_id": free.device_id}, format="json")
        assert again.json()["error"] == "device_id_invalid"
        assert listed(personally) == []

    def test_unbinding_clears_both_owner_columns(self, client_for, owner):
        device = make_device(owner.actor)
        assert device.owner_company_id == owner.sme_id
        assert client_for(owner).post(f"{API}/devices/{device.id}/unbind").status_code == 200
        device.refresh_from_db()
        assert (device.owner_user, device.owner_company_id) == (None, None)
