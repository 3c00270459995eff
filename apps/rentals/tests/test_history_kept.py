"""History is never deleted (DECISIONS item 12): a Z-CLOUD machine one of whose apps was
rented is marked removed when deleted, not deleted (its apps' rentals hold PROTECT keys);
one without history goes as before."""

import pytest

from apps.devices.choices import DeviceKind
from apps.devices.models import Device
from apps.devices.tests.helpers import API as CIM
from apps.devices.tests.helpers import cloud_customer, first_plan
from apps.installs.choices import AppStatus
from apps.installs.tests.helpers import ai_app
from apps.listings.models import Listing
from apps.listings.tests.helpers import rentable_app

from ..choices import RentalStatus
from ..models import Rental
from ..services import rental_end, rental_settle
from .helpers import API, rented

pytestmark = pytest.mark.django_db


def delete(client, device: Device, capture):
    with capture(execute=True):
        return client.post(f"{CIM}/devices/{device.id}/power", {"action": "delete"}, format="json")


def test_a_rented_machine_is_marked_removed_and_its_history_stays(
    client_for, individual, make_persona, django_capture_on_commit_callbacks
):
    provider = make_persona("individual", name="provider")
    cloud_customer(provider.user)
    installed = rentable_app(provider.actor, app=ai_app(), kind=DeviceKind.ZCLOUD, plan=first_plan())
    rental = rented(individual.user, installed)
    rental_settle(rental_id=rental_end(renter=individual.user, rental_id=rental.pk).pk)
    machine = installed.device
    api = client_for(provider)

    answer = delete(api, machine, django_capture_on_commit_callbacks)
    assert answer.status_code == 200, answer.json()
    machine.refresh_from_db()
    assert machine.removed_at is not None and machine.serial is None and machine.secret_hash == ""
    installed.refresh_from_db()
    assert installed.status == AppStatus.NOT_INSTALL
    assert not Listing.objects.filter(installed_app=installed, listed=True).exists()
    # Hidden from its owner, kept for the history that points at it.
    assert api.get(f"{CIM}/devices/{machine.id}").status_code == 404
    assert machine.id not in [item["id"] for item in api.get(f"{CIM}/devices").json()["data"]["items"]]
    kept = client_for(individual).get(f"{API}/rentals/{rental.pk}")
    assert kept.status_code == 200 and kept.json()["data"]["status"] == RentalStatus.ENDED
    assert Rental.objects.get(pk=rental.pk).charges.exists()


def test_a_machine_without_history_is_deleted(client_for, individual, django_capture_on_commit_callbacks):
    cloud_customer(individual.user)
    installed = rentable_app(individual.actor, app=ai_app(), kind=DeviceKind.ZCLOUD, plan=first_plan())
    answer = delete(client_for(individual), installed.device, django_capture_on_commit_callbacks)
    assert answer.status_code == 200, answer.json()
    assert not Device.objects.filter(pk=installed.device_id).exists()
