import pytest

from apps.installs.tests.helpers import server_app
from apps.store.tests.helpers import make_label

from .helpers import BEIJING, GPU_4090, LANGFANG, SHANGHAI, listing_of, rentable_app


@pytest.fixture
def market(individual):
    """Three listings: Beijing (GPU, high, 3.00), Langfang (1.00), Shanghai (2.00)."""
    ai = make_label("ai", position=1, name_zh="人工智能")
    media = make_label("media", position=2, name_zh="媒体")
    return {
        "beijing": listing_of(
            rentable_app(
                individual.actor,
                app=server_app(labels=(ai,), name_en="Ollama", name_zh="奥拉玛"),
                at=BEIJING,
                price="3.00",
                gpus=[GPU_4090],
                tier="high",
            )
        ),
        "langfang": listing_of(
            rentable_app(
                individual.actor, app=server_app(labels=(ai, media), name_en="Jellyfin"), at=LANGFANG, price="1.00"
            )
        ),
        "shanghai": listing_of(
            rentable_app(individual.actor, app=server_app(labels=(media,), name_en="Nextcloud"), at=SHANGHAI, price="2")
        ),
    }
