from django.apps import AppConfig


class DemoConfig(AppConfig):
    """Demo data (`manage.py seed_demo` and the store's starter catalogue). It sits above
    every other app and outside the layer contract: nothing imports it."""

    name = "apps.demo"
    label = "demo"
    verbose_name = "Demo"
