from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from .choices import AppDisplayType
from .runtime import runtime_validate

NAME_MAX = 100
SUMMARY_MAX = 200
ONE_LATEST = "app_version_one_latest"


def empty_config_schema() -> dict:
    return {"type": "object", "properties": {}, "required": []}


class Label(models.Model):
    """A shelf of the store (AI, media, storage, …); the front page shows them by position."""

    slug = models.SlugField(_("slug"), max_length=50, unique=True)
    name_en = models.CharField(_("name (English)"), max_length=50)
    name_zh = models.CharField(_("name (Chinese)"), max_length=50)
    position = models.PositiveIntegerField(_("position"), default=0, help_text=_("Lower comes first."))

    class Meta:
        verbose_name = _("label")
        verbose_name_plural = _("labels")
        ordering = ["position", "id"]

    def __str__(self) -> str:
        return self.name_en


class App(models.Model):
    """An app of the store's catalogue. `config_schema` is a JSON Schema (the subset in
    `config_schema.py`) describing the form filled in when installing it."""

    slug = models.SlugField(_("slug"), max_length=50, unique=True)
    name_en = models.CharField(_("name (English)"), max_length=NAME_MAX)
    name_zh = models.CharField(_("name (Chinese)"), max_length=NAME_MAX)
    summary_en = models.CharField(_("summary (English)"), max_length=SUMMARY_MAX, blank=True)
    summary_zh = models.CharField(_("summary (Chinese)"), max_length=SUMMARY_MAX, blank=True)
    description_en = models.TextField(_("description (English)"), blank=True)
    description_zh = models.TextField(_("description (Chinese)"), blank=True)
    display_type = models.CharField(_("display type"), max_length=20, choices=AppDisplayType.choices)
    labels = models.ManyToManyField(Label, blank=True, related_name="apps", verbose_name=_("labels"))
    icon = models.CharField(_("icon"), max_length=500, blank=True, help_text=_("An image URL or static path."))
    published = models.BooleanField(_("published"), default=False, help_text=_("Only published apps are shown."))
    min_cpu_cores = models.PositiveIntegerField(_("minimum CPU cores"), default=1)
    min_memory_bytes = models.BigIntegerField(_("minimum memory (bytes)"), default=0)
    min_disk_bytes = models.BigIntegerField(_("minimum disk (bytes)"), default=0)
    min_gpu_vram_bytes = models.BigIntegerField(
        _("minimum GPU memory (bytes)"), default=0, help_text=_("0: no GPU needed.")
    )
    config_schema = models.JSONField(
        _("configuration schema"),
        default=empty_config_schema,
        blank=True,
        help_text=_("A JSON Schema object describing the install form."),
    )
    created_at = models.DateTimeField(_("created at"), default=timezone.now, db_index=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    class Meta:
        verbose_name = _("app")
        verbose_name_plural = _("apps")
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["published", "display_type"], name="app_published_type")]

    def __str__(self) -> str:
        return self.name_en


class AppScreenshot(models.Model):
    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="screenshots", verbose_name=_("app"))
    url = models.CharField(_("image URL"), max_length=500)
    caption_en = models.CharField(_("caption (English)"), max_length=200, blank=True)
    caption_zh = models.CharField(_("caption (Chinese)"), max_length=200, blank=True)
    position = models.PositiveIntegerField(_("position"), default=0)

    class Meta:
        verbose_name = _("screenshot")
        verbose_name_plural = _("screenshots")
        ordering = ["position", "id"]

    def __str__(self) -> str:
        return self.url


class AppVersion(models.Model):
    """A released version; exactly one per app is the latest (the service and the admin keep
    it so, a conditional unique constraint backs them)."""

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="versions", verbose_name=_("app"))
    version = models.CharField(_("version"), max_length=50)
    notes_en = models.TextField(_("release notes (English)"), blank=True)
    notes_zh = models.TextField(_("release notes (Chinese)"), blank=True)
    released_at = models.DateTimeField(_("released at"), default=timezone.now)
    is_latest = models.BooleanField(_("latest"), default=False)
    runtime = models.JSONField(
        _("runtime"),
        default=dict,
        blank=True,
        help_text=_(
            'How a box runs it in Docker: {"image", "port", "env": {VARIABLE: setting}, "gpu", "data_path", '
            '"access": "http" or "ssh"}; empty for an app only simulated boxes run.'
        ),
    )

    class Meta:
        verbose_name = _("version")
        verbose_name_plural = _("versions")
        ordering = ["-released_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["app", "version"], name="app_version_unique"),
            models.UniqueConstraint(fields=["app"], condition=Q(is_latest=True), name=ONE_LATEST),
        ]

    def __str__(self) -> str:
        return f"{self.app} {self.version}"

    def clean(self) -> None:
        super().clean()
        schema = self.app.config_schema if self.app_id else {}
        try:
            self.runtime = runtime_validate(runtime=self.runtime, config_schema=schema)
        except ValidationError as fault:
            raise ValidationError({"runtime": fault.messages}) from None

    def get_constraints(self) -> list:
        """Model validation (admin forms) leaves out the one-latest constraint: marking a
        version latest moves the mark (`services.app_version_save`), so a form must not
        refuse it beforehand; the database constraint still backs the rule."""
        return [
            (model, [constraint for constraint in constraints if constraint.name != ONE_LATEST])
            for model, constraints in super().get_constraints()
        ]
