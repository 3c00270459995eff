from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from apps.accounts.tests.factories import UserFactory
from apps.common.errors import ApplicationError
from apps.friends import services
from apps.friends.choices import FriendRequestStatus
from apps.friends.models import FriendRequest, FriendRequestTransition, Friendship
from apps.friends.notification_kinds import FRIEND_ACCEPTED, FRIEND_DECLINED, FRIEND_REQUEST
from apps.notifications.models import Notification, StreamEvent

from .helpers import API, ask, befriend

S = FriendRequestStatus


def send(client, account, message=None, **extra):
    body = {"account": account} | ({"message": message} if message is not None else {})
    return client.post(f"{API}/friends/requests", body, format="json", **extra)


def refused(response, status, error):
    assert response.status_code == status, response.json()
    assert response.json()["code"] == status and response.json()["error"] == error
    return response.json()


@pytest.mark.django_db
class TestSend:
    def test_by_email_phone_or_name_notifies_the_recipient(self, client_for, individual):
        kim = UserFactory.create(name="kim", email="kim@example.com", phone_number="+8613800138000")
        lee = UserFactory.create(name="lee")
        moe = UserFactory.create(name="moe")
        api = client_for(individual)
        answer = send(api, "KIM@example.com", "  Hi kim!  ").json()["data"]
        assert answer["outcome"] == "sent"
        assert answer["request"] | {"id": 0, "created_at": None} == {
            "id": 0,
            "direction": "outgoing",
            "status": "pending",
            "person": {"id": None, "name": "KIM@example.com", "avatar_url": None},  # what was typed
            "message": "Hi kim!",
            "created_at": None,
            "decided_at": None,
        }
        # A phone number in a local notation is normalised, as at sign-in.
        lee.phone_number = "+8613900139000"
        lee.save()
        by_phone = send(api, "139 0013 9000").json()["data"]["request"]
        assert FriendRequest.objects.get(id=by_phone["id"]).recipient == lee
        assert send(api, "MOE").json()["data"]["request"]["person"]["id"] == moe.id
        notification = Notification.objects.get(recipient=kim)
        assert notification.kind == FRIEND_REQUEST
        assert notification.params == {"name": "individual"}
        assert Notification.objects.filter(recipient=individual.user).count() == 0

    def test_unknown_or_inactive_account(self, client_for, individual):
        UserFactory.create(name="gone", is_active=False)
        api = client_for(individual)
        for account in ["nobody@example.com", "nobody", "+8613700000000", "gone"]:
            body = refused(send(api, account), 404, "user_not_found")
        assert body["msg"] == "No one has this e-mail address, phone number or user name."
        assert not FriendRequest.objects.exists()

    def test_yourself(self, client_for, individual):
        refused(send(client_for(individual), individual.user.email), 400, "friend_request_to_self")

    def test_already_friends(self, client_for, individual, outsider):
        befriend(individual.user, outsider.user)
        refused(send(client_for(individual), outsider.user.name), 409, "already_friends")

    def test_pending_request_already_sent(self, client_for, individual, outsider):
        api = client_for(individual)
        send(api, outsider.user.name)
        refused(send(api, outsider.user.name), 409, "friend_request_pending")
        assert FriendRequest.objects.count() == 1

    def test_declined_less_than_seven_days_ago(self, client_for, individual, outsider):
        request = ask(individual.user, outsider.user)
        services.friend_request_decline(user=outsider.user, request_id=request.id)
        with time_machine.travel(timezone.now() + timedelta(days=6), tick=False):
            body = refused(send(client_for(individual), outsider.user.name), 429, "friend_request_declined_recently")
            assert 86000 < body["data"]["retry_after"] <= 86400
        with time_machine.travel(timezone.now() + timedelta(days=7, seconds=1)):
            assert send(client_for(individual), outsider.user.name).status_code == 200

    def test_at_most_twenty_a_day(self, client_for, individual):
        api = client_for(individual)
        start = timezone.now()
        with time_machine.travel(start - timedelta(hours=23), tick=False):
            for _ in range(5):
                ask(individual.user, UserFactory.create())
        for _ in range(15):
            assert send(api, UserFactory.create().name).status_code == 200
        body = refused(send(api, UserFactory.create().name), 429, "friend_request_limit")
        assert 0 < body["data"]["retry_after"] <= 3600
        assert FriendRequest.objects.filter(sender=individual.user).count() == 20
        with time_machine.travel(start + timedelta(hours=1, seconds=1)):
            assert send(api, UserFactory.create().name).status_code == 200

    def test_refusals_are_translated(self, client_for, individual):
        body = refused(send(client_for(individual), "nobody", HTTP_ACCEPT_LANGUAGE="zh"), 404, "user_not_found")
        assert body["msg"] == "没有使用该邮箱、手机号或用户名的用户。"

    def test_message_at_most_100_characters_and_account_required(self, client_for, individual, outsider):
        api = client_for(individual)
        response = send(api, outsider.user.name, "x" * 101)
        assert response.status_code == 400 and list(response.json()["data"]) == ["message"]
        response = api.post(f"{API}/friends/requests", {}, format="json")
        assert response.status_code == 400 and list(response.json()["data"]) == ["account"]
        assert send(api, outsider.user.name, "x" * 100).status_code == 200

    def test_their_pending_request_is_accepted_instead(self, client_for, individual, outsider):
        theirs = ask(outsider.user, individual.user)
        answer = send(client_for(individual), outsider.user.email).json()["data"]
        assert answer["outcome"] == "accepted"
        assert answer["request"]["id"] == theirs.id
        assert answer["request"]["direction"] == "incoming" and answer["request"]["status"] == "accepted"
        assert FriendRequest.objects.count() == 1
        assert Friendship.objects.filter(owner=individual.user, friend=outsider.user).exists()
        assert Friendship.objects.filter(owner=outsider.user, friend=individual.user).exists()
        notification = Notification.objects.get()
        assert (notification.recipient, notification.kind) == (outsider.user, FRIEND_ACCEPTED)
        assert notification.params == {"name": "individual"}


