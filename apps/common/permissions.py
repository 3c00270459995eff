"""Permissions by the caller's session user type (spec section 6): `user` (an individual),
`admin` (a company owner) or `member` (a company member).

    class FriendsView(APIView):
        permission_classes = [IndividualsOnly]

A signed-out caller gets 401 (`not_authenticated`), a signed-in one of another user type
403 (`permission_denied`)."""

from typing import Any

from rest_framework.permissions import BasePermission
from rest_framework.request import Request


class UserTypeIn(BasePermission):
    """Lets in a signed-in caller whose session user type is one of `user_types`. Subclass
    it, or make one with `user_type_in("user", "admin")`."""

    user_types: frozenset[str] = frozenset()

    def has_permission(self, request: Request, view: Any) -> bool:
        # `request.auth` is the AuthSession (apps.accounts.authentication); read by duck
        # typing so apps.common does not depend on apps.accounts.
        user_type = getattr(request.auth, "user_type", None)
        return bool(request.user) and user_type in self.user_types


def user_type_in(*user_types: str) -> type[UserTypeIn]:
    """A `UserTypeIn` permission class for these user types."""
    return type(f"UserTypeIn_{'_'.join(user_types)}", (UserTypeIn,), {"user_types": frozenset(user_types)})


class IndividualsOnly(UserTypeIn):
    """Only individuals (session user type `user`): friends, wallets, orders…"""

    user_types = frozenset({"user"})
