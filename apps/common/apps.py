from django.apps import AppConfig
from django.urls import register_converter


class CommonConfig(AppConfig):
    name = "apps.common"
    label = "common"

    def ready(self) -> None:
        from django.conf import settings
        from PIL import Image

        from .converters import IdConverter
        from .errors import ERROR_CODES, ERRORS

        register_converter(IdConverter, "id")
        ERROR_CODES.register(app=self.label, entries=ERRORS)
        Image.MAX_IMAGE_PIXELS = settings.IMAGE_MAX_PIXELS
