"""The notifications devices send (registered from the app's `ready()`)."""

from django.utils.translation import gettext_lazy as _

from apps.notifications.kinds import Kind

DEVICE_OFFLINE = "device_offline"

KINDS = {
    # Params: name. The link names the device: notify(..., link="/devices/details?id=<id>").
    DEVICE_OFFLINE: Kind(
        label=_("Device offline"),
        title=_("Device offline"),
        body=_("{name} went offline; check its power and network."),
        link="/devices",
    ),
}
