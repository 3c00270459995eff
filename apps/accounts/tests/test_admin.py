"""The user admin goes through the account rules and services: names as the API names
people, deletion through `account_delete`, a person's identities shown and changed through
the company services."""

import pytest

from apps.accounts.models import User

ADD = "/admin/accounts/user/add/"
INLINES = {"auth_sessions-TOTAL_FORMS": "0", "auth_sessions-INITIAL_FORMS": "0"}
PASSWORD = {"usable_password": "true", "password1": "Kite7harbor9", "password2": "Kite7harbor9"}


@pytest.mark.django_db
def test_staff_name_people_under_the_api_rule(admin_client, make_persona):
    make_persona("individual", name="alice")
    for name in ["\uff41\uff4c\uff49\uff43\uff45", "bo\u200bbby", "bo\u202ebby"]:
        page = admin_client.post(
            ADD,
            {"name": name, "email": "n@example.com", **PASSWORD, **INLINES},
        )
        assert page.status_code == 200 and page.context["adminform"].form.errors["name"], name
    assert not User.objects.filter(email="n@example.com").exists()
    admin_client.post(
        ADD,
        {"name": "\uff2e\uff45\uff57 one", "email": "n@example.com", **PASSWORD, **INLINES},
    )
    assert User.objects.get(email="n@example.com").name == "New one"


USERS = "/admin/accounts/user"
COMPANIES_HELD = "You own or belong to a company; leave it, hand it over or delete it first."


def deleted(user: User) -> bool:
    user.refresh_from_db()
    return user.deleted_at is not None and user.name.startswith("deleted-") and not user.is_active


@pytest.mark.django_db
def test_deleting_a_user_asks_shows_its_blockers_and_keeps_a_blocked_one(admin_client, owner):
    asked = admin_client.get(f"{USERS}/{owner.user.pk}/delete/")
    assert asked.status_code == 200
    assert "You own or belong to a company" in asked.content.decode()
    page = admin_client.post(f"{USERS}/{owner.user.pk}/delete/", {"apply": "1"}, follow=True)
    shown = [str(message) for message in page.context["messages"]]
    assert shown == [f"owner: {COMPANIES_HELD}", "0 accounts deleted."]
    assert User.objects.filter(pk=owner.user.pk, deleted_at__isnull=True, name="owner").exists()


@pytest.mark.django_db
def test_deleting_a_user_anonymises_it_through_account_delete(admin_client, individual, outsider):
    from apps.accounts.models import AuthSession
    from apps.friends.models import Friendship
    from apps.friends.tests.helpers import befriend
    from conftest import open_session

    befriend(individual.user, outsider.user)
    open_session(individual)
    page = admin_client.post(f"{USERS}/{individual.user.pk}/delete/", {"apply": "1"})
    assert page.status_code == 302
    assert deleted(individual.user)
    assert not AuthSession.objects.filter(user=individual.user, revoked_at__isnull=True).exists()
    assert not Friendship.objects.filter(owner=outsider.user).exists()  # erased on the other side too


@pytest.mark.django_db
def test_deleting_many_users_goes_through_account_delete_for_each(admin_client, individual, owner, outsider):
    changelist = admin_client.get(f"{USERS}/")
    assert "delete_selected" not in [
        name for name, _label in changelist.context["action_form"].fields["action"].choices
    ]
    chosen = [individual.user.pk, owner.user.pk, outsider.user.pk]
    asked = admin_client.post(f"{USERS}/", {"action": "delete_accounts", "_selected_action": chosen})
    assert asked.status_code == 200 and "You own or belong to a company" in asked.content.decode()
    assert not deleted(individual.user)
    done = admin_client.post(
        f"{USERS}/", {"action": "delete_accounts", "_selected_action": chosen, "apply": "1"}, follow=True
    )
    shown = [str(message) for message in done.context["messages"]]
    assert any(text.startswith("owner: You own or belong to a company") for text in shown)
    assert "2 accounts deleted." in shown
    assert deleted(individual.user) and deleted(outsider.user) and not deleted(owner.user)
    assert User.objects.count() == 4  # anonymised rows stay (the staff account is the fourth)


@pytest.mark.django_db
def test_a_waivable_blocker_is_lifted_only_when_staff_waive_it(admin_client, individual):
    from apps.wallet.tests.helpers import fund

    fund(individual.user, "10")
    asked = admin_client.post(f"{USERS}/", {"action": "delete_accounts", "_selected_action": [individual.user.pk]})
    assert 'name="waiver" value="forfeit_balance"' in asked.content.decode()
    body = {"action": "delete_accounts", "_selected_action": [individual.user.pk], "apply": "1"}
    admin_client.post(f"{USERS}/", body)
    assert not deleted(individual.user)
    admin_client.post(f"{USERS}/", {**body, "waiver": "forfeit_balance"})
    assert deleted(individual.user)
