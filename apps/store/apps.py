from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class StoreConfig(AppConfig):
    name = "apps.store"
    label = "market"
    verbose_name = _("App store")
