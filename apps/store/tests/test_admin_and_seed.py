"""Staff keep the catalogue in the admin; the starter catalogue comes back after a flush."""

import json
from io import StringIO

import pytest
from django.core.management import call_command
from django.test import Client

from apps.accounts.tests.factories import UserFactory
from apps.demo.catalogue import APPS, LABELS, catalogue_ensure_defaults
from apps.store.models import App, AppScreenshot, AppVersion, Label
from apps.store.services import app_version_add

from .helpers import API, make_app, make_label, make_screenshot


@pytest.fixture
def browser(db) -> Client:
    client = Client()
    client.force_login(UserFactory.create(is_staff=True, is_superuser=True))
    return client


def counts() -> tuple[int, ...]:
    return (
        Label.objects.count(),
        App.objects.count(),
        App.labels.through.objects.count(),
        AppVersion.objects.count(),
        AppVersion.objects.filter(is_latest=True).count(),
    )


@pytest.mark.django_db
def test_seed_is_idempotent_and_survives_deleting_everything():
    assert catalogue_ensure_defaults() == len(APPS)
    first = counts()
    assert first[:2] == (len(LABELS), len(APPS)) and first[4] == len(APPS)
    assert catalogue_ensure_defaults() == 0
    assert counts() == first
    App.objects.all().delete()
    Label.objects.all().delete()
    assert counts() == (0, 0, 0, 0, 0)
    assert catalogue_ensure_defaults() == len(APPS)
    assert counts() == first
    assert set(App.objects.values_list("display_type", flat=True)) == {
        "desktop",
        "lite_app",
        "nas",
        "ai_compute",
        "server",
        "remote_desktop",
        "ai_server",
    }
    assert AppVersion.objects.get(app__slug="jupyter-lab", is_latest=True).version == "4.2.5"


@pytest.mark.django_db
def test_seeded_install_forms_keep_the_catalogues_field_order(anon):
    """Read back from the database (PostgreSQL's jsonb reorders keys), each form comes in the
    order the catalogue wrote it."""
    catalogue_ensure_defaults()
    for entry in APPS:
        app = App.objects.get(slug=entry["slug"])
        assert app.config_schema["order"] == list(entry["schema"]["properties"])
        answer = anon.get(f"{API}/store/apps/{app.id}").json()["data"]
        assert list(answer["config_schema"]["properties"]) == list(entry["schema"]["properties"])


@pytest.mark.django_db
def test_seed_keeps_staff_edits_and_their_latest_version():
    catalogue_ensure_defaults()
    App.objects.filter(slug="ollama").update(name_en="Ollama (edited)", published=False)
    app = App.objects.get(slug="ollama")
    app_version_add(app=app, version="9.9", latest=False)
    AppVersion.objects.filter(app=app, version="0.5.7").delete()
    catalogue_ensure_defaults()
    app.refresh_from_db()
    assert (app.name_en, app.published) == ("Ollama (edited)", False)
    assert AppVersion.objects.get(app=app, is_latest=True).version == "0.6.2"
    assert set(app.versions.values_list("version", flat=True)) == {"0.5.7", "0.6.2", "9.9"}


@pytest.mark.django_db(transaction=True)  # flush truncates tables: not inside a test transaction
def test_seed_demo_brings_the_catalogue_back_after_a_flush(anon):
    call_command("seed_demo", stdout=StringIO())
    first = counts()
    call_command("flush", interactive=False, verbosity=0)
    assert App.objects.count() == 0
    call_command("seed_demo", stdout=StringIO())
    assert counts() == first
    groups = anon.get("/api/rmp/v1/store/groups").json()["data"]
    assert [group["label"]["slug"] for group in groups] == [slug for slug, _en, _zh in LABELS]


@pytest.mark.django_db
def test_admin_pages_load(browser):
    catalogue_ensure_defaults()
    app = App.objects.get(slug="ollama")
    make_screenshot(app, 1)
    for url, expected in [
        ("/admin/market/label/", "Smart home"),
        ("/admin/market/app/", "Ollama"),
        ("/admin/market/app/?display_type__exact=ai_server&published__exact=1", "Ollama"),
        (f"/admin/market/app/?labels__id__exact={Label.objects.get(slug='ai').id}", "Ollama"),
        ("/admin/market/app/?q=nextcloud", "Nextcloud"),
        (f"/admin/market/app/{app.id}/change/", "0.6.2"),
        ("/admin/market/app/add/", "config_schema"),
        ("/admin/market/appversion/", "0.6.2"),
        (f"/admin/market/appversion/{app.versions.get(version='0.6.2').id}/change/", "0.6.2"),
    ]:
        page = browser.get(url)
        assert page.status_code == 200, url
        assert expected in page.content.decode(), url


