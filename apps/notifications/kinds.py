"""How each kind of notification reads, in the reader's language, and where it leads."""

from dataclasses import dataclass
from typing import Any

from django.utils import translation
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from apps.common.render import api_time

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
    # Apps: params app_en / app_zh (the app's name per language), device, action; the link
    # names the app: "/devices/apps/<id>".
    NotificationKind.APP_INSTALLED: Template(_("App installed"), _("{app} is installed on {device}."), "/app"),
    NotificationKind.APP_FAILED: Template(
        _("App action failed"), _("{app} on {device}: {action} failed; see its log."), "/app"
    ),
}


def _params(params: dict[str, Any], language: str) -> dict[str, Any]:
    """A notification's parameters for `language`: `<name>_<language>` is read as `<name>`."""
    suffix = f"_{language}"
    return params | {key.removesuffix(suffix): value for key, value in params.items() if key.endswith(suffix)}


def _pick(texts: dict[str, str], language: str) -> str:
    return texts.get(language) or texts.get("en") or next(iter(texts.values()), "")


def rendered(notification: Notification, *, language: str) -> dict[str, Any]:
    """The notification as the API shows it, written in `language` ("en" or "zh")."""
    template = TEMPLATES.get(notification.kind)
    if template is None:
        title, body = _pick(notification.title, language), _pick(notification.body, language)
    else:
        with translation.override(LANGUAGES[language]):
            params = _params(notification.params, language)
            title = str(template.title).format(**params)
            body = str(template.body).format(**params)
    return {
        "id": notification.id,
        "kind": notification.kind,
        "title": title,
        "body": body,
        "link": notification.link or (template.link if template else ""),
        "read": notification.is_read,
        "created_at": api_time(notification.created_at),
    }


def request_language() -> str:
    return "zh" if (translation.get_language() or "").startswith("zh") else "en"
