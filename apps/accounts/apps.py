from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AccountsConfig(AppConfig):
    name = "apps.accounts"
    label = "accounts"
    verbose_name = _("Accounts")

    def ready(self) -> None:
        from apps.common.errors import register_errors

        from . import schema  # noqa: F401  (registers the OpenAPI security scheme)
        from .errors import ERRORS

        register_errors(app=self.label, errors=ERRORS)
