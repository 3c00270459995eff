"""The commands on a runtime kept in memory: each converges, answers its error code when it
cannot be carried out, and leaves nothing half made."""

import pytest
import requests
from zcompute_agent.commands import Executor
from zcompute_agent.state import StateDir

from .fakes import FakeRuntime

IMAGE = "zcompute/hello-box:1"
RUNTIME = {"image": IMAGE, "port": 8080, "env": {"GREETING": "greeting"}, "data_path": "/data", "access": "http"}


@pytest.fixture
def runtime():
    return FakeRuntime(pullable={IMAGE})


@pytest.fixture
def progress():
    return []


@pytest.fixture
def forgotten():
    return []


@pytest.fixture
def executor(tmp_path, runtime, progress, forgotten):
    return Executor(
        runtime=runtime,
        state=StateDir(tmp_path / "state"),
        progress=lambda command_id, status: progress.append((command_id, status)),
        access_changed=forgotten.append,
    )


def command(number, kind, app_id=7, **payload):
    return {"id": number, "type": kind, "app_id": app_id, "payload": payload}


def install(executor, app_id=7, runtime=RUNTIME, greeting="hello"):
    return executor.carry_out(command(1, "install", app_id, runtime=runtime, config={"greeting": greeting}))


def test_install_pulls_a_missing_image_says_so_and_makes_the_container(executor, runtime, progress):
    outcome = install(executor)
    assert outcome.success and outcome.code is None
    assert progress == [(1, "downloading")]
    assert runtime.containers[7]["spec"].env == {"GREETING": "hello"}
    assert runtime.containers[7]["status"] == "stopped" and 7 in runtime.volumes
    assert executor.state.apps()[7] == {"runtime": RUNTIME, "config": {"greeting": "hello"}}


def test_install_of_a_present_image_pulls_nothing(executor, runtime, progress):
    runtime.images.add(IMAGE)
    assert install(executor).success
    assert progress == [] and ("pull", IMAGE) not in runtime.calls


def test_installing_twice_converges_on_one_container(executor, runtime):
    assert install(executor).success and install(executor).success
    assert list(runtime.containers) == [7]


def test_an_image_that_cannot_be_pulled_fails_with_its_code_and_leaves_nothing(executor, runtime):
    outcome = install(executor, runtime={**RUNTIME, "image": "nowhere/missing:1"})
    assert (outcome.success, outcome.code) == (False, "image_pull_failed")
    assert "nowhere/missing:1" in outcome.detail
    assert runtime.containers == {} and executor.state.apps() == {}


def test_a_version_without_an_image_is_refused(executor):
    outcome = install(executor, runtime={})
    assert (outcome.success, outcome.code) == (False, "config_invalid")


def test_start_stop_restart_and_their_sub_statuses(executor, runtime, progress):
    install(executor)
    assert executor.carry_out(command(2, "start")).success
    assert runtime.containers[7]["status"] == "running"
    assert executor.carry_out(command(3, "stop")).success
    assert runtime.containers[7]["status"] == "stopped"
    assert executor.carry_out(command(4, "restart")).success
    assert runtime.containers[7]["status"] == "running"
    assert progress[1:] == [(2, "preparing"), (3, "shutting_down")]


def test_start_makes_a_lost_container_again(executor, runtime):
    install(executor)
    runtime.containers.clear()  # removed by hand on the machine
    assert executor.carry_out(command(2, "start")).success
    assert runtime.containers[7]["status"] == "running"


def test_a_command_for_an_app_the_agent_does_not_have(executor):
    for kind in ("start", "stop", "restart", "suspend", "resume", "snapshot"):
        outcome = executor.carry_out(command(9, kind, app_id=99))
        assert (outcome.success, outcome.code) == (False, "app_not_found"), kind
    configure = executor.carry_out(command(9, "configure", app_id=99, config={}))
    assert configure.code == "app_not_found"


def test_uninstall_removes_the_container_and_its_data_and_converges(executor, runtime, forgotten):
    install(executor)
    assert executor.carry_out(command(2, "uninstall")).success
    assert runtime.containers == {} and runtime.volumes == set() and executor.state.apps() == {}
    assert forgotten == [7]
    assert executor.carry_out(command(2, "uninstall")).success  # again after a crash: nothing left to do


def test_new_settings_make_the_container_again_and_keep_it_running(executor, runtime):
    install(executor)
    executor.carry_out(command(2, "start"))
    outcome = executor.carry_out(command(3, "configure", config={"greeting": "bonjour"}))
    assert outcome.success and outcome.detail == "settings applied"
    assert runtime.containers[7]["spec"].env == {"GREETING": "bonjour"}
    assert runtime.containers[7]["status"] == "running" and 7 in runtime.volumes
    assert executor.state.apps()[7]["config"] == {"greeting": "bonjour"}
    unchanged = executor.carry_out(command(4, "configure", config={"greeting": "bonjour", "unused": 1}))
    assert unchanged.success and unchanged.detail.startswith("settings kept")


