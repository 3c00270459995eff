from django.utils import translation

from apps.devices.reasons import reason_text


def test_known_reasons_read_in_the_readers_language_with_translated_actions():
    assert reason_text("power", {"action": "stop"}) == "power: Stop"
    assert reason_text("no_heartbeat", {"seconds": 90}) == "no heartbeat for 90 s"
    with translation.override("zh-hans"):
        chinese = reason_text("command_failed", {"action": "restart", "detail": "disk busy"})
    assert chinese != "Restart failed: disk busy" and "disk busy" in chinese


def test_free_text_shows_as_it_is():
    assert reason_text("checked by hand") == "checked by hand"
