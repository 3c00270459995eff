from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class DemandsConfig(AppConfig):
    name = "apps.demands"
    label = "demands"
    verbose_name = _("Demands and orders")

    def ready(self) -> None:
        from apps.accounts.deletion import register_account_eraser
        from apps.common.errors import ERROR_CODES
        from apps.installs.services import MACHINE as INSTALLED_APPS
        from apps.notifications.kinds import NOTIFICATION_KINDS
        from apps.rentals.services import MACHINE as RENTALS

        from . import services
        from .errors import ERRORS
        from .notification_kinds import KINDS

        ERROR_CODES.register(app=self.label, entries=ERRORS)
        NOTIFICATION_KINDS.register(app=self.label, entries=KINDS)
        register_account_eraser(services.demands_erase)
        INSTALLED_APPS.follow(services.on_app_moved)
        RENTALS.follow(services.on_rental_moved)
