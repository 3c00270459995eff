"""A test-only harness for crash tests: with `CRASH_AT=<step>` set, the process that reaches
`crash_point("<step>")` kills itself with SIGKILL there, as `kill -9` would, in the middle of
whatever it was doing (an open transaction is lost, a fetched task never acknowledged). The
test then runs the sweep and checks it converges. Unset (always, outside those tests), a
crash point does nothing."""

import os
import signal

from django.conf import settings


def crash_point(step: str) -> None:
    if settings.CRASH_AT and step == settings.CRASH_AT:
        os.kill(os.getpid(), signal.SIGKILL)
