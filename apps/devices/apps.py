from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class DevicesConfig(AppConfig):
    name = "apps.devices"
    label = "devices"
    verbose_name = _("Devices")

    def ready(self) -> None:
        from apps.accounts.deletion import register_deletion_check
        from apps.common.errors import register_errors

        from .deletion import devices_linked
        from .errors import ERRORS

        register_errors(app=self.label, errors=ERRORS)
        register_deletion_check(devices_linked)
