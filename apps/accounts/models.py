import uuid
from functools import cached_property
from typing import Any

from django.contrib.auth.base_user import AbstractBaseUser, BaseUserManager
from django.contrib.auth.models import PermissionsMixin
from django.db import models
from django.db.models.functions import Lower
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from apps.common.text import name_key

from .actor import Actor, actor_for
from .choices import (
    PERSONAL_IDENTITY,
    CodePurpose,
    MessageChannel,
    SignInMethod,
    SignInOutcome,
    ThrottleScope,
    TokenPurpose,
    UserType,
)


class UserManager(BaseUserManager["User"]):
    use_in_migrations = True

    def get_by_natural_key(self, name: str | None) -> "User":
        return self.get(name__iexact=name)

    def create_user(self, name: str, email: str | None = None, password: str | None = None, **extra: object) -> "User":
        user = self.model(name=name, email=self.normalize_email(email).lower() if email else None, **extra)
        user.set_password(password)
        user.save(using=self._db)
        return user

    def create_superuser(
        self, name: str, email: str | None = None, password: str | None = None, **extra: object
    ) -> "User":
        extra.update(is_staff=True, is_superuser=True)
        return self.create_user(name, email, password, **extra)


class User(AbstractBaseUser, PermissionsMixin):
    """A person. `name` is the unique user name; e-mail and phone are unique when present."""

    name = models.CharField(_("name"), max_length=50, unique=True)
    # `name` as names are compared (NFKC, case folded): a look-alike of a taken name is taken.
    name_key = models.CharField(_("name key"), max_length=200, unique=True, editable=False)
    email = models.EmailField(_("e-mail"), max_length=254, null=True, blank=True)
    email_verified = models.BooleanField(_("e-mail verified"), default=False)
    phone_number = models.CharField(_("phone number"), max_length=20, null=True, blank=True, help_text=_("E.164"))
    avatar = models.ImageField(_("avatar"), upload_to="avatars/", blank=True)
    is_active = models.BooleanField(_("active"), default=True)
    is_staff = models.BooleanField(_("staff"), default=False)
    date_joined = models.DateTimeField(_("date joined"), default=timezone.now)
    # Set when the person deleted their account: the row stays for history (member records,
    # sign-in audit, later the ledger) with its personal data scrubbed.
    deleted_at = models.DateTimeField(_("deleted at"), null=True, blank=True)

    objects = UserManager()

    USERNAME_FIELD = "name"
    EMAIL_FIELD = "email"
    REQUIRED_FIELDS = ["email"]

    class Meta:
        verbose_name = _("user")
        verbose_name_plural = _("users")
        constraints = [
            models.UniqueConstraint(Lower("name"), name="user_name_unique_ci"),
            models.UniqueConstraint(
                Lower("email"), condition=models.Q(email__isnull=False), name="user_email_unique_when_present"
            ),
            models.UniqueConstraint(
                "phone_number", condition=models.Q(phone_number__isnull=False), name="user_phone_unique_when_present"
            ),
        ]

    def __str__(self) -> str:
        return self.name

    def save(self, *args: Any, **kwargs: Any) -> None:
        self.name_key = name_key(self.name)
        if kwargs.get("update_fields") is not None and "name" in kwargs["update_fields"]:
            kwargs["update_fields"] = {*kwargs["update_fields"], "name_key"}
        super().save(*args, **kwargs)


