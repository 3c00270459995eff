from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class MarketConfig(AppConfig):
    name = "apps.market"
    label = "market"
    verbose_name = _("App store")
