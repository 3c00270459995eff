"""Rentals' part in deleting an account: a rental not over, as renter or provider, blocks it."""

from django.db.models import Q
from django.utils.translation import gettext as _

from apps.accounts.deletion import Blocker
from apps.accounts.models import User

from .choices import NON_FINAL
from .models import Rental


def rentals_blocker(user: User) -> Blocker | None:
    if Rental.objects.filter(Q(renter=user) | Q(provider=user), status__in=NON_FINAL).exists():
        return Blocker(code="rentals_active", message=_("You have rentals that are not over yet; end them first."))
    return None
