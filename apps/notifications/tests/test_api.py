from datetime import timedelta

import pytest
import time_machine
from django.core.management import CommandError, call_command
from django.test import Client
from django.utils import timezone

from apps.accounts.tests.factories import UserFactory
from apps.common.role_matrix import matrix_covers
from apps.friends.notification_kinds import FRIEND_REQUEST
from apps.notifications.kinds import ANNOUNCEMENT
from apps.notifications.models import Notification, StreamEvent
from apps.notifications.services import notify, stream_events_purge
from apps.notifications.stats import register_stats_source

API = "/api/iam/v1"


def announce(user, title="Maintenance", body="Tonight", link="", company_id=None):
    return notify(
        recipients=[user],
        kind=ANNOUNCEMENT,
        title={"en": title, "zh": f"{title} 中文"},
        body={"en": body, "zh": f"{body} 中文"},
        link=link,
        company_id=company_id,
    )[0]


def befriend_request(user, name="kim"):
    return notify(recipients=[user], kind=FRIEND_REQUEST, params={"name": name})[0]


ENDPOINTS = [
    ("get", f"{API}/notifications/stats"),
    ("get", f"{API}/notifications"),
    ("post", f"{API}/notifications/read-all"),
    ("put", f"{API}/notifications/{{mine}}/read"),
    ("get", f"{API}/notifications/preferences"),
    ("patch", f"{API}/notifications/preferences"),
]
matrix_covers(ENDPOINTS)


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "url"), ENDPOINTS)
@pytest.mark.parametrize("persona", ["individual", "owner", "member", "outsider", None])
def test_permission_matrix(client_for, personas, persona, method, url):
    """Everyone signed in has an inbox; nobody else gets in. `{mine}` is one of the caller's
    own notifications in the identity they act through (the individual's for the
    signed-out)."""
    caller = personas[persona] if persona else personas["individual"]
    mine = announce(caller.user, company_id=caller.actor.company_id)
    body = {"outside": True} if method == "patch" else None
    call = getattr(client_for(personas[persona] if persona else None), method)
    response = call(url.format(mine=mine.id), body, format="json")
    expected = 200 if persona else 401
    assert response.status_code == expected
    assert response.json()["code"] == expected


@pytest.mark.django_db
@pytest.mark.parametrize("persona", ["individual", "owner", "member", "outsider"])
def test_marking_someone_elses_notification_is_not_found(client_for, personas, individual, persona):
    theirs = announce(individual.user if persona != "individual" else personas["outsider"].user)
    response = client_for(personas[persona]).put(f"{API}/notifications/{theirs.id}/read")
    assert response.status_code == 404 and response.json()["error"] == "not_found"
    theirs.refresh_from_db()
    assert theirs.read_at is None


@pytest.mark.django_db
def test_list_is_only_the_callers_own_newest_first_and_pages(client_for, individual, outsider):
    with time_machine.travel(timezone.now() - timedelta(hours=1), tick=False):
        older = announce(individual.user, title="Older")
    newer = announce(individual.user, title="Newer")
    announce(outsider.user, title="Not yours")
    api = client_for(individual)
    data = api.get(f"{API}/notifications").json()["data"]
    assert data["total"] == 2
    assert [item["id"] for item in data["items"]] == [newer.id, older.id]
    page = api.get(f"{API}/notifications", {"offset": 1, "limit": 1}).json()["data"]
    assert page == {"total": 2, "items": [data["items"][1]]}


@pytest.mark.django_db
def test_filters_unread_read_and_all(client_for, individual):
    first, second = announce(individual.user), announce(individual.user)
    api = client_for(individual)
    api.put(f"{API}/notifications/{first.id}/read")
    ids = {
        name: [i["id"] for i in api.get(f"{API}/notifications", {"filter": name}).json()["data"]["items"]]
        for name in ("unread", "read", "all")
    }
    assert ids == {"unread": [second.id], "read": [first.id], "all": [second.id, first.id]}
    bad = api.get(f"{API}/notifications", {"filter": "everything"})
    assert bad.status_code == 400 and list(bad.json()["data"]) == ["filter"]


@pytest.mark.django_db
def test_items_are_written_in_the_callers_language(client_for, individual):
    befriend_request(individual.user, name="kim")
    announce(individual.user, title="Upgrade", body="New plans", link="/wallet")
    api = client_for(individual)
    english = api.get(f"{API}/notifications").json()["data"]["items"]
    assert english[0] | {"created_at": None} == {
        "id": english[0]["id"],
        "kind": "announcement",
        "title": "Upgrade",
        "body": "New plans",
        "link": "/wallet",
        "read": False,
        "created_at": None,
    }
    assert english[1]["title"] == "New friend request"
    assert english[1]["body"] == "kim wants to be your friend."
    assert english[1]["link"] == "/friends?tab=requests"
    chinese = api.get(f"{API}/notifications", HTTP_ACCEPT_LANGUAGE="zh").json()["data"]["items"]
    assert chinese[0]["title"] == "Upgrade 中文"
    assert chinese[1]["title"] == "新的好友请求"
    assert "kim" in chinese[1]["body"]


