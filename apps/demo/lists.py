"""Long lists for one person, to try the console's filters, sorts and pages (and for the
end-to-end test of the kept list state): boxes `Box 01`..`Box NN`, the even ones online and
the odd ones offline, each with one catalogue app (running on the even boxes, stopped on the
odd ones), and as many friends `<name>-pal-01`..`NN`. Rows are made in order, so "oldest
first" follows the numbers. Idempotent: what the person already has is kept."""

from django.utils import timezone

from apps.accounts.models import User
from apps.devices import device_id as device_ids
from apps.devices.choices import DeviceKind, DeviceStatus
from apps.devices.models import Device
from apps.friends.services import friendship_create
from apps.installs.choices import AppStatus
from apps.installs.models import InstalledApp
from apps.store.models import App

GIB = 1024**3


def lists_seed(*, user: User, size: int) -> None:
    apps = list(App.objects.filter(published=True).order_by("id"))
    for number in range(1, size + 1):
        even = number % 2 == 0
        serial = f"lists-{user.pk}-{number:02d}"
        device = Device.objects.filter(serial=serial).first() or Device.objects.create(
            owner_user=user,
            serial=serial,
            device_id=device_ids.generate(),
            kind=DeviceKind.ZBOX,
            name=f"Box {number:02d}",
            status=DeviceStatus.ONLINE if even else DeviceStatus.OFFLINE,
            cpu_cores=8,
            memory_bytes=32 * GIB,
            disk_bytes=500 * GIB,
            last_seen_at=timezone.now(),
        )
        if apps and not device.installed_apps.exists():
            InstalledApp.objects.create(
                device=device,
                owner_user=user,
                app=apps[(number - 1) % len(apps)],
                version="latest",
                status=AppStatus.RUNNING if even else AppStatus.STOPPED,
                installed_at=timezone.now(),
            )
        pal = f"{user.name}-pal-{number:02d}"
        friendship_create(user=user, other=User.objects.filter(name=pal).first() or User.objects.create_user(pal))
