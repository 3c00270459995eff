"""Passwords, name, avatar, and deleting the account."""

import io
import secrets
import warnings

from django.core.files.base import ContentFile
from django.core.files.uploadedfile import UploadedFile
from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _
from PIL import Image, ImageOps

from apps.common.errors import ApplicationError, field_error

from ..deletion import account_blockers
from ..models import AuthSession, User
from .sessions import sessions_end


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
    if User.objects.filter(name__iexact=name).exclude(pk=user.pk).exists():
        raise field_error("name", _("This name is already taken."))
    user.name = name
    try:
        with transaction.atomic():
            user.save(update_fields=["name"])
    except IntegrityError as exc:
        raise field_error("name", _("This name is already taken.")) from exc


AVATAR_MAX_BYTES = 3 * 1024 * 1024
AVATAR_FORMATS = {"JPEG", "PNG", "WEBP", "GIF"}
AVATAR_SIZE = 512


def avatar_update(*, user: User, upload: UploadedFile) -> None:
    """Check the image by its content (not its name), re-encode it as a square-bounded WebP
    and replace the old one. Oversized, bomb and non-image files are refused."""
    if upload.size is None or upload.size > AVATAR_MAX_BYTES:
        raise field_error("avatar", _("The image must be 3 MB or smaller."))
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(upload) as image:
                if image.format not in AVATAR_FORMATS:
                    raise field_error("avatar", _("Use a JPG, JPEG, PNG, WEBP or GIF image."))
                image.seek(0)
                picture = ImageOps.exif_transpose(image).convert("RGBA")
    except ApplicationError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning, OSError, ValueError, SyntaxError) as exc:
        raise field_error("avatar", _("This file is not an image we can read.")) from exc
    picture.thumbnail((AVATAR_SIZE, AVATAR_SIZE))
    buffer = io.BytesIO()
    picture.save(buffer, format="WEBP", quality=85)
    old = user.avatar.name if user.avatar else None
    user.avatar.save(f"{user.pk}-{secrets.token_hex(6)}.webp", ContentFile(buffer.getvalue()), save=False)
    user.save(update_fields=["avatar"])
    if old:
        transaction.on_commit(lambda: user.avatar.storage.delete(old))


def account_delete(*, user: User) -> None:
    """Delete the account once nothing blocks it; every token dies with it."""
    blockers = account_blockers(user=user)
    if blockers:
        raise ApplicationError(
            "account_not_deletable", data={"blockers": [{"code": b.code, "message": b.message} for b in blockers]}
        )
    with transaction.atomic():
        avatar = user.avatar.name if user.avatar else None
        storage = user.avatar.storage
        user.delete()
        if avatar:
            transaction.on_commit(lambda: storage.delete(avatar))
