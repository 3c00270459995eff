from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class InstallsConfig(AppConfig):
    name = "apps.installs"
    label = "installs"
    verbose_name = _("Installed apps")

    def ready(self) -> None:
        from apps.common.errors import ERROR_CODES
        from apps.devices.signals import app_command_finished, app_command_progress, apps_reported, device_released
        from apps.notifications.kinds import NOTIFICATION_KINDS

        from . import services
        from .errors import ERRORS
        from .notification_kinds import KINDS

        ERROR_CODES.register(app=self.label, entries=ERRORS)
        NOTIFICATION_KINDS.register(app=self.label, entries=KINDS)
        app_command_finished.connect(services.on_app_command_finished, dispatch_uid="installs-command")
        app_command_finished.connect(services.on_config_command_finished, dispatch_uid="installs-config")
        app_command_progress.connect(services.on_app_command_progress, dispatch_uid="installs-progress")
        device_released.connect(services.on_device_released, dispatch_uid="installs-released")
        apps_reported.connect(services.on_apps_reported, dispatch_uid="installs-reported")
