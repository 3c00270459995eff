"""WeChat (weixin) OAuth through django-allauth's provider: the authorise address, and the
exchange of the code WeChat sends back for the person's WeChat identity."""

import secrets
from dataclasses import dataclass
from typing import Any

from allauth.socialaccount.providers.oauth2.client import OAuth2Error
from allauth.socialaccount.providers.weixin.client import WeixinOAuth2Client
from allauth.socialaccount.providers.weixin.views import WeixinOAuth2Adapter
from django.conf import settings
from django.core import signing
from django.core.cache import cache
from django.http import HttpRequest
from django.http.response import HttpResponseBase
from requests import RequestException

from apps.common.errors import ApplicationError
from apps.common.secrets import digest

PROVIDER = "weixin"
_STATE_SALT = "accounts.wechat.state"
_STATE_MAX_AGE = 600
_SCOPE = "snsapi_login"
# The browser that asked for a sign-in's WeChat address keeps this cookie; only it may finish
# that sign-in (login CSRF: a victim's browser sent the attacker's code and state).
BROWSER_COOKIE = "zc_wechat"
BROWSER_COOKIE_PATH = "/api/iam/v1/login/wechat"


@dataclass(frozen=True)
class WechatIdentity:
    uid: str
    extra_data: dict[str, Any]


def wechat_enabled() -> bool:
    return bool(settings.WECHAT_APP_ID and settings.WECHAT_APP_SECRET)


def _require_enabled() -> None:
    if not wechat_enabled():
        raise ApplicationError("wechat_not_configured")


def _client(request: HttpRequest, callback_url: str) -> tuple[WeixinOAuth2Adapter, WeixinOAuth2Client]:
    adapter = WeixinOAuth2Adapter(request)
    client = WeixinOAuth2Client(
        request,
        settings.WECHAT_APP_ID,
        settings.WECHAT_APP_SECRET,
        adapter.access_token_method,
        adapter.access_token_url,
        callback_url,
    )
    return adapter, client


def wechat_authorize_url(
    *, request: HttpRequest, callback_url: str, purpose: str, session_id: str = "", browser: str = ""
) -> str:
    """Where to send the browser; `state` is signed, names the purpose (login or link) and a
    nonce used once, and binds the flow to who started it: a signed-in flow to its session, a
    sign-in to the browser holding `browser` (`browser_secret_new`, kept in `BROWSER_COOKIE`)."""
    _require_enabled()
    _adapter, client = _client(request, callback_url)
    payload = {"purpose": purpose, "nonce": secrets.token_urlsafe(16)}
    if session_id:
        payload["sid"] = session_id
    if browser:
        payload["browser"] = digest(browser)
    client.state = signing.dumps(payload, salt=_STATE_SALT)
    return client.get_redirect_url(_adapter.authorize_url, [_SCOPE], {}) + "#wechat_redirect"


def browser_secret_new() -> str:
    return secrets.token_urlsafe(32)


def browser_cookie_set(response: HttpResponseBase, secret: str) -> None:
    response.set_cookie(
        BROWSER_COOKIE,
        secret,
        max_age=_STATE_MAX_AGE,
        path=BROWSER_COOKIE_PATH,
        httponly=True,
        samesite="Lax",
        secure=settings.SESSION_COOKIE_SECURE,
    )


def browser_cookie_clear(response: HttpResponseBase) -> None:
    response.delete_cookie(BROWSER_COOKIE, path=BROWSER_COOKIE_PATH, samesite="Lax")


def _state_check(*, state: str, purpose: str, session_id: str, browser: str) -> None:
    """A state another session or browser started, or one already used, signs in or links
    nothing (login CSRF: the victim signed in as the attacker, or the attacker's WeChat
    planted in the victim's account)."""
    try:
        payload = signing.loads(state, salt=_STATE_SALT, max_age=_STATE_MAX_AGE)
    except signing.BadSignature as exc:
        raise ApplicationError("wechat_failed") from exc
    if payload.get("purpose") != purpose:
        raise ApplicationError("wechat_failed")
    nonce = payload.get("nonce")
    bound = payload.get("sid") == session_id if session_id else payload.get("browser") == digest(browser or "-")
    if not bound or not nonce:
        raise ApplicationError("wechat_state_invalid")
    if not cache.add(f"accounts:wechat-state:{nonce}", 1, timeout=_STATE_MAX_AGE):
        raise ApplicationError("wechat_state_invalid")


def wechat_identity(
    *,
    request: HttpRequest,
    code: str,
    state: str,
    callback_url: str,
    purpose: str,
    session_id: str = "",
    browser: str = "",
) -> WechatIdentity:
    """Exchange the code for the WeChat identity (unionid when there is one, else openid);
    `session_id` is the signed-in caller's session, `browser` the sign-in's browser secret,
    for a flow `wechat_authorize_url` bound to it."""
    _require_enabled()
    _state_check(state=state, purpose=purpose, session_id=session_id, browser=browser)
    adapter, client = _client(request, callback_url)
    try:
        token_data = client.get_access_token(code)
        token = adapter.parse_token(token_data)
        login = adapter.complete_login(request, None, token, response=token_data)
    except (OAuth2Error, RequestException, ValueError, KeyError) as exc:
        raise ApplicationError("wechat_failed") from exc
    extra = login.account.extra_data or {}
    uid = extra.get("unionid") or extra.get("openid") or token_data.get("openid")
    if not uid:
        raise ApplicationError("wechat_failed")
    return WechatIdentity(uid=str(uid), extra_data=extra)
