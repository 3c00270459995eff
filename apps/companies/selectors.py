"""Reads for companies, scoped to the caller: another company's member, invitation,
application or record is simply not there (404). An archived company is gone for every
call but the records and the staff tools."""

import ipaddress
from dataclasses import dataclass
from datetime import timedelta, tzinfo
from decimal import Decimal

from django.db.models import Q, QuerySet, Sum
from django.utils import timezone

from apps.accounts.actor import Actor
from apps.accounts.choices import UserType
from apps.accounts.models import User
from apps.common.errors import ApplicationError
from apps.common.secrets import digest
from apps.devices.models import Device
from apps.devices.selectors import devices_of
from apps.installs.choices import AppStatus
from apps.installs.models import InstalledApp
from apps.installs.selectors import installed_apps_of
from apps.wallet.models import LedgerEntry
from apps.wallet.selectors import transactions_of

from .choices import ApplicationStatus, InvitationStatus, ResourceType
from .models import Allocation, Application, Company, Invitation, MemberRecord, Membership, network_of

OPEN_INVITATION = (InvitationStatus.PENDING, InvitationStatus.INVITED, InvitationStatus.WAITING)


def company_actor(company: Company) -> Actor:
    """The company acting through its owner: what owns the company's devices and apps."""
    return Actor(user=company.owner, user_type=UserType.ADMIN, company_id=company.id)


def companies_live() -> QuerySet[Company]:
    return Company.objects.filter(archived_at__isnull=True)


def company_get(*, company_id: str) -> Company:
    company = companies_live().filter(id=company_id).first()
    if company is None:
        raise ApplicationError("not_found")
    return company


def company_for_identity(sme_id: str, user: User) -> str | None:
    """The company an identity names for `user`: a live one they own or belong to (the
    Actor's resolver)."""
    found = Membership.objects.filter(company_id=sme_id, user=user, company__archived_at__isnull=True).exists()
    return sme_id if found else None


def company_network(company_id: str) -> ipaddress.IPv6Network | None:
    """The private overlay network of a company (the devices app's `register_company_network`)."""
    network_id = Company.objects.filter(id=company_id).values_list("network_id", flat=True).first()
    return network_of(network_id) if network_id else None


def membership_get(*, user: User, company_id: str) -> Membership | None:
    return (
        Membership.objects.select_related("company")
        .filter(user=user, company_id=company_id, company__archived_at__isnull=True)
        .first()
    )


def company_list(*, user: User) -> QuerySet[Membership]:
    """The person's live companies, each through their membership (with the role)."""
    return (
        Membership.objects.filter(user=user, company__archived_at__isnull=True)
        .select_related("company__owner")
        .order_by("company__name", "company_id")
    )


def company_admin_of(*, actor: Actor) -> Company:
    """The company the actor manages: its identity's company, which the actor owns."""
    if actor.company_id is None or actor.user_type != UserType.ADMIN:
        raise ApplicationError("company_admin_only")
    company = companies_live().filter(id=actor.company_id, owner=actor.user).first()
    if company is None:
        raise ApplicationError("company_admin_only")
    return company


def member_list(*, actor: Actor) -> QuerySet[Membership]:
    company = company_admin_of(actor=actor)
    return Membership.objects.filter(company=company).select_related("user")


def company_persons(*, user: User) -> QuerySet[Membership]:
    """Every live company the person owns or belongs to (the account-deletion check)."""
    return Membership.objects.filter(user=user, company__archived_at__isnull=True)


def invitation_by_token(*, raw: str) -> Invitation:
    invitation = (
        Invitation.objects.select_related("company__owner", "inviter")
        .filter(token_hash=digest(raw), company__archived_at__isnull=True)
        .first()
    )
    if invitation is None:
        raise ApplicationError("not_found")
    return invitation


def invitation_for(*, user: User, raw: str) -> Invitation:
    """The invitation a link's token names, for the signed-in holder of the link: one sent
    to another person's account is refused."""
    invitation = invitation_by_token(raw=raw)
    if invitation.invitee_id is not None and invitation.invitee_id != user.pk:
        raise ApplicationError("invitation_not_for_you")
    return invitation


