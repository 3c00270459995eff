"""The error codes of Installed apps, sharing and the lite-app space (registered from the app\'s `ready()`)."""

from django.utils.translation import gettext_lazy as _

from apps.common.errors import ErrorEntry

ERRORS: dict[str, ErrorEntry] = {
    "requirements_not_met": (409, _("This device does not meet the app's minimum resources.")),
    "app_already_installed": (409, _("This app is already installed on this device.")),
    "app_not_installed": (409, _("The app is not installed yet.")),
    "ai_api_not_available": (409, _("Only AI compute and AI server apps have an AI API.")),
    "gateway_not_available": (
        409,
        _("This app is not reached through its box's gateway (its box runs no agent that serves one)."),
    ),
    "modification_not_supported": (409, _("Modification not supported.")),
    "rentable_app_stopped": (409, _("The rentable setting cannot change while the app is stopped; start it first.")),
    "rentable_device_offline": (
        409,
        _("The rentable setting cannot change while the device is offline."),
    ),
    "rentable_dedicated": (409, _("A dedicated (self-use) app cannot be rented out; choose another sharing mode.")),
    "rentable_autopilot": (409, _("In autopilot the system decides whether the app is rentable.")),
    "lite_space_stopped": (409, _("The lite-app space is powered off; power it on first.")),
    "lite_space_full": (409, _("The lite-app space has no room for this app; enlarge it first.")),
    "lite_space_busy": (409, _("A lite app in the space is starting; wait until it is up, then power the space off.")),
    "lite_space_edit_rentable": (
        409,
        _("The lite-app space cannot be edited while any lite app in it is rentable."),
    ),
    "lite_space_power_rentable": (
        409,
        _("The lite-app space cannot be powered off while any lite app in it is rentable."),
    ),
}
