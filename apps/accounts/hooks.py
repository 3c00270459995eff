"""What accounts tell the apps built on them (companies) without importing them. Each hook
fires inside the service's transaction; who follows it: docs/flows.md (`manage.py
followers`)."""

from apps.common.hooks import hook

from .models import User


@hook
def address_verified(*, user: User) -> None:
    """The person proved an e-mail address or phone number is theirs (a verification link,
    or a code sent to it)."""
