from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext_lazy as _

from apps.common.admin import ReadOnlyInline, StatusLogInline
from apps.common.errors import ApplicationError
from apps.wallet.admin import reason_form, staff_of

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
        "runtime",
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
    actions = ("retry_install", "fail_install", "uninstall", "clear")

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

    def _report(self, request: HttpRequest, installed_id: int, error: ApplicationError) -> None:
        self.message_user(request, f"{installed_id}: {error.message}", messages.ERROR)

    @admin.action(description=_("Uninstall the selected apps (as their owner would)"))
    def uninstall(self, request: HttpRequest, queryset: QuerySet[InstalledApp]) -> None:
        done = 0
        for installed_id in queryset.values_list("id", flat=True):
            try:
                services.app_staff_uninstall(installed_app_id=installed_id, staff=staff_of(request))
            except ApplicationError as error:
                self._report(request, installed_id, error)
            else:
                done += 1
        self.message_user(request, _("%(count)d uninstalls queued.") % {"count": done})

    @admin.action(description=_("Clear the selected apps stuck in any status…"))
    def clear(self, request: HttpRequest, queryset: QuerySet[InstalledApp]) -> HttpResponse | None:
        if "apply" not in request.POST:
            rows = [(installed.pk, f"{installed} ({installed.status})") for installed in queryset]
            intro = _("Clear these apps (open commands cancelled, access and rentals ended):")
            return reason_form(self, request, "clear", intro, rows)
        for installed_id in queryset.values_list("id", flat=True):
            try:
                services.app_clear(
                    installed_app_id=installed_id, staff=staff_of(request), reason=request.POST.get("reason", "")
                )
            except ApplicationError as error:
                self._report(request, installed_id, error)
            else:
                self.message_user(request, _("App %(id)d cleared.") % {"id": installed_id})
        return None


@admin.register(LiteSpace)
class LiteSpaceAdmin(admin.ModelAdmin):
    list_display = ("device", "status", "disk_bytes", "updated_at")
    list_filter = ("status",)
    search_fields = ("device__device_id", "device__name")
    readonly_fields = ("device", "status", "disk_bytes", "created_at", "updated_at")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False
