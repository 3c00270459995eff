from collections.abc import Iterator, Mapping
from typing import TypeVar

from django.core.exceptions import ImproperlyConfigured

T = TypeVar("T")


class Registry(Mapping[str, T]):
    """Entries (name -> value) declared by the apps that own them and registered from their
    `AppConfig.ready()`, instead of one central list every feature edits. A name registered
    twice is a configuration error, so the start-up fails."""

    def __init__(self, what: str) -> None:
        self.what = what
        self._entries: dict[str, T] = {}
        self._owners: dict[str, str] = {}

    def register(self, *, app: str, entries: Mapping[str, T]) -> None:
        for name in entries:
            if name in self._entries:
                raise ImproperlyConfigured(
                    f"{self.what} {name!r} of {app} is already registered by {self._owners[name]}"
                )
        self._entries.update(entries)
        self._owners.update(dict.fromkeys(entries, app))

    def owner(self, name: str) -> str:
        """The label of the app that registered `name`."""
        self[name]  # an unknown name raises as a look-up does
        return self._owners[name]

    def __getitem__(self, name: str) -> T:
        try:
            return self._entries[name]
        except KeyError:
            raise KeyError(f"unknown {self.what} {name!r}: declare it in the app that owns it") from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)
