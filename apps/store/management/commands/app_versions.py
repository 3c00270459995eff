import json
from typing import Any

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError, CommandParser

from ...models import App, AppVersion
from ...services import app_version_save


class Command(BaseCommand):
    help = (
        "Show an app's versions with how a box's agent runs each (its runtime), or set one version's runtime "
        "(checked as the admin checks it; '' clears it)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("slug", help="the app's slug, e.g. ollama")
        parser.add_argument("--set", dest="release", metavar="VERSION", help="the version whose runtime to set")
        parser.add_argument("--runtime", help='JSON, e.g. {"image": "ollama/ollama:0.5.7", "port": 11434}')

    def handle(self, *args: Any, slug: str, release: str | None, runtime: str | None, **options: Any) -> None:
        app = App.objects.filter(slug=slug).first()
        if app is None:
            raise CommandError(f"No app has the slug {slug!r}.")
        if runtime is not None:
            self._set(app, release, runtime)
        for version in AppVersion.objects.filter(app=app).order_by("-released_at", "-id"):
            latest = " (latest)" if version.is_latest else ""
            self.stdout.write(f"{version.version}{latest}  {json.dumps(version.runtime) if version.runtime else '-'}")

    def _set(self, app: App, release: str | None, text: str) -> None:
        version = AppVersion.objects.filter(app=app, version=release).first() if release else None
        if version is None:
            raise CommandError("Name the version to change with --set (see the list without --runtime).")
        try:
            version.runtime = json.loads(text) if text.strip() else {}
            app_version_save(version=version)
        except json.JSONDecodeError as fault:
            raise CommandError(f"The runtime is not JSON: {fault}.") from None
        except ValidationError as fault:
            raise CommandError(" ".join(fault.messages)) from None
        self.stdout.write(f"Saved the runtime of {app.slug} {version.version}.")
