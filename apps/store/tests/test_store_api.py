"""The public store calls: list with filters and paging, front-page groups, an app's page."""

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.common.role_matrix import matrix_covers
from apps.store.models import AppVersion

from .helpers import API, GIB, make_app, make_label, make_screenshot

CALLS = ["store/apps", "store/groups", "store/apps/{app}"]
matrix_covers([("get", path) for path in CALLS], prefix=f"{API}/")


def refused(response, status, error):
    assert response.status_code == status, response.json()
    assert response.json()["code"] == status and response.json()["error"] == error
    return response.json()


@pytest.mark.django_db
@pytest.mark.parametrize("path", CALLS)
@pytest.mark.parametrize("persona", [None, "individual", "owner", "member", "outsider"])
def test_the_store_is_public(client_for, personas, persona, path):
    app = make_app(labels=(make_label("ai"),))
    client = client_for(personas[persona] if persona else None)
    response = client.get(f"{API}/{path.format(app=app.id)}")
    assert response.status_code == 200, response.json()
    assert response.json()["code"] == 200


@pytest.mark.django_db
def test_a_broken_token_does_not_matter(anon):
    anon.credentials(HTTP_AUTHORIZATION="Bearer not-a-token")
    assert anon.get(f"{API}/store/apps").status_code == 200


@pytest.mark.django_db
class TestList:
    def ids(self, client, **query):
        response = client.get(f"{API}/store/apps", query)
        assert response.status_code == 200, response.json()
        return [item["id"] for item in response.json()["data"]["items"]]

    def test_filters_and_paging(self, anon):
        ai, media = make_label("ai"), make_label("media")
        llm = make_app(
            labels=(ai,), display_type="ai_server", name_en="Ollama", summary_zh="本地运行大语言模型", age_days=3
        )
        films = make_app(labels=(media,), display_type="server", name_en="Jellyfin", name_zh="影音中心", age_days=2)
        both = make_app(labels=(ai, media), display_type="ai_compute", summary_en="Images from prompts", age_days=1)
        make_app(labels=(ai,), published=False, name_en="Ollama draft")

        assert self.ids(anon) == [both.id, films.id, llm.id]
        assert self.ids(anon, label="ai") == [both.id, llm.id]
        assert self.ids(anon, label="nothing") == []
        assert self.ids(anon, type="server") == [films.id]
        assert self.ids(anon, label="media", type="ai_compute") == [both.id]
        assert self.ids(anon, q="ollama") == [llm.id]
        assert self.ids(anon, q="PROMPTS") == [both.id]
        assert self.ids(anon, q="影音") == [films.id]
        assert self.ids(anon, q="大语言") == [llm.id]
        page = anon.get(f"{API}/store/apps", {"limit": 1, "offset": 1}).json()["data"]
        assert page["total"] == 3 and [item["id"] for item in page["items"]] == [films.id]
        body = refused(anon.get(f"{API}/store/apps", {"type": "toaster"}), 400, "validation_error")
        assert list(body["data"]) == ["type"]

    def test_summary_shape_and_language(self, anon):
        label = make_label("ai", name_zh="人工智能")
        app = make_app(
            labels=(label,),
            versions=("1.0", "1.1"),
            name_en="Ollama",
            name_zh="奥拉玛",
            summary_en="Local models",
            summary_zh="本地模型",
            display_type="ai_server",
            icon="/static/icons/ollama.svg",
            min_cpu_cores=4,
            min_memory_bytes=8 * GIB,
            min_disk_bytes=50 * GIB,
            min_gpu_vram_bytes=8 * GIB,
        )
        item = anon.get(f"{API}/store/apps").json()["data"]["items"][0]
        assert item == {
            "id": app.id,
            "slug": app.slug,
            "name": "Ollama",
            "summary": "Local models",
            "display_type": "ai_server",
            "labels": [{"slug": "ai", "name": "Ai"}],
            "icon": "/static/icons/ollama.svg",
            "min_cpu_cores": 4,
            "min_memory_bytes": 8 * GIB,
            "min_disk_bytes": 50 * GIB,
            "min_gpu_vram_bytes": 8 * GIB,
            "latest_version": "1.1",
        }
        zh = anon.get(f"{API}/store/apps", HTTP_ACCEPT_LANGUAGE="zh-CN").json()["data"]["items"][0]
        assert (zh["name"], zh["summary"], zh["labels"]) == ("奥拉玛", "本地模型", [{"slug": "ai", "name": "人工智能"}])

    def test_an_empty_chinese_text_falls_back_to_english(self, anon):
        make_app(summary_en="English only", summary_zh="")
        item = anon.get(f"{API}/store/apps", HTTP_ACCEPT_LANGUAGE="zh").json()["data"]["items"][0]
        assert item["summary"] == "English only"

    def test_an_app_without_versions(self, anon):
        make_app(versions=())
        assert anon.get(f"{API}/store/apps").json()["data"]["items"][0]["latest_version"] is None

    def test_query_count_does_not_grow_with_the_apps(self, anon):
        labels = (make_label("ai"), make_label("dev"))

        def queries() -> int:
            with CaptureQueriesContext(connection) as captured:
                assert anon.get(f"{API}/store/apps", {"limit": 100}).status_code == 200
                assert anon.get(f"{API}/store/groups").status_code == 200
            return len(captured)

        make_app(labels=labels)
        few = queries()
        for _ in range(15):
            make_app(labels=labels, versions=("1.0", "2.0"))
        assert queries() == few <= 9  # list: count, page, labels, versions; groups: 5


