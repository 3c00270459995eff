"""Writes for notifications. `notify` is the one way every feature tells a person something;
stats changes reach the person's open streams after the transaction commits."""

from collections.abc import Iterable
from datetime import timedelta
from typing import Any

from django.db import transaction
from django.utils import timezone

from apps.accounts.actor import Actor
from apps.accounts.models import User
from apps.common.errors import ApplicationError

from .delivery import notices_deliver
from .kinds import NOTIFICATION_KINDS
from .models import DeliveryPreference, Notification, StreamEvent
from .selectors import inbox_of
from .topics import NOTIFICATIONS, topics_join


def stats_changed(*, user_ids: Iterable[int], topics: Iterable[str] = (NOTIFICATIONS,)) -> None:
    """Tell the people's open streams, once the surrounding transaction has committed, that
    something of theirs changed (`topics`: new or read notifications, friend requests, member
    records…)."""
    ids = sorted(set(user_ids))
    joined = topics_join(topics)
    if ids:
        transaction.on_commit(lambda: stream_events_publish(user_ids=ids, topics=joined))


def stream_events_publish(*, user_ids: list[int], topics: str = NOTIFICATIONS) -> list[StreamEvent]:
    from .relay import relay_publish

    # SQLite and PostgreSQL both return the new ids from a bulk insert.
    events = StreamEvent.objects.bulk_create([StreamEvent(user_id=user_id, topics=topics) for user_id in user_ids])
    relay_publish(events=[(event.id, event.user_id, event.topics) for event in events])
    return events


@transaction.atomic
def notify(
    *,
    recipients: Iterable[User],
    kind: str,
    params: dict[str, Any] | None = None,
    title: dict[str, str] | None = None,
    body: dict[str, str] | None = None,
    link: str = "",
    topics: Iterable[str] = (),
    company_id: str | None = None,
    outside: bool | None = None,
) -> list[Notification]:
    """Writes one notification per recipient. Kinds with a template take `params`; an
    announcement takes `title` and `body` per language. News about a company's devices, apps,
    listings or members names it (`company_id`) and goes to its owner, the one person who
    administers it: it shows in the company's identity. The stream event carries the
    `notifications` topic and `topics` (the pages the news concerns). A kind that needs
    action about money (`Kind.outside`, or `outside` for this one) also goes out by e-mail
    or SMS (`delivery.notices_deliver`)."""
    registered = NOTIFICATION_KINDS.get(kind)
    if registered is None:
        raise ValueError(f"unknown notification kind {kind!r}")
    created = Notification.objects.bulk_create(
        [
            Notification(
                recipient=recipient,
                kind=kind,
                params=params or {},
                title=title or {},
                body=body or {},
                link=link,
                company_id=company_id,
            )
            for recipient in recipients
        ],
        batch_size=500,
    )
    stats_changed(user_ids=[item.recipient_id for item in created], topics=(NOTIFICATIONS, *topics))
    if registered.outside if outside is None else outside:
        notices_deliver(created)
    return created


def delivery_outside_set(*, user: User, outside: bool) -> bool:
    """The person's choice: notices that need action also by e-mail or SMS, or the console only."""
    DeliveryPreference.objects.update_or_create(user=user, defaults={"outside": outside})
    return outside


@transaction.atomic
def notification_mark_read(*, actor: Actor, notification_id: int) -> Notification:
    """Marks one of the identity's inbox read (404 for any other)."""
    notification = inbox_of(actor).select_for_update().filter(id=notification_id).first()
    if notification is None:
        raise ApplicationError("not_found")
    if notification.read_at is None:
        notification.read_at = timezone.now()
        notification.save(update_fields=["read_at"])
        stats_changed(user_ids=[actor.user.pk])
    return notification


@transaction.atomic
def notification_mark_all_read(*, actor: Actor) -> int:
    """Marks the identity's whole inbox read, and nothing of the person's other identities."""
    changed = inbox_of(actor).filter(read_at__isnull=True).update(read_at=timezone.now())
    if changed:
        stats_changed(user_ids=[actor.user.pk])
    return changed


def notifications_recipient_set(*, company_id: str, user: User) -> int:
    """The company was handed over: its notifications go to its new owner, who administers
    it now (the old owner, a member, no longer sees them)."""
    return Notification.objects.filter(company_id=company_id).update(recipient=user)


def stream_events_purge(*, older_than: timedelta) -> int:
    deleted, _ = StreamEvent.objects.filter(created_at__lt=timezone.now() - older_than).delete()
    return deleted


def notifications_erase(user: User) -> None:
    """The account is being deleted: their notifications and stream events go."""
    Notification.objects.filter(recipient=user).delete()
    StreamEvent.objects.filter(user_id=user.pk).delete()
