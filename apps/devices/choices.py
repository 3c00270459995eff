from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


class DeviceKind(models.TextChoices):
    ZBOX = "zbox", _("Z-BOX")
    PBOX = "pbox", _("P-BOX")
    ZCLOUD = "zcloud", _("Z-CLOUD")
    SERVER_GROUP = "server_group", _("Server group")


class DeviceStatus(models.TextChoices):
    ONLINE = "online", _("Online")
    OFFLINE = "offline", _("Offline")
    CREATING = "creating", _("Creating")
    STARTING = "starting", _("Starting")
    STOPPING = "stopping", _("Stopping")
    PREPARING = "preparing", _("Preparing")
    SHUTTING_DOWN = "shutting_down", _("Shutting down")
    STOPPED = "stopped", _("Stopped")
    RESTARTING = "restarting", _("Restarting")
    DELETING = "deleting", _("Deleting")
    FAILED = "failed", _("Failed")
    UNKNOWN = "unknown", _("Unknown")


class DeviceTier(models.TextChoices):
    HIGH = "high", _("High performance")
    STANDARD = "standard", _("Standard")
    BASIC = "basic", _("Basic")


class PowerAction(models.TextChoices):
    START = "start", _("Start")
    STOP = "stop", _("Stop")
    RESTART = "restart", _("Restart")
    DELETE = "delete", _("Delete")


class CommandType(models.TextChoices):
    """What an agent is asked to do: to the device, or, with `app_id`, to one installed app
    (start, stop and restart serve both)."""

    START = "start", _("Start")
    STOP = "stop", _("Stop")
    RESTART = "restart", _("Restart")
    DELETE = "delete", _("Delete")
    INSTALL = "install", _("Install an app")
    UNINSTALL = "uninstall", _("Uninstall")
    SUSPEND = "suspend", _("Suspend")
    RESUME = "resume", _("Resume")
    SNAPSHOT = "snapshot", _("Snapshot")
    CONFIGURE = "configure", _("Apply new settings")
    LITE_SPACE = "lite_space", _("Change the lite-app space")
    RELEASE = "release", _("Remove everything of the previous owner")


class CommandStatus(models.TextChoices):
    PENDING = "pending", _("Pending")
    SENT = "sent", _("Sent")
    SUCCEEDED = "succeeded", _("Succeeded")
    FAILED = "failed", _("Failed")
    EXPIRED = "expired", _("Expired")
    CANCELLED = "cancelled", pgettext_lazy("agent command", "Cancelled")


OPEN_COMMAND_STATUSES = (CommandStatus.PENDING, CommandStatus.SENT)
AGENT_KINDS = (DeviceKind.ZBOX, DeviceKind.PBOX, DeviceKind.SERVER_GROUP)
# What an agent may report in a heartbeat.
REPORTABLE_STATUSES = (
    DeviceStatus.ONLINE,
    DeviceStatus.STOPPED,
    DeviceStatus.FAILED,
    DeviceStatus.STARTING,
    DeviceStatus.STOPPING,
    DeviceStatus.RESTARTING,
    DeviceStatus.PREPARING,
    DeviceStatus.SHUTTING_DOWN,
    DeviceStatus.UNKNOWN,
)
