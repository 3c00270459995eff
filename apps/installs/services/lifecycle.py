"""An installed app's life: its state machine, the install, the actions and their
results and what agents report of their apps (support's fixes are in `support`)."""

from typing import Any

from django.db import transaction
from django.utils import timezone, translation
from django.utils.translation import gettext as _

from apps.accounts.actor import Actor
from apps.accounts.models import User
from apps.common import secrets as sealing
from apps.common.crash import crash_point
from apps.common.errors import ApplicationError, field_error
from apps.common.statemachine import StateMachine
from apps.devices.choices import CommandStatus, DeviceStatus
from apps.devices.models import AgentCommand, Device
from apps.devices.selectors import app_commands_open, devices_of
from apps.devices.services import command_progress, command_queue
from apps.notifications.services import notify
from apps.store.choices import AppDisplayType
from apps.store.config_schema import config_validate
from apps.store.models import App
from apps.store.selectors import app_published

from ..choices import (
    AppAction,
    AppStatus,
    SharingMode,
    SpaceStatus,
)
from ..hooks import app_installed
from ..models import InstalledApp, InstalledAppLog, LiteSpace
from ..notification_kinds import APP_FAILED, APP_INSTALLED
from ..reasons import action_label
from ..selectors import (
    installed_apps_of,
    lite_space_used_bytes,
    requirement_shortfalls,
    shortfall_text,
)
from ..transitions import ACTIONS, INSTALL, SUB_STATUSES, TRANSITIONS, action_permitted, allowed_actions
from .grants import access_grants_end, access_grants_held
from .keys import api_key_new, ssh_keypair, takes_api_keys

S = AppStatus

# Actions that need the lite-app space running.
NEEDS_SPACE = frozenset({AppAction.START, AppAction.RESTART, AppAction.RESUME})
LITE_SPACE_DEFAULT_BYTES = 64 * 1024**3


def _autopilot_rentable(installed: InstalledApp) -> bool:
    return installed.status == S.RUNNING and installed.device.status == DeviceStatus.ONLINE


def _on_move(installed: InstalledApp, old_status: str) -> list[str]:
    """What follows a move: the install time, and the rentable flag under autopilot
    (rentable only while running on an online device); an uninstalled app is no longer
    rentable."""
    if installed.status == S.INSTALLED and installed.installed_at is None:
        installed.installed_at = timezone.now()
    if installed.status == S.NOT_INSTALL:
        installed.rentable = False
        access_grants_end(installed)
    elif installed.sharing_mode == SharingMode.AUTOPILOT:
        installed.rentable = _autopilot_rentable(installed)
    return ["installed_at", "rentable"]


# Listings, rentals and orders follow every move inside its transaction. Followers:
# docs/flows.md, `manage.py followers`.
MACHINE: StateMachine[InstalledApp] = StateMachine(
    model=InstalledApp,
    table=TRANSITIONS,
    log_model=InstalledAppLog,
    subject_field="installed_app",
    allowed_for=allowed_actions,
    lock=lambda: InstalledApp.objects.select_related("device"),
    on_move=_on_move,
    sub_statuses=SUB_STATUSES,
)


def app_transition(
    *,
    installed_app_id: int,
    to_status: str,
    actor: User | None = None,
    reason: str = "",
    reason_params: dict[str, Any] | None = None,
) -> InstalledApp:
    """The one way an installed app changes status (409 `transition_not_allowed` with
    `data: {status, allowed}`, the actions allowed now)."""
    return MACHINE.move(installed_app_id, to=to_status, actor=actor, reason=reason, reason_params=reason_params)


def _own(*, actor: Actor, installed_app_id: int) -> InstalledApp:
    installed = (
        installed_apps_of(actor=actor)
        .select_for_update(of=("self",))
        .select_related("device", "app", "lite_space")
        .filter(id=installed_app_id)
        .first()
    )
    if installed is None:
        raise ApplicationError("not_found")
    return installed


def _require_online(device: Device) -> None:
    if device.status != DeviceStatus.ONLINE:
        raise ApplicationError("device_offline", data={"device_status": device.status})


