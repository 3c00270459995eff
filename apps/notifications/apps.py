from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class NotificationsConfig(AppConfig):
    name = "apps.notifications"
    label = "notifications"
    verbose_name = _("Notifications")

    def ready(self) -> None:
        from apps.accounts.deletion import register_account_eraser

        from .kinds import KINDS, NOTIFICATION_KINDS
        from .services import notifications_erase

        NOTIFICATION_KINDS.register(app=self.label, entries=KINDS)
        register_account_eraser(notifications_erase)
