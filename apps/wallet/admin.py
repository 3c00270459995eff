"""Staff's view of the wallet: ledger rows are read-only (a correction is a new transaction),
and every change goes through the services: adjustments and refunds, a deposit marked
failed, the provider's last event replayed, a withdrawal approved or rejected."""

import uuid
from collections.abc import Sequence
from decimal import Decimal, InvalidOperation

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from apps.accounts.models import User
from apps.common.admin import ReadOnlyInline, ServicesOnlyAdmin, StatusLogInline
from apps.common.errors import ApplicationError

from . import services
from .choices import AccountKind
from .models import (
    Account,
    Deposit,
    DepositLog,
    Hold,
    HoldLog,
    LedgerEntry,
    LedgerTransaction,
    Payout,
    PayoutAccount,
    PayoutLog,
    ProviderEvent,
)


class ReadOnlyAdmin(ServicesOnlyAdmin):
    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


def staff_of(request: HttpRequest) -> User:
    return request.user  # type: ignore[return-value]  # the admin lets only signed-in staff in


def reason_form(
    admin_view: admin.ModelAdmin,
    request: HttpRequest,
    action: str,
    intro: Promise,
    rows: Sequence[tuple[object, str]],
    *,
    with_amount: bool = False,
    amount_label: Promise | None = None,
) -> HttpResponse:
    """The form an action asks staff's reason (and an amount: a signed adjustment, or with
    `amount_label` what that says) in before it runs."""
    return render(
        request,
        "admin/wallet/reason.html",
        {
            **admin_view.admin_site.each_context(request),
            "opts": admin_view.model._meta,
            "intro": intro,
            "rows": rows,
            "action": action,
            "with_amount": with_amount or amount_label is not None,
            "amount_label": amount_label,
            # One key per form shown: sending it twice moves coins once.
            "key": uuid.uuid4().hex,
        },
    )


def _report(admin_view: admin.ModelAdmin, request: HttpRequest, subject: object, error: ApplicationError) -> None:
    admin_view.message_user(request, f"{subject}: {error.message}", messages.ERROR)


@admin.register(Account)
class AccountAdmin(ReadOnlyAdmin):
    list_display = ("key", "kind", "owner", "balance", "low_balance_threshold", "created_at")
    list_filter = ("kind",)
    search_fields = ("key", "owner__email", "owner__name")
    list_select_related = ("owner",)
    actions = ("adjust",)

    @admin.action(description=_("Adjust or refund the balance…"))
    def adjust(self, request: HttpRequest, queryset: QuerySet[Account]) -> HttpResponse | None:
        wallets = queryset.filter(kind=AccountKind.WALLET, owner__isnull=False).select_related("owner")
        if "apply" not in request.POST:
            rows = [(wallet.pk, f"{wallet.owner} ({wallet.balance})") for wallet in wallets]
            return reason_form(self, request, "adjust", _("Adjust or refund the balance of:"), rows, with_amount=True)
        try:
            amount = Decimal(request.POST.get("amount", ""))
        except InvalidOperation:
            self.message_user(request, _("Enter an amount such as -12.50."), messages.ERROR)
            return None
        for wallet in wallets:
            try:
                services.wallet_adjust(
                    user=wallet.owner,  # type: ignore[arg-type]  # only wallets with an owner are selected
                    amount=amount,
                    reason=request.POST.get("reason", ""),
                    staff=staff_of(request),
                    idempotency_key=f"admin:{request.POST.get('key', '')}:{wallet.pk}",
                    refund=bool(request.POST.get("refund")),
                )
            except ApplicationError as error:
                _report(self, request, wallet.owner, error)
            else:
                self.message_user(request, _("%(person)s adjusted.") % {"person": wallet.owner})
        return None


class EntryInline(ReadOnlyInline):
    model = LedgerEntry
    fields = ("account", "entry_type", "amount", "balance_after", "person_balance_after")
    readonly_fields = fields


@admin.register(LedgerTransaction)
class LedgerTransactionAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "kind", "reference", "company_id", "created_by", "reason")
    list_filter = ("kind", "created_at")
    search_fields = ("reference", "idempotency_key", "entries__account__owner__email", "entries__account__owner__name")
    list_select_related = ("created_by",)
    inlines = [EntryInline]


@admin.register(LedgerEntry)
class LedgerEntryAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "account", "entry_type", "amount", "balance_after", "transaction")
    list_filter = ("entry_type", "created_at")
    search_fields = ("account__owner__email", "account__owner__name", "transaction__reference")
    list_select_related = ("account", "transaction")


class HoldLogInline(StatusLogInline):
    model = HoldLog


