"""One check for every uploaded image: size in bytes, format by content (not by name), and
pixel count, so a small file that decodes into a huge bitmap is refused before decoding."""

import warnings

from django.conf import settings
from django.core.files.uploadedfile import UploadedFile
from django.utils.translation import gettext as _
from PIL import Image, ImageOps

from .errors import ApplicationError, field_error

IMAGE_FORMATS = frozenset({"JPEG", "PNG", "WEBP", "GIF"})


def image_upload_check(*, upload: UploadedFile, field: str, max_bytes: int) -> Image.Image:
    """The upload decoded (first frame, EXIF orientation applied, RGBA), or a 400 on `field`."""
    if upload.size is None or upload.size > max_bytes:
        raise field_error(field, _("The image must be %(mb)d MB or smaller.") % {"mb": max_bytes // (1024 * 1024)})
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(upload) as image:
                if image.format not in IMAGE_FORMATS:
                    raise field_error(field, _("Use a JPG, JPEG, PNG, WEBP or GIF image."))
                if image.width * image.height > settings.IMAGE_MAX_PIXELS:
                    raise field_error(
                        field,
                        _("The image must have at most %(pixels)d pixels.") % {"pixels": settings.IMAGE_MAX_PIXELS},
                    )
                image.seek(0)
                return ImageOps.exif_transpose(image).convert("RGBA")
    except ApplicationError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning, OSError, ValueError, SyntaxError) as exc:
        raise field_error(field, _("This file is not an image we can read.")) from exc
