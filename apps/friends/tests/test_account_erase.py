"""Deleting an account erases what friends and notifications keep of the person."""

import pytest
from django.db.models import Q

from apps.accounts.services import account_delete
from apps.friends.models import FriendRequest, Friendship, Tag
from apps.notifications.kinds import ANNOUNCEMENT
from apps.notifications.models import Notification, StreamEvent
from apps.notifications.services import notify


@pytest.mark.django_db
def test_deleting_an_account_erases_its_friends_and_notifications(make_persona, django_capture_on_commit_callbacks):
    user, friend, stranger, bystander = (make_persona("individual").user for _ in range(4))
    Friendship.objects.create(owner=user, friend=friend)
    Friendship.objects.create(owner=friend, friend=user)
    Friendship.objects.create(owner=friend, friend=bystander)
    FriendRequest.objects.create(sender=user, recipient=stranger)
    FriendRequest.objects.create(sender=friend, recipient=bystander)
    Tag.objects.create(owner=user, name="work")
    Tag.objects.create(owner=friend, name="work")
    with django_capture_on_commit_callbacks(execute=True):
        notify(recipients=[user, friend], kind=ANNOUNCEMENT, title={"en": "Hi"}, body={"en": "Hi"})
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=user)
    assert not Friendship.objects.filter(Q(owner=user) | Q(friend=user)).exists()
    assert not FriendRequest.objects.filter(Q(sender=user) | Q(recipient=user)).exists()
    assert not Tag.objects.filter(owner=user).exists()
    assert not Notification.objects.filter(recipient=user).exists()
    assert not StreamEvent.objects.filter(user_id=user.pk).exists()
    # everyone else keeps theirs; the stranger's pending request is gone from their stats
    assert Friendship.objects.filter(owner=friend, friend=bystander).exists()
    assert FriendRequest.objects.filter(sender=friend).exists() and Tag.objects.filter(owner=friend).exists()
    assert Notification.objects.filter(recipient=friend).exists()
    assert StreamEvent.objects.filter(user_id=stranger.pk).exists()
