from django.contrib import admin
from django.http import HttpRequest

from apps.common.admin import StatusLogInline

from .models import FriendRequest, FriendRequestTransition, Friendship, Tag


class FriendRequestTransitionInline(StatusLogInline):
    model = FriendRequestTransition


@admin.register(FriendRequest)
class FriendRequestAdmin(admin.ModelAdmin):
    """Read-only: a request changes only through its state machine (the app), which logs it."""

    list_display = ("created_at", "sender", "recipient", "status", "decided_at")
    list_filter = ("status", "created_at")
    search_fields = ("sender__name", "sender__email", "recipient__name", "recipient__email")
    list_select_related = ("sender", "recipient")
    readonly_fields = ("sender", "recipient", "message", "status", "created_at", "decided_at")
    date_hierarchy = "created_at"
    inlines = [FriendRequestTransitionInline]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False


@admin.register(Friendship)
class FriendshipAdmin(admin.ModelAdmin):
    """One row per side; deleting here removes only that side, so end friendships in the app."""

    list_display = ("owner", "friend", "alias", "created_at")
    search_fields = ("owner__name", "owner__email", "friend__name", "friend__email", "alias")
    list_select_related = ("owner", "friend")
    raw_id_fields = ("owner", "friend")
    filter_horizontal = ("tags",)
    date_hierarchy = "created_at"


@admin.register(Tag)
class TagAdmin(admin.ModelAdmin):
    list_display = ("name", "owner", "created_at")
    search_fields = ("name", "owner__name", "owner__email")
    list_select_related = ("owner",)
    raw_id_fields = ("owner",)
