"""What every section shares: joining, records and ending a person's company sessions."""

from django.db import IntegrityError, transaction

from apps.accounts.models import User
from apps.accounts.services import sessions_revoke
from apps.common.errors import ApplicationError
from apps.notifications.services import stats_changed
from apps.notifications.topics import COMPANY

from ..choices import RecordKind, Role
from ..models import Company, MemberRecord, Membership

ACCESS_ENDED = "company_access_ended"


def record_write(
    *, company: Company, member: User, kind: str, actor: User | None, resource: tuple[str, str] = ("", "")
) -> MemberRecord:
    record = MemberRecord.objects.create(
        company=company, member=member, kind=kind, actor=actor, resource_type=resource[0], resource_id=resource[1]
    )
    # The one of the two (owner, member) who did not make it has something unread.
    stats_changed(
        user_ids=[user_id for user_id in {company.owner_id, member.pk} if actor is None or user_id != actor.pk],
        topics=(COMPANY,),
    )
    return record


def member_join(*, company: Company, user: User, actor: User) -> Membership:
    try:
        with transaction.atomic():
            membership = Membership.objects.create(company=company, user=user, role=Role.MEMBER)
    except IntegrityError as exc:
        raise ApplicationError("company_already_member") from exc
    record_write(company=company, member=user, kind=RecordKind.JOIN, actor=actor)
    return membership


def access_end(*, company: Company, user: User | None = None) -> None:
    """Revokes the company-identity sessions of `user` (of everyone, when None)."""
    sessions_revoke(sme_id=company.id, user=user, reason=ACCESS_ENDED)
