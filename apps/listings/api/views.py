from collections.abc import Sequence
from typing import Any

from django.db.models import QuerySet
from django.utils.cache import patch_cache_control
from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from apps.common.api import PAGING, validated
from apps.common.errors import ApplicationError
from apps.common.limits import ip_limit
from apps.common.pagination import page_window, paged, paginated
from apps.common.places import place_search
from apps.common.render import request_language
from apps.store.api.views import StoreView

from .. import selectors
from .serializers import (
    BASEMAP_MAX_AGE,
    BasemapSerializer,
    DownloadLinksSerializer,
    ListingFilterSerializer,
    ListingGroupRequestSerializer,
    ListingGroupSerializer,
    ListingSearchSerializer,
    ListingSerializer,
    MapSettingsSerializer,
    PlaceSearchSerializer,
    PlaceSerializer,
    RegionRequestSerializer,
    RegionSerializer,
    basemap,
    download_links,
    group_items,
    listing_item,
    listing_items,
    map_settings,
    place_items,
    region_item,
)

PUBLIC = "Public: signed out works, and a token sent along is not looked at."


def _page_of_ids(
    request: Request, view: StoreView, ids: Sequence[int] | QuerySet[Any, int], near: selectors.Point | None
) -> Response:
    """A page of listings found as ids (in order): their rows in one query."""
    language = request_language()
    return paginated(
        request,
        view,
        ids,
        lambda page: listing_items(selectors.listing_rows_by_ids(page), language=language, near=near),
    )


class ListingListView(StoreView):
    @extend_schema(
        parameters=[ListingFilterSerializer, *PAGING],
        responses=paged(ListingSerializer),
        operation_id="market_applications_list",
        auth=[],
        description="Listed apps for rent, recommended first unless `sort` (proven providers, then each tier's "
        "cheapest); `available` keeps to those nobody rents now. With `near` every item has `distance_km`; "
        "`max_km` (capped at 1000), or `sort=distance` alone (100 km), keeps to listings within that distance of "
        "`near`. Bad filters (an unknown type or tier, a malformed point, `max_km` or `sort=distance` without "
        f"`near`) are a 400 `validation_error` with field errors. {PUBLIC}",
    )
    def get(self, request: Request) -> Response:
        form = ListingFilterSerializer(data=request.query_params)
        form.is_valid(raise_exception=True)
        query = form.to_filter()
        if selectors.radius_of(query) is not None:
            offset, limit = page_window(request)
            ids, total = selectors.listing_nearby_page(query, offset=offset, limit=limit)
            items = listing_items(selectors.listing_rows_by_ids(ids), language=request_language(), near=query.near)
            return Response({"items": items, "total": total})
        language = request_language()
        rows = selectors.listing_list(query)
        return paginated(request, self, rows, lambda page: listing_items(page, language=language, near=query.near))


class ListingGroupView(StoreView):
    unverified_may = True  # a read, sent as a POST for its body

    @extend_schema(
        request=ListingGroupRequestSerializer,
        responses=ListingGroupSerializer(many=True),
        operation_id="market_applications_groupby_labels",
        auth=[],
        description="The market's front page: each label (by position) with its total and its newest listings "
        f"(`size`, 8 by default); `near` adds `distance_km`. Not paged. {PUBLIC}",
    )
    def post(self, request: Request) -> Response:
        body = validated(ListingGroupRequestSerializer, request.data)
        groups = selectors.listing_groups(size=body["size"])
        return Response(group_items(groups, language=request_language(), near=body.get("near")))


class ListingSearchView(StoreView):
    @extend_schema(
        parameters=[ListingSearchSerializer, *PAGING],
        responses=paged(ListingSerializer),
        operation_id="market_search",
        auth=[],
        description="Listed apps whose names (English and Chinese), summaries, labels or GPU models contain `q`, "
        "those whose names do first, then newest. On PostgreSQL, when nothing contains it, those with a word "
        f"trigram-similar to `q` instead (a typo), most similar first. {PUBLIC}",
    )
    def get(self, request: Request) -> Response:
        query = validated(ListingSearchSerializer, request.query_params)
        found = selectors.listing_search_ids(q=query["q"], available=query["available"])
        return _page_of_ids(request, self, found, None)


class ListingDetailView(StoreView):
    @extend_schema(
        responses=ListingSerializer,
        operation_id="market_applications_retrieve",
        auth=[],
        description="One listed app with its resources, price and reliability. An unknown, unlisted or hidden "
        f"listing is a 404 `not_found`. {PUBLIC}",
    )
    def get(self, request: Request, id: int) -> Response:
        row = selectors.listing_get(listing_id=id)
        if row is None:
            raise ApplicationError("not_found")
        return Response(listing_item(row, language=request_language()))


class BasemapView(StoreView):
    @extend_schema(
        responses=BasemapSerializer,
        operation_id="market_basemap",
        auth=[],
        description="The offline world basemap: Natural Earth's 1:110m land polygons (public domain) as a GeoJSON "
        f"FeatureCollection, for the map page when no map style is configured. Cached by clients for a day. {PUBLIC}",
    )
    def get(self, request: Request) -> Response:
        response = Response(basemap())
        patch_cache_control(response, public=True, max_age=BASEMAP_MAX_AGE)
        return response


class MapSettingsView(StoreView):
    @extend_schema(
        responses=MapSettingsSerializer,
        operation_id="market_map_settings",
        auth=[],
        description="The nearby map's style (`MAP_STYLE_URL`) and public token (`MAP_ACCESS_TOKEN`); an empty "
        f"style means the map draws `market/basemap`, which needs no internet. {PUBLIC}",
    )
    def get(self, request: Request) -> Response:
        return Response(map_settings())


class PlaceSearchView(StoreView):
    throttle_classes = [ip_limit("place_search", "PLACE_SEARCH_RATE")]

    @extend_schema(
        parameters=[PlaceSearchSerializer],
        responses=PlaceSerializer(many=True),
        operation_id="market_places",
        auth=[],
        description="Places (cities and regions of the offline place table) whose English or Chinese name starts "
        "with `q`, then those whose name holds it, then those in a province or country of that name; at most "
        "`limit` (8). The nearby page's place box. Not paged; past `PLACE_SEARCH_RATE` a caller's address gets "
        f"429. {PUBLIC}",
    )
    def get(self, request: Request) -> Response:
        query = validated(PlaceSearchSerializer, request.query_params)
        return Response(place_items(place_search(q=query["q"], limit=query["limit"]), language=request_language()))


class RegionView(StoreView):
    @extend_schema(
        parameters=[RegionRequestSerializer],
        responses=RegionSerializer,
        operation_id="market_region",
        auth=[],
        description="The region a point lies in (the nearest place of the offline table within 150 km, else its "
        "province or country, else an unknown region), in the caller's language: how the nearby page names the "
        f"person's location. A malformed or out-of-range point is a 400 `validation_error`. {PUBLIC}",
    )
    def get(self, request: Request) -> Response:
        query = validated(RegionRequestSerializer, request.query_params)
        return Response(region_item(query["near"], language=request_language()))


class DownloadLinksView(StoreView):
    @extend_schema(
        responses=DownloadLinksSerializer,
        operation_id="download_links",
        auth=[],
        description="The desktop and mobile clients' download links (`DOWNLOAD_*_URL` settings); an unset one is "
        f"empty. `qr_svg` holds each link as a QR code (an SVG data URI, made on the server with segno). {PUBLIC}",
    )
    def get(self, request: Request) -> Response:
        return Response(download_links())
