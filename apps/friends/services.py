"""Writes for friends, friend requests and tags. Each public function is one transaction.

Friend requests are a state machine: `MACHINE` (its table `TRANSITIONS`) and
`friend_request_transition` its one entry; every move is logged."""

import math
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext as _

from apps.accounts.models import User
from apps.accounts.selectors import user_by_account
from apps.accounts.services import users_lock
from apps.accounts.validators import is_address
from apps.common.errors import ApplicationError, field_error
from apps.common.statemachine import StateMachine
from apps.notifications.services import notify, stats_changed

from .choices import FriendRequestStatus, SendOutcome
from .models import FriendRequest, FriendRequestTransition, Friendship, Tag
from .notification_kinds import FRIEND_ACCEPTED, FRIEND_DECLINED, FRIEND_REQUEST
from .selectors import are_friends, friend_requests_of, friendships_of, tags_of

S = FriendRequestStatus

# The friend request state machine: where each status may go. Nothing leaves a final state.
TRANSITIONS: dict[str, frozenset[str]] = {
    S.PENDING: frozenset({S.ACCEPTED, S.DECLINED, S.CANCELLED}),
    S.ACCEPTED: frozenset(),
    S.DECLINED: frozenset(),
    S.CANCELLED: frozenset(),
}
MACHINE: StateMachine[FriendRequest] = StateMachine(
    model=FriendRequest, table=TRANSITIONS, log_model=FriendRequestTransition, subject_field="request"
)
# Who may make each move: the recipient answers, the sender withdraws.
MOVED_BY: dict[str, str] = {S.ACCEPTED: "recipient", S.DECLINED: "recipient", S.CANCELLED: "sender"}

DECLINE_COOL_OFF = timedelta(days=7)
SEND_LIMIT = 20
SEND_LIMIT_WINDOW = timedelta(hours=24)


@dataclass(frozen=True)
class SendResult:
    outcome: str
    request: FriendRequest


def _seconds_until(moment_delta: timedelta) -> int:
    return max(1, math.ceil(moment_delta.total_seconds()))


@transaction.atomic
def friend_request_transition(*, user: User, request_id: int, to_status: str, reason: str = "") -> FriendRequest:
    """The one way a friend request changes status: locks the row, checks that `user` may
    make the move and that the table allows it from the current status, logs it and saves."""
    request = friend_requests_of(user=user).select_for_update().filter(id=request_id).first()
    if request is None:
        raise ApplicationError("not_found")
    mover = MOVED_BY.get(to_status)
    if mover is None or getattr(request, f"{mover}_id") != user.id:
        raise ApplicationError("permission_denied")
    now = timezone.now()
    return MACHINE.move(request, to=to_status, actor=user, reason=reason, changes={"decided_at": now}, at=now)


def _befriend(request: FriendRequest) -> None:
    """After an acceptance: the friendship, the sender told, the recipient's inbox changed."""
    friendship_create(user=request.recipient, other=request.sender)
    notify(recipients=[request.sender], kind=FRIEND_ACCEPTED, params={"name": request.recipient.name})
    stats_changed(user_ids=[request.recipient_id])


@transaction.atomic
def friend_request_send(*, user: User, account: str, message: str = "") -> SendResult:
    """Asks the person named by `account` (e-mail, phone or user name) to be friends. When
    they already asked the caller, this accepts their request instead."""
    account = account.strip()
    target = user_by_account(account)
    if target is None or not target.is_active:
        raise ApplicationError("user_not_found")
    if target.id == user.id:
        raise ApplicationError("friend_request_to_self")
    users_lock(user_ids=[user.id, target.id])
    if are_friends(user=user, other=target):
        raise ApplicationError("already_friends")

    theirs = FriendRequest.objects.filter(sender=target, recipient=user, status=S.PENDING).first()
    if theirs is not None:
        accepted = friend_request_transition(
            user=user, request_id=theirs.id, to_status=S.ACCEPTED, reason="sent a request back"
        )
        _befriend(accepted)
        return SendResult(outcome=SendOutcome.ACCEPTED, request=accepted)

    if FriendRequest.objects.filter(sender=user, recipient=target, status=S.PENDING).exists():
        raise ApplicationError("friend_request_pending")
    now = timezone.now()
    declined_at = (
        FriendRequest.objects.filter(
            sender=user, recipient=target, status=S.DECLINED, decided_at__gt=now - DECLINE_COOL_OFF
        )
        .order_by("-decided_at")
        .values_list("decided_at", flat=True)
        .first()
    )
    if declined_at is not None:
        raise ApplicationError(
            "friend_request_declined_recently",
            data={"retry_after": _seconds_until(declined_at + DECLINE_COOL_OFF - now)},
        )
    sent = list(
        FriendRequest.objects.filter(sender=user, created_at__gt=now - SEND_LIMIT_WINDOW)
        .order_by("created_at")
        .values_list("created_at", flat=True)
    )
    if len(sent) >= SEND_LIMIT:
        frees_at = sent[len(sent) - SEND_LIMIT] + SEND_LIMIT_WINDOW
        raise ApplicationError("friend_request_limit", data={"retry_after": _seconds_until(frees_at - now)})

    try:
        with transaction.atomic():
            request = FriendRequest.objects.create(
                sender=user,
                recipient=target,
                message=message.strip(),
                addressed_as=account if is_address(account) else "",
            )
    except IntegrityError as exc:  # a concurrent identical request won
        raise ApplicationError("friend_request_pending") from exc
    notify(recipients=[target], kind=FRIEND_REQUEST, params={"name": user.name})
    return SendResult(outcome=SendOutcome.SENT, request=request)


@transaction.atomic
def friend_request_accept(*, user: User, request_id: int) -> FriendRequest:
    request = friend_request_transition(user=user, request_id=request_id, to_status=S.ACCEPTED)
    _befriend(request)
    return request