def test_settings_the_app_refuses_are_undone(executor, runtime):
    install(executor)
    executor.carry_out(command(2, "start"))
    outcome = executor.carry_out(command(3, "configure", config={"greeting": "BROKEN"}))
    assert (outcome.success, outcome.code) == (False, "config_invalid")
    assert runtime.containers[7]["spec"].env == {"GREETING": "hello"}
    assert runtime.containers[7]["status"] == "running"
    assert executor.state.apps()[7]["config"] == {"greeting": "hello"}


def test_settings_docker_refuses_leave_the_old_container(executor, runtime):
    install(executor)
    executor.carry_out(command(2, "start"))
    outcome = executor.carry_out(command(3, "configure", config={"greeting": "UNMAKEABLE"}))
    assert (outcome.success, outcome.code) == (False, "config_invalid")
    assert runtime.containers[7]["spec"].env == {"GREETING": "hello"} and runtime.containers[7]["status"] == "running"


def test_access_changes_empty_the_gateways_cache_and_ssh_is_unsupported(executor, tmp_path, forgotten):
    install(executor)
    grant = {"grant": {"username": "rental-5", "ssh_public_key": "ssh-ed25519 AAA", "api_key": "zk-x"}}
    assert executor.carry_out(command(2, "configure", access=grant)).success
    assert executor.carry_out(command(3, "configure", access={"revoke": {"username": "rental-5"}})).success
    assert forgotten == [7, 7]
    install(executor, app_id=8, runtime={**RUNTIME, "access": "ssh"})
    outcome = executor.carry_out(command(4, "configure", app_id=8, access=grant))
    assert (outcome.success, outcome.code) == (False, "access_unsupported")


def test_release_removes_the_previous_owners_apps_only(executor, runtime):
    install(executor, app_id=7)
    install(executor, app_id=8)
    release = {"id": 5, "type": "release", "app_id": None, "payload": {"app_ids": [7], "ssh_users": []}}
    assert executor.carry_out(release).success
    assert list(runtime.containers) == [8] and list(executor.state.apps()) == [8]


def test_power_commands_stop_and_start_the_running_apps(executor, runtime):
    install(executor, app_id=7)
    install(executor, app_id=8)
    executor.carry_out(command(2, "start", app_id=7))

    def device(number, kind):
        return executor.carry_out({"id": number, "type": kind, "app_id": None, "payload": {}})

    assert device(3, "stop").success and executor.status == "stopped"
    assert runtime.statuses() == {7: "stopped", 8: "stopped"}
    assert device(4, "start").success and executor.status == "online"
    assert runtime.statuses() == {7: "running", 8: "stopped"}  # only what ran before
    again = Executor(runtime=runtime, state=executor.state, progress=lambda *_: None)
    assert again.status == "online"
    device(5, "stop")
    assert Executor(runtime=runtime, state=executor.state, progress=lambda *_: None).status == "stopped"


def test_fixed_variables_get_the_apps_path_and_address_on_the_gateway(tmp_path, runtime):
    executor = Executor(
        runtime=runtime, state=StateDir(tmp_path / "s"), progress=lambda *_: None, gateway_url="http://box:8780/"
    )
    fixed = {**RUNTIME, "env_fixed": {"BASE": "--base_url={prefix}/", "ROOT_URL": "{url}"}}
    assert install(executor, app_id=12, runtime=fixed).success
    assert runtime.containers[12]["spec"].env == {
        "GREETING": "hello",
        "BASE": "--base_url=/12/",
        "ROOT_URL": "http://box:8780/12",
    }
    odd = install(executor, app_id=13, runtime={**RUNTIME, "env_fixed": {"X": "{secret}"}})
    assert (odd.success, odd.code) == (False, "config_invalid")


def test_what_the_agent_does_not_carry_out(executor):
    delete = executor.carry_out({"id": 1, "type": "delete", "app_id": None, "payload": {}})
    assert (delete.success, delete.code) == (False, "command_unsupported")
    odd = executor.carry_out(command(2, "teleport"))
    assert (odd.success, odd.code) == (False, "command_unsupported")


def test_docker_that_does_not_answer_in_time_is_a_timeout(executor, runtime):
    def hung(image):
        raise requests.ReadTimeout("UnixHTTPConnectionPool: Read timed out. (read timeout=60)")

    runtime.pull = hung
    outcome = install(executor)
    assert (outcome.success, outcome.code) == (False, "timeout") and "Read timed out" in outcome.detail


def test_an_unexpected_error_is_answered_as_unknown(executor, runtime):
    install(executor)

    def broken(app_id):
        raise RuntimeError("the daemon went away")

    runtime.start = broken
    outcome = executor.carry_out(command(2, "start"))
    assert (outcome.success, outcome.code) == (False, "unknown")
    assert "the daemon went away" in outcome.detail
