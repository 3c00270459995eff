"""Each answer's shape is written once: the dict builders answer without a serializer pass,
and the serializers describe the same answers in the OpenAPI schema. Real rows rendered by
a builder must come out of its schema serializer unchanged, and be plain JSON already."""

import json
from collections.abc import Callable
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from django.utils import timezone
from rest_framework import serializers

from apps.accounts.tests.factories import UserFactory
from apps.common.render import api_coins, api_time
from apps.companies import services as company_services
from apps.companies.api.serializers import (
    ApplicationSerializer,
    CompanySerializer,
    InvitationSerializer,
    MemberSerializer,
    RecordSerializer,
    application_item,
    company_item,
    invitation_item,
    member_item,
    record_item,
)
from apps.companies.models import Application, Company, Invitation, MemberRecord, Membership
from apps.companies.selectors import company_list
from apps.companies.tests.helpers import invitation
from apps.demands.api.serializers import (
    DemandDetailSerializer,
    OrderDetailSerializer,
    demand_item,
    order_item,
    timeline_items,
)
from apps.demands.models import Order
from apps.demands.selectors import demand_for, demand_matching_listings, demand_offers, order_for, order_timeline
from apps.demands.services import order_accept, order_decline, order_offer
from apps.demands.tests.helpers import demand_of, gpu_box, running_app
from apps.devices.api.serializers import (
    DeviceDetailSerializer,
    DeviceSerializer,
    PlanSerializer,
    device_detail,
    device_items,
    plan_item,
)
from apps.devices.choices import DeviceKind, DeviceStatus
from apps.devices.models import DeviceServer, DeviceStatusChange, Plan
from apps.devices.selectors import device_list, device_rows, plans_active
from apps.devices.tests.helpers import GIB, make_device
from apps.friends.api.serializers import (
    FriendRequestItemSerializer,
    FriendSerializer,
    FriendTagSerializer,
    friend_item,
    friend_request_item,
    tag_item,
)
from apps.friends.notification_kinds import FRIEND_REQUEST
from apps.friends.selectors import friend_list, friend_request_list, tag_list
from apps.friends.tests.helpers import ask, befriend, tag
from apps.installs.api.serializers import (
    InstalledAppDetailSerializer,
    InstalledAppSerializer,
    installed_detail,
    installed_item,
)
from apps.installs.selectors import (
    access_of,
    installed_app_allowed_actions,
    installed_app_get,
    installed_app_list,
)
from apps.installs.tests.helpers import ai_app, installed_app, lite_app, server_app
from apps.listings.api.serializers import ListingGroupSerializer, ListingSerializer, group_items, listing_items
from apps.listings.selectors import listing_groups, listing_rows, listings_listed
from apps.listings.services import reliability_rollup
from apps.listings.tests.helpers import BEIJING, GPU_4090, rentable_app
from apps.notifications.api.serializers import NotificationSerializer
from apps.notifications.kinds import ANNOUNCEMENT, rendered
from apps.notifications.selectors import notification_list
from apps.notifications.services import notify
from apps.rentals.api.serializers import RentalDetailSerializer, charge_items, rental_item
from apps.rentals.selectors import rental_for, rental_runways
from apps.rentals.services import rental_settle, rental_stop, rentals_bill
from apps.rentals.tests.helpers import market_app, rented, seconds_after
from apps.store.api.serializers import (
    StoreAppDetailSerializer,
    StoreAppSerializer,
    StoreGroupSerializer,
    app_detail,
    app_summaries,
    store_group_items,
)
from apps.store.selectors import store_app, store_apps, store_groups
from apps.store.tests.helpers import make_app, make_label, make_screenshot
from apps.wallet.api.serializers import (
    DepositSerializer,
    TransactionSerializer,
    WalletSerializer,
    deposit_item,
    transaction_item,
    wallet_item,
)
from apps.wallet.selectors import transactions_of, wallet_state
from apps.wallet.services import deposit_create, wallet_payout, wallet_threshold_set
from apps.wallet.tests.helpers import fund
from conftest import Persona

# A pair: real rows rendered by a builder, and the serializer that describes them.
Pair = tuple[list[dict[str, Any]], type[serializers.Serializer]]


