"""The document every page of the app starts from (`templates/spa.html`) and the files a
browser asks the site's root for."""

import json
import re
from typing import Any

import pytest
from django.test import Client
from webpack_loader.loaders import FakeWebpackLoader

pytestmark = pytest.mark.django_db

ICON_LINK = re.compile(r'<link rel="icon" href="(?P<href>[^"]+)"')


def test_the_favicon_is_an_icon():
    response = Client().get("/favicon.ico")
    body = b"".join(response)
    assert response.status_code == 200
    assert response["Content-Type"] in ("image/x-icon", "image/vnd.microsoft.icon")
    assert body[:4] == b"\x00\x00\x01\x00", "an ICO file's header"


def test_every_page_links_icons_that_answer():
    page = Client().get("/devices").content.decode()
    hrefs = [match["href"] for match in ICON_LINK.finditer(page)]
    assert "/favicon.ico" in hrefs and "/favicon.svg" in hrefs
    svg = Client().get("/favicon.svg")
    assert svg.status_code == 200 and svg["Content-Type"].startswith("image/svg+xml")
    assert b"<svg" in b"".join(svg)


ROUTES: dict[str, dict[str, Any]] = {
    "/app": {
        "code": ["/static/bundles/my-apps-data.1.js", "/static/bundles/shell.2.css", "/static/bundles/shell.2.js"],
        "en": ["/static/bundles/i18n-core-en-json.3.js"],
        "zh": ["/static/bundles/i18n-core-zh-json.4.js"],
        "heading": {"en": "My apps & <more>", "zh": "我的应用"},
        "figure": {
            "en": {"label": "Running", "text": "{amount} apps & <more>"},
            "zh": {"label": "运行中", "text": "{amount} 个应用"},
        },
    },
    "/app/:id": {"code": ["/static/bundles/apps.5.js"], "en": [], "zh": []},
    "/market": {"code": ["/static/bundles/market.6.js"], "en": [], "zh": []},
    "/m/market": {"code": ["/static/bundles/mobile-market.7.js"], "en": [], "zh": []},
}
PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36"
# A page's files, which `early` asks for once the document has painted; webpack runs them when
# the page asks for them.
PAGE_FILES = re.compile(r'<script id="page-files" type="application/json">(?P<files>.*?)</script>')


@pytest.fixture
def routes_file(settings, tmp_path):
    path = tmp_path / "webpack-routes.json"
    path.write_text(json.dumps(ROUTES))
    settings.FRONTEND_ROUTES_FILE = path
    return path


def preloads(response) -> list[tuple[str, str]]:
    found = PAGE_FILES.search(response.content.decode())
    files = json.loads(found["files"]) if found else []
    return [(href, "style" if href.endswith(".css") else "script") for href in files]


def test_a_page_names_its_files_in_the_browsers_language(routes_file):
    english = Client().get("/app", HTTP_ACCEPT_LANGUAGE="en-US,en;q=0.9")
    assert preloads(english) == [
        ("/static/bundles/my-apps-data.1.js", "script"),
        ("/static/bundles/shell.2.css", "style"),
        ("/static/bundles/shell.2.js", "script"),
        ("/static/bundles/i18n-core-en-json.3.js", "script"),
    ]
    assert "Accept-Language" in english["Vary"]
    chinese = Client().get("/app", HTTP_ACCEPT_LANGUAGE="zh-CN,zh;q=0.9")
    assert preloads(chinese)[-1] == ("/static/bundles/i18n-core-zh-json.4.js", "script")
    chosen = Client().get("/app?lang=en", HTTP_ACCEPT_LANGUAGE="zh-CN")
    assert preloads(chosen)[-1] == ("/static/bundles/i18n-core-en-json.3.js", "script")


def test_a_page_with_an_id_names_its_rows_files(routes_file):
    assert preloads(Client().get("/app/42")) == [("/static/bundles/apps.5.js", "script")]


def test_a_phone_is_named_the_files_of_the_mobile_twin_it_will_open(routes_file):
    phone = Client().get("/market", HTTP_USER_AGENT=PHONE)
    assert preloads(phone) == [("/static/bundles/mobile-market.7.js", "script")]
    assert "User-Agent" in phone["Vary"]
    desktop = Client().get("/market", HTTP_USER_AGENT="Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0")
    assert preloads(desktop) == [("/static/bundles/market.6.js", "script")]
    assert preloads(Client().get("/app", HTTP_USER_AGENT=PHONE))[0][0] == ROUTES["/app"]["code"][0], "no twin"
    assert "User-Agent" not in Client().get("/app")["Vary"]


def test_the_document_asks_for_no_page_file_itself_and_unknown_pages_name_none(routes_file):
    page = Client().get("/app").content.decode()
    assert ROUTES["/app"]["code"][0] in page
    assert "preload" not in page, "the first paint waits for no request but the main style sheet"
    assert preloads(Client().get("/no/such/page")) == []


