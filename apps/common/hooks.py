"""Hooks: how an app tells the apps above it that something happened, without importing them.

A hook is declared beside the code that fires it, as a function that is never called: its
signature is what each follower takes and answers, its docstring says when it fires
(`@hook def device_released(*, device: Device) -> Held | None`). The higher app follows it
from its `AppConfig.ready()` (`device_released.follow(fn)`), so no import runs back up.
`fire` calls the followers in the order they followed, inside the caller's transaction, and
answers what they answered; a follower that raises stops the rest and reaches the caller
(as Django's `Signal.send` did). A state machine's followers are a hook too
(`StateMachine.followers`). Who follows what: `manage.py followers`, docs/flows.md."""

from collections.abc import Callable
from typing import Generic, ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


class Hook(Generic[P, R]):
    """What happened, and who follows it (`followers`, in the order they are called)."""

    def __init__(self, doc: str = "") -> None:
        self.__doc__ = doc
        self.followers: tuple[Callable[P, R], ...] = ()

    def follow(self, follower: Callable[P, R]) -> Callable[P, R]:
        """Adds a follower (once, however often its app's `ready()` runs); answers it, so
        this works as a decorator too."""
        if follower not in self.followers:
            self.followers = (*self.followers, follower)
        return follower

    def fire(self, *args: P.args, **kwargs: P.kwargs) -> list[R]:
        return [follower(*args, **kwargs) for follower in self.followers]


def hook(declaration: Callable[P, R]) -> Hook[P, R]:
    """The hook `declaration` declares: its signature is the followers' and its docstring
    the hook's; it is never called."""
    return Hook(declaration.__doc__ or "")
