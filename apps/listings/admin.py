from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from apps.devices.admin import DeviceAdmin
from apps.devices.models import Device

from . import services
from .models import DeviceReliability, Listing


@admin.register(Listing)
class ListingAdmin(admin.ModelAdmin):
    """Listings follow their installed apps by themselves; staff only hide one (writing a
    reason, which its provider is told) or show it again (emptying the reason, or the
    action), both through the services."""

    list_display = ("id", "name_en", "provider_name", "tier", "price_per_hour", "listed", "hidden_reason", "created_at")
    list_filter = ("listed", "tier", "display_type", ("hidden_reason", admin.EmptyFieldListFilter))
    search_fields = ("name_en", "name_zh", "provider_name", "provider__name", "gpu_models", "device__device_id")
    list_select_related = ("provider",)
    fields = (
        "hidden_reason", "listed", "installed_app", "device", "app", "provider", "provider_name", "name_en",
        "name_zh", "display_type", "labels", "tier", "cpu_cores", "memory_bytes", "disk_bytes", "gpus",
        "price_per_hour", "lat", "lng", "created_at", "updated_at",
    )  # fmt: skip
    readonly_fields = fields[1:]
    actions = ("show_again",)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def save_model(self, request: HttpRequest, obj: Listing, form: Any, change: bool) -> None:
        if "hidden_reason" not in form.changed_data:
            return
        reason = obj.hidden_reason.strip()
        if reason:
            services.listing_hide(listing_id=obj.id, reason=reason)
        else:
            services.listing_unhide(listing_id=obj.id)

    @admin.action(description=_("Show the selected listings again"))
    def show_again(self, request: HttpRequest, queryset: QuerySet[Listing]) -> None:
        hidden = queryset.exclude(hidden_reason="").values_list("id", flat=True)
        shown = [services.listing_unhide(listing_id=listing_id) for listing_id in hidden]
        self.message_user(request, _("%(count)d listings shown again.") % {"count": len(shown)})


class DeviceReliabilityInline(admin.StackedInline):
    model = DeviceReliability
    can_delete = False
    fields = ("uptime_1d", "uptime_7d", "uptime_30d", "failed_rentals", "computed_at")
    readonly_fields = fields

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


# The device admin shows the reliability roll-up: devices cannot know of listings, so the
# market extends their admin here.
admin.site.unregister(Device)


@admin.register(Device)
class DeviceWithReliabilityAdmin(DeviceAdmin):
    inlines = [*DeviceAdmin.inlines, DeviceReliabilityInline]
