"""The credentials made for an app and for each person given access to it."""

import secrets

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from apps.store.runtime import runs_behind_gateway

from ..choices import AI_API_TYPES
from ..models import InstalledApp

API_KEY_PREFIX = "zk-"


def ssh_keypair() -> tuple[str, str]:
    """A new Ed25519 key pair: (OpenSSH private key, OpenSSH public key)."""
    key = Ed25519PrivateKey.generate()
    private = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.OpenSSH, serialization.NoEncryption()
    ).decode()
    public = key.public_key().public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH).decode()
    return private, public


def api_key_new() -> str:
    return API_KEY_PREFIX + secrets.token_urlsafe(32)


def takes_api_keys(installed: InstalledApp) -> bool:
    """Whether the app and each person given access to it get an API key: AI apps (their
    OpenAI-style API) and apps reached through the box's gateway."""
    return installed.app.display_type in AI_API_TYPES or runs_behind_gateway(installed.runtime)