@pytest.mark.django_db
class TestGroups:
    def test_ordered_by_label_position_newest_first_at_most_eight(self, anon):
        games, ai, empty, hidden_only = (
            make_label("games", position=30),
            make_label("ai", position=10),
            make_label("empty", position=5),
            make_label("hidden", position=1),
        )
        ai_apps = [make_app(labels=(ai,), age_days=day) for day in range(10)]
        game = make_app(labels=(games, ai), age_days=20)
        make_app(labels=(hidden_only, games), published=False)

        groups = anon.get(f"{API}/store/groups").json()["data"]
        assert [group["label"]["slug"] for group in groups] == ["ai", "games"]
        assert [app["id"] for app in groups[0]["apps"]] == [app.id for app in ai_apps[:8]]
        assert [app["id"] for app in groups[1]["apps"]] == [game.id]
        assert groups[1]["apps"][0]["labels"] == [{"slug": "ai", "name": "Ai"}, {"slug": "games", "name": "Games"}]
        assert empty and hidden_only

    def test_in_chinese(self, anon):
        make_app(labels=(make_label("ai", name_zh="人工智能"),), name_zh="奥拉玛")
        group = anon.get(f"{API}/store/groups", HTTP_ACCEPT_LANGUAGE="zh").json()["data"][0]
        assert group["label"] == {"slug": "ai", "name": "人工智能"}
        assert group["apps"][0]["name"] == "奥拉玛"

    def test_no_published_apps_no_groups(self, anon):
        make_app(labels=(make_label("ai"),), published=False)
        assert anon.get(f"{API}/store/groups").json()["data"] == []


@pytest.mark.django_db
class TestDetail:
    def test_contents(self, anon):
        schema: dict[str, Any] = {
            "type": "object",
            "properties": {
                "port": {"type": "integer", "title": {"en": "Port", "zh": "端口"}, "default": 8080},
                "password": {"type": "string", "title": "Password", "minLength": 8},
            },
            "required": ["password"],
        }
        app = make_app(
            labels=(make_label("dev"),),
            versions=("1.0", "2.0"),
            description_en="Long text",
            description_zh="长文本",
            config_schema=schema,
        )
        make_screenshot(app, 2, "Second", "第二张")
        make_screenshot(app, 1, "First", "第一张")

        data = anon.get(f"{API}/store/apps/{app.id}").json()["data"]
        assert data["name"] == app.name_en and data["latest_version"] == "2.0"
        assert data["description"] == "Long text"
        assert [shot["caption"] for shot in data["screenshots"]] == ["First", "Second"]
        assert data["screenshots"][0]["url"].endswith("/1.png")
        assert [(v["version"], v["notes"], v["is_latest"]) for v in data["versions"]] == [
            ("2.0", "Notes 2.0", True),
            ("1.0", "Notes 1.0", False),
        ]
        assert data["versions"][0]["released_at"]
        assert data["config_schema"]["properties"]["port"]["title"] == "Port"
        assert data["config_schema"]["properties"]["password"] == schema["properties"]["password"]
        assert data["config_schema"]["required"] == ["password"]

        zh = anon.get(f"{API}/store/apps/{app.id}", HTTP_ACCEPT_LANGUAGE="zh").json()["data"]
        assert (zh["description"], zh["screenshots"][0]["caption"], zh["versions"][0]["notes"]) == (
            "长文本",
            "第一张",
            "说明 2.0",
        )
        assert zh["config_schema"]["properties"]["port"]["title"] == "端口"

    def test_unpublished_and_unknown_answer_404(self, anon):
        draft = make_app(published=False)
        refused(anon.get(f"{API}/store/apps/{draft.id}"), 404, "not_found")
        refused(anon.get(f"{API}/store/apps/999999"), 404, "not_found")
        assert anon.get(f"{API}/store/apps").json()["data"] == {"items": [], "total": 0}

    def test_one_latest_version_per_app(self):
        app = make_app(versions=("1.0", "1.1", "1.2"))
        assert list(AppVersion.objects.filter(app=app, is_latest=True).values_list("version", flat=True)) == ["1.2"]
