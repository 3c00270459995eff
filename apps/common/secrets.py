"""Secrets kept in the database (an installed app's SSH private key, its AI API key, the
password fields of its install form) are sealed with Fernet under a key derived from
`SECRETS_KEY` (default: `DJANGO_SECRET_KEY`); changing that key makes sealed values unreadable.

A sealed value inside JSON (a config, an agent command's payload) is `{"$sealed": token}`, so
the admin and logs only ever show the token; `unseal_tree` opens them where the clear value
is needed (the agent's authenticated heartbeat answer)."""

import base64
import hashlib
from typing import Any

from cryptography.fernet import Fernet, InvalidToken
from django.conf import settings

SEALED = "$sealed"


def _fernet() -> Fernet:
    digest = hashlib.sha256(f"zcompute-secrets:{settings.SECRETS_KEY}".encode()).digest()
    return Fernet(base64.urlsafe_b64encode(digest))


def encrypt(value: str) -> str:
    return _fernet().encrypt(value.encode()).decode()


def decrypt(token: str) -> str:
    """The clear value; an empty string when the token was sealed under another key."""
    try:
        return _fernet().decrypt(token.encode()).decode()
    except InvalidToken:
        return ""


def seal(value: str) -> dict[str, str]:
    return {SEALED: encrypt(value)}


def is_sealed(value: Any) -> bool:
    return isinstance(value, dict) and set(value) == {SEALED}


def unseal_tree(value: Any) -> Any:
    """`value` with every sealed leaf opened."""
    if is_sealed(value):
        return decrypt(value[SEALED])
    if isinstance(value, dict):
        return {key: unseal_tree(item) for key, item in value.items()}
    if isinstance(value, list):
        return [unseal_tree(item) for item in value]
    return value


def digest(value: str) -> str:
    """How a secret that is only ever compared is kept: its SHA-256 (secrets here are 256
    random bits, so no salt or slow hash is needed)."""
    return hashlib.sha256(value.encode()).hexdigest()
