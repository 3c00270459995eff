from typing import Any

from django import forms
from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from apps.common.admin import StatusLogInline

from .models import FriendRequest, FriendRequestTransition, Friendship, Tag
from .services import friendship_create, friendship_remove


class FriendRequestTransitionInline(StatusLogInline):
    model = FriendRequestTransition


@admin.register(FriendRequest)
class FriendRequestAdmin(admin.ModelAdmin):
    """Read-only: a request changes only through its state machine (the app), which logs it."""

    list_display = ("created_at", "sender", "recipient", "status", "decided_at")
    list_filter = ("status", "created_at")
    search_fields = ("sender__name", "sender__email", "recipient__name", "recipient__email")
    list_select_related = ("sender", "recipient")
    readonly_fields = ("sender", "recipient", "addressed_as", "message", "status", "created_at", "decided_at")
    date_hierarchy = "created_at"
    inlines = [FriendRequestTransitionInline]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False


class FriendshipForm(forms.ModelForm):
    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        owner = data.get("owner", self.instance.owner if self.instance.pk else None)
        if owner is not None and any(tag.owner_id != owner.pk for tag in data.get("tags", [])):
            self.add_error("tags", _("Choose among the owner's own tags."))
        return data


@admin.register(Friendship)
class FriendshipAdmin(admin.ModelAdmin):
    """One row per side, both made and removed through the services: adding makes both sides
    (the alias and tags are the owner's), deleting ends the friendship for both people."""

    form = FriendshipForm
    list_display = ("owner", "friend", "alias", "created_at")
    search_fields = ("owner__name", "owner__email", "friend__name", "friend__email", "alias")
    list_select_related = ("owner", "friend")
    raw_id_fields = ("owner", "friend")
    filter_horizontal = ("tags",)
    date_hierarchy = "created_at"

    def get_readonly_fields(self, request: HttpRequest, obj: Friendship | None = None) -> tuple[str, ...]:
        return ("owner", "friend", "created_at") if obj else ("created_at",)

    def save_model(self, request: HttpRequest, obj: Friendship, form: forms.ModelForm, change: bool) -> None:
        if not change:
            made = friendship_create(user=obj.owner, other=obj.friend)
            obj.pk, obj.created_at = made.pk, made.created_at
        super().save_model(request, obj, form, change)

    def delete_model(self, request: HttpRequest, obj: Friendship) -> None:
        friendship_remove(user=obj.owner, friendship_id=obj.pk)

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[Friendship]) -> None:
        for friendship in queryset.select_related("owner"):
            if Friendship.objects.filter(pk=friendship.pk).exists():  # not gone with its other side
                friendship_remove(user=friendship.owner, friendship_id=friendship.pk)


@admin.register(Tag)
class TagAdmin(admin.ModelAdmin):
    list_display = ("name", "owner", "created_at")
    search_fields = ("name", "owner__name", "owner__email")
    list_select_related = ("owner",)
    raw_id_fields = ("owner",)
