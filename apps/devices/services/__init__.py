"""Writes for devices, their agents and Z-CLOUD machines, by section: `power` (the state
machine, power actions and agent commands), `agent` (registration, heartbeats, offline
detection), `binding` (owners), `cloud` (Z-CLOUD) and `metering` (what Z-CLOUD machines
cost). Each public function is one transaction (the sweeps run one transaction per device or
command).

A device's status is a state machine: `MACHINE` (its table `TRANSITIONS`), moved only
through `device_transition`; every move is logged. A power action moves the device to a
transitional status (`POWER`) and queues an `AgentCommand`; the agent's result (or, for
Z-CLOUD, the cloud provider's) completes the move (`DONE`) or sends it back to where it came
from; a command unanswered past its deadline expires and fails the move the same way."""

from .agent import (
    HeartbeatAnswer,
    Registration,
    device_heartbeat,
    device_heartbeat_plain,
    device_mark_offline,
    device_register,
    devices_detect_offline,
    devices_expire_registrations,
)
from .binding import (
    ReenrolCode,
    device_bind,
    device_force_bind,
    device_force_unbind,
    device_reenrol_code_create,
    device_unbind,
    device_update,
    devices_payer_set,
)
from .cloud import zcloud_back_online, zcloud_bill, zcloud_bill_one, zcloud_create, zcloud_keepalive, zcloud_provisioned
from .metering import cloud_hold_amount
from .power import (
    DONE,
    MACHINE,
    POWER,
    SUB_STATUSES,
    TRANSITIONS,
    allowed_actions,
    allowed_moves,
    app_commands_cancel,
    command_cloud_answer,
    command_expire,
    command_progress,
    command_queue,
    command_resend,
    command_result,
    commands_expire,
    device_delete,
    device_power,
    device_transition,
)

__all__ = [
    "DONE",
    "MACHINE",
    "POWER",
    "SUB_STATUSES",
    "TRANSITIONS",
    "HeartbeatAnswer",
    "ReenrolCode",
    "Registration",
    "allowed_actions",
    "allowed_moves",
    "app_commands_cancel",
    "cloud_hold_amount",
    "command_cloud_answer",
    "command_expire",
    "command_progress",
    "command_queue",
    "command_resend",
    "command_result",
    "commands_expire",
    "device_bind",
    "device_delete",
    "device_force_bind",
    "device_force_unbind",
    "device_heartbeat",
    "device_heartbeat_plain",
    "device_mark_offline",
    "device_power",
    "device_reenrol_code_create",
    "device_register",
    "device_transition",
    "device_unbind",
    "device_update",
    "devices_detect_offline",
    "devices_expire_registrations",
    "devices_payer_set",
    "zcloud_back_online",
    "zcloud_bill",
    "zcloud_bill_one",
    "zcloud_create",
    "zcloud_keepalive",
    "zcloud_provisioned",
]
