"""Who acts: the person, the user type of their session and, when the session's identity is
an existing company, that company's public id. Every owner-scoped selector and service takes
one (`actor=`); views get it from `authentication.request_actor`.

Owned rows carry two columns: `owner_user` (the person; on a company's row the company's
current owner, who pays) and `owner_company_id` (the company's public id, empty on a
personal row). A personal actor owns its person's rows without a company, a company actor
its company's rows, whoever the person is (`Actor.scope`).

Companies live in a higher app, so whether a session's identity names one that the person
belongs to is asked through `register_company_resolver` (the companies app registers it);
with none registered no identity names a company and every actor is personal."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django.db.models import Q

from .choices import PERSONAL_IDENTITY, UserType

if TYPE_CHECKING:
    from .models import User


@dataclass(frozen=True)
class Actor:
    user: "User"
    user_type: str
    company_id: str | None = None

    @property
    def is_member(self) -> bool:
        """A company member: uses what the company allocated to them, manages nothing."""
        return self.user_type == UserType.MEMBER

    def scope(self, via: str = "") -> Q:
        """The rows this actor owns; `via` reaches the owner columns through a relation
        (e.g. `"device__"`)."""
        if self.company_id is not None:
            return Q(**{f"{via}owner_company_id": self.company_id})
        return Q(**{f"{via}owner_user": self.user, f"{via}owner_company_id__isnull": True})

    def owns(self, row: Any) -> bool:
        """Whether `row` (a model with the owner columns) is in this actor's `scope`."""
        if self.company_id is not None:
            return bool(row.owner_company_id == self.company_id)
        return row.owner_company_id is None and row.owner_user_id == self.user.pk

    def owner_fields(self) -> dict[str, Any]:
        """The owner columns of a row this actor makes its own."""
        return {"owner_user": self.user, "owner_company_id": self.company_id}


# Answers the public id of the company an identity (a session's `sme_id`) names for a
# person, None when it names no existing company the person belongs to.
CompanyResolver = Callable[[str, "User"], str | None]
_resolvers: list[CompanyResolver] = []


def register_company_resolver(resolver: CompanyResolver) -> CompanyResolver:
    if resolver not in _resolvers:
        _resolvers.append(resolver)
    return resolver


def unregister_company_resolver(resolver: CompanyResolver) -> None:
    _resolvers.remove(resolver)


def _company_of(sme_id: str, user: "User") -> str | None:
    if sme_id == PERSONAL_IDENTITY:
        return None
    return next((company for resolver in _resolvers if (company := resolver(sme_id, user)) is not None), None)


def actor_for(*, user: "User", user_type: str, sme_id: str = PERSONAL_IDENTITY) -> Actor:
    """The actor of a session (its person, user type and identity)."""
    return Actor(user=user, user_type=user_type, company_id=_company_of(sme_id, user))
