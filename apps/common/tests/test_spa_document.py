"""The document every page of the app starts from (`templates/spa.html`) and the files a
browser asks the site's root for."""

import re

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

ICON_LINK = re.compile(r'<link rel="icon" href="(?P<href>[^"]+)"')


def test_the_favicon_is_an_icon():
    response = Client().get("/favicon.ico")
    body = b"".join(response.streaming_content)
    assert response.status_code == 200
    assert response["Content-Type"] in ("image/x-icon", "image/vnd.microsoft.icon")
    assert body[:4] == b"\x00\x00\x01\x00", "an ICO file's header"


def test_every_page_links_icons_that_answer():
    page = Client().get("/devices").content.decode()
    hrefs = [match["href"] for match in ICON_LINK.finditer(page)]
    assert "/favicon.ico" in hrefs and "/favicon.svg" in hrefs
    svg = Client().get("/favicon.svg")
    assert svg.status_code == 200 and svg["Content-Type"].startswith("image/svg+xml")
    assert b"<svg" in b"".join(svg.streaming_content)
