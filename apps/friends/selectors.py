"""Reads for friends, requests and tags, always scoped to the caller: another person's
request, friendship or tag is simply not there (404)."""

from django.db.models import Prefetch, Q, QuerySet, Value
from django.db.models.functions import Coalesce, NullIf

from apps.accounts.models import User
from apps.common.sorting import ListSort, sorted_list

from .choices import FriendRequestStatus, RequestDirection, RequestStatusFilter
from .models import FriendRequest, Friendship, Tag


def friend_requests_of(*, user: User) -> QuerySet[FriendRequest]:
    """Requests the person sent or received."""
    return FriendRequest.objects.filter(Q(sender=user) | Q(recipient=user))


def friend_request_list(
    *, user: User, direction: str | None = None, status: str = RequestStatusFilter.PENDING
) -> QuerySet[FriendRequest]:
    if direction == RequestDirection.INCOMING:
        requests = FriendRequest.objects.filter(recipient=user)
    elif direction == RequestDirection.OUTGOING:
        requests = FriendRequest.objects.filter(sender=user)
    else:
        requests = friend_requests_of(user=user)
    if status == RequestStatusFilter.PENDING:
        requests = requests.filter(status=FriendRequestStatus.PENDING)
    return requests.select_related("sender", "recipient")


def pending_friend_requests_exists(user: User) -> bool:
    """Whether someone is waiting for the person's answer (the notification stats' field)."""
    return FriendRequest.objects.filter(recipient=user, status=FriendRequestStatus.PENDING).exists()


def friendships_of(*, user: User) -> QuerySet[Friendship]:
    return Friendship.objects.filter(owner=user)


def are_friends(*, user: User, other: User) -> bool:
    return Friendship.objects.filter(owner=user, friend=other).exists()


def friend_list(
    *, user: User, search: str = "", tag_id: int | None = None, sort: str = ListSort.NEWEST
) -> QuerySet[Friendship]:
    """The person's friends in `sort`'s order (newest first; by the name shown, the alias
    else the friend's name); `search` looks in the friend's name and the alias."""
    friends = friendships_of(user=user)
    if search:
        friends = friends.filter(Q(friend__name__icontains=search) | Q(alias__icontains=search))
    if tag_id is not None:
        friends = friends.filter(tags__id=tag_id)
    friends = sorted_list(friends, sort=sort, name=Coalesce(NullIf("alias", Value("")), "friend__name"))
    return friends.select_related("friend").prefetch_related(Prefetch("tags", queryset=Tag.objects.order_by("name")))


def tags_of(*, user: User) -> QuerySet[Tag]:
    return Tag.objects.filter(owner=user)


def tag_list(*, user: User) -> QuerySet[Tag]:
    """The person's tags by name, each with the ids of the friendships carrying it."""
    return tags_of(user=user).prefetch_related(Prefetch("friendships", queryset=Friendship.objects.only("id")))
