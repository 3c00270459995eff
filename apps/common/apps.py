from django.apps import AppConfig
from django.urls import register_converter


class CommonConfig(AppConfig):
    name = "apps.common"
    label = "common"

    def ready(self) -> None:
        from .converters import IdConverter
        from .errors import ERROR_CODES, ERRORS

        register_converter(IdConverter, "id")
        ERROR_CODES.register(app=self.label, entries=ERRORS)
