"""The company journeys through the API: create and switch, invite and join, apply and
decide, remove, leave, delete; sessions that lose their company answer 401."""

import ipaddress
from datetime import timedelta

import pytest
from django.utils import timezone

from apps.accounts.choices import TokenPurpose
from apps.accounts.deletion import account_blockers
from apps.accounts.models import OutboundMessage, User
from apps.accounts.services import email_verify
from apps.accounts.tests.factories import PASSWORD, UserFactory
from apps.accounts.tests.helpers import found
from apps.accounts.verification import email_token_issue
from apps.common.secrets import digest
from apps.companies import services
from apps.companies.models import Application, Company, Invitation, MemberRecord, Membership
from apps.devices.models import Device
from apps.devices.tests.helpers import make_device
from apps.installs.tests.helpers import installed_app
from apps.notifications.models import StreamEvent
from conftest import Persona, as_individual, open_session

from .helpers import API, application, company_of, invitation


def signed_in(client_for, user, sme_id="user", user_type="user"):
    return client_for(Persona(user, user_type, sme_id=sme_id))


def bearer(client, token):
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


def unread(client) -> int:
    return client.get(f"{API}/notifications/stats").json()["data"]["member_records_unread"]


@pytest.mark.django_db
def test_create_list_and_switch(client_for, individual, owner):
    api = client_for(individual)
    created = api.post(f"{API}/sme", {"name": "  Acme  "}, format="json").json()["data"]
    company = Company.objects.get(id=created["id"])
    assert (created["name"], created["network_id"], created["owner"]["id"]) == (
        "Acme",
        company.network_id,
        individual.user.pk,
    )
    assert [item["id"] for item in api.get(f"{API}/sme").json()["data"]["items"]] == [company.id]

    switched = api.post(f"{API}/switch", {"sme_id": company.id}, format="json").json()["data"]
    assert (switched["smeId"], switched["userType"]) == (company.id, "admin")
    refused = api.get(f"{API}/sme")
    assert refused.status_code == 401  # the old session ended with the switch
    as_company = bearer(client_for(None), switched["token"])
    assert as_company.get(f"{API}/sme/members").json()["data"]["items"][0]["role"] == "owner"
    foreign = as_company.post(f"{API}/switch", {"sme_id": owner.sme_id}, format="json")
    assert (foreign.status_code, foreign.json()["error"]) == (403, "company_not_member")
    back = as_company.post(f"{API}/switch", {"sme_id": "user"}, format="json").json()["data"]
    assert (back["smeId"], back["userType"]) == ("user", "user")


@pytest.mark.django_db
def test_names_are_3_to_50_characters(client_for, individual):
    for name in ("ab", "x" * 51):
        response = client_for(individual).post(f"{API}/sme", {"name": name}, format="json")
        assert (response.status_code, list(response.json()["data"])) == (400, ["name"])


@pytest.mark.django_db
def test_an_emailed_invitation_is_accepted_and_recorded(
    client_for, owner, mailoutbox, django_capture_on_commit_callbacks
):
    carol = UserFactory.create(email="carol@example.com", email_verified=True)
    with django_capture_on_commit_callbacks(execute=True):
        sent = client_for(owner).post(f"{API}/sme/invite", {"account": "Carol@Example.com"}, format="json")
    assert sent.json()["data"] is None
    assert mailoutbox[-1].to == ["carol@example.com"]
    token = found(r"/iam/v1/sme/join\?token=([\w-]+)", mailoutbox[-1].body)
    assert Invitation.objects.get().token_hash != token  # only the digest is kept

    carol_api = signed_in(client_for, carol)
    shown = carol_api.get(f"{API}/sme/join", {"token": token}).json()["data"]
    assert (shown["company"]["id"], shown["inviter"]["id"], shown["status"]) == (owner.sme_id, owner.user.pk, "invited")
    answered = carol_api.post(f"{API}/sme/join", {"token": token, "accept": True}, format="json").json()["data"]
    assert answered["status"] == "accepted"
    assert Membership.objects.filter(company_id=owner.sme_id, user=carol, role="member").exists()
    again = carol_api.post(f"{API}/sme/join", {"token": token, "accept": True}, format="json")
    assert again.json()["error"] == "transition_not_allowed"

    owner_api = client_for(owner)
    assert unread(owner_api) == 1 and unread(carol_api) == 0  # carol made the record herself
    records = owner_api.get(f"{API}/sme/member/records", {"unread": True}).json()["data"]["items"]
    assert [(item["kind"], item["member"]["id"]) for item in records] == [("join", carol.pk)]
    assert owner_api.post(f"{API}/sme/member/records/read").json()["data"] == {"read": 1}
    assert unread(owner_api) == 0


