from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class DemandsConfig(AppConfig):
    name = "apps.demands"
    label = "demands"
    verbose_name = _("Demands and orders")