@transaction.atomic
def friend_request_decline(*, user: User, request_id: int) -> FriendRequest:
    request = friend_request_transition(user=user, request_id=request_id, to_status=S.DECLINED)
    notify(recipients=[request.sender], kind=FRIEND_DECLINED, params={"name": request.addressed_as or user.name})
    stats_changed(user_ids=[request.recipient_id])
    return request


@transaction.atomic
def friend_request_cancel(*, user: User, request_id: int) -> FriendRequest:
    request = friend_request_transition(user=user, request_id=request_id, to_status=S.CANCELLED)
    stats_changed(user_ids=[request.recipient_id])
    return request


@transaction.atomic
def friendship_create(*, user: User, other: User) -> Friendship:
    """Makes `user` and `other` friends (both rows); answers `user`'s side. Idempotent."""
    Friendship.objects.get_or_create(owner=other, friend=user)
    mine, _created = Friendship.objects.get_or_create(owner=user, friend=other)
    return mine


def _own_tags(*, user: User, tag_ids: Iterable[int]) -> list[Tag]:
    wanted = set(tag_ids)
    tags = list(tags_of(user=user).filter(id__in=wanted))
    if len(tags) != len(wanted):
        raise field_error("tag_ids", _("Choose among your own tags."))
    return tags


def _own_friendships(*, user: User, friend_ids: Iterable[int]) -> list[Friendship]:
    wanted = set(friend_ids)
    friendships = list(friendships_of(user=user).filter(id__in=wanted))
    if len(friendships) != len(wanted):
        raise field_error("friend_ids", _("Choose among your own friends."))
    return friendships


@transaction.atomic
def friendship_update(
    *, user: User, friendship_id: int, alias: str | None = None, tag_ids: list[int] | None = None
) -> Friendship:
    """Sets the caller's alias for a friend ("" clears it) and the caller's tags on them;
    None leaves either as it is."""
    friendship = friendships_of(user=user).select_for_update().filter(id=friendship_id).first()
    if friendship is None:
        raise ApplicationError("not_found")
    if alias is not None:
        friendship.alias = alias
        friendship.save(update_fields=["alias"])
    if tag_ids is not None:
        friendship.tags.set(_own_tags(user=user, tag_ids=tag_ids))
    return friendship


@transaction.atomic
def friendship_remove(*, user: User, friendship_id: int) -> None:
    """Ends a friendship for both people (both rows, with their aliases and tags)."""
    friendship = friendships_of(user=user).filter(id=friendship_id).first()
    if friendship is None:
        raise ApplicationError("not_found")
    Friendship.objects.filter(
        Q(owner=user, friend_id=friendship.friend_id) | Q(owner_id=friendship.friend_id, friend=user)
    ).delete()


def _check_tag_name(*, user: User, name: str, tag_id: int | None = None) -> None:
    same_name = tags_of(user=user).filter(name__iexact=name)
    if tag_id is not None:
        same_name = same_name.exclude(id=tag_id)
    if same_name.exists():
        raise field_error("name", _("You already have a tag named “%(name)s”.") % {"name": name})


def _save_tag(*, user: User, tag: Tag) -> None:
    try:
        with transaction.atomic():
            tag.save()
    except IntegrityError as exc:  # a concurrent request took the name
        raise field_error("name", _("You already have a tag named “%(name)s”.") % {"name": tag.name}) from exc


@transaction.atomic
def tag_create(*, user: User, name: str, friend_ids: list[int] | None = None) -> Tag:
    """A tag of the caller's: at most `FRIEND_TAGS_MAX` (409 `friend_tags_limit`, `data.max`;
    the person's row is locked, so tags made at once count each other)."""
    users_lock(user_ids=[user.pk])
    if tags_of(user=user).count() >= settings.FRIEND_TAGS_MAX:
        raise ApplicationError("friend_tags_limit", data={"max": settings.FRIEND_TAGS_MAX})
    _check_tag_name(user=user, name=name)
    friendships = _own_friendships(user=user, friend_ids=friend_ids or [])
    tag = Tag(owner=user, name=name)
    _save_tag(user=user, tag=tag)
    tag.friendships.set(friendships)
    return tag


@transaction.atomic
def tag_update(*, user: User, tag_id: int, name: str | None = None, friend_ids: list[int] | None = None) -> Tag:
    """Renames a tag and/or sets which of the caller's friends carry it (None: unchanged)."""
    tag = tags_of(user=user).select_for_update().filter(id=tag_id).first()
    if tag is None:
        raise ApplicationError("not_found")
    if name is not None and name != tag.name:
        _check_tag_name(user=user, name=name, tag_id=tag.id)
        tag.name = name
        _save_tag(user=user, tag=tag)
    if friend_ids is not None:
        tag.friendships.set(_own_friendships(user=user, friend_ids=friend_ids))
    return tag


@transaction.atomic
def tag_delete(*, user: User, tag_id: int) -> None:
    deleted, _rows = tags_of(user=user).filter(id=tag_id).delete()
    if not deleted:
        raise ApplicationError("not_found")


def friends_erase(user: User) -> None:
    """The account is being deleted: their friendships (both sides), requests and tags go;
    whoever had a pending request from them sees it gone."""
    pending = FriendRequest.objects.filter(sender=user, status=FriendRequestStatus.PENDING)
    waiting_ids = list(pending.values_list("recipient_id", flat=True))
    Friendship.objects.filter(Q(owner=user) | Q(friend=user)).delete()
    FriendRequest.objects.filter(Q(sender=user) | Q(recipient=user)).delete()
    Tag.objects.filter(owner=user).delete()
    stats_changed(user_ids=waiting_ids)