def app_move_start(installed: InstalledApp, *, action: str, actor: User | None, reason: str) -> InstalledApp:
    """Moves the app into the action's transitional status and queues the agent's command."""
    from_status = installed.status
    installed = app_transition(
        installed_app_id=installed.id,
        to_status=ACTIONS[action].moving,
        actor=actor,
        reason=reason,
        reason_params={"action": action},
    )
    command_queue(
        device=installed.device,
        type=action,
        app_id=installed.id,
        payload=_payload(installed, action),
        from_status=from_status,
    )
    return installed


def _payload(installed: InstalledApp, action: str) -> dict[str, Any]:
    """What the agent needs for the command; secrets travel sealed and are opened only in
    the agent's authenticated heartbeat answer."""
    if action != INSTALL:
        return {}
    payload: dict[str, Any] = {
        "app": installed.app.slug,
        "version": installed.version,
        "config": installed.config,
        "ssh_public_key": installed.ssh_public_key,
        "runtime": installed.runtime,
    }
    if installed.api_key_sealed:
        payload["api_key"] = {sealing.SEALED: installed.api_key_sealed}
    return payload


# ---------------------------------------------------------------------------------------
# Install


def _sealed_config(app: App, config: dict[str, Any]) -> dict[str, Any]:
    """The install form's values with its password fields sealed."""
    properties = app.config_schema.get("properties", {})
    return {
        name: sealing.seal(str(value)) if properties.get(name, {}).get("format") == "password" else value
        for name, value in config.items()
    }


def _lite_space_for(device: Device, app: App) -> LiteSpace:
    """The device's lite-app space (made on first use), checked to be running and to have
    room for the app."""
    space = LiteSpace.objects.select_for_update().filter(device=device).first()
    if space is None:
        space = LiteSpace.objects.create(device=device, disk_bytes=min(LITE_SPACE_DEFAULT_BYTES, device.disk_bytes))
    if space.status != SpaceStatus.RUNNING:
        raise ApplicationError("lite_space_stopped")
    free = space.disk_bytes - lite_space_used_bytes(space=space)
    if app.min_disk_bytes > free:
        raise ApplicationError("lite_space_full", data={"free_bytes": max(free, 0), "needed_bytes": app.min_disk_bytes})
    return space


@transaction.atomic
def app_install(
    *, actor: Actor, device_id: int, app_id: int, config: Any, start_after_install: bool = True
) -> InstalledApp:
    """Installs a published app on one of the actor's devices: the device must be online,
    meet the app's minimum resources (409 `requirements_not_met` names each shortfall) and
    not have the app already; `config` is checked against the app's schema. The app starts
    `installing` with an SSH key pair (and, for AI apps, an API key) made for it."""
    device = devices_of(actor=actor).select_for_update().filter(id=device_id).first()
    if device is None:
        raise field_error("device_id", _("Choose one of your devices."))
    app = app_published(app_id=app_id)
    if app is None:
        raise field_error("app_id", _("This app is not in the store."))
    cleaned = config_validate(schema=app.config_schema, config=config)
    _require_online(device)
    shortfalls = requirement_shortfalls(device=device, app=app)
    if shortfalls:
        raise ApplicationError(
            "requirements_not_met",
            message=_("This device does not meet the app's minimum resources: %(list)s.")
            % {"list": "; ".join(shortfall_text(item) for item in shortfalls)},
            data={"missing": shortfalls},
        )
    if InstalledApp.objects.filter(device=device, app=app).exclude(status=S.NOT_INSTALL).exists():
        raise ApplicationError("app_already_installed")
    lite_space = _lite_space_for(device, app) if app.display_type == AppDisplayType.LITE_APP else None
    latest = next((version for version in app.versions.all() if version.is_latest), None)
    private_key, public_key = ssh_keypair()
    installed = InstalledApp(
        **actor.owner_fields(),
        device=device,
        app=app,
        version=latest.version if latest else "",
        runtime=latest.runtime if latest else {},
        config=_sealed_config(app, cleaned),
        start_after_install=start_after_install,
        lite_space=lite_space,
        ssh_public_key=public_key,
        ssh_private_key_sealed=sealing.encrypt(private_key),
    )
    if takes_api_keys(installed):
        _set_api_key(installed, api_key_new())
    installed.save()
    MACHINE.log(installed, old="", actor=actor.user, reason="created")
    installed = app_move_start(installed, action=INSTALL, actor=actor.user, reason="install")
    app_installed.fire(installed_app=installed)
    return installed


