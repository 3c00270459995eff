from urllib.parse import parse_qs, urlsplit

import pytest
import responses
from allauth.socialaccount.models import SocialAccount
from rest_framework.test import APIClient

from apps.accounts.models import AuthSession, User
from apps.accounts.tests.helpers import reauthenticated
from apps.accounts.wechat import BROWSER_COOKIE

API = "/api/iam/v1"
TOKEN_URL = "https://api.weixin.qq.com/sns/oauth2/access_token"
PROFILE_URL = "https://api.weixin.qq.com/sns/userinfo"


@pytest.fixture
def wechat(settings):
    settings.WECHAT_APP_ID, settings.WECHAT_APP_SECRET = "wx-app", "wx-secret"
    settings.SOCIALACCOUNT_PROVIDERS = {"weixin": {"APP": {"client_id": "wx-app", "secret": "wx-secret"}}}
    with responses.RequestsMock(assert_all_requests_are_fired=False) as mock:
        for method in (responses.GET, responses.POST):
            mock.add(
                method,
                TOKEN_URL,
                json={"access_token": "AT", "expires_in": 7200, "openid": "OPENID-1", "unionid": "UNION-1"},
            )
        mock.add(responses.GET, PROFILE_URL, json={"openid": "OPENID-1", "unionid": "UNION-1", "nickname": "Wei"})
        yield mock


def state_of(url: str) -> str:
    return parse_qs(urlsplit(url).query)["state"][0]


@pytest.mark.django_db
def test_options_and_errors_without_a_wechat_app(anon):
    assert anon.get(f"{API}/auth/options").json()["data"] == {"wechat": {"enabled": False}, "host_origin": None}
    for response in (
        anon.get(f"{API}/login/wechat/url"),
        anon.post(f"{API}/login/wechat", {"code": "c", "state": "s"}),
    ):
        assert response.status_code == 400 and response.json()["error"] == "wechat_not_configured"


@pytest.mark.django_db
def test_sign_in_creates_then_reuses_the_account(anon, wechat, settings):
    settings.SITE_URL = "https://z.example"
    assert anon.get(f"{API}/auth/options").json()["data"] == {"wechat": {"enabled": True}, "host_origin": None}
    url = anon.get(f"{API}/login/wechat/url").json()["data"]["url"]
    assert url.startswith("https://open.weixin.qq.com/connect/qrconnect?")
    query = parse_qs(urlsplit(url).query)
    assert query["appid"] == ["wx-app"]
    assert query["redirect_uri"] == ["https://z.example/auth/wechat/callback"]  # never the request's host
    first = anon.post(f"{API}/login/wechat", {"code": "CODE", "state": state_of(url)})
    assert first.status_code == 200, first.json()
    again = anon.get(f"{API}/login/wechat/url").json()["data"]["url"]
    second = anon.post(f"{API}/login/wechat", {"code": "CODE2", "state": state_of(again)})
    assert second.status_code == 200
    assert User.objects.count() == 1
    account = SocialAccount.objects.get()
    assert account.uid == "UNION-1" and account.provider == "weixin"
    token = second.json()["data"]["token"]
    profile = anon.get(f"{API}/account/profile", HTTP_AUTHORIZATION=f"Bearer {token}").json()["data"]
    assert profile["wechat_bound"] is True and profile["password_set"] is False


@pytest.mark.django_db
def test_a_forged_or_mismatched_state_is_refused(anon, client_for, individual, wechat):
    assert anon.post(f"{API}/login/wechat", {"code": "CODE", "state": "forged"}).json()["error"] == "wechat_failed"
    link_url = reauthenticated(client_for(individual)).get(f"{API}/account/link/wechat").json()["data"]["url"]
    response = anon.post(f"{API}/login/wechat", {"code": "CODE", "state": state_of(link_url)})
    assert response.json()["error"] == "wechat_failed"
    assert User.objects.filter(socialaccount__isnull=False).count() == 0