def app_form(app: App, *, schema: object, versions: list[tuple[AppVersion | None, str, bool, bool]]) -> dict:
    """The admin change form's fields: `versions` are (existing row or None, version, latest, delete)."""
    data = {
        "slug": app.slug,
        "name_en": app.name_en,
        "name_zh": app.name_zh,
        "summary_en": app.summary_en,
        "summary_zh": app.summary_zh,
        "description_en": "",
        "description_zh": "",
        "display_type": app.display_type,
        "labels": [label.id for label in app.labels.all()],
        "icon": "",
        "published": "on",
        "min_cpu_cores": 1,
        "min_memory_bytes": 0,
        "min_disk_bytes": 0,
        "min_gpu_vram_bytes": 0,
        "config_schema": json.dumps(schema),
        "created_at_0": "2025-01-01",
        "created_at_1": "00:00:00",
        "screenshots-TOTAL_FORMS": 0,
        "screenshots-INITIAL_FORMS": 0,
        "versions-TOTAL_FORMS": len(versions),
        "versions-INITIAL_FORMS": sum(1 for row in versions if row[0] is not None),
    }
    for index, (row, version, latest, delete) in enumerate(versions):
        prefix = f"versions-{index}-"
        data |= {
            f"{prefix}id": row.id if row else "",
            f"{prefix}app": app.id,
            f"{prefix}version": version,
            f"{prefix}released_at_0": f"2025-0{index + 1}-01",
            f"{prefix}released_at_1": "00:00:00",
            f"{prefix}notes_en": "",
            f"{prefix}notes_zh": "",
        }
        if latest:
            data[f"{prefix}is_latest"] = "on"
        if delete:
            data[f"{prefix}DELETE"] = "on"
    return data


@pytest.mark.django_db
def test_admin_refuses_a_bad_schema(browser):
    app = make_app(labels=(make_label("ai"),), versions=())
    page = browser.post(f"/admin/market/app/{app.id}/change/", app_form(app, schema={"type": "array"}, versions=[]))
    assert page.status_code == 200
    assert "The schema must be an object with &quot;type&quot;: &quot;object&quot;." in page.content.decode()
    good = {
        "type": "object",
        "properties": {"port": {"type": "integer", "default": 80}, "host": {"type": "string"}},
        "order": ["host", "gone"],
    }
    page = browser.post(f"/admin/market/app/{app.id}/change/", app_form(app, schema=good, versions=[]))
    assert page.status_code == 302, page.content.decode()[:3000]
    app.refresh_from_db()
    assert app.config_schema == good | {"order": ["host", "port"]}


@pytest.mark.django_db
def test_admin_keeps_one_latest_version(browser):
    app = make_app(versions=("1.0", "2.0"))
    old, new = app.versions.get(version="1.0"), app.versions.get(version="2.0")
    schema = app.config_schema

    def post(versions):
        return browser.post(f"/admin/market/app/{app.id}/change/", app_form(app, schema=schema, versions=versions))

    page = post([(old, "1.0", True, False), (new, "2.0", True, False)])
    assert page.status_code == 200 and "Only one version can be the latest." in page.content.decode()

    assert post([(old, "1.0", True, False), (new, "2.0", False, False)]).status_code == 302
    assert list(AppVersion.objects.filter(is_latest=True).values_list("version", flat=True)) == ["1.0"]

    assert post([(old, "1.0", False, False), (new, "2.0", False, False), (None, "3.0", True, False)]).status_code == 302
    assert list(AppVersion.objects.filter(is_latest=True).values_list("version", flat=True)) == ["3.0"]

    latest = app.versions.get(version="3.0")
    assert (
        post([(old, "1.0", False, False), (new, "2.0", False, False), (latest, "3.0", True, True)]).status_code == 302
    )
    assert list(AppVersion.objects.filter(is_latest=True).values_list("version", flat=True)) == ["2.0"]

    page = browser.post(
        f"/admin/market/appversion/{old.id}/change/",
        {
            "app": app.id,
            "version": "1.0",
            "released_at_0": "2025-01-01",
            "released_at_1": "00:00:00",
            "is_latest": "on",
        },
    )
    assert page.status_code == 302
    assert list(AppVersion.objects.filter(is_latest=True).values_list("version", flat=True)) == ["1.0"]
    assert AppScreenshot.objects.count() == 0
