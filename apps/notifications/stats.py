"""Figures the notification stats carry for other features (pending friend requests, unread
company member records). Each feature registers its source from AppConfig.ready(); a field
nobody registered yet reads its default."""

from collections.abc import Callable
from typing import Any

from apps.accounts.models import User

StatsSource = Callable[[User], Any]

DEFAULTS: dict[str, Any] = {"pending_friend_requests_exists": False, "member_records_unread": 0}
_sources: dict[str, StatsSource] = {}


def register_stats_source(field: str, source: StatsSource) -> None:
    if field not in DEFAULTS:
        raise KeyError(f"unknown stats field {field!r}")
    _sources[field] = source


def extra_stats(user: User) -> dict[str, Any]:
    return {field: _sources[field](user) if field in _sources else default for field, default in DEFAULTS.items()}
