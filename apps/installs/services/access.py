"""Access to an app on its device: the AI API key."""

from django.db import transaction

from apps.accounts.actor import Actor
from apps.common import secrets as sealing
from apps.common.errors import ApplicationError
from apps.devices.choices import CommandType
from apps.devices.services import command_queue

from ..choices import (
    AI_API_TYPES,
    ON_DEVICE,
    LogKind,
)
from .keys import api_key_new
from .lifecycle import MACHINE, _own, _require_online, _set_api_key


@transaction.atomic
def app_api_key_rotate(*, actor: Actor, installed_app_id: int) -> str:
    """Replaces the AI API key (the old one stops working once the agent applies the new
    one); answers the new key."""
    installed = _own(actor=actor, installed_app_id=installed_app_id)
    if installed.app.display_type not in AI_API_TYPES:
        raise ApplicationError("ai_api_not_available")
    if installed.status not in ON_DEVICE:
        raise ApplicationError("app_not_installed")
    _require_online(installed.device)  # the device must take the new key now, or the app keeps the old one
    key = api_key_new()
    _set_api_key(installed, key)
    installed.save(update_fields=["api_key_sealed", "api_key_digest", "api_key_rotated_at", "updated_at"])
    command_queue(
        device=installed.device,
        type=CommandType.CONFIGURE,
        app_id=installed.id,
        payload={"api_key": {sealing.SEALED: installed.api_key_sealed}},
    )
    MACHINE.log(installed, old=installed.status, actor=actor.user, reason="api_key_rotated", kind=LogKind.API_KEY)
    return key