def test_without_a_build_no_page_names_files(settings):
    settings.FRONTEND_ROUTES_FILE = None
    assert preloads(Client().get("/app")) == []


@pytest.mark.parametrize(
    ("path", "framed"), [("/app", True), ("/devices/details", True), ("/auth/signin", False), ("/", False)]
)
def test_the_signed_in_pages_show_their_frame_before_any_code(path, framed):
    page = Client().get(path).content.decode()
    root = page[page.index('<div id="root">') : page.index("<noscript>")]
    assert ('class="boot-shell"' in root) == framed


def heading(response) -> str | None:
    found = re.search(r'<p class="boot-heading" aria-hidden="true">([^<]*)</p>', response.content.decode())
    return found[1] if found else None


def test_a_page_whose_h1_is_its_title_shows_it_before_any_code_in_the_apps_language(routes_file):
    english = Client().get("/app", HTTP_ACCEPT_LANGUAGE="en-US")
    assert heading(english) == "My apps &amp; &lt;more&gt;", "escaped"
    assert '<html lang="en">' in english.content.decode()
    chinese = Client().get("/app", HTTP_ACCEPT_LANGUAGE="zh-CN")
    assert heading(chinese) == "我的应用"
    assert '<html lang="zh-CN">' in chinese.content.decode()
    assert heading(Client().get("/app?lang=zh", HTTP_ACCEPT_LANGUAGE="en")) == "我的应用"
    assert heading(Client().get("/app/42")) is None, "its h1 is the app's name"
    assert heading(Client().get("/market")) is None, "not the signed-in frame"


def figure(response) -> tuple[str, str] | None:
    found = re.search(
        r'<div class="boot-card" aria-hidden="true"><p class="boot-label">([^<]*)</p>'
        r'<p class="boot-figure" data-text="([^"]*)"></p></div>',
        response.content.decode(),
    )
    return (found[1], found[2]) if found else None


def test_a_page_with_a_figure_draws_its_label_and_its_place_under_the_heading(routes_file):
    assert figure(Client().get("/app", HTTP_ACCEPT_LANGUAGE="en")) == ("Running", "{amount} apps &amp; &lt;more&gt;")
    assert figure(Client().get("/app", HTTP_ACCEPT_LANGUAGE="zh")) == ("运行中", "{amount} 个应用")
    assert figure(Client().get("/app/42")) is None, "a page without a figure"
    assert figure(Client().get("/market")) is None, "not the signed-in frame"


def test_the_language_the_app_last_ran_in_wins_over_the_browsers(routes_file):
    client = Client(HTTP_ACCEPT_LANGUAGE="en-US")
    client.cookies["zc_lang"] = "zh"
    chosen = client.get("/app")
    assert heading(chosen) == "我的应用"
    assert preloads(chosen)[-1] == ("/static/bundles/i18n-core-zh-json.4.js", "script")
    assert "Cookie" in chosen["Vary"]
    assert heading(client.get("/app?lang=en")) == "My apps &amp; &lt;more&gt;", "?lang= wins"
    client.cookies["zc_lang"] = "fr"
    assert heading(client.get("/app")) == "My apps &amp; &lt;more&gt;", "an unknown cookie is ignored"


@pytest.fixture
def built_entries(monkeypatch):
    """The build's entries as webpack names their files (tests run without a build)."""
    files = {"antd": ["antd.1.css", "antd.2.js"], "early": ["early.3.js"], "main": ["main.4.css", "main.5.js"]}

    def get_bundle(self, name):
        return [{"name": file, "url": f"/static/bundles/{file}"} for file in files[name]]

    monkeypatch.setattr(FakeWebpackLoader, "get_bundle", get_bundle)


# Inert until `early` asks for it once the document has painted (`frontend/src/lib/antdStyles.ts`).
ANTD_STYLES = '<link id="antd-styles" data-href="/static/bundles/antd.1.css">'


@pytest.mark.parametrize("path", ["/app", "/wallet", "/devices/details"])
def test_a_console_page_names_antds_styles_ahead_of_its_own(built_entries, path):
    page = Client().get(path).content.decode()
    assert page.count(ANTD_STYLES) == 1
    assert page.index(ANTD_STYLES) < page.index('href="/static/bundles/main.4.css" rel="stylesheet"')
    assert "antd.2.js" not in page, "the entry's script stub is never loaded"


@pytest.mark.parametrize("path", ["/", "/market", "/m/market", "/auth/signin"])
def test_a_page_outside_the_console_names_no_antd_styles(built_entries, path):
    page = Client().get(path).content.decode()
    assert "main.4.css" in page and "antd.1.css" not in page
