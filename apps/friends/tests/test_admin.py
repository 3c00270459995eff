"""Staff add and remove friendships through the services, so both sides stay in step."""

import pytest

from apps.accounts.tests.factories import UserFactory
from apps.friends.models import Friendship

from .helpers import befriend, tag

ADMIN = "/admin/friends/friendship"


def pairs() -> set[tuple[str, str]]:
    return {(owner, friend) for owner, friend in Friendship.objects.values_list("owner__name", "friend__name")}


@pytest.fixture
def people():
    return {name: UserFactory.create(name=name) for name in ("ann", "bob", "cat", "dan")}


@pytest.mark.django_db
def test_adding_one_makes_both_sides(admin_client, people):
    ann, bob = people["ann"], people["bob"]
    own = tag(ann, "Work")
    page = admin_client.post(f"{ADMIN}/add/", {"owner": ann.id, "friend": bob.id, "alias": "Bobby", "tags": [own.id]})
    assert page.status_code == 302
    assert pairs() == {("ann", "bob"), ("bob", "ann")}
    mine = Friendship.objects.get(owner=ann)
    assert mine.alias == "Bobby" and list(mine.tags.all()) == [own]
    assert Friendship.objects.get(owner=bob).alias == ""


@pytest.mark.django_db
def test_adding_refuses_oneself_and_another_persons_tags(admin_client, people):
    ann, bob, cat = people["ann"], people["bob"], people["cat"]
    theirs = tag(cat, "Theirs")
    for body in [{"owner": ann.id, "friend": ann.id}, {"owner": ann.id, "friend": bob.id, "tags": [theirs.id]}]:
        page = admin_client.post(f"{ADMIN}/add/", {"alias": "", **body})
        assert page.status_code == 200 and page.context["adminform"].form.errors, body
    assert not Friendship.objects.exists()


@pytest.mark.django_db
def test_owner_and_friend_are_read_only_on_change(admin_client, people):
    mine = befriend(people["ann"], people["bob"])
    fields = admin_client.get(f"{ADMIN}/{mine.id}/change/").context["adminform"].form.fields
    assert "owner" not in fields and "friend" not in fields and "alias" in fields


@pytest.mark.django_db
def test_deleting_one_or_many_removes_both_sides(admin_client, people):
    ann, bob, cat, dan = people.values()
    single = befriend(ann, bob)
    both_sides = [befriend(cat, dan), Friendship.objects.get(owner=dan, friend=cat)]
    befriend(ann, cat)
    admin_client.post(f"{ADMIN}/{single.id}/delete/", {"post": "yes"})
    assert pairs() == {("cat", "dan"), ("dan", "cat"), ("ann", "cat"), ("cat", "ann")}
    page = admin_client.post(
        f"{ADMIN}/", {"action": "delete_selected", "_selected_action": [row.id for row in both_sides], "post": "yes"}
    )
    assert page.status_code == 302
    assert pairs() == {("ann", "cat"), ("cat", "ann")}