def _set_api_key(installed: InstalledApp, key: str) -> None:
    installed.api_key_sealed = sealing.encrypt(key)
    installed.api_key_digest = sealing.digest(key)
    installed.api_key_rotated_at = timezone.now()


# ---------------------------------------------------------------------------------------
# Actions and their results


@transaction.atomic
def app_act(*, actor: Actor, installed_app_id: int, action: str) -> InstalledApp:
    """Starts, stops, restarts, suspends, resumes, snapshots or uninstalls the app (a company
    member only starts or stops the apps allocated to them, else 403 `member_not_allowed`): refused
    (409) when its device is offline, when a lite app's space is powered off, or when the
    status does not allow it."""
    if not action_permitted(actor=actor, action=action):
        raise ApplicationError("member_not_allowed")
    installed = _own(actor=actor, installed_app_id=installed_app_id)
    return app_action_run(installed, action=action, actor=actor.user, reason="action")


def app_action_run(installed: InstalledApp, *, action: str, actor: User | None, reason: str) -> InstalledApp:
    """An action on a locked app, by its owner or by support: refused (409) as `app_act` says."""
    if action not in allowed_actions(installed):
        raise MACHINE.refusal(installed)
    _require_online(installed.device)
    space = installed.lite_space
    if action in NEEDS_SPACE and space is not None and space.status != SpaceStatus.RUNNING:
        raise ApplicationError("lite_space_stopped")
    return app_move_start(installed, action=action, actor=actor, reason=reason)


def _result_status(installed: InstalledApp, command: AgentCommand, *, succeeded: bool) -> str:
    move = ACTIONS[command.type]
    target = move.done if succeeded else move.failed
    if target is None:
        target = command.from_status
    if not MACHINE.can(installed, target):
        target = S.FAILED if MACHINE.can(installed, S.FAILED) else move.failed or command.from_status
    return target


def on_app_command_finished(*, command: AgentCommand, succeeded: bool, detail: str, code: str) -> None:
    """An app command finished (the agent's result, the cloud provider's, or expiry): the
    app leaves the transitional status, if it is still in it. A finished install starts the
    app when asked to (and its device is online and, for a lite app, its space powered on);
    the owner hears of finished installs and failures."""
    if command.type not in ACTIONS or command.app_id is None:
        return
    installed = (
        InstalledApp.objects.select_for_update(of=("self",))
        .select_related("device", "app")
        .filter(id=command.app_id)
        .first()
    )
    if installed is None or MACHINE.main_status(installed.status) != ACTIONS[command.type].moving:
        return
    expired = command.status == CommandStatus.EXPIRED
    target = _result_status(installed, command, succeeded=succeeded)
    if succeeded:
        reason, params = "command_done", {"action": command.type}
    else:
        reason = "command_expired" if expired else "command_failed"
        params = {"action": command.type, "code": code, "detail": detail[:200]}
    installed = app_transition(installed_app_id=installed.id, to_status=target, reason=reason, reason_params=params)
    crash_point("app_command_finished")
    owner = installed.device.owner_user
    if succeeded and command.type == INSTALL:
        if owner is not None:
            _tell(owner, installed, APP_INSTALLED)
        space = installed.lite_space
        space_running = space is None or space.status == SpaceStatus.RUNNING
        if installed.start_after_install and installed.device.status == DeviceStatus.ONLINE and space_running:
            app_move_start(installed, action=AppAction.START, actor=None, reason="start_after_install")
    elif not succeeded and owner is not None:
        _tell(owner, installed, APP_FAILED, action=command.type)


def _tell(owner: User, installed: InstalledApp, kind: str, action: str = "") -> None:
    params = {"app_en": installed.app.name_en, "app_zh": installed.app.name_zh, "device": installed.device.name}
    for language, code in (("en", "en"), ("zh", "zh-hans")):
        with translation.override(code):
            params[f"action_{language}"] = action_label(action) if action else ""
    link = f"/devices/apps/{installed.id}"
    notify(recipients=[owner], kind=kind, params=params, link=link, company_id=installed.owner_company_id)


