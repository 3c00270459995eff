"""What went wrong with a command, as the server's catalogue of agent error codes names it
(`apps/devices/agent_errors.py`); the detail is the agent's own words."""

IMAGE_PULL_FAILED = "image_pull_failed"
INSUFFICIENT_DISK = "insufficient_disk"
PORT_IN_USE = "port_in_use"
GPU_UNAVAILABLE = "gpu_unavailable"
CONFIG_INVALID = "config_invalid"
TIMEOUT = "timeout"
ACCESS_UNSUPPORTED = "access_unsupported"
APP_NOT_FOUND = "app_not_found"
COMMAND_UNSUPPORTED = "command_unsupported"
UNKNOWN = "unknown"

DETAIL_MAX = 2000


class CommandFailed(Exception):
    """A command that could not be carried out; nothing of it is left half made."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail[:DETAIL_MAX]
