"""The prefiltered nearby search answers exactly what scanning every listing answers."""

import random
from decimal import Decimal
from importlib import import_module

import pytest
from django.apps import apps as django_apps

from apps.devices.tests.helpers import make_device
from apps.installs.models import InstalledApp
from apps.store.tests.helpers import make_app

from .. import selectors
from ..choices import ListingSort
from ..geo import haversine_km, point_columns
from ..models import Listing

pytestmark = pytest.mark.django_db


def scatter(provider, *, around: tuple[float, float], spread: float, count: int) -> None:
    rng = random.Random(5)
    device, app = make_device(None), make_app()
    installs = InstalledApp.objects.bulk_create(
        [InstalledApp(device=device, owner_user=provider, app=app) for _ in range(count)]
    )
    listings = []
    for installed in installs:
        wrapped = (around[0] + rng.uniform(-spread, spread) + 180) % 360 - 180
        listings.append(
            Listing(
                installed_app=installed,
                device=device,
                app=app,
                provider=provider,
                listed=True,
                **point_columns(wrapped, around[1] + rng.uniform(-spread, spread)),
                price_per_hour=Decimal(rng.randrange(1, 9)),
            )
        )
    Listing.objects.bulk_create(listings)


@pytest.mark.parametrize("sort", ListingSort.values)
@pytest.mark.parametrize(("around", "radius"), [((116.4, 39.9), 100), ((179.8, -16.5), 150), ((10.0, 60.0), 1000)])
def test_the_prefiltered_search_answers_as_the_full_scan(individual, sort, around, radius):
    spread = radius / 60
    scatter(individual.user, around=around, spread=spread, count=120)
    query = selectors.ListingFilter(near=around, max_km=radius, sort=sort)
    found = list(selectors.listing_nearby_ids(query))
    scanned = selectors.listing_scan_nearby(query, near=around, radius=radius)
    assert 10 < len(scanned) < 120, "some listings in, some out"
    assert found == scanned


@pytest.mark.parametrize("prefilter", [True, False])
def test_a_nearby_page_carries_the_whole_count(individual, monkeypatch, prefilter):
    monkeypatch.setattr(selectors, "NEARBY_PREFILTER", prefilter)
    around = (116.4, 39.9)
    scatter(individual.user, around=around, spread=2, count=120)
    query = selectors.ListingFilter(near=around, max_km=100, sort=ListingSort.DISTANCE)
    found = list(selectors.listing_nearby_ids(query))
    assert 20 < len(found) < 120
    assert selectors.listing_nearby_page(query, offset=0, limit=20) == (found[:20], len(found))
    assert selectors.listing_nearby_page(query, offset=20, limit=20) == (found[20:40], len(found))
    assert selectors.listing_nearby_page(query, offset=len(found), limit=20) == ([], len(found))
    nowhere = selectors.ListingFilter(near=(-70.0, -45.0), max_km=10, sort=ListingSort.DISTANCE)
    assert selectors.listing_nearby_page(nowhere, offset=0, limit=20) == ([], 0)


def test_a_dense_ring_pages_as_the_full_radius(individual):
    """A city's centre fills the first pages from the small ring; the pages past it and the
    total still come from the whole radius."""
    around = (116.4, 39.9)
    scatter(individual.user, around=around, spread=0.08, count=45)
    scatter(individual.user, around=around, spread=1.0, count=60)
    query = selectors.ListingFilter(near=around, max_km=100, sort=ListingSort.DISTANCE)
    scanned = selectors.listing_scan_nearby(query, near=around, radius=100)
    km = {
        listing.id: haversine_km(*around, listing.lng, listing.lat)
        for listing in Listing.objects.all()
        if listing.lng is not None and listing.lat is not None
    }
    within_ring = [i for i in scanned if km[i] <= selectors.FIRST_RING_KM]
    assert len(within_ring) >= 40 and len(scanned) > 60, "the ring holds two pages, the radius more"
    for offset in (0, 20, 40, 60):
        assert selectors.listing_nearby_page(query, offset=offset, limit=20) == (
            scanned[offset : offset + 20],
            len(scanned),
        )


def test_the_migration_fills_the_cells_the_listings_keep(individual):
    scatter(individual.user, around=(179.8, -16.5), spread=1.0, count=30)
    scatter(individual.user, around=(116.4, 39.9), spread=1.0, count=30)
    kept = dict(Listing.objects.values_list("id", "cell"))
    assert None not in kept.values() and len(set(kept.values())) > 4
    Listing.objects.update(cell=None)
    import_module("apps.listings.migrations.0005_listing_cell").fill_cells(django_apps, None)
    assert dict(Listing.objects.values_list("id", "cell")) == kept
