from django.conf import settings
from django.db import models
from django.db.models.functions import Lower
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from apps.common.statemachine import StatusLog
from apps.common.validation import length_bounds

from .choices import FriendRequestStatus

MESSAGE_MAX = 100
ALIAS_MIN, ALIAS_MAX = length_bounds("alias")
TAG_NAME_MIN, TAG_NAME_MAX = length_bounds("tagName")


class FriendRequest(models.Model):
    """One person asking another to be friends. A state machine (see `services.MACHINE`):
    pending, then accepted, declined or cancelled for good."""

    sender = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="friend_requests_sent",
        verbose_name=_("sender"),
    )
    recipient = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="friend_requests_received",
        verbose_name=_("recipient"),
    )
    message = models.CharField(_("message"), max_length=MESSAGE_MAX, blank=True)
    # The e-mail address or phone number the sender typed (empty when asked by name): what the
    # sender sees instead of the recipient until the request is accepted.
    addressed_as = models.CharField(_("addressed as"), max_length=254, blank=True)
    status = models.CharField(
        _("status"), max_length=20, choices=FriendRequestStatus.choices, default=FriendRequestStatus.PENDING
    )
    created_at = models.DateTimeField(_("created at"), default=timezone.now, db_index=True)
    decided_at = models.DateTimeField(_("decided at"), null=True, blank=True)

    class Meta:
        verbose_name = _("friend request")
        verbose_name_plural = _("friend requests")
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["sender", "recipient"],
                condition=models.Q(status=FriendRequestStatus.PENDING),
                name="friend_request_one_pending_per_pair",
            ),
            models.CheckConstraint(
                condition=~models.Q(sender=models.F("recipient")), name="friend_request_not_to_self"
            ),
        ]
        indexes = [
            models.Index(fields=["recipient", "status"], name="friend_request_inbox"),
            models.Index(fields=["sender", "created_at"], name="friend_request_sent"),
        ]

    def __str__(self) -> str:
        return f"{self.sender} → {self.recipient} ({self.status})"


class FriendRequestTransition(StatusLog):
    """The log of a friend request's moves: old and new status, who, why and when."""

    request = models.ForeignKey(
        FriendRequest, on_delete=models.CASCADE, related_name="transitions", verbose_name=_("friend request")
    )

    class Meta:
        verbose_name = _("friend request transition")
        verbose_name_plural = _("friend request transitions")
        ordering = ["created_at", "id"]


class Tag(models.Model):
    """A person's own label for some of their friends; names are unique per person,
    ignoring case."""

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="friend_tags", verbose_name=_("owner")
    )
    name = models.CharField(_("name"), max_length=TAG_NAME_MAX)
    created_at = models.DateTimeField(_("created at"), default=timezone.now)

    class Meta:
        verbose_name = _("tag")
        verbose_name_plural = _("tags")
        ordering = [Lower("name"), "id"]
        constraints = [models.UniqueConstraint("owner", Lower("name"), name="friend_tag_name_unique_ci")]

    def __str__(self) -> str:
        return self.name


class Friendship(models.Model):
    """One side of a friendship: `owner` keeps `friend`, with the owner's own alias and tags.
    Every friendship is two rows, one per side, made and removed together."""

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="friendships", verbose_name=_("owner")
    )
    friend = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+", verbose_name=_("friend")
    )
    alias = models.CharField(_("alias"), max_length=ALIAS_MAX, blank=True)
    tags = models.ManyToManyField(Tag, blank=True, related_name="friendships", verbose_name=_("tags"))
    created_at = models.DateTimeField(_("friends since"), default=timezone.now)

    class Meta:
        verbose_name = _("friendship")
        verbose_name_plural = _("friendships")
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["owner", "friend"], name="friendship_unique_pair"),
            models.CheckConstraint(condition=~models.Q(owner=models.F("friend")), name="friendship_not_with_self"),
        ]

    def __str__(self) -> str:
        return f"{self.owner} ♥ {self.friend}"
