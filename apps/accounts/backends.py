"""Every Django sign-in (the admin site's among them) goes through the API's lock-out: a
locked (account, address) pair, a locked address or an account past its ceiling is refused
before the password is checked, and each failure counts on the same keys."""

from typing import Any

from django.contrib.auth.backends import ModelBackend
from django.contrib.auth.signals import user_login_failed
from django.core.exceptions import PermissionDenied
from django.dispatch import receiver
from django.http import HttpRequest

from apps.common.errors import ApplicationError

from .authentication import request_client
from .models import User
from .selectors import user_by_account
from .services.lockout import SignInKeys, account_key, signin_failed, signin_guard, signin_keys, signin_succeeded

# Set on a request refused because it was locked: that refusal is not one more failure.
_REFUSED = "_signin_locked"


def _keys(request: HttpRequest, account: str) -> SignInKeys:
    return signin_keys(
        account=account_key(user=user_by_account(account), account=account), client=request_client(request)
    )


class LockOutBackend(ModelBackend):
    def authenticate(
        self, request: HttpRequest | None, username: str | None = None, password: str | None = None, **kwargs: Any
    ) -> User | None:
        if request is None or username is None:
            return super().authenticate(request, username=username, password=password, **kwargs)
        keys = _keys(request, username)
        try:
            signin_guard(keys=keys, ceiling=True)
        except ApplicationError as exc:
            setattr(request, _REFUSED, True)
            raise PermissionDenied(exc.code) from exc
        user = super().authenticate(request, username=username, password=password, **kwargs)
        if user is not None:
            signin_succeeded(keys=keys)
        return user


@receiver(user_login_failed, dispatch_uid="accounts.signin_failed")
def _count_failure(
    sender: object, credentials: dict[str, Any], request: HttpRequest | None = None, **kwargs: Any
) -> None:
    account = credentials.get("username")
    if request is None or not isinstance(account, str) or getattr(request, _REFUSED, False):
        return
    signin_failed(keys=_keys(request, account), ceiling=True)
