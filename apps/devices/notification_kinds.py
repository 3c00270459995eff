"""The notifications devices send (registered from the app's `ready()`)."""

from django.utils.translation import gettext_lazy as _

from apps.notifications.kinds import Kind

DEVICE_OFFLINE = "device_offline"
ZCLOUD_UNPAID = "zcloud_unpaid"

KINDS = {
    # Params: name. The link names the device: notify(..., link="/devices/details?id=<id>").
    DEVICE_OFFLINE: Kind(
        label=_("Device offline"),
        title=_("Device offline"),
        body=_("{name} went offline; check its power and network."),
        link="/devices",
    ),
    # Params: name. The link names the machine.
    ZCLOUD_UNPAID: Kind(
        label=_("Z-CLOUD machine stopped unpaid"),
        title=_("Z-CLOUD machine stopped"),
        body=_("{name} was stopped: your wallet cannot pay for its next hour. Top it up, then start it again."),
        link="/devices",
        outside=True,
    ),
}
