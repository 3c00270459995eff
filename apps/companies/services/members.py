"""Removing a member, leaving, and reading member records."""

from django.db import transaction
from django.utils import timezone

from apps.accounts.actor import Actor
from apps.accounts.models import AuthSession
from apps.accounts.services import ClientInfo, SessionTokens, session_open
from apps.common.errors import ApplicationError
from apps.notifications.services import notify, stats_changed
from apps.notifications.topics import COMPANY

from ..choices import RecordKind, Role
from ..models import Membership
from ..notification_kinds import COMPANY_REMOVED
from ..selectors import company_admin_of, member_records_of, membership_get, unread_for
from .common import access_end, record_write


@transaction.atomic
def member_remove(*, actor: Actor, user_id: int) -> None:
    """The owner removes a member: their company sessions end, they are told."""
    company = company_admin_of(actor=actor)
    membership = (
        Membership.objects.select_related("user").filter(company=company, user_id=user_id, role=Role.MEMBER).first()
    )
    if membership is None:
        raise ApplicationError("not_found")
    membership.delete()
    record_write(company=company, member=membership.user, kind=RecordKind.REMOVAL, actor=actor.user)
    access_end(company=company, user=membership.user)
    notify(recipients=[membership.user], kind=COMPANY_REMOVED, params={"company": company.name}, topics=(COMPANY,))


@transaction.atomic
def member_leave(*, session: AuthSession, company_id: str, client: ClientInfo) -> SessionTokens | None:
    """The session's person leaves a company they are a member of (the owner cannot: they
    hand it over or delete it); their company sessions end. Answers personal tokens when the
    calling session was one of them."""
    user = session.user
    membership = membership_get(user=user, company_id=company_id)
    if membership is None:
        raise ApplicationError("not_found")
    if membership.role == Role.OWNER:
        raise ApplicationError("company_owner_cannot_leave")
    membership.delete()
    record_write(company=membership.company, member=user, kind=RecordKind.LEAVE, actor=user)
    access_end(company=membership.company, user=user)
    return session_open(user=user, client=client) if session.sme_id == company_id else None


@transaction.atomic
def member_records_read(*, actor: Actor) -> int:
    """Marks every record the actor reads (`member_records_of`) as read; answers how many."""
    count = member_records_of(actor=actor).filter(unread_for(actor.user)).update(read_at=timezone.now())
    if count:
        stats_changed(user_ids=[actor.user.pk], topics=(COMPANY,))
    return count
