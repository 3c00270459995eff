"""Installing: the device must be the caller's, online and big enough, the app published and
not on it yet, the install form valid; a refusal writes nothing. install-targets tells which
devices qualify before the owner picks one."""

from decimal import Decimal

import pytest

from apps.devices.choices import DeviceStatus
from apps.devices.models import AgentCommand
from apps.devices.tests.helpers import GIB, make_device
from apps.store.tests.helpers import make_app

from ..models import InstalledApp
from .helpers import (
    API,
    PASSWORD,
    ai_app,
    app_at,
    box,
    installed_app,
    refused,
    server_app,
    world,
)

TIB = 1024 * GIB
MESSAGE = "This device does not meet the app's minimum resources: {}."


def install(client, device, app, config=None, **body):
    payload = {"device_id": device.id, "app_id": app.id, "config": config if config is not None else {}} | body
    return client.post(f"{API}/apps/install", payload, format="json")


@pytest.mark.django_db
class TestRequirements:
    @pytest.mark.parametrize(
        ("minimums", "device", "missing", "text"),
        [
            (
                {"min_cpu_cores": 16},
                {"cpu_cores": 8},
                {"resource": "cpu_cores", "required": 16, "available": 8},
                "CPU cores: needs 16, has 8",
            ),
            (
                {"min_memory_bytes": 16 * GIB},
                {"memory_bytes": 8 * GIB},
                {"resource": "memory_bytes", "required": 16 * GIB, "available": 8 * GIB},
                "memory: needs 16.00 GB, has 8.00 GB",
            ),
            (
                {"min_disk_bytes": 2 * TIB},
                {"disk_bytes": 1536 * GIB},
                {"resource": "disk_bytes", "required": 2 * TIB, "available": 1536 * GIB},
                "disk: needs 2.00 TB, has 1.50 TB",
            ),
            (
                # the largest single GPU counts, not the sum of them (8 + 16 = 24 would do)
                {"min_gpu_vram_bytes": 24 * GIB},
                {
                    "gpus": [
                        {"name": "A", "passthrough": True, "vram_bytes": 8 * GIB},
                        {"name": "B", "passthrough": True, "vram_bytes": 16 * GIB},
                    ]
                },
                {"resource": "gpu_vram_bytes", "required": 24 * GIB, "available": 16 * GIB},
                "GPU memory: needs 24.00 GB, has 16.00 GB",
            ),
            (
                {"min_gpu_vram_bytes": 512 * 1024**2},
                {"gpus": []},
                {"resource": "gpu_vram_bytes", "required": 512 * 1024**2, "available": 0},
                "GPU memory: needs 512.00 MB, has 0.00 B",
            ),
        ],
        ids=["cpu", "memory", "disk", "largest-gpu", "no-gpu"],
    )
    def test_each_shortfall_is_named_with_its_sizes(self, client_for, individual, minimums, device, missing, text):
        app = server_app(**minimums)
        target = box(individual.actor, **device)
        before = world()
        body = refused(install(client_for(individual), target, app), 409, "requirements_not_met")
        assert body["msg"] == MESSAGE.format(text)
        assert body["data"] == {"missing": [missing]}
        assert world() == before

    def test_several_shortfalls_at_once(self, client_for, individual):
        app = server_app(min_cpu_cores=32, min_memory_bytes=64 * GIB, min_disk_bytes=GIB, min_gpu_vram_bytes=48 * GIB)
        target = box(individual.actor, cpu_cores=8, memory_bytes=32 * GIB, gpus=[])
        body = refused(install(client_for(individual), target, app), 409, "requirements_not_met")
        assert [item["resource"] for item in body["data"]["missing"]] == ["cpu_cores", "memory_bytes", "gpu_vram_bytes"]
        assert body["msg"] == MESSAGE.format(
            "CPU cores: needs 32, has 8; memory: needs 64.00 GB, has 32.00 GB; GPU memory: needs 48.00 GB, has 0.00 B"
        )
        assert not InstalledApp.objects.exists() and not AgentCommand.objects.exists()

    def test_meeting_every_minimum_exactly_is_enough(self, client_for, individual):
        app = server_app(
            min_cpu_cores=4, min_memory_bytes=8 * GIB, min_disk_bytes=100 * GIB, min_gpu_vram_bytes=12 * GIB
        )
        target = make_device(
            individual.actor,
            cpu_cores=4,
            memory_bytes=8 * GIB,
            disk_bytes=100 * GIB,
            gpus=[{"name": "T4", "passthrough": True, "vram_bytes": 12 * GIB}],
        )
        response = install(client_for(individual), target, app)
        assert response.status_code == 200, response.json()
        assert response.json()["data"]["status"] == "installing"


