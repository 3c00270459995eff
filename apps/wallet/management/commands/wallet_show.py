from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.accounts.selectors import active_users, user_by_account

from ...selectors import person_overview


class Command(BaseCommand):
    help = "Show a person's wallet (by e-mail, phone, name or id): balances, open holds, the last 20 entries."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("account", help="E-mail, phone number, name or user id.")

    def handle(self, *args: Any, account: str, **options: Any) -> None:
        by_id = active_users().filter(pk=int(account)).first() if account.isdigit() else None
        user = by_id or user_by_account(account)
        if user is None:
            raise CommandError(f"No person is {account!r}.")
        overview = person_overview(user=user)
        state = overview["state"]
        threshold = state.low_balance_threshold if state.low_balance_threshold is not None else "off"
        self.stdout.write(f"{user.name} (id {user.pk}) <{user.email or user.phone_number or '-'}>")
        self.stdout.write(
            f"balance {state.balance}  available {state.available}  reserved {state.reserved}  "
            f"debt {state.debt}  low-balance threshold {threshold}"
        )
        self.stdout.write("open holds:")
        for hold in overview["holds"]:
            self.stdout.write(
                f"  {hold.pk}  {hold.reference}  placed {hold.placed}  captured {hold.captured}  "
                f"left {hold.remaining}  since {hold.created_at:%Y-%m-%d %H:%M}"
            )
        self.stdout.write("last entries (newest first):")
        for entry in overview["entries"]:
            txn = entry.transaction
            self.stdout.write(
                f"  {entry.created_at:%Y-%m-%d %H:%M}  {entry.account.kind:<6} {entry.entry_type:<16} "
                f"{entry.amount:>10}  after {entry.balance_after:>10}  {txn.reference}  {txn.reason}"
            )
