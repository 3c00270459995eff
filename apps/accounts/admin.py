from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin
from django.contrib.auth.forms import UserChangeForm as BaseUserChangeForm
from django.contrib.auth.forms import UserCreationForm as BaseUserCreationForm
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from .models import AuthSession, SignInAttempt, SignInThrottle, User


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
    list_display = ("name", "email", "phone_number", "is_active", "is_staff", "date_joined", "last_login")
    list_filter = ("is_active", "is_staff", "is_superuser", "date_joined")
    search_fields = ("name", "email", "phone_number")
    readonly_fields = ("date_joined", "last_login")
    fieldsets = (
        (None, {"fields": ("name", "password")}),
        (_("Contact"), {"fields": ("email", "phone_number", "avatar")}),
        (_("Permissions"), {"fields": ("is_active", "is_staff", "is_superuser", "groups", "user_permissions")}),
        (_("Dates"), {"fields": ("date_joined", "last_login")}),
    )
    add_fieldsets = ((None, {"classes": ("wide",), "fields": ("name", "email", "password1", "password2")}),)
    inlines = [AuthSessionInline]


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
