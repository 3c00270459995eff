# ruff: noqa: RUF001 - the Chinese texts use Chinese punctuation
"""An agent's failed command as its owner reads it in the app's log: the agent's error code
translated (`apps/devices/agent_errors.py`), its own words as the detail."""

import pytest

from apps.devices.tests.helpers import agent_headers

from .helpers import API, installed_app, open_command


def fail(anon, installed, **body):
    """The box answers the app's open command with a failure."""
    command = open_command(installed)
    response = anon.post(
        f"{API}/agent/commands/{command.id}/result",
        {"success": False, **body},
        format="json",
        **agent_headers(installed.device),
    )
    assert response.status_code == 200, response.json()


def latest(api, installed, language):
    response = api.get(f"{API}/apps/{installed.id}", HTTP_ACCEPT_LANGUAGE=language)
    assert response.status_code == 200, response.json()
    entry = response.json()["data"]["log"][0]
    return entry["reason"], entry["error_code"], entry["detail"]


@pytest.mark.django_db
def test_the_owner_reads_the_agents_error_by_its_code_in_their_language(anon, client_for, individual):
    installed = installed_app(individual.actor, running=False)
    detail = "pull access denied for ollama/ollama:0.6.2"
    fail(anon, installed, code="image_pull_failed", detail=detail)
    api = client_for(individual)
    assert latest(api, installed, "en") == (
        "Install failed: the app's image could not be downloaded",
        "image_pull_failed",
        detail,
    )
    assert latest(api, installed, "zh") == ("安装失败：应用镜像下载失败", "image_pull_failed", detail)
    earlier = api.get(f"{API}/apps/{installed.id}").json()["data"]["log"][1:]
    assert {(entry["error_code"], entry["detail"]) for entry in earlier} == {(None, None)}


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"code": "disk_on_fire", "detail": "smoke"}, "disk_on_fire"),  # a newer agent's code: kept
        ({"code": "Not a code!", "detail": "smoke"}, "unknown"),
        ({"detail": "smoke"}, "unknown"),  # an agent that sends no code
    ],
)
def test_an_unknown_code_reads_as_a_generic_error(anon, client_for, individual, body, code):
    installed = installed_app(individual.actor, running=False)
    fail(anon, installed, **body)
    api = client_for(individual)
    assert latest(api, installed, "en") == ("Install failed: an error on the device", code, "smoke")
    assert latest(api, installed, "zh") == ("安装失败：设备上发生错误", code, "smoke")


@pytest.mark.django_db
def test_a_failure_without_words_has_no_detail(anon, client_for, individual):
    installed = installed_app(individual.actor, running=False)
    fail(anon, installed, code="timeout")
    assert latest(client_for(individual), installed, "en") == (
        "Install failed: the device gave up waiting for it to finish",
        "timeout",
        None,
    )