@pytest.mark.django_db
def test_stats_count_and_preview_the_three_newest(client_for, individual, outsider):
    items = [announce(individual.user, title=f"N{n}") for n in range(5)]
    announce(outsider.user)
    api = client_for(individual)
    api.put(f"{API}/notifications/{items[0].id}/read")
    stats = api.get(f"{API}/notifications/stats").json()["data"]
    assert {key: stats[key] for key in ("total", "read", "unread")} == {"total": 5, "read": 1, "unread": 4}
    assert [item["title"] for item in stats["recent"]] == ["N4", "N3", "N2"]
    assert stats["pending_friend_requests_exists"] is False
    assert stats["member_records_unread"] == 0


@pytest.mark.django_db
def test_stats_take_registered_sources(client_for, individual):
    from apps.notifications import stats as stats_module

    saved = dict(stats_module._sources)
    try:
        register_stats_source("member_records_unread", lambda user: 7)
        assert client_for(individual).get(f"{API}/notifications/stats").json()["data"]["member_records_unread"] == 7
        with pytest.raises(KeyError):
            register_stats_source("no_such_field", lambda user: 1)
    finally:
        stats_module._sources.clear()
        stats_module._sources.update(saved)


@pytest.mark.django_db
def test_read_and_read_all(client_for, individual):
    first, *_others = (announce(individual.user) for _ in range(3))
    api = client_for(individual)
    answer = api.put(f"{API}/notifications/{first.id}/read").json()["data"]
    assert answer["id"] == first.id and answer["read"] is True
    first.refresh_from_db()
    read_at = first.read_at
    api.put(f"{API}/notifications/{first.id}/read")  # again: nothing changes
    first.refresh_from_db()
    assert first.read_at == read_at
    assert api.post(f"{API}/notifications/read-all").json()["data"] == {"marked": 2}
    assert api.post(f"{API}/notifications/read-all").json()["data"] == {"marked": 0}
    assert api.get(f"{API}/notifications/stats").json()["data"]["unread"] == 0


@pytest.mark.django_db
def test_unknown_notification_is_not_found(client_for, individual):
    response = client_for(individual).put(f"{API}/notifications/999999/read")
    assert response.status_code == 404 and response.json()["error"] == "not_found"


@pytest.mark.django_db(transaction=True)
def test_stream_events_are_written_only_after_commit():
    from django.db import transaction

    user = UserFactory.create()
    with transaction.atomic():
        announce(user)
        assert not StreamEvent.objects.filter(user_id=user.id).exists()
    assert StreamEvent.objects.filter(user_id=user.id).count() == 1
    with pytest.raises(RuntimeError), transaction.atomic():
        announce(user)
        raise RuntimeError("rolled back")
    assert StreamEvent.objects.filter(user_id=user.id).count() == 1
    assert Notification.objects.filter(recipient=user).count() == 1


@pytest.mark.django_db
def test_old_stream_events_are_purged():
    with time_machine.travel(timezone.now() - timedelta(hours=1)):
        StreamEvent.objects.create(user_id=1)
    kept = StreamEvent.objects.create(user_id=1)
    assert stream_events_purge(older_than=timedelta(minutes=10)) == 1
    assert list(StreamEvent.objects.values_list("id", flat=True)) == [kept.id]


@pytest.mark.django_db
def test_unknown_kind_is_refused():
    with pytest.raises(ValueError):
        notify(recipients=[UserFactory.create()], kind="no_such_kind")


@pytest.mark.django_db
class TestNotifyCommand:
    def test_to_one_person(self, individual, outsider):
        call_command(
            "notify", "--to", individual.user.email, "--title", "Hello", "--body", "World", "--link", "/wallet"
        )
        notification = Notification.objects.get()
        assert notification.recipient == individual.user
        assert notification.title == {"en": "Hello", "zh": "Hello"} and notification.link == "/wallet"

    def test_to_everyone_active(self, individual, outsider):
        UserFactory.create(is_active=False)
        call_command(
            "notify", "--everyone", "--title", "Hi", "--body", "All", "--title-zh", "你好", "--body-zh", "大家"
        )
        assert set(Notification.objects.values_list("recipient", flat=True)) == {individual.user.id, outsider.user.id}
        assert {tuple(sorted(n.title.items())) for n in Notification.objects.all()} == {(("en", "Hi"), ("zh", "你好"))}

    def test_refuses_unknown_account_and_bad_link(self, individual):
        with pytest.raises(CommandError):
            call_command("notify", "--to", "nobody@example.com", "--title", "a", "--body", "b")
        with pytest.raises(CommandError):
            call_command("notify", "--to", individual.user.email, "--title", "a", "--body", "b", "--link", "http://x")
        assert not Notification.objects.exists()


@pytest.mark.django_db
def test_admin_lists_and_marks_read(individual):
    staff = UserFactory.create(is_staff=True, is_superuser=True)
    notification = announce(individual.user, title="Visible in admin")
    browser = Client()
    browser.force_login(staff)
    page = browser.get("/admin/notifications/notification/", {"read": "no"})
    assert page.status_code == 200 and "Visible in admin" in page.content.decode()
    browser.post(
        "/admin/notifications/notification/",
        {"action": "mark_read", "_selected_action": [notification.id]},
    )
    notification.refresh_from_db()
    assert notification.read_at is not None
