import pytest
from django.core.management import call_command
from django.test import Client

from apps.accounts.models import User
from apps.accounts.tests.factories import UserFactory
from apps.accounts.tests.helpers import reauthenticated
from apps.friends.models import FriendRequest, FriendRequestTransition, Friendship, Tag
from apps.notifications.models import Notification

from .helpers import API, ask, befriend, tag


@pytest.mark.django_db
class TestFriends:
    def test_list_search_tag_filter_and_paging(self, client_for, individual):
        ann = UserFactory.create(name="annika")
        bo = UserFactory.create(name="bo-ram")
        cy = UserFactory.create(name="cyrus")
        first, second, third = (
            befriend(individual.user, ann),
            befriend(individual.user, bo),
            befriend(individual.user, cy),
        )
        second.alias = "Bobby"
        second.save()
        work = tag(individual.user, "Work", first, second)
        tag(individual.user, "Aardvarks", second)
        befriend(UserFactory.create(), UserFactory.create())  # someone else's friends
        api = client_for(individual)

        def ids(**query):
            return [item["id"] for item in api.get(f"{API}/friends", query).json()["data"]["items"]]

        assert ids() == [third.id, second.id, first.id]
        assert ids(search="BOB") == [second.id]  # the alias
        assert ids(search="cyr") == [third.id]  # the name
        assert ids(tag=work.id) == [second.id, first.id]
        item = api.get(f"{API}/friends", {"search": "bobby"}).json()["data"]["items"][0]
        assert item | {"since": None} == {
            "id": second.id,
            "friend": {"id": bo.id, "name": "bo-ram", "avatar_url": None},
            "alias": "Bobby",
            "tags": [
                {"id": tag_id, "name": name} for tag_id, name in Tag.objects.order_by("name").values_list("id", "name")
            ],
            "since": None,
        }
        assert api.get(f"{API}/friends", {"limit": 1, "offset": 2}).json()["data"] == {
            "items": [api.get(f"{API}/friends").json()["data"]["items"][2]],
            "total": 3,
        }
        assert api.get(f"{API}/friends", {"tag": "x"}).status_code == 400

    def test_list_sorts_by_age_or_by_the_name_shown(self, client_for, individual):
        first = befriend(individual.user, UserFactory.create(name="zed"))
        second = befriend(individual.user, UserFactory.create(name="yan"))
        third = befriend(individual.user, UserFactory.create(name="xavier"))
        first.alias = "Alf"  # shown as "Alf": first by name
        first.save()
        api = client_for(individual)

        def ids(sort):
            return [item["id"] for item in api.get(f"{API}/friends", {"sort": sort}).json()["data"]["items"]]

        assert ids("newest") == [third.id, second.id, first.id]
        assert ids("oldest") == [first.id, second.id, third.id]
        assert ids("name") == [first.id, third.id, second.id]
        assert api.get(f"{API}/friends", {"sort": "since"}).status_code == 400

    def test_update_alias_and_tags(self, client_for, individual):
        friendship = befriend(individual.user, UserFactory.create())
        work, home = tag(individual.user, "Work"), tag(individual.user, "Home")
        api = client_for(individual)
        url = f"{API}/friends/{friendship.id}"
        answer = api.put(url, {"alias": "  Old pal ", "tag_ids": [work.id, home.id]}, format="json").json()["data"]
        assert answer["alias"] == "Old pal"
        assert answer["tags"] == [{"id": home.id, "name": "Home"}, {"id": work.id, "name": "Work"}]
        # Only what is sent changes.
        assert api.put(url, {"tag_ids": [work.id]}, format="json").json()["data"]["alias"] == "Old pal"
        assert api.put(url, {"alias": None}, format="json").json()["data"]["tags"] == [{"id": work.id, "name": "Work"}]
        friendship.refresh_from_db()
        assert friendship.alias == ""
        assert api.put(url, {"alias": ""}, format="json").status_code == 200
        # The friend's side keeps its own alias and tags.
        other_side = Friendship.objects.get(owner=friendship.friend)
        assert other_side.alias == "" and not other_side.tags.exists()

    @pytest.mark.parametrize("alias", ["ab", "x" * 51])
    def test_alias_is_3_to_50_characters(self, client_for, individual, alias):
        friendship = befriend(individual.user, UserFactory.create())
        response = client_for(individual).put(f"{API}/friends/{friendship.id}", {"alias": alias}, format="json")
        assert response.status_code == 400
        assert response.json()["data"] == {"alias": ["An alias must be 3-50 characters."]}
        friendship.refresh_from_db()
        assert friendship.alias == ""

    def test_remove_ends_it_for_both(self, client_for, individual, outsider):
        mine = befriend(individual.user, outsider.user)
        tag(outsider.user, "Theirs", Friendship.objects.get(owner=outsider.user))
        response = client_for(individual).delete(f"{API}/friends/{mine.id}")
        assert response.status_code == 200 and response.json()["data"] is None
        assert not Friendship.objects.exists()
        assert Tag.objects.filter(name="Theirs").exists()  # tags stay, empty
        assert not Notification.objects.exists()
        assert client_for(individual).delete(f"{API}/friends/{mine.id}").status_code == 404
        # They can become friends again.
        assert (
            client_for(individual).post(f"{API}/friends/requests", {"account": "outsider"}, format="json").status_code
            == 200
        )


