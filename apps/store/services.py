"""Writes for the catalogue. The store itself is read-only for its visitors; staff edit it in
the admin, whose saves of versions come through here so each app keeps exactly one latest
version."""

from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from .models import App, AppVersion
from .runtime import runtime_validate


@transaction.atomic
def app_version_save(*, version: AppVersion) -> AppVersion:
    """Saves `version` (its runtime checked: `runtime.runtime_validate`); when it is the
    latest, the app's previous latest stops being so. An app left with versions but no latest
    gets its newest one marked."""
    version.runtime = runtime_validate(runtime=version.runtime, config_schema=version.app.config_schema)
    if version.is_latest:
        AppVersion.objects.filter(app_id=version.app_id, is_latest=True).exclude(pk=version.pk).update(is_latest=False)
    version.save()
    app_version_latest_ensure(app=version.app)
    return version


@transaction.atomic
def app_version_add(
    *,
    app: App,
    version: str,
    notes_en: str = "",
    notes_zh: str = "",
    released_at: datetime | None = None,
    latest: bool = True,
    runtime: dict[str, Any] | None = None,
) -> AppVersion:
    """Adds a release of `app` (by default its new latest)."""
    return app_version_save(
        version=AppVersion(
            app=app,
            version=version,
            notes_en=notes_en,
            notes_zh=notes_zh,
            released_at=released_at or timezone.now(),
            is_latest=latest,
            runtime=runtime or {},
        )
    )


@transaction.atomic
def app_version_latest_ensure(*, app: App) -> AppVersion | None:
    """The app's latest version; when it has versions but none is marked (the latest was
    deleted or unmarked), the most recently released one becomes the latest."""
    versions = AppVersion.objects.select_for_update().filter(app=app)
    latest = versions.filter(is_latest=True).first()
    if latest is None:
        latest = versions.order_by("-released_at", "-id").first()
        if latest is not None:
            latest.is_latest = True
            latest.save(update_fields=["is_latest"])
    return latest
