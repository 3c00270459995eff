"""Reads for rentals, scoped to the caller: as renter or as provider; anyone else's rental
is 404."""

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from django.db.models import Count, Q, QuerySet, Sum
from django.utils import timezone

from apps.accounts.actor import Actor
from apps.accounts.models import User
from apps.common.errors import ApplicationError
from apps.installs.choices import AI_API_TYPES, AccessPurpose
from apps.installs.selectors import (
    AiApiInfo,
    GatewayInfo,
    SshInfo,
    access_grant_live,
    app_ai_api_info,
    app_gateway_info,
    app_ssh_info,
    gateway_reachable,
    installed_app_get,
)
from apps.wallet.hooks import Purpose, reference_ids
from apps.wallet.selectors import wallet_state

from .choices import NON_FINAL, OPEN_DISPUTE_STATUSES, RentalRole, RentalStatus
from .models import Dispute, Rental
from .services import runway_seconds

LIST_RELATED = ("installed_app__app", "renter", "provider")


def rentals_of(*, user: User, role: str = RentalRole.RENTER, status: str = "") -> QuerySet[Rental]:
    rentals = Rental.objects.filter(**{role: user}).select_related(*LIST_RELATED)
    return rentals.filter(status=status) if status else rentals


def rental_app_busy(*, installed_app_id: int) -> bool:
    """Whether someone rents the app now (a rental of it not over yet)."""
    return Rental.objects.filter(installed_app_id=installed_app_id, status__in=NON_FINAL).exists()


def rental_for(*, user: User, rental_id: int) -> Rental:
    """The rental the person rents or provides (404 for anyone else's)."""
    rental = (
        Rental.objects.filter(Q(renter=user) | Q(provider=user), pk=rental_id)
        .select_related(*LIST_RELATED)
        .prefetch_related("charges")
        .first()
    )
    if rental is None:
        raise ApplicationError("not_found")
    return rental


@dataclass(frozen=True)
class AppEarnings:
    income: Decimal
    rentals: int
    current: Rental | None


def rental_earnings(*, actor: Actor, installed_app_id: int) -> AppEarnings:
    """What one of the actor's installed apps has earned its owner from rentals (the charges
    less the platform's fee), how many rentals it had, and the one running now (404 for an app
    that is not theirs)."""
    installed = installed_app_get(actor=actor, installed_app_id=installed_app_id)
    rentals = Rental.objects.filter(installed_app=installed, provider=actor.user)
    totals = rentals.aggregate(count=Count("id"), charged=Sum("charged"), fee=Sum("fee"))
    current = rentals.filter(status__in=NON_FINAL).select_related(*LIST_RELATED).first()
    income = (totals["charged"] or Decimal(0)) - (totals["fee"] or Decimal(0))
    return AppEarnings(income=income, rentals=totals["count"], current=current)


def rental_runways(*, user: User, rentals: list[Rental]) -> dict[int, int | None]:
    """The runway of each of the person's ongoing rentals as renter, at their balance now."""
    ongoing = [
        rental for rental in rentals if rental.renter_id == user.pk and rental.status == RentalStatus.RENTAL_ONGOING
    ]
    if not ongoing:
        return {}
    available = wallet_state(user=user).available
    now = timezone.now()
    return {rental.pk: runway_seconds(rental, available=available, now=now) for rental in ongoing}


def rental_access(*, user: User, rental_id: int) -> SshInfo | AiApiInfo | GatewayInfo:
    """The renter's own access while the rental is ongoing: the app's address on its box's
    gateway with their key when it is reached that way, else the AI API (base URL and their
    key) of an AI app, else SSH. The provider gets 403, anyone else 404."""
    rental = rental_for(user=user, rental_id=rental_id)
    if rental.renter_id != user.pk:
        raise ApplicationError("permission_denied")
    grant = access_grant_live(installed_app_id=rental.installed_app_id, holder=user, purpose=AccessPurpose.RENTAL)
    if rental.status != RentalStatus.RENTAL_ONGOING or grant is None:
        raise ApplicationError("rental_not_ongoing")
    installed: Any = rental.installed_app
    if gateway_reachable(installed):
        return app_gateway_info(installed=installed, grant=grant)
    if installed.app.display_type in AI_API_TYPES:
        return app_ai_api_info(installed=installed, grant=grant)
    return app_ssh_info(installed=installed, grant=grant)


def rental_purposes(*, user: User, references: Sequence[str], language: str) -> dict[str, Purpose]:
    """What `user`'s statement rows of their rentals (as renter or provider) were for: the app
    rented and the other party (`wallet.hooks.purposes_named`)."""
    ids = reference_ids(references, kind="rental")
    rentals = Rental.objects.filter(Q(renter=user) | Q(provider=user), id__in=ids).select_related(
        "installed_app__app", "renter", "provider"
    )
    named = {}
    for rental in rentals:
        app = rental.installed_app.app
        party = rental.renter if rental.provider_id == user.pk and rental.renter_id != user.pk else rental.provider
        title = (app.name_zh if language == "zh" else "") or app.name_en
        named[f"rental:{rental.pk}"] = Purpose(kind="rental", id=rental.pk, title=title, party=party.name)
    return named


def rentals_income_held(*, user: User) -> list[str]:
    """The rentals `user` provided whose income an open dispute holds (`wallet.hooks.income_held`)."""
    ids = Dispute.objects.filter(rental__provider=user, status__in=OPEN_DISPUTE_STATUSES).values_list(
        "rental_id", flat=True
    )
    return [f"rental:{rental_id}" for rental_id in ids]


def disputes_of(*, user: User, role: str = RentalRole.RENTER) -> QuerySet[Dispute]:
    """The disputes of the rentals `user` rented (or, `role` provider, provided), newest first."""
    return (
        Dispute.objects.filter(**{f"rental__{role}": user})
        .select_related("rental__installed_app__app", "rental__renter", "rental__provider")
        .order_by("-created_at", "-id")
    )


def dispute_for(*, user: User, dispute_id: int) -> Dispute:
    """A dispute of a rental the person rented or provided (404 for anyone else's)."""
    dispute = (
        Dispute.objects.filter(Q(rental__renter=user) | Q(rental__provider=user), pk=dispute_id)
        .select_related("rental__installed_app__app", "rental__renter", "rental__provider")
        .first()
    )
    if dispute is None:
        raise ApplicationError("not_found")
    return dispute


def rental_disputes(*, rentals: Sequence[Rental]) -> dict[int, Dispute]:
    """Each rental's latest dispute, for the rentals that have one."""
    latest: dict[int, Dispute] = {}
    for dispute in Dispute.objects.filter(rental__in=rentals).order_by("created_at", "id"):
        latest[dispute.rental_id] = dispute
    return latest
