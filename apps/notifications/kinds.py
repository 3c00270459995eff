"""Kinds of notification, declared by the apps that send them, and how each reads in the
reader's language. A kind registered twice stops the start-up."""

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django.utils import translation
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from apps.common.registry import Registry
from apps.common.render import api_time

if TYPE_CHECKING:
    from .models import Notification

LANGUAGES = {"en": "en", "zh": "zh-hans"}


@dataclass(frozen=True)
class Kind:
    """How a kind of notification reads: `title` and `body` are templates filled from the
    notification's params in the reader's language, `link` where it leads unless the
    notification names its own. A kind without templates (an announcement) carries its own
    title and body per language."""

    label: Promise
    title: Promise | None = None
    body: Promise | None = None
    link: str = ""
    # A notice that needs action about money: also sent by e-mail (or SMS to a person with
    # only a phone) unless they turned that off.
    outside: bool = False


# Every app's kinds: `NOTIFICATION_KINDS.register(app=..., entries=KINDS)` from its `ready()`,
# with its KINDS in its `notification_kinds.py`.
NOTIFICATION_KINDS: Registry[Kind] = Registry("notification kind")

ANNOUNCEMENT = "announcement"
KINDS = {ANNOUNCEMENT: Kind(label=_("Announcement"))}


def kind_choices() -> list[tuple[str, Promise]]:
    return [(name, kind.label) for name, kind in NOTIFICATION_KINDS.items()]


def _params(params: dict[str, Any], language: str) -> dict[str, Any]:
    """A notification's parameters for `language`: `<name>_<language>` is read as `<name>`."""
    suffix = f"_{language}"
    return params | {key.removesuffix(suffix): value for key, value in params.items() if key.endswith(suffix)}


def _pick(texts: dict[str, str], language: str) -> str:
    return texts.get(language) or texts.get("en") or next(iter(texts.values()), "")


def rendered(notification: "Notification", *, language: str) -> dict[str, Any]:
    """The notification as the API shows it, written in `language` ("en" or "zh")."""
    kind = NOTIFICATION_KINDS.get(notification.kind)
    if kind is None or kind.title is None or kind.body is None:
        title, body = _pick(notification.title, language), _pick(notification.body, language)
    else:
        with translation.override(LANGUAGES[language]):
            params = _params(notification.params, language)
            title = str(kind.title).format(**params)
            body = str(kind.body).format(**params)
    return {
        "id": notification.id,
        "kind": notification.kind,
        "title": title,
        "body": body,
        "link": notification.link or (kind.link if kind else ""),
        "read": notification.is_read,
        "created_at": api_time(notification.created_at),
    }
