from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class NotificationsConfig(AppConfig):
    name = "apps.notifications"
    label = "notifications"
    verbose_name = _("Notifications")

    def ready(self) -> None:
        from .kinds import KINDS, NOTIFICATION_KINDS

        NOTIFICATION_KINDS.register(app=self.label, entries=KINDS)
