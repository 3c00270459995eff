from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from ...flows import DOCUMENT, flows_document, flows_text


class Command(BaseCommand):
    help = "Print who follows what: each state machine and hook, and its followers in the order they run."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--write", action="store_true", help=f"write it to {DOCUMENT}, after its prose")

    def handle(self, *args: Any, write: bool, **options: Any) -> None:
        if write:
            DOCUMENT.write_text(flows_document(), encoding="utf-8")
            self.stdout.write(f"Wrote {DOCUMENT}.")
            return
        self.stdout.write(flows_text(), ending="")
