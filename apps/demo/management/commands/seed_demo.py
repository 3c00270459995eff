from typing import Any

from django.core.management.base import BaseCommand, CommandParser
from django.db import transaction
from django.utils import timezone

from apps.accounts.actor import actor_for
from apps.accounts.choices import UserType
from apps.accounts.models import User
from apps.companies.models import Company, Membership
from apps.companies.services import company_create, resource_assign
from apps.companies.services.common import member_join
from apps.devices import device_id as device_ids
from apps.devices.choices import OPEN_COMMAND_STATUSES, DeviceKind, DeviceStatus
from apps.devices.models import Device, DeviceServer
from apps.devices.plans import plans_ensure_defaults
from apps.devices.resources import device_tier
from apps.devices.services import command_result, device_bind, device_force_unbind
from apps.friends.choices import FriendRequestStatus
from apps.friends.models import FriendRequest, Friendship, Tag
from apps.friends.services import friendship_create
from apps.installs.choices import AppStatus
from apps.installs.models import InstalledApp
from apps.installs.services import app_install
from apps.store.models import App

from ...catalogue import catalogue_ensure_defaults
from ...demands import demands_seed
from ...market import market_ensure
from ...rentals import rentals_seed
from ...wallet import wallets_seed

DEMO_PASSWORD = "Demo2026pass"
COMPANY = "Demo Co"
COMPANY_BOX = "DEMO-CO-ZBOX-1"

# name, e-mail, phone, staff, who they are (later features add their companies, apps, wallets)
PERSONAS = [
    ("alice", "alice@demo.local", "+8613800000001", False, "individual user with a Z-BOX; rents bob's apps"),
    ("bob", "bob@demo.local", "+8613800000002", False, "owns Demo Co; a server group of his own; earns rent"),
    ("carol", "carol@demo.local", "+8613800000003", False, "member of Demo Co, with Ollama allocated"),
    ("dave", "dave@demo.local", "+8613800000004", False, "individual user, alice's friend"),
    ("staff", "staff@demo.local", None, True, "staff (Django admin at /admin/)"),
]


