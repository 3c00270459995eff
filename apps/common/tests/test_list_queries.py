"""Every list and detail answers in a fixed number of queries whatever its size: each call
is counted once with 1 row and once with 20, and both counts must be the same."""

import uuid
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.accounts.tests.factories import UserFactory
from apps.companies.models import Application, Company, MemberRecord, Membership
from apps.demands.models import Demand, Order, OrderLog
from apps.devices.choices import DeviceKind, DeviceStatus
from apps.devices.models import DeviceServer, DeviceStatusChange, Plan
from apps.devices.tests.helpers import GIB, make_device
from apps.friends.notification_kinds import FRIEND_REQUEST
from apps.friends.tests.helpers import ask, befriend, tag
from apps.installs.choices import AppStatus
from apps.installs.models import InstalledAppLog
from apps.installs.tests.helpers import installed_app, server_app
from apps.listings.services import reliability_rollup
from apps.listings.tests.helpers import BEIJING, GPU_4090, rentable_app
from apps.notifications.kinds import ANNOUNCEMENT
from apps.notifications.services import notify
from apps.rentals.models import Rental, RentalCharge
from apps.store.services import app_version_add
from apps.store.tests.helpers import make_app, make_label, make_screenshot
from apps.wallet.services import wallet_income_credit
from conftest import Persona

ROWS = 20
CIM, IAM, RMP, BILLING = "/api/cim/v1", "/api/iam/v1", "/api/rmp/v1", "/api/billing/v1"

# A case: given the caller, the URL to call, how to add `k` more rows to what it answers and
# how many rows an answer (its `data`) renders.
Case = tuple[str, Callable[[int], None], Callable[[Any], int]]


def items(data: Any) -> int:
    return len(data["items"])


def devices(caller: Persona) -> Case:
    plan = Plan.objects.filter(active=True).first()

    def add(k: int) -> None:
        for _ in range(k):
            make_device(caller.actor, kind=DeviceKind.ZCLOUD, plan=plan)
            group = make_device(caller.actor, kind=DeviceKind.SERVER_GROUP)
            DeviceServer.objects.create(device=group, name="s1", cpu_cores=4, memory_bytes=GIB, disk_bytes=GIB)

    return f"{CIM}/devices?limit=100", add, items


def device_detail(caller: Persona) -> Case:
    device = make_device(caller.actor, kind=DeviceKind.SERVER_GROUP)

    def add(k: int) -> None:
        for _ in range(k):
            DeviceServer.objects.create(device=device, name="s", cpu_cores=4, memory_bytes=GIB, disk_bytes=GIB)
            DeviceStatusChange.objects.create(
                device=device, old_status=DeviceStatus.OFFLINE, new_status=DeviceStatus.ONLINE, actor=caller.user
            )

    return f"{CIM}/devices/{device.id}", add, lambda data: len(data["history"])


def plans(_caller: Persona) -> Case:
    Plan.objects.update(active=False)

    def add(k: int) -> None:
        for n in range(k):
            Plan.objects.create(
                name=f"plan {n}", cpu_cores=2, memory_bytes=GIB, disk_bytes=GIB, bandwidth_mbps=100, price_per_hour=1
            )

    return f"{CIM}/plans", add, items


def installed_apps(caller: Persona) -> Case:
    def add(k: int) -> None:
        for _ in range(k):
            installed_app(caller.actor, app=server_app())

    return f"{CIM}/apps", add, items


def installed_app_detail(caller: Persona) -> Case:
    installed = installed_app(caller.actor, app=server_app())
    base = installed.log.count()

    def add(k: int) -> None:
        for _ in range(k):
            InstalledAppLog.objects.create(
                installed_app=installed, old_status=AppStatus.RUNNING, new_status=AppStatus.STOPPING, actor=caller.user
            )

    return f"{CIM}/apps/{installed.id}", add, lambda data: len(data["log"]) - base


def install_targets(caller: Persona) -> Case:
    app = server_app()

    def add(k: int) -> None:
        for _ in range(k):
            installed_app(caller.actor, app=app, running=False)

    return f"{CIM}/apps/install-targets?app_id={app.id}", add, len


def notifications(caller: Persona) -> Case:
    def add(k: int) -> None:
        for n in range(k):
            notify(recipients=[caller.user], kind=FRIEND_REQUEST, params={"name": f"kim {n}"})
            notify(recipients=[caller.user], kind=ANNOUNCEMENT, title={"en": "Hi"}, body={"en": "There"})

    return f"{IAM}/notifications?limit=100", add, items


def friends(caller: Persona) -> Case:
    def add(k: int) -> None:
        for n in range(k):
            tag(caller.user, f"tag {UserFactory.create().id}", befriend(caller.user, UserFactory.create()))
            befriend(caller.user, UserFactory.create(avatar=f"avatars/{n}.png"))

    return f"{IAM}/friends?limit=100", add, items


