"""Staff see a person's user types on the user page and change them through the company
services: handing a company over to a member, removing a member."""

import pytest

from apps.accounts.models import AuthSession
from apps.companies.choices import RecordKind, Role
from apps.companies.models import MemberRecord, Membership
from conftest import open_session

from .helpers import company_of

MEMBERSHIPS = "/admin/companies/membership/"


def act(client, action, *memberships):
    return client.post(
        MEMBERSHIPS, {"action": action, "_selected_action": [row.pk for row in memberships]}, follow=True
    )


def membership(persona) -> Membership:
    return Membership.objects.get(user=persona.user, company_id=persona.sme_id)


@pytest.mark.django_db
def test_the_user_page_lists_the_persons_user_types(admin_client, owner, member, make_persona):
    other = make_persona("owner", name="other")
    Membership.objects.create(company=company_of(other), user=member.user, role=Role.MEMBER)
    page = admin_client.get(f"/admin/accounts/user/{member.user.pk}/change/").content.decode()
    link = f"{MEMBERSHIPS}?user__id__exact={member.user.pk}"
    assert "<li>Individual</li>" in page
    assert f'<a href="{link}">Member of {company_of(owner)}</a>' in page
    assert f'<a href="{link}">Member of {company_of(other)}</a>' in page
    mine = admin_client.get(f"/admin/accounts/user/{owner.user.pk}/change/").content.decode()
    assert f"Owner of {company_of(owner)}</a>" in mine
    listed = admin_client.get(link).context["cl"].result_list
    assert {row.company_id for row in listed} == {owner.sme_id, other.sme_id}


@pytest.mark.django_db
def test_handing_over_to_a_member_goes_through_the_service(admin_client, owner, member):
    for persona in (owner, member):
        open_session(persona)
    act(admin_client, "hand_over", membership(member))
    company = company_of(owner)
    assert company.owner == member.user
    assert (membership(owner).role, membership(member).role) == (Role.MEMBER, Role.OWNER)
    sessions = AuthSession.objects.filter(user__in=[owner.user, member.user])
    assert {session.revoked_reason for session in sessions} == {"company_access_ended"}


@pytest.mark.django_db
def test_removing_a_member_goes_through_the_service_and_never_the_owner(admin_client, owner, member):
    open_session(member)
    page = act(admin_client, "remove", membership(owner), membership(member))
    shown = [str(message) for message in page.context["messages"]]
    assert f"{membership(owner)}: The owner stays: hand the company over first." in shown
    assert not Membership.objects.filter(user=member.user).exists()
    assert MemberRecord.objects.filter(member=member.user, kind=RecordKind.REMOVAL).exists()
    assert AuthSession.objects.get(user=member.user).revoked_reason == "company_access_ended"
    assert company_of(owner).owner == owner.user
