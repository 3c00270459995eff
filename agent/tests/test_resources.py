"""The machine's figures: psutil's, and the GPUs NVML sees when the library and a driver are
there (a stand-in NVML here; none on this machine)."""

import sys
import types
from collections import namedtuple

import pytest
from zcompute_agent import resources

Memory = namedtuple("Memory", "total")
Rates = namedtuple("Rates", "gpu")


@pytest.fixture
def nvml(monkeypatch):
    fake = types.SimpleNamespace(
        nvmlInit=lambda: None,
        nvmlDeviceGetCount=lambda: 2,
        nvmlDeviceGetHandleByIndex=lambda index: index,
        nvmlDeviceGetName=lambda handle: [b"NVIDIA RTX 4090", "NVIDIA A10"][handle],
        nvmlDeviceGetMemoryInfo=lambda handle: Memory([24, 24][handle] * 1024**3),
        nvmlDeviceGetUtilizationRates=lambda handle: Rates([30, 50][handle]),
    )
    monkeypatch.setitem(sys.modules, "pynvml", fake)
    return fake


def test_without_nvml_there_are_no_gpus(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "pynvml", None)  # import fails, as without the library
    assert resources.gpus() == [] and resources.gpu_usage() is None
    figures = resources.machine_resources(tmp_path)
    assert figures["gpus"] == [] and figures["cpu_cores"] >= 1 and figures["disk_bytes"] > 0
    assert "gpu" not in resources.usage(tmp_path, with_gpu=True)


def test_a_driver_that_fails_means_no_gpus(nvml):
    def broken():
        raise RuntimeError("NVML Shared Library Not Found")

    nvml.nvmlInit = broken
    assert resources.gpus() == []


def test_the_gpus_nvml_sees_with_their_memory_and_usage(nvml, tmp_path):
    assert resources.gpus() == [
        {"name": "NVIDIA RTX 4090", "vram_bytes": 24 * 1024**3, "passthrough": True},
        {"name": "NVIDIA A10", "vram_bytes": 24 * 1024**3, "passthrough": True},
    ]
    figures = resources.usage(tmp_path, with_gpu=True)
    assert figures["gpu"] == 40.0 and 0 <= figures["disk"] <= 100
    assert "gpu" not in resources.usage(tmp_path, with_gpu=False)
