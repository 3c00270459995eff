"""What installs tell the apps built on them (companies, listings, rentals) without
importing them. Each hook fires inside the service's transaction; who follows it:
docs/flows.md (`manage.py followers`)."""

from apps.common.hooks import hook

from .models import InstalledApp


@hook
def app_installed(*, installed_app: InstalledApp) -> None:
    """An app was installed on a device (the row exists, `installing`)."""


@hook
def app_removed(*, installed_app: InstalledApp) -> None:
    """An app left its device (uninstalled, or its device unbound); its access grants are
    already revoked."""


@hook
def sharing_changed(*, installed_app_ids: list[int]) -> None:
    """Sharing (mode, rentable, price) changed outside a status move, by a person or
    autopilot."""


@hook
def listing_shown(*, installed_app: InstalledApp) -> int | None:
    """The id of the market listing that shows `installed_app` now (its page's link to the
    market); None when the market does not show it."""