def devices(owner: Persona) -> Pair:
    plan = Plan.objects.filter(active=True).first()
    make_device(
        owner.actor,
        kind=DeviceKind.ZCLOUD,
        plan=plan,
        lng=116.4,
        lat=39.9,
        usage={"cpu": 1.5, "memory": 2.0, "disk": 3.0, "gpu": None},
    )
    group = make_device(owner.actor, kind=DeviceKind.SERVER_GROUP, status=DeviceStatus.OFFLINE, last_seen_at=None)
    DeviceServer.objects.create(device=group, name="s1", cpu_cores=4, memory_bytes=GIB, disk_bytes=GIB, gpus=[])
    return device_items(list(device_rows(device_list(actor=owner.actor)))), DeviceSerializer


def device_details(owner: Persona) -> Pair:
    make_device(owner.actor, kind=DeviceKind.SERVER_GROUP)
    device = make_device(owner.actor)
    DeviceStatusChange.objects.create(device=device, old_status="", new_status=DeviceStatus.ONLINE)
    DeviceStatusChange.objects.create(device=device, old_status=DeviceStatus.ONLINE, new_status=DeviceStatus.OFFLINE)
    return [device_detail(shown) for shown in device_list(actor=owner.actor)], DeviceDetailSerializer


def plans(_owner: Persona) -> Pair:
    return [plan_item(plan) for plan in plans_active()], PlanSerializer


def _holding(owner: Persona, status: str) -> dict[str, Any]:
    allowed = installed_app_allowed_actions(actor=owner.actor, status=status)
    return {"access": access_of(owner.actor), "allowed_actions": allowed}


def installed_apps(owner: Persona) -> Pair:
    installed_app(owner.actor, app=ai_app())
    installed_app(owner.actor, app=server_app(), running=False)
    rows = installed_app_list(actor=owner.actor)
    return [installed_item(row, **_holding(owner, row["status"])) for row in rows], InstalledAppSerializer


def installed_app_details(owner: Persona) -> Pair:
    shown = [installed_app(owner.actor, app=ai_app()), installed_app(owner.actor, app=lite_app(), running=False)]
    got = [installed_app_get(actor=owner.actor, installed_app_id=app.id) for app in shown]
    built = [installed_detail(installed, **_holding(owner, installed.status)) for installed in got]
    return built, InstalledAppDetailSerializer


def notifications(persona: Persona) -> Pair:
    reader = persona.user
    notify(recipients=[reader], kind=FRIEND_REQUEST, params={"name": "kim"})
    notify(recipients=[reader], kind=ANNOUNCEMENT, title={"en": "Hi"}, body={"en": "There"})
    built = [rendered(item, language=language) for item in notification_list(user=reader) for language in ("en", "zh")]
    return built, NotificationSerializer


def friends(persona: Persona) -> Pair:
    owner = persona.user
    tag(owner, "close", befriend(owner, UserFactory.create(avatar="avatars/kim.png")))
    befriend(owner, UserFactory.create())
    return [friend_item(friendship) for friendship in friend_list(user=owner)], FriendSerializer


def friend_requests(persona: Persona) -> Pair:
    viewer = persona.user
    ask(UserFactory.create(), viewer, "hello")
    ask(viewer, UserFactory.create())
    built = [friend_request_item(request, viewer=viewer) for request in friend_request_list(user=viewer)]
    return built, FriendRequestItemSerializer


def tags(persona: Persona) -> Pair:
    owner = persona.user
    tag(owner, "close", befriend(owner, UserFactory.create()), befriend(owner, UserFactory.create()))
    tag(owner, "empty")
    return [tag_item(each) for each in tag_list(user=owner)], FriendTagSerializer


def store() -> tuple[Any, ...]:
    ai, tools = make_label("ai", position=1), make_label("tools", position=2, name_zh="")
    app = make_app(labels=(ai, tools), versions=("1.0", "1.1"), name_zh="")
    make_app(labels=(tools,), versions=())
    make_screenshot(app, 0)
    return app, ai


def store_app_rows(_persona: Persona) -> Pair:
    store()
    rows = list(store_apps())
    return [*app_summaries(rows, language="en"), *app_summaries(rows, language="zh")], StoreAppSerializer


def store_group_rows(_persona: Persona) -> Pair:
    store()
    return store_group_items(store_groups(), language="zh"), StoreGroupSerializer


def store_app_details(_persona: Persona) -> Pair:
    app = store_app(app_id=store()[0].id)
    assert app is not None
    return [app_detail(app, language=language) for language in ("en", "zh")], StoreAppDetailSerializer


def _listings(persona: Persona) -> None:
    """Two listings, one with a GPU, a label and its device's reliability, one without a
    location or labels."""
    label = make_label("market-ai", position=1)
    rentable_app(persona.actor, app=make_app(labels=(label,)), gpus=[GPU_4090], price="2.5")
    reliability_rollup()
    rentable_app(persona.actor, at=None)


