from typing import Any

from django.core.management.base import BaseCommand
from django.db import transaction

from ...models import User

DEMO_PASSWORD = "Demo2026pass"

# name, e-mail, phone, staff, who they are (later features add their companies, devices, apps, wallets)
PERSONAS = [
    ("alice", "alice@demo.local", "+8613800000001", False, "individual user"),
    ("bob", "bob@demo.local", "+8613800000002", False, "company owner"),
    ("carol", "carol@demo.local", "+8613800000003", False, "company member"),
    ("dave", "dave@demo.local", "+8613800000004", False, "individual user, alice's friend"),
    ("staff", "staff@demo.local", None, True, "staff (Django admin at /admin/)"),
]


class Command(BaseCommand):
    help = "Create or reset the demo personas (idempotent) and print how to sign in as them."

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        for name, email, phone, staff, _role in PERSONAS:
            user = User.objects.filter(name__iexact=name).first() or User(name=name)
            user.email, user.phone_number, user.email_verified = email, phone, True
            user.is_staff = user.is_superuser = staff
            user.is_active = True
            user.set_password(DEMO_PASSWORD)
            user.save()
        self.seed_friends()
        self.stdout.write("Demo accounts (sign in with the e-mail, phone or name):")
        for name, email, _phone, _staff, role in PERSONAS:
            self.stdout.write(f"  {email:<20} password {DEMO_PASSWORD}   {name}: {role}")

    def seed_friends(self) -> None:
        """alice and dave are friends; alice tags dave "Colleagues"; carol asks alice to be friends."""
        from apps.friends.choices import FriendRequestStatus
        from apps.friends.models import FriendRequest, Friendship, Tag
        from apps.friends.services import friendship_create

        alice, carol, dave = (User.objects.get(name=name) for name in ("alice", "carol", "dave"))
        alices_side = friendship_create(user=alice, other=dave)
        tag = Tag.objects.filter(owner=alice, name__iexact="Colleagues").first() or Tag.objects.create(
            owner=alice, name="Colleagues"
        )
        alices_side.tags.add(tag)
        pending = FriendRequest.objects.filter(sender=carol, recipient=alice, status=FriendRequestStatus.PENDING)
        if not Friendship.objects.filter(owner=alice, friend=carol).exists() and not pending.exists():
            FriendRequest.objects.create(sender=carol, recipient=alice, message="Hi alice, it's carol from work.")
