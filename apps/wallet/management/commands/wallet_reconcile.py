from typing import Any

from django.core.management.base import BaseCommand

from ...selectors import ledger_differences


class Command(BaseCommand):
    help = (
        "Check every account's cached balance against the sum of its entries, and every "
        "transaction's entries sum to zero; print each difference and exit 1 when there is one."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        accounts, transactions = ledger_differences()
        for difference in accounts:
            self.stdout.write(
                f"{difference.account}: cached balance {difference.cached}, entries sum to {difference.entries}"
            )
        for txn in transactions:
            self.stdout.write(f"transaction {txn}: its entries do not sum to zero")
        if accounts or transactions:
            raise SystemExit(1)
        self.stdout.write("The ledger reconciles: every balance is the sum of its entries.")