def listing_list_rows(persona: Persona) -> Pair:
    _listings(persona)
    rows = list(listing_rows(listings_listed()))
    built = [*listing_items(rows, language="en", near=(116.4, 39.9)), *listing_items(rows, language="zh", near=None)]
    return built, ListingSerializer


def listing_group_rows(persona: Persona) -> Pair:
    _listings(persona)
    make_app(labels=(make_label("market-empty", position=2),))
    rentable_app(persona.actor, app=make_app(labels=(make_label("market-more", position=3),)))
    return group_items(listing_groups(), language="zh", near=(116.4, 39.9)), ListingGroupSerializer


def _company(person: Any) -> Company:
    """A company `person` owns, with a member (an avatar) and a member record."""
    company = company_services.company_create(user=person, name="Mine Co")
    joiner = UserFactory.create(avatar="avatars/kim.png")
    Membership.objects.create(company=company, user=joiner)
    MemberRecord.objects.create(company=company, member=joiner, kind="join", actor=joiner)
    MemberRecord.objects.create(company=company, member=joiner, kind="removal", read_at=timezone.now())
    return company


def companies(persona: Persona) -> Pair:
    _company(persona.user)
    Membership.objects.create(company=_company(UserFactory.create()), user=persona.user)
    return [company_item(membership) for membership in company_list(user=persona.user)], CompanySerializer


def company_members(persona: Persona) -> Pair:
    company = _company(persona.user)
    return [member_item(membership) for membership in company.memberships.select_related("user")], MemberSerializer


def company_invitations(persona: Persona) -> Pair:
    company = _company(persona.user)
    invitation(company, raw="one")
    invitation(company, raw="two", invitee=UserFactory.create(), expires_at=timezone.now())
    rows = Invitation.objects.select_related("company", "inviter")
    return [invitation_item(each) for each in rows], InvitationSerializer


def company_applications(persona: Persona) -> Pair:
    company = _company(persona.user)
    Application.objects.create(company=company, applicant=UserFactory.create(), expires_at=timezone.now())
    Application.objects.create(
        company=company,
        applicant=UserFactory.create(),
        status="declined",
        expires_at=timezone.now(),
        decided_at=timezone.now(),
    )
    return [application_item(each) for each in Application.objects.select_related("applicant")], ApplicationSerializer


def member_records(persona: Persona) -> Pair:
    _company(persona.user)
    rows = MemberRecord.objects.select_related("company", "member", "actor")
    return [record_item(record) for record in rows], RecordSerializer


def wallet_rows(persona: Persona) -> Pair:
    person = persona.user
    fund(person, "30")
    wallet_payout(user=person, amount=Decimal("5"), idempotency_key="p", reference="rental:1", company_id="ABCDE-12345")
    rows = transactions_of(user=person, zone=ZoneInfo("Asia/Shanghai"))
    return [transaction_item(row) for row in rows], TransactionSerializer


def deposits(persona: Persona) -> Pair:
    paid = fund(persona.user, "12.5")
    waiting = deposit_create(user=persona.user, amount=Decimal("7"), method="sandbox_wechat")
    return [deposit_item(deposit) for deposit in (paid, waiting)], DepositSerializer


def wallets(persona: Persona) -> Pair:
    other = UserFactory.create()
    fund(other, "3")
    wallet_threshold_set(user=other, threshold=None)
    return [wallet_item(wallet_state(user=user)) for user in (persona.user, other)], WalletSerializer


def rental_details(persona: Persona) -> Pair:
    """An ongoing rental billed once (with its runway) and one ended, as renter and provider."""
    provider = UserFactory.create()
    ongoing = rented(persona.user, market_app(Persona(provider, "user").actor, price="36.00"))
    rentals_bill(now=seconds_after(ongoing, 3600))
    ended = rented(persona.user, market_app(Persona(provider, "user").actor), coins="")
    rental_stop(ended.pk, reason="renter_ended")
    rental_settle(rental_id=ended.pk)
    built = []
    for user, rental in ((persona.user, ongoing), (provider, ended)):
        rental = rental_for(user=user, rental_id=rental.pk)
        runway = rental_runways(user=user, rentals=[rental]).get(rental.pk)
        built.append(
            {**rental_item(rental, user_id=user.pk, language="en", runway=runway), "charges": charge_items(rental)}
        )
    return built, RentalDetailSerializer


