"""Real answers of the store's and the market's builders."""

from typing import Any

from django.test import override_settings

from apps.common.places import place_search
from apps.listings.api import serializers as listings
from apps.listings.selectors import listing_groups, listing_rows, listings_listed
from apps.listings.services import reliability_rollup
from apps.listings.tests.helpers import GPU_4090, rentable_app
from apps.store.api import serializers as store
from apps.store.selectors import store_app, store_apps, store_groups
from apps.store.tests.helpers import make_app, make_label, make_screenshot
from conftest import Persona

from .base import both_languages, sample


def _store() -> tuple[Any, ...]:
    ai, tools = make_label("ai", position=1), make_label("tools", position=2, name_zh="")
    app = make_app(labels=(ai, tools), versions=("1.0", "1.1"), name_zh="")
    make_app(labels=(tools,), versions=())
    make_screenshot(app, 0)
    return app, ai, tools


@sample(store.label_item)
def labels(_persona: Persona) -> list[Any]:
    shown = _store()[1:]
    return both_languages(lambda language: [store.label_item(vars(label), language=language) for label in shown])


@sample(store.app_summaries)
def store_app_rows(_persona: Persona) -> list[Any]:
    _store()
    rows = list(store_apps())
    return both_languages(lambda language: store.app_summaries(rows, language=language))


@sample(store.store_group_items)
def store_group_rows(_persona: Persona) -> list[Any]:
    _store()
    return both_languages(lambda language: store.store_group_items(store_groups(), language=language))


@sample(store.app_detail)
def store_app_details(_persona: Persona) -> list[Any]:
    app = store_app(app_id=_store()[0].id)
    assert app is not None
    return both_languages(lambda language: store.app_detail(app, language=language))


def _listings(persona: Persona) -> list[dict[str, Any]]:
    """Two listings, one with a GPU, a label and its device's reliability, one without a
    location or labels; their rows."""
    label = make_label("market-ai", position=1)
    rentable_app(persona.actor, app=make_app(labels=(label,)), gpus=[GPU_4090], price="2.5")
    reliability_rollup()
    rentable_app(persona.actor, at=None)
    return list(listing_rows(listings_listed()))


@sample(listings.listing_item)
def listing_answers(persona: Persona) -> list[Any]:
    rows = _listings(persona)
    return both_languages(lambda language: [listings.listing_item(row, language=language, distance=3) for row in rows])


@sample(listings.listing_items)
def listing_list_rows(persona: Persona) -> list[Any]:
    rows = _listings(persona)
    near = {"en": (116.4, 39.9), "zh": None}
    return both_languages(lambda language: listings.listing_items(rows, language=language, near=near[language]))


@sample(listings.group_items)
def listing_group_rows(persona: Persona) -> list[Any]:
    _listings(persona)
    make_app(labels=(make_label("market-empty", position=2),))
    rentable_app(persona.actor, app=make_app(labels=(make_label("market-more", position=3),)))
    return listings.group_items(listing_groups(), language="zh", near=(116.4, 39.9))


@sample(listings.basemap)
def basemaps(_persona: Persona) -> list[Any]:
    return [listings.basemap()]


@sample(listings.download_links)
def download_links(_persona: Persona) -> list[Any]:
    written = [listings.download_links()]
    with override_settings(DOWNLOAD_LINKS={"windows": "https://example.com/zc.exe"}):
        written.append(listings.download_links())
    return written


@sample(listings.map_settings)
def map_settings(_persona: Persona) -> list[Any]:
    written = [listings.map_settings()]
    with override_settings(MAP_STYLE_URL="https://example.com/style.json", MAP_ACCESS_TOKEN="pk.1"):
        written.append(listings.map_settings())
    return written


@sample(listings.place_items)
def places(_persona: Persona) -> list[Any]:
    return both_languages(lambda language: listings.place_items(place_search(q="zhou"), language=language))


@sample(listings.region_item)
def regions(_persona: Persona) -> list[Any]:
    points = [(120.16, 30.27), (84.0, 39.5), (-130.0, -45.0)]
    return both_languages(lambda language: [listings.region_item(point, language=language) for point in points])