@pytest.mark.django_db
def test_accepting_from_an_account_without_the_verified_address_waits(client_for, owner, individual):
    services.invitation_create(actor=owner.actor, account="someone.new@example.com")
    invitation = Invitation.objects.get()
    assert (invitation.status, invitation.invitee) == ("pending", None)
    raw = "known"
    Invitation.objects.filter(pk=invitation.pk).update(token_hash=digest(raw))
    answer = client_for(individual).post(f"{API}/sme/join", {"token": raw, "accept": True}, format="json")
    assert answer.json()["data"]["status"] == "waiting"
    assert not Membership.objects.filter(user=individual.user).exists()


@pytest.mark.django_db
def test_invite_answers_alike_whoever_the_address_is(
    client_for, owner, member, mailoutbox, django_capture_on_commit_callbacks
):
    api = client_for(owner)
    with django_capture_on_commit_callbacks(execute=True):
        answers = [
            api.post(f"{API}/sme/invite", {"account": account}, format="json").json()
            for account in (member.user.email, "nobody@example.com", "+8613800000000")
        ]
    assert answers[0] == answers[1] == answers[2]
    assert sorted(Invitation.objects.values_list("address", "status")) == [
        ("+8613800000000", "pending"),
        ("nobody@example.com", "pending"),
    ]
    assert [mail.to for mail in mailoutbox] == [["nobody@example.com"]]
    sms = OutboundMessage.objects.get(channel="sms", to="+8613800000000")
    assert found(r"(/iam/v1/sme/join\?token=[\w-]+)", sms.body)


@pytest.mark.django_db
def test_apply_and_decide(client_for, owner, individual):
    api = client_for(individual)
    applied = api.post(f"{API}/sme/apply", {"sme_id": owner.sme_id}, format="json").json()["data"]
    assert applied["status"] == "applied"
    twice = api.post(f"{API}/sme/apply", {"sme_id": owner.sme_id}, format="json")
    assert twice.json()["error"] == "company_application_pending"
    assert api.post(f"{API}/sme/apply", {"sme_id": "NAPE0-00000"}, format="json").status_code == 404

    owner_api = client_for(owner)
    # The owner is told in the company's identity, and only there.
    (news,) = owner_api.get(f"{API}/notifications").json()["data"]["items"]
    assert (news["kind"], news["link"]) == ("company_application", "/company/history")
    assert client_for(as_individual(owner)).get(f"{API}/notifications").json()["data"]["items"] == []
    listed = owner_api.get(f"{API}/sme/applications", {"status": "applied"}).json()["data"]["items"]
    assert [item["id"] for item in listed] == [applied["id"]]
    decided = owner_api.post(f"{API}/sme/applications/{applied['id']}/decide", {"accept": True}, format="json")
    assert decided.json()["data"]["status"] == "accepted"
    assert Membership.objects.filter(company_id=owner.sme_id, user=individual.user).exists()
    assert unread(api) == 1  # the owner let them in
    told = api.get(f"{API}/notifications", HTTP_ACCEPT_LANGUAGE="zh").json()["data"]["items"][0]
    welcome = f"您现在是 {company_of(owner).name} 的成员。"
    assert (told["kind"], told["body"]) == ("company_application_accepted", welcome)
    member_of = api.post(f"{API}/sme/apply", {"sme_id": owner.sme_id}, format="json")
    assert member_of.json()["error"] == "company_already_member"


