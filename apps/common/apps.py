from django.apps import AppConfig
from django.urls import register_converter


class CommonConfig(AppConfig):
    name = "apps.common"
    label = "common"

    def ready(self) -> None:
        from .converters import IdConverter

        register_converter(IdConverter, "id")
