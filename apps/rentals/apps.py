from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class RentalsConfig(AppConfig):
    name = "apps.rentals"
    label = "rentals"
    verbose_name = _("Rentals")

    def ready(self) -> None:
        from apps.accounts.deletion import register_deletion_check
        from apps.common.errors import ERROR_CODES
        from apps.devices.hooks import app_command_finished
        from apps.devices.services import MACHINE as DEVICES
        from apps.installs.hooks import app_removed, sharing_changed
        from apps.installs.services import MACHINE as INSTALLED_APPS
        from apps.notifications.kinds import NOTIFICATION_KINDS
        from apps.wallet.hooks import income_held, purposes_named
        from apps.wallet.services import DEPOSITS

        from . import followers, selectors
        from .deletion import rentals_blocker
        from .errors import ERRORS
        from .notification_kinds import KINDS

        ERROR_CODES.register(app=self.label, entries=ERRORS)
        NOTIFICATION_KINDS.register(app=self.label, entries=KINDS)
        register_deletion_check(rentals_blocker)
        app_command_finished.follow(followers.on_command_finished)
        INSTALLED_APPS.follow(followers.on_app_moved)
        DEVICES.follow(followers.on_device_moved)
        DEPOSITS.follow(followers.on_deposit_moved)
        sharing_changed.follow(followers.on_sharing_changed)
        app_removed.follow(followers.on_app_removed)
        purposes_named.follow(selectors.rental_purposes)
        income_held.follow(selectors.rentals_income_held)