# What an agent may report of an app in its heartbeat.
REPORTABLE = frozenset({S.RUNNING, S.STOPPED, S.SUSPENDED, S.FAILED})


def _is_progress(installed: InstalledApp, command: AgentCommand, status: str) -> bool:
    """Whether `status` is the app's sub-status (or its status back) in the move that
    `command`, its command under way, made."""
    move = ACTIONS.get(command.type)
    return (
        move is not None
        and MACHINE.main_status(installed.status) == move.moving
        and status in MACHINE.phases(installed.status)
    )


def on_app_command_progress(*, command: AgentCommand, status: str) -> None:
    """The agent reported a sub-status for an app's command under way: the app takes it;
    anything outside the command's move is refused (409 `transition_not_allowed`)."""
    installed = (
        InstalledApp.objects.select_for_update(of=("self",)).filter(id=command.app_id).first()
        if command.app_id is not None
        else None
    )
    if installed is None:
        raise ApplicationError("not_found")
    if not _is_progress(installed, command, status):
        raise MACHINE.refusal(installed)
    if status != installed.status:
        app_transition(
            installed_app_id=installed.id, to_status=status, reason="progress", reason_params={"action": command.type}
        )


def on_apps_reported(*, device: Device, apps: list[dict[str, Any]]) -> dict[int, str]:
    """What a box says of its apps: a settled status is taken when the table allows it and
    no command for the app is under way (logged as reported; others' apps are ignored);
    during a command a sub-status counts as its progress (`devices.services.command_progress`;
    the transitional status alone changes nothing). Answers the apps on the device as the
    server holds them now, by id with their status."""
    reported = {
        item["id"]: item["status"]
        for item in apps
        if item.get("status") in REPORTABLE or MACHINE.phases(item.get("status", ""))
    }
    if reported:
        _take_reports(device, reported)
    return dict(InstalledApp.objects.filter(device=device).exclude(status=S.NOT_INSTALL).values_list("id", "status"))


def _take_reports(device: Device, reported: dict[int, str]) -> None:
    under_way = app_commands_open(device=device, app_ids=reported)
    for installed in InstalledApp.objects.filter(device=device, id__in=reported).exclude(status=S.NOT_INSTALL):
        status, command = reported[installed.id], under_way.get(installed.id)
        if command is None:
            if status in REPORTABLE and status != installed.status and MACHINE.can(installed, status):
                app_transition(installed_app_id=installed.id, to_status=status, reason="reported")
        elif MACHINE.is_progress(installed.status, status) and _is_progress(installed, command, status):
            command_progress(device=device, command_id=command.id, status=status)


def on_device_released(*, device: Device) -> dict[str, list[Any]]:
    """A device lost its owner: its apps and lite-app space are gone with it (the apps' rows
    stay with their owner, logged; open commands were cancelled). Answers what the box holds
    of them for its `release` command: the app ids, and the SSH users and API key digests of
    the apps and their access grants."""
    held: dict[str, list[Any]] = {"app_ids": [], "ssh_users": [], "api_key_digests": []}
    for installed in InstalledApp.objects.select_for_update().filter(device=device).exclude(status=S.NOT_INSTALL):
        held["app_ids"].append(installed.id)
        held["api_key_digests"] += [installed.api_key_digest] if installed.api_key_digest else []
        for key, values in access_grants_held(installed).items():
            held[key] += values
        old_status = installed.status
        installed.status = S.NOT_INSTALL
        installed.rentable = False
        installed.save(update_fields=["status", "rentable", "updated_at"])
        MACHINE.log(installed, old=old_status, reason="device_released")
        access_grants_end(installed)
    InstalledApp.objects.filter(device=device).update(lite_space=None)
    LiteSpace.objects.filter(device=device).delete()
    return held


@transaction.atomic
def installed_apps_payer_set(*, actor: Actor, user: User) -> int:
    """Makes `user` the person of every app the actor installed (a company handed over: on a
    company's rows `owner_user` is whoever pays)."""
    return InstalledApp.objects.filter(actor.scope()).update(owner_user=user)
