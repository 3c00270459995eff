"""Other people's own access to an app (`AppAccessGrant`): a company member's now, a renter's
later. A grant and a revoke take effect on the server at once; the box learns of them through
a CONFIGURE command whose payload is `{"access": {"grant": {username, ssh_public_key,
api_key?}}}` or `{"access": {"revoke": {username}}}` (the API key travels sealed)."""

from django.db import transaction
from django.utils import timezone

from apps.accounts.models import User
from apps.common import secrets as sealing
from apps.common.errors import ApplicationError
from apps.devices.choices import CommandType
from apps.devices.services import command_queue

from ..choices import AppStatus
from ..hooks import app_removed
from ..models import AppAccessGrant, InstalledApp
from .keys import api_key_new, ssh_keypair, takes_api_keys


def _configure(installed: InstalledApp, access: dict[str, object]) -> None:
    command_queue(device=installed.device, type=CommandType.CONFIGURE, app_id=installed.id, payload={"access": access})


def _live(*, installed_app: InstalledApp, holder: User, purpose: str) -> AppAccessGrant | None:
    return (
        AppAccessGrant.objects.select_for_update()
        .filter(installed_app=installed_app, holder=holder, purpose=purpose, revoked_at__isnull=True)
        .first()
    )


@transaction.atomic
def app_access_grant(*, installed_app: InstalledApp, holder: User, purpose: str) -> AppAccessGrant:
    """`holder`'s own access to the app for `purpose`: the live grant if there is one, else a
    new one (an SSH user `<purpose>-<holder id>` with its own key pair, and an API key for
    AI apps and apps behind the box's gateway) queued to the box. 409 `app_not_installed` for
    an app no longer on its device."""
    installed = (
        InstalledApp.objects.select_for_update(of=("self",)).select_related("app", "device").get(pk=installed_app.pk)
    )
    if installed.status == AppStatus.NOT_INSTALL:
        raise ApplicationError("app_not_installed")
    grant = _live(installed_app=installed, holder=holder, purpose=purpose)
    if grant is not None:
        return grant
    private_key, public_key = ssh_keypair()
    grant = AppAccessGrant(
        installed_app=installed,
        holder=holder,
        purpose=purpose,
        ssh_username=f"{purpose}-{holder.pk}",
        ssh_public_key=public_key,
        ssh_private_key_sealed=sealing.encrypt(private_key),
    )
    access: dict[str, object] = {"username": grant.ssh_username, "ssh_public_key": public_key}
    if takes_api_keys(installed):
        key = api_key_new()
        grant.api_key_sealed = sealing.encrypt(key)
        grant.api_key_digest = sealing.digest(key)
        access["api_key"] = {sealing.SEALED: grant.api_key_sealed}
    grant.save()
    _configure(installed, {"grant": access})
    return grant


def _revoke(grant: AppAccessGrant, installed: InstalledApp) -> None:
    grant.revoked_at = timezone.now()
    grant.save(update_fields=["revoked_at"])
    if installed.status != AppStatus.NOT_INSTALL:  # an app gone from its box takes its users with it
        _configure(installed, {"revoke": {"username": grant.ssh_username}})


@transaction.atomic
def app_access_revoke(*, installed_app: InstalledApp, holder: User, purpose: str) -> bool:
    """Ends `holder`'s access for `purpose` now (their key is refused at once) and queues its
    removal on the box; answers whether there was a live grant."""
    installed = InstalledApp.objects.select_for_update(of=("self",)).select_related("device").get(pk=installed_app.pk)
    grant = _live(installed_app=installed, holder=holder, purpose=purpose)
    if grant is None:
        return False
    _revoke(grant, installed)
    return True


def access_grants_held(installed: InstalledApp) -> dict[str, list[str]]:
    """What the box holds for the app's live grants: their SSH users and API key digests."""
    live = AppAccessGrant.objects.filter(installed_app=installed, revoked_at__isnull=True).order_by("id")
    rows = list(live.values_list("ssh_username", "api_key_digest"))
    return {
        "ssh_users": [user for user, _digest in rows],
        "api_key_digests": [digest for _user, digest in rows if digest],
    }


def access_grants_end(installed: InstalledApp) -> None:
    """The app left its device: every grant on it ends, and the features built on installs
    hear of it (`hooks.app_removed`)."""
    for grant in AppAccessGrant.objects.select_for_update().filter(installed_app=installed, revoked_at__isnull=True):
        _revoke(grant, installed)
    app_removed.fire(installed_app=installed)
