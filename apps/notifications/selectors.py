"""Reads for notifications, always scoped to the caller."""

from collections.abc import Collection
from typing import Any

from django.db.models import Count, Max, Q, QuerySet

from apps.accounts.models import User

from .choices import ReadFilter
from .kinds import rendered
from .models import Notification, StreamEvent

PREVIEW_LIMIT = 3
STREAM_LANGUAGES = ("en", "zh")


def notifications_of(*, user: User) -> QuerySet[Notification]:
    return Notification.objects.filter(recipient=user)


def notification_list(*, user: User, read_filter: str = ReadFilter.ALL) -> QuerySet[Notification]:
    inbox = notifications_of(user=user)
    if read_filter == ReadFilter.UNREAD:
        return inbox.filter(read_at__isnull=True)
    if read_filter == ReadFilter.READ:
        return inbox.filter(read_at__isnull=False)
    return inbox


def notification_stats_by_language(*, user: User, languages: tuple[str, ...] = STREAM_LANGUAGES) -> dict[str, Any]:
    """The stats in each of `languages` from one set of queries (the counts and the preview
    are the same; only the preview's wording differs)."""
    from .stats import extra_stats

    counts = notifications_of(user=user).aggregate(total=Count("id"), unread=Count("id", filter=Q(read_at=None)))
    recent = list(notifications_of(user=user)[:PREVIEW_LIMIT])
    shared = {
        "total": counts["total"],
        "read": counts["total"] - counts["unread"],
        "unread": counts["unread"],
        **extra_stats(user),
    }
    return {
        language: {**shared, "recent": [rendered(item, language=language) for item in recent]} for language in languages
    }


def notification_stats(*, user: User, language: str) -> dict[str, Any]:
    return notification_stats_by_language(user=user, languages=(language,))[language]


def stream_positions(*, user_ids: Collection[int]) -> dict[int, int]:
    """The id of each person's newest stream event (0 if none), from one query: the id a
    stream's first event carries."""
    newest = StreamEvent.objects.filter(user_id__in=user_ids).order_by().values("user_id").annotate(newest=Max("id"))
    found = {row["user_id"]: row["newest"] for row in newest}
    return {user_id: found.get(user_id, 0) for user_id in user_ids}
