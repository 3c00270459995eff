"""Reads for the app store: only published apps, with their labels and latest version
fetched in a fixed number of queries however many apps there are."""

from dataclasses import dataclass
from functools import reduce
from operator import or_
from typing import Any

from django.db import connection
from django.db.models import F, Max, OuterRef, Prefetch, Q, QuerySet, Subquery, Value, Window
from django.db.models.functions import Greatest, RowNumber

from .models import App, AppScreenshot, AppVersion, Label

GROUP_SIZE = 8
# Where a search looks: both languages' names, summaries and label names.
TEXT_FIELDS = ("name_en", "name_zh", "summary_en", "summary_zh", "labels__name_en", "labels__name_zh")
# What an app's summary shows (`app_summaries`) besides its labels; `latest_version` is `_summarised`'s.
SUMMARY_COLUMNS = (
    "id", "slug", "name_en", "name_zh", "summary_en", "summary_zh", "display_type", "icon",
    "min_cpu_cores", "min_memory_bytes", "min_disk_bytes", "min_gpu_vram_bytes", "latest_version",
)  # fmt: skip


@dataclass
class StoreGroup:
    label: Label
    apps: list[dict[str, Any]]


def app_labels(*, app_ids: list[int]) -> dict[int, list[dict[str, Any]]]:
    """Each app's labels (slug and names) in position order, in one query."""
    labels: dict[int, list[dict[str, Any]]] = {}
    links = App.labels.through.objects.filter(app_id__in=app_ids).order_by("label__position", "label_id")
    for app_id, slug, name_en, name_zh in links.values_list(
        "app_id", "label__slug", "label__name_en", "label__name_zh"
    ):
        labels.setdefault(app_id, []).append({"slug": slug, "name_en": name_en, "name_zh": name_zh})
    return labels


def app_ids_holding(*, text: str) -> QuerySet[App, int]:
    """The ids of the apps (published or not) whose names, summaries or label names hold
    `text`, ignoring case: a handful of rows to match, whatever uses them (the market's
    search finds listings by their app through it)."""
    holding = reduce(or_, (Q(**{f"{field}__icontains": text}) for field in TEXT_FIELDS))
    return App.objects.filter(holding).values_list("id", flat=True).distinct()


def app_similarities(*, text: str) -> dict[int, float]:
    """PostgreSQL: the apps with a name, summary or label-name word trigram-similar to
    `text` (a misspelling), with how similar (0..1); {} elsewhere."""
    if connection.vendor != "postgresql":
        return {}
    from django.contrib.postgres.lookups import TrigramWordSimilar
    from django.contrib.postgres.search import TrigramWordSimilarity

    similar = reduce(or_, (Q(TrigramWordSimilar(F(field), Value(text))) for field in TEXT_FIELDS))
    scores = Greatest(*(TrigramWordSimilarity(text, field) for field in TEXT_FIELDS))
    rows = App.objects.filter(similar).values("id").annotate(similarity=Max(scores)).values_list("id", "similarity")
    return dict(rows)


def _summarised(apps: QuerySet[App]) -> QuerySet[App]:
    """With each app's latest version (None when it has none) as `latest_version`."""
    latest = AppVersion.objects.filter(app=OuterRef("pk"), is_latest=True).values("version")[:1]
    return apps.annotate(latest_version=Subquery(latest))


def store_apps(
    *, label: str | None = None, display_type: str | None = None, q: str = ""
) -> QuerySet[App, dict[str, Any]]:
    """Published apps as rows of `SUMMARY_COLUMNS`, newest first; `label` is a label slug, `q`
    looks in both languages' names and summaries."""
    apps = App.objects.filter(published=True)
    if label:
        apps = apps.filter(labels__slug=label)
    if display_type:
        apps = apps.filter(display_type=display_type)
    if q:
        apps = apps.filter(
            Q(name_en__icontains=q) | Q(name_zh__icontains=q) | Q(summary_en__icontains=q) | Q(summary_zh__icontains=q)
        )
    return _summarised(apps.order_by("-created_at", "-id")).values(*SUMMARY_COLUMNS)


def store_app(*, app_id: int) -> App | None:
    """One published app with everything its page shows, or None."""
    return (
        _summarised(App.objects.filter(published=True, id=app_id))
        .prefetch_related(
            Prefetch("screenshots", queryset=AppScreenshot.objects.order_by("position", "id")),
            Prefetch("versions", queryset=AppVersion.objects.order_by("-released_at", "-id"), to_attr="all_versions"),
        )
        .first()
    )


def app_published(*, app_id: int) -> App | None:
    """A published app of the catalogue (for installing it), or None."""
    return App.objects.filter(id=app_id, published=True).first()


def store_groups() -> list[StoreGroup]:
    """The front page: each label (by position) with its newest published apps (at most
    `GROUP_SIZE`), the apps as rows of `SUMMARY_COLUMNS`; labels without published apps are
    left out. Three queries."""
    through = App.labels.through
    ranked = (
        through.objects.filter(app__published=True)
        .annotate(
            rank=Window(
                RowNumber(), partition_by=[F("label_id")], order_by=[F("app__created_at").desc(), F("app_id").desc()]
            )
        )
        .filter(rank__lte=GROUP_SIZE)  # type: ignore[misc]
        .values_list("label_id", "app_id", "rank")
    )
    members: dict[int, list[tuple[int, int]]] = {}
    for label_id, app_id, rank in ranked:
        members.setdefault(label_id, []).append((rank, app_id))
    if not members:
        return []
    apps = {
        app["id"]: app
        for app in _summarised(App.objects.filter(id__in={a for m in members.values() for _r, a in m})).values(
            *SUMMARY_COLUMNS
        )
    }
    labels = Label.objects.filter(id__in=members).order_by("position", "id")
    return [
        StoreGroup(label=label, apps=[apps[app_id] for _rank, app_id in sorted(members[label.id])]) for label in labels
    ]
