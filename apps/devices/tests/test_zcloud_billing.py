"""Z-CLOUD machines cost money (trust): who may order one, the first period held, the
billing pass capturing each period and holding the next, a machine stopped when its owner
cannot pay, and deletion settling the last partial period."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.core.management import call_command
from django.db.models import F
from django.utils import timezone

from apps.accounts.actor import actor_for
from apps.accounts.choices import PERSONAL_IDENTITY, UserType
from apps.accounts.models import User
from apps.accounts.tests.factories import PASSWORD
from apps.devices.choices import DeviceKind, DeviceStatus
from apps.devices.models import CloudBilling, Device, Plan
from apps.devices.notification_kinds import ZCLOUD_UNPAID
from apps.devices.services import zcloud_bill, zcloud_create
from apps.notifications.models import Notification
from apps.wallet.models import Hold, LedgerTransaction
from apps.wallet.selectors import ledger_differences, wallet_state
from apps.wallet.tests.helpers import fund

from .helpers import API, cloud_customer, cloud_order

GPU = "GPU 32C128G"  # 12.00 coins an hour


def gpu_plan() -> Plan:
    return Plan.objects.get(name=GPU)


def order(api, plan: Plan | None = None, **extra):
    body = {**cloud_order(plan or gpu_plan()), **extra}
    return api.post(f"{API}/devices/zcloud", body, format="json")


def balances(user: User) -> tuple[Decimal, Decimal]:
    state = wallet_state(user=user)
    return state.available, state.reserved


def bill(device: Device) -> CloudBilling:
    return CloudBilling.objects.get(machine=device.device_id)


def date_back(device: Device, seconds: int) -> None:
    """Dates the machine's bill back `seconds` (its period, what it counted and paid up to)."""
    times = ("period_started_at", "accounted_at", "paid_until")
    CloudBilling.objects.filter(device=device).update(**{name: F(name) - timedelta(seconds=seconds) for name in times})


def platform_revenue() -> Decimal:
    return sum(
        (
            txn.entries.get(account__owner__isnull=True).amount
            for txn in LedgerTransaction.objects.filter(kind="hold_capture")
        ),
        Decimal(0),
    )


def assert_reconciles() -> None:
    assert ledger_differences() == ([], [])


@pytest.fixture
def running(client_for, individual, django_capture_on_commit_callbacks):
    """An individual's GPU machine, ordered with 100 coins and online."""
    cloud_customer(individual.user)
    with django_capture_on_commit_callbacks(execute=True):
        created = order(client_for(individual))
    assert created.status_code == 200, created.json()
    device = Device.objects.get(id=created.json()["data"]["id"])
    assert device.status == DeviceStatus.ONLINE
    return device


