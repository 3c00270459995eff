"""Every upload (the avatar, a company's icon) is checked by its content, whatever its name or
declared type, and stored re-encoded: a bomb, a non-image, a broken image and one over 3 MB
each get the field's translated error."""

import io
import os
import struct
import zlib

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image

from apps.accounts.models import User
from apps.common.testing import image_bytes
from apps.companies.models import Company

IAM = "/api/iam/v1"
# (persona fixture, method, path, field, the stored file's owner)
UPLOADS = [
    (
        "individual",
        "put",
        f"{IAM}/account/profile/avatar",
        "avatar",
        lambda persona: User.objects.get(pk=persona.user.pk).avatar,
    ),
    ("owner", "post", f"{IAM}/sme/update", "icon", lambda persona: Company.objects.get(pk=persona.sme_id).icon),
]


def png_claiming(width: int, height: int) -> bytes:
    """A one-pixel PNG whose header claims `width` x `height`: a few bytes that would decode
    into gigabytes."""
    data = bytearray(image_bytes(size=(1, 1)))
    data[16:24] = struct.pack(">II", width, height)  # IHDR's width and height
    data[29:33] = struct.pack(">I", zlib.crc32(bytes(data[12:29])))  # and its checksum
    return bytes(data)


def noise_png(side: int) -> bytes:
    """A real PNG that does not compress: about 3 * side² bytes."""
    buffer = io.BytesIO()
    Image.frombytes("RGB", (side, side), os.urandom(side * side * 3)).save(buffer, format="PNG")
    return buffer.getvalue()


@pytest.fixture(params=UPLOADS, ids=["avatar", "icon"])
def upload(request, client_for, settings, tmp_path):
    """Sends content as the upload, as a file named like a PNG and declared one; answers
    (response, field, the stored file)."""
    fixture, method, path, field, stored = request.param
    settings.MEDIA_ROOT = tmp_path
    persona = request.getfixturevalue(fixture)
    api = client_for(persona)

    def send(content: bytes, language: str = "en"):
        body = {field: SimpleUploadedFile("photo.png", content, content_type="image/png")}
        response = getattr(api, method)(path, body, format="multipart", HTTP_ACCEPT_LANGUAGE=language)
        return response, field, stored(persona)

    return send


def field_error(result) -> str:
    response, field, stored = result
    assert response.status_code == 400 and response.json()["error"] == "validation_error"
    assert list(response.json()["data"]) == [field]
    assert not stored, "nothing is stored"
    return response.json()["data"][field][0]


@pytest.mark.django_db
class TestUploads:
    def test_a_small_file_claiming_huge_dimensions_is_refused_before_decoding(self, upload):
        bomb = png_claiming(100_000, 100_000)
        assert len(bomb) < 100
        assert field_error(upload(bomb)) == "The image must have at most 25000000 pixels."
        assert field_error(upload(bomb, "zh")) == "图片的像素数不能超过 25000000。"

    @pytest.mark.parametrize(
        "content", [b"just some text", b"%PDF-1.4 fake", image_bytes()[:80], b"\x89PNG\r\n\x1a\n" + b"\0" * 64]
    )
    def test_a_non_image_or_a_broken_one_with_an_image_name_is_refused(self, upload, content):
        assert field_error(upload(content)) == "This file is not an image we can read."
        assert field_error(upload(content, "zh")) == "无法识别该图片文件。"

    def test_a_4_mb_image_is_refused(self, upload):
        four_mb = noise_png(1160)
        assert len(four_mb) > 4_000_000
        assert field_error(upload(four_mb)) == "The image must be 3 MB or smaller."
        assert field_error(upload(four_mb, "zh")) == "图片不能超过 3 MB。"

    def test_what_is_stored_is_re_encoded_without_metadata(self, upload):
        exif = Image.Exif()
        exif[0x010F] = "Camera maker"
        exif[0x8825] = {2: (39.0, 54.0, 27.0)}  # GPS latitude
        response, _, stored = upload(image_bytes(size=(800, 600), fmt="JPEG", exif=exif.tobytes()))
        assert response.status_code == 200, response.json()
        with Image.open(stored.path) as kept:
            assert (kept.format, max(kept.size)) == ("WEBP", 512)
            assert not kept.getexif() and "exif" not in kept.info