def invitation_list_mine(*, user: User, status: str | None = None) -> QuerySet[Invitation]:
    """The invitations addressed to the person's account (those to an address become theirs
    once they verify it), newest first."""
    invitations = (
        Invitation.objects.filter(invitee=user, company__archived_at__isnull=True)
        .select_related("company", "inviter")
        .order_by("-created_at", "-id")
    )
    return _with_status(invitations, status, open_states=OPEN_INVITATION, expired=InvitationStatus.EXPIRED)


def invitation_mine_get(*, user: User, invitation_id: int) -> Invitation:
    invitation = invitation_list_mine(user=user).filter(id=invitation_id).first()
    if invitation is None:
        raise ApplicationError("not_found")
    return invitation


def invitation_status(invitation: Invitation) -> str:
    """The invitation's status as of now: an open one past its time reads `expired`."""
    if invitation.status in OPEN_INVITATION and invitation.expires_at <= timezone.now():
        return InvitationStatus.EXPIRED
    return invitation.status


def application_list(*, actor: Actor, status: str | None = None) -> QuerySet[Application]:
    applications = Application.objects.filter(company=company_admin_of(actor=actor)).select_related("applicant")
    return applications.filter(status=status) if status else applications


def application_list_mine(*, user: User, status: str | None = None) -> QuerySet[Application]:
    """The person's own applications, newest first."""
    applications = (
        Application.objects.filter(applicant=user, company__archived_at__isnull=True)
        .select_related("company")
        .order_by("-created_at", "-id")
    )
    return _with_status(
        applications, status, open_states=(ApplicationStatus.APPLIED,), expired=ApplicationStatus.EXPIRED
    )


def _with_status(rows: QuerySet, status: str | None, *, open_states: tuple[str, ...], expired: str) -> QuerySet:
    """Filters by the status as it reads now: an open row past its time reads `expired`."""
    if not status:
        return rows
    now = timezone.now()
    if status == expired:
        return rows.filter(Q(status=expired) | Q(status__in=open_states, expires_at__lte=now))
    if status in open_states:
        return rows.filter(status=status, expires_at__gt=now)
    return rows.filter(status=status)


def application_status(application: Application) -> str:
    if application.status == ApplicationStatus.APPLIED and application.expires_at <= timezone.now():
        return ApplicationStatus.EXPIRED
    return application.status


def unread_for(user: User) -> Q:
    """Member records `user` has not read: unread ones that someone else (or the system) made."""
    return Q(read_at__isnull=True) & (Q(actor__isnull=True) | ~Q(actor=user))


def member_records_of(*, actor: Actor) -> QuerySet[MemberRecord]:
    """The owner in the company identity reads the company's records; anyone else their own
    (in a company identity, their own in that company)."""
    records = MemberRecord.objects.select_related("company", "member", "actor")
    if actor.company_id is not None and actor.user_type == UserType.ADMIN:
        return records.filter(company=company_admin_of(actor=actor))
    records = records.filter(member=actor.user)
    return records.filter(company_id=actor.company_id) if actor.company_id is not None else records


def member_record_list(*, actor: Actor, unread: bool = False) -> QuerySet[MemberRecord]:
    records = member_records_of(actor=actor)
    return records.filter(unread_for(actor.user)) if unread else records


def member_records_unread(user: User) -> int:
    """The person's unread member records, their own and those of the companies they own
    (the notification stats' field): a record is unread for whoever did not make it."""
    return MemberRecord.objects.filter(Q(member=user) | Q(company__owner=user)).filter(unread_for(user)).count()


# ---------------------------------------------------------------------------------------
# Allocations


def allocations_live() -> QuerySet[Allocation]:
    return Allocation.objects.filter(ended_at__isnull=True)


def allocation_resource_id(allocation: Allocation) -> int:
    """The allocated device's or installed app's id (as `GET devices` and `GET apps` answer it)."""
    if allocation.resource_type == ResourceType.DEVICE:
        return int(allocation.device_id)  # type: ignore[arg-type]  # set for a device (check constraint)
    return int(allocation.installed_app_id)  # type: ignore[arg-type]  # set for an app (check constraint)


