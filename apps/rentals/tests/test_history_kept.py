"""History is never deleted (DECISIONS item 12): a Z-CLOUD machine or a box one of whose apps
was rented is marked removed when deleted (through the API or the admin), not deleted (its
apps' rentals hold PROTECT keys); one without history goes as before."""

import pytest
from django.test import Client

from apps.accounts.deletion import account_blockers
from apps.accounts.tests.factories import UserFactory
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
    # A removed machine no longer stands in the way of its owner leaving.
    assert "devices_linked" not in {blocker.code for blocker in account_blockers(user=provider.user)}


def test_a_machine_without_history_is_deleted(client_for, individual, django_capture_on_commit_callbacks):
    cloud_customer(individual.user)
    installed = rentable_app(individual.actor, app=ai_app(), kind=DeviceKind.ZCLOUD, plan=first_plan())
    answer = delete(client_for(individual), installed.device, django_capture_on_commit_callbacks)
    assert answer.status_code == 200, answer.json()
    assert not Device.objects.filter(pk=installed.device_id).exists()


def test_staff_deleting_a_rented_box_in_the_admin_marks_it_removed(individual, make_persona):
    provider = make_persona("individual", name="provider")
    installed = rentable_app(provider.actor, app=ai_app())
    rental = rented(individual.user, installed)
    rental_settle(rental_id=rental_end(renter=individual.user, rental_id=rental.pk).pk)
    box = installed.device
    staff = Client()
    staff.force_login(UserFactory.create(name="staffer", is_staff=True, is_superuser=True))
    page = staff.get(f"/admin/devices/device/{box.id}/delete/")
    assert page.status_code == 200 and "protected" not in page.content.decode().lower()
    answer = staff.post(f"/admin/devices/device/{box.id}/delete/", {"post": "yes"}, follow=True)
    assert "was marked removed instead" in answer.content.decode()
    box.refresh_from_db()
    assert box.removed_at is not None and box.owner_user_id is None
    assert Rental.objects.filter(pk=rental.pk, status=RentalStatus.ENDED).exists()
    bare = make_persona("individual", name="bare")
    empty = rentable_app(bare.actor, app=ai_app()).device
    bulk = {"action": "delete_selected", "_selected_action": [empty.id], "post": "yes"}
    done = staff.post("/admin/devices/device/", bulk, follow=True).content.decode()
    assert not Device.objects.filter(pk=empty.pk).exists(), done[done.find("messagelist") :][:600]
