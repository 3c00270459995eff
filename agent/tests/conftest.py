"""The agent's own tests. Its unit tests (no Docker) run with every `make test`; the journey
suite in `journey/` needs a Docker daemon and the server, and runs only under
`make agent-test` (which sets ZC_AGENT_JOURNEY)."""

import os

collect_ignore = [] if os.environ.get("ZC_AGENT_JOURNEY") else ["journey"]
