"""One check for every uploaded image: size in bytes, format by content (not by name or
declared type), pixel count (so a small file that decodes into a huge bitmap is refused
before decoding), then a full decode; and one re-encoding, so what is stored is always our
own WebP without the upload's metadata."""

import io
import warnings

from django.conf import settings
from django.core.files.base import ContentFile
from django.core.files.uploadedfile import UploadedFile
from django.utils.translation import gettext as _
from PIL import Image, ImageOps

from .errors import ApplicationError, field_error

IMAGE_FORMATS = frozenset({"JPEG", "PNG", "WEBP", "GIF"})
STORED_QUALITY = 85


def _too_many_pixels(field: str) -> ApplicationError:
    return field_error(
        field, _("The image must have at most %(pixels)d pixels.") % {"pixels": settings.IMAGE_MAX_PIXELS}
    )


def image_upload_check(*, upload: UploadedFile, field: str, max_bytes: int) -> Image.Image:
    """The upload decoded (first frame, EXIF orientation applied, RGBA), or a 400 on `field`."""
    if upload.size is None or upload.size > max_bytes:
        raise field_error(field, _("The image must be %(mb)d MB or smaller.") % {"mb": max_bytes // (1024 * 1024)})
    try:
        with warnings.catch_warnings():
            # Pillow's own bomb check (Image.MAX_IMAGE_PIXELS = IMAGE_MAX_PIXELS) only warns up to twice it.
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(upload) as image:  # reads the header, not the pixels
                if image.format not in IMAGE_FORMATS:
                    raise field_error(field, _("Use a JPG, JPEG, PNG, WEBP or GIF image."))
                if image.width * image.height > settings.IMAGE_MAX_PIXELS:
                    raise _too_many_pixels(field)
                image.verify()
            upload.seek(0)  # verify() leaves the image unusable: decode it again, in full
            with Image.open(upload) as image:
                image.seek(0)
                image.load()
                return ImageOps.exif_transpose(image).convert("RGBA")
    except ApplicationError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise _too_many_pixels(field) from exc
    except (OSError, ValueError, SyntaxError, EOFError) as exc:
        raise field_error(field, _("This file is not an image we can read.")) from exc


def image_upload_reencoded(*, upload: UploadedFile, field: str, max_bytes: int, side: int) -> ContentFile:
    """The checked upload scaled into a `side` x `side` box and encoded as WebP: no metadata
    (EXIF, GPS, comments) and nothing of the original file survives."""
    picture = image_upload_check(upload=upload, field=field, max_bytes=max_bytes)
    picture.thumbnail((side, side))
    buffer = io.BytesIO()
    picture.save(buffer, format="WEBP", quality=STORED_QUALITY)
    return ContentFile(buffer.getvalue())
