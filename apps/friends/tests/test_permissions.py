"""Who may call what (persona x endpoint), and that another person's objects stay invisible."""

import pytest

from apps.accounts.tests.factories import UserFactory
from apps.common.role_matrix import matrix_covers
from apps.common.testing import call_endpoint
from apps.friends.choices import FriendRequestStatus
from apps.friends.models import FriendRequest, Friendship, Tag

from .helpers import API, ask, befriend, tag

# (method, path, body); {placeholders} are filled with the caller's own objects.
ENDPOINTS = [
    ("get", "friends/requests", None),
    ("post", "friends/requests", {"account": "{stranger}"}),
    ("post", "friends/requests/{incoming}/accept", None),
    ("post", "friends/requests/{incoming}/decline", None),
    ("post", "friends/requests/{outgoing}/cancel", None),
    ("get", "friends", None),
    ("put", "friends/{friendship}", {"alias": "Bestie", "tag_ids": []}),
    ("delete", "friends/{friendship}", None),
    ("get", "friends/tags", None),
    ("post", "friends/tags", {"name": "Family"}),
    ("put", "friends/tags/{tag}", {"name": "Work"}),
    ("delete", "friends/tags/{tag}", None),
]

matrix_covers([(method, path) for method, path, _body in ENDPOINTS], prefix=f"{API}/")
OBJECT_ENDPOINTS = [endpoint for endpoint in ENDPOINTS if "{" in endpoint[1]]


def own_objects(user) -> dict[str, str]:
    friendship = befriend(user, UserFactory.create())
    return {
        "stranger": UserFactory.create().name,
        "incoming": str(ask(UserFactory.create(), user).id),
        "outgoing": str(ask(user, UserFactory.create()).id),
        "friendship": str(friendship.id),
        "tag": str(tag(user, "Mine", friendship).id),
    }


def call(client, method, path, body, objects):
    return call_endpoint(client, method, f"{API}/{path}", body, objects)


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path", "body"), ENDPOINTS)
@pytest.mark.parametrize(
    ("persona", "expected"),
    [("individual", 200), ("outsider", 200), ("owner", 403), ("member", 403), (None, 401)],
)
def test_permission_matrix(client_for, personas, persona, expected, method, path, body):
    """Individuals only: company owners and members are refused, the signed-out must sign in."""
    caller = personas[persona] if persona else None
    objects = own_objects((caller or personas["individual"]).user)
    response = call(client_for(caller), method, path, body, objects)
    assert response.status_code == expected, response.json()
    assert response.json()["code"] == expected
    if expected == 403:
        assert response.json()["error"] == "permission_denied"
    if expected == 401:
        assert response.json()["error"] == "not_authenticated"


def snapshot():
    return (
        sorted(FriendRequest.objects.values_list("id", "status")),
        sorted(Friendship.objects.values_list("id", "alias")),
        sorted(Tag.objects.values_list("id", "name")),
        sorted(Friendship.tags.through.objects.values_list("friendship_id", "tag_id")),
    )


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path", "body"), OBJECT_ENDPOINTS)
def test_another_persons_objects_answer_404_and_change_nothing(client_for, individual, outsider, method, path, body):
    objects = own_objects(outsider.user)
    before = snapshot()
    response = call(client_for(individual), method, path, body, objects)
    assert response.status_code == 404, response.json()
    assert response.json()["error"] == "not_found"
    assert snapshot() == before


@pytest.mark.django_db
def test_the_wrong_party_of_a_request_is_refused(client_for, individual, outsider):
    """The sender cannot accept or decline their own request; the recipient cannot cancel it."""
    request = ask(individual.user, outsider.user)
    sender, recipient = client_for(individual), client_for(outsider)
    for client, move in [(sender, "accept"), (sender, "decline"), (recipient, "cancel")]:
        response = client.post(f"{API}/friends/requests/{request.id}/{move}")
        assert response.status_code == 403 and response.json()["error"] == "permission_denied"
    request.refresh_from_db()
    assert request.status == FriendRequestStatus.PENDING and not request.transitions.exists()


@pytest.mark.django_db
def test_another_persons_tag_is_a_validation_error_not_a_leak(client_for, individual, outsider):
    mine = befriend(individual.user, UserFactory.create())
    theirs = tag(outsider.user, "Theirs")
    api = client_for(individual)
    response = api.put(f"{API}/friends/{mine.id}", {"tag_ids": [theirs.id]}, format="json")
    assert response.status_code == 400 and list(response.json()["data"]) == ["tag_ids"]
    assert not mine.tags.exists()
    their_friend = befriend(outsider.user, UserFactory.create())
    response = api.post(f"{API}/friends/tags", {"name": "Sneaky", "friend_ids": [their_friend.id]}, format="json")
    assert response.status_code == 400 and list(response.json()["data"]) == ["friend_ids"]
    assert not Tag.objects.filter(name="Sneaky").exists()
    # Filtering by someone else's tag just finds nothing.
    assert client_for(individual).get(f"{API}/friends", {"tag": theirs.id}).json()["data"]["total"] == 0
