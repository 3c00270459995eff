from typing import Any

from django.core.management.base import BaseCommand

from ...error_docs import ERRORS_PAGE, error_catalogue_markdown, errors_page_path


class Command(BaseCommand):
    help = f"Write {ERRORS_PAGE} from the error catalogue (every app's errors.py and the agent's codes)."

    def handle(self, *args: Any, **options: Any) -> None:
        errors_page_path().write_text(error_catalogue_markdown())
        self.stdout.write(f"Wrote {ERRORS_PAGE}.")
