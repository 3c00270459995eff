"""Background work for devices. Tasks take ids (or nothing), call services and are safe to
run twice."""

from celery import shared_task

from . import services
from .cloud import get_provider


@shared_task(name="devices.detect_offline")
def detect_offline() -> int:
    """Beat: machines the cloud provider vouches for count as seen, then every device silent
    for three heartbeat intervals turns offline (its owner is told)."""
    get_provider().keepalive()
    return services.devices_detect_offline()


@shared_task(name="devices.expire_commands")
def expire_commands() -> int:
    """Beat: commands unanswered past their deadline expire and their moves fail back."""
    return services.commands_expire()


@shared_task(name="devices.expire_registrations")
def expire_registrations() -> int:
    """Beat: boxes registered long ago that nobody ever bound are deleted."""
    return services.devices_expire_registrations()


@shared_task(name="devices.cloud_provisioned")
def cloud_provisioned(device_id: int) -> None:
    """The local cloud provider finished creating a Z-CLOUD machine."""
    services.zcloud_provisioned(device_id=device_id)


@shared_task(name="devices.cloud_command_answer")
def cloud_command_answer(command_id: int) -> None:
    """The local cloud provider carried out a Z-CLOUD command."""
    services.command_cloud_answer(command_id=command_id, detail="done by the local cloud provider")


@shared_task(name="devices.bill_cloud")
def bill_cloud() -> int:
    """Beat: Z-CLOUD machines whose period is over are charged and held for the next one,
    or stopped when their owner cannot pay."""
    return services.zcloud_bill()
