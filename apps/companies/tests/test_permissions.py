"""Who may call what (persona x call), and that another company's objects stay invisible."""

import pytest

from apps.accounts.tests.factories import PASSWORD, UserFactory
from apps.common.role_matrix import matrix_covers
from apps.common.testing import call_endpoint
from apps.companies.models import Application, Invitation, Membership
from apps.companies.services import resource_assign
from apps.installs.tests.helpers import box, installed_app

from .helpers import API, application, company_of, invitation

# Manage the company of the caller's identity: its owner (admin) only.
ADMIN_CALLS = [
    ("post", "sme/update", {"name": "Renamed Co"}),
    ("delete", "sme", {"password": PASSWORD}),
    ("get", "sme/members", None),
    ("post", "sme/remove-member", {"user_id": "{member_id}"}),
    ("post", "sme/invite", {"account": "new.person@example.com"}),
    ("get", "sme/applications", None),
    ("post", "sme/applications/{application}/decide", {"accept": True}),
    ("get", "sme/resources", None),
    ("get", "sme/costs", None),
    (
        "post",
        "sme/resources/assign",
        {"member_id": "{member_id}", "resource_type": "device", "resource_id": "{device}"},
    ),
    ("post", "sme/resources/unassign", {"member_id": "{member_id}", "resource_type": "app", "resource_id": "{app}"}),
]
# Act for the signed-in person, whatever their identity.
PERSON_CALLS = [
    ("get", "sme", None),
    ("post", "sme/apply", {"sme_id": "{elsewhere}"}),
    ("get", "sme/join?token={token}", None),
    ("post", "sme/join", {"token": "{token}", "accept": False}),
    ("get", "sme/member/records", None),
    ("post", "sme/member/records/read", None),
    ("get", "sme/my/invitations", None),
    ("get", "sme/my/applications", None),
    ("post", "switch", {"sme_id": "user"}),
]
# What the caller holds: a membership of the owner persona's company, an invitation to them.
HELD_CALLS: dict[str, tuple[str, str, dict]] = {
    "leave": ("post", "sme/leave", {"sme_id": "{company}"}),
    "answer": ("post", "sme/my/invitations/{mine}/answer", {"accept": False}),
}
HELD_MATRIX: dict[str | None, dict[str, tuple[int, str | None]]] = {
    "individual": {"leave": (404, "not_found"), "answer": (200, None)},
    "owner": {"leave": (409, "company_owner_cannot_leave"), "answer": (200, None)},
    "member": {"leave": (200, None), "answer": (200, None)},
    "outsider": {"leave": (404, "not_found"), "answer": (200, None)},
    None: {"leave": (401, "not_authenticated"), "answer": (401, "not_authenticated")},
}
matrix_covers(
    [(method, path) for method, path, _body in [*ADMIN_CALLS, *PERSON_CALLS, *HELD_CALLS.values()]], prefix=f"{API}/"
)
matrix_covers([("post", f"{API}/sme")])


def objects(personas, make_persona, *, resources: bool = False) -> dict[str, str]:
    """The owner persona's company's objects, another company to apply to, an open invitation;
    with `resources`, a company device and a company app allocated to the member (a company
    with devices cannot be deleted)."""
    company = company_of(personas["owner"])
    elsewhere = company_of(make_persona("owner"))
    found: dict[str, str] = {}
    if resources:
        owner_actor, member_id = personas["owner"].actor, personas["member"].user.pk
        allocated = installed_app(owner_actor)
        resource_assign(actor=owner_actor, member_id=member_id, resource_type="app", resource_id=allocated.id)
        found = {"device": str(box(owner_actor).id), "app": str(allocated.id)}
    return {
        **found,
        "member_id": str(personas["member"].user.pk),
        "application": str(application(company).pk),
        "elsewhere": elsewhere.id,
        "token": "open-link",
        "_invitation": str(invitation(elsewhere, raw="open-link").pk),
    }


def call(client, method, path, body, found):
    return call_endpoint(client, method, f"{API}/{path}", body, found)


