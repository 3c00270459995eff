"""Reads for accounts: who an account string names, the profile, the menu."""

import uuid
from collections.abc import Collection
from typing import Any

from allauth.socialaccount.models import SocialAccount
from django.conf import settings
from django.db.models import QuerySet
from django.utils import timezone

from apps.common.text import name_key

from .choices import UserType
from .menu import menu_routes
from .models import AuthSession, User
from .validators import normalize_phone
from .wechat import PROVIDER as WECHAT


def user_by_account(account: str) -> User | None:
    """The person an e-mail address, phone number or name refers to (case-insensitive; a
    name as its `name_key`, so a look-alike by NFKC finds the same person); never a
    deleted account."""
    people = User.objects.filter(deleted_at__isnull=True)
    if "@" in account:
        return people.filter(email__iexact=account).first()
    phone = normalize_phone(account)
    if phone is not None:
        user = people.filter(phone_number=phone).first()
        if user is not None:
            return user
    return people.filter(name_key=name_key(account)).first()


def user_is_verified(*, user: User) -> bool:
    """Whether the person proved an address or an outside identity (a verified e-mail, a
    phone, WeChat): an account whose only identifier is a never-verified e-mail may be
    someone else's registration with the owner's address (pre-hijacking)."""
    return bool(
        user.email_verified or user.phone_number or SocialAccount.objects.filter(user=user, provider=WECHAT).exists()
    )


def active_users() -> QuerySet[User]:
    return User.objects.filter(is_active=True)


def user_profile(*, user: User) -> dict[str, Any]:
    return {
        "avatar_url": user.avatar.url if user.avatar else None,
        "name": user.name,
        "email": user.email,
        "email_verified": user.email_verified,
        "phone_number": user.phone_number,
        "wechat_bound": SocialAccount.objects.filter(user=user, provider=WECHAT).exists(),
        "password_set": user.has_usable_password(),
    }


def menu_for(*, user_type: str) -> list[dict[str, Any]]:
    """The static menu cut down to the pages this user type may open (empty when none)."""
    return menu_routes(user_type=user_type)


def wechat_account_by_uid(*, uid: str) -> SocialAccount | None:
    """The WeChat link of a WeChat identity, with its person."""
    return SocialAccount.objects.select_related("user").filter(provider=WECHAT, uid=uid).first()


def reauth_window_open(*, session: AuthSession) -> bool:
    """Whether the session re-authenticated within REAUTH_WINDOW."""
    opened = session.reauthenticated_at
    return opened is not None and timezone.now() - opened < settings.REAUTH_WINDOW


def open_sessions() -> QuerySet[AuthSession]:
    """Sign-in sessions that are open: not revoked, their person active."""
    return AuthSession.objects.filter(revoked_at__isnull=True, user__is_active=True)


def sessions_still_open(*, session_ids: Collection[uuid.UUID]) -> dict[uuid.UUID, tuple[int, str]]:
    """Of these sign-in sessions, the open ones with their person's id and user type, from one
    query (the live streams check theirs with it)."""
    rows = open_sessions().filter(id__in=list(session_ids))
    return {row[0]: (row[1], row[2]) for row in rows.values_list("id", "user_id", "user_type")}


def personal_session_person(*, session_id: uuid.UUID) -> User | None:
    """The person of an open, unexpired session in their personal identity (a document
    cookie's, `documents.py`); None for any other session."""
    session = (
        open_sessions()
        .select_related("user")
        .filter(id=session_id, expires_at__gt=timezone.now(), user_type=UserType.USER)
        .first()
    )
    return session.user if session else None
