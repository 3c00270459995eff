"""Staff hide and show listings in the admin; the device admin shows reliability."""

import pytest
from django.test import Client

from apps.accounts.tests.factories import UserFactory
from apps.notifications.models import Notification

from ..notification_kinds import LISTING_HIDDEN, LISTING_SHOWN
from ..services import reliability_rollup
from .helpers import listing_of, rentable_app

pytestmark = pytest.mark.django_db


@pytest.fixture
def browser() -> Client:
    client = Client()
    client.force_login(UserFactory.create(is_staff=True, is_superuser=True))
    return client


def test_pages_load_with_search_and_filters(browser, individual):
    listing = listing_of(rentable_app(individual.actor))
    reliability_rollup()
    for url, expected in [
        ("/admin/listings/listing/", listing.name_en),
        (f"/admin/listings/listing/?q={listing.name_en}", listing.name_en),
        ("/admin/listings/listing/?listed__exact=1&tier__exact=basic", listing.name_en),
        (f"/admin/listings/listing/{listing.id}/change/", "hidden_reason"),
        (f"/admin/devices/device/{listing.device_id}/change/", "Uptime over 7 days"),
    ]:
        page = browser.get(url)
        assert page.status_code == 200, url
        assert expected in page.content.decode(), url


@pytest.mark.parametrize("kind", ["individual", "owner"])
def test_writing_a_reason_hides_and_emptying_it_shows_again(browser, personas, kind):
    """The provider is told in the identity that owns the app (a company's in the company's)."""
    individual = personas[kind]
    listing = listing_of(rentable_app(individual.actor))
    url = f"/admin/listings/listing/{listing.id}/change/"
    assert browser.post(url, {"hidden_reason": "Fake GPU"}).status_code == 302
    listing.refresh_from_db()
    assert (listing.listed, listing.hidden_reason) == (False, "Fake GPU")
    told = Notification.objects.filter(recipient=individual.user, kind=LISTING_HIDDEN)
    assert list(told.values_list("company_id", flat=True)) == [individual.actor.company_id]
    assert browser.post(url, {"hidden_reason": ""}).status_code == 302
    listing.refresh_from_db()
    assert (listing.listed, listing.hidden_reason) == (True, "")
    told = Notification.objects.filter(recipient=individual.user, kind=LISTING_SHOWN)
    assert list(told.values_list("company_id", flat=True)) == [individual.actor.company_id]


def test_the_show_again_action(browser, individual):
    listing = listing_of(rentable_app(individual.actor))
    browser.post(f"/admin/listings/listing/{listing.id}/change/", {"hidden_reason": "Spam"})
    answer = browser.post(
        "/admin/listings/listing/", {"action": "show_again", "_selected_action": [listing.id]}, follow=True
    )
    assert "1 listings shown again." in answer.content.decode()
    listing.refresh_from_db()
    assert listing.listed and listing.hidden_reason == ""
