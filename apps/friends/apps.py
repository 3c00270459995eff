from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class FriendsConfig(AppConfig):
    name = "apps.friends"
    label = "friends"
    verbose_name = _("Friends")

    def ready(self) -> None:
        from apps.accounts.deletion import register_account_eraser
        from apps.common.errors import ERROR_CODES
        from apps.notifications.kinds import NOTIFICATION_KINDS
        from apps.notifications.stats import register_stats_source

        from .errors import ERRORS
        from .notification_kinds import KINDS
        from .selectors import pending_friend_requests_exists
        from .services import friends_erase

        ERROR_CODES.register(app=self.label, entries=ERRORS)
        NOTIFICATION_KINDS.register(app=self.label, entries=KINDS)
        register_stats_source("pending_friend_requests_exists", pending_friend_requests_exists)
        register_account_eraser(friends_erase)
