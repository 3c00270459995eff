"""Support's view of rentals: read-only rows, and actions through the services: retry a
failed step, end with a reason, refund a period (a reason the renter sees), resolve a
dispute with a refund (or none) and words both sides read."""

from decimal import Decimal, InvalidOperation
from typing import Any

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext_lazy as _

from apps.common.admin import ReadOnlyInline, StatusLogInline
from apps.common.errors import ApplicationError
from apps.wallet.admin import ReadOnlyAdmin, reason_form, staff_of

from . import services
from .choices import EndReason
from .models import Dispute, DisputeLog, Rental, RentalCharge, RentalLog


class RentalLogInline(StatusLogInline):
    model = RentalLog


class RentalChargeInline(ReadOnlyInline):
    model = RentalCharge
    fields = ("period", "seconds", "amount", "fee", "refunded_at", "created_at")
    readonly_fields = fields


def _end_action(reason: str) -> Any:
    def end(admin_view: "RentalAdmin", request: HttpRequest, queryset: QuerySet[Rental]) -> None:
        for rental in queryset:
            try:
                services.rental_end_staff(rental_id=rental.pk, reason=reason, staff=staff_of(request))
            except ApplicationError as error:
                admin_view.message_user(request, f"{rental}: {error.message}", messages.ERROR)
            else:
                admin_view.message_user(request, _("%(rental)s is ending.") % {"rental": rental})

    end.__name__ = f"end_{reason}"
    return admin.action(description=_("End the selected rentals: %(reason)s") % {"reason": EndReason(reason).label})(
        end
    )


@admin.register(Rental)
class RentalAdmin(ReadOnlyAdmin):
    list_display = ("id", "installed_app", "renter", "provider", "status", "reason", "charged", "created_at")
    list_filter = (
        "status",
        "reason",
        ("provider", admin.RelatedOnlyFieldListFilter),
        ("renter", admin.RelatedOnlyFieldListFilter),
    )
    search_fields = ("renter__email", "renter__name", "provider__email", "provider__name")
    list_select_related = ("installed_app__app", "installed_app__device", "renter", "provider")
    inlines = [RentalChargeInline, RentalLogInline]
    actions = ["retry", *(_end_action(reason) for reason in (EndReason.STAFF, EndReason.PROVIDER_WITHDREW))]

    @admin.action(description=_("Retry the failed step of the selected rentals"))
    def retry(self, request: HttpRequest, queryset: QuerySet[Rental]) -> None:
        for rental in queryset:
            moved = services.rental_retry(rental_id=rental.pk)
            self.message_user(request, _("%(rental)s is now %(status)s.") % {"rental": rental, "status": moved.status})


@admin.register(RentalCharge)
class RentalChargeAdmin(ReadOnlyAdmin):
    list_display = ("rental", "period", "seconds", "amount", "fee", "refunded_at", "created_at")
    list_filter = ("refunded_at",)
    search_fields = ("rental__renter__email", "rental__provider__email")
    list_select_related = ("rental",)
    actions = ("refund",)

    @admin.action(description=_("Refund the selected periods to the renter…"))
    def refund(self, request: HttpRequest, queryset: QuerySet[RentalCharge]) -> HttpResponse | None:
        if "apply" not in request.POST:
            rows = [(charge.pk, f"{charge} ({charge.amount})") for charge in queryset]
            return reason_form(self, request, "refund", _("Refund these periods to their renters:"), rows)
        for charge in queryset:
            try:
                services.rental_refund_period(
                    rental_id=charge.rental_id,
                    period=charge.period,
                    staff=staff_of(request),
                    reason=request.POST.get("reason", ""),
                )
            except ApplicationError as error:
                self.message_user(request, f"{charge}: {error.message}", messages.ERROR)
            else:
                self.message_user(request, _("%(charge)s refunded.") % {"charge": charge})
        return None


class DisputeLogInline(StatusLogInline):
    model = DisputeLog


@admin.register(Dispute)
class DisputeAdmin(ReadOnlyAdmin):
    list_display = ("id", "rental", "reason", "status", "refund", "created_at", "resolved_at")
    list_filter = ("status", "reason", "created_at")
    search_fields = ("rental__renter__email", "rental__renter__name", "rental__provider__email", "text")
    list_select_related = ("rental",)
    inlines = [DisputeLogInline]
    actions = ("resolve",)

    @admin.action(description=_("Resolve the selected disputes…"))
    def resolve(self, request: HttpRequest, queryset: QuerySet[Dispute]) -> HttpResponse | None:
        if "apply" not in request.POST:
            rows = [
                (dispute.pk, f"{dispute}: {services.dispute_refundable(dispute.rental)} refundable")
                for dispute in queryset.select_related("rental")
            ]
            intro = _("Resolve these disputes; the refund is taken from the provider's income and the platform fee:")
            label = _("Coins to refund to the renter (0 for none)")
            return reason_form(self, request, "resolve", intro, rows, amount_label=label)
        try:
            refund = Decimal(request.POST.get("amount", ""))
        except InvalidOperation:
            self.message_user(request, _("Enter an amount such as 12.50, or 0."), messages.ERROR)
            return None
        for dispute in queryset:
            try:
                services.dispute_resolve(
                    dispute=dispute, staff=staff_of(request), refund=refund, resolution=request.POST.get("reason", "")
                )
            except ApplicationError as error:
                self.message_user(request, f"{dispute}: {error.message}", messages.ERROR)
            else:
                self.message_user(request, _("%(dispute)s resolved.") % {"dispute": dispute})
        return None
