"""Who follows what: docs/flows.md is the registry as it stands, the flows that matter are
in it, and a hook calls its followers as Django's `Signal.send` did (in order, in the
caller's transaction, a raise stops the rest)."""

from dataclasses import replace
from io import StringIO

import pytest
from django.core.management import call_command
from django.db import connection

from apps.accounts.tests.factories import UserFactory
from apps.common.errors import ApplicationError
from apps.common.flows import DOCUMENT, flows_document, flows_followed, flows_text
from apps.common.hooks import Hook, hook
from apps.friends.models import FriendRequest
from apps.friends.services import MACHINE as FRIEND_REQUESTS


def _followers() -> dict[str, tuple[str, ...]]:
    return {one.name: one.followers for section in flows_followed().values() for one in section}


def test_docs_flows_is_the_registry_as_it_stands() -> None:
    assert DOCUMENT.read_text(encoding="utf-8") == flows_document(), "run `manage.py followers --write`"


def test_the_command_prints_the_listing() -> None:
    out = StringIO()
    call_command("followers", stdout=out)
    assert out.getvalue() == flows_text()


def test_the_flows_that_matter_are_followed() -> None:
    followers = _followers()
    assert followers["devices.Device"] == (
        "apps.listings.services.on_device_moved",
        "apps.rentals.followers.on_device_moved",
    )
    assert followers["installs.InstalledApp"] == (
        "apps.listings.services.on_app_moved",
        "apps.rentals.followers.on_app_moved",
        "apps.demands.services.processing.on_app_moved",
    )
    assert followers["rentals.Rental"] == ("apps.demands.services.processing.on_rental_moved",)
    assert followers["wallet.Deposit"] == ("apps.rentals.followers.on_deposit_moved",)
    assert followers["apps.devices.hooks.device_released"] == (
        "apps.installs.services.lifecycle.on_device_released",
        "apps.companies.services.allocations.on_device_released",
        "apps.listings.services.on_device_released",
    )
    assert "apps.rentals.followers.on_app_removed" in followers["apps.installs.hooks.app_removed"]
    assert followers["apps.accounts.hooks.address_verified"] == (
        "apps.companies.services.invitations.invitations_complete",
    )
    assert followers["friends.FriendRequest"] == ()


def test_a_hook_calls_its_followers_in_order_once_each_and_answers_theirs() -> None:
    @hook
    def happened(*, what: str) -> str | None:
        """Something happened."""

    def first(*, what: str) -> str:
        return f"first {what}"

    def second(*, what: str) -> str:
        return f"second {what}"

    happened.follow(first)
    happened.follow(second)
    happened.follow(first)
    assert happened.fire(what="x") == ["first x", "second x"]
    assert happened.__doc__ == "Something happened."


def test_a_follower_that_raises_stops_the_rest_and_reaches_the_caller() -> None:
    happened: Hook[[], None] = Hook()
    heard: list[str] = []

    def refuse() -> None:
        raise ApplicationError("not_found")

    happened.follow(refuse)
    happened.follow(lambda: heard.append("after"))
    with pytest.raises(ApplicationError):
        happened.fire()
    assert heard == []


@pytest.mark.django_db(transaction=True)
def test_a_machine_runs_its_followers_inside_the_move(individual) -> None:
    machine = replace(FRIEND_REQUESTS, followers=Hook())
    request = FriendRequest.objects.create(sender=individual.user, recipient=UserFactory.create(), status="pending")
    heard: list[tuple[int, str, str, bool]] = []

    def follow(row: FriendRequest, old: str, new: str) -> None:
        heard.append((row.pk, old, new, connection.in_atomic_block))
        raise ApplicationError("not_found")

    machine.follow(follow)
    with pytest.raises(ApplicationError):
        machine.move(request, to="accepted")
    request.refresh_from_db()
    assert heard == [(request.pk, "pending", "accepted", True)]
    assert request.status == "pending" and not request.transitions.exists()
