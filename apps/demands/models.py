"""A demand: what a person needs (resources, an optional app and area, the price they pay),
on the board until taken, withdrawn or expired. An order: one provider's offer of a device or
an installed app for a demand, through to the rental it starts. Both move through the shared
state machine (`services.machines`), each move logged."""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from apps.common.money import CoinsField
from apps.common.statemachine import StatusLog
from apps.devices.choices import DeviceTier
from apps.devices.models import Device
from apps.installs.models import InstalledApp
from apps.rentals.models import Rental
from apps.store.models import App
from apps.wallet.models import Hold

from .choices import LIVE, WON, DemandStatus, OfferKind, OrderStatus

NAME_MAX = 100
GPU_MODEL_MAX = 100
DESCRIPTION_MAX = 2000
REASON_MAX = 300
ONE_WINNER = "order_one_winner_per_demand"
ONE_LIVE_OFFER = "order_one_live_offer_per_device"


class Demand(models.Model):
    """The specs are the least an offer must have: `vram_bytes` is per GPU (each of
    `gpu_count` GPUs has at least that much), `tier` the least device tier; `gpu_model` is a
    remark for people, not checked. With a point, offers come from within `max_km` of it."""

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="demands", verbose_name=_("owner")
    )
    name = models.CharField(_("name"), max_length=NAME_MAX)
    gpu_count = models.PositiveSmallIntegerField(_("GPU count"), default=0)
    gpu_model = models.CharField(_("GPU model (remark)"), max_length=GPU_MODEL_MAX, blank=True)
    cpu_cores = models.PositiveIntegerField(_("CPU cores"), default=0)
    memory_bytes = models.BigIntegerField(_("memory (bytes)"), default=0)
    disk_bytes = models.BigIntegerField(_("disk (bytes)"), default=0)
    vram_bytes = models.BigIntegerField(_("video memory per GPU (bytes)"), default=0)
    tier = models.CharField(_("tier"), max_length=20, choices=DeviceTier.choices, blank=True)
    app = models.ForeignKey(
        App, on_delete=models.PROTECT, null=True, blank=True, related_name="demands", verbose_name=_("app")
    )
    lng = models.FloatField(_("longitude"), null=True, blank=True)
    lat = models.FloatField(_("latitude"), null=True, blank=True)
    max_km = models.PositiveIntegerField(_("distance range (km)"), null=True, blank=True)
    price_per_hour = CoinsField(_("price per hour (coins)"))
    hours = models.PositiveIntegerField(_("hours"))
    description = models.TextField(_("description"), max_length=DESCRIPTION_MAX, blank=True)
    status = models.CharField(_("status"), max_length=20, choices=DemandStatus.choices, default=DemandStatus.OPEN)
    expires_at = models.DateTimeField(_("expires at"))
    created_at = models.DateTimeField(_("created at"), default=timezone.now, db_index=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    class Meta:
        verbose_name = _("demand")
        verbose_name_plural = _("demands")
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["status", "expires_at"], name="demand_status_expiry")]

    def __str__(self) -> str:
        return f"{self.name} ({self.status})"


class DemandLog(StatusLog):
    demand = models.ForeignKey(Demand, on_delete=models.CASCADE, related_name="log", verbose_name=_("demand"))

    class Meta:
        verbose_name = _("demand log entry")
        verbose_name_plural = _("demand log")
        ordering = ["-created_at", "-id"]


class Order(models.Model):
    """A provider's offer for a demand. `device` is the device offered (or the offered
    app's); `installed_app` the app offered, or, for a device, the install made for the order.
    The price is at most the demand's and is locked on the rental; `hold` is the demander's
    first period, placed at `accepted` and carried into `rental`."""

    demand = models.ForeignKey(Demand, on_delete=models.PROTECT, related_name="orders", verbose_name=_("demand"))
    provider = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="orders_provided", verbose_name=_("provider")
    )
    kind = models.CharField(_("offered"), max_length=10, choices=OfferKind.choices)
    device = models.ForeignKey(
        Device, on_delete=models.PROTECT, null=True, blank=True, related_name="orders", verbose_name=_("device")
    )
    installed_app = models.ForeignKey(
        InstalledApp,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="orders",
        verbose_name=_("installed app"),
    )
    price_per_hour = CoinsField(_("price per hour (coins)"))
    status = models.CharField(_("status"), max_length=20, choices=OrderStatus.choices, default=OrderStatus.PENDING)
    reason = models.CharField(_("reason"), max_length=REASON_MAX, blank=True)
    hold = models.ForeignKey(
        Hold, on_delete=models.PROTECT, null=True, blank=True, related_name="+", verbose_name=_("first hold")
    )
    rental = models.OneToOneField(
        Rental, on_delete=models.PROTECT, null=True, blank=True, related_name="order", verbose_name=_("rental")
    )
    created_at = models.DateTimeField(_("created at"), default=timezone.now, db_index=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    class Meta:
        verbose_name = _("order")
        verbose_name_plural = _("orders")
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["demand"], condition=Q(status__in=WON), name=ONE_WINNER),
            models.UniqueConstraint(fields=["demand", "device"], condition=Q(status__in=LIVE), name=ONE_LIVE_OFFER),
        ]

    def __str__(self) -> str:
        return f"order {self.pk} ({self.status})"


class OrderLog(StatusLog):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="log", verbose_name=_("order"))

    class Meta:
        verbose_name = _("order log entry")
        verbose_name_plural = _("order log")
        ordering = ["-created_at", "-id"]
