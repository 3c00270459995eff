"""Names people tell apart by sight (person names, friend aliases, tags, companies, devices)
refuse invisible and formatting characters, are stored NFKC-normalised, and person names are
compared after normalisation and case folding."""

import pytest

from apps.accounts.models import User
from apps.devices.tests.helpers import make_device
from apps.friends.tests.helpers import befriend

IAM = "/api/iam/v1"
INVISIBLE = [
    "\u200b",  # zero-width space
    "\u200d",  # zero-width joiner
    "\u202e",  # right-to-left override
    "\u2066",  # left-to-right isolate
    "\u2062",  # invisible times
    "\ufeff",  # byte-order mark
    "\u00ad",  # soft hyphen
    "\ue000",  # private use
    "\U000e0001",  # language tag
    "\u0378",  # unassigned
    "\u2028",  # line separator
]
INVISIBLE_MESSAGE = {
    "en": "Remove the invisible or formatting characters from this name.",
    "zh": "请删除名称中的不可见字符或格式字符。",
}


def name_calls(client_for, individual, owner, outsider):
    """(client, method, url, body for a name) of every call that takes a name."""
    friendship = befriend(individual.user, outsider.user)
    device = make_device(individual.actor)
    me, company = client_for(individual), client_for(owner)
    return [
        (me, "put", f"{IAM}/account/profile/info", lambda name: {"name": name}),
        (me, "put", f"{IAM}/friends/{friendship.id}", lambda name: {"alias": name}),
        (me, "post", f"{IAM}/friends/tags", lambda name: {"name": name}),
        (me, "post", f"{IAM}/sme", lambda name: {"name": name}),
        (company, "post", f"{IAM}/sme/update", lambda name: {"name": name}),  # multipart: it takes an icon
        (me, "put", f"/api/cim/v1/devices/{device.id}", lambda name: {"name": name}),
    ]


def send(client, method, url, body):
    return getattr(client, method)(url, body, format="multipart" if url.endswith("sme/update") else "json")


@pytest.mark.django_db
@pytest.mark.parametrize("invisible", INVISIBLE)
def test_every_name_refuses_invisible_and_formatting_characters(client_for, individual, owner, outsider, invisible):
    for client, method, url, body in name_calls(client_for, individual, owner, outsider):
        sent = body(f"bob{invisible}by")
        response = send(client, method, url, sent)
        assert response.status_code == 400, (url, invisible, response.json())
        assert list(response.json()["data"]) == list(sent)


@pytest.mark.django_db
def test_the_refusal_is_translated(anon):
    body = {
        "name": "ali\u202ece",
        "email": "a@example.com",
        "password": "Kite7harbor9",
        "confirm_password": "Kite7harbor9",
        "agreement": True,
    }
    for language, message in INVISIBLE_MESSAGE.items():
        response = anon.post(f"{IAM}/register", body, format="json", HTTP_ACCEPT_LANGUAGE=language)
        assert response.status_code == 400
        assert response.json()["data"] == {"name": [message]}
    assert not User.objects.filter(email="a@example.com").exists()


@pytest.mark.django_db
def test_every_name_is_stored_nfkc_normalised(client_for, individual, owner, outsider):
    for client, method, url, body in name_calls(client_for, individual, owner, outsider):
        response = send(client, method, url, body("\uff34\uff45\uff41\uff4d ﬁve"))
        assert response.status_code == 200, (url, response.json())
    individual.user.refresh_from_db()
    assert individual.user.name == "Team five"
    friendship = individual.user.friendships.get()
    assert friendship.alias == "Team five"
    assert individual.user.friend_tags.get().name == "Team five"
    assert owner.user.companies_owned.get().name == "Team five"


@pytest.mark.django_db
def test_a_look_alike_of_a_taken_person_name_is_taken(client_for, anon, make_persona):
    alice = make_persona("individual", name="alice")
    someone = make_persona("individual", name="someone")
    for look_alike in ["\uff41\uff4c\uff49\uff43\uff45", "ALICE", "\uff21lice"]:
        renamed = client_for(someone).put(f"{IAM}/account/profile/info", {"name": look_alike}, format="json")
        assert renamed.status_code == 400 and list(renamed.json()["data"]) == ["name"], look_alike
        registered = anon.post(
            f"{IAM}/register",
            {
                "name": look_alike,
                "email": "new@example.com",
                "password": "Kite7harbor9",
                "confirm_password": "Kite7harbor9",
                "agreement": True,
            },
            format="json",
        )
        assert registered.status_code == 400 and list(registered.json()["data"]) == ["name"], look_alike
    assert User.objects.filter(name_key="alice").get() == alice.user
    assert client_for(alice).put(f"{IAM}/account/profile/info", {"name": "ALICE"}, format="json").status_code == 200


@pytest.mark.django_db
def test_a_name_finds_its_person_by_the_name_key(make_persona):
    from apps.accounts.selectors import user_by_account

    strasse = make_persona("individual", name="Straße").user
    for written in ["STRASSE", "\uff33tra\u00dfe", "straße"]:
        assert user_by_account(written) == strasse, written


@pytest.mark.django_db
def test_the_name_key_is_unique_in_the_database(make_persona):
    from django.db import IntegrityError, transaction

    make_persona("individual", name="Straße")
    with pytest.raises(IntegrityError), transaction.atomic():
        User.objects.create_user(name="STRASSE", email="s@example.com", password="x")


@pytest.mark.django_db
def test_the_migration_keeps_the_earliest_of_colliding_names_and_numbers_the_others(make_persona):
    from importlib import import_module

    from django.apps import apps

    migration = import_module("apps.accounts.migrations.0006_people_name_key")
    first, second, third = (make_persona("individual", name=name).user for name in ("alice", "other", "alice-2"))
    fullwidth = "\uff21\uff2c\uff29\uff23\uff25"
    User.objects.filter(pk=second.pk).update(name=fullwidth, name_key="")
    migration.fill_name_keys(apps, None)
    names = dict(User.objects.values_list("pk", "name"))
    assert (names[first.pk], names[second.pk], names[third.pk]) == ("alice", f"{fullwidth}-3", "alice-2")
    assert User.objects.get(pk=second.pk).name_key == "alice-3"
