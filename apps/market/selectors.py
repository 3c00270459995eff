"""Reads for the app store: only published apps, with their labels and latest version
fetched in a fixed number of queries however many apps there are."""

from dataclasses import dataclass

from django.db.models import F, Prefetch, Q, QuerySet, Window
from django.db.models.functions import RowNumber

from .models import App, AppScreenshot, AppVersion, Label

GROUP_SIZE = 8


@dataclass
class StoreGroup:
    label: Label
    apps: list[App]


def _with_summary_relations(apps: QuerySet[App]) -> QuerySet[App]:
    """Labels in position order and the latest version (as `latest_versions`, 0 or 1 long)."""
    return apps.prefetch_related(
        Prefetch("labels", queryset=Label.objects.order_by("position", "id")),
        Prefetch("versions", queryset=AppVersion.objects.filter(is_latest=True), to_attr="latest_versions"),
    )


def store_apps(*, label: str | None = None, display_type: str | None = None, q: str = "") -> QuerySet[App]:
    """Published apps, newest first; `label` is a label slug, `q` looks in both languages'
    names and summaries."""
    apps = App.objects.filter(published=True)
    if label:
        apps = apps.filter(labels__slug=label)
    if display_type:
        apps = apps.filter(display_type=display_type)
    if q:
        apps = apps.filter(
            Q(name_en__icontains=q) | Q(name_zh__icontains=q) | Q(summary_en__icontains=q) | Q(summary_zh__icontains=q)
        )
    return _with_summary_relations(apps.order_by("-created_at", "-id"))


def store_app(*, app_id: int) -> App | None:
    """One published app with everything its page shows, or None."""
    return (
        _with_summary_relations(App.objects.filter(published=True, id=app_id))
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
    `GROUP_SIZE`); labels without published apps are left out. Three queries."""
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
        app.id: app
        for app in _with_summary_relations(App.objects.filter(id__in={a for m in members.values() for _r, a in m}))
    }
    labels = Label.objects.filter(id__in=members).order_by("position", "id")
    return [
        StoreGroup(label=label, apps=[apps[app_id] for _rank, app_id in sorted(members[label.id])]) for label in labels
    ]
