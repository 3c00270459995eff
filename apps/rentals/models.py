"""A rental: one person renting another's installed app from the market, billed per second
in periods of `RENTAL_BILLING_SECONDS`, each period's charge written once (`RentalCharge`)."""

from decimal import Decimal

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from apps.common.money import CoinsField
from apps.common.statemachine import StatusLog
from apps.installs.models import InstalledApp
from apps.listings.models import Listing
from apps.wallet.models import Hold

from .choices import NON_FINAL, OPEN_DISPUTE_STATUSES, DisputeReason, DisputeStatus, EndReason, FailReason, RentalStatus

ONE_PER_APP = "rental_one_per_app"


class Rental(models.Model):
    """The price is copied at the start. Billing is cumulative (DECISIONS): the charge of a
    period is the price of every billed second so far, rounded, less what was charged before.
    `accounted_at` is how far time has been counted, `billable` whether the time since then
    is billed (the app running on an online device), `paid_until` the last second the current
    period's hold covers; `period` counts the periods and `hold` is the current one's."""

    renter = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="rentals", verbose_name=_("renter")
    )
    provider = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.PROTECT,
        related_name="rentals_provided",
        verbose_name=_("provider"),
        help_text=_("Who is paid: the app's owner when the rental started."),
    )
    installed_app = models.ForeignKey(
        InstalledApp, on_delete=models.PROTECT, related_name="rentals", verbose_name=_("installed app")
    )
    listing = models.ForeignKey(
        Listing, on_delete=models.PROTECT, null=True, blank=True, related_name="rentals", verbose_name=_("listing")
    )
    price_per_hour = CoinsField(_("price per hour (coins)"))
    max_hours = models.PositiveIntegerField(_("maximum hours"), null=True, blank=True)
    status = models.CharField(
        _("status"), max_length=30, choices=RentalStatus.choices, default=RentalStatus.PRE_RENTAL_ONGOING
    )
    reason = models.CharField(_("reason"), max_length=30, blank=True, choices=[*EndReason.choices, *FailReason.choices])
    hold = models.ForeignKey(
        Hold, on_delete=models.PROTECT, null=True, blank=True, related_name="+", verbose_name=_("current hold")
    )
    period = models.PositiveIntegerField(_("billing period"), default=0)
    period_started_at = models.DateTimeField(_("period started at"), null=True, blank=True)
    accounted_at = models.DateTimeField(_("time counted up to"), null=True, blank=True)
    billable = models.BooleanField(_("billable now"), default=False)
    unbillable_since = models.DateTimeField(_("not billable since"), null=True, blank=True)
    paid_until = models.DateTimeField(_("paid until"), null=True, blank=True)
    billed_seconds = models.BigIntegerField(_("billed seconds"), default=0)
    charged = CoinsField(_("charged"), default=0)
    fee = CoinsField(_("platform fee"), default=0)
    started_at = models.DateTimeField(_("started at"), null=True, blank=True)
    ended_at = models.DateTimeField(_("ended at"), null=True, blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now, db_index=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    class Meta:
        verbose_name = _("rental")
        verbose_name_plural = _("rentals")
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["installed_app"], condition=Q(status__in=NON_FINAL), name=ONE_PER_APP)
        ]
        indexes = [models.Index(fields=["status", "paid_until"], name="rental_status_paid")]

    def __str__(self) -> str:
        return f"rental {self.pk} ({self.status})"

    @property
    def income(self) -> Decimal:
        """What the provider earned so far (the charges less the platform's fee)."""
        return self.charged - self.fee


class RentalLog(StatusLog):
    rental = models.ForeignKey(Rental, on_delete=models.CASCADE, related_name="log", verbose_name=_("rental"))

    class Meta:
        verbose_name = _("rental log entry")
        verbose_name_plural = _("rental log")
        ordering = ["-created_at", "-id"]


class RentalCharge(models.Model):
    """One billing period's charge, written once: `amount` taken from the renter's hold, of
    which `fee` went to the platform and the rest to the provider."""

    rental = models.ForeignKey(Rental, on_delete=models.PROTECT, related_name="charges", verbose_name=_("rental"))
    period = models.PositiveIntegerField(_("period"))
    seconds = models.BigIntegerField(_("billed seconds"))
    amount = CoinsField(_("amount"))
    fee = CoinsField(_("platform fee"))
    refunded_at = models.DateTimeField(_("refunded at"), null=True, blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now)

    class Meta:
        verbose_name = _("rental charge")
        verbose_name_plural = _("rental charges")
        ordering = ["period"]
        constraints = [models.UniqueConstraint(fields=["rental", "period"], name="rental_charge_once_per_period")]

    def __str__(self) -> str:
        return f"rental {self.rental_id} period {self.period}: {self.amount}"


class Dispute(models.Model):
    """A renter's complaint about a rental (or the order that started it): their reason and
    text, the provider's answer, and staff's resolution with the coins refunded (0 for none),
    taken back from the provider's income and the platform's fee in the proportion they took."""

    rental = models.ForeignKey(Rental, on_delete=models.PROTECT, related_name="disputes", verbose_name=_("rental"))
    reason = models.CharField(_("reason"), max_length=20, choices=DisputeReason.choices)
    text = models.TextField(_("the renter's account"), max_length=2000)
    answer = models.TextField(_("the provider's answer"), max_length=2000, blank=True)
    answered_at = models.DateTimeField(_("answered at"), null=True, blank=True)
    status = models.CharField(
        _("status"), max_length=10, choices=DisputeStatus.choices, default=DisputeStatus.OPEN, db_index=True
    )
    refund = CoinsField(_("refunded"), null=True, blank=True)
    resolution = models.CharField(_("resolution"), max_length=300, blank=True)
    resolved_at = models.DateTimeField(_("resolved at"), null=True, blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now, db_index=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    class Meta:
        verbose_name = _("dispute")
        verbose_name_plural = _("disputes")
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["rental"], condition=Q(status__in=OPEN_DISPUTE_STATUSES), name="rental_one_open_dispute"
            )
        ]

    def __str__(self) -> str:
        return f"dispute {self.pk} on rental {self.rental_id} ({self.status})"


class DisputeLog(StatusLog):
    dispute = models.ForeignKey(Dispute, on_delete=models.CASCADE, related_name="log", verbose_name=_("dispute"))

    class Meta:
        verbose_name = _("dispute log entry")
        verbose_name_plural = _("dispute log")
        ordering = ["created_at", "id"]
