import pytest
from django.core.management import call_command

from apps.accounts import selectors
from apps.accounts.models import User
from apps.accounts.tests.factories import PASSWORD
from apps.common.role_matrix import matrix_covers

API = "/api/iam/v1"
PROTECTED = [("get", f"{API}/account/profile"), ("get", f"{API}/menu")]
matrix_covers(PROTECTED)


@pytest.mark.parametrize(("method", "url"), PROTECTED)
@pytest.mark.parametrize("persona", ["individual", "owner", "member", "outsider", None])
def test_permission_matrix(client_for, personas, persona, method, url):
    response = getattr(client_for(personas[persona] if persona else None), method)(url)
    expected = 200 if persona else 401
    assert response.status_code == expected
    assert response.json()["code"] == expected
    if persona is None:
        assert response.json()["error"] == "not_authenticated"


def test_profile_is_always_the_callers_own(client_for, personas):
    for persona in personas.values():
        data = client_for(persona).get(f"{API}/account/profile").json()["data"]
        assert data == {
            "avatar_url": None,
            "name": persona.user.name,
            "email": persona.user.email,
            "email_verified": True,
            "phone_number": None,
            "wechat_bound": False,
            "password_set": True,
        }


def test_profile_password_set_false_without_a_usable_password(client_for, individual):
    individual.user.set_unusable_password()
    individual.user.save()
    assert client_for(individual).get(f"{API}/account/profile").json()["data"]["password_set"] is False


def paths(routes: list[dict]) -> list[str]:
    return [r["path"] for r in routes] + [p for r in routes for p in paths(r.get("children", []))]


@pytest.mark.parametrize(
    ("persona", "expected"),
    [
        (
            "individual",
            [
                "/app",
                "/app-store",
                "/market",
                "/nearby",
                "/my-orders",
                "/demands-and-offers",
                "/devices",
                "/friends",
                "/wallet",
                "/account",
                "/messages",
                "/history",
                "/devices/link",
                "/devices/details",
                "/devices/zcloud/create",
                "/wallet/transactions",
                "/wallet/pay",
                "/wallet/withdraw",
            ],
        ),
        (
            "owner",
            [
                "/app",
                "/app-store",
                "/devices",
                "/company",
                "/account",
                "/messages",
                "/devices/link",
                "/devices/details",
                "/devices/zcloud/create",
                "/company/allocate",
                "/company/history",
            ],
        ),
        # My apps for every type; the App store for those who install apps.
        ("member", ["/app", "/account"]),
    ],
)
def test_menu_is_filtered_by_user_type(client_for, personas, persona, expected):
    body = client_for(personas[persona]).get(f"{API}/menu").json()
    assert body["code"] == 200
    assert paths(body["data"]) == expected


def test_menu_entry_shape(client_for, individual):
    routes = client_for(individual).get(f"{API}/menu").json()["data"]
    my_apps, store = routes[:2]
    devices = next(r for r in routes if r["path"] == "/devices")
    assert my_apps["path"] == "/app" and my_apps["meta"]["title"] == "MyApps" and my_apps["meta"]["icon"]
    assert store["path"] == "/app-store" and store["meta"]["title"] == "AppStore" and store["meta"]["icon"]
    assert devices["name"] == "devices" and devices["component"] == "devices/index"
    assert devices["meta"] == {"icon": "DesktopOutlined", "title": "MyDevices", "isHide": False, "isLink": False}
    assert all(child["meta"]["isHide"] for child in devices["children"])
    wallet = next(r for r in routes if r["path"] == "/wallet")
    assert [c["meta"]["title"] for c in wallet["children"]] == ["OrderList", "Deposit", "Withdraw"]
    assert not any(c["meta"]["isHide"] for c in wallet["children"])
    history = next(r for r in routes if r["path"] == "/history")
    assert history["name"] == "my-company-history" and history["meta"]["title"] == "MyCompany"


def test_unknown_user_type_gets_an_empty_menu():
    assert selectors.menu_for(user_type="guest") == []


def test_server_fault_answers_500_envelope_without_internals(client_for, individual, monkeypatch):
    def explode(**_kwargs):
        raise RuntimeError("secret internal detail")

    monkeypatch.setattr(selectors, "user_profile", explode)
    response = client_for(individual).get(f"{API}/account/profile")
    assert response.status_code == 500
    body = response.json()
    assert body["code"] == 500 and body["error"] == "server_error" and body["data"] is None
    assert "secret" not in response.content.decode()


@pytest.mark.django_db
def test_seed_demo_is_idempotent_and_personas_sign_in(anon, capsys):
    call_command("seed_demo")
    call_command("seed_demo")
    assert User.objects.count() == 5
    assert "alice@demo.local" in capsys.readouterr().out
    from apps.demo.management.commands.seed_demo import DEMO_PASSWORD

    for account in ["alice", "bob@demo.local", "+8613800000003"]:
        response = anon.post(f"{API}/login/password", {"account": account, "password": DEMO_PASSWORD}, format="json")
        assert response.status_code == 200


@pytest.mark.django_db
def test_signin_unlock_command(anon):
    from apps.accounts.tests.factories import UserFactory

    UserFactory(name="alice")
    for _ in range(5):
        anon.post(f"{API}/login/password", {"account": "alice", "password": "bad-pass-01"}, format="json")
    assert anon.post(f"{API}/login/password", {"account": "alice", "password": PASSWORD}).status_code == 429
    call_command("signin_unlock", "alice")
    assert anon.post(f"{API}/login/password", {"account": "alice", "password": PASSWORD}).status_code == 200


@pytest.mark.django_db
def test_admin_lists_and_searches_users(client, monkeypatch):
    monkeypatch.setenv("DJANGO_SUPERUSER_PASSWORD", "Adm1nistrator!")
    call_command("createsuperuser", "--noinput", name="root", email="root@example.com")
    User.objects.create_user(name="findme", email="findme@example.com", password="x1234567890")
    assert client.login(username="root", password="Adm1nistrator!")
    page = client.get("/admin/accounts/user/", {"q": "findme", "is_active__exact": "1"})
    assert page.status_code == 200
    assert b"findme@example.com" in page.content
    assert b"root@example.com" not in page.content
    for url in ["/admin/accounts/authsession/", "/admin/accounts/signinattempt/", "/admin/accounts/signinthrottle/"]:
        assert client.get(url).status_code == 200
