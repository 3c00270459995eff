"""The machine's resources and live usage as the protocol names them: CPU cores, memory, the
data directory's file system and the GPUs NVML sees (none without the library or a driver)."""

import contextlib
from pathlib import Path
from typing import Any

import psutil

MAX_GPUS = 64  # the server's bound


def _nvml() -> Any | None:
    """NVML, initialised, or None when the library or the driver is missing."""
    try:
        import pynvml  # type: ignore[import-not-found,import-untyped,unused-ignore]

        pynvml.nvmlInit()
    except Exception:
        return None
    return pynvml


def gpus() -> list[dict[str, Any]]:
    nvml = _nvml()
    if nvml is None:
        return []
    found = []
    with contextlib.suppress(Exception):
        for index in range(min(nvml.nvmlDeviceGetCount(), MAX_GPUS)):
            handle = nvml.nvmlDeviceGetHandleByIndex(index)
            name = nvml.nvmlDeviceGetName(handle)
            found.append(
                {
                    "name": name.decode() if isinstance(name, bytes) else str(name),
                    "vram_bytes": int(nvml.nvmlDeviceGetMemoryInfo(handle).total),
                    # Containers reach a GPU NVML sees through Docker's device requests.
                    "passthrough": True,
                }
            )
    return found


def machine_resources(data_dir: Path) -> dict[str, Any]:
    return {
        "cpu_cores": psutil.cpu_count(logical=True) or 1,
        "memory_bytes": psutil.virtual_memory().total,
        "disk_bytes": psutil.disk_usage(str(data_dir)).total,
        "gpus": gpus(),
    }


def gpu_usage() -> float | None:
    """The GPUs' mean utilisation in percent, or None without GPUs."""
    nvml = _nvml()
    if nvml is None:
        return None
    try:
        count = nvml.nvmlDeviceGetCount()
        if not count:
            return None
        rates = [nvml.nvmlDeviceGetUtilizationRates(nvml.nvmlDeviceGetHandleByIndex(i)).gpu for i in range(count)]
    except Exception:
        return None
    return round(sum(rates) / len(rates), 1)


def usage(data_dir: Path, *, with_gpu: bool) -> dict[str, float]:
    """CPU (since the last call), memory and disk in percent; the GPU's when the box has one."""
    figures = {
        "cpu": round(psutil.cpu_percent(interval=None), 1),
        "memory": round(psutil.virtual_memory().percent, 1),
        "disk": round(psutil.disk_usage(str(data_dir)).percent, 1),
    }
    if with_gpu:
        gpu = gpu_usage()
        if gpu is not None:
            figures["gpu"] = gpu
    return figures
