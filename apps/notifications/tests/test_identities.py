"""Each identity has its own inbox: the individual's holds the person's own notifications,
a company's those about that company addressed to the person (its owner). Another
identity's notification is a 404, whoever asks."""

import pytest

from apps.notifications.models import Notification
from conftest import as_individual

from .test_api import API, announce

pytestmark = pytest.mark.django_db


@pytest.fixture
def inboxes(owner, make_persona):
    """The owner's own notification, one about their company, and one about another
    company (owned by someone else)."""
    other = make_persona("owner", name="other")
    return {
        "own": announce(owner.user, title="Own"),
        "company": announce(owner.user, title="Company", company_id=owner.sme_id),
        "other": announce(other.user, title="Other", company_id=other.sme_id),
        "other_owner": other,
    }


def titles(api, **query) -> list[str]:
    return [item["title"] for item in api.get(f"{API}/notifications", query).json()["data"]["items"]]


def stats(api) -> dict:
    return api.get(f"{API}/notifications/stats").json()["data"]


def test_each_identity_lists_and_counts_its_own(client_for, owner, inboxes):
    company, personal = client_for(owner), client_for(as_individual(owner))
    assert titles(company) == ["Company"]
    assert titles(personal) == ["Own"]
    assert titles(client_for(inboxes["other_owner"])) == ["Other"]
    assert (stats(company)["unread"], [item["title"] for item in stats(company)["recent"]]) == (1, ["Company"])
    assert (stats(personal)["unread"], [item["title"] for item in stats(personal)["recent"]]) == (1, ["Own"])


def test_read_all_reads_only_the_callers_identity(client_for, owner, inboxes):
    assert client_for(owner).post(f"{API}/notifications/read-all").json()["data"] == {"marked": 1}
    unread = set(Notification.objects.filter(read_at__isnull=True).values_list("id", flat=True))
    assert unread == {inboxes["own"].id, inboxes["other"].id}
    assert stats(client_for(as_individual(owner)))["unread"] == 1
    assert titles(client_for(owner), filter="read") == ["Company"]


@pytest.mark.parametrize(
    ("caller", "target", "expected"),
    [
        ("owner", "company", 200),
        ("owner", "own", 404),  # the company's identity does not read the person's own
        ("owner", "other", 404),
        ("owner_personally", "own", 200),
        ("owner_personally", "company", 404),
        ("member", "company", 404),  # a member of the company: not addressed to them
        ("other_owner", "company", 404),
        ("individual", "company", 404),
        (None, "company", 401),
    ],
)
def test_marking_read_answers_by_identity(client_for, owner, member, individual, inboxes, caller, target, expected):
    callers = {
        "owner": owner,
        "owner_personally": as_individual(owner),
        "member": member,
        "other_owner": inboxes["other_owner"],
        "individual": individual,
        None: None,
    }
    notification = inboxes[target]
    response = client_for(callers[caller]).put(f"{API}/notifications/{notification.id}/read")
    assert (response.status_code, response.json()["code"]) == (expected, expected)
    notification.refresh_from_db()
    assert notification.is_read == (expected == 200)


@pytest.mark.parametrize("caller", ["member", "individual", "other_owner"])
def test_nobody_else_lists_or_counts_a_companys_notification(client_for, member, individual, inboxes, caller):
    api = client_for({"member": member, "individual": individual, "other_owner": inboxes["other_owner"]}[caller])
    assert "Company" not in titles(api)
    assert "Company" not in [item["title"] for item in stats(api)["recent"]]
    api.post(f"{API}/notifications/read-all")
    inboxes["company"].refresh_from_db()
    assert not inboxes["company"].is_read


def test_the_stream_carries_the_individual_identitys_stats(owner, inboxes):
    """Only individuals have a stream; a company's news leaves its figures as they were."""
    from apps.notifications.relay import stats_payload

    streamed = stats_payload(owner.user.pk, ("en",))["en"]
    assert (streamed["total"], [item["title"] for item in streamed["recent"]]) == (1, ["Own"])