@pytest.mark.django_db
def test_removal_ends_the_members_company_sessions(client_for, owner, member):
    member_api = client_for(member)
    personal = signed_in(client_for, member.user)
    assert member_api.get(f"{API}/sme").status_code == 200
    removed = client_for(owner).post(f"{API}/sme/remove-member", {"user_id": member.user.pk}, format="json")
    assert removed.status_code == 200
    ended = member_api.get(f"{API}/sme")
    assert (ended.status_code, ended.json()["error"]) == (401, "company_access_ended")
    assert personal.get(f"{API}/sme").json()["data"]["items"] == []  # the personal session goes on
    assert MemberRecord.objects.get().kind == "removal"
    assert unread(personal) == 1


@pytest.mark.django_db
def test_a_refresh_after_the_company_access_ended_says_why(client_for, owner, member):
    tokens = open_session(member)
    replaced = open_session(member)
    refreshed = client_for(None).get("/api/iam/v1/refresh", HTTP_AUTHORIZATION=f"Bearer {replaced.refresh_token}")
    assert refreshed.status_code == 200
    client_for(owner).post(f"{API}/sme/remove-member", {"user_id": member.user.pk}, format="json")
    ended = client_for(None).get("/api/iam/v1/refresh", HTTP_AUTHORIZATION=f"Bearer {tokens.refresh_token}")
    assert (ended.status_code, ended.json()["error"]) == (401, "company_access_ended")
    # a refresh token already traded in says nothing more than before
    stale = client_for(None).get("/api/iam/v1/refresh", HTTP_AUTHORIZATION=f"Bearer {replaced.refresh_token}")
    assert (stale.status_code, stale.json()["error"]) == (401, "token_invalid")


@pytest.mark.django_db
def test_a_member_leaves_with_personal_tokens(client_for, owner, member):
    answer = client_for(member).post(f"{API}/sme/leave", {"sme_id": owner.sme_id}, format="json").json()["data"]
    assert answer["session"]["smeId"] == "user"
    assert bearer(client_for(None), answer["session"]["token"]).get(f"{API}/sme").status_code == 200
    assert not Membership.objects.filter(user=member.user).exists()
    owners = client_for(owner).post(f"{API}/sme/leave", {"sme_id": owner.sme_id}, format="json")
    assert owners.json()["error"] == "company_owner_cannot_leave"


@pytest.mark.django_db
def test_delete_waits_for_the_devices_then_ends_every_company_session(client_for, owner, member):
    box = make_device(owner.actor)
    api = client_for(owner)
    member_api = client_for(member)
    blocked = api.delete(f"{API}/sme", {"password": PASSWORD}, format="json")
    assert (blocked.status_code, blocked.json()["error"]) == (409, "company_not_empty")
    assert blocked.json()["data"]["blockers"] == [{"type": "device", "id": box.device_id, "name": box.name}]
    assert api.delete(f"{API}/sme").json()["error"] == "reauth_required"

    Device.objects.filter(pk=box.pk).update(owner_user=None, owner_company_id=None)
    deleted = api.delete(f"{API}/sme", {"password": PASSWORD}, format="json").json()["data"]
    assert (deleted["smeId"], deleted["userType"]) == ("user", "user")
    assert company_of(owner).archived_at is not None
    assert member_api.get(f"{API}/sme").json()["error"] == "company_access_ended"
    assert bearer(client_for(None), deleted["token"]).get(f"{API}/sme").json()["data"]["items"] == []
    assert (
        signed_in(client_for, member.user).post(f"{API}/switch", {"sme_id": owner.sme_id}, format="json").status_code
        == 403
    )


@pytest.mark.django_db
def test_account_deletion_waits_while_the_person_is_in_a_company(owner, member, individual):
    assert [blocker.code for blocker in account_blockers(user=member.user)] == ["companies_held"]
    assert [blocker.code for blocker in account_blockers(user=owner.user)] == ["companies_held"]
    assert account_blockers(user=individual.user) == []


