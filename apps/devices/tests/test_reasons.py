# ruff: noqa: RUF001 - the Chinese texts use Chinese punctuation
from django.utils import translation

from apps.devices.reasons import reason_text


def test_known_reasons_read_in_the_readers_language_with_translated_actions():
    assert reason_text("power", {"action": "stop"}) == "power: Stop"
    assert reason_text("no_heartbeat", {"seconds": 90}) == "no heartbeat for 90 s"
    failed = {"action": "restart", "code": "port_in_use", "detail": "bind: address already in use"}
    assert reason_text("command_failed", failed) == "Restart failed: a port the app needs is already in use"
    with translation.override("zh-hans"):
        assert reason_text("command_failed", failed) == "重启失败：应用所需的端口已被占用"


def test_an_agent_error_without_a_known_code_reads_as_unknown():
    for code in ("", "disk_on_fire", None):
        assert reason_text("command_failed", {"action": "stop", "code": code}) == "Stop failed: an error on the device"
    # rows logged before agents sent codes
    assert reason_text("command_failed", {"action": "stop", "detail": "disk busy"}) == (
        "Stop failed: an error on the device"
    )


def test_free_text_shows_as_it_is():
    assert reason_text("checked by hand") == "checked by hand"