@pytest.mark.django_db
class TestList:
    def test_directions_and_statuses(self, client_for, individual, outsider):
        other = UserFactory.create(name="other")
        incoming = ask(outsider.user, individual.user, "hello")
        outgoing = ask(individual.user, other)
        old = ask(individual.user, outsider.user)
        services.friend_request_cancel(user=individual.user, request_id=old.id)
        ask(outsider.user, other)  # not the caller's
        api = client_for(individual)

        def ids(**query):
            return [item["id"] for item in api.get(f"{API}/friends/requests", query).json()["data"]["items"]]

        assert ids() == [old.id, outgoing.id, incoming.id][1:]  # pending only by default
        assert ids(direction="incoming") == [incoming.id]
        assert ids(direction="outgoing") == [outgoing.id]
        assert ids(direction="outgoing", status="all") == [old.id, outgoing.id]
        assert ids(status="all") == [old.id, outgoing.id, incoming.id]
        item = api.get(f"{API}/friends/requests", {"direction": "incoming"}).json()["data"]["items"][0]
        assert item["person"] == {"id": outsider.user.id, "name": "outsider", "avatar_url": None}
        assert item["message"] == "hello" and item["direction"] == "incoming"
        cancelled = api.get(f"{API}/friends/requests", {"status": "all"}).json()["data"]["items"][0]
        assert cancelled["status"] == "cancelled" and cancelled["decided_at"] is not None
        page = api.get(f"{API}/friends/requests", {"status": "all", "offset": 1, "limit": 1}).json()["data"]
        assert page["total"] == 3 and [i["id"] for i in page["items"]] == [outgoing.id]
        bad = api.get(f"{API}/friends/requests", {"direction": "sideways"})
        assert bad.status_code == 400 and list(bad.json()["data"]) == ["direction"]


@pytest.mark.django_db
class TestMoves:
    def test_accept_makes_friends_and_tells_the_sender(self, client_for, individual, outsider):
        request = ask(outsider.user, individual.user)
        answer = client_for(individual).post(f"{API}/friends/requests/{request.id}/accept").json()["data"]
        assert answer["status"] == "accepted" and answer["decided_at"] is not None
        assert set(Friendship.objects.values_list("owner", "friend")) == {
            (individual.user.id, outsider.user.id),
            (outsider.user.id, individual.user.id),
        }
        notification = Notification.objects.get()
        assert (notification.recipient, notification.kind) == (outsider.user, FRIEND_ACCEPTED)
        assert notification.params == {"name": individual.user.name}
        log = FriendRequestTransition.objects.get()
        assert (log.old_status, log.new_status, log.actor) == (S.PENDING, S.ACCEPTED, individual.user)

    def test_decline_tells_the_sender(self, client_for, individual, outsider):
        request = ask(outsider.user, individual.user)
        answer = client_for(individual).post(f"{API}/friends/requests/{request.id}/decline").json()["data"]
        assert answer["status"] == "declined"
        assert not Friendship.objects.exists()
        notification = Notification.objects.get()
        assert (notification.recipient, notification.kind) == (outsider.user, FRIEND_DECLINED)
        assert notification.params == {"name": individual.user.name}

    def test_cancel_by_the_sender_tells_nobody(self, client_for, individual, outsider):
        request = ask(individual.user, outsider.user)
        answer = client_for(individual).post(f"{API}/friends/requests/{request.id}/cancel").json()["data"]
        assert answer["status"] == "cancelled" and answer["direction"] == "outgoing"
        assert not Notification.objects.exists()
        log = FriendRequestTransition.objects.get()
        assert (log.old_status, log.new_status, log.actor) == (S.PENDING, S.CANCELLED, individual.user)

    def test_unknown_request_is_not_found(self, client_for, individual):
        response = client_for(individual).post(f"{API}/friends/requests/999999/accept")
        refused(response, 404, "not_found")