@pytest.mark.django_db
def test_hand_over_moves_the_company_and_its_devices(client_for, owner, member):
    box = make_device(owner.actor)
    owner_api = client_for(owner)
    application(company_of(owner))
    services.company_transfer(company_id=owner.sme_id, account=member.user.name)
    company = company_of(owner)
    assert company.owner == member.user
    box.refresh_from_db()
    assert (box.owner_user, box.owner_company_id) == (member.user, company.id)
    roles = dict(Membership.objects.filter(company=company).values_list("user_id", "role"))
    assert roles == {owner.user.pk: "member", member.user.pk: "owner"}
    assert owner_api.get(f"{API}/sme").json()["error"] == "company_access_ended"
    with pytest.raises(Exception, match="company_not_member"):
        services.company_transfer(company_id=company.id, account=UserFactory.create().name)
    tokens = open_session(Persona(member.user, "admin", sme_id=company.id))
    new_owner = bearer(client_for(None), tokens.token)
    assert new_owner.get(f"{API}/sme/members").status_code == 200
    # The company's news goes with it: the new owner reads it, the old one (a member) no more.
    assert [item["kind"] for item in new_owner.get(f"{API}/notifications").json()["data"]["items"]] == [
        "company_application"
    ]
    old_owner = client_for(Persona(owner.user, "member", sme_id=company.id))
    assert old_owner.get(f"{API}/notifications").json()["data"]["items"] == []


@pytest.mark.django_db
def test_a_waiting_invitation_is_accepted_once_the_address_is_verified(client_for, owner, individual):
    invitation(company_of(owner), raw="later", address="later@example.com")
    answer = client_for(individual).post(f"{API}/sme/join", {"token": "later", "accept": True}, format="json")
    assert answer.json()["data"]["status"] == "waiting"
    individual.user.email = "later@example.com"
    individual.user.save(update_fields=["email"])
    raw = email_token_issue(purpose=TokenPurpose.VERIFY_EMAIL, user=individual.user, email="later@example.com")
    email_verify(raw=raw, user=individual.user)
    assert Invitation.objects.get().status == "accepted"
    assert Membership.objects.filter(company_id=owner.sme_id, user=individual.user, role="member").exists()
    assert MemberRecord.objects.get().kind == "join"


@pytest.mark.django_db
def test_accepting_an_invitation_link_sent_to_ones_unverified_address_proves_it(client_for, owner, individual):
    User.objects.filter(pk=individual.user.pk).update(email="mailbox@example.com", email_verified=False)
    sent = invitation(company_of(owner), raw="proof", address="mailbox@example.com")
    answer = client_for(individual).post(f"{API}/sme/join", {"token": "proof", "accept": True}, format="json")
    assert answer.json()["data"]["status"] == "accepted"
    assert User.objects.get(pk=individual.user.pk).email_verified
    assert Membership.objects.filter(company_id=owner.sme_id, user=individual.user, role="member").exists()
    sent.refresh_from_db()
    assert sent.invitee == individual.user


@pytest.mark.django_db
@pytest.mark.parametrize("accept", [True, False])
def test_an_invitation_link_proves_nothing_for_another_address_or_a_refusal(client_for, owner, individual, accept):
    User.objects.filter(pk=individual.user.pk).update(email="mine@example.com", email_verified=False)
    invitation(company_of(owner), raw="elsewhere", address="someone.else@example.com")
    invitation(company_of(owner), raw="declined", address="mine@example.com")
    api = client_for(individual)
    waiting = api.post(f"{API}/sme/join", {"token": "elsewhere", "accept": accept}, format="json").json()["data"]
    assert waiting["status"] == ("waiting" if accept else "declined")
    assert not User.objects.get(pk=individual.user.pk).email_verified
    # Declining a link to one's own address proves nothing either.
    declined = api.post(f"{API}/sme/join", {"token": "declined", "accept": False}, format="json").json()["data"]
    assert declined["status"] == "declined"
    assert not User.objects.get(pk=individual.user.pk).email_verified
    assert not Membership.objects.filter(company_id=owner.sme_id, user=individual.user).exists()


