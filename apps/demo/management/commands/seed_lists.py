from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction

from apps.accounts.models import User

from ...lists import lists_seed


class Command(BaseCommand):
    help = "Give a person N boxes, each with an app, and N friends: long lists to filter, sort and page."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("name", help="the person's user name")
        parser.add_argument("size", type=int, help="how many boxes (each with an app) and friends")

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        user = User.objects.filter(name=options["name"]).first()
        if user is None:
            raise CommandError(f"No person is called {options['name']}.")
        lists_seed(user=user, size=options["size"])
        self.stdout.write(f"{user.name}: {options['size']} boxes with an app each, {options['size']} friends.")