@pytest.mark.django_db
class TestInstall:
    def test_installs_and_answers_the_detail(self, client_for, individual):
        app = ai_app(name_en="Ollama", versions=("0.1", "0.2"))
        device = box(individual.actor, name="Attic box")
        response = install(client_for(individual), device, app, {"password": PASSWORD}, start_after_install=False)
        assert response.status_code == 200, response.json()
        data = response.json()["data"]
        installed = InstalledApp.objects.get()
        assert data["id"] == installed.id
        assert data["app"] == {
            "id": app.id,
            "slug": app.slug,
            "name": "Ollama",
            "icon": app.icon,
            "display_type": "ai_compute",
        }
        assert data["device"]["id"] == device.id and data["device"]["name"] == "Attic box"
        assert data["version"] == "0.2"
        assert data["status"] == "installing" and data["allowed_actions"] == []
        assert data["start_after_install"] is False
        assert data["config"] == {"port": 11434, "password": "********"}
        assert (data["has_ai_api"], data["has_ssh"], data["is_lite_app"]) == (True, False, False)
        assert (data["sharing_mode"], data["rentable"], data["price_per_hour"]) == ("manual", False, "0.00")
        assert data["lite_space"] is None
        assert [
            (entry["old_status"], entry["new_status"], entry["reason"], entry["actor"]) for entry in data["log"]
        ] == [
            ("not_install", "installing", "install requested", "individual"),
            (None, "not_install", "added to the device", "individual"),
        ]
        assert installed.installed_at is None and installed.ssh_public_key.startswith("ssh-ed25519 ")

    @pytest.mark.parametrize("whose", ["outsider", "unbound", "unknown"])
    def test_someone_elses_device_is_just_not_a_choice(self, client_for, individual, outsider, whose):
        app = server_app()
        device = {"outsider": box(outsider.actor), "unbound": box(None), "unknown": None}[whose]
        device_id = device.id if device else 999_999
        before = world()
        response = client_for(individual).post(
            f"{API}/apps/install", {"device_id": device_id, "app_id": app.id}, format="json"
        )
        body = refused(response, 400, "validation_error")
        assert body["data"] == {"device_id": ["Choose one of your devices."]}
        assert world() == before

    @pytest.mark.parametrize("which", ["unpublished", "unknown"])
    def test_only_published_apps(self, client_for, individual, which):
        app_id = make_app(published=False).id if which == "unpublished" else 999_999
        device = box(individual.actor)
        response = client_for(individual).post(
            f"{API}/apps/install", {"device_id": device.id, "app_id": app_id}, format="json"
        )
        body = refused(response, 400, "validation_error")
        assert body["data"] == {"app_id": ["This app is not in the store."]}
        assert not InstalledApp.objects.exists() and not AgentCommand.objects.exists()

    @pytest.mark.parametrize(
        ("config", "errors"),
        [
            ({}, {"config.password": ["This field is required."]}),
            ({"password": "short"}, {"config.password": ["Enter at least 8 characters."]}),
            ({"password": PASSWORD, "colour": "red"}, {"config.colour": ["This field is not known."]}),
            ({"password": PASSWORD, "port": "eighty"}, {"config.port": ["Enter a whole number."]}),
            (["password"], {"config": ["Enter an object of settings."]}),
        ],
        ids=["missing-password", "short-password", "unknown-field", "wrong-type", "not-an-object"],
    )
    def test_the_install_form_is_checked(self, client_for, individual, config, errors):
        device = box(individual.actor)
        app = ai_app()
        installed_app(individual.actor, app=server_app(), device=device)  # something already there
        before = world()
        body = refused(install(client_for(individual), device, app, config), 400, "validation_error")
        assert body["data"] == errors
        assert world() == before

    @pytest.mark.parametrize("status", [DeviceStatus.OFFLINE, DeviceStatus.STOPPED, DeviceStatus.RESTARTING])
    def test_the_device_must_be_online(self, client_for, individual, status):
        device = box(individual.actor, status=status)
        before = world()
        body = refused(install(client_for(individual), device, server_app()), 409, "device_offline")
        assert body["data"] == {"device_status": status}
        assert world() == before

    @pytest.mark.parametrize("status", ["installing", "installation_failed", "running", "stopped", "uninstall_failed"])
    def test_an_app_already_on_the_device(self, client_for, individual, status):
        app = server_app()
        existing = app_at(status, individual.actor, app=app)
        before = world()
        refused(install(client_for(individual), existing.device, app), 409, "app_already_installed")
        assert world() == before

    def test_an_uninstalled_app_can_be_installed_again(self, client_for, individual):
        app = server_app()
        old = app_at("not_install", individual.actor, app=app)
        response = install(client_for(individual), old.device, app)
        assert response.status_code == 200, response.json()
        assert response.json()["data"]["id"] != old.id
        assert sorted(InstalledApp.objects.values_list("status", flat=True)) == ["installing", "not_install"]

    def test_the_same_app_on_two_devices(self, client_for, individual):
        app = server_app()
        installed_app(individual.actor, app=app)
        response = install(client_for(individual), box(individual.actor), app)
        assert response.status_code == 200, response.json()

    def test_request_validation(self, client_for, individual):
        device = box(individual.actor)
        api = client_for(individual)
        body = refused(api.post(f"{API}/apps/install", {}, format="json"), 400, "validation_error")
        assert set(body["data"]) == {"device_id", "app_id"}
        response = api.post(
            f"{API}/apps/install",
            {"device_id": device.id, "app_id": server_app().id, "start_after_install": "maybe"},
            format="json",
        )
        assert "start_after_install" in refused(response, 400, "validation_error")["data"]
        assert not InstalledApp.objects.exists()