@pytest.mark.django_db
def test_a_sign_in_finishes_only_in_the_browser_that_started_it_and_once(wechat):
    """Login CSRF: an attacker's code and state, sent to a victim's browser, sign it in as
    nobody; the browser that asked for the address keeps an HttpOnly cookie for it."""
    attacker, victim = APIClient(), APIClient()
    asked = attacker.get(f"{API}/login/wechat/url")
    cookie = asked.cookies[BROWSER_COOKIE]
    assert cookie["httponly"] and cookie["samesite"] == "Lax" and cookie["path"] == "/api/iam/v1/login/wechat"
    state = state_of(asked.json()["data"]["url"])
    planted = victim.post(f"{API}/login/wechat", {"code": "CODE", "state": state})
    assert planted.status_code == 400 and planted.json()["error"] == "wechat_state_invalid"
    assert not AuthSession.objects.exists()
    assert attacker.post(f"{API}/login/wechat", {"code": "CODE", "state": state}).status_code == 200
    again = attacker.post(f"{API}/login/wechat", {"code": "CODE", "state": state})
    assert again.status_code == 400 and again.json()["error"] == "wechat_state_invalid"


@pytest.mark.django_db
def test_wechat_refusing_the_code(anon, wechat):
    wechat.replace(responses.POST, TOKEN_URL, json={"errcode": 40029, "errmsg": "invalid code"})
    wechat.replace(responses.GET, TOKEN_URL, json={"errcode": 40029, "errmsg": "invalid code"})
    url = anon.get(f"{API}/login/wechat/url").json()["data"]["url"]
    response = anon.post(f"{API}/login/wechat", {"code": "BAD", "state": state_of(url)})
    assert response.status_code == 400 and response.json()["error"] == "wechat_failed"
    assert User.objects.count() == 0


@pytest.mark.django_db
def test_link_to_the_signed_in_account_and_refuse_someone_elses(client_for, individual, outsider, wechat):
    api = reauthenticated(client_for(individual))
    url = api.get(f"{API}/account/link/wechat").json()["data"]["url"]
    assert parse_qs(urlsplit(url).query)["redirect_uri"] == ["http://127.0.0.1:8000/wechat/link"]
    linked = api.post(f"{API}/account/link/wechat", {"code": "CODE", "state": state_of(url)})
    assert linked.json()["data"]["wechat_bound"] is True
    other = reauthenticated(client_for(outsider))
    other_url = other.get(f"{API}/account/link/wechat").json()["data"]["url"]
    taken = other.post(f"{API}/account/link/wechat", {"code": "CODE", "state": state_of(other_url)})
    assert taken.json()["error"] == "wechat_taken"
    assert SocialAccount.objects.get().user == individual.user


@pytest.mark.django_db
def test_a_link_state_belongs_to_the_session_that_asked_for_it(client_for, individual, outsider, wechat):
    """An attacker's state, planted in the victim's browser, links nothing: the state names
    the session that started the flow."""
    attacker = reauthenticated(client_for(outsider))
    planted = state_of(attacker.get(f"{API}/account/link/wechat").json()["data"]["url"])
    victim = reauthenticated(client_for(individual))
    response = victim.post(f"{API}/account/link/wechat", {"code": "CODE", "state": planted})
    assert response.status_code == 400 and response.json()["error"] == "wechat_state_invalid"
    same_person = reauthenticated(client_for(outsider))
    assert same_person.post(f"{API}/account/link/wechat", {"code": "CODE", "state": planted}).status_code == 400
    assert not SocialAccount.objects.exists()


@pytest.mark.django_db
def test_a_link_state_is_used_once(client_for, individual, wechat):
    api = reauthenticated(client_for(individual))
    state = state_of(api.get(f"{API}/account/link/wechat").json()["data"]["url"])
    assert api.post(f"{API}/account/link/wechat", {"code": "CODE", "state": state}).status_code == 200
    SocialAccount.objects.all().delete()
    again = api.post(f"{API}/account/link/wechat", {"code": "CODE", "state": state})
    assert again.status_code == 400 and again.json()["error"] == "wechat_state_invalid"
    assert not SocialAccount.objects.exists()
