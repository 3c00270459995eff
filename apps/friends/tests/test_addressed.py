"""A request sent by phone or e-mail shows its sender what they typed, not the name behind
it, until it is accepted; look-ups by phone or e-mail are limited per person."""

import pytest

from apps.accounts.tests.factories import UserFactory
from apps.friends.notification_kinds import FRIEND_DECLINED
from apps.notifications.models import Notification

from .helpers import API


def send(client, account):
    return client.post(f"{API}/friends/requests", {"account": account}, format="json")


def outgoing(client):
    query = {"direction": "outgoing", "status": "all"}
    return client.get(f"{API}/friends/requests", query).json()["data"]["items"]


@pytest.fixture
def kim(make_persona):
    kim = make_persona("individual", name="kim")
    kim.user.phone_number = "+8613800138000"
    kim.user.save()
    return kim


@pytest.mark.django_db
def test_the_sender_sees_the_address_they_typed_until_it_is_accepted(client_for, individual, outsider, kim):
    me = client_for(individual)
    typed = {"KIM@example.com": "KIM@example.com", " 138 0013 8000 ": "138 0013 8000"}
    for account, shown in typed.items():
        answer = send(me, account).json()["data"]
        assert answer["request"]["person"] == {"id": None, "name": shown, "avatar_url": None}, account
        assert [item["person"] for item in outgoing(me)] == [{"id": None, "name": shown, "avatar_url": None}]
        # The recipient sees who asks; declining keeps the name hidden from the sender.
        theirs = client_for(kim).get(f"{API}/friends/requests", {"direction": "incoming"}).json()["data"]["items"]
        assert theirs[0]["person"]["name"] == "individual"
        assert client_for(kim).post(f"{API}/friends/requests/{theirs[0]['id']}/decline").status_code == 200
        assert outgoing(me)[0]["person"]["name"] == shown and outgoing(me)[0]["status"] == "declined"
        declined = Notification.objects.filter(recipient=individual.user, kind=FRIEND_DECLINED).latest("id")
        assert declined.params == {"name": shown}
        kim.user.friend_requests_received.all().delete()

    by_name = send(me, outsider.user.name).json()["data"]["request"]
    assert by_name["person"]["id"] == outsider.user.id
    send(me, "kim@example.com")
    request_id = client_for(kim).get(f"{API}/friends/requests").json()["data"]["items"][0]["id"]
    assert client_for(kim).post(f"{API}/friends/requests/{request_id}/accept").status_code == 200
    accepted = next(item for item in outgoing(me) if item["id"] == request_id)
    assert accepted["person"] == {"id": kim.user.id, "name": "kim", "avatar_url": None}


@pytest.mark.django_db
def test_look_ups_by_phone_or_email_are_limited_per_person(settings, client_for, individual, outsider):
    settings.FRIEND_LOOKUP_RATE = "2/hour"
    UserFactory.create(name="lee", email="lee@example.com")
    me = client_for(individual)
    assert send(me, "nobody@example.com").status_code == 404
    assert send(me, "+8613700000000").status_code == 404
    for account in ["lee@example.com", "13700000001"]:
        refused = send(me, account)
        assert refused.status_code == 429 and refused.json()["error"] == "too_many_requests", account
        assert refused.json()["data"]["retry_after"] > 0
    assert not individual.user.friend_requests_sent.exists()
    # Names are not look-ups by address, and the count is the caller's own.
    assert send(me, "lee").status_code == 200
    assert send(client_for(outsider), "lee@example.com").status_code == 200
