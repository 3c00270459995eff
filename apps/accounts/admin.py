from collections.abc import Callable
from typing import Any, cast

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.utils import unquote
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin
from django.contrib.auth.forms import UserChangeForm as BaseUserChangeForm
from django.contrib.auth.forms import UserCreationForm as BaseUserCreationForm
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import gettext_lazy as _

from apps.common.errors import ApplicationError
from apps.common.text import name_key, name_normalized

from .deletion import account_blockers
from .models import AuthSession, EmailToken, OutboundMessage, SignInAttempt, SignInThrottle, User, VerificationCode
from .services import account_delete, sign_in_ways
from .validators import name_problems


class PersonNameForm(forms.ModelForm):
    """Staff name people under the API's rule, compared the same way (`User.name_key`)."""

    def clean_name(self) -> str:
        name = name_normalized(self.cleaned_data["name"])
        if problems := name_problems(name):
            raise forms.ValidationError(problems)
        if User.objects.filter(name_key=name_key(name)).exclude(pk=self.instance.pk).exists():
            raise forms.ValidationError(_("This name is already taken."))
        return name


class UserCreationForm(PersonNameForm, BaseUserCreationForm):
    class Meta:
        model = User
        fields = ("name", "email")


class UserChangeForm(PersonNameForm, BaseUserChangeForm):
    class Meta:
        model = User
        fields = "__all__"  # noqa: DJ007 - the admin's fieldsets choose the fields


class AuthSessionInline(admin.TabularInline):
    model = AuthSession
    extra = 0
    can_delete = False
    fields = ("user_type", "sme_id", "created_at", "refreshed_at", "expires_at", "revoked_at", "ip", "user_agent")
    readonly_fields = fields
    ordering = ("-created_at",)
    show_change_link = True

    def has_add_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


# A person's user types besides the personal one, as (text, admin URL) lines: higher apps
# register a source (the companies app: "Owner of X", "Member of Y").
IdentitySource = Callable[[User], list[tuple[str, str]]]
_identity_sources: list[IdentitySource] = []


def register_identity_source(source: IdentitySource) -> IdentitySource:
    if source not in _identity_sources:
        _identity_sources.append(source)
    return source


@admin.register(User)
class UserAdmin(BaseUserAdmin):
    """Deleting goes through `account_delete` (its blockers shown, the account anonymised,
    never a cascade), one account or many; a person's user types are listed, each linking to
    where staff change it through the company services."""

    form = UserChangeForm
    add_form = UserCreationForm
    ordering = ("-date_joined",)
    list_display = ("name", "email", "email_verified", "phone_number", "is_active", "is_staff", "date_joined")
    list_filter = ("is_active", "is_staff", "is_superuser", "email_verified", "date_joined", "deleted_at")
    search_fields = ("name", "email", "phone_number")
    readonly_fields = ("date_joined", "last_login", "deleted_at", "linked_sign_in_methods", "user_types")
    fieldsets = (
        (None, {"fields": ("name", "password", "linked_sign_in_methods", "user_types")}),
        (_("Contact"), {"fields": ("email", "email_verified", "phone_number", "avatar")}),
        (_("Permissions"), {"fields": ("is_active", "is_staff", "is_superuser", "groups", "user_permissions")}),
        (_("Dates"), {"fields": ("date_joined", "last_login", "deleted_at")}),
    )
    add_fieldsets = ((None, {"classes": ("wide",), "fields": ("name", "email", "password1", "password2")}),)
    inlines = [AuthSessionInline]
    actions = ("delete_accounts",)

    @admin.display(description=_("Sign-in methods"))
    def linked_sign_in_methods(self, obj: User) -> str:
        return ", ".join(sorted(sign_in_ways(user=obj))) or "-"

    @admin.display(description=_("User types"))
    def user_types(self, obj: User) -> SafeString:
        lines = [line for source in _identity_sources for line in source(obj)]
        personal = format_html_join("", "<li>{}</li>", [(_("Individual"),)])
        return personal + format_html_join("", '<li><a href="{}">{}</a></li>', [(url, text) for text, url in lines])

    def get_actions(self, request: HttpRequest) -> dict[str, Any]:
        actions = super().get_actions(request)
        actions.pop("delete_selected", None)  # a cascade: `delete_accounts` instead
        return actions

    def delete_view(self, request: HttpRequest, object_id: str, extra_context: Any = None) -> HttpResponse:
        user = self.get_object(request, unquote(object_id))
        if user is None or not self.has_delete_permission(request, user):
            return super().delete_view(request, object_id, extra_context)
        answer = self.delete_accounts(request, User.objects.filter(pk=user.pk))
        return answer or HttpResponseRedirect(reverse("admin:accounts_user_changelist"))

    @admin.action(description=_("Delete the selected accounts…"), permissions=["delete"])
    def delete_accounts(self, request: HttpRequest, queryset: QuerySet[User]) -> HttpResponse | None:
        """Asks first, showing what blocks each account; then `account_delete` for each."""
        people = list(queryset.filter(deleted_at__isnull=True))
        if "apply" not in request.POST:
            rows = [(person, account_blockers(user=person)) for person in people]
            context = {
                **self.admin_site.each_context(request),
                "opts": self.model._meta,
                "rows": rows,
                "waivers": sorted({blocker.waiver for _person, found in rows for blocker in found if blocker.waiver}),
            }
            return render(request, "admin/accounts/delete_accounts.html", context)
        waivers = frozenset(request.POST.getlist("waiver"))
        deleted = 0
        for person in people:
            try:
                account_delete(user=person, waivers=waivers)
            except ApplicationError as exc:
                blockers = cast(dict[str, list[dict[str, str]]], exc.data)["blockers"]
                reasons = "; ".join(blocker["message"] for blocker in blockers)
                self.message_user(request, f"{person}: {reasons}", messages.ERROR)
            else:
                deleted += 1
        self.message_user(request, _("%(count)d accounts deleted.") % {"count": deleted})
        return None


