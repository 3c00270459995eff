"""Answers travel gzipped to a browser that accepts it (the market's front page is 32 kB of
JSON); files served whole pass as they are."""

import gzip

import pytest
from django.test import Client

from apps.accounts.tests.factories import UserFactory
from apps.common.testing import image_bytes
from apps.notifications.tests.test_stream import token_for


def test_a_page_is_gzipped_for_a_browser_that_accepts_it():
    plain = Client().get("/auth/signin")
    assert "Content-Encoding" not in plain
    packed = Client().get("/auth/signin", HTTP_ACCEPT_ENCODING="gzip, deflate, br")
    assert packed["Content-Encoding"] == "gzip" and "Accept-Encoding" in packed["Vary"]
    assert gzip.decompress(packed.content) == plain.content


@pytest.mark.django_db
def test_the_apis_json_is_gzipped():
    signed_in = {"Authorization": f"Bearer {token_for(UserFactory.create())}"}
    answer = Client().get("/api/iam/v1/menu", headers={**signed_in, "Accept-Encoding": "gzip"})
    assert answer.status_code == 200 and answer["Content-Encoding"] == "gzip"
    assert gzip.decompress(answer.content) == Client().get("/api/iam/v1/menu", headers=signed_in).content


def test_a_file_served_whole_passes_as_it_is(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    (tmp_path / "avatar.png").write_bytes(image_bytes())
    answer = Client().get("/media/avatar.png", HTTP_ACCEPT_ENCODING="gzip")
    assert answer.status_code == 200 and "Content-Encoding" not in answer
    assert answer.getvalue() == image_bytes()
