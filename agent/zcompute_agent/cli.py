"""`zcompute-agent register` and `zcompute-agent run` (agent/README.md)."""

import argparse
import logging
import signal
import socket
import sys
from pathlib import Path
from urllib.parse import urlsplit

from . import __version__
from .agent import Agent
from .gateway import Gateway, KeyCache, Upstream
from .protocol import ProtocolError, Server
from .resources import gpus, machine_resources
from .state import DEFAULT_DIR, Identity, StateDir

GATEWAY_PORT = 8780
MACHINE_ID = Path("/etc/machine-id")


def _default_serial() -> str:
    try:
        return MACHINE_ID.read_text().strip() or socket.gethostname()
    except OSError:
        return socket.gethostname()


def _own_address(server: str) -> str:
    """The address this machine reaches the server from (no packet is sent)."""
    host = urlsplit(server).hostname or "127.0.0.1"
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect((host, 80))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def register(options: argparse.Namespace) -> int:
    state = StateDir(options.state_dir)
    kept = state.identity()
    serial = options.serial or (kept.serial if kept else _default_serial())
    body = {
        "registration_token": options.token,
        "serial": serial,
        "kind": options.kind,
        "resources": machine_resources(options.data_dir),
    }
    if kept and kept.serial == serial and kept.server == options.server:
        body["device_secret"] = kept.device_secret  # the same box again keeps its Device ID
    if options.reenrol_code:
        body["reenrol_code"] = options.reenrol_code
    server = Server(options.server)
    try:
        answer = server.register(body)
    except ProtocolError as refusal:
        print(f"Registration refused: {refusal.status} {refusal.code}", file=sys.stderr)
        if refusal.code == "device_reenrol_required":
            print("This machine is bound: ask its owner for a re-enrolment code (--reenrol-code).", file=sys.stderr)
        elif refusal.code == "device_registration_pending":
            print(
                "This serial is registered elsewhere and waits to be bound: register with the state directory that "
                "holds its secret (--state-dir), or again once that registration lapses.",
                file=sys.stderr,
            )
        return 1
    state.save_identity(
        Identity(server=options.server, device_id=answer["device_id"], device_secret=server.secret, serial=serial)
    )
    print(answer["device_id"])
    print(f"Bind this Device ID on the console's Devices page. State kept in {state.path}.", file=sys.stderr)
    return 0


def run(options: argparse.Namespace) -> int:
    from .runtime import DockerRuntime  # Docker is needed to run, not to register

    state = StateDir(options.state_dir)
    identity = state.identity()
    if identity is None:
        print(f"No registration in {state.path}: run `zcompute-agent register` first.", file=sys.stderr)
        return 1
    server = Server(identity.server, device_id=identity.device_id, secret=identity.device_secret)
    runtime = DockerRuntime(device_id=identity.device_id, network=options.docker_network, has_gpu=bool(gpus()))
    keys = KeyCache(server.verify)

    def upstream(app_id: int) -> Upstream | None:
        app_runtime = (state.apps().get(app_id) or {}).get("runtime", {})
        port = int(app_runtime.get("port") or 0)
        address = runtime.address(app_id, port) if port else None
        return Upstream(*address, keep_prefix=bool(app_runtime.get("keep_prefix"))) if address else None

    gateway = Gateway((options.gateway_bind, options.gateway_port), keys=keys, upstream=upstream)
    public_url = (options.public_url or f"http://{_own_address(identity.server)}:{gateway.server_address[1]}").rstrip(
        "/"
    )
    gateway.secure_cookies = public_url.startswith("https://")
    agent = Agent(
        server=server,
        state=state,
        runtime=runtime,
        data_dir=options.data_dir,
        gateway_url=public_url,
        forget_keys=keys.forget,
    )
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: agent.stopping.set())
    gateway.serve_in_background()
    logging.getLogger(__name__).info("device %s: gateway on %s", identity.device_id, public_url)
    try:
        agent.run()
    finally:
        gateway.shutdown()
        gateway.server_close()
    return 0


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="zcompute-agent", description="Turn this machine into a Z-Compute box.")
    top.add_argument("--version", action="version", version=__version__)
    commands = top.add_subparsers(dest="command", required=True)

    def common(sub: argparse.ArgumentParser) -> None:
        sub.add_argument("--state-dir", type=Path, default=DEFAULT_DIR, help="where the agent keeps its state")
        sub.add_argument("--data-dir", type=Path, default=Path("/"), help="the file system whose disk is reported")

    reg = commands.add_parser("register", help="register this machine and print its Device ID")
    reg.add_argument("--server", required=True, help="the server's address, e.g. https://zcompute.example")
    reg.add_argument("--token", required=True, help="the server's registration token")
    reg.add_argument("--serial", help="this machine's serial (default: its machine id)")
    reg.add_argument("--kind", choices=["zbox", "pbox"], default="zbox")
    reg.add_argument("--reenrol-code", help="the owner's one-time code, for a bound box that lost its state")
    common(reg)
    reg.set_defaults(handler=register)

    go = commands.add_parser("run", help="heartbeat, carry out commands and serve the gateway")
    go.add_argument("--gateway-port", type=int, default=GATEWAY_PORT, help="the gateway's port (0: any free one)")
    go.add_argument("--gateway-bind", default="0.0.0.0", help="the address the gateway listens on")  # noqa: S104
    go.add_argument("--public-url", help="the gateway's address as renters reach it (a box behind a router)")
    go.add_argument("--docker-network", default="zcompute", help="the Docker network the apps run on")
    common(go)
    go.set_defaults(handler=run)
    return top


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    options = parser().parse_args(argv)
    return int(options.handler(options))
