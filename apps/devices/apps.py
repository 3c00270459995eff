from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class DevicesConfig(AppConfig):
    name = "apps.devices"
    label = "devices"
    verbose_name = _("Devices")

    def ready(self) -> None:
        from apps.accounts.deletion import register_deletion_check
        from apps.common.errors import AGENT_ERROR_CODES, ERROR_CODES
        from apps.notifications.kinds import NOTIFICATION_KINDS

        from .agent_errors import AGENT_ERRORS
        from .deletion import devices_linked
        from .errors import ERRORS
        from .notification_kinds import KINDS

        ERROR_CODES.register(app=self.label, entries=ERRORS)
        AGENT_ERROR_CODES.register(app=self.label, entries=AGENT_ERRORS)
        NOTIFICATION_KINDS.register(app=self.label, entries=KINDS)
        register_deletion_check(devices_linked)