def _taken_demand(persona: Persona) -> tuple[Order, Order]:
    """A demand of the persona's with an offer confirmed (its rental started) and one declined."""
    fund(persona.user, "50")
    demand = demand_of(persona.user, app_id=ai_app().pk)
    providers = [Persona(UserFactory.create(), "user") for _ in range(2)]
    rentable_app(providers[1].actor, app=demand.app, gpus=gpu_box(providers[1].actor).gpus)
    declined = order_offer(provider=providers[0].user, demand_id=demand.pk, device_id=gpu_box(providers[0].actor).pk)
    confirmed = order_offer(
        provider=providers[1].user,
        demand_id=demand.pk,
        installed_app_id=running_app(providers[1].actor, app=demand.app).pk,
    )
    order_decline(demander=persona.user, order_id=declined.pk)
    order_accept(demander=persona.user, order_id=confirmed.pk)
    return confirmed, declined


def demand_details(persona: Persona) -> Pair:
    """A taken demand with its offers, and an open one with a matching listing, seen by their owner."""
    confirmed, _declined = _taken_demand(persona)
    open_demand = demand_of(persona.user, app_id=confirmed.demand.app_id)
    built = []
    for demand_id in (confirmed.demand_id, open_demand.pk):
        demand = demand_for(user=persona.user, demand_id=demand_id)
        built.append(
            {
                **demand_item(demand, user_id=persona.user.pk, language="zh", near=BEIJING),
                "offers": [order_item(o, user_id=persona.user.pk, language="zh") for o in demand_offers(demand=demand)],
                "matching_listings": listing_items(
                    demand_matching_listings(demand=demand), language="zh", near=BEIJING
                ),
            }
        )
    assert built[1]["matching_listings"]
    return built, DemandDetailSerializer


def order_details(persona: Persona) -> Pair:
    """A confirmed order as its demander, a declined one as its provider."""
    confirmed, declined = _taken_demand(persona)
    built = []
    for user, order_id in ((persona.user, confirmed.pk), (declined.provider, declined.pk)):
        order = order_for(user=user, order_id=order_id)
        built.append(
            {
                **order_item(order, user_id=user.pk, language="en"),
                "timeline": timeline_items(order_timeline(order=order)),
            }
        )
    return built, OrderDetailSerializer


PAIRS: list[Callable[[Persona], Pair]] = [
    devices,
    device_details,
    plans,
    installed_apps,
    installed_app_details,
    notifications,
    friends,
    friend_requests,
    tags,
    store_app_rows,
    store_group_rows,
    store_app_details,
    listing_list_rows,
    listing_group_rows,
    companies,
    company_members,
    company_invitations,
    company_applications,
    member_records,
    wallet_rows,
    deposits,
    wallets,
    rental_details,
    demand_details,
    order_details,
]


@pytest.mark.django_db
@pytest.mark.parametrize("pair", PAIRS, ids=[pair.__name__ for pair in PAIRS])
def test_a_builder_answers_what_its_schema_serializer_describes(pair, individual):
    built, serializer_class = pair(individual)
    assert len(built) >= 2, "render more than one real row"
    assert json.loads(json.dumps(built)) == built, "a builder answers plain JSON values"
    assert json.loads(json.dumps(serializer_class(built, many=True).data)) == built


@pytest.mark.django_db
@pytest.mark.parametrize("change", [{"price_per_hour": "5.5"}, {"gpu_memory_bytes": "0"}, {"bandwidth": 100}], ids=str)
def test_the_comparison_notices_a_differing_format_or_field(change, individual):
    built, serializer_class = plans(individual)
    built[0] |= change
    assert json.loads(json.dumps(serializer_class(built, many=True).data)) != built


@pytest.mark.parametrize("zone", ["UTC", "Asia/Shanghai"])
def test_times_and_coins_are_written_as_drf_writes_them(zone):
    """A serializer passes a string through unchanged, so the builders' own times and coins
    are compared with DRF's fields here."""
    moments = [
        datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC),
        datetime(2026, 1, 2, 3, 4, 5, 678901, tzinfo=UTC),
        datetime(2026, 6, 30, 23, 59, 59, tzinfo=ZoneInfo("America/New_York")),
    ]
    with timezone.override(ZoneInfo(zone)):
        assert [api_time(moment) for moment in moments] == [
            serializers.DateTimeField().to_representation(moment) for moment in moments
        ]
    amounts = [Decimal("0"), Decimal("1.5"), Decimal("12.34"), Decimal("99999.99")]
    coins = serializers.DecimalField(max_digits=12, decimal_places=2)
    assert [api_coins(amount) for amount in amounts] == [coins.to_representation(amount) for amount in amounts]
    assert api_time(None) is None
