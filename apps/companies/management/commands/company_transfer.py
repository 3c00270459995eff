from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.common.errors import ApplicationError

from ...services import company_transfer


class Command(BaseCommand):
    help = "Hand a company over to one of its members (by e-mail, phone or name)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("company_id")
        parser.add_argument("account", help="The new owner: a member's e-mail, phone number or name.")

    def handle(self, *args: Any, company_id: str, account: str, **options: Any) -> None:
        try:
            company = company_transfer(company_id=company_id, account=account)
        except ApplicationError as exc:
            raise CommandError(str(exc.message)) from exc
        self.stdout.write(f"{company.name} ({company.id}) now belongs to {company.owner.name}.")
