"""Coins as people read them, the way the client writes them (`formatCoins`)."""

from decimal import Decimal

import pytest

from apps.common.money import coins_text


@pytest.mark.parametrize(
    ("amount", "text"),
    [
        ("0", "0.00"),
        ("7", "7.00"),
        ("999.995", "1,000.00"),  # rounded half up to the cent first
        ("1234567.8", "1,234,567.80"),
        ("-0.004", "0.00"),  # no "-0.00"
        ("-1234.5", "-1,234.50"),
    ],
)
def test_grouped_by_thousands_with_two_decimals(amount, text):
    assert coins_text(Decimal(amount)) == text
