"""The Z-Compute device agent: a machine's side of the agent protocol (docs/api/agent.md),
running each installed app in a Docker container behind one gateway port."""

__version__ = "0.1.0"
