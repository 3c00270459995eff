from django.db import models
from django.utils.translation import gettext_lazy as _


class AppDisplayType(models.TextChoices):
    """How the store and a device show an app (and, later, how it is opened)."""

    DESKTOP = "desktop", _("Desktop")
    LITE_APP = "lite_app", _("Lite app")
    NAS = "nas", _("NAS")
    AI_COMPUTE = "ai_compute", _("AI compute")
    SERVER = "server", _("Server")
    REMOTE_DESKTOP = "remote_desktop", _("Remote desktop")
    AI_SERVER = "ai_server", _("AI server")
