from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ListingsConfig(AppConfig):
    name = "apps.listings"
    label = "listings"
    verbose_name = _("Market listings")

    def ready(self) -> None:
        from apps.devices.hooks import device_released
        from apps.devices.services import MACHINE as DEVICES
        from apps.installs.hooks import app_installed, listing_shown, sharing_changed
        from apps.installs.services import MACHINE as INSTALLED_APPS
        from apps.notifications.kinds import NOTIFICATION_KINDS

        from . import selectors, services
        from .notification_kinds import KINDS

        NOTIFICATION_KINDS.register(app=self.label, entries=KINDS)
        DEVICES.follow(services.on_device_moved)
        INSTALLED_APPS.follow(services.on_app_moved)
        sharing_changed.follow(services.on_sharing_changed)
        app_installed.follow(services.on_app_installed)
        device_released.follow(services.on_device_released)
        listing_shown.follow(selectors.listing_id_showing)
