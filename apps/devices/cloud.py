"""Z-CLOUD machines are run by a cloud provider, chosen by the `CLOUD_PROVIDER` setting (a
dotted path to a `CloudProvider`; the embedded one is `cloud_local.LocalCloudProvider`). The
service layer calls it after its transaction commits; the provider answers through
`services.zcloud_provisioned` and `services.command_cloud_answer` (usually from a task, when
the real work is done). This module is only the interface: it imports neither services nor
tasks, so they may import it."""

from django.conf import settings
from django.utils.module_loading import import_string

from .models import AgentCommand, Device


class CloudProvider:
    """What a cloud provider does for Z-CLOUD devices."""

    def provision(self, device: Device) -> None:
        """Create the machine for a device in `creating`."""
        raise NotImplementedError

    def power(self, device: Device, command: AgentCommand) -> None:
        """Carry out a start, stop or restart command and answer it."""
        raise NotImplementedError

    def destroy(self, device: Device, command: AgentCommand) -> None:
        """Delete the machine (a `delete` command) and answer the command."""
        raise NotImplementedError

    def keepalive(self) -> int:
        """Called by the offline-detection beat task before it looks: a provider that can
        vouch for its machines marks them seen. Answers how many it touched."""
        return 0


def get_provider() -> CloudProvider:
    provider: CloudProvider = import_string(settings.CLOUD_PROVIDER)()
    return provider
