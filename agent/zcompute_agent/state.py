"""What the agent keeps between runs, in its state directory (mode 0700, every file 0600):
who it is (`identity.json`: the server, the Device ID and the device secret), what each app
runs (`apps.json`: the runtime and settings its install gave it) and the command under way
with the ids of those already answered (`journal.json`), so that a restart after a crash
finishes what it started and applies nothing twice. Each file is replaced whole (written
beside it, flushed, renamed), so a crash leaves the old one or the new one, never half."""

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

DEFAULT_DIR = Path("~/.zcompute-agent")
# How many answered command ids the journal remembers (a command is delivered once; this is
# for the one a crash interrupted between its work and its answer).
DONE_KEPT = 200


@dataclass
class Identity:
    server: str
    device_id: str
    device_secret: str
    serial: str
    kind: str = "zbox"


class StateDir:
    def __init__(self, path: Path) -> None:
        self.path = path.expanduser()

    def ensure(self) -> None:
        self.path.mkdir(mode=0o700, parents=True, exist_ok=True)
        self.path.chmod(0o700)

    def read(self, name: str) -> Any:
        try:
            return json.loads((self.path / name).read_text())
        except FileNotFoundError:
            return None

    def write(self, name: str, value: Any) -> None:
        self.ensure()
        target = self.path / name
        partial = target.with_suffix(".partial")
        fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as file:
            json.dump(value, file)
            file.flush()
            os.fsync(file.fileno())
        partial.chmod(0o600)  # also when an earlier crash left a readable one
        partial.replace(target)

    # Identity

    def identity(self) -> Identity | None:
        value = self.read("identity.json")
        return Identity(**value) if value else None

    def save_identity(self, identity: Identity) -> None:
        self.write("identity.json", asdict(identity))

    # Apps: {app id: {"runtime": ..., "config": ...}}

    def apps(self) -> dict[int, dict[str, Any]]:
        return {int(key): value for key, value in (self.read("apps.json") or {}).items()}

    def save_app(self, app_id: int, spec: dict[str, Any]) -> None:
        apps = self.apps()
        apps[app_id] = spec
        self.write("apps.json", {str(key): value for key, value in apps.items()})

    def drop_app(self, app_id: int) -> None:
        apps = self.apps()
        if apps.pop(app_id, None) is not None:
            self.write("apps.json", {str(key): value for key, value in apps.items()})

    # Journal: the command under way and the ids already answered

    def journal(self) -> dict[str, Any]:
        return self.read("journal.json") or {"under_way": None, "done": []}

    def begin(self, command: dict[str, Any]) -> None:
        journal = self.journal()
        journal["under_way"] = command
        self.write("journal.json", journal)

    def finish(self, command_id: int) -> None:
        journal = self.journal()
        journal["under_way"] = None
        journal["done"] = [*journal["done"], command_id][-DONE_KEPT:]
        self.write("journal.json", journal)

    def answered(self, command_id: int) -> bool:
        return command_id in self.journal()["done"]
