"""The agent's loop against a recording server and a runtime in memory: what its heartbeats
say, how it reconciles with what the server holds, and how a restart finishes the command a
crash interrupted, answering it once."""

import threading

import pytest
from zcompute_agent.agent import Agent
from zcompute_agent.runtime import AppSpec
from zcompute_agent.state import StateDir

from .fakes import FakeRuntime, FakeServer
from .test_commands import IMAGE, RUNTIME

GATEWAY = "http://192.0.2.5:8780"


def make_agent(tmp_path, server, runtime):
    return Agent(
        server=server, state=StateDir(tmp_path / "state"), runtime=runtime, data_dir=tmp_path, gateway_url=GATEWAY
    )


def install_command(number=1, app_id=7):
    return {"id": number, "type": "install", "app_id": app_id, "payload": {"runtime": RUNTIME, "config": {}}}


def drain(agent):
    """Carries out what is queued, as the worker thread does."""
    while agent.step(timeout=0):
        pass


@pytest.fixture
def runtime():
    return FakeRuntime(pullable={IMAGE})


def test_the_first_heartbeat_reports_the_machine_its_apps_and_its_gateway(tmp_path, runtime):
    server = FakeServer(answers=[{"commands": [], "heartbeat_interval": 5, "apps": []}])
    agent = make_agent(tmp_path, server, runtime)
    agent.beat(first=True)
    first = server.beats[0]
    assert first["status"] == "online" and first["gateway_url"] == GATEWAY and first["apps"] == []
    assert first["resources"]["cpu_cores"] >= 1 and first["resources"]["memory_bytes"] > 0
    assert first["resources"]["disk_bytes"] > 0 and first["resources"]["gpus"] == []
    assert set(first["usage"]) == {"cpu", "memory", "disk"} and all(0 <= v <= 100 for v in first["usage"].values())
    assert agent.interval == 5
    agent.beat()
    assert "resources" not in server.beats[1] and "apps" not in server.beats[1]  # nothing changed: a plain beat


def test_commands_are_carried_out_and_the_new_status_goes_with_the_next_beat(tmp_path, runtime):
    start = {"id": 2, "type": "start", "app_id": 7, "payload": {}}
    server = FakeServer(answers=[{"commands": [install_command(), start], "heartbeat_interval": 5}])
    agent = make_agent(tmp_path, server, runtime)
    agent.beat(first=True)
    drain(agent)
    assert server.results == [(1, True, None), (2, True, None)]
    agent.beat()
    assert server.beats[1]["apps"] == [{"id": 7, "status": "running"}]


def test_a_command_already_answered_is_not_carried_out_again(tmp_path, runtime):
    server = FakeServer(answers=[{"commands": [install_command()]}, {"commands": [install_command()]}])
    agent = make_agent(tmp_path, server, runtime)
    agent.beat(first=True)
    drain(agent)
    agent.beat()
    assert agent.commands.empty() and server.results == [(1, True, None)]


def test_reconcile_removes_what_the_server_no_longer_has_and_reports_what_is_lost(tmp_path, runtime):
    runtime.images.add(IMAGE)
    server = FakeServer()
    agent = make_agent(tmp_path, server, runtime)
    for app_id in (7, 8, 9, 10):
        agent.executor.carry_out(install_command(app_id, app_id))
    runtime.containers[8]["status"] = "running"
    runtime.remove(9, data=True)  # removed by hand on the machine
    # The server holds 8 (running) and 9 (installed, its container gone), not 7 (uninstalled
    # while the agent was down), and 10's install failed (it expired while the agent was down).
    held = [
        {"id": 8, "status": "running"},
        {"id": 9, "status": "installed"},
        {"id": 10, "status": "installation_failed"},
    ]
    server.answers = [{"commands": [], "apps": held}]
    agent.beat(first=True)
    assert list(runtime.containers) == [8] and runtime.volumes == {8}
    assert sorted(agent.state.apps()) == [8, 9]
    agent.beat()
    assert server.beats[1]["apps"] == [{"id": 8, "status": "running"}, {"id": 9, "status": "failed"}]


