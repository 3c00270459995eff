"""Overlay addresses: every device has one on the overlay network its agent joins. A person's
devices are on the shared network (carrier-grade NAT space, which no home or cloud network
uses); a company's devices are on the company's own private network, which the companies app
names (`register_company_network`): devices know nothing of companies."""

import ipaddress
from collections.abc import Callable

from .models import Device

OVERLAY = ipaddress.ip_network("100.64.0.0/10")

CompanyNetwork = Callable[[str], ipaddress.IPv6Network | None]
_company_network: list[CompanyNetwork] = []


def register_company_network(network_of: CompanyNetwork) -> None:
    """`network_of(company_id)`: the company's private network, or None for an unknown one."""
    _company_network[:] = [network_of]


def overlay_address(device: Device) -> str:
    """The device's address on its owner's overlay network, derived from its primary key."""
    if device.owner_company_id and _company_network:
        network = _company_network[0](device.owner_company_id)
        if network is not None:
            return str(network.network_address + device.pk)
    return str(OVERLAY.network_address + device.pk)


def overlay_host(device: Device) -> str:
    """The overlay address as a URL's host (an IPv6 address in brackets)."""
    address = overlay_address(device)
    return f"[{address}]" if ":" in address else address
