import pytest
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

from apps.notifications.kinds import NOTIFICATION_KINDS, Kind, kind_choices
from apps.notifications.models import Notification


def test_each_app_registers_the_kinds_it_sends():
    assert list(NOTIFICATION_KINDS) == [
        "announcement",
        "friend_request",
        "friend_accepted",
        "friend_declined",
        "device_offline",
        "zcloud_unpaid",
        "app_installed",
        "app_failed",
        "company_invitation",
        "company_application",
        "company_application_accepted",
        "company_application_declined",
        "company_removed",
        "wallet_deposit_paid",
        "wallet_low_balance",
        "wallet_debt",
        "wallet_adjusted",
        "wallet_payout_paid",
        "wallet_payout_rejected",
        "wallet_payout_failed",
        "listing_hidden",
        "listing_shown",
        "rental_started",
        "rental_failed",
        "rental_ended",
        "rental_low_runway",
        "rental_provider_rented",
        "rental_provider_ended",
        "rental_provider_failed",
        "dispute_opened",
        "dispute_answered",
        "dispute_withdrawn",
        "dispute_resolved",
        "demand_matching",
        "order_offered",
        "order_accepted",
        "order_declined",
        "order_cancelled",
        "order_confirmed",
        "order_finished",
        "order_failed",
    ]
    assert [name for name, _label in kind_choices()] == list(NOTIFICATION_KINDS)
    assert Notification(kind="device_offline").get_kind_display() == "Device offline"


def test_a_kind_registered_twice_stops_the_start_up():
    with pytest.raises(ImproperlyConfigured, match="'friend_request' of installs is already registered by friends"):
        NOTIFICATION_KINDS.register(app="installs", entries={"friend_request": Kind(label=_("Friend request"))})
    assert NOTIFICATION_KINDS["friend_request"].link == "/friends?tab=requests"
