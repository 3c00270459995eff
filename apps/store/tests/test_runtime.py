"""An app version's runtime (how a box's agent runs it in Docker): checked on every save, by
the service and by the admin's forms, and kept with its access named."""

import json
from io import StringIO

import pytest
from django.core.exceptions import ValidationError
from django.core.management import CommandError, call_command

from ..models import AppVersion
from ..runtime import runs_behind_gateway, runtime_validate
from ..services import app_version_add
from .helpers import make_app

SCHEMA = {"type": "object", "properties": {"greeting": {"type": "string"}, "debug": {"type": "boolean"}}}
GOOD = {"image": "zcompute/hello-box:1", "port": 8080, "env": {"GREETING": "greeting"}, "data_path": "/data"}


def test_a_good_runtime_is_kept_with_its_access_named():
    assert runtime_validate(runtime=GOOD, config_schema=SCHEMA) == {**GOOD, "access": "http"}
    pinned = {"image": "registry.example:5000/team/app@sha256:" + "a" * 64, "port": 1, "gpu": True, "access": "ssh"}
    assert runtime_validate(runtime=pinned, config_schema={}) == pinned
    assert runtime_validate(runtime={}, config_schema=SCHEMA) == {}
    assert runtime_validate(runtime=None, config_schema=SCHEMA) == {}


@pytest.mark.parametrize(
    ("change", "fault"),
    [
        ({"image": "Not An Image!"}, "Docker image reference"),
        ({"image": ""}, "Docker image reference"),
        ({"port": 0}, "container port"),
        ({"port": "8080"}, "container port"),
        ({"env": {"BAD-NAME": "greeting"}}, "not an environment variable name"),
        ({"env": {"GREETING": "missing"}}, "not one of the app's settings"),
        ({"env": ["GREETING"]}, "maps at most"),
        ({"gpu": "yes"}, "true or false"),
        ({"data_path": "data"}, "absolute path"),
        ({"data_path": "/data/../etc"}, "absolute path"),
        ({"access": "vnc"}, "http"),
        ({"entrypoint": ["sh"]}, "Unknown runtime keys: entrypoint"),
    ],
)
def test_each_fault_is_named(change, fault):
    with pytest.raises(ValidationError) as refused:
        runtime_validate(runtime={**GOOD, **change}, config_schema=SCHEMA)
    assert any(fault in message for message in refused.value.messages)


def test_a_runtime_that_is_not_an_object_is_refused():
    with pytest.raises(ValidationError):
        runtime_validate(runtime=["image"], config_schema=SCHEMA)


def test_only_an_http_runtime_is_behind_the_gateway():
    assert runs_behind_gateway({**GOOD, "access": "http"})
    assert not runs_behind_gateway({**GOOD, "access": "ssh"})
    assert not runs_behind_gateway({})


@pytest.mark.django_db
def test_the_service_refuses_a_bad_runtime_and_saves_nothing():
    app = make_app(config_schema=SCHEMA)
    with pytest.raises(ValidationError):
        app_version_add(app=app, version="2.0", runtime={**GOOD, "port": 70000})
    assert list(app.versions.values_list("version", flat=True)) == ["1.0"]
    kept = app_version_add(app=app, version="2.0", runtime=GOOD)
    assert AppVersion.objects.get(pk=kept.pk).runtime == {**GOOD, "access": "http"}


@pytest.mark.django_db
def test_the_admin_names_the_runtimes_faults(admin_client):
    app = make_app(config_schema=SCHEMA)
    version = app.versions.get()
    page = f"/admin/market/appversion/{version.pk}/change/"
    form = {
        "app": app.pk,
        "version": "1.0",
        "released_at_0": "2026-11-01",
        "released_at_1": "10:00:00",
        "is_latest": "on",
        "runtime": '{"image": "zcompute/hello-box:1", "port": 8080, "env": {"GREETING": "nope"}}',
    }
    response = admin_client.post(page, form)
    assert response.status_code == 200
    assert "not one of the app&#x27;s settings" in response.content.decode()
    version.refresh_from_db()
    assert version.runtime == {}
    form["runtime"] = '{"image": "zcompute/hello-box:1", "port": 8080, "env": {"GREETING": "greeting"}}'
    assert admin_client.post(page, form).status_code == 302
    version.refresh_from_db()
    assert version.runtime["env"] == {"GREETING": "greeting"} and version.runtime["access"] == "http"


@pytest.mark.django_db
def test_the_store_says_how_each_version_runs_on_a_box_with_the_agent(client):
    app = make_app(config_schema=SCHEMA, versions=("1.0",))
    app_version_add(app=app, version="2.0", runtime={**GOOD, "access": "ssh"}, latest=False)
    app_version_add(app=app, version="3.0", runtime=GOOD)
    versions = client.get(f"/api/rmp/v1/store/apps/{app.pk}").json()["data"]["versions"]
    assert [(v["version"], v["runtime_access"]) for v in versions] == [("3.0", "http"), ("2.0", "ssh"), ("1.0", None)]


@pytest.mark.django_db
def test_support_shows_and_sets_a_versions_runtime_with_manage_py():
    app = make_app(config_schema=SCHEMA, slug="hello", versions=("1.0",))

    def run(*arguments):
        out = StringIO()
        call_command("app_versions", "hello", *arguments, stdout=out)
        return out.getvalue()

    assert run() == "1.0 (latest)  -\n"
    with pytest.raises(CommandError, match="not one of the app's settings"):
        run("--set", "1.0", "--runtime", '{"image": "a/b:1", "port": 80, "env": {"X": "nope"}}')
    with pytest.raises(CommandError, match="not JSON"):
        run("--set", "1.0", "--runtime", "{image")
    with pytest.raises(CommandError, match="--set"):
        run("--runtime", "{}")
    assert app.versions.get().runtime == {}
    shown = run("--set", "1.0", "--runtime", json.dumps(GOOD))
    assert shown.startswith("Saved the runtime of hello 1.0.\n1.0 (latest)  {")
    assert app.versions.get().runtime == {**GOOD, "access": "http"}
    run("--set", "1.0", "--runtime", "")
    assert app.versions.get().runtime == {}


def test_fixed_variables_may_name_the_apps_path_on_the_gateway():
    runtime = {**GOOD, "env_fixed": {"NOTEBOOK_ARGS": "--ServerApp.base_url={prefix}", "ROOT": "{url}/"}}
    assert runtime_validate(runtime={**runtime, "keep_prefix": True}, config_schema=SCHEMA)["keep_prefix"] is True
    for fixed in ({"ROOT": "{secret}"}, {"ROOT": "{"}, {"ROOT": 5}, {"1X": "x"}, {"ROOT": "x" * 501}):
        with pytest.raises(ValidationError):
            runtime_validate(runtime={**GOOD, "env_fixed": fixed}, config_schema=SCHEMA)
    with pytest.raises(ValidationError, match="keep_prefix"):
        runtime_validate(runtime={**GOOD, "keep_prefix": "yes"}, config_schema=SCHEMA)
