from typing import Any

from django.utils.translation import gettext as _
from rest_framework import serializers

from apps.accounts.models import User
from apps.common.answers import answer_of
from apps.common.api import IdField
from apps.common.render import api_time
from apps.common.sorting import ListSort
from apps.common.text import NameText, PlainText

from ..choices import FriendRequestStatus, RequestDirection, RequestStatusFilter, SendOutcome
from ..models import ALIAS_MAX, ALIAS_MIN, MESSAGE_MAX, TAG_NAME_MAX, TAG_NAME_MIN, FriendRequest, Friendship, Tag


class FriendPersonSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    avatar_url = serializers.CharField(allow_null=True)


class FriendRequestPersonSerializer(FriendPersonSerializer):
    id = serializers.IntegerField(
        allow_null=True, help_text="null: an outgoing request sent by e-mail or phone and not accepted yet"
    )
    name = serializers.CharField(help_text="Or the e-mail address or phone number the caller typed, when `id` is null")


class FriendRequestItemSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    direction = serializers.ChoiceField(
        choices=RequestDirection.choices, help_text="incoming: sent to the caller; outgoing: sent by the caller"
    )
    status = serializers.ChoiceField(choices=FriendRequestStatus.choices)
    person = FriendRequestPersonSerializer(
        help_text="The other person: the sender of an incoming request, else the recipient"
    )
    message = serializers.CharField(allow_blank=True)
    created_at = serializers.DateTimeField()
    decided_at = serializers.DateTimeField(allow_null=True)


class FriendRequestFilterSerializer(serializers.Serializer):
    direction = serializers.ChoiceField(
        choices=RequestDirection.choices, required=False, help_text="Both directions when left out"
    )
    status = serializers.ChoiceField(choices=RequestStatusFilter.choices, default=RequestStatusFilter.PENDING)


class FriendRequestSendSerializer(serializers.Serializer):
    account = PlainText(max_length=254, help_text="E-mail address, phone number or user name.")
    message = PlainText(
        max_length=MESSAGE_MAX,
        multiline=True,
        required=False,
        allow_blank=True,
        help_text="An optional note, at most 100 characters.",
    )


class FriendRequestSentSerializer(serializers.Serializer):
    outcome = serializers.ChoiceField(
        choices=SendOutcome.choices,
        help_text="sent: a new request waits for their answer; accepted: they had asked you already, "
        "so their request was accepted and you are friends now",
    )
    request = FriendRequestItemSerializer()


class FriendTagRefSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class FriendSerializer(serializers.Serializer):
    id = serializers.IntegerField(help_text="The caller's side of the friendship (use it in friends/{id})")
    friend = FriendPersonSerializer()
    alias = serializers.CharField(allow_blank=True, help_text="The caller's name for the friend; may be empty")
    tags = FriendTagRefSerializer(many=True, help_text="The caller's tags on this friend")
    since = serializers.DateTimeField()


class FriendFilterSerializer(serializers.Serializer):
    search = PlainText(
        max_length=100, required=False, allow_blank=True, default="", help_text="Part of the name or alias"
    )
    tag = IdField(required=False, help_text="Only friends with this tag of the caller's")
    sort = serializers.ChoiceField(
        choices=ListSort.choices,
        default=ListSort.NEWEST,
        help_text="newest (the default), oldest or name (the alias, else the friend's name)",
    )


class AliasField(NameText):
    """The spec's alias rule: 3-50 characters; empty or null clears it."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(max_length=200, allow_blank=True, allow_null=True, **kwargs)

    def to_internal_value(self, data: Any) -> str:
        value = super().to_internal_value(data)
        if value and not (ALIAS_MIN <= len(value) <= ALIAS_MAX):
            raise serializers.ValidationError(
                _("An alias must be %(min)d-%(max)d characters.") % {"min": ALIAS_MIN, "max": ALIAS_MAX}
            )
        return value


class FriendUpdateSerializer(serializers.Serializer):
    alias = AliasField(required=False, help_text="3-50 characters; empty or null clears it. Left out: unchanged.")
    tag_ids = serializers.ListField(
        child=IdField(), required=False, max_length=200, help_text="The caller's own tags; replaces"
    )

    def validate_alias(self, value: str | None) -> str:
        return value or ""


class FriendTagSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    friend_count = serializers.IntegerField()
    friend_ids = serializers.ListField(child=serializers.IntegerField(), help_text="Friend (friendship) ids")


class TagNameField(NameText):
    def __init__(self, **kwargs: Any) -> None:
        super().__init__(min_length=TAG_NAME_MIN, max_length=TAG_NAME_MAX, **kwargs)


class FriendTagWriteSerializer(serializers.Serializer):
    name = TagNameField(help_text="1-20 characters, unique per person (any case)")
    friend_ids = serializers.ListField(
        child=IdField(),
        required=False,
        max_length=1000,
        help_text="The caller's friends (ids from GET friends) to carry the tag; replaces",
    )


class FriendTagCreateSerializer(FriendTagWriteSerializer):
    pass


class FriendTagUpdateSerializer(FriendTagWriteSerializer):
    name = TagNameField(required=False, help_text="1-20 characters; left out: kept")


def _person(user: User) -> dict[str, Any]:
    return {"id": user.id, "name": user.name, "avatar_url": user.avatar.url if user.avatar else None}


@answer_of(FriendRequestItemSerializer)
def friend_request_item(request: FriendRequest, *, viewer: User) -> dict[str, Any]:
    """A request as `viewer` (its sender or recipient) sees it: the other person and the
    direction. Asked by e-mail or phone, the recipient is to the sender what they typed until
    the request is accepted."""
    incoming = request.recipient_id == viewer.id
    if incoming:
        other = _person(request.sender)
    elif request.addressed_as and request.status != FriendRequestStatus.ACCEPTED:
        other = {"id": None, "name": request.addressed_as, "avatar_url": None}
    else:
        other = _person(request.recipient)
    return {
        "id": request.id,
        "direction": RequestDirection.INCOMING if incoming else RequestDirection.OUTGOING,
        "status": request.status,
        "person": other,
        "message": request.message,
        "created_at": api_time(request.created_at),
        "decided_at": api_time(request.decided_at),
    }


@answer_of(FriendSerializer)
def friend_item(friendship: Friendship) -> dict[str, Any]:
    return {
        "id": friendship.id,
        "friend": _person(friendship.friend),
        "alias": friendship.alias,
        "tags": [{"id": tag.id, "name": tag.name} for tag in friendship.tags.all()],
        "since": api_time(friendship.created_at),
    }


@answer_of(FriendTagSerializer)
def tag_item(tag: Tag) -> dict[str, Any]:
    friend_ids = sorted(friendship.id for friendship in tag.friendships.all())
    return {"id": tag.id, "name": tag.name, "friend_count": len(friend_ids), "friend_ids": friend_ids}
