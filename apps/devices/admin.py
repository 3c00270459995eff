from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from apps.common.admin import StatusLogInline

from . import services
from .models import AgentCommand, Device, DeviceServer, DeviceStatusChange, Plan
from .reasons import reason_text


class DeviceStatusChangeInline(StatusLogInline):
    model = DeviceStatusChange
    fields = ("created_at", "old_status", "new_status", "actor", "why")
    readonly_fields = fields
    ordering = ("-created_at", "-id")

    @admin.display(description=_("reason"))
    def why(self, change: DeviceStatusChange) -> str:
        return reason_text(change.reason, change.reason_params)


class DeviceServerInline(admin.TabularInline):
    model = DeviceServer
    extra = 0
    can_delete = False
    fields = ("name", "cpu_cores", "memory_bytes", "disk_bytes", "gpus")
    readonly_fields = fields

    def has_add_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


@admin.register(Device)
class DeviceAdmin(admin.ModelAdmin):
    """Status changes only through the state machine (actions below), which logs them; the
    device secret is never shown (only its hash is kept)."""

    list_display = ("device_id", "name", "kind", "status", "tier", "owner_user", "last_seen_at", "created_at")
    list_filter = ("kind", "status", "tier", ("owner_user", admin.RelatedOnlyFieldListFilter))
    search_fields = ("device_id", "serial", "name", "owner_user__name", "owner_user__email")
    list_select_related = ("owner_user", "plan")
    raw_id_fields = ("owner_user",)
    readonly_fields = (
        "owner_company_id",
        "device_id",
        "kind",
        "status",
        "serial",
        "tier",
        "cpu_cores",
        "memory_bytes",
        "disk_bytes",
        "gpus",
        "usage",
        "last_seen_at",
        "plan",
        "created_at",
        "updated_at",
    )
    exclude = ("secret_hash",)
    inlines = [DeviceServerInline, DeviceStatusChangeInline]
    actions = ("mark_offline", "resend_last_command")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    @admin.action(description=_("Mark selected devices offline"))
    def mark_offline(self, request: HttpRequest, queryset: QuerySet[Device]) -> None:
        actor = request.user if request.user.is_authenticated else None
        marked = sum(
            services.device_mark_offline(device_id=device_id, actor=actor, reason="staff_offline")
            for device_id in queryset.values_list("id", flat=True)
        )
        self.message_user(request, _("%(count)d devices marked offline.") % {"count": marked})

    @admin.action(description=_("Re-send the last command of the selected devices"))
    def resend_last_command(self, request: HttpRequest, queryset: QuerySet[Device]) -> None:
        sent = sum(
            services.command_resend(device_id=device_id) is not None
            for device_id in queryset.values_list("id", flat=True)
        )
        self.message_user(request, _("%(count)d commands queued again.") % {"count": sent})


@admin.register(Plan)
class PlanAdmin(admin.ModelAdmin):
    list_display = (
        "name",
        "cpu_cores",
        "memory_bytes",
        "disk_bytes",
        "bandwidth_mbps",
        "gpu_memory_bytes",
        "price_per_hour",
        "active",
    )
    list_filter = ("active",)
    list_editable = ("active",)
    search_fields = ("name",)


@admin.register(AgentCommand)
class AgentCommandAdmin(admin.ModelAdmin):
    """Read-only: commands are queued by the app and answered by agents."""

    list_display = ("created_at", "device", "type", "status", "sent_at", "finished_at", "deadline")
    list_filter = ("status", "type")
    search_fields = ("device__device_id", "device__name", "device__serial")
    list_select_related = ("device",)
    date_hierarchy = "created_at"

    def get_readonly_fields(self, request: HttpRequest, obj: object = None) -> list[str]:
        return [field.name for field in AgentCommand._meta.fields]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False
