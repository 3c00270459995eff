"""The one sort of the person's own lists (installed apps, devices, friends): newest first
unless `sort` asks for the oldest first or by name (case-insensitive); `id` breaks ties."""

from typing import Any, TypeVar

from django.db import models
from django.db.models import Expression, F, QuerySet
from django.db.models.functions import Lower
from django.utils.translation import gettext_lazy as _


class ListSort(models.TextChoices):
    NEWEST = "newest", _("Newest first")
    OLDEST = "oldest", _("Oldest first")
    NAME = "name", _("By name")


Rows = TypeVar("Rows", bound=QuerySet[Any, Any])


def sorted_list(rows: Rows, *, sort: str, name: str | Expression) -> Rows:
    """`rows` in the order `sort` names; `name` is the field (or expression) a name sort reads."""
    if sort == ListSort.NAME:
        by_name = F(name) if isinstance(name, str) else name
        return rows.order_by(Lower(by_name), "id")
    if sort == ListSort.OLDEST:
        return rows.order_by("created_at", "id")
    return rows.order_by("-created_at", "-id")
