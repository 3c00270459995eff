"""The error codes of demands and orders (registered from the app's `ready()`). Offers also
answer installs' `device_offline` (with the spec's launch message), `requirements_not_met`
and `app_already_installed`, rentals' `app_busy` and `rental_insufficient_funds`."""

from django.utils.translation import gettext_lazy as _

from apps.common.errors import ErrorEntry

# The spec's texts (section 8).
REQUIREMENTS_MESSAGE = _("Order requirements not satisfied, cannot take order.")
LAUNCH_MESSAGE = _("Cannot launch when offline or on network error.")

ERRORS: dict[str, ErrorEntry] = {
    "order_requirements_unsatisfied": (409, REQUIREMENTS_MESSAGE),
    "demand_own": (409, _("This is your own demand; you cannot take it.")),
    "demand_not_open": (409, _("This demand is no longer open.")),
    "demand_names_no_app": (
        409,
        _("This demand names no app, so a device cannot be offered for it; offer one of your installed apps."),
    ),
    "order_app_not_running": (409, _("Only a running app can be offered; start it first.")),
    "order_app_needs_config": (
        409,
        _("The app needs settings that have no default; install it yourself, then offer the installed app."),
    ),
    "order_already_offered": (409, _("You have already offered this device or app for this demand.")),
    "demand_open_limit": (429, _("You have too many open demands; withdraw one or wait until one is taken.")),
}
