from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from ...models import OutboundMessage


class Command(BaseCommand):
    help = "Show the latest SMS and e-mails the app sent (the outbox), newest first."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--to", help="only messages to this phone (E.164) or e-mail address")
        parser.add_argument("--limit", type=int, default=5)
        parser.add_argument("--body", action="store_true", help="print only the newest message's body")

    def handle(self, *args: Any, to: str | None, limit: int, body: bool, **options: Any) -> None:
        messages = OutboundMessage.objects.all()
        if to:
            messages = messages.filter(to=to.lower())
        if body:
            newest = messages.first()
            self.stdout.write(newest.body if newest else "")
            return
        for message in messages[:limit]:
            self.stdout.write(f"{message.created_at:%Y-%m-%d %H:%M:%S} {message.channel} to {message.to}")
            if message.subject:
                self.stdout.write(f"  {message.subject}")
            self.stdout.write("  " + message.body.replace("\n", "\n  "))
