"""Permissions by the caller's session user type (spec section 6): `user` (an individual),
`admin` (a company owner) or `member` (a company member).

    class FriendsView(APIView):
        permission_classes = [IndividualsOnly]

A signed-out caller gets 401 (`not_authenticated`), a signed-in one of another user type
403 (`permission_denied`), or the more helpful code a class names for that user type in
`refusal_codes` (e.g. `member_not_allowed`)."""

from collections.abc import Mapping
from typing import Any

from rest_framework.permissions import BasePermission
from rest_framework.request import Request

from .errors import ApplicationError


class UserTypeIn(BasePermission):
    """Lets in a signed-in caller whose session user type is one of `user_types`. Subclass
    it, or make one with `user_type_in("user", "admin")`."""

    user_types: frozenset[str] = frozenset()
    # user type -> error code (apps.common.errors) answered instead of `permission_denied`
    refusal_codes: Mapping[str, str] = {}

    def has_permission(self, request: Request, view: Any) -> bool:
        # `request.auth` is the AuthSession (apps.accounts.authentication); read by duck
        # typing so apps.common does not depend on apps.accounts.
        user_type = getattr(request.auth, "user_type", None)
        if not request.user:
            return False
        if user_type in self.user_types:
            return True
        code = self.refusal_codes.get(user_type or "")
        if code:
            raise ApplicationError(code)
        return False


def user_type_in(*user_types: str) -> type[UserTypeIn]:
    """A `UserTypeIn` permission class for these user types."""
    return type(f"UserTypeIn_{'_'.join(user_types)}", (UserTypeIn,), {"user_types": frozenset(user_types)})


class IndividualsOnly(UserTypeIn):
    """Only individuals (session user type `user`): friends, wallets, orders…"""

    user_types = frozenset({"user"})


class IndividualsAndOwners(UserTypeIn):
    """Individuals and company owners: devices, installing and renting apps. A member gets
    403 `member_not_allowed` (the spec's "contact your administrator" message)."""

    user_types = frozenset({"user", "admin"})
    refusal_codes = {"member": "member_not_allowed"}
