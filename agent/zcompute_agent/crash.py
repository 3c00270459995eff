"""The crash tests' harness, as the server's (`apps/common/crash.py`): with
`ZC_AGENT_CRASH_AT=<step>` set, the agent kills itself with SIGKILL when it reaches
`crash_point("<step>")`, as `kill -9` would. Unset (always, outside those tests), nothing."""

import os
import signal


def crash_point(step: str) -> None:
    if step == os.environ.get("ZC_AGENT_CRASH_AT"):
        os.kill(os.getpid(), signal.SIGKILL)
