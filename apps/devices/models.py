from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from apps.common.money import CoinsField
from apps.common.statemachine import StatusLog
from apps.common.validation import length_bounds

from .choices import CommandStatus, CommandType, DeviceKind, DeviceStatus, DeviceTier

NAME_MIN, NAME_MAX = length_bounds("deviceName")


def default_heartbeat_interval() -> int:
    return settings.DEVICE_HEARTBEAT_SECONDS


class Plan(models.Model):
    """A Z-CLOUD machine size with its hourly price, managed by staff in the admin."""

    name = models.CharField(_("name"), max_length=50)
    cpu_cores = models.PositiveIntegerField(_("CPU cores"))
    memory_bytes = models.BigIntegerField(_("memory (bytes)"))
    disk_bytes = models.BigIntegerField(_("disk (bytes)"))
    bandwidth_mbps = models.PositiveIntegerField(_("bandwidth (Mbit/s)"))
    gpu_memory_bytes = models.BigIntegerField(_("GPU memory (bytes)"), default=0)
    price_per_hour = models.DecimalField(_("price per hour (coins)"), max_digits=12, decimal_places=2)
    active = models.BooleanField(_("active"), default=True, help_text=_("Only active plans can be chosen."))

    class Meta:
        verbose_name = _("plan")
        verbose_name_plural = _("plans")
        ordering = ["price_per_hour", "id"]

    def __str__(self) -> str:
        return self.name


class Device(models.Model):
    """A compute device: a box (Z-BOX, P-BOX) or server group with an agent that registers
    and heartbeats, or a Z-CLOUD machine run by the cloud provider. Its status is a state
    machine (see `services.MACHINE`). Its owner columns (`apps.accounts.actor`) are empty
    while no one has bound it."""

    owner_user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="devices",
        verbose_name=_("owner"),
        help_text=_("The person; on a company's device the company's owner."),
    )
    owner_company_id = models.CharField(
        _("owner company"),
        max_length=64,
        null=True,
        blank=True,
        db_index=True,
        help_text=_("Empty: a personal device."),
    )
    device_id = models.CharField(_("device ID"), max_length=14, unique=True)
    kind = models.CharField(_("kind"), max_length=20, choices=DeviceKind.choices)
    name = models.CharField(_("name"), max_length=NAME_MAX)
    status = models.CharField(_("status"), max_length=20, choices=DeviceStatus.choices, default=DeviceStatus.UNKNOWN)
    cpu_cores = models.PositiveIntegerField(_("CPU cores"), default=0)
    memory_bytes = models.BigIntegerField(_("memory (bytes)"), default=0)
    disk_bytes = models.BigIntegerField(_("disk (bytes)"), default=0)
    gpus = models.JSONField(_("GPUs"), default=list, blank=True, help_text=_("[{name, passthrough, vram_bytes}]"))
    tier = models.CharField(_("tier"), max_length=20, choices=DeviceTier.choices, default=DeviceTier.BASIC)
    last_seen_at = models.DateTimeField(_("last seen"), null=True, blank=True)
    ip_address = models.GenericIPAddressField(
        _("IP address"), null=True, blank=True, help_text=_("Where the agent last called from.")
    )
    gateway_url = models.URLField(
        _("gateway address"),
        max_length=200,
        blank=True,
        editable=False,
        help_text=_("Where renters and members reach the box's apps, as its agent reports it."),
    )
    lng = models.FloatField(_("longitude"), null=True, blank=True)
    lat = models.FloatField(_("latitude"), null=True, blank=True)
    usage = models.JSONField(_("usage (%)"), null=True, blank=True, help_text=_("{cpu, memory, disk, gpu}"))
    serial = models.CharField(_("serial number"), max_length=100, unique=True, null=True, blank=True)
    secret_hash = models.CharField(_("secret hash"), max_length=64, blank=True, editable=False)
    plan = models.ForeignKey(
        Plan, on_delete=models.PROTECT, null=True, blank=True, related_name="devices", verbose_name=_("plan")
    )
    heartbeat_interval = models.PositiveIntegerField(_("heartbeat interval (s)"), default=default_heartbeat_interval)
    created_at = models.DateTimeField(_("created at"), default=timezone.now, db_index=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)
    # A one-time code the owner made so that the box may register again without its secret.
    reenrol_code_hash = models.CharField(_("re-enrolment code hash"), max_length=64, blank=True, editable=False)
    reenrol_expires_at = models.DateTimeField(_("re-enrolment code expires at"), null=True, blank=True, editable=False)
    # A machine that is gone but that history points at (a rental or order of one of its
    # apps) stays, marked, and is hidden from every list, its owner's calls and the agent
    # protocol (DECISIONS item 12); one without history is deleted.
    removed_at = models.DateTimeField(_("removed at"), null=True, blank=True, editable=False)

    class Meta:
        verbose_name = _("device")
        verbose_name_plural = _("devices")
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["owner_user", "kind", "status"], name="device_owner_kind_status"),
            models.Index(fields=["status", "last_seen_at"], name="device_liveness"),
        ]

    def __str__(self) -> str:
        return f"{self.device_id} {self.name}"


