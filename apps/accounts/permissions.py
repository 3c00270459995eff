"""`RequireRecentAuth`: the decision's `require_recent_auth`, for calls that change how
someone signs in or delete the account, so that a stolen access token is not enough:

    class UnlinkView(APIView):
        permission_classes = [IsAuthenticated, RequireRecentAuth]

It passes when the session re-authenticated (`POST account/reauth`) within REAUTH_WINDOW,
or when the call's body carries the person's current `password`; otherwise 403
`reauth_required` with `data.method` (`password`, or `code` for a person without
one: `account/reauth/code/send`). Passwords tried in bodies count against the same per-person limit as
`account/reauth`."""

from decimal import Decimal
from typing import Any

from django.conf import settings
from rest_framework.permissions import BasePermission
from rest_framework.request import Request

from apps.common.errors import ApplicationError
from apps.common.limits import per_person_limit

from .models import AuthSession
from .selectors import reauth_window_open, user_is_verified

ReauthLimit = per_person_limit("reauth", "REAUTH_RATE")


class RequireRecentAuth(BasePermission):
    def has_permission(self, request: Request, view: Any) -> bool:
        session = request.auth
        if not isinstance(session, AuthSession):
            return False
        if reauth_window_open(session=session):
            return True
        password = request.data.get("password") if hasattr(request.data, "get") else None
        if isinstance(password, str) and password:
            ReauthLimit().allow_request(request, view)
            if session.user.has_usable_password() and session.user.check_password(password):
                return True
        # How the client should ask: the password, or a code for a person without one.
        method = "password" if session.user.has_usable_password() else "code"
        raise ApplicationError("reauth_required", data={"method": method})


def unverified_refused(request: Request) -> None:
    """403 `account_unverified` (`data.way`: how to verify) when the caller is a person whose
    account is not verified (`user_is_verified`); other callers (signed out, an agent) pass."""
    session = request.auth
    if isinstance(session, AuthSession) and not user_is_verified(user=session.user):
        raise ApplicationError("account_unverified", data={"way": "email"})


class RequireVerifiedAccount(BasePermission):
    """Adding a phone, WeChat or a password needs a verified account (403
    `account_unverified`), reads included: see `user_is_verified`."""

    def has_permission(self, request: Request, view: Any) -> bool:
        if not isinstance(request.auth, AuthSession):
            return False
        unverified_refused(request)
        return True


def reauth_for_spend(request: Request, view: Any, *, amount: Decimal) -> None:
    """A spend above `REAUTH_SPEND_ABOVE` (the first hold of a rental or an accepted order)
    needs what `RequireRecentAuth` needs; a call without a session is refused as well."""
    if amount > settings.REAUTH_SPEND_ABOVE and not RequireRecentAuth().has_permission(request, view):
        raise ApplicationError("reauth_required", data={"method": "password"})
