"""Staff tools: the management commands and the admin's actions, through the services."""

from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse

from apps.accounts.models import User
from apps.accounts.tests.factories import UserFactory
from apps.companies import services
from apps.companies.models import Allocation, Company
from apps.devices.models import AgentCommand
from apps.devices.tests.helpers import make_device
from apps.installs.models import AppAccessGrant, InstalledApp
from apps.installs.tests.helpers import installed_app
from conftest import Persona

from .helpers import company_of, invitation


def run(*args) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


@pytest.mark.django_db
def test_company_show_by_id_or_name(owner, member):
    box = make_device(owner.actor)
    company = company_of(owner)
    for key in (company.id, company.name.upper()):
        shown = run("company_show", key)
        assert f"{company.name} ({company.id})" in shown
        assert f"owner: {owner.user.name}" in shown
        assert f"{member.user.name}  member" in shown
        assert box.device_id in shown
    with pytest.raises(CommandError, match="No company"):
        run("company_show", "nothing-like-it")


@pytest.mark.django_db
def test_company_transfer_hands_over_to_a_member_only(owner, member):
    company = company_of(owner)
    assert "now belongs to" in run("company_transfer", company.id, member.user.name)
    assert company_of(owner).owner == member.user
    with pytest.raises(CommandError, match="do not belong"):
        run("company_transfer", company.id, UserFactory.create().name)


@pytest.mark.django_db
def test_the_admin_expires_invitations_and_hands_companies_over(client, owner, member):
    staff = UserFactory.create(is_staff=True, is_superuser=True)
    client.force_login(staff)
    company = company_of(owner)
    open_one = invitation(company, raw="staff-sees")
    listed = client.get(reverse("admin:companies_invitation_changelist"), {"q": company.name})
    assert listed.status_code == 200 and "someone@example.com" in listed.content.decode()
    client.post(
        reverse("admin:companies_invitation_changelist"),
        {"action": "expire", "_selected_action": [open_one.pk]},
    )
    open_one.refresh_from_db()
    assert open_one.status == "expired"
    assert list(open_one.transitions.values_list("old_status", "new_status")) == [("pending", "expired")]

    changelist = reverse("admin:companies_company_changelist")
    asked = client.post(changelist, {"action": "transfer", "_selected_action": [company.id]})
    assert "account" in asked.content.decode()
    client.post(
        changelist, {"action": "transfer", "_selected_action": [company.id], "apply": "1", "account": member.user.name}
    )
    assert company_of(owner).owner == member.user


@pytest.mark.django_db
@pytest.mark.parametrize("model", ["company", "membership", "invitation", "application", "memberrecord", "allocation"])
def test_the_admin_neither_adds_nor_deletes_what_the_services_write(client, owner, member, model):
    from apps.companies.models import Membership
    from apps.companies.services.common import record_write

    from .helpers import application

    company = company_of(owner)
    rows = {
        "company": company,
        "membership": Membership.objects.get(company=company, user=member.user),
        "invitation": invitation(company, raw="kept"),
        "application": application(company, UserFactory.create()),
        "memberrecord": record_write(company=company, member=member.user, kind="join", actor=owner.user),
        "allocation": allocated(owner, member),
    }
    client.force_login(UserFactory.create(is_staff=True, is_superuser=True))
    row = rows[model]
    assert client.get(reverse(f"admin:companies_{model}_add")).status_code == 403
    assert client.post(reverse(f"admin:companies_{model}_delete", args=[row.pk]), {"post": "yes"}).status_code == 403
    assert type(row)._default_manager.filter(pk=row.pk).exists()
    assert client.get(reverse(f"admin:companies_{model}_change", args=[row.pk])).status_code == 200


def allocated(owner, member) -> Allocation:
    installed = installed_app(owner.actor)
    return services.resource_assign(
        actor=owner.actor, member_id=member.user.pk, resource_type="app", resource_id=installed.id
    )


@pytest.mark.django_db
def test_staff_read_an_apps_access_grants_and_a_companys_allocations(client, owner, member):
    allocation = allocated(owner, member)
    client.force_login(UserFactory.create(is_staff=True, is_superuser=True))
    page = client.get(
        reverse("admin:installs_installedapp_change", args=[allocation.installed_app_id])
    ).content.decode()
    assert f"member-{member.user.pk}" in page
    page = client.get(reverse("admin:companies_company_change", args=[owner.sme_id])).content.decode()
    assert "Allocations" in page and member.user.name in page


@pytest.mark.django_db
def test_seed_demo_gives_bob_demo_co_with_carol_using_an_allocated_app(client_for):
    run("seed_demo")
    run("seed_demo")
    bob, carol = User.objects.get(name="bob"), User.objects.get(name="carol")
    company = Company.objects.get(name="Demo Co")
    assert company.owner == bob
    assert dict(company.memberships.values_list("user__name", "role")) == {"bob": "owner", "carol": "member"}
    installed = InstalledApp.objects.get(owner_company_id=company.id)
    assert (installed.app.slug, installed.status, installed.device.owner_company_id) == (
        "ollama",
        "running",
        company.id,
    )
    # the company box's commands are answered (dave's demo orders leave others waiting)
    assert not AgentCommand.objects.filter(device=installed.device, status__in=["pending", "sent"]).exists()
    allocation = Allocation.objects.get()
    assert (allocation.member, allocation.installed_app, allocation.ended_at) == (carol, installed, None)
    assert AppAccessGrant.objects.filter(holder=carol, revoked_at__isnull=True).count() == 1
    items = client_for(Persona(carol, "member", sme_id=company.id)).get("/api/cim/v1/apps").json()["data"]["items"]
    assert [(item["id"], item["access"]) for item in items] == [(installed.id, "member")]
