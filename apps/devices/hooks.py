"""What devices tell the apps built on them (installs, companies, listings, rentals) without
importing them. Each hook fires inside the service's transaction; who follows it:
docs/flows.md (`manage.py followers`)."""

from typing import Any

from apps.common.hooks import hook

from .models import AgentCommand, Device

# What a box holds for an owner, as lists under `app_ids`, `ssh_users` and
# `api_key_digests` (the SHA-256 of each API key to drop).
Held = dict[str, list[Any]]


@hook
def app_command_finished(*, command: AgentCommand, succeeded: bool, detail: str, code: str) -> None:
    """A command carrying an `app_id` finished (the agent's result, the cloud provider's, or
    expiry); `code` is the agent's error code (`agent_errors`), empty when none."""


@hook
def app_command_progress(*, command: AgentCommand, status: str) -> None:
    """The agent reported a sub-status for a command carrying an `app_id`. A follower
    refuses a report its app's table forbids by raising."""


@hook
def device_released(*, device: Device) -> Held | None:
    """A device lost its owner (unbound). A follower may answer what the box holds of its
    things for that owner: the payload of the `release` command queued next."""


@hook
def apps_reported(*, device: Device, apps: list[dict[str, Any]]) -> dict[int, str] | None:
    """An agent's heartbeat reported its apps (`[{id, status}]`, perhaps none). A follower
    answers the apps it holds on the device, by id with their status, for the agent to
    reconcile its own with."""
