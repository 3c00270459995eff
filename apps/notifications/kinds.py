"""How each kind of notification reads, in the reader's language, and where it leads."""

from dataclasses import dataclass
from typing import Any

from django.utils import translation
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from .choices import NotificationKind
from .models import Notification

LANGUAGES = {"en": "en", "zh": "zh-hans"}


@dataclass(frozen=True)
class Template:
    title: Promise
    body: Promise
    link: str = ""


TEMPLATES: dict[str, Template] = {
    NotificationKind.FRIEND_REQUEST: Template(
        _("New friend request"), _("{name} wants to be your friend."), "/friends?tab=requests"
    ),
    NotificationKind.FRIEND_ACCEPTED: Template(
        _("Friend request accepted"), _("{name} accepted your friend request."), "/friends"
    ),
    NotificationKind.FRIEND_DECLINED: Template(
        _("Friend request declined"), _("{name} declined your friend request."), "/friends?tab=requests"
    ),
    # The link names the device: notify(..., link="/devices/details?id=<id>").
    NotificationKind.DEVICE_OFFLINE: Template(
        _("Device offline"), _("{name} went offline; check its power and network."), "/devices"
    ),
}


def _pick(texts: dict[str, str], language: str) -> str:
    return texts.get(language) or texts.get("en") or next(iter(texts.values()), "")


def rendered(notification: Notification, *, language: str) -> dict[str, Any]:
    """The notification as the API shows it, written in `language` ("en" or "zh")."""
    template = TEMPLATES.get(notification.kind)
    if template is None:
        title, body = _pick(notification.title, language), _pick(notification.body, language)
    else:
        with translation.override(LANGUAGES[language]):
            title = str(template.title).format(**notification.params)
            body = str(template.body).format(**notification.params)
    return {
        "id": notification.id,
        "kind": notification.kind,
        "title": title,
        "body": body,
        "link": notification.link or (template.link if template else ""),
        "read": notification.is_read,
        "created_at": notification.created_at,
    }


def request_language() -> str:
    return "zh" if (translation.get_language() or "").startswith("zh") else "en"
