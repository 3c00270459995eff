from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class RentalsConfig(AppConfig):
    name = "apps.rentals"
    label = "rentals"
    verbose_name = _("Rentals")

    def ready(self) -> None:
        from apps.accounts.deletion import register_deletion_check
        from apps.common.errors import ERROR_CODES
        from apps.common.statemachine import status_moved
        from apps.devices.signals import app_command_finished
        from apps.installs.signals import app_removed, sharing_changed
        from apps.notifications.kinds import NOTIFICATION_KINDS

        from . import receivers
        from .deletion import rentals_blocker
        from .errors import ERRORS
        from .notification_kinds import KINDS

        ERROR_CODES.register(app=self.label, entries=ERRORS)
        NOTIFICATION_KINDS.register(app=self.label, entries=KINDS)
        register_deletion_check(rentals_blocker)
        app_command_finished.connect(receivers.on_command_finished, dispatch_uid="rentals-command")
        status_moved.connect(receivers.on_status_moved, dispatch_uid="rentals-moved")
        sharing_changed.connect(receivers.on_sharing_changed, dispatch_uid="rentals-sharing")
        app_removed.connect(receivers.on_app_removed, dispatch_uid="rentals-removed")
