"""The demo demands and orders, made through the demands' services: dave's demands with an
order in each state. On dave's open "Jupyter notebook" demand alice's Z-BOX waits (`pending`)
and bob's servers were declined (`failed`); his "fine-tune" demand in Beijing has no offer
yet. alice's Z-BOX was accepted for vLLM (`accepted`: its install not taken up yet); bob's
servers run Nextcloud for dave (`confirmed`, its rental ongoing), ran Ollama for him for half
an hour (`finished`) and are installing a Minecraft server (`processing`). No agent beats
for these boxes, so the waiting installs fail after the command deadline under `make run`
(as dave's rental of bob's app ends `provider_offline`). A second run adds nothing."""

from collections.abc import Callable
from decimal import Decimal
from typing import Any

from apps.accounts.models import User
from apps.demands.models import Demand, Order
from apps.demands.services import demand_publish, order_accept, order_decline, order_offer
from apps.devices.models import Device
from apps.rentals.choices import EndReason
from apps.rentals.services import rental_settle, rental_stop
from apps.store.models import App

from .market import CITIES
from .rentals import BOB_GROUP, started_ago

ALICE_BOX = "DEMO-ALICE-ZBOX-1"
GIB = 1024**3
_BEIJING, BEIJING_LNG, BEIJING_LAT = CITIES[0]


def _demand(dave: User, name: str, *, app: str | None, price: str, **specs: Any) -> Demand:
    return demand_publish(
        owner=dave,
        name=name,
        app_id=App.objects.get(slug=app).pk if app else None,
        price_per_hour=Decimal(price),
        hours=specs.pop("hours", 4),
        **specs,
    )


def _offer(provider: User, demand: Demand, device: Device) -> Order:
    return order_offer(provider=provider, demand_id=demand.pk, device_id=device.pk)


def _take(demander: User, offer: Order) -> Order:
    return order_accept(demander=demander, order_id=offer.pk, price_per_hour=offer.price_per_hour)


def demands_seed(answer: Callable[[Device], None]) -> None:
    """`answer` answers the device's open commands as its agent would."""
    alice, bob, dave = (User.objects.get(name=name) for name in ("alice", "bob", "dave"))
    if Demand.objects.filter(owner=dave).exists():
        return
    zbox, servers = Device.objects.get(serial=ALICE_BOX), Device.objects.get(serial=BOB_GROUP)
    gpu = {"gpu_count": 1, "gpu_model": "RTX 4090 or A10", "vram_bytes": 16 * GIB}

    notebook = _demand(
        dave, "Jupyter notebook with a GPU", app="jupyter-lab", price="2.00", cpu_cores=4, memory_bytes=16 * GIB, **gpu
    )
    _offer(alice, notebook, zbox)
    order_decline(demander=dave, order_id=_offer(bob, notebook, servers).pk)
    _demand(
        dave,
        "Fine-tune a 7B model",
        app=None,
        price="6.00",
        hours=12,
        description="Two GPUs with 16 GB each, close to Beijing for the data transfer.",
        lng=BEIJING_LNG,
        lat=BEIJING_LAT,
        max_km=50,
        **{**gpu, "gpu_count": 2},
    )

    cloud = _demand(dave, "Nextcloud for the family", app="nextcloud", price="1.50", hours=48, disk_bytes=100 * GIB)
    _take(dave, _offer(bob, cloud, servers))
    answer(servers)  # installed, then starting
    answer(servers)  # running: confirmed, the rental opening access
    answer(servers)  # access opened: the rental is ongoing

    ollama = _demand(dave, "Chat with Qwen for an afternoon", app="ollama", price="2.00", **gpu)
    order = _take(dave, _offer(bob, ollama, servers))
    for _step in range(3):  # installed, running, access opened
        answer(servers)
    order.refresh_from_db()
    if order.rental is not None:
        started_ago(order.rental, 30)
        rental_stop(order.rental.pk, reason=EndReason.RENTER_ENDED, actor=dave)
        rental_settle(rental_id=order.rental.pk)
    answer(servers)  # dave's access removed from the box

    minecraft = _demand(dave, "Minecraft server for the weekend", app="minecraft-server", price="1.00", cpu_cores=2)
    _take(dave, _offer(bob, minecraft, servers))
    answer(servers)  # installed, then starting: processing

    serving = _demand(dave, "Serve Qwen with vLLM", app="vllm", price="3.00", cpu_cores=8, memory_bytes=32 * GIB, **gpu)
    _take(dave, _offer(alice, serving, zbox))  # the box has not taken the install up
