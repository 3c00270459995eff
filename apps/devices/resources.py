"""Device resources: bounds an agent's report must respect, sums for server groups and the
performance tier rule."""

from collections.abc import Iterable, Mapping
from typing import Any

from .choices import DeviceTier

GIB = 1024**3
MAX_CPU_CORES = 4096
MAX_MEMORY_BYTES = 1024**5  # 1 PiB
MAX_DISK_BYTES = 1024**6  # 1 EiB
MAX_VRAM_BYTES = 1024**4  # 1 TiB
MAX_GPUS = 64
MAX_SERVERS = 256
GPU_NAME_MAX = 100


def device_tier(*, cpu_cores: int, memory_bytes: int, gpus: Iterable[Mapping[str, Any]]) -> str:
    """The one tier rule (also in docs/api/devices.md):

    - high: any GPU with at least 16 GiB of video memory, or at least 32 cores with at least
      64 GiB of memory;
    - standard: any GPU, or at least 8 cores with at least 16 GiB of memory;
    - basic: everything else."""
    gpus = list(gpus)
    if any(int(gpu.get("vram_bytes") or 0) >= 16 * GIB for gpu in gpus) or (
        cpu_cores >= 32 and memory_bytes >= 64 * GIB
    ):
        return DeviceTier.HIGH
    if gpus or (cpu_cores >= 8 and memory_bytes >= 16 * GIB):
        return DeviceTier.STANDARD
    return DeviceTier.BASIC


def clean_gpus(gpus: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    return [
        {"name": str(gpu["name"]), "passthrough": bool(gpu["passthrough"]), "vram_bytes": int(gpu["vram_bytes"])}
        for gpu in gpus
    ]