@pytest.mark.django_db
class TestInstallTargets:
    def test_tells_which_devices_qualify(self, client_for, individual, outsider):
        app = server_app(min_memory_bytes=16 * GIB, min_gpu_vram_bytes=8 * GIB)
        gpus = [
            {"name": "small", "passthrough": True, "vram_bytes": 4 * GIB},
            {"name": "big", "passthrough": True, "vram_bytes": 12 * GIB},
        ]
        good = box(individual.actor, name="A good", gpus=gpus)
        small = box(individual.actor, name="B small", memory_bytes=8 * GIB, gpus=gpus)
        taken = box(individual.actor, name="C taken", gpus=gpus)
        installed_app(individual.actor, app=app, device=taken)
        offline = box(individual.actor, name="D offline", gpus=gpus, status=DeviceStatus.OFFLINE)
        freed = box(individual.actor, name="E freed", gpus=gpus)
        app_at("not_install", individual.actor, app=app, device=freed)
        box(outsider.actor, name="Not mine", gpus=gpus)

        response = client_for(individual).get(f"{API}/apps/install-targets", {"app_id": app.id})
        assert response.status_code == 200, response.json()
        targets = {item["device"]["name"]: item for item in response.json()["data"]}
        assert list(targets) == ["A good", "B small", "C taken", "D offline", "E freed"]
        summary = {name: (item["qualifies"], item["installed"], item["shortfalls"]) for name, item in targets.items()}
        assert summary == {
            "A good": (True, False, []),
            "B small": (
                False,
                False,
                [{"resource": "memory_bytes", "required": 16 * GIB, "available": 8 * GIB}],
            ),
            "C taken": (False, True, []),
            "D offline": (False, False, []),
            "E freed": (True, False, []),
        }
        assert targets["A good"]["device"] == {
            "id": good.id,
            "device_id": good.device_id,
            "name": "A good",
            "kind": "zbox",
            "status": "online",
        }
        assert (targets["A good"]["gpu_vram_bytes"], targets["B small"]["memory_bytes"]) == (12 * GIB, 8 * GIB)
        assert targets["D offline"]["device"]["status"] == "offline"
        assert (targets["B small"]["device"]["id"], targets["D offline"]["device"]["id"]) == (small.id, offline.id)

    def test_unknown_or_unpublished_app(self, client_for, individual):
        api = client_for(individual)
        box(individual.actor)
        refused(api.get(f"{API}/apps/install-targets", {"app_id": 999_999}), 404, "not_found")
        hidden = make_app(published=False)
        refused(api.get(f"{API}/apps/install-targets", {"app_id": hidden.id}), 404, "not_found")
        refused(api.get(f"{API}/apps/install-targets"), 400, "validation_error")

    def test_a_device_that_qualifies_installs(self, client_for, individual):
        """What install-targets says and what install does agree."""
        app = server_app(min_cpu_cores=8)
        api = client_for(individual)
        yes, no = box(individual.actor, cpu_cores=8), box(individual.actor, cpu_cores=7)
        answer_for = {
            item["device"]["id"]: item["qualifies"]
            for item in api.get(f"{API}/apps/install-targets", {"app_id": app.id}).json()["data"]
        }
        assert answer_for == {yes.id: True, no.id: False}
        assert install(api, yes, app).status_code == 200
        refused(install(api, no, app), 409, "requirements_not_met")