@pytest.mark.django_db
class TestTags:
    def test_create_list_rename_assign_delete(self, client_for, individual):
        ann, bo = befriend(individual.user, UserFactory.create()), befriend(individual.user, UserFactory.create())
        api = client_for(individual)
        created = api.post(f"{API}/friends/tags", {"name": " Work ", "friend_ids": [ann.id]}, format="json")
        work = created.json()["data"]
        assert work == {"id": work["id"], "name": "Work", "friend_count": 1, "friend_ids": [ann.id]}
        family = api.post(f"{API}/friends/tags", {"name": "family"}, format="json").json()["data"]
        assert family["friend_count"] == 0
        tag(UserFactory.create(), "Other people's")
        listed = api.get(f"{API}/friends/tags").json()["data"]
        assert listed["total"] == 2 and [item["name"] for item in listed["items"]] == ["family", "Work"]

        renamed = api.put(f"{API}/friends/tags/{work['id']}", {"name": "Job"}, format="json").json()["data"]
        assert renamed["name"] == "Job" and renamed["friend_ids"] == [ann.id]
        assigned = api.put(f"{API}/friends/tags/{work['id']}", {"friend_ids": [ann.id, bo.id]}, format="json")
        assert assigned.json()["data"] | {"id": 0} == {
            "id": 0,
            "name": "Job",
            "friend_count": 2,
            "friend_ids": sorted([ann.id, bo.id]),
        }
        # Renaming to the same name in another case is fine.
        assert api.put(f"{API}/friends/tags/{work['id']}", {"name": "JOB"}, format="json").status_code == 200

        assert api.delete(f"{API}/friends/tags/{work['id']}").json()["data"] is None
        assert not Tag.objects.filter(id=work["id"]).exists()
        assert Friendship.objects.filter(owner=individual.user).count() == 2  # the friends stay
        assert api.delete(f"{API}/friends/tags/{work['id']}").status_code == 404

    @pytest.mark.parametrize("name", ["", "   ", "x" * 21])
    def test_name_is_1_to_20_characters(self, client_for, individual, name):
        response = client_for(individual).post(f"{API}/friends/tags", {"name": name}, format="json")
        assert response.status_code == 400 and list(response.json()["data"]) == ["name"]

    def test_name_is_unique_per_person_ignoring_case(self, client_for, individual, outsider):
        tag(individual.user, "Work")
        tag(individual.user, "Home")
        tag(outsider.user, "Gym")
        api = client_for(individual)
        response = api.post(f"{API}/friends/tags", {"name": "WORK"}, format="json")
        assert response.status_code == 400 and response.json()["error"] == "validation_error"
        assert response.json()["data"] == {"name": ["You already have a tag named “WORK”."]}
        home = Tag.objects.get(name="Home")
        response = api.put(f"{API}/friends/tags/{home.id}", {"name": "work"}, format="json")
        assert response.status_code == 400 and list(response.json()["data"]) == ["name"]
        # Another person's tag name is free to use.
        assert api.post(f"{API}/friends/tags", {"name": "gym"}, format="json").status_code == 200

    def test_a_person_keeps_at_most_the_allowed_number_of_tags(self, client_for, individual, outsider, settings):
        settings.FRIEND_TAGS_MAX = 3
        api = client_for(individual)
        made = [api.post(f"{API}/friends/tags", {"name": f"T{n}"}, format="json").status_code for n in range(3)]
        assert made == [200, 200, 200]
        refused = api.post(f"{API}/friends/tags", {"name": "T3"}, format="json")
        assert refused.status_code == 409 and refused.json()["error"] == "friend_tags_limit"
        assert refused.json()["data"] == {"max": 3}
        assert Tag.objects.filter(owner=individual.user).count() == 3
        assert client_for(outsider).post(f"{API}/friends/tags", {"name": "T0"}, format="json").status_code == 200
        api.delete(f"{API}/friends/tags/{Tag.objects.filter(owner=individual.user).earliest('id').id}")
        assert api.post(f"{API}/friends/tags", {"name": "T3"}, format="json").status_code == 200


