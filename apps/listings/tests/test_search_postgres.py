"""Search on PostgreSQL: substring matches (Chinese names) and trigram word similarity
(misspellings), through the trigram GIN index the migration makes."""

import pytest
from django.db import connection

from apps.installs.tests.helpers import server_app

from .helpers import API, listing_of, rentable_app

pytestmark = [pytest.mark.django_db, pytest.mark.postgres]
SEARCH = f"{API}/market/search"


@pytest.fixture
def listings(individual):
    return {
        "ollama": listing_of(rentable_app(individual.actor, app=server_app(name_en="Ollama", name_zh="奥拉玛推理"))),
        "jellyfin": listing_of(
            rentable_app(individual.actor, app=server_app(name_en="Jellyfin", name_zh="影音中心", summary_en="Media"))
        ),
    }


def found(anon, q: str) -> list[int]:
    return [item["id"] for item in anon.get(SEARCH, {"q": q}).json()["data"]["items"]]


def test_a_chinese_name_is_found_by_part_of_it(anon, listings):
    assert found(anon, "影音") == [listings["jellyfin"].id]
    assert found(anon, "拉玛") == [listings["ollama"].id]


def test_a_misspelled_name_is_found(anon, listings):
    assert found(anon, "olama") == [listings["ollama"].id]
    assert found(anon, "jelyfin") == [listings["jellyfin"].id]
    assert found(anon, "zzzzzz") == []


def test_names_come_first_and_a_substring_beats_a_typo(anon, individual, listings):
    gpu = listing_of(rentable_app(individual.actor, app=server_app(name_en="Box", summary_en="Runs ollama")))
    assert found(anon, "ollama") == [listings["ollama"].id, gpu.id]
    llama = listing_of(rentable_app(individual.actor, app=server_app(name_en="Olamaa", name_zh="羊驼")))
    assert found(anon, "olama") == [llama.id]


def test_the_trigram_index_exists():
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexdef FROM pg_indexes WHERE indexname = 'listing_gpu_trgm'")
        (definition,) = cursor.fetchone()
    assert "gin_trgm_ops" in definition


def test_a_gpu_model_is_found_by_part_of_it_or_misspelled(anon, individual, listings):
    quadro = {"name": "Quadro RTX 8000", "passthrough": True, "vram_bytes": 48 * 2**30}
    workstation = listing_of(rentable_app(individual.actor, app=server_app(name_en="Blender"), gpus=[quadro]))
    assert found(anon, "quadra") == [workstation.id]
    assert found(anon, "Quadro") == [workstation.id]
