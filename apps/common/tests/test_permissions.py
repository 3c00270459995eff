from types import SimpleNamespace

from rest_framework.test import APIRequestFactory

from apps.common.permissions import IndividualsOnly, user_type_in


def request_as(user_type: str | None):
    request = SimpleNamespace(
        _request=APIRequestFactory().get("/"),
        user=SimpleNamespace() if user_type else None,
        auth=SimpleNamespace(user_type=user_type) if user_type else None,
    )
    return request


def test_individuals_only():
    allowed = {kind for kind in ("user", "admin", "member") if IndividualsOnly().has_permission(request_as(kind), None)}
    assert allowed == {"user"}
    assert not IndividualsOnly().has_permission(request_as(None), None)


def test_user_type_in_makes_a_class_per_set_of_types():
    owners_and_members = user_type_in("admin", "member")
    allowed = {
        kind for kind in ("user", "admin", "member") if owners_and_members().has_permission(request_as(kind), None)
    }
    assert allowed == {"admin", "member"}
    assert owners_and_members.user_types == frozenset({"admin", "member"})


def test_individuals_and_owners_tell_members_to_ask_their_administrator():
    import pytest

    from apps.common.errors import ApplicationError
    from apps.common.permissions import IndividualsAndOwners

    assert IndividualsAndOwners().has_permission(request_as("user"), None)
    assert IndividualsAndOwners().has_permission(request_as("admin"), None)
    assert not IndividualsAndOwners().has_permission(request_as(None), None)
    with pytest.raises(ApplicationError) as refused:
        IndividualsAndOwners().has_permission(request_as("member"), None)
    assert refused.value.code == "member_not_allowed" and refused.value.status == 403
