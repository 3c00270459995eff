from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db.models import QuerySet

from apps.accounts.models import User
from apps.accounts.selectors import active_users, user_by_account

from ...kinds import ANNOUNCEMENT
from ...services import notify


class Command(BaseCommand):
    help = "Send a notification (an announcement) to one person or to everyone active."

    def add_arguments(self, parser: CommandParser) -> None:
        target = parser.add_mutually_exclusive_group(required=True)
        target.add_argument("--to", help="the person's e-mail, phone number or user name")
        target.add_argument("--everyone", action="store_true", help="every active account")
        parser.add_argument("--title", required=True, help="title in English")
        parser.add_argument("--body", required=True, help="text in English")
        parser.add_argument("--title-zh", help="title in Chinese (default: the English one)")
        parser.add_argument("--body-zh", help="text in Chinese (default: the English one)")
        parser.add_argument("--link", default="", help="a path in the app, e.g. /wallet")

    def handle(self, *args: Any, **options: Any) -> None:
        recipients: QuerySet[User] | list[User]
        if options["everyone"]:
            recipients = active_users()
        else:
            person = user_by_account(options["to"])
            if person is None:
                raise CommandError(f"No account matches {options['to']!r}.")
            recipients = [person]
        link = options["link"]
        if link and not link.startswith("/"):
            raise CommandError("--link must be a path in the app, starting with /.")
        created = notify(
            recipients=recipients,
            kind=ANNOUNCEMENT,
            title={"en": options["title"], "zh": options["title_zh"] or options["title"]},
            body={"en": options["body"], "zh": options["body_zh"] or options["body"]},
            link=link,
        )
        self.stdout.write(f"Sent to {len(created)} account(s).")