def friend_requests(caller: Persona) -> Case:
    def add(k: int) -> None:
        for _ in range(k):
            ask(UserFactory.create(), caller.user)
            ask(caller.user, UserFactory.create())

    return f"{IAM}/friends/requests?limit=100", add, items


def tags(caller: Persona) -> Case:
    def add(k: int) -> None:
        for _ in range(k):
            friend = UserFactory.create()
            tag(
                caller.user,
                f"tag {friend.id}",
                befriend(caller.user, friend),
                befriend(caller.user, UserFactory.create()),
            )

    return f"{IAM}/friends/tags", add, items


def store_apps(_caller: Persona) -> Case:
    label = make_label("tools")

    def add(k: int) -> None:
        for _ in range(k):
            make_app(labels=(label,), versions=("1.0", "1.1"))

    return f"{RMP}/store/apps", add, items


def store_groups(_caller: Persona) -> Case:
    def add(k: int) -> None:
        for _ in range(k):
            make_app(labels=(make_label(f"label-{make_app().id}"),))

    return f"{RMP}/store/groups", add, len


def store_app_detail(_caller: Persona) -> Case:
    app = make_app(labels=(make_label("ai"),))

    def add(k: int) -> None:
        for _ in range(k):
            shot = make_screenshot(app, position=app.screenshots.count())
            app_version_add(app=app, version=f"2.{shot.id}", notes_en="n", notes_zh="n", released_at=timezone.now())

    return f"{RMP}/store/apps/{app.id}", add, lambda data: len(data["screenshots"])


def market_listings(caller: Persona) -> Case:
    label = make_label("market")

    def add(k: int) -> None:
        for _ in range(k):
            rentable_app(caller.actor, app=server_app(labels=(label,), name_en="Market app"))
        reliability_rollup()

    return f"{RMP}/market/applications?sort=reliability&label=market&near=116.4,39.9&limit=100", add, items


def market_nearby(caller: Persona) -> Case:
    def add(k: int) -> None:
        for _ in range(k):
            rentable_app(caller.actor, at=BEIJING)

    return f"{RMP}/market/applications?near=116.4,39.9&sort=distance&limit=100", add, items


def market_search(caller: Persona) -> Case:
    def add(k: int) -> None:
        for _ in range(k):
            rentable_app(caller.actor, app=server_app(name_en="Searched app"))

    return f"{RMP}/market/search?q=searched&limit=100", add, items


def market_groups(caller: Persona) -> Case:
    def add(k: int) -> None:
        for _ in range(k):
            rentable_app(caller.actor, app=server_app(labels=(make_label(f"shelf-{make_app().id}"),)))

    return f"{RMP}/market/applications-groupby-labels", add, len


def companies(caller: Persona) -> Case:
    def add(k: int) -> None:
        for _ in range(k):
            company = Company.objects.create(name="Joined Co", owner=UserFactory.create())
            Membership.objects.create(company=company, user=caller.user)

    return f"{IAM}/sme?limit=100", add, items


def company_members(caller: Persona) -> Case:
    def add(k: int) -> None:
        for _ in range(k):
            Membership.objects.create(company_id=caller.sme_id, user=UserFactory.create())

    return f"{IAM}/sme/members?limit=100", add, items


def company_applications(caller: Persona) -> Case:
    def add(k: int) -> None:
        for _ in range(k):
            Application.objects.create(
                company_id=caller.sme_id, applicant=UserFactory.create(), expires_at=timezone.now()
            )

    return f"{IAM}/sme/applications?limit=100", add, items


def member_records(caller: Persona) -> Case:
    def add(k: int) -> None:
        for _ in range(k):
            someone = UserFactory.create()
            MemberRecord.objects.create(company_id=caller.sme_id, member=someone, kind="join", actor=someone)

    return f"{IAM}/sme/member/records?limit=100", add, items


def transactions(caller: Persona) -> Case:
    def add(k: int) -> None:
        for _ in range(k):
            # income and its fee: two rows, each for a different type of entry
            wallet_income_credit(
                user=caller.user, amount=Decimal("10"), idempotency_key=uuid.uuid4().hex, reference="r"
            )

    return f"{BILLING}/transactions?limit=100", add, items


def _rental(renter: Persona, status: str = "ended") -> Rental:
    provider = UserFactory.create()
    installed = installed_app(Persona(provider, "user").actor, app=server_app(), running=False)
    return Rental.objects.create(
        renter=renter.user, provider=provider, installed_app=installed, price_per_hour=Decimal("1"), status=status
    )


def rentals(caller: Persona) -> Case:
    def add(k: int) -> None:
        for n in range(k):
            _rental(caller, status="ended" if n % 2 else "rental_ongoing")

    return f"{RMP}/rentals?limit=100", add, items


