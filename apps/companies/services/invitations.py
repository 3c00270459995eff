"""Invitations: the owner asks someone by e-mail or phone; the link's holder accepts or
declines. `pending` (no account has the address) or `invited`, then `accepted`, `declined`
or `expired`; accepting from an account that has not verified the address is `waiting`."""

import secrets
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from apps.accounts.actor import Actor
from apps.accounts.models import User
from apps.accounts.selectors import normalize_phone, user_by_account
from apps.accounts.services import email_proved
from apps.accounts.services.delivery import email_send, sms_send
from apps.common.errors import ApplicationError, field_error
from apps.common.secrets import digest
from apps.common.site import site_url
from apps.common.statemachine import StateMachine
from apps.notifications.services import notify
from apps.notifications.topics import COMPANY

from ..choices import AddressKind, InvitationStatus
from ..models import Invitation, InvitationLog, Membership
from ..notification_kinds import COMPANY_INVITATION
from ..selectors import OPEN_INVITATION, company_admin_of, invitation_for, invitation_mine_get, invitation_status
from .common import member_join

S = InvitationStatus
INVITATIONS: StateMachine[Invitation] = StateMachine(
    model=Invitation,
    table={
        S.PENDING: frozenset({S.INVITED, S.WAITING, S.ACCEPTED, S.DECLINED, S.EXPIRED}),
        S.INVITED: frozenset({S.WAITING, S.ACCEPTED, S.DECLINED, S.EXPIRED}),
        S.WAITING: frozenset({S.ACCEPTED, S.DECLINED, S.EXPIRED}),
        S.ACCEPTED: frozenset(),
        S.DECLINED: frozenset(),
        S.EXPIRED: frozenset(),
    },
    log_model=InvitationLog,
    subject_field="invitation",
)


def _address(account: str) -> tuple[str, str]:
    account = account.strip()
    if "@" in account:
        return account.lower(), AddressKind.EMAIL
    phone = normalize_phone(account)
    if phone is None:
        raise field_error("account", _("Enter an e-mail address or a phone number."))
    return phone, AddressKind.PHONE


@transaction.atomic
def invitation_create(*, actor: Actor, account: str) -> Invitation | None:
    """Invites the address `account` (e-mail or phone) to the actor's company: a link by
    e-mail or SMS. The caller learns nothing of the address: someone who already belongs
    gets nothing, and the answer is the same."""
    company = company_admin_of(actor=actor)
    address, kind = _address(account)
    invitee = user_by_account(address)
    if invitee is not None and Membership.objects.filter(company=company, user=invitee).exists():
        return None
    raw = secrets.token_urlsafe(32)
    now = timezone.now()
    invitation = Invitation.objects.create(
        company=company,
        inviter=actor.user,
        address=address,
        address_kind=kind,
        invitee=invitee,
        token_hash=digest(raw),
        status=S.INVITED if invitee is not None else S.PENDING,
        created_at=now,
        expires_at=now + timedelta(days=settings.COMPANY_INVITATION_DAYS),
    )
    INVITATIONS.log(invitation, old="", actor=actor.user)
    link = site_url(f"/iam/v1/sme/join?token={raw}")
    params = {"company": company.name, "name": actor.user.name}
    if kind == AddressKind.EMAIL:
        email_send(
            to=address,
            subject=_("You are invited to join %(company)s") % params,
            template="emails/company_invitation.txt",
            context={**params, "link": link, "days": settings.COMPANY_INVITATION_DAYS},
        )
    else:
        sms_send(
            phone=address,
            text=_("%(name)s invites you to join %(company)s on Z Compute: %(link)s")
            % {
                **params,
                "link": link,
            },
        )
    if invitee is not None:
        notify(recipients=[invitee], kind=COMPANY_INVITATION, params=params, topics=(COMPANY,))
    return invitation


def _holds_address(user: User, invitation: Invitation) -> bool:
    if invitation.address_kind == AddressKind.EMAIL:
        return bool(user.email_verified and (user.email or "").lower() == invitation.address)
    return user.phone_number == invitation.address


