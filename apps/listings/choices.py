from django.db import models
from django.utils.translation import gettext_lazy as _


class ListingSort(models.TextChoices):
    RECOMMENDED = "recommended", _("Recommended: proven providers first, then the cheapest of each tier")
    PRICE = "price", _("Price, lowest first")
    PRICE_DESC = "-price", _("Price, highest first")
    DISTANCE = "distance", _("Distance, nearest first")
    RELIABILITY = "reliability", _("Reliability, best first")
    NEWEST = "newest", _("Newest first")
