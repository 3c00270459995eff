"""Other people's own access to an app (access grants): made and revoked on the server at
once, carried to the box by configure commands, checked by the box through
`agent/access/verify`."""

from typing import Any

import pytest
from django.db import IntegrityError, transaction
from rest_framework.test import APIClient

from apps.accounts.tests.factories import UserFactory
from apps.common import secrets as sealing
from apps.devices.choices import CommandType
from apps.devices.management.commands.simulate_devices import Box
from apps.devices.models import AgentCommand
from apps.devices.services import device_unbind
from apps.devices.tests.helpers import agent_headers

from ..choices import AccessPurpose
from ..hooks import app_removed
from ..models import AppAccessGrant
from ..services import app_access_grant, app_access_revoke, app_act
from .helpers import API, answer, installed_app, server_app

MEMBER = AccessPurpose.MEMBER


def configures(installed) -> list[dict]:
    """The access changes queued to the app's box, oldest first, as the box receives them."""
    commands = AgentCommand.objects.filter(app_id=installed.id, type=CommandType.CONFIGURE).order_by("id")
    return [sealing.unseal_tree(command.payload)["access"] for command in commands]


def agent() -> Any:
    return APIClient()


def verify(installed, api_key: str, *, device=None):
    return agent().post(
        f"{API}/agent/access/verify",
        {"app_id": installed.id, "api_key": api_key},
        format="json",
        **agent_headers(device or installed.device),
    )


def valid(installed, api_key: str, **kw) -> bool:
    response = verify(installed, api_key, **kw)
    assert response.status_code == 200, response.json()
    return bool(response.json()["data"]["valid"])


@pytest.mark.django_db
def test_a_grant_is_the_holders_own_access_queued_to_the_box(owner):
    installed = installed_app(owner.actor)
    holder = UserFactory.create()
    grant = app_access_grant(installed_app=installed, holder=holder, purpose=MEMBER)

    assert grant.ssh_username == f"member-{holder.pk}"
    assert grant.ssh_public_key != installed.ssh_public_key
    key = sealing.decrypt(grant.api_key_sealed)
    assert key.startswith("zk-") and key != sealing.decrypt(installed.api_key_sealed)
    assert grant.api_key_digest == sealing.digest(key)
    assert key not in str(AgentCommand.objects.filter(app_id=installed.id).values_list("payload", flat=True))
    assert configures(installed) == [
        {"grant": {"username": grant.ssh_username, "ssh_public_key": grant.ssh_public_key, "api_key": key}}
    ]
    # idempotent: the live grant again, nothing queued
    assert app_access_grant(installed_app=installed, holder=holder, purpose=MEMBER) == grant
    assert len(configures(installed)) == 1


@pytest.mark.django_db
def test_a_grant_on_an_app_without_an_ai_api_has_no_key(owner):
    installed = installed_app(owner.actor, app=server_app())
    grant = app_access_grant(installed_app=installed, holder=UserFactory.create(), purpose=MEMBER)
    assert (grant.api_key_sealed, grant.api_key_digest) == ("", "")
    assert set(configures(installed)[0]["grant"]) == {"username", "ssh_public_key"}


@pytest.mark.django_db
def test_one_live_grant_per_app_holder_and_purpose(owner):
    installed = installed_app(owner.actor)
    holder = UserFactory.create()
    grant = app_access_grant(installed_app=installed, holder=holder, purpose=MEMBER)
    with pytest.raises(IntegrityError), transaction.atomic():
        AppAccessGrant.objects.create(
            installed_app=installed, holder=holder, purpose=MEMBER, ssh_username="x", ssh_public_key="x"
        )
    # another purpose is another grant
    assert app_access_grant(installed_app=installed, holder=holder, purpose=AccessPurpose.RENTAL) != grant


@pytest.mark.django_db
def test_the_box_verifies_the_apps_key_and_live_grants_keys_and_a_revoke_is_refused_at_once(owner):
    installed = installed_app(owner.actor)
    holder = UserFactory.create()
    grant = app_access_grant(installed_app=installed, holder=holder, purpose=MEMBER)
    key = sealing.decrypt(grant.api_key_sealed)
    assert valid(installed, sealing.decrypt(installed.api_key_sealed))
    assert valid(installed, key)
    assert not valid(installed, "zk-guessed")

    assert app_access_revoke(installed_app=installed, holder=holder, purpose=MEMBER) is True
    assert not valid(installed, key)  # before the box has even heard of it
    assert configures(installed)[-1] == {"revoke": {"username": grant.ssh_username}}
    assert AgentCommand.objects.filter(app_id=installed.id, type=CommandType.CONFIGURE, status="pending").count() == 2
    assert app_access_revoke(installed_app=installed, holder=holder, purpose=MEMBER) is False
    assert len(configures(installed)) == 2
    # a new grant is a new key
    again = app_access_grant(installed_app=installed, holder=holder, purpose=MEMBER)
    assert again.pk != grant.pk and not valid(installed, key)
    assert valid(installed, sealing.decrypt(again.api_key_sealed))


@pytest.mark.django_db
def test_verify_answers_only_for_the_calling_devices_apps(owner):
    installed = installed_app(owner.actor)
    other = installed_app(owner.actor)
    key = sealing.decrypt(installed.api_key_sealed)
    assert not valid(installed, key, device=other.device)
    response = agent().post(
        f"{API}/agent/access/verify",
        {"app_id": installed.id, "api_key": key},
        format="json",
        **agent_headers(installed.device, secret="wrong"),
    )
    assert (response.status_code, response.json()["error"]) == (401, "device_secret_invalid")


@pytest.mark.django_db
def test_an_uninstalled_app_takes_its_grants_with_it(owner, monkeypatch):
    installed = installed_app(owner.actor)
    holder = UserFactory.create()
    grant = app_access_grant(installed_app=installed, holder=holder, purpose=MEMBER)
    heard = []

    def hear(*, installed_app):
        heard.append(installed_app.id)

    monkeypatch.setattr(app_removed, "followers", (*app_removed.followers, hear))
    app_act(actor=owner.actor, installed_app_id=installed.id, action="stop")
    answer(installed)
    app_act(actor=owner.actor, installed_app_id=installed.id, action="uninstall")
    answer(installed)
    grant.refresh_from_db()
    assert grant.revoked_at is not None
    assert heard == [installed.id]
    assert len(configures(installed)) == 1  # no revoke to a box that no longer has the app
    assert not valid(installed, sealing.decrypt(grant.api_key_sealed))


@pytest.mark.django_db
def test_an_unbound_device_takes_its_apps_grants_with_it(individual):
    installed = installed_app(individual.actor)
    grant = app_access_grant(installed_app=installed, holder=UserFactory.create(), purpose=MEMBER)
    device_unbind(actor=individual.actor, device_id=installed.device_id)
    grant.refresh_from_db()
    assert grant.revoked_at is not None


def test_the_simulated_box_adds_and_drops_the_granted_users():
    box = Box(serial="s", kind="zbox", resources={"gpus": []})
    box.configure(7, {"access": {"grant": {"username": "member-1", "ssh_public_key": "k", "api_key": "zk-1"}}})
    box.configure(7, {"access": {"grant": {"username": "member-2", "ssh_public_key": "k"}}})
    box.configure(7, {"access": {"revoke": {"username": "member-1"}}})
    box.configure(7, {"api_key": "zk-new"})  # a key rotation changes no users
    assert box.users == {7: {"member-2"}}
