"""What every section shares: joining, records, members' access to allocated apps, and
ending a person's access to a company."""

from collections.abc import Iterable

from django.db import IntegrityError, transaction
from django.db.models import QuerySet
from django.utils import timezone

from apps.accounts.models import User
from apps.accounts.services import sessions_revoke
from apps.common.errors import ApplicationError
from apps.installs.choices import AccessPurpose
from apps.installs.models import InstalledApp
from apps.installs.selectors import apps_granted
from apps.installs.services import app_access_grant, app_access_revoke
from apps.notifications.services import stats_changed
from apps.notifications.topics import COMPANY

from ..choices import RecordKind, Role
from ..models import Allocation, Company, MemberRecord, Membership
from ..selectors import allocation_resource_id, allocations_covering

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


def access_sync(*, company: Company, member: User, apps: Iterable[InstalledApp]) -> None:
    """Gives the member their own access to each of `apps` that one of their live
    allocations covers, and takes it back from the others."""
    app_ids, device_ids = allocations_covering(company=company, member=member)
    for installed in apps:
        if installed.id in app_ids or installed.device_id in device_ids:
            app_access_grant(installed_app=installed, holder=member, purpose=AccessPurpose.MEMBER)
        else:
            app_access_revoke(installed_app=installed, holder=member, purpose=AccessPurpose.MEMBER)


def allocations_end(allocations: QuerySet[Allocation], *, actor: User | None) -> None:
    """Ends the live ones among `allocations` (a de-allocation record each) and the members'
    own access to the company's apps that nothing allocated to them covers any more."""
    ended = list(
        allocations.filter(ended_at__isnull=True)
        .select_for_update(of=("self",))
        .select_related("company", "member", "installed_app")
    )
    for allocation in ended:
        allocation.ended_at = timezone.now()
        allocation.save(update_fields=["ended_at"])
        resource = (allocation.resource_type, str(allocation_resource_id(allocation)))
        record_write(
            company=allocation.company,
            member=allocation.member,
            kind=RecordKind.DEALLOCATION,
            actor=actor,
            resource=resource,
        )
    for company, member in {(allocation.company, allocation.member) for allocation in ended}:
        held = apps_granted(holder=member, purpose=AccessPurpose.MEMBER).filter(owner_company_id=company.id)
        access_sync(company=company, member=member, apps=held.select_related("device"))


def access_end(*, company: Company, user: User | None = None, actor: User | None = None) -> None:
    """Ends the access of `user` (of everyone, when None) to the company: their allocations,
    and so their own access to its apps, and their company-identity sessions."""
    people = {"member": user} if user is not None else {}
    allocations_end(Allocation.objects.filter(company=company, **people), actor=actor)
    sessions_revoke(sme_id=company.id, user=user, reason=ACCESS_ENDED)
