from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class WalletConfig(AppConfig):
    name = "apps.wallet"
    label = "wallet"
    verbose_name = _("Wallet")

    def ready(self) -> None:
        from apps.accounts.deletion import register_account_eraser, register_deletion_check
        from apps.common.errors import ERROR_CODES
        from apps.common.preload import FIGURE_AMOUNTS
        from apps.notifications.kinds import NOTIFICATION_KINDS

        from .deletion import wallet_blocker, wallet_erase
        from .documents import wallet_figure
        from .errors import ERRORS
        from .notification_kinds import KINDS

        ERROR_CODES.register(app=self.label, entries=ERRORS)
        NOTIFICATION_KINDS.register(app=self.label, entries=KINDS)
        FIGURE_AMOUNTS.register(app=self.label, entries={"/wallet": wallet_figure})
        register_deletion_check(wallet_blocker)
        register_account_eraser(wallet_erase)