def allocation_apps(allocation: Allocation) -> list[InstalledApp]:
    """The company apps an allocation covers now: the app, or every app on the device."""
    apps = installed_apps_of(actor=company_actor(allocation.company)).exclude(status=AppStatus.NOT_INSTALL)
    field = "device_id" if allocation.resource_type == ResourceType.DEVICE else "id"
    return list(apps.filter(**{field: allocation_resource_id(allocation)}).select_related("device", "app"))


def allocations_covering(*, company: Company, member: User) -> tuple[set[int], set[int]]:
    """The ids of the apps and of the devices the member's live allocations in the company
    name: an app is covered when it or its device is among them."""
    live = allocations_live().filter(company=company, member=member).values_list("installed_app_id", "device_id")
    rows = list(live)
    return {app for app, _device in rows if app is not None}, {device for _app, device in rows if device is not None}


def member_app_ids(actor: Actor) -> set[int]:
    """The ids of the company apps allocated to a member's actor, directly or through their
    device (what installs lets a member see: `register_member_apps`)."""
    company = companies_live().filter(id=actor.company_id).first() if actor.company_id else None
    if company is None:
        return set()
    live = allocations_live().filter(company=company, member=actor.user)
    on_devices = (
        installed_apps_of(actor=company_actor(company))
        .filter(device_id__in=live.filter(device__isnull=False).values("device_id"))
        .exclude(status=AppStatus.NOT_INSTALL)
    )
    direct = live.filter(installed_app__isnull=False).values_list("installed_app_id", flat=True)
    return {*direct, *on_devices.values_list("id", flat=True)}


def allocation_list(
    *, actor: Actor, member_id: int | None = None, resource_type: str | None = None
) -> QuerySet[Allocation]:
    """The live allocations of the company the actor manages, newest first."""
    allocations = allocations_live().filter(company=company_admin_of(actor=actor))
    if member_id is not None:
        allocations = allocations.filter(member_id=member_id)
    if resource_type:
        allocations = allocations.filter(resource_type=resource_type)
    return allocations.select_related("member", "device", "installed_app__app", "installed_app__device")


@dataclass(frozen=True)
class CompanyOverview:
    company: Company
    members: list[Membership]
    devices: list[Device]
    apps: list[InstalledApp]
    allocations: list[Allocation]


def company_overview(*, id_or_name: str) -> CompanyOverview | None:
    """A company (archived ones too) with its people, devices, apps and live allocations, for
    staff tools."""
    company = (
        Company.objects.select_related("owner").filter(Q(id=id_or_name.upper()) | Q(name__iexact=id_or_name)).first()
    )
    if company is None:
        return None
    actor = company_actor(company)
    return CompanyOverview(
        company=company,
        members=list(Membership.objects.filter(company=company).select_related("user")),
        devices=list(devices_of(actor=actor).order_by("id")),
        apps=list(installed_apps_of(actor=actor).select_related("app", "device").order_by("id")),
        allocations=list(
            allocations_live()
            .filter(company=company)
            .select_related("member", "device", "installed_app__app", "installed_app__device")
            .order_by("id")
        ),
    )


@dataclass(frozen=True)
class CompanyCosts:
    """What the company's machines cost and earned its owner's wallet in a period."""

    owner: User
    spending: Decimal
    income: Decimal
    # The period's movements made for the company, newest first.
    entries: QuerySet[LedgerEntry]


def company_costs(*, actor: Actor, zone: tzinfo, days: int) -> CompanyCosts:
    """The owner's ledger movements made for their company (`company_id`) over the last `days`
    in `zone`, today included: spending and income summed, the movements themselves."""
    company = company_admin_of(actor=actor)
    first = timezone.now().astimezone(zone).date() - timedelta(days=days - 1)
    entries = transactions_of(user=company.owner, zone=zone, date_from=first, company_id=company.id)
    sums = entries.aggregate(spent=Sum("amount", filter=Q(amount__lt=0)), earned=Sum("amount", filter=Q(amount__gt=0)))
    return CompanyCosts(
        owner=company.owner,
        spending=-(sums["spent"] or Decimal(0)),
        income=sums["earned"] or Decimal(0),
        entries=entries,
    )
