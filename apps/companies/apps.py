from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class CompaniesConfig(AppConfig):
    name = "apps.companies"
    label = "companies"
    verbose_name = _("Companies")

    def ready(self) -> None:
        from apps.accounts.actor import register_company_resolver
        from apps.accounts.deletion import register_deletion_check
        from apps.accounts.hooks import address_verified
        from apps.common.errors import ERROR_CODES
        from apps.devices.hooks import device_released
        from apps.devices.network import register_company_network
        from apps.installs.hooks import app_installed, app_removed
        from apps.installs.selectors import register_member_apps
        from apps.notifications.kinds import NOTIFICATION_KINDS
        from apps.notifications.stats import register_stats_source

        from .deletion import companies_held
        from .errors import ERRORS
        from .notification_kinds import KINDS
        from .selectors import company_for_identity, company_network, member_app_ids, member_records_unread
        from .services import invitations_complete, on_app_installed, on_app_removed, on_device_released

        ERROR_CODES.register(app=self.label, entries=ERRORS)
        NOTIFICATION_KINDS.register(app=self.label, entries=KINDS)
        register_company_resolver(company_for_identity)
        register_company_network(company_network)
        register_deletion_check(companies_held)
        register_stats_source("member_records_unread", member_records_unread)
        register_member_apps(member_app_ids)
        app_installed.follow(on_app_installed)
        app_removed.follow(on_app_removed)
        device_released.follow(on_device_released)
        address_verified.follow(invitations_complete)