@pytest.mark.django_db
def test_an_invitation_to_an_address_becomes_the_persons_once_verified(client_for, owner, individual):
    sent = invitation(company_of(owner), raw="before-signup", address="newcomer@example.com")
    mine = client_for(individual).get(f"{API}/sme/my/invitations")
    assert mine.json()["data"]["items"] == []  # an unverified claim to the address shows nothing
    individual.user.email = "newcomer@example.com"
    individual.user.save(update_fields=["email"])
    email_verify(
        raw=email_token_issue(purpose=TokenPurpose.VERIFY_EMAIL, user=individual.user, email=sent.address),
        user=individual.user,
    )
    sent.refresh_from_db()
    assert (sent.status, sent.invitee) == ("invited", individual.user)
    assert [log.new_status for log in sent.transitions.order_by("id")][-1] == "invited"
    api = client_for(individual)
    listed = api.get(f"{API}/sme/my/invitations", {"status": "invited"}).json()["data"]
    assert [(item["id"], item["company"]["id"], item["status"]) for item in listed["items"]] == [
        (sent.pk, owner.sme_id, "invited")
    ]
    answered = api.post(f"{API}/sme/my/invitations/{sent.pk}/answer", {"accept": True}, format="json")
    assert answered.json()["data"]["status"] == "accepted"
    assert Membership.objects.filter(company_id=owner.sme_id, user=individual.user).exists()
    again = api.post(f"{API}/sme/my/invitations/{sent.pk}/answer", {"accept": False}, format="json")
    assert (again.status_code, again.json()["error"]) == (409, "transition_not_allowed")


@pytest.mark.django_db
def test_my_applications_read_as_they_stand_now(client_for, owner, make_persona, individual):
    other = make_persona("owner")
    late = application(company_of(owner), individual.user)
    open_one = application(company_of(other), individual.user)
    Application.objects.filter(pk=late.pk).update(expires_at=timezone.now() - timedelta(minutes=1))
    api = client_for(individual)
    items = api.get(f"{API}/sme/my/applications").json()["data"]["items"]
    assert {(item["id"], item["status"]) for item in items} == {(late.pk, "expired"), (open_one.pk, "applied")}
    assert [i["id"] for i in api.get(f"{API}/sme/my/applications", {"status": "expired"}).json()["data"]["items"]] == [
        late.pk
    ]
    assert [i["id"] for i in api.get(f"{API}/sme/my/applications", {"status": "applied"}).json()["data"]["items"]] == [
        open_one.pk
    ]
    assert client_for(owner).get(f"{API}/sme/my/applications").json()["data"]["items"] == []


@pytest.mark.django_db
def test_company_changes_reach_the_company_pages_of_both_sides(
    client_for, owner, member, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        client_for(owner).post(f"{API}/sme/remove-member", {"user_id": member.user.pk}, format="json")
    topics = set(StreamEvent.objects.filter(user_id=member.user.pk).values_list("topics", flat=True))
    assert topics == {"company", "notifications,company"}  # the record, and the notification
    assert not StreamEvent.objects.filter(user_id=owner.user.pk).exists()  # the owner made it


@pytest.mark.django_db
def test_a_company_device_is_on_the_companys_own_network(client_for, owner, individual, make_persona):
    network = ipaddress.ip_network(client_for(owner).get(f"{API}/sme").json()["data"]["items"][0]["network"])
    assert (network.version, network.prefixlen, network.is_private) == (6, 64, True)
    other = ipaddress.ip_network(
        client_for(make_persona("owner")).get(f"{API}/sme").json()["data"]["items"][0]["network"]
    )
    assert other != network
    theirs = installed_app(owner.actor)
    ssh = client_for(owner).get(f"/api/cim/v1/apps/{theirs.id}/ssh").json()["data"]
    assert ipaddress.ip_address(ssh["overlay_address"]) == network.network_address + theirs.device.id
    ai = client_for(owner).get(f"/api/cim/v1/apps/{theirs.id}/ai-api").json()["data"]
    assert ai["base_url"].startswith(f"http://[{ssh['overlay_address']}]:")
    mine = installed_app(individual.actor)
    personal = client_for(individual).get(f"/api/cim/v1/apps/{mine.id}/ssh").json()["data"]
    assert ipaddress.ip_address(personal["overlay_address"]) in ipaddress.ip_network("100.64.0.0/10")
