"""Creating, renaming, archiving and handing over a company, and switching identity."""

import secrets

from django.core.files.uploadedfile import UploadedFile
from django.db import transaction
from django.utils import timezone

from apps.accounts.actor import Actor
from apps.accounts.choices import PERSONAL_IDENTITY, UserType
from apps.accounts.models import AuthSession, User
from apps.accounts.selectors import user_by_account
from apps.accounts.services import ClientInfo, SessionTokens, session_open, session_switch, users_lock
from apps.common.errors import ApplicationError
from apps.common.images import image_upload_reencoded
from apps.devices.selectors import devices_of
from apps.devices.services import devices_payer_set
from apps.installs.services import installed_apps_payer_set
from apps.notifications.services import notifications_recipient_set

from ..choices import Role
from ..models import Company, Membership
from ..selectors import company_actor, company_admin_of, membership_get
from .common import access_end

ICON_MAX_BYTES = 3 * 1024 * 1024
ICON_SIZE = 512


def _icon_set(company: Company, upload: UploadedFile) -> None:
    stored = image_upload_reencoded(upload=upload, field="icon", max_bytes=ICON_MAX_BYTES, side=ICON_SIZE)
    old = company.icon.name if company.icon else None
    company.icon.save(f"{company.pk}-{secrets.token_hex(6)}.webp", stored, save=False)
    if old:
        storage = company.icon.storage
        transaction.on_commit(lambda: storage.delete(old))


@transaction.atomic
def company_create(*, user: User, name: str, icon: UploadedFile | None = None) -> Company:
    """A new company owned by `user` (who is its first membership, as owner)."""
    company = Company(name=name.strip(), owner=user)
    if icon is not None:
        _icon_set(company, icon)
    company.save()
    Membership.objects.create(company=company, user=user, role=Role.OWNER)
    return company


@transaction.atomic
def company_update(*, actor: Actor, name: str | None = None, icon: UploadedFile | None = None) -> Company:
    company = company_admin_of(actor=actor)
    if name is not None:
        company.name = name.strip()
    if icon is not None:
        _icon_set(company, icon)
    company.save(update_fields=["name", "icon"])
    return company


def _blockers(company: Company) -> list[dict[str, str]]:
    """What keeps the company from being deleted: its devices (which carry its apps)."""
    return [
        {"type": "device", "id": device_id, "name": name}
        for device_id, name in devices_of(actor=company_actor(company)).values_list("device_id", "name")
    ]


@transaction.atomic
def company_archive(*, actor: Actor, client: ClientInfo) -> SessionTokens:
    """Deletes the company the actor manages: refused while devices are bound to it or apps
    installed for it (409 `company_not_empty`, `data.blockers`). The row stays, archived,
    for history; everyone's company sessions end, and the caller gets personal tokens."""
    company = company_admin_of(actor=actor)
    company = Company.objects.select_for_update().get(pk=company.pk)
    blockers = _blockers(company)
    if blockers:
        raise ApplicationError("company_not_empty", data={"blockers": blockers})
    company.archived_at = timezone.now()
    company.save(update_fields=["archived_at"])
    access_end(company=company, actor=actor.user)
    return session_open(user=actor.user, client=client)


@transaction.atomic
def company_transfer(*, company_id: str, account: str) -> Company:
    """Hands the company over to one of its members (named by e-mail, phone or name): they
    become its owner and the person of its devices and apps; the old owner stays a member.
    Both lose their company sessions, whose user type no longer fits."""
    company = Company.objects.select_for_update().filter(id=company_id, archived_at__isnull=True).first()
    if company is None:
        raise ApplicationError("not_found")
    person = user_by_account(account.strip())
    new = membership_get(user=person, company_id=company.id) if person is not None else None
    if new is None:
        raise ApplicationError("company_not_member")
    target, old_owner = new.user, company.owner
    if target.pk == old_owner.pk:
        return company
    users_lock(user_ids=[old_owner.pk, target.pk])
    devices_payer_set(actor=company_actor(company), user=target)
    installed_apps_payer_set(actor=company_actor(company), user=target)
    Membership.objects.filter(company=company, user=old_owner).update(role=Role.MEMBER)
    Membership.objects.filter(pk=new.pk).update(role=Role.OWNER)
    company.owner = target
    company.save(update_fields=["owner"])
    notifications_recipient_set(company_id=company.id, user=target)
    access_end(company=company, user=old_owner)
    access_end(company=company, user=target)
    return company


@transaction.atomic
def identity_switch(*, session: AuthSession, sme_id: str, client: ClientInfo) -> SessionTokens:
    """New tokens for the session's person acting as `sme_id`: a company they own (`admin`)
    or belong to (`member`), or `user` (personal). The old session ends."""
    user = session.user
    if sme_id == PERSONAL_IDENTITY:
        user_type = UserType.USER
    else:
        membership = membership_get(user=user, company_id=sme_id)
        if membership is None:
            raise ApplicationError("company_not_member")
        user_type = UserType.ADMIN if membership.role == Role.OWNER else UserType.MEMBER
    return session_switch(session=session, user_type=user_type, sme_id=sme_id, client=client)
