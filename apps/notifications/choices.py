from django.db import models
from django.utils.translation import gettext_lazy as _


class NotificationKind(models.TextChoices):
    ANNOUNCEMENT = "announcement", _("Announcement")
    FRIEND_REQUEST = "friend_request", _("Friend request")
    FRIEND_ACCEPTED = "friend_accepted", _("Friend request accepted")
    FRIEND_DECLINED = "friend_declined", _("Friend request declined")
    DEVICE_OFFLINE = "device_offline", _("Device offline")
    APP_INSTALLED = "app_installed", _("App installed")
    APP_FAILED = "app_failed", _("App action failed")


class ReadFilter(models.TextChoices):
    ALL = "all", _("All")
    UNREAD = "unread", _("Unread")
    READ = "read", _("Read")
