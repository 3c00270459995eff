from typing import Any

from django.core.management.base import BaseCommand
from django.db import transaction
from django.utils import timezone

from apps.accounts.models import User
from apps.devices import device_id as device_ids
from apps.devices.choices import DeviceKind, DeviceStatus
from apps.devices.models import Device, DeviceServer
from apps.devices.plans import plans_ensure_defaults
from apps.devices.resources import device_tier
from apps.friends.choices import FriendRequestStatus
from apps.friends.models import FriendRequest, Friendship, Tag
from apps.friends.services import friendship_create

from ...catalogue import catalogue_ensure_defaults

DEMO_PASSWORD = "Demo2026pass"

# name, e-mail, phone, staff, who they are (later features add their companies, apps, wallets)
PERSONAS = [
    ("alice", "alice@demo.local", "+8613800000001", False, "individual user with a Z-BOX"),
    ("bob", "bob@demo.local", "+8613800000002", False, "company owner with a server group"),
    ("carol", "carol@demo.local", "+8613800000003", False, "company member"),
    ("dave", "dave@demo.local", "+8613800000004", False, "individual user, alice's friend"),
    ("staff", "staff@demo.local", None, True, "staff (Django admin at /admin/)"),
]


class Command(BaseCommand):
    help = "Create or reset the demo personas (idempotent) and print how to sign in as them."

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