def test_an_uninstalled_app_is_not_reported_again(tmp_path, runtime):
    uninstall = {"id": 2, "type": "uninstall", "app_id": 7, "payload": {}}
    server = FakeServer(answers=[{"commands": [uninstall], "apps": [{"id": 7, "status": "stopped"}]}])
    agent = make_agent(tmp_path, server, runtime)
    agent.executor.carry_out(install_command())  # installed before this run
    agent.beat(first=True)
    assert server.beats[0]["apps"] == [{"id": 7, "status": "stopped"}]
    drain(agent)
    agent.beat()
    assert server.beats[-1]["apps"] == []  # gone, not "failed"


def test_reconcile_leaves_an_app_with_a_command_under_way(tmp_path, runtime):
    server = FakeServer(answers=[{"commands": [install_command()], "apps": []}])
    agent = make_agent(tmp_path, server, runtime)
    runtime.images.add(IMAGE)
    runtime.create(7, AppSpec.of(RUNTIME, {}))  # half made before
    agent.beat(first=True)
    assert 7 in runtime.containers  # its install is queued: not an orphan
    drain(agent)
    assert server.results == [(1, True, None)]


def test_a_restart_finishes_the_interrupted_command_and_answers_it_once(tmp_path, runtime):
    state = StateDir(tmp_path / "state")
    state.begin(install_command())  # the agent died here, mid-install
    server = FakeServer()
    agent = make_agent(tmp_path, server, runtime)
    agent.resume_interrupted()
    drain(agent)
    assert server.results == [(1, True, None)] and list(runtime.containers) == [7]
    again = make_agent(tmp_path, server, runtime)
    again.resume_interrupted()
    assert again.commands.empty()


def test_an_uninstall_interrupted_by_a_crash_is_finished(tmp_path, runtime):
    runtime.images.add(IMAGE)
    server = FakeServer()
    agent = make_agent(tmp_path, server, runtime)
    agent.executor.carry_out(install_command())
    agent.state.begin({"id": 3, "type": "uninstall", "app_id": 7, "payload": {}})
    restarted = make_agent(tmp_path, server, runtime)
    restarted.resume_interrupted()
    drain(restarted)
    assert runtime.containers == {} and server.results == [(3, True, None)]


def test_a_failed_command_is_answered_with_its_code(tmp_path, runtime):
    broken = {**install_command(), "payload": {"runtime": {**RUNTIME, "image": "nowhere/x:1"}, "config": {}}}
    server = FakeServer(answers=[{"commands": [broken]}])
    agent = make_agent(tmp_path, server, runtime)
    agent.beat(first=True)
    drain(agent)
    assert server.results == [(1, False, "image_pull_failed")]


def test_a_result_waits_for_the_heartbeat_read_before_it(tmp_path, runtime):
    """The heartbeat read the app running; the stop's result must not reach the server before
    that heartbeat does, or the server would take the stopped app back to running."""
    calls: list[str] = []
    slow, sending, release = threading.Event(), threading.Event(), threading.Event()

    class SlowServer(FakeServer):
        def heartbeat(self, body):
            if slow.is_set():
                sending.set()
                release.wait(5)
            calls.append("heartbeat")
            return super().heartbeat(body)

        def result(self, command_id, **kwargs):
            calls.append(f"result {command_id}")
            super().result(command_id, **kwargs)

    start = {"id": 2, "type": "start", "app_id": 7, "payload": {}}
    server = SlowServer(answers=[{"commands": [install_command(), start], "heartbeat_interval": 5}])
    agent = make_agent(tmp_path, server, runtime)
    agent.beat(first=True)
    drain(agent)
    calls.clear()
    slow.set()
    beating = threading.Thread(target=agent.beat)
    beating.start()
    assert sending.wait(5)
    agent.enqueue({"id": 3, "type": "stop", "app_id": 7, "payload": {}})
    stopping = threading.Thread(target=drain, args=(agent,))
    stopping.start()
    stopping.join(0.5)
    assert calls == []  # the stop's result waits for the heartbeat under way
    release.set()
    beating.join(5)
    stopping.join(5)
    assert calls == ["heartbeat", "result 3"]
    assert server.beats[-1]["apps"] == [{"id": 7, "status": "running"}]
