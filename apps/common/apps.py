from django.apps import AppConfig
from django.urls import register_converter


class CommonConfig(AppConfig):
    name = "apps.common"
    label = "common"

    def ready(self) -> None:
        from .converters import IdConverter
        from .errors import ERRORS, register_errors

        register_converter(IdConverter, "id")
        register_errors(app=self.label, errors=ERRORS)
