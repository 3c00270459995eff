"""Passwords, name, avatar, and deleting the account."""

import secrets
from collections.abc import Iterable
from dataclasses import asdict

from allauth.socialaccount.models import SocialAccount
from django.core.files.uploadedfile import UploadedFile
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from apps.common.errors import ApplicationError, field_error
from apps.common.images import image_upload_reencoded
from apps.common.text import name_key

from ..deletion import account_blockers, account_erase_everywhere
from ..models import AuthSession, EmailToken, User, VerificationCode
from .sessions import sessions_end


def users_lock(*, user_ids: Iterable[int]) -> None:
    """Inside a transaction: serialises concurrent changes between the same people
    (PostgreSQL row locks, taken in id order; SQLite's IMMEDIATE transactions serialise
    writers anyway)."""
    list(User.objects.select_for_update().filter(id__in=user_ids).order_by("id").values_list("id", flat=True))


def password_set(*, user: User, password: str) -> None:
    if user.has_usable_password():
        raise ApplicationError("password_already_set")
    user.set_password(password)
    user.save(update_fields=["password"])


def password_change(*, session: AuthSession, current_password: str, password: str) -> None:
    """Change the password; every other session of the person ends."""
    user = session.user
    if not user.check_password(current_password):
        raise field_error("current_password", _("The current password is not correct."))
    with transaction.atomic():
        user.set_password(password)
        user.save(update_fields=["password"])
        sessions_end(user=user, keep=session)


def profile_name_update(*, user: User, name: str) -> None:
    if User.objects.filter(name_key=name_key(name)).exclude(pk=user.pk).exists():
        raise field_error("name", _("This name is already taken."))
    user.name = name
    try:
        with transaction.atomic():
            user.save(update_fields=["name"])
    except IntegrityError as exc:
        raise field_error("name", _("This name is already taken.")) from exc


AVATAR_MAX_BYTES = 3 * 1024 * 1024
AVATAR_SIZE = 512


def avatar_update(*, user: User, upload: UploadedFile) -> None:
    """Re-encode the checked image as a square-bounded WebP and replace the old one."""
    stored = image_upload_reencoded(upload=upload, field="avatar", max_bytes=AVATAR_MAX_BYTES, side=AVATAR_SIZE)
    old = user.avatar.name if user.avatar else None
    user.avatar.save(f"{user.pk}-{secrets.token_hex(6)}.webp", stored, save=False)
    user.save(update_fields=["avatar"])
    if old:
        transaction.on_commit(lambda: user.avatar.storage.delete(old))


def account_delete(*, user: User, waivers: frozenset[str] = frozenset()) -> None:
    """Deletes the account once nothing blocks it: the person can never sign in again, every
    session ends, their personal data is erased here and in every feature (registered
    erasers), and the row stays, anonymised, for the history others keep (member records,
    the sign-in audit). `waivers` lifts the blockers that name one (`forfeit_balance`)."""
    blockers = account_blockers(user=user, waivers=waivers)
    if blockers:
        raise ApplicationError("account_not_deletable", data={"blockers": [asdict(blocker) for blocker in blockers]})
    with transaction.atomic():
        users_lock(user_ids=[user.pk])
        account_erase_everywhere(user=user)
        SocialAccount.objects.filter(user=user).delete()
        EmailToken.objects.filter(user=user).delete()
        VerificationCode.objects.filter(user=user).delete()
        sessions_end(user=user)
        avatar = user.avatar.name if user.avatar else None
        storage = user.avatar.storage
        user.name = f"deleted-{secrets.token_hex(8)}"
        user.email, user.email_verified, user.phone_number, user.avatar = None, False, None, ""
        user.set_unusable_password()
        user.is_active = user.is_staff = user.is_superuser = False
        user.deleted_at = timezone.now()
        user.save()
        user.groups.clear()
        user.user_permissions.clear()
        if avatar:
            transaction.on_commit(lambda: storage.delete(avatar))
