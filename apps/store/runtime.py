"""How an app version runs on a box (the device agent's Docker runtime, agent/README.md):

    {"image": "ollama/ollama:0.5.7", "port": 11434, "env": {"OLLAMA_KEEP_ALIVE": "keep_alive"},
     "gpu": true, "data_path": "/root/.ollama", "access": "http"}

`image` is a Docker reference, `port` the container port the app serves, `env` maps a
container variable to one of the app's settings (a property of its install-form schema),
`gpu` asks for the machine's GPUs, `data_path` is where its data volume is mounted, and
`access` says how renters and members reach it: `http` through the box's gateway, `ssh` by
SSH users, which the Docker runtime does not make (such grants are answered
`access_unsupported`). An empty runtime is an app version that only a simulated box runs.

An app reached at `{gateway}/{app id}/` that writes absolute links must know that path:
`env_fixed` sets container variables to texts in which the agent puts `{prefix}` (`/12`)
and `{url}` (`http://box:8780/12`), and `keep_prefix: true` has the gateway forward the whole
path to an app that serves under it (by default the app sees the path from its own root)."""

import re
from string import Formatter
from typing import Any

from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _

ACCESS_HTTP = "http"
ACCESS_SSH = "ssh"
KEYS = frozenset({"image", "port", "env", "env_fixed", "gpu", "data_path", "access", "keep_prefix"})
PLACEHOLDERS = frozenset({"prefix", "url"})
# A Docker image reference: [registry[:port]/]path[:tag][@digest], lower-case path parts.
IMAGE = re.compile(
    r"^(?:[a-zA-Z0-9.-]+(?::\d{1,5})?/)?[a-z0-9]+(?:[._-][a-z0-9]+)*(?:/[a-z0-9]+(?:[._-][a-z0-9]+)*)*"
    r"(?::[\w][\w.-]{0,127})?(?:@sha256:[a-f0-9]{64})?$"
)
ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,127}$")
DATA_PATH = re.compile(r"^/[\w./-]{0,254}$")
ENV_MAX = 50


def runtime_validate(*, runtime: Any, config_schema: dict[str, Any]) -> dict[str, Any]:
    """The runtime as kept (the access named), or a ValidationError naming each fault."""
    if runtime in (None, {}):
        return {}
    if not isinstance(runtime, dict):
        raise ValidationError(_("The runtime is a JSON object (or empty)."))
    faults = []
    unknown = sorted(set(runtime) - KEYS)
    if unknown:
        faults.append(_("Unknown runtime keys: %(keys)s.") % {"keys": ", ".join(unknown)})
    image = runtime.get("image")
    if not isinstance(image, str) or len(image) > 255 or not IMAGE.match(image):
        faults.append(_("The image is a Docker image reference, such as ollama/ollama:0.5.7."))
    port = runtime.get("port")
    if type(port) is not int or not 1 <= port <= 65535:
        faults.append(_("The port is the container port the app serves, 1 to 65535."))
    env = runtime.get("env", {})
    settings = set((config_schema or {}).get("properties", {}))
    if not isinstance(env, dict) or len(env) > ENV_MAX:
        faults.append(_("The environment maps at most %(count)d variables to settings.") % {"count": ENV_MAX})
    else:
        for variable, setting in env.items():
            if not ENV_NAME.match(str(variable)):
                faults.append(_("%(name)s is not an environment variable name.") % {"name": variable})
            elif setting not in settings:
                faults.append(
                    _("%(name)s names %(setting)s, which is not one of the app's settings.")
                    % {"name": variable, "setting": setting}
                )
    faults += _fixed_faults(runtime.get("env_fixed", {}))
    for flag in ("gpu", "keep_prefix"):
        if type(runtime.get(flag, False)) is not bool:
            faults.append(_("%(flag)s is true or false.") % {"flag": flag})
    data_path = runtime.get("data_path", "")
    if data_path and (not isinstance(data_path, str) or not DATA_PATH.match(data_path) or ".." in data_path):
        faults.append(_("The data path is an absolute path in the container."))
    access = runtime.get("access", ACCESS_HTTP)
    if access not in (ACCESS_HTTP, ACCESS_SSH):
        faults.append(_("Access is http (through the box's gateway) or ssh."))
    if faults:
        raise ValidationError(faults)
    return {**runtime, "access": access}


def _fixed_faults(fixed: Any) -> list[str]:
    if not isinstance(fixed, dict) or len(fixed) > ENV_MAX:
        return [_("The fixed environment sets at most %(count)d variables.") % {"count": ENV_MAX}]
    faults = []
    for variable, text in fixed.items():
        if not ENV_NAME.match(str(variable)):
            faults.append(_("%(name)s is not an environment variable name.") % {"name": variable})
            continue
        try:
            fields = {field for _text, field, _spec, _conv in Formatter().parse(text) if field is not None}
        except (TypeError, ValueError, AttributeError):
            fields = {""}
        if not isinstance(text, str) or len(text) > 500 or not fields <= PLACEHOLDERS:
            faults.append(
                _("%(name)s is a text of at most 500 characters whose only placeholders are {prefix} and {url}.")
                % {"name": variable}
            )
    return faults


def runs_behind_gateway(runtime: dict[str, Any] | None) -> bool:
    """Whether people reach the app through the box's gateway with a key of their own."""
    return bool(runtime) and (runtime or {}).get("access", ACCESS_HTTP) == ACCESS_HTTP