@transaction.atomic
def invitation_answer(*, user: User, raw: str, accept: bool) -> Invitation:
    """The signed-in holder of the link answers. Accepting an open invitation e-mailed to the
    person's own unverified address proves it (the link reached that mailbox): the address is
    verified, and the person joins (DECISIONS 2)."""
    invitation = invitation_for(user=user, raw=raw)
    if (
        accept
        and invitation.address_kind == AddressKind.EMAIL
        and invitation_status(invitation) in OPEN_INVITATION
        and email_proved(user=user, email=invitation.address)
    ):
        # Verifying accepts what waited for the address (`invitations_complete`), maybe this one.
        invitation.refresh_from_db()
        if invitation.status == S.ACCEPTED:
            return invitation
    return _answer(invitation, user=user, accept=accept)


@transaction.atomic
def invitation_answer_mine(*, user: User, invitation_id: int, accept: bool) -> Invitation:
    """The person answers an invitation addressed to their account, without the link."""
    return _answer(invitation_mine_get(user=user, invitation_id=invitation_id), user=user, accept=accept)


def _answer(invitation: Invitation, *, user: User, accept: bool) -> Invitation:
    """Accepting joins the company, or waits (`waiting`) while the person's account has not
    verified the invited address."""
    if invitation_status(invitation) == S.EXPIRED:
        raise ApplicationError("transition_not_allowed", data={"status": S.EXPIRED, "allowed": []})
    now = timezone.now()
    if not accept:
        return INVITATIONS.move(invitation, to=S.DECLINED, actor=user, changes={"decided_at": now, "invitee": user})
    if not _holds_address(user, invitation):
        return INVITATIONS.move(invitation, to=S.WAITING, actor=user, changes={"invitee": user})
    INVITATIONS.check(invitation, S.ACCEPTED)
    if Membership.objects.filter(company=invitation.company, user=user).exists():
        raise ApplicationError("company_already_member")
    moved = INVITATIONS.move(invitation, to=S.ACCEPTED, actor=user, changes={"decided_at": now, "invitee": user})
    member_join(company=invitation.company, user=user, actor=user)
    return moved


@transaction.atomic
def invitations_complete(*, user: User) -> None:
    """After `user` verified an address: the `pending` invitations sent to it before they had
    an account become theirs (`invited`), and their `waiting` ones to it are accepted (those
    to a company they joined meanwhile stay as they are)."""
    live = Invitation.objects.select_related("company", "inviter").filter(
        company__archived_at__isnull=True, expires_at__gt=timezone.now()
    )
    for invitation in live.filter(invitee__isnull=True, status=S.PENDING):
        if _holds_address(user, invitation):
            INVITATIONS.move(invitation, to=S.INVITED, actor=user, reason="address verified", changes={"invitee": user})
            params = {"company": invitation.company.name, "name": invitation.inviter.name}
            notify(recipients=[user], kind=COMPANY_INVITATION, params=params, topics=(COMPANY,))
    for invitation in live.filter(invitee=user, status=S.WAITING):
        if (
            _holds_address(user, invitation)
            and not Membership.objects.filter(company=invitation.company, user=user).exists()
        ):
            INVITATIONS.move(
                invitation, to=S.ACCEPTED, actor=user, reason="address verified", changes={"decided_at": timezone.now()}
            )
            member_join(company=invitation.company, user=user, actor=user)


def invitations_expire() -> int:
    """Moves every open invitation past its time to `expired` (beat), one transaction each."""
    late = Invitation.objects.filter(status__in=OPEN_INVITATION, expires_at__lte=timezone.now())
    late_ids = list(late.values_list("id", flat=True))
    for invitation_id in late_ids:
        invitation_expire(invitation_id=invitation_id)
    return len(late_ids)


@transaction.atomic
def invitation_expire(*, invitation_id: int, by: User | None = None) -> Invitation:
    """Ends an open invitation now (staff, or its time ran out)."""
    return INVITATIONS.move(
        invitation_id, to=S.EXPIRED, actor=by, reason="expired", changes={"decided_at": timezone.now()}
    )
