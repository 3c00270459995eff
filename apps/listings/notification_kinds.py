"""The notifications listings send (registered from the app's `ready()`).

Params: app_en / app_zh (the app's name per language), device, reason (staff's words)."""

from django.utils.translation import gettext_lazy as _

from apps.notifications.kinds import Kind

LISTING_HIDDEN = "listing_hidden"
LISTING_SHOWN = "listing_shown"

KINDS = {
    LISTING_HIDDEN: Kind(
        label=_("Listing hidden"),
        title=_("Listing hidden from the market"),
        body=_("{app} on {device} was taken off the market: {reason}"),
        link="/app",
    ),
    LISTING_SHOWN: Kind(
        label=_("Listing shown again"),
        title=_("Listing back on the market"),
        body=_("{app} on {device} may be listed on the market again."),
        link="/app",
    ),
}
