"""History is never deleted (DECISIONS item 12): every key a money or history row holds is
PROTECT; a device history points at is marked removed when deleted (through the API or the
admin), one without history goes as before; an installed app, its listing, a company and an
account are never deleted (uninstalled, unlisted, archived, anonymised), and the history under
each stays readable."""

import pytest
from django.apps import apps as django_apps
from django.db import models
from django.test import Client

from apps.accounts.deletion import account_blockers
from apps.accounts.models import User
from apps.accounts.tests.factories import PASSWORD, UserFactory
from apps.accounts.tests.helpers import reauthenticated
from apps.common.statemachine import StatusLog
from apps.companies.models import Company, MemberRecord
from apps.companies.tests.helpers import API as IAM
from apps.devices.choices import DeviceKind
from apps.devices.models import Device
from apps.devices.tests.helpers import API as CIM
from apps.devices.tests.helpers import cloud_customer, first_plan
from apps.installs.choices import AppStatus
from apps.installs.models import InstalledApp
from apps.installs.tests.helpers import ai_app
from apps.installs.tests.helpers import answer as box_answer
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


# The rows that hold money or history: each of their keys is PROTECT, so deleting what one
# points at fails instead of deleting or emptying the record (its state-machine log rows
# belong to their row and go with it, which never happens).
HISTORY = ("rentals", "demands", "wallet")
HISTORY_MODELS = ("devices.CloudBilling", "companies.MemberRecord")


def history_models() -> list[type[models.Model]]:
    chosen = [model for label in HISTORY for model in django_apps.get_app_config(label).get_models()]
    chosen += [django_apps.get_model(label) for label in HISTORY_MODELS]
    return [model for model in chosen if not issubclass(model, StatusLog) and not model._meta.auto_created]


@pytest.mark.parametrize("model", history_models(), ids=lambda model: model._meta.label)
def test_every_key_a_history_or_money_row_holds_is_protect(model):
    loose = [
        f"{field.name}: {field.remote_field.on_delete.__name__}"
        for field in model._meta.get_fields()
        if field.concrete and (field.many_to_one or field.one_to_one)
        if field.remote_field.on_delete is not models.PROTECT
    ]
    assert loose == []


def uninstall(api, installed):
    for action in ("stop", "uninstall"):
        answer = api.post(f"{CIM}/apps/{installed.id}/actions", {"action": action}, format="json")
        assert answer.status_code == 200, answer.json()
        box_answer(installed)


def test_an_uninstalled_app_keeps_its_row_and_listing_for_the_rentals_it_had(client_for, individual, make_persona):
    provider = make_persona("individual", name="provider")
    installed = rentable_app(provider.actor, app=ai_app())
    listing = Listing.objects.get(installed_app=installed)
    rental = rented(individual.user, installed)
    rental_settle(rental_id=rental_end(renter=individual.user, rental_id=rental.pk).pk)
    api = client_for(provider)

    uninstall(api, installed)
    installed.refresh_from_db()
    assert installed.status == AppStatus.NOT_INSTALL
    # Hidden from its owner's list and the market, kept for the rental.
    assert installed.id not in [item["id"] for item in api.get(f"{CIM}/apps").json()["data"]["items"]]
    market = client_for(None)
    assert market.get(f"{API}/market/applications/{listing.pk}").status_code == 404
    assert listing.pk not in [item["id"] for item in market.get(f"{API}/market/applications").json()["data"]["items"]]
    kept = Rental.objects.get(pk=rental.pk)
    assert (kept.installed_app_id, kept.listing_id) == (installed.id, listing.pk) and kept.charges.exists()
    assert client_for(individual).get(f"{API}/rentals/{rental.pk}").json()["data"]["status"] == RentalStatus.ENDED


def test_the_admin_deletes_no_installed_app_listing_or_company(make_persona, owner):
    provider = make_persona("individual", name="provider")
    installed = rentable_app(provider.actor, app=ai_app())
    staff = Client()
    staff.force_login(UserFactory.create(name="staffer", is_staff=True, is_superuser=True))
    for page in (
        f"/admin/installs/installedapp/{installed.id}/delete/",
        f"/admin/listings/listing/{Listing.objects.get(installed_app=installed).pk}/delete/",
        f"/admin/companies/company/{owner.sme_id}/delete/",
    ):
        assert staff.post(page, {"post": "yes"}).status_code == 403, page
    assert InstalledApp.objects.filter(pk=installed.pk).exists()


def test_a_deleted_account_is_anonymised_and_the_rentals_it_had_stay(client_for, individual, make_persona):
    provider = make_persona("individual", name="provider")
    installed = rentable_app(provider.actor, app=ai_app())
    rental = rented(individual.user, installed)
    rental_settle(rental_id=rental_end(renter=individual.user, rental_id=rental.pk).pk)

    api = reauthenticated(client_for(individual))
    assert api.delete(f"{IAM}/account", {"forfeit_balance": True}, format="json").status_code == 200
    renter = User.objects.get(pk=individual.user.pk)
    assert renter.deleted_at is not None and renter.name.startswith("deleted-")
    kept = Rental.objects.get(pk=rental.pk)
    assert kept.renter_id == renter.pk and kept.charges.exists()
    # The provider still reads the rental they were paid for.
    assert client_for(provider).get(f"{API}/rentals/{rental.pk}").status_code == 200


def test_a_deleted_company_is_archived_with_its_member_records(client_for, owner, member):
    left = client_for(member).post(f"{IAM}/sme/leave", {"sme_id": owner.sme_id}, format="json")
    assert left.status_code == 200, left.json()
    records = MemberRecord.objects.filter(company_id=owner.sme_id).count()
    assert records > 0

    deleted = client_for(owner).delete(f"{IAM}/sme", {"password": PASSWORD}, format="json")
    assert deleted.status_code == 200, deleted.json()
    assert Company.objects.get(id=owner.sme_id).archived_at is not None
    assert MemberRecord.objects.filter(company_id=owner.sme_id).count() == records
