"""Codes sent by SMS or e-mail and single-use e-mail links: issue, throttle, check.

Codes and link tokens are stored only as keyed hashes; a code allows a few tries, expires,
and may be re-sent no sooner than a minute later. Sends are throttled per target and per
client address from the same table, so the limits hold across processes.
"""

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from apps.common.errors import ApplicationError

from .models import EmailToken, User, VerificationCode


@dataclass(frozen=True)
class CodeSent:
    resend_after: int
    expires_in: int


def _digest(secret: str) -> str:
    return hmac.new(settings.SECRET_KEY.encode(), secret.encode(), hashlib.sha256).hexdigest()


def _seconds(delta: timedelta) -> int:
    return max(1, int(delta.total_seconds()) + (1 if delta.microseconds else 0))


def verification_code_issue(*, purpose: str, target: str, ip: str, user: User | None = None) -> tuple[str, CodeSent]:
    """A fresh code for `target` (earlier ones stop working). Refused while the last one is
    younger than the resend delay, or when the target or the address sent too many."""
    conf = settings.VERIFICATION_CODE
    now = timezone.now()
    with transaction.atomic():
        recent = VerificationCode.objects.filter(purpose=purpose, target=target).order_by("-created_at").first()
        if recent and now - recent.created_at < conf["RESEND_AFTER"]:
            wait = conf["RESEND_AFTER"] - (now - recent.created_at)
            raise ApplicationError("code_resend_too_soon", data={"retry_after": _seconds(wait)})
        hour_ago = now - timedelta(hours=1)
        if (
            VerificationCode.objects.filter(target=target, created_at__gt=hour_ago).count()
            >= conf["PER_TARGET_PER_HOUR"]
            or VerificationCode.objects.filter(ip=ip, created_at__gt=hour_ago).count() >= conf["PER_ADDRESS_PER_HOUR"]
        ):
            raise ApplicationError("too_many_requests")
        VerificationCode.objects.filter(purpose=purpose, target=target, consumed_at__isnull=True).update(
            consumed_at=now
        )
        code = f"{secrets.randbelow(10**6):06d}"
        VerificationCode.objects.create(
            purpose=purpose,
            target=target,
            user=user,
            code_hash=_digest(f"{purpose}:{target}:{code}"),
            ip=ip,
            created_at=now,
            expires_at=now + conf["TTL"],
        )
    return code, CodeSent(resend_after=_seconds(conf["RESEND_AFTER"]), expires_in=_seconds(conf["TTL"]))


def verification_code_redeem(*, purpose: str, target: str, code: str, user: User | None = None) -> None:
    """Use up the live code for `target`. Wrong, expired, used-up and never-sent codes all
    answer the same `code_invalid`; each wrong guess costs one of the code's tries."""
    now = timezone.now()
    live = VerificationCode.objects.filter(
        purpose=purpose, target=target, user=user, consumed_at__isnull=True, expires_at__gt=now
    ).order_by("-created_at")
    current = live.first()
    if current is None:
        raise ApplicationError("code_invalid")
    # Take a try first (conditional, so concurrent guesses cannot exceed the limit).
    took = VerificationCode.objects.filter(pk=current.pk, attempts__lt=settings.VERIFICATION_CODE["MAX_TRIES"]).update(
        attempts=F("attempts") + 1
    )
    if not took or not hmac.compare_digest(current.code_hash, _digest(f"{purpose}:{target}:{code}")):
        raise ApplicationError("code_invalid")
    if not VerificationCode.objects.filter(pk=current.pk, consumed_at__isnull=True).update(consumed_at=now):
        raise ApplicationError("code_invalid")


def email_token_issue(*, purpose: str, user: User, email: str) -> str:
    """A single-use link token; earlier unused tokens of the same purpose stop working."""
    now = timezone.now()
    raw = secrets.token_urlsafe(32)
    with transaction.atomic():
        EmailToken.objects.filter(purpose=purpose, user=user, used_at__isnull=True).update(used_at=now)
        EmailToken.objects.create(
            purpose=purpose,
            user=user,
            email=email,
            token_hash=_digest(raw),
            created_at=now,
            expires_at=now + settings.EMAIL_LINK_TTL[purpose],
        )
    return raw


def email_token_holder(*, purpose: str, raw: str) -> User | None:
    """The account a live link token was sent for, without using it up; None when bad, expired or used."""
    token = (
        EmailToken.objects.select_related("user")
        .filter(purpose=purpose, token_hash=_digest(raw), used_at__isnull=True, expires_at__gt=timezone.now())
        .first()
    )
    return token.user if token else None


def email_token_redeem(*, purpose: str, raw: str) -> EmailToken:
    """Use up a link token; bad, expired and used tokens all answer `link_invalid`."""
    now = timezone.now()
    token = (
        EmailToken.objects.select_related("user")
        .filter(purpose=purpose, token_hash=_digest(raw), used_at__isnull=True, expires_at__gt=now)
        .first()
    )
    if token is None or not EmailToken.objects.filter(pk=token.pk, used_at__isnull=True).update(used_at=now):
        raise ApplicationError("link_invalid")
    return token
