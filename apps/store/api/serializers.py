from collections.abc import Mapping, Sequence
from itertools import islice
from typing import Any

from rest_framework import serializers

from apps.common.answers import answer_of
from apps.common.render import api_time, model_row
from apps.common.text import PlainText

from .. import selectors
from ..choices import AppDisplayType
from ..config_schema import schema_localized
from ..models import App


class StoreLabelSerializer(serializers.Serializer):
    slug = serializers.SlugField()
    name = serializers.CharField(help_text="In the caller's language")


class StoreAppSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    slug = serializers.SlugField()
    name = serializers.CharField(help_text="In the caller's language")
    summary = serializers.CharField()
    display_type = serializers.ChoiceField(choices=AppDisplayType.choices)
    labels = StoreLabelSerializer(many=True)
    icon = serializers.CharField(help_text="An image URL or path; empty when there is none")
    min_cpu_cores = serializers.IntegerField()
    min_memory_bytes = serializers.IntegerField()
    min_disk_bytes = serializers.IntegerField()
    min_gpu_vram_bytes = serializers.IntegerField(help_text="0: no GPU needed")
    latest_version = serializers.CharField(allow_null=True, help_text="The latest version; null when none")


class StoreScreenshotSerializer(serializers.Serializer):
    url = serializers.CharField()
    caption = serializers.CharField()


class StoreVersionSerializer(serializers.Serializer):
    version = serializers.CharField()
    notes = serializers.CharField()
    released_at = serializers.DateTimeField()
    is_latest = serializers.BooleanField()
    runtime_access = serializers.ChoiceField(
        choices=["http", "ssh"],
        allow_null=True,
        help_text="How people reach it on a box that runs the device agent: `http` through the box's gateway, "
        "`ssh` (SSH users, which the agent's Docker runtime does not make); null: it runs on simulated boxes only",
    )


class StoreAppDetailSerializer(StoreAppSerializer):
    description = serializers.CharField()
    screenshots = StoreScreenshotSerializer(many=True)
    versions = StoreVersionSerializer(many=True, help_text="Newest release first")
    config_schema = serializers.DictField(
        help_text="JSON Schema of the install form (the subset in docs/api/store.md); titles and descriptions in the "
        "caller's language"
    )


class StoreGroupSerializer(serializers.Serializer):
    label = StoreLabelSerializer()  # type: ignore[assignment]
    apps = StoreAppSerializer(many=True, help_text="The label's newest apps (at most 8)")


class StoreAppFilterSerializer(serializers.Serializer):
    label = serializers.SlugField(max_length=50, required=False, help_text="A label slug")  # type: ignore[assignment]
    type = serializers.ChoiceField(choices=AppDisplayType.choices, required=False, help_text="A display type")
    q = PlainText(
        max_length=100,
        required=False,
        allow_blank=True,
        default="",
        help_text="Part of the name or summary, in English or Chinese",
    )


def _text(texts: Mapping[str, Any], field: str, language: str) -> str:
    """The `field` of a row (or a model's `vars()`) in `language`, falling back to English
    when it is empty."""
    return texts[f"{field}_{language}"] or texts[f"{field}_en"]


@answer_of(StoreLabelSerializer)
def label_item(label: Mapping[str, Any], *, language: str) -> dict[str, Any]:
    return {"slug": label["slug"], "name": _text(label, "name", language)}


@answer_of(StoreAppSerializer)
def app_summaries(rows: Sequence[Mapping[str, Any]], *, language: str) -> list[dict[str, Any]]:
    """Apps as lists show them, from rows of `selectors.SUMMARY_COLUMNS`; their labels come
    in one query for all of them."""
    labels = selectors.app_labels(app_ids=[row["id"] for row in rows])
    return [
        {
            "id": row["id"],
            "slug": row["slug"],
            "name": _text(row, "name", language),
            "summary": _text(row, "summary", language),
            "display_type": row["display_type"],
            "labels": [label_item(label, language=language) for label in labels.get(row["id"], [])],
            "icon": row["icon"],
            "min_cpu_cores": row["min_cpu_cores"],
            "min_memory_bytes": row["min_memory_bytes"],
            "min_disk_bytes": row["min_disk_bytes"],
            "min_gpu_vram_bytes": row["min_gpu_vram_bytes"],
            "latest_version": row["latest_version"],
        }
        for row in rows
    ]


@answer_of(StoreGroupSerializer)
def store_group_items(groups: Sequence[selectors.StoreGroup], *, language: str) -> list[dict[str, Any]]:
    """The store's front page, every group's apps summarised in one go."""
    summaries = iter(app_summaries([app for group in groups for app in group.apps], language=language))
    return [
        {"label": label_item(vars(group.label), language=language), "apps": list(islice(summaries, len(group.apps)))}
        for group in groups
    ]


@answer_of(StoreAppDetailSerializer)
def app_detail(app: App, *, language: str) -> dict[str, Any]:
    """An app's store page; expects the relations of `selectors.store_app`."""
    return app_summaries([model_row(app, selectors.SUMMARY_COLUMNS)], language=language)[0] | {
        "description": _text(vars(app), "description", language),
        "screenshots": [
            {"url": shot.url, "caption": _text(vars(shot), "caption", language)} for shot in app.screenshots.all()
        ],
        "versions": [
            {
                "version": version.version,
                "notes": _text(vars(version), "notes", language),
                "released_at": api_time(version.released_at),
                "is_latest": version.is_latest,
                "runtime_access": version.runtime.get("access") if version.runtime else None,
            }
            for version in app.all_versions  # type: ignore[attr-defined]
        ],
        "config_schema": schema_localized(app.config_schema, language=language),
    }
