"""The notifications installed apps send (registered from the app's `ready()`).

Params: app_en / app_zh (the app's name per language), device, action; the link names the
app: "/devices/apps/<id>"."""

from django.utils.translation import gettext_lazy as _

from apps.notifications.kinds import Kind

APP_INSTALLED = "app_installed"
APP_FAILED = "app_failed"

KINDS = {
    APP_INSTALLED: Kind(
        label=_("App installed"), title=_("App installed"), body=_("{app} is installed on {device}."), link="/app"
    ),
    APP_FAILED: Kind(
        label=_("App action failed"),
        title=_("App action failed"),
        body=_("{app} on {device}: {action} failed; see its log."),
        link="/app",
    ),
}
