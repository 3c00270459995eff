from django.db import models
from django.utils.translation import gettext_lazy as _

from apps.devices.choices import DeviceTier


class DemandStatus(models.TextChoices):
    OPEN = "open", _("Open")
    TAKEN = "taken", _("Taken")
    WITHDRAWN = "withdrawn", _("Withdrawn")
    EXPIRED = "expired", _("Expired")


class OrderStatus(models.TextChoices):
    """An order's state (spec section 4): every way an order does not end well ends `failed`
    with a reason (DECISIONS)."""

    PENDING = "pending", _("Pending")
    ACCEPTED = "accepted", _("Accepted")
    PROCESSING = "processing", _("Processing")
    CONFIRMED = "confirmed", _("Confirmed")
    FINISHED = "finished", _("Finished")
    FAILED = "failed", _("Failed")


class OfferKind(models.TextChoices):
    DEVICE = "device", _("A device (the demand's app is installed on it)")
    APP = "app", _("An installed app")


class OrderRole(models.TextChoices):
    DEMANDER = "demander", _("Demander")
    PROVIDER = "provider", _("Provider")


class OrderReason(models.TextChoices):
    """Why an order moved (its timeline). A rental's end reason (apps.rentals.choices) is
    carried over as it is; staff may write their own text."""

    OFFERED = "offered", _("Offered")
    ACCEPTED = "accepted", _("Accepted by the demander")
    INSTALLING = "installing", _("Installing the app on the provider's device")
    RENTAL_STARTED = "rental_started", _("The rental started")

    DECLINED = "declined", _("The demander declined the offer")
    CANCELLED = "cancelled", _("The provider withdrew the offer")
    OTHER_ACCEPTED = "other_accepted", _("The demander accepted another offer")
    DEMAND_WITHDRAWN = "demand_withdrawn", _("The demand was withdrawn")
    DEMAND_EXPIRED = "demand_expired", _("The demand expired")
    INSTALL_FAILED = "install_failed", _("The app could not be installed on the provider's device")
    RENTAL_REFUSED = "rental_refused", _("The rental could not be started")
    RENTAL_NOT_STARTED = "pre_rental_failed", _("The rental could not start")
    PREPARE_TIMEOUT = "prepare_timeout", _("The app did not get ready on the provider's device in time")


# Orders that hold their app (DECISIONS: one renter per installed app, whatever the path).
HOLDING = (OrderStatus.ACCEPTED, OrderStatus.PROCESSING)
# Orders still waiting or under way: an offer of the same device or app again is refused.
LIVE = (OrderStatus.PENDING, *HOLDING)
# The one order of a demand that won it.
WON = (OrderStatus.ACCEPTED, OrderStatus.PROCESSING, OrderStatus.CONFIRMED, OrderStatus.FINISHED)
FINAL = (OrderStatus.FINISHED, OrderStatus.FAILED)

# Tiers from the least to the most: a demand's tier is met by it or any above.
TIER_RANK: dict[str, int] = {DeviceTier.BASIC: 0, DeviceTier.STANDARD: 1, DeviceTier.HIGH: 2}
