"""`/wallet`'s document draws the available coins of the person its cookie names, in the
first paint (docs/decisions/0065), and nobody's without one."""

import json
import re
import uuid
from decimal import Decimal

import pytest
from django.test import Client

from apps.accounts.api.responses import session_answer
from apps.wallet.services import wallet_adjust
from conftest import open_session

from .helpers import fund

pytestmark = pytest.mark.django_db

FIGURE = {"en": {"label": "Available", "text": "{amount} coins"}, "zh": {"label": "可用", "text": "{amount} 币"}}


@pytest.fixture(autouse=True)
def routes_file(settings, tmp_path):
    path = tmp_path / "webpack-routes.json"
    path.write_text(json.dumps({"/wallet": {"code": [], "heading": {"en": "Wallet", "zh": "钱包"}, "figure": FIGURE}}))
    settings.FRONTEND_ROUTES_FILE = path


def browser_of(persona, language: str = "en") -> Client:
    """A browser holding the cookie a sign-in answer of `persona` sets."""
    browser = Client(HTTP_ACCEPT_LANGUAGE=language)
    browser.cookies.update(session_answer(open_session(persona)).cookies)
    return browser


def drawn(response) -> tuple[str, str | None, bool]:
    """The figure's text, its amount and whether it is drawn as negative."""
    found = re.search(r'<p class="boot-figure" data-text="[^"]*"([^>]*)>([^<]*)</p>', response.content.decode())
    assert found, "the figure's place is drawn"
    amount = re.search(r'data-amount="([^"]*)"', found[1])
    return found[2], amount[1] if amount else None, "data-negative" in found[1]


def test_the_person_sees_their_available_coins_in_the_first_paint(individual, outsider):
    fund(individual.user, "1234.5")
    fund(outsider.user, "7")
    page = browser_of(individual).get("/wallet")
    assert drawn(page) == ("1,234.50 coins", "1,234.50", False)
    assert page["Cache-Control"] == "no-store", "no cache keeps a person's figures"
    assert "Cookie" in page["Vary"]
    assert drawn(browser_of(outsider).get("/wallet"))[1] == "7.00", "each their own"
    # Chinese groups and writes decimals as English does (`formatCoins` with zh-CN).
    assert drawn(browser_of(individual, "zh").get("/wallet")) == ("1,234.50 币", "1,234.50", False)


def test_a_debt_is_drawn_as_negative(individual, make_persona):
    staff = make_persona("individual").user
    wallet_adjust(
        user=individual.user, amount=Decimal("-3.2"), reason="Correction", staff=staff, idempotency_key=uuid.uuid4().hex
    )
    assert drawn(browser_of(individual).get("/wallet")) == ("-3.20 coins", "-3.20", True)


def test_without_a_person_only_the_place_is_drawn(individual, owner):
    fund(individual.user, "50")
    anonymous = Client(HTTP_ACCEPT_LANGUAGE="en").get("/wallet")
    assert drawn(anonymous) == ("", None, False)
    assert "no-store" not in anonymous.get("Cache-Control", "")
    assert drawn(browser_of(owner).get("/wallet")) == ("", None, False), "a company identity has no wallet"
    forged = Client(HTTP_ACCEPT_LANGUAGE="en")
    forged.cookies["zc_doc"] = "1:forged"
    assert drawn(forged.get("/wallet")) == ("", None, False)
