import pytest

from apps.devices.resources import device_tier

GIB = 1024**3


@pytest.mark.parametrize(
    ("cores", "memory", "gpus", "tier"),
    [
        (2, 4 * GIB, [], "basic"),
        (8, 8 * GIB, [], "basic"),
        (8, 16 * GIB, [], "standard"),
        (2, 4 * GIB, [{"vram_bytes": 8 * GIB}], "standard"),
        (2, 4 * GIB, [{"vram_bytes": 16 * GIB}], "high"),
        (32, 64 * GIB, [], "high"),
        (32, 32 * GIB, [], "standard"),
    ],
)
def test_tier_rule(cores, memory, gpus, tier):
    assert device_tier(cpu_cores=cores, memory_bytes=memory, gpus=gpus) == tier