class DeviceServer(models.Model):
    """One machine of a server group; the group's own resources are the sums."""

    device = models.ForeignKey(Device, on_delete=models.CASCADE, related_name="servers", verbose_name=_("device"))
    name = models.CharField(_("name"), max_length=100)
    cpu_cores = models.PositiveIntegerField(_("CPU cores"), default=0)
    memory_bytes = models.BigIntegerField(_("memory (bytes)"), default=0)
    disk_bytes = models.BigIntegerField(_("disk (bytes)"), default=0)
    gpus = models.JSONField(_("GPUs"), default=list, blank=True)

    class Meta:
        verbose_name = _("server")
        verbose_name_plural = _("servers")
        ordering = ["id"]

    def __str__(self) -> str:
        return self.name


class DeviceStatusChange(StatusLog):
    """The log of a device's status: old and new, who (none for the agent or the system),
    why and when."""

    device = models.ForeignKey(
        Device, on_delete=models.CASCADE, related_name="status_changes", verbose_name=_("device")
    )

    class Meta:
        verbose_name = _("device status change")
        verbose_name_plural = _("device status changes")
        ordering = ["-created_at", "-id"]


class AgentCommand(models.Model):
    """Work for a device's agent (or, for Z-CLOUD, the cloud provider): delivered once in a
    heartbeat answer, finished by the agent's result or expired past its deadline."""

    device = models.ForeignKey(Device, on_delete=models.CASCADE, related_name="commands", verbose_name=_("device"))
    type = models.CharField(_("type"), max_length=30, choices=CommandType.choices)
    app_id = models.IntegerField(_("app id"), null=True, blank=True)
    payload = models.JSONField(_("payload"), default=dict, blank=True)
    status = models.CharField(_("status"), max_length=20, choices=CommandStatus.choices, default=CommandStatus.PENDING)
    from_status = models.CharField(
        _("status before"),
        max_length=30,
        blank=True,
        help_text=_("Where the device (or, with an app id, the app) goes back to when the command fails or expires."),
    )
    detail = models.TextField(_("detail"), blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now)
    sent_at = models.DateTimeField(_("sent at"), null=True, blank=True)
    finished_at = models.DateTimeField(_("finished at"), null=True, blank=True)
    deadline = models.DateTimeField(_("deadline"))

    class Meta:
        verbose_name = _("agent command")
        verbose_name_plural = _("agent commands")
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["device", "status"], name="agent_command_queue"),
            models.Index(fields=["status", "deadline"], name="agent_command_expiry"),
        ]

    def __str__(self) -> str:
        return f"{self.type} → {self.device_id} ({self.status})"


class CloudBilling(models.Model):
    """What a Z-CLOUD machine costs, metered like a rental (`apps.common.metering`): billed
    per second while it runs, in periods of `ZCLOUD_BILLING_SECONDS`, each paid from a hold of
    one period's price on its owner's wallet (a company's machine: the company's owner, with
    the company's reference). The row keeps its machine: a deleted one is marked removed
    (DECISIONS item 12); `device` is empty only on rows older than that rule."""

    device = models.OneToOneField(
        Device, on_delete=models.PROTECT, null=True, blank=True, related_name="billing", verbose_name=_("device")
    )
    machine = models.CharField(_("device ID"), max_length=14, db_index=True)
    price_per_hour = CoinsField(_("price per hour (coins)"))
    hold = models.ForeignKey(
        "wallet.Hold", on_delete=models.PROTECT, null=True, blank=True, related_name="+", verbose_name=_("hold")
    )
    period = models.PositiveIntegerField(_("period"), default=0)
    period_started_at = models.DateTimeField(_("period started at"))
    accounted_at = models.DateTimeField(_("counted up to"))
    paid_until = models.DateTimeField(_("paid until"))
    billable = models.BooleanField(_("billable"), default=False)
    billed_seconds = models.PositiveBigIntegerField(_("billed seconds"), default=0)
    charged = CoinsField(_("charged"), default=0)
    ended_at = models.DateTimeField(_("ended at"), null=True, blank=True)

    class Meta:
        verbose_name = _("Z-CLOUD billing")
        verbose_name_plural = _("Z-CLOUD billing")
        ordering = ["-id"]

    def __str__(self) -> str:
        return self.machine