@pytest.mark.django_db
def test_account_deletion_takes_friendships_requests_and_tags_along(client_for, individual, outsider):
    befriend(individual.user, outsider.user)
    third = UserFactory.create()
    request = ask(individual.user, third)
    ask(third, individual.user)
    tag(individual.user, "Mine")
    api = reauthenticated(client_for(individual))
    assert api.post(f"{API}/account/check").json()["data"] == {"deletable": True, "blockers": []}
    from apps.friends.services import friend_request_cancel

    friend_request_cancel(user=individual.user, request_id=request.id)
    assert api.delete(f"{API}/account").status_code == 200
    assert not Friendship.objects.exists() and not FriendRequest.objects.exists()
    assert not Tag.objects.exists() and not FriendRequestTransition.objects.exists()


@pytest.mark.django_db
def test_seed_demo_gives_alice_a_friend_a_tag_and_a_request():
    call_command("seed_demo")
    call_command("seed_demo")
    alice = User.objects.get(name="alice")
    friendship = Friendship.objects.get(owner=alice)
    assert friendship.friend.name == "dave"
    assert Friendship.objects.filter(owner=friendship.friend, friend=alice).exists()
    assert list(friendship.tags.values_list("name", flat=True)) == ["Colleagues"]
    assert FriendRequest.objects.filter(recipient=alice, status="pending").count() == 1


@pytest.mark.django_db
def test_admin_pages(individual, outsider):
    staff = UserFactory.create(is_staff=True, is_superuser=True)
    friendship = befriend(individual.user, outsider.user)
    tag(individual.user, "Visible tag", friendship)
    request = ask(UserFactory.create(name="asker"), individual.user)
    from apps.friends.services import friend_request_decline

    friend_request_decline(user=individual.user, request_id=request.id)
    browser = Client()
    browser.force_login(staff)
    page = browser.get("/admin/friends/friendship/", {"q": "outsider"})
    assert page.status_code == 200 and page.content.decode().count("outsider") >= 2
    page = browser.get("/admin/friends/friendrequest/", {"status__exact": "declined"})
    assert page.status_code == 200 and "asker" in page.content.decode()
    detail = browser.get(f"/admin/friends/friendrequest/{request.id}/change/")
    assert detail.status_code == 200 and "declined" in detail.content.decode().lower()
    assert "Visible tag" in browser.get("/admin/friends/tag/").content.decode()
