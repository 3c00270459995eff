from django.contrib import admin
from django.db.models import QuerySet
from django.forms import ModelForm
from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from apps.common.render import request_language

from .kinds import rendered
from .models import Notification
from .services import notify, stats_changed


class ReadListFilter(admin.SimpleListFilter):
    title = _("read")
    parameter_name = "read"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin) -> list[tuple[str, str]]:
        return [("yes", str(_("Read"))), ("no", str(_("Unread")))]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Notification]) -> QuerySet[Notification]:
        if self.value() in ("yes", "no"):
            return queryset.filter(read_at__isnull=self.value() == "no")
        return queryset


@admin.register(Notification)
class NotificationAdmin(admin.ModelAdmin):
    """Adding sends through `notify` (with a company id: to the recipient's inbox in that
    company's identity); editing or deleting tells the recipients' badges and streams. A sent
    notification keeps its recipient, kind and company."""

    list_display = ("created_at", "recipient", "kind", "headline", "read_at")
    list_filter = ("kind", ReadListFilter, "created_at")
    search_fields = ("recipient__name", "recipient__email", "recipient__phone_number")
    list_select_related = ("recipient",)
    raw_id_fields = ("recipient",)
    date_hierarchy = "created_at"
    actions = ("mark_read",)

    def get_readonly_fields(self, request: HttpRequest, obj: Notification | None = None) -> tuple[str, ...]:
        return ("recipient", "kind", "company_id", "created_at") if obj else ("read_at", "created_at")

    def save_model(self, request: HttpRequest, obj: Notification, form: ModelForm, change: bool) -> None:
        if change:
            super().save_model(request, obj, form, change)
            stats_changed(user_ids=[obj.recipient_id])
            return
        (sent,) = notify(
            recipients=[obj.recipient],
            kind=obj.kind,
            params=obj.params,
            title=obj.title,
            body=obj.body,
            link=obj.link,
            company_id=obj.company_id or None,
        )
        obj.pk, obj.created_at = sent.pk, sent.created_at

    def delete_model(self, request: HttpRequest, obj: Notification) -> None:
        super().delete_model(request, obj)
        stats_changed(user_ids=[obj.recipient_id])

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[Notification]) -> None:
        recipients = list(queryset.values_list("recipient_id", flat=True).distinct())
        super().delete_queryset(request, queryset)
        stats_changed(user_ids=recipients)

    @admin.display(description=_("title"))
    def headline(self, notification: Notification) -> str:
        return rendered(notification, language=request_language())["title"]

    @admin.action(description=_("Mark selected notifications as read"))
    def mark_read(self, request: HttpRequest, queryset: QuerySet[Notification]) -> None:
        recipients = list(queryset.filter(read_at__isnull=True).values_list("recipient_id", flat=True).distinct())
        queryset.filter(read_at__isnull=True).update(read_at=timezone.now())
        stats_changed(user_ids=recipients)