def refused(response, status, code):
    assert response.status_code == status, response.json()
    assert response.json()["error"] == code


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path", "body"), ADMIN_CALLS)
@pytest.mark.parametrize(
    ("persona", "expected", "code"),
    [
        ("individual", 403, "company_admin_only"),
        ("owner", 200, None),
        ("member", 403, "company_admin_only"),
        ("outsider", 403, "company_admin_only"),
        (None, 401, "not_authenticated"),
    ],
)
def test_company_calls_need_the_owner_in_the_company_identity(
    client_for, personas, make_persona, persona, expected, code, method, path, body
):
    found = objects(personas, make_persona, resources="resources" in path)
    response = call(client_for(personas[persona] if persona else None), method, path, body, found)
    if code:
        refused(response, expected, code)
    else:
        assert response.status_code == 200, response.json()


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path", "body"), PERSON_CALLS)
@pytest.mark.parametrize("persona", ["individual", "owner", "member", "outsider", None])
def test_personal_calls_answer_every_signed_in_person(client_for, personas, make_persona, persona, method, path, body):
    found = objects(personas, make_persona)
    response = call(client_for(personas[persona] if persona else None), method, path, body, found)
    if persona is None:
        refused(response, 401, "not_authenticated")
    else:
        assert response.status_code == 200, response.json()


@pytest.mark.django_db
@pytest.mark.parametrize("persona", list(HELD_MATRIX))
@pytest.mark.parametrize("call", list(HELD_CALLS))
def test_calls_on_what_the_caller_holds(client_for, personas, make_persona, persona, call):
    caller = personas[persona] if persona else None
    elsewhere = company_of(make_persona("owner"))
    mine = invitation(elsewhere, invitee=(caller or personas["individual"]).user)
    found = {"company": personas["owner"].sme_id, "mine": str(mine.pk)}
    method, path, body = HELD_CALLS[call]
    response = call_endpoint(client_for(caller), method, f"{API}/{path}", body, found)
    expected, code = HELD_MATRIX[persona][call]
    if code:
        refused(response, expected, code)
    else:
        assert response.status_code == expected, response.json()


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("persona", "expected", "code"),
    [
        ("individual", 200, None),
        ("owner", 403, "permission_denied"),
        ("member", 403, "permission_denied"),
        ("outsider", 200, None),
        (None, 401, "not_authenticated"),
    ],
)
def test_individuals_create_companies(client_for, personas, persona, expected, code):
    response = client_for(personas[persona] if persona else None).post(f"{API}/sme", {"name": "New Co"}, format="json")
    if code:
        refused(response, expected, code)
    else:
        assert response.status_code == 200, response.json()
        assert response.json()["data"]["role"] == "owner"


@pytest.mark.django_db
def test_another_companys_member_application_and_invitation_are_404(client_for, owner, member, make_persona):
    theirs = make_persona("owner")
    their_member = make_persona("member", company=theirs)
    their_application = application(company_of(theirs))
    api = client_for(owner)
    before = (Membership.objects.count(), list(Application.objects.values_list("status", flat=True)))
    refused(api.post(f"{API}/sme/remove-member", {"user_id": their_member.user.pk}, format="json"), 404, "not_found")
    refused(
        api.post(f"{API}/sme/applications/{their_application.pk}/decide", {"accept": True}, format="json"),
        404,
        "not_found",
    )
    assert their_application.pk not in [
        item["id"] for item in api.get(f"{API}/sme/applications").json()["data"]["items"]
    ]
    assert (Membership.objects.count(), list(Application.objects.values_list("status", flat=True))) == before
    # the owner cannot remove themselves through remove-member either
    refused(api.post(f"{API}/sme/remove-member", {"user_id": owner.user.pk}, format="json"), 404, "not_found")
    refused(client_for(owner).get(f"{API}/sme/join", {"token": "no-such-token"}), 404, "not_found")


@pytest.mark.django_db
def test_an_invitation_sent_to_another_account_is_refused(client_for, owner, individual):
    someone = UserFactory.create()
    invitation(company_of(owner), raw="for-someone", invitee=someone)
    refused(client_for(individual).get(f"{API}/sme/join", {"token": "for-someone"}), 403, "invitation_not_for_you")
    answer = client_for(individual).post(f"{API}/sme/join", {"token": "for-someone", "accept": True}, format="json")
    refused(answer, 403, "invitation_not_for_you")
    assert Invitation.objects.get().status == "invited"


@pytest.mark.django_db
def test_another_persons_invitation_cannot_be_answered_by_id(client_for, owner, individual):
    someone = UserFactory.create()
    theirs = invitation(company_of(owner), raw="theirs", invitee=someone)
    refused(
        client_for(individual).post(f"{API}/sme/my/invitations/{theirs.pk}/answer", {"accept": True}, format="json"),
        404,
        "not_found",
    )
    assert client_for(individual).get(f"{API}/sme/my/invitations").json()["data"]["items"] == []
    assert Invitation.objects.get().status == "invited"
