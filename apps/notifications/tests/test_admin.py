"""Staff creating, editing or deleting notifications reach the recipients' badges and live
streams like the services do; the recipient and kind of a sent notification stay."""

import json

import pytest

from apps.accounts.tests.factories import UserFactory
from apps.notifications.kinds import ANNOUNCEMENT
from apps.notifications.models import Notification, StreamEvent
from apps.notifications.services import notify

ADMIN = "/admin/notifications/notification"
TEXT = {"en": "Maintenance tonight", "zh": "今晚维护"}


def streamed(*users) -> list[int]:
    """Whom a stream event went to, in order, then forgets them."""
    ids = list(StreamEvent.objects.filter(user_id__in=[user.id for user in users]).values_list("user_id", flat=True))
    StreamEvent.objects.all().delete()
    return sorted(ids)


def announce(user) -> Notification:
    (notification,) = notify(recipients=[user], kind=ANNOUNCEMENT, title=TEXT, body=TEXT)
    return notification


def form(recipient, **changes) -> dict:
    return {
        "recipient": recipient.id,
        "kind": ANNOUNCEMENT,
        "params": "{}",
        "title": json.dumps(TEXT),
        "body": json.dumps(TEXT),
        "link": "",
    } | changes


@pytest.mark.django_db
def test_adding_one_notifies_its_recipient(admin_client, django_capture_on_commit_callbacks):
    ann, bob = UserFactory.create(name="ann"), UserFactory.create(name="bob")
    with django_capture_on_commit_callbacks(execute=True):
        page = admin_client.post(f"{ADMIN}/add/", form(ann))
    assert page.status_code == 302, page.context["adminform"].form.errors
    assert Notification.objects.get().recipient == ann
    assert streamed(ann, bob) == [ann.id]


@pytest.mark.django_db
def test_one_added_with_a_company_shows_in_that_companys_identity(admin_client, client_for, owner):
    page = admin_client.post(f"{ADMIN}/add/", form(owner.user, company_id=owner.sme_id))
    assert page.status_code == 302, page.context["adminform"].form.errors
    assert Notification.objects.get().company_id == owner.sme_id
    assert client_for(owner).get("/api/iam/v1/notifications").json()["data"]["total"] == 1


@pytest.mark.django_db
def test_editing_one_updates_its_recipients_badge_and_keeps_recipient_and_kind(
    admin_client, django_capture_on_commit_callbacks
):
    ann, bob = UserFactory.create(name="ann"), UserFactory.create(name="bob")
    notification = announce(ann)
    StreamEvent.objects.all().delete()
    page = admin_client.get(f"{ADMIN}/{notification.id}/change/")
    fields = page.context["adminform"].form.fields
    assert "recipient" not in fields and "kind" not in fields and "company_id" not in fields
    with django_capture_on_commit_callbacks(execute=True):
        changed = admin_client.post(
            f"{ADMIN}/{notification.id}/change/",
            form(bob, kind="friend_request", read_at_0="2026-01-01", read_at_1="10:00"),
        )
    assert changed.status_code == 302
    notification.refresh_from_db()
    assert (notification.recipient, notification.kind) == (ann, ANNOUNCEMENT)
    assert notification.read_at is not None
    assert streamed(ann, bob) == [ann.id]


@pytest.mark.django_db
def test_deleting_one_or_many_updates_the_recipients_badges(admin_client, django_capture_on_commit_callbacks):
    ann, bob, cat = (UserFactory.create(name=name) for name in ("ann", "bob", "cat"))
    single, *many = announce(ann), announce(bob), announce(bob), announce(cat)
    StreamEvent.objects.all().delete()
    with django_capture_on_commit_callbacks(execute=True):
        admin_client.post(f"{ADMIN}/{single.id}/delete/", {"post": "yes"})
    assert streamed(ann, bob, cat) == [ann.id]
    with django_capture_on_commit_callbacks(execute=True):
        admin_client.post(
            f"{ADMIN}/",
            {"action": "delete_selected", "_selected_action": [item.id for item in many], "post": "yes"},
        )
    assert not Notification.objects.exists()
    assert streamed(ann, bob, cat) == [bob.id, cat.id]
