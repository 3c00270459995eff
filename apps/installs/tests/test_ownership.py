"""Ownership of installed apps: a personal actor sees the apps it installed without a company
on its personal devices, a company actor only its company's apps on its company's devices."""

import pytest

from apps.installs.models import InstalledApp, LiteSpace
from apps.installs.selectors import installed_apps_of, lite_spaces_of
from conftest import as_individual

from .helpers import API, box, installed_app, lite_app, refused, server_app


def listed(api) -> list[int]:
    return [item["id"] for item in api.get(f"{API}/apps").json()["data"]["items"]]


@pytest.mark.django_db
class TestScopes:
    def test_a_personal_scope_leaves_out_company_rows(self, client_for, individual):
        mine = installed_app(individual.actor, app=server_app())
        theirs = installed_app(individual.actor, app=lite_app())
        InstalledApp.objects.filter(id=theirs.id).update(owner_company_id="co-9")
        assert list(installed_apps_of(actor=individual.actor)) == [mine]
        api = client_for(individual)
        assert listed(api) == [mine.id]
        refused(api.get(f"{API}/apps/{theirs.id}"), 404, "not_found")

    def test_an_app_on_a_device_that_became_a_companys_is_out_of_the_personal_scope(self, individual):
        installed = installed_app(individual.actor, app=lite_app())
        installed.device.owner_company_id = "co-9"
        installed.device.save()
        assert not installed_apps_of(actor=individual.actor).exists()
        assert not lite_spaces_of(actor=individual.actor).exists()

    def test_a_company_scope_holds_only_its_companys_rows(self, client_for, owner, member):
        personal = installed_app(as_individual(owner).actor, app=server_app())
        ours = installed_app(owner.actor, app=lite_app())
        other = installed_app(owner.actor, app=server_app(slug="elsewhere"))
        InstalledApp.objects.filter(id=ours.id).update(owner_user=member.user)  # whoever its person is
        InstalledApp.objects.filter(id=other.id).update(owner_company_id="2")
        assert list(installed_apps_of(actor=owner.actor)) == [ours]
        assert list(lite_spaces_of(actor=owner.actor)) == [LiteSpace.objects.get(device=ours.device)]
        api = client_for(owner)
        assert listed(api) == [ours.id]
        refused(api.get(f"{API}/apps/{personal.id}"), 404, "not_found")
        assert list(installed_apps_of(actor=as_individual(owner).actor)) == [personal]


@pytest.mark.django_db
def test_a_company_installs_company_apps(client_for, owner):
    device = box(owner.actor)
    api = client_for(owner)
    response = api.post(f"{API}/apps/install", {"device_id": device.id, "app_id": server_app().id}, format="json")
    assert response.status_code == 200, response.json()
    installed = InstalledApp.objects.get()
    assert (installed.owner_user, installed.owner_company_id) == (owner.user, owner.sme_id)
    assert listed(api) == [installed.id]
    assert listed(client_for(as_individual(owner))) == []
