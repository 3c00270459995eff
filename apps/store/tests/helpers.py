from datetime import timedelta
from typing import Any

from django.utils import timezone

from apps.store.choices import AppDisplayType
from apps.store.config_schema import schema_ordered
from apps.store.models import App, AppScreenshot, Label
from apps.store.services import app_version_add

API = "/api/rmp/v1"
GIB = 1024**3
_counter = iter(range(1, 10**6))


def make_label(slug: str, *, position: int = 0, name_zh: str = "") -> Label:
    return Label.objects.create(slug=slug, name_en=slug.title(), name_zh=name_zh or f"{slug}中文", position=position)


def make_app(
    *,
    labels: tuple[Label, ...] = (),
    versions: tuple[str, ...] = ("1.0",),
    age_days: int = 0,
    runtime: dict[str, Any] | None = None,
    **fields: Any,
) -> App:
    """A published app (unless `published=False`) with its versions, the last one latest."""
    number = next(_counter)
    fields.setdefault("slug", f"app-{number}")
    fields.setdefault("name_en", f"App {number}")
    fields.setdefault("name_zh", f"应用{number}")
    fields.setdefault("summary_en", "An app")
    fields.setdefault("summary_zh", "一个应用")
    fields.setdefault("display_type", AppDisplayType.SERVER)
    fields.setdefault("published", True)
    fields.setdefault("created_at", timezone.now() - timedelta(days=age_days, seconds=number))
    if "config_schema" in fields:  # as the admin and the catalogue write it
        fields["config_schema"] = schema_ordered(fields["config_schema"])
    app = App.objects.create(**fields)
    app.labels.set(labels)
    for index, version in enumerate(versions):
        app_version_add(
            app=app,
            version=version,
            notes_en=f"Notes {version}",
            notes_zh=f"说明 {version}",
            released_at=timezone.now() - timedelta(days=len(versions) - index),
            runtime=runtime,
        )
    return app


def make_screenshot(app: App, position: int, caption_en: str = "Shot", caption_zh: str = "截图") -> AppScreenshot:
    return AppScreenshot.objects.create(
        app=app,
        url=f"https://img.example/{app.slug}/{position}.png",
        caption_en=caption_en,
        caption_zh=caption_zh,
        position=position,
    )