@pytest.mark.django_db
class TestOrdering:
    def test_an_unverified_person_is_refused(self, client_for, individual):
        individual.user.email_verified = False
        individual.user.save(update_fields=["email_verified"])
        fund(individual.user, "100")
        refused = order(client_for(individual))
        assert refused.status_code == 403 and refused.json()["error"] == "account_unverified"
        assert not Device.objects.exists() and not Hold.objects.exists()

    def test_a_phone_number_verifies(self, individual):
        individual.user.phone_number = "+8613800000001"
        individual.user.email_verified = False
        individual.user.save()
        fund(individual.user, "100")
        assert (
            zcloud_create(
                actor=individual.actor, plan_id=gpu_plan().id, name="Cloudy", price_per_hour=gpu_plan().price_per_hour
            ).kind
            == DeviceKind.ZCLOUD
        )

    def test_a_plan_repriced_after_the_person_looked_is_refused_with_the_new_price(self, client_for, individual):
        cloud_customer(individual.user)
        seen = cloud_order(gpu_plan())
        Plan.objects.filter(pk=gpu_plan().pk).update(price_per_hour=Decimal("99.00"))
        answer = order(client_for(individual), price_per_hour=seen["price_per_hour"])
        assert answer.status_code == 409 and answer.json()["error"] == "price_changed"
        assert answer.json()["data"] == {"price_per_hour": "99.00"}
        assert not Device.objects.exists() and not Hold.objects.exists()
        without = {"plan_id": gpu_plan().id, "name": "Cloudy"}
        assert client_for(individual).post(f"{API}/devices/zcloud", without, format="json").status_code == 400

    def test_a_wallet_short_of_the_first_hour_is_refused_and_nothing_is_written(self, client_for, individual):
        cloud_customer(individual.user, coins="11.99")
        refused = order(client_for(individual))
        assert refused.status_code == 409, refused.json()
        assert refused.json()["error"] == "wallet_insufficient_funds"
        assert refused.json()["data"] == {"required": "12.00"}
        assert not Device.objects.exists() and not Hold.objects.exists() and not CloudBilling.objects.exists()
        assert balances(individual.user) == (Decimal("11.99"), Decimal(0))

    def test_the_first_hour_is_held_under_a_key_of_the_machine(self, client_for, individual):
        cloud_customer(individual.user)
        api = client_for(individual)
        plans = api.get(f"{API}/plans").json()["data"]["items"]
        assert {plan["name"]: plan["first_hold"] for plan in plans}[GPU] == "12.00"
        created = order(api)
        assert created.status_code == 200, created.json()
        device = Device.objects.get()
        hold = Hold.objects.get()
        assert (hold.user, hold.placed, hold.reference, hold.company_id) == (
            individual.user,
            Decimal("12.00"),
            f"zcloud:{device.device_id}",
            "",
        )
        assert hold.placement.idempotency_key == f"zcloud:{bill(device).pk}:hold:0"
        assert bill(device).hold == hold
        assert balances(individual.user) == (Decimal("88.00"), Decimal("12.00"))

    def test_a_company_machine_is_paid_from_the_owners_wallet(self, client_for, owner, member):
        cloud_customer(owner.user)
        assert order(client_for(owner)).status_code == 200
        hold = Hold.objects.get()
        assert (hold.user, hold.company_id) == (owner.user, owner.sme_id)
        assert hold.placement.company_id == owner.sme_id
        assert balances(owner.user) == (Decimal("88.00"), Decimal("12.00"))
        cloud_customer(member.user)
        assert order(client_for(member)).json()["error"] == "member_not_allowed"

    def test_machines_being_created_are_capped_per_person(self, client_for, individual, outsider, settings):
        settings.ZCLOUD_CREATING_MAX = 2
        cloud_customer(individual.user)
        api = client_for(individual)
        assert [order(api).status_code for _ in range(2)] == [200, 200]  # still creating: nothing ran the provider
        capped = order(api)
        assert capped.status_code == 429 and capped.json()["error"] == "zcloud_creating_limit"
        assert capped.json()["data"] == {"max": 2}
        assert Device.objects.count() == Hold.objects.count() == 2
        Device.objects.filter(status=DeviceStatus.CREATING).update(status=DeviceStatus.ONLINE)
        assert order(api).status_code == 200
        cloud_customer(outsider.user)
        assert order(client_for(outsider)).status_code == 200

    def test_a_first_hold_above_the_spend_limit_needs_a_recent_sign_in(self, client_for, individual, settings):
        settings.REAUTH_SPEND_ABOVE = Decimal("10")
        cloud_customer(individual.user)
        api = client_for(individual)
        refused = order(api)
        assert refused.status_code == 403 and refused.json()["error"] == "reauth_required"
        assert not Device.objects.exists()
        assert order(api, Plan.objects.get(name="Basic 2C4G")).status_code == 200  # 0.50 an hour
        assert order(api, password=PASSWORD).status_code == 200