class AuthSession(models.Model):
    """One signed-in device or browser: the family of tokens issued by one sign-in.

    The refresh token's id is kept here and replaced on every refresh with a conditional
    UPDATE, so each refresh token is redeemable exactly once, also under concurrency.
    """

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="auth_sessions")
    # A fork (the desktop's hand-over to its web view) belongs to the sign-in it was forked
    # from, a fork of a fork to that same sign-in: it ends with it and never outlives it.
    family = models.ForeignKey(
        "self", on_delete=models.CASCADE, null=True, blank=True, related_name="forks", editable=False
    )
    user_type = models.CharField(max_length=10, choices=UserType.choices, default=UserType.USER)
    sme_id = models.CharField(max_length=64, default=PERSONAL_IDENTITY)
    refresh_jti = models.CharField(max_length=64)
    created_at = models.DateTimeField(default=timezone.now)
    refreshed_at = models.DateTimeField(null=True, blank=True)
    expires_at = models.DateTimeField()
    revoked_at = models.DateTimeField(null=True, blank=True)
    # An error code the next call with this session's tokens answers instead of 401
    # `not_authenticated` (e.g. `company_access_ended`), when it was revoked for a reason.
    revoked_reason = models.CharField(max_length=40, blank=True)
    # Set by account/reauth only (never by signing in): opens the re-authentication window.
    reauthenticated_at = models.DateTimeField(null=True, blank=True)
    ip = models.CharField(max_length=64, blank=True)
    user_agent = models.CharField(max_length=256, blank=True)

    class Meta:
        verbose_name = _("sign-in session")
        verbose_name_plural = _("sign-in sessions")
        indexes = [models.Index(fields=["expires_at"])]

    def __str__(self) -> str:
        return f"{self.user} @ {self.created_at:%Y-%m-%d %H:%M}"

    @property
    def is_active(self) -> bool:
        return self.revoked_at is None and self.expires_at > timezone.now()

    @cached_property
    def actor(self) -> Actor:
        """Who this session acts as, built once per loaded session."""
        return actor_for(user=self.user, user_type=self.user_type, sme_id=self.sme_id)


class SignInThrottle(models.Model):
    """Failed sign-ins counted per account name and per client address, with a cool-off."""

    scope = models.CharField(max_length=10, choices=ThrottleScope.choices)
    key = models.CharField(max_length=254)
    failures = models.PositiveIntegerField(default=0)
    window_started_at = models.DateTimeField(default=timezone.now)
    locked_until = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = _("sign-in throttle")
        verbose_name_plural = _("sign-in throttles")
        constraints = [models.UniqueConstraint(fields=["scope", "key"], name="signin_throttle_unique")]

    def __str__(self) -> str:
        return f"{self.scope}:{self.key}"


class SignInAttempt(models.Model):
    """The audit trail of sign-ins and sign-in failures."""

    account = models.CharField(max_length=254)
    user = models.ForeignKey(User, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    method = models.CharField(max_length=20, choices=SignInMethod.choices)
    outcome = models.CharField(max_length=20, choices=SignInOutcome.choices)
    ip = models.CharField(max_length=64, blank=True)
    user_agent = models.CharField(max_length=256, blank=True)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        verbose_name = _("sign-in attempt")
        verbose_name_plural = _("sign-in attempts")
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.account} {self.outcome}"


class VerificationCode(models.Model):
    """A 6-digit code sent by SMS or e-mail, stored only as a keyed hash."""

    purpose = models.CharField(max_length=20, choices=CodePurpose.choices)
    target = models.CharField(max_length=254, help_text=_("E.164 phone number or lower-case e-mail"))
    user = models.ForeignKey(User, null=True, blank=True, on_delete=models.CASCADE, related_name="+")
    code_hash = models.CharField(max_length=64)
    attempts = models.PositiveSmallIntegerField(default=0)
    ip = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    consumed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = _("verification code")
        verbose_name_plural = _("verification codes")
        indexes = [models.Index(fields=["purpose", "target", "-created_at"]), models.Index(fields=["ip", "created_at"])]

    def __str__(self) -> str:
        return f"{self.purpose} {self.target}"


class EmailToken(models.Model):
    """A single-use link token (e-mail verification, password reset), stored as a hash."""

    purpose = models.CharField(max_length=20, choices=TokenPurpose.choices)
    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="+")
    email = models.EmailField(max_length=254)
    token_hash = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = _("e-mail link")
        verbose_name_plural = _("e-mail links")

    def __str__(self) -> str:
        return f"{self.purpose} {self.email}"


class OutboundMessage(models.Model):
    """Every SMS and e-mail the app sent, as staff and support see it (the outbox)."""

    channel = models.CharField(max_length=10, choices=MessageChannel.choices)
    to = models.CharField(max_length=254, db_index=True)
    subject = models.CharField(max_length=200, blank=True)
    body = models.TextField()
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        verbose_name = _("outbox message")
        verbose_name_plural = _("outbox")
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.channel} to {self.to}"
