"""The embedded cloud provider (the default `CLOUD_PROVIDER`). It sits above services and
tasks: it queues tasks that call services, and nothing but the setting names it."""

from django.conf import settings

from . import services, tasks
from .cloud import CloudProvider
from .models import AgentCommand, Device


class LocalCloudProvider(CloudProvider):
    """The embedded default: no real machines. Provisioning and every command succeed
    `CLOUD_LOCAL_DELAY_SECONDS` later (a task countdown; eager Celery runs it at once), and
    every machine counts as heartbeating."""

    def _later(self, task: object, object_id: int) -> None:
        task.apply_async(args=[object_id], countdown=settings.CLOUD_LOCAL_DELAY_SECONDS)  # type: ignore[attr-defined]

    def provision(self, device: Device) -> None:
        self._later(tasks.cloud_provisioned, device.id)

    def power(self, device: Device, command: AgentCommand) -> None:
        self._later(tasks.cloud_command_answer, command.id)

    def destroy(self, device: Device, command: AgentCommand) -> None:
        self.power(device, command)

    def keepalive(self) -> int:
        return services.zcloud_keepalive()
