from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from .kinds import kind_choices


class Notification(models.Model):
    """Something a person should know about. A kind with templates (`kinds.py`) is written
    in the reader's language from `params`; an announcement carries its own `title` and
    `body` per language ({"en": …, "zh": …}). A notification about a company (`company_id`)
    shows in that company's identity, its person's own ones in the individual identity."""

    recipient = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notifications", verbose_name=_("recipient")
    )
    kind = models.CharField(_("kind"), max_length=40, choices=kind_choices)
    params = models.JSONField(_("parameters"), default=dict, blank=True)
    title = models.JSONField(_("title"), default=dict, blank=True, help_text=_('Per language: {"en": "…", "zh": "…"}'))
    body = models.JSONField(_("body"), default=dict, blank=True, help_text=_('Per language: {"en": "…", "zh": "…"}'))
    # The company's public id, as devices' `owner_company_id` (no foreign key to companies).
    company_id = models.CharField(
        _("company"),
        max_length=64,
        null=True,
        blank=True,
        db_index=True,
        help_text=_("The company it concerns; empty: the person's own."),
    )
    link = models.CharField(_("link"), max_length=200, blank=True, help_text=_("A path in the app, e.g. /friends"))
    read_at = models.DateTimeField(_("read at"), null=True, blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now, db_index=True)

    class Meta:
        verbose_name = _("notification")
        verbose_name_plural = _("notifications")
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["recipient", "read_at", "-created_at"], name="notification_inbox")]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} → {self.recipient_id}"

    @property
    def is_read(self) -> bool:
        return self.read_at is not None


class StreamEvent(models.Model):
    """Append-only log of "this person's stats changed", for their open streams. Its id is
    the event id; server processes follow it to fan events out when the channel layer cannot
    cross processes (the embedded default). Old rows are purged by a periodic task."""

    user_id = models.BigIntegerField(_("user id"), db_index=True)
    # Comma-separated `STREAM_TOPICS`: which of the person's pages the change concerns.
    topics = models.CharField(_("topics"), max_length=100, default="notifications")
    created_at = models.DateTimeField(_("created at"), default=timezone.now, db_index=True)

    class Meta:
        verbose_name = _("stream event")
        verbose_name_plural = _("stream events")
        ordering = ["id"]

    def __str__(self) -> str:
        return f"#{self.id} → {self.user_id}"


class DeliveryPreference(models.Model):
    """How a person wants the notices that need action (`Kind.outside`): also by e-mail, or
    by SMS when they have only a phone. Without a row: yes."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="delivery_preference", verbose_name=_("person")
    )
    outside = models.BooleanField(_("money notices by e-mail or SMS"), default=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    class Meta:
        verbose_name = _("delivery preference")
        verbose_name_plural = _("delivery preferences")

    def __str__(self) -> str:
        return f"{self.user}: {'outside too' if self.outside else 'console only'}"
