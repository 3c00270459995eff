from apps.accounts.models import User
from apps.friends.models import FriendRequest, Friendship, Tag
from apps.friends.services import friendship_create

API = "/api/iam/v1"


def befriend(user: User, other: User) -> Friendship:
    """Makes the two friends; answers `user`'s side."""
    return friendship_create(user=user, other=other)


def ask(sender: User, recipient: User, message: str = "") -> FriendRequest:
    """A pending request, written directly (no notification)."""
    return FriendRequest.objects.create(sender=sender, recipient=recipient, message=message)


def tag(owner: User, name: str, *friendships: Friendship) -> Tag:
    created = Tag.objects.create(owner=owner, name=name)
    created.friendships.set(friendships)
    return created