@pytest.mark.django_db
class TestList:
    def ids(self, api, **query):
        response = api.get(f"{API}/apps", query)
        assert response.status_code == 200, response.json()
        return [item["id"] for item in response.json()["data"]["items"]], response.json()["data"]["total"]

    def test_filters_and_leaves_out_uninstalled_apps(self, client_for, individual, outsider):
        attic = box(individual.actor, name="Attic")
        cellar = box(individual.actor, name="Cellar")
        ollama = installed_app(individual.actor, app=ai_app(name_en="Ollama"), device=attic)
        web = installed_app(individual.actor, app=server_app(name_en="Web"), device=cellar, running=False)
        gone = app_at("not_install", individual.actor, device=cellar)
        installed_app(outsider.actor)
        api = client_for(individual)
        assert self.ids(api) == ([web.id, ollama.id], 2)
        assert self.ids(api, status="running") == ([ollama.id], 1)
        assert self.ids(api, device_id=cellar.id) == ([web.id], 1)
        assert self.ids(api, type="ai_compute") == ([ollama.id], 1)
        assert self.ids(api, search="olla") == ([ollama.id], 1)
        assert self.ids(api, search="cellar") == ([web.id], 1)
        assert self.ids(api, limit=1) == ([web.id], 2)
        refused(api.get(f"{API}/apps", {"status": "nonsense"}), 400, "validation_error")
        # an uninstalled app leaves the list but its page still answers
        detail = api.get(f"{API}/apps/{gone.id}")
        assert detail.status_code == 200 and detail.json()["data"]["status"] == "not_install"
        item = api.get(f"{API}/apps", {"status": "running"}).json()["data"]["items"][0]
        assert item["allowed_actions"] == ["stop", "restart", "suspend", "snapshot"]
        assert Decimal(item["price_per_hour"]) == 0 and "config" not in item and "log" not in item

    def test_sorts_by_age_or_by_the_app_name_in_the_callers_language(self, client_for, individual):
        zeta = installed_app(individual.actor, app=server_app(name_en="zeta", name_zh="Beta 测试"))
        alpha = installed_app(individual.actor, app=server_app(name_en="Alpha", name_zh=""))
        mid = installed_app(individual.actor, app=server_app(name_en="mid", name_zh="Zulu 测试"))
        api = client_for(individual)
        assert self.ids(api, sort="newest") == ([mid.id, alpha.id, zeta.id], 3)
        assert self.ids(api, sort="oldest") == ([zeta.id, alpha.id, mid.id], 3)
        assert self.ids(api, sort="name") == ([alpha.id, mid.id, zeta.id], 3)
        # In Chinese the Chinese names, an app without one by its English name.
        in_chinese = api.get(f"{API}/apps", {"sort": "name"}, HTTP_ACCEPT_LANGUAGE="zh").json()["data"]["items"]
        assert [item["id"] for item in in_chinese] == [alpha.id, zeta.id, mid.id]
        refused(api.get(f"{API}/apps", {"sort": "-name"}), 400, "validation_error")
