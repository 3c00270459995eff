from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AccountsConfig(AppConfig):
    name = "apps.accounts"
    label = "accounts"
    verbose_name = _("Accounts")

    def ready(self) -> None:
        from apps.common.errors import ERROR_CODES

        from . import backends, schema  # noqa: F401  (the sign-in failure receiver; the OpenAPI security scheme)
        from .errors import ERRORS

        ERROR_CODES.register(app=self.label, entries=ERRORS)
