"""`zcompute-agent register` against a stand-in of the server's register call on loopback, and
the state it leaves: readable by its owner only, the secret never printed."""

import json
import stat
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from zcompute_agent.cli import main
from zcompute_agent.state import StateDir

SECRET = "s3cret-never-shown"


class Register(BaseHTTPRequestHandler):
    bodies: list[dict] = []

    def log_message(self, *args):
        return

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        Register.bodies.append(body)
        if body["registration_token"] != "good-token":
            status, answer = 401, {"code": 401, "msg": "no", "data": None, "error": "registration_token_invalid"}
        elif body["serial"] == "bound-box" and not body.get("reenrol_code"):
            status, answer = 403, {"code": 403, "msg": "no", "data": None, "error": "device_reenrol_required"}
        else:
            data = {"device_id": "ABCD-EFGH-JKLM", "device_secret": SECRET, "heartbeat_interval": 30}
            status, answer = 200, {"code": 200, "msg": "ok", "data": data}
        raw = json.dumps(answer).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)


@pytest.fixture
def server():
    Register.bodies = []
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Register)
    threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def register(server, state_dir, token="good-token", *extra):
    return main(["register", "--server", server, "--token", token, "--state-dir", str(state_dir), *extra])


def test_register_prints_the_device_id_and_keeps_the_secret_to_the_owner(server, tmp_path, capsys):
    state_dir = tmp_path / "agent"
    assert register(server, state_dir, "good-token", "--serial", "box-1") == 0
    out, err = capsys.readouterr()
    assert out == "ABCD-EFGH-JKLM\n" and SECRET not in out + err
    assert stat.S_IMODE(state_dir.stat().st_mode) == 0o700
    kept = state_dir / "identity.json"
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    identity = StateDir(state_dir).identity()
    assert (identity.device_id, identity.device_secret, identity.serial) == ("ABCD-EFGH-JKLM", SECRET, "box-1")
    sent = Register.bodies[0]
    assert sent["serial"] == "box-1" and sent["kind"] == "zbox" and "device_secret" not in sent
    assert sent["resources"]["cpu_cores"] >= 1 and sent["resources"]["gpus"] == []


def test_registering_again_sends_the_kept_secret_so_the_box_keeps_its_id(server, tmp_path):
    register(server, tmp_path / "agent", "good-token", "--serial", "box-1")
    assert register(server, tmp_path / "agent") == 0
    assert Register.bodies[1]["serial"] == "box-1" and Register.bodies[1]["device_secret"] == SECRET


def test_a_refused_registration_says_why_and_keeps_nothing(server, tmp_path, capsys):
    assert register(server, tmp_path / "agent", "bad-token") == 1
    assert "registration_token_invalid" in capsys.readouterr().err
    assert StateDir(tmp_path / "agent").identity() is None


def test_a_bound_box_that_lost_its_state_comes_back_with_its_owners_code(server, tmp_path, capsys):
    assert register(server, tmp_path / "agent", "good-token", "--serial", "bound-box") == 1
    assert "re-enrolment code" in capsys.readouterr().err
    code = ["--serial", "bound-box", "--reenrol-code", "R3EN-R0L"]
    assert register(server, tmp_path / "agent", "good-token", *code) == 0
    assert Register.bodies[-1]["reenrol_code"] == "R3EN-R0L"
    assert StateDir(tmp_path / "agent").identity().device_secret == SECRET


def test_run_without_a_registration_says_what_to_do(tmp_path, capsys):
    assert main(["run", "--state-dir", str(tmp_path / "none")]) == 1
    assert "zcompute-agent register" in capsys.readouterr().err


def test_a_state_file_left_readable_is_made_private_again(tmp_path):
    state = StateDir(tmp_path / "agent")
    state.write("journal.json", {"under_way": None, "done": []})
    (tmp_path / "agent" / "journal.partial").write_text("{}")
    (tmp_path / "agent" / "journal.partial").chmod(0o644)
    state.finish(5)
    assert stat.S_IMODE((tmp_path / "agent" / "journal.json").stat().st_mode) == 0o600
    assert state.answered(5) and not state.answered(6)