@admin.register(AuthSession)
class AuthSessionAdmin(admin.ModelAdmin):
    list_display = ("user", "user_type", "sme_id", "created_at", "refreshed_at", "expires_at", "revoked_at", "ip")
    list_filter = ("user_type", ("revoked_at", admin.EmptyFieldListFilter))
    search_fields = ("user__name", "user__email", "ip")
    list_select_related = ("user",)
    readonly_fields = [f.name for f in AuthSession._meta.fields]
    exclude = ("refresh_jti",)
    actions = ["revoke"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    @admin.action(description=_("Sign out the selected sessions"))
    def revoke(self, request: HttpRequest, queryset: QuerySet[AuthSession]) -> None:
        ended = queryset.filter(revoked_at__isnull=True).update(revoked_at=timezone.now())
        self.message_user(request, _("%(count)d sessions signed out.") % {"count": ended})


@admin.register(SignInAttempt)
class SignInAttemptAdmin(admin.ModelAdmin):
    list_display = ("created_at", "account", "user", "method", "outcome", "ip")
    list_filter = ("method", "outcome", "created_at")
    search_fields = ("account", "ip", "user__name", "user__email")
    list_select_related = ("user",)
    date_hierarchy = "created_at"

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


@admin.register(SignInThrottle)
class SignInThrottleAdmin(admin.ModelAdmin):
    list_display = ("scope", "key", "failures", "window_started_at", "locked_until")
    list_filter = ("scope",)
    search_fields = ("key",)
    actions = ["unlock"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    @admin.action(description=_("Lift the lock-out"))
    def unlock(self, request: HttpRequest, queryset: QuerySet[SignInThrottle]) -> None:
        count, _rows = queryset.delete()
        self.message_user(request, _("%(count)d lock-outs lifted.") % {"count": count})


class ReadOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


@admin.register(OutboundMessage)
class OutboundMessageAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "channel", "to", "subject")
    list_filter = ("channel", "created_at")
    search_fields = ("to", "subject", "body")
    date_hierarchy = "created_at"


@admin.register(VerificationCode)
class VerificationCodeAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "purpose", "target", "user", "attempts", "expires_at", "consumed_at", "ip")
    list_filter = ("purpose",)
    search_fields = ("target", "ip", "user__name")
    exclude = ("code_hash",)
    list_select_related = ("user",)


@admin.register(EmailToken)
class EmailTokenAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "purpose", "email", "user", "expires_at", "used_at")
    list_filter = ("purpose",)
    search_fields = ("email", "user__name")
    exclude = ("token_hash",)
    list_select_related = ("user",)