@admin.register(Hold)
class HoldAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "user", "reference", "status", "placed", "captured", "released")
    list_filter = ("status", "created_at")
    search_fields = ("reference", "user__email", "user__name")
    list_select_related = ("user",)
    inlines = [HoldLogInline]


class DepositLogInline(StatusLogInline):
    model = DepositLog


class ProviderEventInline(ReadOnlyInline):
    model = ProviderEvent
    fields = ("received_at", "event_id", "status", "amount", "raw_body")
    readonly_fields = fields


@admin.register(Deposit)
class DepositAdmin(ReadOnlyAdmin):
    list_display = ("id", "user", "amount", "method", "status", "created_at", "paid_at")
    list_filter = ("status", "provider", "method", "created_at")
    search_fields = ("id", "user__email", "user__name")
    list_select_related = ("user",)
    inlines = [ProviderEventInline, DepositLogInline]
    actions = ("mark_failed", "replay", "reverse")

    def _each(self, request: HttpRequest, queryset: QuerySet[Deposit], action: str) -> None:
        staff = staff_of(request)
        move = services.deposit_mark_failed if action == "mark_failed" else services.deposit_event_replay
        for deposit in queryset:
            try:
                moved = move(deposit=deposit, staff=staff)
            except ApplicationError as error:
                _report(self, request, deposit, error)
            else:
                self.message_user(
                    request, _("%(deposit)s is %(status)s.") % {"deposit": moved.id, "status": moved.status}
                )

    @admin.action(description=_("Mark the selected deposits failed"))
    def mark_failed(self, request: HttpRequest, queryset: QuerySet[Deposit]) -> None:
        self._each(request, queryset, "mark_failed")

    @admin.action(description=_("Replay the provider's last event"))
    def replay(self, request: HttpRequest, queryset: QuerySet[Deposit]) -> None:
        self._each(request, queryset, "replay")

    @admin.action(description=_("Reverse the selected paid deposits…"))
    def reverse(self, request: HttpRequest, queryset: QuerySet[Deposit]) -> HttpResponse | None:
        if "apply" not in request.POST:
            rows = [(deposit.pk, f"{deposit.id} {deposit.user} {deposit.amount}") for deposit in queryset]
            return reason_form(self, request, "reverse", _("Take back the coins of these deposits:"), rows)
        for deposit in queryset:
            try:
                services.deposit_reverse(
                    deposit=deposit, staff=staff_of(request), reason=request.POST.get("reason", "")
                )
            except ApplicationError as error:
                _report(self, request, deposit, error)
            else:
                self.message_user(request, _("%(deposit)s reversed.") % {"deposit": deposit.id})
        return None


@admin.register(PayoutAccount)
class PayoutAccountAdmin(ReadOnlyAdmin):
    list_display = ("id", "user", "kind", "holder_name", "bank", "masked", "created_at", "removed_at")
    list_filter = ("kind", "created_at")
    search_fields = ("id", "user__email", "user__name", "holder_name")
    list_select_related = ("user",)
    exclude = ("account_sealed", "digest")


class PayoutLogInline(StatusLogInline):
    model = PayoutLog


@admin.register(Payout)
class PayoutAdmin(ReadOnlyAdmin):
    list_display = ("id", "user", "amount", "fee", "account_label", "status", "created_at", "paid_at")
    list_filter = ("status", "created_at")
    search_fields = ("id", "user__email", "user__name", "provider_reference")
    list_select_related = ("user",)
    inlines = [PayoutLogInline]
    actions = ("approve", "reject")

    @admin.action(description=_("Approve the selected withdrawals (they go to the payout provider)"))
    def approve(self, request: HttpRequest, queryset: QuerySet[Payout]) -> None:
        for payout in queryset:
            try:
                services.payout_approve(payout=payout, staff=staff_of(request))
            except ApplicationError as error:
                _report(self, request, payout, error)
            else:
                self.message_user(request, _("%(payout)s approved.") % {"payout": payout.id})

    @admin.action(description=_("Reject the selected withdrawals…"))
    def reject(self, request: HttpRequest, queryset: QuerySet[Payout]) -> HttpResponse | None:
        if "apply" not in request.POST:
            rows = [(payout.pk, f"{payout.id} {payout.user} {payout.amount}") for payout in queryset]
            return reason_form(self, request, "reject", _("Reject these withdrawals and give the coins back:"), rows)
        for payout in queryset:
            try:
                services.payout_reject(payout=payout, staff=staff_of(request), reason=request.POST.get("reason", ""))
            except ApplicationError as error:
                _report(self, request, payout, error)
            else:
                self.message_user(request, _("%(payout)s rejected.") % {"payout": payout.id})
        return None
