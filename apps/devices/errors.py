"""The error codes of Devices and their agents (registered from the app\'s `ready()`)."""

from django.utils.translation import gettext_lazy as _

from apps.common.errors import ErrorEntry

ERRORS: dict[str, ErrorEntry] = {
    "device_id_invalid": (400, _("Invalid device ID")),
    "registration_token_invalid": (401, _("The registration token is wrong or registration is disabled.")),
    "device_secret_invalid": (401, _("The device ID or device secret is wrong.")),
    "device_already_yours": (409, _("This device is already bound to your account.")),
    "zcloud_not_unbindable": (409, _("A Z-CLOUD device cannot be unbound; delete it instead.")),
    "command_finished": (409, _("This command has already finished.")),
    "device_offline": (409, _("The device is offline; try again when it is back online.")),
    "device_reenrol_required": (
        403,
        _("This device belongs to someone: send its current device secret or a re-enrolment code from its owner."),
    ),
    "device_registration_pending": (
        403,
        _(
            "This device is already registered and waits to be bound: register it again with its saved state "
            "(its device secret), or wait until the registration lapses."
        ),
    ),
    "zcloud_no_agent": (409, _("A Z-CLOUD machine has no agent, so it needs no re-enrolment code.")),
    # Z-CLOUD costs money (trust): who may order a machine, and how many at once.
    "zcloud_creating_limit": (
        429,
        _("You already have the most Z-CLOUD machines being created at once; wait until one is ready."),
    ),
}
