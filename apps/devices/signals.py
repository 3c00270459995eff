"""What devices tell the features built on them (installed apps), without depending on them.
Both are sent inside the service's transaction."""

from django.dispatch import Signal

# A command carrying an `app_id` finished: kwargs `command`, `succeeded`, `detail` and `code`
# (the agent's error code, `agent_errors`; empty when none).
app_command_finished = Signal()
# The agent reported a sub-status for a command carrying an `app_id`: kwargs `command`,
# `status`. A receiver refuses a report its app's table forbids by raising.
app_command_progress = Signal()
# A device lost its owner (unbound): kwargs `device`. A receiver may answer what the box
# holds for that owner, as lists under `app_ids`, `ssh_users` and `api_key_digests` (the
# SHA-256 of each API key to drop): the payload of the `release` command queued next.
device_released = Signal()
# An agent's heartbeat reported its apps: kwargs `device`, `apps` ([{id, status}]).
apps_reported = Signal()
