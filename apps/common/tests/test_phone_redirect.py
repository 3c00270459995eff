"""Spec section 2's phone rule on the server: phones opening a desktop page are sent to the mobile set."""

import pytest

from apps.common.pages import is_phone

IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1"
ANDROID_PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36"
IPAD = "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1"
# Android tablets leave "Mobile" out, but they still name Android: the spec's rule counts them as phones.
ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/126.0 Safari/537.36"
DESKTOP_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36"
# The desktop client embeds WebView2, which sends Edge's user agent.
DESKTOP_CLIENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0"
PHONES = [IPHONE, ANDROID_PHONE, ANDROID_TABLET]
NOT_PHONES = [IPAD, DESKTOP_CHROME, DESKTOP_CLIENT, ""]


@pytest.mark.parametrize(("user_agent", "phone"), [(ua, True) for ua in PHONES] + [(ua, False) for ua in NOT_PHONES])
def test_phones_are_android_or_iphone_user_agents(user_agent, phone):
    assert is_phone(user_agent) is phone


def opened(client, path, user_agent):
    return client.get(path, HTTP_USER_AGENT=user_agent)


@pytest.mark.parametrize("user_agent", PHONES)
@pytest.mark.parametrize(
    ("path", "target"),
    [
        ("/", "/m/market"),
        ("/account", "/m/market"),
        ("/app-store/7", "/m/market"),
        ("/nearby/map", "/m/market"),
        ("/market", "/m/market"),
        ("/market?q=gpu", "/m/market?q=gpu"),
        ("/market/more?label=ai&gpu=4090&page=2", "/m/market/more?label=ai&gpu=4090&page=2"),
        ("/market/details?id=5", "/m/market/details?id=5"),
        ("/nearby?near=121.47,31.23", "/m/nearby?near=121.47,31.23"),
        ("/nearby/details?id=3&near=121.47,31.23", "/m/nearby/details?id=3&near=121.47,31.23"),
        ("/compony", "/m/compony"),
        ("/compony?lang=zh", "/m/compony?lang=zh"),
    ],
)
def test_phones_go_to_the_mobile_set(client, user_agent, path, target):
    response = opened(client, path, user_agent)
    assert response.status_code == 302
    assert response["Location"] == target
    assert "User-Agent" in response["Vary"]


@pytest.mark.parametrize(
    "path",
    [
        "/email-verified",
        "/check-email",
        "/iam/v1/sme/join?token=abc",
        "/company-email",
        "/reset-password?token=abc",
        "/pc-web?token=t&redirect=/app",
        "/terms?lang=zh",
        "/privacy",
        "/guide",
        "/m/market",
        "/m/market/details?id=5",
        "/m/compony",
    ],
)
def test_phones_stay_on_the_listed_pages_and_the_mobile_set(client, path):
    response = opened(client, path, IPHONE)
    assert response.status_code == 200
    assert b'<div id="root">' in response.content


def test_unknown_paths_show_the_404_screen_to_phones(client):
    assert opened(client, "/nowhere", ANDROID_PHONE).status_code == 404


@pytest.mark.parametrize("user_agent", NOT_PHONES)
@pytest.mark.parametrize("path", ["/", "/market", "/market/details?id=5", "/compony", "/account"])
def test_other_devices_stay(client, user_agent, path):
    response = opened(client, path, user_agent)
    assert response.status_code == 200
    assert "User-Agent" in response["Vary"]


@pytest.mark.django_db
@pytest.mark.parametrize(("path", "status"), [("/api/rmp/v1/market/applications", 200), ("/api/nowhere", 404)])
def test_api_paths_are_never_redirected(client, path, status):
    assert opened(client, path, IPHONE).status_code == status


def test_the_short_paths(client):
    assert opened(client, "/m", IPHONE)["Location"] == "/m/market"
    assert opened(client, "/front", DESKTOP_CHROME)["Location"] == "/market"
    # A phone follows /front to /market and from there to the mobile market.
    assert client.get("/front", HTTP_USER_AGENT=IPHONE, follow=True).redirect_chain == [
        ("/market", 302),
        ("/m/market", 302),
    ]
