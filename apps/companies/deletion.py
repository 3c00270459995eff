from django.utils.translation import gettext as _

from apps.accounts.deletion import Blocker
from apps.accounts.models import User

from .selectors import company_persons


def companies_held(user: User) -> Blocker | None:
    """An account that owns or belongs to a company cannot be deleted: leave, hand over or
    delete the companies first."""
    if company_persons(user=user).exists():
        return Blocker(
            code="companies_held",
            message=_("You own or belong to a company; leave it, hand it over or delete it first."),
        )
    return None
