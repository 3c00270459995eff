"""Icons, per-person limits and expiry."""

from datetime import timedelta

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone

from apps.common.testing import image_bytes
from apps.companies.models import Application, Invitation
from apps.companies.tasks import expire

from .helpers import API, application, company_of, invitation


@pytest.mark.django_db
def test_icons_are_checked_like_avatars(client_for, individual, owner, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    created = client_for(individual).post(
        f"{API}/sme", {"name": "Iconic", "icon": SimpleUploadedFile("i.png", image_bytes())}, format="multipart"
    )
    assert created.json()["data"]["icon"].endswith(".webp")
    bad = client_for(owner).post(
        f"{API}/sme/update", {"icon": SimpleUploadedFile("i.png", b"not an image")}, format="multipart"
    )
    assert (bad.status_code, list(bad.json()["data"])) == (400, ["icon"])
    renamed = client_for(owner).post(f"{API}/sme/update", {"name": "Renamed"}, format="multipart").json()["data"]
    assert (renamed["name"], renamed["icon"]) == ("Renamed", None)


@pytest.mark.django_db
def test_creation_and_applications_are_limited_per_person(client_for, individual, owner, make_persona, settings):
    settings.COMPANY_CREATE_RATE = "2/day"
    settings.COMPANY_APPLY_RATE = "1/hour"
    api = client_for(individual)
    assert [api.post(f"{API}/sme", {"name": f"Co {n}"}, format="json").status_code for n in range(2)] == [200, 200]
    limited = api.post(f"{API}/sme", {"name": "One too many"}, format="json")
    assert (limited.status_code, limited.json()["error"]) == (429, "too_many_requests")
    assert api.get(f"{API}/sme").status_code == 200  # reading is not counted
    assert api.post(f"{API}/sme/apply", {"sme_id": owner.sme_id}, format="json").status_code == 200
    other = make_persona("owner")
    again = api.post(f"{API}/sme/apply", {"sme_id": other.sme_id}, format="json")
    assert (again.status_code, again.json()["error"]) == (429, "too_many_requests")


@pytest.mark.django_db
def test_invitations_are_limited_per_person(client_for, owner, settings):
    settings.COMPANY_INVITE_RATE = "2/hour"
    api = client_for(owner)
    sent = [api.post(f"{API}/sme/invite", {"account": f"p{n}@example.com"}, format="json") for n in range(3)]
    assert [response.status_code for response in sent] == [200, 200, 429]
    assert Invitation.objects.count() == 2


@pytest.mark.django_db
def test_open_invitations_and_applications_expire(client_for, owner, individual):
    company = company_of(owner)
    late = invitation(company, raw="late")
    applied = application(company, individual.user)
    answered = client_for(individual).post(f"{API}/sme/join", {"token": "late", "accept": False}, format="json")
    assert answered.json()["data"]["status"] == "declined"
    fresh = invitation(company, raw="fresh")
    Invitation.objects.filter(pk=fresh.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    Application.objects.filter(pk=applied.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    shown = client_for(individual).get(f"{API}/sme/join", {"token": "fresh"}).json()["data"]
    assert shown["status"] == "expired"  # past its time before the sweep
    refused = client_for(individual).post(f"{API}/sme/join", {"token": "fresh", "accept": True}, format="json")
    assert (refused.status_code, refused.json()["error"]) == (409, "transition_not_allowed")
    decided = client_for(owner).post(f"{API}/sme/applications/{applied.pk}/decide", {"accept": True}, format="json")
    assert decided.json()["error"] == "transition_not_allowed"
    assert expire() == 2
    assert dict(Invitation.objects.values_list("pk", "status")) == {late.pk: "declined", fresh.pk: "expired"}
    assert Application.objects.get().status == "expired"


@pytest.mark.django_db
def test_applying_again_after_one_ran_out_expires_it_through_its_machine(client_for, owner, individual):
    company = company_of(owner)
    late = application(company, individual.user)
    Application.objects.filter(pk=late.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    again = client_for(individual).post(f"{API}/sme/apply", {"sme_id": company.id}, format="json")
    assert again.json()["data"]["status"] == "applied"
    late.refresh_from_db()
    assert late.status == "expired" and late.decided_at is not None
    assert list(late.transitions.values_list("old_status", "new_status", "reason"))[-1] == (
        "applied",
        "expired",
        "expired",
    )


@pytest.mark.django_db
def test_icon_uploads_are_limited_per_person(client_for, owner, make_persona, settings, tmp_path):
    settings.MEDIA_ROOT, settings.COMPANY_ICON_UPLOAD_RATE = tmp_path, "2/hour"

    def upload(persona):
        icon = SimpleUploadedFile("i.png", image_bytes())
        return client_for(persona).post(f"{API}/sme/update", {"icon": icon}, format="multipart")

    assert [upload(owner).status_code for _ in range(2)] == [200, 200]
    icon = company_of(owner).icon.name
    limited = upload(owner)
    assert (limited.status_code, limited.json()["error"]) == (429, "too_many_requests")
    assert limited.json()["data"]["retry_after"] > 0
    assert company_of(owner).icon.name == icon
    renamed = client_for(owner).post(f"{API}/sme/update", {"name": "Renamed"}, format="multipart")
    assert renamed.status_code == 200  # a rename uploads nothing
    assert upload(make_persona("owner", name="other")).status_code == 200
