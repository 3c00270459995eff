"""The agent heartbeat's answer carries commands (with app secrets): no cache keeps it, on
the plain way past DRF and on the DRF way alike."""

import pytest

from .helpers import API, agent_headers, make_command, make_device


@pytest.mark.django_db
@pytest.mark.parametrize("pending", [0, 1], ids=["plain way", "DRF way with a command"])
def test_the_heartbeat_answer_is_not_stored(anon, pending):
    device = make_device()
    for _ in range(pending):
        make_command(device)
    response = anon.post(f"{API}/agent/heartbeat", {"status": "online"}, format="json", **agent_headers(device))
    assert response.status_code == 200 and len(response.json()["data"]["commands"]) == pending
    assert response["Cache-Control"] == "no-store"
