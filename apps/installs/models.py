from decimal import Decimal

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from apps.common.statemachine import StatusLog
from apps.devices.models import Device
from apps.store.models import App

from .choices import AccessPurpose, AppStatus, LogKind, SharingMode, SpaceStatus

ONE_PER_DEVICE = "installed_app_one_per_device"
ONE_LIVE_GRANT = "app_access_grant_one_live"


class LiteSpace(models.Model):
    """The space lite apps share on a device (made with the device's first lite app). It
    cannot be edited or powered off while any lite app in it is rentable."""

    device = models.OneToOneField(Device, on_delete=models.CASCADE, related_name="lite_space", verbose_name=_("device"))
    disk_bytes = models.BigIntegerField(_("size (bytes)"))
    status = models.CharField(_("status"), max_length=20, choices=SpaceStatus.choices, default=SpaceStatus.RUNNING)
    created_at = models.DateTimeField(_("created at"), default=timezone.now)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    class Meta:
        verbose_name = _("lite-app space")
        verbose_name_plural = _("lite-app spaces")

    def __str__(self) -> str:
        return f"{self.device} ({self.status})"


class InstalledApp(models.Model):
    """An app of the catalogue installed on a device. Its status is a state machine (see
    `services.MACHINE`) driven by agent commands; an uninstalled app keeps its row and
    log with status `not_install`. Secrets are sealed (`apps.common.secrets`): the SSH
    private key, the AI API key (also kept as a digest) and the install form's passwords."""

    device = models.ForeignKey(
        Device, on_delete=models.CASCADE, related_name="installed_apps", verbose_name=_("device")
    )
    owner_user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="installed_apps",
        verbose_name=_("owner"),
        help_text=_("Who installed it: the device's owner then. A later owner of the device does not see it."),
    )
    owner_company_id = models.CharField(
        _("owner company"), max_length=64, null=True, blank=True, db_index=True, help_text=_("Empty: a personal app.")
    )
    app = models.ForeignKey(App, on_delete=models.PROTECT, related_name="installs", verbose_name=_("app"))
    version = models.CharField(_("version"), max_length=50, blank=True)
    config = models.JSONField(_("configuration"), default=dict, blank=True)
    runtime = models.JSONField(
        _("runtime"),
        default=dict,
        blank=True,
        editable=False,
        help_text=_("How the box runs it, as its version said when it was installed."),
    )
    status = models.CharField(_("status"), max_length=30, choices=AppStatus.choices, default=AppStatus.NOT_INSTALL)
    start_after_install = models.BooleanField(_("start after install"), default=True)
    # RESTRICT, not PROTECT: a space holding apps cannot be deleted on its own, but a deleted
    # device takes its space and its apps together.
    lite_space = models.ForeignKey(
        LiteSpace,
        on_delete=models.RESTRICT,
        null=True,
        blank=True,
        related_name="apps",
        verbose_name=_("lite-app space"),
    )
    sharing_mode = models.CharField(
        _("sharing mode"), max_length=20, choices=SharingMode.choices, default=SharingMode.MANUAL
    )
    rentable = models.BooleanField(_("rentable"), default=False)
    price_per_hour = models.DecimalField(
        _("price per hour (coins)"), max_digits=12, decimal_places=2, default=Decimal("0")
    )
    ssh_public_key = models.TextField(_("SSH public key"), blank=True)
    ssh_private_key_sealed = models.TextField(_("SSH private key (sealed)"), blank=True, editable=False)
    api_key_sealed = models.TextField(_("AI API key (sealed)"), blank=True, editable=False)
    api_key_digest = models.CharField(_("AI API key digest"), max_length=64, blank=True, db_index=True, editable=False)
    api_key_rotated_at = models.DateTimeField(_("AI API key rotated at"), null=True, blank=True)
    installed_at = models.DateTimeField(_("installed at"), null=True, blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now, db_index=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    class Meta:
        verbose_name = _("installed app")
        verbose_name_plural = _("installed apps")
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["device", "app"], condition=~Q(status=AppStatus.NOT_INSTALL), name=ONE_PER_DEVICE
            )
        ]
        indexes = [
            models.Index(fields=["device", "status"], name="installed_app_device_status"),
            models.Index(fields=["sharing_mode"], name="installed_app_sharing"),
        ]

    def __str__(self) -> str:
        return f"{self.app} @ {self.device}"


class InstalledAppLog(StatusLog):
    """The log of an installed app: every status move (old → new) and, by `kind`, every
    other change (sharing, key rotation; old and new are then its status), with who made it
    (none for the agent or the system) and why. Never holds a secret."""

    installed_app = models.ForeignKey(
        InstalledApp, on_delete=models.CASCADE, related_name="log", verbose_name=_("installed app")
    )
    kind = models.CharField(_("kind"), max_length=20, choices=LogKind.choices, default=LogKind.STATUS)

    class Meta:
        verbose_name = _("installed app log entry")
        verbose_name_plural = _("installed app log")
        ordering = ["-created_at", "-id"]


class AppAccessGrant(models.Model):
    """One person's own access to an installed app that is not theirs (a company member's
    allocation, later a rental): an SSH user of its own with its own key pair and, for AI
    apps, its own AI API key. Secrets are sealed like the app's; the API key is also kept as
    a digest (`agent/access/verify`). Revoking it ends it on the server at once; the box
    drops it through a queued command."""

    installed_app = models.ForeignKey(
        InstalledApp, on_delete=models.CASCADE, related_name="access_grants", verbose_name=_("installed app")
    )
    holder = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="app_access_grants", verbose_name=_("holder")
    )
    purpose = models.CharField(_("purpose"), max_length=10, choices=AccessPurpose.choices)
    ssh_username = models.CharField(_("SSH username"), max_length=32)
    ssh_public_key = models.TextField(_("SSH public key"))
    ssh_private_key_sealed = models.TextField(_("SSH private key (sealed)"), editable=False)
    api_key_sealed = models.TextField(_("AI API key (sealed)"), blank=True, editable=False)
    api_key_digest = models.CharField(_("AI API key digest"), max_length=64, blank=True, db_index=True, editable=False)
    created_at = models.DateTimeField(_("created at"), default=timezone.now)
    revoked_at = models.DateTimeField(_("revoked at"), null=True, blank=True)

    class Meta:
        verbose_name = _("app access grant")
        verbose_name_plural = _("app access grants")
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["installed_app", "holder", "purpose"], condition=Q(revoked_at__isnull=True), name=ONE_LIVE_GRANT
            )
        ]

    def __str__(self) -> str:
        return f"{self.ssh_username} @ {self.installed_app_id} ({self.purpose})"
