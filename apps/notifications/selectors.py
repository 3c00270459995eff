"""Reads for notifications, always scoped to the caller."""

from collections.abc import Collection
from datetime import datetime
from typing import Any

from django.db.models import Count, Max, Q, QuerySet

from apps.accounts.actor import Actor
from apps.accounts.models import User

from .choices import ReadFilter
from .kinds import rendered
from .models import DeliveryPreference, Notification, StreamEvent
from .topics import topics_list, topics_split

PREVIEW_LIMIT = 3
STREAM_LANGUAGES = ("en", "zh")


def notifications_of(*, user: User, company_id: str | None = None) -> QuerySet[Notification]:
    """A person's inbox in one identity: their own notifications (no company), or in a
    company's identity those about that company addressed to them."""
    return Notification.objects.filter(recipient=user, company_id=company_id)


def inbox_of(actor: Actor) -> QuerySet[Notification]:
    return notifications_of(user=actor.user, company_id=actor.company_id)


def notification_list(*, actor: Actor, read_filter: str = ReadFilter.ALL) -> QuerySet[Notification]:
    inbox = inbox_of(actor)
    if read_filter == ReadFilter.UNREAD:
        return inbox.filter(read_at__isnull=True)
    if read_filter == ReadFilter.READ:
        return inbox.filter(read_at__isnull=False)
    return inbox


def notification_stats_by_language(
    *, user: User, company_id: str | None = None, languages: tuple[str, ...] = STREAM_LANGUAGES
) -> dict[str, Any]:
    """The stats of one identity's inbox in each of `languages` from one set of queries (the
    counts and the preview are the same; only the preview's wording differs). The stream
    reads the individual identity's, the only one it serves."""
    from .stats import extra_stats

    inbox = notifications_of(user=user, company_id=company_id)
    counts = inbox.aggregate(total=Count("id"), unread=Count("id", filter=Q(read_at=None)))
    recent = list(inbox[:PREVIEW_LIMIT])
    shared = {
        "total": counts["total"],
        "read": counts["total"] - counts["unread"],
        "unread": counts["unread"],
        **extra_stats(user),
    }
    return {
        language: {**shared, "recent": [rendered(item, language=language) for item in recent]} for language in languages
    }


def notification_stats(*, actor: Actor, language: str) -> dict[str, Any]:
    by_language = notification_stats_by_language(user=actor.user, company_id=actor.company_id, languages=(language,))
    return by_language[language]


def recent_topics(*, user_id: int, since: datetime) -> list[str]:
    """The topics of the person's stream events since `since`, in `STREAM_TOPICS` order."""
    rows = StreamEvent.objects.filter(user_id=user_id, created_at__gte=since).values_list("topics", flat=True)
    return topics_list(topic for row in rows for topic in topics_split(row))


def stream_positions(*, user_ids: Collection[int]) -> dict[int, int]:
    """The id of each person's newest stream event (0 if none), from one query: the id a
    stream's first event carries."""
    newest = StreamEvent.objects.filter(user_id__in=user_ids).order_by().values("user_id").annotate(newest=Max("id"))
    found = {row["user_id"]: row["newest"] for row in newest}
    return {user_id: found.get(user_id, 0) for user_id in user_ids}


def delivery_outside(*, user: User) -> bool:
    """Whether the person's notices that need action also go out by e-mail or SMS (the default)."""
    preference = DeliveryPreference.objects.filter(user=user).first()
    return preference.outside if preference else True
