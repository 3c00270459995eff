"""Support's view of demands and orders: read-only rows with their logs, and actions through
the services: expire open demands, fail orders with a reason both sides see."""

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext_lazy as _

from apps.common.admin import StatusLogInline
from apps.common.errors import ApplicationError
from apps.wallet.admin import ReadOnlyAdmin, reason_form, staff_of

from . import services
from .models import Demand, DemandLog, Order, OrderLog


class DemandLogInline(StatusLogInline):
    model = DemandLog


class OrderLogInline(StatusLogInline):
    model = OrderLog


@admin.register(Demand)
class DemandAdmin(ReadOnlyAdmin):
    list_display = ("id", "name", "owner", "status", "gpu_count", "price_per_hour", "hours", "expires_at")
    list_filter = ("status", "tier", ("owner", admin.RelatedOnlyFieldListFilter))
    search_fields = ("name", "gpu_model", "owner__email", "owner__name")
    list_select_related = ("owner",)
    inlines = [DemandLogInline]
    actions = ("expire",)

    @admin.action(description=_("Expire the selected open demands"))
    def expire(self, request: HttpRequest, queryset: QuerySet[Demand]) -> None:
        for demand in queryset:
            try:
                services.demand_expire(demand_id=demand.pk, actor=staff_of(request))
            except ApplicationError as error:
                self.message_user(request, f"{demand}: {error.message}", messages.ERROR)
            else:
                self.message_user(request, _("%(demand)s expired.") % {"demand": demand})


@admin.register(Order)
class OrderAdmin(ReadOnlyAdmin):
    list_display = ("id", "demand", "provider", "kind", "status", "reason", "price_per_hour", "created_at")
    list_filter = ("status", "kind", ("provider", admin.RelatedOnlyFieldListFilter))
    search_fields = ("demand__name", "demand__owner__email", "provider__email", "provider__name")
    list_select_related = ("demand", "provider")
    inlines = [OrderLogInline]
    actions = ("fail",)

    @admin.action(description=_("Fail the selected orders with a reason…"))
    def fail(self, request: HttpRequest, queryset: QuerySet[Order]) -> HttpResponse | None:
        if "apply" not in request.POST:
            rows = [(order.pk, str(order)) for order in queryset]
            return reason_form(self, request, "fail", _("Fail these orders (both sides see the reason):"), rows)
        reason = request.POST.get("reason", "").strip()
        if not reason:
            self.message_user(request, _("Write the reason both sides will see."), messages.ERROR)
            return None
        for order in queryset:
            try:
                services.order_fail_staff(order_id=order.pk, reason=reason, staff=staff_of(request))
            except ApplicationError as error:
                self.message_user(request, f"{order}: {error.message}", messages.ERROR)
            else:
                self.message_user(request, _("%(order)s is failing.") % {"order": order})
        return None