def rental_detail(caller: Persona) -> Case:
    rental = _rental(caller)

    def add(k: int) -> None:
        start = rental.charges.count()
        RentalCharge.objects.bulk_create(
            RentalCharge(rental=rental, period=start + n, seconds=60, amount=Decimal("1"), fee=Decimal("0.10"))
            for n in range(k)
        )

    return f"{RMP}/rentals/{rental.pk}", add, lambda data: len(data["charges"])


def _demand(owner: Persona | None = None) -> Demand:
    return Demand.objects.create(
        owner=owner.user if owner else UserFactory.create(),
        name="GPU wanted",
        gpu_count=1,
        price_per_hour=Decimal("3"),
        hours=2,
        lng=BEIJING[0],
        lat=BEIJING[1],
        max_km=50,
        expires_at=timezone.now() + timedelta(days=1),
        app=server_app(),
    )


def _order(demand: Demand, provider: Persona | None = None, *, status: str = "pending") -> Order:
    provider = provider or Persona(UserFactory.create(), "user")
    installed = installed_app(provider.actor, app=server_app(), running=False)
    return Order.objects.create(
        demand=demand,
        provider=provider.user,
        kind="app",
        device=installed.device,
        installed_app=installed,
        price_per_hour=Decimal("3"),
        status=status,
    )


def demands(_caller: Persona) -> Case:
    def add(k: int) -> None:
        for _ in range(k):
            _demand()

    return f"{RMP}/demands?limit=100", add, items


def demand_detail(caller: Persona) -> Case:
    demand = _demand(caller)

    def add(k: int) -> None:
        for _ in range(k):
            _order(demand)
            rentable_app(Persona(UserFactory.create(), "user").actor, app=demand.app, at=BEIJING, gpus=[GPU_4090])

    return f"{RMP}/demands/{demand.pk}", add, lambda data: len(data["offers"])


def orders(caller: Persona) -> Case:
    def add(k: int) -> None:
        for n in range(k):
            if n % 2:
                _order(_demand(caller))
            else:
                _order(_demand(), caller)

    return f"{RMP}/orders?limit=100", add, items


def order_detail(caller: Persona) -> Case:
    order = _order(_demand(caller))

    def add(k: int) -> None:
        OrderLog.objects.bulk_create(
            OrderLog(order=order, old_status="pending", new_status="pending", actor=caller.user) for _ in range(k)
        )

    return f"{RMP}/orders/{order.pk}", add, lambda data: len(data["timeline"])


# The company owner's lists of their company.
COMPANY_LISTS = [company_members, company_applications, member_records]


CASES = [
    devices,
    device_detail,
    plans,
    installed_apps,
    installed_app_detail,
    install_targets,
    notifications,
    friends,
    friend_requests,
    tags,
    store_apps,
    store_groups,
    store_app_detail,
    market_listings,
    market_nearby,
    market_search,
    market_groups,
    companies,
    transactions,
    rentals,
    rental_detail,
    demands,
    demand_detail,
    orders,
    order_detail,
]


def counted(client: Any, url: str) -> tuple[int, Any]:
    """The queries one call makes (after a first call warmed the caches) and its data; a
    URL ending in `-groupby-labels` is POSTed (the market's front page)."""
    call = client.post if url.endswith("-groupby-labels") else client.get
    call(url)
    with CaptureQueriesContext(connection) as captured:
        response = call(url)
    assert response.status_code == 200, response.content
    return len(captured.captured_queries), response.json()["data"]


# The lists of owned rows, also read through a company's scope.
OWNED = [devices, device_detail, installed_apps, installed_app_detail, install_targets]


def assert_constant(case: Callable[[Persona], Case], client: Any, caller: Persona) -> None:
    url, add, rendered = case(caller)
    add(1)
    one, data = counted(client, url)
    assert rendered(data) in (1, 2), data
    add(ROWS - 1)
    many, data = counted(client, url)
    assert rendered(data) >= ROWS, data
    assert many == one, f"{url}: {one} queries for 1 row, {many} for {ROWS}"


@pytest.mark.django_db
@pytest.mark.parametrize("case", CASES, ids=[case.__name__ for case in CASES])
def test_a_call_costs_the_same_queries_for_1_and_for_20_rows(case, client_for, make_persona):
    caller = make_persona("individual")
    assert_constant(case, client_for(caller), caller)


@pytest.mark.django_db
@pytest.mark.parametrize("case", OWNED, ids=[case.__name__ for case in OWNED])
def test_a_companys_list_costs_the_same_queries_for_1_and_for_20_rows(case, client_for, owner):
    assert owner.actor.company_id is not None
    assert_constant(case, client_for(owner), owner)


@pytest.mark.django_db
@pytest.mark.parametrize("case", COMPANY_LISTS, ids=[case.__name__ for case in COMPANY_LISTS])
def test_a_company_owners_lists_cost_the_same_queries_for_1_and_for_20_rows(case, client_for, owner):
    assert_constant(case, client_for(owner), owner)