FINAL = [S.ACCEPTED, S.DECLINED, S.CANCELLED]
MOVES = {S.ACCEPTED: "accept", S.DECLINED: "decline", S.CANCELLED: "cancel"}


@pytest.mark.django_db
class TestTransitionTable:
    def test_table_allows_only_moves_out_of_pending(self):
        expected = {
            S.PENDING: {S.ACCEPTED, S.DECLINED, S.CANCELLED},
            S.ACCEPTED: set(),
            S.DECLINED: set(),
            S.CANCELLED: set(),
        }
        table = dict(services.TRANSITIONS)
        assert table == expected
        assert set(services.TRANSITIONS) == set(S.values)

    @pytest.mark.parametrize("final", FINAL)
    @pytest.mark.parametrize("move", FINAL)
    def test_nothing_leaves_a_final_state(self, client_for, individual, outsider, final, move):
        request = ask(outsider.user, individual.user)
        mover = outsider.user if final == S.CANCELLED else individual.user
        services.friend_request_transition(user=mover, request_id=request.id, to_status=final)
        caller = client_for(outsider if move == S.CANCELLED else individual)
        body = refused(caller.post(f"{API}/friends/requests/{request.id}/{MOVES[move]}"), 409, "transition_not_allowed")
        assert body["data"] == {"status": final, "allowed": []}
        request.refresh_from_db()
        assert request.status == final
        assert FriendRequestTransition.objects.filter(request=request).count() == 1

    def test_refused_moves_and_unknown_targets_in_the_service(self, individual, outsider):
        request = ask(outsider.user, individual.user)
        with pytest.raises(ApplicationError) as refusal:
            services.friend_request_transition(user=individual.user, request_id=request.id, to_status=S.PENDING)
        assert refusal.value.code == "permission_denied"
        services.friend_request_transition(
            user=individual.user, request_id=request.id, to_status=S.DECLINED, reason="not now"
        )
        log = request.transitions.get()
        assert (log.old_status, log.new_status, log.actor, log.reason) == (
            S.PENDING,
            S.DECLINED,
            individual.user,
            "not now",
        )
        assert log.created_at == FriendRequest.objects.get(id=request.id).decided_at


@pytest.mark.django_db
def test_pending_requests_show_in_the_notification_stats(client_for, individual, outsider):
    def pending(persona):
        return client_for(persona).get(f"{API}/notifications/stats").json()["data"]["pending_friend_requests_exists"]

    assert pending(individual) is False
    request_id = send(client_for(outsider), individual.user.name).json()["data"]["request"]["id"]
    assert pending(individual) is True
    assert pending(outsider) is False  # outgoing requests do not count
    client_for(outsider).post(f"{API}/friends/requests/{request_id}/cancel")
    assert pending(individual) is False
    request_id = send(client_for(outsider), individual.user.name).json()["data"]["request"]["id"]
    assert pending(individual) is True
    client_for(individual).post(f"{API}/friends/requests/{request_id}/accept")
    assert pending(individual) is False


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("move", ["accept", "decline", "cancel"])
def test_every_change_reaches_both_peoples_streams_after_commit(client_for, individual, outsider, move):
    def events(persona):
        return StreamEvent.objects.filter(user_id=persona.user.id).count()

    request_id = send(client_for(outsider), individual.user.name).json()["data"]["request"]["id"]
    assert (events(individual), events(outsider)) == (1, 0)
    mover = client_for(outsider if move == "cancel" else individual)
    assert mover.post(f"{API}/friends/requests/{request_id}/{move}").status_code == 200
    # The recipient's pending requests changed; the sender has a new notification (not on cancel).
    assert events(individual) == 2
    assert events(outsider) == (0 if move == "cancel" else 1)


@pytest.mark.django_db(transaction=True)
def test_a_refused_request_publishes_nothing(client_for, individual, outsider):
    befriend(individual.user, outsider.user)
    assert send(client_for(outsider), individual.user.name).status_code == 409
    assert not StreamEvent.objects.exists() and not Notification.objects.exists()
