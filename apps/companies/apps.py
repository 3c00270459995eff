from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class CompaniesConfig(AppConfig):
    name = "apps.companies"
    label = "companies"
    verbose_name = _("Companies")

    def ready(self) -> None:
        from apps.accounts.actor import register_company_resolver
        from apps.accounts.deletion import register_deletion_check
        from apps.accounts.signals import address_verified
        from apps.common.errors import ERROR_CODES
        from apps.devices.network import register_company_network
        from apps.notifications.kinds import NOTIFICATION_KINDS
        from apps.notifications.stats import register_stats_source

        from .deletion import companies_held
        from .errors import ERRORS
        from .notification_kinds import KINDS
        from .selectors import company_for_identity, company_network, member_records_unread
        from .services import invitations_complete

        ERROR_CODES.register(app=self.label, entries=ERRORS)
        NOTIFICATION_KINDS.register(app=self.label, entries=KINDS)
        register_company_resolver(company_for_identity)
        register_company_network(company_network)
        register_deletion_check(companies_held)
        register_stats_source("member_records_unread", member_records_unread)
        address_verified.connect(
            lambda sender, user, **kwargs: invitations_complete(user=user), weak=False, dispatch_uid="companies"
        )
