from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from apps.common.admin import ReadOnlyInline, StatusLogInline
from apps.common.errors import ApplicationError

from . import services
from .choices import INSTALL_UNDER_WAY, AppStatus
from .models import AppAccessGrant, InstalledApp, InstalledAppLog, LiteSpace
from .reasons import reason_text


class InstalledAppLogInline(StatusLogInline):
    model = InstalledAppLog
    fields = ("created_at", "old_status", "new_status", "actor", "why")
    readonly_fields = fields
    ordering = ("-created_at", "-id")

    @admin.display(description=_("reason"))
    def why(self, entry: InstalledAppLog) -> str:
        return reason_text(entry.reason, entry.reason_params)


class AppAccessGrantInline(ReadOnlyInline):
    """Who else holds access to the app (members, renters); the sealed keys are never shown."""

    model = AppAccessGrant
    fields = ("holder", "purpose", "ssh_username", "created_at", "revoked_at")
    readonly_fields = fields
    ordering = ("-created_at", "-id")


@admin.register(InstalledApp)
class InstalledAppAdmin(admin.ModelAdmin):
    """Read-only but for the support actions: statuses move only through the state machine
    (which logs them); sealed secrets and the configuration are never shown."""

    list_display = (
        "id",
        "app",
        "device",
        "owner",
        "status",
        "sharing_mode",
        "rentable",
        "price_per_hour",
        "created_at",
    )
    list_filter = ("status", "sharing_mode", "rentable", "app__display_type")
    search_fields = ("app__slug", "app__name_en", "device__device_id", "device__name", "device__owner_user__email")
    list_select_related = ("app", "device__owner_user")
    fields = (
        "app",
        "version",
        "device",
        "status",
        "start_after_install",
        "lite_space",
        "sharing_mode",
        "rentable",
        "price_per_hour",
        "ssh_public_key",
        "api_key_rotated_at",
        "installed_at",
        "created_at",
        "updated_at",
    )
    readonly_fields = fields
    inlines = [AppAccessGrantInline, InstalledAppLogInline]
    actions = ("retry_install", "fail_install")

    @admin.display(description=_("owner"))
    def owner(self, installed: InstalledApp) -> str:
        return str(installed.device.owner_user or "-")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def _each(self, request: HttpRequest, queryset: QuerySet[InstalledApp], service: object, done: str) -> None:
        count = 0
        for installed_id in queryset.values_list("id", flat=True):
            try:
                service(installed_app_id=installed_id)  # type: ignore[operator]
            except ApplicationError:
                continue
            count += 1
        self.message_user(request, done % {"count": count})

    @admin.action(description=_("Retry the install of the selected apps (stuck or failed installs)"))
    def retry_install(self, request: HttpRequest, queryset: QuerySet[InstalledApp]) -> None:
        stuck = queryset.filter(status__in=(*INSTALL_UNDER_WAY, AppStatus.INSTALLATION_FAILED))
        self._each(request, stuck, services.app_install_retry, str(_("%(count)d installs queued again.")))

    @admin.action(description=_("Fail the stuck installs of the selected apps"))
    def fail_install(self, request: HttpRequest, queryset: QuerySet[InstalledApp]) -> None:
        stuck = queryset.filter(status__in=INSTALL_UNDER_WAY)
        self._each(request, stuck, services.app_install_fail, str(_("%(count)d installs marked failed.")))


@admin.register(LiteSpace)
class LiteSpaceAdmin(admin.ModelAdmin):
    list_display = ("device", "status", "disk_bytes", "updated_at")
    list_filter = ("status",)
    search_fields = ("device__device_id", "device__name")
    readonly_fields = ("device", "status", "disk_bytes", "created_at", "updated_at")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False
