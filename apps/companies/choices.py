from django.db import models
from django.utils.translation import gettext_lazy as _


class Role(models.TextChoices):
    OWNER = "owner", _("Owner")
    MEMBER = "member", _("Member")


class InvitationStatus(models.TextChoices):
    PENDING = "pending", _("Sent to an address without an account")
    INVITED = "invited", _("Invited")
    WAITING = "waiting", _("Waiting for the address to be verified")
    ACCEPTED = "accepted", _("Accepted")
    DECLINED = "declined", _("Declined")
    EXPIRED = "expired", _("Expired")


class ApplicationStatus(models.TextChoices):
    APPLIED = "applied", _("Applied")
    ACCEPTED = "accepted", _("Accepted")
    DECLINED = "declined", _("Declined")
    EXPIRED = "expired", _("Expired")


class RecordKind(models.TextChoices):
    JOIN = "join", _("Joined")
    LEAVE = "leave", _("Left")
    REMOVAL = "removal", _("Removed")
    ALLOCATION = "allocation", _("Allocated")
    DEALLOCATION = "deallocation", _("De-allocated")


class AddressKind(models.TextChoices):
    EMAIL = "email", _("E-mail")
    PHONE = "phone", _("Phone")


class ResourceType(models.TextChoices):
    """What the owner allocates to a member: a device (which covers the apps on it) or an app."""

    DEVICE = "device", _("Device")
    APP = "app", _("App")
