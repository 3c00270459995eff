from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ListingsConfig(AppConfig):
    name = "apps.listings"
    label = "listings"
    verbose_name = _("Market listings")

    def ready(self) -> None:
        from apps.common.statemachine import status_moved
        from apps.devices.signals import device_released
        from apps.installs.signals import app_installed, sharing_changed
        from apps.notifications.kinds import NOTIFICATION_KINDS

        from . import services
        from .notification_kinds import KINDS

        NOTIFICATION_KINDS.register(app=self.label, entries=KINDS)
        status_moved.connect(services.on_status_moved, dispatch_uid="listings-moved")
        sharing_changed.connect(services.on_sharing_changed, dispatch_uid="listings-sharing")
        app_installed.connect(services.on_app_installed, dispatch_uid="listings-installed")
        device_released.connect(services.on_device_released, dispatch_uid="listings-released")
