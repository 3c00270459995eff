from django.db import models
from django.utils.translation import gettext_lazy as _


class ReadFilter(models.TextChoices):
    ALL = "all", _("All")
    UNREAD = "unread", _("Unread")
    READ = "read", _("Read")
