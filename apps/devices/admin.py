from typing import Any

from django.contrib import admin, messages
from django.contrib.admin import actions as admin_actions
from django.db import transaction
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from apps.accounts.selectors import user_by_account
from apps.common.admin import ServicesOnlyAdmin, StatusLogInline, account_form

from . import services
from .choices import DeviceKind
from .models import AgentCommand, CloudBilling, Device, DeviceServer, DeviceStatusChange, Plan
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


KEPT_REMOVED = _("%(name)s was marked removed instead: rentals, orders or billing records point at it or at its apps.")
ZCLOUD_REFUSED = _(
    "Z-CLOUD machines are neither unbound nor deleted here: their owner deletes them (power delete), which "
    "releases them at the cloud provider."
)


@admin.register(Device)
class DeviceAdmin(admin.ModelAdmin):
    """Status changes only through the state machine (actions below), which logs them; the
    device secret is never shown (only its hash is kept)."""

    list_display = ("device_id", "name", "kind", "status", "tier", "owner_user", "last_seen_at", "created_at")
    list_filter = (
        "kind",
        "status",
        "tier",
        ("removed_at", admin.EmptyFieldListFilter),
        ("owner_user", admin.RelatedOnlyFieldListFilter),
    )
    search_fields = ("device_id", "serial", "name", "owner_user__name", "owner_user__email")
    list_select_related = ("owner_user", "plan")
    readonly_fields = (
        "owner_user",
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
        "gateway_url",
        "plan",
        "created_at",
        "updated_at",
        "removed_at",
    )
    exclude = ("secret_hash",)
    inlines = [DeviceServerInline, DeviceStatusChangeInline]
    actions = ("mark_offline", "resend_last_command", "unbind", "give", "delete_selected")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    # The owner changes only through binding and unbinding, which close the box's commands
    # and tell it to remove the previous owner's apps; a box is unbound before it is deleted.
    # A Z-CLOUD machine is deleted at the cloud provider, by its owner, not here.

    @admin.action(description=_("Unbind selected devices from their owners"))
    def unbind(self, request: HttpRequest, queryset: QuerySet[Device]) -> None:
        bound = queryset.filter(owner_user__isnull=False).exclude(kind=DeviceKind.ZCLOUD).values_list("id", flat=True)
        unbound = [services.device_force_unbind(device_id=device_id) for device_id in bound]
        self.message_user(request, _("%(count)d devices unbound.") % {"count": len(unbound)})
        if queryset.filter(kind=DeviceKind.ZCLOUD).exists():
            self.message_user(request, ZCLOUD_REFUSED, messages.WARNING)

    @admin.action(description=_("Give to a person…"))
    def give(self, request: HttpRequest, queryset: QuerySet[Device]) -> HttpResponse | None:
        account = request.POST.get("account", "").strip()
        if "apply" not in request.POST or not account:
            prompt = _(
                "Give these devices to the person with this e-mail address, phone number or name (each is unbound "
                "from its owner first):"
            )
            return account_form(request, self, queryset, action="give", prompt=prompt, submit=_("Give"))
        user = user_by_account(account)
        if user is None:
            self.message_user(request, _("No account matches %(account)s.") % {"account": account}, messages.ERROR)
            return None
        given = [
            services.device_force_bind(device_id=device_id, user=user)
            for device_id in queryset.exclude(kind=DeviceKind.ZCLOUD).values_list("id", flat=True)
        ]
        self.message_user(request, _("%(count)d devices given to %(name)s.") % {"count": len(given), "name": user.name})
        if queryset.filter(kind=DeviceKind.ZCLOUD).exists():
            self.message_user(request, ZCLOUD_REFUSED, messages.WARNING)
        return None

    @admin.action(permissions=["delete"], description=_("Delete selected devices"))
    def delete_selected(self, request: HttpRequest, queryset: QuerySet[Device]) -> HttpResponse | None:
        if queryset.filter(kind=DeviceKind.ZCLOUD).exists():
            self.message_user(request, ZCLOUD_REFUSED, messages.ERROR)
            return None
        return admin_actions.delete_selected(self, request, queryset)

    def delete_view(self, request: HttpRequest, object_id: str, extra_context: Any = None) -> HttpResponse:
        if Device.objects.filter(pk=object_id, kind=DeviceKind.ZCLOUD).exists():
            self.message_user(request, ZCLOUD_REFUSED, messages.ERROR)
            return HttpResponseRedirect(reverse(f"admin:{self.opts.app_label}_device_change", args=[object_id]))
        return super().delete_view(request, object_id, extra_context)

    def get_deleted_objects(self, objs: Any, request: HttpRequest) -> tuple[Any, Any, Any, list[Any]]:
        # Deleting goes through the service (`delete_model`): a device history points at is
        # marked removed, so nothing protects it; one without history takes its own rows (its
        # apps, log and listings) along, which staff do not delete one by one.
        deleted, counts, _perms_needed, _protected = super().get_deleted_objects(objs, request)
        return deleted, counts, set(), []

    @transaction.atomic
    def delete_model(self, request: HttpRequest, obj: Device) -> None:
        if obj.owner_user_id is not None:
            obj = services.device_force_unbind(device_id=obj.id)
        if not services.device_delete(obj):
            self.message_user(request, KEPT_REMOVED % {"name": obj.name}, messages.WARNING)

    @transaction.atomic
    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[Device]) -> None:
        for device_id in queryset.values_list("id", flat=True):
            device = Device.objects.select_for_update().get(id=device_id)
            self.delete_model(request, device)

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


@admin.register(CloudBilling)
class CloudBillingAdmin(ServicesOnlyAdmin):
    """Read-only: what each Z-CLOUD machine was billed; beat's `devices.bill_cloud` and the
    machine's power actions move it, the ledger holds the coins."""

    list_display = (
        "machine",
        "device",
        "price_per_hour",
        "period",
        "billed_seconds",
        "charged",
        "paid_until",
        "ended_at",
    )
    list_filter = ("billable",)
    search_fields = ("machine", "device__name")
    list_select_related = ("device",)

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False