class Command(BaseCommand):
    help = "Create or reset the demo personas (idempotent) and print how to sign in as them."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--market",
            type=int,
            default=0,
            help="at least this many market listings from simulated providers (make run: 300; end-to-end: none)",
        )

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        for name, email, phone, staff, _role in PERSONAS:
            user = User.objects.filter(name__iexact=name).first() or User(name=name)
            user.email, user.phone_number, user.email_verified = email, phone, True
            user.is_staff = user.is_superuser = staff
            user.is_active = True
            user.set_password(DEMO_PASSWORD)
            user.save()
        self.seed_friends()
        self.seed_devices()
        self.seed_catalogue()
        self.seed_company()
        wallets_seed()
        rentals_seed(self._answer_commands)
        demands_seed(self._answer_commands)
        if options["market"]:
            made = market_ensure(size=options["market"])
            self.stdout.write(f"Market: {made} new demo boxes; their apps are listed.")
        self.stdout.write("Demo accounts (sign in with the e-mail, phone or name):")
        for name, email, _phone, _staff, role in PERSONAS:
            self.stdout.write(f"  {email:<20} password {DEMO_PASSWORD}   {name}: {role}")

    def seed_friends(self) -> None:
        """alice and dave are friends; alice tags dave "Colleagues"; carol asks alice to be friends."""

        alice, carol, dave = (User.objects.get(name=name) for name in ("alice", "carol", "dave"))
        alices_side = friendship_create(user=alice, other=dave)
        tag = Tag.objects.filter(owner=alice, name__iexact="Colleagues").first() or Tag.objects.create(
            owner=alice, name="Colleagues"
        )
        alices_side.tags.add(tag)
        pending = FriendRequest.objects.filter(sender=carol, recipient=alice, status=FriendRequestStatus.PENDING)
        if not Friendship.objects.filter(owner=alice, friend=carol).exists() and not pending.exists():
            FriendRequest.objects.create(sender=carol, recipient=alice, message="Hi alice, it's carol from work.")

    def seed_devices(self) -> None:
        """alice has a bound Z-BOX with a GPU, online; bob a server group of two servers; the
        default Z-CLOUD plans exist (also after a database flush)."""
        plans_ensure_defaults()
        gib = 1024**3
        gpu = {"name": "NVIDIA RTX 4090", "passthrough": True, "vram_bytes": 24 * gib}
        servers = [
            (
                "node-1",
                32,
                128 * gib,
                2048 * gib,
                [{"name": "NVIDIA A10", "passthrough": True, "vram_bytes": 24 * gib}],
            ),
            ("node-2", 32, 128 * gib, 2048 * gib, []),
        ]
        demo = [
            ("alice", "DEMO-ALICE-ZBOX-1", DeviceKind.ZBOX, "alice's Z-BOX", 16, 64 * gib, 1024 * gib, [gpu], []),
            (
                "bob",
                "DEMO-BOB-GROUP-1",
                DeviceKind.SERVER_GROUP,
                "bob's servers",
                sum(s[1] for s in servers),
                sum(s[2] for s in servers),
                sum(s[3] for s in servers),
                [g for s in servers for g in s[4]],
                servers,
            ),
        ]
        for owner_name, serial, kind, name, cores, memory, disk, gpus, members in demo:
            device = Device.objects.filter(serial=serial).first() or Device(
                serial=serial, device_id=device_ids.generate()
            )
            device.owner_user = User.objects.get(name=owner_name)
            device.kind, device.name, device.status = kind, name, DeviceStatus.ONLINE
            device.cpu_cores, device.memory_bytes, device.disk_bytes, device.gpus = cores, memory, disk, gpus
            device.tier = device_tier(cpu_cores=cores, memory_bytes=memory, gpus=gpus)
            device.last_seen_at = timezone.now()
            device.usage = {"cpu": 12.0, "memory": 35.0, "disk": 20.0, "gpu": 5.0 if gpus else None}
            device.save()
            device.servers.all().delete()
            for server_name, server_cores, server_memory, server_disk, server_gpus in members:
                DeviceServer.objects.create(
                    device=device,
                    name=server_name,
                    cpu_cores=server_cores,
                    memory_bytes=server_memory,
                    disk_bytes=server_disk,
                    gpus=server_gpus,
                )

    def seed_catalogue(self) -> None:
        """The app store's starter catalogue (also after a database flush)."""
        catalogue_ensure_defaults()

    def seed_company(self) -> None:
        """bob owns "Demo Co" with carol as a member; the company has a Z-BOX, bound in the
        company identity as bob would, running Ollama, which is allocated to carol (who
        holds her own access to it). No agent beats for the box: its commands are answered
        here, as its agent would, and it goes offline like alice's."""
        bob, carol = (User.objects.get(name=name) for name in ("bob", "carol"))
        company = Company.objects.filter(owner=bob, name=COMPANY, archived_at__isnull=True).first()
        company = company or company_create(user=bob, name=COMPANY)
        if not Membership.objects.filter(company=company, user=carol).exists():
            member_join(company=company, user=carol, actor=bob)
        actor = actor_for(user=bob, user_type=UserType.ADMIN, sme_id=company.id)
        gib = 1024**3
        gpus = [{"name": "NVIDIA RTX 4070", "passthrough": True, "vram_bytes": 12 * gib}]
        device = Device.objects.filter(serial=COMPANY_BOX).first() or Device(
            serial=COMPANY_BOX, device_id=device_ids.generate()
        )
        device.kind, device.name, device.status = DeviceKind.ZBOX, "Demo Co's Z-BOX", DeviceStatus.ONLINE
        device.cpu_cores, device.memory_bytes, device.disk_bytes, device.gpus = 16, 64 * gib, 1024 * gib, gpus
        device.tier = device_tier(cpu_cores=16, memory_bytes=64 * gib, gpus=gpus)
        device.last_seen_at = timezone.now()
        device.usage = {"cpu": 8.0, "memory": 20.0, "disk": 10.0, "gpu": 3.0}
        device.save()
        if not actor.owns(device):
            if device.owner_user_id is not None:
                device_force_unbind(device_id=device.id)
            device = device_bind(actor=actor, code=device.device_id)
        ollama = App.objects.get(slug="ollama")
        installed = InstalledApp.objects.filter(device=device, app=ollama).exclude(status=AppStatus.NOT_INSTALL).first()
        if installed is None:
            installed = app_install(actor=actor, device_id=device.id, app_id=ollama.id, config={"model": "qwen2.5:7b"})
        self._answer_commands(device)  # installed, then started
        self._answer_commands(device)
        resource_assign(actor=actor, member_id=carol.pk, resource_type="app", resource_id=installed.id)
        self._answer_commands(device)  # carol's access on the box

    def _answer_commands(self, device: Device) -> None:
        for command in device.commands.filter(status__in=OPEN_COMMAND_STATUSES).order_by("id"):
            command_result(device=device, command_id=command.id, success=True, detail="seeded")
