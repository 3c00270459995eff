"""The error codes of rentals (registered from the app's `ready()`)."""

from django.utils.translation import gettext_lazy as _

from apps.common.errors import ErrorEntry

ERRORS: dict[str, ErrorEntry] = {
    "app_busy": (409, _("Someone is renting this app right now; try another one or come back later.")),
    "listing_gone": (409, _("This app is no longer on the market.")),
    "rental_own_listing": (409, _("This is your own app; you cannot rent it.")),
    "rental_insufficient_funds": (
        409,
        _("Your available balance does not cover the first billing period; please top up first."),
    ),
    "rental_not_ongoing": (409, _("This rental is not ongoing, so there is no access to show.")),
    "dispute_nothing_charged": (409, _("This rental never started, so nothing was charged to dispute.")),
    "dispute_window_closed": (409, _("This rental ended too long ago to dispute it.")),
    "dispute_open_exists": (409, _("This rental already has a dispute under way.")),
}
