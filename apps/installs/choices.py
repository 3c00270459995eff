from django.db import models
from django.utils.translation import gettext_lazy as _

from apps.store.choices import AppDisplayType


class AppStatus(models.TextChoices):
    """An installed app's status (the app part of the spec's status list)."""

    NOT_INSTALL = "not_install", _("Not installed")
    INSTALLING = "installing", _("Installing")
    DOWNLOADING = "downloading", _("Downloading")
    INSTALLED = "installed", _("Installed")
    INSTALLATION_FAILED = "installation_failed", _("Installation failed")
    STARTING = "starting", _("Starting")
    PREPARING = "preparing", _("Preparing")
    RUNNING = "running", _("Running")
    STOPPING = "stopping", _("Stopping")
    SHUTTING_DOWN = "shutting_down", _("Shutting down")
    STOPPED = "stopped", _("Stopped")
    RESTARTING = "restarting", _("Restarting")
    SUSPENDING = "suspending", _("Suspending")
    SUSPENDED = "suspended", _("Suspended")
    RESUMING = "resuming", _("Resuming")
    SNAPSHOTTING = "snapshotting", _("Snapshotting")
    UNINSTALLING = "uninstalling", _("Uninstalling")
    UNINSTALL_FAILED = "uninstall_failed", _("Uninstall failed")
    FAILED = "failed", _("Failed")


class AppAction(models.TextChoices):
    START = "start", _("Start")
    STOP = "stop", _("Stop")
    RESTART = "restart", _("Restart")
    SUSPEND = "suspend", _("Suspend")
    RESUME = "resume", _("Resume")
    SNAPSHOT = "snapshot", _("Snapshot")
    UNINSTALL = "uninstall", _("Uninstall")


class LogKind(models.TextChoices):
    """What an installed app's log row records: a status move (or its creation), or an
    event that leaves the status as it is."""

    STATUS = "status", _("Status")
    SHARING = "sharing", _("Sharing")
    API_KEY = "api_key", _("AI API key")
    CONFIG = "config", _("Settings")


class SharingMode(models.TextChoices):
    MANUAL = "manual", _("Manual")
    AUTOPILOT = "autopilot", _("Autopilot (maximum profit)")
    DEDICATED = "dedicated", _("Dedicated (self-use)")


class AccessPurpose(models.TextChoices):
    """Why a person other than the app's owner holds access to it (`AppAccessGrant`)."""

    MEMBER = "member", _("Company member")
    RENTAL = "rental", _("Rental")


class SpaceStatus(models.TextChoices):
    RUNNING = "running", _("Running")
    STOPPED = "stopped", _("Stopped")


class SpaceAction(models.TextChoices):
    START = "start", _("Start")
    STOP = "stop", _("Stop")


# How the API shows a password field of an app's settings; sent back, it keeps the value.
CONFIG_MASK = "********"
# Display types that serve an AI API (base_url and api_key).
AI_API_TYPES = (AppDisplayType.AI_COMPUTE, AppDisplayType.AI_SERVER)
# An install under way: the agent may report it downloading.
INSTALL_UNDER_WAY = (AppStatus.INSTALLING, AppStatus.DOWNLOADING)
# Statuses in which the app exists on its device (SSH and the AI API are there).
ON_DEVICE = frozenset(AppStatus.values) - {AppStatus.NOT_INSTALL, *INSTALL_UNDER_WAY, AppStatus.INSTALLATION_FAILED}
