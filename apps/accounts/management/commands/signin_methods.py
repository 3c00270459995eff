from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from ...selectors import user_by_account
from ...services import sign_in_ways


class Command(BaseCommand):
    help = "List how a person can sign in (password, phone, e-mail, WeChat) and their contact details."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("account", help="e-mail, phone or name")

    def handle(self, *args: Any, account: str, **options: Any) -> None:
        user = user_by_account(account)
        if user is None:
            raise CommandError(f"No account matches {account!r}.")
        ways = sign_in_ways(user=user)
        self.stdout.write(f"{user.name} (id {user.pk}, {'active' if user.is_active else 'inactive'})")
        self.stdout.write(f"  e-mail: {user.email or '-'}{' (verified)' if user.email_verified else ''}")
        self.stdout.write(f"  phone:  {user.phone_number or '-'}")
        self.stdout.write(f"  methods: {', '.join(sorted(ways)) or 'none'}")
