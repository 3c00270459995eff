"""Only the market's demo listings (`seed_demo --market N` without resetting the personas):
for an end-to-end test that needs listings around Beijing and Shanghai in the middle of a
run, where resetting the personas would undo what earlier tests did."""

from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from ...market import market_ensure


class Command(BaseCommand):
    help = "At least N market listings from simulated providers (after seed_demo, which makes the catalogue)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("size", type=int, help="at least this many listings")

    def handle(self, *args: Any, **options: Any) -> None:
        made = market_ensure(size=options["size"])
        self.stdout.write(f"Market: {made} new demo boxes; their apps are listed.")
