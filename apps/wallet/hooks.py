"""What the wallet asks of the apps above it (`apps.common.hooks`)."""

from collections.abc import Sequence
from dataclasses import dataclass

from apps.accounts.models import User
from apps.common.hooks import hook


@dataclass(frozen=True)
class Purpose:
    """What a movement was for, as a statement row names it: the rental (`kind`, `id`), the app
    it was for (`title`) and the other party (`party`)."""

    kind: str
    id: int
    title: str
    party: str


def reference_ids(references: Sequence[str], *, kind: str) -> list[int]:
    """The ids of `references` of one kind (`rental:12` of kind `rental` is 12); others left out."""
    prefix = f"{kind}:"
    return [int(ref[len(prefix) :]) for ref in references if ref.startswith(prefix) and ref[len(prefix) :].isdigit()]


@hook
def purposes_named(*, user: User, references: Sequence[str], language: str) -> dict[str, Purpose]:
    """A page of `user`'s statement names what its movements were for: each follower answers
    the references it made (`rental:<id>`) that concern `user`, keyed by reference."""
    return {}


@hook
def income_held(*, user: User) -> list[str]:
    """The references (`rental:<id>`) whose income `user` may not withdraw now (an open
    dispute on it): each follower answers those it made."""
    return []
