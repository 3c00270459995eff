"""Admin pieces every app uses: read-only inlines, the state-machine log, and a model admin
for rows that only services may write (staff act through the admin's actions)."""

from django.contrib import admin
from django.http import HttpRequest


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
