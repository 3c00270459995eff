"""The offline place table (`places.csv`, see `README.md` beside it): a point's region name
and a place search by name, in English or Chinese, with no network.

A point is named after the nearest place within `NAMED_KM` ("Hangzhou, Zhejiang" /
"浙江杭州"); farther, within `COARSE_KM`, after that place's province or country; farther
still it is an unknown region. The product's home country is left out of the names."""

import csv
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from django.utils import translation
from django.utils.translation import gettext as _

from apps.common.earth import haversine_km

TABLE = Path(__file__).resolve().parent / "places.csv"
HOME_COUNTRY = "China"
NAMED_KM = 150
COARSE_KM = 800
SEARCH_LIMIT = 8
MAX_SEARCH_LIMIT = 20


@dataclass(frozen=True)
class Place:
    name_en: str
    name_zh: str
    province_en: str
    province_zh: str
    country_en: str
    country_zh: str
    lat: float
    lng: float

    def name(self, language: str) -> str:
        return self.name_zh if language == "zh" else self.name_en

    def _area(self, language: str) -> list[str]:
        """The province, then the country unless it is the home one; the name's own parts left out."""
        zh = language == "zh"
        parts = [self.province_zh if zh else self.province_en]
        if self.country_en != HOME_COUNTRY:
            parts.append(self.country_zh if zh else self.country_en)
        return [part for part in parts if part and part != self.name(language)]

    def label(self, language: str) -> str:
        """ "Hangzhou, Zhejiang" / "浙江杭州", "Tokyo, Japan" / "日本东京", "Shanghai" / "上海"."""
        parts = [self.name(language), *self._area(language)]
        return "".join(reversed(parts)) if language == "zh" else ", ".join(parts)

    def area(self, language: str) -> str:
        """Its province ("Xinjiang" / "新疆"), else its country ("Japan" / "日本")."""
        zh = language == "zh"
        if self.province_en:
            return self.province_zh if zh else self.province_en
        return self.country_zh if zh else self.country_en


def _folded(text: str) -> str:
    """Lower case without accents or apostrophes: "São Paulo" and "sao paulo", "Xi'an" and "xian" meet."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch) and ch not in "'\u2019 -")


@cache
def places() -> tuple[Place, ...]:
    """The table, read once per process, in its order (the more important places first)."""
    with TABLE.open(newline="", encoding="utf-8") as table:
        return tuple(
            Place(**{**row, "lat": float(row["lat"]), "lng": float(row["lng"])})  # type: ignore[arg-type]
            for row in csv.DictReader(table)
        )


@lru_cache(maxsize=4096)
def place_region(*, lng: float, lat: float, language: str) -> str:
    """The name of the region around (lng, lat) in `language` ("en" or "zh")."""
    distance, nearest = min(((haversine_km(lng, lat, p.lng, p.lat), p) for p in places()), key=lambda pair: pair[0])
    if distance <= NAMED_KM:
        return nearest.label(language)
    if distance <= COARSE_KM:
        return nearest.area(language)
    with translation.override("zh-hans" if language == "zh" else "en"):
        return _("Unknown region")


@cache
def _keys() -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """Each place's folded names, and its folded province and country names."""
    return tuple(
        (
            (_folded(p.name_en), _folded(p.name_zh)),
            tuple(_folded(area) for area in (p.province_en, p.province_zh, p.country_en, p.country_zh) if area),
        )
        for p in places()
    )


def place_search(*, q: str, limit: int = SEARCH_LIMIT) -> list[Place]:
    """At most `limit` places: those named `q` in either language (case and accents aside), then
    those whose name starts with it, then those whose name holds it, then those whose province or
    country starts with it."""
    needle = _folded(q)
    if not needle:
        return []
    ranked: list[tuple[int, int]] = []
    for index, (names, areas) in enumerate(_keys()):
        if needle in names:
            ranked.append((0, index))
        elif any(name.startswith(needle) for name in names):
            ranked.append((1, index))
        elif any(needle in name for name in names):
            ranked.append((2, index))
        elif any(area.startswith(needle) for area in areas):
            ranked.append((3, index))
    table = places()
    return [table[index] for _rank, index in sorted(ranked)[:limit]]
