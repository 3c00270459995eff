from decimal import Decimal

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from apps.devices.choices import DeviceTier
from apps.devices.models import Device
from apps.installs.models import InstalledApp
from apps.store.choices import AppDisplayType
from apps.store.models import App


class Listing(models.Model):
    """An installed app on the market: one row per installed app, made with its first
    change and never deleted. `listed` is kept in step with the installed app and its device
    (`services.listings_sync`) in the transaction that changes them; staff hide a listing
    with a reason the provider sees. Everything a list shows is copied here so the market
    reads one table: the app, the device's resources, the price, the provider's display
    name (never contact data) and the device's point rounded to about 1 km."""

    installed_app = models.OneToOneField(
        InstalledApp, on_delete=models.CASCADE, related_name="listing", verbose_name=_("installed app")
    )
    device = models.ForeignKey(Device, on_delete=models.CASCADE, related_name="listings", verbose_name=_("device"))
    app = models.ForeignKey(App, on_delete=models.PROTECT, related_name="listings", verbose_name=_("app"))
    provider = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="listings", verbose_name=_("provider")
    )
    provider_name = models.CharField(_("provider name"), max_length=100)
    listed = models.BooleanField(_("listed"), default=False)
    busy = models.BooleanField(
        _("busy"), default=False, help_text=_("Rented right now: set by rentals while a rental is not over.")
    )
    hidden_reason = models.CharField(
        _("hidden reason"), max_length=300, blank=True, help_text=_("Set by staff: the listing stays off the market.")
    )
    name_en = models.CharField(_("name (English)"), max_length=100)
    name_zh = models.CharField(_("name (Chinese)"), max_length=100)
    summary_en = models.CharField(_("summary (English)"), max_length=200, blank=True)
    summary_zh = models.CharField(_("summary (Chinese)"), max_length=200, blank=True)
    display_type = models.CharField(_("display type"), max_length=20, choices=AppDisplayType.choices)
    labels = models.JSONField(_("labels"), default=list, blank=True, help_text=_("[{slug, name_en, name_zh}]"))
    icon = models.CharField(_("icon"), max_length=500, blank=True)
    tier = models.CharField(_("tier"), max_length=20, choices=DeviceTier.choices, default=DeviceTier.BASIC)
    cpu_cores = models.PositiveIntegerField(_("CPU cores"), default=0)
    memory_bytes = models.BigIntegerField(_("memory (bytes)"), default=0)
    disk_bytes = models.BigIntegerField(_("disk (bytes)"), default=0)
    gpus = models.JSONField(_("GPUs"), default=list, blank=True, help_text=_("[{name, passthrough, vram_bytes}]"))
    gpu_models = models.CharField(_("GPU models"), max_length=500, blank=True)
    max_vram_bytes = models.BigIntegerField(_("largest GPU memory (bytes)"), default=0)
    gpu_count = models.PositiveSmallIntegerField(_("GPUs"), default=0)
    price_per_hour = models.DecimalField(
        _("price per hour (coins)"), max_digits=12, decimal_places=2, default=Decimal("0")
    )
    lat = models.FloatField(_("latitude (rounded)"), null=True, blank=True)
    lng = models.FloatField(_("longitude (rounded)"), null=True, blank=True)
    # The rounded point on the unit sphere (`geo.unit_vector`), for exact distance order in SQL.
    x = models.FloatField(null=True, blank=True, editable=False)
    y = models.FloatField(null=True, blank=True, editable=False)
    z = models.FloatField(null=True, blank=True, editable=False)
    # The one-degree cell of the point (`geo.point_columns`): a nearby search's index seeks.
    cell = models.IntegerField(null=True, blank=True, editable=False)
    created_at = models.DateTimeField(_("created at"), default=timezone.now)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    class Meta:
        verbose_name = _("listing")
        verbose_name_plural = _("listings")
        ordering = ["-created_at", "-id"]
        indexes = [
            # Covering: a nearby search bounds and orders its candidates from the index alone.
            models.Index(fields=["lat", "lng", "x", "y", "z"], condition=Q(listed=True), name="listing_point"),
            models.Index(
                fields=["cell", "lat", "lng", "x", "y", "z"], condition=Q(listed=True), name="listing_cell_point"
            ),
            models.Index(fields=["price_per_hour"], condition=Q(listed=True), name="listing_price"),
            models.Index(fields=["created_at"], condition=Q(listed=True), name="listing_newest"),
        ]

    def __str__(self) -> str:
        return f"{self.name_en} @ {self.device_id}"


class DeviceReliability(models.Model):
    """A device's uptime rolled up from its status log by beat (`reliability_rollup`):
    the share of each window it was online, from its first known status on. The rentals
    issue adds the failed rentals."""

    device = models.OneToOneField(
        Device, on_delete=models.CASCADE, related_name="reliability", verbose_name=_("device")
    )
    uptime_1d = models.FloatField(_("uptime over 1 day"), default=0)
    uptime_7d = models.FloatField(_("uptime over 7 days"), default=0)
    uptime_30d = models.FloatField(_("uptime over 30 days"), default=0)
    failed_rentals = models.PositiveIntegerField(_("failed rentals"), default=0)
    computed_at = models.DateTimeField(_("computed at"), default=timezone.now)

    class Meta:
        verbose_name = _("device reliability")
        verbose_name_plural = _("device reliability")

    def __str__(self) -> str:
        return f"{self.device_id}: {self.uptime_7d:.0%}"
