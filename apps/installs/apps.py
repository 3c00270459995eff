from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class InstallsConfig(AppConfig):
    name = "apps.installs"
    label = "installs"
    verbose_name = _("Installed apps")

    def ready(self) -> None:
        from apps.common.errors import ERROR_CODES
        from apps.devices.hooks import app_command_finished, app_command_progress, apps_reported, device_released
        from apps.notifications.kinds import NOTIFICATION_KINDS

        from . import services
        from .errors import ERRORS
        from .notification_kinds import KINDS

        ERROR_CODES.register(app=self.label, entries=ERRORS)
        NOTIFICATION_KINDS.register(app=self.label, entries=KINDS)
        app_command_finished.follow(services.on_app_command_finished)
        app_command_finished.follow(services.on_config_command_finished)
        app_command_progress.follow(services.on_app_command_progress)
        device_released.follow(services.on_device_released)
        apps_reported.follow(services.on_apps_reported)
