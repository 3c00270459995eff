from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


class FriendRequestStatus(models.TextChoices):
    PENDING = "pending", _("Pending")
    ACCEPTED = "accepted", _("Accepted")
    DECLINED = "declined", _("Declined")
    CANCELLED = "cancelled", pgettext_lazy("friend request", "Withdrawn")


class RequestDirection(models.TextChoices):
    INCOMING = "incoming", _("Incoming")
    OUTGOING = "outgoing", _("Outgoing")


class RequestStatusFilter(models.TextChoices):
    PENDING = "pending", _("Pending")
    ALL = "all", _("All")


class SendOutcome(models.TextChoices):
    SENT = "sent", _("Request sent")
    ACCEPTED = "accepted", _("Their request accepted")