@pytest.mark.django_db
class TestBilling:
    def test_a_period_is_captured_to_the_platform_and_the_next_held(self, running, individual):
        date_back(running, 3600)
        assert zcloud_bill() == 1
        billing = bill(running)
        assert (billing.period, billing.billed_seconds, billing.charged) == (1, 3600, Decimal("12.00"))
        assert platform_revenue() == Decimal("12.00")
        assert balances(individual.user) == (Decimal("76.00"), Decimal("12.00"))
        assert billing.hold is not None
        assert billing.hold.placement.idempotency_key == f"zcloud:{billing.pk}:hold:1"
        zcloud_bill()  # not due again: nothing moves
        assert balances(individual.user) == (Decimal("76.00"), Decimal("12.00"))
        assert LedgerTransaction.objects.filter(idempotency_key__startswith=f"zcloud:{billing.pk}:charge:").count() == 1
        assert_reconciles()

    def test_a_stopped_machine_is_not_billed_and_holds_nothing_from_its_next_period(
        self, running, client_for, individual, django_capture_on_commit_callbacks
    ):
        api = client_for(individual)
        with django_capture_on_commit_callbacks(execute=True):
            api.post(f"{API}/devices/{running.id}/power", {"action": "stop"}, format="json")
        date_back(running, 3600)
        zcloud_bill()
        billing = bill(running)
        assert (billing.hold, billing.charged) == (None, Decimal(0))
        assert balances(individual.user) == (Decimal("100.00"), Decimal(0))
        with django_capture_on_commit_callbacks(execute=True):
            started = api.post(f"{API}/devices/{running.id}/power", {"action": "start"}, format="json")
        assert started.status_code == 200
        assert balances(individual.user) == (Decimal("88.00"), Decimal("12.00"))
        assert_reconciles()

    @pytest.mark.parametrize("kind", ["individual", "owner"])
    def test_a_dry_wallet_stops_the_machine_and_tells_its_owner(
        self, client_for, personas, kind, django_capture_on_commit_callbacks
    ):
        """A company's machine is told in the company's identity."""
        individual = personas[kind]
        cloud_customer(individual.user, coins="12")
        api = client_for(individual)
        with django_capture_on_commit_callbacks(execute=True):
            device = Device.objects.get(id=order(api).json()["data"]["id"])
        date_back(device, 3600)
        with django_capture_on_commit_callbacks(execute=True):
            zcloud_bill()
        device.refresh_from_db()
        assert device.status == DeviceStatus.STOPPED
        assert device.status_changes.filter(new_status=DeviceStatus.STOPPING, reason="unpaid").exists()
        told = Notification.objects.filter(recipient=individual.user, kind=ZCLOUD_UNPAID)
        assert list(told.values_list("company_id", flat=True)) == [individual.actor.company_id]
        assert bill(device).hold is None
        assert balances(individual.user) == (Decimal(0), Decimal(0))
        assert platform_revenue() == Decimal("12.00")

        refused = api.post(f"{API}/devices/{device.id}/power", {"action": "start"}, format="json")
        assert refused.status_code == 409 and refused.json()["error"] == "wallet_insufficient_funds"
        device.refresh_from_db()
        assert device.status == DeviceStatus.STOPPED
        fund(individual.user, "20")
        assert api.post(f"{API}/devices/{device.id}/power", {"action": "start"}, format="json").status_code == 200
        assert balances(individual.user) == (Decimal("8.00"), Decimal("12.00"))
        assert_reconciles()

    def test_deleting_settles_the_last_partial_period(
        self, running, client_for, individual, django_capture_on_commit_callbacks
    ):
        date_back(running, 1800)
        billing = bill(running)
        with django_capture_on_commit_callbacks(execute=True):
            deleted = client_for(individual).post(
                f"{API}/devices/{running.id}/power", {"action": "delete"}, format="json"
            )
        assert deleted.status_code == 200
        billing.refresh_from_db()
        assert billing.device_id == running.id and billing.ended_at is not None
        assert Device.objects.get(id=running.id).removed_at is not None
        assert 1800 <= billing.billed_seconds <= 1802 and billing.charged == Decimal("6.00")
        assert balances(individual.user) == (Decimal("94.00"), Decimal(0))
        assert zcloud_bill() == 0
        assert_reconciles()

    def test_the_pass_is_idempotent_per_period_and_the_ledger_reconciles(self, running, capsys):
        date_back(running, 3600)
        now = timezone.now()
        zcloud_bill(now=now)
        zcloud_bill(now=now)
        assert bill(running).period == 1
        assert LedgerTransaction.objects.filter(kind="hold_place").count() == 2
        call_command("wallet_reconcile")
        assert "reconciles" in capsys.readouterr().out


@pytest.mark.django_db
def test_demo_people_are_verified_and_funded_for_a_machine():
    call_command("seed_demo")
    alice = User.objects.get(name="alice")
    actor = actor_for(user=alice, user_type=UserType.USER, sme_id=PERSONAL_IDENTITY)
    device = zcloud_create(
        actor=actor, plan_id=gpu_plan().id, name="Demo cloud", price_per_hour=gpu_plan().price_per_hour
    )
    assert bill(device).hold is not None
    assert_reconciles()


@pytest.mark.django_db
def test_staff_read_the_bills_in_the_admin_and_cannot_change_them(running):
    from django.test import Client

    from apps.accounts.tests.factories import UserFactory

    staff = Client()
    staff.force_login(UserFactory.create(name="staffer", is_staff=True, is_superuser=True))
    listing = staff.get("/admin/devices/cloudbilling/")
    assert listing.status_code == 200 and running.device_id in listing.content.decode()
    bill = running.billing
    charged = bill.charged
    assert staff.get("/admin/devices/cloudbilling/add/").status_code == 403
    assert staff.post(f"/admin/devices/cloudbilling/{bill.pk}/delete/", {"post": "yes"}).status_code == 403
    assert staff.get(f"/admin/devices/cloudbilling/{bill.pk}/change/").status_code == 200
    assert staff.post(f"/admin/devices/cloudbilling/{bill.pk}/change/", {"charged": "999"}).status_code == 403
    bill.refresh_from_db()
    assert bill.charged == charged
