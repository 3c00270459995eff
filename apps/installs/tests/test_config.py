# ruff: noqa: RUF001 - the Chinese texts use Chinese punctuation
"""An installed app's settings after the install (`PUT apps/{id}/config`): named in the reader's
language by the app's schema, changed field by field, taken to the box by a `configure`
command, and a `readOnly` field refused any other value (409 `modification_not_supported`)."""

import json
from decimal import Decimal

import pytest

from apps.common.secrets import is_sealed, unseal_tree
from apps.devices.choices import DeviceStatus
from apps.devices.models import AgentCommand, Device
from apps.devices.tests.helpers import agent_headers

from ..choices import AppStatus
from .helpers import API, ai_app, app_at, installed_app, last_log, refused, world

TOKEN = "first-token-1234"
SCHEMA = {
    "type": "object",
    "properties": {
        "token": {
            "type": "string",
            "title": {"en": "Access token", "zh": "访问令牌"},
            "format": "password",
            "minLength": 12,
        },
        "port": {
            "type": "integer",
            "title": {"en": "Port", "zh": "端口"},
            "description": {"en": "Fixed at install.", "zh": "安装后固定。"},
            "default": 8888,
            "minimum": 1024,
            "maximum": 65535,
            "readOnly": True,
        },
        "gpu": {"type": "boolean", "title": {"en": "Use the GPU", "zh": "使用 GPU"}, "default": True},
        "time_zone": {"type": "string", "title": {"en": "Time zone", "zh": "时区"}, "default": "Asia/Shanghai"},
    },
    "required": ["token"],
}
INSTALLED_CONFIG = {"token": "********", "port": 8888, "gpu": True, "time_zone": "Asia/Shanghai"}


def notebook(owner, **kw):
    return installed_app(owner, app=ai_app(config_schema=SCHEMA), config={"token": TOKEN}, **kw)


def change(api, installed, config, language="en"):
    return api.put(
        f"{API}/apps/{installed.id}/config", {"config": config}, format="json", HTTP_ACCEPT_LANGUAGE=language
    )


def read(api, installed, language="en"):
    response = api.get(f"{API}/apps/{installed.id}", HTTP_ACCEPT_LANGUAGE=language)
    assert response.status_code == 200, response.json()
    return response.json()["data"]


def stored(installed):
    """The app's settings as kept, password fields opened."""
    installed.refresh_from_db()
    return unseal_tree(installed.config)


@pytest.mark.django_db
class TestReading:
    def test_the_settings_come_with_their_titles_and_help_in_the_readers_language(self, client_for, individual):
        installed = notebook(individual.actor)
        api = client_for(individual)
        english = read(api, installed)
        assert english["config"] == INSTALLED_CONFIG
        port = english["config_schema"]["properties"]["port"]
        assert (port["title"], port["description"], port["readOnly"]) == ("Port", "Fixed at install.", True)
        chinese = read(api, installed, "zh")["config_schema"]["properties"]
        assert [field["title"] for field in chinese.values()] == ["访问令牌", "端口", "使用 GPU", "时区"]
        assert chinese["port"]["description"] == "安装后固定。"


@pytest.mark.django_db
class TestChanging:
    def test_a_change_goes_to_the_box_and_is_logged_by_title(self, anon, client_for, individual):
        installed = notebook(individual.actor)
        api = client_for(individual)
        response = change(api, installed, {"gpu": False, "time_zone": "Europe/Paris", "token": "********"})
        assert response.status_code == 200, response.json()
        data = response.json()["data"]
        assert data["config"] == INSTALLED_CONFIG | {"gpu": False, "time_zone": "Europe/Paris"}
        assert stored(installed) == {"token": TOKEN, "port": 8888, "gpu": False, "time_zone": "Europe/Paris"}
        assert is_sealed(installed.config["token"])

        command = AgentCommand.objects.filter(app_id=installed.id).latest("id")
        assert (command.type, command.status) == ("configure", "pending")
        assert TOKEN not in json.dumps(command.payload)
        beat = anon.post(f"{API}/agent/heartbeat", {}, format="json", **agent_headers(installed.device))
        (delivered,) = beat.json()["data"]["commands"]
        assert delivered["payload"] == {
            "config": {"token": TOKEN, "port": 8888, "gpu": False, "time_zone": "Europe/Paris"}
        }

        entry = last_log(installed)
        assert (entry.kind, entry.actor, entry.old_status, entry.new_status) == (
            "config",
            individual.user,
            "running",
            "running",
        )
        assert data["log"][0]["reason"] == "settings changed: Use the GPU, Time zone"
        assert read(api, installed, "zh")["log"][0]["reason"] == "设置已更改：使用 GPU、时区"

    def test_a_new_password_is_sealed_and_never_logged(self, client_for, individual):
        installed = notebook(individual.actor)
        response = change(client_for(individual), installed, {"token": "second-token-5678"})
        assert response.status_code == 200, response.json()
        assert response.json()["data"]["config"]["token"] == "********"
        assert stored(installed)["token"] == "second-token-5678"
        entry = last_log(installed)
        assert "second-token-5678" not in json.dumps(entry.reason_params)
        assert response.json()["data"]["log"][0]["reason"] == "settings changed: Access token"

    def test_null_sets_the_default_again(self, client_for, individual):
        installed = notebook(individual.actor)
        api = client_for(individual)
        change(api, installed, {"time_zone": "Europe/Paris"})
        assert change(api, installed, {"time_zone": None}).status_code == 200
        assert stored(installed)["time_zone"] == "Asia/Shanghai"

    def test_sending_what_is_there_changes_nothing(self, client_for, individual):
        installed = notebook(individual.actor)
        before = world()
        response = change(client_for(individual), installed, {"port": 8888, "gpu": True, "token": ""})
        assert response.status_code == 200, response.json()
        assert world() == before


