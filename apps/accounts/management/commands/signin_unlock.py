from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from ...selectors import user_by_account
from ...services import signin_unlock


class Command(BaseCommand):
    help = "Lift the sign-in lock-out of one account (e-mail, phone or name)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("account")

    def handle(self, *args: Any, account: str, **options: Any) -> None:
        user = user_by_account(account)
        if user is None:
            raise CommandError(f"No account matches {account!r}.")
        removed = signin_unlock(user=user)
        self.stdout.write(f"{user.name}: {'lock-out lifted' if removed else 'was not locked out'}.")
