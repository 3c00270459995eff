from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class FriendsConfig(AppConfig):
    name = "apps.friends"
    label = "friends"
    verbose_name = _("Friends")

    def ready(self) -> None:
        from apps.common.errors import register_errors
        from apps.notifications.stats import register_stats_source

        from .errors import ERRORS
        from .selectors import pending_friend_requests_exists

        register_errors(app=self.label, errors=ERRORS)
        register_stats_source("pending_friend_requests_exists", pending_friend_requests_exists)