@pytest.mark.django_db
class TestRefusals:
    @pytest.mark.parametrize(("language", "message"), [("en", "Modification not supported."), ("zh", "不支持修改。")])
    def test_a_read_only_field_keeps_its_install_value(self, client_for, individual, language, message):
        installed = notebook(individual.actor)
        before = world()
        response = change(client_for(individual), installed, {"port": 9999, "gpu": False}, language)
        body = refused(response, 409, "modification_not_supported")
        assert (body["msg"], body["data"]) == (message, {"config.port": [message]})
        assert world() == before

    @pytest.mark.parametrize(
        ("config", "field", "message"),
        [
            ({"time_zone": 5}, "config.time_zone", "Enter a text."),
            ({"token": "short"}, "config.token", "Enter at least 12 characters."),
            ({"nope": 1}, "config.nope", "This field is not known."),
            ({"port": 80}, "config.port", "Enter a value of at least 1024."),
            ([1, 2], "config", "Enter an object of settings."),
        ],
    )
    def test_values_are_checked_against_the_schema(self, client_for, individual, config, field, message):
        installed = notebook(individual.actor)
        before = world()
        body = refused(change(client_for(individual), installed, config), 400, "validation_error")
        assert body["data"] == {field: [message]}
        assert world() == before

    @pytest.mark.parametrize("status", [AppStatus.INSTALLING, AppStatus.DOWNLOADING, AppStatus.INSTALLATION_FAILED])
    def test_an_app_not_on_its_device_yet(self, client_for, individual, status):
        installed = app_at(status, individual.actor)
        before = world()
        refused(change(client_for(individual), installed, {"port": 8080}), 409, "app_not_installed")
        assert world() == before

    def test_an_uninstalled_app_is_gone(self, client_for, individual):
        installed = app_at(AppStatus.NOT_INSTALL, individual.actor)
        refused(change(client_for(individual), installed, {"port": 8080}), 404, "not_found")

    def test_an_offline_device_cannot_take_new_settings(self, client_for, individual):
        installed = notebook(individual.actor)
        Device.objects.filter(id=installed.device_id).update(status=DeviceStatus.OFFLINE)
        before = world()
        body = refused(change(client_for(individual), installed, {"gpu": False}), 409, "device_offline")
        assert body["data"] == {"device_status": "offline"}
        assert world() == before


@pytest.mark.django_db
def test_a_box_that_cannot_apply_the_settings_says_why(anon, client_for, individual):
    installed = notebook(individual.actor)
    api = client_for(individual)
    change(api, installed, {"time_zone": "Mars/Olympus"})
    command = AgentCommand.objects.filter(app_id=installed.id).latest("id")
    result = anon.post(
        f"{API}/agent/commands/{command.id}/result",
        {"success": False, "code": "config_invalid", "detail": "unknown time zone Mars/Olympus"},
        format="json",
        **agent_headers(installed.device),
    )
    assert result.status_code == 200, result.json()
    data = read(api, installed)
    assert data["status"] == "running"
    assert data["log"][0] | {"created_at": None} == {
        "old_status": "running",
        "new_status": "running",
        "reason": "Apply new settings failed: the device could not apply the app's settings",
        "error_code": "config_invalid",
        "detail": "unknown time zone Mars/Olympus",
        "actor": None,
        "created_at": None,
    }
    assert read(api, installed, "zh")["log"][0]["reason"] == "应用新设置失败：设备无法应用该应用的设置"


@pytest.mark.django_db
def test_the_apps_page_tells_the_provider_the_platform_fee(client_for, individual, settings):
    settings.PLATFORM_FEE_PERCENT = Decimal("12.5")
    installed = installed_app(individual.actor)
    assert read(client_for(individual), installed)["platform_fee_percent"] == "12.50"
