"""Admin pieces every app uses: read-only inlines, the state-machine log, a model admin
for rows that only services may write (staff act through the admin's actions), and the page
where such an action asks for an account."""

from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.functional import Promise


class ReadOnlyInline(admin.TabularInline):
    extra = 0
    can_delete = False

    def has_add_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


class StatusLogInline(ReadOnlyInline):
    """A state machine's log rows (`apps.common.statemachine.StatusLog`), oldest first."""

    fields = ("created_at", "old_status", "new_status", "actor", "reason")
    readonly_fields = fields
    ordering = ("created_at", "id")


class ServicesOnlyAdmin(admin.ModelAdmin):
    """Rows staff may read but neither add nor delete: a delete here would skip what the
    services do beside it (sessions ended, records written, people told)."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


def account_form(
    request: HttpRequest,
    model_admin: admin.ModelAdmin,
    objects: QuerySet[Any],
    *,
    action: str,
    prompt: str | Promise,
    submit: str | Promise,
) -> HttpResponse:
    """The page of the admin action `action` asking staff for an account (an e-mail address,
    phone number or name) for the selected `objects`; it posts back with `account` and `apply`."""
    context = {
        **model_admin.admin_site.each_context(request),
        "opts": model_admin.model._meta,
        "objects": objects,
        "action": action,
        "prompt": prompt,
        "submit": submit,
    }
    return render(request, "admin/account_form.html", context)
