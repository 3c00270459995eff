from django.db import models
from django.utils.translation import gettext_lazy as _


class RentalStatus(models.TextChoices):
    """A rental's state (spec section 4, plus `ended`, the final state; DECISIONS)."""

    PRE_RENTAL_ONGOING = "pre_rental_ongoing", _("Opening access")
    PRE_RENTAL_FAILED = "pre_rental_failed", _("Could not start")
    RENTAL_ONGOING = "rental_ongoing", _("Ongoing")
    RENTAL_FAILED = "rental_failed", _("App failed")
    POST_RENTAL_ONGOING = "post_rental_ongoing", _("Ending: settling the cost")
    POST_RENTAL_FAILED = "post_rental_failed", _("Ending: settling the cost failed, retrying")
    END_RENTAL_ONGOING = "end_rental_ongoing", _("Ending: releasing the hold")
    END_RENTAL_FAILED = "end_rental_failed", _("Ending: releasing the hold failed, retrying")
    ENDED = "ended", _("Ended")


class EndReason(models.TextChoices):
    RENTER_ENDED = "renter_ended", _("Ended by the renter")
    MAX_HOURS = "max_hours", _("The maximum hours were reached")
    INSUFFICIENT_FUNDS = "insufficient_funds", _("The renter's funds ran out")
    PROVIDER_WITHDREW = "provider_withdrew", _("The provider took the app back")
    PROVIDER_OFFLINE = "provider_offline", _("The provider's device stayed offline")
    APP_FAILED = "app_failed", _("The app failed")
    STAFF = "staff", _("Ended by support")


class FailReason(models.TextChoices):
    """Why a rental could not start (`pre_rental_failed`)."""

    REFUSED = "access_refused", _("The provider's device refused to open access")
    TIMEOUT = "access_timeout", _("The provider's device did not answer in time")
    OFFLINE = "device_offline", _("The provider's device is offline")
    APP_GONE = "app_gone", _("The app is no longer available")


class RentalRole(models.TextChoices):
    RENTER = "renter", _("Renter")
    PROVIDER = "provider", _("Provider")


S = RentalStatus
# A rental holds its app in these states: one per installed app (a unique constraint).
NON_FINAL = (
    S.PRE_RENTAL_ONGOING,
    S.RENTAL_ONGOING,
    S.RENTAL_FAILED,
    S.POST_RENTAL_ONGOING,
    S.POST_RENTAL_FAILED,
    S.END_RENTAL_ONGOING,
    S.END_RENTAL_FAILED,
)
FINAL = (S.PRE_RENTAL_FAILED, S.ENDED)
# Past the start and not yet settled: the sweeps move these on.
ENDING = (S.RENTAL_FAILED, S.POST_RENTAL_ONGOING, S.POST_RENTAL_FAILED, S.END_RENTAL_ONGOING, S.END_RENTAL_FAILED)


class DisputeReason(models.TextChoices):
    NOT_WORKING = "not_working", _("The app did not work")
    NOT_AS_DESCRIBED = "not_as_described", _("Not as described")
    ACCESS_FAILED = "access_failed", _("I could not get access")
    OTHER = "other", _("Something else")


class DisputeStatus(models.TextChoices):
    OPEN = "open", _("Open")
    ANSWERED = "answered", _("Answered")
    RESOLVED = "resolved", _("Resolved")
    WITHDRAWN = "withdrawn", _("Withdrawn")


# A dispute still to be decided: one per rental (a unique constraint), and its rental's
# income stays out of the provider's withdrawable coins.
OPEN_DISPUTE_STATUSES = (DisputeStatus.OPEN, DisputeStatus.ANSWERED)
