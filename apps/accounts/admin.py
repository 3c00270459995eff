from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin
from django.contrib.auth.forms import UserChangeForm as BaseUserChangeForm
from django.contrib.auth.forms import UserCreationForm as BaseUserCreationForm
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from .models import AuthSession, EmailToken, OutboundMessage, SignInAttempt, SignInThrottle, User, VerificationCode
from .services import sign_in_ways


class UserCreationForm(BaseUserCreationForm):
    class Meta:
        model = User
        fields = ("name", "email")


class UserChangeForm(BaseUserChangeForm):
    class Meta:
        model = User
        fields = "__all__"


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


@admin.register(User)
class UserAdmin(BaseUserAdmin):
    form = UserChangeForm
    add_form = UserCreationForm
    ordering = ("-date_joined",)
    list_display = ("name", "email", "email_verified", "phone_number", "is_active", "is_staff", "date_joined")
    list_filter = ("is_active", "is_staff", "is_superuser", "email_verified", "date_joined", "deleted_at")
    search_fields = ("name", "email", "phone_number")
    readonly_fields = ("date_joined", "last_login", "deleted_at", "linked_sign_in_methods")
    fieldsets = (
        (None, {"fields": ("name", "password", "linked_sign_in_methods")}),
        (_("Contact"), {"fields": ("email", "email_verified", "phone_number", "avatar")}),
        (_("Permissions"), {"fields": ("is_active", "is_staff", "is_superuser", "groups", "user_permissions")}),
        (_("Dates"), {"fields": ("date_joined", "last_login", "deleted_at")}),
    )
    add_fieldsets = ((None, {"classes": ("wide",), "fields": ("name", "email", "password1", "password2")}),)
    inlines = [AuthSessionInline]

    @admin.display(description=_("Sign-in methods"))
    def linked_sign_in_methods(self, obj: User) -> str:
        return ", ".join(sorted(sign_in_ways(user=obj))) or "-"


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
