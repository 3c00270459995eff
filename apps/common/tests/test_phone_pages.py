"""The server serves a phone every page itself: the client's route guard, which knows the session,
sends a signed-out phone to the mobile set (docs/decisions/0056; its rules: `app/guards/mobile.ts`);
the document only names the twin's files for a phone to fetch early."""

import pytest

from apps.common.pages import page_at

IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1"
ANDROID_PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36"
DESKTOP_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36"


def opened(client, path, user_agent):
    return client.get(path, HTTP_USER_AGENT=user_agent)


@pytest.mark.parametrize("user_agent", [IPHONE, ANDROID_PHONE, DESKTOP_CHROME])
@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/auth/signin?redirect=/m/market/details?id=5",
        "/auth/signup",
        "/account",
        "/wallet",
        "/market?q=gpu",
        "/market/details?id=5",
        "/email-verified",
        "/iam/v1/sme/join?token=abc",
        "/m/market",
    ],
)
def test_every_page_is_served_as_it_is_to_a_phone(client, user_agent, path):
    response = opened(client, path, user_agent)
    assert response.status_code == 200
    assert b'<div id="root">' in response.content
    # One page for every device: the language, and on a page with a mobile twin the files its
    # document names (a phone's are the twin's), tell answers apart.
    page = page_at(path.split("?")[0])
    assert page is not None
    twin = page.mobile is not None
    assert ("User-Agent" in response["Vary"]) == twin and "Accept-Language" in response["Vary"]


def test_unknown_paths_show_the_404_screen_to_phones(client):
    assert opened(client, "/nowhere", ANDROID_PHONE).status_code == 404


def test_the_short_paths(client):
    for user_agent in (IPHONE, DESKTOP_CHROME):
        assert opened(client, "/m", user_agent)["Location"] == "/m/market"
        assert opened(client, "/front", user_agent)["Location"] == "/market"
